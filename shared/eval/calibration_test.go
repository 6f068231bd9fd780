package eval

import (
	"bytes"
	"math"
	"slices"
	"testing"
)

func TestOverlapMatched(t *testing.T) {
	gold := []Span{{0, 10, "PERSON"}, {20, 30, "LOCATION"}}
	for _, tc := range []struct {
		name string
		pred []Span
		want []bool
	}{
		{"exact and overlap", []Span{{0, 10, "PERSON"}, {21, 30, "LOCATION"}}, []bool{true, true}},
		{"wrong type", []Span{{0, 10, "LOCATION"}}, []bool{false}},
		{"IoU below 0.5", []Span{{0, 4, "PERSON"}}, []bool{false}},
		{"one-to-one: the better overlap wins", []Span{{0, 8, "PERSON"}, {0, 10, "PERSON"}}, []bool{false, true}},
	} {
		got := OverlapMatched(gold, tc.pred)
		if !slices.Equal(got, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, got, tc.want)
		}
		n := 0
		for _, ok := range got {
			if ok {
				n++
			}
		}
		tp := 0
		for _, c := range Score(gold, tc.pred) {
			tp += c.OverlapTP
		}
		if tp != n {
			t.Errorf("%s: Score counts %d overlap matches, OverlapMatched %d", tc.name, tp, n)
		}
	}
}

func TestReliability(t *testing.T) {
	var r Reliability
	for _, x := range []struct {
		s  float64
		ok bool
	}{{0.4, false}, {0.763, true}, {0.749, false}, {0.7951, true}, {0.95, true}, {1, true}, {0.949, false}} {
		r.Add(x.s, x.ok)
	}
	// 0.749 and 0.7951 round into the next bins (0.75, 0.80); 0.949 to 0.95
	want := [11]int{1, 0, 0, 0, 0, 0, 2, 1, 0, 0, 3}
	if r.Pred != want {
		t.Fatalf("bins %v, want %v", r.Pred, want)
	}
	// bins: < 0.50 |0.40-0| = 0.40; 0.75 |1.51-1| = 0.51; 0.80 |0.80-1| =
	// 0.20; 0.95 |2.90-2| = 0.90: ECE 2.01/7
	if got, want := r.ECE(), 2.01/7; math.Abs(got-want) > 1e-9 {
		t.Errorf("ECE %.4f, want %.4f", got, want)
	}
	// 0.16 + 0.0576 + 0.5625 + 0.04 + 0.0025 + 0 + 0.9025
	if got, want := r.Brier(), 1.7251/7; math.Abs(got-want) > 1e-9 {
		t.Errorf("Brier %.4f, want %.4f", got, want)
	}
	var empty Reliability
	if empty.ECE() != 0 || empty.Brier() != 0 {
		t.Errorf("empty: ECE %v, Brier %v, want 0", empty.ECE(), empty.Brier())
	}
	var b bytes.Buffer
	WriteReliability(&b, []ReliabilityCol{{Name: "x", R: &r}})
	const table = "| score | x P | x n |\n|---|---:|---:|\n| < 0.50 | 0.000 | 1 |\n| 0.75-0.79 | 0.500 | 2 |\n| 0.80-0.84 | 1.000 | 1 |\n| 0.95-1.00 | 0.667 | 3 |\n| all | 0.571 | 7 |\n"
	if b.String() != table {
		t.Errorf("table\n%s\nwant\n%s", b.String(), table)
	}
}
