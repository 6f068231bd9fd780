package admin

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/csv"
	"encoding/json"
	"errors"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

var t0 = time.Date(2026, 11, 3, 10, 0, 0, 0, time.UTC)

func newServer(t *testing.T) (*httptest.Server, *memory.Store) {
	m := memory.New()
	svc := &Service{Keys: m, Policies: m, Audit: m, Now: func() time.Time { return t0 }}
	srv := httptest.NewServer(Handler(svc, nil))
	t.Cleanup(srv.Close)
	return srv, m
}

func call(t *testing.T, srv *httptest.Server, method, path, body string) (int, []byte) {
	t.Helper()
	req, err := http.NewRequest(method, srv.URL+Prefix+path, strings.NewReader(body))
	if err != nil {
		t.Fatal(err)
	}
	resp, err := srv.Client().Do(req)
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var buf bytes.Buffer
	_, _ = buf.ReadFrom(resp.Body)
	return resp.StatusCode, buf.Bytes()
}

func TestNewSecretFormat(t *testing.T) {
	seen := map[string]bool{}
	for range 200 {
		s, err := NewSecret(rand.Reader)
		if err != nil {
			t.Fatal(err)
		}
		if !IsSecretFormat(s) || seen[s] {
			t.Fatalf("secret %q: format ok %v, repeated %v", s, IsSecretFormat(s), seen[s])
		}
		seen[s] = true
	}
	for _, bad := range []string{"", "pg_", "pk_" + strings.Repeat("a", 40), "pg_" + strings.Repeat("a", 39), "pg_" + strings.Repeat("a", 39) + "-"} {
		if IsSecretFormat(bad) {
			t.Errorf("IsSecretFormat(%q) = true", bad)
		}
	}
}

func TestKeysLifecycle(t *testing.T) {
	srv, m := newServer(t)
	status, body := call(t, srv, "POST", "/tenants/acme/keys", `{"name":"prod","plan":"payg"}`)
	if status != http.StatusCreated {
		t.Fatalf("create: %d %s", status, body)
	}
	var created struct {
		Key    store.APIKey `json:"key"`
		Secret string       `json:"secret"`
	}
	if err := json.Unmarshal(body, &created); err != nil {
		t.Fatal(err)
	}
	if !IsSecretFormat(created.Secret) || created.Key.Plan != store.PlanPayAsYouGo || !created.Key.CreatedAt.Equal(t0) {
		t.Fatalf("created %+v", created)
	}
	// Only the hash is stored; the secret finds the key.
	k, err := m.KeyByHash(context.Background(), store.HashKey(created.Secret))
	if err != nil || k.ID != created.Key.ID || k.TenantID != "acme" {
		t.Fatalf("stored key %+v, %v", k, err)
	}
	// The secret is never shown again.
	status, body = call(t, srv, "GET", "/tenants/acme/keys", "")
	if status != 200 || strings.Contains(string(body), created.Secret) || strings.Contains(string(body), k.Hash) || !strings.Contains(string(body), created.Key.ID) {
		t.Fatalf("list: %d %s", status, body)
	}
	if status, body = call(t, srv, "GET", "/tenants/globex/keys", ""); status != 200 || string(body) != "{\"keys\":[]}\n" {
		t.Fatalf("other tenant list: %d %s", status, body)
	}

	tests := []struct {
		name, method, path, body string
		want                     int
	}{
		{"revoke own key", "DELETE", "/tenants/acme/keys/" + created.Key.ID, "", 204},
		{"revoke from another tenant", "DELETE", "/tenants/globex/keys/" + created.Key.ID, "", 404},
		{"revoke unknown", "DELETE", "/tenants/acme/keys/key_nope", "", 404},
		{"bad plan", "POST", "/tenants/acme/keys", `{"name":"x","plan":"gold"}`, 400},
		{"no name", "POST", "/tenants/acme/keys", `{"plan":"free"}`, 400},
		{"unknown field", "POST", "/tenants/acme/keys", `{"name":"x","secret":"pg_mine"}`, 400},
		{"not json", "POST", "/tenants/acme/keys", `name=x`, 400},
		{"tenant with #", "POST", "/tenants/a%23b/keys", `{"name":"x"}`, 400},
		{"unknown route", "GET", "/nothing", "", 404},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			status, body := call(t, srv, tc.method, tc.path, tc.body)
			if status != tc.want {
				t.Fatalf("%d %s, want %d", status, body, tc.want)
			}
			if status >= 400 {
				var e map[string]any
				if json.Unmarshal(body, &e) != nil || e["detail"] == nil || e["error"] == nil || e["status_code"] != float64(status) {
					t.Fatalf("error body %s", body)
				}
			}
		})
	}
	k, _ = m.KeyByHash(context.Background(), store.HashKey(created.Secret))
	if k.RevokedAt == nil || !k.RevokedAt.Equal(t0) {
		t.Fatalf("revoked at %v, want %v", k.RevokedAt, t0)
	}
}

