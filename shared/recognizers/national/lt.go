package national

import (
	"math/rand/v2"
	"regexp"
)

// Lithuania: asmens kodas (personal code) and PVM (VAT) number.
// addLT adds LT's specs (countries, in national.go, lists it).
func addLT() {
	add(
		Spec{Type: "LT_ASMENS_KODAS", Country: "LT", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: balticCodeValid, Score: 0.8,
			Context:  ctx([]string{"asmens", "kodas", "kodo"}, stemsPersonalID),
			Generate: balticGenerate},
		Spec{Type: "LT_VAT_NUMBER", Country: "LT", MinLen: 11, MaxLen: 14,
			Format: regexp.MustCompile(`^LT ?\d{9}$|^LT ?\d{12}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "LT"); return ok && ltVATValid(b) },
			Score:  0.95, Context: ctx([]string{"pvm", "mokėtojo"}, stemsVATShort, stemsTaxID),
			Generate: ltGenerateVAT},
	)
}

// ltVATValid: 9 digits (legal entities, 8th digit 1) or 12 (temporary
// taxpayers, 11th digit 1), with a two-round mod-11 check digit.
func ltVATValid(b string) bool {
	switch {
	case len(b) == 9 && b[7] == '1', len(b) == 12 && b[10] == '1':
	default:
		return false
	}
	n := len(b) - 1
	sum := 0
	for i := 0; i < n; i++ {
		sum += (1 + i%9) * int(b[i]-'0')
	}
	k := sum % 11
	if k == 10 {
		sum = 0
		for i := 0; i < n; i++ {
			sum += (1 + (i+2)%9) * int(b[i]-'0')
		}
		k = sum % 11 % 10
	}
	return int(b[n]-'0') == k
}

func ltGenerateVAT(r *rand.Rand) string {
	return "LT" + generateWith(r, func(r *rand.Rand) string { return randDigits(r, 7) + "1" }, decimal, 1, ltVATValid)
}
