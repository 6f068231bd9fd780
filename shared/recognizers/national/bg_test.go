package national

import "testing"

func TestBulgaria(t *testing.T) {
	checkValid(t, []validCase{
		{"BG_EGN", "7523169263", true}, // month 23: born in the 1800s
		{"BG_EGN", "8032056031", true},
		{"BG_EGN", "7523169264", false}, // wrong check digit
		{"BG_EGN", "7513319263", false}, // month 13
		{"BG_VAT_NUMBER", "BG175074752", true},
		{"BG_VAT_NUMBER", "BG 175 074 752", true},
		{"BG_VAT_NUMBER", "BG7523169263", true}, // a person's VAT number is the EGN
		{"BG_VAT_NUMBER", "BG175074753", false},
	})
	checkRoundTrip(t, "BG_EGN", "BG_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "ЕГН 7523169263", typ: "BG_EGN", match: "7523169263"},
		{text: "EGN: 8032056031", typ: "BG_EGN", match: "8032056031"},
		{text: "VAT BG175074752", typ: "BG_VAT_NUMBER", match: "BG175074752"},
	})
}
