package main

import (
	"log/slog"
	"testing"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/dashboard"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// The deployed store gives the dashboard what config asks of it.
var _ stores = (*dynamo.Store)(nil)

// TestConfig: in AWS the dashboard shows the month's charged characters, lets
// operators pick a tenant and export every tenant's usage, labels its audit
// records with the function's region (as the API functions write them) and
// lists the stack's endpoints; none of it is left to the local defaults.
func TestConfig(t *testing.T) {
	t.Setenv("AWS_REGION", "eu-central-1")
	for _, r := range regions.All {
		t.Setenv(r.URLEnv(), "")
	}
	eu := regions.All[0]
	t.Setenv(eu.URLEnv(), "https://api.example/prod/api/public/v1")
	st := memory.New()
	svc := &admin.Service{Keys: st, Policies: st, Audit: st}
	cfg := config(nil, svc, st, slog.New(slog.DiscardHandler))
	if cfg.Usage == nil || cfg.Tenants == nil {
		t.Errorf("usage counter %v, tenant lister %v: both wanted", cfg.Usage, cfg.Tenants)
	}
	if cfg.Region != "eu-central-1" {
		t.Errorf("region %q, want AWS_REGION's", cfg.Region)
	}
	want := []dashboard.Endpoint{{Label: eu.Label, URL: "https://api.example/prod/api/public/v1"}}
	if len(cfg.Endpoints) != 1 || cfg.Endpoints[0] != want[0] {
		t.Errorf("endpoints %v, want %v", cfg.Endpoints, want)
	}
	if cfg.Admin != svc || cfg.InsecureCookies {
		t.Errorf("admin %p (want %p), insecure cookies %v", cfg.Admin, svc, cfg.InsecureCookies)
	}
}
