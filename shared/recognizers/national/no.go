package national

import (
	"math/rand/v2"
	"regexp"

	"github.com/piiguard/piiguard/shared/entity"
)

// Norway: fødselsnummer (with D- and H-numbers).
func init() {
	entity.Register(entity.Type{ID: "NO_FODSELSNUMMER", Name: "norwegian national identity number",
		Aliases:  []string{"fødselsnummer", "fodselsnummer", "no fødselsnummer", "norwegian birth number"},
		Category: entity.Government, Parent: "NATIONAL_ID", Countries: []string{"NO"}})

	Add(Spec{Type: "NO_FODSELSNUMMER", Country: "NO", MinLen: 11, MaxLen: 11, DigitsOnly: true,
		Format: regexp.MustCompile(`^\d{6} ?\d{5}$`), Valid: noFodselsnummerValid, Score: 0.8,
		Context:  hb.ctx([]string{"fødselsnummer", "fodselsnummer", "personnummer", "fnr", "d-nummer"}, hbStemsPersonalID, hbStemsSocial),
		Generate: noGenerate})
}

var (
	noWeights1 = []int{3, 7, 6, 1, 8, 9, 4, 5, 2}
	noWeights2 = []int{5, 4, 3, 2, 7, 6, 5, 4, 3, 2}
)

// noCheck returns the mod-11 check digit for the weighted sum, or -1 when
// the remainder makes it impossible.
func noCheck(sum int) int {
	k := 11 - sum%11
	if k == 11 {
		return 0
	}
	if k == 10 {
		return -1
	}
	return k
}

func noFodselsnummerValid(c string) bool {
	d := hb.num(c[0:2])
	if d > 40 { // D-number
		d -= 40
	}
	m := hb.num(c[2:4])
	if m > 40 { // H-number
		m -= 40
	}
	if !hb.validDayMonth(hb.num(c[4:6]), m, d) {
		return false
	}
	return noCheck(hb.weighted(c, noWeights1)) == int(c[9]-'0') &&
		noCheck(hb.weighted(c, noWeights2)) == int(c[10]-'0')
}

func noGenerate(r *rand.Rand) string {
	return hb.generate(r, func(r *rand.Rand) string {
		y, m, d := hb.date(r, 1940, 2020)
		return hb.pad(d, 2) + hb.pad(m, 2) + hb.pad(y%100, 2) + hb.digits(r, 3)
	}, hbDecimal, 2, noFodselsnummerValid)
}
