package ner

import (
	"slices"
	"testing"
)

// TestEpochOrder: each corpus trains its quota per epoch, a large corpus is
// sampled anew each epoch, a small one repeated, and the order depends only
// on the seed and the epoch.
func TestEpochOrder(t *testing.T) {
	var sents []Sentence
	for c, n := range []int{100, 10, 5} {
		for i := 0; i < n; i++ {
			sents = append(sents, Sentence{Corpus: c})
		}
	}
	for _, tc := range []struct {
		name  string
		quota []int
		want  [3]int // sentences of each corpus in an epoch
	}{
		{"no quota: every sentence once", nil, [3]int{100, 10, 5}},
		{"capped and repeated", []int{30, 25, 0}, [3]int{30, 25, 5}},
		{"quota of the whole corpus", []int{100, 10, 5}, [3]int{100, 10, 5}},
	} {
		order := epochOrder(sents, tc.quota, 2, 0)
		var got [3]int
		for _, i := range order {
			got[sents[i].Corpus]++
		}
		if got != tc.want {
			t.Errorf("%s: per corpus %v, want %v", tc.name, got, tc.want)
		}
		if !slices.Equal(order, epochOrder(sents, tc.quota, 2, 0)) {
			t.Errorf("%s: the same seed and epoch gave another order", tc.name)
		}
	}
	// the capped corpus is sampled anew: over epochs it is seen beyond its quota
	seen := map[int]bool{}
	for ep := 0; ep < 8; ep++ {
		for _, i := range epochOrder(sents, []int{30, 10, 5}, 2, ep) {
			if sents[i].Corpus == 0 {
				seen[i] = true
			}
		}
	}
	if len(seen) <= 60 {
		t.Errorf("8 epochs of 30 saw only %d of the corpus's 100 sentences", len(seen))
	}
	// a repeated corpus holds each sentence at least quota/size times
	count := map[int]int{}
	for _, i := range epochOrder(sents, []int{100, 25, 5}, 2, 0) {
		count[i]++
	}
	for i := 100; i < 110; i++ {
		if count[i] < 2 || count[i] > 3 {
			t.Errorf("sentence %d of the repeated corpus trained %d times, want 2 or 3", i, count[i])
		}
	}
}
