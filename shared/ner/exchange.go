package ner

import (
	"cmp"
	"encoding/binary"
	"errors"
	"math"
	"slices"
)

// Clusters maps a word's key (Key) to its word class, 1 to K: classes of
// words that occur in the same contexts, learned from unlabelled text by
// LearnClusters. Cluster templates (see featurize) let a word the labelled
// corpora seldom or never show inside a name borrow the evidence of the
// words of its class (Koo et al. 2008; Turian et al. 2010).
type Clusters map[string]uint16

// ClusterConfig steers LearnClusters.
type ClusterConfig struct {
	K        int // classes (at most 65535)
	MinCount int // fewest occurrences of a clustered word
	// Contexts is how many of the most frequent words are contexts of their
	// own; the rarer words share one context, the sentence edges another.
	Contexts int
	Iters    int // most exchange passes over the words
}

// LearnClusters clusters the keys (Key) of the tokens of sents that occur at
// least cfg.MinCount times into cfg.K classes by predictive exchange
// (Uszkoreit and Brants 2008), in both directions: it maximises the
// likelihood of the class bigram models P(c(w) | previous word) P(w | c(w))
// and P(c(w) | next word) P(w | c(w)), moving one word at a time to the class
// that gains most, the most frequent words first, until no word moves or
// after cfg.Iters passes. The words start in the classes of their frequency
// rank modulo K. It ignores the labels; the result depends only on the
// tokens' text, their order and cfg (no map is iterated).
func LearnClusters(sents []Sentence, cfg ClusterConfig) Clusters {
	K := cfg.K
	if K < 2 || K > 65535 {
		return nil
	}
	// the words in the order first seen, then ranked by count (ties by
	// their bytes)
	id := map[string]int32{}
	var words []string
	var count []int64
	toks := make([][]int32, len(sents))
	for i := range sents {
		se := &sents[i]
		ids := make([]int32, len(se.Tokens))
		for j, t := range se.Tokens {
			k := Key(se.Text[t.Start:t.End])
			x, ok := id[k]
			if !ok {
				x = int32(len(words))
				id[k] = x
				words = append(words, k)
				count = append(count, 0)
			}
			count[x]++
			ids[j] = x
		}
		toks[i] = ids
	}
	order := make([]int32, len(words))
	for i := range order {
		order[i] = int32(i)
	}
	slices.SortFunc(order, func(a, b int32) int {
		if c := cmp.Compare(count[b], count[a]); c != 0 {
			return c
		}
		return cmp.Compare(words[a], words[b])
	})
	rank := make([]int32, len(words))
	V := 0 // the clustered words are ranks [0, V)
	for r, x := range order {
		rank[x] = int32(r)
		if count[x] >= int64(max(cfg.MinCount, 1)) {
			V = r + 1
		}
	}
	if V == 0 {
		return Clusters{}
	}
	// contexts: rank below M its own, then the rare words, then the edge;
	// a left context is row ctx, a right one row R+ctx
	M := int32(max(cfg.Contexts, 1))
	R := int(M) + 2
	ctx := func(x int32) int32 { return min(rank[x], M) }
	edge := M + 1
	// every occurrence of a clustered word as (word, row) pairs, sorted and
	// counted: per word its rows and counts
	var pairs []uint64
	for _, ids := range toks {
		for j, x := range ids {
			w := rank[x]
			if int(w) >= V {
				continue
			}
			l, r := edge, edge
			if j > 0 {
				l = ctx(ids[j-1])
			}
			if j+1 < len(ids) {
				r = ctx(ids[j+1])
			}
			pairs = append(pairs, uint64(w)<<32|uint64(l), uint64(w)<<32|uint64(int32(R)+r))
		}
	}
	toks = nil
	slices.Sort(pairs)
	start := make([]int32, V+1) // word w's rows are rows[start[w]:start[w+1]]
	var rows, cnt []int32
	for i := 0; i < len(pairs); {
		j := i
		for j < len(pairs) && pairs[j] == pairs[i] {
			j++
		}
		rows = append(rows, int32(uint32(pairs[i])))
		cnt = append(cnt, int32(j-i))
		start[pairs[i]>>32+1] = int32(len(rows))
		i = j
	}
	pairs = nil
	for w := 1; w <= V; w++ {
		start[w] = max(start[w], start[w-1])
	}
	nw := make([]int64, V) // a word's occurrences (its left rows' counts)
	for w := range V {
		for k := start[w]; k < start[w+1]; k++ {
			if rows[k] < int32(R) {
				nw[w] += int64(cnt[k])
			}
		}
	}
	// N[row*K+c]: the occurrences of class c's words in context row; nc[c]:
	// those of its words
	class := make([]int32, V)
	N := make([]int32, 2*R*K)
	nc := make([]int64, K)
	move := func(w int, c int32, sign int32) {
		for k := start[w]; k < start[w+1]; k++ {
			N[int(rows[k])*K+int(c)] += sign * cnt[k]
		}
		nc[c] += int64(sign) * nw[w]
	}
	for w := range V {
		class[w] = int32(w % K)
		move(w, class[w], 1)
	}
	// xlogx for the small counts from a table
	tab := make([]float64, 1<<16)
	for i := 1; i < len(tab); i++ {
		tab[i] = float64(i) * math.Log(float64(i))
	}
	xlogx := func(x int64) float64 {
		if x < int64(len(tab)) {
			return tab[x]
		}
		return float64(x) * math.Log(float64(x))
	}
	gain := make([]float64, K)
	for it := 0; it < cfg.Iters; it++ {
		moved := 0
		for w := range V {
			old := class[w]
			move(w, old, -1)
			clear(gain)
			for k := start[w]; k < start[w+1]; k++ {
				n := int64(cnt[k])
				row := N[int(rows[k])*K:][:K]
				for c, a := range row {
					gain[c] += xlogx(int64(a)+n) - xlogx(int64(a))
				}
			}
			best, bg := old, math.Inf(-1)
			for c := range K {
				g := gain[c] - 2*(xlogx(nc[c]+nw[w])-xlogx(nc[c]))
				gain[c] = g
				if g > bg {
					best, bg = int32(c), g
				}
			}
			if gain[old] >= bg {
				best = old
			}
			if best != old {
				moved++
			}
			class[w] = best
			move(w, best, 1)
		}
		if moved == 0 {
			break
		}
	}
	cl := make(Clusters, V)
	for w := range V {
		cl[words[order[w]]] = uint16(class[w] + 1)
	}
	return cl
}

