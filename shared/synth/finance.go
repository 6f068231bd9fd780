package synth

import (
	"fmt"
	"strings"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
	"github.com/piiguard/piiguard/shared/recognizers/national"
)

// cardPrefixLen is how many leading digits identify the issuer (IIN ranges are
// up to 6 digits; keeping 4 keeps the brand and the bank-range shape while
// leaving enough random digits).
const cardPrefixLen = 4

// fakeCard keeps the issuer prefix, length and separators and makes the last
// digit a valid Luhn check digit.
func (s *Session) fakeCard(orig string) string {
	digits := checksum.Digits(orig)
	if len(digits) < 8 {
		return s.scramble(orig)
	}
	b := []byte(digits[:cardPrefixLen])
	for len(b) < len(digits)-1 {
		b = append(b, s.digit())
	}
	b = append(b, checksum.LuhnDigit(string(b)))
	return layoutDigits(orig, string(b))
}

// layoutDigits writes digits into the digit positions of orig.
func layoutDigits(orig, digits string) string {
	out := []byte(orig)
	k := 0
	for i := range out {
		if out[i] >= '0' && out[i] <= '9' && k < len(digits) {
			out[i] = digits[k]
			k++
		}
	}
	return string(out)
}

// fakeIBAN keeps the country, length, grouping and case; the BBAN's letters
// stay letters and digits stay digits, then the check digits are recomputed.
func (s *Session) fakeIBAN(orig string) string {
	var compact []byte
	for i := 0; i < len(orig); i++ {
		if c := orig[i]; c >= '0' && c <= '9' || c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' {
			compact = append(compact, c)
		}
	}
	if len(compact) < 8 || !isLetter(compact[0]) || !isLetter(compact[1]) {
		return s.scramble(orig)
	}
	country := strings.ToUpper(string(compact[:2]))
	bban := []byte(strings.ToUpper(string(compact[4:])))
	for i, c := range bban {
		if c >= '0' && c <= '9' {
			bban[i] = s.digit()
		} else {
			bban[i] = s.letters(1, true)[0]
		}
	}
	check := 98 - checksum.Mod97(string(bban)+country+"00")
	iban := country + fmt.Sprintf("%02d", check) + string(bban)
	return reapply(orig, iban)
}

func isLetter(c byte) bool { return c >= 'A' && c <= 'Z' || c >= 'a' && c <= 'z' }

// fakeNational asks the country spec for a valid identifier and, when the
// alphanumeric lengths agree, writes it in the original's separator style.
func (s *Session) fakeNational(typeID, orig string) string {
	id, ok := national.Generate(typeID, s.r)
	if !ok {
		return s.scramble(orig)
	}
	return reapply(orig, id)
}
