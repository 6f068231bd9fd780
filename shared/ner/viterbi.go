package ner

// vitConsts are the transition scores in the lanes of viterbiStepsAVX2
// (8 int32 a vector, a label a lane, lane 7 unused), made from a masked
// transition table (see masked) by newVitConsts.
type vitConsts struct {
	// rows[p][c] is dec[p][c]: the scores of every label after p, added
	// to a vector of p's score for the labels any label may precede (O
	// and B-X)
	rows [NumLabels][8]int32
	// args[p] is p in every lane: the predecessor a lane takes
	args [NumLabels][8]int32
	// the I-X lanes (2, 4, 6): I-X follows only B-X (lane c-1 of the
	// previous scores, moved by perm) or I-X (lane c); tb and ti are
	// those transitions' scores, argB and argI the predecessors
	tb, ti, argB, argI, perm [8]int32
	ilanes                   [8]int32 // -1 in the I-X lanes
	emask                    [8]int32 // -1 in the seven labels' lanes
}

func newVitConsts(dec *[NumLabels + 1][NumLabels]int32) (vc vitConsts) {
	for p := 0; p < NumLabels; p++ {
		copy(vc.rows[p][:], dec[p][:])
		for c := range vc.args[p] {
			vc.args[p][c] = int32(p)
		}
	}
	for c := range 8 {
		vc.perm[c] = int32(c)
		if c < NumLabels {
			vc.emask[c] = -1
		}
		if c < NumLabels && isI(uint8(c)) {
			vc.tb[c], vc.ti[c] = dec[c-1][c], dec[c][c]
			vc.argB[c], vc.argI[c] = int32(c-1), int32(c)
			vc.perm[c] = int32(c - 1)
			vc.ilanes[c] = -1
		}
	}
	return vc
}

// viterbiInt32 is viterbi for int32 scores (the tagger's), with the same
// results to the last score and back pointer: where the CPU has AVX2 the
// steps after the first are viterbiStepsAVX2, a token's 7x7 search in
// vector instructions without a branch. vc holds dec's lanes (the
// caller's cache: newVitConsts(dec), made again when dec changes).
func viterbiInt32(emit []int32, dec *[NumLabels + 1][NumLabels]int32, vc *vitConsts, n int, delta []int32, back, path []uint8, cold []bool) {
	if !useAVX2 || n < 2 {
		viterbi(emit, dec, n, delta, back, path, cold)
		return
	}
	// every slice is read and written within n rows of 7 (the vectors'
	// eighth lane of the last row is masked off)
	_, _, _ = emit[n*NumLabels-1], delta[n*NumLabels-1], back[n*NumLabels-1]
	if cold != nil {
		_ = cold[n-1]
	}
	for c := 0; c < NumLabels; c++ {
		delta[c] = dec[NumLabels][c] + emit[c]
	}
	var cp *bool
	if cold != nil {
		cp = &cold[0]
	}
	viterbiStepsAVX2(&emit[0], &delta[0], &back[0], cp, n, vc)
	backtrack(delta, back, path, n)
}
