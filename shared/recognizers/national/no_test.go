package national

import "testing"

func TestNorway(t *testing.T) {
	checkValidateB(t, []validCaseB{
		{"NO_FODSELSNUMMER", "15108695088", true},
		{"NO_FODSELSNUMMER", "151086 95088", true},
		{"NO_FODSELSNUMMER", "15108695077", false}, // both check digits wrong
		{"NO_FODSELSNUMMER", "15108695089", false}, // second check digit wrong
		{"NO_FODSELSNUMMER", "32108695088", false}, // day 32
	})
	checkGenerateB(t, "NO_FODSELSNUMMER")
	checkDetectB(t, []detectCaseB{
		{"Fødselsnummer: 15108695088", "15108695088", "NO_FODSELSNUMMER"},
		{"id 151086 95088 on file", "151086 95088", "NO_FODSELSNUMMER"},
	})
}
