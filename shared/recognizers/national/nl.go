package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Dutch identifiers: BSN (burgerservicenummer), btw-id (VAT) and passport.

var stemsNL = []string{"nederland", "dutch", "niederländ", "niederland", "néerlandais", "neerlandais",
	"holand", "olandes", "holender", "holandsk", "nizozem"}

// addNL adds NL's specs (countries, in national.go, lists it).
func addNL() {
	add(
		// Any 9-digit number passes the 11-proof one time in eleven: context.
		Spec{Type: "NL_BSN", Country: "NL", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$|^\d{4}\.\d{2}\.\d{3}$|^\d{3}[ .]\d{3}[ .]\d{3}$`), Valid: validBSN,
			Score: 0.3, Context: ctx([]string{"bsn", "burgerservicenummer", "sofinummer", "sofi", "citizen", "service",
				"identif", "personal", "national"}, stemsNL),
			Generate: genBSN},
		Spec{Type: "NL_VAT_NUMBER", Country: "NL", MinLen: 14, MaxLen: 14,
			Format: regexp.MustCompile(`^(?i:nl)[ ]?\d{9}(?i:b)\d{2}$`), Valid: validNLVAT, Score: 0.9,
			Context:  ctx(stemsVAT, stemsTax, []string{"omzetbelasting"}, stemsNL),
			Generate: func(r *rand.Rand) string { return "NL" + genBSN(r) + "B" + pad2(1+r.IntN(20)) }},
		// Passports: two letters, six letters or digits, one digit; no O.
		Spec{Type: "NL_PASSPORT", Country: "NL", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-NP-Z]{2}[A-NP-Z0-9]{6}\d$`), Score: 0.05, Context: passportCtx(stemsNL, nil, "nl"),
			Generate: func(r *rand.Rand) string {
				const a = "ABCDEFGHIJKLMNPQRSTUVWXYZ"
				return randFrom(r, a, 2) + randFrom(r, a+"0123456789", 6) + randDigits(r, 1)
			}},
	)
}

var bsnWeights = []int{9, 8, 7, 6, 5, 4, 3, 2, -1}

// validBSN: the 11-proof, the last digit weighted -1.
func validBSN(c string) bool {
	return len(c) == 9 && c != "000000000" && weightedSum(c, bsnWeights)%11 == 0
}

func genBSN(r *rand.Rand) string {
	for {
		s := string(byte('1'+r.IntN(9))) + randDigits(r, 7)
		chk := weightedSum(s, bsnWeights[:8]) % 11
		if chk == 10 {
			continue
		}
		return s + string(byte('0'+chk))
	}
}

// validNLVAT: NL, nine digits, B, two digits; the digits pass the 11-proof
// (older numbers) or the whole id passes ISO 7064 mod 97-10 (since 2020).
func validNLVAT(c string) bool {
	if len(c) != 14 || c[:2] != "NL" || c[11] != 'B' || !allDigits(c[2:11]) || !allDigits(c[12:]) {
		return false
	}
	return validBSN(c[2:11]) || checksum.Mod97(c) == 1
}
