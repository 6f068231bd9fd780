package national

import "testing"

func TestCHValid(t *testing.T) {
	checkValid(t, []validCase{
		{"CH_SOCIAL_SECURITY_NUMBER", "756.9217.0769.85", true},
		{"CH_SOCIAL_SECURITY_NUMBER", "7569217076985", true},
		{"CH_SOCIAL_SECURITY_NUMBER", "756.9217.0769.84", false},
		{"CH_SOCIAL_SECURITY_NUMBER", "757.9217.0769.85", false},
		{"CH_VAT_NUMBER", "CHE-100.155.212", true},
		{"CH_VAT_NUMBER", "CHE100155212", true},
		{"CH_VAT_NUMBER", "CHE-100.155.213", false},
		{"CH_VAT_NUMBER", "CHE 116 281 710", true},
		{"CH_VAT_NUMBER", "CHE 116 281 711", false},
		{"CH_PASSPORT", "X1234567", true},
		{"CH_PASSPORT", "X12345678", false},
	})
}

func TestCHRoundTrip(t *testing.T) {
	checkRoundTrip(t, "CH_SOCIAL_SECURITY_NUMBER", "CH_VAT_NUMBER", "CH_PASSPORT")
}

func TestCHEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "AHV-Nummer 756.9217.0769.85", typ: "CH_SOCIAL_SECURITY_NUMBER", match: "756.9217.0769.85"},
		{text: "The number 756.9217.0769.85 was given.", typ: "CH_SOCIAL_SECURITY_NUMBER", match: "756.9217.0769.85"},
		// the MWST/TVA/IVA suffix says the firm is VAT-registered: a label,
		// outside the span like any other
		{text: "UID CHE-100.155.212 MWST", typ: "CH_VAT_NUMBER", match: "CHE-100.155.212"},
		{text: "N° IDE CHE-116.281.710 TVA", typ: "CH_VAT_NUMBER", match: "CHE-116.281.710"},
		{text: "IDI: CHE-116.281.710 IVA", typ: "CH_VAT_NUMBER", match: "CHE-116.281.710"},
		{text: "MWST-Nr. CHE 116 281 710", typ: "CH_VAT_NUMBER", match: "CHE 116 281 710"},
		// the suffix glued to the last digit
		{text: "Our UID is CHE-116.281.710MWST.", typ: "CH_VAT_NUMBER", match: "CHE-116.281.710"},
		{text: "N° IDE CHE-100.155.212TVA", typ: "CH_VAT_NUMBER", match: "CHE-100.155.212"},
		{text: "IDI CHE116281710IVA", typ: "CH_VAT_NUMBER", match: "CHE116281710"},
		{text: "Numéro de passeport suisse X1234567", typ: "CH_PASSPORT", match: "X1234567"},
	})
}
