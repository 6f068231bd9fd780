//go:build amd64 || arm64

package ner

import "unsafe"

// prefetchRows asks for the rows of w that the bucket indexes idx name
// (row b is w[b*stride:][:stride], 16 bytes) without waiting for them, and
// returns 0. A load of the same rows (prefetch_other.go) stalls the core once
// its window is full of loads waiting for memory; a prefetch retires at once,
// so that many more rows are in flight (see Model.emissions).
//
//go:noescape
func prefetchRows(w []int16, idx []uint32) int16

// prefetchRows8 is prefetchRows for the weight table's rows of 8 bytes
// (row b is w[b*stride:][:stride]; Model.W).
//
//go:noescape
func prefetchRows8(w []int8, idx []uint32) int8

// prefetch4 asks for the cache lines at a, b, c and d without waiting for
// them.
//
//go:noescape
func prefetch4(a, b, c, d unsafe.Pointer)
