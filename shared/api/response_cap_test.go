package api_test

import (
	"context"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/store"
)

// An answer that would not fit a Lambda response is refused with 413 before
// the charge, so the client pays nothing for it; the call is still audited.
func TestResponseTooLargeIs413AndFree(t *testing.T) {
	e := newEnv(t, store.PlanPayAsYouGo)
	// 5 texts of 14,000 short emails each: /hash with a 64-character prefix
	// turns every 8-character email into about 130 bytes of output.
	dense := strings.Repeat("a@b.cz ", 15_000)[:99_000]
	texts := make([]string, 5)
	for i := range texts {
		texts[i] = dense
	}
	code, out := e.post("hash", map[string]any{"texts": texts, "hash_prefix": strings.Repeat("p", 64), "hash_type": "sha512"})
	wantError(t, code, out, 413, api.CodePayloadTooLarge)
	if !strings.Contains(out["detail"].(string), "response") {
		t.Errorf("detail = %q", out["detail"])
	}
	used, _ := e.st.Used(context.Background(), "tenant-a", "2026-11")
	if used != 0 {
		t.Errorf("a refused answer was charged %d characters", used)
	}
	recs, _ := e.st.ListAudit(context.Background(), "tenant-a", e.now.Add(-1e12), e.now.Add(1e12))
	if len(recs) != 1 || recs[0].Status != 413 {
		t.Errorf("audit = %+v", recs)
	}
	// The same texts without the prefix fit and are charged once.
	code, _ = e.post("hash", map[string]any{"texts": texts[:1]})
	if code != 200 {
		t.Fatalf("small answer: %d", code)
	}
	if used, _ := e.st.Used(context.Background(), "tenant-a", "2026-11"); used != 99_000 {
		t.Errorf("used = %d, want 99000", used)
	}
}
