package national

import (
	"math/rand/v2"
	"regexp"
)

// Latvia: personas kods and PVN (VAT) number.
// addLV adds LV's specs (countries, in national.go, lists it).
func addLV() {
	pkCtx := ctx([]string{"personas", "kods", "koda"}, stemsPersonalID)
	pkFormat := regexp.MustCompile(`^\d{6}-?\d{5}$`)
	add(
		// dated codes (DDMMYY-CNNNN, C the century 0/1/2) carry a check digit
		Spec{Type: "LV_PERSONAS_KODS", Country: "LV", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: pkFormat, Valid: lvPersonalValid, Score: 0.7, Context: pkCtx, Generate: lvGeneratePersonal},
		// codes issued since 2017 start with 32 and carry no date: format only
		Spec{Type: "LV_PERSONAS_KODS", Country: "LV", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^32\d{4}-\d{5}$`),
			Valid:  func(c string) bool { return c[:2] == "32" }, Score: 0.2, Context: pkCtx, Generate: lvGeneratePersonal},
		Spec{Type: "LV_VAT_NUMBER", Country: "LV", MinLen: 13, MaxLen: 13,
			Format: regexp.MustCompile(`^LV ?\d{4} ?\d{4} ?\d{3}$|^LV ?\d{6}-\d{5}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "LV"); return ok && lvVATValid(b) },
			Score:  0.95, Context: ctx([]string{"pvn", "pievienotās"}, stemsVATShort, stemsTaxID),
			Generate: lvGenerateVAT},
	)
}

func lvPersonalValid(c string) bool {
	if c[6] > '2' {
		return false
	}
	year := 1800 + 100*int(c[6]-'0') + digitsValue(c[4:6])
	if !validDate(year, digitsValue(c[2:4]), digitsValue(c[0:2])) {
		return false
	}
	k := (1 + weightedSum(c, []int{10, 5, 8, 4, 2, 1, 6, 3, 7, 9})) % 11 % 10
	return int(c[10]-'0') == k
}

// lvVATValid: legal entities (first digit > 3) use a weighted sum that must
// leave 3; natural persons use their personal code.
func lvVATValid(b string) bool {
	if len(b) != 11 {
		return false
	}
	if b[0] > '3' {
		return weightedSum(b, []int{9, 1, 4, 8, 3, 10, 2, 5, 7, 6, 1})%11 == 3
	}
	return lvPersonalValid(b)
}

func lvGeneratePersonal(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2016)
		return padN(d, 2) + padN(m, 2) + padN(y%100, 2) + string(byte('0'+(y-1800)/100)) + randDigits(r, 3)
	}, decimal, 1, lvPersonalValid)
	return c[:6] + "-" + c[6:]
}

func lvGenerateVAT(r *rand.Rand) string {
	return "LV" + generateWith(r, func(r *rand.Rand) string {
		return "4000" + randDigits(r, 6)
	}, decimal, 1, lvVATValid)
}
