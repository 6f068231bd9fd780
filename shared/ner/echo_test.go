package ner

import (
	"strings"
	"testing"
)

// TestEchoCue sets the model's spans by hand: the rule is under test, not
// the weights. Each span is written "TYPE:text" and found at its first
// occurrence in the text.
func TestEchoCue(t *testing.T) {
	lex := Lexicon{Key("Will"): 1<<6 | lexCommonBit | 1, Key("Paris"): 1<<6 | 3<<2 | 1}
	for _, c := range []struct {
		text  string
		model []string
		want  string // the spans after the cue, "TYPE:text" joined by "|"
	}{
		{"Petro Porošenko přijel. Porošenko vyzval EU.", []string{"PERSON:Petro Porošenko"},
			"PERSON:Petro Porošenko|PERSON:Porošenko"},
		{"Dear Anna Berg, Anna will call you.", []string{"PERSON:Anna Berg"}, "PERSON:Anna Berg|PERSON:Anna"},
		// a one-token place or organisation of the same word is the person
		{"Directed by Anna Adamska and starring Adamska", []string{"PERSON:Anna Adamska", "LOCATION:starring Adamska"},
			"PERSON:Anna Adamska|LOCATION:starring Adamska"}, // two tokens: not retyped
		{"Directed by Anna Adamska and starring Adamska", []string{"PERSON:Anna Adamska", "LOCATION:Adamska"},
			"PERSON:Anna Adamska|PERSON:Adamska"},
		// the full name again, unlabelled, is one span
		{"Jan Novák přišel. Pak Jan Novák odešel.", []string{"PERSON:Jan Novák"}, "PERSON:Jan Novák|PERSON:Jan Novák"},
		// a surname in another case (cs, sk, pl); given names do not decline
		// into each other
		{"Jan Novák přijel. Potkali jsme Nováka a Novákovi jsme řekli.", []string{"PERSON:Jan Novák"},
			"PERSON:Jan Novák|PERSON:Nováka|PERSON:Novákovi"},
		{"Kancléřka Angela Merkelová přijela. Mluvil s Merkelovou.", []string{"PERSON:Angela Merkelová"},
			"PERSON:Angela Merkelová|PERSON:Merkelovou"},
		{"Jan Kowalski przyszedł. Widzieliśmy Kowalskiego.", []string{"PERSON:Jan Kowalski"},
			"PERSON:Jan Kowalski|PERSON:Kowalskiego"},
		{"Maria Nováková přišla. Marie odešla.", []string{"PERSON:Maria Nováková"}, "PERSON:Maria Nováková"},
		{"Jan Bek přišel. Beka nikdo neviděl.", []string{"PERSON:Jan Bek"}, "PERSON:Jan Bek"},  // a word too short
		{"Jan Litwy přišel. Litwa je země.", []string{"PERSON:Jan Litwy"}, "PERSON:Jan Litwy"}, // a stem too short
		// next to the model's PERSON span, the span grows
		{"Dr. Carlos García Ballesta. Remitido por Carlos García Ballesta.", []string{"PERSON:Carlos García Ballesta", "PERSON:Carlos García"},
			"PERSON:Carlos García Ballesta|PERSON:Carlos García Ballesta"},
		{"Anna Berg came. Then Nora Anna Berg.", []string{"PERSON:Anna Berg", "PERSON:Nora"},
			"PERSON:Anna Berg|PERSON:Nora Anna Berg"},
		// no echo: a one-word name, no given name, a common word, a place
		{"Porošenko přijel. Porošenko vyzval EU.", []string{"PERSON:Porošenko"}, "PERSON:Porošenko"},
		{"Condado Oswego. Oswego is big.", []string{"PERSON:Condado Oswego"}, "PERSON:Condado Oswego"},
		{"Will Smith came. Will you stay?", []string{"PERSON:Will Smith"}, "PERSON:Will Smith"},
		{"Paris Hilton flew to Paris.", []string{"PERSON:Paris Hilton"}, "PERSON:Paris Hilton"},
		{"ANNA BERG. ANNA called.", []string{"PERSON:ANNA BERG"}, "PERSON:ANNA BERG"},
		{"Frau Anna Berg kam. Frau Lind blieb.", []string{"PERSON:Frau Anna Berg"}, "PERSON:Frau Anna Berg"},
	} {
		s := &scratch{lex: lex}
		toks := Tokenize(c.text, nil)
		var out []Span
		from := 0
		for _, m := range c.model {
			typ, w, _ := strings.Cut(m, ":")
			at := from + strings.Index(c.text[from:], w)
			out = append(out, Span{Start: at, End: at + len(w), Type: typ, Score: 0.9})
			from = at + len(w)
		}
		var got []string
		s.describe(c.text, toks, 0)
		s.lookLex(len(toks))
		s.noteSegment(c.text, toks, 0, len(toks), out, 0)
		for _, sp := range echoCue(s, c.text, toks, out) {
			got = append(got, sp.Type+":"+c.text[sp.Start:sp.End])
		}
		if g := strings.Join(got, "|"); g != c.want {
			t.Errorf("%q: got %q, want %q", c.text, g, c.want)
		}
	}
}
