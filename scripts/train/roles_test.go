package main

import (
	"strings"
	"testing"
	"unicode"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/ner"
)

// TestRoleLines: job titles, common nouns and headings are outside every
// entity; an institution named by kind and place is one organisation, its
// place included; every list has words in every language and every
// template fills without a stray slot.
func TestRoleLines(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		for name, m := range map[string]map[string][]string{"roleTemplates": roleTemplates, "roleKinds": roleKinds,
			"roleFields": roleFields, "commonNouns": commonNouns, "sectionHeadings": sectionHeadings, "placeBodies": placeBodies, "schemes": schemes, "symptoms": symptoms} {
			if len(m[lang]) == 0 {
				t.Fatalf("%s: %s is empty", lang, name)
			}
		}
		g := synthFor(lang, 1, 29)
		allOutside(t, g, lang, "{Jt}", "{Cn}", "{Hu}", "{Pm}", "{Sy}")
		for k := 0; k < 30; k++ {
			s := g.sentence("{Ip}")
			for i, gold := range s.Gold {
				want := map[bool]string{true: "B-ORG", false: "I-ORG"}[i == 0]
				if got := ner.Labels[gold]; got != want {
					t.Errorf("%s {Ip}: %q: token %d is %s, want %s", lang, s.Text, i, got, want)
				}
			}
			if strings.ContainsAny(s.Text, "{}") {
				t.Errorf("%s {Ip}: %q keeps a slot", lang, s.Text)
			}
		}
		for k := 0; k < 30 && len(obliqueBodies[lang]) > 0; k++ {
			s := g.sentence("{Io}")
			for i, gold := range s.Gold {
				want := map[bool]string{true: "O", false: "I-ORG"}[i == 0]
				if i == 1 {
					want = "B-ORG"
				}
				if got := ner.Labels[gold]; got != want {
					t.Errorf("%s {Io}: %q: token %d is %s, want %s", lang, s.Text, i, got, want)
				}
			}
		}
		for _, tpl := range roleTemplates[lang] {
			s := g.sentence(tpl)
			if strings.ContainsRune(s.Text, unicode.ReplacementChar) || strings.ContainsAny(s.Text, "%{}") {
				t.Errorf("%s: %q", lang, s.Text)
			}
		}
	}
}

// TestJobTitle: a title with a field puts the field where the role says.
func TestJobTitle(t *testing.T) {
	for _, tc := range []struct{ lang, want string }{
		{"en", "Advisor"}, {"pl", "ds. "}, {"it", "Responsabile "},
	} {
		g := synthFor(tc.lang, 1, 3)
		found := false
		for k := 0; k < 200 && !found; k++ {
			found = strings.Contains(g.jobTitle(), tc.want)
		}
		if !found {
			t.Errorf("%s: no title with %q in 200", tc.lang, tc.want)
		}
	}
	for k := 0; k < 100; k++ {
		if got := synthFor("fr", 1, uint64(k)).jobTitle(); got != capital(got) || strings.Contains(got, "%") {
			t.Errorf("fr title %q", got)
		}
	}
}
