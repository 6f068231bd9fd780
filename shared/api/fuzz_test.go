package api_test

import (
	"encoding/json"
	"net/http/httptest"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/store"
)

// FuzzHandlers sends arbitrary bodies to every operation: never a 5xx, always
// the spec's error body on errors, offsets inside the text, valid UTF-8 out.
func FuzzHandlers(f *testing.F) {
	for _, s := range []string{
		`{"text":"Jane Doe jane.doe@example.com"}`, `{"texts":["John","a@b.org"]}`, `{"text":"x","mapping":{"<A>":"b"}}`,
		`{"samples":["John"]}`, `{"text":"4111 1111 1111 1111","masking_char":"é","chars_to_show":2}`,
		`{"text":"John","hash_type":"md5","hash_length":32}`, `{"text":"a\ud83d\ude00 John"}`, `{"text":`, `[]`, `{"text":"x","entities":[1]}`,
		`{"text":"EMP-1 Jane Doe","custom_recognizers":[{"name":"e","entity_type":"EMP_ID","patterns":[{"regex":"EMP-\\d","score":0.5}],"deny_list":["jane"],"context":["emp"],"validator":"luhn"}],"allow_list":["jane doe"],"explain":true}`,
		`{"text":"a@b.org","consistent_tokens":true,"allow_list":[".*"],"allow_list_match":"regex"}`,
		`{"texts":["x"],"custom_recognizers":[{"name":"e","entity_type":"E","patterns":[{"regex":"(","score":2}]}]}`,
	} {
		f.Add(s, uint8(0))
	}
	ops := []string{"detect", "tokenize", "detokenize", "mask", "redact", "hash", "synthesize", "discover", "decrypt"}
	f.Fuzz(func(t *testing.T, body string, opIdx uint8) {
		e := newEnv(t, store.PlanPayAsYouGo)
		op := ops[int(opIdx)%len(ops)]
		req := httptest.NewRequest("POST", api.PathPrefix+"/"+op, strings.NewReader(body))
		req.Header.Set("X-API-Key", e.key)
		rec := httptest.NewRecorder()
		e.h.ServeHTTP(rec, req)
		if rec.Code >= 500 {
			t.Fatalf("%s: %d for client input: %s", op, rec.Code, rec.Body.String())
		}
		if !utf8.Valid(rec.Body.Bytes()) {
			t.Fatal("response is not valid UTF-8")
		}
		var out map[string]any
		if err := json.Unmarshal(rec.Body.Bytes(), &out); err != nil {
			t.Fatalf("response not JSON: %v", err)
		}
		if rec.Code != 200 {
			if out["error"] == nil || out["detail"] == nil || out["status_code"] == nil {
				t.Fatalf("error body incomplete: %v", out)
			}
			return
		}
		var in struct{ Text string }
		_ = json.Unmarshal([]byte(body), &in)
		n := utf8.RuneCountInString(in.Text)
		if ents, ok := out["detected_entities"].([]any); ok {
			for _, x := range ents {
				en := x.(map[string]any)
				s, end := int(en["start"].(float64)), int(en["end"].(float64))
				if s < 0 || end > n || s >= end {
					t.Fatalf("entity %v outside text of %d code points", en, n)
				}
			}
		}
	})
}

// FuzzDecodeRequest: the decoder never panics and accepts only valid UTF-8.
func FuzzDecodeRequest(f *testing.F) {
	f.Add([]byte(`{"text":"x"}`))
	f.Add([]byte(`{"text":"\ud800"}`))
	f.Add([]byte("{\"text\":\"\xff\"}"))
	f.Fuzz(func(t *testing.T, body []byte) {
		e := newEnv(t, store.PlanPayAsYouGo)
		code, out := e.post("detect", body)
		if code == 200 && !utf8.Valid(body) {
			t.Fatalf("accepted invalid UTF-8: %v", out)
		}
		if code >= 500 {
			t.Fatalf("%d: %v", code, out)
		}
	})
}
