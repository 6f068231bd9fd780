package ner

import (
	"math"
	"math/rand/v2"
	"slices"
	"testing"
	"unsafe"
)

// TestVitConstsLayout: the offsets viterbi_amd64.s reads vitConsts at.
func TestVitConstsLayout(t *testing.T) {
	var vc vitConsts
	for _, tc := range []struct {
		name      string
		got, want uintptr
	}{
		{"rows", unsafe.Offsetof(vc.rows), 0}, {"args", unsafe.Offsetof(vc.args), 224},
		{"tb", unsafe.Offsetof(vc.tb), 448}, {"ti", unsafe.Offsetof(vc.ti), 480},
		{"argB", unsafe.Offsetof(vc.argB), 512}, {"argI", unsafe.Offsetof(vc.argI), 544},
		{"perm", unsafe.Offsetof(vc.perm), 576}, {"ilanes", unsafe.Offsetof(vc.ilanes), 608},
		{"emask", unsafe.Offsetof(vc.emask), 640},
	} {
		if tc.got != tc.want {
			t.Errorf("vitConsts.%s at %d, viterbi_amd64.s reads it at %d", tc.name, tc.got, tc.want)
		}
	}
}

// checkViterbiInt32 compares viterbiInt32 with viterbi on the same input:
// scores, back pointers and path, to the last bit.
func checkViterbiInt32(t *testing.T, name string, trans *[NumLabels + 1][NumLabels]int32, emit []int32, cold []bool) {
	t.Helper()
	n := len(emit) / NumLabels
	dec := masked(*trans)
	vc := newVitConsts(&dec)
	// exact lengths: the vector steps must stay inside n rows
	d1, d2 := make([]int32, n*NumLabels), make([]int32, n*NumLabels)
	b1, b2 := make([]uint8, n*NumLabels), make([]uint8, n*NumLabels)
	p1, p2 := make([]uint8, n), make([]uint8, n)
	viterbiInt32(emit, &dec, &vc, n, d1, b1, p1, cold)
	viterbi(emit, &dec, n, d2, b2, p2, cold)
	if !slices.Equal(d1, d2) || !slices.Equal(b1, b2) || !slices.Equal(p1, p2) {
		t.Fatalf("%s: scores %v back %v path %v, want %v %v %v", name, d1, b1, p1, d2, b2, p2)
	}
}

// TestViterbiInt32: the vector steps leave viterbi's scores, back pointers
// and path on random scores with many ties, with spreads up to the whole
// int32 range (sums that wrap, as viterbi's do), with and without cold
// tokens, for 1 to 300 tokens.
func TestViterbiInt32(t *testing.T) {
	if !useAVX2 {
		t.Log("no AVX2: viterbiInt32 is viterbi")
	}
	rng := rand.New(rand.NewPCG(21, 22))
	spreads := []int64{3, 40, 2000, 1 << 16, 1 << 23, 1 << 30, math.MaxUint32}
	for trial := 0; trial < 4000; trial++ {
		n := 1 + rng.IntN(40)
		if trial%50 == 0 {
			n = 100 + rng.IntN(200)
		}
		spread := spreads[trial%len(spreads)]
		val := func() int32 { return int32(rng.Int64N(spread) - spread/2) }
		var trans [NumLabels + 1][NumLabels]int32
		for p := range trans {
			for c := range trans[p] {
				trans[p][c] = val()
			}
		}
		emit := make([]int32, n*NumLabels)
		var cold []bool
		if trial%2 == 1 {
			cold = make([]bool, n)
		}
		for i := 0; i < n; i++ {
			for c := 0; c < NumLabels; c++ {
				emit[i*NumLabels+c] = val()
			}
			if cold != nil && rng.IntN(3) == 0 {
				cold[i] = true
				copy(emit[i*NumLabels:], coldEmission[:])
			}
		}
		checkViterbiInt32(t, "random", &trans, emit, cold)
	}
}

// FuzzViterbiInt32: any transitions, emissions and cold flags.
func FuzzViterbiInt32(f *testing.F) {
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8, 9}, uint8(3))
	f.Add(make([]byte, 400), uint8(0))
	f.Fuzz(func(t *testing.T, b []byte, coldEvery uint8) {
		var trans [NumLabels + 1][NumLabels]int32
		next := func() int32 {
			if len(b) < 4 {
				return 0
			}
			v := int32(uint32(b[0]) | uint32(b[1])<<8 | uint32(b[2])<<16 | uint32(b[3])<<24)
			b = b[4:]
			return v
		}
		for p := range trans {
			for c := range trans[p] {
				trans[p][c] = next()
			}
		}
		n := 1 + len(b)/(4*NumLabels)
		emit := make([]int32, n*NumLabels)
		for i := range emit {
			emit[i] = next()
		}
		var cold []bool
		if coldEvery > 0 {
			cold = make([]bool, n)
			for i := range cold {
				cold[i] = i%int(coldEvery) == 0
			}
		}
		checkViterbiInt32(t, "fuzz", &trans, emit, cold)
	})
}
