package synth

import (
	"strings"
	"testing"
	"unicode"
)

// givenGender reports whether w (any case) is a female or male given name of lang.
func givenGender(lang, w string) (female, ok bool) {
	l := localeOf(lang)
	for _, n := range l.FemaleGiven {
		if strings.EqualFold(n, w) {
			return true, true
		}
	}
	for _, n := range l.MaleGiven {
		if strings.EqualFold(n, w) {
			return false, true
		}
	}
	return false, false
}

func caseStyle(s string) string {
	lower, upper := false, false
	for _, c := range s {
		lower = lower || unicode.IsLower(c)
		upper = upper || unicode.IsUpper(c)
	}
	switch {
	case lower && !upper:
		return "lower"
	case upper && !lower:
		return "upper"
	}
	return "title"
}

func TestPersonKeepsGenderCapitalisationAndParts(t *testing.T) {
	tests := []struct {
		lang, orig string
		female     bool
	}{
		{"cs", "Jan Novák", false}, {"cs", "Marie Nováková", true}, {"cs", "jana dvořáková", true}, {"cs", "PETR SVOBODA", false},
		{"sk", "Ján Horváth", false}, {"sk", "Zuzana Kováčová", true},
		{"pl", "Piotr Kowalski", false}, {"pl", "Anna Kowalska", true}, {"pl", "KATARZYNA NOWAK", true},
		{"de", "Thomas Müller", false}, {"de", "Frau Sabine Schmidt", true}, {"de", "sabine schmidt", true},
		{"fr", "Pierre Dubois", false}, {"fr", "Marie Lefèvre", true},
		{"es", "José García", false}, {"es", "María Fernández López", true},
		{"it", "Giuseppe Rossi", false}, {"it", "Giulia Bianchi", true},
		{"en", "John Smith", false}, {"en", "Mrs. Mary Johnson", true}, {"en", "JENNIFER DAVIS", true},
	}
	for _, tt := range tests {
		for seed := int64(0); seed < 10; seed++ {
			f := seeded(tt.lang, seed).Fake("PERSON", tt.orig)
			ow, fw := strings.Fields(tt.orig), strings.Fields(f)
			if f == tt.orig || len(ow) != len(fw) {
				t.Errorf("%s %q -> %q: equal or word count changed", tt.lang, tt.orig, f)
				continue
			}
			for i := range ow {
				if caseStyle(ow[i]) != caseStyle(fw[i]) {
					t.Errorf("%q -> %q: capitalisation of word %d changed", tt.orig, f, i)
				}
			}
			// The first name word after any title is the given name.
			gi := 0
			if strings.HasSuffix(ow[0], ".") || ow[0] == "Frau" {
				gi = 1
				if fw[0] != ow[0] {
					t.Errorf("%q -> %q: title not kept", tt.orig, f)
				}
			}
			if fem, ok := givenGender(tt.lang, fw[gi]); !ok || fem != tt.female {
				t.Errorf("%s %q -> %q: given name %q has the wrong gender or is unknown", tt.lang, tt.orig, f, fw[gi])
			}
		}
	}
}

func TestPersonSingleWordKeepsRole(t *testing.T) {
	for seed := int64(0); seed < 10; seed++ {
		s := seeded("de", seed)
		if f := s.Fake("PERSON", "Müller"); strings.Contains(f, " ") || !isSurname("de", f) {
			t.Errorf("surname Müller -> %q: not a single surname", f)
		}
		if f := s.Fake("PERSON", "Sabine"); !isGiven("de", f) {
			t.Errorf("given name Sabine -> %q: not a given name", f)
		}
	}
}

func isGiven(lang, w string) bool { _, ok := givenGender(lang, w); return ok }

func isSurname(lang, w string) bool {
	for _, sn := range localeOf(lang).Surnames {
		if sn.Male == w || sn.Female == w {
			return true
		}
	}
	return false
}

