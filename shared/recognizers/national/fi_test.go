package national

import "testing"

func TestFinland(t *testing.T) {
	checkValid(t, []validCase{
		{"FI_HETU", "131052-308T", true},
		{"FI_HETU", "131052+308T", true},
		{"FI_HETU", "131052Y308T", true}, // new 1900s sign (2023)
		{"FI_HETU", "010594Y9032", true},
		{"FI_HETU", "131052-308U", false}, // wrong check character
		{"FI_HETU", "131352-308T", false}, // month 13
		{"FI_HETU", "131052G308T", false}, // G is no century sign
		{"FI_HETU", "131052-001T", false}, // individual numbers start at 002
		{"FI_VAT_NUMBER", "FI20774740", true},
		{"FI_VAT_NUMBER", "FI 20774740", true},
		{"FI_VAT_NUMBER", "FI20774741", false},
	})
	checkRoundTrip(t, "FI_HETU", "FI_VAT_NUMBER")
	checkEngine(t, []engineCase{
		{text: "Henkilötunnus 131052-308T on salainen.", typ: "FI_HETU", match: "131052-308T"},
		{text: "Her code was 010594Y9032.", typ: "FI_HETU", match: "010594Y9032"},
		{text: "ALV-numero FI20774740", typ: "FI_VAT_NUMBER", match: "FI20774740"},
	})
}
