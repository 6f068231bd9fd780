package eval

import (
	"slices"
	"testing"
)

func TestAddressBlocks(t *testing.T) {
	tests := []struct {
		name string
		text string
		gold []Span
		want []Span
	}{
		{"pieces become one block",
			"at 28245 Puruntie 82 Apt. 595\n  OULU\n  53650 ok",
			[]Span{{3, 8, "STREET_ADDRESS"}, {9, 20, "STREET_ADDRESS"}, {21, 29, "STREET_ADDRESS"}, {32, 36, "LOCATION"}, {39, 44, "POSTAL_CODE"}},
			[]Span{{3, 44, "STREET_ADDRESS"}}},
		{"a whole block stays as it is",
			"at Hauptstraße 5, 10115 Berlin",
			[]Span{{3, 30, "STREET_ADDRESS"}},
			[]Span{{3, 30, "STREET_ADDRESS"}}},
		{"a city alone is no address",
			"from Praha, Brno",
			[]Span{{5, 10, "LOCATION"}, {12, 16, "LOCATION"}},
			[]Span{{5, 10, "LOCATION"}, {12, 16, "LOCATION"}}},
		{"words between pieces keep them apart",
			"Vinohradská 12 is near Praha",
			[]Span{{0, 14, "STREET_ADDRESS"}, {23, 28, "LOCATION"}},
			[]Span{{0, 14, "STREET_ADDRESS"}, {23, 28, "LOCATION"}}},
		{"other types pass through and split groups",
			"Jan, Long St 5, Jan",
			[]Span{{0, 3, "PERSON"}, {5, 14, "STREET_ADDRESS"}, {16, 19, "PERSON"}},
			[]Span{{0, 3, "PERSON"}, {5, 14, "STREET_ADDRESS"}, {16, 19, "PERSON"}}},
		{"code points, not bytes",
			"Pražská 5\nBrno",
			[]Span{{0, 9, "STREET_ADDRESS"}, {10, 14, "LOCATION"}},
			[]Span{{0, 14, "STREET_ADDRESS"}}},
	}
	for _, tc := range tests {
		if got := addressBlocks(tc.text, tc.gold); !slices.Equal(got, tc.want) {
			t.Errorf("%s: got %v, want %v", tc.name, got, tc.want)
		}
	}
}

func TestMergeSplitAddressesCopies(t *testing.T) {
	gold := []Span{{0, 9, "STREET_ADDRESS"}, {10, 14, "LOCATION"}}
	s := &Set{Name: "x", Examples: []Example{{Text: "Pražská 5\nBrno", Spans: gold}}}
	m := MergeSplitAddresses(s)
	if want := []Span{{0, 14, "STREET_ADDRESS"}}; !slices.Equal(m.Examples[0].Spans, want) {
		t.Errorf("merged gold %v, want %v", m.Examples[0].Spans, want)
	}
	if !slices.Equal(s.Examples[0].Spans, []Span{{0, 9, "STREET_ADDRESS"}, {10, 14, "LOCATION"}}) {
		t.Errorf("the original set changed: %v", s.Examples[0].Spans)
	}
}
