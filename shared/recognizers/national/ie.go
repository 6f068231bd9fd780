package national

import (
	"math/rand/v2"
	"regexp"
	"strings"
)

// Irish identifiers: PPS number, VAT number and passport.

var stemsIE = []string{"ireland", "irish", "irland", "irlande", "irlandes", "irlandais", "irlandz", "irsk"}

const ppsLetters = "WABCDEFGHIJKLMNOPQRSTUV"

// addIE adds IE's specs (countries, in national.go, lists it).
func addIE() {
	add(
		Spec{Type: "IE_PPSN", Country: "IE", MinLen: 8, MaxLen: 9,
			Format: regexp.MustCompile(`^\d{7} ?[A-Wa-w][ABHWabhw]?$`), Valid: validPPS, Score: 0.65,
			Context:  ctx([]string{"pps", "ppsn", "personal", "public", "service", "social", "welfare", "revenue"}, stemsIE),
			Generate: genPPS},
		Spec{Type: "IE_VAT_NUMBER", Country: "IE", MinLen: 10, MaxLen: 11,
			Format: regexp.MustCompile(`^(?i:ie)[ -]?\d{7} ?[A-Wa-w][A-Ia-i]?$|^(?i:ie)[ -]?\d[A-Za-z+*]\d{5}[A-Wa-w]$`),
			Valid:  validIEVAT, Score: 0.9, Context: ctx(stemsVAT, stemsTax, stemsIE),
			Generate: func(r *rand.Rand) string { return "IE" + genPPS(r) }},
		// written without its prefix ("VAT No: 6433435F"): the PPS number's
		// layout, which only a VAT label makes a VAT number
		Spec{Type: "IE_VAT_NUMBER", Country: "IE", MinLen: 8, MaxLen: 9,
			Format: regexp.MustCompile(`^\d{7} ?[A-Wa-w][A-Ia-i]?$`), Valid: func(c string) bool { return validIEVAT("IE" + c) },
			Score: 0.1, Context: ctx(stemsVAT), Generate: genPPS},
		// Passports: two letters and seven digits, no check digit.
		Spec{Type: "IE_PASSPORT", Country: "IE", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{2}\d{7}$`), Score: 0.05, Context: passportCtx(stemsIE, join(stemsIT, stemsPL, stemsSK), "en"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 7) }},
	)
}

// ppsCheck returns the check letter of seven digits and an optional second
// letter (A=1 ... weighted 9).
func ppsCheck(digits string, second byte) byte {
	sum := 0
	for i := 0; i < 7; i++ {
		sum += int(digits[i]-'0') * (8 - i)
	}
	if second >= 'A' && second <= 'Z' {
		sum += int(second-'A'+1) * 9
	}
	return ppsLetters[sum%23]
}

func validPPS(c string) bool {
	if (len(c) != 8 && len(c) != 9) || !allDigits(c[:7]) {
		return false
	}
	var second byte
	if len(c) == 9 {
		second = c[8]
	}
	return ppsCheck(c[:7], second) == c[7]
}

func genPPS(r *rand.Rand) string {
	d := randDigits(r, 7)
	if r.IntN(2) == 0 {
		return d + string(ppsCheck(d, 0))
	}
	return d + string(ppsCheck(d, 'A')) + "A"
}

// validIEVAT: IE and a PPS-style number, or the old form digit, letter (or
// + or *), five digits, check letter, read as 0 + five digits + first digit.
func validIEVAT(c string) bool {
	if c[:2] != "IE" {
		return false
	}
	n := c[2:]
	if len(n) == 8 && strings.IndexByte(upper+"+*", n[1]) >= 0 {
		n = "0" + n[2:7] + n[:1] + n[7:]
	}
	return validPPS(n)
}
