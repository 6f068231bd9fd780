package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/entity"
)

// Estonia: isikukood (personal code) and KMKR (VAT number).
func init() {
	entity.Register(entity.Type{ID: "EE_ISIKUKOOD", Name: "estonian personal identification code",
		Aliases: []string{"isikukood", "ee isikukood"}, Category: entity.Government,
		Parent: "NATIONAL_ID", Countries: []string{"EE"}})
	entity.Register(entity.Type{ID: "EE_VAT", Name: "estonian vat number",
		Aliases: []string{"kmkr", "ee vat", "ee vat number"}, Category: entity.Financial,
		Parent: "VAT_NUMBER", Countries: []string{"EE"}})

	Add(
		Spec{Type: "EE_ISIKUKOOD", Country: "EE", MinLen: 11, MaxLen: 11, DigitsOnly: true,
			Format: regexp.MustCompile(`^\d{11}$`), Valid: eeIsikukoodValid, Score: 0.8,
			Context:  hb.ctx([]string{"isikukood", "isikukoodi"}, hbStemsPersonalID),
			Generate: balticGenerate},
		Spec{Type: "EE_VAT", Country: "EE", MinLen: 11, MaxLen: 11,
			Format: regexp.MustCompile(`^EE ?\d{9}$`),
			Valid:  func(c string) bool { b, ok := hb.strip(c, "EE"); return ok && eeKMKRValid(b) },
			Score:  0.95, Context: hb.ctx([]string{"kmkr", "käibemaks"}, hbStemsVAT, hbStemsTaxID),
			Generate: eeGenerateVAT},
	)
}

var (
	balticWeights1 = []int{1, 2, 3, 4, 5, 6, 7, 8, 9, 1}
	balticWeights2 = []int{3, 4, 5, 6, 7, 8, 9, 1, 2, 3}
)

// balticCodeValid checks the shared Estonian / Lithuanian layout GYYMMDDSSSC:
// G (1-6) gives sex and century, then the date and a two-round mod-11 digit.
func balticCodeValid(c string) bool {
	g := int(c[0] - '0')
	if g < 1 || g > 6 {
		return false
	}
	year := 1800 + 100*((g-1)/2) + hb.num(c[1:3])
	if !hb.validDate(year, hb.num(c[3:5]), hb.num(c[5:7])) {
		return false
	}
	k := hb.weighted(c, balticWeights1) % 11
	if k == 10 {
		k = hb.weighted(c, balticWeights2) % 11 % 10
	}
	return int(c[10]-'0') == k
}

func eeIsikukoodValid(c string) bool { return balticCodeValid(c) }

// balticGenerate makes a valid GYYMMDDSSSC code born 1930-2020.
func balticGenerate(r *rand.Rand) string {
	return hb.generate(r, func(r *rand.Rand) string {
		y, m, d := hb.date(r, 1930, 2020)
		g := 3 + r.IntN(2)
		if y >= 2000 {
			g = 5 + r.IntN(2)
		}
		return string(byte('0'+g)) + hb.pad(y%100, 2) + hb.pad(m, 2) + hb.pad(d, 2) + hb.digits(r, 3)
	}, hbDecimal, 1, balticCodeValid)
}

func eeKMKRValid(b string) bool {
	return len(b) == 9 && b[:2] == "10" && hb.weighted(b, []int{3, 7, 1, 3, 7, 1, 3, 7, 1})%10 == 0
}

func eeGenerateVAT(r *rand.Rand) string {
	return "EE" + hb.generate(r, func(r *rand.Rand) string { return "10" + hb.digits(r, 6) }, hbDecimal, 1, eeKMKRValid)
}
