package national

import "testing"

func TestHungary(t *testing.T) {
	checkValidateB(t, []validCaseB{
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
		{"HU_VAT", "HU12892312", true},
		{"HU_VAT", "HU 12892312", true},
		{"HU_VAT", "HU12892313", false},
	})
	checkGenerateB(t, "HU_PERSONAL_ID", "HU_TAX_ID", "HU_VAT")
	checkDetectB(t, []detectCaseB{
		{"Személyi azonosító: 1-850101-1231", "1-850101-1231", "HU_PERSONAL_ID"},
		{"Adóazonosító jel 8123456786", "8123456786", "HU_TAX_ID"},
		{"Közösségi adószám: HU12892312", "HU12892312", "HU_VAT"},
	})
}
