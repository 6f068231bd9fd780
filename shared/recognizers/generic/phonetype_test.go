package generic

import (
	"math/rand"
	"testing"

	"github.com/nyaruka/phonenumbers"
)

// numberType must agree with phonenumbers.GetNumberType, and validity with
// phonenumbers.IsValidNumber, on every number (classify relies on both).
func TestNumberTypeAsLibrary(t *testing.T) {
	rng := rand.New(rand.NewSource(4))
	regions := []string{"US", "GB", "DE", "FR", "ES", "IT", "PL", "CZ", "SK", "AT", "CH", "BE"}
	n, valid := 0, 0
	for k := 0; k < 60000; k++ {
		var s string
		l := 6 + rng.Intn(9)
		b := make([]byte, l)
		for i := range b {
			b[i] = byte('0' + rng.Intn(10))
		}
		switch rng.Intn(4) {
		case 0:
			s = "+" + string(b)
		case 1:
			s = "+" + []string{"1", "44", "7", "39", "262", "590", "599", "47", "358", "800", "882", "41", "49", "33"}[rng.Intn(14)] + string(b)
		case 2:
			s = "0" + string(b)
		default:
			s = string(b)
		}
		num, err := phonenumbers.Parse(s, regions[rng.Intn(len(regions))])
		if err != nil {
			continue
		}
		n++
		want := phonenumbers.GetNumberType(num)
		if want != phonenumbers.UNKNOWN {
			valid++
		}
		if got := numberType(num); got != want {
			t.Fatalf("%s: got %v want %v", s, got, want)
		}
		if (want != phonenumbers.UNKNOWN) != phonenumbers.IsValidNumber(num) {
			t.Fatalf("%s: IsValidNumber disagrees with GetNumberType", s)
		}
	}
	t.Logf("%d parsed, %d valid", n, valid)
}
