package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Luxembourg identifiers: the national identification number (matricule),
// TVA (VAT) and passport.

var stemsLU = []string{"luxemb", "lëtzebuerg", "luksembur", "lucembur", "luxembur", "lussemburg"}

// addLU adds LU's specs (countries, in national.go, lists it).
func addLU() {
	add(
		// YYYYMMDD, serial, a Luhn digit and a Verhoeff digit, both over the
		// first eleven: two independent checks and a date.
		Spec{Type: "LU_NATIONAL_ID", Country: "LU", MinLen: 13, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{13}$|^\d{4} ?\d{2} ?\d{2} ?\d{3} ?\d{2}$`), Valid: validLUMatricule, Score: 0.9,
			Context: ctx([]string{"matricule", "identif", "national", "sécurité", "securite", "sociale", "personal",
				"personnel", "persönlich", "sozialversicherung"}, stemsLU),
			Generate: genLUMatricule},
		Spec{Type: "LU_VAT_NUMBER", Country: "LU", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^(?i:lu)[ -]?\d{8}$|^(?i:lu)[ -]?\d{3} ?\d{3} ?\d{2}$|^(?i:lu)[ -]?\d{4} \d{4}$`), Valid: validLUVAT, Score: 0.85,
			Context: ctx(stemsVAT, stemsTax, stemsLU),
			Generate: func(r *rand.Rand) string {
				n := digitsValue(string(byte('1'+r.IntN(9))) + randDigits(r, 5))
				return "LU" + padN(n, 6) + pad2(n%89)
			}},
		// Passports: two letters and six digits, no check digit.
		Spec{Type: "LU_PASSPORT", Country: "LU", MinLen: 8, MaxLen: 8,
			Format: regexp.MustCompile(`^[A-Z]{2}\d{6}$`), Score: 0.05, Context: passportCtx(stemsLU, stemsBE, "fr", "de"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 6) }},
	)
}

func validLUMatricule(c string) bool {
	if len(c) != 13 || !validDate(digitsValue(c[:4]), digitsValue(c[4:6]), digitsValue(c[6:8])) {
		return false
	}
	return checksum.LuhnDigit(c[:11]) == c[11] && checksum.VerhoeffDigit(c[:11]) == c[12]
}

func genLUMatricule(r *rand.Rand) string {
	y, m, d := randDate(r, 1930, 2020)
	s := padN(y, 4) + pad2(m) + pad2(d) + randDigits(r, 3)
	s += string(checksum.LuhnDigit(s)) + string(checksum.VerhoeffDigit(s))
	return s[:4] + " " + s[4:6] + " " + s[6:8] + " " + s[8:11] + " " + s[11:]
}

func validLUVAT(c string) bool {
	return len(c) == 10 && c[:2] == "LU" && allDigits(c[2:]) && digitsValue(c[2:8])%89 == digitsValue(c[8:])
}
