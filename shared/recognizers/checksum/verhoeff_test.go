package checksum

import "testing"

// Published examples: 236 -> 3, 12345 -> 1, 142857 -> 0. Below, longer
// numbers use every row of the position permutation.
func TestVerhoeff(t *testing.T) {
	for _, c := range []struct {
		body string
		want byte
	}{{"236", '3'}, {"12345", '1'}, {"142857", '0'}} {
		if got := VerhoeffDigit(c.body); got != c.want {
			t.Errorf("VerhoeffDigit(%s) = %c, want %c", c.body, got, c.want)
		}
		if !Verhoeff(c.body + string(c.want)) {
			t.Errorf("Verhoeff(%s%c) = false", c.body, c.want)
		}
		for d := byte('0'); d <= '9'; d++ {
			if d != c.want && Verhoeff(c.body+string(d)) {
				t.Errorf("Verhoeff(%s%c) = true", c.body, d)
			}
		}
	}
	// Any body: the digit it is given validates, and a swap of two adjacent
	// distinct digits is caught.
	for _, body := range []string{"1", "90", "19830812345", "234123412346", "00000000000"} {
		full := body + string(VerhoeffDigit(body))
		if !Verhoeff(full) {
			t.Errorf("%s does not validate", full)
		}
		for i := 0; i+1 < len(full); i++ {
			if full[i] != full[i+1] {
				b := []byte(full)
				b[i], b[i+1] = b[i+1], b[i]
				if Verhoeff(string(b)) {
					t.Errorf("transposition %s of %s passes", b, full)
				}
			}
		}
	}
}