func TestPolicies(t *testing.T) {
	srv, _ := newServer(t)
	tests := []struct {
		name, method, path, body string
		want                     int
	}{
		{"put", "PUT", "/tenants/acme/policies/cards", `{"threshold":0.6,"types":["CREDIT_CARD"]}`, 200},
		{"put every type", "PUT", "/tenants/acme/policies/all", `{"name":"all","threshold":0.5}`, 200},
		{"get", "GET", "/tenants/acme/policies/cards", "", 200},
		{"get from other tenant", "GET", "/tenants/globex/policies/cards", "", 404},
		{"unknown type", "PUT", "/tenants/acme/policies/x", `{"threshold":0.5,"types":["NOT_A_TYPE"]}`, 400},
		{"threshold above 1", "PUT", "/tenants/acme/policies/x", `{"threshold":1.5}`, 400},
		{"global name", "PUT", "/tenants/acme/policies/gdpr_eu", `{"threshold":0.1}`, 400},
		{"global name in another case", "PUT", "/tenants/acme/policies/STRICT", `{"threshold":0.1}`, 400},
		{"global name in mixed case", "PUT", "/tenants/acme/policies/Gdpr_EU", `{"threshold":0.1}`, 400},
		{"name mismatch", "PUT", "/tenants/acme/policies/x", `{"name":"y","threshold":0.1}`, 400},
		{"delete", "DELETE", "/tenants/acme/policies/all", "", 204},
		{"delete again", "DELETE", "/tenants/acme/policies/all", "", 404},
	}
	for _, tc := range tests {
		if status, body := call(t, srv, tc.method, tc.path, tc.body); status != tc.want {
			t.Fatalf("%s: %d %s, want %d", tc.name, status, body, tc.want)
		}
	}
	status, body := call(t, srv, "GET", "/tenants/acme/policies", "")
	var got struct{ Policies []policy.Policy }
	if status != 200 || json.Unmarshal(body, &got) != nil || len(got.Policies) != 1 || got.Policies[0].Name != "cards" || got.Policies[0].Threshold != 0.6 {
		t.Fatalf("list: %d %s", status, body)
	}
}

func TestExportAudit(t *testing.T) {
	srv, m := newServer(t)
	ctx := context.Background()
	for i, id := range []string{"r1", "r2", "r3"} {
		_ = m.WriteAudit(ctx, store.AuditRecord{RequestID: id, TenantID: "acme", KeyID: "k1", Time: t0.Add(time.Duration(i) * time.Hour),
			Region: "eu-central-1", Operation: "detect", Method: "POST", Entities: map[string]int{"PERSON": 1, "EMAIL_ADDRESS": 2}, Characters: 10, Status: 200})
	}
	_ = m.WriteAudit(ctx, store.AuditRecord{RequestID: "g1", TenantID: "globex", Time: t0})
	q := "/tenants/acme/audit?from=2026-11-03T10:00:00Z&to=2026-11-03T12:00:00Z"

	status, body := call(t, srv, "GET", q+"&format=csv", "")
	rows, err := csv.NewReader(bytes.NewReader(body)).ReadAll()
	if status != 200 || err != nil || len(rows) != 3 {
		t.Fatalf("csv: %d %v %q", status, err, body)
	}
	if strings.Join(rows[0], ",") != strings.Join(CSVHeader, ",") || rows[1][0] != "r1" || rows[2][0] != "r2" || rows[1][8] != "EMAIL_ADDRESS=2;PERSON=1" {
		t.Fatalf("csv rows %q", rows)
	}

	status, body = call(t, srv, "GET", q+"&format=jsonl", "")
	lines := strings.Split(strings.TrimSpace(string(body)), "\n")
	if status != 200 || len(lines) != 2 {
		t.Fatalf("jsonl: %d %q", status, body)
	}
	var r store.AuditRecord
	if err := json.Unmarshal([]byte(lines[1]), &r); err != nil || r.RequestID != "r2" || r.Entities["EMAIL_ADDRESS"] != 2 {
		t.Fatalf("jsonl line %q: %v", lines[1], err)
	}

	for _, bad := range []string{
		"/tenants/acme/audit?from=yesterday&to=2026-11-03T12:00:00Z",
		q + "&format=xml",
		"/tenants/acme/audit?from=2026-11-03T12:00:00Z&to=2026-11-03T10:00:00Z",
	} {
		if status, body := call(t, srv, "GET", bad, ""); status != 400 {
			t.Errorf("%s: %d %s, want 400", bad, status, body)
		}
	}
}

