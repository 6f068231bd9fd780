package contextual

// wordFilter is a cheap pre-check before a map lookup of a word: for each
// pair of first two letters (ASCII, case-folded; 26 stands for anything
// else) the set of byte lengths that listed words have. Most words of a text
// fail it without hashing ("the" is not "three", "thirty").
type wordFilter struct {
	lens [27 * 27]uint32
}

// newWordFilter indexes words (lower case); extra widens each length by up
// to that many bytes (plural endings).
func newWordFilter(words []string, extra int) *wordFilter {
	f := &wordFilter{}
	for _, w := range words {
		k := pairIndex(w)
		for l := len(w); l <= len(w)+extra && l < 32; l++ {
			f.lens[k] |= 1 << l
		}
	}
	return f
}

// letterIndex maps a byte to 0-25 for ASCII letters (either case), 26 else.
var letterIndex = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		t[c] = 26
		if c >= 'a' && c <= 'z' {
			t[c] = uint8(c - 'a')
		} else if c >= 'A' && c <= 'Z' {
			t[c] = uint8(c - 'A')
		}
	}
	return
}()

func pairIndex(w string) int {
	if len(w) < 2 {
		return int(letterIndex[w[0]])*27 + 26
	}
	return int(letterIndex[w[0]])*27 + int(letterIndex[w[1]])
}

// may reports whether w could be one of the words.
func (f *wordFilter) may(w string) bool {
	return len(w) < 32 && f.lens[pairIndex(w)]&(1<<len(w)) != 0
}

// wordByte marks the bytes of a word for the lexicon scans: ASCII letters and
// digits, and every byte of a non-ASCII rune.
var wordByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80
	}
	return
}()

// nextWord returns the next word that starts with an ASCII letter at or
// after i, as [s, e), and e; s == -1 at the end of t.
func nextWord(t string, i int) (s, e int) {
	for i < len(t) {
		c := t[i]
		if !wordByte[c] {
			i++
			continue
		}
		s = i
		for i < len(t) && wordByte[t[i]] {
			i++
		}
		if c|0x20 >= 'a' && c|0x20 <= 'z' {
			return s, i
		}
	}
	return -1, i
}
