package builtin

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// entities returns the engine's findings as "TYPE:text".
func entities(e *detect.Engine, text, lang string) []string {
	var out []string
	for _, x := range e.Detect(text, detect.Options{Threshold: 0.35, Lang: lang}) {
		out = append(out, x.Type+":"+x.Text)
	}
	return out
}

// expectEntities checks entities' output: every want ("TYPE:text") is in
// got and no absent one is ("TYPE:" stands for any text of the type).
func expectEntities(t *testing.T, got, want, absent []string) {
	t.Helper()
	for _, w := range want {
		if !contains(got, w) {
			t.Errorf("missing %s in %v", w, got)
		}
	}
	for _, a := range absent {
		for _, g := range got {
			if g == a || strings.HasSuffix(a, ":") && strings.HasPrefix(g, a) {
				t.Errorf("unexpected %s in %v", g, got)
			}
		}
	}
}

func contains(got []string, want string) bool {
	for _, g := range got {
		if g == want {
			return true
		}
	}
	return false
}

func TestRulesAndRecognizers(t *testing.T) {
	names := func(rs []detect.Recognizer) map[string]bool {
		m := map[string]bool{}
		for _, r := range rs {
			m[r.Name()] = true
		}
		return m
	}
	if names(Rules())["ner"] {
		t.Error("Rules() contains the NER model")
	}
	all := names(Recognizers())
	for _, n := range []string{"ner", "street_address"} {
		if !all[n] {
			t.Errorf("Recognizers() lacks %s", n)
		}
	}
	if len(Engine().Recognizers()) != len(Recognizers()) {
		t.Error("Engine() does not run every recognizer")
	}
}

// TestModelYieldsToValidatedMatches: through the default engine, a NER span
// never takes text from an overlapping validated id or an address, whatever
// its score, while names next to them are still found. An address comes in
// parts (street line, postal code, town), as address/parts.go says.
func TestModelYieldsToValidatedMatches(t *testing.T) {
	tests := []struct {
		name, lang, text string
		want             []string
		absent           []string // type:text, or type: alone for any entity of the type
	}{
		{"GB NINO over ORGANIZATION", "en", "nino: BP 64 95 03 A .", []string{"GB_NINO:BP 64 95 03 A"}, []string{"ORGANIZATION:"}},
		{"NINO beside a name", "en", "John Smith, NINO BP 64 95 03 A", []string{"PERSON:John Smith", "GB_NINO:BP 64 95 03 A"}, nil},
		{"IBAN beside a name", "de", "Überweisung von Anna Schmidt auf DE89 3704 0044 0532 0130 00", []string{"PERSON:Anna Schmidt", "IBAN_CODE:DE89 3704 0044 0532 0130 00"}, nil},
		{"email is not a name", "en", "write to anna.schmidt@example.com today", []string{"EMAIL_ADDRESS:anna.schmidt@example.com"}, []string{"PERSON:", "ORGANIZATION:"}},
		{"CZ address over city", "cs", "Bydlí na adrese Vinohradská 1234/56, 120 00 Praha 2.", []string{"STREET_ADDRESS:Vinohradská 1234/56", "POSTAL_CODE:120 00", "LOCATION:Praha 2"}, []string{"LOCATION:Praha", "LOCATION:Vinohradská"}},
		{"SK address over city", "sk", "Sídlo firmy: Obchodná 12, 811 06 Bratislava", []string{"STREET_ADDRESS:Obchodná 12", "POSTAL_CODE:811 06", "LOCATION:Bratislava"}, []string{"LOCATION:Obchodná", "PERSON:"}},
		{"DE address over city", "de", "Anschrift: Hauptstraße 5, 10115 Berlin", []string{"STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:10115", "LOCATION:Berlin"}, []string{"LOCATION:Hauptstraße"}},
		{"FR address over city", "fr", "Livraison au 12 rue de la Paix, 75002 Paris", []string{"STREET_ADDRESS:12 rue de la Paix", "POSTAL_CODE:75002", "LOCATION:Paris"}, []string{"LOCATION:Paix"}},
		{"PL address over city", "pl", "Adres: ul. Długa 5/3, 00-238 Warszawa", []string{"STREET_ADDRESS:ul. Długa 5/3", "POSTAL_CODE:00-238", "LOCATION:Warszawa"}, []string{"LOCATION:Długa"}},
		{"US address over city", "en", "The White House is at 1600 Pennsylvania Ave NW, Washington, DC 20500.", []string{"STREET_ADDRESS:1600 Pennsylvania Ave NW", "LOCATION:Washington", "LOCATION:DC", "POSTAL_CODE:20500"}, []string{"LOCATION:Pennsylvania Ave NW", "LOCATION:Washington, DC"}},
		{"ES address over city", "es", "Dirección: Calle Mayor 5, 28013 Madrid", []string{"STREET_ADDRESS:Calle Mayor 5", "POSTAL_CODE:28013", "LOCATION:Madrid"}, []string{"LOCATION:Mayor", "PERSON:"}},
		{"IT address over city", "it", "Indirizzo: Via Roma 10, 00184 Roma", []string{"STREET_ADDRESS:Via Roma 10", "POSTAL_CODE:00184", "LOCATION:Roma"}, []string{"LOCATION:Via Roma"}},
		{"name before an address", "de", "Frau Anna Schmidt, Hauptstraße 5, 10115 Berlin", []string{"PERSON:Anna Schmidt", "STREET_ADDRESS:Hauptstraße 5", "POSTAL_CODE:10115", "LOCATION:Berlin"}, []string{"PERSON:Frau Anna Schmidt"}},
		{"cricket score is not an address", "en", "Surrey 429-7 ( C. Lewis 80 not out , M. Butcher 70 )", []string{"PERSON:C. Lewis"}, []string{"STREET_ADDRESS:"}},
	}
	eng := Engine()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			expectEntities(t, entities(eng, tc.text, tc.lang), tc.want, tc.absent)
		})
	}
}

