package national

import (
	"math/rand/v2"
	"regexp"
)

// Uruguay: the cédula de identidad (UY_CI), six or seven digits and a check
// digit: "4.123.456-7".

// addUY adds UY's specs (countries, in national.go, lists it).
func addUY() {
	ciCtx := ctx([]string{"ci", "c.i", "cédula", "cedula", "identidad", "documento", "uruguay"})
	add(
		Spec{Type: "UY_CI", Country: "UY", MinLen: 7, MaxLen: 8, DigitsOnly: true,
			Format: regexp.MustCompile(`^(?:\d\.)?\d{3}\.\d{3}-\d$`), Valid: uyCIValid, Score: 0.55,
			Context: ciCtx, Generate: uyGenCI},
		// without dots: a label lifts it, above a Colombian cédula of the
		// same digits (which has no check digit to pass)
		Spec{Type: "UY_CI", Country: "UY", MinLen: 7, MaxLen: 8, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{6,7}[- ]\d$|^\d{7,8}$`), Valid: uyCIValid, Score: 0.1,
			Context: labelOnly([]string{"ci", "c.i", "cédula", "cedula"}, stemsPassportShort), Generate: uyGenCI},
	)
}

var uyCIWeights = []int{2, 9, 8, 7, 6, 3, 4}

// uyCIValid: the seven digits (a six-digit number padded with a zero) by
// 2, 9, 8, 7, 6, 3, 4; the check is 10 - the sum mod 10.
func uyCIValid(c string) bool {
	if len(c) == 7 {
		c = "0" + c
	}
	return len(c) == 8 && c[7] == mod10Weighted(c, uyCIWeights)
}

func uyGenCI(r *rand.Rand) string {
	b := padN(1000000+r.IntN(6000000), 7)
	return groupDigits(b, ".", 1, 3) + "-" + string(mod10Weighted(b, uyCIWeights))
}
