package ner

import (
	"bytes"
	"maps"
	"slices"
	"sync"
	"testing"
)

// The lazily built parts of a model (the lexicon's map from the file, its
// table by hash from the map) are built once when concurrent requests reach
// them first, and every goroutine sees them whole (go test -race checks the
// builds for data races).
func TestModelConcurrentFirstUse(t *testing.T) {
	lx := Lexicon{"praha": 3 << 2, "novák": 3}
	trained := Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 2, Seed: 1, Lex: lx, Lexicons: []Lexicon{lx}})
	var buf bytes.Buffer
	if _, err := trained.WriteTo(&buf); err != nil {
		t.Fatal(err)
	}
	const text = "Jan Novák bydlí v Praha. Anna Berg met Jan Novák in Praha."
	want := NewTagger(trained).Tag(text, nil)
	if len(want) == 0 {
		t.Fatal("no spans: the test needs a text the model tags")
	}
	for _, name := range []string{"trained", "read"} {
		// fresh models: nothing built yet
		m := Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 2, Seed: 1, Lex: lx, Lexicons: []Lexicon{lx}})
		if name == "read" {
			var err error
			if m, err = ReadModel(buf.Bytes()); err != nil {
				t.Fatal(err)
			}
		}
		const workers = 8
		spans := make([][]Span, workers)
		lexs := make([]Lexicon, workers)
		var wg sync.WaitGroup
		start := make(chan struct{})
		for w := range workers {
			wg.Go(func() {
				<-start
				if w%2 == 0 {
					lexs[w] = m.Lexicon()
				}
				spans[w] = NewTagger(m).Tag(text, nil)
				if w%2 == 1 {
					lexs[w] = m.Lexicon()
				}
			})
		}
		close(start)
		wg.Wait()
		for w := range workers {
			if !slices.Equal(spans[w], want) {
				t.Errorf("%s, worker %d: spans %v, want %v", name, w, spans[w], want)
			}
			if !maps.Equal(lexs[w], lx) {
				t.Errorf("%s, worker %d: lexicon %v, want %v", name, w, lexs[w], lx)
			}
		}
	}
}
