package contextual

import "testing"

func TestFlightNumber(t *testing.T) {
	cases := []tcase{
		{name: "en", text: "flight LH 1234 to Prague", want: []hit{{"LH 1234", 7}}},
		{name: "de glued", text: "Flug LH1234 fällt aus", want: []hit{{"LH1234", 5}}},
		{name: "fr", text: "vol AF 1234 annulé", want: []hit{{"AF 1234", 4}}},
		{name: "es", text: "el vuelo IB3166 sale", want: []hit{{"IB3166", 9}}},
		{name: "it", text: "volo AZ 610 in ritardo", want: []hit{{"AZ 610", 5}}},
		{name: "pl", text: "lot LO 281 do Chicago", want: []hit{{"LO 281", 4}}},
		{name: "cs", text: "Náš let OK 652 🛫 odlétá", want: []hit{{"OK 652", 8}}},
		{name: "digit designator", text: "boarding U2 1234", want: []hit{{"U2 1234", 9}}},
		{name: "unknown code with context", text: "flight ZZ 99", want: []hit{{"ZZ 99", 7}}},
		{name: "known code without context", text: "OK 652 items were shipped"},
		{name: "known code, strict threshold", text: "see LH 1234", threshold: 0.25, want: []hit{{"LH 1234", 4}}},
		{name: "italian plate", text: "flight AB 123 CD"},
		{name: "lower case", text: "flight lh 1234"},
		{name: "five digits", text: "flight LH 12345"},
	}
	runCases(t, "FLIGHT_NUMBER", cases)
}
