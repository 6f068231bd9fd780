package ner

import (
	"bytes"
	"math"
	"math/rand/v2"
	"runtime"
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

// TestTrainMembers: zero and one member are the single perceptron, the same
// bytes on every run; two members give the same bytes however many run at
// once, and their mean is another model than either member. (That one member
// reproduces the weights of before the ensemble is what `make check-weights`
// showed on the shipped file when Members came in.)
func TestTrainMembers(t *testing.T) {
	train := func(cfg TrainConfig) []byte {
		var buf bytes.Buffer
		if _, err := Train(tinyCorpus(), cfg).WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	for _, tc := range []struct {
		name string
		cfg  TrainConfig
	}{
		{"every sentence each epoch", TrainConfig{Bits: 12, Epochs: 3, Seed: 7}},
		{"sampled quota, salt", TrainConfig{Bits: 12, Epochs: 3, Seed: 7, Salt: 1000, Quota: []int{3}}},
	} {
		tc.cfg.Members = 1
		one := train(tc.cfg)
		if again := train(tc.cfg); !bytes.Equal(one, again) {
			t.Errorf("%s: two trainings of one member gave different bytes", tc.name)
		}
		tc.cfg.Members = 0
		if zero := train(tc.cfg); !bytes.Equal(zero, one) {
			t.Errorf("%s: Members 0 and 1 gave different bytes", tc.name)
		}
		tc.cfg.Members = 2
		two := train(tc.cfg)
		serial := func() []byte {
			defer runtime.GOMAXPROCS(runtime.GOMAXPROCS(1)) // one member at a time
			return train(tc.cfg)
		}()
		if !bytes.Equal(two, serial) {
			t.Errorf("%s: two members trained at once and one after the other gave different bytes", tc.name)
		}
		tc.cfg.Members = 1
		tc.cfg.Seed = memberSeed(tc.cfg.Seed, 1)
		if bytes.Equal(two, one) || bytes.Equal(two, train(tc.cfg)) {
			t.Errorf("%s: the mean of two members equals one of them", tc.name)
		}
	}
}

// TestAverage: the members' weights are averaged before one quantisation,
// whose scale maps the largest mean magnitude to 127 × 255; each row takes
// the least multiplier that holds its own largest weight.
func TestAverage(t *testing.T) {
	member := func(w []float64, t00 float64) memberWeights {
		m := memberWeights{w: append(append([]float64(nil), w...), make([]float64, 16-len(w))...)}
		m.trans[0][0] = t00
		return m
	}
	for _, tc := range []struct {
		name    string
		members []memberWeights
		scale   float32
		w       []int8 // two rows: seven weights and the multiplier (255 is -1)
		t00     int32
	}{
		{"one member", []memberWeights{member([]float64{2, -1, 0, 0.5}, 1)},
			32385.0 / 2, []int8{127, -64, 0, 32, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 1}, 16193},
		{"a row of small weights", []memberWeights{member([]float64{2, 0, 0, 0, 0, 0, 0, 0, 0.01, -0.02, 0, 0, 0, 0, 0.0001}, 0)},
			32385.0 / 2, []int8{127, 0, 0, 0, 0, 0, 0, -1, 54, -108, 0, 0, 0, 0, 1, 3}, 0},
		{"two members", []memberWeights{member([]float64{4, -2, 1, 0}, 2), member([]float64{0, -2, -1, 1}, -4)},
			32385.0 / 2, []int8{127, -127, 0, 32, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 1}, -16193},
		{"cancelling members", []memberWeights{member([]float64{1, 0, 0, 0}, 0), member([]float64{-1, 0, 0, 0}, 0)},
			32385, []int8{0, 0, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 0, 0, 1}, 0},
		{"three members", []memberWeights{member([]float64{3, 0, 0, 0}, 0), member([]float64{0, 3, 0, 0}, 0), member([]float64{0, 0, 3, -3}, 3)},
			32385, []int8{127, 127, 127, -127, 0, 0, 0, -1, 0, 0, 0, 0, 0, 0, 0, 1}, 32385},
	} {
		m := average(tc.members, TrainConfig{Bits: 1, Salt: 5})
		if m.Scale != tc.scale || !slices.Equal(m.W, tc.w) || m.Trans[0][0] != tc.t00 || m.Salt != 5 {
			t.Errorf("%s: scale %v, W %v, trans %d; want %v, %v, %d", tc.name, m.Scale, m.W, m.Trans[0][0], tc.scale, tc.w, tc.t00)
		}
	}
}

// TestDropReads: wordReads and lexReads name exactly the feature positions
// of featurize that change when one token's word (lw) or lexicon profile
// changes, at each offset from the token featurised.
func TestDropReads(t *testing.T) {
	text := "Frau Anna Weber von der Acme GmbH wohnt seit 2019 in Bremen ."
	toks := Tokenize(text, nil)
	n := len(toks)
	s := &scratch{}
	s.describe(text, toks, 0)
	for j := range s.info {
		s.info[j].lex = uint8(j + 1) // a profile per token, none equal
	}
	s.featurize(n, 20, 1000)
	base := append([]uint32(nil), s.feats...)
	for _, tc := range []struct {
		name  string
		reads [NumFeatures]uint8
		set   func(in *tokInfo, restore bool)
	}{
		{"word", wordReads, func(in *tokInfo, restore bool) { in.lw ^= 0x9e3779b97f4a7c15 }},
		{"lexicon profile", lexReads, func(in *tokInfo, restore bool) { in.lex ^= 0x40 }},
	} {
		for j := 0; j < n; j++ {
			tc.set(&s.info[j], false)
			s.featurize(n, 20, 1000)
			tc.set(&s.info[j], true)
			for i := 0; i < n; i++ {
				for k := 0; k < NumFeatures; k++ {
					o := j - i
					want := o >= -2 && o <= 2 && tc.reads[k]&(1<<(o+2)) != 0
					if got := s.feats[i*NumFeatures+k] != base[i*NumFeatures+k]; got != want {
						t.Errorf("%s of token %d: feature %d of token %d changed %v, want %v", tc.name, j, k, i, got, want)
					}
				}
			}
		}
	}
}

// TestDropMasks: with probability 0 nothing is hidden, with 1 every
// feature that reads a word (and with lex a lexicon profile) of a token,
// never the others; the draws depend only on the generator's seed.
func TestDropMasks(t *testing.T) {
	rng := func() *rand.Rand { return rand.New(rand.NewPCG(1, 2)) }
	var words, lexs uint64
	for k := 0; k < NumFeatures; k++ {
		if wordReads[k] != 0 {
			words |= 1 << k
		}
		if lexReads[k] != 0 {
			lexs |= 1 << k
		}
	}
	if got := dropMasks(nil, 7, rng(), 0, true, nil); len(got) != 0 {
		t.Errorf("p 0: masks %v, want none", got)
	}
	for _, lex := range []bool{false, true} {
		want := words
		if lex {
			want |= lexs
		}
		for i, m := range dropMasks(nil, 7, rng(), 1, lex, nil) {
			// near the sentence's edges some offsets read no token
			if inner := i >= 2 && i <= 4; inner && m != want || !inner && (m&^want != 0 || m == 0) {
				t.Errorf("p 1, lex %v: token %d mask %b, want %b", lex, i, m, want)
			}
		}
	}
	// keeping all tokens but 3 of 7 hides only its word: the features of
	// tokens 1-5 that read offset 3-i
	upper := func(j int) bool { return j != 3 } // keep every token but 3
	for i, m := range dropMasks(nil, 7, rng(), 1, false, upper) {
		var want uint64
		for k := 0; k < NumFeatures; k++ {
			if o := 3 - i; o >= -2 && o <= 2 && wordReads[k]&(1<<(o+2)) != 0 {
				want |= 1 << k
			}
		}
		if m != want {
			t.Errorf("p 1, upper only: token %d mask %b, want %b", i, m, want)
		}
	}
	a, b := dropMasks(nil, 40, rng(), 0.3, false, nil), dropMasks(nil, 40, rng(), 0.3, false, nil)
	if !slices.Equal(a, b) {
		t.Error("the same seed gave other masks")
	}
	hidden := 0
	for _, m := range a {
		if m&^words != 0 {
			t.Errorf("mask %b hides a feature that reads no word", m)
		}
		if m != 0 {
			hidden++
		}
	}
	if hidden == 0 || hidden == len(a) {
		t.Errorf("p 0.3 hid features at %d of %d tokens", hidden, len(a))
	}
}

// TestTrainWordDrop: WordDrop 0 trains the model of before, any other
// probability another one, the same bytes on every run.
func TestTrainWordDrop(t *testing.T) {
	train := func(cfg TrainConfig) []byte {
		var buf bytes.Buffer
		if _, err := Train(tinyCorpus(), cfg).WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes()
	}
	cfg := TrainConfig{Bits: 12, Epochs: 3, Seed: 7, Members: 2}
	plain := train(cfg)
	cfg.DropLex = true // no effect without WordDrop
	if !bytes.Equal(train(cfg), plain) {
		t.Error("DropLex without WordDrop changed the model")
	}
	cfg.WordDrop = 0.3
	drop := train(cfg)
	if bytes.Equal(drop, plain) {
		t.Error("WordDrop 0.3 gave the model of WordDrop 0")
	}
	if !bytes.Equal(train(cfg), drop) {
		t.Error("two trainings with WordDrop gave different bytes")
	}
}

// TestPAStep: the passive-aggressive step is the margin the wrong path
// holds plus the root of its wrong tokens, over the squared size of a unit
// update (a row shared by two wrong tokens counts twice, squared), capped
// at C.
func TestPAStep(t *testing.T) {
	const O, BPER = 0, 1
	rows := func(n int, shared bool) []uint32 {
		f := make([]uint32, n*NumFeatures)
		for i := range f {
			f[i] = uint32(i)
			if shared && i%NumFeatures == 0 {
				f[i] = 1 << 20 // one row for the first feature of every token
			}
		}
		return f
	}
	none := func(int) uint64 { return 0 }
	var trans [NumLabels + 1][NumLabels]float32
	trans[NumLabels][BPER] = 0.5 // the start favours B-PER by 0.5
	fem := make([]float32, 2*NumLabels)
	fem[BPER] = 1 // token 0: B-PER by 1 over O
	for _, tc := range []struct {
		name       string
		gold, pred []uint8
		feats      []uint32
		c, want    float64
	}{
		// one token: 36 rows x 2 labels, 2 transitions; margin 1.5 + sqrt 1
		{"one wrong token", []uint8{O}, []uint8{BPER}, rows(1, false), 1, 2.5 / 74},
		{"capped", []uint8{O}, []uint8{BPER}, rows(1, false), 0.01, 0.01},
		// two tokens O O against B-PER B-PER: transitions start->O, O->O
		// against start->B-PER, B-PER->B-PER; 35 own rows per token and
		// label (4 x 35 = 140) and the shared row at +-2 per label (8)
		{"a row shared", []uint8{O, O}, []uint8{BPER, BPER}, rows(2, true), 1, (1.5 + math.Sqrt(2)) / (140 + 8 + 4)},
	} {
		var pa paState
		got := pa.step(tc.gold, tc.pred, fem[:len(tc.gold)*NumLabels], &trans, tc.feats, none, tc.c)
		if math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: step %v, want %v", tc.name, got, tc.want)
		}
	}
	// a hidden feature is no part of the update
	var pa paState
	got := pa.step([]uint8{O}, []uint8{BPER}, fem[:NumLabels], &trans, rows(1, false), func(int) uint64 { return 1 }, 1)
	if want := 2.5 / 72; math.Abs(got-want) > 1e-9 {
		t.Errorf("a hidden feature: step %v, want %v", got, want)
	}
}

// TestTrainPA: PA steps train another model than the perceptron's, the
// same bytes on every run, and it learns its training sentences.
func TestTrainPA(t *testing.T) {
	train := func(cfg TrainConfig) ([]byte, *Model) {
		var buf bytes.Buffer
		m := Train(tinyCorpus(), cfg)
		if _, err := m.WriteTo(&buf); err != nil {
			t.Fatal(err)
		}
		return buf.Bytes(), m
	}
	cfg := TrainConfig{Bits: 12, Epochs: 3, Seed: 7}
	plain, _ := train(cfg)
	cfg.PA = 1
	pa, m := train(cfg)
	if bytes.Equal(pa, plain) {
		t.Error("PA gave the perceptron's model")
	}
	if again, _ := train(cfg); !bytes.Equal(again, pa) {
		t.Error("two trainings with PA gave different bytes")
	}
	got := found(NewTagger(m), "Jan Novák bydlí v Praze .")
	if !has(got, "PERSON:Jan Novák") || !has(got, "LOCATION:Praze") {
		t.Errorf("PA's tiny model tags %v", got)
	}
}
