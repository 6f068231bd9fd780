package national

import "testing"

func TestITValid(t *testing.T) {
	checkValid(t, []validCase{
		{"IT_FISCAL_CODE", "RCCMNL83S18D969H", true},
		{"IT_FISCAL_CODE", "rccmnl83s18d969h", true},
		{"IT_FISCAL_CODE", "RCCMNL83S18D969A", false},
		{"IT_FISCAL_CODE", "RCCMNL83S38D969H", false}, // day 38
		{"IT_VAT_NUMBER", "IT00743110157", true},
		{"IT_VAT_NUMBER", "00743110157", true},
		{"IT_VAT_NUMBER", "IT00743110158", false},
		{"IT_ID_CARD", "CA00000AA", true},
		{"IT_ID_CARD", "CA0000AAA", false},
		{"IT_PASSPORT", "YA1234567", true},
		{"IT_PASSPORT", "YA123456", false},
	})
}

func TestITRoundTrip(t *testing.T) {
	checkRoundTrip(t, "IT_FISCAL_CODE", "IT_VAT_NUMBER", "IT_ID_CARD", "IT_PASSPORT")
}

func TestITEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Codice fiscale: RCCMNL83S18D969H", typ: "IT_FISCAL_CODE", match: "RCCMNL83S18D969H"},
		{text: "Partita IVA IT00743110157", typ: "IT_VAT_NUMBER", match: "IT00743110157"},
		{text: "Partita IVA 00743110157", typ: "IT_VAT_NUMBER", match: "00743110157"},
		// a condominium's or an association's codice fiscale: eleven digits
		{text: "CONDOMINIO VIA PIETRO MICCA 27\nC.F. 97543180018", typ: "IT_VAT_NUMBER", match: "97543180018"},
		{text: "articolo 97543180018 in magazzino", typ: "IT_VAT_NUMBER", match: "97543180018", absent: true},
		{text: "Carta d'identità CA00000AA", typ: "IT_ID_CARD", match: "CA00000AA"},
		{text: "identificata a mezzo C.I.E. n. CA30917TK, tel. 347 205 8814", typ: "IT_ID_CARD", match: "CA30917TK"},
		{text: "documento: carta d'identità elettronica n. CA30917TK", typ: "IT_ID_CARD", match: "CA30917TK"},
		{text: "munito di CIE CA30917TK rilasciata dal Comune di Bari", typ: "IT_ID_CARD", match: "CA30917TK"},
		// the shape without its label: a part or an order code
		{text: "articolo CA30917TK in magazzino", typ: "IT_ID_CARD", match: "CA30917TK", absent: true},
		{text: "Numero di passaporto YA1234567", typ: "IT_PASSPORT", match: "YA1234567"},
	})
}
