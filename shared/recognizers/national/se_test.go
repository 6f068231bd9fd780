package national

import "testing"

func TestSweden(t *testing.T) {
	checkValid(t, []validCase{
		{"SE_PERSONNUMMER", "880320-0016", true},
		{"SE_PERSONNUMMER", "8803200016", true},
		{"SE_PERSONNUMMER", "198803200016", true},
		{"SE_PERSONNUMMER", "19880320-0016", true},
		{"SE_PERSONNUMMER", "880380-0013", true},   // samordningsnummer: day 80 - 60
		{"SE_PERSONNUMMER", "880392-0013", false},  // day 92 - 60 = 32
		{"SE_PERSONNUMMER", "880320-0018", false},  // wrong Luhn digit
		{"SE_PERSONNUMMER", "881320-0014", false},  // month 13
		{"SE_PERSONNUMMER", "168803200016", false}, // century 16
		{"SE_VAT_NUMBER", "SE123456789701", true},
		{"SE_VAT_NUMBER", "SE 123456-7897 01", true},
		{"SE_VAT_NUMBER", "SE123456789801", false},
		{"SE_VAT_NUMBER", "SE123456789702", false},
	})
	checkRoundTrip(t, "SE_PERSONNUMMER", "SE_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Mitt personnummer är 880320-0016.", typ: "SE_PERSONNUMMER", match: "880320-0016"},
		// in English text without its label another country's number is a
		// reference (TestForeignDigitsByLanguage); with it, it is one
		{text: "Contact 880320-0016 for details", typ: "SE_PERSONNUMMER", match: "880320-0016", absent: true},
		{text: "Her Swedish personnummer 880320-0016 is on the form", typ: "SE_PERSONNUMMER", match: "880320-0016"},
		{text: "Kontakt 880320-0016", typ: "SE_PERSONNUMMER", match: "880320-0016"},
		{text: "Momsregistreringsnummer SE123456789701", typ: "SE_VAT_NUMBER", match: "SE123456789701"},
	})
}
