package builtin

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/recognizers/national"
)

// Structured types in real sentences: the defects of issue 29 (a label read
// for the next value, colliding national formats, mobiles typed as landlines).

// entityAt returns the entity whose text is value (its first occurrence).
func entityAt(es []detect.Entity, text, value string) (detect.Entity, bool) {
	i := strings.Index(text, value)
	for _, e := range es {
		if e.ByteStart == i && e.ByteEnd == i+len(value) {
			return e, true
		}
	}
	return detect.Entity{}, false
}

// isA reports whether typ is want or a descendant of it.
func isA(typ, want string) bool {
	seen := map[string]bool{}
	for t := typ; t != "" && !seen[t]; {
		if t == want {
			return true
		}
		seen[t] = true
		et, ok := entity.Get(t)
		if !ok {
			return false
		}
		t = et.Parent
	}
	return false
}

// TestLabelStaysInItsClause: an identifier after its own label keeps its
// type when the next clause labels a phone number, in either order.
func TestLabelStaysInItsClause(t *testing.T) {
	cases := []struct{ lang, text, id, idType, phone string }{
		{"de", "Meine Steuer-ID lautet 65 929 970 489, meine Telefonnummer ist 0171 2345678.", "65 929 970 489", "DE_TAX_ID", "0171 2345678"},
		{"de", "Meine Telefonnummer ist 0171 2345678, meine Steuer-ID lautet 65 929 970 489.", "65 929 970 489", "DE_TAX_ID", "0171 2345678"},
		{"de", "Steuer-ID: 65 929 970 489; Telefon: 030 12345678", "65 929 970 489", "DE_TAX_ID", "030 12345678"},
		{"en", "My NHS number is 402 087 3526, my phone number is 020 7946 0958.", "402 087 3526", "GB_NHS_NUMBER", "020 7946 0958"},
		{"fr", "Mon numéro fiscal est 1015650398084, mon numéro de téléphone est 06 12 34 56 78.", "1015650398084", "FR_TAX_ID", "06 12 34 56 78"},
		{"es", "Mi número de la Seguridad Social es 047162894002, mi teléfono es 612 345 678.", "047162894002", "ES_SOCIAL_SECURITY_NUMBER", "612 345 678"},
		{"it", "La mia partita IVA è 40943780144, il mio telefono è 06 1234 5678.", "40943780144", "IT_VAT_NUMBER", "06 1234 5678"},
		{"pl", "Mój PESEL to 69110602463, mój numer telefonu to 512 345 678.", "69110602463", "PL_PESEL", "512 345 678"},
		{"cs", "Moje rodné číslo je 7801233540, můj telefon je 777 123 456.", "7801233540", "CZ_BIRTH_NUMBER", "777 123 456"},
		{"sk", "Moje rodné číslo je 7801233540, môj telefón je 0905 123 456.", "7801233540", "SK_BIRTH_NUMBER", "0905 123 456"},
	}
	e := RulesEngine()
	for _, c := range cases {
		for _, lang := range []string{c.lang, ""} {
			es := e.Detect(c.text, detect.Options{Lang: lang, Threshold: 0.35})
			if got, ok := entityAt(es, c.text, c.id); !ok || got.Type != c.idType {
				if lang != "" || !strings.HasSuffix(c.idType, "BIRTH_NUMBER") { // without a hint Czech and Slovak are a tie
					t.Errorf("%s %q: %q is %s, want %s", lang, c.text, c.id, got.Type, c.idType)
				}
			}
			if got, ok := entityAt(es, c.text, c.phone); !ok || !isA(got.Type, "PHONE_NUMBER") {
				t.Errorf("%s %q: %q is %q, want a phone number", lang, c.text, c.phone, got.Type)
			}
		}
	}
}

// TestBirthNumberByLanguage: a rodné číslo without its slash is also a valid
// Swedish personnummer; Czech and Slovak text (the hint, or the text's own
// words) make it the Czech or the Slovak type.
func TestBirthNumberByLanguage(t *testing.T) {
	cases := []struct{ lang, text, want string }{
		{"cs", "Jeho rodné číslo je 7801233540", "CZ_BIRTH_NUMBER"},
		{"sk", "Jeho rodné číslo je 7801233540", "SK_BIRTH_NUMBER"},
		{"cs", "Rodné číslo: 780123/3540", "CZ_BIRTH_NUMBER"},
		{"sk", "Rodné číslo: 780123/3540", "SK_BIRTH_NUMBER"},
		{"", "Dobrý den, jeho rodné číslo je 7801233540, jsem jeho otec a prosím o změnu.", "CZ_BIRTH_NUMBER"},
		{"", "Dobrý deň, jeho rodné číslo je 7801233540, som jeho otec a prosím o zmenu.", "SK_BIRTH_NUMBER"},
		{"en", "His personnummer is 7801233540", "SE_PERSONNUMMER"},
	}
	e := RulesEngine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		id := "7801233540"
		if strings.Contains(c.text, "/") {
			id = "780123/3540"
		}
		if got, _ := entityAt(es, c.text, id); got.Type != c.want {
			t.Errorf("%q %q: %q, want %s", c.lang, c.text, got.Type, c.want)
		}
	}
}

