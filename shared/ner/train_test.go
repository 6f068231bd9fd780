package ner

import (
	"bytes"
	"math"
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
		got := pa.step(tc.gold, tc.pred, fem[:len(tc.gold)*NumLabels], &trans, tc.feats, tc.c)
		if math.Abs(got-tc.want) > 1e-9 {
			t.Errorf("%s: step %v, want %v", tc.name, got, tc.want)
		}
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
