package ner

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// TestInvertedNames: which pairs of model persons the stage joins.
func TestInvertedNames(t *testing.T) {
	cases := []struct {
		text    string
		persons []string // the model's PERSON spans, in text order
		want    []string // the PERSON spans after the stage
	}{
		{"Patientin: Lehmann, Petra\ngeb.: 28.02.1966", []string{"Lehmann", "Petra"}, []string{"Lehmann, Petra"}},
		{"Paciente: SÁNCHEZ MOLINA, Teresa\r\nFecha", []string{"SÁNCHEZ MOLINA", "Teresa"}, []string{"SÁNCHEZ MOLINA, Teresa"}},
		{"Patient: PATTERSON, Elaine Mary          DOB", []string{"PATTERSON", "Elaine Mary"}, []string{"PATTERSON, Elaine Mary"}},
		{"Pat.: Oyelaran, Marlies, geb. 14.02.1949", []string{"Oyelaran", "Marlies"}, []string{"Oyelaran, Marlies"}},
		{"Name: Lehmann, Petra \r\n", []string{"Lehmann", "Petra"}, []string{"Lehmann, Petra"}}, // a blank before CRLF
		{"Name, Vorname:   Haidari, Petra      Haidari, Jan", []string{"Haidari", "Petra", "Haidari", "Jan"},
			[]string{"Haidari, Petra", "Haidari, Jan"}},
		{"They had 3: Romi, Erik, Amy.", []string{"Romi", "Erik", "Amy"}, []string{"Romi", "Erik", "Amy"}},                    // a list
		{"Kónya, Becker and Vasquez signed.", []string{"Kónya", "Becker", "Vasquez"}, []string{"Kónya", "Becker", "Vasquez"}}, // no given name
		{"Lehmann, Petra und Hans", []string{"Lehmann", "Petra", "Hans"}, []string{"Lehmann", "Petra", "Hans"}},               // the field goes on
		{"Petra, Anna kommt", []string{"Petra", "Anna"}, []string{"Petra", "Anna"}},                                           // two given names
	}
	for _, c := range cases {
		var out []detect.Match
		from := 0
		for _, p := range c.persons {
			i := strings.Index(c.text[from:], p) + from
			out = append(out, detect.Match{Type: "PERSON", Start: i, End: i + len(p), Model: true})
			from = i + len(p)
		}
		var got []string
		for _, m := range invertedNames(c.text, out, 0) {
			got = append(got, c.text[m.Start:m.End])
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}
