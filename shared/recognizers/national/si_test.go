package national

import "testing"

func TestSlovenia(t *testing.T) {
	checkValid(t, []validCase{
		{"SI_EMSO", "0101006500006", true},
		{"SI_EMSO", "0101006500007", false}, // wrong check digit
		{"SI_EMSO", "3102006500006", false}, // 31 February
		{"SI_VAT_NUMBER", "SI50223054", true},
		{"SI_VAT_NUMBER", "SI 5022 3054", true},
		{"SI_VAT_NUMBER", "SI50223055", false},
	})
	checkRoundTrip(t, "SI_EMSO", "SI_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "EMŠO 0101006500006", typ: "SI_EMSO", match: "0101006500006"},
		{text: "ID za DDV: SI50223054", typ: "SI_VAT_NUMBER", match: "SI50223054"},
	})
}