// TestEngineNames: the default engine reports names, places and
// organisations in the supported languages, inflected, in lower-case chat,
// with titles outside the span and with legal forms inside it.
func TestEngineNames(t *testing.T) {
	tests := []struct {
		name, lang, text string
		want             []string
	}{
		{"en", "en", "Meeting with Angela Merkel in Berlin at Siemens AG.", []string{"PERSON:Angela Merkel", "LOCATION:Berlin", "ORGANIZATION:Siemens AG"}},
		{"en title", "en", "Dear Mr. Smith, thank you.", []string{"PERSON:Smith"}},
		{"en chat", "en", "hey mike, did you talk to sarah?", []string{"PERSON:mike", "PERSON:sarah"}},
		{"de title", "de", "Ich habe mit Herr Müller gesprochen.", []string{"PERSON:Müller"}},
		{"cs inflected", "cs", "Včera jsem mluvil s Janem Novákem z Prahy.", []string{"PERSON:Janem Novákem", "LOCATION:Prahy"}},
		{"pl inflected", "pl", "Rozmawiałem z Anną Kowalską w Warszawie.", []string{"PERSON:Anną Kowalską", "LOCATION:Warszawie"}},
		{"sk title", "sk", "Vážený pán Kováč, ďakujeme.", []string{"PERSON:Kováč"}},
		{"cs s.r.o.", "cs", "Faktura pro Alfa Stav s.r.o., Praha", []string{"ORGANIZATION:Alfa Stav s.r.o."}},
		{"pl Sp. z o.o.", "pl", "Faktura dla Nova Tech Sp. z o.o., Kraków", []string{"ORGANIZATION:Nova Tech Sp. z o.o."}},
		// texts with no lower-case letter are tagged too: a form filled in
		// capitals, a dateline
		{"en capitals", "en", "PLEASE CALL JOHN SMITH IN LONDON", []string{"PERSON:JOHN SMITH", "LOCATION:LONDON"}},
		{"en dateline", "en", "LONDON 1996-08-30", []string{"LOCATION:LONDON"}},
	}
	eng := Engine()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := entities(eng, tc.text, tc.lang)
			for _, w := range tc.want {
				if !contains(got, w) {
					t.Errorf("missing %s in %v", w, got)
				}
			}
		})
	}
}

// TestSignatureCompany: a signature's company line is an organisation, also
// when the caller asks for organisations only (the NER still reads the
// address under it; detect.Reader).
func TestSignatureCompany(t *testing.T) {
	text := "Best regards,\nJan Novák\nEnigmaio\nVinohradská 1234/56, 120 00 Praha 2"
	for _, types := range []map[string]bool{nil, {"ORGANIZATION": true}} {
		var got []string
		for _, x := range Engine().Detect(text, detect.Options{Threshold: 0.35, Lang: "cs", Types: types}) {
			got = append(got, x.Type+":"+x.Text)
		}
		if !contains(got, "ORGANIZATION:Enigmaio") {
			t.Errorf("types %v: %v, want ORGANIZATION:Enigmaio", types, got)
		}
		for _, g := range got {
			if types != nil && !strings.HasPrefix(g, "ORGANIZATION:") {
				t.Errorf("types %v: %v, want organisations only", types, got)
			}
		}
	}
}
