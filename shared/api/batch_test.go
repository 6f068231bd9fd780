package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"net/http"
	"net/http/httptest"
	"regexp"
	"runtime"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
	"github.com/piiguard/piiguard/shared/transform"
	"github.com/piiguard/piiguard/shared/wire"
)

// mixedBatch holds texts with and without entities, repeated values (tokens
// are numbered per item), one item over MaxTextChars (an error in place; a
// plan's per-request cap allows one) and enough items for several workers.
func mixedBatch() []string {
	base := []string{
		"Jane Doe wrote to jane.doe@example.com and called +1 415 555 0132.",
		"nothing to see here",
		"Card 4111 1111 1111 1111, again 4111 1111 1111 1111, for John Smith in Berlin.",
		"Jiří Novák, rodné číslo 736028/5163, Praha; email jiri@example.cz",
		"IBAN DE89 3704 0044 0532 0130 00 and SSN 078-05-1120 for Mary Major.",
	}
	var out []string
	for i := 0; len(out) < 40; i++ {
		out = append(out, fmt.Sprintf("%s (item %d)", base[i%len(base)], i))
	}
	out[13] = strings.Repeat("x", api.MaxTextChars+1)
	return out
}

var batchEnvelopeRe = regexp.MustCompile(regexp.QuoteMeta(transform.EnvelopePrefix) + `[A-Za-z0-9+/=]+` + regexp.QuoteMeta(transform.EnvelopeSuffix))

// TestBatchConcurrentSameAsSequential: a batch processed over 8 goroutines
// answers, charges and audits exactly as the same batch on one (GOMAXPROCS
// 1 makes the pool one worker), for every text operation, with the real
// engine. Run with -race, it also checks the items share nothing unsafely.
func TestBatchConcurrentSameAsSequential(t *testing.T) {
	seed := int64(7)
	cases := []struct {
		op     string
		params map[string]any
	}{
		{"detect", nil},
		{"detect", map[string]any{"explain": true, "language": "en"}},
		{"tokenize", nil},
		{"redact", nil},
		{"mask", map[string]any{"masking_char": "#", "chars_to_show": 2}},
		{"hash", map[string]any{"hash_type": "sha1", "hash_key": "k"}},
		{"synthesize", map[string]any{"seed": seed}},
		{"encrypt", map[string]any{"encryption_key": "correct horse battery staple"}},
	}
	texts := mixedBatch()
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(0))
	for _, tc := range cases {
		t.Run(tc.op, func(t *testing.T) {
			body := map[string]any{"texts": texts}
			for k, v := range tc.params {
				body[k] = v
			}
			runtime.GOMAXPROCS(1)
			seq := batchCall(t, tc.op, body)
			runtime.GOMAXPROCS(8)
			par := batchCall(t, tc.op, body)
			if tc.op == "encrypt" {
				// one derivation per request: every value under one salt
				var all strings.Builder
				for _, r := range par.results {
					if txt, ok := r.(map[string]any)["text"].(string); ok {
						all.WriteString(txt)
					}
				}
				if n := transform.PasswordSalts(all.String()); n != 1 {
					t.Fatalf("the batch's values are under %d salts, want 1 (one key derivation)", n)
				}
				seq.raw = batchEnvelopeRe.ReplaceAllString(seq.raw, "ENV")
				par.raw = batchEnvelopeRe.ReplaceAllString(par.raw, "ENV")
			}
			if seq.raw != par.raw {
				t.Fatalf("concurrent batch differs from sequential:\nseq %.600s\npar %.600s", seq.raw, par.raw)
			}
			// the answer assembled from the workers' bytes is, byte for
			// byte, what encoding/json writes for its decoded values
			if ref := referenceEncoding(t, par.raw); ref != par.raw {
				t.Fatalf("batch answer differs from encoding/json's:\ngot %.600s\nref %.600s", par.raw, ref)
			}
			if fmt.Sprint(seq.audit) != fmt.Sprint(par.audit) || seq.used != par.used {
				t.Fatalf("audit or charge differs: seq %v %d, par %v %d", seq.audit, seq.used, par.audit, par.used)
			}
			if len(par.results) != len(texts) {
				t.Fatalf("%d results for %d texts", len(par.results), len(texts))
			}
			failed := 0
			for i, r := range par.results {
				m := r.(map[string]any)
				_, isErr := m["error"]
				if over := len(texts[i]) > api.MaxTextChars; over != isErr {
					t.Fatalf("item %d: error %v, want an error only for the item over the limit", i, m["error"])
				}
				if isErr {
					failed++
				}
			}
			if failed == 0 || len(par.audit) == 0 || par.used == 0 {
				t.Fatalf("batch not exercised: %d failed items, audit %v, %d charged", failed, par.audit, par.used)
			}
		})
	}
}

