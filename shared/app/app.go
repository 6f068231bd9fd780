// Package app wires the API handler to its engine and stores, for the local
// server, the Lambda functions and the client's in-process mode.
package app

import (
	"context"
	"fmt"
	"log/slog"
	"os"
	"runtime/debug"
	"sync"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
	"github.com/piiguard/piiguard/shared/synth"
)

// Build is set at link time (-ldflags "-X .../shared/app.Build=...").
var Build = "dev"

// NewFaker adapts shared/synth to the API.
func NewFaker(lang string, seed *int64) api.Faker { return synth.NewSession(lang, seed) }

// Memory returns a configuration backed by one in-memory store, checking keys
// against it. Used by the local server and by tests.
func Memory(st *memory.Store, logger *slog.Logger) api.Config {
	return api.Config{
		Engine:     engine(),
		Auth:       auth.KeyAuthenticator{Keys: st},
		Usage:      st,
		Audit:      st,
		Policies:   st,
		TenantKeys: st,
		// consistent_tokens: per process and tenant in memory
		TokenSecrets: st,
		NewFaker:     NewFaker,
		Region:       region(),
		Build:        Build,
		Logger:       logger,
	}
}

// WithStores is Memory's configuration over any stores (the local server on
// DynamoDB when table variables are set, see StoresFromEnv).
func WithStores(st Stores, logger *slog.Logger) api.Config {
	cfg := storesConfig(st, logger)
	cfg.Engine = engine()
	return cfg
}

// storesConfig is WithStores's configuration without the engine.
func storesConfig(st Stores, logger *slog.Logger) api.Config {
	return api.Config{
		Auth:         auth.KeyAuthenticator{Keys: st.Keys},
		Usage:        st.Usage,
		Audit:        st.Audit,
		Policies:     st.Policies,
		TenantKeys:   st.TenantKeys,
		TokenSecrets: st.TokenSecrets,
		NewFaker:     NewFaker,
		Region:       region(),
		Build:        Build,
		Logger:       logger,
	}
}

// InProcess is shared/client/local's wiring: no key, no quota, no audit, and a
// per-process tenant key for /encrypt without encryption_key.
func InProcess() api.Config {
	st := memory.New()
	return api.Config{Engine: engine(), TenantKeys: st, TokenSecrets: st, NewFaker: NewFaker, Region: "local", Build: Build,
		MaxResponseBytes: -1} // nothing crosses Lambda: no response bound
}

// engine is the default engine. Its first build (lexicons, phone metadata,
// NER weights and name tables: the larger part of a function's cold start)
// runs with the garbage collector off: it allocates about 60 MB that stays
// live, so the collections it would trigger on the way find little to free;
// skipping them takes a fifth off the build's CPU time for about 5 MB more
// peak memory. The previous setting is restored afterwards; the once keeps
// two callers from interleaving the switch (which could leave it off).
var engine = sync.OnceValue(func() *detect.Engine {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	return builtin.Engine()
})

// JSONLogger writes structured logs to stderr (CloudWatch reads Lambda's).
func JSONLogger() *slog.Logger { return slog.New(slog.NewJSONHandler(os.Stderr, nil)) }

func region() string {
	if r := os.Getenv("AWS_REGION"); r != "" {
		return r
	}
	return "local"
}

// Public is the configuration of a public operation's function (health):
// no engine and no stores, which it does not use.
func Public() api.Config {
	return api.Config{Region: region(), Build: Build, Logger: JSONLogger()}
}

// Lambda is the configuration of a function behind the API Gateway authorizer:
// the caller's identity is read from the authorizer's context. Stores come from
// the environment (see stores.go).
func Lambda() (api.Config, error) { return lambdaConfig(true) }

// LambdaWithoutEngine is Lambda's configuration without the detection
// engine, for a function whose operation detects nothing (api.Route.Detects
// false: decrypt, detokenize): its cold start skips the engine's build.
func LambdaWithoutEngine() (api.Config, error) { return lambdaConfig(false) }

func lambdaConfig(withEngine bool) (api.Config, error) {
	var eng chan *detect.Engine
	if withEngine {
		// the engine builds while the stores' configuration loads (the AWS
		// SDK's, on DynamoDB)
		eng = make(chan *detect.Engine, 1)
		go func() { eng <- engine() }()
	}
	st, err := StoresFromEnv()
	if err != nil {
		return api.Config{}, err
	}
	cfg := storesConfig(st, JSONLogger())
	if eng != nil {
		cfg.Engine = <-eng
	}
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
