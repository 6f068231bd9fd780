package national

import "testing"

func TestLatAmValid(t *testing.T) {
	checkValid(t, []validCase{
		// Argentina
		{"AR_TAX_ID", "20-35108442-2", true},
		{"AR_TAX_ID", "20351084422", true},
		{"AR_TAX_ID", "20-26756539-3", true},
		{"AR_TAX_ID", "20-35108442-3", false}, // check digit
		{"AR_TAX_ID", "30-50001091-2", false}, // a company's prefix
		{"AR_TAX_ID", "21-35108442-2", false}, // no such prefix
		{"AR_VAT_NUMBER", "30-50001091-2", true},
		{"AR_VAT_NUMBER", "30-50001091-3", false},
		{"AR_CBU", "2850512100941783251161", true},
		{"AR_CBU", "28505121 00941783251161", true},
		{"AR_CBU", "2850512100941783251162", false}, // second check digit
		{"AR_CBU", "2850512200941783251161", false}, // first check digit
		{"AR_DNI", "32.458.761", true},
		{"AR_DNI", "5.458.761", true},
		{"AR_DNI", "324.587.61", false},
		// Mexico
		{"MX_TAX_ID", "GODE561231GR8", true},
		{"MX_TAX_ID", "GODE 561231 GR8", true},
		{"MX_TAX_ID", "GODE561231GR9", false}, // check character
		{"MX_TAX_ID", "GODE561331GR8", false}, // month 13
		{"MX_TAX_ID", "XAXX010101000", false}, // the public's generic RFC
		{"MX_VAT_NUMBER", "MAB9307148T4", true},
		{"MX_VAT_NUMBER", "MAB-930714-8T4", true},
		{"MX_VAT_NUMBER", "MAB9307148T5", false},
		{"MX_CURP", "BOXW310820HNERXN09", true},
		{"MX_CURP", "BOXW310820HNERXN08", false}, // check digit
		{"MX_CURP", "BOXW310820HZZRXN09", false}, // no such state
		{"MX_CLABE", "032180000118359719", true},
		{"MX_CLABE", "032180000118359718", false},
		// Chile
		{"CL_RUN", "12.345.678-5", true},
		{"CL_RUN", "12345678-5", true},
		{"CL_RUN", "12.345.678-4", false},
		{"CL_RUN", "76.086.428-5", false}, // a company's
		{"CL_VAT_NUMBER", "76.086.428-5", true},
		{"CL_RUN", "20.000.004-K", false},
		{"CL_RUN", "10.000.013-K", true},
		{"CL_RUN", "10.000.013-k", true},
		{"CL_RUN", "10000013-K", true},
		// Colombia
		{"CO_VAT_NUMBER", "900.373.115-3", true},
		{"CO_VAT_NUMBER", "900373115-3", true},
		{"CO_VAT_NUMBER", "900.373.115-4", false},
		{"CO_VAT_NUMBER", "213.123.432-1", true},
		{"CO_CEDULA", "1.020.345.678", true},
		{"CO_CEDULA", "79456123", true},
		{"CO_CEDULA", "12345", false},
		// Peru
		{"PE_VAT_NUMBER", "20512333797", true},
		{"PE_VAT_NUMBER", "10054148289", true},
		{"PE_VAT_NUMBER", "20512333798", false},
		{"PE_VAT_NUMBER", "30512333797", false}, // no such kind
		{"PE_DNI", "05414828", true},
		// Uruguay
		{"UY_CI", "1.234.567-2", true},
		{"UY_CI", "1.234.567-3", false},
		{"UY_CI", "12345672", true},
	})
	checkRoundTrip(t, "AR_TAX_ID", "AR_VAT_NUMBER", "AR_CBU", "AR_DNI", "MX_TAX_ID", "MX_VAT_NUMBER", "MX_CURP",
		"MX_CLABE", "CL_RUN", "CL_VAT_NUMBER", "CO_VAT_NUMBER", "CO_CEDULA", "PE_VAT_NUMBER", "PE_DNI", "UY_CI")
}

func TestLatAmEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		// Argentina
		{text: "Gustavo Adrián Lencina – CUIT 20-35108442-2", typ: "AR_TAX_ID", match: "20-35108442-2"},
		{text: "El inquilino, 20-35108442-2, declara domicilio en Rosario.", typ: "AR_TAX_ID", match: "20-35108442-2"},
		{text: "CUIL: 20351084422", typ: "AR_TAX_ID", match: "20351084422"},
		{text: "Pedido 20351084422 enviado ayer.", typ: "AR_TAX_ID", match: "20351084422", absent: true},
		{text: "Factura de Construcciones del Litoral S.A., CUIT 30-50001091-2, por obra.", typ: "AR_VAT_NUMBER", match: "30-50001091-2"},
		{text: "CUIT 20-35108442-3", typ: "AR_TAX_ID", match: "20-35108442-3", absent: true},
		{text: "transferencia a Banco Macro, CBU 2850512100941783251161, alias LENCINA.ALQ", typ: "AR_CBU", match: "2850512100941783251161"},
		{text: "CBU 2850512100941783251162", typ: "AR_CBU", match: "2850512100941783251162", absent: true},
		{text: "Lucía Belén Ferreyra – DNI 32.458.761", typ: "AR_DNI", match: "32.458.761"},
		{text: "el fiador, Sr. Ramiro Ferreyra, DNI 29.604.135, con domicilio en Moreno 877", typ: "AR_DNI", match: "29.604.135"},
		{text: "Saldo adeudado: 32.458.761 pesos.", typ: "AR_DNI", match: "32.458.761", absent: true},
		{text: "DNI del titular en trámite; expediente 32.458.761 del juzgado.", typ: "AR_DNI", match: "32.458.761", absent: true},
		// Mexico
		{text: "RFC: GODE561231GR8", typ: "MX_TAX_ID", match: "GODE561231GR8"},
		{text: "Facturar a GODE561231GR8, por favor.", typ: "MX_TAX_ID", match: "GODE561231GR8"},
		{text: "RFC: GODE561231GR9", typ: "MX_TAX_ID", match: "GODE561231GR9", absent: true},
		{text: "mi rfc es gode561231gr8 gracias", typ: "MX_TAX_ID", match: "gode561231gr8"},
		{text: "RFC GODE 561231 GR8", typ: "MX_TAX_ID", match: "GODE 561231 GR8"},
		{text: "Emisor: Muebles Alfa Bravo SA de CV, RFC MAB930714 8T4", typ: "MX_VAT_NUMBER", match: "MAB930714 8T4"},
		{text: "RFC MAB9307148T4", typ: "MX_VAT_NUMBER", match: "MAB9307148T4"},
		{text: "CURP: BOXW310820HNERXN09", typ: "MX_CURP", match: "BOXW310820HNERXN09"},
		{text: "CURP: BOXW310820HNERXN08", typ: "MX_CURP", match: "BOXW310820HNERXN08", absent: true},
		{text: "CLABE interbancaria 032180000118359719 a nombre de la empresa", typ: "MX_CLABE", match: "032180000118359719"},
		{text: "Número de guía 032180000118359719", typ: "MX_CLABE", match: "032180000118359719", absent: true},
		{text: "CLABE: 0321 8000 0118 3597 19", typ: "MX_CLABE", match: "0321 8000 0118 3597 19"},
		{text: "CLABE 032180000118359718", typ: "MX_CLABE", match: "032180000118359718", absent: true},
		// Chile
		{text: "Don Pedro Soto, RUT 12.345.678-5, domiciliado en Santiago", typ: "CL_RUN", match: "12.345.678-5"},
		{text: "Paciente: María Rojas  12.345.678-5", typ: "CL_RUN", match: "12.345.678-5"},
		{text: "RUN: 12345678-5", typ: "CL_RUN", match: "12345678-5"},
		{text: "RUN: 10.000.013-K", typ: "CL_RUN", match: "10.000.013-K"},
		{text: "Folio 12345678-5 del trámite", typ: "CL_RUN", match: "12345678-5", absent: true},
		{text: "Comercial Andes SpA, RUT 76.086.428-5", typ: "CL_VAT_NUMBER", match: "76.086.428-5"},
		{text: "RUT 12.345.678-4", typ: "CL_RUN", match: "12.345.678-4", absent: true},
		{text: "Cédula de identidad: 12.345.678-5", typ: "CL_RUN", match: "12.345.678-5"},
		{text: "Cédula de identidad: 12.345.678-5", typ: "CO_CEDULA", match: "12.345.678", absent: true},
		// Colombia
		{text: "Proveedor: Soluciones Andinas S.A.S., NIT 900.373.115-3", typ: "CO_VAT_NUMBER", match: "900.373.115-3"},
		{text: "NIT: 900373115-3", typ: "CO_VAT_NUMBER", match: "900373115-3"},
		{text: "Radicado 900373115-3", typ: "CO_VAT_NUMBER", match: "900373115-3", absent: true},
		{text: "NIT 900.373.115-4", typ: "CO_VAT_NUMBER", match: "900.373.115-4", absent: true},
		{text: "identificada con C.C. 1.020.345.678 de Bogotá", typ: "CO_CEDULA", match: "1.020.345.678"},
		{text: "cédula de ciudadanía No. 79456123", typ: "CO_CEDULA", match: "79456123"},
		{text: "Total a pagar: 1.020.345.678 pesos", typ: "CO_CEDULA", match: "1.020.345.678", absent: true},
		{text: "El arrendatario, con cédula 52.345.678 de Medellín", typ: "CO_CEDULA", match: "52.345.678"},
		{text: "Dr. Luis Ramos, cédula profesional 7654321", typ: "CO_CEDULA", match: "7654321", absent: true},
		{text: "cédula de habitabilidad 20190345", typ: "CO_CEDULA", match: "20190345", absent: true},
		// the NIT is reported with its DV only: a wrong DV is no part of it
		{text: "NIT 900.373.115-4", typ: "CO_VAT_NUMBER", match: "900.373.115", absent: true},
		{text: "motor de 1.600 cc, placa ABC123", typ: "CO_CEDULA", match: "1.600", absent: true},
		// Peru
		{text: "Razón social: Transportes Rímac S.A.C. – RUC 20512333797", typ: "PE_VAT_NUMBER", match: "20512333797"},
		{text: "RUC 20512333798", typ: "PE_VAT_NUMBER", match: "20512333798", absent: true},
		{text: "Orden de compra 20512333797", typ: "PE_VAT_NUMBER", match: "20512333797", absent: true},
		{text: "Sra. Rosa Quispe, DNI 45871236, con domicilio en Lima", typ: "PE_DNI", match: "45871236"},
		{text: "Sr. Juan Pérez, DNI 5.871.236", typ: "AR_DNI", match: "5.871.236"},
		{text: "Sr. Juan Pérez, DNI 5871236", typ: "AR_DNI", match: "5871236"},
		{text: "Sra. Rosa Quispe, teléfono 45871236", typ: "PE_DNI", match: "45871236", absent: true},
		{text: "Sra. Rosa Quispe, teléfono 45871236", typ: "AR_DNI", match: "45871236", absent: true},
		// Uruguay
		{text: "Sr. Martín Pereira, C.I. 1.234.567-2, domiciliado en Montevideo", typ: "UY_CI", match: "1.234.567-2"},
		{text: "cédula de identidad 12345672", typ: "UY_CI", match: "12345672"},
		{text: "C.I. 1.234.567-3", typ: "UY_CI", match: "1.234.567-3", absent: true},
		// a Spanish DNI with its letter stays Spain's
		{text: "DNI 12345678-Z", typ: "ES_DNI", match: "12345678-Z"},
		{text: "DNI 12345678-Z", typ: "AR_DNI", match: "12345678", absent: true},
	})
}
