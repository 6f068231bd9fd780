package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"io"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/getkin/kin-openapi/openapi3"
	"github.com/getkin/kin-openapi/openapi3filter"
	"github.com/getkin/kin-openapi/routers"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

var updateOpenAPI = flag.Bool("update-openapi", false, "rewrite docs/openapi.json from the operations table")

var openAPIFile = filepath.Join("..", "..", "docs", "openapi.json")

// loadOpenAPI parses the committed document with kin-openapi and validates it
// as an OpenAPI 3.1 document.
var loadOpenAPI = sync.OnceValues(func() (*openapi3.T, error) {
	b, err := os.ReadFile(openAPIFile)
	if err != nil {
		return nil, err
	}
	doc, err := openapi3.NewLoader().LoadFromData(b)
	if err != nil {
		return nil, err
	}
	return doc, doc.Validate(context.Background())
})

func openAPIDoc(t testing.TB) *openapi3.T {
	t.Helper()
	doc, err := loadOpenAPI()
	if err != nil {
		t.Fatalf("%s: %v", openAPIFile, err)
	}
	return doc
}

// TestOpenAPIFileIsCurrent: docs/openapi.json is what the code generates
// (go test ./shared/api -run TestOpenAPIFileIsCurrent -update-openapi rewrites it).
func TestOpenAPIFileIsCurrent(t *testing.T) {
	want, err := api.OpenAPI()
	if err != nil {
		t.Fatal(err)
	}
	if *updateOpenAPI {
		if err := os.WriteFile(openAPIFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(openAPIFile)
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is stale: run go test ./shared/api -run TestOpenAPIFileIsCurrent -update-openapi", openAPIFile)
	}
	if doc := openAPIDoc(t); doc.OpenAPI != "3.1.0" {
		t.Errorf("openapi = %s, want 3.1.0", doc.OpenAPI)
	}
}

// TestOpenAPICoversOperations: every route of the operations table is in the
// document with its method and key requirement, and both regional servers are.
func TestOpenAPICoversOperations(t *testing.T) {
	doc := openAPIDoc(t)
	for _, r := range api.Routes() {
		item := doc.Paths.Value("/" + r.Name)
		if item == nil {
			t.Errorf("operation %s missing from the document", r.Name)
			continue
		}
		op := item.GetOperation(r.Method)
		if op == nil {
			t.Errorf("%s: no %s operation", r.Name, r.Method)
			continue
		}
		public := op.Security != nil && len(*op.Security) == 0
		if public != r.Public {
			t.Errorf("%s: public in the document = %v, in the table %v", r.Name, public, r.Public)
		}
		if !r.Public {
			for _, code := range []int{200, 400, 401, 413, 429, 500, 503} {
				if op.Responses.Status(code) == nil {
					t.Errorf("%s: response %d not documented", r.Name, code)
				}
			}
		}
	}
	if got, want := doc.Paths.Len(), len(api.Routes())+1; got != want {
		t.Errorf("document has %d paths, want the %d operations and /openapi.json", got, want)
	}
	for _, rg := range regions.All {
		found := false
		for _, s := range doc.Servers {
			found = found || strings.Contains(s.URL, ".execute-api."+rg.AWS+".")
		}
		if !found {
			t.Errorf("no server for region %s", rg.Label)
		}
	}
	ak := doc.Components.SecuritySchemes["ApiKey"]
	if ak == nil || ak.Value.In != "header" || ak.Value.Name != "X-API-Key" {
		t.Errorf("API-key scheme: %+v", ak)
	}
}

// TestOpenAPICoversRequestFields: every field of api.Request is documented
// by at least one operation, and the document names no field the server
// does not read.
func TestOpenAPICoversRequestFields(t *testing.T) {
	doc := openAPIDoc(t)
	var want []string
	rt := reflect.TypeOf(api.Request{})
	for i := range rt.NumField() {
		if tag := strings.Split(rt.Field(i).Tag.Get("json"), ",")[0]; tag != "" && tag != "-" {
			want = append(want, tag)
		}
	}
	seen := map[string]bool{}
	for _, item := range doc.Paths.Map() {
		for _, op := range item.Operations() {
			if op.RequestBody == nil {
				continue
			}
			for name := range op.RequestBody.Value.Content.Get("application/json").Schema.Value.Properties {
				seen[name] = true
			}
		}
	}
	var got []string
	for n := range seen {
		got = append(got, n)
	}
	sort.Strings(got)
	sort.Strings(want)
	if !slices.Equal(got, want) {
		t.Errorf("documented request fields %v, api.Request has %v", got, want)
	}
}

// conformanceEnv is the real wiring of shared/app over a memory store.
func conformanceEnv(t testing.TB, plan store.Plan) (http.Handler, string) {
	t.Helper()
	st := memory.New()
	key, _, err := auth.IssueKey(context.Background(), st, "tenant-oa", "test", plan, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return api.New(app.Memory(st, slog.New(slog.DiscardHandler))), key
}

type exchange struct {
	status int
	body   []byte
}

// check sends one request to h, validates the request against the document
// (reporting whether it conforms) and always validates the response.
func check(t testing.TB, doc *openapi3.T, h http.Handler, method, op, key string, body []byte) (exchange, error) {
	t.Helper()
	path := "/" + op
	req := httptest.NewRequest(method, api.PathPrefix+path, bytes.NewReader(body))
	req.Header.Set("Content-Type", "application/json")
	if key != "" {
		req.Header.Set("X-API-Key", key)
	}
	item := doc.Paths.Value(path)
	if item == nil || item.GetOperation(method) == nil {
		t.Fatalf("%s %s not in the document", method, path)
	}
	opts := &openapi3filter.Options{AuthenticationFunc: openapi3filter.NoopAuthenticationFunc, IncludeResponseStatus: true, MultiError: true}
	in := &openapi3filter.RequestValidationInput{Request: req, Options: opts,
		Route: &routers.Route{Spec: doc, Path: path, PathItem: item, Method: method, Operation: item.GetOperation(method)}}
	reqErr := openapi3filter.ValidateRequest(context.Background(), in)

	// ValidateRequest consumed the body: send a fresh copy.
	req.Body = io.NopCloser(bytes.NewReader(body))
	rec := httptest.NewRecorder()
	h.ServeHTTP(rec, req)
	out := exchange{status: rec.Code, body: rec.Body.Bytes()}
	resp := &openapi3filter.ResponseValidationInput{RequestValidationInput: in, Status: rec.Code, Header: rec.Header(), Options: opts}
	resp.SetBodyBytes(out.body)
	if err := openapi3filter.ValidateResponse(context.Background(), resp); err != nil {
		t.Errorf("%s %s: response %d does not conform: %v\nbody: %.300s", method, op, rec.Code, err, out.body)
	}
	return out, reqErr
}

// TestOpenAPIConformance drives the real handlers (shared/app's wiring):
// every request the document accepts is answered 200, every request it
// rejects is answered 400 validation_error, and every answer matches the
// document's schema for its status.
func TestOpenAPIConformance(t *testing.T) {
	doc := openAPIDoc(t)
	h, key := conformanceEnv(t, store.PlanPayAsYouGo)
	const txt = "Contact Jane Doe at jane.doe@example.com or +1 212 555 0134, card 4111 1111 1111 1111."
	long := strings.Repeat("a", 65)
	hundredOne := make([]string, 101)
	for i := range hundredOne {
		hundredOne[i] = "x"
	}
	tests := []struct {
		op    string
		body  any
		valid bool // the document accepts the request; the server answers 200
	}{
		{"detect", map[string]any{"text": txt}, true},
		{"detect", map[string]any{"texts": []string{txt, "nothing here", strings.Repeat("é", api.MaxTextChars+1)}}, true},
		{"detect", map[string]any{"text": txt, "policy": "gdpr_eu", "entities": []string{"email address"}, "score_threshold": 0.5, "language": "en"}, true},
		{"tokenize", map[string]any{"text": txt}, true},
		{"tokenize", map[string]any{"texts": []string{txt, "Mail a@b.example"}}, true},
		{"redact", map[string]any{"text": txt}, true},
		{"mask", map[string]any{"text": txt, "masking_char": "•", "chars_to_show": 2, "from_end": false}, true},
		{"hash", map[string]any{"texts": []string{txt}, "hash_type": "sha512", "hash_length": 128, "hash_prefix": "h:", "hash_key": "k"}, true},
		{"synthesize", map[string]any{"text": txt, "seed": 42, "language": "de"}, true},
		{"encrypt", map[string]any{"text": txt, "encryption_key": "0123456789abcdef"}, true},
		{"encrypt", map[string]any{"text": txt}, true},
		{"decrypt", map[string]any{"text": "no envelope here"}, true},
		{"detokenize", map[string]any{"text": "Hi <PERSON_1>", "mapping": map[string]string{"<PERSON_1>": "Jane"}}, true},
		{"discover", map[string]any{"samples": []string{txt, "Jane"}, "threshold": 0.4}, true},
		{"detect", map[string]any{"text": txt + " EMP-204518", "explain": true, "allow_list": []string{"jane doe"}, "allow_list_match": "exact",
			"custom_recognizers": []any{map[string]any{"name": "emp", "entity_type": "EMPLOYEE_ID", "validator": "luhn", "context": []string{"badge"},
				"patterns": []any{map[string]any{"regex": `EMP-\d{6}`, "score": 0.6}}, "deny_list": []string{"Blue Falcon"}}}}, true},
		{"tokenize", map[string]any{"texts": []string{txt}, "consistent_tokens": true, "explain": true}, true},
		{"discover", map[string]any{"samples": []string{txt}, "allow_list": []string{".*@example\\.com"}, "allow_list_match": "regex",
			"custom_recognizers": []any{map[string]any{"name": "p", "entity_type": "PROJECT", "deny_list": []string{"Jane"}}}}, true},

		{"detect", map[string]any{"text": txt, "texts": []string{txt}}, false},
		{"detect", map[string]any{}, false},
		{"detect", map[string]any{"text": ""}, false},
		{"detect", map[string]any{"text": nil}, false},
		{"detect", map[string]any{"text": 5}, false},
		{"detect", map[string]any{"texts": []string{}}, false},
		{"detect", map[string]any{"texts": hundredOne}, false},
		{"detect", map[string]any{"texts": []string{"a", ""}}, false},
		{"detect", map[string]any{"text": txt, "entities": []string{}}, false},
		{"detect", map[string]any{"text": txt, "score_threshold": 1.5}, false},
		{"detect", map[string]any{"text": txt, "language": "xx"}, false},
		{"mask", map[string]any{"text": txt, "masking_char": "ab"}, false},
		{"mask", map[string]any{"text": txt, "chars_to_show": -1}, false},
		{"mask", map[string]any{"text": txt, "chars_to_show": 2.5}, false},
		{"hash", map[string]any{"text": txt, "hash_type": "crc32"}, false},
		{"hash", map[string]any{"text": txt, "hash_prefix": long}, false},
		{"hash", map[string]any{"text": txt, "hash_length": 0}, false},
		{"hash", map[string]any{"text": txt, "hash_key": ""}, false},
		{"encrypt", map[string]any{"text": txt, "encryption_key": "short"}, false},
		{"decrypt", map[string]any{"texts": []string{"a"}}, false},
		{"detokenize", map[string]any{"text": "Hi"}, false},
		{"discover", map[string]any{"samples": []string{}}, false},
		{"discover", map[string]any{"samples": []string{"a"}, "threshold": 2}, false},
		{"detect", map[string]any{"text": txt, "allow_list_match": "fuzzy"}, false},
		{"detect", map[string]any{"text": txt, "custom_recognizers": []any{map[string]any{"name": "r", "entity_type": "lower_case", "deny_list": []string{"x"}}}}, false},
		{"detect", map[string]any{"text": txt, "custom_recognizers": []any{map[string]any{"name": "r", "entity_type": "MY_TYPE",
			"patterns": []any{map[string]any{"regex": "x", "score": 1.5}}}}}, false},
		{"detect", map[string]any{"text": txt, "custom_recognizers": []any{map[string]any{"name": "r", "entity_type": "MY_TYPE", "validator": "crc", "deny_list": []string{"x"}}}}, false},
	}
	for _, tc := range tests {
		body, _ := json.Marshal(tc.body)
		t.Run(tc.op, func(t *testing.T) {
			ex, reqErr := check(t, doc, h, http.MethodPost, tc.op, key, body)
			if (reqErr == nil) != tc.valid {
				t.Errorf("%s: document accepts %.200s = %v, want %v (%v)", tc.op, body, reqErr == nil, tc.valid, reqErr)
			}
			want := http.StatusOK
			if !tc.valid {
				want = http.StatusBadRequest
			}
			if ex.status != want {
				t.Errorf("%s %.200s: status %d, want %d: %s", tc.op, body, ex.status, want, ex.body)
			}
		})
	}
}

// TestOpenAPIErrorResponses: the errors a client meets besides 400 carry the
// documented body.
func TestOpenAPIErrorResponses(t *testing.T) {
	doc := openAPIDoc(t)
	h, key := conformanceEnv(t, store.PlanFree)
	ok := []byte(`{"text":"Jane"}`)
	for _, tc := range []struct {
		name, method, op, key string
		body                  []byte
		want                  int
	}{
		{"no key", http.MethodPost, "detect", "", ok, 401},
		{"wrong key", http.MethodPost, "detect", "pg_wrong", ok, 401},
		{"body over 10 MiB", http.MethodPost, "redact", key, bytes.Repeat([]byte(" "), api.MaxBodyBytes+1), 413},
		{"over the Free plan's per-request cap", http.MethodPost, "detect", key, []byte(`{"text":"` + strings.Repeat("a", 5001) + `"}`), 429},
		{"health", http.MethodGet, "health", "", nil, 200},
		{"openapi.json", http.MethodGet, "openapi.json", "", nil, 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			ex, _ := check(t, doc, h, tc.method, tc.op, tc.key, tc.body)
			if ex.status != tc.want {
				t.Errorf("status %d, want %d: %.300s", ex.status, tc.want, ex.body)
			}
		})
	}
	// Paths and methods outside the document still answer the Error schema.
	errSchema := doc.Components.Schemas["Error"].Value
	for _, tc := range []struct{ method, path string }{
		{http.MethodGet, api.PathPrefix + "/nope"},
		{http.MethodGet, api.PathPrefix + "/detect"},
		{http.MethodPost, api.PathPrefix + "/openapi.json"},
	} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(tc.method, tc.path, nil))
		var v any
		if err := json.Unmarshal(rec.Body.Bytes(), &v); err != nil {
			t.Fatalf("%s %s: %v", tc.method, tc.path, err)
		}
		if err := errSchema.VisitJSON(v, openapi3.EnableJSONSchema2020()); err != nil || rec.Code < 400 {
			t.Errorf("%s %s: %d %s: %v", tc.method, tc.path, rec.Code, rec.Body, err)
		}
	}
}

