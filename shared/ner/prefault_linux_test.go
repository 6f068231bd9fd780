package ner

import (
	"testing"
	"unsafe"
)

// TestHugeBytes: hugeBytes gives n zero bytes, of capacity n, starting at a
// huge page when n is a huge page or more; the weights, the form table
// and the lexicon's table are allocated by it.
func TestHugeBytes(t *testing.T) {
	for _, n := range []int{0, 1, 4096, hugePage - 1, hugePage, hugePage + 1, 3*hugePage + 12345} {
		b := hugeBytes(n)
		if len(b) != n || cap(b) != n {
			t.Fatalf("hugeBytes(%d): len %d cap %d", n, len(b), cap(b))
		}
		if n >= hugePage && uintptr(unsafe.Pointer(unsafe.SliceData(b)))%hugePage != 0 {
			t.Errorf("hugeBytes(%d) starts at %p, not at a huge page", n, unsafe.SliceData(b))
		}
		for i, c := range b {
			if c != 0 {
				t.Fatalf("hugeBytes(%d)[%d] = %d", n, i, c)
			}
		}
	}
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	if p := uintptr(unsafe.Pointer(unsafe.SliceData(m.W))); p%hugePage != 0 {
		t.Errorf("the weights start at %#x, not at a huge page", p)
	}
	if p := uintptr(unsafe.Pointer(unsafe.SliceData(m.lexTable().slots))); p%hugePage != 0 {
		t.Errorf("the lexicon's table starts at %#x, not at a huge page", p)
	}
	if m.forms != nil {
		if p := uintptr(unsafe.Pointer(unsafe.SliceData(m.forms.recs))); p%hugePage != 0 {
			t.Errorf("the form records start at %#x, not at a huge page", p)
		}
	}
}
