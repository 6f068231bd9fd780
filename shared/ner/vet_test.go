package ner

import (
	"strings"
	"testing"
)

func TestVet(t *testing.T) {
	for _, c := range []struct {
		text, span, typ string
		want, wantType  string // want "" = dropped
	}{
		{"Domicilio: Calle Mayor 5", "Domicilio", "PERSON", "", ""},
		{"Localidad/ Provincia: Madrid", "Localidad", "LOCATION", "", ""},
		{"Datos del paciente.", "Datos del", "LOCATION", "", ""},
		{"se completa el estudio con TAC y RM", "TAC", "ORGANIZATION", "", ""},
		{"Ante la sospecha de", "Ante", "PERSON", "", ""},
		{"País: España.", "España", "ORGANIZATION", "España", "LOCATION"},
		{"She moved to United Kingdom last year", "United Kingdom", "ORGANIZATION", "United Kingdom", "LOCATION"},
		{"Banco de la Nación de", "Banco de la Nación de", "ORGANIZATION", "Banco de la Nación", "ORGANIZATION"},
		// names and places stay as tagged
		{"Ana García vino ayer", "Ana García", "PERSON", "Ana García", "PERSON"},
		{"Eva Nováková", "Eva Nováková", "PERSON", "Eva Nováková", "PERSON"},
		{"Hartford, CT 06103", "CT", "LOCATION", "CT", "LOCATION"},
		{"Leonardo Da Vinci", "Leonardo Da Vinci", "PERSON", "Leonardo Da Vinci", "PERSON"},
		{"Jan van der Berg", "Jan van der Berg", "PERSON", "Jan van der Berg", "PERSON"},
		{"Dale Carnegie wrote", "Dale Carnegie", "PERSON", "Dale Carnegie", "PERSON"},
	} {
		i := strings.Index(c.text, c.span)
		typ, end, ok := vet(c.text, Span{Type: c.typ, Start: i, End: i + len(c.span), Score: 0.9})
		got := ""
		if ok {
			got = c.text[i:end]
		}
		if got != c.want || ok && typ != c.wantType {
			t.Errorf("%q in %q: got %q %s, want %q %s", c.span, c.text, got, typ, c.want, c.wantType)
		}
	}
}

// A title's dot does not end the sentence, and a name after a title is a
// person even when the model alone would miss it.
func TestTitleCue(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range []struct{ text, want string }{
		{"Mr. Leiva flew to Leppen on Tuesday morning.", "Leiva"},
		{"Ms. Margarot flew to Loeches on Saturday morning.", "Margarot"},
		{"Gestern kam Frau Weber-Schulz zu uns.", "Weber-Schulz"},
		{"Dnes přišel pan Novák.", "Novák"},
	} {
		found := false
		for _, sp := range tg.Tag(c.text, nil) {
			if sp.Type == "PERSON" && c.text[sp.Start:sp.End] == c.want {
				found = true
			}
		}
		if !found {
			t.Errorf("%q: no PERSON %q in %v", c.text, c.want, tg.Tag(c.text, nil))
		}
	}
	// Not a title before a name: nothing forced.
	for _, text := range []string{"The doc Summary is attached.", "Mr. and Mrs. are titles.", "Dr. Domicilio: none"} {
		for _, sp := range tg.Tag(text, nil) {
			if sp.Score == titleCueScore {
				t.Errorf("%q: forced %q", text, text[sp.Start:sp.End])
			}
		}
	}
}

func TestSegmentKeepsTitlesAndInitials(t *testing.T) {
	text := "Yesterday Mr. Smith met J. R. Tolkien. Then he left."
	toks := Tokenize(text, nil)
	end := segmentEnd(text, toks, 0)
	if got := text[toks[end-1].Start:toks[end-1].End]; got != "." || toks[end-1].Start != len("Yesterday Mr. Smith met J. R. Tolkien") {
		t.Errorf("first sentence ends at %q (token %d)", got, end)
	}
}
