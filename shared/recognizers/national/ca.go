package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/entity"
)

// Canada: Social Insurance Number.
func init() {
	entity.Register(entity.Type{ID: "CA_SIN", Name: "canadian social insurance number",
		Aliases:  []string{"ca sin", "social insurance number", "numéro d'assurance sociale"},
		Category: entity.Government, Parent: "NATIONAL_ID", Countries: []string{"CA"}})

	ctx := hb.ctx([]string{"sin", "nas", "insurance", "assurance", "sociale", "canada"}, hbStemsSocial)
	ctx.Penalty = []string{"ssn", "ssa"}
	Add(
		Spec{Type: "CA_SIN", Country: "CA", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}-\d{3}-\d{3}$|^\d{3} \d{3} \d{3}$`), Valid: caSINValid, Score: 0.4,
			Context: ctx, Generate: caGenerateSIN},
		Spec{Type: "CA_SIN", Country: "CA", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Valid: caSINValid, Score: 0.15, Context: ctx, Generate: caGenerateSIN},
	)
}

// caSINValid: Luhn; 0 and 8 are not issued as first digits.
func caSINValid(c string) bool { return c[0] != '0' && c[0] != '8' && hb.luhn(c) }

func caGenerateSIN(r *rand.Rand) string {
	c := hb.generate(r, func(r *rand.Rand) string {
		return string("12345679"[r.IntN(8)]) + hb.digits(r, 7)
	}, hbDecimal, 1, caSINValid)
	return hb.group(c, " ", 3, 3)
}
