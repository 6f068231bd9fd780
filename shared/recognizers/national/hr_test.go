package national

import "testing"

func TestCroatia(t *testing.T) {
	checkValid(t, []validCase{
		{"HR_OIB", "33392005961", true},
		{"HR_OIB", "33392005962", false},
		{"HR_OIB", "3339200596", false},
		{"HR_VAT_NUMBER", "HR33392005961", true},
		{"HR_VAT_NUMBER", "HR 33392005961", true},
		{"HR_VAT_NUMBER", "HR33392005960", false},
	})
	checkRoundTrip(t, "HR_OIB", "HR_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "OIB: 33392005961", typ: "HR_OIB", match: "33392005961"},
		{text: "PDV broj HR33392005961", typ: "HR_VAT_NUMBER", match: "HR33392005961"},
	})
	// one check digit alone is not enough
	checkNotDetected(t, "HR_OIB", "Order 33392005961 shipped")
}
