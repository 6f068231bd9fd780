package ner

import (
	"bytes"
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// weight is the dequantised weight of label l in row b (Model's
// definition): the row's int8 times its multiplier.
func (m *Model) weight(b uint32, l int) int32 {
	row := m.W[int(b)*stride:][:stride]
	return int32(row[l]) * int32(uint8(row[stride-1]))
}

// TestPrefetchRows: the prefetch (or, on other architectures, the loads)
// of any rows of the tables, the first and the last included, leaves the
// table as it was; with no indexes it does nothing.
func TestPrefetchRows(t *testing.T) {
	w := make([]int16, 8<<10) // rows of 16 bytes: the form table's
	w8 := make([]int8, stride<<10)
	for i := range w {
		w[i] = int16(i)
	}
	for i := range w8 {
		w8[i] = int8(i)
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
		prefetchRows8(w8, tc.idx)
		for i := range w {
			if w[i] != int16(i) {
				t.Fatalf("%s: w[%d] = %d after the prefetch", tc.name, i, w[i])
			}
		}
		for i := range w8 {
			if w8[i] != int8(i) {
				t.Fatalf("%s: w8[%d] = %d after the prefetch", tc.name, i, w8[i])
			}
		}
	}
}

// sumRowsRef is the definition of a token's emission: r0 + r1 + r2 plus
// each row's int8 weights times its multiplier, one label at a time.
func sumRowsRef(m *Model, idx []uint32, r0, r1, r2 *[8]int32) (e [NumLabels]int32) {
	for l := range e {
		e[l] = r0[l] + r1[l] + r2[l]
		for _, b := range idx {
			e[l] += m.weight(b&uint32(len(m.W)/stride-1), l)
		}
	}
	return e
}

// TestSumRows: the sums in 32-bit lanes of uint64 words (sumRowsSWAR; on a
// little-endian machine), the sums one label at a time (emission) and,
// where the machine has AVX2, in vector lanes (sumRowsAVX2) equal the
// reference at the extremes of int8 and of the multiplier, where a lane
// would carry into the next if it could, and on random rows, for 0 to
// NumFeatures rows (odd counts too: the assembly sums two rows a step), with
// the form records' sums and indexes beyond the table (masked).
func TestSumRows(t *testing.T) {
	rng := rand.New(rand.NewPCG(3, 4))
	tests := []struct {
		name string
		q    func(row, l int) int8
		mul  func(row int) uint8
	}{
		{"all max", func(int, int) int8 { return maxQ }, func(int) uint8 { return maxMul }},
		{"all min", func(int, int) int8 { return -maxQ }, func(int) uint8 { return maxMul }},
		{"int8 min", func(int, int) int8 { return math.MinInt8 }, func(int) uint8 { return maxMul }},
		{"alternating", func(row, l int) int8 {
			if (row+l)%2 == 0 {
				return maxQ
			}
			return -maxQ
		}, func(row int) uint8 { return uint8(255 - row%3) }},
		{"multiplier 1", func(row, l int) int8 { return int8(row*7 + l) }, func(int) uint8 { return 1 }},
		{"zero", func(int, int) int8 { return 0 }, func(int) uint8 { return 0 }},
		{"random", func(int, int) int8 { return int8(rng.Uint32()) }, func(int) uint8 { return uint8(rng.Uint32()) }},
	}
	const rows = 64
	for _, tc := range tests {
		m := &Model{Bits: 6, W: make([]int8, stride*rows)}
		for r := 0; r < rows; r++ {
			for l := 0; l < NumLabels; l++ {
				m.W[r*stride+l] = tc.q(r, l)
			}
			m.W[r*stride+NumLabels] = int8(tc.mul(r))
		}
		base := unsafe.Pointer(unsafe.SliceData(m.W))
		for trial := 0; trial < 200; trial++ {
			idx := make([]uint32, trial%(NumFeatures+1))
			for i := range idx {
				idx[i] = uint32(rng.IntN(rows))
			}
			if trial%5 == 1 && len(idx) > 0 {
				idx[0] = rows*3 + 1 // beyond the table: row 1
			}
			var r [3][8]int32
			if trial%2 == 1 {
				for k := range r {
					for l := range r[k] {
						r[k][l] = rng.Int32N(1<<20) - 1<<19
					}
				}
			}
			want := sumRowsRef(m, idx, &r[0], &r[1], &r[2])
			// (a big-endian machine sums one label at a time: emission)
			if got := sumRowsSWAR(base, rows-1, idx, &r[0], &r[1], &r[2]); got != want && !bigEndian {
				t.Fatalf("%s, %d rows: SWAR %v, want %v", tc.name, len(idx), got, want)
			}
			if useAVX2 {
				var acc [8]int32
				sumRowsAVX2(base, rows-1, idx, &r[0], &r[1], &r[2], &acc)
				if got := [NumLabels]int32(acc[:NumLabels]); got != want {
					t.Fatalf("%s, %d rows: AVX2 %v, want %v", tc.name, len(idx), got, want)
				}
			}
		}
		// emissions (either sum) and emission (one label at a time)
		const n = 5
		s := &scratch{feats: make([]uint32, n*NumFeatures)}
		for i := range s.feats {
			s.feats[i] = uint32(rng.IntN(rows))
		}
		s.feats[0], s.feats[1] = 0, rows-1
		m.emissions(s, n)
		got := append([]int32(nil), s.emit...)
		for i := 0; i < n; i++ {
			m.emission(s, i)
			if want := sumRowsRef(m, s.feats[i*NumFeatures:(i+1)*NumFeatures], &zeroSum, &zeroSum, &zeroSum); [NumLabels]int32(s.emit[i*NumLabels:]) != want {
				t.Errorf("%s: emission %v, want %v", tc.name, s.emit[i*NumLabels:(i+1)*NumLabels], want)
			}
		}
		if !slices.Equal(got, s.emit) {
			t.Errorf("%s: emissions %v, one by one %v", tc.name, got, s.emit)
		}
	}
}

// FuzzSumRows: on any rows and indexes the SWAR and AVX2 sums equal the
// reference.
func FuzzSumRows(f *testing.F) {
	f.Add(make([]byte, 64), []byte{0, 1, 2, 3, 4, 5, 6, 7})
	f.Add(bytes.Repeat([]byte{0x7f, 0x80, 0xff}, 30), []byte{7, 7, 7, 0, 255})
	f.Fuzz(func(t *testing.T, table, idxb []byte) {
		const rows = 8
		m := &Model{W: make([]int8, stride*rows)}
		for i := range m.W {
			if i < len(table) {
				m.W[i] = int8(table[i])
			}
		}
		idx := make([]uint32, min(len(idxb), NumFeatures))
		for i := range idx {
			idx[i] = uint32(idxb[i])
		}
		base := unsafe.Pointer(unsafe.SliceData(m.W))
		want := sumRowsRef(m, idx, &zeroSum, &zeroSum, &zeroSum)
		if got := sumRowsSWAR(base, rows-1, idx, &zeroSum, &zeroSum, &zeroSum); got != want && !bigEndian {
			t.Fatalf("SWAR %v, want %v", got, want)
		}
		if useAVX2 {
			var acc [8]int32
			sumRowsAVX2(base, rows-1, idx, &zeroSum, &zeroSum, &zeroSum, &acc)
			if got := [NumLabels]int32(acc[:NumLabels]); got != want {
				t.Fatalf("AVX2 %v, want %v", got, want)
			}
		}
	})
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
