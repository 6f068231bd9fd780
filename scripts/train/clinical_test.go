package main

import (
	"regexp"
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/recognizers/health"
)

func TestClinicalCase(t *testing.T) {
	for _, tc := range []struct {
		lang, term, want string
		ok               bool
	}{
		{"de", "lungenembolie", "Lungenembolie", true},
		{"de", "arterielle hypertonie", "arterielle Hypertonie", true},
		{"de", "typ-2-diabetes", "Typ-2-Diabetes", true},
		{"de", "diabetes mellitus", "", false}, // which word is the noun is unknown
		{"de", "asthma bronchiale", "", false},
		{"it", "ipertensione arteriosa", "ipertensione arteriosa", true},
		{"cs", "plicní embolie", "plicní embolie", true},
	} {
		got, ok := clinicalCase(tc.lang, tc.term)
		if got != tc.want || ok != tc.ok {
			t.Errorf("clinicalCase(%s, %q) = %q, %v; want %q, %v", tc.lang, tc.term, got, ok, tc.want, tc.ok)
		}
	}
}

// entitySlot matches the slots of the clinical templates that label.
var entitySlot = regexp.MustCompile(`\{(P|C|L|S|Kl)\}`)

// The clinical lines draw their conditions and drugs from the health
// lexicons, label nothing but their people, places and hospitals, and write a term inside a sentence in lower
// case but in German.
func TestClinicalLines(t *testing.T) {
	for li, lang := range gazetteer.Langs {
		if len(clinicalTemplates[lang]) == 0 || len(habits[lang]) == 0 || len(analytes[lang]) == 0 ||
			len(labSummaries[lang]) == 0 || len(clinicalAbbrevs[lang]) == 0 {
			t.Fatalf("%s: a clinical list is empty", lang)
		}
		for _, k := range []string{"C", "M"} {
			if len(clinicalTerms[lang][k]) < 50 {
				t.Errorf("%s: %d %s terms", lang, len(clinicalTerms[lang][k]), k)
			}
		}
		conds := health.Terms("conditions", lang)
		g := synthFor(lang, 1, uint64(li))
		lexical := 0
		for _, tpl := range clinicalTemplates[lang] {
			if entitySlot.MatchString(tpl) {
				continue // a line with a person, place or hospital
			}
			s := g.sentence(tpl)
			for k, gold := range s.Gold {
				if gold != 0 {
					t.Errorf("%s: %q labels %q", lang, s.Text, s.Text[s.Tokens[k].Start:s.Tokens[k].End])
				}
			}
		}
		for i := 0; i < 50; i++ {
			s := g.sentence("x {cx}")
			term := strings.TrimPrefix(s.Text, "x ")
			if lang != "de" && slices.Contains(conds, term) {
				lexical++
			}
			if lang == "de" && slices.Contains(conds, strings.ToLower(term)) {
				lexical++
				if words := strings.Fields(term); words[len(words)-1] == strings.ToLower(words[len(words)-1]) {
					t.Errorf("de: noun of %q in lower case", term)
				}
			}
		}
		if lexical != 50 {
			t.Errorf("%s: %d of 50 {cx} terms are the lexicon's, as written", lang, lexical)
		}
	}
}
