package ner

// viterbiStepsAVX2 runs viterbi's steps 1 to n-1 over the scores of step 0
// in delta (viterbi_amd64.s): emit, delta and back hold n rows of 7, cold
// n flags or is nil. It needs AVX2.
//
//go:noescape
func viterbiStepsAVX2(emit *int32, delta *int32, back *uint8, cold *bool, n int, vc *vitConsts)
