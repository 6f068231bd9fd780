//go:build !amd64 && !arm64

package ner

import "unsafe"

// prefetchRows loads the rows of w that the bucket indexes idx name, so that
// they are in cache for the sums after it, and returns a value made of them
// (which keeps the loads from being optimised away). On amd64 and arm64 it
// is a loop of prefetch instructions (prefetch.go).
func prefetchRows(w []int16, idx []uint32) int16 {
	var t int16
	for _, b := range idx {
		t ^= w[int(b)*stride]
	}
	return t
}

// prefetchRows8 is prefetchRows for the weight table's rows of 8 bytes.
func prefetchRows8(w []int8, idx []uint32) int8 {
	var t int8
	for _, b := range idx {
		t ^= w[int(b)*stride]
	}
	return t
}

// prefetch4 does nothing where no prefetch instruction is at hand.
func prefetch4(a, b, c, d unsafe.Pointer) {}
