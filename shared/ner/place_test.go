package ner

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestPlaces runs the place stage alone over the model's spans as given
// ("TYPE|surface"), so it does not depend on the weights.
func TestPlaces(t *testing.T) {
	cases := []struct {
		lang, text string
		model      []string // the model's spans
		want, not  []string // spans after the stage
	}{
		// added where the model tagged nothing
		{"en", "The US Marines took most of Fallujah.", []string{"ORGANIZATION|US Marines"}, []string{"LOCATION|Fallujah"}, nil},
		{"de", "Niederlassungen in Venlo, Dortmund und Bratislava.", nil, []string{"LOCATION|Venlo", "LOCATION|Dortmund", "LOCATION|Bratislava"}, nil},
		{"cs", "Bydlím v Brně, pracuji v Praze a jezdím do Ostravy.", nil, []string{"LOCATION|Brně", "LOCATION|Praze", "LOCATION|Ostravy"}, nil},
		{"pl", "Mieszkam w Warszawie, studiowałem w Krakowie.", nil, []string{"LOCATION|Warszawie", "LOCATION|Krakowie"}, nil},
		{"sk", "Som tento týždeň v Trnave a potom v Žiline.", nil, []string{"LOCATION|Trnave", "LOCATION|Žiline"}, nil},
		{"it", "Sono nato a Firenze e vivo a Milano.", nil, []string{"LOCATION|Firenze", "LOCATION|Milano"}, nil},
		{"es", "CHISINAU 1996-08-31", nil, []string{"LOCATION|CHISINAU"}, nil},
		// retyped: a person; an organisation after a place preposition
		{"es", "Fue también a París , Praga y Estambul .", []string{"PERSON|París"}, []string{"LOCATION|París"}, []string{"PERSON|París"}},
		{"fr", "appendicectomie en 1998 à Fès.", []string{"ORGANIZATION|Fès"}, []string{"LOCATION|Fès"}, []string{"ORGANIZATION|Fès"}},
		{"en", "Milan beat Roma at home.", []string{"ORGANIZATION|Milan"}, []string{"ORGANIZATION|Milan"}, []string{"LOCATION|Milan"}},
		// the model's own spans over it stay
		{"de", "Er studierte an der Universität Wien.", []string{"ORGANIZATION|Universität Wien"}, []string{"ORGANIZATION|Universität Wien"}, []string{"LOCATION|Wien"}},
		// inside a longer name, a club, a firm or a street: none
		{"en", "Paris Hilton flew in.", nil, nil, []string{"LOCATION|Paris"}},
		{"de", "Er studierte an der Universität Wien.", nil, nil, []string{"LOCATION|Wien"}},
		{"en", "He works for the Bank of London now.", nil, nil, []string{"LOCATION|London"}},
		{"es", "Juega en el FC Barcelona desde 2010.", nil, nil, []string{"LOCATION|Barcelona"}},
		{"de", "Die Berlin AG zahlt.", nil, nil, []string{"LOCATION|Berlin"}},
		{"es", "Departamento de Radiología. C/ San Francisco n° 1.", nil, nil, []string{"LOCATION|San Francisco"}},
		{"cs", "Nové Město na Moravě leží na Vysočině.", nil, nil, []string{"LOCATION|Moravě"}},
		// adjectives and inhabitants made from a stem
		{"cs", "ortopedická ambulance Pardubické nemocnice", nil, nil, []string{"LOCATION|Pardubické"}},
		{"pl", "Pamiętajcie, moi szanowni Ateńczycy, że nikt nie ustąpił.", nil, nil, []string{"LOCATION|Ateńczycy"}},
		{"pl", "Zabrzmiało to jak oferta.", nil, nil, []string{"LOCATION|Zabrzmiało"}},
		// a score line, a name in quotation marks
		{"en", "Swansea 49 Cardiff 23", nil, nil, []string{"LOCATION|Cardiff", "LOCATION|Swansea"}},
		{"de", "Der Luftballon „ Tirol “ ist gelandet.", nil, nil, []string{"LOCATION|Tirol"}},
		// a given name or surname alone, a common word in lower case
		{"en", "Sydney said she would come.", nil, nil, []string{"LOCATION|Sydney"}},
		{"en", "She flew to Sydney in May.", nil, []string{"LOCATION|Sydney"}, nil},
		{"de", "Sie fuhr nach wien und kam aus berlin zurück.", nil, nil, []string{"LOCATION|wien", "LOCATION|berlin"}},
	}
	for _, c := range cases {
		got := typesOf(c.text, places(c.text, modelMatches(c.text, c.model), 0))
		for _, w := range c.want {
			if !slices.Contains(got, w) {
				t.Errorf("%s %q: want %s, got %v", c.lang, c.text, w, got)
			}
		}
		for _, n := range c.not {
			if slices.Contains(got, n) {
				t.Errorf("%s %q: %s found, got %v", c.lang, c.text, n, got)
			}
		}
	}
}

// TestPlacesLexicon: every line of places.txt parses into an indexed term
// of type LOCATION, and no stem is so short that it starts common words
// (four letters or fewer folded: "Řím*" would be "rim*", "Rimborso").
func TestPlacesLexicon(t *testing.T) {
	l := loadPlaces()
	if len(l.terms) < 1000 || l.typ != "LOCATION" {
		t.Errorf("%d terms of type %s", len(l.terms), l.typ)
	}
	for _, term := range l.terms {
		if len(term.toks) == 0 || !term.toks[0].stem && l.first[term.toks[0].fold] == nil {
			t.Errorf("term %+v not indexed", term)
			continue
		}
		if f := term.toks[0]; f.stem && len(f.fold) <= 4 {
			t.Errorf("stem %q too short", f.word)
		}
	}
}

// BenchmarkPlaces: the stage over a kilobyte of ordinary text with one
// city in it (compare BenchmarkFirms).
func BenchmarkPlaces(b *testing.B) {
	text := strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 4) +
		"Please send the signed invoice to our office in Manchester before March 3, 2025. " +
		strings.Repeat("Further details about the budget, the schedule and the next steps will follow in a separate message. ", 5)
	out := make([]detect.Match, 0, 16)
	b.SetBytes(int64(len(text)))
	for i := 0; i < b.N; i++ {
		out = places(text, out[:0], 0)
	}
}
