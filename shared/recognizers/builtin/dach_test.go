package builtin

import (
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// Identifiers, phones and postcodes of Belgium, Switzerland, Austria and
// Luxembourg as customers there write them, in French, German and Italian
// text: each value must be found with its exact span and typed as want (a
// registered type; "" when nothing may be found there).
func TestDACHBeneluxStructured(t *testing.T) {
	cases := []struct{ lang, text, value, want string }{
		// Belgium
		{"fr", "N° de registre national : 85.07.30-033.28", "85.07.30-033.28", "BE_NATIONAL_NUMBER"},
		{"fr", "Enfant : Lucas, NN 05.03.12-147.36", "05.03.12-147.36", "BE_NATIONAL_NUMBER"},
		{"fr", "N° de carte d'identité : 591-2345678-29\nAdresse : Rue Neuve 3, 1000 Bruxelles", "591-2345678-29", "BE_ID_CARD"},
		{"fr", "Numéro de carte eID : 591234567829", "591234567829", "BE_ID_CARD"},
		{"de", "Personalausweis (eID) Nr. 591-2345678-29", "591-2345678-29", "BE_ID_CARD"},
		{"fr", "Compte à créditer : BE68 5390 0754 7034 (BIC GKCCBEBB)", "BE68 5390 0754 7034", "IBAN_CODE"},
		{"fr", "TVA BE 0403.019.261", "BE 0403.019.261", "BE_VAT_NUMBER"},
		{"fr", "Employeur : Ateliers Mosans SA, numéro d'entreprise 0403.019.261", "0403.019.261", "BE_VAT_NUMBER"},
		{"fr", "BCE : 0403.019.261", "0403.019.261", "BE_VAT_NUMBER"},
		{"de", "Arbeitgeber: Eifeler Holzbau AG, Unternehmensnummer 0876.543.270", "0876.543.270", "BE_VAT_NUMBER"},
		// Austria
		{"de", "Sozialversicherungsnummer: 4566 150372", "4566 150372", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "SV-Nr. des Lenkers: 7812 230591", "7812 230591", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "SV-Nr.: 7812230591", "7812230591", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "Sozialversicherungsnummer 7812 23 05 91", "7812 23 05 91", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "Werkstatt: KFZ Huber GmbH, UID-Nr. ATU57412393", "ATU57412393", "AT_VAT_NUMBER"},
		{"de", "Bankverbindung: AT61 1904 3002 3457 3201", "AT61 1904 3002 3457 3201", "IBAN_CODE"},
	}
	e := RulesEngine()
	for _, c := range cases {
		es := e.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		got, ok := entityAt(es, c.text, c.value)
		if c.want == "" {
			if ok {
				t.Errorf("%s %q: %q found as %s, want nothing", c.lang, c.text, c.value, got.Type)
			}
			continue
		}
		if !ok || got.Type != c.want {
			t.Errorf("%s %q: %q is %q (found %v), want %s; got %+v", c.lang, c.text, c.value, got.Type, ok, c.want, es)
		}
	}
}
