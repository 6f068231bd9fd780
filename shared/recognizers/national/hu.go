package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/entity"
)

// Hungary: személyi azonosító (personal id), adóazonosító jel (tax id) and
// közösségi adószám (VAT number).
func init() {
	entity.Register(entity.Type{ID: "HU_PERSONAL_ID", Name: "hungarian personal identification number",
		Aliases:  []string{"személyi azonosító", "szemelyi azonosito", "személyi szám", "hu personal id"},
		Category: entity.Government, Parent: "NATIONAL_ID", Countries: []string{"HU"}})
	entity.Register(entity.Type{ID: "HU_TAX_ID", Name: "hungarian tax identification number",
		Aliases:  []string{"adóazonosító jel", "adoazonosito jel", "adóazonosító", "hu tax id"},
		Category: entity.Financial, Parent: "TAX_ID", Countries: []string{"HU"}})
	entity.Register(entity.Type{ID: "HU_VAT", Name: "hungarian vat number",
		Aliases: []string{"közösségi adószám", "hu vat", "hu vat number"}, Category: entity.Financial,
		Parent: "VAT_NUMBER", Countries: []string{"HU"}})

	huTaxCtx := hb.ctx([]string{"adóazonosító", "adoazonosito", "adószám", "adoszam", "adó"}, hbStemsTaxID)
	Add(
		Spec{Type: "HU_PERSONAL_ID", Country: "HU", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d[- ]?\d{6}[- ]?\d{4}$`), Valid: huPersonalValid, Score: 0.7,
			Context:  hb.ctx([]string{"személyi", "szemelyi", "azonosító", "azonosito"}, hbStemsPersonalID),
			Generate: huGeneratePersonal},
		Spec{Type: "HU_TAX_ID", Country: "HU", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^8\d{9}$|^8\d{3} \d{3} \d{3}$`), Valid: huTaxValid, Score: 0.6,
			Context: huTaxCtx, Generate: huGenerateTax},
		Spec{Type: "HU_VAT", Country: "HU", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^HU ?\d{8}$`),
			Valid:  func(c string) bool { b, ok := hb.strip(c, "HU"); return ok && huVATValid(b) },
			Score:  0.95, Context: hb.ctx([]string{"áfa", "afa"}, huTaxCtx.Boost, hbStemsVAT), Generate: huGenerateVAT},
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
	y, m, d := century+hb.num(c[1:3]), hb.num(c[3:5]), hb.num(c[5:7])
	if !hb.validDate(y, m, d) {
		return false
	}
	w := []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 10}
	if y >= 1997 {
		w = []int{10, 9, 8, 7, 6, 5, 4, 3, 2, 1}
	}
	k := hb.weighted(c, w) % 11
	return k < 10 && int(c[10]-'0') == k
}

// huTaxValid: 8, then days since 1867-01-01 (5 digits), 3 digits, check.
func huTaxValid(c string) bool {
	k := hb.weighted(c, []int{1, 2, 3, 4, 5, 6, 7, 8, 9}) % 11
	return c[0] == '8' && k < 10 && int(c[9]-'0') == k
}

func huVATValid(b string) bool {
	return len(b) == 8 && hb.weighted(b, []int{9, 7, 3, 1, 9, 7, 3, 1})%10 == 0
}

func huGeneratePersonal(r *rand.Rand) string {
	c := hb.generate(r, func(r *rand.Rand) string {
		y, m, d := hb.date(r, 1930, 2020)
		s := 1 + r.IntN(2)
		if y >= 2000 {
			s += 4
		}
		return string(byte('0'+s)) + hb.pad(y%100, 2) + hb.pad(m, 2) + hb.pad(d, 2) + hb.digits(r, 3)
	}, hbDecimal, 1, huPersonalValid)
	return c[:1] + "-" + c[1:7] + "-" + c[7:]
}

func huGenerateTax(r *rand.Rand) string {
	return hb.generate(r, func(r *rand.Rand) string {
		return "8" + hb.pad(20000+r.IntN(37000), 5) + hb.digits(r, 3)
	}, hbDecimal, 1, huTaxValid)
}

func huGenerateVAT(r *rand.Rand) string {
	return "HU" + hb.generate(r, func(r *rand.Rand) string { return hb.digits(r, 7) }, hbDecimal, 1, huVATValid)
}
