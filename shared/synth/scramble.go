package synth

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// scramble is the format-preserving fallback: digits become random digits,
// letters random ASCII letters of the same case (hex letters stay hex when the
// value looks hexadecimal), everything else is kept. When the original passes
// Luhn, the fake does too.
func (s *Session) scramble(orig string) string {
	hex := looksHex(orig)
	var b strings.Builder
	b.Grow(len(orig))
	lastDigit := -1
	for i, c := range orig {
		switch {
		case c >= '0' && c <= '9':
			lastDigit = b.Len()
			b.WriteByte(s.digit())
		case unicode.IsLetter(c):
			upper := unicode.IsUpper(c)
			if hex {
				l := byte('a' + s.intn(6))
				if upper {
					l -= 'a' - 'A'
				}
				b.WriteByte(l)
			} else {
				b.WriteString(s.letters(1, upper))
			}
		default:
			b.WriteString(orig[i : i+utf8.RuneLen(c)])
		}
	}
	out := b.String()
	if lastDigit >= 0 && len(checksum.Digits(orig)) >= 2 && checksum.Luhn(orig) {
		out = fixLuhn(out, lastDigit)
	}
	return out
}

// fixLuhn rewrites the digit at byte index at (the last digit) so that s passes Luhn.
func fixLuhn(s string, at int) string {
	d := checksum.LuhnDigit(s[:at] + s[at+1:])
	return s[:at] + string(d) + s[at+1:]
}

// looksHex reports a value whose letters are all a-f (any case) and that mixes
// them with digits, such as a MAC address or a hex token.
func looksHex(s string) bool {
	letters, digits := 0, 0
	for _, c := range s {
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c >= 'a' && c <= 'f', c >= 'A' && c <= 'F':
			letters++
		case unicode.IsLetter(c):
			return false
		}
	}
	return digits > 0 && letters > 0
}

// reapply writes the alphanumerics of fake into the layout of orig (its
// separators and letter case) when both have the same number of alphanumerics;
// otherwise it returns fake unchanged.
func reapply(orig, fake string) string {
	var src []rune
	for _, c := range fake {
		if isAlnum(c) {
			src = append(src, c)
		}
	}
	n := 0
	for _, c := range orig {
		if isAlnum(c) {
			n++
		}
	}
	if n != len(src) {
		return fake
	}
	var b strings.Builder
	k := 0
	for _, c := range orig {
		if !isAlnum(c) {
			b.WriteRune(c)
			continue
		}
		r := src[k]
		k++
		if unicode.IsLower(c) {
			r = unicode.ToLower(r)
		} else if unicode.IsUpper(c) {
			r = unicode.ToUpper(r)
		}
		b.WriteRune(r)
	}
	return b.String()
}

func isAlnum(c rune) bool { return unicode.IsLetter(c) || unicode.IsDigit(c) }
