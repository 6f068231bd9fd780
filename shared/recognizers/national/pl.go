package national

import (
	"math/rand/v2"
	"regexp"
)

// Polish identifiers: PESEL, NIP (tax id) and its VAT form, the identity card
// (dowód osobisty) and the passport.

var stemsPL = []string{"polsk", "polish", "polnisch", "polonais", "polaco", "polacc", "pols", "poľsk"}

// addPL adds PL's specs (countries, in national.go, lists it).
func addPL() {
	peselCtx := ctx([]string{"pesel", "identif", "personal", "national", "persönlich", "personnel",
		"nacional", "personale", "osobow", "ewidencyjn", "rodn"}, stemsPL)
	nipCtx := ctx([]string{"nip"}, stemsTax, stemsPL)
	idCardCtx := ctx(stemsIDCard, []string{"seria", "numer"}, stemsPL)
	add(
		Spec{Type: "PL_PESEL", Country: "PL", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: validPESEL, Score: 0.5,
			Context: peselCtx, Generate: genPESEL},
		// NIP written with its dashes is a rare shape; as plain digits any
		// 10-digit number passes one time in eleven.
		Spec{Type: "PL_NIP", Country: "PL", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}-\d{3}-\d{2}-\d{2}$|^\d{3}-\d{2}-\d{2}-\d{3}$`),
			Valid:  validNIP, Score: 0.6, Context: nipCtx, Generate: genNIP},
		Spec{Type: "PL_NIP", Country: "PL", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{10}$`), Valid: validNIP, Score: 0.25, Context: nipCtx,
			Generate: func(r *rand.Rand) string { return compact(genNIP(r)) }},
		Spec{Type: "PL_VAT_NUMBER", Country: "PL", MinLen: 12, MaxLen: 12,
			Format: regexp.MustCompile(`^(?i:pl)[ -]?\d{3}[ -]?\d{3}[ -]?\d{2}[ -]?\d{2}$`),
			Valid:  func(c string) bool { return c[:2] == "PL" && allDigits(c[2:]) && validNIP(c[2:]) },
			Score:  0.9, Context: ctx(stemsVAT, stemsTax, stemsPL),
			Generate: func(r *rand.Rand) string { return "PL" + compact(genNIP(r)) }},
		Spec{Type: "PL_ID_CARD", Country: "PL", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{3}\d{6}$`), Valid: validPLIDCard, Score: 0.5,
			Context: idCardCtx, Generate: genPLIDCard},
		// With a space after the series the shape is also that of other
		// registers' numbers ("HRB 123456" in every German company's
		// footer, valid one time in ten): only with a word for it near.
		Spec{Type: "PL_ID_CARD", Country: "PL", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{3} \d{6}$`), Valid: validPLIDCard, Score: 0.25,
			Context:  idCardCtx,
			Generate: func(r *rand.Rand) string { c := genPLIDCard(r); return c[:3] + " " + c[3:] }},
		// Passports: two letters and seven digits; the check digit rule is not
		// published reliably, so format only.
		Spec{Type: "PL_PASSPORT", Country: "PL", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{2} ?\d{7}$`), Score: 0.05,
			Context:  passportCtx(stemsPL, join(stemsIE, stemsIT, stemsSK), "pl"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 7) }},
	)
}

var peselWeights = []int{1, 3, 7, 9, 1, 3, 7, 9, 1, 3}

// validPESEL: YYMMDD with the century in the month (+80 1800s, +20 2000s, +40
// 2100s, +60 2200s), then a weighted check digit mod 10.
func validPESEL(c string) bool {
	if len(c) != 11 {
		return false
	}
	if byte('0'+(10-weightedSum(c, peselWeights)%10)%10) != c[10] {
		return false
	}
	y, m, d := digitsValue(c[0:2]), digitsValue(c[2:4]), digitsValue(c[4:6])
	century := map[int]int{0: 1900, 1: 1900, 2: 2000, 3: 2000, 4: 2100, 5: 2100, 6: 2200, 7: 2200, 8: 1800, 9: 1800}[m/10]
	return validDate(century+y, m%20, d)
}

func genPESEL(r *rand.Rand) string {
	y, m, d := randDate(r, 1930, 2020)
	if y >= 2000 {
		m += 20
	}
	s := pad2(y%100) + pad2(m) + pad2(d) + randDigits(r, 4)
	return s + string(byte('0'+(10-weightedSum(s, peselWeights)%10)%10))
}

var nipWeights = []int{6, 5, 7, 2, 3, 4, 5, 6, 7}

func validNIP(c string) bool {
	return len(c) == 10 && weightedSum(c, nipWeights)%11 == int(c[9]-'0')
}

func genNIP(r *rand.Rand) string {
	for {
		s := string(byte('1'+r.IntN(9))) + randDigits(r, 8)
		chk := weightedSum(s, nipWeights) % 11
		if chk == 10 {
			continue
		}
		s += string(byte('0' + chk))
		return s[:3] + "-" + s[3:6] + "-" + s[6:8] + "-" + s[8:]
	}
}

var plIDWeights = []int{7, 3, 1, 9, 7, 3, 1, 7, 3}

// validPLIDCard: three letters (A=10..Z=35) and six digits; the first digit is
// the check: the weighted sum of all nine must be divisible by 10.
func validPLIDCard(c string) bool {
	if len(c) != 9 {
		return false
	}
	sum := 0
	for i := 0; i < 9; i++ {
		sum += alnumValue(c[i]) * plIDWeights[i]
	}
	return sum%10 == 0
}

func genPLIDCard(r *rand.Rand) string {
	s := randFrom(r, upper, 3) + "0" + randDigits(r, 5)
	sum := 0
	for i := 0; i < 9; i++ {
		sum += alnumValue(s[i]) * plIDWeights[i]
	}
	chk := (10 - sum%10) % 10 * 9 % 10 // weight 9 is its own inverse mod 10
	return s[:3] + string(byte('0'+chk)) + s[4:]
}
