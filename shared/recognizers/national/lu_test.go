package national

import "testing"

func TestLUValid(t *testing.T) {
	checkValid(t, []validCase{
		{"LU_NATIONAL_ID", "1983122512361", true},
		{"LU_NATIONAL_ID", "1990 03 01 045 16", true},
		{"LU_NATIONAL_ID", "1990 03 01 045 12", false}, // Verhoeff digit of the wrong permutation table once used here
		{"LU_NATIONAL_ID", "1983122512362", false},     // Verhoeff digit
		{"LU_NATIONAL_ID", "1983122512351", false},     // Luhn digit
		{"LU_NATIONAL_ID", "1983132512361", false},     // month 13
		{"LU_VAT_NUMBER", "LU15027442", true},
		{"LU_VAT_NUMBER", "LU 150 274 42", true},
		{"LU_VAT_NUMBER", "LU15027443", false},
		{"LU_VAT_NUMBER", "LU 1502 7442", true}, // in two groups of four
		{"LU_VAT_NUMBER", "LU 1502 7443", false},
		{"LU_PASSPORT", "JH123456", true},
		{"LU_PASSPORT", "J1234567", false},
	})
}

func TestLURoundTrip(t *testing.T) {
	checkRoundTrip(t, "LU_NATIONAL_ID", "LU_VAT_NUMBER", "LU_PASSPORT")
}

func TestLUEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Matricule 1983 12 25 123 61", typ: "LU_NATIONAL_ID", match: "1983 12 25 123 61"},
		{text: "N° TVA LU15027442", typ: "LU_VAT_NUMBER", match: "LU15027442"},
		{text: "Numéro de TVA : LU 1502 7442", typ: "LU_VAT_NUMBER", match: "LU 1502 7442"},
		{text: "Passeport luxembourgeois JH123456", typ: "LU_PASSPORT", match: "JH123456"},
	})
}
