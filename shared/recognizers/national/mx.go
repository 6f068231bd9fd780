package national

import (
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// Mexico: the RFC (tax id: a person's is MX_TAX_ID, a company's
// MX_VAT_NUMBER), the CURP (population registry code) and the CLABE (bank
// account). Letters Ñ and & of the name part are left out: a group holds
// ASCII letters only.

var stemsMX = []string{"méxic", "mexic", "mexican"}

// addMX adds MX's specs (countries, in national.go, lists it).
func addMX() {
	rfcCtx := ctx([]string{"rfc", "r.f.c", "sat", "contribuyente", "registro"}, stemsTaxID, stemsMX)
	add(
		// four letters of the name, the birth date, a two-character
		// homonym code and a check character: a date and a check in a
		// rare shape, also typed in lower case in a chat.
		Spec{Type: "MX_TAX_ID", Country: "MX", MinLen: 13, MaxLen: 13,
			Format: regexp.MustCompile(`^[A-Z]{4}\d{6}[A-Z\d]{3}$|^[a-z]{4}\d{6}[a-z\d]{3}$`), Valid: mxRFCValid, Score: 0.85,
			Context: rfcCtx, Generate: mxGenRFC(4)},
		// the same written in its three parts: "GODE 561231 GR8"
		Spec{Type: "MX_TAX_ID", Country: "MX", MinLen: 13, MaxLen: 13, Head: 4,
			Format: regexp.MustCompile(`^[A-Z]{4} \d{6} [A-Z\d]{3}$`), Valid: mxRFCValid, Score: 0.85,
			Context: rfcCtx},
		// a company's: three letters and the date of incorporation
		Spec{Type: "MX_VAT_NUMBER", Country: "MX", MinLen: 12, MaxLen: 12,
			Format: regexp.MustCompile(`^[A-Z]{3}[- ]?\d{6}[- ]?[A-Z\d]{3}$|^[a-z]{3}\d{6}[a-z\d]{3}$`), Valid: mxRFCValid, Score: 0.8,
			Context: rfcCtx, Generate: mxGenRFC(3)},
		// name letters, birth date, sex, state, name consonants, a
		// homonym character and a check digit
		Spec{Type: "MX_CURP", Country: "MX", MinLen: 18, MaxLen: 18,
			Format: regexp.MustCompile(`^[A-Z][AEIOUX][A-Z]{2}\d{6}[HMX](?:AS|BC|BS|CC|CH|CL|CM|CS|DF|DG|GR|GT|HG|JC|MC|MN|MS|NE|NL|NT|OC|PL|QR|QT|SL|SP|SR|TC|TL|TS|VZ|YN|ZS)[B-DF-HJ-NP-TV-Z]{3}[A-Z\d]\d$`),
			Valid:  mxCURPValid, Score: 0.95,
			Context: ctx([]string{"curp", "c.u.r.p", "población", "poblacion"}, stemsPersonalID, stemsMX), Generate: mxGenCURP},
		// bank (3), place (3), account (11), check: one check digit in
		// eighteen digits, so a label lifts it.
		Spec{Type: "MX_CLABE", Country: "MX", MinLen: 18, MaxLen: 18, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{18}$|^\d{3} \d{3} \d{11} \d$|^\d{4}(?: \d{4}){3} \d{2}$`), Valid: mxCLABEValid, Score: 0.3,
			Context: &detect.Context{Boost: join([]string{"clabe", "interbancaria", "spei", "cuenta", "transferencia", "depósito", "deposito"}, stemsMX), BoostBy: 0.4},
			Generate: func(r *rand.Rand) string {
				b := randDigits(r, 17)
				return b + string(mxCLABECheck(b))
			}},
	)
}

// mxAlphabet gives the RFC's and CURP's characters their values (the SAT's
// and RENAPO's table; a space pads a company's RFC to a person's length).
const mxAlphabet = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ "

// mxRFCValid: the date is a calendar date (any century) and the last
// character is 11 - the weighted sum mod 11 (10 is A). The generic RFCs of
// the public and of foreigners (XAXX010101000, XEXX010101000) name no one.
func mxRFCValid(c string) bool {
	n := len(c) - 9 // the name part: 3 or 4 letters
	if (n != 3 && n != 4) || !allDigits(c[n:n+6]) || c == "XAXX010101000" || c == "XEXX010101000" {
		return false
	}
	if !validDayMonth(digitsValue(c[n:n+2]), digitsValue(c[n+2:n+4]), digitsValue(c[n+4:n+6])) {
		return false
	}
	return c[len(c)-1] == mxRFCCheck(c[:len(c)-1])
}

func mxRFCCheck(body string) byte {
	body = strings.Repeat(" ", 12-len(body)) + body
	sum := 0
	for i := 0; i < 12; i++ {
		sum += strings.IndexByte(mxAlphabet, body[i]) * (13 - i)
	}
	return "0123456789A"[(11-sum%11)%11]
}

func mxGenRFC(letters int) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		y, m, d := randDate(r, 1950, 2005)
		b := randFrom(r, upper, letters) + pad2(y%100) + pad2(m) + pad2(d) + randFrom(r, upper+decimal, 2)
		return b + string(mxRFCCheck(b))
	}
}

// mxCURPValid: the birth date exists and the last digit is 10 - the
// weighted sum mod 10.
func mxCURPValid(c string) bool {
	if len(c) != 18 || !allDigits(c[4:10]) || !validDayMonth(digitsValue(c[4:6]), digitsValue(c[6:8]), digitsValue(c[8:10])) {
		return false
	}
	return c[17] == mxCURPCheck(c[:17])
}

func mxCURPCheck(body string) byte {
	sum := 0
	for i := 0; i < 17; i++ {
		sum += strings.IndexByte(mxAlphabet, body[i]) * (18 - i)
	}
	return byte('0' + (10-sum%10)%10)
}

func mxGenCURP(r *rand.Rand) string {
	y, m, d := randDate(r, 1950, 1999)
	b := randFrom(r, upper, 1) + randFrom(r, "AEIOU", 1) + randFrom(r, upper, 2) + pad2(y%100) + pad2(m) + pad2(d) +
		randFrom(r, "HM", 1) + []string{"JC", "DF", "NL", "PL"}[r.IntN(4)] + randFrom(r, "BCDFGHJKLMNPQRSTVWXZ", 3) + "0"
	return b + string(mxCURPCheck(b))
}

// mxCLABECheck: the digits times 3, 7, 1 repeated, each product mod 10,
// summed; the check is 10 - the sum mod 10.
func mxCLABECheck(body string) byte {
	sum := 0
	for i := 0; i < 17; i++ {
		sum += int(body[i]-'0') * [3]int{3, 7, 1}[i%3] % 10
	}
	return byte('0' + (10-sum%10)%10)
}

func mxCLABEValid(c string) bool { return len(c) == 18 && c[17] == mxCLABECheck(c) }
