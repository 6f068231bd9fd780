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
