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
