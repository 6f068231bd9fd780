package main

import (
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/ner"
)

// TestParticleSlots: a name with a particle or two surnames is one PERSON,
// the particle inside it; an address word before it stays O; every template
// fills without a stray slot, in every language.
func TestParticleSlots(t *testing.T) {
	for _, lang := range gazetteer.Langs {
		for name, m := range map[string]map[string][]string{"particleTemplates": particleTemplates, "particleRoots": particleRoots, "addressWords": addressWords, "roleNouns": roleNouns} {
			if len(m[lang]) == 0 {
				t.Fatalf("%s: %s is empty", lang, name)
			}
		}
		g := synthFor(lang, 1, 31)
		for _, tc := range []struct {
			tpl   string
			first string // the label of the first token; the rest are I-PER from the first PER token on
		}{
			{"{Xn}", "B-PER"}, {"{Xs}", "B-PER"}, {"{Xf}", "B-PER"}, {"{Xn:f}", "B-PER"}, {"{Xs:m:gen}", "B-PER"},
			{"{Xa}", "O"}, {"{Xr}", "O"}, {"{Xa:f}", "O"}, {"{Xa:m:dat}", "O"}, {"{Xa:f:ins}", "O"},
		} {
			for k := 0; k < 40; k++ {
				s := g.sentence(tc.tpl)
				if got := ner.Labels[s.Gold[0]]; got != tc.first {
					t.Fatalf("%s %s: %q starts %s, want %s", lang, tc.tpl, s.Text, got, tc.first)
				}
				inside := false
				for i, gold := range s.Gold {
					want := "O"
					switch {
					case inside:
						want = "I-PER"
					case ner.Labels[gold] == "B-PER":
						inside, want = true, "B-PER"
					}
					if got := ner.Labels[gold]; got != want {
						tk := s.Tokens[i]
						t.Errorf("%s %s: %q in %q is %s, want %s", lang, tc.tpl, s.Text[tk.Start:tk.End], s.Text, got, want)
					}
				}
				if !inside {
					t.Errorf("%s %s: %q has no name", lang, tc.tpl, s.Text)
				}
			}
		}
		for _, tpl := range particleTemplates[lang] {
			for k := 0; k < 5; k++ {
				s := g.sentence(tpl)
				if strings.ContainsRune(s.Text, unicode.ReplacementChar) || strings.ContainsAny(s.Text, "{}|/") {
					t.Errorf("%s: %q", lang, s.Text)
				}
			}
		}
	}
}

// TestParticleInsideName: each language writes its particles or its double
// surnames inside the name, as the language writes them.
func TestParticleInsideName(t *testing.T) {
	for _, tc := range []struct {
		lang, tpl, token string // a token of the name, "-" any hyphenated one
	}{
		{"en", "{Xn}", "van"}, {"en", "{Xs}", "O'"}, {"de", "{Xn}", "von"}, {"de", "{Xa}", "von"}, {"de", "{Xn}", "-"},
		{"fr", "{Xn}", "de"}, {"fr", "{Xs}", "Le"}, {"es", "{Xn}", "del"}, {"es", "{Xa}", "de"}, {"it", "{Xn}", "Di"},
		{"it", "{Xa}", "Della"}, {"pl", "{Xn}", "-"}, {"pl", "{Xa}", "von"}, {"cs", "{Xn}", "-"}, {"cs", "{Xa}", "de"}, {"sk", "{Xn}", "-"},
	} {
		g := synthFor(tc.lang, 1, 37)
		found := false
		for k := 0; k < 400 && !found; k++ {
			s := g.sentence(tc.tpl)
			for i, tk := range s.Tokens {
				w := s.Text[tk.Start:tk.End]
				if (w == tc.token || strings.HasPrefix(w, tc.token) && tc.token == "O'" || tc.token == "-" && strings.Contains(w, "-")) && ner.Labels[s.Gold[i]] != "O" {
					found = true
				}
			}
		}
		if !found {
			t.Errorf("%s %s: no name with %q inside it in 400", tc.lang, tc.tpl, tc.token)
		}
	}
}

// TestParticleGrammar: a name that opens a line is capitalised ("Von der
// Heide ruft"), es and it contract a preposition and the address word's
// article ("al señor", "della signora"), and a double surname repeats no
// surname.
func TestParticleGrammar(t *testing.T) {
	for _, tc := range []struct{ lang, tpl, never string }{
		{"es", "a {Xa:m}", " a el "}, {"es", "de {Xa:m}", " de el "}, {"it", "a {Xa}", " a il "}, {"it", "di {Xa:f}", " di la "},
		{"it", "di {Xa}", " di l'"}, {"it", "da {Xa:m}", " da il "},
	} {
		g := synthFor(tc.lang, 1, 41)
		for k := 0; k < 200; k++ {
			if s := g.sentence("Vedi " + tc.tpl); strings.Contains(s.Text, tc.never) {
				t.Errorf("%s %s: %q", tc.lang, tc.tpl, s.Text)
			}
		}
	}
	for _, lang := range gazetteer.Langs {
		g := synthFor(lang, 1, 43)
		for k := 0; k < 200; k++ {
			for _, tpl := range []string{"{Xs} x", "{Xa} x"} {
				s := g.sentence(tpl)
				if r, _ := utf8.DecodeRuneInString(s.Text); !unicode.IsUpper(r) {
					t.Errorf("%s %s: %q opens in lower case", lang, tpl, s.Text)
				}
			}
			sur := g.particleSurname(k%2 == 0, gazetteer.Nom)
			if a, b, ok := strings.Cut(sur, "-"); ok && a == b {
				t.Errorf("%s: %q repeats its surname", lang, sur)
			}
		}
	}
}
