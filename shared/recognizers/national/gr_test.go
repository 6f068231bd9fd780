package national

import "testing"

func TestGreece(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"GR_AMKA", "01013099997", true},
		{"GR_AMKA", "01013099998", false}, // Luhn
		{"GR_AMKA", "32013099990", false}, // day 32
		{"GR_AFM", "094259216", true},
		{"GR_AFM", "094259217", false},
		{"GR_AFM", "000000000", false},
		{"GR_VAT", "EL094259216", true},
		{"GR_VAT", "EL 094259216", true},
		{"GR_VAT", "GR094259216", true},
		{"GR_VAT", "EL094259217", false},
	})
	checkGenerateB(t, "GR_AMKA", "GR_AFM", "GR_VAT")
	checkDetectB(t, []detectCaseB{
		{"ΑΜΚΑ: 01013099997", "01013099997", "GR_AMKA"},
		{"AFM 094259216", "094259216", "GR_AFM"},
		{"ΑΦΜ 094259216", "094259216", "GR_AFM"},
		{"VAT EL094259216", "EL094259216", "GR_VAT"},
	})
	checkNotDetectedB(t, "GR_AFM", "Order 094259216 shipped")
}
