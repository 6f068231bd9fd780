package vocab

import (
	"maps"
	"slices"
	"testing"

	"github.com/piiguard/piiguard/shared/lang"
)

func TestEveryLanguage(t *testing.T) {
	if err := lang.CheckSet(slices.Collect(maps.Keys(byLang))); err != nil {
		t.Fatal(err)
	}
	for _, l := range lang.All {
		lx, _ := Of(l)
		for i := range 12 {
			if lx.Months[i] == "" || lx.MonthsGen[i] == "" || lx.MonthsAbbr[i] == "" {
				t.Errorf("%s: month %d lacks a form", l, i+1)
			}
		}
		for i, d := range lx.Weekdays {
			if d == "" {
				t.Errorf("%s: weekday %d is empty", l, i+1)
			}
		}
	}
	if _, ok := Of("xx"); ok {
		t.Error("a language without words was found")
	}
}

func TestGenitiveDefaultsToNominative(t *testing.T) {
	de, _ := Of("de")
	cs, _ := Of("cs")
	if de.MonthsGen != de.Months || cs.MonthsGen[0] != "ledna" || cs.Months[0] != "leden" {
		t.Errorf("de %q, cs %q / %q", de.MonthsGen[0], cs.MonthsGen[0], cs.Months[0])
	}
}
