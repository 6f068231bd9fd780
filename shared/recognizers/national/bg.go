package national

import (
	"math/rand/v2"
	"regexp"
)

// Bulgaria: EGN (единен граждански номер) and VAT number.
// addBG adds BG's specs (countries, in national.go, lists it).
func addBG() {
	add(
		Spec{Type: "BG_EGN", Country: "BG", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{10}$`), Valid: bgEGNValid, Score: 0.7,
			Context:  ctx([]string{"egn", "егн", "граждански", "bulgar", "búlgar", "bułgar", "bulhar"}, stemsPersonalID),
			Generate: bgGenerateEGN},
		Spec{Type: "BG_VAT_NUMBER", Country: "BG", MinLen: 11, MaxLen: 12,
			Format: regexp.MustCompile(`^BG ?\d{9,10}$|^BG ?\d{3} \d{3} \d{3,4}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "BG"); return ok && bgVATValid(b) },
			Score:  0.95, Context: ctx([]string{"ддс", "булстат", "bulstat", "eik", "еик"}, stemsVATShort, stemsTaxID),
			Generate: bgGenerateVAT},
	)
}

// bgEGNValid: YYMMDD with the month +20 for the 1800s and +40 for the 2000s.
func bgEGNValid(c string) bool {
	y, m := 1900+digitsValue(c[0:2]), digitsValue(c[2:4])
	switch {
	case m > 40:
		y, m = y+100, m-40
	case m > 20:
		y, m = y-100, m-20
	}
	if !validDate(y, m, digitsValue(c[4:6])) {
		return false
	}
	return int(c[9]-'0') == weightedSum(c, []int{2, 4, 8, 5, 10, 9, 7, 3, 6})%11%10
}

// bgVATValid: 9 digits (legal entities, two-round mod 11) or a 10-digit EGN.
func bgVATValid(b string) bool {
	switch len(b) {
	case 9:
		k := weightedSum(b, []int{1, 2, 3, 4, 5, 6, 7, 8}) % 11
		if k == 10 {
			k = weightedSum(b, []int{3, 4, 5, 6, 7, 8, 9, 10}) % 11 % 10
		}
		return int(b[8]-'0') == k
	case 10:
		return bgEGNValid(b)
	}
	return false
}

func bgGenerateEGN(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		if y >= 2000 {
			m += 40
		}
		return padN(y%100, 2) + padN(m, 2) + padN(d, 2) + randDigits(r, 3)
	}, decimal, 1, bgEGNValid)
}

func bgGenerateVAT(r *rand.Rand) string {
	return "BG" + generateWith(r, func(r *rand.Rand) string { return randDigits(r, 8) }, decimal, 1, bgVATValid)
}
