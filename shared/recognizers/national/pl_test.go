package national

import "testing"

func TestPLValid(t *testing.T) {
	checkValid(t, []validCase{
		{"PL_PESEL", "44051401359", true},
		{"PL_PESEL", "02070803628", true}, // born 2002: month +20
		{"PL_PESEL", "44051401358", false},
		{"PL_PESEL", "44053401353", false}, // 34 May
		{"PL_PESEL", "4405140135", false},
		{"PL_NIP", "8567346215", true},
		{"PL_NIP", "856-734-62-15", true},
		{"PL_NIP", "856-73-46-215", true},
		{"PL_NIP", "8567346216", false},
		{"PL_NIP", "856 734 62 15", false}, // spaces are not a NIP layout
		{"PL_VAT_NUMBER", "PL8567346215", true},
		{"PL_VAT_NUMBER", "PL 856-734-62-15", true},
		{"PL_VAT_NUMBER", "PL8567346216", false},
		{"PL_ID_CARD", "ABA300000", true},
		{"PL_ID_CARD", "ABA 300000", true},
		{"PL_ID_CARD", "ABA400000", false},
		{"PL_PASSPORT", "EA1234567", true},
		{"PL_PASSPORT", "EA123456", false},
	})
}

func TestPLRoundTrip(t *testing.T) {
	checkRoundTrip(t, "PL_PESEL", "PL_NIP", "PL_VAT_NUMBER", "PL_ID_CARD", "PL_PASSPORT")
}

func TestPLEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Numer PESEL pacjenta: 44051401359.", typ: "PL_PESEL", match: "44051401359"},
		{text: "Firma (NIP 856-734-62-15) wystawiła fakturę.", typ: "PL_NIP", match: "856-734-62-15"},
		{text: "NIP: 1234563218", typ: "PL_NIP", match: "1234563218"},
		{text: "Order reference 8567346215 was shipped.", typ: "PL_NIP", match: "8567346215", absent: true},
		{text: "VAT UE: PL8567346215", typ: "PL_VAT_NUMBER", match: "PL8567346215"},
		{text: "Seria i numer dowodu osobistego ABA 300000.", typ: "PL_ID_CARD", match: "ABA 300000"},
		{text: "Dowód: ABA300000", typ: "PL_ID_CARD", match: "ABA300000"},
		// a German commercial register number has the spaced shape
		{text: "Registergericht: Amtsgericht Hamburg HRB 123456", typ: "PL_ID_CARD", match: "HRB 123456", absent: true},
		{text: "Numer paszportu EA1234567.", typ: "PL_PASSPORT", match: "EA1234567"},
	})
}
