package national

import (
	"math/rand/v2"
	"regexp"
)

// Romania: CNP (cod numeric personal) and CIF/CUI (VAT number).
// addRO adds RO's specs (countries, in national.go, lists it).
func addRO() {
	add(
		Spec{Type: "RO_CNP", Country: "RO", MinLen: 13, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{13}$`), Valid: roCNPValid, Score: 0.9,
			Context:  ctx([]string{"cnp", "personal", "numeric"}, stemsPersonalID),
			Generate: roGenerateCNP},
		Spec{Type: "RO_VAT_NUMBER", Country: "RO", MinLen: 6, MaxLen: 12,
			Format: regexp.MustCompile(`^RO ?\d{4,10}$|^RO ?\d{3} \d{3} \d{2,3}$`),
			Valid:  func(c string) bool { b, ok := stripPrefix(c, "RO"); return ok && roCIFValid(b) },
			Score:  0.85, Context: ctx([]string{"cui", "cif", "fiscal", "tva"}, stemsVATShort, stemsTaxID),
			Generate: roGenerateVAT},
	)
}

var roCNPWeights = []int{2, 7, 9, 1, 4, 6, 3, 5, 8, 2, 7, 9}

// roCNPValid: S YYMMDD JJ NNN C; S gives sex and century (7-9 residents,
// century unknown), JJ the county.
func roCNPValid(c string) bool {
	yy, m, d := digitsValue(c[1:3]), digitsValue(c[3:5]), digitsValue(c[5:7])
	switch c[0] {
	case '1', '2':
		if !validDate(1900+yy, m, d) {
			return false
		}
	case '3', '4':
		if !validDate(1800+yy, m, d) {
			return false
		}
	case '5', '6':
		if !validDate(2000+yy, m, d) {
			return false
		}
	case '7', '8', '9':
		if !validDayMonth(yy, m, d) {
			return false
		}
	default:
		return false
	}
	if county := digitsValue(c[7:9]); county < 1 || county > 52 && county != 70 {
		return false
	}
	k := weightedSum(c, roCNPWeights) % 11
	if k == 10 {
		k = 1
	}
	return int(c[12]-'0') == k
}

// roCIFValid: 2-10 digits; the check digit is ten times the weighted sum of
// the others (right-aligned weights 7,5,3,2,1,7,5,3,2) mod 11 mod 10.
func roCIFValid(b string) bool {
	if len(b) < 2 || len(b) > 10 || b[0] == '0' {
		return false
	}
	w := []int{7, 5, 3, 2, 1, 7, 5, 3, 2}
	body := b[:len(b)-1]
	off := len(w) - len(body)
	sum := 0
	for i := 0; i < len(body); i++ {
		sum += int(body[i]-'0') * w[off+i]
	}
	return int(b[len(b)-1]-'0') == sum*10%11%10
}

func roGenerateCNP(r *rand.Rand) string {
	return generateWith(r, func(r *rand.Rand) string {
		y, m, d := randDate28(r, 1930, 2020)
		s := 1 + r.IntN(2)
		if y >= 2000 {
			s += 4
		}
		return string(byte('0'+s)) + padN(y%100, 2) + padN(m, 2) + padN(d, 2) +
			padN(1+r.IntN(46), 2) + randDigits(r, 3)
	}, decimal, 1, roCNPValid)
}

func roGenerateVAT(r *rand.Rand) string {
	return "RO" + generateWith(r, func(r *rand.Rand) string {
		return string(byte('1'+r.IntN(9))) + randDigits(r, 6)
	}, decimal, 1, roCIFValid)
}
