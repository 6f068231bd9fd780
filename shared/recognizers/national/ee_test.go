package national

import "testing"

func TestEstonia(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"EE_ISIKUKOOD", "36805280109", true},
		{"EE_ISIKUKOOD", "36805280108", false}, // wrong check digit
		{"EE_ISIKUKOOD", "36813280108", false}, // month 13
		{"EE_ISIKUKOOD", "76805280109", false}, // no 7th century code
		{"EE_VAT", "EE100931558", true},
		{"EE_VAT", "EE 100931558", true},
		{"EE_VAT", "EE100931559", false},
	})
	checkGenerateB(t, "EE_ISIKUKOOD", "EE_VAT")
	checkDetectB(t, []detectCaseB{
		{"Isikukood 36805280109, Tallinn", "36805280109", "EE_ISIKUKOOD"},
		{"KMKR: EE100931558", "EE100931558", "EE_VAT"},
	})
}
