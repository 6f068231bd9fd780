package ner

import (
	"math/rand/v2"
	"os"
	"strings"
	"testing"
)

// segmentEndReference is segmentEnd before its fast paths (one-space gaps,
// tokens of other lengths than . ! ? …).
func segmentEndReference(text string, toks []Token, start int) int {
	limit := min(len(toks), start+maxSegment)
	for i := start; i < limit-1; i++ {
		gap := text[toks[i].End:toks[i+1].Start]
		for j := 0; j < len(gap); j++ {
			if gap[j] == '\n' {
				return i + 1
			}
		}
		w := text[toks[i].Start:toks[i].End]
		if w == "." && i > start && abbreviation(text[toks[i-1].Start:toks[i-1].End]) {
			continue
		}
		if w == "." || w == "!" || w == "?" || w == "…" {
			if c := text[toks[i+1].Start]; c >= 'A' && c <= 'Z' || c >= 0x80 {
				return i + 1
			}
		}
	}
	return limit
}

// TestSegmentEndMatchesReference compares segmentEnd with its reference at
// every token of the CoNLL en dev text (when the corpora are there) and of
// random texts of sentence ends, titles, initials, blanks and line breaks.
func TestSegmentEndMatchesReference(t *testing.T) {
	var texts []string
	if data, err := os.ReadFile("../../../shared/data/ner/conll2003.en.dev.bio"); err == nil {
		texts = append(texts, string(data))
	}
	parts := []string{"Mr", "J", "St", "Anna", "berg", "the", ".", "!", "?", "…", ",", " ", "  ", "\n", "\t", " \n ", "Élan", "x"}
	r := rand.New(rand.NewPCG(3, 4))
	for range 5000 {
		var b strings.Builder
		for range 1 + r.IntN(300) {
			b.WriteString(parts[r.IntN(len(parts))])
			if r.IntN(3) > 0 {
				b.WriteByte(' ')
			}
		}
		texts = append(texts, b.String())
	}
	for _, text := range texts {
		toks := Tokenize(text, nil)
		for start := range toks {
			if got, want := segmentEnd(text, toks, start), segmentEndReference(text, toks, start); got != want {
				t.Fatalf("segmentEnd(%q…, %d) = %d, want %d", text[:min(len(text), 80)], start, got, want)
			}
		}
	}
}

// TestSegmentEndAbbreviations: the dot after an abbreviation inside a name
// does not end the sentence; any other dot before a capital does.
func TestSegmentEndAbbreviations(t *testing.T) {
	for _, c := range []struct {
		text     string
		segments int
	}{
		{"Die Müller GmbH & Co. KG fordert Zahlung.", 1},
		{"Samsung Electronics Co. Ltd hat geliefert.", 1},
		{"He moved to St. Louis in May.", 1},
		{"Warner Bros. Pictures released it.", 1},
		{"Szpital Miejski św. Łukasza w Koninie przyjął pacjenta.", 1},
		{"Bydlí u kostela sv. Jakuba v Brně.", 1},
		{"It was done. Then we left.", 2},
	} {
		toks := Tokenize(c.text, nil)
		n := 0
		for start := 0; start < len(toks); start = segmentEnd(c.text, toks, start) {
			n++
		}
		if n != c.segments {
			t.Errorf("%q: %d segments, want %d", c.text, n, c.segments)
		}
	}
}
