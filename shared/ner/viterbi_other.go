//go:build !amd64

package ner

func viterbiStepsAVX2(*int32, *int32, *uint8, *bool, int, *vitConsts) {
	panic("ner: no AVX2")
}