// TestMobileTypedByRegion: a mobile number without a country code is typed
// MOBILE_PHONE_NUMBER by the region of the text's language, whether the
// request names the language or the text's words do, and scores above a
// number valid in just any region (0.5).
func TestMobileTypedByRegion(t *testing.T) {
	cases := []struct{ lang, text, number string }{
		{"fr", "Vous pouvez me joindre au 06 12 34 56 78 demain, merci.", "06 12 34 56 78"},
		{"fr", "Mon numéro est le 07 81 23 45 67 pour vous.", "07 81 23 45 67"},
		{"es", "Llámame al 612 345 678 mañana, gracias.", "612 345 678"},
		{"es", "Mi número es el 712 345 678 para usted.", "712 345 678"},
		{"pl", "Proszę dzwonić pod 512 345 678, jestem w biurze.", "512 345 678"},
		{"pl", "Proszę dzwonić pod 601 234 567, jestem w biurze.", "601 234 567"},
		{"pl", "Proszę dzwonić pod 723 456 789, jestem w biurze.", "723 456 789"},
		{"pl", "Proszę dzwonić pod 881 234 567, jestem w biurze.", "881 234 567"},
		{"en", "Please ring me on 07911 123456 if you have any questions.", "07911 123456"},
		{"de", "Ruf mich bitte unter 0151 23456789 an, ich bin im Büro.", "0151 23456789"},
		{"de", "Ruf mich bitte unter 0160 1234567 an, ich bin im Büro.", "0160 1234567"},
		{"de", "Ruf mich bitte unter 0176 12345678 an, ich bin im Büro.", "0176 12345678"},
		{"cs", "Zavolejte mi prosím na 777 123 456, jsem v kanceláři.", "777 123 456"},
		{"cs", "Zavolejte mi prosím na 603 123 456, jsem v kanceláři.", "603 123 456"},
		{"sk", "Zavolajte mi prosím na 0905 123 456, som v kancelárii.", "0905 123 456"},
		{"sk", "Zavolajte mi prosím na 0915 123 456, som v kancelárii.", "0915 123 456"},
		{"it", "Il mio numero di cellulare è 347 123 4567, grazie.", "347 123 4567"},
		{"it", "Il mio numero è 333 1234567, grazie.", "333 1234567"},
	}
	e := RulesEngine()
	for _, c := range cases {
		for _, lang := range []string{c.lang, ""} {
			es := e.Detect(c.text, detect.Options{Lang: lang, Threshold: 0.35})
			got, _ := entityAt(es, c.text, c.number)
			if got.Type != "MOBILE_PHONE_NUMBER" || got.Score <= 0.5 {
				t.Errorf("%q %q: %q is %q at %.2f, want MOBILE_PHONE_NUMBER above 0.5", lang, c.text, c.number, got.Type, got.Score)
			}
		}
	}
	// a landline stays a landline
	for _, c := range []struct{ lang, text, number string }{
		{"de", "Ruf mich bitte unter 030 12345678 an, ich bin im Büro.", "030 12345678"},
		{"fr", "Vous pouvez me joindre au 01 42 68 53 00 demain, merci.", "01 42 68 53 00"},
		{"en", "Please ring me on 020 7946 0958 if you have any questions.", "020 7946 0958"},
	} {
		for _, lang := range []string{c.lang, ""} {
			es := e.Detect(c.text, detect.Options{Lang: lang, Threshold: 0.35})
			if got, _ := entityAt(es, c.text, c.number); got.Type != "LANDLINE_PHONE_NUMBER" {
				t.Errorf("%q %q: %q is %q, want LANDLINE_PHONE_NUMBER", lang, c.text, c.number, got.Type)
			}
		}
	}
}

