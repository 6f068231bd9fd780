package api_test

import (
	"bytes"
	"context"
	"encoding/base64"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// testRecognizer finds emails (around '@'), the names in testNames as PERSON,
// and 16-digit runs as CREDIT_CARD with a fixed score: API tests must not depend
// on the real recognizers' tuning.
type testRecognizer struct{}

var testNames = []string{"Jane Doe", "Jiří Novák", "李小龙", "John"}

func (testRecognizer) Name() string { return "test" }
func (testRecognizer) Types() []string {
	return []string{"EMAIL_ADDRESS", "PERSON", "CREDIT_CARD", "US_SSN"}
}
func (testRecognizer) Needs() detect.Need { return 0 }

var emailRe = regexp.MustCompile(`[\w.+-]+@[\w-]+(\.[\w-]+)+`)
var cardRe = regexp.MustCompile(`\b\d{4}[ -]?\d{4}[ -]?\d{4}[ -]?\d{4}\b`)
var ssnRe = regexp.MustCompile(`\b\d{3}-\d{2}-\d{4}\b`)

func (testRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	if strings.Contains(d.Text, "PANIC-NOW") {
		panic("recognizer bug with secret text " + d.Text)
	}
	for _, m := range emailRe.FindAllStringIndex(d.Text, -1) {
		out = append(out, detect.Match{Type: "EMAIL_ADDRESS", Start: m[0], End: m[1], Score: 0.95})
	}
	for _, m := range cardRe.FindAllStringIndex(d.Text, -1) {
		out = append(out, detect.Match{Type: "CREDIT_CARD", Start: m[0], End: m[1], Score: 0.9})
	}
	for _, m := range ssnRe.FindAllStringIndex(d.Text, -1) {
		out = append(out, detect.Match{Type: "US_SSN", Start: m[0], End: m[1], Score: 0.4})
	}
	for _, n := range testNames {
		for i := 0; ; {
			k := strings.Index(d.Text[i:], n)
			if k < 0 {
				break
			}
			out = append(out, detect.Match{Type: "PERSON", Start: i + k, End: i + k + len(n), Score: 0.85})
			i += k + len(n)
		}
	}
	return out
}

type fakeFaker struct{ n int }

func (f *fakeFaker) Fake(typeID, original string) string {
	f.n++
	return fmt.Sprintf("FAKE_%s_%d", typeID, f.n)
}

type env struct {
	t    *testing.T
	h    http.Handler
	st   *memory.Store
	key  string
	logs *bytes.Buffer
	now  time.Time
}

func newEnv(t *testing.T, plan store.Plan) *env {
	t.Helper()
	return newEnvEngine(t, plan, detect.New(testRecognizer{}))
}

// newEnvEngine is newEnv with another detection engine.
func newEnvEngine(t *testing.T, plan store.Plan, eng *detect.Engine) *env {
	t.Helper()
	st := memory.New()
	logs := &bytes.Buffer{}
	e := &env{t: t, st: st, logs: logs, now: time.Date(2026, 11, 22, 10, 0, 0, 0, time.UTC)}
	secret, _, err := auth.IssueKey(context.Background(), st, "tenant-a", "test", plan, e.now)
	if err != nil {
		t.Fatal(err)
	}
	e.key = secret
	e.h = api.New(api.Config{
		Engine: eng, Auth: auth.KeyAuthenticator{Keys: st},
		Usage: st, Audit: st, Policies: st, TenantKeys: st, TokenSecrets: st,
		NewFaker: func(lang string, seed *int64) api.Faker { return &fakeFaker{} },
		Region:   "eu-central-1", Logger: slog.New(slog.NewJSONHandler(logs, nil)),
		Now: func() time.Time { return e.now },
	})
	return e
}

// do sends a request and decodes the JSON answer.
func (e *env) do(method, path, key string, body any) (int, map[string]any, http.Header) {
	e.t.Helper()
	var rd *bytes.Reader
	switch b := body.(type) {
	case nil:
		rd = bytes.NewReader(nil)
	case string:
		rd = bytes.NewReader([]byte(b))
	case []byte:
		rd = bytes.NewReader(b)
	default:
		j, err := json.Marshal(b)
		if err != nil {
			e.t.Fatal(err)
		}
		rd = bytes.NewReader(j)
	}
	req := httptest.NewRequest(method, path, rd)
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("X-API-Key", key)
	}
	rec := httptest.NewRecorder()
	e.h.ServeHTTP(rec, req)
	var out map[string]any
	if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
		e.t.Fatalf("%s %s: response is not a JSON object: %q", method, path, rec.Body.String())
	}
	return rec.Code, out, rec.Header()
}

func (e *env) post(op string, body any) (int, map[string]any) {
	e.t.Helper()
	code, out, _ := e.do("POST", api.PathPrefix+"/"+op, e.key, body)
	return code, out
}

