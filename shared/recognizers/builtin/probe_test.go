package builtin

import (
	"testing"
)

// TestProbedStructured: structured values in the sentences that probing
// the default engine (rules and tagger, as /detect) found mistyped or
// missed. want is "TYPE:text"; not lists what must not be reported.
func TestProbedStructured(t *testing.T) {
	tests := []struct {
		name, lang, text string
		want             []string
		not              []string // type:text, or type: alone for any entity of the type
	}{
		{"NINO lower case hyphenated", "en", "NINO ab-12-34-56-c", []string{"GB_NINO:ab-12-34-56-c"}, []string{"PERSON:"}},
		{"NINO upper case hyphenated", "en", "NI number: AB-12-34-56-C", []string{"GB_NINO:AB-12-34-56-C"}, nil},
		{"DVLA licence in its three fields", "en", "Driving licence: MORGA 657054 SM9IJ", []string{"GB_DRIVER_LICENSE:MORGA 657054 SM9IJ"}, nil},
		{"DVLA licence, a short surname padded", "en", "Driving licence: LI999 657054 SM9IJ", []string{"GB_DRIVER_LICENSE:LI999 657054 SM9IJ"}, nil},
		{"Basel landline in French text", "fr", "Cabinet médical à Bâle (Suisse). Tél. 061 123 45 67", []string{"LANDLINE_PHONE_NUMBER:061 123 45 67"}, []string{"MOBILE_PHONE_NUMBER:"}},
		{"Luxembourg six-digit landline", "fr", "12 rue de la Gare, L-1234 Luxembourg. Tél. : 44 12 34", []string{"LANDLINE_PHONE_NUMBER:44 12 34"}, nil},
		{"Luxembourg landline without +352", "fr", "Bureau à Luxembourg. Tél. 4796 2222", []string{"LANDLINE_PHONE_NUMBER:4796 2222"}, nil},
		{"Czech insured number without its slash", "cs", "Zdravotní pojišťovna: VZP, číslo pojištěnce 8157286269", []string{"CZ_HEALTH_INSURANCE_NUMBER:8157286269"}, []string{"HEALTH_INSURANCE_NUMBER:"}},
		{"Slovak insured number without its slash", "sk", "Číslo poistenca: 5706072713", []string{"SK_HEALTH_INSURANCE_NUMBER:5706072713"}, []string{"HEALTH_INSURANCE_NUMBER:"}},
		{"Polish plate after its label", "pl", "Numer rejestracyjny pojazdu: WA 12345", []string{"LICENSE_PLATE:WA 12345"}, []string{"POSTAL_CODE:", "LOCATION:"}},
		{"student number, a valid landline's digits", "de", "Matrikelnummer 0301234567", []string{"STUDENT_ID:0301234567"}, []string{"LANDLINE_PHONE_NUMBER:"}},
		{"student number, a valid mobile's digits", "fr", "numéro étudiant 0612345678", []string{"STUDENT_ID:0612345678"}, []string{"MOBILE_PHONE_NUMBER:"}},
		{"transaction id, a valid landline's digits", "en", "Transaction ID 0712345678", []string{"TRANSACTION_NUMBER:0712345678"}, []string{"LANDLINE_PHONE_NUMBER:"}},
		{"serial number, a valid mobile's digits", "fr", "numéro de série 0612345678", []string{"SERIAL_NUMBER:0612345678"}, []string{"MOBILE_PHONE_NUMBER:"}},
		{"booking locator, a valid mobile's digits", "es", "localizador 612345678", []string{"RESERVATION_NUMBER:612345678"}, []string{"MOBILE_PHONE_NUMBER:"}},
		{"Polish transaction number, a valid mobile's digits", "pl", "numer transakcji 501234567", []string{"TRANSACTION_NUMBER:501234567"}, []string{"MOBILE_PHONE_NUMBER:"}},
		{"member ID, a valid landline's digits", "en", "Member ID: 0712345678", []string{"HEALTH_INSURANCE_NUMBER:0712345678"}, []string{"LANDLINE_PHONE_NUMBER:"}},
		{"Italian health card, a valid landline's digits", "it", "tessera sanitaria 0612345678", []string{"HEALTH_INSURANCE_NUMBER:0612345678"}, []string{"LANDLINE_PHONE_NUMBER:"}},
		{"Polish insurance number, a valid mobile's digits", "pl", "numer ubezpieczenia 501234567", []string{"HEALTH_INSURANCE_NUMBER:501234567"}, []string{"MOBILE_PHONE_NUMBER:"}},
		{"French social security label, a Danish CPR's digits", "fr", "numéro de sécurité sociale 0612345678", []string{"HEALTH_INSURANCE_NUMBER:0612345678"}, []string{"DK_CPR:"}},
		{"Spanish social security label, a Danish CPR's digits", "es", "número de la seguridad social 0612345678", nil, []string{"DK_CPR:"}},
		{"a Danish CPR after its own label in German", "de", "Ihre CPR-Nummer 0612345678", []string{"DK_CPR:0612345678"}, nil},
		{"a passport of nine digits in French text", "fr", "passeport n° 123456789", []string{"PASSPORT:123456789"}, []string{"US_PASSPORT:"}},
		{"a passport of nine digits in Spanish text", "es", "pasaporte nº 612345678", []string{"PASSPORT:612345678"}, []string{"US_PASSPORT:", "MOBILE_PHONE_NUMBER:"}},
		{"a US passport in English text", "en", "U.S. passport number: 123456789", []string{"US_PASSPORT:123456789"}, nil},
		{"a US passport with its letter", "en", "US passport A12345678", []string{"US_PASSPORT:A12345678"}, nil},
		{"Australian Medicare number, a valid US phone's digits", "en", "Medicare number: 4158 72034 1   IRN 2", []string{"HEALTH_INSURANCE_NUMBER:4158 72034 1"}, []string{"PHONE_NUMBER:", "LANDLINE_PHONE_NUMBER:", "MOBILE_PHONE_NUMBER:"}},
		{"Australian landline before an accounts mailbox", "en", "(08) 9434 6120 · accounts@example.com.au", []string{"LANDLINE_PHONE_NUMBER:(08) 9434 6120"}, []string{"BANK_ACCOUNT:"}},
		{"Australian BSB and account number", "en", "EFT: BSB 086-006 · Account 51 873 2094 · Reference SE-26-1147", []string{"BANK_ACCOUNT:51 873 2094"}, []string{"BANK_ACCOUNT:086-006", "PHONE_NUMBER:"}},
		{"Australian address line in parts", "en", "2/47 Mews Road, Fremantle WA 6160", []string{"STREET_ADDRESS:2/47 Mews Road", "LOCATION:Fremantle", "LOCATION:WA", "POSTAL_CODE:6160"}, nil},
		{"Australian Medicare number written whole", "en", "Medicare No. 4158720341", []string{"HEALTH_INSURANCE_NUMBER:4158720341"}, []string{"PHONE_NUMBER:"}},
		{"a passport typed in a chat's answer", "en", "[10:01] Agent: Could you give me your passport number?\n[10:02] Customer: its 548213977 thanks", []string{"PASSPORT:548213977"}, nil},
		{"a Spanish mobile typed after a passport request stays a phone", "es", "[10:01] Agente: ¿Me indica su número de pasaporte?\n[10:02] Cliente: 612345678", []string{"MOBILE_PHONE_NUMBER:612345678"}, []string{"PASSPORT:"}},
		{"a Polish licence typed in a chat's answer", "de", "16:47 Birte: Für die Akte brauche ich noch Ihre Führerscheinnummer.\n16:48 Dariusz Nowicki: den polnischen, nummer 00417/19/1862", []string{"DRIVER_LICENSE:00417/19/1862"}, nil},
	}
	eng := Engine()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			expectEntities(t, entities(eng, tc.text, tc.lang), tc.want, tc.not)
		})
	}
}
