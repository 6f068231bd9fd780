package national

import (
	"math/rand/v2"
	"regexp"
)

// Hungary: személyi azonosító (personal id), adóazonosító jel (tax id) and
// közösségi adószám (VAT number).
// addHU adds HU's specs (countries, in national.go, lists it).
func addHU() {
	huTaxCtx := ctx([]string{"adóazonosító", "adoazonosito", "adószám", "adoszam", "adó"}, stemsTaxID)
	add(
		Spec{Type: "HU_PERSONAL_ID", Country: "HU", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d[- ]?\d{6}[- ]?\d{4}$`), Valid: huPersonalValid, Score: 0.7,
			Context:  ctx([]string{"személyi", "szemelyi", "azonosító", "azonosito"}, stemsPersonalID),
			Generate: huGeneratePersonal},
		Spec{Type: "HU_TAX_ID", Country: "HU", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^8\d{9}$|^8\d{3} \d{3} \d{3}$`), Valid: huTaxValid, Score: 0.6,
			Context: huTaxCtx, Generate: huGenerateTax},
		Spec{Type: "HU_VAT_NUMBER", Country: "HU", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^HU ?\d{8}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "HU"); return ok && huVATValid(b) },
			Score:  0.95, Context: ctx([]string{"áfa", "afa"}, huTaxCtx.Boost, stemsVATShort), Generate: huGenerateVAT},
	)
}

// huPersonalValid: S YYMMDD NNN K. S gives sex and century; K weights the
// digits 1..10 from the left for births before 1997 and 10..1 after.
func huPersonalValid(c string) bool {
	s := c[0]
	var century int
	switch s {
	case '1', '2', '7', '8':
		century = 1900
	case '3', '4':
		century = 1800
	case '5', '6':
		century = 2000
	default:
		return false
	}
	y, m, d := century+digitsValue(c[1:3]), digitsValue(c[3:5]), digitsValue(c[5:7])
	if !validDate(y, m, d) {
		return false
	}
	w := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	if y >= 1997 {
		w = []int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}
	}
	k := weightedSum(c, w) % 11
	return k < 10 && int(c[10]-'0') == k
}

// huTaxValid: 8, then days since 1867-01-01 (5 digits), 3 digits, check.
func huTaxValid(c string) bool {
	k := weightedSum(c, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}) % 11
	return c[0] == '8' && k < 10 && int(c[9]-'0') == k
}

func huVATValid(b string) bool {
	return len(b) == 8 && weightedSum(b, []int{9, 7, 3, 1, 9, 7, 3, 1})%10 == 0
}

func huGeneratePersonal(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		s := 1 + r.IntN(2)
		if y >= 2000 {
			s += 4
		}
		return string(byte('0'+s)) + padN(y%100, 2) + padN(m, 2) + padN(d, 2) + randDigits(r, 3)
	}, decimal, 1, huPersonalValid)
	return c[:1] + "-" + c[1:7] + "-" + c[7:]
}

func huGenerateTax(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		return "8" + padN(20000+r.IntN(37000), 5) + randDigits(r, 3)
	}, decimal, 1, huTaxValid)
}

func huGenerateVAT(r *rand.Rand) string {
	return "HU" + generateWith(r, func(r *rand.Rand) string { return randDigits(r, 7) }, decimal, 1, huVATValid)
}
