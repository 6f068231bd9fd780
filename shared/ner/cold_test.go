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

// TestListedPlaceClass: a lower-case word of the listed places carries
// gazetteer.ListedPlace in any case form ("prahy" after "do", "spanien"
// after "nach") and is scored after a place preposition, where it stood
// cold before the class; a town that is a common word ("most") stays cold
// elsewhere, and a capitalised one has no class (it is scored anyway).
func TestListedPlaceClass(t *testing.T) {
	tests := []struct {
		text  string
		word  int  // the token
		place bool // has ListedPlace
		warm  bool // not cold
	}{
		{"jedu zítra do prahy", 3, true, true},
		{"jsem z ostravy lol", 2, true, true},
		{"wir fliegen nach spanien", 3, true, true},
		{"she is from mexico", 3, true, true},
		{"jadę do gdańska jutro", 2, true, true},
		{"ve skladu Rudná", 2, false, true},
		{"sklad je v rudné", 3, true, true},
		{"ve skladu rudná", 2, true, false}, // no place preposition before it
		{"to je most přes řeku a tak dál", 2, true, false},
		{"jedu zítra do práce", 3, false, false},
	}
	for _, tc := range tests {
		s := &scratch{}
		toks := Tokenize(tc.text, nil)
		s.describe(tc.text, toks, 0)
		s.markCold(len(toks))
		in := s.info[tc.word]
		w := tc.text[toks[tc.word].Start:toks[tc.word].End]
		if got := in.gaz&gazetteer.ListedPlace != 0; got != tc.place {
			t.Errorf("%q: %q has ListedPlace %v, want %v", tc.text, w, got, tc.place)
		}
		if got := !s.cold[tc.word]; got != tc.warm {
			t.Errorf("%q: %q warm %v, want %v", tc.text, w, got, tc.warm)
		}
	}
}
