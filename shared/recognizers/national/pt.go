package national

import (
	"math/rand/v2"
	"regexp"
)

// Portuguese identifiers: NIF (tax id), Cartão de Cidadão number, VAT and
// passport.

var stemsPT = []string{"portug", "portuguese", "portugais", "portoghes", "portugal", "portugals", "portugalsk"}

// addPT adds PT's specs (countries, in national.go, lists it).
func addPT() {
	add(
		// Nine digits mod 11: any 9-digit number passes one time in eleven.
		Spec{Type: "PT_NIF", Country: "PT", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$|^\d{3} \d{3} \d{3}$`), Valid: validPTNIF, Score: 0.3,
			Context: ctx(stemsTax, []string{"contribuinte", "nif", "fiscal"}, stemsPT), Generate: genPTNIF},
		// The version is two letters ("ZZ", "ZY", ...): an all-digit 12-digit
		// Luhn number is a payment card, not a citizen card.
		Spec{Type: "PT_CITIZEN_CARD", Country: "PT", MinLen: 12, MaxLen: 12,
			Format: regexp.MustCompile(`^\d{8}[ -]?\d[ -]?[A-Z]{2}\d$`), Valid: validPTCC, Score: 0.8,
			Context:  ctx([]string{"cartão", "cartao", "cidadão", "cidadao", "citizen", "identif", "bi"}, stemsIDCard, stemsPT),
			Generate: genPTCC},
		Spec{Type: "PT_VAT_NUMBER", Country: "PT", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^(?i:pt)[ -]?\d{9}$|^(?i:pt)[ -]?\d{3} \d{3} \d{3}$`),
			Valid:  func(c string) bool { return c[:2] == "PT" && allDigits(c[2:]) && validPTNIF(c[2:]) },
			Score:  0.9, Context: ctx(stemsVAT, stemsTax, stemsPT),
			Generate: func(r *rand.Rand) string { return "PT" + genPTNIF(r) }},
		// Passports: one letter and six digits, no check digit.
		Spec{Type: "PT_PASSPORT", Country: "PT", MinLen: 7, MaxLen: 7,
			Format: regexp.MustCompile(`^[A-Z]\d{6}$`), Score: 0.05, Context: passportCtx(stemsPT, nil, "pt"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 1) + randDigits(r, 6) }},
	)
}

var ptNIFWeights = []int{9, 8, 7, 6, 5, 4, 3, 2}

func ptNIFCheck(s string) byte {
	c := 11 - weightedSum(s, ptNIFWeights)%11
	if c >= 10 {
		c = 0
	}
	return byte('0' + c)
}

// validPTNIF: nine digits, the first a known category (1-3 people, 5-9
// entities), the last 11 - weighted sum mod 11 (10 and 11 become 0).
func validPTNIF(c string) bool {
	return len(c) == 9 && c[0] != '0' && c[0] != '4' && ptNIFCheck(c[:8]) == c[8]
}

func genPTNIF(r *rand.Rand) string {
	s := string("12356789"[r.IntN(8)]) + randDigits(r, 7)
	return s + string(ptNIFCheck(s))
}

// validPTCC: civil id (8 digits), its check digit, version (2 letters) and a
// final check: Luhn over all twelve with letters as 10..35.
func validPTCC(c string) bool {
	if len(c) != 12 || !allDigits(c[:9]) || !allDigits(c[11:]) {
		return false
	}
	return ptCCSum(c)%10 == 0
}

func ptCCSum(c string) int {
	sum := 0
	for i := len(c) - 1; i >= 0; i-- {
		v := alnumValue(c[i])
		if (len(c)-1-i)%2 == 1 {
			v *= 2
			if v > 9 {
				v -= 9
			}
		}
		sum += v
	}
	return sum
}

func genPTCC(r *rand.Rand) string {
	s := randDigits(r, 9) + randFrom(r, upper, 2)
	// The last digit is not doubled, so it simply completes the sum.
	chk := (10 - ptCCSum(s+"0")%10) % 10
	s += string(byte('0' + chk))
	return s[:8] + " " + s[8:9] + " " + s[9:]
}
