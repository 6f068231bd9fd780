package national

import "testing"

func TestFRValid(t *testing.T) {
	checkValid(t, []validCase{
		{"FR_NIR", "2 95 10 99 126 111 93", true},
		{"FR_NIR", "295109912611193", true},
		{"FR_NIR", "295109912611194", false},
		{"FR_NIR", "295159912611193", false}, // month 15
		{"FR_HEALTH_INSURANCE_NUMBER", "2 95 10 99 126 111 93", true},
		{"FR_TAX_ID", "0701987765493", true},
		{"FR_TAX_ID", "07 01 987 765 493", true},
		{"FR_TAX_ID", "0701987765494", false},
		{"FR_TAX_ID", "4701987765493", false}, // first digit 0-3
		{"FR_VAT_NUMBER", "FR40303265045", true},
		{"FR_VAT_NUMBER", "FR 40 303 265 045", true},
		{"FR_VAT_NUMBER", "FR41303265045", false},
		{"FR_PASSPORT", "12AB34567", true},
		{"FR_ID_CARD", "180776041285", true},
		{"FR_ID_CARD", "181376041285", false}, // month 13
		{"FR_ID_CARD", "18077604128", false},
		{"FR_PASSPORT", "12AB3456", false},
	})
}

func TestFRRoundTrip(t *testing.T) {
	checkRoundTrip(t, "FR_NIR", "FR_HEALTH_INSURANCE_NUMBER", "FR_TAX_ID", "FR_VAT_NUMBER", "FR_PASSPORT", "FR_ID_CARD")
}

func TestFREngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Numéro de sécurité sociale : 2 95 10 99 126 111 93.", typ: "FR_NIR", match: "2 95 10 99 126 111 93"},
		{text: "Numéro de carte Vitale 2 95 10 99 126 111 93 (assurance maladie)", typ: "FR_HEALTH_INSURANCE_NUMBER", match: "2 95 10 99 126 111 93"},
		{text: "Numéro fiscal de référence 07 01 987 765 493", typ: "FR_TAX_ID", match: "07 01 987 765 493"},
		{text: "TVA intracommunautaire FR 40 303 265 045", typ: "FR_VAT_NUMBER", match: "FR 40 303 265 045"},
		{text: "Numéro de passeport 12AB34567", typ: "FR_PASSPORT", match: "12AB34567"},
		{text: "Pièce d'identité : carte nationale d'identité n° 180776041285, valable jusqu'au 23/07/2028", typ: "FR_ID_CARD", match: "180776041285"},
		{text: "CNI 180776041285", typ: "FR_ID_CARD", match: "180776041285"},
		{text: "Commande 180776041285 expédiée", typ: "FR_ID_CARD", match: "180776041285", absent: true},
		{text: "Passeport (pièce d'identité) n° 180776041285", typ: "FR_ID_CARD", match: "180776041285", absent: true},
	})
}
