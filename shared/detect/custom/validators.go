package custom

import (
	"sort"
	"strings"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// validator confirms a match's check digits.
type validator func(s string) bool

// validators are the built-in checksums a custom recognizer may name. Each
// reads the digits (and, for mod97 and iban, the letters) of the match and
// ignores separators.
var validators = map[string]validator{
	"luhn":     checksum.Luhn,
	"verhoeff": func(s string) bool { return len(checksum.Digits(s)) > 1 && checksum.Verhoeff(checksum.Digits(s)) },
	// ISO 7064 MOD 97-10 over digits and letters (A=10): the remainder is 1
	"mod97": func(s string) bool { return alnumCount(s) > 2 && checksum.Mod97(s) == 1 },
	// ISO 7064 MOD 11,10 with the check digit last (HR OIB, DE tax ids)
	"iso7064": func(s string) bool { return checksum.ISO7064Mod11_10(checksum.Digits(s)) },
	"iban":    func(s string) bool { return checksum.ValidIBAN(compactUpper(s)) },
}

// ValidatorNames lists the validators, sorted.
func ValidatorNames() []string {
	out := make([]string, 0, len(validators))
	for n := range validators {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

func alnumCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i] | 0x20
		if s[i] >= '0' && s[i] <= '9' || c >= 'a' && c <= 'z' {
			n++
		}
	}
	return n
}

func compactUpper(s string) string {
	return strings.ToUpper(strings.NewReplacer(" ", "", "-", "", ".", "").Replace(s))
}