// wantError checks the spec's error body.
func wantError(t *testing.T, code int, out map[string]any, status int, errCode string) {
	t.Helper()
	if code != status {
		t.Fatalf("status = %d, want %d (body %v)", code, status, out)
	}
	if out["error"] != errCode {
		t.Errorf("error = %v, want %s", out["error"], errCode)
	}
	if d, _ := out["detail"].(string); d == "" {
		t.Errorf("detail missing: %v", out)
	}
	if sc, _ := out["status_code"].(float64); int(sc) != status {
		t.Errorf("status_code = %v, want %d", out["status_code"], status)
	}
	if status >= 500 {
		if rid, _ := out["request_id"].(string); rid == "" {
			t.Errorf("5xx without request_id: %v", out)
		}
	} else if _, has := out["request_id"]; has {
		t.Errorf("request_id on a %d: %v", status, out)
	}
	if status == 429 || status == 503 {
		if _, has := out["retry_after"]; !has {
			t.Errorf("%d without retry_after: %v", status, out)
		}
	}
}

func ents(out map[string]any) []map[string]any {
	raw, _ := out["detected_entities"].([]any)
	res := make([]map[string]any, len(raw))
	for i, r := range raw {
		res[i] = r.(map[string]any)
	}
	return res
}

const sample = "Contact Jane Doe at jane.doe@example.com or card 4111 1111 1111 1111."

func TestDetectShape(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out := e.post("detect", map[string]any{"text": sample})
	if code != 200 {
		t.Fatalf("status %d: %v", code, out)
	}
	if _, has := out["text"]; has {
		t.Error("/detect must not return text")
	}
	if out["entities_count"].(float64) != 3 {
		t.Fatalf("entities_count = %v", out["entities_count"])
	}
	want := []struct{ typ, text string }{{"Person", "Jane Doe"}, {"Email Address", "jane.doe@example.com"}, {"Credit Card Number", "4111 1111 1111 1111"}}
	for i, en := range ents(out) {
		if en["type"] != want[i].typ || en["text"] != want[i].text {
			t.Errorf("entity %d = %v, want %v", i, en, want[i])
		}
		s, end := int(en["start"].(float64)), int(en["end"].(float64))
		if sample[s:end] != want[i].text { // ASCII: code points = bytes
			t.Errorf("offsets %d-%d select %q", s, end, sample[s:end])
		}
		if sc := en["score"].(float64); sc <= 0 || sc > 1 {
			t.Errorf("score %v out of range", sc)
		}
	}
}

func TestOtherOperationsShowSnakeTypes(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	for _, op := range []string{"tokenize", "mask", "redact", "hash", "synthesize", "encrypt"} {
		body := map[string]any{"text": sample}
		if op == "encrypt" {
			body["encryption_key"] = "a very long secret key"
		}
		code, out := e.post(op, body)
		if code != 200 {
			t.Fatalf("%s: %d %v", op, code, out)
		}
		if _, ok := out["text"].(string); !ok {
			t.Errorf("%s: no text", op)
		}
		got := ents(out)
		if len(got) != 3 || got[0]["type"] != "PERSON" || got[1]["type"] != "EMAIL_ADDRESS" || got[2]["type"] != "CREDIT_CARD" {
			t.Errorf("%s: entities %v", op, got)
		}
		if _, has := out["mapping"]; has != (op == "tokenize") {
			t.Errorf("%s: mapping present = %v", op, has)
		}
	}
}

func TestCodePointOffsets(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	text := "Příliš žluťoučký 🐎 kůň: Jiří Novák, 李小龙 📧 jiri@example.cz"
	_, out := e.post("detect", map[string]any{"text": text})
	runes := []rune(text)
	got := ents(out)
	if len(got) != 3 || got[2]["text"] != "jiri@example.cz" {
		t.Fatalf("entities = %v", got)
	}
	for _, en := range got {
		s, end := int(en["start"].(float64)), int(en["end"].(float64))
		if string(runes[s:end]) != en["text"] {
			t.Errorf("code-point slice %d:%d = %q, entity text %q", s, end, string(runes[s:end]), en["text"])
		}
		if end-s != utf8.RuneCountInString(en["text"].(string)) {
			t.Errorf("end-start != length for %v", en)
		}
	}
}

func TestTokenizeDetokenizeRoundTrip(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	text := "Jane Doe wrote to John; John answered Jane Doe at jane.doe@example.com and a@b.org."
	code, out := e.post("tokenize", map[string]any{"text": text})
	if code != 200 {
		t.Fatal(out)
	}
	tok := out["text"].(string)
	want := "<PERSON_1> wrote to <PERSON_2>; <PERSON_2> answered <PERSON_1> at <EMAIL_ADDRESS_1> and <EMAIL_ADDRESS_2>."
	if tok != want {
		t.Fatalf("tokenized = %q\nwant        %q", tok, want)
	}
	mapping := out["mapping"].(map[string]any)
	if len(mapping) != 4 || mapping["<PERSON_2>"] != "John" || mapping["<EMAIL_ADDRESS_2>"] != "a@b.org" {
		t.Errorf("mapping = %v", mapping)
	}
	code, back := e.post("detokenize", map[string]any{"text": tok, "mapping": mapping})
	if code != 200 || back["text"] != text {
		t.Fatalf("detokenize = %d %v", code, back)
	}
	if back["replacements_made"].(float64) != 6 {
		t.Errorf("replacements_made = %v", back["replacements_made"])
	}
}

