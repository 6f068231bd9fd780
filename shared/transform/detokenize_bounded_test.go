package transform

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"
	"time"
)

// naiveDetokenize is the specification: at each position the longest key
// that matches, left to right, values never re-scanned.
func naiveDetokenize(text string, m map[string]string) (string, int) {
	var b strings.Builder
	n := 0
	for i := 0; i < len(text); {
		best := ""
		for k := range m {
			if k != "" && len(k) > len(best) && strings.HasPrefix(text[i:], k) {
				best = k
			}
		}
		if best == "" {
			b.WriteByte(text[i])
			i++
			continue
		}
		b.WriteString(m[best])
		i += len(best)
		n++
	}
	return b.String(), n
}

// TestDetokenizeMatchesSpecification: random texts and mappings over a small
// alphabet (many overlapping keys) give the naive algorithm's result.
func TestDetokenizeMatchesSpecification(t *testing.T) {
	r := rand.New(rand.NewPCG(7, 9))
	word := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = "<>ab_1"[r.IntN(6)]
		}
		return string(b)
	}
	for iter := 0; iter < 3000; iter++ {
		m := map[string]string{}
		for k := r.IntN(6); k >= 0; k-- {
			m[word(1+r.IntN(4))] = word(r.IntN(3))
		}
		text := word(r.IntN(40))
		got, n := Detokenize(text, m)
		want, wn := naiveDetokenize(text, m)
		if got != want || n != wn {
			t.Fatalf("Detokenize(%q, %v) = %q %d, want %q %d", text, m, got, n, want, wn)
		}
	}
}

// TestDetokenizeBounded: output and work limits hold, and the common case of
// thousands of tokens is linear in the text.
func TestDetokenizeBounded(t *testing.T) {
	// amplification: 10,000 tokens, each worth 1,000 bytes
	_, _, err := DetokenizeBounded(strings.Repeat("<A_1>", 10_000), map[string]string{"<A_1>": strings.Repeat("x", 1000)}, 5<<20, 1<<28)
	if err != ErrOutputTooLarge {
		t.Errorf("amplified output: %v", err)
	}
	if out, n, err := DetokenizeBounded("a <A_1> b", map[string]string{"<A_1>": "Jane"}, 10, 1<<28); err != nil || out != "a Jane b" || n != 1 {
		t.Errorf("within limits: %q %d %v", out, n, err)
	}
	if _, _, err := DetokenizeBounded("a <A_1> b", map[string]string{"<A_1>": "Jane"}, 7, 1<<28); err != ErrOutputTooLarge {
		t.Errorf("one byte over: %v", err)
	}
	// 10,000 tokens against 500,000 '<': was ~30 s with a scan of every key
	m := map[string]string{}
	for i := 0; i < 10_000; i++ {
		m[fmt.Sprintf("<PERSON_%d>", i)] = "x"
	}
	t0 := time.Now()
	if _, _, err := DetokenizeBounded(strings.Repeat("<", 500_000), m, 5<<20, 256<<20); err != nil {
		t.Fatal(err)
	}
	if d := time.Since(t0); d > 2*time.Second {
		t.Errorf("10,000 tokens against 500,000 '<' took %v", d)
	}
	// keys of 4,000 distinct lengths: the work bound stops it
	m = map[string]string{}
	for l := 1; l <= 4000; l++ {
		m["<"+strings.Repeat("a", l)] = "x"
	}
	t0 = time.Now()
	if _, _, err := DetokenizeBounded(strings.Repeat("<a", 250_000), m, 5<<20, 256<<20); err != ErrTooComplex {
		t.Errorf("distinct lengths: %v", err)
	}
	if d := time.Since(t0); d > 3*time.Second {
		t.Errorf("distinct lengths took %v", d)
	}
}
