package national

import (
	"math/rand/v2"
	"regexp"
)

// Finland: henkilötunnus (HETU) and VAT number (ALV).
// addFI adds FI's specs (countries, in national.go, lists it).
func addFI() {
	add(
		Spec{Type: "FI_HETU", Country: "FI", MinLen: 10, MaxLen: 11,
			// the century sign: + 1800s, - Y X W V U 1900s, A-F 2000s
			Format: regexp.MustCompile(`^\d{6}[-+ABCDEFYXWVU]\d{3}[0-9A-Y]$`), Valid: fiHETUValid, Score: 0.85,
			Context:  ctx([]string{"hetu", "henkilötunnus", "henkilotunnus", "sotu", "personbeteckning"}, stemsPersonalID, stemsSocial),
			Generate: fiGenerateHETU},
		Spec{Type: "FI_VAT_NUMBER", Country: "FI", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^FI ?\d{8}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "FI"); return ok && fiBusinessIDValid(b) },
			Score:  0.95, Context: ctx([]string{"alv", "arvonlisävero", "y-tunnus", "tunnus"}, stemsVATShort, stemsTaxID),
			Generate: fiGenerateVAT},
	)
}

const fiCheckChars = "0123456789ABCDEFHJKLMNPRSTUVWXY"

// fiHETUValid works on the compact form: the century sign is dropped when it
// is '-' or '+' (10 characters) and kept when it is a letter (11).
func fiHETUValid(c string) bool {
	var year int
	var rest string
	yy := digitsValue(c[4:6])
	switch {
	case len(c) == 10: // '-' (1900s) or '+' (1800s): either century
		rest = c[6:]
		year = -1
	case c[6] >= 'A' && c[6] <= 'F':
		year, rest = 2000+yy, c[7:]
	default:
		year, rest = 1900+yy, c[7:]
	}
	if !allDigits(c[:6]) || !allDigits(rest[:3]) {
		return false
	}
	d, m := digitsValue(c[0:2]), digitsValue(c[2:4])
	if year < 0 {
		if !validDate(1900+yy, m, d) && !validDate(1800+yy, m, d) {
			return false
		}
	} else if !validDate(year, m, d) {
		return false
	}
	if digitsValue(rest[:3]) < 2 {
		return false
	}
	return fiCheckChars[digitsValue(c[:6]+rest[:3])%31] == rest[3]
}

func fiBusinessIDValid(b string) bool {
	if len(b) != 8 {
		return false
	}
	r := weightedSum(b, []int{7, 9, 10, 5, 8, 4, 2}) % 11
	switch r {
	case 0:
		return b[7] == '0'
	case 1:
		return false
	}
	return int(b[7]-'0') == 11-r
}

func fiGenerateHETU(r *rand.Rand) string {
	y, m, d := randDate28(r, 1930, 2020)
	sign := byte('-')
	if y >= 2000 {
		sign = 'A'
	}
	ind := padN(2+r.IntN(898), 3)
	date := padN(d, 2) + padN(m, 2) + padN(y%100, 2)
	return date + string(sign) + ind + string(fiCheckChars[digitsValue(date+ind)%31])
}

func fiGenerateVAT(r *rand.Rand) string {
	return "FI" + generateWith(r, func(r *rand.Rand) string { return randDigits(r, 7) }, decimal, 1, fiBusinessIDValid)
}
