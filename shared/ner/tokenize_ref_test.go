package ner

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/internal/swar"
)

// tokenizeRef is Tokenize without its fast paths (spaces skipped, ASCII
// letters and digits taken without decoding, the elided word's lookup
// without a copy): the reference the tokens must equal for every input.
func tokenizeRef(text string, out []Token) []Token {
	i := 0
	for i < len(text) {
		r, sz := runeAt(text, i)
		if !isWordRune(r) {
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
		innerDot, spaced := false, false
		for i < len(text) {
			r, sz = runeAt(text, i)
			if isWordRune(r) {
				i += sz
				continue
			}
			if r == '-' || r == '.' || r == '&' || r == '\'' || r == '’' {
				r2, _ := runeAt(text, i+sz)
				if !isWordRune(r2) {
					// an elided word, its apostrophe and a space before a
					// word, not opened by an apostrophe: "l' Inde" as "l'Inde"
					if (r == '\'' || r == '’') && r2 == ' ' && elided[lowerASCII(text[start:i])] {
						r3, _ := runeAt(text, i+sz+1)
						before, _ := utf8.DecodeLastRuneInString(text[:start])
						spaced = isWordRune(r3) && before != '\'' && before != '’'
					}
					break
				}
				if r == '\'' || r == '’' {
					if elided[lowerASCII(text[start:i])] {
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
		if spaced {
			out = append(out, Token{start, i + sz})
			i += sz + 1
			continue
		}
		if i < len(text) && text[i] == '.' && (innerDot || i-start == 1 && text[start] >= 'A' && text[start] <= 'Z') {
			i++
		}
		out = append(out, Token{start, i})
	}
	return out
}

// tokenizeSeeds are texts around the fast paths: blanks of every kind next
// to apostrophes, dots and elisions, ASCII runs broken by other bytes, and
// invalid UTF-8.
var tokenizeSeeds = []string{
	"", " ", "\t\n ", "Hello, J. Smith!", "Alfa s.r.o. a U.S. firm", "l'Italie et d'Artagnan", "O'Neill's car",
	"Jean-Pierre Müller-Lüdenscheidt", "ul. Długa 5/3, 00-238 Warszawa", " 's", "\t's\n", "x 's", "A. B.", "A .B",
	"John's\tcar", "John’s", "dell'\tArte", "a\r\nb", "a\u00a0b", "a\vb\fc", "\xff a", "a\xffb", "a\xc3", "J.\n", "U.S.\t",
	"l' Inde", "L’ Allemagne", "dell' Europa", "rock 'n' roll", "’l’ x", "qu' il", "d'  Artagnan", "l'\tx", "l' 's", "all' ",
	"O' Neill", "dell'all' Arte", "x'l' y", "ab12cd_ef", "x-\ty", "x.\ty", "x&y z&\t", "日本語 テキスト", "🙂 Anna 🙂", "e\u0301 a\u0301b",
}

// TestTokenizeAsBefore: the fast paths leave the tokens as they were, on
// the seeds and on random texts over the bytes and runes they treat apart.
func TestTokenizeAsBefore(t *testing.T) {
	check := func(text string) {
		t.Helper()
		if got, want := Tokenize(text, nil), tokenizeRef(text, nil); !slices.Equal(got, want) {
			t.Fatalf("Tokenize(%q) = %v, want %v", text, got, want)
		}
	}
	for _, s := range tokenizeSeeds {
		check(s)
	}
	parts := []string{"a", "Z", "0", "9", "s", "S", "l", "d", "dell", " ", "\t", "\n", "\r", "\v", "\u00a0", "\u2003",
		"'", "’", ".", "-", "&", "_", ",", "\x00", "\xff", "\xc3", "é", "Ł", "\u0301", "٣", "日", "🙂", "\ufffd"}
	rng := rand.New(rand.NewPCG(1, 2))
	var b strings.Builder
	for range 200000 {
		b.Reset()
		n := rng.IntN(12)
		if rng.IntN(4) == 0 {
			n = rng.IntN(60) // long words: the eight-byte steps
		}
		for range n {
			b.WriteString(parts[rng.IntN(len(parts))])
		}
		check(b.String())
	}
}

// FuzzTokenizeAsBefore is TestTokenizeAsBefore for any input.
func FuzzTokenizeAsBefore(f *testing.F) {
	for _, s := range tokenizeSeeds {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, text string) {
		if got, want := Tokenize(text, nil), tokenizeRef(text, nil); !slices.Equal(got, want) {
			t.Fatalf("Tokenize(%q) = %v, want %v", text, got, want)
		}
	})
}

// TestNonWordBytes: every byte value in every lane of the word, among
// random neighbours, is marked exactly when asciiWord refuses it.
func TestNonWordBytes(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	for c := 0; c < 256; c++ {
		for lane := 0; lane < 8; lane++ {
			for trial := 0; trial < 8; trial++ {
				x := rng.Uint64()
				x = x&^(0xff<<(8*lane)) | uint64(c)<<(8*lane)
				nw := nonWordBytes(x)
				for k := 0; k < 8; k++ {
					b := byte(x >> (8 * k))
					if got, want := nw>>(8*k+7)&1 == 1, !asciiWord[b]; got != want {
						t.Fatalf("byte %#x in lane %d of %#x: marked %v, want %v", b, k, x, got, want)
					}
				}
				if nw&^swar.Hi8 != 0 {
					t.Fatalf("%#x: bits outside the high bits", x)
				}
			}
		}
	}
}

// TestElidedFitIsElided: every elided word fits isElided's buffer, and
// isElided answers as the map with lowerASCII's copy.
func TestElidedFitIsElided(t *testing.T) {
	for w := range elided {
		if len(w) > maxElided {
			t.Errorf("elided %q is longer than maxElided %d", w, maxElided)
		}
	}
	for _, w := range []string{"l", "L", "dell", "DELL", "Dell", "d", "D", "x", "", "Nell", "dellx", "é", "L\xff", strings.Repeat("a", 40)} {
		if got, want := isElided(w), elided[lowerASCII(w)]; got != want {
			t.Errorf("isElided(%q) = %v, want %v", w, got, want)
		}
	}
	if n := testing.AllocsPerRun(10, func() { isElided("Dell") }); n != 0 {
		t.Errorf("isElided allocates %v times", n)
	}
}

// lowerASCII lower-cases a short ASCII word, as the elision lookup of
// tokenizeRef (and isElided without a copy); other words are returned
// unchanged (and never match).
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			b := []byte(s)
			for j := range b {
				if b[j] >= 'A' && b[j] <= 'Z' {
					b[j] += 'a' - 'A'
				}
			}
			return string(b)
		}
	}
	return s
}
