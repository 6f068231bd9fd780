package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
)

// Czech identifiers: rodné číslo (also the health insurance number), DIČ (VAT)
// and passport. The Slovak rodné číslo has the same format (sk.go); the two
// are told apart by country words in the context.

var (
	stemsCZ = []string{"česk", "cesk", "czech", "tschech", "tchèque", "tcheque", "checo", "ceco", "czesk", "narozen", "průkaz"}
	stemsSK = []string{"slovensk", "slovak", "slowak", "slovaque", "eslovaco", "slovacc", "słowack", "naroden", "preukaz", "občiansk"}
	// stemsBirthNumber: words next to a rodné číslo in the 8 languages.
	stemsBirthNumber = []string{"rodn", "číslo", "čísla", "cislo", "rč", "rc", "birth", "personal", "identif", // "rc": a chat's rč without its háček
		"geburt", "persönlich", "naissance", "personnel", "nacimiento", "personal", "nascita", "personale",
		"urodzen", "osobist", "osobn"}
)

// addCZ adds CZ's specs (countries, in national.go, lists it).
func addCZ() {
	slash, plain := birthNumberSpecs("CZ_BIRTH_NUMBER", "CZ", 0.7, 0.3, stemsCZ, stemsSK)
	add(slash, plain,
		healthVariant(slash, "CZ_HEALTH_INSURANCE_NUMBER", join(stemsHealth, stemsCZ), stemsSK),
		healthVariant(plain, "CZ_HEALTH_INSURANCE_NUMBER", join(stemsHealth, stemsCZ), stemsSK),
		Spec{Type: "CZ_VAT_NUMBER", Country: "CZ", MinLen: 10, MaxLen: 12,
			Format: regexp.MustCompile(`^(?i:cz)[ -]?\d{8,10}$`), Valid: validCZVAT, Score: 0.85,
			Context: ctx(stemsVAT, stemsTax, stemsCZ), Generate: genCZVAT},
		// A person's DIČ is CZ and their rodné číslo: a personal tax id (the
		// guide's "a person's DIČ"), reported above the VAT reading of the
		// same string; a company's is CZ and its eight-digit IČO.
		Spec{Type: "CZ_TAX_ID", Country: "CZ", MinLen: 11, MaxLen: 12,
			Format: regexp.MustCompile(`^(?i:cz)[ -]?\d{9,10}$`), Valid: validCZPersonalDIC, Score: 0.9,
			Context: ctx(stemsVAT, stemsTax, stemsCZ), Generate: func(r *rand.Rand) string { return "CZ" + genBirthNumber(r, false) }},
		// The občanský průkaz (identity card) since 2012: nine digits, no
		// check digit; only its label ("Číslo OP", "občanský průkaz")
		// reports it.
		Spec{Type: "CZ_ID_CARD", Country: "CZ", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Score: 0.05, Context: idCardCZSKCtx(),
			Generate: func(r *rand.Rand) string { return randDigits(r, 9) }},
		// Czech passports: 8 digits, no check digit.
		Spec{Type: "CZ_PASSPORT", Country: "CZ", MinLen: 8, MaxLen: 8, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{8}$`), Score: 0.05,
			Context: passportCtx(stemsCZ, nil, "cs"), Generate: func(r *rand.Rand) string { return randDigits(r, 8) }},
	)
}

// idCardCZSKCtx is the context of a Czech or Slovak identity card number:
// "OP" and "občanský průkaz" / "občiansky preukaz" lift it; a driving
// licence or passport word (also a "průkaz") drops it.
func idCardCZSKCtx() *detect.Context {
	return &detect.Context{Boost: []string{"op", "občansk", "obcansk", "občiansk", "obciansk", "průkaz", "prukaz",
		"preukaz", "totožnost", "totožnosti", "totoznost"}, BoostBy: 0.6,
		Penalty: join(stemsDriver, stemsPassportShort), PenaltyBy: 0.6}
}

// birthNumberSpecs returns the specs of a CZ/SK rodné číslo: written with its
// slash (rare shape, high score) and as plain digits (any 10-digit number may
// pass mod 11 and the date, so it relies on context). own are the country's
// words, other the neighbour's: they lower the score so that the right
// country wins the overlap.
func birthNumberSpecs(typ, cc string, slashScore, plainScore float64, own, other []string) (Spec, Spec) {
	c := &detect.Context{Boost: join(stemsBirthNumber, own), Penalty: join(stemsHealth, other)}
	gen := func(r *rand.Rand) string { return genBirthNumber(r, true) }
	slash := Spec{Type: typ, Country: cc, MinLen: 9, MaxLen: 10, DigitsOnly: true,
		Format: regexp.MustCompile(`^\d{6}/\d{3,4}$`), Valid: validBirthNumber, Score: slashScore,
		Context: c, Generate: gen}
	plain := Spec{Type: typ, Country: cc, MinLen: 10, MaxLen: 10, DigitsOnly: true,
		Format: regexp.MustCompile(`^\d{10}$`), Valid: validBirthNumber, Score: plainScore,
		Context: c, Generate: func(r *rand.Rand) string { return genBirthNumber(r, false) }}
	return slash, plain
}

// validBirthNumber checks a CZ/SK rodné číslo: YYMMDD (women +50 on the month,
// +20 from 2004 when a day's numbers run out) and, for 10 digits, the whole
// number divisible by 11 (or first nine mod 11 = 10 with check digit 0). Nine
// digits were issued before 1954 and carry no check digit.
func validBirthNumber(c string) bool {
	if len(c) != 9 && len(c) != 10 {
		return false
	}
	yy, mm, dd := digitsValue(c[0:2]), digitsValue(c[2:4]), digitsValue(c[4:6])
	switch {
	case mm > 70:
		mm -= 70
	case mm > 50:
		mm -= 50
	case mm > 20:
		mm -= 20
	}
	y := 1900 + yy
	if len(c) == 10 {
		if yy < 54 {
			y = 2000 + yy
		}
		n := digitsValue(c)
		if n%11 != 0 && !(digitsValue(c[:9])%11 == 10 && c[9] == '0') {
			return false
		}
	} else if yy >= 54 {
		return false
	}
	if digitsValue(c[2:4]) > 12 && digitsValue(c[2:4]) < 50 && y < 2004 {
		return false // +20 months only since 2004
	}
	return validDate(y, mm, dd)
}

func genBirthNumber(r *rand.Rand, slash bool) string {
	for {
		y, m, d := randDate(r, 1954, 2020)
		if r.IntN(2) == 0 {
			m += 50
		}
		head := pad2(y%100) + pad2(m) + pad2(d) + randDigits(r, 3)
		chk := digitsValue(head) % 11
		if chk == 10 {
			continue
		}
		if slash {
			return head[:6] + "/" + head[6:] + string(byte('0'+chk))
		}
		return head + string(byte('0'+chk))
	}
}

// validCZVAT: CZ + 8 digits (legal entity, mod 11 check) or + 9/10 digits
// (a person's rodné číslo).
func validCZVAT(c string) bool {
	if len(c) < 10 || c[:2] != "CZ" || !allDigits(c[2:]) {
		return false
	}
	n := c[2:]
	if len(n) == 8 {
		if n[0] == '9' {
			return false
		}
		return n[7] == czLegalCheck(n[:7])
	}
	return validBirthNumber(n)
}

// validCZPersonalDIC: CZ and a valid rodné číslo.
func validCZPersonalDIC(c string) bool {
	return len(c) >= 11 && c[:2] == "CZ" && allDigits(c[2:]) && validBirthNumber(c[2:])
}

func czLegalCheck(s string) byte {
	chk := (11 - weightedSum(s, []int{8, 7, 6, 5, 4, 3, 2})%11) % 11
	if chk == 0 {
		chk = 1
	}
	return byte('0' + chk%10)
}

// genCZVAT returns a company's DIČ: CZ and a rodné číslo is a person's tax
// id (CZ_TAX_ID).
func genCZVAT(r *rand.Rand) string {
	s := string(byte('0'+r.IntN(9))) + randDigits(r, 6)
	return "CZ" + s + string(czLegalCheck(s))
}
