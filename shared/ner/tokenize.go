package ner

import (
	"math/bits"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/internal/swar"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Token is a byte range of the tagged text.
type Token struct{ Start, End int }

// isWordRune: letters, digits and combining marks.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// wordEnd returns the end of the run of word runes (isWordRune) that goes
// on at s[i]: ASCII bytes by asciiWord, others decoded.
func wordEnd(s string, i int) int {
	for i < len(s) {
		if c := s[i]; c < utf8.RuneSelf {
			if !asciiWord[c] {
				break
			}
			i++
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			break
		}
		i += size
	}
	return i
}

// asciiWord marks the ASCII bytes isWordRune accepts.
var asciiWord = func() (t [256]bool) {
	for c := 0; c < utf8.RuneSelf; c++ {
		t[c] = isWordRune(rune(c))
	}
	return t
}()

func runeAt(s string, i int) (rune, int) {
	if i >= len(s) {
		return utf8.RuneError, 0
	}
	if c := s[i]; c < utf8.RuneSelf {
		return rune(c), 1
	}
	return utf8.DecodeRuneInString(s[i:])
}

// elided are the articles and prepositions that are written with an
// apostrophe before a word (l'Italie, dell'Arte; vocab Elided): they become
// their own token, as in the training corpora.
var elided = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range vocab.All(func(l *vocab.Lexicon) []string { return l.Elided }) {
		m[w] = true
	}
	return m
}()

// Tokenize appends the tokens of text to out: words (letters and digits,
// joined by inner '-', '.', '&' or an apostrophe), abbreviations with inner
// dots keep their final dot (U.S., s.r.o.), single capitals keep theirs (J.),
// and every other non-space character is a token of its own. An elided word
// (elided) with its apostrophe is a token of its own before a word, glued to
// it or after one space ("l'Inde" and "l' Inde" are both "l'", "Inde", as
// the corpora's elided token joined by a space), unless an apostrophe opens
// it ("rock 'n' roll", a word quoted as 'all').
func Tokenize(text string, out []Token) []Token {
	i := 0
words:
	for i < len(text) {
		if c := text[i]; c == ' ' || c == '\n' || c == '\t' { // no token
			i++
			continue
		}
		// an ASCII byte is its rune, and asciiWord says whether it is a
		// word's (isWordRune) without a call
		c := text[i]
		r, sz, word := rune(c), 1, asciiWord[c]
		if c >= utf8.RuneSelf {
			r, sz = utf8.DecodeRuneInString(text[i:])
			word = isWordRune(r)
		}
		if !word {
			if (r == '\'' || r == '’') && i > 0 {
				// possessive 's as one token, as in the English corpora
				if r2, _ := runeAt(text, i+sz); r2 == 's' || r2 == 'S' {
					if r3, _ := runeAt(text, i+sz+1); !isWordRune(r3) {
						out = append(out, Token{i, i + sz + 1})
						i += sz + 1
						continue
					}
				}
			}
			if !unicode.IsSpace(r) && r != utf8.RuneError || sz > 1 && r == utf8.RuneError {
				out = append(out, Token{i, i + sz})
			}
			if sz == 0 {
				sz = 1
			}
			i += sz
			continue
		}
		start := i
		i += sz
		innerDot := false
		for i < len(text) {
			if i+8 <= len(text) {
				// eight bytes at a time: a word's end is found by
				// arithmetic, not by a branch per byte that mispredicts
				// once per word
				nw := nonWordBytes(swar.Load8(text, i))
				if nw == 0 {
					i += 8
					continue
				}
				// text[i] is the first byte that is no ASCII letter or
				// digit (asciiWord): the branches below
				i += bits.TrailingZeros64(nw) >> 3
			} else if asciiWord[text[i]] { // the common case, without decoding
				i++
				continue
			}
			if c := text[i]; c < utf8.RuneSelf {
				r, sz = rune(c), 1 // not a word's (asciiWord)
			} else if r, sz = utf8.DecodeRuneInString(text[i:]); isWordRune(r) {
				i += sz
				continue
			}
			if r == '-' || r == '.' || r == '&' || r == '\'' || r == '’' {
				r2, _ := runeAt(text, i+sz)
				if !isWordRune(r2) {
					// "l' Inde" as "l'Inde": the elided word keeps its
					// apostrophe, the space is no token
					if r2 == ' ' && (r == '\'' || r == '’') && spacedElision(text, start, i, sz) {
						out = append(out, Token{start, i + sz})
						i += sz + 1
						continue words
					}
					break
				}
				if r == '\'' || r == '’' {
					if isElided(text[start:i]) {
						out = append(out, Token{start, i + sz})
						start = i + sz
					} else if r2 == 's' || r2 == 'S' {
						// possessive 's: "John's" -> John, 's
						r3, _ := runeAt(text, i+sz+1)
						if !isWordRune(r3) {
							break
						}
					}
				}
				if r == '.' {
					innerDot = true
				}
				i += sz
				continue
			}
			break
		}
		if i < len(text) && text[i] == '.' && (innerDot || i-start == 1 && text[start] >= 'A' && text[start] <= 'Z') {
			i++
		}
		out = append(out, Token{start, i})
		if i < len(text) && text[i] == ' ' {
			i++ // the space after most words: no turn of the loop above
		}
	}
	return out
}

// spacedElision reports whether the word text[start:i], followed by an
// apostrophe of sz bytes and a space, is an elided word written apart from
// the word after it ("l' Inde", "dell’ Europa", as the corpora joined by
// spaces read): it is, when a word begins after the space and no apostrophe
// opens the elided word ("rock 'n' roll", 'all' in quotes).
func spacedElision(text string, start, i, sz int) bool {
	if r, _ := runeAt(text, i+sz+1); !isWordRune(r) || !isElided(text[start:i]) {
		return false
	}
	return start == 0 || text[start-1] != '\'' && (start < 3 || text[start-3:start] != "’")
}

// isElided reports elided[lowerASCII(w)] without the lower-case copy,
// which allocated for a capitalised word before an apostrophe ("L'Italie",
// "O'Neill"): the word is lowered into a buffer on the stack, and one
// longer than every elided word is none.
func isElided(w string) bool {
	if len(w) > maxElided {
		return false
	}
	var buf [maxElided]byte
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	return elided[string(buf[:len(w)])]
}

// maxElided bounds the elided words' length (TestElidedFitIsElided).
const maxElided = 16

// nonWordBytes marks (with its high bit) each byte of x that asciiWord
// does not accept: all but the ASCII letters and digits.
func nonWordBytes(x uint64) uint64 {
	// a byte or-ed with 0x20 is a lower-case letter exactly when the byte
	// is a letter of either case (bytes of 0x80 and up stay out)
	word := swar.Between(x, '0'-1, '9'+1) | swar.Between(x|swar.Lo8*0x20, 'a'-1, 'z'+1)
	return ^word & swar.Hi8
}