func TestDetokenizeRules(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	cases := []struct {
		name   string
		body   any
		status int
		text   string
		n      float64
	}{
		{"no token present", map[string]any{"text": "nothing here", "mapping": map[string]string{"<PERSON_1>": "x"}}, 200, "nothing here", 0},
		{"longest token wins", map[string]any{"text": "<PERSON_10>", "mapping": map[string]string{"<PERSON_1>": "a", "<PERSON_10>": "b"}}, 200, "b", 1},
		{"values not rescanned", map[string]any{"text": "<A> <B>", "mapping": map[string]string{"<A>": "<B>", "<B>": "x"}}, 200, "<B> x", 2},
		{"mapping missing", map[string]any{"text": "x"}, 400, "", 0},
		{"empty token", map[string]any{"text": "x", "mapping": map[string]string{"": "y"}}, 400, "", 0},
		{"no batch", map[string]any{"texts": []string{"x"}, "mapping": map[string]string{}}, 400, "", 0},
		{"mapping wrong type", `{"text":"x","mapping":["a"]}`, 400, "", 0},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out := e.post("detokenize", c.body)
			if c.status != 200 {
				wantError(t, code, out, c.status, api.CodeValidation)
				return
			}
			if code != 200 || out["text"] != c.text || out["replacements_made"] != c.n {
				t.Errorf("got %d %v", code, out)
			}
		})
	}
}

func TestMask(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	card := "4111 1111 1111 1111"
	cases := []struct {
		name string
		body map[string]any
		want string
	}{
		{"defaults: * and 4 from the end", nil, "***************1111"},
		{"from start", map[string]any{"from_end": false}, "4111***************"},
		{"other char, 2 shown", map[string]any{"masking_char": "#", "chars_to_show": 2}, "#################11"},
		{"multibyte char", map[string]any{"masking_char": "•", "chars_to_show": 0}, strings.Repeat("•", 19)},
		{"show more than length", map[string]any{"chars_to_show": 50}, card},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			body := map[string]any{"text": "card " + card, "entities": []string{"credit card number"}}
			for k, v := range c.body {
				body[k] = v
			}
			code, out := e.post("mask", body)
			if code != 200 || out["text"] != "card "+c.want {
				t.Fatalf("got %d %v, want %q", code, out["text"], "card "+c.want)
			}
			if utf8.RuneCountInString(c.want) != utf8.RuneCountInString(card) {
				t.Fatal("masked length differs")
			}
		})
	}
	for name, body := range map[string]map[string]any{
		"two chars":          {"masking_char": "**"},
		"empty char":         {"masking_char": ""},
		"negative show":      {"chars_to_show": -1},
		"fractional show":    {"chars_to_show": 1.5},
		"show as string":     {"chars_to_show": "4"},
		"from_end as string": {"from_end": "yes"},
	} {
		t.Run(name, func(t *testing.T) {
			body["text"] = "card " + card
			code, out := e.post("mask", body)
			wantError(t, code, out, 400, api.CodeValidation)
		})
	}
}

func TestRedactRemovesEntities(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	_, out := e.post("redact", map[string]any{"text": sample})
	if out["text"] != "Contact  at  or card ." {
		t.Errorf("redacted = %q", out["text"])
	}
}

