package national

import "testing"

func TestPTValid(t *testing.T) {
	checkValid(t, []validCase{
		{"PT_NIF", "501964843", true},
		{"PT_NIF", "501 964 843", true},
		{"PT_NIF", "501964842", false},
		{"PT_NIF", "401964843", false}, // no category 4
		{"PT_CITIZEN_CARD", "00000000 0 ZZ4", true},
		{"PT_CITIZEN_CARD", "000000000ZZ4", true},
		{"PT_CITIZEN_CARD", "00000000 0 ZZ5", false},
		{"PT_CITIZEN_CARD", "630427373398", false}, // all digits: a 12-digit card number
		{"PT_VAT_NUMBER", "PT501964843", true},
		{"PT_VAT_NUMBER", "PT 501 964 843", true},
		{"PT_VAT_NUMBER", "PT501964842", false},
		{"PT_PASSPORT", "C123456", true},
		{"PT_PASSPORT", "C1234567", false},
	})
}

func TestPTRoundTrip(t *testing.T) {
	checkRoundTrip(t, "PT_NIF", "PT_CITIZEN_CARD", "PT_VAT_NUMBER", "PT_PASSPORT")
}

func TestPTEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Número de contribuinte 501964843.", typ: "PT_NIF", match: "501964843"},
		{text: "Cartão de Cidadão n.º 00000000 0 ZZ4", typ: "PT_CITIZEN_CARD", match: "00000000 0 ZZ4"},
		{text: "NIF/IVA PT501964843", typ: "PT_VAT_NUMBER", match: "PT501964843"},
		{text: "Passaporte português C123456", typ: "PT_PASSPORT", match: "C123456"},
	})
}