// TestOpenAPIServedWithoutKey: GET {base}/openapi.json is the committed
// document, from the whole API and from the health function (which API
// Gateway routes it to); other functions answer only their operation.
func TestOpenAPIServedWithoutKey(t *testing.T) {
	st := memory.New()
	srv := api.New(app.Memory(st, slog.New(slog.DiscardHandler)))
	want, _ := os.ReadFile(openAPIFile)
	for name, h := range map[string]http.Handler{"API": srv, "health function": srv.Operation("health")} {
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, httptest.NewRequest(http.MethodGet, api.PathPrefix+"/openapi.json", nil))
		if rec.Code != 200 || rec.Header().Get("Content-Type") != "application/json" || !bytes.Equal(rec.Body.Bytes(), want) {
			t.Errorf("%s: GET openapi.json: %d %s, %d bytes (want the %d of %s)", name, rec.Code, rec.Header().Get("Content-Type"), rec.Body.Len(), len(want), openAPIFile)
		}
	}
	rec := httptest.NewRecorder()
	srv.Operation("detect").ServeHTTP(rec, httptest.NewRequest(http.MethodGet, api.PathPrefix+"/openapi.json", nil))
	if rec.Code != http.StatusMethodNotAllowed {
		t.Errorf("detect function on openapi.json: %d, want 405 (it serves detect only)", rec.Code)
	}
}

// FuzzOpenAPIResponses: whatever body a client sends to any operation, the
// answer matches the document's schema for its status.
func FuzzOpenAPIResponses(f *testing.F) {
	doc := openAPIDoc(f)
	h, key := conformanceEnv(f, store.PlanPayAsYouGo)
	routes := api.Routes()
	for i := range routes {
		f.Add(uint8(i), []byte(`{"text":"Mail jane@example.com","texts":null}`))
		f.Add(uint8(i), []byte(`{"texts":["a",""],"samples":["x"],"mapping":{"<A>":"b"}}`))
		f.Add(uint8(i), []byte(`{"text":"x","hash_length":1e400,"masking_char":"\ud800"}`))
	}
	f.Fuzz(func(t *testing.T, op uint8, body []byte) {
		r := routes[int(op)%len(routes)]
		check(t, doc, h, r.Method, r.Name, key, body)
	})
}
