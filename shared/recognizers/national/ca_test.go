package national

import "testing"

func TestCanada(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"CA_SIN", "123-456-782", true},
		{"CA_SIN", "123 456 782", true},
		{"CA_SIN", "123456782", true},
		{"CA_SIN", "123-456-783", false}, // Luhn
		{"CA_SIN", "823-456-780", false}, // 8 is not issued... and Luhn
		{"CA_SIN", "046 454 286", false}, // 0 is not issued
	})
	checkGenerateB(t, "CA_SIN")
	checkDetectB(t, []detectCaseB{
		{"My SIN is 123 456 782.", "123 456 782", "CA_SIN"},
		{"Numéro d'assurance sociale : 123-456-782", "123-456-782", "CA_SIN"},
		{"social insurance number 123456782", "123456782", "CA_SIN"},
	})
	checkNotDetectedB(t, "CA_SIN", "order 123456782 shipped")
}
