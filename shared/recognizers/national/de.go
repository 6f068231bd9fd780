package national

import (
	"math/rand/v2"
	"regexp"
	"strings"
)

// German identifiers: Steuer-IdNr (tax id), Steuernummer (tax number),
// USt-IdNr (VAT), Personalausweis,
// Reisepass, Krankenversichertennummer (KVNR) and the pension insurance
// number (Rentenversicherungsnummer).

var stemsDE = []string{"deutsch", "german", "allemand", "alemán", "aleman", "tedesc", "niemieck", "německ", "nemeck", "bundes"}

// addDE adds DE's specs (countries, in national.go, lists it).
func addDE() {
	idCardCtx := ctx(stemsIDCard, []string{"ausweisnummer", "perso"}, stemsDE)
	add(
		Spec{Type: "DE_TAX_ID", Country: "DE", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$|^\d{2} ?\d{3} ?\d{3} ?\d{3}$`), Valid: validDETaxID, Score: 0.45,
			Context:  ctx(stemsTax, []string{"identifikationsnummer", "idnr", "steuer-id", "steuerid", "identif"}, stemsDE),
			Generate: genDETaxID},
		// The Steuernummer, the tax office's number of a taxpayer or firm:
		// office, district and serial with its check digit, apart by
		// slashes in the states' own forms (2/3/5, 3/3/5, NRW's 3/4/4,
		// Baden-Württemberg's older 5/5), by spaces in Hessen's (0FF BBB
		// UUUUP), or the 13 digits of the federal form that ELSTER writes.
		// Each state has its own check-digit rule, so the shape and the
		// label carry it: without "Steuernummer" or "St.-Nr." near it, an
		// invoice or file reference of the same shape is not one (nor is
		// "Finanzamt" a label: the spaced form is a city's phone number,
		// "Finanzamt Berlin ... 030 901 53000").
		Spec{Type: "DE_TAX_NUMBER", Country: "DE", MinLen: 10, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{2,3}/\d{3}/\d{5}$|^\d{3}/\d{4}/\d{4}$|^\d{5}/\d{5}$|^0\d{2} \d{3} \d{5}$|^\d{4}0\d{8}$`),
			Score:  0.1, Context: ctx([]string{"steuernummer", "steuer-nr", "st.-nr", "st.nr", "stnr"}),
			Generate: genDETaxNumber},
		Spec{Type: "DE_VAT_NUMBER", Country: "DE", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^(?i:de)[ -]?\d{9}$|^(?i:de)[ -]?\d{3} ?\d{3} ?\d{3}$`),
			Valid: func(c string) bool {
				return c[:2] == "DE" && allDigits(c[2:]) && c[2] != '0' && isoMod11_10(c[2:10]) == c[10]
			},
			Score: 0.9, Context: ctx(stemsVAT, stemsTax, stemsDE),
			Generate: func(r *rand.Rand) string {
				s := string(byte('1'+r.IntN(9))) + randDigits(r, 7)
				return "DE" + s + string(isoMod11_10(s))
			}},
		// The card number as printed has nine characters; the machine-readable
		// zone adds an ICAO 7-3-1 check digit.
		Spec{Type: "DE_ID_CARD", Country: "DE", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^[CFGHJKLMNPRTVWXYZ][0-9CFGHJKLMNPRTVWXYZ]{8}\d$`),
			Valid:  func(c string) bool { return icaoCheck(c[:9]) == c[9] }, Score: 0.4,
			Context: idCardCtx,
			Generate: func(r *rand.Rand) string {
				s := genDEDocNumber(r, "LMNPRTVWXYZ")
				return s + string(icaoCheck(s))
			}},
		Spec{Type: "DE_ID_CARD", Country: "DE", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[LMNPRTVWXYZ][0-9CFGHJKLMNPRTVWXYZ]{8}$`), Score: 0.1,
			Context: idCardCtx, Generate: func(r *rand.Rand) string { return genDEDocNumber(r, "LMNPRTVWXYZ") }},
		Spec{Type: "DE_PASSPORT", Country: "DE", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^[CFGHJK][0-9CFGHJKLMNPRTVWXYZ]{8}$`), Score: 0.1,
			Context: passportCtx(stemsDE, nil, "de"), Generate: func(r *rand.Rand) string { return genDEDocNumber(r, "CFGHJK") }},
		Spec{Type: "DE_HEALTH_INSURANCE_NUMBER", Country: "DE", MinLen: 10, MaxLen: 10,
			Format: regexp.MustCompile(`^[A-Z]\d{9}$|^[A-Z] ?\d{3} ?\d{3} ?\d{3}$`), Valid: validKVNR, Score: 0.5,
			Context:  ctx(stemsHealth, []string{"versichertennummer", "krankenkasse", "gesundheitskarte", "egk"}, stemsDE),
			Generate: genKVNR},
		Spec{Type: "DE_SOCIAL_SECURITY_NUMBER", Country: "DE", MinLen: 12, MaxLen: 12,
			Format: regexp.MustCompile(`^\d{2} ?\d{6} ?[A-Z] ?\d{3}$|^\d{8}[A-Z]\d{3}$`), Valid: validRVNR, Score: 0.7,
			Context: ctx([]string{"rentenversicherung", "sozialversicherung", "versicherungsnummer", "rvnr", "svnr",
				"social", "sociale", "social", "sociale", "socjaln", "sociáln", "sociáln"}, stemsDE),
			Generate: genRVNR},
	)
}

