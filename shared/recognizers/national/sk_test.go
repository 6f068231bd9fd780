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
		{"SK_PASSPORT", "AB1234567", true},
		{"SK_PASSPORT", "A12345678", false},
	})
}

func TestSKRoundTrip(t *testing.T) {
	checkRoundTrip(t, "SK_BIRTH_NUMBER", "SK_HEALTH_INSURANCE_NUMBER", "SK_VAT_NUMBER", "SK_PASSPORT")
}

func TestSKEngine(t *testing.T) {
	checkEngine(t, []engineCase{
		{text: "Slovenské rodné číslo: 710319/2745.", typ: "SK_BIRTH_NUMBER", match: "710319/2745"},
		{text: "Slovenské rodné číslo: 710319/2745.", typ: "CZ_BIRTH_NUMBER", match: "710319/2745", absent: true},
		{text: "Číslo poistenca 7103192745 v Slovenskej republike.", typ: "SK_HEALTH_INSURANCE_NUMBER", match: "7103192745"},
		{text: "IČ DPH: SK2022749619, Bratislava.", typ: "SK_VAT_NUMBER", match: "SK2022749619"},
		{text: "Číslo cestovného pasu AB1234567 (Slovensko).", typ: "SK_PASSPORT", match: "AB1234567"},
	})
}
