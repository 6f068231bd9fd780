package ner

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
)

// TestPrefetchRows: the prefetch (or, on other architectures, the loads)
// of any rows of the table, the first and the last included, leaves the
// table as it was; with no indexes it does nothing.
func TestPrefetchRows(t *testing.T) {
	if stride*2 != 16 {
		t.Fatalf("a row is %d bytes; prefetch_*.s shift bucket indexes by 4 (16 bytes)", stride*2)
	}
	w := make([]int16, stride<<10)
	for i := range w {
		w[i] = int16(i)
	}
	tests := []struct {
		name string
		idx  []uint32
	}{
		{"none", nil},
		{"first and last row", []uint32{0, 1<<10 - 1}},
		{"one row twice", []uint32{5, 5}},
		{"a token's features", make([]uint32, NumFeatures)},
	}
	for _, tc := range tests {
		prefetchRows(w, tc.idx)
		for i := range w {
			if w[i] != int16(i) {
				t.Fatalf("%s: w[%d] = %d after the prefetch", tc.name, i, w[i])
			}
		}
	}
}

// TestEmissionsLanes: the sums in 32-bit lanes (emissions) equal the sums
// one label at a time (emission) at the extremes of int16, where a lane
// would carry into the next if it could.
func TestEmissionsLanes(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	tests := []struct {
		name string
		v    func(row, l int) int16
	}{
		{"all max", func(int, int) int16 { return math.MaxInt16 }},
		{"all min", func(int, int) int16 { return math.MinInt16 }},
		{"alternating", func(row, l int) int16 {
			if (row+l)%2 == 0 {
				return math.MaxInt16
			}
			return math.MinInt16
		}},
		{"zero", func(int, int) int16 { return 0 }},
		{"random", func(int, int) int16 { return int16(rng.Uint32()) }},
	}
	const rows, n = 64, 5
	for _, tc := range tests {
		m := &Model{Bits: 6, W: make([]int16, stride*rows)}
		for r := 0; r < rows; r++ {
			for l := 0; l < NumLabels; l++ {
				m.W[r*stride+l] = tc.v(r, l)
			}
		}
		s := &scratch{feats: make([]uint32, n*NumFeatures)}
		for i := range s.feats {
			s.feats[i] = uint32(rng.IntN(rows))
		}
		s.feats[0], s.feats[1] = 0, rows-1
		m.emissions(s, n)
		got := append([]int32(nil), s.emit...)
		for i := 0; i < n; i++ {
			m.emission(s, i)
		}
		if !slices.Equal(got, s.emit) {
			t.Errorf("%s: lanes %v, one by one %v", tc.name, got, s.emit)
		}
	}
}
