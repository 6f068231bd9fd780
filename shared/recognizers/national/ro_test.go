package national

import "testing"

func TestRomania(t *testing.T) {
	checkValid(t, []validCase{
		{"RO_CNP", "1630615123457", true},
		{"RO_CNP", "1630615123458", false}, // wrong check digit
		{"RO_CNP", "1631315123457", false}, // month 13
		{"RO_CNP", "0630615123457", false}, // no sex code 0
		{"RO_CNP", "1630615993454", false}, // county 99
		{"RO_VAT_NUMBER", "RO18547290", true},
		{"RO_VAT_NUMBER", "RO 185 472 90", true},
		{"RO_VAT_NUMBER", "RO18547291", false},
	})
	checkRoundTrip(t, "RO_CNP", "RO_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "CNP 1630615123457 din buletin", typ: "RO_CNP", match: "1630615123457"},
		{text: "the reference 1630615123457 matches", typ: "RO_CNP", match: "1630615123457"},
		{text: "CUI: RO18547290", typ: "RO_VAT_NUMBER", match: "RO18547290"},
	})
}
