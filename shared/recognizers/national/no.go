package national

import (
	"math/rand/v2"
	"regexp"
)

// Norway: fødselsnummer (with D- and H-numbers) and the VAT number
// (organisasjonsnummer followed by MVA).
// addNO adds NO's specs (countries, in national.go, lists it).
func addNO() {
	add(Spec{Type: "NO_FODSELSNUMMER", Country: "NO", MinLen: 11, MaxLen: 11, DigitsOnly: true,
		Format: regexp.MustCompile(`^\d{6} ?\d{5}$`), Valid: noFodselsnummerValid, Score: 0.8,
		Context:  ctx([]string{"fødselsnummer", "fodselsnummer", "personnummer", "fnr", "d-nummer"}, stemsPersonalID, stemsSocial),
		Generate: noGenerate})
	// The VAT number is the organisation number (9 digits, mod 11) written
	// with "MVA" after it and often "NO" before: the suffix makes it rare.
	add(Spec{Type: "NO_VAT_NUMBER", Country: "NO", MinLen: 12, MaxLen: 14,
		Format: regexp.MustCompile(`^(?:NO ?)?\d{9} ?MVA$|^(?:NO ?)?\d{3} \d{3} \d{3} ?MVA$`),
		Valid:  noVATValid, Score: 0.9,
		Context:  ctx([]string{"mva", "merverdiavgift", "organisasjonsnummer", "orgnr", "foretaksregisteret"}, stemsVATShort, stemsTaxID),
		Generate: noGenerateVAT})
}

var noOrgWeights = []int{3, 2, 7, 6, 5, 4, 3, 2}

// noOrgValid: nine digits, the first 8 or 9, the last the mod-11 check.
func noOrgValid(c string) bool {
	if len(c) != 9 || !allDigits(c) || c[0] != '8' && c[0] != '9' {
		return false
	}
	return noCheck(weightedSum(c, noOrgWeights)) == int(c[8]-'0')
}

// noVATValid: [NO] + organisation number + MVA (compact form).
func noVATValid(c string) bool {
	if len(c) < 12 || c[len(c)-3:] != "MVA" {
		return false
	}
	c = c[:len(c)-3]
	if len(c) == 11 && c[:2] == "NO" {
		c = c[2:]
	}
	return noOrgValid(c)
}

func noGenerateVAT(r *rand.Rand) string {
	org := generateWith(r, func(r *rand.Rand) string {
		return string(byte('8'+r.IntN(2))) + randDigits(r, 7)
	}, decimal, 1, noOrgValid)
	return "NO " + org[:3] + " " + org[3:6] + " " + org[6:] + " MVA"
}

var (
	noWeights1 = []int{3, 7, 6, 1, 8, 9, 4, 5, 2}
	noWeights2 = []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
)

// noCheck returns the mod-11 check digit for the weighted sum, or -1 when
// the remainder makes it impossible.
func noCheck(sum int) int {
	k := 11 - sum%11
	if k == 11 {
		return 0
	}
	if k == 10 {
		return -1
	}
	return k
}

func noFodselsnummerValid(c string) bool {
	d := digitsValue(c[0:2])
	if d > 40 { // D-number
		d -= 40
	}
	m := digitsValue(c[2:4])
	if m > 40 { // H-number
		m -= 40
	}
	if !validDayMonth(digitsValue(c[4:6]), m, d) {
		return false
	}
	return noCheck(weightedSum(c, noWeights1)) == int(c[9]-'0') &&
		noCheck(weightedSum(c, noWeights2)) == int(c[10]-'0')
}

func noGenerate(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1940, 2020)
		return padN(d, 2) + padN(m, 2) + padN(y%100, 2) + randDigits(r, 3)
	}, decimal, 2, noFodselsnummerValid)
}
