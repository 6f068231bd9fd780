package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Greece: AMKA (social security number), AFM (tax number) and VAT (EL + AFM).
// addGR adds GR's specs (countries, in national.go, lists it).
func addGR() {
	afmCtx := ctx([]string{"afm", "αφμ", "φορολογικού"}, stemsTaxID)
	add(
		Spec{Type: "GR_AMKA", Country: "GR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: grAMKAValid, Score: 0.5,
			Context:  ctx([]string{"amka", "αμκα", "ασφάλισης"}, stemsSocial, stemsPersonalID, stemsHealthShort),
			Generate: grGenerateAMKA},
		// 9 digits with one mod-11 digit: weak alone
		Spec{Type: "GR_AFM", Country: "GR", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Valid: grAFMValid, Score: 0.2, Context: afmCtx,
			Generate: grGenerateAFM},
		Spec{Type: "GR_VAT_NUMBER", Country: "GR", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^(EL|GR) ?\d{9}$`),
			Valid: func(c string) bool {
				b, ok := stripPrefix(c, "EL")
				if !ok {
					b, ok = stripPrefix(c, "GR")
				}
				return ok && grAFMValid(b)
			},
			Score: 0.95, Context: ctx([]string{"fpa", "φπα"}, afmCtx.Boost, stemsVATShort),
			Generate: func(r *rand.Rand) string { return "EL" + grGenerateAFM(r) }},
	)
}

// grAMKAValid: DDMMYY (century unknown) then five digits, Luhn over all.
func grAMKAValid(c string) bool {
	return validDayMonth(digitsValue(c[4:6]), digitsValue(c[2:4]), digitsValue(c[0:2])) && checksum.Luhn(c)
}

// grAFMValid: the check digit is sum(d_i * 2^(8-i)) mod 11 mod 10.
func grAFMValid(c string) bool {
	if len(c) != 9 || c == "000000000" {
		return false
	}
	sum := 0
	for i := 0; i < 8; i++ {
		sum = sum*2 + int(c[i]-'0')
	}
	return int(c[8]-'0') == sum*2%11%10
}

func grGenerateAMKA(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		return padN(d, 2) + padN(m, 2) + padN(y%100, 2) + randDigits(r, 4)
	}, decimal, 1, grAMKAValid)
}

func grGenerateAFM(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string { return "0" + randDigits(r, 7) }, decimal, 1, grAFMValid)
}
