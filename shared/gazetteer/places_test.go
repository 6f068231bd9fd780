package gazetteer

import (
	"strings"
	"testing"
)

func TestIsTown(t *testing.T) {
	for _, c := range []struct {
		lower string
		want  bool
	}{
		{"venlo", true},
		{"aberdeen", true},
		{"fès", true},
		{"slavkov u brna", true},
		{"frýdek-místek", true},
		{"eu", false},     // fewer than three letters: an acronym
		{"most", false},   // a Czech town, and a word the corpora write in lower case
		{"orange", false}, // a French town, and a fruit and a firm
		{"Venlo", false},  // callers fold the case
		{"kollegin", false},
	} {
		if got := IsTown(c.lower); got != c.want {
			t.Errorf("IsTown(%q) = %v, want %v", c.lower, got, c.want)
		}
	}
}

// TestTownsLowerCase: the town list is read as written (no folding at
// start-up), so scripts/towns must write it in lower case.
func TestTownsLowerCase(t *testing.T) {
	for l := range strings.SplitSeq(townsText, "\n") {
		if l != "" && l[0] != '#' && l != strings.ToLower(l) {
			t.Fatalf("towns.txt: %q is not in lower case", l)
		}
	}
}
