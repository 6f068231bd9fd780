package gazetteer

import "testing"

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