func TestHash(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	full := map[string]int{"md5": 32, "sha1": 40, "sha224": 56, "sha256": 64, "sha384": 96, "sha512": 128}
	for alg, n := range full {
		_, out := e.post("hash", map[string]any{"text": "John", "hash_type": alg, "hash_length": n})
		if got := out["text"].(string); len(got) != n || !regexp.MustCompile(`^[0-9a-f]+$`).MatchString(got) {
			t.Errorf("%s full hash = %q", alg, got)
		}
		code, bad := e.post("hash", map[string]any{"text": "John", "hash_type": alg, "hash_length": n + 1})
		wantError(t, code, bad, 400, api.CodeValidation)
	}
	_, a := e.post("hash", map[string]any{"text": "John"})
	_, b := e.post("hash", map[string]any{"text": "John"})
	// sha256("John") = a8cfcd74832004951b4408cdb0a5dbcd8c7e52d43f7fe244bf720582e05241da
	if a["text"] != "a8cfcd7483200495" || a["text"] != b["text"] {
		t.Errorf("default hash = %v / %v", a["text"], b["text"])
	}
	_, p := e.post("hash", map[string]any{"text": "John", "hash_prefix": "h:", "hash_length": 8})
	if p["text"] != "h:a8cfcd74" {
		t.Errorf("prefixed = %v", p["text"])
	}
	_, k := e.post("hash", map[string]any{"text": "John", "hash_key": "tenant secret"})
	if k["text"] == a["text"] || len(k["text"].(string)) != 16 {
		t.Errorf("keyed hash = %v", k["text"])
	}
	for name, body := range map[string]map[string]any{
		"unknown type": {"hash_type": "sha3"}, "zero length": {"hash_length": 0}, "fraction": {"hash_length": 2.5},
		"empty key": {"hash_key": ""},
	} {
		body["text"] = "John"
		code, out := e.post("hash", body)
		if code != 400 {
			t.Errorf("%s: status %d", name, code)
		}
		wantError(t, code, out, 400, api.CodeValidation)
	}
}

func TestSynthesize(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out := e.post("synthesize", map[string]any{"text": "John and John", "language": "cs"})
	if code != 200 || out["text"] != "FAKE_PERSON_1 and FAKE_PERSON_2" {
		// the test faker counts calls: the handler asks once per entity
		t.Errorf("synthesize = %d %v", code, out)
	}
	code, out = e.post("synthesize", map[string]any{"text": "John", "language": "xx"})
	wantError(t, code, out, 400, api.CodeValidation)
}

func TestEncryptDecrypt(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	key := "correct horse battery staple"
	code, out := e.post("encrypt", map[string]any{"text": sample, "encryption_key": key})
	if code != 200 {
		t.Fatal(out)
	}
	enc := out["text"].(string)
	if strings.Contains(enc, "jane.doe") || !strings.HasPrefix(enc, "Contact ") {
		t.Fatalf("encrypted text = %q", enc)
	}
	b64 := regexp.MustCompile(`[A-Za-z0-9+/]{40,}={0,2}`).FindString(enc)
	raw, err := base64.StdEncoding.DecodeString(b64)
	if err != nil || raw[0] != 1 {
		t.Fatalf("envelope not base64 v1: %v", err)
	}
	code, dec := e.post("decrypt", map[string]any{"text": enc, "encryption_key": key})
	if code != 200 || dec["text"] != sample || dec["replacements_made"].(float64) != 3 {
		t.Fatalf("decrypt = %d %v", code, dec)
	}
	code, bad := e.post("decrypt", map[string]any{"text": enc, "encryption_key": "wrong key but long enough"})
	wantError(t, code, bad, 400, api.CodeValidation)
	code, short := e.post("encrypt", map[string]any{"text": sample, "encryption_key": "short"})
	wantError(t, code, short, 400, api.CodeValidation)
	code, none := e.post("decrypt", map[string]any{"text": "no envelopes here", "encryption_key": key})
	if code != 200 || none["replacements_made"].(float64) != 0 {
		t.Errorf("decrypt plain = %d %v", code, none)
	}
}

func TestEncryptDefaultTenantKeyIsolated(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	_, out := e.post("encrypt", map[string]any{"text": sample})
	enc := out["text"].(string)
	code, dec := e.post("decrypt", map[string]any{"text": enc})
	if code != 200 || dec["text"] != sample {
		t.Fatalf("own tenant decrypt = %d %v", code, dec)
	}
	other, _, _ := auth.IssueKey(context.Background(), e.st, "tenant-b", "b", store.PlanPayAsYouGo, e.now)
	code, bad, _ := e.do("POST", api.PathPrefix+"/decrypt", other, map[string]any{"text": enc})
	wantError(t, code, bad, 400, api.CodeValidation)
}

func TestHealth(t *testing.T) {
	e := newEnv(t, store.PlanFree)
	code, out, _ := e.do("GET", api.PathPrefix+"/health", "", nil)
	if code != 200 || out["status"] != "ok" || out["version"] != "v1" || out["service"] == "" {
		t.Fatalf("health = %d %v", code, out)
	}
	eps := out["endpoints"].([]any)
	for i, want := range []string{"/v1/tokenize", "/v1/detokenize", "/v1/redact", "/v1/mask"} {
		if eps[i] != want {
			t.Errorf("endpoints[%d] = %v, want %s", i, eps[i], want)
		}
	}
	if len(eps) != len(api.EndpointOrder) {
		t.Errorf("endpoints = %v", eps)
	}
	code, out, _ = e.do("POST", api.PathPrefix+"/health", "", nil)
	wantError(t, code, out, 405, api.CodeMethodNotAllowed)
}

