package ner

import (
	"bytes"
	"fmt"
	"maps"
	"math/rand/v2"
	"strings"
	"testing"
)

// toyClusterCorpus: cities follow "in" and precede "today", first names
// follow "dear" and precede "wrote", verbs follow "they" and precede "it";
// the sentences come in a seeded order.
func toyClusterCorpus(seed uint64) []Sentence {
	cities := []string{"paris", "berlin", "praha", "london", "wien"}
	names := []string{"anna", "jan", "eva", "peter", "marie"}
	verbs := []string{"saw", "took", "made", "found", "kept"}
	var lines []string
	for r := 0; r < 6; r++ {
		for i := range 5 {
			lines = append(lines,
				"we met in "+cities[i]+" today .",
				"dear "+names[i]+" wrote again .",
				"they "+verbs[i]+" it again .")
		}
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	rng.Shuffle(len(lines), func(i, j int) { lines[i], lines[j] = lines[j], lines[i] })
	var sents []Sentence
	for _, l := range lines {
		w := strings.Fields(l)
		sents = append(sents, FromTokens(w, make([]string, len(w))))
	}
	return sents
}

func TestLearnClusters(t *testing.T) {
	cfg := ClusterConfig{K: 6, MinCount: 3, Contexts: 50, Iters: 20}
	cl := LearnClusters(toyClusterCorpus(1), cfg)
	for _, group := range [][]string{{"paris", "berlin", "praha", "london", "wien"}, {"anna", "jan", "eva", "peter", "marie"}, {"saw", "took", "made", "found", "kept"}} {
		for _, w := range group {
			if cl[w] == 0 || cl[w] != cl[group[0]] {
				t.Errorf("%s in class %d, %s in %d", w, cl[w], group[0], cl[group[0]])
			}
		}
	}
	if cl["paris"] == cl["anna"] || cl["anna"] == cl["saw"] || cl["paris"] == cl["saw"] {
		t.Errorf("cities, names and verbs share a class: %d %d %d", cl["paris"], cl["anna"], cl["saw"])
	}
	for w, c := range cl {
		if c < 1 || int(c) > cfg.K {
			t.Errorf("%s: class %d, want 1 to %d", w, c, cfg.K)
		}
	}
	tests := []struct {
		name string
		cfg  ClusterConfig
		want int // clustered words
	}{
		{"every word seen 3 times", cfg, len(cl)},
		{"none seen 1000 times", ClusterConfig{K: 3, MinCount: 1000, Contexts: 50, Iters: 5}, 0},
		{"no classes", ClusterConfig{K: 1, MinCount: 1, Iters: 5}, 0},
	}
	for _, tc := range tests {
		if got := LearnClusters(toyClusterCorpus(1), tc.cfg); len(got) != tc.want {
			t.Errorf("%s: %d words, want %d", tc.name, len(got), tc.want)
		}
	}
}

// TestLearnClustersDeterministic: the same text gives the same classes, run
// after run (no map order leaks in), at any number of passes.
func TestLearnClustersDeterministic(t *testing.T) {
	for _, it := range []int{0, 1, 3} {
		cfg := ClusterConfig{K: 4, MinCount: 1, Contexts: 8, Iters: it}
		a := LearnClusters(toyClusterCorpus(2), cfg)
		for range 5 {
			if b := LearnClusters(toyClusterCorpus(2), cfg); !maps.Equal(a, b) {
				t.Fatalf("iters %d: two runs gave %v and %v", it, a, b)
			}
		}
	}
}

// TestClustersRoundTrip: a model trained with word classes writes them,
// reads them back (the lexicon words' classes) and tags with them; the form
// table of such a model sums the cluster templates' rows as the slow path
// does; a model without them writes baseFeatures and no classes.
func TestClustersRoundTrip(t *testing.T) {
	sents := tinyCorpus()
	lb := NewLexiconBuilder()
	for i := range sents {
		lb.Add(&sents[i])
	}
	lex := lb.Lexicon()
	cl := Clusters{}
	for w := range lex {
		cl[w] = uint16(len(w)%3 + 1)
	}
	cl["not-in-the-lexicon"] = 2
	cfg := TrainConfig{Bits: 12, Epochs: 3, Seed: 7, PA: 1, Lex: lex, Clusters: cl}
	var buf, plain bytes.Buffer
	m0 := Train(sents, cfg)
	if _, err := m0.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	cfg.Clusters = nil
	Train(sents, cfg).WriteTo(&plain)
	if got := plain.Bytes()[len(magic)+1]; got != baseFeatures {
		t.Errorf("a model without classes says %d features", got)
	}
	if got := buf.Bytes()[len(magic)+1]; got != NumFeatures {
		t.Errorf("a model with classes says %d features", got)
	}
	if len(buf.Bytes()) != len(plain.Bytes())+2*len(lex) {
		t.Errorf("classes take %d bytes, want %d", len(buf.Bytes())-len(plain.Bytes()), 2*len(lex))
	}
	m, err := ReadModel(buf.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	got := m.Clusters()
	delete(cl, "not-in-the-lexicon")
	if !maps.Equal(got, cl) {
		t.Errorf("read back %v, want %v", got, cl)
	}
	var again bytes.Buffer
	m.WriteTo(&again)
	if !bytes.Equal(again.Bytes(), buf.Bytes()) {
		t.Error("a model read back writes other bytes")
	}
	if tags := found(NewTagger(m), "Jan Novák bydlí v Praze ."); !has(tags, "PERSON:Jan Novák") {
		t.Errorf("the model with classes tags %v", tags)
	}
	fb, err := PackForms(m, []string{"Jan", "Novák", "v", "Praze", ".", "Anna", "Smith", "works", "at", "Berlin", "is"})
	if err != nil {
		t.Fatal(err)
	}
	if err := m.UseForms(fb); err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"Jan Novák bydlí v Praze .", "Anna Smith works at Acme Ltd in Berlin .", "Berlin is big", "x Jan y"} {
		toks := Tokenize(text, nil)
		n := len(toks)
		fast := &scratch{lexT: m.lexTable(), clT: m.clusterTable(), memoLex: true, ft: m.forms}
		slow := &scratch{lexT: m.lexTable(), clT: m.clusterTable(), memoLex: true}
		for _, s := range []*scratch{fast, slow} {
			s.describe(text, toks, 0)
			s.lookLex(n)
			s.featurize(n, m.Bits, m.Salt)
			m.emissions(s, n)
		}
		if slow.nf != NumFeatures {
			t.Fatalf("%d features per token, want %d", slow.nf, NumFeatures)
		}
		for i := 0; i < n; i++ {
			var want [NumLabels]int32
			for _, b := range slow.feats[i*NumFeatures : (i+1)*NumFeatures] {
				for l := range want {
					want[l] += int32(m.W[int(b)*stride+l])
				}
			}
			if got := [NumLabels]int32(fast.emit[i*NumLabels:]); got != want {
				t.Errorf("%q token %d: emissions %v, want %v", text, i, got, want)
			}
			if got := [NumLabels]int32(slow.emit[i*NumLabels:]); got != want {
				t.Errorf("%q token %d: slow emissions %v, want %v", text, i, got, want)
			}
		}
	}
}

// TestWordTable16: a table answers each word's value and 0 for others.
func TestWordTable16(t *testing.T) {
	tb := newWordTable16(1000)
	for i := range 1000 {
		tb.add(hashString(fmt.Sprint("w", i)), uint16(i%700+1))
	}
	for i := range 1000 {
		if got := tb.get(hashString(fmt.Sprint("w", i))); got != uint16(i%700+1) {
			t.Fatalf("w%d: %d", i, got)
		}
		if got := tb.get(hashString(fmt.Sprint("x", i))); got != 0 {
			t.Fatalf("x%d: %d, want 0", i, got)
		}
	}
}
