package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// French identifiers: NIR (numéro de sécurité sociale / INSEE, also on the
// carte Vitale), SPI (numéro fiscal), TVA intracommunautaire and passport.

var stemsFR = []string{"franç", "franc", "french", "französ", "francés", "frances", "frances", "franceses", "francuz", "francouz", "francúz"}

// addFR adds FR's specs (countries, in national.go, lists it).
func addFR() {
	nir := Spec{Type: "FR_NIR", Country: "FR", MinLen: 15, MaxLen: 15,
		Format: regexp.MustCompile(`^[1-478] ?\d{2} ?\d{2} ?(?:\d{2}|2[ABab]) ?\d{3} ?\d{3} ?\d{2}$`),
		Valid:  validNIR, Score: 0.85,
		Context: &detect.Context{Boost: join([]string{"sécurité", "securite", "sociale", "social", "insee", "nir",
			"identif", "personal", "national", "sozialversicherung", "seguridad", "previdenza", "ubezpiecz",
			"sociáln", "sociáln"}, stemsFR), Penalty: stemsHealth},
		Generate: genNIR}
	add(nir,
		healthVariant(nir, "FR_HEALTH_INSURANCE_NUMBER", stemsHealth, nil),
		// SPI: 13 digits, the last three the first ten mod 511.
		Spec{Type: "FR_TAX_ID", Country: "FR", MinLen: 13, MaxLen: 13, DigitsOnly: true,
			Format: regexp.MustCompile(`^[0-3]\d ?\d{2} ?\d{3} ?\d{3} ?\d{3}$`), Valid: validSPI, Score: 0.5,
			Context: ctx(stemsTax, []string{"spi", "référence", "reference", "avis"}, stemsFR), Generate: genSPI},
		Spec{Type: "FR_VAT_NUMBER", Country: "FR", MinLen: 13, MaxLen: 13,
			Format: regexp.MustCompile(`^(?i:fr)[ -]?\d{2} ?\d{3} ?\d{3} ?\d{3}$`), Valid: validFRVAT, Score: 0.9,
			Context: ctx(stemsVAT, stemsTax, []string{"siren", "siret"}, stemsFR), Generate: genFRVAT},
		// The identity card issued until 2021 (carte nationale d'identité):
		// twelve digits, the year and month of issue, the issuing office,
		// a serial; no check digit outside the machine-readable zone, so
		// only its label reports it.
		Spec{Type: "FR_ID_CARD", Country: "FR", MinLen: 12, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{2}(?:0[1-9]|1[0-2])\d{8}$`), Score: 0.05,
			Context: &detect.Context{Boost: []string{"identité", "identite", "cni"}, BoostBy: 0.6,
				Penalty: join(stemsDriver, stemsPassportShort), PenaltyBy: 0.6},
			Generate: func(r *rand.Rand) string {
				return pad2(r.IntN(21)) + pad2(1+r.IntN(12)) + padN(10+r.IntN(950), 3) + padN(r.IntN(100000), 5)
			}},
		// Passports: two digits, two letters, five digits; no check digit.
		Spec{Type: "FR_PASSPORT", Country: "FR", MinLen: 9, MaxLen: 9,
			Format: regexp.MustCompile(`^\d{2}[A-Z]{2}\d{5}$`), Score: 0.1, Context: passportCtx(stemsFR, nil, "fr"),
			Generate: func(r *rand.Rand) string { return randDigits(r, 2) + randFrom(r, upper, 2) + randDigits(r, 5) }},
	)
}

// validNIR: sex (1, 2; 3, 4, 7, 8 for provisional numbers), YY, MM (01-12,
// 20-42 or 50-99 when unknown), département (2A/2B for Corsica), commune,
// order, then key = 97 - (first 13 digits mod 97), Corsica counted as 19/18.
func validNIR(c string) bool {
	if len(c) != 15 || !allDigits(c[7:]) || !allDigits(c[:5]) {
		return false
	}
	head := c[:13]
	switch c[5:7] {
	case "2A":
		head = c[:5] + "19" + c[7:13]
	case "2B":
		head = c[:5] + "18" + c[7:13]
	default:
		if !allDigits(c[5:7]) {
			return false
		}
	}
	m := digitsValue(c[3:5])
	if m == 0 || m > 12 && m < 20 || m > 42 && m < 50 {
		return false
	}
	return 97-mod97(head) == digitsValue(c[13:])
}

func genNIR(r *rand.Rand) string {
	dept := pad2(1 + r.IntN(95))
	if dept == "20" {
		dept = "2A"
	}
	y, m, _ := randDate(r, 1930, 2020)
	head := string("12"[r.IntN(2)]) + pad2(y%100) + pad2(m) + dept + padN(1+r.IntN(990), 3) + padN(1+r.IntN(999), 3)
	num := head
	if dept == "2A" {
		num = head[:5] + "19" + head[7:]
	}
	key := pad2(97 - mod97(num))
	return head[:1] + " " + head[1:3] + " " + head[3:5] + " " + head[5:7] + " " + head[7:10] + " " + head[10:] + " " + key
}

func validSPI(c string) bool {
	return len(c) == 13 && c[0] <= '3' && digitsValue(c[:10])%511 == digitsValue(c[10:])
}

func genSPI(r *rand.Rand) string {
	s := string(byte('0'+r.IntN(4))) + randDigits(r, 9)
	s += padN(digitsValue(s)%511, 3)
	return s[:2] + " " + s[2:4] + " " + s[4:7] + " " + s[7:10] + " " + s[10:]
}

// validFRVAT: FR, a two-digit key, the SIREN (Luhn); key = (12 + 3 * (SIREN
// mod 97)) mod 97. Keys with letters (rare, new style) are not accepted.
func validFRVAT(c string) bool {
	if len(c) != 13 || c[:2] != "FR" || !allDigits(c[2:]) {
		return false
	}
	siren := c[4:]
	return checksum.Luhn(siren) && (12+3*mod97(siren))%97 == digitsValue(c[2:4])
}

func genFRVAT(r *rand.Rand) string {
	s := randDigits(r, 8)
	siren := s + string(checksum.LuhnDigit(s))
	return "FR" + pad2((12+3*mod97(siren))%97) + siren
}
