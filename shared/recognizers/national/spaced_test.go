package national

import (
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestGroupedAfterLabel: a PESEL, a NIP or a rodné číslo typed in groups is found
// after its label only, on one line, when its check passes ("PESEL: 850 312
// 04 571" and "rodné číslo 785 123 / 4567" were missed or a phone number).
func TestGroupedAfterLabel(t *testing.T) {
	for _, c := range []struct {
		lang, text, typ, match string
		want                   bool
	}{
		{"pl", "PESEL: 850 312 04 571", "PL_PESEL", "850 312 04 571", true},
		{"pl", "PESEL: 85031 204571", "PL_PESEL", "85031 204571", true},
		{"pl", "PESEL pacjenta: 850312 04571, tel. 600 100 200", "PL_PESEL", "850312 04571", true},
		{"pl", "nr PESEL 92 11 04 01237", "PL_PESEL", "92 11 04 01237", true},
		{"cs", "rodné číslo 785 123 / 4567", "CZ_BIRTH_NUMBER", "785 123 / 4567", true},
		{"cs", "RČ: 78 05 12 / 3458", "CZ_BIRTH_NUMBER", "78 05 12 / 3458", true},
		{"cs", "RČ: 785123 4567", "CZ_BIRTH_NUMBER", "785123 4567", true},
		{"cs", "rodné číslo: 785 123/4567", "CZ_BIRTH_NUMBER", "785 123/4567", true},
		{"sk", "rodné číslo: 78 05 12 / 3458", "SK_BIRTH_NUMBER", "78 05 12 / 3458", true},
		{"cs", "r.č. 785123 / 4567", "CZ_BIRTH_NUMBER", "785123 / 4567", true},
		{"sk", "rod. č. 785123 / 4567", "SK_BIRTH_NUMBER", "785123 / 4567", true},
		{"cs", "rod.č.: 785 123 / 4567", "CZ_BIRTH_NUMBER", "785 123 / 4567", true},
		{"de", "Geburtsnummer (rodné číslo): 785 123 / 4567", "CZ_BIRTH_NUMBER", "785 123 / 4567", true},
		{"en", "PESEL number: 850 312 04 571", "PL_PESEL", "850 312 04 571", true},
		{"pl", "NIP: 851 831 49 65", "PL_NIP", "851 831 49 65", true},
		{"pl", "NIP 851 83 14 965", "PL_NIP", "851 83 14 965", true},
		{"pl", "NIP 851 831 49 66", "PL_NIP", "851 831 49 66", false},
		{"pl", "Tel. 851 831 49 65", "PL_NIP", "851 831 49 65", false},
		// nine digits before 1954, without a check digit
		{"cs", "RČ: 48 05 12 / 345", "CZ_BIRTH_NUMBER", "48 05 12 / 345", true},
		// the check fails
		{"pl", "PESEL: 850 312 04 578", "PL_PESEL", "850 312 04 578", false},
		{"cs", "RČ: 78 05 12 / 3456", "CZ_BIRTH_NUMBER", "78 05 12 / 3456", false},
		// nine digits from 1954 on need their check digit
		{"cs", "RČ: 78 05 12 / 345", "CZ_BIRTH_NUMBER", "78 05 12 / 345", false},
		// no label
		{"pl", "Numer: 850 312 04 571", "PL_PESEL", "850 312 04 571", false},
		{"cs", "Tel.: 785 123 / 4567", "CZ_BIRTH_NUMBER", "785 123 / 4567", false},
		// across a line break
		{"pl", "PESEL:\n850 312\n04 571", "PL_PESEL", "850 312\n04 571", false},
		// the date's six digits split, a group of one digit, a longer number
		{"cs", "RČ: 7851 234567", "CZ_BIRTH_NUMBER", "7851 234567", false},
		{"pl", "PESEL: 8 5031204571", "PL_PESEL", "8 5031204571", false},
		{"pl", "PESEL: 850 312 04 571 12", "PL_PESEL", "850 312 04 571", false},
	} {
		found, other := false, ""
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35}) {
			found = found || e.Type == c.typ && e.Text == c.match
			if e.Type == c.typ && e.Text != c.match {
				other = e.Text
			}
		}
		if found != c.want {
			t.Errorf("%s %q: %s %q found %v, want %v", c.lang, c.text, c.typ, c.match, found, c.want)
		}
		if !c.want && other != "" {
			// a negative case holds only when no part of the value is
			// taken for the identifier either
			t.Errorf("%s %q: %s %q found", c.lang, c.text, c.typ, other)
		}
	}
}

