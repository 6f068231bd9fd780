package ner

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func TestProductLine(t *testing.T) {
	cases := []struct {
		text, span string
		drop       bool
	}{
		{"Isdin Fotoprotector Fusion Water 50 ml   1      24,95    24,95\n", "Isdin Fotoprotector Fusion Water", true},
		{"Cartelline 3 lembi con elastico, blu         200         0,95       190,00", "Cartelline", true},
		{"| Svítidlo LED Panlux 40 W, montáž   | 8 ks   | 1 150   | 21 %| 9 200,00   |", "Svítidlo LED Panlux", true},
		{"x\n3\tAcme Deluxe\t2\t10.00\t20.00", "Acme Deluxe", true},
		// a firm inside the column, after a word or in brackets
		{"Hausmeister Fa. Kraus           4.200,00    m²                  256,70", "Kraus", false},
		{"5     1      psch.    Anmeldung beim Netzbetreiber (SWM Infrastruktur)   45,00     45,00", "SWM Infrastruktur", false},
		// a legal form
		{"Elektro Seidl GmbH     12,50     12,50", "Elektro Seidl GmbH", false},
		// no column gap: a news table
		{"Bayern Munich 3 2 1 0 5 2 7.50", "Bayern Munich", false},
		// one numeric column, or no amount with two decimals
		{"Vodafone     29,99", "Vodafone", false},
		{"Acme Deluxe     2     2020", "Acme Deluxe", false},
		{"Acme Deluxe     4.000     5.000", "Acme Deluxe", false},
		// prices on the next line
		{"Acme Deluxe\n   2   10,00   20,00", "Acme Deluxe", false},
		// a long run of blanks and digits before the span
		{strings.Repeat(" ", 40) + "Acme Deluxe   2   10,00   20,00", "Acme Deluxe", false},
		// a person is no product
		{"Anna Nowak     2     10,00", "Anna Nowak", false},
	}
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range cases {
		typ := "ORGANIZATION"
		if c.span == "Anna Nowak" {
			typ = "PERSON"
		}
		i := strings.Index(c.text, c.span)
		_, _, _, ok := tg.vet(c.text, Span{Start: i, End: i + len(c.span), Type: typ, Score: 0.9})
		if ok == c.drop {
			t.Errorf("%q in %q: kept %v, want %v", c.span, c.text, ok, !c.drop)
		}
	}
}

func TestUnitCut(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range []struct {
		text, span, want string // want "": as tagged
	}{
		{"Jana Nováková\nobchodní oddělení, Okna Vysočina a.s.\n", "obchodní oddělení, Okna Vysočina a.s.", "Okna Vysočina a.s."},
		{"Royal Derby Hospital – Department of Clinical Biochemistry\n", "Royal Derby Hospital – Department of Clinical Biochemistry", "Royal Derby Hospital"},
		{"Kundenservice - Weserland Direkt GmbH\n", "Kundenservice - Weserland Direkt GmbH", "Weserland Direkt GmbH"},
		{"Ufficio acquisti, Ferramenta Rossi\n", "Ufficio acquisti, Ferramenta Rossi", "Ferramenta Rossi"},
		// no unit, or units on both sides, or nothing beside the unit
		{"Marks & Spencer, Tesco and Asda", "Marks & Spencer, Tesco", ""},
		{"Customer Service - Customer Support Team", "Customer Service - Customer Support Team", ""},
		{"Department of Defense", "Department of Defense", ""},
		{"Abteilung Einkauf – \n", "Abteilung Einkauf –", ""},
	} {
		i := strings.Index(c.text, c.span)
		_, start, end, ok := tg.vet(c.text, Span{Start: i, End: i + len(c.span), Type: "ORGANIZATION", Score: 0.9})
		want := c.want
		if want == "" {
			want = c.span
		}
		if got := c.text[start:end]; !ok || got != want {
			t.Errorf("%q: got %q (kept %v), want %q", c.span, got, ok, want)
		}
	}
}

func TestRoleLine(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	tg := NewTagger(m)
	for _, c := range []struct {
		lang, text, person, span string
		drop                     bool
	}{
		{"it", "Cordiali saluti,\nLorenzo Bianchini\nCoordinatore progetti\nFondazione Arnolfo ETS", "Lorenzo Bianchini", "Coordinatore progetti", true},
		{"es", "Un saludo,\nNEREA OLAZABAL ETXEBERRIA\nDiseño gráfico y packaging\nCalle Easo 19", "NEREA OLAZABAL ETXEBERRIA", "Diseño gráfico y packaging", true},
		{"en", "Olga Krylova\n\nCable line installer,\n", "Olga Krylova", "Cable line installer", true},
		{"en", "Mr. John Carter\nSenior data analyst\n", "John Carter", "Senior data analyst", true},
		// in any language, a line between the name and the firm's line
		{"de", "Freundliche Grüße\nMag. Verena Stadlober\nEinkauf & Logistik\nAigner-Wallner Holzbau GmbH\nWiener Straße 5\n", "Verena Stadlober", "Einkauf & Logistik", true},
		{"cs", "Jana Nováková\nObchodní oddělení\nOkna Vysočina a.s.\n", "Jana Nováková", "Obchodní oddělení", true},
		{"de", "Verena Stadlober\nHolzbau Aigner\nWiener Straße 5\n", "Verena Stadlober", "Holzbau Aigner", false},
		{"de", "Verena Stadlober\nEinkauf & Logistik\n\nAigner-Wallner Holzbau GmbH\n", "Verena Stadlober", "Einkauf & Logistik", false},
		// a firm capitalises its words, or has a legal form
		{"it", "Lorenzo Bianchini\nFondazione Arnolfo\n", "Lorenzo Bianchini", "Fondazione Arnolfo", false},
		{"it", "Lorenzo Bianchini\nFerramenta rossi s.r.l.\n", "Lorenzo Bianchini", "Ferramenta rossi s.r.l.", false},
		// Slavic firms are written in sentence case
		{"cs", "Jana Nováková\nKomerční banka\n", "Jana Nováková", "Komerční banka", false},
		// not under the name, or not the whole line
		{"en", "Olga Krylova said\nCable line installer\n", "Olga Krylova", "Cable line installer", false},
		{"en", "Olga Krylova\nCable line installer at Northgate\n", "Olga Krylova", "Cable line installer", false},
		{"en", "Olga Krylova\nSee Cable line installer\n", "Olga Krylova", "Cable line installer", false},
		{"en", "Olga Krylova\nCable\n", "Olga Krylova", "Cable", false},
	} {
		vs := &vetState{doc: detect.NewDoc(c.text, c.lang)}
		p := strings.Index(c.text, c.person)
		vs.prev = Span{Start: p, End: p + len(c.person), Type: "PERSON"}
		i := strings.Index(c.text, c.span)
		_, _, _, ok := tg.vetWith(vs, c.text, Span{Start: i, End: i + len(c.span), Type: "ORGANIZATION", Score: 0.9})
		if ok == c.drop {
			t.Errorf("%q in %q: kept %v, want %v", c.span, c.text, ok, !c.drop)
		}
	}
}
