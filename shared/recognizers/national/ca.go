package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Canada: Social Insurance Number.
// addCA adds CA's specs (countries, in national.go, lists it).
func addCA() {
	sinCtx := ctx([]string{"sin", "nas", "insurance", "assurance", "sociale", "canada"}, stemsSocial)
	// a French company's SIREN is nine Luhn-valid digits in threes too:
	// "RCS Strasbourg 968 365 742", "immatriculée au RCS de Nantes sous le
	// n° 911 830 354"
	sinCtx.Penalty = []string{"ssn", "ssa", "rcs", "siren", "siret", "immatricul"}
	add(
		Spec{Type: "CA_SIN", Country: "CA", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}-\d{3}-\d{3}$|^\d{3} \d{3} \d{3}$`), Valid: caSINValid, Score: 0.4,
			Context: sinCtx, Generate: caGenerateSIN},
		Spec{Type: "CA_SIN", Country: "CA", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Valid: caSINValid, Score: 0.15, Context: sinCtx, Generate: caGenerateSIN},
		// The business number with its GST/HST program account, on every
		// tax invoice: nine digits (Luhn) as the CRA or the firm groups
		// them, "RT" and the account ("79318 2643 RT0001"); the program
		// letters make the shape Canada's alone.
		Spec{Type: "CA_VAT_NUMBER", Country: "CA", MinLen: 15, MaxLen: 15,
			Format: regexp.MustCompile(`^(?:\d{9}|\d{5} \d{4}|\d{3} \d{3} \d{3}) ?RT ?\d{4}$`), Valid: caBNValid, Score: 0.7,
			Context:  ctx([]string{"gst", "hst", "business", "bn", "tps", "tvh"}, stemsTaxID),
			Generate: caGenerateBN},
	)
}

// caBNValid: the nine digits of the business number pass Luhn; RT and a
// program account of four digits follow.
func caBNValid(c string) bool {
	return len(c) == 15 && allDigits(c[:9]) && c[9:11] == "RT" && allDigits(c[11:]) && checksum.Luhn(c[:9])
}

func caGenerateBN(r *rand.Rand) string {
	bn := generateWith(r, func(r *rand.Rand) string { return string("123456789"[r.IntN(9)]) + randDigits(r, 7) }, decimal, 1, checksum.Luhn)
	return bn + " RT0001"
}

// caSINValid: Luhn; 0 and 8 are not issued as first digits.
func caSINValid(c string) bool { return c[0] != '0' && c[0] != '8' && checksum.Luhn(c) }

func caGenerateSIN(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		return string("12345679"[r.IntN(8)]) + randDigits(r, 7)
	}, decimal, 1, caSINValid)
	return groupDigits(c, " ", 3, 3)
}
