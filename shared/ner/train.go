package ner

import (
	"math"
	"math/rand/v2"
	"runtime"
	"slices"
	"strings"
	"sync"
)

// Sentence is one training sentence: its text, tokens (byte ranges) and the
// gold label index of each token.
type Sentence struct {
	Text   string
	Tokens []Token
	Gold   []uint8
	// Fold picks the lexicon of TrainConfig.Lexicons the sentence is
	// featurised with: one built without this sentence's fold, so that the
	// model does not learn to trust a lexicon that always knows the answer.
	Fold int
	// Corpus indexes TrainConfig.Quota: the corpus (or synthetic stream) the
	// sentence comes from.
	Corpus int
}

// LabelIndex returns the index of a BIO tag; tags of other types (MISC) are O.
func LabelIndex(tag string) uint8 {
	for i, l := range Labels {
		if l == tag {
			return uint8(i)
		}
	}
	return labelO
}

// FromTokens builds a Sentence from pre-tokenised words joined by spaces.
func FromTokens(words, tags []string) Sentence {
	var b strings.Builder
	s := Sentence{Tokens: make([]Token, len(words)), Gold: make([]uint8, len(words))}
	for i, w := range words {
		if i > 0 {
			b.WriteByte(' ')
		}
		s.Tokens[i] = Token{b.Len(), b.Len() + len(w)}
		b.WriteString(w)
		s.Gold[i] = LabelIndex(tags[i])
	}
	s.Text = b.String()
	repairBIO(s.Gold)
	return s
}

// repairBIO turns an I- tag that does not continue its entity into the B-
// tag that starts one.
func repairBIO(gold []uint8) {
	prev := uint8(NumLabels)
	for i, g := range gold {
		if isI(g) && !allowed(prev, g) {
			gold[i] = g - 1
		}
		prev = gold[i]
	}
}

// TrainConfig steers Train.
type TrainConfig struct {
	Bits   uint // log2 of the feature buckets (21, the shipped: 2M buckets of 8 bytes, 16.8 MB)
	Epochs int
	Seed   uint64
	// Salt is hashed into every feature (see featurize): another salt puts
	// the features at other rows, so that other ones share a row.
	Salt uint64
	// Lexicons, when set, are indexed by Sentence.Fold (see there); Lex is
	// the lexicon over every fold, shipped with the model for tagging.
	Lexicons []Lexicon
	Lex      Lexicon
	// Quota, when set, is indexed by Sentence.Corpus: how many of the
	// corpus's sentences one epoch trains on. A quota below the corpus's
	// size takes a seeded sample that differs per epoch (a large corpus is
	// seen whole over the epochs without outweighing the others in any),
	// one above it repeats the corpus (whole copies, then a sample). A
	// corpus without an entry, or with quota 0, is trained on once.
	Quota []int
	// Members is how many perceptrons to train and average (0 or 1: one).
	// They see the same sentences and lexicons, each in its own shuffle and
	// quota sample (seeds from Seed, see memberSeed), and the mean of their
	// averaged weights is quantised once: a model no larger or slower than
	// one perceptron's, that depends less on the draw of one shuffle. At
	// most GOMAXPROCS members train at once.
	Members int
	// PA, when above 0, replaces the perceptron's unit step by the
	// passive-aggressive one (PA-I with the Hamming loss, capped at PA; see
	// paState.step): a wrong path moves the weights just far enough that
	// the gold path would beat it by the root of its wrong tokens.
	PA float64
	// Progress, when set, is called after each member's epoch with the
	// number of sentences whose predicted path was wrong; never twice at
	// once.
	Progress func(member, epoch, wrong int)
}

// epochOrder returns the sentence indexes of one epoch, shuffled: each
// corpus's quota of them (see TrainConfig.Quota), or every sentence once.
// It depends only on the sentences' corpora, the quotas, seed and epoch.
func epochOrder(sents []Sentence, quota []int, seed uint64, ep int) []int {
	var order []int
	if quota == nil {
		order = make([]int, len(sents))
		for i := range order {
			order[i] = i
		}
	} else {
		byCorpus := map[int][]int{}
		maxC := 0
		for i := range sents {
			c := sents[i].Corpus
			byCorpus[c] = append(byCorpus[c], i)
			maxC = max(maxC, c)
		}
		for c := 0; c <= maxC; c++ {
			idx := byCorpus[c]
			q := len(idx)
			if c < len(quota) && quota[c] > 0 {
				q = quota[c]
			}
			for ; q >= len(idx) && len(idx) > 0; q -= len(idx) {
				order = append(order, idx...)
			}
			if q > 0 {
				sample := append([]int(nil), idx...)
				rng := rand.New(rand.NewPCG(seed^0x5a17, uint64(ep)<<32|uint64(c)))
				rng.Shuffle(len(sample), func(i, j int) { sample[i], sample[j] = sample[j], sample[i] })
				order = append(order, sample[:q]...)
			}
		}
	}
	rng := rand.New(rand.NewPCG(seed, uint64(ep)))
	rng.Shuffle(len(order), func(i, j int) { order[i], order[j] = order[j], order[i] })
	return order
}

