package national

import "testing"

func TestLatvia(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"LV_PERSONAS_KODS", "161175-19997", true},
		{"LV_PERSONAS_KODS", "16117519997", true},
		{"LV_PERSONAS_KODS", "161175-19998", false}, // wrong check digit
		{"LV_PERSONAS_KODS", "161375-19997", false}, // month 13
		{"LV_PERSONAS_KODS", "321234-56789", true},  // 2017 format, no check
		{"LV_VAT", "LV40003521600", true},
		{"LV_VAT", "LV 4000 3521 600", true},
		{"LV_VAT", "LV40003521601", false},
		{"LV_VAT", "LV16117519997", true}, // a person's VAT number is the personal code
	})
	checkGenerateB(t, "LV_PERSONAS_KODS", "LV_VAT")
	checkDetectB(t, []detectCaseB{
		{"Personas kods: 161175-19997", "161175-19997", "LV_PERSONAS_KODS"},
		{"personas kods 321234-56789", "321234-56789", "LV_PERSONAS_KODS"},
		{"PVN LV40003521600", "LV40003521600", "LV_VAT"},
	})
	checkNotDetectedB(t, "LV_PERSONAS_KODS", "ref 321234-56789 shipped")
}