// TestPhoneLabelStaysInItsClause: a fax or mobile label of one clause does
// not type the next clause's number.
func TestPhoneLabelStaysInItsClause(t *testing.T) {
	cases := []struct{ lang, text, number string }{
		{"en", "Fax: none; phone 020 7946 0958", "020 7946 0958"},
		{"de", "Fax: keins; Tel. 030 12345678", "030 12345678"},
		{"fr", "Fax : aucun ; tél. 01 42 68 53 00", "01 42 68 53 00"},
		{"es", "Fax: no; tel. 912 345 678", "912 345 678"},
		{"it", "Fax: nessuno; tel. 06 1234 5678", "06 1234 5678"},
		{"pl", "Faks: brak; tel. 22 123 45 67", "22 123 45 67"},
		{"cs", "Fax: není; tel. 221 234 567", "221 234 567"},
		{"sk", "Fax: nie je; tel. 02 1234 5678", "02 1234 5678"},
	}
	e := RulesEngine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		if got, ok := entityAt(es, c.text, c.number); !ok || got.Type == "FAX_NUMBER" || !isA(got.Type, "PHONE_NUMBER") {
			t.Errorf("%s %q: %q is %q, want a phone number, not a fax", c.lang, c.text, c.number, got.Type)
		}
	}
}

// TestLowerCaseWordIsNotACountryPrefix: a word that happens to be a country
// code ("es" is, "de" of, "be", "el", "se") is prose before a number, not the
// prefix of a VAT number; written as a prefix it still is one.
func TestLowerCaseWordIsNotACountryPrefix(t *testing.T) {
	r := rand.New(rand.NewPCG(8, 9))
	de, _ := national.Generate("DE_VAT_NUMBER", r) // "DE" + 9 digits
	cases := []struct{ lang, text, value, want string }{
		{"es", "El número es 12345678Z.", "12345678Z", "ES_DNI"},
		{"es", "Mi NIE es X1234567L, gracias.", "X1234567L", "ES_NIE"},
		{"es", "NIF: ES 12345678Z", "ES 12345678Z", "ES_VAT_NUMBER"},
		{"es", "NIF: es12345678z", "es12345678z", "ES_VAT_NUMBER"},
		{"fr", "Le numéro de " + de[2:] + " est faux.", "de " + de[2:], ""},
		{"de", "USt-IdNr.: " + de[:2] + " " + de[2:], de[:2] + " " + de[2:], "DE_VAT_NUMBER"},
	}
	e := RulesEngine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		got, _ := entityAt(es, c.text, c.value)
		if got.Type != c.want {
			t.Errorf("%s %q: %q is %q, want %q", c.lang, c.text, c.value, got.Type, c.want)
		}
	}
}

// TestBirthLabelStaysInItsClause: a date-of-birth label types the date of its
// own clause, not the next clause's date.
func TestBirthLabelStaysInItsClause(t *testing.T) {
	cases := []struct{ lang, label, rest, date string }{
		{"en", "Date of birth: unknown", "the meeting is on", "05/03/2024"},
		{"de", "Geburtsdatum: unbekannt", "Termin am", "05.03.2024"},
		{"fr", "Date de naissance : inconnue", "rendez-vous le", "05/03/2024"},
		{"es", "Fecha de nacimiento: desconocida", "cita el", "05/03/2024"},
		{"it", "Data di nascita: sconosciuta", "appuntamento il", "05/03/2024"},
		{"pl", "Data urodzenia: nieznana", "wizyta", "05.03.2024"},
		{"cs", "Datum narození: neznámé", "schůzka", "05.03.2024"},
		{"sk", "Dátum narodenia: neznámy", "stretnutie", "05.03.2024"},
	}
	e := RulesEngine()
	for _, c := range cases {
		text := c.label + "; " + c.rest + " " + c.date
		got, ok := entityAt(e.Detect(text, detect.Options{Lang: c.lang, Threshold: 0.35}), text, c.date)
		if !ok || got.Type != "DATE_TIME" {
			t.Errorf("%s %q: %q, want DATE_TIME", c.lang, text, got.Type)
		}
		// the label next to its own date still types it
		own := strings.SplitN(c.label, ":", 2)[0] + ": " + c.date
		if got, _ := entityAt(e.Detect(own, detect.Options{Lang: c.lang, Threshold: 0.35}), own, c.date); got.Type != "DATE_OF_BIRTH" {
			t.Errorf("%s %q: %q, want DATE_OF_BIRTH", c.lang, own, got.Type)
		}
	}
}

