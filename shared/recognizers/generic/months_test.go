package generic

import (
	"testing"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

func TestMonthOf(t *testing.T) {
	cases := []struct {
		word string
		want int
	}{
		{"January", 1}, {"JANUAR", 1}, {"Jänner", 1}, {"ledna", 1}, {"stycznia", 1},
		{"feber", 2}, {"fevrier", 2}, {"maerz", 3}, {"aout", 8}, {"août", 8},
		{"sept", 9}, {"setiembre", 9}, {"lug", 7}, {"Okt", 10}, {"decembre", 12},
		// abbreviations that are everyday words are not months
		{"set", 0}, {"gen", 0}, {"lis", 0}, {"sie", 0}, {"led", 0}, {"dub", 0}, {"Mär", 0},
		{"xx", 0}, {"monday", 0},
	}
	for _, c := range cases {
		if got := monthOf(c.word); got != c.want {
			t.Errorf("monthOf(%q) = %d, want %d", c.word, got, c.want)
		}
	}
}

// Every month name of every language of shared/lang/vocab is read.
func TestMonthOfReadsVocab(t *testing.T) {
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		for i := range 12 {
			for _, w := range []string{lx.Months[i], lx.MonthsGen[i]} {
				if got := monthOf(w); got != i+1 {
					t.Errorf("%s %q: month %d, want %d", l, w, got, i+1)
				}
			}
		}
	}
}
