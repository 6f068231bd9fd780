package national

import (
	"math/rand/v2"
	"regexp"
)

// Croatia: OIB (osobni identifikacijski broj), also the VAT number.
// addHR adds HR's specs (countries, in national.go, lists it).
func addHR() {
	add(
		// one ISO 7064 digit on a plain 11-digit number: 1 in 10 random numbers pass
		Spec{Type: "HR_OIB", Country: "HR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: validMod11_10, Score: 0.3,
			Context:  ctx([]string{"oib", "osobni", "identifikacijski", "broj"}, stemsPersonalID, stemsTaxID),
			Generate: hrGenerateOIB},
		Spec{Type: "HR_VAT_NUMBER", Country: "HR", MinLen: 13, MaxLen: 13,
			Format: regexp.MustCompile(`^HR ?\d{11}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "HR"); return ok && validMod11_10(b) },
			Score:  0.95, Context: ctx([]string{"pdv", "oib"}, stemsVATShort, stemsTaxID),
			Generate: func(r *rand.Rand) string { return "HR" + hrGenerateOIB(r) }},
	)
}

func hrGenerateOIB(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string { return randDigits(r, 10) }, decimal, 1, validMod11_10)
}
