package national

import "testing"

func TestEstonia(t *testing.T) {
	checkValid(t, []validCase{
		{"EE_ISIKUKOOD", "36805280109", true},
		{"EE_ISIKUKOOD", "36805280108", false}, // wrong check digit
		{"EE_ISIKUKOOD", "36813280108", false}, // month 13
		{"EE_ISIKUKOOD", "76805280109", false}, // no 7th century code
		{"EE_VAT_NUMBER", "EE100931558", true},
		{"EE_VAT_NUMBER", "EE 100931558", true},
		{"EE_VAT_NUMBER", "EE100931559", false},
	})
	checkRoundTrip(t, "EE_ISIKUKOOD", "EE_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Isikukood 36805280109, Tallinn", typ: "EE_ISIKUKOOD", match: "36805280109"},
		{text: "KMKR: EE100931558", typ: "EE_VAT_NUMBER", match: "EE100931558"},
	})
}
