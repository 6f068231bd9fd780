// Package lambdafn runs one API operation as an AWS Lambda function behind API
// Gateway REST (v1 proxy events), through aws-lambda-go-api-proxy.
package lambdafn

import (
	"context"
	"fmt"
	"net/http"
	"os"
	"strings"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-lambda-go/lambda"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// Handler is the Lambda handler function of one operation.
type Handler func(ctx context.Context, ev events.APIGatewayProxyRequest) (events.APIGatewayProxyResponse, error)

// New returns the Lambda handler of operation op over cfg.
func New(op string, cfg api.Config) Handler {
	return Wrap(api.New(cfg).Operation(op))
}

// Wrap adapts any http.Handler to API Gateway REST proxy events.
func Wrap(h http.Handler) Handler {
	return httpadapter.New(h).ProxyWithContext
}

// Start serves operation op, an operation that detects nothing (health,
// decrypt, detokenize: api.Route.Detects false); identity comes from the API
// Gateway authorizer. Such a function builds no engine and, since this
// package does not import it, links none: health opens no store either. A
// function whose operation detects calls StartWith(op, app.Lambda) instead;
// Start refuses it.
func Start(op string) {
	r := route(op)
	if r.Detects {
		panic("lambdafn: " + op + " detects: its function starts with StartWith(op, app.Lambda), which builds the engine")
	}
	if err := CheckStores(op, os.Getenv); err != nil {
		panic(err)
	}
	if r.Public {
		lambda.Start(New(op, base.Public()))
		return
	}
	start(op, base.Lambda)
}

// StartWith serves operation op with the configuration config returns
// (app.Lambda, with the engine, for an operation that detects).
func StartWith(op string, config func() (api.Config, error)) {
	if err := CheckStores(op, os.Getenv); err != nil {
		panic(err)
	}
	start(op, config)
}

func start(op string, config func() (api.Config, error)) {
	cfg, err := config()
	if err != nil {
		panic(err) // a misconfigured function must fail its cold start, loudly
	}
	lambda.Start(New(op, cfg))
}

// route returns op's route (the zero Route for an unknown operation, which
// New refuses).
func route(op string) api.Route {
	for _, r := range api.Routes() {
		if r.Name == op {
			return r
		}
	}
	return api.Route{}
}

// CheckStores refuses to start a keyed operation on the memory stores that
// StoresFromEnv falls back to when no table is named: such a function would
// serve calls that are neither metered nor audited. A keyed operation needs
// its tables (the stack gives them) or the explicit PIIGUARD_STORE=memory of
// `sam local`. Public operations (health) use no store.
func CheckStores(op string, getenv func(string) string) error {
	if route(op).Public || getenv(memory.EnvStore) == memory.Selector {
		return nil
	}
	for _, v := range base.TableEnv {
		if getenv(v) != "" {
			return nil
		}
	}
	return fmt.Errorf("%s: no table variable is set (%s), so calls would be neither metered nor audited; the stack sets them, and `sam local` sets %s=%s",
		op, strings.Join(base.TableEnv, ", "), memory.EnvStore, memory.Selector)
}
