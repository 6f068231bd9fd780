// Package app wires the API handler to its engine and stores, for the local
// server, the Lambda functions and the client's in-process mode. What needs
// no engine (stores from the environment, the logger, the build, the
// authorizer, the functions that detect nothing) is package base: a function
// that detects nothing imports base alone and links no engine.
package app

import (
	"log/slog"
	"runtime/debug"
	"sync"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store/memory"
	"github.com/piiguard/piiguard/shared/synth"
)

// NewFaker adapts shared/synth to the API.
func NewFaker(lang string, seed *int64) api.Faker { return synth.NewSession(lang, seed) }

// Memory returns a configuration backed by one in-memory store, checking keys
// against it. Used by the local server and by tests.
// consistent_tokens' secrets are per process and tenant, in memory.
func Memory(st *memory.Store, logger *slog.Logger) api.Config {
	return WithStores(base.Stores{Keys: st, Usage: st, Audit: st, Policies: st, TenantKeys: st, TokenSecrets: st}, logger)
}

// WithStores is Memory's configuration over any stores (the local server on
// DynamoDB when table variables are set, see StoresFromEnv).
func WithStores(st base.Stores, logger *slog.Logger) api.Config {
	cfg := base.Config(st, logger)
	cfg.Engine = engine()
	cfg.NewFaker = NewFaker
	return cfg
}

// StartEngine starts the engine's build on its own goroutine (once), for a
// function with other things to do first (WithStoresBuilding).
func StartEngine() { startEngine.Do(func() { go engine() }) }

var startEngine sync.Once

// WithStoresBuilding is WithStores without waiting for the engine
// (api.Config.EngineFunc): the first detection waits for the build
// StartEngine started (started here if it was not), what comes before it
// (the bulk function's clients, its first event, the object's read) does not.
func WithStoresBuilding(st base.Stores, logger *slog.Logger) api.Config {
	StartEngine()
	cfg := base.Config(st, logger)
	cfg.EngineFunc = engine
	cfg.NewFaker = NewFaker
	return cfg
}

// InProcess is shared/client/local's wiring: no key, no quota, no audit, and a
// per-process tenant key for /encrypt without encryption_key.
func InProcess() api.Config {
	st := memory.New()
	return api.Config{Engine: engine(), TenantKeys: st, TokenSecrets: st, NewFaker: NewFaker, Region: "local", Build: base.Build,
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