// unavailableStore fails every call like a throttled or unreachable backend.
type unavailableStore struct{ store.Keys }

func (unavailableStore) ListKeys(context.Context, string) ([]store.APIKey, error) {
	return nil, errors.Join(store.ErrUnavailable, errors.New("throttled"))
}

func TestStoreUnavailableIs503(t *testing.T) {
	srv := httptest.NewServer(Handler(&Service{Keys: unavailableStore{}}, nil))
	defer srv.Close()
	status, body := call(t, srv, "GET", "/tenants/acme/keys", "")
	if status != 503 || strings.Contains(string(body), "throttled") || !strings.Contains(string(body), `"retry_after":2`) {
		t.Fatalf("%d %s", status, body)
	}
}

func TestChangePlanAndSyncRoutes(t *testing.T) {
	srv, m := newServer(t)
	status, body := call(t, srv, "POST", "/tenants/acme/keys", `{"name":"prod"}`)
	var created struct {
		Key    store.APIKey `json:"key"`
		Secret string       `json:"secret"`
	}
	if status != 201 || json.Unmarshal(body, &created) != nil || created.Key.Plan != store.PlanFree {
		t.Fatalf("create: %d %s", status, body)
	}
	// The usage key is stored, never shown, and is not the secret.
	k, _ := m.KeyByHash(context.Background(), store.HashKey(created.Secret))
	if !strings.HasPrefix(k.UsageKey, "pgu_") || len(k.UsageKey) != 44 || strings.Contains(string(body), k.UsageKey) || k.UsageKey[4:] == created.Secret[3:] {
		t.Fatalf("usage key %q (body %s)", k.UsageKey, body)
	}
	tests := []struct {
		name, method, path, body string
		want                     int
		contains                 string
	}{
		{"to payg", "PATCH", "/tenants/acme/keys/" + k.ID, `{"plan":"payg"}`, 200, `"plan":"payg"`},
		{"unknown plan", "PATCH", "/tenants/acme/keys/" + k.ID, `{"plan":"gold"}`, 400, "validation_error"},
		{"no plan", "PATCH", "/tenants/acme/keys/" + k.ID, `{}`, 400, "validation_error"},
		{"other tenant", "PATCH", "/tenants/globex/keys/" + k.ID, `{"plan":"free"}`, 404, "not_found"},
		{"sync", "POST", "/tenants/acme/keys/sync", "", 200, `"attached":1`},
		{"revoke", "DELETE", "/tenants/acme/keys/" + k.ID, "", 204, ""},
		{"revoked key", "PATCH", "/tenants/acme/keys/" + k.ID, `{"plan":"free"}`, 404, "not_found"},
		{"sync after revoke", "POST", "/tenants/acme/keys/sync", "", 200, `"detached":1`},
	}
	for _, tc := range tests {
		status, body := call(t, srv, tc.method, tc.path, tc.body)
		if status != tc.want || !strings.Contains(string(body), tc.contains) {
			t.Fatalf("%s: %d %s, want %d containing %s", tc.name, status, body, tc.want, tc.contains)
		}
	}
	if k, _ := m.KeyByHash(context.Background(), k.Hash); k.Plan != store.PlanPayAsYouGo || k.RevokedAt == nil {
		t.Fatalf("stored %+v", k)
	}
}
