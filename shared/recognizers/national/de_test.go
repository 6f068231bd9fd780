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
		// the Steuernummer's forms: 2/3/5, 3/3/5, NRW 3/4/4, BW 5/5, Hessen, federal 13 digits
		{"DE_TAX_NUMBER", "64/112/30457", true},
		{"DE_TAX_NUMBER", "151/218/04736", true},
		{"DE_TAX_NUMBER", "217/5708/3341", true},
		{"DE_TAX_NUMBER", "32047/41209", true},
		{"DE_TAX_NUMBER", "013 815 08153", true},
		{"DE_TAX_NUMBER", "9181081508155", true},
		{"DE_TAX_NUMBER", "9181181508155", false}, // the federal form's fifth digit is 0
		{"DE_TAX_NUMBER", "15/1218/04736", false},
		{"DE_TAX_NUMBER", "151-218-04736", false},
	})
}

func TestDERoundTrip(t *testing.T) {
	checkRoundTrip(t, "DE_TAX_ID", "DE_TAX_NUMBER", "DE_VAT_NUMBER", "DE_ID_CARD", "DE_PASSPORT", "DE_HEALTH_INSURANCE_NUMBER",
		"DE_SOCIAL_SECURITY_NUMBER")
}

func TestDEEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Meine Steuer-ID lautet 36 574 261 809.", typ: "DE_TAX_ID", match: "36 574 261 809"},
		{text: "Steueridentifikationsnummer: 36574261809", typ: "DE_TAX_ID", match: "36574261809"},
		{text: "USt-IdNr. DE136695976", typ: "DE_VAT_NUMBER", match: "DE136695976"},
		{text: "Steuernummer: 151/218/04736", typ: "DE_TAX_NUMBER", match: "151/218/04736"},
		{text: "St.-Nr. 217/5708/3341 · USt-IdNr. DE275930189", typ: "DE_TAX_NUMBER", match: "217/5708/3341"},
		{text: "Steuer-Nr. 32047/41209", typ: "DE_TAX_NUMBER", match: "32047/41209"},
		{text: "Meine Steuernummer beim Finanzamt Kassel ist 026 815 08153.", typ: "DE_TAX_NUMBER", match: "026 815 08153"},
		// a tax office's phone and an amount beside its name are none
		{text: "Das Finanzamt Berlin-Mitte erreichen Sie unter 030 901 53000.", typ: "DE_TAX_NUMBER", match: "030 901 53000", absent: true},
		{text: "Finanzamt München, Betrag 12345/67890 EUR", typ: "DE_TAX_NUMBER", match: "12345/67890", absent: true},
		// the shape alone is an order or file number
		{text: "Auftrag 151/218/04736 vom 3. März", typ: "DE_TAX_NUMBER", match: "151/218/04736", absent: true},
		{text: "Krankenversichertennummer A123456780 der Krankenkasse", typ: "DE_HEALTH_INSURANCE_NUMBER", match: "A123456780"},
		{text: "Rentenversicherungsnummer 15 070649 C 103", typ: "DE_SOCIAL_SECURITY_NUMBER", match: "15 070649 C 103"},
		{text: "Personalausweis Nr. L01X00T47", typ: "DE_ID_CARD", match: "L01X00T47"},
		{text: "Reisepass C01X00T47 gültig bis 2030", typ: "DE_PASSPORT", match: "C01X00T47"},
		{text: "Artikel C01X00T47 im Lager", typ: "DE_PASSPORT", match: "C01X00T47", absent: true},
	})
}
