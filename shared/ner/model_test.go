package ner

import (
	"bytes"
	"encoding/binary"
	"maps"
	"math"
	"math/rand/v2"
	"slices"
	"strings"
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
	// the reference: every weight decoded on its own (an int16 file's
	// converted in integer arithmetic), every word copied
	off := len(magic) + 14 + 4*(NumLabels+1)*NumLabels
	n := stride << def.Bits
	nb := n
	var ref []int8
	if string(b[:len(magic16)]) == magic16 {
		nb = 2 * n
		ref = convertRef(b[off : off+nb])
	} else {
		ref = make([]int8, n)
		for i := range ref {
			ref[i] = int8(b[off+i])
		}
	}
	refLex := Lexicon{}
	_, err = readLexicon(bytes.Clone(b[off+nb:]), func(n int) { refLex = make(Lexicon, n) }, func(w []byte, code uint8) { refLex[string(w)] = code })
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

// convertRef converts int16 rows to int8 rows in integer arithmetic: the
// multiplier ceil(max|v| / 127) within [1, 255], each v / mul rounded half
// away from zero within ±127.
func convertRef(b []byte) []int8 {
	w := make([]int8, len(b)/2)
	for r := 0; r < len(w)/stride; r++ {
		var v [NumLabels]int
		ma := 0
		for l := range v {
			v[l] = int(int16(binary.LittleEndian.Uint16(b[2*(r*stride+l):])))
			ma = max(ma, v[l], -v[l])
		}
		mul := min(255, max(1, (ma+126)/127))
		for l, x := range v {
			q := (abs(x) + mul/2) / mul // a half (even mul) away from zero
			if x < 0 {
				q = -q
			}
			w[r*stride+l] = int8(min(127, max(-127, q)))
		}
		w[r*stride+NumLabels] = int8(uint8(mul))
	}
	return w
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

// TestQuantRow: a row's multiplier is the least that keeps its weights
// within ±127, and q*mul is within mul/2 of each value.
func TestQuantRow(t *testing.T) {
	for _, tc := range []struct {
		name string
		v    [NumLabels]float64
		q    [NumLabels]int8
		mul  uint8
	}{
		{"zero", [NumLabels]float64{}, [NumLabels]int8{}, 1},
		{"small", [NumLabels]float64{1, -2, 3, 0, 127, -127, 0.4}, [NumLabels]int8{1, -2, 3, 0, 127, -127, 0}, 1},
		{"just over 127", [NumLabels]float64{128, 1, -1, 2, 3, 0, 0}, [NumLabels]int8{64, 1, -1, 1, 2, 0, 0}, 2},
		{"halves away from zero", [NumLabels]float64{254, 3, -3, 5, -5, 1, -1}, [NumLabels]int8{127, 2, -2, 3, -3, 1, -1}, 2},
		{"the largest", [NumLabels]float64{32385, -32385, 255, 127, -128, 0, 1}, [NumLabels]int8{127, -127, 1, 0, -1, 0, 0}, 255},
		{"beyond the largest: clamped", [NumLabels]float64{32767, -40000, 0, 0, 0, 0, 0}, [NumLabels]int8{127, -127, 0, 0, 0, 0, 0}, 255},
		{"int16 maximum row", [NumLabels]float64{32767, 239, -1163, 2893, 5140, -32768, 0}, [NumLabels]int8{127, 1, -5, 11, 20, -127, 0}, 255},
	} {
		q, mul := quantRow(&tc.v)
		if q != tc.q || mul != tc.mul {
			t.Errorf("%s: %v × %d, want %v × %d", tc.name, q, mul, tc.q, tc.mul)
		}
		for l, x := range tc.v {
			if math.Abs(x) <= maxQ*maxMul && math.Abs(float64(q[l])*float64(mul)-x) > float64(mul)/2 {
				t.Errorf("%s: label %d: %d × %d for %v", tc.name, l, q[l], mul, x)
			}
		}
	}
}

// TestConvertWeights: an int16 file's rows are converted as convertRef
// does, at any alignment of the bytes, on rows of extremes and random ones.
func TestConvertWeights(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	vals := []int16{0, 1, -1, 32767, -32768, 258, -2, 0, 127, 128, -129, 254, 255, 381, 0, 0}
	for range 64 * stride {
		v := int16(rng.Uint32())
		if rng.IntN(2) == 0 {
			v >>= rng.IntN(15)
		}
		vals = append(vals, v)
	}
	buf := make([]byte, 2+2*len(vals))
	for shift := range 2 {
		b := buf[shift : shift+2*len(vals)]
		for i, v := range vals {
			binary.LittleEndian.PutUint16(b[2*i:], uint16(v))
		}
		if got, want := convertWeights(b), convertRef(b); !slices.Equal(got, want) {
			t.Errorf("shift %d: %v, want %v", shift, got, want)
		}
		// a PGNER4 file's rows: copied byte for byte
		if got := readWeights(b[:8]); !slices.Equal(got, []int8{0, 0, 1, 0, -1, -1, -1, 127}) {
			t.Errorf("shift %d: read %v", shift, got)
		}
	}
}

// TestReadModelFormats: a PGNER4 file reads back as written; the same
// model as a PGNER3 file (int16 rows) reads as its rows converted, with the
// same header and lexicon; PGNER2 and a cut file are refused.
func TestReadModelFormats(t *testing.T) {
	lx := Lexicon{"praha": 3 << 2, "novák": 3}
	m := Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 2, Seed: 1, Lex: lx, Lexicons: []Lexicon{lx}})
	var buf bytes.Buffer
	m.WriteTo(&buf)
	b4 := buf.Bytes()
	// the int16 file of the dequantised weights
	off := len(magic) + 14 + 4*(NumLabels+1)*NumLabels
	w16 := make([]byte, 0, 2*len(m.W))
	for r := 0; r < len(m.W)/stride; r++ {
		for l := range stride {
			v := int16(0)
			if l < NumLabels {
				v = int16(m.weight(uint32(r), l))
			}
			w16 = binary.LittleEndian.AppendUint16(w16, uint16(v))
		}
	}
	b3 := append(append(append([]byte(magic16), b4[len(magic):off]...), w16...), b4[off+len(m.W):]...)
	for _, tc := range []struct {
		name    string
		b       []byte
		wantErr string
	}{
		{"PGNER4", b4, ""},
		{"PGNER3", b3, ""},
		{"PGNER2", append([]byte("PGNER2"), b4[len(magic):]...), "ner: not a model file"},
		{"cut", b4[:off+100], "ner: model size"},
		{"PGNER3 cut", b3[:off+len(m.W)], "ner: model size"},
	} {
		got, err := ReadModel(tc.b)
		if tc.wantErr != "" {
			if err == nil || !strings.HasPrefix(err.Error(), tc.wantErr) {
				t.Errorf("%s: error %v, want %q", tc.name, err, tc.wantErr)
			}
			continue
		}
		if err != nil {
			t.Fatalf("%s: %v", tc.name, err)
		}
		// the dequantised weights of m's rows fit int16 and each row's
		// multiplier is the least that holds them, so the conversion
		// gives back m's weights (but where a row's q share a factor)
		for r := 0; r < len(m.W)/stride; r++ {
			for l := range NumLabels {
				if g, w := got.weight(uint32(r), l), m.weight(uint32(r), l); g != w {
					t.Fatalf("%s: row %d label %d: %d, want %d", tc.name, r, l, g, w)
				}
			}
		}
		if got.Scale != m.Scale || got.Trans != m.Trans || got.Salt != m.Salt || !maps.Equal(got.Lexicon(), lx) {
			t.Errorf("%s: header or lexicon differs", tc.name)
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

// FuzzReadModel: ReadModel never panics on any bytes, of either format
// (seeded with small PGNER4 and PGNER3 files), and a model it accepts
// writes a PGNER4 file that reads back with the same weights.
func FuzzReadModel(f *testing.F) {
	// a model of 2^8 rows: the smallest ReadModel takes
	m := &Model{Bits: 8, W: make([]int8, stride<<8), Scale: 1}
	for i := range m.W {
		m.W[i] = int8(i * 37)
	}
	var buf bytes.Buffer
	m.WriteTo(&buf)
	b4 := buf.Bytes()
	off := len(magic) + 14 + 4*(NumLabels+1)*NumLabels
	b3 := append(append([]byte(magic16), b4[len(magic):off]...), make([]byte, 2*len(m.W))...)
	b3 = append(b3, b4[off+len(m.W):]...)
	f.Add(b4)
	f.Add(b3)
	f.Add(b4[:off])
	f.Fuzz(func(t *testing.T, b []byte) {
		got, err := ReadModel(b)
		if err != nil {
			return
		}
		var out bytes.Buffer
		if _, err := got.WriteTo(&out); err != nil {
			t.Fatal(err)
		}
		again, err := ReadModel(out.Bytes())
		if err != nil {
			t.Fatalf("the written model does not read: %v", err)
		}
		if !slices.Equal(again.W, got.W) {
			t.Fatal("the weights changed on a round trip")
		}
	})
}
