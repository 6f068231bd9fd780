package national

import (
	"math/rand/v2"
	"regexp"
)

// Peru: the RUC (taxpayer registry: PE_VAT_NUMBER) and the DNI (PE_DNI).

// addPE adds PE's specs (countries, in national.go, lists it).
func addPE() {
	add(
		// kind (10 a person, 15 and 17 other persons, 20 a company), eight
		// digits, mod-11 check: eleven digits as many order numbers have,
		// so after its label only
		Spec{Type: "PE_VAT_NUMBER", Country: "PE", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: peRUCValid, Score: 0.05,
			Context: labelOnly([]string{"ruc", "r.u.c"}, nil), Generate: func(r *rand.Rand) string {
				b := []string{"10", "20"}[r.IntN(2)] + randDigits(r, 8)
				return b + string(peRUCCheck(b))
			}},
		// eight digits, no check digit: after its label only; Argentines
		// write theirs with dots (ar.go), so the plain form is read as Peru's
		Spec{Type: "PE_DNI", Country: "PE", MinLen: 8, MaxLen: 8, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{8}$`), Score: 0.05,
			Context:  labelOnly([]string{"dni", "d.n.i"}, stemsPassportShort),
			Generate: func(r *rand.Rand) string { return randDigits(r, 8) }},
	)
}

// peRUCCheck: 11 - the weighted sum mod 11, the last digit of it (10 is 0,
// 11 is 1).
func peRUCCheck(body string) byte {
	return byte('0' + (11-weightedSum(body, []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})%11)%10)
}

func peRUCValid(c string) bool {
	switch c[:2] {
	case "10", "15", "17", "20":
		return c[10] == peRUCCheck(c)
	}
	return false
}
