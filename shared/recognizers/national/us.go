package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
)

// United States: SSN (US_SSN is a base type), ITIN, EIN, passport, driver's
// licence and Medicare Beneficiary Identifier.
// addUS adds US's specs (countries, in national.go, lists it).
func addUS() {
	passportCtxs = append(passportCtxs, passportCountry{usPassportCtx, stemsUSPassport})
	ssnCtx := ctx([]string{"ssn", "ssns", "ssa", "social", "security", "socsec"}, stemsSocial)
	// "social insurance number" is Canadian: the SIN of the same shape wins
	ssnCtx.Penalty = []string{"sin", "insurance", "canada", "canadian", "nas"}
	ssnFormatted := regexp.MustCompile(`^\d{3}-\d{2}-\d{4}$|^\d{3} \d{2} \d{4}$`)
	taxCtx := ctx([]string{"itin", "irs", "taxpayer"}, stemsTaxID)
	add(
		Spec{Type: "US_SSN", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: ssnFormatted,
			Valid: usSSNValid, Score: 0.5, Context: ssnCtx, Generate: usGenerateSSN},
		Spec{Type: "US_SSN", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: regexp.MustCompile(`^\d{9}$`),
			Valid: usSSNValid, Score: 0.2, Context: ssnCtx, Generate: usGenerateSSN},
		// Advertised or placeholder numbers (078-05-1120, 123-45-6789): kept
		// below every policy threshold but strict, even with context.
		Spec{Type: "US_SSN", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: ssnFormatted,
			Valid: usSSNPlaceholder, Score: 0.1,
			Context: &detect.Context{Boost: ssnCtx.Boost, BoostBy: 0.15}},
		Spec{Type: "US_ITIN", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: ssnFormatted,
			Valid: usITINValid, Score: 0.5, Context: taxCtx, Generate: usGenerateITIN},
		Spec{Type: "US_ITIN", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: regexp.MustCompile(`^9\d{8}$`),
			Valid: usITINValid, Score: 0.2, Context: taxCtx, Generate: usGenerateITIN},
		// EINs have no check digit: only the IRS campus prefix is checked
		Spec{Type: "US_EIN", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: regexp.MustCompile(`^\d{2}-\d{7}$`),
			Valid: usEINValid, Score: 0.2,
			Context:  ctx([]string{"ein", "fein", "employer", "irs", "federal"}, stemsTaxID),
			Generate: usGenerateEIN},
		// a letter and eight digits (the next-generation books), or nine
		// digits: digits only, as GB_PASSPORT, so that outside English text
		// the number is another country's unless a US word labels it
		// (foreign): "passeport n° 123456789" in French is no US passport
		Spec{Type: "US_PASSPORT", Country: "US", MinLen: 9, MaxLen: 9, Format: regexp.MustCompile(`^[A-Z]\d{8}$`),
			Valid: usPassportShape, Score: 0.05, Context: usPassportCtx, Generate: usGeneratePassport},
		Spec{Type: "US_PASSPORT", Country: "US", MinLen: 9, MaxLen: 9, DigitsOnly: true, Format: regexp.MustCompile(`^\d{9}$`),
			Score: 0.05, Context: usPassportCtx, Generate: func(r *rand.Rand) string { return randDigits(r, 9) }},
		// state formats vary: a letter then 7-12 digits covers CA, FL, IL, WI, MD ...
		Spec{Type: "US_DRIVERS_LICENSE", Country: "US", MinLen: 8, MaxLen: 13,
			Format: regexp.MustCompile(`^[A-Z]\d{7,12}$|^[A-Z]\d{3}[- ]\d{3,4}[- ]\d{2,4}(?:[- ]\d{1,3}){0,2}$`),
			Valid:  usDriversLicenseShape, Score: 0.1,
			Context: ctx([]string{"dmv", "licence", "license"}, stemsDriver), Generate: usGenerateDL},
		Spec{Type: "US_MBI", Country: "US", MinLen: 11, MaxLen: 11, Format: usMBIFormat, Valid: usMBIShape, Score: 0.3,
			Context:  ctx([]string{"medicare", "mbi", "beneficiary", "cms"}, stemsHealthShort),
			Generate: usGenerateMBI},
	)
}

// usPassportCtx lifts a bare passport shape to 0.55 with a passport word, as
// passportCtx does for the European formats (above the generic passport
// phrase and a phone number of the same digits).
// Its country words are every other passport's rivals, and theirs its own
// (addPassportRivals): "Passport 123456789 (USA)" is American, "British
// passport 123456789" British, though the British format matches both.
var usPassportCtx = &detect.Context{Boost: join(stemsPassportShort, stemsUSPassport), BoostBy: 0.5, PenaltyBy: 0.05}

// stemsUSPassport name the United States; "united" is the British stems' too,
// so neither "United States" nor "United Kingdom" lowers its own country.
var stemsUSPassport = []string{"usa", "american", "u.s", "united", "states", "america"}

