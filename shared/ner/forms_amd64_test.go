package ner

import "testing"

// TestFormsWithoutAVX2: the sums in uint64 lanes, which machines without
// AVX2 (arm64 among them) take, give the scores and spans of the tagger
// without the form table too.
func TestFormsWithoutAVX2(t *testing.T) {
	defer func(was bool) { useAVX2 = was }(useAVX2)
	useAVX2 = false
	emissionsWithForms(t)
	step := 5
	if testing.Short() {
		step = 50
	}
	formsMatchSlowPath(t, step)
}
