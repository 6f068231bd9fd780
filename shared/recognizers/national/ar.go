package national

import (
	"math/rand/v2"
	"regexp"
)

// Argentina: the CUIT/CUIL (tax and social security code: a person's is
// AR_TAX_ID, a company's AR_VAT_NUMBER), the CBU (bank account) and the DNI.

var stemsAR = []string{"argentin"}

// addAR adds AR's specs (countries, in national.go, lists it).
func addAR() {
	cuitCtx := ctx([]string{"cuit", "cuil", "c.u.i.t", "c.u.i.l", "afip", "arca"}, stemsTaxID, stemsAR)
	// the bare eleven digits: only the code's own names lift them
	bareCtx := ctx([]string{"cuit", "cuil", "c.u.i.t", "c.u.i.l"})
	dashed := regexp.MustCompile(`^\d{2}-\d{8}-\d$`)
	bare := regexp.MustCompile(`^\d{11}$|^\d{2}[ -]?\d{8}[ -]?\d$`)
	add(
		// type, eight digits (a person's DNI), mod-11 check: "20-35108442-2"
		// is a rare shape with a check digit; written bare, eleven digits
		// are as often an order or a phone number.
		Spec{Type: "AR_TAX_ID", Country: "AR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: dashed, Valid: arPersonCUIT, Score: 0.7, Context: cuitCtx, Generate: arGen("20")},
		Spec{Type: "AR_TAX_ID", Country: "AR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: bare, Valid: arPersonCUIT, Score: 0.1, Context: bareCtx, Generate: arGen("27")},
		Spec{Type: "AR_VAT_NUMBER", Country: "AR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: dashed, Valid: arCompanyCUIT, Score: 0.7, Context: cuitCtx, Generate: arGen("30")},
		Spec{Type: "AR_VAT_NUMBER", Country: "AR", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: bare, Valid: arCompanyCUIT, Score: 0.1, Context: bareCtx, Generate: arGen("33")},
		// bank (3), branch (4), check; account (13), check: two check
		// digits in 22 digits, a length nothing else has.
		Spec{Type: "AR_CBU", Country: "AR", MinLen: 22, MaxLen: 22, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{22}$|^\d{8}[ -]\d{14}$`), Valid: arCBUValid, Score: 0.6,
			Context: ctx([]string{"cbu", "cvu", "cuenta", "bancari", "transferencia"}, stemsAR), Generate: arGenCBU},
		// seven or eight digits, no check digit: after its label only.
		// Eight plain digits are Peru's DNI as much (pe.go), and Peru never
		// dots them: the dotted form and seven digits are Argentine.
		Spec{Type: "AR_DNI", Country: "AR", MinLen: 7, MaxLen: 8, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{1,2}\.\d{3}\.\d{3}$|^\d{7}$`), Score: 0.05,
			Context:  labelOnly([]string{"dni", "d.n.i"}, stemsPassportShort),
			Generate: func(r *rand.Rand) string { return groupDigits(padN(10000000+r.IntN(40000000), 8), ".", 2, 3) }},
	)
}

// arCUITCheck is the CUIT's check digit: 11 - the weighted sum mod 11,
// 11 read as 0; 10 has no digit (the code then takes prefix 23 or 33 and
// check digit 9 or 4, which the sum then gives).
func arCUITCheck(c string) (byte, bool) {
	r := 11 - weightedSum(c, []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2})%11
	switch r {
	case 11:
		return '0', true
	case 10:
		return 0, false
	}
	return byte('0' + r), true
}

func arCUITValid(c string) bool {
	k, ok := arCUITCheck(c)
	return len(c) == 11 && ok && c[10] == k
}

// arPersonCUIT: the prefixes of persons (20 and 27, 23 and 24 when the
// check would be 10 or the number is taken).
func arPersonCUIT(c string) bool {
	switch c[:2] {
	case "20", "23", "24", "27":
		return arCUITValid(c)
	}
	return false
}

// arCompanyCUIT: the prefixes of companies (30, then 33 and 34).
func arCompanyCUIT(c string) bool {
	switch c[:2] {
	case "30", "33", "34":
		return arCUITValid(c)
	}
	return false
}

func arGen(prefix string) func(r *rand.Rand) string {
	return func(r *rand.Rand) string {
		c := generateWith(r, func(r *rand.Rand) string { return prefix + randDigits(r, 8) }, decimal, 1, arCUITValid)
		return c[:2] + "-" + c[2:10] + "-" + c[10:]
	}
}

var (
	arCBUWeights1 = []int{7, 1, 3, 9, 7, 1, 3}
	arCBUWeights2 = []int{3, 9, 7, 1, 3, 9, 7, 1, 3, 9, 7, 1, 3}
)

func arCBUValid(c string) bool {
	return len(c) == 22 && c[7] == mod10Weighted(c, arCBUWeights1) && c[21] == mod10Weighted(c[8:], arCBUWeights2)
}

func arGenCBU(r *rand.Rand) string {
	b1 := randDigits(r, 7)
	b2 := randDigits(r, 13)
	return b1 + string(mod10Weighted(b1, arCBUWeights1)) + b2 + string(mod10Weighted(b2, arCBUWeights2))
}
