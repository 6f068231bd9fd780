package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
)

// Belgian identifiers: the national register number (rijksregisternummer /
// numéro de registre national), the eID card number, the enterprise/VAT
// number and the passport.

var stemsBE = []string{"belg", "belgi", "rijksregister", "registre", "national", "nationaal", "insz", "niss"}

// addBE adds BE's specs (countries, in national.go, lists it).
func addBE() {
	add(
		Spec{Type: "BE_NATIONAL_NUMBER", Country: "BE", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{2}\.?\d{2}\.?\d{2}[-. ]?\d{3}[-. ]?\d{2}$`), Valid: validBENN, Score: 0.7,
			Context:  ctx([]string{"identif", "personal", "national", "número", "numéro", "nummer", "numer", "identit"}, stemsBE),
			Generate: genBENN},
		Spec{Type: "BE_VAT_NUMBER", Country: "BE", MinLen: 11, MaxLen: 12,
			Format: regexp.MustCompile(`^(?i:be)[ -]?[01]?\d{3}[. ]?\d{3}[. ]?\d{3}$`), Valid: validBEVAT, Score: 0.9,
			Context: beVATCtx, Generate: genBEVAT},
		// The enterprise number (numéro d'entreprise, ondernemingsnummer,
		// Unternehmensnummer, BCE/KBO) is the VAT number without BE, written
		// in dotted groups: 0403.019.261. Ten digits in a date-less mod 97
		// are as rare as a phone number of the same digits, so the bare
		// shape stays under the phone and a company word lifts it.
		Spec{Type: "BE_VAT_NUMBER", Country: "BE", MinLen: 10, MaxLen: 10, DigitsOnly: true,
			Format: regexp.MustCompile(`^[01]\d{3}\.\d{3}\.\d{3}$|^[01]\d{3} \d{3} \d{3}$`), Valid: validBEEnterprise, Score: 0.5,
			Context:  beEnterpriseCtx,
			Generate: func(r *rand.Rand) string { s := genBEVAT(r)[2:]; return s[:4] + "." + s[4:7] + "." + s[7:] }},
		// eID card number (carte d'identité, identiteitskaart, Kids-ID,
		// residence card): 3-7-2 digits, the last two the first ten mod 97.
		// Written with its dashes it is a shape of its own; as twelve plain
		// digits only a card word lifts it.
		Spec{Type: "BE_ID_CARD", Country: "BE", MinLen: 12, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3}-\d{7}-\d{2}$`), Valid: validBEIDCard, Score: 0.6,
			Context: beIDCardCtx, Generate: genBEIDCard},
		Spec{Type: "BE_ID_CARD", Country: "BE", MinLen: 12, MaxLen: 12, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3} ?\d{7} ?\d{2}$`), Valid: validBEIDCard, Score: 0.15,
			Context: beIDCardCtx, Generate: func(r *rand.Rand) string { return compact(genBEIDCard(r)) }},
		// Passports: two letters and six digits, no check digit.
		Spec{Type: "BE_PASSPORT", Country: "BE", MinLen: 8, MaxLen: 8,
			Format: regexp.MustCompile(`^[A-Z]{2}\d{6}$`), Score: 0.05, Context: passportCtx(stemsBE, stemsLU, "fr", "nl", "de"),
			Generate: func(r *rand.Rand) string { return randFrom(r, upper, 2) + randDigits(r, 6) }},
	)
}

var beVATCtx = ctx(stemsVAT, stemsTax, []string{"ondernemingsnummer", "onderneming", "entreprise", "unternehmensnummer",
	"unternehmen", "bce", "kbo", "bce/kbo", "kbo/bce", "btw-nummer"}, stemsBE)

// beEnterpriseCtx is beVATCtx, lowered by the labels of order, invoice and
// file numbers, which take the same dotted groups ("Référence
// 0403.019.261").
var beEnterpriseCtx = &detect.Context{Boost: beVATCtx.Boost, Penalty: []string{"référence", "reference", "réf",
	"commande", "facture", "dossier", "auftrag", "bestell", "rechnung", "referenz", "ordine", "fattura", "order", "invoice"}}

var beIDCardCtx = ctx(stemsIDCard, []string{"eid", "kids-id", "identiteitskaart", "kaart", "kaartnummer",
	"verblijfskaart", "séjour", "sejour"}, stemsBE)

// validBEIDCard: twelve digits, the last two the first ten mod 97 (97 when
// the remainder is 0).
func validBEIDCard(c string) bool {
	if len(c) != 12 {
		return false
	}
	chk := mod97(c[:10])
	if chk == 0 {
		chk = 97
	}
	return digitsValue(c[10:]) == chk
}

func genBEIDCard(r *rand.Rand) string {
	s := string(byte('1'+r.IntN(9))) + randDigits(r, 9)
	chk := mod97(s)
	if chk == 0 {
		chk = 97
	}
	s += pad2(chk)
	return s[:3] + "-" + s[3:10] + "-" + s[10:]
}

// validBENN: YYMMDD (month +20 or +40 for bis numbers, month or day 0 when
// unknown), serial, and check = 97 - (first nine mod 97); for births from 2000
// the nine digits are prefixed with 2.
func validBENN(c string) bool {
	if len(c) != 11 {
		return false
	}
	chk := digitsValue(c[9:])
	century := 0
	switch {
	case 97-mod97(c[:9]) == chk:
		century = 1900
	case 97-mod97("2"+c[:9]) == chk:
		century = 2000
	default:
		return false
	}
	m, d := digitsValue(c[2:4])%20, digitsValue(c[4:6])
	if digitsValue(c[2:4]) > 52 || m > 12 {
		return false
	}
	if m == 0 || d == 0 {
		return d <= 31
	}
	return validDate(century+digitsValue(c[:2]), m, d)
}

func genBENN(r *rand.Rand) string {
	y, m, d := randDate(r, 1930, 2020)
	s := pad2(y%100) + pad2(m) + pad2(d) + padN(1+r.IntN(997), 3)
	n := s
	if y >= 2000 {
		n = "2" + s
	}
	s += pad2(97 - mod97(n))
	return s[:2] + "." + s[2:4] + "." + s[4:6] + "-" + s[6:9] + "." + s[9:]
}

// validBEVAT: BE, ten digits (old nine-digit numbers take a leading 0), the
// first 0 or 1; the last two are 97 - (first eight mod 97).
func validBEVAT(c string) bool {
	if len(c) < 11 || c[:2] != "BE" || !allDigits(c[2:]) {
		return false
	}
	n := c[2:]
	if len(n) == 9 {
		n = "0" + n
	}
	return (n[0] == '0' || n[0] == '1') && 97-mod97(n[:8]) == digitsValue(n[8:])
}

// validBEEnterprise: the ten digits of validBEVAT without BE.
func validBEEnterprise(c string) bool {
	return len(c) == 10 && (c[0] == '0' || c[0] == '1') && 97-mod97(c[:8]) == digitsValue(c[8:])
}

func genBEVAT(r *rand.Rand) string {
	s := string("01"[r.IntN(2)]) + string(byte('1'+r.IntN(9))) + randDigits(r, 6)
	s += pad2(97 - mod97(s))
	return "BE" + s
}
