//go:build !race

// The race detector slows loading and makes sync.Pool drop entries at random,
// so these budgets are checked in normal builds only.

package ner

import (
	"testing"
	"time"
)

func TestLoadTime(t *testing.T) {
	// The best of five: the budget is the load's own cost, and a single
	// wall-clock run on a busy machine measures the neighbours too.
	best := time.Hour
	for range 5 {
		start := time.Now()
		if _, err := ReadModel(modelBytes); err != nil {
			t.Fatal(err)
		}
		best = min(best, time.Since(start))
	}
	if best > 150*time.Millisecond {
		t.Errorf("model load took %v at best of 5, want < 150ms", best)
	}
}

func TestTagDoesNotAllocateWhenWarm(t *testing.T) {
	tg := tagger(t)
	text := "Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff. Novák paid. Trumpův návrh neprošel."
	out := make([]Span, 0, 16)
	tg.Tag(text, out)
	allocs := testing.AllocsPerRun(50, func() { out = tg.Tag(text, out[:0]) })
	if allocs > 0 {
		t.Errorf("Tag allocates %.1f times per call once warm", allocs)
	}
}
