//go:build unix

package cputime

import (
	"testing"
	"time"
)

// TestProcessGrowsWithWork burns CPU and expects Process to count it: at
// least part of the busy loop's wall time, never going backwards.
func TestProcessGrowsWithWork(t *testing.T) {
	before := Process()
	start := time.Now()
	x := 0
	for time.Since(start) < 50*time.Millisecond {
		x++
	}
	after := Process()
	if x == 0 {
		t.Fatal("the busy loop did not run")
	}
	if after-before < 5*time.Millisecond {
		t.Errorf("Process went from %v to %v over a 50 ms busy loop; want at least 5 ms more", before, after)
	}
}
