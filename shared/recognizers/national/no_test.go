package national

import "testing"

func TestNorway(t *testing.T) {
	checkValid(t, []validCase{
		{"NO_FODSELSNUMMER", "15108695088", true},
		{"NO_FODSELSNUMMER", "151086 95088", true},
		{"NO_FODSELSNUMMER", "15108695077", false}, // both check digits wrong
		{"NO_FODSELSNUMMER", "15108695089", false}, // second check digit wrong
		{"NO_FODSELSNUMMER", "32108695088", false}, // day 32
		{"NO_VAT_NUMBER", "NO923609016MVA", true},
		{"NO_VAT_NUMBER", "NO 923 609 016 MVA", true},
		{"NO_VAT_NUMBER", "923609016 MVA", true},
		{"NO_VAT_NUMBER", "923609017MVA", false}, // check digit
		{"NO_VAT_NUMBER", "723609016MVA", false}, // first digit not 8 or 9
		{"NO_VAT_NUMBER", "NO923609016", false},  // no MVA
	})
	checkRoundTrip(t, "NO_FODSELSNUMMER")
	checkRoundTrip(t, "NO_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Fødselsnummer: 15108695088", typ: "NO_FODSELSNUMMER", match: "15108695088"},
		{text: "id 151086 95088 on file", typ: "NO_FODSELSNUMMER", match: "151086 95088"},
		{text: "Org.nr. NO 923 609 016 MVA", typ: "NO_VAT_NUMBER", match: "NO 923 609 016 MVA"},
	})
}
