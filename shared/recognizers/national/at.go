package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Austrian identifiers: the social insurance number (SV-Nummer, also the
// health insurance number on the e-card), the tax number
// (Abgabenkontonummer), UID (VAT) and passport.

var stemsAT = []string{"österreich", "osterreich", "austria", "autrich", "rakousk", "rakúsk", "austriac", "austríac"}

// addAT adds AT's specs (countries, in national.go, lists it).
func addAT() {
	sv := Spec{Type: "AT_SOCIAL_SECURITY_NUMBER", Country: "AT", MinLen: 10, MaxLen: 10, DigitsOnly: true,
		// the birth date is also written in pairs: "1237 01 01 80"
		Format: regexp.MustCompile(`^\d{4} ?\d{6}$|^\d{4} \d{2} \d{2} \d{2}$`), Valid: validATSV, Score: 0.5,
		// "SV-Nr." is the usual label on forms and claims
		Context: &detect.Context{Boost: join([]string{"sozialversicherung", "versicherungsnummer", "svnr",
			"sv-nummer", "sv-nr", "sv", "social", "sociale", "socjaln", "sociáln", "sociáln"}, stemsAT), Penalty: stemsHealth},
		Generate: genATSV}
	add(sv,
		healthVariant(sv, "AT_HEALTH_INSURANCE_NUMBER", join(stemsHealth, []string{"versicherungsnummer", "svnr"}), nil),
		// The tax number is a Luhn-checked nine digits; written 12-345/6789
		// or 12 345/6789 (the tax office's number apart) it is a rare shape,
		// as plain digits it is not.
		Spec{Type: "AT_TAX_ID", Country: "AT", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{2}[- ]\d{3}/\d{4}$`), Valid: checksum.Luhn, Score: 0.55,
			Context: ctx(stemsTax, []string{"abgabenkonto"}, stemsTaxDE, stemsAT), Generate: genATTaxID},
		Spec{Type: "AT_TAX_ID", Country: "AT", MinLen: 9, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{9}$`), Valid: checksum.Luhn, Score: 0.1,
			Context:  ctx(stemsTax, []string{"abgabenkonto"}, stemsTaxDE, stemsAT),
			Generate: func(r *rand.Rand) string { return compact(genATTaxID(r)) }},
		Spec{Type: "AT_VAT_NUMBER", Country: "AT", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^(?i:atu)[ -]?\d{8}$|^(?i:at) ?(?i:u)\d{8}$`), Valid: validATVAT, Score: 0.9,
			Context: ctx(stemsVAT, stemsTax, stemsAT), Generate: genATVAT},
		// Passports: one letter and seven digits, no check digit.
		Spec{Type: "AT_PASSPORT", Country: "AT", MinLen: 8, MaxLen: 8,
			Format: regexp.MustCompile(`^[A-Z] ?\d{7}$`), Score: 0.05, Context: passportCtx(stemsAT, stemsCH, "de"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 1) + randDigits(r, 7) }},
	)
}

var atSVWeights = []int{3, 7, 9, 0, 5, 8, 4, 2, 1, 6}

// validATSV: serial (3 digits, no leading 0), check digit, birth date DDMMYY;
// the check is the weighted sum mod 11 (10 is never issued). Where a day's
// serials ran out or the birth date was unknown, a replacement date in
// month 13 or 14 was given ("1248 011365").
func validATSV(c string) bool {
	if len(c) != 10 || c[0] == '0' {
		return false
	}
	if weightedSum(c, atSVWeights)%11 != int(c[3]-'0') {
		return false
	}
	d, m := digitsValue(c[4:6]), digitsValue(c[6:8])
	if m == 13 || m == 14 {
		return d >= 1 && d <= 31
	}
	return validDate(2000, m, d) // century unknown: allow 29 February
}

func genATSV(r *rand.Rand) string {
	for {
		y, m, d := randDate(r, 1930, 2020)
		s := string(byte('1'+r.IntN(9))) + randDigits(r, 2) + "0" + pad2(d) + pad2(m) + pad2(y%100)
		chk := weightedSum(s, atSVWeights) % 11
		if chk == 10 {
			continue
		}
		return s[:3] + string(byte('0'+chk)) + " " + s[4:]
	}
}

func genATTaxID(r *rand.Rand) string {
	s := pad2(1+r.IntN(98)) + randDigits(r, 6)
	s += string(checksum.LuhnDigit(s))
	return s[:2] + "-" + s[2:5] + "/" + s[5:]
}

// validATVAT: ATU and eight digits; the last is a Luhn-like check over the
// first seven, offset by 4.
func validATVAT(c string) bool {
	return len(c) == 11 && c[:3] == "ATU" && allDigits(c[3:]) && atVATCheck(c[3:10]) == c[10]
}

func atVATCheck(s string) byte {
	sum := 0
	for i := 0; i < 7; i++ {
		p := int(s[i]-'0') * (1 + i%2)
		sum += p/10 + p%10
	}
	return byte('0' + (10-(sum+4)%10)%10)
}

func genATVAT(r *rand.Rand) string {
	s := randDigits(r, 7)
	return "ATU" + s + string(atVATCheck(s))
}

// stemsTaxDE are the German labels of a tax number (vocab's TaxIDWords:
// "St.-Nr.", "StNr."), which Austria writes too.
var stemsTaxDE = func() []string {
	de, _ := vocab.Of("de")
	return de.TaxIDWords
}()
