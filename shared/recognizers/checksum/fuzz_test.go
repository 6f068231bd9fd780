package checksum

import "testing"

// FuzzChecksums: the check-digit helpers never panic on any input, and the
// helpers agree with each other (a Luhn check digit validates; an IBAN is
// valid only at its country's length).
func FuzzChecksums(f *testing.F) {
	for _, s := range []string{"", "0", "4111 1111 1111 1111", "DE89370400440532013000", "de89 3704 0044 0532 0130 00",
		"GB82WEST12345698765432", "\xff\x00é", "99999999999999999999999999999999999999999"} {
		f.Add(s)
	}
	weights := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	f.Fuzz(func(t *testing.T, s string) {
		Luhn(s)
		d := LuhnDigit(s)
		if d < '0' || d > '9' {
			t.Fatalf("LuhnDigit(%q) = %q", s, d)
		}
		if ds := Digits(s); len(ds) >= 1 && !Luhn(ds+string(d)) {
			t.Fatalf("Luhn(%q + LuhnDigit) = false", ds)
		}
		if r := Mod97(s); r < 0 || r > 96 {
			t.Fatalf("Mod97(%q) = %d", s, r)
		}
		Weighted(s, weights)
		for _, r := range Digits(s) {
			if r < '0' || r > '9' {
				t.Fatalf("Digits(%q) holds %q", s, r)
			}
		}
		if ValidIBAN(s) {
			if n, ok := IBANLength(string([]byte{s[0] &^ 0x20, s[1] &^ 0x20})); !ok || n != len(s) {
				t.Fatalf("ValidIBAN(%q) at the wrong length", s)
			}
		}
		if len(s) >= 2 {
			IBANLength(s[:2])
		}
	})
}