// validDETaxID: 11 digits, no leading 0; among the first ten exactly one digit
// is repeated (twice, or three times but not all adjacent); ISO 7064 MOD 11,10.
func validDETaxID(c string) bool {
	if len(c) != 11 || c[0] == '0' {
		return false
	}
	var count [10]int
	for i := 0; i < 10; i++ {
		count[c[i]-'0']++
	}
	repeated := -1
	for dgt, n := range count {
		switch {
		case n > 3:
			return false
		case n > 1:
			if repeated >= 0 {
				return false
			}
			repeated = dgt
		}
	}
	if repeated < 0 {
		return false
	}
	if count[repeated] == 3 {
		r := byte('0' + repeated)
		for i := 0; i+2 < 10; i++ {
			if c[i] == r && c[i+1] == r && c[i+2] == r {
				return false
			}
		}
	}
	return isoMod11_10(c[:10]) == c[10]
}

func genDETaxID(r *rand.Rand) string {
	// Nine distinct digits, one of them written twice, first digit not 0.
	for {
		p := r.Perm(10)
		if p[0] == 0 {
			continue
		}
		b := make([]byte, 10)
		for i := 0; i < 9; i++ {
			b[i] = byte('0' + p[i])
		}
		b[9] = b[r.IntN(9)]
		r.Shuffle(9, func(i, j int) { b[i+1], b[j+1] = b[j+1], b[i+1] })
		s := string(b)
		if !validDETaxID(s + string(isoMod11_10(s))) {
			continue
		}
		s += string(isoMod11_10(s))
		return s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]
	}
}

// icaoCheck returns the ICAO 9303 check digit (weights 7, 3, 1; A=10).
func icaoCheck(s string) byte {
	w := [3]int{7, 3, 1}
	sum := 0
	for i := 0; i < len(s); i++ {
		sum += alnumValue(s[i]) * w[i%3]
	}
	return byte('0' + sum%10)
}

func genDEDocNumber(r *rand.Rand, first string) string {
	for {
		// at least one digit: issued numbers have them, and a run of letters
		// is a word (the recognizer needs a digit in the text)
		s := randFrom(r, first, 1) + randFrom(r, "0123456789CFGHJKLMNPRTVWXYZ", 8)
		if strings.ContainsAny(s, "0123456789") {
			return s
		}
	}
}

// validKVNR: a letter (A=01..Z=26) and nine digits; the last is the check: sum
// of the digit sums of the ten digits weighted 1, 2, 1, 2 ... mod 10.
func validKVNR(c string) bool {
	return len(c) == 10 && c[0] >= 'A' && c[0] <= 'Z' && allDigits(c[1:]) && kvnrCheck(c[:9]) == c[9]
}

func kvnrCheck(s string) byte {
	v := int(s[0]-'A') + 1
	ds := []int{v / 10, v % 10}
	for i := 1; i < 9; i++ {
		ds = append(ds, int(s[i]-'0'))
	}
	sum := 0
	for i, d := range ds {
		p := d * (1 + i%2)
		sum += p/10 + p%10
	}
	return byte('0' + sum%10)
}

func genKVNR(r *rand.Rand) string {
	s := randFrom(r, upper, 1) + randDigits(r, 8)
	return s + string(kvnrCheck(s))
}

var rvnrWeights = []int{2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1}

// validRVNR: area (2 digits), birth date DDMMYY, initial of the birth name,
// serial (2 digits), check digit: the letter becomes two digits (A=01) and the
// digit sums of the twelve weighted digits are added mod 10.
func validRVNR(c string) bool {
	if len(c) != 12 || !allDigits(c[:8]) || c[8] < 'A' || c[8] > 'Z' || !allDigits(c[9:]) {
		return false
	}
	d, m := digitsValue(c[2:4]), digitsValue(c[4:6])
	if !validDate(2000, m, d) { // the century is unknown: allow 29 February
		return false
	}
	return rvnrCheck(c[:11]) == c[11]
}

func rvnrCheck(s string) byte {
	v := int(s[8]-'A') + 1
	ds := s[:8] + pad2(v) + s[9:11]
	sum := 0
	for i, w := range rvnrWeights {
		p := int(ds[i]-'0') * w
		sum += p/10 + p%10
	}
	return byte('0' + sum%10)
}

func genRVNR(r *rand.Rand) string {
	y, m, d := randDate(r, 1940, 2005)
	s := pad2(10+r.IntN(80)) + pad2(d) + pad2(m) + pad2(y%100) + randFrom(r, upper, 1) + pad2(r.IntN(100))
	s += string(rvnrCheck(s))
	return s[:2] + " " + s[2:8] + " " + s[8:9] + " " + s[9:]
}

// genDETaxNumber writes a Steuernummer in the 3/3/5 form of Bavaria and
// five other states: office, district, serial and check digit.
func genDETaxNumber(r *rand.Rand) string {
	return "1" + randDigits(r, 2) + "/" + randDigits(r, 3) + "/" + randDigits(r, 5)
}
