//go:build !race

// The race detector slows loading and makes sync.Pool drop entries at random,
// so these budgets are checked in normal builds only.

package ner

import (
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/internal/cputime"
)

func TestLoadTime(t *testing.T) {
	// The budget is the load's own cost: the process's CPU time (all
	// threads, the collector's included), the best of five. Wall-clock time on
	// a busy machine measures the neighbours too (444 ms at load 10 for a
	// 70 ms load); it is used only where CPU time cannot be read.
	best := time.Hour
	for range 5 {
		cpu, wall := cputime.Process(), time.Now()
		if _, err := readModel(embeddedModel(), true); err != nil {
			t.Fatal(err)
		}
		took := cputime.Process() - cpu
		if cpu == 0 {
			took = time.Since(wall)
		}
		best = min(best, took)
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
