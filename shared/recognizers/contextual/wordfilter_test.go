package contextual

import (
	"math/rand"
	"strings"
	"testing"
)

// TestWordFilterNoFalseNegative: the filters never reject a word the exact
// lookups after them would accept, in any case and with plural endings.
func TestWordFilterNoFalseNegative(t *testing.T) {
	var words []string
	for w := range nrpWords {
		words = append(words, w, w+"s", w+"es", strings.ToUpper(w), strings.ToUpper(w[:1])+w[1:]+"s")
	}
	for w := range ageNumberWords {
		words = append(words, w, strings.ToUpper(w[:1])+w[1:])
	}
	rng := rand.New(rand.NewSource(5))
	letters := "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789"
	for i := 0; i < 200000; i++ {
		b := make([]byte, 2+rng.Intn(12))
		for j := range b {
			b[j] = letters[rng.Intn(len(letters))]
		}
		words = append(words, string(b))
	}
	for _, w := range words {
		var low [32]byte
		lw := lowerInto(low[:0], w)
		if len(w) >= 3 && len(w) <= 24 && nrpWord(lw) && (!nrpFilter.may(w) || !nrpOrAgeFilter.may(w)) {
			t.Errorf("%q: NRP word rejected by the filter", w)
		}
		if _, ok := ageNumberWords[string(lw)]; ok && (!ageNumberFilter.may(w) || !nrpOrAgeFilter.may(w)) {
			t.Errorf("%q: age word rejected by the filter", w)
		}
	}
	for _, w := range []string{"shared", "schedule", "message", "manager"} {
		if nrpOrAgeFilter.may(w) {
			t.Errorf("%q passes the filter", w)
		}
	}
}
