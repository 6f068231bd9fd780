package contextual

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
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

// TestWordLexClassNoLoss: nrp_and_age_words visiting only the runs of its
// word class finds what it finds visiting every run, on ASCII texts made of
// its words (any case, plurals, cut short, extended) and everyday words.
func TestWordLexClassNoLoss(t *testing.T) {
	var words []string
	for w := range nrpWords {
		words = append(words, w, w+"s", w+"es", w[:len(w)-1], w+"x")
	}
	for w := range ageNumberWords {
		words = append(words, w)
	}
	words = append(words, "years", "old", "aged", "age", "from", "to", "the", "Republic", "studying", "a", "I", "am", "is", "(", ")", "12", "52888")
	seps := []string{" ", " ", ", ", "-", ". ", "\n", "(", ") "}
	rng := rand.New(rand.NewSource(21))
	found := 0
	r := wordLexRecognizer{}
	for n := 0; n < 40000; n++ {
		var b strings.Builder
		for k := 1 + rng.Intn(10); k > 0; k-- {
			w := words[rng.Intn(len(words))]
			switch rng.Intn(4) {
			case 0:
				w = strings.ToUpper(w)
			case 1:
				w = strings.ToUpper(w[:1]) + w[1:]
			}
			b.WriteString(w)
			b.WriteString(seps[rng.Intn(len(seps))])
		}
		text := b.String()
		got := r.Find(detect.NewDoc(text, ""), nil)
		saved := nrpOrAgeClass
		nrpOrAgeClass = detect.WordClass{} // every run
		want := r.Find(detect.NewDoc(text, ""), nil)
		nrpOrAgeClass = saved
		found += len(want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\nclass %v\nall   %v", text, got, want)
		}
	}
	if found < 20000 {
		t.Errorf("only %d matches: the texts test little", found)
	}
}
