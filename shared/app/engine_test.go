package app

import (
	"runtime/debug"
	"sync"
	"testing"
)

// The engine's first build switches the collector off and back: whoever
// calls, and however many at once, the setting afterwards is the one before.
func TestEngineBuildRestoresGC(t *testing.T) {
	before := debug.SetGCPercent(77)
	defer debug.SetGCPercent(before)
	var wg sync.WaitGroup
	for range 8 {
		wg.Add(1)
		go func() { defer wg.Done(); engine() }()
	}
	wg.Wait()
	if engine() == nil {
		t.Fatal("no engine")
	}
	if got := debug.SetGCPercent(77); got != 77 {
		t.Errorf("GC percent after the build: %d, want 77", got)
	}
}
