package national

import "testing"

func TestDenmark(t *testing.T) {
	checkValid(t, []validCase{
		{"DK_CPR", "211062-5629", true},
		{"DK_CPR", "2110625629", true},
		{"DK_CPR", "211062-5628", true},  // post-2007 numbers need not pass mod 11
		{"DK_CPR", "311362-5629", false}, // month 13
		{"DK_CPR", "300262-5629", false}, // 30 February
		{"DK_CPR", "211062 5629", false}, // not a CPR layout
		{"DK_VAT_NUMBER", "DK13585628", true},
		{"DK_VAT_NUMBER", "DK 13 58 56 28", true},
		{"DK_VAT_NUMBER", "13585628", true},
		{"DK_VAT_NUMBER", "DK13585627", false},
		{"DK_VAT_NUMBER", "DK03585628", false},
	})
	checkRoundTrip(t, "DK_CPR", "DK_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Patientens CPR-nummer er 211062-5629.", typ: "DK_CPR", match: "211062-5629"},
		{text: "My cpr 2110625628 was on the form", typ: "DK_CPR", match: "2110625628"},
		{text: "Invoice to DK13585628 today", typ: "DK_VAT_NUMBER", match: "DK13585628"},
		{text: "CVR: 13585628", typ: "DK_VAT_NUMBER", match: "13585628"},
	})
	// a post-2007 shaped number without context stays below the threshold
	checkNotDetected(t, "DK_CPR", "Order 2110625628 shipped")
}
