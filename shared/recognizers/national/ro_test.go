package national

import "testing"

func TestRomania(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"RO_CNP", "1630615123457", true},
		{"RO_CNP", "1630615123458", false}, // wrong check digit
		{"RO_CNP", "1631315123457", false}, // month 13
		{"RO_CNP", "0630615123457", false}, // no sex code 0
		{"RO_CNP", "1630615993454", false}, // county 99
		{"RO_VAT", "RO18547290", true},
		{"RO_VAT", "RO 185 472 90", true},
		{"RO_VAT", "RO18547291", false},
	})
	checkGenerateB(t, "RO_CNP", "RO_VAT")
	checkDetectB(t, []detectCaseB{
		{"CNP 1630615123457 din buletin", "1630615123457", "RO_CNP"},
		{"the reference 1630615123457 matches", "1630615123457", "RO_CNP"},
		{"CUI: RO18547290", "RO18547290", "RO_VAT"},
	})
}
