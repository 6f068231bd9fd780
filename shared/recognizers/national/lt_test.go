package national

import "testing"

func TestLithuania(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"LT_ASMENS_KODAS", "33309240064", true},
		{"LT_ASMENS_KODAS", "33309240164", false}, // wrong check digit
		{"LT_ASMENS_KODAS", "33302310064", false}, // 31 February
		{"LT_VAT", "LT119511515", true},
		{"LT_VAT", "LT 100001919017", true},
		{"LT_VAT", "LT100004801610", true}, // second round of the check digit
		{"LT_VAT", "LT100001919018", false},
		{"LT_VAT", "LT119511525", false}, // 8th digit must be 1
	})
	checkGenerateB(t, "LT_ASMENS_KODAS", "LT_VAT")
	checkDetectB(t, []detectCaseB{
		{"Asmens kodas 33309240064", "33309240064", "LT_ASMENS_KODAS"},
		{"PVM mokėtojo kodas LT119511515", "LT119511515", "LT_VAT"},
	})
}
