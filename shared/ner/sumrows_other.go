//go:build !amd64

package ner

import "unsafe"

// useAVX2 is false: emissions sums rows in uint64 lanes (sumRowsSWAR).
const useAVX2 = false

func sumRowsAVX2(unsafe.Pointer, uint32, []uint32, *[8]int32, *[8]int32, *[8]int32, *[8]int32) {
	panic("ner: no AVX2")
}

// segAsm is false: emissions loops over the tokens in Go.
const segAsm = false

type emitConsts struct{ lanes, cold [8]int32 }

var emitK emitConsts

func emitSegAVX2(unsafe.Pointer, uint32, unsafe.Pointer, *uint32, *uint8, *[3]uint32, *bool, *int32, int, *emitConsts) {
	panic("ner: no AVX2")
}

func prefetchSeg(unsafe.Pointer, unsafe.Pointer, *uint32, *uint8, *[3]uint32, *bool, int) {
	panic("ner: no segment prefetch")
}
