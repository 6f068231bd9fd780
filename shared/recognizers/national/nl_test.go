package national

import "testing"

func TestNLValid(t *testing.T) {
	checkValid(t, []validCase{
		{"NL_BSN", "111222333", true},
		{"NL_BSN", "123456782", true},
		{"NL_BSN", "1234.56.782", true},
		{"NL_BSN", "123456789", false},
		{"NL_BSN", "000000000", false},
		{"NL_VAT_NUMBER", "NL004495445B01", true},
		{"NL_VAT_NUMBER", "nl004495445b01", true},
		{"NL_VAT_NUMBER", "NL004495446B01", false},
		{"NL_PASSPORT", "XR1001R58", true},
		{"NL_PASSPORT", "XO1001R58", false}, // no letter O
	})
}

func TestNLRoundTrip(t *testing.T) {
	checkRoundTrip(t, "NL_BSN", "NL_VAT_NUMBER", "NL_PASSPORT")
}

func TestNLEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Mijn BSN is 123456782.", typ: "NL_BSN", match: "123456782"},
		{text: "Burgerservicenummer: 1234.56.782", typ: "NL_BSN", match: "1234.56.782"},
		{text: "Order reference 123456782 was shipped.", typ: "NL_BSN", match: "123456782", absent: true},
		{text: "Btw-nummer NL004495445B01", typ: "NL_VAT_NUMBER", match: "NL004495445B01"},
		{text: "Paspoortnummer XR1001R58", typ: "NL_PASSPORT", match: "XR1001R58"},
	})
}
