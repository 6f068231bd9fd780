package app_test

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/internal/faultproxy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

// faultEnv is the API over DynamoDB stores on moto reached through a
// fault-injecting proxy; direct reaches the same tables without faults.
type faultEnv struct {
	direct, faulty *dynamo.Store
	proxy          *faultproxy.Proxy
	h              http.Handler
	key            string
	logs           *bytes.Buffer
}

func newFaultEnv(t *testing.T, requestTimeout time.Duration) *faultEnv {
	t.Helper()
	endpoint := os.Getenv(dynamo.EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server (scripts/moto.sh)", dynamo.EnvEndpoint)
	}
	b := make([]byte, 4)
	rand.Read(b)
	sfx := hex.EncodeToString(b)
	ctx := context.Background()
	direct, err := dynamo.Open(ctx, dynamo.Config{Region: "eu-central-1", Endpoint: endpoint,
		KeysTable: "fk-" + sfx, UsageTable: "fu-" + sfx, ChargesTable: "fc-" + sfx, AuditTable: "fa-" + sfx, PoliciesTable: "fp-" + sfx, TenantKeysTable: "ft-" + sfx})
	if err != nil {
		t.Fatal(err)
	}
	if err := direct.CreateTables(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := direct.CreateLocalKMSKey(ctx); err != nil {
		t.Fatal(err)
	}
	p := faultproxy.New(endpoint)
	t.Cleanup(p.Close)
	cfg := direct.Config()
	cfg.Endpoint, cfg.RequestTimeout = p.URL, requestTimeout
	faulty, err := dynamo.Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	key, _, err := auth.IssueKey(ctx, direct, "tenant-f", "fault", store.PlanPayAsYouGo, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	logs := &bytes.Buffer{}
	st := base.Stores{Keys: faulty, Usage: faulty, Audit: faulty, Policies: faulty, TenantKeys: faulty}
	h := api.New(app.WithStores(st, slog.New(slog.NewJSONHandler(logs, nil))))
	return &faultEnv{direct: direct, faulty: faulty, proxy: p, h: h, key: key, logs: logs}
}

const faultText = "Mail Zebulon Quux at zebulon.quux@example.com"

func (e *faultEnv) post(t *testing.T, op string, body any) (int, map[string]any, http.Header, time.Duration) {
	t.Helper()
	raw, _ := json.Marshal(body)
	req := httptest.NewRequest("POST", api.PathPrefix+"/"+op, bytes.NewReader(raw))
	req.Header.Set("X-API-Key", e.key)
	rec := httptest.NewRecorder()
	t0 := time.Now()
	e.h.ServeHTTP(rec, req)
	d := time.Since(t0)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatalf("not JSON: %q", rec.Body.String())
	}
	return rec.Code, out, rec.Header(), d
}

// maxStoreWait is what a request may wait on stores: the budget, the audit
// floor and a second of slack.
const maxStoreWait = api.DefaultStoreTimeout + 2*time.Second

// TestStoreFaultsGive503: with the key store, the usage counter or the audit
// table throttled, failing, dropping connections or hung, every operation
// answers 503 service_unavailable with retry_after (never 200 unaudited,
// never 500), within the store budget, and nothing is charged.
func TestStoreFaultsGive503(t *testing.T) {
	e := newFaultEnv(t, 3*time.Second) // the production attempt timeout
	modes := []faultproxy.Mode{faultproxy.Down, faultproxy.Throughput, faultproxy.Throttling, faultproxy.TxThrottled, faultproxy.Internal, faultproxy.Hang}
	scopes := map[string][]string{"every call": nil, "charge and audit": {"TransactWriteItems"}, "key lookup": {"GetItem"}}
	for _, m := range modes {
		for scope, ops := range scopes {
			if m == faultproxy.Hang && scope != "every call" || m == faultproxy.TxThrottled && scope == "key lookup" {
				continue // a hang costs the whole budget: once is enough
			}
			t.Run(m.String()+"/"+scope, func(t *testing.T) {
				e.proxy.Set(faultproxy.Fault{Mode: m, Ops: ops})
				defer e.proxy.Set(faultproxy.Fault{})
				// one pipeline for every operation: all four once, one otherwise
				ops := []string{"encrypt"}
				if m == faultproxy.Internal {
					ops = []string{"detect", "tokenize", "encrypt", "detokenize"}
				}
				for _, op := range ops {
					body := map[string]any{"text": faultText}
					if op == "detokenize" {
						body["mapping"] = map[string]string{"<A>": "b"}
					}
					code, out, hdr, d := e.post(t, op, body)
					if code != 503 || out["error"] != api.CodeUnavailable || out["retry_after"] == nil || hdr.Get("Retry-After") == "" || out["request_id"] == nil {
						t.Fatalf("%s: %d %v", op, code, out)
					}
					if d > maxStoreWait {
						t.Errorf("%s: 503 after %v, bound %v", op, d, maxStoreWait)
					}
					if m == faultproxy.Hang {
						break
					}
				}
			})
		}
	}
	e.proxy.Set(faultproxy.Fault{})
	if used, err := e.direct.Used(context.Background(), "tenant-f", store.Month(time.Now())); err != nil || used != 0 {
		t.Errorf("used = %d (%v) after refused calls; charges whose answer never came back are the documented exception", used, err)
	}
	if strings.Contains(e.logs.String(), "Zebulon") || strings.Contains(e.logs.String(), e.key) {
		t.Error("logs hold submitted text or the key")
	}
}

// TestTransientFaultsChargeOnceAuditOnce: throttling and lost answers on the
// charge and audit writes are retried: the call succeeds, its characters are
// charged once and it has exactly one audit record.
func TestTransientFaultsChargeOnceAuditOnce(t *testing.T) {
	e := newFaultEnv(t, 2*time.Second)
	faults := []faultproxy.Fault{
		{Mode: faultproxy.Throughput, Times: 2},
		{Mode: faultproxy.TxThrottled, Times: 3},
		{Mode: faultproxy.Internal, Times: 1, After: true}, // the charge applied, its answer lost
		{Mode: faultproxy.Down, Times: 2, After: true},     // charge and audit applied, answers lost
		{Mode: faultproxy.Throughput, Times: 1, After: true},
	}
	ctx := context.Background()
	month := store.Month(time.Now())
	var want int64
	calls := 0
	for _, f := range faults {
		f.Ops = []string{"TransactWriteItems"}
		e.proxy.Set(f)
		code, out, hdr, _ := e.post(t, "detect", map[string]any{"text": faultText})
		e.proxy.Set(faultproxy.Fault{})
		if code != 200 {
			t.Fatalf("%s after=%v: %d %v", f.Mode, f.After, code, out)
		}
		calls++
		want += int64(len(faultText))
		used, err := e.direct.Used(ctx, "tenant-f", month)
		if err != nil || used != want {
			t.Fatalf("%s after=%v: used %d, want %d (%v)", f.Mode, f.After, used, want, err)
		}
		recs, err := e.direct.ListAudit(ctx, "tenant-f", time.Now().Add(-time.Hour), time.Now().Add(time.Hour))
		if err != nil || len(recs) != calls {
			t.Fatalf("%s after=%v: %d audit records for %d calls (%v)", f.Mode, f.After, len(recs), calls, err)
		}
		n := 0
		for _, r := range recs {
			if r.RequestID == hdr.Get("X-Request-Id") {
				n++
			}
		}
		if n != 1 {
			t.Fatalf("%d records for request %s", n, hdr.Get("X-Request-Id"))
		}
	}
}

func authorizerEvent(secret string) events.APIGatewayCustomAuthorizerRequestTypeRequest {
	return events.APIGatewayCustomAuthorizerRequestTypeRequest{
		Type: "REQUEST", MethodArn: "arn:aws:execute-api:eu-central-1:123456789012:abc123/prod/POST/detect",
		Headers: map[string]string{"X-API-Key": secret},
	}
}

func allows(resp events.APIGatewayCustomAuthorizerResponse) bool {
	for _, s := range resp.PolicyDocument.Statement {
		if s.Effect == "Allow" {
			return true
		}
	}
	return false
}

// TestAuthorizerFailsClosed: whatever the key store does, the authorizer
// never allows: a store fault is an authorizer failure (API Gateway answers
// 503 service_unavailable, retry_after 2: the AUTHORIZER_FAILURE gateway
// response in infra/stack), distinct from "Unauthorized" (401), within
// base.AuthorizerTimeout; its error names neither the key nor its hash.
func TestAuthorizerFailsClosed(t *testing.T) {
	e := newFaultEnv(t, 3*time.Second)
	h := base.AuthorizerWith(e.faulty)
	resp, err := h(context.Background(), authorizerEvent(e.key))
	if err != nil || !allows(resp) {
		t.Fatalf("healthy store: %v %+v", err, resp)
	}
	for _, m := range []faultproxy.Mode{faultproxy.Down, faultproxy.Throughput, faultproxy.Throttling, faultproxy.Internal, faultproxy.Hang} {
		e.proxy.Set(faultproxy.Fault{Mode: m})
		for _, secret := range []string{e.key, "pg_unknownUnknownUnknownUnknownUnknown00"} {
			t0 := time.Now()
			resp, err := h(context.Background(), authorizerEvent(secret))
			d := time.Since(t0)
			if allows(resp) || err == nil || err.Error() == "Unauthorized" {
				t.Fatalf("%s: resp %+v err %v: want an authorizer failure", m, resp, err)
			}
			if d > base.AuthorizerTimeout+time.Second {
				t.Errorf("%s: failed after %v", m, d)
			}
			if strings.Contains(err.Error(), secret) || strings.Contains(err.Error(), store.HashKey(secret)) {
				t.Errorf("%s: error names the key: %v", m, err)
			}
			if m == faultproxy.Hang {
				break
			}
		}
	}
	e.proxy.Set(faultproxy.Fault{})
	if _, err := h(context.Background(), authorizerEvent("pg_unknownUnknownUnknownUnknownUnknown00")); err == nil || err.Error() != "Unauthorized" {
		t.Errorf("unknown key on a healthy store: %v", err)
	}
}

// TestRevokedKeyStopsWithinCacheTTL: the authorizer and the local server
// read keys with strong consistency and cache nothing, so a revoked key is
// refused on the next call; behind API Gateway the authorizer's result cache
// (infra/stack DefaultConfig AuthorizerCacheTTL) adds at most its TTL, which
// docs/API.md documents as 30 s.
func TestRevokedKeyStopsWithinCacheTTL(t *testing.T) {
	const documented = 30 * time.Second
	src, err := os.ReadFile(filepath.Join("..", "..", "infra", "stack", "stack.go"))
	if err != nil {
		t.Fatal(err)
	}
	m := regexp.MustCompile(`AuthorizerCacheTTL:\s*(\d+)`).FindSubmatch(src)
	if m == nil {
		t.Fatal("AuthorizerCacheTTL default not found in infra/stack/stack.go")
	}
	ttl, _ := strconv.Atoi(string(m[1]))
	if time.Duration(ttl)*time.Second > documented {
		t.Errorf("authorizer cache TTL %ds exceeds the documented %v", ttl, documented)
	}

	e := newFaultEnv(t, 2*time.Second)
	ctx := context.Background()
	h := base.AuthorizerWith(e.direct)
	resp, err := h(ctx, authorizerEvent(e.key))
	if err != nil || !allows(resp) {
		t.Fatalf("before revocation: %v", err)
	}
	if code, out, _, _ := e.post(t, "detect", map[string]any{"text": "x"}); code != 200 {
		t.Fatalf("before revocation: %d %v", code, out)
	}
	keyID := resp.Context[auth.CtxKeyID].(string)
	if err := e.direct.RevokeKey(ctx, "tenant-f", keyID, time.Now()); err != nil {
		t.Fatal(err)
	}
	if _, err := h(ctx, authorizerEvent(e.key)); err == nil || err.Error() != "Unauthorized" {
		t.Errorf("authorizer after revocation: %v", err)
	}
	if code, out, _, _ := e.post(t, "detect", map[string]any{"text": "x"}); code != 401 {
		t.Errorf("local server after revocation: %d %v", code, out)
	}
}