func TestDiscover(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out := e.post("discover", map[string]any{"samples": []string{"John a@b.org c@d.org", "John again", "nothing"}})
	if code != 200 {
		t.Fatal(out)
	}
	if out["samples_analyzed"].(float64) != 3 {
		t.Errorf("samples_analyzed = %v", out["samples_analyzed"])
	}
	types := out["entity_types"].([]any)
	first, second := types[0].(map[string]any), types[1].(map[string]any)
	// 2 emails in 1 sample, 2 persons in 2 samples: tie on count, sorted by type
	if first["type"] != "EMAIL_ADDRESS" || first["count"].(float64) != 2 || first["samples_with"].(float64) != 1 ||
		second["type"] != "PERSON" || second["samples_with"].(float64) != 2 || first["avg_score"].(float64) != 0.95 {
		t.Errorf("entity_types = %v", types)
	}
	if out["suggested_policy"] != "basic" {
		t.Errorf("suggested_policy = %v", out["suggested_policy"])
	}
	raw, _ := json.Marshal(out)
	if strings.Contains(string(raw), "a@b.org") {
		t.Error("discover returned matched text")
	}
	for name, body := range map[string]any{
		"none": map[string]any{}, "empty": map[string]any{"samples": []string{}},
		"too many":      map[string]any{"samples": make([]string, 101)},
		"empty sample":  map[string]any{"samples": []string{""}},
		"bad threshold": map[string]any{"samples": []string{"x"}, "threshold": 2},
	} {
		code, out := e.post("discover", body)
		if code != 400 {
			t.Errorf("%s: %d", name, code)
		}
		wantError(t, code, out, 400, api.CodeValidation)
	}
}

func TestBatch(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	long := strings.Repeat("a", api.MaxTextChars+1)
	code, out := e.post("tokenize", map[string]any{"texts": []string{"John", long, "a@b.org"}, "entities": []string{"PERSON", "email"}})
	if code != 200 {
		t.Fatal(out)
	}
	if out["total"].(float64) != 3 || out["succeeded"].(float64) != 2 || out["failed"].(float64) != 1 {
		t.Errorf("counts = %v", out)
	}
	res := out["results"].([]any)
	if r0 := res[0].(map[string]any); r0["text"] != "<PERSON_1>" {
		t.Errorf("results[0] = %v", r0)
	}
	if r1 := res[1].(map[string]any); r1["error"] == nil || len(r1) != 1 {
		t.Errorf("results[1] = %v", r1)
	}
	if r2 := res[2].(map[string]any); r2["text"] != "<EMAIL_ADDRESS_1>" { // own mapping per item
		t.Errorf("results[2] = %v", r2)
	}
	for name, body := range map[string]any{
		"both":        map[string]any{"text": "x", "texts": []string{"y"}},
		"neither":     map[string]any{"policy": "basic"},
		"empty array": map[string]any{"texts": []string{}},
		"empty item":  map[string]any{"texts": []string{"x", ""}},
		"non-string":  `{"texts":["x",3]}`,
		"101 texts":   map[string]any{"texts": strings.Split(strings.Repeat("x,", 100)+"x", ",")},
	} {
		code, out := e.post("detect", body)
		if code != 400 {
			t.Errorf("%s: %d", name, code)
		}
		wantError(t, code, out, 400, api.CodeValidation)
	}
	// exactly 100 is fine
	code, out = e.post("detect", map[string]any{"texts": strings.Split(strings.Repeat("x,", 99)+"x", ",")})
	if code != 200 || out["total"].(float64) != 100 {
		t.Errorf("100 texts: %d", code)
	}
}

func TestValidationErrors(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	cases := map[string]any{
		"invalid JSON":          `{"text": "x"`,
		"not an object":         `["x"]`,
		"trailing content":      `{"text":"x"} {}`,
		"empty body":            ``,
		"missing text":          map[string]any{},
		"null text":             `{"text":null}`,
		"empty text":            map[string]any{"text": ""},
		"text as number":        `{"text": 42}`,
		"unknown entity":        map[string]any{"text": "x", "entities": []string{"person", "martian id"}},
		"empty entities":        map[string]any{"text": "x", "entities": []string{}},
		"unknown policy":        map[string]any{"text": "x", "policy": "nope"},
		"threshold above 1":     map[string]any{"text": "x", "score_threshold": 1.5},
		"threshold below 0":     map[string]any{"text": "x", "score_threshold": -0.1},
		"threshold as string":   `{"text":"x","score_threshold":"0.5"}`,
		"invalid UTF-8":         []byte("{\"text\":\"a\xff\"}"),
		"lone surrogate escape": `{"text":"a\ud800b"}`,
		"unknown language":      map[string]any{"text": "x", "language": "klingon"},
	}
	for name, body := range cases {
		t.Run(name, func(t *testing.T) {
			code, out := e.post("detect", body)
			wantError(t, code, out, 400, api.CodeValidation)
		})
	}
	_, out := e.post("detect", map[string]any{"text": "x", "policy": "nope"})
	if d := out["detail"].(string); !strings.Contains(d, `"nope"`) || !strings.Contains(d, "gdpr_eu") {
		t.Errorf("unknown policy detail = %q", d)
	}
	_, out = e.post("detect", map[string]any{"text": "x", "entities": []string{"email", "martian id"}})
	if d := out["detail"].(string); !strings.Contains(d, `"martian id"`) || strings.Contains(d, `"email"`) {
		t.Errorf("unknown entity detail = %q", d)
	}
	// a valid surrogate pair is fine
	code, _ := e.post("detect", `{"text":"a\ud83d\ude00b"}`)
	if code != 200 {
		t.Errorf("surrogate pair: %d", code)
	}
	// unknown fields are ignored
	code, _ = e.post("detect", map[string]any{"text": "x", "future_field": 1})
	if code != 200 {
		t.Errorf("unknown field: %d", code)
	}
}

