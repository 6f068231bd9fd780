package detect

import (
	"strings"
	"testing"
)

// TestPairedRun: the second number of a pair joined by a separator finds the
// first; a number after a clause or a word does not.
func TestPairedRun(t *testing.T) {
	cases := []struct {
		text, second, first string // first "" when there is no pair
	}{
		{"Routing and account: 121000248 / 4417893320", "4417893320", "121000248"},
		{"BLZ und Konto: 37040044 und 0532013000", "0532013000", "37040044"},
		{"routing & account 121000248 | 4417893320", "4417893320", "121000248"},
		{"Sort code and account: 40-41-27 / 80346172", "80346172", "40-41-27"},
		{"Account 121000248, phone 4417893320", "4417893320", ""},
		{"4417893320", "4417893320", ""},
		{"Room 12 and then 4417893320", "4417893320", ""},
	}
	for _, c := range cases {
		d := NewDoc(c.text, "en")
		i := strings.Index(c.text, c.second)
		want := -1
		if c.first != "" {
			want = strings.Index(c.text, c.first)
		}
		if got := d.PairedRun(i); got != want {
			t.Errorf("%q: PairedRun(%d) = %d, want %d", c.text, i, got, want)
		}
	}
}
