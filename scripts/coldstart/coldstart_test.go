package main

import (
	"context"
	"strings"
	"testing"
)

// TestColdStart: every function's built bootstrap answers its event, and
// its median cold start over 5 starts (exec to first answer, weights
// included) is under Budget. The machine's load average is logged beside
// the table: a shared, loaded machine slows every start.
func TestColdStart(t *testing.T) {
	before := LoadAverage()
	rows, err := Measure(context.Background(), "../..", 5)
	if err != nil {
		t.Fatal(err)
	}
	var table strings.Builder
	Print(&table, rows, Budget)
	t.Logf("load average %s before, %s after\n%s", before, LoadAverage(), table.String())
	measured := 0
	for _, r := range rows {
		switch {
		case r.Unserved != "":
			continue
		case r.NoEvent:
			t.Errorf("%s: no events/%s.json to start it with", r.Function, r.Function)
			continue
		}
		measured++
		if r.FailedRun != "" {
			t.Errorf("%s did not answer its event: %s", r.Function, r.FailedRun)
		}
		if len(r.Starts) != 5 {
			t.Errorf("%s: %d starts, want 5", r.Function, len(r.Starts))
		}
		if m := r.Median(); m >= Budget {
			t.Errorf("%s: median cold start %s, budget %s (load average %s)", r.Function, m, Budget, LoadAverage())
		}
	}
	if measured < 12 {
		t.Errorf("%d functions measured, want the 12 API operations and the authorizer", measured)
	}
}
