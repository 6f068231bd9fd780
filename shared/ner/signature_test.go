package ner

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestSignatureOrgs sets the rule and model matches by hand ("[TYPE]" after a
// line marks that whole line; "{TYPE}" after a line, a match starting on it),
// so it tests the block rule and not the weights.
func TestSignatureOrgs(t *testing.T) {
	for _, c := range []struct {
		name  string
		lines []string
		want  []string // ORGANIZATION texts
	}{
		{"name, company, address", []string{"Zizi Kónya [PERSON]", "Enigmaio [LOCATION]", "5850 Jana Nerudy 894 {STREET_ADDRESS}"}, []string{"Enigmaio"}},
		{"quoted, the name repeated", []string{"> Lina Artemova [PERSON]", "> Irecycle [LOCATION]", "> Lina Artemova [PERSON]", "> 2224 Trenerys gate 23 {STREET_ADDRESS}"}, []string{"Irecycle"}},
		{"title, then company", []string{"Karin M. Beike [PERSON]", "Leasing consultant", "Fritz-Armstrong", "ul. Miła 53 {STREET_ADDRESS}"}, []string{"Fritz-Armstrong"}},
		{"a line the model calls a person stays one", []string{"Anna Schmidt [PERSON]", "Müller Logistik [PERSON]", "Tel. +49 30 1234567 {PHONE_NUMBER}"}, nil},
		{"phone closes it, company half a name", []string{"Anna Schmidt [PERSON]", "Russell Investments", "+49 30 1234567 {PHONE_NUMBER}"}, []string{"Russell Investments"}},
		{"e-mail closes it", []string{"Jan Novák, [PERSON]", "Alfa Stav s.r.o.", "jan@alfastav.cz {EMAIL_ADDRESS}"}, []string{"Alfa Stav s.r.o."}},
		{"a role word with a legal form is a company", []string{"Jan Novák [PERSON]", "Manager Consulting GmbH", "Hauptstraße 5, 10115 Berlin {STREET_ADDRESS}"}, []string{"Manager Consulting GmbH"}},
		{"a title right above the address", []string{"Jan Novák [PERSON]", "Sales manager", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"a Czech title", []string{"Jan Novák [PERSON]", "Jednatel společnosti", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"two people at one address", []string{"Jan Novák [PERSON]", "Eva Nováková [PERSON]", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"a blank line ends the block", []string{"Jan Novák [PERSON]", "", "Acme", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"no address, phone or e-mail after", []string{"Jan Novák [PERSON]", "Acme", "see you on Monday"}, nil},
		{"no name before", []string{"Our office", "Acme", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"digits are an address line", []string{"Jan Novák [PERSON]", "Block 7", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"a department", []string{"Anna Berger [PERSON]", "Customer Services Department", "12 High Street, Leeds LS1 4DP {STREET_ADDRESS}"}, nil},
		{"a German department", []string{"Anna Berger [PERSON]", "Kundenservice", "Hauptstraße 5, 10115 Berlin {STREET_ADDRESS}"}, nil},
		{"a Polish department", []string{"Anna Zielińska [PERSON]", "Dział Obsługi Klienta", "ul. Marszałkowska 84/92, 00-514 Warszawa {STREET_ADDRESS}"}, nil},
		{"a French department", []string{"Claire Martin [PERSON]", "Service client", "12 rue de la Paix, 75002 Paris {STREET_ADDRESS}"}, nil},
		{"a Czech department", []string{"Jana Horáková [PERSON]", "Zákaznické centrum", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
		{"the department under the name, then the company", []string{"Anna Berger [PERSON]", "Personalabteilung", "Holzmann Logistik", "Hauptstraße 5, 10115 Berlin {STREET_ADDRESS}"}, []string{"Holzmann Logistik"}},
		{"the unit beside the firm on its line", []string{"Jana Nováková [PERSON]", "obchodní oddělení, Okna Vysočina a.s.", "Průmyslová 8, Jihlava {STREET_ADDRESS}"}, []string{"Okna Vysočina a.s."}},
		{"an Italian title in sentence case", []string{"Grazie ancora per la disponibilità e per la pazienza, ci sentiamo la settimana prossima.", "Cordiali saluti,", "Lorenzo Bianchini [PERSON]", "Coordinatore progetti", "Via Santa Trinita 45, 59100 Prato {STREET_ADDRESS}"}, nil},
		{"a Czech firm in sentence case", []string{"Děkuji za rychlou odpověď a těším se na spolupráci v příštím roce.", "S pozdravem", "Jana Nováková [PERSON]", "Komerční banka", "Vinohradská 12 {STREET_ADDRESS}"}, []string{"Komerční banka"}},
		{"a department's word with a legal form is a company", []string{"Anna Berger [PERSON]", "Kundenservice Nord GmbH", "Hauptstraße 5, 10115 Berlin {STREET_ADDRESS}"}, []string{"Kundenservice Nord GmbH"}},
		// a line in capitals that ends in a legal form, wherever it stands
		{"caps firm the model called a person", []string{"CONSTRUCCIONES HERMANOS RUIZ S.L. [PERSON]", "C/ Mayor 12, 28013 Madrid {STREET_ADDRESS}"}, []string{"CONSTRUCCIONES HERMANOS RUIZ S.L."}},
		{"caps firm, a word of it a person", []string{"Dear Sirs,", "HARLOW TIMBER SUPPLIES LTD", "12 Mill Lane {STREET_ADDRESS}"}, []string{"HARLOW TIMBER SUPPLIES LTD"}},
		{"caps firm with a Polish legal form", []string{"PRZEDSIĘBIORSTWO BUDOWLANE KOWALSKI SP. Z O.O.", "ul. Długa 5 {STREET_ADDRESS}"}, []string{"PRZEDSIĘBIORSTWO BUDOWLANE KOWALSKI SP. Z O.O."}},
		{"caps firm with an ampersand", []string{"Invoice to:", "SMITH & SONS LTD,"}, []string{"SMITH & SONS LTD"}},
		{"caps firm, no block around it", []string{"Faktura VAT", "STAVEBNÍ FIRMA NOVÁK S.R.O."}, []string{"STAVEBNÍ FIRMA NOVÁK S.R.O."}},
		{"caps header line", []string{"RE: ACME LTD", "Hello"}, nil},
		{"caps line with a digit", []string{"UNIT 4 ACME LTD", "Hello"}, nil},
		{"caps legal form alone", []string{"Hello", "S.R.O. A.S."}, nil},
		{"mixed case line", []string{"Harlow Timber Supplies LTD", "Hello"}, nil},
		{"a sentence is no company line", []string{"Jan Novák [PERSON]", "Are you coming?", "Vinohradská 12 {STREET_ADDRESS}"}, nil},
	} {
		t.Run(c.name, func(t *testing.T) {
			text, rules, model := block(c.lines)
			out := append(rules, model...)
			out = signatureOrgs(text, out, len(rules))
			var got []string
			for _, m := range out {
				if m.Type == "ORGANIZATION" {
					got = append(got, text[m.Start:m.End])
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("got %q, want %q", got, c.want)
			}
			for _, m := range out[len(rules):] {
				if m.Type != "ORGANIZATION" && slices.Contains(got, text[m.Start:m.End]) {
					t.Errorf("the model's %s %q was kept inside the company line", m.Type, text[m.Start:m.End])
				}
			}
		})
	}
}

// block builds the text and its matches from marked lines (see TestSignatureOrgs).
func block(lines []string) (text string, rules, model []detect.Match) {
	var b strings.Builder
	for i, l := range lines {
		if i > 0 {
			b.WriteByte('\n')
		}
		content, mark, _ := strings.Cut(l, " [")
		if mark == "" {
			content, mark, _ = strings.Cut(l, " {")
		}
		start := b.Len()
		b.WriteString(content)
		s := start + strings.IndexFunc(content, func(r rune) bool { return r != '>' && r != ' ' })
		e := start + len(strings.TrimRight(content, ", "))
		switch {
		case strings.HasSuffix(l, "]"):
			model = append(model, detect.Match{Type: strings.TrimSuffix(mark, "]"), Start: s, End: e, Score: 0.9, Model: true})
		case strings.HasSuffix(l, "}"):
			rules = append(rules, detect.Match{Type: strings.TrimSuffix(mark, "}"), Start: s, End: e, Score: 0.9})
		}
	}
	return b.String(), rules, model
}

func TestSplitLines(t *testing.T) {
	text := "> Anna,\r\n\n  >Acme \nlast"
	var got []string
	for _, l := range splitLines(text) {
		got = append(got, text[l.start:l.end])
	}
	if want := []string{"Anna", "", "Acme", "last"}; !slices.Equal(got, want) {
		t.Errorf("got %q, want %q", got, want)
	}
}

// FuzzSignatureOrgs: any text with matches the fuzzer places (valid offsets
// or not) gives company lines inside the text, on whole lines, and keeps
// every rule match.
func FuzzSignatureOrgs(f *testing.F) {
	f.Add("Zizi Kónya\nEnigmaio\n5850 Jana Nerudy 894", []byte{0, 10, 1, 21, 40, 2})
	f.Add("> A\n> B\n> A\n> 1 C", []byte{2, 3, 1, 13, 16, 3, 10, 11, 1})
	f.Add("\n\n\n", []byte{0, 1, 1, 1, 2, 2, 3, 255, 2})
	types := []string{"PERSON", "STREET_ADDRESS", "PHONE_NUMBER", "EMAIL_ADDRESS", "LOCATION"}
	f.Fuzz(func(t *testing.T, text string, spec []byte) {
		// each three bytes are one match: start, end, type; PERSON and
		// LOCATION are the model's, the rest rules', rules first
		var rules, model []detect.Match
		for k := 0; k+2 < len(spec); k += 3 {
			m := detect.Match{Start: int(spec[k]) - 2, End: int(spec[k+1]), Type: types[int(spec[k+2])%len(types)], Score: 0.9}
			if m.Type == "PERSON" || m.Type == "LOCATION" {
				m.Model = true
				model = append(model, m)
			} else {
				rules = append(rules, m)
			}
		}
		out := signatureOrgs(text, append(rules, model...), len(rules))
		if len(out) < len(rules) || !slices.Equal(out[:len(rules)], rules) {
			t.Fatalf("rule matches changed: %v", out)
		}
		for _, m := range out[len(rules):] {
			if m.Type != "ORGANIZATION" || m.Score != signatureScore {
				continue
			}
			if m.Start < 0 || m.End > len(text) || m.Start >= m.End || strings.Contains(text[m.Start:m.End], "\n") {
				t.Fatalf("company line %d-%d is not within one line of %q", m.Start, m.End, text)
			}
		}
	})
}
