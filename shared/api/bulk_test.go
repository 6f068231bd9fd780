package api

import (
	"context"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestPrepareText: bulk jobs get the API's validation and rewriting.
func TestPrepareText(t *testing.T) {
	s := New(Config{Engine: detect.New()})
	for _, tc := range []struct {
		op, params, wantErr string
	}{
		{"redact", "", ""},
		{"mask", `{"masking_char":"#","chars_to_show":2}`, ""},
		{"mask", `{"masking_char":"##"}`, "masking_char"},
		{"hash", `{"hash_type":"crc"}`, "hash_type"},
		{"redact", `{"entities":["NOPE"]}`, "unknown entity"},
		{"redact", `{"text":"x"}`, "text or texts"},
		{"redact", `{"policy":"a","policy":"b"}`, "twice"},
		{"redact", `[]`, ""},
		{"detokenize", "", "operation must be one of"},
		{"encrypt", "", "no default tenant key"},
	} {
		_, e := s.PrepareText(context.Background(), "t1", tc.op, []byte(tc.params))
		switch {
		case tc.wantErr == "" && tc.params != "[]" && e != nil:
			t.Errorf("%s %s: %s", tc.op, tc.params, e.Detail)
		case tc.wantErr != "" && (e == nil || e.Status != 400 || !strings.Contains(e.Detail, tc.wantErr)):
			t.Errorf("%s %s: %+v, want 400 with %q", tc.op, tc.params, e, tc.wantErr)
		case tc.params == "[]" && e == nil:
			t.Errorf("an array was accepted as params")
		}
	}
	if got := strings.Join(TextOperations(), ","); got != "detect,encrypt,hash,mask,redact,synthesize,tokenize" {
		t.Errorf("TextOperations %s", got)
	}
}

// Bulk jobs take the request's customisation as the API does: custom
// patterns and allow lists apply, each full PatternsPerCharge patterns count
// the characters once more, and consistent_tokens needs the tenant's secret.
func TestPrepareTextCustomisation(t *testing.T) {
	s := New(Config{Engine: detect.New()})
	patterns := make([]string, PatternsPerCharge)
	for i := range patterns {
		patterns[i] = `{"regex":"EMP-[0-9]{` + string(rune('1'+i%5)) + `}","score":0.9}`
	}
	params := `{"custom_recognizers":[{"name":"emp","entity_type":"EMPLOYEE_ID","patterns":[` + strings.Join(patterns, ",") + `]}],"allow_list":["EMP-11111"]}`
	p, e := s.PrepareText(context.Background(), "t1", "redact", []byte(params))
	if e != nil {
		t.Fatal(e.Detail)
	}
	if p.CharsFactor != 2 {
		t.Errorf("CharsFactor %d with %d patterns, want 2", p.CharsFactor, PatternsPerCharge)
	}
	out, ents, _, err := p.Process("badge EMP-12345 and EMP-11111")
	if err != nil {
		t.Fatal(err)
	}
	if len(ents) != 1 || ents[0].Type != "EMPLOYEE_ID" || strings.Contains(out, "EMP-12345") || !strings.Contains(out, "EMP-11111") {
		t.Errorf("custom recognizer and allow list not applied: %q %+v", out, ents)
	}
	plain, e := s.PrepareText(context.Background(), "t1", "redact", nil)
	if e != nil || plain.CharsFactor != 1 {
		t.Errorf("no customisation: factor %d, %v", plain.CharsFactor, e)
	}
	// no tenant store configured: consistent tokens are refused, not
	// silently replaced by numbered ones
	if _, e := s.PrepareText(context.Background(), "t1", "tokenize", []byte(`{"consistent_tokens":true}`)); e == nil || e.Status != 400 {
		t.Errorf("consistent_tokens without a tenant store: %+v", e)
	}
}

// With EngineFunc instead of Engine, preparing asks for no engine and each
// detection uses the one it returns (bulk prepares and reads its object while
// the engine builds).
func TestPrepareTextEngineFunc(t *testing.T) {
	calls := 0
	eng := detect.New()
	s := New(Config{EngineFunc: func() *detect.Engine { calls++; return eng }})
	p, e := s.PrepareText(context.Background(), "t1", "redact", nil)
	if e != nil {
		t.Fatal(e.Detail)
	}
	if calls != 0 {
		t.Fatalf("preparing asked for the engine %d times", calls)
	}
	out, ents, _, err := p.Process("nothing to find")
	if err != nil || len(ents) != 0 || out != "nothing to find" {
		t.Errorf("Process: %q %v %v", out, ents, err)
	}
	if calls != 1 {
		t.Errorf("one detection asked for the engine %d times, want 1", calls)
	}
}
