package national

import "testing"

func TestLithuania(t *testing.T) {
	checkValid(t, []validCase{
		{"LT_ASMENS_KODAS", "33309240064", true},
		{"LT_ASMENS_KODAS", "33309240164", false}, // wrong check digit
		{"LT_ASMENS_KODAS", "33302310064", false}, // 31 February
		{"LT_VAT_NUMBER", "LT119511515", true},
		{"LT_VAT_NUMBER", "LT 100001919017", true},
		{"LT_VAT_NUMBER", "LT100004801610", true}, // second round of the check digit
		{"LT_VAT_NUMBER", "LT100001919018", false},
		{"LT_VAT_NUMBER", "LT119511525", false}, // 8th digit must be 1
	})
	checkRoundTrip(t, "LT_ASMENS_KODAS", "LT_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Asmens kodas 33309240064", typ: "LT_ASMENS_KODAS", match: "33309240064"},
		{text: "PVM mokėtojo kodas LT119511515", typ: "LT_VAT_NUMBER", match: "LT119511515"},
	})
}
