package national

import "testing"

func TestBEValid(t *testing.T) {
	checkValid(t, []validCase{
		{"BE_NATIONAL_NUMBER", "85.07.30-033.28", true},
		{"BE_NATIONAL_NUMBER", "85073003328", true},
		{"BE_NATIONAL_NUMBER", "17.07.30-033.84", true}, // born 2017: 2 prefixed
		{"BE_NATIONAL_NUMBER", "85073003329", false},
		{"BE_NATIONAL_NUMBER", "85.13.30-033.28", false},
		{"BE_VAT_NUMBER", "BE0403019261", true},
		{"BE_VAT_NUMBER", "BE 0403.019.261", true},
		{"BE_VAT_NUMBER", "BE403019261", true},
		{"BE_VAT_NUMBER", "BE0403019262", false},
		// the enterprise number (numéro d'entreprise, ondernemingsnummer, BCE/KBO)
		// is the VAT number without BE, written in dotted groups
		{"BE_VAT_NUMBER", "0403.019.261", true},
		{"BE_VAT_NUMBER", "0876.543.270", true},
		{"BE_VAT_NUMBER", "0403 019 261", true},
		{"BE_VAT_NUMBER", "0403.019.262", false},
		{"BE_VAT_NUMBER", "2403.019.261", false}, // first digit 0 or 1
		// eID card number: ten digits and their remainder mod 97 (97 for 0)
		{"BE_ID_CARD", "591-2345678-29", true},
		{"BE_ID_CARD", "591 2345678 29", true},
		{"BE_ID_CARD", "591234567829", true},
		{"BE_ID_CARD", "600-1234567-58", true},
		{"BE_ID_CARD", "591-2345678-28", false},
		{"BE_ID_CARD", "591-2345678", false},
		{"BE_PASSPORT", "EH123456", true},
		{"BE_PASSPORT", "EH1234567", false},
	})
}

func TestBEDateCheckedAfterChecksum(t *testing.T) {
	// 31 April 1985 with a correct check: the date must reject it.
	s := "850431033"
	if validBENN(s + pad2(97-mod97(s))) {
		t.Errorf("31 April accepted")
	}
}

func TestBERoundTrip(t *testing.T) {
	checkRoundTrip(t, "BE_NATIONAL_NUMBER", "BE_VAT_NUMBER", "BE_ID_CARD", "BE_PASSPORT")
}

func TestBEEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Rijksregisternummer: 85.07.30-033.28", typ: "BE_NATIONAL_NUMBER", match: "85.07.30-033.28"},
		{text: "Numéro de registre national 85073003328.", typ: "BE_NATIONAL_NUMBER", match: "85073003328"},
		{text: "BTW BE 0403.019.261", typ: "BE_VAT_NUMBER", match: "BE 0403.019.261"},
		{text: "Numéro d'entreprise : 0403.019.261", typ: "BE_VAT_NUMBER", match: "0403.019.261"},
		{text: "BCE 0403 019 261", typ: "BE_VAT_NUMBER", match: "0403 019 261"},
		{text: "Ondernemingsnummer 0876.543.270", typ: "BE_VAT_NUMBER", match: "0876.543.270"},
		{text: "Référence 0403019261", typ: "BE_VAT_NUMBER", match: "0403019261", absent: true},
		{text: "Référence 0403.019.261 du 12/03/2026", typ: "BE_VAT_NUMBER", match: "0403.019.261", absent: true},
		{text: "Auftrag 0403.019.261 geliefert", typ: "BE_VAT_NUMBER", match: "0403.019.261", absent: true},
		{text: "Paspoort EH123456 (België)", typ: "BE_PASSPORT", match: "EH123456"},
		{text: "N° de carte d'identité : 591-2345678-29", typ: "BE_ID_CARD", match: "591-2345678-29"},
		{text: "Numéro de carte eID 591234567829", typ: "BE_ID_CARD", match: "591234567829"},
		{text: "Kaartnummer identiteitskaart: 591 2345678 29", typ: "BE_ID_CARD", match: "591 2345678 29"},
		{text: "Commande 591234567829 expédiée", typ: "BE_ID_CARD", match: "591234567829", absent: true},
		{text: "N° de carte d'identité : 591-2345678-28", typ: "BE_ID_CARD", match: "591-2345678-28", absent: true},
	})
}
