package ner

import (
	"math"
	"math/rand/v2"
)

// TyperConfig steers TrainTyper.
type TyperConfig struct {
	Bits   uint // log2 of the typer's rows (17: 524 kB)
	Epochs int
	Seed   uint64
	Salt   uint64
	// Lexicons are indexed by Sentence.Fold, as TrainConfig.Lexicons: a
	// span is described with a lexicon built without its sentence's fold,
	// so that the typer learns how far to trust the lexicon on unseen
	// words.
	Lexicons []Lexicon
	// Quota is TrainConfig.Quota: the sentences of an epoch per corpus.
	Quota []int
	// WordDrop is the probability with which a training span's own words
	// are hidden (seeded draws): the typer then learns a span's type from
	// its context, suffixes, shape and lexicon profile too.
	WordDrop float64
	// Rate, when above 0, trains softmax regression with this step
	// (averaged as the perceptron is) instead of the perceptron.
	Rate float64
}

// TrainTyper fits the span typer, a multiclass averaged perceptron over
// the gold PER, LOC and ORG spans of sents, in the epochs and quotas the
// tagger trains in (epochOrder). The result depends only on sents and cfg.
func TrainTyper(sents []Sentence, cfg TyperConfig) *Typer {
	ty := &Typer{Bits: cfg.Bits, Salt: cfg.Salt}
	tc := ty.consts()
	size := typerTypes << cfg.Bits
	w := make([]float64, size)
	acc := make([]float64, size)
	c := 1.0
	s := &scratch{}
	var f []uint32
	drop := rand.New(rand.NewPCG(cfg.Seed^0x7e9e, 0xd209))
	for ep := 0; ep < cfg.Epochs; ep++ {
		for _, si := range epochOrder(sents, cfg.Quota, cfg.Seed, ep) {
			se := &sents[si]
			n := len(se.Tokens)
			if !hasEntity(se.Gold[:n]) {
				continue
			}
			s.lex = nil
			if cfg.Lexicons != nil {
				s.lex = cfg.Lexicons[se.Fold]
			}
			s.describe(se.Text, se.Tokens, 0)
			s.cold = nil
			s.lookLex(n)
			for i := 0; i < n; {
				g := se.Gold[i]
				if g == labelO {
					i++
					continue
				}
				j := spanEnd(se.Gold[:n], i)
				gold := int(g-1) / 2
				s.tyHide = cfg.WordDrop > 0 && drop.Float64() < cfg.WordDrop
				f = s.spanFeats(tc, i, j, n, f[:0])
				var sc [typerTypes]float64
				for _, r := range f {
					for k := range sc {
						sc[k] += w[int(r)*typerTypes+k]
					}
				}
				pred := 0
				for k := 1; k < typerTypes; k++ {
					if sc[k] > sc[pred] {
						pred = k
					}
				}
				if cfg.Rate > 0 {
					// softmax regression: a step of rate times the
					// error of each type's probability
					mx := sc[pred]
					var p [typerTypes]float64
					z := 0.0
					for k := range p {
						p[k] = math.Exp(sc[k] - mx)
						z += p[k]
					}
					for k := range p {
						y := 0.0
						if k == gold {
							y = 1
						}
						g := cfg.Rate * (y - p[k]/z)
						for _, r := range f {
							w[int(r)*typerTypes+k] += g
							acc[int(r)*typerTypes+k] += c * g
						}
					}
				} else if pred != gold {
					for _, r := range f {
						w[int(r)*typerTypes+gold]++
						acc[int(r)*typerTypes+gold] += c
						w[int(r)*typerTypes+pred]--
						acc[int(r)*typerTypes+pred] -= c
					}
				}
				c++
				i = j
			}
		}
	}
	// averaged weights, each row's LOCATION and ORGANIZATION less its
	// PERSON (typerLanes)
	for i := range w {
		w[i] -= acc[i] / c
	}
	rel := make([]float64, typerLanes<<cfg.Bits)
	maxAbs := 0.0
	for r := 0; r < 1<<cfg.Bits; r++ {
		for k := 1; k < typerTypes; k++ {
			v := w[r*typerTypes+k] - w[r*typerTypes]
			rel[r*typerLanes+k-1] = v
			maxAbs = math.Max(maxAbs, math.Abs(v))
		}
	}
	if maxAbs == 0 {
		maxAbs = 1
	}
	ty.Scale = float32(32767 / maxAbs)
	ty.W = make([]int16, len(rel))
	for i, v := range rel {
		ty.W[i] = int16(math.Round(v * float64(ty.Scale)))
	}
	return ty
}

func hasEntity(gold []uint8) bool {
	for _, g := range gold {
		if g != labelO {
			return true
		}
	}
	return false
}