func TestRoutingAndSizeErrors(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out, hdr := e.do("POST", api.PathPrefix+"/nope", e.key, map[string]any{"text": "x"})
	wantError(t, code, out, 404, api.CodeNotFound)
	if hdr.Get("X-Request-Id") == "" {
		t.Error("no X-Request-Id on 404")
	}
	code, out, _ = e.do("GET", api.PathPrefix+"/detect", e.key, nil)
	wantError(t, code, out, 405, api.CodeMethodNotAllowed)
	big := `{"text":"` + strings.Repeat("a", api.MaxBodyBytes) + `"}`
	code, out = e.post("detect", big)
	wantError(t, code, out, 413, api.CodePayloadTooLarge)
}

func TestPolicyAndOverrides(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	text := "SSN 123-45-6789 card 4111 1111 1111 1111"
	// pci_dss: cards only (SSN not in it), threshold 0.45
	_, out := e.post("detect", map[string]any{"text": text, "policy": "pci_dss"})
	if got := ents(out); len(got) != 1 || got[0]["type"] != "Credit Card Number" {
		t.Errorf("pci_dss = %v", got)
	}
	// basic includes US_SSN and its threshold 0.30 keeps the 0.4 match
	_, out = e.post("detect", map[string]any{"text": text, "policy": "basic"})
	if len(ents(out)) != 2 {
		t.Errorf("basic = %v", ents(out))
	}
	// hipaa_us threshold 0.40 keeps 0.4 (inclusive); score_threshold overrides
	_, out = e.post("detect", map[string]any{"text": text, "policy": "basic", "score_threshold": 0.5})
	if len(ents(out)) != 1 {
		t.Errorf("basic with threshold 0.5 = %v", ents(out))
	}
	// entities override the policy's set
	_, out = e.post("detect", map[string]any{"text": text, "policy": "pci_dss", "entities": []string{"SSN"}})
	if got := ents(out); len(got) != 0 {
		// pci's threshold 0.45 still applies and the SSN scores 0.4
		t.Errorf("pci_dss + entities = %v", got)
	}
	_, out = e.post("detect", map[string]any{"text": text, "policy": "pci_dss", "entities": []string{"social security number"}, "score_threshold": 0.3})
	if got := ents(out); len(got) != 1 || got[0]["type"] != "Social Security Number" {
		t.Errorf("pci_dss + entities + threshold = %v", got)
	}
	// tenant-defined policy
	e.st.PutPolicy(context.Background(), "tenant-a", policyOf("emails_only", 0.1, "EMAIL_ADDRESS"))
	_, out = e.post("detect", map[string]any{"text": sample, "policy": "emails_only"})
	if got := ents(out); len(got) != 1 || got[0]["type"] != "Email Address" {
		t.Errorf("tenant policy = %v", got)
	}
	// entity filter names: natural, alias, UPPER_SNAKE, case-insensitive
	for _, name := range []string{"email address", "Email", "EMAIL_ADDRESS", "e-mail"} {
		_, out = e.post("detect", map[string]any{"text": sample, "entities": []string{name}})
		if got := ents(out); len(got) != 1 {
			t.Errorf("filter %q = %v", name, got)
		}
	}
}

func TestAuthentication(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	body := map[string]any{"text": "x"}
	for name, key := range map[string]string{"missing": "", "invalid": "pg_not_a_key"} {
		code, out, _ := e.do("POST", api.PathPrefix+"/detect", key, body)
		if code != 401 {
			t.Errorf("%s key: %d", name, code)
		}
		wantError(t, code, out, 401, api.CodeUnauthorized)
	}
	keys, _ := e.st.ListKeys(context.Background(), "tenant-a")
	e.st.RevokeKey(context.Background(), "tenant-a", keys[0].ID, time.Now())
	code, out, _ := e.do("POST", api.PathPrefix+"/detect", e.key, body)
	wantError(t, code, out, 401, api.CodeUnauthorized)
}

