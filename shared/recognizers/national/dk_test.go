package national

import "testing"

func TestDenmark(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"DK_CPR", "211062-5629", true},
		{"DK_CPR", "2110625629", true},
		{"DK_CPR", "211062-5628", true},  // post-2007 numbers need not pass mod 11
		{"DK_CPR", "311362-5629", false}, // month 13
		{"DK_CPR", "300262-5629", false}, // 30 February
		{"DK_CPR", "211062 5629", false}, // not a CPR layout
		{"DK_VAT", "DK13585628", true},
		{"DK_VAT", "DK 13 58 56 28", true},
		{"DK_VAT", "13585628", true},
		{"DK_VAT", "DK13585627", false},
		{"DK_VAT", "DK03585628", false},
	})
	checkGenerateB(t, "DK_CPR", "DK_VAT")
	checkDetectB(t, []detectCaseB{
		{"Patientens CPR-nummer er 211062-5629.", "211062-5629", "DK_CPR"},
		{"My cpr 2110625628 was on the form", "2110625628", "DK_CPR"},
		{"Invoice to DK13585628 today", "DK13585628", "DK_VAT"},
		{"CVR: 13585628", "13585628", "DK_VAT"},
	})
	// a post-2007 shaped number without context stays below the threshold
	checkNotDetectedB(t, "DK_CPR", "Order 2110625628 shipped")
}
