package ner

import (
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestAcronymDefs(t *testing.T) {
	for _, c := range []struct {
		text string
		want []string // "SF=long form"
	}{
		{"Manuelle Therapie (MT), 6 x", []string{"MT=Manuelle Therapie"}},
		{"w Zakładzie Ubezpieczeń Społecznych (ZUS).", []string{"ZUS=Zakładzie Ubezpieczeń Społecznych"}},
		{"Die Weltgesundheitsorganisation (WHO) warnt", []string{"WHO=Weltgesundheitsorganisation"}},
		{"L'Organizzazione Mondiale della Sanità (OMS)", []string{"OMS=Organizzazione Mondiale della Sanità"}},
		{"la OEA ( Organización de Estados Americanos ) ", []string{"OEA=Organización de Estados Americanos"}},
		{"alfafetoproteína (AFP): 51 ng/ml", []string{"AFP=alfafetoproteína"}},
		{"krew żylna (EDTA, skrzep)", nil},           // the letters do not match
		{"Uniwersytecie Teksas w Austin (USA)", nil}, // Teksas gives no initial
		{"Zawał ściany dolnej serca (STEMI)", nil},   // no match
		{"tacrolimus (FK), micofenolato (MMF)", nil}, // no match
		{"Verona (VR)\nFirenze (FI)", []string{"VR=Verona", "FI=Firenze"}},
		{"ISS ( at about a fifth of the cost )", nil}, // the bracket is no long form
		{"Mr. Smith (2019)", nil},                     // no short form
		{"(MT)", nil},                                 // nothing before
		{"Therapie (MT-A)", nil},                      // joined
		{"Manuelle Therapie (MT", nil},                // unclosed
		{"Manuelle. Therapie (MT)", nil},              // the clause ends before
		{"Manuelle Therapie (Mt)", nil},               // one capital
	} {
		var got []string
		for _, d := range acronymDefs(c.text, nil) {
			got = append(got, d.sf+"="+c.text[d.lf[0]:d.lf[1]])
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("acronymDefs(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

// TestAcronyms runs the stage over given model spans: the long form's
// reading settles the short form at its definition and later.
func TestAcronyms(t *testing.T) {
	for _, c := range []struct {
		text  string
		model []string // "TYPE|surface", first occurrence
		want  []string
	}{
		{"Manuelle Therapie (MT). Die MT hilft.", []string{"ORGANIZATION|MT"}, nil},
		{"Zakład Ubezpieczeń Społecznych (ZUS). Decyzja ZUS.", []string{"ORGANIZATION|Zakład Ubezpieczeń Społecznych", "LOCATION|ZUS"},
			[]string{"ORGANIZATION|Zakład Ubezpieczeń Społecznych", "ORGANIZATION|ZUS", "ORGANIZATION|ZUS"}},
		// before its definition a short form is left alone
		{"Die MT. Manuelle Therapie (MT).", []string{"ORGANIZATION|MT"}, []string{"ORGANIZATION|MT"}},
		// a long form read only in part, or as a person, settles nothing
		{"Universität Wien (UW) und UW.", []string{"LOCATION|Wien", "ORGANIZATION|UW"}, []string{"LOCATION|Wien", "ORGANIZATION|UW"}},
		{"Hans Müller (HM) kam.", []string{"PERSON|Hans Müller"}, []string{"PERSON|Hans Müller"}},
		// a span wider than the short form stays
		{"Manuelle Therapie (MT). MT Klinik", []string{"ORGANIZATION|MT Klinik"}, []string{"ORGANIZATION|MT Klinik"}},
		// inside a token a short form is no mention
		{"Manuelle Therapie (MT). MT-Praxis", nil, nil},
	} {
		got := typesOf(c.text, acronyms(c.text, modelMatches(c.text, c.model), 0))
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("acronyms(%q) = %q, want %q", c.text, got, c.want)
		}
	}
}

func TestMatchLetters(t *testing.T) {
	for _, c := range []struct {
		lf, sf string
		start  int // -1: no match
	}{
		{"Bundesrepublik Deutschland", "BRD", 0},
		{"der Bundesrepublik Deutschland", "BRD", 4},
		{"Colitis Ulcerosa", "CU", 0},
		{"vena renal izquierda", "VRI", 0},
		{"tacrolimus", "FK", -1},
		{"MT", "MT", -1},
		{"Piastrine", "PLT", -1},
	} {
		got, ok := matchLetters(c.lf, c.sf)
		if !ok {
			got = -1
		}
		if got != c.start {
			t.Errorf("matchLetters(%q, %q) = %d, want %d", c.lf, c.sf, got, c.start)
		}
	}
}

// FuzzAcronymDefs: every definition lies inside the text, its short form
// before or inside a bracket, and the stage keeps every match inside the text.
func FuzzAcronymDefs(f *testing.F) {
	for _, s := range []string{"Manuelle Therapie (MT). Die MT", "OEA ( Organización de Estados Americanos )", "((((AB)", "A (B", "Ä (ÄÖ) ÄÖ", "x\xff (XY) XY"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		defs := acronymDefs(text, nil)
		if len(defs) > maxAcronymDefs {
			t.Fatalf("%d definitions", len(defs))
		}
		for _, d := range defs {
			if d.lf[0] < 0 || d.lf[1] > len(text) || d.lf[0] >= d.lf[1] || d.sfStart < 0 || d.sfStart+len(d.sf) > len(text) || text[d.sfStart:d.sfStart+len(d.sf)] != d.sf {
				t.Fatalf("bad definition %+v in %q", d, text)
			}
			if n := utf8.RuneCountInString(d.sf); n < 2 || n > 10 {
				t.Fatalf("short form %q", d.sf)
			}
		}
		var out []detect.Match
		if len(text) > 2 {
			out = append(out, detect.Match{Type: "ORGANIZATION", Start: 0, End: len(text) / 2, Model: true})
		}
		for _, m := range acronyms(text, out, 0) {
			if m.Start < 0 || m.End > len(text) || m.Start >= m.End {
				t.Fatalf("bad match %+v in %q", m, text)
			}
		}
	})
}
