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
		// German-speaking Belgium: the register number in its written layout
		// is no German landline
		{"de", "Meine Nationalregisternummer ist 92.11.04-262.75 und meine Handynummer 0475 12 34 56.", "92.11.04-262.75", "BE_NATIONAL_NUMBER"},
		{"de", "Arbeitnehmer: Herr Jonas Kessler, Nationalregisternummer 92.11.04-262.75", "92.11.04-262.75", "BE_NATIONAL_NUMBER"},
		{"fr", "N° de carte d'identité : 591-2345678-29\nAdresse : Rue Neuve 3, 1000 Bruxelles", "591-2345678-29", "BE_ID_CARD"},
		{"fr", "Numéro de carte eID : 591234567829", "591234567829", "BE_ID_CARD"},
		{"de", "Personalausweis (eID) Nr. 591-2345678-29", "591-2345678-29", "BE_ID_CARD"},
		// an old Belgian account number has the card's shape and check: the
		// account word keeps it an account
		{"fr", "N° de compte 591-2345678-29", "591-2345678-29", "BANK_ACCOUNT"},
		{"fr", "Compte à créditer : BE68 5390 0754 7034 (BIC GKCCBEBB)", "BE68 5390 0754 7034", "IBAN_CODE"},
		{"fr", "TVA BE 0403.019.261", "BE 0403.019.261", "BE_VAT_NUMBER"},
		{"fr", "Employeur : Ateliers Mosans SA, numéro d'entreprise 0403.019.261", "0403.019.261", "BE_VAT_NUMBER"},
		{"fr", "BCE : 0403.019.261", "0403.019.261", "BE_VAT_NUMBER"},
		{"de", "Arbeitgeber: Eifeler Holzbau AG, Unternehmensnummer 0876.543.270", "0876.543.270", "BE_VAT_NUMBER"},
		// Switzerland
		{"de", "AHV-Nr.: 756.9217.0769.85", "756.9217.0769.85", "CH_SOCIAL_SECURITY_NUMBER"},
		{"it", "Numero AVS: 756.4803.1234.56", "756.4803.1234.56", "CH_SOCIAL_SECURITY_NUMBER"},
		{"de", "Rechnungsadresse: Widmer Treuhand GmbH, UID CHE-116.281.710 MWST", "CHE-116.281.710", "CH_VAT_NUMBER"},
		{"fr", "IDE/TVA : CHE-105.471.324 TVA", "CHE-105.471.324", "CH_VAT_NUMBER"},
		{"it", "Ditta: Bernasconi Costruzioni SA, IDI CHE-287.614.932 IVA", "CHE-287.614.932", "CH_VAT_NUMBER"},
		{"de", "MWST-Nr. CHE 116 281 710", "CHE 116 281 710", "CH_VAT_NUMBER"},
		{"de", "Einzahlung auf Postkonto 80-12345-6", "80-12345-6", "BANK_ACCOUNT"},
		{"fr", "Versement sur le CCP 12-100-2, merci.", "12-100-2", "BANK_ACCOUNT"},
		{"it", "Conto postale 30-9700-0", "30-9700-0", "BANK_ACCOUNT"},
		{"it", "Conto: CH93 0076 2011 6238 5295 7", "CH93 0076 2011 6238 5295 7", "IBAN_CODE"},
		// Austria
		{"de", "Sozialversicherungsnummer: 4566 150372", "4566 150372", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "SV-Nr. des Lenkers: 7812 230591", "7812 230591", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "SV-Nr.: 7812230591", "7812230591", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "Sozialversicherungsnummer 7812 23 05 91", "7812 23 05 91", "AT_SOCIAL_SECURITY_NUMBER"},
		{"de", "Steuernummer: 59 119/9013 (Finanzamt Wien)", "59 119/9013", "AT_TAX_ID"},
		{"de", "Werkstatt: KFZ Huber GmbH, UID-Nr. ATU57412393", "ATU57412393", "AT_VAT_NUMBER"},
		{"de", "Bankverbindung: AT61 1904 3002 3457 3201", "AT61 1904 3002 3457 3201", "IBAN_CODE"},
		// postal codes with the country letter, and the Belgian letter box
		{"de", "Adresse: Bahnhofstrasse 12, CH-8001 Zürich", "CH-8001", "POSTAL_CODE"},
		{"it", "Indirizzo: Via Nassa 5, CH-6900 Lugano", "CH-6900", "POSTAL_CODE"},
		{"de", "Anschrift: Mariahilfer Straße 45/12, A-1060 Wien", "A-1060", "POSTAL_CODE"},
		{"fr", "Adresse : 12, rue de la Gare, L-1611 Luxembourg", "L-1611", "POSTAL_CODE"},
		{"fr", "Adresse : Rue de la Station 14 bte 3, 5000 Namur", "5000", "POSTAL_CODE"},
		{"fr", "Adresse : Rue de la Station 14 bte 3, 5000 Namur", "Rue de la Station 14 bte 3", "STREET_ADDRESS"},
		// Luxembourg
		{"fr", "Matricule : 1983 12 25 123 61", "1983 12 25 123 61", "LU_NATIONAL_ID"},
		{"fr", "Employeur : Moselle Services S.à r.l., TVA LU15027442", "LU15027442", "LU_VAT_NUMBER"},
		{"fr", "Numéro de TVA : LU 1502 7442", "LU 1502 7442", "LU_VAT_NUMBER"},
		{"fr", "IBAN : LU28 0019 4006 4475 0000", "LU28 0019 4006 4475 0000", "IBAN_CODE"},
		// mobiles in the national format of Belgium (04xx), Switzerland (07x)
		// and Austria (06xx), which read as landlines of France or Germany
		// (Belgian 0475 is a French 04 landline in other groups)
		{"fr", "GSM : 0475 12 34 56 - Tél. : 081 22 33 44", "0475 12 34 56", "MOBILE_PHONE_NUMBER"},
		{"fr", "GSM: 0475/12.34.56", "0475/12.34.56", "MOBILE_PHONE_NUMBER"},
		{"fr", "Vous pouvez me joindre au 0475 12 34 56 demain.", "0475 12 34 56", "MOBILE_PHONE_NUMBER"},
		{"fr", "GSM : 0475 12 34 56 - Tél. : 081 22 33 44", "081 22 33 44", "LANDLINE_PHONE_NUMBER"},
		{"fr", "Appelez le 04 75 12 34 56 (Valence).", "04 75 12 34 56", "LANDLINE_PHONE_NUMBER"},
		{"de", "Telefon: 044 251 34 56, Mobile: 079 123 45 67", "079 123 45 67", "MOBILE_PHONE_NUMBER"},
		{"de", "Telefon: 044 251 34 56, Mobile: 079 123 45 67", "044 251 34 56", "LANDLINE_PHONE_NUMBER"},
		{"de", "Handy 0791234567", "0791234567", "MOBILE_PHONE_NUMBER"},
		{"fr", "Tél. 021 345 67 89 / natel 078 765 43 21", "078 765 43 21", "MOBILE_PHONE_NUMBER"},
		{"it", "Natel 076 555 12 34, telefono fisso 091 923 45 67", "076 555 12 34", "MOBILE_PHONE_NUMBER"},
		{"it", "Natel 076 555 12 34, telefono fisso 091 923 45 67", "091 923 45 67", "LANDLINE_PHONE_NUMBER"},
		{"de", "Handy: 0664 123 45 67, Tel. +43 1 523 45 67", "0664 123 45 67", "MOBILE_PHONE_NUMBER"},
		{"de", "Rückruf bitte unter 0664/1234567.", "0664/1234567", "MOBILE_PHONE_NUMBER"},
		{"de", "Tel. 0316 123456", "0316 123456", "LANDLINE_PHONE_NUMBER"},
		{"de", "Meine Nationalregisternummer ist 92.11.04-262.75 und meine Handynummer 0475 12 34 56.", "0475 12 34 56", "MOBILE_PHONE_NUMBER"},
		{"de", "Ruf mich bitte unter 0151 23456789 an.", "0151 23456789", "MOBILE_PHONE_NUMBER"},
		{"de", "Tel.: 030 12345678", "030 12345678", "LANDLINE_PHONE_NUMBER"},
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
