//go:build !amd64

package ner

import "unsafe"

// useAVX2 is false: emissions sums rows in uint64 lanes (sumRowsSWAR).
const useAVX2 = false

func sumRowsAVX2(unsafe.Pointer, uint32, []uint32, *[8]int32, *[8]int32, *[8]int32, *[8]int32) {
	panic("ner: no AVX2")
}
