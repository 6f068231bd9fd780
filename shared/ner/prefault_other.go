//go:build !linux

package ner

// prefault does nothing here: the pages fault in as the copy writes them.
func prefault([]int16) {}

// hugeBytes returns n zero bytes: huge pages are asked for on Linux only.
func hugeBytes(n int) []byte { return make([]byte, n) }
