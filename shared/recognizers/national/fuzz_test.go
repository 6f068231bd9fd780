package national

import (
	"math/rand/v2"
	"testing"
	"unicode/utf8"
)

// FuzzValidate: Validate never panics for any registered type (eight per
// input, chosen by pick) and any string,
// and every Spec's Valid accepts any compact string of its lengths (the
// contract accepts relies on) without panicking. Compact forms are derived
// from the input the way the recognizer does (separators dropped, letters
// upper-cased; digits only for DigitsOnly specs, as accepts filters first),
// repeated or cut to each Spec's MinLen..MaxLen.
func FuzzValidate(f *testing.F) {
	for _, s := range []string{
		"", "0", "1234567890", "756.1234.5678.97", "AB123456C", "85 05 78 006 084 36",
		"00000000000000000000000000000000000000000000000000000000000000000000",
		"ZZZZZZZZZZZZZZZZZZZZ", "12/34/56-78", "ĀÉ\x00\xff9", "99999999999", "A1B2C3D4E5F6G7H8",
	} {
		f.Add(s, uint16(0))
	}
	specs := Specs()
	var types []string
	seen := map[string]bool{}
	for _, sp := range specs {
		if !seen[sp.Type] {
			seen[sp.Type] = true
			types = append(types, sp.Type)
		}
	}
	f.Fuzz(func(t *testing.T, s string, pick uint16) {
		// a few types per input keeps an execution short; pick covers them all
		for j := 0; j < 8; j++ {
			Validate(types[(int(pick)+j*len(types)/8)%len(types)], s)
		}
		Validate("NO_SUCH_TYPE", s)
		c := compact(s)
		if !utf8.ValidString(c) {
			t.Fatalf("compact(%q) = %q is not valid UTF-8", s, c)
		}
		sp := specs[int(pick)%len(specs)]
		if sp.Valid == nil {
			return
		}
		filler := c
		if filler == "" {
			filler = "0"
		}
		for l := sp.MinLen; l <= sp.MaxLen; l++ {
			b := make([]byte, l)
			for i := range b {
				b[i] = filler[i%len(filler)]
				if sp.DigitsOnly {
					b[i] = '0' + b[i]%10 // accepts filters letters out first
				}
			}
			sp.Valid(string(b)) // must not panic
			sp.accepts(string(b), string(b))
		}
	})
}

// TestGeneratedValidate: what Generate makes (the fakes of /synthesize)
// passes Validate, for every type that can generate.
func TestGeneratedValidate(t *testing.T) {
	r := rand.New(rand.NewPCG(1, 2))
	seen := map[string]bool{}
	for _, sp := range Specs() {
		if sp.Generate == nil || seen[sp.Type] {
			continue
		}
		seen[sp.Type] = true
		for i := 0; i < 20; i++ {
			v, ok := Generate(sp.Type, r)
			if ok && !Validate(sp.Type, v) {
				t.Errorf("%s: generated %q does not validate", sp.Type, v)
				break
			}
		}
	}
}
