package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Canada: Social Insurance Number.
// addCA adds CA's specs (countries, in national.go, lists it).
func addCA() {
	ctx := ctx([]string{"sin", "nas", "insurance", "assurance", "sociale", "canada"}, stemsSocial)
	// a French company's SIREN is nine Luhn-valid digits in threes too:
	// "RCS Strasbourg 968 365 742", "immatriculée au RCS de Nantes sous le
	// n° 911 830 354"
	ctx.Penalty = []string{"ssn", "ssa", "rcs", "siren", "siret", "immatricul"}
	add(
		Spec{Type: "CA_SIN", Country: "CA", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}-\d{3}-\d{3}$|^\d{3} \d{3} \d{3}$`), Valid: caSINValid, Score: 0.4,
			Context: ctx, Generate: caGenerateSIN},
		Spec{Type: "CA_SIN", Country: "CA", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Valid: caSINValid, Score: 0.15, Context: ctx, Generate: caGenerateSIN},
	)
}

// caSINValid: Luhn; 0 and 8 are not issued as first digits.
func caSINValid(c string) bool { return c[0] != '0' && c[0] != '8' && checksum.Luhn(c) }

func caGenerateSIN(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		return string("12345679"[r.IntN(8)]) + randDigits(r, 7)
	}, decimal, 1, caSINValid)
	return groupDigits(c, " ", 3, 3)
}
