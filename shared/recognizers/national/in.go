package national

import (
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// India: Aadhaar, PAN and passport.
// addIN adds IN's specs (countries, in national.go, lists it).
func addIN() {
	aCtx := ctx([]string{"aadhaar", "aadhar", "adhaar", "uidai", "uid", "enrolment"}, stemsPersonalID)
	add(
		Spec{Type: "IN_AADHAAR", Country: "IN", MinLen: 12, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^[2-9]\d{3} \d{4} \d{4}$|^[2-9]\d{3}-\d{4}-\d{4}$`), Valid: inAadhaarValid,
			Score: 0.5, Context: aCtx, Generate: inGenerateAadhaar},
		Spec{Type: "IN_AADHAAR", Country: "IN", MinLen: 12, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^[2-9]\d{11}$`), Valid: inAadhaarValid, Score: 0.3, Context: aCtx,
			Generate: inGenerateAadhaar},
		// the last letter is a check character whose algorithm is not public:
		// the holder category (4th letter) is the only check
		Spec{Type: "IN_PAN", Country: "IN", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^[A-Z]{3}[ABCFGHJLPTE][A-Z]\d{4}[A-Z]$`), Valid: inPANShape, Score: 0.3,
			Context:  ctx([]string{"pan", "permanent", "account", "income", "tax"}, stemsTaxID),
			Generate: inGeneratePAN},
		// Passports: a letter (not Q, X or Z) and seven digits, the first not
		// 0; no check digit, so only with a passport word.
		Spec{Type: "IN_PASSPORT", Country: "IN", MinLen: 8, MaxLen: 8,
			Format: regexp.MustCompile(`^[A-PR-WY][1-9]\d{6}$`), Score: 0.05,
			Context: passportCtx([]string{"india", "indian", "bharat"}, nil),
			Generate: func(r *rand.Rand) string {
				return string("ABCDEFGHJKLMNPRSTUVWY"[r.IntN(21)]) + string(byte('1'+r.IntN(9))) + randDigits(r, 6)
			}},
	)
}

// inAadhaarValid: Verhoeff, and not a palindrome (never issued).
func inAadhaarValid(c string) bool {
	if !checksum.Verhoeff(c) {
		return false
	}
	for i := 0; i < len(c)/2; i++ {
		if c[i] != c[len(c)-1-i] {
			return true
		}
	}
	return false
}

// inPANShape: five letters (the 4th a holder category), four digits, a letter.
func inPANShape(c string) bool {
	for i := 0; i < 10; i++ {
		letter := c[i] >= 'A' && c[i] <= 'Z'
		if letter == (i >= 5 && i <= 8) {
			return false
		}
	}
	return strings.IndexByte("ABCFGHJLPTE", c[3]) >= 0
}

func inGenerateAadhaar(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		return string(byte('2'+r.IntN(8))) + randDigits(r, 10)
	}, decimal, 1, inAadhaarValid)
	return groupDigits(c, " ", 4, 4)
}

func inGeneratePAN(r *rand.Rand) string {
	l := func() byte { return byte('A' + r.IntN(26)) }
	b := []byte{l(), l(), l(), "PCHFT"[r.IntN(5)], l()}
	return string(b) + randDigits(r, 4) + string(l())
}
