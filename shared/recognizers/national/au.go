package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/detect"
)

// Australia: Tax File Number, Medicare card number and ABN.
// addAU adds AU's specs (countries, in national.go, lists it).
func addAU() {
	add(
		// one mod-11 check on 8-9 digits: weak alone
		Spec{Type: "AU_TFN", Country: "AU", MinLen: 8, MaxLen: 9, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{3} ?\d{3} ?\d{2,3}$`), Valid: auTFNValid, Score: 0.3,
			Context:  ctx([]string{"tfn", "file", "ato"}, stemsTaxID),
			Generate: auGenerateTFN},
		// a check digit on eight digits passes one number in ten: the
		// label must carry it. In English text (the US's and the UK's,
		// where AU is foreign) only its own words do, by enough to pass
		// the foreign number's lowering: "Medicare number 4158 72034 1"
		// is Australian, "Patient 4158720341" stays a record number.
		Spec{Type: "AU_MEDICARE", Country: "AU", MinLen: 10, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^[2-6]\d{3} ?\d{5} ?\d(?:[ -/]?\d)?$`), Valid: auMedicareValid, Score: 0.3,
			Context:   &detect.Context{Boost: join([]string{"medicare", "irn", "card"}, stemsHealthShort), BoostBy: 0.5},
			OwnLabels: []string{"medicare", "irn"},
			Generate:  auGenerateMedicare},
		Spec{Type: "AU_VAT_NUMBER", Country: "AU", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{2} ?\d{3} ?\d{3} ?\d{3}$`), Valid: auABNValid, Score: 0.6,
			Context:  ctx([]string{"abn", "business", "australian", "gst"}, stemsTaxID),
			Generate: auGenerateABN},
	)
}

func auTFNValid(c string) bool {
	if len(c) == 8 {
		return weightedSum(c, []int{10, 7, 8, 4, 6, 3, 5, 1})%11 == 0
	}
	return weightedSum(c, []int{1, 4, 3, 7, 5, 8, 6, 9, 10})%11 == 0
}

// auMedicareValid: the 9th digit checks the first eight; the 10th is the
// card issue number and an optional 11th the individual reference number.
func auMedicareValid(c string) bool {
	return c[0] >= '2' && c[0] <= '6' && weightedSum(c, []int{1, 3, 7, 9, 1, 3, 7, 9})%10 == int(c[8]-'0')
}

// auABNValid: subtract 1 from the first digit, then the weighted sum is a
// multiple of 89.
func auABNValid(c string) bool {
	if c[0] == '0' {
		return false
	}
	return (weightedSum(c, []int{10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19})-10)%89 == 0
}

func auGenerateTFN(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string { return randDigits(r, 8) }, decimal, 1, auTFNValid)
	return groupDigits(c, " ", 3, 3)
}

func auGenerateMedicare(r *rand.Rand) string {
	c := generateWith(r, func(r *rand.Rand) string {
		return string(byte('2'+r.IntN(5))) + randDigits(r, 7)
	}, decimal, 1, func(s string) bool { return auMedicareValid(s + "1") })
	return c[:4] + " " + c[4:] + " " + string(byte('1'+r.IntN(9)))
}

// auGenerateABN fills the two leading digits (the check pair) by search.
func auGenerateABN(r *rand.Rand) string {
	for {
		body := randDigits(r, 9)
		start := r.IntN(90)
		for k := 0; k < 90; k++ {
			c := padN(10+(start+k)%90, 2) + body
			if auABNValid(c) {
				return c[:2] + " " + c[2:5] + " " + c[5:8] + " " + c[8:]
			}
		}
	}
}
