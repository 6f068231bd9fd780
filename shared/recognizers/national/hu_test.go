package national

import "testing"

func TestHungary(t *testing.T) {
	checkValid(t, []validCase{
		// 1-850101-1231: 1985, weights 1..10 -> 100 mod 11 = 1
		{"HU_PERSONAL_ID", "1-850101-1231", true},
		{"HU_PERSONAL_ID", "18501011231", true},
		{"HU_PERSONAL_ID", "1-850101-1232", false}, // wrong check digit
		{"HU_PERSONAL_ID", "1-851301-1231", false}, // month 13
		{"HU_PERSONAL_ID", "9-850101-1231", false}, // no sex/century code 9
		{"HU_TAX_ID", "8000000008", true},          // 8*1 = 8
		{"HU_TAX_ID", "8123456786", true},
		{"HU_TAX_ID", "8123456785", false},
		{"HU_TAX_ID", "7123456786", false}, // persons' tax ids start with 8
		{"HU_VAT_NUMBER", "HU12892312", true},
		{"HU_VAT_NUMBER", "HU 12892312", true},
		{"HU_VAT_NUMBER", "HU12892313", false},
	})
	checkRoundTrip(t, "HU_PERSONAL_ID", "HU_TAX_ID", "HU_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Személyi azonosító: 1-850101-1231", typ: "HU_PERSONAL_ID", match: "1-850101-1231"},
		{text: "Adóazonosító jel 8123456786", typ: "HU_TAX_ID", match: "8123456786"},
		{text: "Közösségi adószám: HU12892312", typ: "HU_VAT_NUMBER", match: "HU12892312"},
	})
}
