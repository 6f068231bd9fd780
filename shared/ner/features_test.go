package ner

import "testing"

// TestColumnGap: a tab or two spaces between tokens is a column gap (table
// cells, form fields side by side); one space or a line break alone is not.
func TestColumnGap(t *testing.T) {
	for gap, want := range map[string]bool{"": false, " ": false, "\n": false, "\t": true, "  ": true, " \t ": true, "      ": true, "\n ": false, ", ": false} {
		if got := columnGap(gap); got != want {
			t.Errorf("columnGap(%q) = %v, want %v", gap, got, want)
		}
	}
	// the feature reads the gap before each token
	text := "Natrium    139 mmol/l"
	toks := Tokenize(text, nil)
	var s scratch
	s.describe(text, toks, 0)
	if s.info[0].gapBefore || !s.info[1].gapBefore || s.info[2].gapBefore {
		t.Errorf("gapBefore of %q: %v %v %v, want false true false", text, s.info[0].gapBefore, s.info[1].gapBefore, s.info[2].gapBefore)
	}
}
