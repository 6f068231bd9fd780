package national

import "testing"

func TestFinland(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"FI_HETU", "131052-308T", true},
		{"FI_HETU", "131052+308T", true},
		{"FI_HETU", "131052Y308T", true}, // new 1900s sign (2023)
		{"FI_HETU", "010594Y9032", true},
		{"FI_HETU", "131052-308U", false}, // wrong check character
		{"FI_HETU", "131352-308T", false}, // month 13
		{"FI_HETU", "131052G308T", false}, // G is no century sign
		{"FI_HETU", "131052-001T", false}, // individual numbers start at 002
		{"FI_VAT", "FI20774740", true},
		{"FI_VAT", "FI 20774740", true},
		{"FI_VAT", "FI20774741", false},
	})
	checkGenerateB(t, "FI_HETU", "FI_VAT")
	checkDetectB(t, []detectCaseB{
		{"Henkilötunnus 131052-308T on salainen.", "131052-308T", "FI_HETU"},
		{"Her code was 010594Y9032.", "010594Y9032", "FI_HETU"},
		{"ALV-numero FI20774740", "FI20774740", "FI_VAT"},
	})
}
