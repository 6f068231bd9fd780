package national

import (
	"math/rand/v2"
	"regexp"
)

// Estonia: isikukood (personal code) and KMKR (VAT number).
// addEE adds EE's specs (countries, in national.go, lists it).
func addEE() {
	add(
		Spec{Type: "EE_ISIKUKOOD", Country: "EE", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: eeIsikukoodValid, Score: 0.8,
			Context:  ctx([]string{"isikukood", "isikukoodi"}, stemsPersonalID),
			Generate: balticGenerate},
		Spec{Type: "EE_VAT_NUMBER", Country: "EE", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^EE ?\d{9}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "EE"); return ok && eeKMKRValid(b) },
			Score:  0.95, Context: ctx([]string{"kmkr", "käibemaks"}, stemsVATShort, stemsTaxID),
			Generate: eeGenerateVAT},
	)
}

var (
	balticWeights1 = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 1}
	balticWeights2 = []int{3, 4, 5, 6, 7, 8, 9, 1, 2, 3}
)

// balticCodeValid checks the shared Estonian / Lithuanian layout GYYMMDDSSSC:
// G (1-6) gives sex and century, then the date and a two-round mod-11 digit.
func balticCodeValid(c string) bool {
	g := int(c[0] - '0')
	if g < 1 || g > 6 {
		return false
	}
	year := 1800 + 100*((g-1)/2) + digitsValue(c[1:3])
	if !validDate(year, digitsValue(c[3:5]), digitsValue(c[5:7])) {
		return false
	}
	k := weightedSum(c, balticWeights1) % 11
	if k == 10 {
		k = weightedSum(c, balticWeights2) % 11 % 10
	}
	return int(c[10]-'0') == k
}

func eeIsikukoodValid(c string) bool { return balticCodeValid(c) }

// balticGenerate makes a valid GYYMMDDSSSC code born 1930-2020.
func balticGenerate(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		g := 3 + r.IntN(2)
		if y >= 2000 {
			g = 5 + r.IntN(2)
		}
		return string(byte('0'+g)) + padN(y%100, 2) + padN(m, 2) + padN(d, 2) + randDigits(r, 3)
	}, decimal, 1, balticCodeValid)
}

func eeKMKRValid(b string) bool {
	return len(b) == 9 && b[:2] == "10" && weightedSum(b, []int{3, 7, 1, 3, 7, 1, 3, 7, 1})%10 == 0
}

func eeGenerateVAT(r *rand.Rand) string {
	return "EE" + generateWith(r, func(r *rand.Rand) string { return "10" + randDigits(r, 6) }, decimal, 1, eeKMKRValid)
}
