package national

import (
	"math/rand/v2"
	"regexp"
	"strings"

	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Italian identifiers: codice fiscale, partita IVA (VAT), carta d'identità
// elettronica and passport.

var stemsIT = []string{"italia", "italian", "italien", "italiano", "włosk", "wlosk", "italsk", "talian"}

// addIT adds IT's specs (countries, in national.go, lists it).
func addIT() {
	vatWordsIT := []string{"partita", "p.iva", "piva"}
	vatCtx := ctx(stemsVAT, stemsTax, vatWordsIT, stemsIT)
	add(
		// 16 characters with a date, a place code and a check letter: rare.
		Spec{Type: "IT_FISCAL_CODE", Country: "IT", MinLen: 16, MaxLen: 16,
			Format: regexp.MustCompile(`^[A-Za-z]{6}[0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{2}[A-Za-z][0-9LMNPQRSTUVlmnpqrstuv]{3}[A-Za-z]$`),
			Valid:  validCF, Score: 0.95,
			Context:  ctx([]string{"codice", "fiscale", "fiscal", "tessera", "sanitaria", "identif", "tax"}, stemsIT),
			Generate: genCF},
		Spec{Type: "IT_VAT_NUMBER", Country: "IT", MinLen: 13, MaxLen: 13,
			Format: regexp.MustCompile(`^(?i:it)[ -]?\d{11}$`), Valid: validITVAT, Score: 0.9,
			Context: vatCtx, Generate: func(r *rand.Rand) string { return "IT" + genPIVA(r) }},
		// Without the IT prefix eleven Luhn-checked digits are common:
		// context. A firm's, an association's or a condominium's codice
		// fiscale is the same eleven digits, after "C.F." too ("C.F.
		// 97543180018").
		Spec{Type: "IT_VAT_NUMBER", Country: "IT", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: validPIVA, Score: 0.2, Context: ctx(stemsVAT, stemsTax, vatWordsIT, []string{"c.f"}, stemsIT), Generate: genPIVA},
		// CIE: two letters, five digits, two letters; no check digit. Its
		// label is abbreviated with dots too ("identificata a mezzo C.I.E.
		// n. CA30917TK"): a compound stem, no single word.
		Spec{Type: "IT_ID_CARD", Country: "IT", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{2}\d{5}[A-Z]{2}$`), Score: 0.15,
			Context:  ctx([]string{"carta", "identità", "identita", "cie", "c.i.e", "c. i. e"}, stemsIDCard, stemsIT),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 5) + randFrom(r, upper, 2) }},
		// Passports: two letters and seven digits, no check digit.
		Spec{Type: "IT_PASSPORT", Country: "IT", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{2}\d{7}$`), Score: 0.05, Context: passportCtx(stemsIT, join(stemsIE, stemsPL, stemsSK), "it"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 7) }},
	)
}

// cfOdd is the value of a character in an odd (1-based) position of a
// codice fiscale, indexed by digit 0-9 or letter A-Z (the same table).
var cfOdd = [26]int{1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23}

func cfCheck(s string) byte {
	sum := 0
	for i := 0; i < 15; i++ {
		c := s[i]
		idx := int(c - 'A')
		if c <= '9' {
			idx = int(c - '0')
		}
		if i%2 == 0 {
			sum += cfOdd[idx]
		} else {
			sum += idx
		}
	}
	return byte('A' + sum%26)
}

const cfMonths = "ABCDEHLMPRST"

// cfDigit maps an omocodia letter back to its digit.
func cfDigit(c byte) int {
	if c <= '9' {
		return int(c - '0')
	}
	return strings.IndexByte("LMNPQRSTUV", c)
}

// validCF: surname and name letters, year, month letter, day (+40 for women),
// place code, and the check letter.
func validCF(c string) bool {
	if len(c) != 16 || strings.IndexByte(cfMonths, c[8]) < 0 {
		return false
	}
	d := cfDigit(c[9])*10 + cfDigit(c[10])
	if d > 40 {
		d -= 40
	}
	if d < 1 || d > 31 {
		return false
	}
	return cfCheck(c) == c[15]
}

func genCF(r *rand.Rand) string {
	y, m, d := randDate(r, 1930, 2020)
	if r.IntN(2) == 0 {
		d += 40
	}
	s := randFrom(r, "BCDFGLMNPRSTVZ", 3) + randFrom(r, "BCDFGLMNPRSTVZ", 3) + pad2(y%100) + string(cfMonths[m-1]) +
		pad2(d) + randFrom(r, "ABCDEFGHILM", 1) + padN(1+r.IntN(999), 3)
	return s + string(cfCheck(s))
}

func validPIVA(c string) bool {
	return len(c) == 11 && c != "00000000000" && checksum.Luhn(c)
}

func validITVAT(c string) bool {
	return len(c) == 13 && c[:2] == "IT" && allDigits(c[2:]) && validPIVA(c[2:])
}

func genPIVA(r *rand.Rand) string {
	s := randDigits(r, 7) + padN(1+r.IntN(100), 3)
	return s + string(checksum.LuhnDigit(s))
}
