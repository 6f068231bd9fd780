package ner

import (
	"bytes"
	"encoding/binary"
	"maps"
	"slices"
	"testing"
	"unsafe"
)

// TestEmbeddedModelAsDecoded: the embedded model read in place (Default's
// way) and read from a copy equal the model decoded
// value by value, and its weights are a copy that starts a cache line.
func TestEmbeddedModelAsDecoded(t *testing.T) {
	b := embeddedModel()
	def, err := ReadModel(b)
	if err != nil {
		t.Fatal(err)
	}
	cp, err := ReadModel(bytes.Clone(b))
	if err != nil {
		t.Fatal(err)
	}
	// the reference: every weight decoded on its own, every word copied
	off := len(magic) + 14 + 4*(NumLabels+1)*NumLabels
	n := stride << def.Bits
	ref := decodeWeights(b[off : off+2*n])
	refLex := Lexicon{}
	_, err = readLexicon(bytes.Clone(b[off+2*n:]), func(n int) { refLex = make(Lexicon, n) }, func(w []byte, code uint8) { refLex[string(w)] = code })
	if err != nil {
		t.Fatal(err)
	}
	if len(refLex) < 1000 || len(ref) != stride<<def.Bits || def.Bits < 20 {
		t.Fatalf("embedded model: %d weights, %d words", len(ref), len(refLex))
	}
	for name, m := range map[string]*Model{"default": def, "copy": cp} {
		if !slices.Equal(m.W, ref) {
			t.Errorf("%s: weights differ from the decoded ones", name)
		}
		if !maps.Equal(m.Lexicon(), refLex) {
			t.Errorf("%s: lexicon differs (%d words, want %d)", name, len(m.Lexicon()), len(refLex))
		}
		if m.Bits != def.Bits || m.Salt != def.Salt || m.Scale != def.Scale || m.Trans != def.Trans || m.dec != masked(def.Trans) {
			t.Errorf("%s: header differs", name)
		}
		if p := uintptr(unsafe.Pointer(unsafe.SliceData(m.W))); p%64 != 0 || p == uintptr(unsafe.Pointer(&b[off])) {
			t.Errorf("%s: weights at %#x, not a copy that starts a cache line", name, p)
		}
	}
}

// TestReadModelOwnsItsMemory: a model read by ReadModel keeps its weights
// and words when the bytes it was read from are overwritten.
func TestReadModelOwnsItsMemory(t *testing.T) {
	var buf bytes.Buffer
	lx := Lexicon{"praha": 3 << 2, "novák": 3}
	Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 2, Seed: 1, Lex: lx, Lexicons: []Lexicon{lx}}).WriteTo(&buf)
	b := buf.Bytes()
	want, err := ReadModel(bytes.Clone(b))
	if err != nil {
		t.Fatal(err)
	}
	m, err := ReadModel(b)
	if err != nil {
		t.Fatal(err)
	}
	clear(b)
	if !slices.Equal(m.W, want.W) || !maps.Equal(m.Lexicon(), want.Lexicon()) || !maps.Equal(m.Lexicon(), lx) {
		t.Error("the model changed with the bytes it was read from")
	}
}

// TestReadModelFeatureCount: a model file is read only with the feature
// count of this code's templates; another (40: the word-class experiment's
// format, which also carried a class per lexicon word) is refused by name.
func TestReadModelFeatureCount(t *testing.T) {
	for _, tc := range []struct {
		nf      byte
		wantErr string
	}{
		{NumFeatures, ""},
		{40, "ner: model has 40 features per token, code expects 36"},
		{35, "ner: model has 35 features per token, code expects 36"},
		{0, "ner: model has 0 features per token, code expects 36"},
	} {
		b := bytes.Clone(embeddedModel())
		b[len(magic)+1] = tc.nf
		m, err := ReadModel(b)
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%d features: %v", tc.nf, err)
		case tc.wantErr != "" && (err == nil || err.Error() != tc.wantErr):
			t.Errorf("%d features: error %v, want %q", tc.nf, err, tc.wantErr)
		case tc.wantErr != "" && m != nil:
			t.Errorf("%d features: a model with the error", tc.nf)
		}
	}
}

// TestReadWeights: copied in one block or decoded one by one, from either
// alignment, the weights are the same values.
func TestReadWeights(t *testing.T) {
	vals := []int16{0, 1, -1, 32767, -32768, 258, -2}
	buf := make([]byte, 2+2*len(vals))
	for shift := range 2 {
		b := buf[shift : shift+2*len(vals)]
		for i, v := range vals {
			binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
		}
		if got := readWeights(b); !slices.Equal(got, vals) {
			t.Errorf("shift %d: %v, want %v", shift, got, vals)
		}
		if got := decodeWeights(b); !slices.Equal(got, vals) {
			t.Errorf("shift %d, decoded: %v, want %v", shift, got, vals)
		}
	}
}

// prefault maps pages in without changing what they hold, at any length and
// alignment.
func TestPrefaultKeepsContents(t *testing.T) {
	for _, n := range []int{0, 1, 3000, 1 << 20} {
		w := make([]int16, n+1)[1:] // not page aligned
		for i := range w {
			w[i] = int16(i*7 + 3)
		}
		prefault(w)
		for i := range w {
			if w[i] != int16(i*7+3) {
				t.Fatalf("n %d: w[%d] = %d after prefault", n, i, w[i])
			}
		}
	}
}
