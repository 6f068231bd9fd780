package checksum

import "testing"

func TestValidIBAN(t *testing.T) {
	cases := []struct {
		in   string
		want bool
	}{
		{"DE89370400440532013000", true},
		{"de89370400440532013000", true},
		{"GB82WEST12345698765432", true},
		{"gb82west12345698765432", true},
		{"FR1420041010050500013M02606", true},
		{"PL61109010140000071219812874", true},
		{"CZ6508000000192000145399", true},
		{"SK3112000000198742637541", true},
		{"NO9386011117947", true},
		{"DE88370400440532013000", false}, // wrong check digits
		{"DE8937040044053201300", false},  // too short for DE
		{"XX89370400440532013000", false}, // unknown country
		{"DE89 3704 0044 0532 0130 00", false},
		{"", false},
	}
	for _, c := range cases {
		if got := ValidIBAN(c.in); got != c.want {
			t.Errorf("ValidIBAN(%q) = %v, want %v", c.in, got, c.want)
		}
	}
	if n, ok := IBANLength("DE"); !ok || n != 22 {
		t.Errorf("IBANLength(DE) = %d, %v", n, ok)
	}
	if _, ok := IBANLength("US"); ok {
		t.Error("US has no IBAN")
	}
}
