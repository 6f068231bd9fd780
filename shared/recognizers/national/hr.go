package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/entity"
)

// Croatia: OIB (osobni identifikacijski broj), also the VAT number.
func init() {
	entity.Register(entity.Type{ID: "HR_OIB", Name: "croatian personal identification number",
		Aliases: []string{"oib", "osobni identifikacijski broj", "hr oib"}, Category: entity.Government,
		Parent: "NATIONAL_ID", Countries: []string{"HR"}})
	entity.Register(entity.Type{ID: "HR_VAT_NUMBER", Name: "croatian vat number",
		Aliases: []string{"pdv broj", "HR_VAT"}, Category: entity.Financial,
		Parent: "VAT_NUMBER", Countries: []string{"HR"}})

	Add(
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
