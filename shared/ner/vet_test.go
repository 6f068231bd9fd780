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