func TestPlanLimits(t *testing.T) {
	e := newEnv(t, store.PlanFree)
	code, out := e.post("detect", map[string]any{"text": strings.Repeat("é", 5001)})
	wantError(t, code, out, 429, api.CodeRateLimited)
	if out["retry_after"].(float64) != 0 {
		t.Errorf("per-request cap retry_after = %v, want 0", out["retry_after"])
	}
	// batch counts once per request: 2 × 2,500 = 5,000 passes
	code, _ = e.post("detect", map[string]any{"texts": []string{strings.Repeat("a", 2500), strings.Repeat("b", 2500)}})
	if code != 200 {
		t.Fatalf("5,000 characters: %d", code)
	}
	// fill the month: 500,000 - 5,000 used so far
	for i := 0; i < 99; i++ {
		if code, out := e.post("detect", map[string]any{"text": strings.Repeat("a", 5000)}); code != 200 {
			t.Fatalf("call %d: %d %v", i, code, out)
		}
	}
	code, out = e.post("detect", map[string]any{"text": "a"})
	wantError(t, code, out, 429, api.CodeRateLimited)
	// 2026-11-22 10:00 UTC to 2026-12-01: 8 days 14 hours
	if ra := out["retry_after"].(float64); ra != 8*86400+14*3600+1 {
		t.Errorf("monthly retry_after = %v", ra)
	}
	used, _ := e.st.Used(context.Background(), "tenant-a", "2026-11")
	if used != 500_000 {
		t.Errorf("used = %d", used)
	}
	// the next month starts afresh
	e.now = time.Date(2026, 12, 1, 0, 0, 0, 0, time.UTC)
	if code, _ := e.post("detect", map[string]any{"text": "a"}); code != 200 {
		t.Errorf("new month: %d", code)
	}
	// Pay-as-you-go: 500,000 per request, no monthly cap
	p := newEnv(t, store.PlanPayAsYouGo)
	if code, _ := p.post("detect", map[string]any{"texts": []string{strings.Repeat("a", 100000), strings.Repeat("a", 100000), strings.Repeat("a", 100000), strings.Repeat("a", 100000), strings.Repeat("a", 100000)}}); code != 200 {
		t.Errorf("payg 500,000: %d", code)
	}
	code, out = p.post("detect", map[string]any{"text": strings.Repeat("a", 500001)})
	wantError(t, code, out, 429, api.CodeRateLimited)
}

func TestAuditRecords(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	secretText := "Jane Doe jane.doe@example.com"
	_, _, hdr := e.do("POST", api.PathPrefix+"/tokenize", e.key, map[string]any{"text": secretText, "policy": "basic"})
	e.post("detect", map[string]any{"text": "x", "policy": "nope"}) // a 400 is audited too
	recs, _ := e.st.ListAudit(context.Background(), "tenant-a", e.now.Add(-time.Hour), e.now.Add(time.Hour))
	if len(recs) != 2 {
		t.Fatalf("records = %d", len(recs))
	}
	var ok *store.AuditRecord
	for i := range recs {
		if recs[i].RequestID == hdr.Get("X-Request-Id") {
			ok = &recs[i]
		}
	}
	if ok == nil {
		t.Fatal("no record with the response's X-Request-Id")
	}
	keys, _ := e.st.ListKeys(context.Background(), "tenant-a")
	if ok.Operation != "tokenize" || ok.Method != "POST" || ok.Policy != "basic" || ok.Status != 200 ||
		ok.Characters != int64(len(secretText)) || ok.Region != "eu-central-1" || ok.KeyID != keys[0].ID ||
		ok.Entities["PERSON"] != 1 || ok.Entities["EMAIL_ADDRESS"] != 1 || !ok.ExpiresAt.Equal(ok.Time.Add(90*24*time.Hour)) {
		t.Errorf("record = %+v", *ok)
	}
	raw, _ := json.Marshal(recs)
	if strings.Contains(string(raw), "Jane") || strings.Contains(string(raw), "jane.doe") {
		t.Error("audit record holds submitted text")
	}
}

func TestPanicGives500WithoutText(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	code, out, hdr := e.do("POST", api.PathPrefix+"/detect", e.key, map[string]any{"text": "PANIC-NOW Jane Doe 4111 1111 1111 1111"})
	wantError(t, code, out, 500, api.CodeInternal)
	if out["request_id"] != hdr.Get("X-Request-Id") {
		t.Errorf("request_id %v != header %s", out["request_id"], hdr.Get("X-Request-Id"))
	}
	if strings.Contains(e.logs.String(), "Jane") || strings.Contains(e.logs.String(), "PANIC-NOW") {
		t.Error("log holds submitted text")
	}
}

