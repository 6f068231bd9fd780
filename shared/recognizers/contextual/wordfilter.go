package contextual

// wordFilter is a cheap pre-check before a map lookup of a word: for each
// pair of first two letters (ASCII, case-folded; 26 stands for anything
// else) the set of byte lengths that listed words have. Most words of a text
// fail it without hashing ("the" is not "three", "thirty").
type wordFilter struct {
	// by pair: the lengths, and (third) bit b&31 set for each third byte b
	// of a listed word (all bits when a word has fewer than three bytes):
	// "shared" is not "shiite", "schedule" not "scottish". One 8-byte entry
	// a pair, so that a word reads one cache line.
	pairs [27 * 27]struct{ lens, third uint32 }
}

// newWordFilter indexes words (lower case); extra widens each length by up
// to that many bytes (plural endings).
func newWordFilter(words []string, extra int) *wordFilter {
	f := &wordFilter{}
	for _, w := range words {
		k := pairIndex(w)
		for l := len(w); l <= len(w)+extra && l < 32; l++ {
			f.pairs[k].lens |= 1 << l
		}
		if len(w) < 3 {
			f.pairs[k].third = ^uint32(0)
		} else {
			f.pairs[k].third |= 1 << (lowerASCII(w[2]) & 31)
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
	if len(w) >= 32 {
		return false
	}
	p := &f.pairs[pairIndex(w)]
	return p.lens&(1<<len(w)) != 0 && (len(w) < 3 || p.third&(1<<(lowerASCII(w[2])&31)) != 0)
}
