package national

import "testing"

func TestDEValid(t *testing.T) {
	checkValid(t, []validCase{
		{"DE_TAX_ID", "36574261809", true},
		{"DE_TAX_ID", "36 574 261 809", true},
		{"DE_TAX_ID", "36574261808", false},
		{"DE_TAX_ID", "12345678903", false}, // no repeated digit
		{"DE_TAX_ID", "06574261809", false}, // leading 0
		{"DE_VAT_NUMBER", "DE136695976", true},
		{"DE_VAT_NUMBER", "DE 136 695 976", true},
		{"DE_VAT_NUMBER", "DE136695977", false},
		{"DE_HEALTH_INSURANCE_NUMBER", "A123456780", true},
		{"DE_HEALTH_INSURANCE_NUMBER", "A 123 456 780", true},
		{"DE_HEALTH_INSURANCE_NUMBER", "A123456781", false},
		{"DE_SOCIAL_SECURITY_NUMBER", "15070649C103", true},
		{"DE_SOCIAL_SECURITY_NUMBER", "15 070649 C 103", true},
		{"DE_SOCIAL_SECURITY_NUMBER", "15070649C104", false},
		{"DE_SOCIAL_SECURITY_NUMBER", "15073249C103", false}, // 32nd day
		{"DE_ID_CARD", "L01X00T47", true},
		{"DE_ID_CARD", "L01X00T471", true}, // with the MRZ check digit
		{"DE_ID_CARD", "L01X00T472", false},
		{"DE_ID_CARD", "LO1X00T47", false}, // O is not in the alphabet
		{"DE_PASSPORT", "C01X00T47", true},
		{"DE_PASSPORT", "A01X00T47", false},
	})
}

func TestDERoundTrip(t *testing.T) {
	checkRoundTrip(t, "DE_TAX_ID", "DE_VAT_NUMBER", "DE_ID_CARD", "DE_PASSPORT", "DE_HEALTH_INSURANCE_NUMBER",
		"DE_SOCIAL_SECURITY_NUMBER")
}

func TestDEEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Meine Steuer-ID lautet 36 574 261 809.", typ: "DE_TAX_ID", match: "36 574 261 809"},
		{text: "Steueridentifikationsnummer: 36574261809", typ: "DE_TAX_ID", match: "36574261809"},
		{text: "USt-IdNr. DE136695976", typ: "DE_VAT_NUMBER", match: "DE136695976"},
		{text: "Krankenversichertennummer A123456780 der Krankenkasse", typ: "DE_HEALTH_INSURANCE_NUMBER", match: "A123456780"},
		{text: "Rentenversicherungsnummer 15 070649 C 103", typ: "DE_SOCIAL_SECURITY_NUMBER", match: "15 070649 C 103"},
		{text: "Personalausweis Nr. L01X00T47", typ: "DE_ID_CARD", match: "L01X00T47"},
		{text: "Reisepass C01X00T47 gültig bis 2030", typ: "DE_PASSPORT", match: "C01X00T47"},
		{text: "Artikel C01X00T47 im Lager", typ: "DE_PASSPORT", match: "C01X00T47", absent: true},
	})
}
