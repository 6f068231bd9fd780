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
	"github.com/piiguard/piiguard/shared/app"
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

// Start serves operation op; identity comes from the API Gateway authorizer.
// The function builds only what its operation uses: health no engine and no
// stores, decrypt and detokenize no engine (api.Route.Detects).
func Start(op string) {
	if err := CheckStores(op, os.Getenv); err != nil {
		panic(err)
	}
	r := route(op)
	if r.Public {
		lambda.Start(New(op, app.Public()))
		return
	}
	config := app.Lambda
	if !r.Detects {
		config = app.LambdaWithoutEngine
	}
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
	for _, v := range app.TableEnv {
		if getenv(v) != "" {
			return nil
		}
	}
	return fmt.Errorf("%s: no table variable is set (%s), so calls would be neither metered nor audited; the stack sets them, and `sam local` sets %s=%s",
		op, strings.Join(app.TableEnv, ", "), memory.EnvStore, memory.Selector)
}
