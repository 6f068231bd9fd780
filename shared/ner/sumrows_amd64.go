package ner

import (
	"unsafe"

	"golang.org/x/sys/cpu"
)

// useAVX2: emissions sums rows with sumRowsAVX2 (about a fifth of the
// instructions of the sums in uint64 lanes).
var useAVX2 = cpu.X86.HasAVX2

// sumRowsAVX2 sets out to r0 + r1 + r2 plus the dequantised rows idx[k]&mask of the
// weight table at w, per label (see sumrows_amd64.s). It needs AVX2.
//
//go:noescape
func sumRowsAVX2(w unsafe.Pointer, mask uint32, idx []uint32, r0, r1, r2 *[8]int32, out *[8]int32)

// segAsm: emissions runs its two loops over a segment with a form table in
// assembly (prefetchSeg, emitSegAVX2 where useAVX2), one call each instead
// of one or two per token.
const segAsm = true

// emitConsts are emitSegAVX2's constants: the mask of a row's 7 lanes and
// a cold token's row (coldEmission).
type emitConsts struct {
	lanes, cold [8]int32
}

var emitK = emitConsts{
	lanes: [8]int32{-1, -1, -1, -1, -1, -1, -1, 0},
	cold:  [8]int32(append(coldEmission[:], 0)),
}

// emitSegAVX2 writes the rows of 7 of a segment of n tokens into emit (see
// sumrows_amd64.s): Model.emissions' second loop with a form table and
// cold tokens. It needs AVX2.
//
//go:noescape
func emitSegAVX2(w unsafe.Pointer, mask uint32, recs unsafe.Pointer, feats *uint32, nrow *uint8, sums *[3]uint32, cold *bool, emit *int32, n int, k *emitConsts)

// prefetchSeg is Model.emissions' first loop with a form table and cold
// tokens (prefetch_amd64.s): the rows and record sums of every token not
// cold asked for without waiting for them.
//
//go:noescape
func prefetchSeg(w, recs unsafe.Pointer, feats *uint32, nrow *uint8, sums *[3]uint32, cold *bool, n int)
