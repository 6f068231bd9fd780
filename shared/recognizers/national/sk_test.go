package national

import "testing"

func TestSKValid(t *testing.T) {
	checkValid(t, []validCase{
		{"SK_BIRTH_NUMBER", "710319/2745", true},
		{"SK_BIRTH_NUMBER", "7103192745", true},
		{"SK_BIRTH_NUMBER", "736028/5163", true},
		{"SK_BIRTH_NUMBER", "710319/2744", false},
		{"SK_BIRTH_NUMBER", "710230/0007", false}, // 30 February, divisible by 11
		{"SK_HEALTH_INSURANCE_NUMBER", "7103192745", true},
		{"SK_VAT_NUMBER", "SK2022749619", true},
		{"SK_VAT_NUMBER", "SK 202 274 96 19", true},
		{"SK_VAT_NUMBER", "SK2022749618", false},
		{"SK_VAT_NUMBER", "SK2012749615", false}, // third digit 1
		{"SK_ID_CARD", "EA123456", true},
		{"SK_ID_CARD", "EA1234567", false},
		{"SK_TAX_ID", "1073463875", true},
		{"SK_TAX_ID", "1048379332", true},
		{"SK_TAX_ID", "1073463876", false},
		{"SK_TAX_ID", "2021516717", false}, // a company's
		{"SK_VAT_NUMBER", "2021516717", true},
		{"SK_VAT_NUMBER", "2021516718", false},
		{"SK_PASSPORT", "AB1234567", true},
		{"SK_PASSPORT", "A12345678", false},
	})
}

func TestSKRoundTrip(t *testing.T) {
	checkRoundTrip(t, "SK_BIRTH_NUMBER", "SK_HEALTH_INSURANCE_NUMBER", "SK_VAT_NUMBER", "SK_PASSPORT", "SK_TAX_ID", "SK_ID_CARD")
}

func TestSKEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Slovenské rodné číslo: 710319/2745.", typ: "SK_BIRTH_NUMBER", match: "710319/2745"},
		{text: "Slovenské rodné číslo: 710319/2745.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745", absent: true},
		{text: "Číslo poistenca 7103192745 v Slovenskej republike.", typ: "SK_HEALTH_INSURANCE_NUMBER", match: "7103192745"},
		{text: "IČ DPH: SK2022749619, Bratislava.", typ: "SK_VAT_NUMBER", match: "SK2022749619"},
		{text: "Číslo OP: EA123456, vydal OR PZ Nitra", typ: "SK_ID_CARD", match: "EA123456"},
		{text: "občiansky preukaz č. EA 123456", typ: "SK_ID_CARD", match: "EA 123456"},
		{text: "vodičský preukaz číslo EA123456", typ: "SK_ID_CARD", match: "EA123456", absent: true},
		{text: "Kód produktu EA123456", typ: "SK_ID_CARD", match: "EA123456", absent: true},
		// the DIČ without SK: a person's is a tax id, a company's its VAT digits
		{text: "IČO: 43619754\nDIČ: 1073463875\nNie je platiteľ DPH.", typ: "SK_TAX_ID", match: "1073463875"},
		{text: "KVETINÁRSTVO, IČO 31020127, DIČ 1048379332, týmto", typ: "SK_TAX_ID", match: "1048379332"},
		{text: "IČO: 38959739, DIČ: 2021516717, IČ DPH: SK2021516717", typ: "SK_VAT_NUMBER", match: "2021516717"},
		{text: "Objednávka 1073463875 bola odoslaná.", typ: "SK_TAX_ID", match: "1073463875", absent: true},
		{text: "Číslo cestovného pasu AB1234567 (Slovensko).", typ: "SK_PASSPORT", match: "AB1234567"},
	})
}
