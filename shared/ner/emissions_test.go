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

// TestViterbiUnrolled: viterbi, whose searches are written out with
// constant indexes, leaves the scores, back pointers and path of the loops
// it replaced (viterbiRef) on random scores with many ties, with and
// without cold tokens, in int32 and float32.
func TestViterbiUnrolled(t *testing.T) {
	rng := rand.New(rand.NewPCG(11, 12))
	for trial := 0; trial < 3000; trial++ {
		n := 1 + rng.IntN(20)
		spread := int32(3 + rng.IntN(2000)) // small spreads: many ties
		var trans [NumLabels + 1][NumLabels]int32
		for p := range trans {
			for c := range trans[p] {
				trans[p][c] = rng.Int32N(spread) - spread/2
			}
		}
		dec := masked(trans)
		emit := make([]int32, n*NumLabels)
		var cold []bool
		if trial%2 == 1 {
			cold = make([]bool, n)
		}
		for i := 0; i < n; i++ {
			for c := 0; c < NumLabels; c++ {
				emit[i*NumLabels+c] = rng.Int32N(spread) - spread/2
			}
			if cold != nil && rng.IntN(3) == 0 {
				cold[i] = true
				copy(emit[i*NumLabels:], coldEmission[:])
			}
		}
		d1, d2 := make([]int32, n*NumLabels), make([]int32, n*NumLabels)
		b1, b2 := make([]uint8, n*NumLabels), make([]uint8, n*NumLabels)
		p1, p2 := make([]uint8, n), make([]uint8, n)
		viterbi(emit, &dec, n, d1, b1, p1, cold)
		viterbiRef(emit, &dec, n, d2, b2, p2, cold)
		if !slices.Equal(d1, d2) || !slices.Equal(b1, b2) || !slices.Equal(p1, p2) {
			t.Fatalf("trial %d: scores %v back %v path %v, want %v %v %v", trial, d1, b1, p1, d2, b2, p2)
		}
		femit := make([]float32, len(emit))
		for i, v := range emit {
			femit[i] = float32(v) / 7
		}
		var ftrans [NumLabels + 1][NumLabels]float32
		for p := range trans {
			for c := range trans[p] {
				ftrans[p][c] = float32(trans[p][c]) / 7
			}
		}
		fdec := masked(ftrans)
		f1, f2 := make([]float32, n*NumLabels), make([]float32, n*NumLabels)
		viterbi(femit, &fdec, n, f1, b1, p1, cold)
		viterbiRef(femit, &fdec, n, f2, b2, p2, cold)
		if !slices.Equal(f1, f2) || !slices.Equal(b1, b2) || !slices.Equal(p1, p2) {
			t.Fatalf("trial %d float32: back %v path %v, want %v %v", trial, b1, p1, b2, p2)
		}
	}
}

// viterbiRef is viterbi as loops over the labels (the definition
// TestViterbiUnrolled holds it to).
func viterbiRef[T number](emit []T, trans *[NumLabels + 1][NumLabels]T, n int, delta []T, back, path []uint8, cold []bool) {
	for c := 0; c < NumLabels; c++ {
		delta[c] = trans[NumLabels][c] + emit[c]
	}
	for i := 1; i < n; i++ {
		prev := (*[NumLabels]T)(delta[(i-1)*NumLabels:])
		cur := (*[NumLabels]T)(delta[i*NumLabels:])
		bk := (*[NumLabels]uint8)(back[i*NumLabels:])
		em := (*[NumLabels]T)(emit[i*NumLabels:])
		if cold != nil && cold[i] {
			// O follows any label; the other states stay out of reach
			best, arg := prev[0]+trans[0][labelO], uint8(0)
			for p := 1; p < NumLabels; p++ {
				if v := prev[p] + trans[p][labelO]; v > best {
					best, arg = v, uint8(p)
				}
			}
			cur[labelO], bk[labelO] = best+em[labelO], arg
			for c := 1; c < NumLabels; c++ {
				cur[c], bk[c] = best+em[c], arg
			}
			continue
		}
		// O and B-X follow any label; I-X only B-X or I-X (a path through
		// another predecessor carries the forbidden score and never wins).
		// In Labels' order I-X is 2, 4, 6 and its B-X the one before.
		for _, c := range [...]int{2, 4, 6} {
			b := c - 1
			best, arg := prev[b]+trans[b][c], uint8(b)
			if v := prev[c] + trans[c][c]; v > best {
				best, arg = v, uint8(c)
			}
			cur[c], bk[c] = best+em[c], arg
		}
		// the search over the seven predecessors unrolled (first best wins)
		for _, c := range [...]int{0, 1, 3, 5} {
			best, arg := prev[0]+trans[0][c], uint8(0)
			if v := prev[1] + trans[1][c]; v > best {
				best, arg = v, 1
			}
			if v := prev[2] + trans[2][c]; v > best {
				best, arg = v, 2
			}
			if v := prev[3] + trans[3][c]; v > best {
				best, arg = v, 3
			}
			if v := prev[4] + trans[4][c]; v > best {
				best, arg = v, 4
			}
			if v := prev[5] + trans[5][c]; v > best {
				best, arg = v, 5
			}
			if v := prev[6] + trans[6][c]; v > best {
				best, arg = v, 6
			}
			cur[c], bk[c] = best+em[c], arg
		}
	}
	last := delta[(n-1)*NumLabels : n*NumLabels]
	best := uint8(0)
	for c := uint8(1); c < NumLabels; c++ {
		if last[c] > last[best] {
			best = c
		}
	}
	path[n-1] = best
	for i := n - 1; i > 0; i-- {
		path[i-1] = back[i*NumLabels+int(path[i])]
	}
}