func TestPersonKeepsSlavicCase(t *testing.T) {
	tests := []struct {
		lang, orig string
		suffixes   []string // every word of the fake ends in one of these
	}{
		{"cs", "Novákem", []string{"em"}},                  // instrumental, hard consonant
		{"cs", "Nováka", []string{"a"}},                    // genitive
		{"cs", "Novákovou", []string{"ovou"}},              // feminine instrumental
		{"cs", "Janě Novákové", []string{"ě", "e", "ové"}}, // feminine dative
		{"cs", "Novákovi", []string{"ovi"}},                // dative
		{"sk", "Novákom", []string{"om"}},                  // Slovak instrumental
		{"sk", "Novákovej", []string{"ovej"}},              // Slovak feminine genitive
		{"pl", "Kowalskiego", []string{"ego"}},             // genitive
		{"pl", "Anną Kowalską", []string{"ą"}},             // feminine instrumental
		{"pl", "Nowakiem", []string{"em"}},                 // instrumental
	}
	for _, tt := range tests {
		for seed := int64(0); seed < 10; seed++ {
			f := seeded(tt.lang, seed).Fake("PERSON", tt.orig)
			for _, w := range strings.Fields(f) {
				ok := false
				for _, suf := range tt.suffixes {
					ok = ok || strings.HasSuffix(w, suf)
				}
				if !ok {
					t.Errorf("%s %q -> %q: word %q lost the case ending %v", tt.lang, tt.orig, f, w, tt.suffixes)
				}
			}
			if f == tt.orig {
				t.Errorf("%q unchanged", tt.orig)
			}
		}
	}
}

func TestInflectTables(t *testing.T) {
	tests := []struct {
		lang, name      string
		female, surname bool
		c               gcase
		want            string
	}{
		{"cs", "Novák", false, true, ins, "Novákem"},
		{"cs", "Novák", false, true, gen, "Nováka"},
		{"cs", "Nováková", true, true, ins, "Novákovou"},
		{"cs", "Nováková", true, true, gen, "Novákové"},
		{"cs", "Novotný", false, true, dat, "Novotnému"},
		{"cs", "Svoboda", false, true, ins, "Svobodou"},
		{"cs", "Hájek", false, true, gen, "Hájka"},
		{"cs", "Němec", false, true, ins, "Němcem"},
		{"cs", "Beneš", false, true, gen, "Beneše"},
		{"cs", "Jana", true, false, dat, "Janě"},
		{"cs", "Monika", true, false, loc, "Monice"},
		{"cs", "Marie", true, false, ins, "Marií"},
		{"cs", "Pavel", false, false, gen, "Pavla"},
		{"sk", "Nováková", true, true, gen, "Novákovej"},
		{"sk", "Novák", false, true, ins, "Novákom"},
		{"sk", "Mária", true, false, acc, "Máriu"},
		{"pl", "Kowalski", false, true, gen, "Kowalskiego"},
		{"pl", "Kowalska", true, true, gen, "Kowalskiej"},
		{"pl", "Kowalska", true, true, ins, "Kowalską"},
		{"pl", "Nowak", false, true, ins, "Nowakiem"},
		{"pl", "Nowak", true, true, gen, "Nowak"},
		{"pl", "Marek", false, false, gen, "Marka"},
		{"pl", "Paweł", false, false, dat, "Pawłowi"},
		{"pl", "Maria", true, false, gen, "Marii"},
		{"pl", "Agnieszka", true, false, gen, "Agnieszki"},
	}
	for _, tt := range tests {
		got, ok := inflect(tt.lang, tt.name, tt.female, tt.surname, tt.c)
		if !ok || got != tt.want {
			t.Errorf("inflect(%s, %s, case %d) = %q, %v; want %q", tt.lang, tt.name, tt.c, got, ok, tt.want)
		}
	}
	// Languages without declension only have the nominative.
	if _, ok := inflect("de", "Müller", false, true, gen); ok {
		t.Error("German genitive should be unsupported")
	}
}
