package ner

import (
	"syscall"
	"unsafe"
)

// madvPopulateWrite is MADV_POPULATE_WRITE (Linux 5.14): fault a range in,
// writable, in one call. madvHugepage is MADV_HUGEPAGE: back a range with
// transparent huge pages where the kernel has them to give.
const (
	madvPopulateWrite = 23
	madvHugepage      = 14
)

// hugePage is the size of a transparent huge page on amd64 and arm64 (with
// 4 KB base pages).
const hugePage = 2 << 20

// hugeBytes returns n zero bytes that start at a huge page, the whole huge
// pages among them advised to be huge (MADV_HUGEPAGE) before they are
// faulted in: the tagger reads its weights' rows at random, one row a cache
// line, and with 4 KB pages nearly every row's page missed the TLB too
// (BenchmarkTag 1.05-1.08 x as fast with the weights on huge pages). The
// allocation is a huge page longer than n; its part before the start is
// never touched, so it takes no memory. Where the kernel gives no huge
// pages (THP off, EINVAL), the pages are ordinary ones, as before.
func hugeBytes(n int) []byte {
	if n < hugePage {
		return make([]byte, n)
	}
	b := make([]byte, n+hugePage)
	off := -int(uintptr(unsafe.Pointer(unsafe.SliceData(b)))) & (hugePage - 1)
	b = b[off : off+n : off+n]
	_ = syscall.Madvise(b[:n&^(hugePage-1)], madvHugepage)
	return b
}

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
