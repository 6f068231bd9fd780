package dashboard

import (
	"log/slog"
	"net/http"

	"github.com/piiguard/piiguard/shared/admin"
)

// Config is what the dashboard is built from.
type Config struct {
	SignIn SignIn
	Admin  *admin.Service // keys, policies and audit of the tenants
	Logger *slog.Logger
}

// New returns the dashboard handler, to be mounted at Prefix.
// (Skeleton so the dashboard function can be wired while the dashboard is built.)
func New(cfg Config) http.Handler {
	mux := http.NewServeMux()
	if cfg.SignIn != nil {
		cfg.SignIn.Mount(mux)
	}
	mux.HandleFunc(Prefix+"/", func(w http.ResponseWriter, r *http.Request) {
		http.Error(w, "dashboard not built yet", http.StatusServiceUnavailable)
	})
	return mux
}