// Train fits an averaged structured perceptron, or the mean of
// cfg.Members of them (see TrainConfig.Members). The result depends only on
// the sentences, their order and cfg: the shuffles are seeded, each member
// trains single-threaded and the members are summed in member order, so the
// same input gives the same bytes however the goroutines are scheduled.
func Train(sents []Sentence, cfg TrainConfig) *Model {
	k := max(cfg.Members, 1)
	members := make([]memberWeights, k)
	var mu sync.Mutex // serialises cfg.Progress
	progress := func(member, ep, wrong int) {
		if cfg.Progress != nil {
			mu.Lock()
			defer mu.Unlock()
			cfg.Progress(member, ep, wrong)
		}
	}
	sem := make(chan struct{}, runtime.GOMAXPROCS(0))
	var wg sync.WaitGroup
	for i := range members {
		wg.Add(1)
		go func() {
			defer wg.Done()
			sem <- struct{}{}
			defer func() { <-sem }()
			members[i] = trainMember(sents, cfg, memberSeed(cfg.Seed, i), func(ep, wrong int) { progress(i, ep, wrong) })
		}()
	}
	wg.Wait()
	return average(members, cfg)
}

// memberSeed is the shuffle seed of ensemble member i: member 0 trains with
// the seed itself, so that one member is the single perceptron; the others'
// seeds are far from small seeds, so that two ensembles of neighbouring base
// seeds (2 and 3) share no member.
func memberSeed(seed uint64, i int) uint64 {
	if i == 0 {
		return seed
	}
	return seed ^ uint64(i)*0x9e3779b97f4a7c15
}

// paState is the scratch of the passive-aggressive step.
type paState struct {
	diff map[int]float64
}

// step returns PA-I's step for a sentence whose predicted path pred is not
// gold: min(C, (score(pred) - score(gold) + sqrt(wrong tokens)) / |Δ|²),
// where Δ is the update of one unit step (the features of gold minus those
// of pred, rows shared between tokens summed) and the scores are the
// current weights' (fem: the tokens' emissions, trans: the transitions).
func (pa *paState) step(gold, pred []uint8, fem []float32, trans *[NumLabels + 1][NumLabels]float32, feats []uint32, C float64) float64 {
	if pa.diff == nil {
		pa.diff = map[int]float64{}
	}
	clear(pa.diff)
	var td [NumLabels + 1][NumLabels]float64
	var sg, sp float64
	wrong := 0
	for i := range gold {
		g, p := gold[i], pred[i]
		pg, pp := uint8(NumLabels), uint8(NumLabels)
		if i > 0 {
			pg, pp = gold[i-1], pred[i-1]
		}
		sg += float64(fem[i*NumLabels+int(g)] + trans[pg][g])
		sp += float64(fem[i*NumLabels+int(p)] + trans[pp][p])
		if pg != pp || g != p {
			td[pg][g]++
			td[pp][p]--
		}
		if g == p {
			continue
		}
		wrong++
		for _, b := range feats[i*NumFeatures : (i+1)*NumFeatures] {
			pa.diff[int(b)*stride+int(g)]++
			pa.diff[int(b)*stride+int(p)]--
		}
	}
	norm := 0.0
	for _, v := range pa.diff {
		norm += v * v
	}
	for _, r := range td {
		for _, v := range r {
			norm += v * v
		}
	}
	if norm == 0 {
		return 0
	}
	return min(C, max(0, sp-sg+math.Sqrt(float64(wrong)))/norm)
}

// memberWeights are one perceptron's averaged weights, unquantised.
type memberWeights struct {
	w     []float64
	trans [NumLabels + 1][NumLabels]float64
}