// TestGroupedAlnumAfterLabel: a DNI, a NIE or a codice fiscale typed in
// groups of capitals and digits is found after its label only, on one
// line, when its control letter passes ("DNI: 35 536 063 M" and "codice
// fiscale: RSS MRA 85T10 A562S", "D.N.I.: ...", "Cod. Fisc.: ..." and
// "RSS-MRA-85T10-A562S" were missed).
func TestGroupedAlnumAfterLabel(t *testing.T) {
	for _, c := range []struct {
		lang, text, typ, match string
		want                   bool
	}{
		{"es", "DNI: 35 536 063 M", "ES_DNI", "35 536 063 M", true},
		{"es", "DNI 35536063 M, tel. 600 100 200", "ES_DNI", "35536063 M", true},
		{"es", "Mi DNI es 35 536 063-M", "ES_DNI", "35 536 063-M", true},
		{"es", "NIE: X 1234 567 L", "ES_NIE", "X 1234 567 L", true},
		{"es", "NIF: 35 536 063 M", "ES_TAX_ID", "35 536 063 M", true},
		{"es", "DNI/NIF: 35 536 063 M", "ES_TAX_ID", "35 536 063 M", true},
		{"es", "DNI/NIF: 35 536 063 M", "ES_DNI", "35 536 063 M", false},
		{"en", "Spanish DNI: 35 536 063 M", "ES_DNI", "35 536 063 M", true},
		{"it", "codice fiscale: RSS MRA 85T10 A562S", "IT_FISCAL_CODE", "RSS MRA 85T10 A562S", true},
		{"it", "C.F. RSSMRA 85T10A562S", "IT_FISCAL_CODE", "RSSMRA 85T10A562S", true},
		{"it", "Codice Fiscale RSSMRA 85T10 A562S, tel. 333 1234567", "IT_FISCAL_CODE", "RSSMRA 85T10 A562S", true},
		{"de", "Codice fiscale: RSS MRA 85T10 A562S", "IT_FISCAL_CODE", "RSS MRA 85T10 A562S", true},
		{"es", "D.N.I.: 35 536 063 M", "ES_DNI", "35 536 063 M", true},
		{"it", "Cod. Fisc.: RSS MRA 85T10 A562S", "IT_FISCAL_CODE", "RSS MRA 85T10 A562S", true},
		{"it", "CF: RSS MRA 85T10 A562S", "IT_FISCAL_CODE", "RSS MRA 85T10 A562S", true},
		{"it", "Codice Fiscale: RSS-MRA-85T10-A562S", "IT_FISCAL_CODE", "RSS-MRA-85T10-A562S", true},
		{"fr", "code fiscal italien : RSS MRA 85T10 A562S", "IT_FISCAL_CODE", "RSS MRA 85T10 A562S", true},
		// the control letter fails
		{"es", "DNI: 35 536 063 A", "ES_DNI", "35 536 063 A", false},
		{"es", "NIE: X 1234 567 M", "ES_NIE", "X 1234 567 M", false},
		{"it", "codice fiscale: RSS MRA 85T10 A562T", "IT_FISCAL_CODE", "RSS MRA 85T10 A562T", false},
		// no label, another label, across a line break
		{"es", "Tel. 35 536 063 M", "ES_DNI", "35 536 063 M", false},
		{"es", "Pedido 35 536 063 M", "ES_DNI", "35 536 063 M", false},
		{"it", "Codice cliente RSS MRA 85T10 A562S", "IT_FISCAL_CODE", "RSS MRA 85T10 A562S", false},
		{"es", "DNI:\n35 536\n063 M", "ES_DNI", "35 536\n063 M", false},
	} {
		found := false
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35}) {
			found = found || e.Type == c.typ && e.Text == c.match
		}
		if found != c.want {
			t.Errorf("%s %q: %s %q found %v, want %v", c.lang, c.text, c.typ, c.match, found, c.want)
		}
	}
}

// FuzzGrouped: the grouped finder never panics and its spans lie on
// character boundaries of the text.
func FuzzGrouped(f *testing.F) {
	for _, s := range []string{"PESEL: 850 312 04 571", "RČ: 78 05 12 / 3458", "rč 1 / 2", "pesel 12 /", "RČ / 3", "rodné číslo 785 123 /4567 / 1", "DNI: 35 536 063 M", "C.F. RSSMRA 85T10A562S", "-1 A-", "NIE .X 1. "} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		d := detect.NewDoc(s, "")
		for _, m := range findGrouped(d, nil) {
			if m.Start < 0 || m.End > len(s) || m.Start >= m.End || !utf8.ValidString(s[m.Start:m.End]) && utf8.ValidString(s) {
				t.Fatalf("%q: span %d-%d", s, m.Start, m.End)
			}
		}
	})
}
