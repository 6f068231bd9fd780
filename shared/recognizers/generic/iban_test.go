package generic

import "testing"

func TestIBAN(t *testing.T) {
	runCases(t, IBAN{}, []tcase{
		{"de", "IBAN: DE89 3704 0044 0532 0130 00.", []string{"IBAN_CODE:DE89 3704 0044 0532 0130 00"}},
		{"en", "my iban is gb82west12345698765432", []string{"IBAN_CODE:gb82west12345698765432"}},
		{"en", "GB82 WEST 1234 5698 7654 32 and FR1420041010050500013M02606", []string{"IBAN_CODE:GB82 WEST 1234 5698 7654 32", "IBAN_CODE:FR1420041010050500013M02606"}},
		{"pl", "Konto: PL61 1090 1014 0000 0712 1981 2874 – dziękuję 🙂", []string{"IBAN_CODE:PL61 1090 1014 0000 0712 1981 2874"}},
		{"cs", "účet CZ65 0800 0000 1920 0014 5399, díky", []string{"IBAN_CODE:CZ65 0800 0000 1920 0014 5399"}},
		// the country code apart from its check digits, as Italian statements print it
		{"it", "coordinate bancarie: IT 60 X 05428 11101 000000123456", []string{"IBAN_CODE:IT 60 X 05428 11101 000000123456"}},
		{"de", "IBAN DE 89 3704 0044 0532 0130 00", []string{"IBAN_CODE:DE 89 3704 0044 0532 0130 00"}},
		{"it", "it 60 X 05428 11101 000000123456", nil},
		{"it", "IT 61 X 05428 11101 000000123456", nil},
		{"de", "falsche Prüfziffer DE88 3704 0044 0532 0130 00", nil},
		{"de", "zu kurz DE89 3704 0044 0532 0130 0", nil},
		{"de", "unbekanntes Land XX89 3704 0044 0532 0130 00", nil},
	})
}

func TestSWIFT(t *testing.T) {
	runCases(t, SWIFT{}, []tcase{
		{"de", "BIC: DEUTDEFF, Bank", []string{"SWIFT_CODE:DEUTDEFF"}},
		{"en", "SWIFT code BNPAFRPP123 please", []string{"SWIFT_CODE:BNPAFRPP123"}},
		{"en", "the CUSTOMER said HELLOWORLD", nil},
		{"en", "BIC: DEUTXXFF (no such country)", nil},
	})
}
