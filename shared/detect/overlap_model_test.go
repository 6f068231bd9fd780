package detect

import "testing"

// TestModelMatchesYieldToRules: a model guess (Match.Model) never takes text
// from an overlapping rule match, even with a higher score; among model
// matches, and where nothing overlaps, the usual order still holds.
func TestModelMatchesYieldToRules(t *testing.T) {
	const text = "nino: BP 64 95 03 A ."
	cases := []struct {
		name string
		in   []Match
		want []string // type:text in output order
	}{
		{"validated id beats higher-scored model span inside it",
			[]Match{{Type: "ORGANIZATION", Start: 6, End: 8, Score: 0.92, Model: true}, {Type: "GB_NINO", Start: 6, End: 19, Score: 0.75}},
			[]string{"GB_NINO:BP 64 95 03 A"}},
		{"rule beats model span that only partly overlaps",
			[]Match{{Type: "PERSON", Start: 0, End: 8, Score: 0.95, Model: true}, {Type: "GB_NINO", Start: 6, End: 19, Score: 0.4}},
			[]string{"GB_NINO:BP 64 95 03 A"}},
		{"address beats a location inside it",
			[]Match{{Type: "LOCATION", Start: 9, End: 11, Score: 0.95, Model: true}, {Type: "STREET_ADDRESS", Start: 6, End: 19, Score: 0.6}},
			[]string{"STREET_ADDRESS:BP 64 95 03 A"}},
		{"disjoint model and rule both kept",
			[]Match{{Type: "PERSON", Start: 0, End: 4, Score: 0.9, Model: true}, {Type: "GB_NINO", Start: 6, End: 19, Score: 0.75}},
			[]string{"PERSON:nino", "GB_NINO:BP 64 95 03 A"}},
		{"between model spans the higher score wins",
			[]Match{{Type: "PERSON", Start: 6, End: 8, Score: 0.6, Model: true}, {Type: "ORGANIZATION", Start: 6, End: 11, Score: 0.9, Model: true}},
			[]string{"ORGANIZATION:BP 64"}},
		{"between rule matches the higher score wins",
			[]Match{{Type: "A", Start: 6, End: 8, Score: 0.6}, {Type: "B", Start: 6, End: 11, Score: 0.9}},
			[]string{"B:BP 64"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := New(fixed{types: []string{"A", "B", "PERSON", "LOCATION", "ORGANIZATION", "GB_NINO", "STREET_ADDRESS"}, ms: c.in})
			got := e.Detect(text, Options{})
			var gs []string
			for _, g := range got {
				gs = append(gs, g.Type+":"+g.Text)
			}
			if len(gs) != len(c.want) {
				t.Fatalf("got %v, want %v", gs, c.want)
			}
			for i := range gs {
				if gs[i] != c.want[i] {
					t.Fatalf("got %v, want %v", gs, c.want)
				}
			}
		})
	}
}
