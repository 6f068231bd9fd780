package national

import (
	"math/rand/v2"
	"regexp"
)

// Swiss identifiers: the AHV/AVS social security number, the UID/VAT number
// (CHE-...) and the passport.

var stemsCH = []string{"schweiz", "swiss", "suisse", "suiz", "svizzer", "szwajcar", "švýcar", "švajčiar", "helvet"}

// addCH adds CH's specs (countries, in national.go, lists it).
func addCH() {
	ahvCtx := ctx([]string{"ahv", "avs", "ahvn", "sozialversicherung", "versichert", "assurance", "social", "sociale",
		"socjaln", "sociáln", "vieillesse", "alters", "assicurazione"}, stemsHealth, stemsCH)
	add(
		// 756 (the country) and an EAN-13 check digit.
		Spec{Type: "CH_SOCIAL_SECURITY_NUMBER", Country: "CH", MinLen: 13, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^756\.\d{4}\.\d{4}\.\d{2}$`), Valid: validAHV, Score: 0.95,
			Context: ahvCtx, Generate: genAHV},
		Spec{Type: "CH_SOCIAL_SECURITY_NUMBER", Country: "CH", MinLen: 13, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^756 ?\d{4} ?\d{4} ?\d{2}$`), Valid: validAHV, Score: 0.7,
			Context: ahvCtx, Generate: func(r *rand.Rand) string { return compact(genAHV(r)) }},
		// UID: CHE-116.281.710, also in blank-separated groups. The MWST / TVA /
		// IVA written after it (the firm is VAT-registered) is a label and
		// stays outside the span, also glued on ("CHE-116.281.710MWST").
		Spec{Type: "CH_VAT_NUMBER", Country: "CH", MinLen: 12, MaxLen: 12,
			Format: regexp.MustCompile(`^(?i:che)[ -]?\d{3}[.]?\d{3}[.]?\d{3}$|^(?i:che) \d{3} \d{3} \d{3}$`), Valid: validCHUID, Score: 0.9,
			Context: ctx(stemsVAT, stemsTax, stemsCH), Generate: genCHUID, Suffixes: []string{"MWST", "TVA", "IVA"}},
		// Passports: one letter and seven digits, no check digit.
		Spec{Type: "CH_PASSPORT", Country: "CH", MinLen: 8, MaxLen: 8,
			Format: regexp.MustCompile(`^[A-Z]\d{7}$`), Score: 0.05, Context: passportCtx(stemsCH, stemsAT, "de", "fr", "it"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 1) + randDigits(r, 7) }},
	)
}

func ean13Check(s string) byte {
	sum := 0
	for i := 0; i < 12; i++ {
		sum += int(s[i]-'0') * (1 + 2*(i%2))
	}
	return byte('0' + (10-sum%10)%10)
}

func validAHV(c string) bool {
	return len(c) == 13 && c[:3] == "756" && ean13Check(c) == c[12]
}

func genAHV(r *rand.Rand) string {
	s := "756" + randDigits(r, 9)
	s += string(ean13Check(s))
	return s[:3] + "." + s[3:7] + "." + s[7:11] + "." + s[11:]
}

var chUIDWeights = []int{5, 4, 3, 2, 7, 6, 5, 4}

// validCHUID: CHE and nine digits; the last is 11 - weighted sum mod 11 (11
// becomes 0, 10 is never issued).
func validCHUID(c string) bool {
	if len(c) != 12 || c[:3] != "CHE" || !allDigits(c[3:]) {
		return false
	}
	chk := 11 - weightedSum(c[3:], chUIDWeights)%11
	if chk == 11 {
		chk = 0
	}
	return chk < 10 && int(c[11]-'0') == chk
}

func genCHUID(r *rand.Rand) string {
	for {
		s := randDigits(r, 8)
		chk := 11 - weightedSum(s, chUIDWeights)%11
		if chk == 11 {
			chk = 0
		}
		if chk == 10 {
			continue
		}
		s += string(byte('0' + chk))
		return "CHE-" + s[:3] + "." + s[3:6] + "." + s[6:]
	}
}
