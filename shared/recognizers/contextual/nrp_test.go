package contextual

import "testing"

func TestNRP(t *testing.T) {
	cases := []tcase{
		{name: "demonym", text: "I am cambodian but I live in the UK.", want: []hit{{"cambodian", 5}}},
		{name: "capitalised", text: "Persint is a German multinational bank.", want: []hit{{"German", 13}}},
		{name: "plural", text: "We are proud Saudis", want: []hit{{"Saudis", 13}}},
		{name: "plural es", text: "the Surinameses arrived", want: []hit{{"Surinameses", 4}}},
		{name: "religion", text: "She is a practising Catholic.", want: []hit{{"Catholic", 20}}},
		{name: "party", text: "Republicans voted against it.", want: []hit{{"Republicans", 0}}},
		{name: "food", text: "It serves great Slovenian food.", want: []hit{{"Slovenian", 16}}},
		{name: "language", text: "while studying English and journalism"},
		{name: "place name", text: "Who's coming to Czech Republic with me?"},
		{name: "country slot", text: "Nuuk\n Greenlander 08167"},
		{name: "bracket", text: "Cyprus (Greek) 25572"},
		{name: "verb", text: "polish the shoes"},
		{name: "first name", text: "Christian Bale starred in it."},
	}
	runCases(t, "NRP", cases)
}
