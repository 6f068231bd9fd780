package national

import (
	"math/rand/v2"
	"regexp"
)

// Slovenia: EMŠO (unique master citizen number) and DDV (VAT) number.
// addSI adds SI's specs (countries, in national.go, lists it).
func addSI() {
	add(
		Spec{Type: "SI_EMSO", Country: "SI", MinLen: 13, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{13}$`), Valid: siEMSOValid, Score: 0.85,
			Context:  ctx([]string{"emšo", "emso", "matična", "maticna"}, stemsPersonalID),
			Generate: siGenerateEMSO},
		Spec{Type: "SI_VAT_NUMBER", Country: "SI", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^SI ?\d{8}$|^SI ?\d{4} \d{4}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "SI"); return ok && siVATValid(b) },
			Score:  0.95, Context: ctx([]string{"ddv", "davčna", "davcna"}, stemsVATShort, stemsTaxID),
			Generate: siGenerateVAT},
	)
}

// siEMSOValid: DDMMYYY RR BBB K; YYY of 800 and above is in the 1000s.
func siEMSOValid(c string) bool {
	yyy := digitsValue(c[4:7])
	y := 2000 + yyy
	if yyy >= 800 {
		y = 1000 + yyy
	}
	if !validDate(y, digitsValue(c[2:4]), digitsValue(c[0:2])) {
		return false
	}
	k := 11 - weightedSum(c, []int{7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2})%11
	if k == 11 {
		k = 0
	}
	return k < 10 && int(c[12]-'0') == k
}

func siVATValid(b string) bool {
	if len(b) != 8 || b[0] == '0' {
		return false
	}
	k := 11 - weightedSum(b, []int{8, 7, 6, 5, 4, 3, 2})%11
	if k == 10 {
		k = 0
	}
	return k < 10 && int(b[7]-'0') == k
}

func siGenerateEMSO(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		return padN(d, 2) + padN(m, 2) + padN(y%1000, 3) + "50" + randDigits(r, 3)
	}, decimal, 1, siEMSOValid)
}

func siGenerateVAT(r *rand.Rand) string {
	return "SI" + generateWith(r, func(r *rand.Rand) string {
		return string(byte('1'+r.IntN(9))) + randDigits(r, 6)
	}, decimal, 1, siVATValid)
}