type batchOutcome struct {
	raw     string
	results []any
	audit   map[string]int
	used    int64
}

// batchCall sends body to a fresh in-memory server and returns the answer,
// the audit record's entity counts and the characters charged.
func batchCall(t *testing.T, op string, body map[string]any) batchOutcome {
	t.Helper()
	st := memory.New()
	now := time.Now()
	secret, _, err := auth.IssueKey(context.Background(), st, "tenant-b", "k", store.PlanPayAsYouGo, now)
	if err != nil {
		t.Fatal(err)
	}
	h := api.New(app.Memory(st, nil))
	j, _ := json.Marshal(body)
	req := httptest.NewRequest(http.MethodPost, api.PathPrefix+"/"+op, bytes.NewReader(j))
	req.Header.Set("X-API-Key", secret)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	if rec.Code != 200 {
		t.Fatalf("%s: %d %s", op, rec.Code, rec.Body.String())
	}
	var out struct {
		Results   []any `json:"results"`
		Succeeded int   `json:"succeeded"`
		Failed    int   `json:"failed"`
	}
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		t.Fatal(err)
	}
	recs, err := st.ListAudit(context.Background(), "tenant-b", now.Add(-time.Hour), now.Add(time.Hour))
	if err != nil || len(recs) != 1 {
		t.Fatalf("audit records: %v %v", recs, err)
	}
	used, err := st.Used(context.Background(), "tenant-b", store.Month(now))
	if err != nil {
		t.Fatal(err)
	}
	return batchOutcome{raw: rec.Body.String(), results: out.Results, audit: recs[0].Entities, used: used}
}

// TestBatchWorkerPanicGives500: a panic while processing one item of a
// concurrent batch is the request's 500 (not the process's end), nothing is
// charged, and the log has the worker's stack but no text.
func TestBatchWorkerPanicGives500(t *testing.T) {
	defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(4))
	e := newEnv(t, store.PlanPayAsYouGo)
	texts := []string{"Jane Doe", "PANIC-NOW Jane Doe 4111 1111 1111 1111", "John", "jane@example.com", "x"}
	code, out, _ := e.do("POST", api.PathPrefix+"/detect", e.key, map[string]any{"texts": texts})
	wantError(t, code, out, 500, api.CodeInternal)
	logs := e.logs.String()
	if strings.Contains(logs, "Jane") || strings.Contains(logs, "PANIC-NOW") {
		t.Error("log holds submitted text")
	}
	if !strings.Contains(logs, "testRecognizer.Find") {
		t.Errorf("log lacks the panicking worker's stack: %.400s", logs)
	}
	if used, _ := e.st.Used(context.Background(), "tenant-a", store.Month(e.now)); used != 0 {
		t.Errorf("a failed batch charged %d characters", used)
	}
}

// referenceEncoding decodes a batch answer into the API's types (a Result or
// an ItemError per item) and encodes it again as encoding/json does, without
// HTML escaping: the answer the handler wrote before it encoded items itself.
func referenceEncoding(t *testing.T, raw string) string {
	t.Helper()
	var in wire.BatchResult[json.RawMessage]
	if err := json.Unmarshal([]byte(raw), &in); err != nil {
		t.Fatal(err)
	}
	out := api.BatchResult{Total: in.Total, Succeeded: in.Succeeded, Failed: in.Failed}
	for _, item := range in.Results {
		var probe map[string]json.RawMessage
		if err := json.Unmarshal(item, &probe); err != nil {
			t.Fatal(err)
		}
		if _, failed := probe["error"]; failed {
			var e api.ItemError
			if err := json.Unmarshal(item, &e); err != nil {
				t.Fatal(err)
			}
			out.Results = append(out.Results, e)
			continue
		}
		var r api.Result
		if err := json.Unmarshal(item, &r); err != nil {
			t.Fatal(err)
		}
		out.Results = append(out.Results, r)
	}
	var b bytes.Buffer
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	if err := enc.Encode(out); err != nil {
		t.Fatal(err)
	}
	return b.String()
}

