// Command localserver serves the API on http://localhost:$PORT/api/public/v1
// with the same handlers as the Lambda functions, an in-memory store and the
// key check of the authorizer in front. It prints a development API key
// ($PIIGUARD_DEV_API_KEY when set, else a random one) and stops cleanly on
// SIGTERM or SIGINT.
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
	"syscall"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
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
	st := memory.New()
	secret := os.Getenv("PIIGUARD_DEV_API_KEY")
	if secret == "" {
		secret = auth.NewSecret()
	}
	if _, err := auth.RegisterSecret(context.Background(), st, secret, "dev", "development key", store.PlanPayAsYouGo, time.Now()); err != nil {
		return err
	}
	srv := &http.Server{
		Addr:    net.JoinHostPort("", port),
		Handler: api.New(app.Memory(st, logger)),
		// Slow clients can't hold a connection open forever.
		ReadHeaderTimeout: 5 * time.Second,
		ReadTimeout:       30 * time.Second,
		WriteTimeout:      60 * time.Second,
		IdleTimeout:       120 * time.Second,
		MaxHeaderBytes:    64 << 10,
	}
	ln, err := net.Listen("tcp", srv.Addr)
	if err != nil {
		return err
	}
	// Warm the engine before announcing readiness.
	app.Memory(st, nil).Engine.Detect("warm up", api.DefaultOptions())
	fmt.Printf("piiguard local API on http://localhost:%s%s\n", port, api.PathPrefix)
	fmt.Printf("development API key: %s\n", secret)
	fmt.Printf("try: curl -s -X POST http://localhost:%s%s/detect -H 'Content-Type: application/json' -H 'X-API-Key: %s' -d '{\"text\":\"Mail jane.doe@example.com\"}'\n", port, api.PathPrefix, secret)

	errc := make(chan error, 1)
	go func() { errc <- srv.Serve(ln) }()
	sig := make(chan os.Signal, 1)
	signal.Notify(sig, syscall.SIGTERM, syscall.SIGINT)
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
