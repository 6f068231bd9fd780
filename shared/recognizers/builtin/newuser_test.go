package builtin

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestNewUserTexts: the texts issue 29 reports from trying the service as a
// new user would, through the default engine with the tagger. Role words,
// chat openers, form labels and lab words are no names; a Czech vocative is.
func TestNewUserTexts(t *testing.T) {
	cases := []struct {
		lang, text string
		names      []string // each must be found as the type before the colon
		notNames   []string // no PERSON, LOCATION or ORGANIZATION may overlap these
	}{
		{"de", "Sehr geehrte Frau Kollegin,\n\nwir berichten über Ihren Patienten.", nil, []string{"Kollegin"}},
		{"de", "Sehr geehrter Herr Kollege,\nanbei der Befund von Frau Weber.", []string{"PERSON:Weber"}, []string{"Kollege"}},
		{"de", "Labor: Bilirubin im Normbereich, CRP 12 mg/l.", nil, []string{"Labor", "Bilirubin", "Normbereich", "CRP"}},
		{"en", "[10:02] Customer: my parcel never came\n[10:03] Agent: Sorry to hear that! Can you give me the order number?", nil, []string{"Sorry"}},
		{"pl", "Faktura VAT nr 12/2026\nNIP: 725-18-01-126\nRegon: 123456785\nNabywca: Anna Nowak", []string{"PERSON:Anna Nowak"}, []string{"NIP", "Regon"}},
		{"cs", "Děkuji za rychlé vyřízení. Vaši zákaznickou podporu doporučím dál.\nS pozdravem Jana Nováková", []string{"PERSON:Jana Nováková"}, []string{"Vaši"}},
		{"fr", "Numéro de sécurité sociale : 2 85 11 75 112 048 81", nil, []string{"Numéro", "sécurité sociale"}},
		{"cs", "Dobrý den, pane Dvořáku, posílám Vám smlouvu.", []string{"PERSON:Dvořáku"}, nil},
		// a letter's heading and a number's label
		{"en", "Private & Confidential\nMr Daniel Okafor\nFlat 3, 27 Wellington Road", []string{"PERSON:Daniel Okafor"}, []string{"Private & Confidential"}},
		{"en", "Please return the contract with your National Insurance number (e.g. QQ 12 34 56 C).", nil, []string{"National Insurance"}},
		// a family member named by the role
		{"cs", "Anamnéza: Pacient přijat pro dušnost. Manželka (tel. 777 888 999) informována.", nil, []string{"Manželka"}},
		// "born" opening a sentence is no name
		{"it", "Nata a Torino il 3 marzo 1950, la moglie Rosa Esposito ci ha riferito.", []string{"PERSON:Rosa Esposito"}, []string{"Nata"}},
		// a company's registration in Spain: volume, folio, sheet
		{"es", "Inscrita en el Registro Mercantil de Madrid, Tomo 12345, Folio 67, Hoja M-123456, CIF B12345674", nil, []string{"Tomo", "Folio", "Hoja"}},
		// the abbreviations of doña are titles, outside the name
		{"es", "Paciente: Dña. María del Carmen Ruiz Ortega", []string{"PERSON:María del Carmen Ruiz Ortega"}, []string{"Dña"}},
		{"es", "Estimada Dña. Ruiz:", []string{"PERSON:Ruiz"}, []string{"Estimada Dña"}},
		{"es", "Comparece la Sra. Dª Carmen López, mayor de edad.", []string{"PERSON:Carmen López"}, []string{"Dª"}},
	}
	e := Engine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		for _, n := range c.names {
			typ, value, _ := strings.Cut(n, ":")
			if got, ok := entityAt(es, c.text, value); !ok || got.Type != typ {
				t.Errorf("%s %q: %q is %q, want %s", c.lang, c.text, value, got.Type, typ)
			}
		}
		for _, w := range c.notNames {
			i := strings.Index(c.text, w)
			if i < 0 {
				t.Fatalf("%q is not in %q", w, c.text)
			}
			for _, en := range es {
				switch en.Type {
				case "PERSON", "LOCATION", "ORGANIZATION":
					if en.ByteStart < i+len(w) && i < en.ByteEnd {
						t.Errorf("%s %q: %s %q over %q", c.lang, c.text, en.Type, c.text[en.ByteStart:en.ByteEnd], w)
					}
				}
			}
		}
	}
}

// TestAccountAbbreviations: a domestic account number after the short forms
// of "account" that bank details are written with is a BANK_ACCOUNT, not a
// phone number ("Kto.-Nr. 0532013000" was a German landline).
func TestAccountAbbreviations(t *testing.T) {
	cases := []struct{ lang, text, value string }{
		{"en", "Please pay into a/c 31926819, sort code 40-47-84.", "31926819"},
		{"en", "A/C No: 0012345678901", "0012345678901"},
		{"en", "acc no 12345678901", "12345678901"},
		{"de", "Kto.-Nr. 0532013000", "0532013000"},
		{"de", "Kto 0532013000 bei der Sparkasse", "0532013000"},
		// German compounds of Konto
		{"de", "Ihr Girokonto 1234567890 wird belastet.", "1234567890"},
		{"de", "Empfängerkonto: 1234567890", "1234567890"},
		{"de", "Sparkonto Nr. 1234567890", "1234567890"},
		{"de", "Überweisen Sie auf unser Geschäftskonto 1234567890.", "1234567890"},
		{"es", "Nº cta.: 0200051332", "0200051332"},
		{"es", "c/c 0200051332", "0200051332"},
		{"it", "C/C n. 000012345678", "000012345678"},
		{"", "A/C No: 0012345678901", "0012345678901"},
		// the Polish case forms of konto and rachunek
		{"pl", "numer konta 12345678901234", "12345678901234"},
		{"pl", "nr rachunku 12345678901234", "12345678901234"},
		{"", "numer konta 12345678901234", "12345678901234"},
	}
	e := Engine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		i := strings.Index(c.text, c.value)
		found := false
		for _, en := range es {
			if en.ByteStart < i+len(c.value) && i < en.ByteEnd {
				if en.Type == "BANK_ACCOUNT" && en.ByteStart == i && en.ByteEnd == i+len(c.value) {
					found = true
				} else {
					t.Errorf("%s %q: %s %q", c.lang, c.text, en.Type, c.text[en.ByteStart:en.ByteEnd])
				}
			}
		}
		if !found {
			t.Errorf("%s %q: no BANK_ACCOUNT %q", c.lang, c.text, c.value)
		}
	}
}

// TestLabelledType: a value is typed by the label before it where its shape
// fits several types.
func TestLabelledType(t *testing.T) {
	cases := []struct{ lang, text, value, typ string }{
		// a Spanish driving licence carries the DNI number
		{"es", "Nº de permiso de conducir: 12345678Z", "12345678Z", "DRIVER_LICENSE"},
		{"es", "permiso de conducir 12345678Z", "12345678Z", "DRIVER_LICENSE"},
		{"es", "DNI 12345678Z, permiso de conducir B", "12345678Z", "ES_DNI"},
		{"es", "NIF: 12345678Z", "12345678Z", "ES_TAX_ID"},
	}
	e := Engine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		got := ""
		for _, en := range es {
			if c.text[en.ByteStart:en.ByteEnd] == c.value {
				got = en.Type
			}
		}
		if got != c.typ {
			t.Errorf("%s %q: %q is %q, want %s", c.lang, c.text, c.value, got, c.typ)
		}
	}
}
