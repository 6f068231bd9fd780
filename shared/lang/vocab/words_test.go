package vocab

import (
	"maps"
	"reflect"
	"slices"
	"strconv"
	"strings"
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
	if got := All(func(l *Lexicon) []string { return l.AddressWords }); !slices.Contains(got, "adresa") || len(got) != len(slices.Compact(slices.Sorted(slices.Values(got)))) {
		t.Errorf("All: %q, want every language's words once", got)
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

// TestEveryConceptInEveryLanguage: a language of lang.All has every concept
// of Lexicon filled (every element of a fixed list, at least one word of a
// sparse one or of a list), or names it in NotApplicable with a reason; a
// concept it fills is not also marked not applicable. Adding a language or
// a concept fails here until the words exist.
func TestEveryConceptInEveryLanguage(t *testing.T) {
	rt := reflect.TypeFor[Lexicon]()
	concepts := map[string]bool{}
	for _, l := range lang.All {
		lx, ok := byLang[l]
		if !ok {
			t.Errorf("%s: no Lexicon (add %s.go and its line in byLang)", l, l)
			continue
		}
		v := reflect.ValueOf(*lx)
		for i := range rt.NumField() {
			f := rt.Field(i)
			if f.Name == "NotApplicable" {
				continue
			}
			concepts[f.Name] = true
			missing := missingWords(v.Field(i), f.Tag.Get("vocab") == "sparse")
			why, na := lx.NotApplicable[f.Name]
			switch {
			case na && strings.TrimSpace(why) == "":
				t.Errorf("%s.%s: marked not applicable without a reason", l, f.Name)
			case na && missing != "all":
				t.Errorf("%s.%s: has words but is marked not applicable (%s)", l, f.Name, why)
			case !na && missing != "":
				t.Errorf("%s.%s: %s words missing; fill them or say in NotApplicable why there are none", l, f.Name, missing)
			}
		}
		for name := range lx.NotApplicable {
			if _, ok := rt.FieldByName(name); !ok || name == "NotApplicable" {
				t.Errorf("%s: NotApplicable names %q, not a concept of Lexicon", l, name)
			}
		}
	}
	if len(concepts) < 9 {
		t.Errorf("only %d concepts seen", len(concepts))
	}
}

// missingWords is "" when the concept is filled, "all" when it is empty,
// else which elements are empty.
func missingWords(v reflect.Value, sparse bool) string {
	if v.Kind() == reflect.String { // a set of letters
		if v.Len() == 0 {
			return "all"
		}
		return ""
	}
	var empty []string
	n := v.Len()
	for i := range n {
		if v.Index(i).String() == "" {
			empty = append(empty, strconv.Itoa(i+1))
		}
	}
	switch {
	case len(empty) == n:
		return "all"
	case sparse || v.Kind() == reflect.Slice || len(empty) == 0:
		return ""
	}
	return strings.Join(empty, ", ")
}

// The rule itself: an empty concept fails, a reason passes, a reason on a
// filled concept fails.
func TestMissingWords(t *testing.T) {
	cases := []struct {
		v      any
		sparse bool
		want   string
	}{
		{[3]string{"a", "b", "c"}, false, ""},
		{[3]string{"a", "", "c"}, false, "2"},
		{[3]string{"", "", ""}, false, "all"},
		{[3]string{"", "b", ""}, true, ""},
		{[3]string{"", "", ""}, true, "all"},
		{[]string{}, false, "all"},
		{[]string(nil), false, "all"},
		{[]string{"x"}, false, ""},
		{"", false, "all"},
		{"ř", false, ""},
	}
	for _, c := range cases {
		if got := missingWords(reflect.ValueOf(c.v), c.sparse); got != c.want {
			t.Errorf("%v sparse %v: %q, want %q", c.v, c.sparse, got, c.want)
		}
	}
}

// The word lists a recognizer matches with are lower case (the recognizers
// lower the text's words, not the list's), trimmed, and hold a word once per
// language. MonthsAbbrWords keeps the case of MonthsAbbr ("Mär").
func TestWordListsLowerCaseOnce(t *testing.T) {
	rt := reflect.TypeFor[Lexicon]()
	for _, l := range lang.All {
		v := reflect.ValueOf(*byLang[l])
		for i := range rt.NumField() {
			f := rt.Field(i)
			if f.Type.Kind() != reflect.Slice || f.Name == "MonthsAbbrWords" {
				continue
			}
			seen := map[string]bool{}
			for _, w := range v.Field(i).Interface().([]string) {
				if w != strings.ToLower(w) || w != strings.TrimSpace(w) || w == "" {
					t.Errorf("%s.%s: %q is not a trimmed lower-case word", l, f.Name, w)
				}
				if seen[w] {
					t.Errorf("%s.%s: %q listed twice", l, f.Name, w)
				}
				seen[w] = true
			}
		}
	}
}
