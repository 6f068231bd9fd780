package ner

import (
	"encoding/binary"
	"errors"
	"slices"
	"unicode"
	"unicode/utf8"
)

// Lexicon maps a normalised word (see Key) to its entity profile in the
// training corpora: how often the word stood inside a PERSON, LOCATION or
// ORGANIZATION span, two bits per type (see lexLevel), and whether it is a
// known word at all (bit 6, see lexKnown), and whether the corpora write it
// in lower case (bit 7: a common word, see lexCommon). It is a learned
// gazetteer: one shared weight per profile lets a rare name borrow the
// evidence of every frequent one, across languages ("Bush" in Slovak text
// because WikiANN and CoNLL know it as a name).
type Lexicon map[string]uint8

// Key normalises a word as the features see it: lower case, every digit 0,
// the long s (ſ) an s, the typographic apostrophe (’) the straight one
// ("l’", "O’Neill": customers' text writes ’ where the corpora write ').
func Key(w string) string {
	b := make([]byte, 0, len(w))
	for _, r := range w {
		switch {
		case r >= 'A' && r <= 'Z':
			r += 'a' - 'A'
		case r >= '0' && r <= '9':
			r = '0'
		case r < utf8.RuneSelf:
		case unicode.IsUpper(r):
			r = unicode.ToLower(r)
		case r == 'ſ':
			r = 's' // the long s of Fraktur prints is an s
		case r == '’':
			r = '\''
		case unicode.IsLower(r):
		case unicode.IsDigit(r):
			r = '0'
		}
		b = utf8.AppendRune(b, r)
	}
	return string(b)
}

// lexCounts accumulates per-word label counts for BuildLexicon.
type lexCounts struct{ all, per, loc, org, lower uint32 }

// LexiconBuilder counts how often each word is inside each entity type.
type LexiconBuilder struct{ m map[string]*lexCounts }

// NewLexiconBuilder returns an empty builder.
func NewLexiconBuilder() *LexiconBuilder { return &LexiconBuilder{m: map[string]*lexCounts{}} }

// Add counts the tokens of one gold sentence.
func (b *LexiconBuilder) Add(s *Sentence) {
	for i, t := range s.Tokens {
		k := Key(s.Text[t.Start:t.End])
		c := b.m[k]
		if c == nil {
			c = &lexCounts{}
			b.m[k] = c
		}
		c.all++
		if lowerCaseWord(s.Text[t.Start:t.End]) {
			c.lower++
		}
		switch entityTypes[s.Gold[i]] {
		case "PERSON":
			c.per++
		case "LOCATION":
			c.loc++
		case "ORGANIZATION":
			c.org++
		}
	}
}

// lexKnown is how often a word must occur to count as known.
const lexKnown = 3

// lexCommon is how often the corpora must write a word in lower case for it
// to count as a common word (lexCommonBit): "may", "mark", "park" and "rose"
// are names more often than not in news, but common words in chat. The
// truecaser reads it, and so does the feature of the token's own profile.
const (
	lexCommon    = 5
	lexCommonBit = 1 << 7
)

// lexMin is the fewest entity occurrences that put a word in the lexicon.
const lexMin = 2

// lexLevel grades the share of a word's occurrences inside one entity type:
// 0 below a tenth (or too few), 1 up to 40%, 2 up to 80%, 3 above.
func lexLevel(n, all uint32) uint8 {
	if n < lexMin {
		return 0
	}
	switch f := float64(n) / float64(all); {
	case f >= 0.8:
		return 3
	case f >= 0.4:
		return 2
	case f >= 0.1:
		return 1
	}
	return 0
}

// Lexicon returns the profiles of the words seen inside entities.
func (b *LexiconBuilder) Lexicon() Lexicon {
	lx := Lexicon{}
	for k, c := range b.m {
		code := lexLevel(c.per, c.all) | lexLevel(c.loc, c.all)<<2 | lexLevel(c.org, c.all)<<4
		if c.all >= lexKnown {
			code |= 1 << 6 // a known word: lets the model tell rare from unseen
			if c.lower >= lexCommon {
				code |= lexCommonBit
			}
		}
		if code != 0 && len(k) < 256 {
			lx[k] = code
		}
	}
	return lx
}

// appendLexicon writes lx sorted by word: count, then per entry the word's
// length, the word and its code.
func appendLexicon(buf []byte, lx Lexicon) []byte {
	keys := make([]string, 0, len(lx))
	for k := range lx {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	buf = binary.LittleEndian.AppendUint32(buf, uint32(len(keys)))
	for _, k := range keys {
		buf = append(buf, byte(len(k)))
		buf = append(buf, k...)
		buf = append(buf, lx[k])
	}
	return buf
}

// readLexicon parses appendLexicon's form: it calls start with the number
// of entries, then add with each entry, and returns the rest of b.
func readLexicon(b []byte, start func(n int), add func(w []byte, code uint8)) ([]byte, error) {
	if len(b) < 4 {
		return nil, errors.New("ner: truncated lexicon")
	}
	n := int(binary.LittleEndian.Uint32(b))
	b = b[4:]
	if n > len(b)/2 {
		return nil, errors.New("ner: bad lexicon size")
	}
	start(n)
	for i := 0; i < n; i++ {
		if len(b) < 1 || len(b) < 2+int(b[0]) {
			return nil, errors.New("ner: truncated lexicon")
		}
		l := int(b[0])
		add(b[1:1+l], b[1+l])
		b = b[2+l:]
	}
	return b, nil
}

// lowerCaseWord reports a word with letters, none of them upper case.
func lowerCaseWord(w string) bool {
	letters := false
	for _, r := range w {
		if unicode.IsUpper(r) || unicode.IsTitle(r) {
			return false
		}
		letters = letters || unicode.IsLetter(r)
	}
	return letters
}

// CommonWord reports a lexicon profile whose word the training corpora
// write in lower case often enough to call it a common word ("Most",
// "Orange"): the town list leaves such names out (scripts/towns).
func CommonWord(profile uint8) bool { return commonInLower(profile) }
