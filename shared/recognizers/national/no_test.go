package national

import "testing"

func TestNorway(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"NO_FODSELSNUMMER", "15108695088", true},
		{"NO_FODSELSNUMMER", "151086 95088", true},
		{"NO_FODSELSNUMMER", "15108695077", false}, // both check digits wrong
		{"NO_FODSELSNUMMER", "15108695089", false}, // second check digit wrong
		{"NO_FODSELSNUMMER", "32108695088", false}, // day 32
		{"NO_VAT", "NO923609016MVA", true},
		{"NO_VAT", "NO 923 609 016 MVA", true},
		{"NO_VAT", "923609016 MVA", true},
		{"NO_VAT", "923609017MVA", false}, // check digit
		{"NO_VAT", "723609016MVA", false}, // first digit not 8 or 9
		{"NO_VAT", "NO923609016", false},  // no MVA
	})
	checkGenerateB(t, "NO_FODSELSNUMMER")
	checkGenerateB(t, "NO_VAT")
	checkDetectB(t, []detectCaseB{
		{"Fødselsnummer: 15108695088", "15108695088", "NO_FODSELSNUMMER"},
		{"id 151086 95088 on file", "151086 95088", "NO_FODSELSNUMMER"},
		{"Org.nr. NO 923 609 016 MVA", "NO 923 609 016 MVA", "NO_VAT"},
	})
}
