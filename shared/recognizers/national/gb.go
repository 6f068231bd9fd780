package national

import (
	"math/rand/v2"
	"regexp"
	"strings"
)

// United Kingdom identifiers: National Insurance number, NHS number, UTR (tax
// reference), VAT number, passport and DVLA driving licence number.

var stemsGB = []string{"british", "britain", "uk", "united", "kingdom", "britisch", "britann", "británic", "britann", "brytyjsk", "britsk", "hmrc"}

// addGB adds GB's specs (countries, in national.go, lists it).
func addGB() {
	nhsCtx := ctx([]string{"nhs", "patient", "health", "hospital", "gp", "chi"}, stemsHealth)
	utrWords := []string{"utr", "unique", "taxpayer", "self", "assessment", "hmrc"}
	utrCtx := ctx(utrWords, stemsTax)
	// in another country's text a tax word names that country's number
	utrOwn := join(utrWords, stemsGB)
	add(
		// No check digit, but the prefix rules and the shape are specific.
		Spec{Type: "GB_NINO", Country: "GB", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Za-z]{2}(?: ?\d{2} ?\d{2} ?\d{2} ?|-\d{2}-\d{2}-\d{2}-)[A-Da-d]$`), Valid: validNINO, Score: 0.4,
			Context: ctx([]string{"national", "insurance", "nino", "ni", "nin"}, stemsGB), Generate: genNINO},
		Spec{Type: "GB_NHS_NUMBER", Country: "GB", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}[ -]\d{3}[ -]\d{4}$`), Valid: validNHS, Score: 0.6, Context: nhsCtx,
			Generate: genNHS},
		// Plain ten digits pass mod 11 one time in eleven: context.
		Spec{Type: "GB_NHS_NUMBER", Country: "GB", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{10}$`), Valid: validNHS, Score: 0.25, Context: nhsCtx,
			Generate: func(r *rand.Rand) string { return compact(genNHS(r)) }},
		Spec{Type: "GB_UTR", Country: "GB", MinLen: 10, MaxLen: 11,
			Format: regexp.MustCompile(`^\d{5} ?\d{5}(?: ?[Kk])?$`), Valid: validUTR, Score: 0.2, Context: utrCtx,
			OwnLabels: utrOwn, Generate: genUTR},
		Spec{Type: "GB_VAT_NUMBER", Country: "GB", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^(?i:gb)[ -]?\d{9}$|^(?i:gb)[ -]?\d{3} ?\d{4} ?\d{2}$`), Valid: validGBVAT, Score: 0.9,
			Context: ctx(stemsVAT, stemsTax, stemsGB), Generate: genGBVAT},
		// written without its prefix ("VAT No. 980 7806 84"): mod 97 passes
		// two numbers in 97, so the label must lift it
		Spec{Type: "GB_VAT_NUMBER", Country: "GB", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3} ?\d{4} ?\d{2}$`), Valid: func(c string) bool { return validGBVAT("GB" + c) }, Score: 0.1,
			Context: ctx(stemsVAT), Generate: func(r *rand.Rand) string { return genGBVAT(r)[2:] }},
		// Passports: nine digits, no check digit: only with context.
		Spec{Type: "GB_PASSPORT", Country: "GB", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Score: 0.05, Context: passportCtx(stemsGB, nil, "en"),
			Generate: func(r *rand.Rand) string { return randDigits(r, 9) }},
		// written whole or in the licence's three fields ("MORGA 657054
		// SM9IJ"): the head of five capitals stands outside the group
		Spec{Type: "GB_DRIVER_LICENSE", Country: "GB", MinLen: 16, MaxLen: 16, Head: 5,
			Format: regexp.MustCompile(`^[A-Z9]{5}(?:\d{6}[A-Z9]{2}\d[A-Z0-9]{2}| \d{6} [A-Z9]{2}\d[A-Z0-9]{2})$`), Valid: validDVLA, Score: 0.7,
			Context: ctx(stemsLicence, []string{"dvla"}, stemsGB), Generate: genDVLA},
	)
}

// validNINO: the first letter is not D, F, I, Q, U or V, the second not those
// or O, and the pair is not one of the never-issued prefixes.
func validNINO(c string) bool {
	if len(c) != 9 {
		return false
	}
	if strings.IndexByte("DFIQUV", c[0]) >= 0 || strings.IndexByte("DFIOQUV", c[1]) >= 0 {
		return false
	}
	switch c[:2] {
	case "BG", "GB", "KN", "NK", "NT", "TN", "ZZ":
		return false
	}
	return true
}

func genNINO(r *rand.Rand) string {
	for {
		p := randFrom(r, "ABCEGHJKLMNOPRSTWXYZ", 1) + randFrom(r, "ABCEGHJKLMNPRSTWXYZ", 1)
		s := p + randDigits(r, 6) + randFrom(r, "ABCD", 1)
		if validNINO(s) {
			return s[:2] + " " + s[2:4] + " " + s[4:6] + " " + s[6:8] + " " + s[8:]
		}
	}
}

var nhsWeights = []int{10, 9, 8, 7, 6, 5, 4, 3, 2}

func nhsCheck(s string) int {
	c := 11 - weightedSum(s, nhsWeights)%11
	if c == 11 {
		c = 0
	}
	return c
}

func validNHS(c string) bool {
	return len(c) == 10 && nhsCheck(c) == int(c[9]-'0')
}

func genNHS(r *rand.Rand) string {
	for {
		s := string(byte('4'+r.IntN(6))) + randDigits(r, 8)
		c := nhsCheck(s)
		if c == 10 {
			continue
		}
		s += string(byte('0' + c))
		return s[:3] + " " + s[3:6] + " " + s[6:]
	}
}

var utrWeights = []int{6, 7, 8, 9, 10, 5, 4, 3, 2}

// utrCheck returns the leading check digit of the nine digits that follow it.
func utrCheck(s string) byte {
	return "21987654321"[weightedSum(s, utrWeights)%11]
}

func validUTR(c string) bool {
	if len(c) == 11 {
		if c[10] != 'K' {
			return false
		}
		c = c[:10]
	}
	return len(c) == 10 && allDigits(c) && utrCheck(c[1:]) == c[0]
}

func genUTR(r *rand.Rand) string {
	s := randDigits(r, 9)
	s = string(utrCheck(s)) + s
	return s[:5] + " " + s[5:]
}

var gbVATWeights = []int{8, 7, 6, 5, 4, 3, 2}

// validGBVAT: GB and nine digits; the weighted sum of the first seven plus
// the last two is 0 (or, since 2010, -55) mod 97.
func validGBVAT(c string) bool {
	if len(c) != 11 || c[:2] != "GB" || !allDigits(c[2:]) {
		return false
	}
	s := weightedSum(c[2:], gbVATWeights) + digitsValue(c[9:])
	return s%97 == 0 || (s+55)%97 == 0
}

func genGBVAT(r *rand.Rand) string {
	s := string(byte('1'+r.IntN(9))) + randDigits(r, 6)
	chk := (97 - weightedSum(s, gbVATWeights)%97) % 97
	s += pad2(chk)
	return "GB" + s[:3] + " " + s[3:7] + " " + s[7:]
}

// validDVLA: surname (5, padded with 9), decade, month (+50 for women), day,
// year digit, initials (padded with 9), a digit and two check characters.
func validDVLA(c string) bool {
	if len(c) != 16 {
		return false
	}
	m, d := digitsValue(c[6:8]), digitsValue(c[8:10])
	if m > 50 {
		m -= 50
	}
	return validDate(2000, m, d) // century unknown: allow 29 February
}

func genDVLA(r *rand.Rand) string {
	y, m, d := randDate(r, 1940, 2005)
	if r.IntN(2) == 0 {
		m += 50
	}
	name := randFrom(r, upper, 3+r.IntN(3))
	for len(name) < 5 {
		name += "9"
	}
	yy := pad2(y % 100)
	return name + yy[:1] + pad2(m) + pad2(d) + yy[1:] + randFrom(r, upper, 1) + randFrom(r, upper+"9", 1) + "9" + randFrom(r, upper, 2)
}
