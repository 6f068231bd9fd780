package national

import "testing"

func TestGreece(t *testing.T) {
	checkValid(t, []validCase{
		{"GR_AMKA", "01013099997", true},
		{"GR_AMKA", "01013099998", false}, // Luhn
		{"GR_AMKA", "32013099990", false}, // day 32
		{"GR_AFM", "094259216", true},
		{"GR_AFM", "094259217", false},
		{"GR_AFM", "000000000", false},
		{"GR_VAT_NUMBER", "EL094259216", true},
		{"GR_VAT_NUMBER", "EL 094259216", true},
		{"GR_VAT_NUMBER", "GR094259216", true},
		{"GR_VAT_NUMBER", "EL094259217", false},
	})
	checkRoundTrip(t, "GR_AMKA", "GR_AFM", "GR_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "ΑΜΚΑ: 01013099997", typ: "GR_AMKA", match: "01013099997"},
		{text: "AFM 094259216", typ: "GR_AFM", match: "094259216"},
		{text: "ΑΦΜ 094259216", typ: "GR_AFM", match: "094259216"},
		{text: "VAT EL094259216", typ: "GR_VAT_NUMBER", match: "EL094259216"},
	})
	checkNotDetected(t, "GR_AFM", "Order 094259216 shipped")
}