// TestPhoneLabelBeatsChecksum: a number right after a phone label is a
// phone number even when its ten digits pass the NHS number's mod 11 (one
// number in eleven does); the NHS number needs its own label.
func TestPhoneLabelBeatsChecksum(t *testing.T) {
	cases := []struct{ text, number string }{
		{"Patient phone: 279 444 0268", "279 444 0268"},
		{"Patient tel 943 476 5919", "943 476 5919"},
		{"Mobile: 401 023 2137", "401 023 2137"},
		{"Next of kin: Mary Doe, mobile 554-506-6683", "554-506-6683"},
		{"Patient: Mr Thomas Ashworth\nCall me on 257 882 8288", "257 882 8288"},
	}
	e := RulesEngine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: "en", Threshold: 0.35})
		if got, ok := entityAt(es, c.text, c.number); !ok || !isA(got.Type, "PHONE_NUMBER") {
			t.Errorf("%q: %q is %q, want a phone number", c.text, c.number, got.Type)
		}
	}
	// the NHS number's own label still names it, a phone label after it
	// (another clause's) or not
	for _, text := range []string{"NHS No: 943 476 5919\nTel: 0116 496 0321", "NHS number 943 476 5919, mobile 07911 123456",
		"Please phone the ward about NHS number 943 476 5919."} {
		es := e.Detect(text, detect.Options{Lang: "en", Threshold: 0.35})
		if got, ok := entityAt(es, text, "943 476 5919"); !ok || got.Type != "GB_NHS_NUMBER" {
			t.Errorf("%q: the NHS number is %q", text, got.Type)
		}
	}
}

// TestNextFieldLabel: in a form's row of fields the label after a value
// names the next value: the NHS number before "Tel:" stays one.
func TestNextFieldLabel(t *testing.T) {
	e := RulesEngine()
	for _, c := range []struct{ text, value, typ string }{
		{"NHS No: 943 476 5919   Tel: 0116 496 0321", "943 476 5919", "GB_NHS_NUMBER"},
		{"NHS No: 943 476 5919   Tel: 0116 496 0321", "0116 496 0321", "PHONE_NUMBER"},
	} {
		es := e.Detect(c.text, detect.Options{Lang: "en", Threshold: 0.35})
		if got, ok := entityAt(es, c.text, c.value); !ok || !isA(got.Type, c.typ) {
			t.Errorf("%q: %q is %q, want %s", c.text, c.value, got.Type, c.typ)
		}
	}
}

// TestBankPairLabel: one label naming a bank's code and then the account
// governs a pair of numbers after it; the second is the account, not a
// phone, and the first (a routing number or sort code) is no account.
func TestBankPairLabel(t *testing.T) {
	cases := []struct{ lang, text, code, account string }{
		{"en", "Routing and account: 121000248 / 4417893320", "121000248", "4417893320"},
		{"en", "Routing / account numbers: 121000248 / 4417893320.", "121000248", "4417893320"},
		{"en", "ABA and account no. 021000021 and 000123456789", "021000021", "000123456789"},
		{"en", "Sort code and account: 40-41-27 / 80346172", "40-41-27", "80346172"},
		{"en", "Please wire it to routing & account 121000248 | 4417893320 today.", "121000248", "4417893320"},
		{"de", "BLZ und Konto: 37040044 / 0532013000", "37040044", "0532013000"},
		// the label names the account first
		{"en", "Account and routing: 4417893320 / 121000248", "121000248", "4417893320"},
		{"en", "Account and sort code: 31926819 / 40-41-27", "40-41-27", "31926819"},
		{"de", "Konto / BLZ: 0532013000 / 37040044", "37040044", "0532013000"},
	}
	e := RulesEngine()
	for _, c := range cases {
		for _, lang := range []string{c.lang, ""} {
			es := e.Detect(c.text, detect.Options{Lang: lang, Threshold: 0.35})
			if got, ok := entityAt(es, c.text, c.account); !ok || got.Type != "BANK_ACCOUNT" {
				t.Errorf("%s %q: %q is %q, want BANK_ACCOUNT", lang, c.text, c.account, got.Type)
			}
			if got, ok := entityAt(es, c.text, c.code); ok && got.Type == "BANK_ACCOUNT" {
				t.Errorf("%s %q: the bank code %q is a BANK_ACCOUNT", lang, c.text, c.code)
			}
		}
	}
	// two phones after one phone label stay phones
	text := "Tel / Fax: 020 7946 0000 / 020 7946 0001"
	es := e.Detect(text, detect.Options{Lang: "en", Threshold: 0.35})
	if got, ok := entityAt(es, text, "020 7946 0001"); !ok || !isA(got.Type, "PHONE_NUMBER") {
		t.Errorf("%q: the fax is %q, want a phone number", text, got.Type)
	}
}
