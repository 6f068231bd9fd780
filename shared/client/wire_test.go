package client

import (
	"bytes"
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/api"
)

// TestDecodesEveryAnswer: every shape the handlers answer (each operation,
// single and batch, with explanations, a failed batch item and an error
// body) decodes into the client's type with no unknown field, and encodes
// back to the same JSON, so no field is lost between server and client.
func TestDecodesEveryAnswer(t *testing.T) {
	h, key := realAPI(t)
	call := func(op, body string) (int, []byte) {
		req := httptest.NewRequest(http.MethodPost, api.PathPrefix+"/"+op, strings.NewReader(body))
		if op == "health" {
			req = httptest.NewRequest(http.MethodGet, api.PathPrefix+"/health", nil)
		}
		req.Header.Set("X-API-Key", key)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		return rec.Code, rec.Body.Bytes()
	}
	text := `"Jane Doe, jane.doe@example.com, IBAN DE89 3704 0044 0532 0130 00"`
	_, enc := call("encrypt", `{"text":`+text+`,"encryption_key":"a key of 16+ characters"}`)
	var encrypted Result
	if err := json.Unmarshal(enc, &encrypted); err != nil || encrypted.Text == nil {
		t.Fatalf("encrypt: %s", enc)
	}
	encText, _ := json.Marshal(*encrypted.Text)
	long := `"` + strings.Repeat("a", api.MaxTextChars+1) + `"`
	cases := []struct {
		op, body string
		into     func() any
		status   int
	}{
		{"detect", `{"text":` + text + `,"explain":true}`, func() any { return new(Result) }, 200},
		{"detect", `{"text":"Badge EMP-204518","explain":true,"custom_recognizers":[{"name":"b","entity_type":"EMPLOYEE_ID","patterns":[{"regex":"EMP-[0-9]{6}","score":0.9}]}]}`, func() any { return new(Result) }, 200},
		{"tokenize", `{"text":` + text + `}`, func() any { return new(Result) }, 200},
		{"redact", `{"text":"jane.doe@example.com"}`, func() any { return new(Result) }, 200},
		{"mask", `{"text":` + text + `}`, func() any { return new(Result) }, 200},
		{"hash", `{"text":` + text + `}`, func() any { return new(Result) }, 200},
		{"synthesize", `{"text":` + text + `,"seed":7}`, func() any { return new(Result) }, 200},
		{"encrypt", `{"text":` + text + `,"encryption_key":"a key of 16+ characters"}`, func() any { return new(Result) }, 200},
		{"decrypt", `{"text":` + string(encText) + `,"encryption_key":"a key of 16+ characters"}`, func() any { return new(Result) }, 200},
		{"detokenize", `{"text":"Hi <PERSON_1>","mapping":{"<PERSON_1>":"Jane"}}`, func() any { return new(Result) }, 200},
		{"tokenize", `{"texts":[` + text + `,` + long + `]}`, func() any { return new(BatchResult) }, 200},
		{"detect", `{"texts":[` + text + `],"explain":true}`, func() any { return new(BatchResult) }, 200},
		{"discover", `{"samples":[` + text + `]}`, func() any { return new(Discovery) }, 200},
		{"health", ``, func() any { return new(map[string]json.RawMessage) }, 200},
		{"detect", `{"text":""}`, func() any { return new(Error) }, 400},
	}
	covered := map[string]bool{}
	for _, c := range cases {
		covered[c.op] = true
	}
	for _, r := range api.Routes() {
		if !covered[r.Name] {
			t.Errorf("operation %s: no case here checks that the client reads its answer", r.Name)
		}
	}
	for _, c := range cases {
		status, body := call(c.op, c.body)
		name := c.op + " " + c.body[:min(len(c.body), 40)]
		if status != c.status {
			t.Errorf("%s: status %d, want %d: %s", name, status, c.status, body)
			continue
		}
		v := c.into()
		dec := json.NewDecoder(bytes.NewReader(body))
		dec.DisallowUnknownFields()
		if err := dec.Decode(v); err != nil {
			t.Errorf("%s: %v in %s", name, err, body)
			continue
		}
		back, _ := json.Marshal(v)
		var want, got any
		json.Unmarshal(body, &want)
		json.Unmarshal(back, &got)
		if !sameJSON(want, got) {
			t.Errorf("%s: the client's %T re-encodes\n%s\nthe server sent\n%s", name, v, back, body)
		}
	}
}

// sameJSON: got holds every value of want, and any key want lacks is zero
// (a union type's other fields: a failed batch item's entities_count 0).
func sameJSON(want, got any) bool {
	switch w := want.(type) {
	case map[string]any:
		g, ok := got.(map[string]any)
		if !ok {
			return false
		}
		for k, gv := range g {
			wv, in := w[k]
			if !in {
				if gv != nil && !reflect.ValueOf(gv).IsZero() {
					return false
				}
				continue
			}
			if !sameJSON(wv, gv) {
				return false
			}
		}
		for k := range w {
			if _, in := g[k]; !in {
				return false
			}
		}
		return true
	case []any:
		g, ok := got.([]any)
		if !ok || len(g) != len(w) {
			return false
		}
		for i := range w {
			if !sameJSON(w[i], g[i]) {
				return false
			}
		}
		return true
	}
	return reflect.DeepEqual(want, got)
}

// The client sends what it used to: only the fields set, in the server's names.
func TestRequestEncodesSetFieldsOnly(t *testing.T) {
	raw := json.RawMessage(`{"name":"b","entity_type":"X","patterns":[{"regex":"B","score":0.5}]}`)
	cases := []struct {
		req  Request
		want string
	}{
		{Request{}, `{}`},
		{Request{Text: new("x")}, `{"text":"x"}`},
		{Request{Text: new(""), CharsToShow: new(0.0), FromEnd: new(false)}, `{"text":"","chars_to_show":0,"from_end":false}`},
		{Request{Texts: &[]string{"a"}, Policy: new("gdpr_eu"), CustomRecognizers: &[]json.RawMessage{raw}},
			`{"texts":["a"],"policy":"gdpr_eu","custom_recognizers":[` + string(raw) + `]}`},
	}
	for _, c := range cases {
		if b, _ := json.Marshal(c.req); string(b) != c.want {
			t.Errorf("%+v encodes %s, want %s", c.req, b, c.want)
		}
	}
	// and the server reads the recognizers the client passes
	h, key := realAPI(t)
	srv := httptest.NewServer(h)
	defer srv.Close()
	cl, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: key})
	res, err := cl.Detect(context.Background(), Request{Text: new("badge B"), CustomRecognizers: &[]json.RawMessage{raw}})
	if err != nil || res.EntitiesCount != 1 || res.DetectedEntities[0].Type != "X" {
		t.Errorf("custom recognizer through the client: %+v %v", res, err)
	}
}
