// Package base is the wiring of package app that needs no detection engine:
// stores from the environment, the logger, the build and region, the
// configurations of the functions whose operation detects nothing (health,
// decrypt, detokenize) and the authorizer. A function that imports base and
// not app links neither the engine nor its lexicons, phone metadata and
// model, whose package initialisation and size it would otherwise carry;
// package app adds the engine.
package base

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// Build is set at link time (-ldflags "-X .../shared/app/base.Build=...").
var Build = "dev"

// JSONLogger writes structured logs to stderr (CloudWatch reads Lambda's).
func JSONLogger() *slog.Logger { return slog.New(slog.NewJSONHandler(os.Stderr, nil)) }

// Region is the processing region written to audit records: AWS_REGION, or
// "local".
func Region() string {
	if r := os.Getenv("AWS_REGION"); r != "" {
		return r
	}
	return "local"
}

// Public is the configuration of a public operation's function (health):
// no engine and no stores, which it does not use.
func Public() api.Config {
	return api.Config{Region: Region(), Build: Build, Logger: JSONLogger()}
}

// Config is the configuration over st without an engine or a faker (see
// app.WithStores for the one with them).
func Config(st Stores, logger *slog.Logger) api.Config {
	return api.Config{
		Auth:         auth.KeyAuthenticator{Keys: st.Keys},
		Usage:        st.Usage,
		Audit:        st.Audit,
		Policies:     st.Policies,
		TenantKeys:   st.TenantKeys,
		TokenSecrets: st.TokenSecrets,
		Region:       Region(),
		Build:        Build,
		Logger:       logger,
	}
}

// Lambda is the configuration of a function behind the API Gateway
// authorizer whose operation detects nothing (api.Route.Detects false:
// decrypt, detokenize): no engine. The caller's identity is read from the
// authorizer's context; stores come from the environment (see stores.go).
func Lambda() (api.Config, error) {
	st, err := StoresFromEnv()
	if err != nil {
		return api.Config{}, err
	}
	cfg := Config(st, JSONLogger())
	cfg.Auth = auth.GatewayAuthenticator{} // API Gateway's authorizer checked the key
	return cfg, nil
}

// Authorizer returns the Lambda authorizer handler over the configured keys.
// The development key (PIIGUARD_DEV_API_KEY) is registered only in the
// explicitly selected memory store (PIIGUARD_STORE=memory, `sam local`);
// anywhere else it fails the cold start, so a deployed authorizer never
// accepts it.
func Authorizer() (func(context.Context, events.APIGatewayCustomAuthorizerRequestTypeRequest) (events.APIGatewayCustomAuthorizerResponse, error), error) {
	st, err := StoresFromEnv()
	if err != nil {
		return nil, err
	}
	if dev := os.Getenv(auth.EnvDevKey); dev != "" {
		if !MemorySelected() {
			return nil, fmt.Errorf("%s is honoured only with %s=%s", auth.EnvDevKey, memory.EnvStore, memory.Selector)
		}
		if err := auth.RegisterDevKey(context.Background(), st.Keys, dev, time.Now()); err != nil {
			return nil, err
		}
	}
	return AuthorizerWith(st.Keys), nil
}

// AuthorizerTimeout bounds the key lookup of one authorizer call: a slow key
// store fails the authorizer (API Gateway answers 503, never Allow) in
// seconds instead of running into the function's timeout.
const AuthorizerTimeout = 4 * time.Second

// AuthorizerWith is the authorizer over a given key store.
func AuthorizerWith(keys store.Keys) func(context.Context, events.APIGatewayCustomAuthorizerRequestTypeRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
	a := auth.KeyAuthenticator{Keys: keys}
	return func(ctx context.Context, req events.APIGatewayCustomAuthorizerRequestTypeRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
		ctx, cancel := context.WithTimeout(ctx, AuthorizerTimeout)
		defer cancel()
		return auth.Authorize(ctx, a, req)
	}
}
