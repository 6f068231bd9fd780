package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"log/slog"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// secretText holds one value of many kinds; each must stay out of logs,
// audit records and error bodies, whatever the operation and outcome.
const secretText = "Patient Zebulon Quuxworth (zebulon.quuxworth@example.org, +44 20 7946 0321) paid with " +
	"4556 7375 8689 9855 from IBAN GB33 BUKB 2020 1555 5555 55, SSN 536-90-4399, host 203.0.113.77, " +
	"password: Hunter2Swordfish!, key sk_live_51HqZxQy2eZvKYlo2C8Nf3b9Q."

type failingAudit struct{ store.Audit }

func (failingAudit) WriteAudit(context.Context, store.AuditRecord) error {
	return errors.New("audit table down")
}

// TestNoSecretsInLogsAuditOrErrors extends TestNoTextInLogsOrErrors to every
// operation, success and failure (400, 401, 404, 405, 413, 429, 503), batch
// and single, on the real engine: no log line, audit record or error body
// holds the submitted text or any value the engine matched in it.
func TestNoSecretsInLogsAuditOrErrors(t *testing.T) {
	e := newRealEnv(t, store.PlanPayAsYouGo)
	// every value the engine finds is a secret too
	code, out, _ := e.post(t, "detect", mustJSON(t, map[string]any{"text": secretText}))
	if code != 200 {
		t.Fatal(out)
	}
	secrets := []string{secretText, "Zebulon", "Quuxworth", "Hunter2Swordfish", "sk_live_51HqZxQy2eZvKYlo2C8Nf3b9Q", "8689 9855", "536-90-4399", "203.0.113.77"}
	for _, en := range ents(out) {
		if v := en["text"].(string); len(v) >= 5 {
			secrets = append(secrets, v)
		}
	}
	if len(secrets) < 12 {
		t.Fatalf("the engine found too little to make the test meaningful: %v", out)
	}
	scan := func(where, s string) {
		t.Helper()
		for _, v := range secrets {
			if strings.Contains(s, v) {
				t.Errorf("%s holds %q: %.300s", where, v, s)
			}
		}
	}
	key := "an encryption key of sixteen+"
	_, enc, _ := e.post(t, "encrypt", mustJSON(t, map[string]any{"text": secretText, "encryption_key": key}))
	_, tok, _ := e.post(t, "tokenize", mustJSON(t, map[string]any{"text": secretText}))
	good := map[string]any{
		"detect":     map[string]any{"text": secretText, "policy": "strict"},
		"tokenize":   map[string]any{"texts": []string{secretText, secretText}},
		"mask":       map[string]any{"text": secretText, "chars_to_show": 0},
		"redact":     map[string]any{"text": secretText, "entities": []string{"email address", "CREDIT_CARD"}},
		"hash":       map[string]any{"text": secretText, "hash_key": "k"},
		"synthesize": map[string]any{"text": secretText, "language": "de"},
		"encrypt":    map[string]any{"text": secretText},
		"decrypt":    map[string]any{"text": enc["text"], "encryption_key": key},
		"detokenize": map[string]any{"text": tok["text"], "mapping": tok["mapping"]},
		"discover":   map[string]any{"samples": []string{secretText, secretText}},
	}
	// A name-like unknown policy or entity name is echoed to its sender
	// (docs/API.md, "Echoing names in errors") but never audited.
	for _, body := range []any{
		map[string]any{"text": secretText, "policy": "Zebulon Quuxworth"},
		map[string]any{"text": secretText, "entities": []string{"Zebulon Quuxworth"}},
	} {
		if code, _, _ := e.post(t, "detect", mustJSON(t, body)); code != 400 {
			t.Fatalf("unknown policy or entity: %d", code)
		}
	}
	for op, body := range good {
		if code, out, _ := e.post(t, op, mustJSON(t, body)); code != 200 {
			t.Fatalf("%s: %d %v", op, code, out)
		}
	}
	bad := []any{
		map[string]any{"text": secretText, "score_threshold": 2},
		map[string]any{"text": secretText, "entities": []string{secretText, "zebulon.quuxworth@example.org", "4556 7375 8689 9855"}},
		map[string]any{"text": secretText, "policy": "zebulon.quuxworth@example.org"},
		map[string]any{"text": secretText, "policy": secretText},
		map[string]any{"text": secretText, "masking_char": "Zebulon"},
		map[string]any{"text": secretText, "hash_type": "Zebulon", "hash_length": 0},
		map[string]any{"text": secretText, "language": "Zebulon"},
		map[string]any{"text": secretText, "encryption_key": "Zebulon"},
		map[string]any{"text": secretText, "texts": []string{secretText}},
		map[string]any{"texts": []string{secretText, ""}},
		map[string]any{"samples": []any{secretText, 4556737586899855}},
		map[string]any{"text": secretText, "mapping": map[string]string{"": secretText}},
		map[string]any{"text": enc["text"], "encryption_key": "a wrong key, sixteen+"},
		`{"text":"` + secretText + `"`,
		"{\"text\":\"" + secretText + "\xff\"}",
		`{"text":"` + secretText + `","score_threshold":"Zebulon"}`,
		`{"text":"` + secretText + `"} trailing Zebulon`,
		`{"text":"` + strings.Repeat(secretText, 40_000) + `"}`, // over 10 MiB: 413
		`{"text":"` + strings.Repeat(secretText, 2_500) + `"}`,  // over the 500,000-character cap: 429
	}
	for _, op := range append(api.EndpointOrder, "nonexistent") {
		for i, body := range bad {
			var raw []byte
			if s, ok := body.(string); ok {
				raw = []byte(s)
			} else {
				raw = mustJSON(t, body)
			}
			req := httptest.NewRequest("POST", api.PathPrefix+"/"+op, bytes.NewReader(raw))
			req.Header.Set("X-API-Key", e.key)
			if i == 0 {
				req.Header.Set("X-API-Key", secretText) // a pasted value as the key: 401
			}
			rec := httptest.NewRecorder()
			e.h.ServeHTTP(rec, req)
			if rec.Code >= 500 {
				t.Errorf("%s body %d: %d", op, i, rec.Code)
			}
			if rec.Code >= 400 {
				scan(op+" error body", rec.Body.String())
			}
		}
	}
	// stores down: 503 bodies and their log lines
	st := memory.New()
	k, _, _ := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	logs := &lockedBuffer{}
	for _, cfg := range []api.Config{
		func() api.Config {
			c := app.Memory(st, slog.New(slog.NewJSONHandler(logs, nil)))
			c.Usage = failingUsage{}
			return c
		}(),
		func() api.Config {
			c := app.Memory(st, slog.New(slog.NewJSONHandler(logs, nil)))
			c.Audit = failingAudit{}
			return c
		}(),
	} {
		h := api.New(cfg)
		for _, op := range []string{"detect", "tokenize", "encrypt", "detokenize", "discover"} {
			req := httptest.NewRequest("POST", api.PathPrefix+"/"+op, strings.NewReader(string(mustJSON(t, map[string]any{
				"text": secretText, "samples": []string{secretText}, "mapping": map[string]string{"<A>": secretText}}))))
			req.Header.Set("X-API-Key", k)
			rec := httptest.NewRecorder()
			h.ServeHTTP(rec, req)
			if rec.Code != 503 {
				t.Errorf("%s with a store down: %d", op, rec.Code)
			}
			scan(op+" 503 body", rec.Body.String())
		}
	}
	scan("store-failure logs", logs.String())
	scan("logs", e.logs.String())
	if !strings.Contains(e.logs.String(), `"operation":"discover"`) {
		t.Error("calls are not logged at all")
	}
	recs, err := e.st.ListAudit(context.Background(), "tenant-real", time.Now().Add(-time.Hour), time.Now().Add(time.Hour))
	if err != nil || len(recs) < 20 {
		t.Fatalf("audit records: %d %v", len(recs), err)
	}
	raw, _ := json.Marshal(recs)
	scan("audit records", string(raw))
}
