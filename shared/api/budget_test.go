package api_test

import (
	"context"
	"encoding/json"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// hang blocks until the store call's context ends, like a hung endpoint
// behind an SDK that honours deadlines.
func hang(ctx context.Context) error {
	<-ctx.Done()
	return fmt.Errorf("%w: %w", store.ErrUnavailable, ctx.Err())
}

type hangingKeys struct{ store.Keys }

func (hangingKeys) KeyByHash(ctx context.Context, _ string) (store.APIKey, error) {
	return store.APIKey{}, hang(ctx)
}

type hangingUsage struct{ store.Usage }

func (hangingUsage) Charge(ctx context.Context, _, _, _ string, _, _ int64) error {
	return hang(ctx)
}

type hangingAudit struct{ store.Audit }

func (hangingAudit) WriteAudit(ctx context.Context, _ store.AuditRecord) error { return hang(ctx) }

type hangingTenantKeys struct{}

func (hangingTenantKeys) TenantKey(ctx context.Context, _ string) ([]byte, error) {
	return nil, hang(ctx)
}

// TestStoreBudgetBoundsHungStores: whichever store hangs (key check, usage,
// tenant key, audit), the request answers 503 with retry_after within
// StoreTimeout plus the audit floor (1 s), not when the store gives up.
func TestStoreBudgetBoundsHungStores(t *testing.T) {
	const budget = 300 * time.Millisecond
	st := memory.New()
	key, _, _ := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	base := func() api.Config {
		return api.Config{Engine: detect.New(testRecognizer{}), Auth: auth.KeyAuthenticator{Keys: st},
			Usage: st, Audit: st, Policies: st, TenantKeys: st, StoreTimeout: budget}
	}
	cases := map[string]func(*api.Config){
		"keys":        func(c *api.Config) { c.Auth = auth.KeyAuthenticator{Keys: hangingKeys{st}} },
		"usage":       func(c *api.Config) { c.Usage = hangingUsage{st} },
		"tenant keys": func(c *api.Config) { c.TenantKeys = hangingTenantKeys{} },
		"audit":       func(c *api.Config) { c.Audit = hangingAudit{st} },
	}
	for name, mod := range cases {
		t.Run(name, func(t *testing.T) {
			cfg := base()
			mod(&cfg)
			h := api.New(cfg)
			req := httptest.NewRequest("POST", api.PathPrefix+"/encrypt", strings.NewReader(`{"text":"Jane Doe"}`))
			req.Header.Set("X-API-Key", key)
			rec := httptest.NewRecorder()
			t0 := time.Now()
			h.ServeHTTP(rec, req)
			d := time.Since(t0)
			var out map[string]any
			json.Unmarshal(rec.Body.Bytes(), &out)
			wantError(t, rec.Code, out, 503, api.CodeUnavailable)
			limit := budget + 200*time.Millisecond
			if name == "audit" {
				limit += time.Second // the audit floor
			}
			if d > limit {
				t.Errorf("503 after %v, bound %v", d, limit)
			}
		})
	}
}

// TestStoreBudgetDefault: a zero StoreTimeout means DefaultStoreTimeout,
// which with the audit floor stays well inside the functions' 10 s timeout.
func TestStoreBudgetDefault(t *testing.T) {
	if api.DefaultStoreTimeout+time.Second > 7*time.Second {
		t.Errorf("DefaultStoreTimeout %v leaves too little of the Lambda's 10 s", api.DefaultStoreTimeout)
	}
	st := memory.New()
	key, _, _ := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	h := api.New(api.Config{Engine: detect.New(testRecognizer{}), Auth: auth.KeyAuthenticator{Keys: st}, Usage: hangingUsage{st}, Audit: st})
	req := httptest.NewRequest("POST", api.PathPrefix+"/detect", strings.NewReader(`{"text":"Jane Doe"}`))
	req.Header.Set("X-API-Key", key)
	rec := httptest.NewRecorder()
	t0 := time.Now()
	h.ServeHTTP(rec, req)
	if d := time.Since(t0); rec.Code != 503 || d < api.DefaultStoreTimeout-100*time.Millisecond || d > api.DefaultStoreTimeout+time.Second {
		t.Errorf("%d after %v, want 503 after about %v", rec.Code, d, api.DefaultStoreTimeout)
	}
}
