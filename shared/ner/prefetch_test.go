package ner

import "testing"

// TestPrefetchRows: the prefetch (or, on other architectures, the loads)
// of any rows of the table, the first and the last included, leaves the
// table as it was; with no indexes it does nothing.
func TestPrefetchRows(t *testing.T) {
	if stride*2 != 16 {
		t.Fatalf("a row is %d bytes; prefetch_*.s shift bucket indexes by 4 (16 bytes)", stride*2)
	}
	w := make([]int16, stride<<10)
	for i := range w {
		w[i] = int16(i)
	}
	tests := []struct {
		name string
		idx  []uint32
	}{
		{"none", nil},
		{"first and last row", []uint32{0, 1<<10 - 1}},
		{"one row twice", []uint32{5, 5}},
		{"a token's features", make([]uint32, NumFeatures)},
	}
	for _, tc := range tests {
		prefetchRows(w, tc.idx)
		for i := range w {
			if w[i] != int16(i) {
				t.Fatalf("%s: w[%d] = %d after the prefetch", tc.name, i, w[i])
			}
		}
	}
}
