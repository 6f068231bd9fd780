package gazetteer

import (
	"strings"
	"testing"
)

// TestLabelCompound: a word of two form labels of one language is a
// compound label, closed, hyphenated or with a slash; no listed name or
// town is one.
func TestLabelCompound(t *testing.T) {
	for _, c := range []struct {
		word string
		want bool
	}{
		{"birthdate", true},
		{"birth-date", true},
		{"name/surname", true},
		{"emailaddress", true},
		{"datumnarození", true},
		{"birth", false},       // one label: NotEntity's
		{"paysage", false},     // "pays" and "age": a part of three letters is none
		{"birthnombre", false}, // two languages
		{"morgan", false},
		{"", false},
	} {
		if got := LabelCompound(c.word); got != c.want {
			t.Errorf("LabelCompound(%q) = %v, want %v", c.word, got, c.want)
		}
	}
	for loc, ln := range Listed() {
		for _, w := range append(append([]string{}, ln.Given...), ln.Surnames...) {
			if LabelCompound(strings.ToLower(w)) {
				t.Errorf("%s name %q reads as a compound label", loc, w)
			}
		}
	}
	for l, cs := range Cities {
		for _, c := range cs {
			if LabelCompound(strings.ToLower(c)) {
				t.Errorf("%s town %q reads as a compound label", l, c)
			}
		}
	}
}