// trainMember runs the perceptron's epochs with the given shuffle seed and
// returns its averaged weights, w - acc/c.
func trainMember(sents []Sentence, cfg TrainConfig, seed uint64, progress func(ep, wrong int)) memberWeights {
	size := stride << cfg.Bits
	w := make([]float32, size)
	acc := make([]float64, size)
	var trans [NumLabels + 1][NumLabels]float32
	var transAcc [NumLabels + 1][NumLabels]float64
	c := 1.0
	s := &scratch{}
	pred := []uint8{}
	var pa paState
	for ep := 0; ep < cfg.Epochs; ep++ {
		order := epochOrder(sents, cfg.Quota, seed, ep)
		wrong := 0
		for _, si := range order {
			se := &sents[si]
			n := len(se.Tokens)
			if n == 0 {
				continue
			}
			s.lex = nil
			if cfg.Lexicons != nil {
				s.lex = cfg.Lexicons[se.Fold]
			}
			s.describe(se.Text, se.Tokens, 0)
			s.cold = nil
			s.lookLex(n)
			s.featurize(n, cfg.Bits, cfg.Salt)
			s.fem = growFloat32(s.fem, n*NumLabels)
			for i := 0; i < n; i++ {
				var a [NumLabels]float32
				for _, b := range s.feats[i*NumFeatures : (i+1)*NumFeatures] {
					row := w[int(b)*stride : int(b)*stride+NumLabels]
					for l := range a {
						a[l] += row[l]
					}
				}
				copy(s.fem[i*NumLabels:], a[:])
			}
			s.fdel = growFloat32(s.fdel, n*NumLabels)
			s.back = growUint8(s.back, n*NumLabels)
			if cap(pred) < n {
				pred = make([]uint8, n*2)
			}
			pred = pred[:n]
			dec := masked(trans)
			viterbi(s.fem, &dec, n, s.fdel, s.back, pred, nil)
			step := float32(1)
			if cfg.PA > 0 && !slices.Equal(pred, se.Gold[:n]) {
				step = float32(pa.step(se.Gold[:n], pred, s.fem, &trans, s.feats, cfg.PA))
			}
			bad := false
			for i := 0; i < n; i++ {
				g, p := se.Gold[i], pred[i]
				pg, pp := uint8(NumLabels), uint8(NumLabels)
				if i > 0 {
					pg, pp = se.Gold[i-1], pred[i-1]
				}
				if pg != pp || g != p {
					trans[pg][g] += step
					transAcc[pg][g] += c * float64(step)
					trans[pp][p] -= step
					transAcc[pp][p] -= c * float64(step)
				}
				if g == p {
					continue
				}
				bad = true
				for _, b := range s.feats[i*NumFeatures : (i+1)*NumFeatures] {
					k := int(b) * stride
					w[k+int(g)] += step
					acc[k+int(g)] += c * float64(step)
					w[k+int(p)] -= step
					acc[k+int(p)] -= c * float64(step)
				}
			}
			if bad {
				wrong++
			}
			c++
		}
		progress(ep, wrong)
	}
	// averaged weights, in place of the accumulator
	var m memberWeights
	for i := range w {
		acc[i] = float64(w[i]) - acc[i]/c
	}
	m.w = acc
	for p := range trans {
		for q := range trans[p] {
			m.trans[p][q] = float64(trans[p][q]) - transAcc[p][q]/c
		}
	}
	return m
}

// average returns the model of the members' mean weights, quantised to
// int8 rows (quantRow) under one scale that puts the largest magnitude at
// maxQ*maxMul (32,385): each row keeps its own multiplier, so its small
// weights are not rounded away by the table's largest. The sum runs in
// member order; one member is returned as it is (x/1 == x), so Members 1
// gives the bytes of the single perceptron. It sums into members[0]'s
// weights, which the caller no longer needs.
func average(members []memberWeights, cfg TrainConfig) *Model {
	k := float64(len(members))
	avg := members[0].w
	for _, mw := range members[1:] {
		for i, v := range mw.w {
			avg[i] += v
		}
	}
	maxAbs := 0.0
	for i := range avg {
		avg[i] /= k
		maxAbs = math.Max(maxAbs, math.Abs(avg[i]))
	}
	if maxAbs == 0 {
		maxAbs = 1
	}
	m := &Model{Bits: cfg.Bits, Salt: cfg.Salt, Scale: float32(maxQ * maxMul / maxAbs), W: make([]int8, len(avg)), Lex: cfg.Lex}
	for r := 0; r < len(avg)/stride; r++ {
		var v [NumLabels]float64
		for l := range v {
			v[l] = avg[r*stride+l] * float64(m.Scale)
		}
		q, mul := quantRow(&v)
		copy(m.W[r*stride:], q[:])
		m.W[r*stride+NumLabels] = int8(mul)
	}
	for p := range m.Trans {
		for q := range m.Trans[p] {
			v := 0.0
			for _, mw := range members {
				v += mw.trans[p][q]
			}
			m.Trans[p][q] = int32(math.Round(v / k * float64(m.Scale)))
		}
	}
	m.dec = masked(m.Trans)
	m.unit = transUnit(&m.Trans)
	return m
}

// Retokenize re-splits a corpus sentence with Tokenize, so that training
// sees the tokens tagging will see ("St." and "1." become two tokens, as in
// running text). A new token takes the label of the corpus token it lies
// in: B- for the first piece of a B- token, I- for the others.
func Retokenize(s Sentence) Sentence {
	toks := Tokenize(s.Text, nil)
	gold := make([]uint8, len(toks))
	k := 0
	for i, t := range toks {
		for k < len(s.Tokens) && s.Tokens[k].End <= t.Start {
			k++
		}
		if k == len(s.Tokens) || s.Tokens[k].Start > t.Start {
			continue // cannot happen: corpus tokens cover every non-space byte
		}
		g := s.Gold[k]
		if isB(g) && t.Start > s.Tokens[k].Start {
			g++ // a later piece continues the entity
		}
		gold[i] = g
	}
	repairBIO(gold)
	return Sentence{Text: s.Text, Tokens: toks, Gold: gold, Fold: s.Fold}
}
