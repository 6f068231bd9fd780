package national

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// A shape must never reject what its Format matches.
func TestFormatShapeKeepsMatches(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 7))
	alphabet := "0123456789012345678901234567890123456789ABCXYZabckKsS -./+_é"
	shaped := 0
	for _, sp := range Specs() {
		if sp.Format == nil {
			continue
		}
		sh := newFormatShape(sp.Format)
		if sh == nil {
			continue
		}
		shaped++
		samples := []string{}
		if sp.Generate != nil {
			for i := 0; i < 50; i++ {
				samples = append(samples, sp.Generate(rng))
			}
		}
		for i := 0; i < 3000; i++ {
			var b strings.Builder
			for n := sp.MinLen + rng.IntN(6); n > 0; n-- {
				b.WriteByte(alphabet[rng.IntN(len(alphabet))])
			}
			samples = append(samples, b.String())
		}
		for _, s := range samples {
			if sp.Format.MatchString(s) && !sh.allows(s) {
				t.Fatalf("%s %s: shape rejects %q, which Format matches", sp.Type, sp.Format, s)
			}
		}
	}
	if shaped < 50 {
		t.Errorf("only %d formats have a shape", shaped)
	}
}