// usSSNValid: area not 000, 666 or 900-999, group not 00, serial not 0000,
// and not a known placeholder.
func usSSNValid(c string) bool {
	area, group, serial := digitsValue(c[:3]), digitsValue(c[3:5]), digitsValue(c[5:])
	if area == 0 || area == 666 || area >= 900 || group == 0 || serial == 0 {
		return false
	}
	return !usSSNPlaceholder(c)
}

// usSSNPlaceholder: numbers printed in advertisements and examples, and
// repeated digits, which are almost never real.
func usSSNPlaceholder(c string) bool {
	switch c {
	case "078051120", "219099999", "123456789", "457555462":
		return true
	}
	for i := 1; i < len(c); i++ {
		if c[i] != c[0] {
			return false
		}
	}
	return c[0] != '0' && c[0] != '6' && c[0] != '9'
}

// usITINValid: 9XX-GG-SSSS with the group in the IRS ranges.
func usITINValid(c string) bool {
	g := digitsValue(c[3:5])
	return c[0] == '9' && (g >= 50 && g <= 65 || g >= 70 && g <= 88 || g >= 90 && g <= 92 || g >= 94)
}

// usEINPrefixes are the IRS campus prefixes in use.
var usEINPrefixes = func() (ok [100]bool) {
	for _, r := range [][2]int{{1, 6}, {10, 16}, {20, 27}, {30, 48}, {50, 68}, {71, 77}, {80, 88}, {90, 95}, {98, 99}} {
		for p := r[0]; p <= r[1]; p++ {
			ok[p] = true
		}
	}
	return
}()

func usEINValid(c string) bool { return usEINPrefixes[digitsValue(c[:2])] }

// usPassportShape: 9 digits, or (next generation books) a letter and 8 digits.
func usPassportShape(c string) bool {
	return allDigits(c) || c[0] >= 'A' && c[0] <= 'Z' && allDigits(c[1:])
}

// usDriversLicenseShape: a letter then digits (the layout is left to Format).
func usDriversLicenseShape(c string) bool { return c[0] >= 'A' && c[0] <= 'Z' && allDigits(c[1:]) }

// usMBIShape checks the compact MBI without a regexp: digits at positions 1,
// 4, 7, 10, 11 (1-based), letters at 2, 5, 8, 9; the rest either.
func usMBIShape(c string) bool {
	if c[0] < '1' || c[0] > '9' {
		return false
	}
	for i := 1; i < 11; i++ {
		switch i {
		case 3, 6, 9, 10:
			if c[i] < '0' || c[i] > '9' {
				return false
			}
		case 1, 4, 7, 8:
			if !usMBILetter(c[i]) {
				return false
			}
		default:
			if !usMBILetter(c[i]) && (c[i] < '0' || c[i] > '9') {
				return false
			}
		}
	}
	return true
}

func usMBILetter(b byte) bool {
	return b >= 'A' && b <= 'Z' && b != 'B' && b != 'I' && b != 'L' && b != 'O' && b != 'S' && b != 'Z'
}

var usMBIFormat = regexp.MustCompile(`^[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y\d]\d-?[AC-HJKMNP-RT-Y]{2}\d{2}$`)

func usGenerateSSN(r *rand.Rand) string {
	for {
		area := 1 + r.IntN(899)
		c := padN(area, 3) + padN(1+r.IntN(99), 2) + padN(1+r.IntN(9999), 4)
		if usSSNValid(c) {
			return groupDigits(c, "-", 3, 2)
		}
	}
}

func usGenerateITIN(r *rand.Rand) string {
	groups := []int{50, 65, 70, 78, 88, 90, 92, 94, 99}
	c := "9" + randDigits(r, 2) + padN(groups[r.IntN(len(groups))], 2) + randDigits(r, 4)
	return groupDigits(c, "-", 3, 2)
}

func usGenerateEIN(r *rand.Rand) string {
	for {
		p := r.IntN(100)
		if usEINPrefixes[p] {
			return padN(p, 2) + "-" + randDigits(r, 7)
		}
	}
}

func usGeneratePassport(r *rand.Rand) string {
	return string(byte('A'+r.IntN(26))) + randDigits(r, 8)
}

func usGenerateDL(r *rand.Rand) string {
	return string(byte('A'+r.IntN(26))) + randDigits(r, 7)
}

const usMBILetters = "ACDEFGHJKMNPQRTUVWXY"

func usGenerateMBI(r *rand.Rand) string {
	l := func() byte { return usMBILetters[r.IntN(len(usMBILetters))] }
	n := func() byte { return byte('0' + r.IntN(10)) }
	b := []byte{byte('1' + r.IntN(9)), l(), n(), n(), '-', l(), l(), n(), '-', l(), l(), n(), n()}
	return string(b)
}