// appendClusters writes the classes of the words of lx, in lx's order in
// the file (appendLexicon: sorted), as uint16 (0: none): a word that is not
// in the lexicon has no class in the model.
func appendClusters(buf []byte, lx Lexicon, cl Clusters) []byte {
	keys := make([]string, 0, len(lx))
	for k := range lx {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	for _, k := range keys {
		buf = binary.LittleEndian.AppendUint16(buf, cl[k])
	}
	return buf
}

// readClusters parses appendClusters' form for a lexicon of n words and
// returns the classes and the rest of b.
func readClusters(b []byte, n int) ([]uint16, []byte, error) {
	if len(b) < 2*n {
		return nil, nil, errors.New("ner: truncated clusters")
	}
	c := make([]uint16, n)
	for i := range c {
		c[i] = binary.LittleEndian.Uint16(b[2*i:])
	}
	return c, b[2*n:], nil
}

// wordTable16 maps the 64-bit FNV hash of a word's key (as describe computes
// it) to a non-zero uint16, as byteTable does a byte: a slot holds the hash
// without its low 16 bits and the value in them; 0 is empty. Two words whose
// hashes agree in the top 48 bits share an entry (the first added keeps it).
type wordTable16 struct {
	slots []uint64
	shift uint
}

func newWordTable16(n int) *wordTable16 {
	bits := uint(4)
	for 1<<bits < n*3/2 {
		bits++
	}
	return &wordTable16{slots: make([]uint64, 1<<bits), shift: 64 - bits}
}

func (t *wordTable16) add(h uint64, v uint16) {
	if v == 0 {
		return
	}
	mask := uint64(len(t.slots) - 1)
	i := h >> t.shift
	for t.slots[i] != 0 {
		if t.slots[i]&^0xffff == h&^0xffff {
			return
		}
		i = (i + 1) & mask
	}
	t.slots[i] = h&^0xffff | uint64(v)
}

func (t *wordTable16) get(h uint64) uint16 {
	mask := uint64(len(t.slots) - 1)
	hh := h &^ 0xffff
	for i := h >> t.shift; ; i = (i + 1) & mask {
		switch s := t.slots[i]; {
		case s == 0:
			return 0
		case s&^0xffff == hh:
			return uint16(s)
		}
	}
}

// table returns cl by the hash of the word (hashString of the key).
func (cl Clusters) table() *wordTable16 {
	keys := make([]string, 0, len(cl))
	for k := range cl {
		keys = append(keys, k)
	}
	slices.Sort(keys) // the first added keeps a shared entry: add in one order
	t := newWordTable16(len(keys))
	for _, k := range keys {
		t.add(hashString(k), cl[k])
	}
	return t
}