// A single text's answer, encoded by the handler itself, is byte for byte
// what encoding/json writes for it (HTML characters, U+2028, quotes and
// controls in the text, entities, tokenize's mapping, explain).
func TestSingleAnswerSameAsEncodingJSON(t *testing.T) {
	text := "<b>Jane Doe & John Smith</b>\u2028 \"jane.doe@example.com\"\t+1 415 555 0132\x01 Berlin, 4111 1111 1111 1111"
	for _, tc := range []struct {
		op     string
		params map[string]any
	}{
		{"detect", nil}, {"detect", map[string]any{"explain": true}}, {"tokenize", nil}, {"redact", nil}, {"mask", nil},
	} {
		body := map[string]any{"text": text}
		for k, v := range tc.params {
			body[k] = v
		}
		e := newEnv(t, store.PlanPayAsYouGo)
		j, _ := json.Marshal(body)
		req := httptest.NewRequest(http.MethodPost, api.PathPrefix+"/"+tc.op, bytes.NewReader(j))
		req.Header.Set("X-API-Key", e.key)
		rec := httptest.NewRecorder()
		e.h.ServeHTTP(rec, req)
		if rec.Code != 200 {
			t.Fatalf("%s: %d %s", tc.op, rec.Code, rec.Body.String())
		}
		var r api.Result
		if err := json.Unmarshal(rec.Body.Bytes(), &r); err != nil {
			t.Fatal(err)
		}
		if r.EntitiesCount == 0 {
			t.Fatalf("%s: no entities in %s", tc.op, rec.Body.String())
		}
		var ref bytes.Buffer
		enc := json.NewEncoder(&ref)
		enc.SetEscapeHTML(false)
		if err := enc.Encode(r); err != nil {
			t.Fatal(err)
		}
		if rec.Body.String() != ref.String() {
			t.Errorf("%s %v: answer differs from encoding/json's:\ngot %s\nref %s", tc.op, tc.params, rec.Body.String(), ref.String())
		}
	}
}

// Each call logs one line with its request id, operation, status, tenant,
// characters, entity count and duration (numbers as numbers), and no text.
func TestCallLogLine(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	texts := []string{"Mail jane.doe@example.com", "Or john.roe@example.org"}
	code, _ := e.post("detect", map[string]any{"texts": texts})
	if code != 200 {
		t.Fatalf("status %d", code)
	}
	var line map[string]any
	for _, l := range strings.Split(strings.TrimSpace(e.logs.String()), "\n") {
		var m map[string]any
		if json.Unmarshal([]byte(l), &m) == nil && m["msg"] == "call" {
			line = m
		}
	}
	if line == nil {
		t.Fatalf("no call line in %s", e.logs.String())
	}
	if id, _ := line["request_id"].(string); len(id) != 32 {
		t.Errorf("request_id %v", line["request_id"])
	}
	want := map[string]any{"level": "INFO", "operation": "detect", "status": 200.0, "tenant": "tenant-a", "characters": float64(len(texts[0]) + len(texts[1])), "entities": 2.0}
	for k, v := range want {
		if line[k] != v {
			t.Errorf("%s: %v (%T), want %v", k, line[k], line[k], v)
		}
	}
	if d, ok := line["duration_ms"].(float64); !ok || d < 0 {
		t.Errorf("duration_ms %v", line["duration_ms"])
	}
	if strings.Contains(e.logs.String(), "jane.doe") || strings.Contains(e.logs.String(), "john.roe") {
		t.Error("the log holds submitted text")
	}
}
