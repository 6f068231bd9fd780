package national

import "testing"

func TestESValid(t *testing.T) {
	checkValid(t, []validCase{
		{"ES_DNI", "54362315K", true},
		{"ES_DNI", "54362315-K", true},
		{"ES_DNI", "54.362.315-K", true},
		{"ES_DNI", "54362315Z", false},
		{"ES_NIE", "X2482300W", true},
		{"ES_NIE", "X-2482300-W", true},
		{"ES_NIE", "X2482300A", false},
		{"ES_SOCIAL_SECURITY_NUMBER", "281234567840", true},
		{"ES_SOCIAL_SECURITY_NUMBER", "28/12345678/40", true},
		{"ES_SOCIAL_SECURITY_NUMBER", "08 00123456 01", true}, // number under ten million
		{"ES_SOCIAL_SECURITY_NUMBER", "281234567841", false},
		{"ES_VAT_NUMBER", "ESA13585625", true},
		{"ES_VAT_NUMBER", "ES 54362315K", true},
		{"ES_VAT_NUMBER", "ESX2482300W", true},
		{"ES_VAT_NUMBER", "ESA13585626", false},
		{"ES_TAX_ID", "17748203T", true},
		{"ES_TAX_ID", "X2482300W", true},
		{"ES_TAX_ID", "17748203A", false},
		{"ES_VAT_NUMBER", "B95733119", true},
		{"ES_VAT_NUMBER", "B65153058", true},
		{"ES_VAT_NUMBER", "B95733118", false},
		{"ES_VAT_NUMBER", "I95733119", false}, // no entity letter I
		{"ES_PASSPORT", "PAA123456", true},
		{"ES_PASSPORT", "PA1234567", false},
	})
}

func TestESRoundTrip(t *testing.T) {
	checkRoundTrip(t, "ES_DNI", "ES_NIE", "ES_SOCIAL_SECURITY_NUMBER", "ES_VAT_NUMBER", "ES_PASSPORT", "ES_TAX_ID")
}

func TestESEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Con DNI 54362315-K y domicilio en Madrid.", typ: "ES_DNI", match: "54362315-K"},
		{text: "The customer 54362315K called.", typ: "ES_DNI", match: "54362315K"},
		{text: "NIE: X2482300W", typ: "ES_NIE", match: "X2482300W"},
		{text: "Número de la Seguridad Social 28/12345678/40", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "28/12345678/40"},
		// "S.S.", the Seguridad Social's abbreviation on a payslip
		{text: "DNI 65674898P · Nº S.S. 28/12345678/40 · antigüedad 14/03/2019", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "28/12345678/40"},
		// "NUSS", the usual acronym on clinical and HR forms
		{text: "NUSS: 28/12345678/40", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "28/12345678/40"},
		{text: "Paciente: Dña. Ana Ruiz   NUSS 281234567840", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "281234567840"},
		// "NASS", número de afiliación, on a clinical report's header (beside its CIP, a health card's)
		{text: "DNI: 13241447W · NASS: 39 81244461 32\nCIP: SOCE470614018013", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "39 81244461 32"},
		{text: "Ref. 28/12345678/40 · antigüedad 14/03/2019", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "28/12345678/40", absent: true},
		{text: "Order reference 281234567840 was shipped.", typ: "ES_SOCIAL_SECURITY_NUMBER", match: "281234567840", absent: true},
		{text: "NIF-IVA ESA13585625", typ: "ES_VAT_NUMBER", match: "ESA13585625"},
		{text: "Número de pasaporte PAA123456", typ: "ES_PASSPORT", match: "PAA123456"},
		// a person's NIF is the DNI number used as a tax id
		{text: "Plaza de España 3 · 50001 Zaragoza\nNIF: 17748203T  ·  Tel. 976 22 14 08", typ: "ES_TAX_ID", match: "17748203T"},
		{text: "NIF: 17748203T", typ: "ES_DNI", match: "17748203T", absent: true},
		{text: "NIF X2482300W", typ: "ES_TAX_ID", match: "X2482300W"},
		{text: "DNI: 17748203T", typ: "ES_TAX_ID", match: "17748203T", absent: true},
		{text: "DNI: 17748203T", typ: "ES_DNI", match: "17748203T"},
		// a company's CIF without ES
		{text: "Montajes Eléctricos Nervión, S.L., con CIF B95733119, y el FOGASA", typ: "ES_VAT_NUMBER", match: "B95733119"},
		{text: "¿podéis confirmarme el CIF? Tengo B65153058 pero creo", typ: "ES_VAT_NUMBER", match: "B65153058"},
		{text: "CIF B95733118", typ: "ES_VAT_NUMBER", match: "B95733118", absent: true},
	})
}
