package health

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/lang"
)

// Lexicon terms and text are compared after folding: lower case, Latin
// diacritics removed (Czech and Polish are often typed without them), hyphens
// and blank runs read as one space, typographic apostrophes as "'".

// foldBlanks are the dashes and the no-break space that fold to a space
// (the letters fold by lang.FoldLetter).
const foldBlanks = "\u2010\u2011\u2013\u00a0"

// foldRune appends the folded form of r to buf.
func foldRune(buf []byte, r rune) []byte {
	if r < utf8.RuneSelf {
		c := byte(r)
		switch {
		case c >= 'A' && c <= 'Z':
			c += 32
		case c == '-' || c == ' ' || c == '\t' || c == '\n' || c == '\r':
			c = ' '
		}
		return append(buf, c)
	}
	r = unicode.ToLower(r)
	if s, ok := lang.FoldLetter(r); ok {
		return append(buf, s...)
	}
	if strings.ContainsRune(foldBlanks, r) {
		return append(buf, ' ')
	}
	return utf8.AppendRune(buf, r)
}

// foldString folds a whole lexicon term, collapsing blank runs.
func foldString(s string) string {
	if folded(s) {
		return s // most terms: no copy
	}
	var b []byte
	for _, r := range s {
		b = foldRune(b, r)
		if n := len(b); n >= 2 && b[n-1] == ' ' && b[n-2] == ' ' {
			b = b[:n-1]
		}
	}
	return string(b)
}

// isWordRune: letters, digits and combining marks continue a word.
func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

func isBlank(r rune) bool {
	return r == ' ' || r == '\t' || r == '\n' || r == '\r' || r == '\u00a0'
}

// folded reports an ASCII string that folding leaves as it is: no capital,
// no blank but single spaces, no hyphen.
func folded(s string) bool {
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= utf8.RuneSelf, c >= 'A' && c <= 'Z', c == '-', c == '\t', c == '\n', c == '\r':
			return false
		case c == ' ' && i > 0 && s[i-1] == ' ':
			return false
		}
	}
	return true
}
