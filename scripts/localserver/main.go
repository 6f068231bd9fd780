// Command localserver serves the API on http://localhost:$PORT/api/public/v1
// with the same handlers as the Lambda functions, an in-memory store and the
// key check of the authorizer in front. It prints a development API key
// ($PIIGUARD_DEV_API_KEY when set, else a random one) and stops cleanly on
// SIGTERM or SIGINT.
//
// With any PIIGUARD_TABLE_* variable set it uses DynamoDB stores instead
// (base.StoresFromEnv); with PIIGUARD_DYNAMO_ENDPOINT also set (moto_server) it
// first creates the tables and a local KMS key, for load tests on moto.
//
// It listens on 127.0.0.1 only (a development server with a printed key is not
// for the network); PIIGUARD_LISTEN_ADDR overrides the host ("0.0.0.0",
// "::") or the whole address ("0.0.0.0:8080", which wins over PORT).
//
// Slow clients are bounded by the server timeouts (see Timeouts).
package main

import (
	"context"
	"errors"
	"fmt"
	"log/slog"
	"net"
	"net/http"
	"os"
	"os/signal"
	"strconv"
	"strings"
	"syscall"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/dashboard"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

func main() {
	if err := run(); err != nil {
		fmt.Fprintln(os.Stderr, "localserver:", err)
		os.Exit(1)
	}
}

func run() error {
	port := os.Getenv("PORT")
	if port == "" {
		port = "3000"
	}
	logger := slog.New(slog.NewJSONHandler(os.Stderr, nil))
	stores, backend, err := localStores(context.Background())
	if err != nil {
		return err
	}
	secret := os.Getenv(auth.EnvDevKey)
	if secret == "" {
		secret = auth.NewSecret()
	}
	if err := auth.RegisterDevKey(context.Background(), stores.Keys, secret, time.Now()); err != nil {
		return err
	}
	cfg := app.WithStores(stores, logger)
	ln, err := net.Listen("tcp", listenAddr(port, os.Getenv("PIIGUARD_LISTEN_ADDR")))
	if err != nil {
		return err
	}
	port = strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	base := "http://localhost:" + port
	srv := newServer(ln.Addr().String(), routes(api.New(cfg), localDashboard(stores, cfg.Region, base+api.PathPrefix, logger)), DefaultTimeouts)
	// Catch signals before announcing readiness: a SIGTERM that arrives
	// between the banner and Notify would kill the process uncleanly.
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
	// Warm the engine before announcing readiness.
	cfg.Engine.Detect("warm up", api.DefaultOptions())
	fmt.Printf("piiguard local API on http://localhost:%s%s (%s stores, listening on %s)\n", port, api.PathPrefix, backend, ln.Addr())
	fmt.Printf("development API key: %s\n", secret)
	fmt.Printf("dashboard: %s%s/ (development administrator of tenant %q, signed in without a password)\n", base, dashboard.Prefix, auth.DevTenant)
	fmt.Printf("try: curl -s -X POST http://localhost:%s%s/detect -H 'Content-Type: application/json' -H 'X-API-Key: %s' -d '{\"text\":\"Mail jane.doe@example.com\"}'\n", port, api.PathPrefix, secret)

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	select {
	case err := <-errc:
		if !errors.Is(err, http.ErrServerClosed) {
			return err
		}
	case s := <-sig:
		logger.Info("shutting down", "signal", s.String())
		ctx, cancel := context.WithTimeout(context.Background(), 10*time.Second)
		defer cancel()
		return srv.Shutdown(ctx)
	}
	return nil
}

// routes serves the dashboard under dashboard.Prefix and the API elsewhere.
func routes(apiHandler, dash http.Handler) http.Handler {
	mux := http.NewServeMux()
	mux.Handle(dashboard.Prefix, dash)
	mux.Handle(dashboard.Prefix+"/", dash)
	mux.Handle("/", apiHandler)
	return mux
}

// localDashboard is the dashboard with the development sign-in: the
// development administrator of the development key's tenant, an operator.
// Only this local server wires DevSignIn (never a function).
func localDashboard(st base.Stores, region, apiURL string, logger *slog.Logger) http.Handler {
	svc := &admin.Service{Keys: st.Keys, Policies: st.Policies, Audit: st.Audit}
	tenants, _ := st.Keys.(store.TenantLister)
	return dashboard.New(dashboard.Config{
		SignIn:          dashboard.NewDevSignIn(auth.DevTenant),
		Admin:           svc,
		Logger:          logger,
		Usage:           st.Usage,
		Tenants:         tenants,
		Region:          region,
		Endpoints:       []dashboard.Endpoint{{Label: region, URL: apiURL}},
		InsecureCookies: true, // plain http on localhost
	})
}

// DefaultListenHost is where the local server listens unless
// PIIGUARD_LISTEN_ADDR says otherwise: this machine only.
const DefaultListenHost = "127.0.0.1"

// listenAddr is the address to listen on: override as a host:port, or as a
// host with port, or DefaultListenHost with port.
func listenAddr(port, override string) string {
	if override == "" {
		return net.JoinHostPort(DefaultListenHost, port)
	}
	if _, _, err := net.SplitHostPort(override); err == nil {
		return override
	}
	return net.JoinHostPort(strings.Trim(override, "[]"), port)
}

// Timeouts bound how long a client may take: a slow or idle client can't hold
// a connection (and its goroutine and buffers) open for longer than these.
type Timeouts struct {
	ReadHeader, Read, Write, Idle time.Duration
}

// DefaultTimeouts: 5 s for the headers, 30 s for the whole request (a 10 MiB
// body at >= 350 KB/s), 60 s to write the answer, 120 s idle keep-alive.
var DefaultTimeouts = Timeouts{ReadHeader: 5 * time.Second, Read: 30 * time.Second, Write: 60 * time.Second, Idle: 120 * time.Second}

func newServer(addr string, h http.Handler, t Timeouts) *http.Server {
	return &http.Server{
		Addr:              addr,
		Handler:           h,
		ReadHeaderTimeout: t.ReadHeader,
		ReadTimeout:       t.Read,
		WriteTimeout:      t.Write,
		IdleTimeout:       t.Idle,
		MaxHeaderBytes:    64 << 10,
	}
}

// localStores: DynamoDB when a table variable is set (creating the tables on
// a local endpoint), else one in-memory store.
func localStores(ctx context.Context) (base.Stores, string, error) {
	st, err := base.StoresFromEnv()
	if err != nil {
		return st, "", err
	}
	ds, ok := st.Keys.(*dynamo.Store)
	if !ok {
		return st, "memory", nil
	}
	if ds.Config().Endpoint != "" {
		if err := ds.CreateTables(ctx); err != nil {
			return st, "", err
		}
		if ds.Config().KMSKeyID == "" {
			if _, err := ds.CreateLocalKMSKey(ctx); err != nil {
				return st, "", err
			}
		}
	}
	return st, "dynamodb", nil
}
