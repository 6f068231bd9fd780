package national

import "testing"

func TestLatvia(t *testing.T) {
	checkValid(t, []validCase{
		{"LV_PERSONAS_KODS", "161175-19997", true},
		{"LV_PERSONAS_KODS", "16117519997", true},
		{"LV_PERSONAS_KODS", "161175-19998", false}, // wrong check digit
		{"LV_PERSONAS_KODS", "161375-19997", false}, // month 13
		{"LV_PERSONAS_KODS", "321234-56789", true},  // 2017 format, no check
		{"LV_VAT_NUMBER", "LV40003521600", true},
		{"LV_VAT_NUMBER", "LV 4000 3521 600", true},
		{"LV_VAT_NUMBER", "LV40003521601", false},
		{"LV_VAT_NUMBER", "LV16117519997", true}, // a person's VAT number is the personal code
	})
	checkRoundTrip(t, "LV_PERSONAS_KODS", "LV_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Personas kods: 161175-19997", typ: "LV_PERSONAS_KODS", match: "161175-19997"},
		{text: "personas kods 321234-56789", typ: "LV_PERSONAS_KODS", match: "321234-56789"},
		{text: "PVN LV40003521600", typ: "LV_VAT_NUMBER", match: "LV40003521600"},
	})
	checkNotDetected(t, "LV_PERSONAS_KODS", "ref 321234-56789 shipped")
}
