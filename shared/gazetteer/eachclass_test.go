package gazetteer

import "testing"

// TestEachClass: EachClass visits every word with classes once, with the
// classes Class gives.
func TestEachClass(t *testing.T) {
	seen := map[string]bool{}
	EachClass(func(w string, c uint8) {
		if seen[w] {
			t.Errorf("%q visited twice", w)
		}
		seen[w] = true
		if c == 0 || Class(w) != c {
			t.Errorf("%q: classes %d, Class %d", w, c, Class(w))
		}
	})
	if len(seen) != len(classes) {
		t.Errorf("visited %d words of %d", len(seen), len(classes))
	}
}
