package ner

import (
	"math/rand/v2"
	"testing"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// markColdReference is markCold's definition in two passes: cold when no
// hot token is from coldBefore before to two after.
func markColdReference(hot []bool) []bool {
	n := len(hot)
	cold := make([]bool, n)
	last := -1 << 30
	for i := 0; i < n; i++ {
		if hot[i] {
			last = i
		}
		cold[i] = i-last > coldBefore
	}
	next := 1 << 30
	for i := n - 1; i >= 0; i-- {
		if hot[i] {
			next = i
		}
		if next-i <= 2 {
			cold[i] = false
		}
	}
	return cold
}

// TestMarkColdMatchesReference compares markCold's one pass with the
// definition over short segments (every pattern of up to 10 tokens) and
// random longer ones, hot by a capital or by a hot gazetteer class.
func TestMarkColdMatchesReference(t *testing.T) {
	s := &scratch{}
	check := func(hot []bool, byClass bool) {
		n := len(hot)
		s.info = make([]tokInfo, n)
		for i, h := range hot {
			if h && byClass {
				s.info[i].gaz = gazetteer.City
			} else {
				s.info[i].upperFirst = h
			}
		}
		s.markCold(n)
		want := markColdReference(hot)
		for i := range want {
			if s.cold[i] != want[i] {
				t.Fatalf("hot %v: cold %v, want %v", hot, s.cold, want)
			}
		}
	}
	for n := 0; n <= 10; n++ {
		for m := 0; m < 1<<n; m++ {
			hot := make([]bool, n)
			for i := range hot {
				hot[i] = m>>i&1 != 0
			}
			check(hot, m&1 != 0)
		}
	}
	r := rand.New(rand.NewPCG(1, 2))
	for range 20000 {
		hot := make([]bool, 1+r.IntN(maxSegment))
		p := r.Float64()
		for i := range hot {
			hot[i] = r.Float64() < p
		}
		check(hot, r.IntN(2) == 0)
	}
}
