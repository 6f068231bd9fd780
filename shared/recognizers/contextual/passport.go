package contextual

import "github.com/piiguard/piiguard/shared/lang/vocab"

// passportSpec: passport numbers after a passport word in the eight languages,
// for the countries without a format of their own in shared/recognizers/national
// ("Passport No.: 123456789" for a Danish, Swedish, Indian or Canadian
// passport). A country format that matches the same number scores higher
// (0.55 with the passport word) and keeps its country type.
var passportSpec = keyedSpec{
	Type: "PASSPORT",
	Keywords: []string{
		"passport",                          // en
		"reisepass", "passnummer", "passnr", // de
		"passeport",             // fr
		"pasaporte",             // es
		"passaporto",            // it
		"paszport", "paszportu", // pl
		"cestovn pas", "cestovn pasu", // cs/sk: "cestovní", "cestovný", "cestovného" ...
	},
	// and the issuing country or the passport's kind between word and
	// number (vocab's PassportQualifiers: "passeport américain n°")
	Fillers: append([]string{"pas", "pasu", "nr.", "č.", "no.", "n°"},
		vocab.All(func(l *vocab.Lexicon) []string { return l.PassportQualifiers })...),
	MoreFillers: 2,
	Inner:       "-",
	Value:       scorePassport,
}

// Below the country passport formats with their word (0.55).
const passportScore = 0.45

func scorePassport(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 6 || alnum > 12 || s.digits < 5 || s.lower > 0 {
		return 0
	}
	return passportScore
}
