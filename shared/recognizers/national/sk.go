package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
)

// Slovak identifiers: rodné číslo (same rules as the Czech one, see cz.go;
// also the health insurance number), IČ DPH (VAT) and passport.

// addSK adds SK's specs (countries, in national.go, lists it).
func addSK() {
	dicCtx := &detect.Context{Boost: []string{"dič", "dic", "daňové", "danove"}, BoostBy: 0.75}
	// Scores a hair below the Czech specs: with no country word the shared
	// format is reported as Czech; Slovak words lower the Czech candidate.
	slash, plain := birthNumberSpecs("SK_BIRTH_NUMBER", "SK", 0.69, 0.29, stemsSK, stemsCZ)
	add(slash, plain,
		healthVariant(slash, "SK_HEALTH_INSURANCE_NUMBER", join(stemsHealth, stemsSK), stemsCZ),
		healthVariant(plain, "SK_HEALTH_INSURANCE_NUMBER", join(stemsHealth, stemsSK), stemsCZ),
		Spec{Type: "SK_VAT_NUMBER", Country: "SK", MinLen: 12, MaxLen: 12,
			Format: regexp.MustCompile(`^(?i:sk)[ -]?\d{10}$|^(?i:sk)[ -]?\d{3} ?\d{3} ?\d{2} ?\d{2}$`),
			Valid:  validSKVAT, Score: 0.85, Context: ctx(stemsVAT, stemsTax, stemsSK), Generate: genSKVAT},
		// The DIČ: ten digits divisible by 11, written without SK. A
		// person's starts with 1 (a personal tax id), a company's with 2
		// (its IČ DPH is SK and the same digits). Ten digits pass mod 11 one
		// time in eleven, so only a DIČ word reports them.
		Spec{Type: "SK_TAX_ID", Country: "SK", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{10}$`), Valid: validSKPersonalDIC, Score: 0.05, Context: dicCtx,
			Generate: func(r *rand.Rand) string { return genSKDIC(r, '1') }},
		// (no Generate: the VAT number is written with SK, the spec above)
		Spec{Type: "SK_VAT_NUMBER", Country: "SK", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{10}$`), Valid: validSKCompanyDIC, Score: 0.05, Context: dicCtx},
		// The občiansky preukaz: two letters and six digits, no check digit.
		Spec{Type: "SK_ID_CARD", Country: "SK", MinLen: 8, MaxLen: 8,
			Format: regexp.MustCompile(`^[A-Z]{2} ?\d{6}$`), Score: 0.05, Context: idCardCZSKCtx(),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 6) }},
		// Slovak passports: two letters and seven digits, no check digit.
		Spec{Type: "SK_PASSPORT", Country: "SK", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[A-Z]{2}\d{7}$`), Score: 0.05,
			Context:  passportCtx(stemsSK, join(stemsIE, stemsIT, stemsPL), "cs"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 7) }},
	)
}

// validSKVAT: SK + 10 digits, first digit not 0, third digit 2, 3, 4, 7, 8 or
// 9, the number divisible by 11.
func validSKVAT(c string) bool {
	if len(c) != 12 || c[:2] != "SK" || !allDigits(c[2:]) {
		return false
	}
	n := c[2:]
	switch n[2] {
	case '2', '3', '4', '7', '8', '9':
	default:
		return false
	}
	return n[0] != '0' && digitsValue(n)%11 == 0
}

func genSKVAT(r *rand.Rand) string {
	for {
		n := string(byte('1'+r.IntN(9))) + randDigits(r, 1) + string("234789"[r.IntN(6)]) + randDigits(r, 6)
		chk := (11 - digitsValue(n)*10%11) % 11
		if chk == 10 {
			continue
		}
		return "SK" + n + string(byte('0'+chk))
	}
}

// validSKPersonalDIC: a natural person's DIČ, 1 and nine digits, divisible
// by 11.
func validSKPersonalDIC(c string) bool {
	return len(c) == 10 && c[0] == '1' && allDigits(c) && digitsValue(c)%11 == 0
}

// validSKCompanyDIC: a legal person's DIČ, the digits of its IČ DPH.
func validSKCompanyDIC(c string) bool {
	return len(c) == 10 && c[0] == '2' && validSKVAT("SK"+c)
}

// genSKDIC returns a DIČ starting with first ('1' a person).
func genSKDIC(r *rand.Rand, first byte) string {
	for {
		n := string(first) + randDigits(r, 1) + string("234789"[r.IntN(6)]) + randDigits(r, 6)
		chk := (11 - digitsValue(n)*10%11) % 11
		if chk < 10 {
			return n + string(byte('0'+chk))
		}
	}
}
