package ner

import (
	"math/rand/v2"
	"testing"
	"unsafe"
)

// TestEmitSeg: emissions' loops over a segment in assembly (prefetchSeg,
// emitSegAVX2) leave the rows of 7 of the loop over the tokens: cold
// tokens take coldEmission, the others their record sums plus their rows
// (sumRowsRef), for 0 to NumFeatures rows a token, indexes beyond the
// table (masked), and nothing is written past the segment's last row.
func TestEmitSeg(t *testing.T) {
	if !useAVX2 {
		t.Skip("no AVX2")
	}
	rng := rand.New(rand.NewPCG(5, 6))
	const rows = 64
	m := &Model{Bits: 6, W: make([]int8, stride*rows)}
	for i := range m.W {
		m.W[i] = int8(rng.Uint32())
	}
	base := unsafe.Pointer(unsafe.SliceData(m.W))
	// record sums: 8 int32 each, addressed in 4-byte words
	recs := make([]int32, 8*16)
	for i := range recs {
		recs[i] = rng.Int32N(1<<20) - 1<<19
	}
	for _, n := range []int{1, 2, 7, 40} {
		for trial := 0; trial < 50; trial++ {
			s := &scratch{feats: make([]uint32, n*NumFeatures), nrow: make([]uint8, n), sums: make([][3]uint32, n), cold: make([]bool, n)}
			for i := range s.feats {
				s.feats[i] = uint32(rng.IntN(rows))
				if rng.IntN(20) == 0 {
					s.feats[i] += rows * uint32(1+rng.IntN(9)) // masked to the table
				}
			}
			for i := 0; i < n; i++ {
				s.nrow[i] = uint8(rng.IntN(NumFeatures + 1))
				s.sums[i] = [3]uint32{8 * uint32(rng.IntN(16)), 8 * uint32(rng.IntN(16)), 8 * uint32(rng.IntN(16))}
				s.cold[i] = rng.IntN(3) == 0
			}
			emit := make([]int32, n*NumLabels+8)
			for i := range emit {
				emit[i] = -7
			}
			prefetchSeg(base, unsafe.Pointer(&recs[0]), &s.feats[0], &s.nrow[0], &s.sums[0], &s.cold[0], n)
			emitSegAVX2(base, rows-1, unsafe.Pointer(&recs[0]), &s.feats[0], &s.nrow[0], &s.sums[0], &s.cold[0], &emit[0], n, &emitK)
			for i := 0; i < n; i++ {
				want := coldEmission
				if !s.cold[i] {
					sm := s.sums[i]
					r := func(k int) *[8]int32 { return (*[8]int32)(recs[sm[k]:]) }
					want = sumRowsRef(m, s.feats[i*NumFeatures:i*NumFeatures+int(s.nrow[i])], r(0), r(1), r(2))
				}
				if got := [NumLabels]int32(emit[i*NumLabels:]); got != want {
					t.Fatalf("n %d, token %d (cold %v, %d rows): %v, want %v", n, i, s.cold[i], s.nrow[i], got, want)
				}
			}
			for i := n * NumLabels; i < len(emit); i++ {
				if emit[i] != -7 {
					t.Fatalf("n %d: emit[%d] written past the segment", n, i)
				}
			}
		}
	}
}
