package national

import "testing"

func TestCroatia(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"HR_OIB", "33392005961", true},
		{"HR_OIB", "33392005962", false},
		{"HR_OIB", "3339200596", false},
		{"HR_VAT", "HR33392005961", true},
		{"HR_VAT", "HR 33392005961", true},
		{"HR_VAT", "HR33392005960", false},
	})
	checkGenerateB(t, "HR_OIB", "HR_VAT")
	checkDetectB(t, []detectCaseB{
		{"OIB: 33392005961", "33392005961", "HR_OIB"},
		{"PDV broj HR33392005961", "HR33392005961", "HR_VAT"},
	})
	// one check digit alone is not enough
	checkNotDetectedB(t, "HR_OIB", "Order 33392005961 shipped")
}
