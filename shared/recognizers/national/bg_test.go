package national

import "testing"

func TestBulgaria(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"BG_EGN", "7523169263", true}, // month 23: born in the 1800s
		{"BG_EGN", "8032056031", true},
		{"BG_EGN", "7523169264", false}, // wrong check digit
		{"BG_EGN", "7513319263", false}, // month 13
		{"BG_VAT", "BG175074752", true},
		{"BG_VAT", "BG 175 074 752", true},
		{"BG_VAT", "BG7523169263", true}, // a person's VAT number is the EGN
		{"BG_VAT", "BG175074753", false},
	})
	checkGenerateB(t, "BG_EGN", "BG_VAT")
	checkDetectB(t, []detectCaseB{
		{"ЕГН 7523169263", "7523169263", "BG_EGN"},
		{"EGN: 8032056031", "8032056031", "BG_EGN"},
		{"VAT BG175074752", "BG175074752", "BG_VAT"},
	})
}
