package national

import "testing"

func TestSlovenia(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"SI_EMSO", "0101006500006", true},
		{"SI_EMSO", "0101006500007", false}, // wrong check digit
		{"SI_EMSO", "3102006500006", false}, // 31 February
		{"SI_VAT", "SI50223054", true},
		{"SI_VAT", "SI 5022 3054", true},
		{"SI_VAT", "SI50223055", false},
	})
	checkGenerateB(t, "SI_EMSO", "SI_VAT")
	checkDetectB(t, []detectCaseB{
		{"EMŠO 0101006500006", "0101006500006", "SI_EMSO"},
		{"ID za DDV: SI50223054", "SI50223054", "SI_VAT"},
	})
}
