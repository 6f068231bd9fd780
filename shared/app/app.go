// Package app wires the API handler to its engine and stores, for the local
// server, the Lambda functions and the client's in-process mode. What needs
// no engine is in package base (re-exported here): a function that detects
// nothing imports base alone and links no engine.
package app

import (
	"context"
	"log/slog"
	"runtime/debug"
	"sync"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
	"github.com/piiguard/piiguard/shared/synth"
)

// Build is base.Build (set at link time with -ldflags "-X
// .../shared/app/base.Build=...").
var Build = base.Build

// Stores bundles the persistence a function needs (base.Stores).
type Stores = base.Stores

// TableEnv and DeployedEnv are base's.
var (
	TableEnv    = base.TableEnv
	DeployedEnv = base.DeployedEnv
)

// MemorySelected is base.MemorySelected.
func MemorySelected() bool { return base.MemorySelected() }

// StoresFromEnv is base.StoresFromEnv.
func StoresFromEnv() (Stores, error) { return base.StoresFromEnv() }

// NewFaker adapts shared/synth to the API.
func NewFaker(lang string, seed *int64) api.Faker { return synth.NewSession(lang, seed) }

// Memory returns a configuration backed by one in-memory store, checking keys
// against it. Used by the local server and by tests.
// consistent_tokens' secrets are per process and tenant, in memory.
func Memory(st *memory.Store, logger *slog.Logger) api.Config {
	return WithStores(Stores{Keys: st, Usage: st, Audit: st, Policies: st, TenantKeys: st, TokenSecrets: st}, logger)
}

// WithStores is Memory's configuration over any stores (the local server on
// DynamoDB when table variables are set, see StoresFromEnv).
func WithStores(st Stores, logger *slog.Logger) api.Config {
	cfg := base.Config(st, logger)
	cfg.Engine = engine()
	cfg.NewFaker = NewFaker
	return cfg
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
// runs with the garbage collector off: it allocates about 30 MB, nearly all
// of which stays live, so the collections it would trigger on the way would
// find little to free. The previous setting is restored afterwards; the once
// keeps two callers from interleaving the switch (which could leave it off).
var engine = sync.OnceValue(func() *detect.Engine {
	defer debug.SetGCPercent(debug.SetGCPercent(-1))
	return builtin.Engine()
})

// JSONLogger writes structured logs to stderr (CloudWatch reads Lambda's).
func JSONLogger() *slog.Logger { return base.JSONLogger() }

// Public is base.Public: health's configuration, no engine and no stores.
func Public() api.Config { return base.Public() }

// Lambda is the configuration of a function behind the API Gateway authorizer
// whose operation detects: the caller's identity is read from the
// authorizer's context, stores come from the environment (see
// base.StoresFromEnv), and the engine builds on its own goroutine while the
// stores' configuration loads (the AWS SDK's, on DynamoDB).
func Lambda() (api.Config, error) {
	eng := make(chan *detect.Engine, 1)
	go func() { eng <- engine() }()
	cfg, err := base.Lambda()
	if err != nil {
		return api.Config{}, err
	}
	cfg.Engine = <-eng
	cfg.NewFaker = NewFaker
	return cfg, nil
}

// LambdaWithoutEngine is base.Lambda: the configuration of a function whose
// operation detects nothing (api.Route.Detects false: decrypt, detokenize).
func LambdaWithoutEngine() (api.Config, error) { return base.Lambda() }

// Authorizer is base.Authorizer.
func Authorizer() (func(context.Context, events.APIGatewayCustomAuthorizerRequestTypeRequest) (events.APIGatewayCustomAuthorizerResponse, error), error) {
	return base.Authorizer()
}

// AuthorizerTimeout is base.AuthorizerTimeout.
const AuthorizerTimeout = base.AuthorizerTimeout

// AuthorizerWith is base.AuthorizerWith.
func AuthorizerWith(keys store.Keys) func(context.Context, events.APIGatewayCustomAuthorizerRequestTypeRequest) (events.APIGatewayCustomAuthorizerResponse, error) {
	return base.AuthorizerWith(keys)
}
