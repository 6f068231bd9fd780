package national

import (
	"math/rand/v2"
	"regexp"
)

// Denmark: CPR-nummer (personal number) and CVR/VAT number.
// addDK adds DK's specs (countries, in national.go, lists it).
func addDK() {
	cprCtx := ctx([]string{"cpr", "personnummer", "personnr", "sygesikring", "fødselsdato"}, stemsPersonalID, stemsSocial)
	cprFormat := regexp.MustCompile(`^\d{6}-?\d{4}$`)
	vatCtx := ctx([]string{"cvr", "moms", "momsnummer", "virksomhed"}, stemsVATShort, stemsTaxID)
	add(
		// Numbers issued before 2007 pass mod 11: a strong signal.
		Spec{Type: "DK_CPR", Country: "DK", MinLen: 10, MaxLen: 10, DigitsOnly: true, Format: cprFormat,
			Valid: func(c string) bool { return dkCPRDate(c) && weightedSum(c, dkCPRWeights)%11 == 0 },
			Score: 0.7, Context: cprCtx, Generate: dkGenerateCPR},
		// Later numbers only carry a date: weak on their own.
		Spec{Type: "DK_CPR", Country: "DK", MinLen: 10, MaxLen: 10, DigitsOnly: true, Format: cprFormat,
			Valid: dkCPRDate, Score: 0.25, Context: cprCtx, Generate: dkGenerateCPR},
		Spec{Type: "DK_VAT_NUMBER", Country: "DK", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^DK ?\d{2} ?\d{2} ?\d{2} ?\d{2}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "DK"); return ok && dkCVRValid(b) },
			Score:  0.95, Context: vatCtx, Generate: dkGenerateVAT},
		Spec{Type: "DK_VAT_NUMBER", Country: "DK", MinLen: 8, MaxLen: 8, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{8}$|^\d{2} \d{2} \d{2} \d{2}$`),
			Valid:  dkCVRValid, Score: 0.15, Context: vatCtx, Generate: dkGenerateVAT},
	)
}

var (
	dkCPRWeights = []int{4, 3, 2, 7, 6, 5, 4, 3, 2, 1}
	dkCVRWeights = []int{2, 7, 6, 5, 4, 3, 2, 1}
)

// dkCPRDate checks DDMMYY with the century the 7th digit implies.
func dkCPRDate(c string) bool {
	yy := digitsValue(c[4:6])
	year := 1900 + yy
	switch c[6] {
	case '4', '9':
		if yy <= 36 {
			year = 2000 + yy
		}
	case '5', '6', '7', '8':
		if yy <= 57 {
			year = 2000 + yy
		} else {
			year = 1800 + yy
		}
	}
	return validDate(year, digitsValue(c[2:4]), digitsValue(c[0:2]))
}

func dkCVRValid(c string) bool {
	return len(c) == 8 && c[0] != '0' && weightedSum(c, dkCVRWeights)%11 == 0
}

func dkGenerateCPR(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1937, 1999)
		return padN(d, 2) + padN(m, 2) + padN(y%100, 2) + string(byte('0'+r.IntN(4))) + randDigits(r, 2)
	}, decimal, 1, func(s string) bool { return dkCPRDate(s) && weightedSum(s, dkCPRWeights)%11 == 0 })
	return c[:6] + "-" + c[6:]
}

func dkGenerateVAT(r *rand.Rand) string {
	return "DK" + generateWith(r, func(r *rand.Rand) string {
		return string(byte('1'+r.IntN(9))) + randDigits(r, 6)
	}, decimal, 1, dkCVRValid)
}
