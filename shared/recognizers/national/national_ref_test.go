package national

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestReferenceLabel: a reference number's or a customer number's label
// before digits that pass some country's check names an invoice, an order,
// a ticket or a customer, not a person; the identifier's own label before
// it keeps it.
func TestReferenceLabel(t *testing.T) {
	for _, c := range []struct {
		lang, text, value, typ string
		found                  bool
	}{
		{"de", "Rechnungsnummer 60112151115", "60112151115", "EE_ISIKUKOOD", false},
		{"en", "Ticket #60112151115", "60112151115", "EE_ISIKUKOOD", false},
		{"pl", "Zamówienie 60112151115", "60112151115", "PL_PESEL", false},
		{"de", "Kundennummer 59876071434", "59876071434", "DE_TAX_ID", false},
		{"de", "Bestellung von Herrn Maier, Steuer-ID 59876071434", "59876071434", "DE_TAX_ID", true},
		{"pl", "Faktura dla: Anna Nowak, PESEL: 60112151115", "60112151115", "PL_PESEL", true},
	} {
		found := false
		for _, e := range testEngine().Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35}) {
			if e.Type == c.typ && e.Text == c.value {
				found = true
			}
		}
		if found != c.found {
			t.Errorf("%s %q: %s %q found %v, want %v", c.lang, c.text, c.typ, c.value, found, c.found)
		}
	}
}
