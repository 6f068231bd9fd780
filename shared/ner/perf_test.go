//go:build !race

// The race detector slows loading and makes sync.Pool drop entries at random,
// so these budgets are checked in normal builds only.

package ner

import (
	"syscall"
	"testing"
	"time"
)

func TestLoadTime(t *testing.T) {
	// The budget is the load's own cost: the process's CPU time (all
	// threads, the collector's included), the best of five. Wall-clock time on
	// a busy machine measures the neighbours too (444 ms at load 10 for a
	// 70 ms load).
	best := time.Hour
	for range 5 {
		before := cpuTime(t)
		if _, err := ReadModel(modelBytes); err != nil {
			t.Fatal(err)
		}
		best = min(best, cpuTime(t)-before)
	}
	if best > 150*time.Millisecond {
		t.Errorf("model load took %v of CPU at best of 5, want < 150ms", best)
	}
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime(t *testing.T) time.Duration {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		t.Fatal(err)
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
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
