package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Sweden: personnummer (and samordningsnummer, day + 60) and VAT number.
// addSE adds SE's specs (countries, in national.go, lists it).
func addSE() {
	add(
		Spec{Type: "SE_PERSONNUMMER", Country: "SE", MinLen: 10, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^(\d{2})?\d{6}-?\d{4}$`), Valid: sePersonnummerValid, Score: 0.6,
			Context:  ctx([]string{"personnummer", "personnr", "samordningsnummer", "pnr"}, stemsPersonalID, stemsSocial),
			Generate: seGeneratePersonnummer},
		Spec{Type: "SE_VAT_NUMBER", Country: "SE", MinLen: 14, MaxLen: 14,
			Format: regexp.MustCompile(`^SE ?\d{6}-?\d{4} ?01$|^SE ?\d{12}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "SE"); return ok && seVATValid(b) },
			Score:  0.95, Context: ctx([]string{"moms", "momsnummer", "organisationsnummer"}, stemsVATShort, stemsTaxID),
			Generate: seGenerateVAT},
	)
}

// sePersonnummerValid checks the date (day + 60 for coordination numbers) and
// the Luhn digit over the last ten digits.
func sePersonnummerValid(c string) bool {
	if len(c) == 12 {
		cc := digitsValue(c[:2])
		if cc < 18 || cc > 20 {
			return false
		}
		c = c[2:]
		// the full year is known: check the date exactly
		if !seDate(1900+100*(cc-19)+digitsValue(c[:2]), c) {
			return false
		}
	} else if !validDayMonth(digitsValue(c[:2]), digitsValue(c[2:4]), seDay(c)) {
		return false
	}
	return checksum.Luhn(c)
}

func seDay(c string) int {
	d := digitsValue(c[4:6])
	if d > 60 {
		d -= 60
	}
	return d
}

func seDate(year int, c string) bool { return validDate(year, digitsValue(c[2:4]), seDay(c)) }

// seVATValid: a Luhn-valid organisation (or personal) number followed by 01.
func seVATValid(b string) bool {
	return len(b) == 12 && b[10:] == "01" && checksum.Luhn(b[:10])
}

func seGeneratePersonnummer(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		return padN(y%100, 2) + padN(m, 2) + padN(d, 2) + randDigits(r, 3)
	}, decimal, 1, checksum.Luhn)
	return c[:6] + "-" + c[6:]
}

func seGenerateVAT(r *rand.Rand) string {
	org := generateWith(r, func(r *rand.Rand) string {
		return string(byte('1'+r.IntN(9))) + string(byte('2'+r.IntN(8))) + randDigits(r, 7)
	}, decimal, 1, checksum.Luhn)
	return "SE" + org + "01"
}