// TestNoTextInLogsOrErrors sends sensitive values through every error path and
// checks neither the response nor the logs repeat them.
func TestNoTextInLogsOrErrors(t *testing.T) {
	e := newEnv(t, store.PlanFree)
	secret := "Zebulon-4111111111111111-zeb@example.com"
	bodies := []any{
		`{"text":"` + secret + `"`, // cut short
		`{"text":"` + secret + `","score_threshold":"high"}`,
		map[string]any{"text": secret, "entities": []string{secret}},
		map[string]any{"text": secret, "policy": "x" + secret},
		map[string]any{"texts": []any{secret, ""}},
		map[string]any{"text": strings.Repeat(secret, 200)}, // over the Free cap
		map[string]any{"text": secret, "masking_char": secret},
		[]byte("{\"text\":\"" + secret + "\xff\"}"),
	}
	for i, b := range bodies {
		for _, op := range []string{"detect", "mask", "encrypt", "detokenize"} {
			code, out := e.post(op, b)
			raw, _ := json.Marshal(out)
			if code < 400 {
				continue
			}
			if strings.Contains(string(raw), "Zebulon") || strings.Contains(string(raw), "4111111111111111") {
				t.Errorf("body %d on %s: error echoes input: %s", i, op, raw)
			}
		}
	}
	// a successful call logs no text either
	e.post("detect", map[string]any{"text": secret})
	if strings.Contains(e.logs.String(), "Zebulon") || strings.Contains(e.logs.String(), "4111111111111111") {
		t.Error("logs hold submitted text")
	}
	if !strings.Contains(e.logs.String(), `"operation":"detect"`) {
		t.Error("calls are not logged at all")
	}
}

type failingUsage struct{ store.Usage }

func (failingUsage) Charge(context.Context, string, string, string, int64, int64) error {
	return fmt.Errorf("%w: endpoint down", store.ErrUnavailable)
}

func TestStoreFailureIs503(t *testing.T) {
	st := memory.New()
	secret, _, _ := auth.IssueKey(context.Background(), st, "t", "k", store.PlanFree, time.Now())
	h := api.New(api.Config{Engine: detect.New(testRecognizer{}), Auth: auth.KeyAuthenticator{Keys: st}, Usage: failingUsage{}, Audit: st})
	req := httptest.NewRequest("POST", api.PathPrefix+"/detect", strings.NewReader(`{"text":"John"}`))
	req.Header.Set("X-API-Key", secret)
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	var out map[string]any
	json.Unmarshal(rec.Body.Bytes(), &out)
	wantError(t, rec.Code, out, 503, api.CodeUnavailable)
	if rec.Header().Get("Retry-After") == "" {
		t.Error("no Retry-After header")
	}
}

func policyOf(name string, threshold float64, types ...string) policy.Policy {
	return policy.Policy{Name: name, Threshold: threshold, Types: types}
}

// TestAddressFilterTakesItsParts: an address is reported in parts (street
// line, postal code, town; docs/API.md, "Addresses"). A filter that asks for
// addresses gets the parts with it, so the whole address is hidden; a filter
// for postal codes gets the postal code of an address alone, one for
// locations the town of an address.
func TestAddressFilterTakesItsParts(t *testing.T) {
	e := newEnvEngine(t, store.PlanPayAsYouGo, builtin.Engine())
	text := "Anschrift: Hauptstraße 5, 10115 Berlin. Anrufe bitte an Herrn Weber."
	tests := []struct {
		name     string
		entities []string
		want     []string // TYPE:text, all of them in this order
		absent   []string // TYPE:text
	}{
		{"address takes its parts", []string{"address"},
			[]string{"STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:10115", "LOCATION:Berlin"}, []string{"PERSON:Weber"}},
		{"postal code alone", []string{"postal code"},
			[]string{"POSTAL_CODE:10115"}, []string{"STREET_ADDRESS:Hauptstraße 5", "LOCATION:Berlin"}},
		{"location takes the town", []string{"location"},
			[]string{"LOCATION:Berlin"}, []string{"STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:10115"}},
		{"person only", []string{"person"},
			[]string{"PERSON:Weber"}, []string{"STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:10115", "LOCATION:Berlin"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out := e.post("redact", map[string]any{"text": text, "language": "de", "entities": tc.entities})
			if code != 200 {
				t.Fatalf("status %d: %v", code, out)
			}
			var got []string
			for _, en := range ents(out) {
				got = append(got, fmt.Sprint(en["type"], ":", en["text"]))
			}
			k := 0
			for _, g := range got {
				if k < len(tc.want) && g == tc.want[k] {
					k++
				}
				if slices.Contains(tc.absent, g) {
					t.Errorf("unexpected %s in %q", g, got)
				}
			}
			if k < len(tc.want) {
				t.Errorf("entities %q, want %q among them", got, tc.want)
			}
			red, _ := out["text"].(string)
			for _, w := range tc.want {
				if _, v, _ := strings.Cut(w, ":"); strings.Contains(red, v) {
					t.Errorf("redacted text %q still holds %q", red, v)
				}
			}
		})
	}
}
