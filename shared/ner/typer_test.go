package ner

import (
	"bytes"
	"encoding/binary"
	"slices"
	"testing"
)

func tinyTyper(t testing.TB, cfg TyperConfig) []byte {
	t.Helper()
	var b bytes.Buffer
	if _, err := TrainTyper(tinyCorpus(), cfg).WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	return b.Bytes()
}

// TestTrainTyperDeterministic: the same sentences and configuration give
// the same bytes, for the perceptron and for softmax regression with
// dropout (seeded draws).
func TestTrainTyperDeterministic(t *testing.T) {
	for _, cfg := range []TyperConfig{
		{Bits: 10, Epochs: 3, Seed: 7},
		{Bits: 10, Epochs: 3, Seed: 7, Rate: 0.1, WordDrop: 0.5},
	} {
		a, b := tinyTyper(t, cfg), tinyTyper(t, cfg)
		if !bytes.Equal(a, b) {
			t.Errorf("%+v: two trainings on the same input gave different bytes", cfg)
		}
	}
}

// TestTyperRoundTrip: ReadTyper reads what WriteTo wrote.
func TestTyperRoundTrip(t *testing.T) {
	ty := TrainTyper(tinyCorpus(), TyperConfig{Bits: 10, Epochs: 3, Seed: 7, Salt: 1000, Rate: 0.1})
	var b bytes.Buffer
	if _, err := ty.WriteTo(&b); err != nil {
		t.Fatal(err)
	}
	got, err := ReadTyper(b.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if got.Bits != ty.Bits || got.Salt != ty.Salt || got.Scale != ty.Scale || !slices.Equal(got.W, ty.W) {
		t.Errorf("read back bits %d salt %d scale %v, wrote %d %d %v (weights equal: %v)",
			got.Bits, got.Salt, got.Scale, ty.Bits, ty.Salt, ty.Scale, slices.Equal(got.W, ty.W))
	}
	if len(got.W) != typerLanes<<ty.Bits {
		t.Errorf("%d weights, want %d", len(got.W), typerLanes<<ty.Bits)
	}
}

// TestTyperLearnsItsSpans: the tiny typer types the spans it trained on.
func TestTyperLearnsItsSpans(t *testing.T) {
	ty := TrainTyper(tinyCorpus(), TyperConfig{Bits: 12, Epochs: 5, Seed: 7, Rate: 0.1})
	for _, tc := range []struct {
		sent  int
		i, j  int
		wantT int
	}{
		{0, 0, 2, 0}, // Jan Novák
		{0, 4, 5, 1}, // Praze
		{1, 4, 6, 2}, // Acme Ltd
		{2, 0, 1, 1}, // Berlin
	} {
		se := tinyCorpus()[tc.sent]
		s := &scratch{}
		s.describe(se.Text, se.Tokens, 0)
		s.lookLex(len(se.Tokens))
		sc := ty.scores(s.spanFeats(ty.consts(), tc.i, tc.j, len(se.Tokens), nil))
		best := 0
		for k := range sc {
			if sc[k] > sc[best] {
				best = k
			}
		}
		if best != tc.wantT {
			t.Errorf("%q [%d,%d): type %d (scores %v), want %d", se.Text, tc.i, tc.j, best, sc, tc.wantT)
		}
	}
}

func TestReadTyperErrors(t *testing.T) {
	good := tinyTyper(t, TyperConfig{Bits: 8, Epochs: 1, Seed: 1})
	mod := func(f func(b []byte) []byte) []byte { return f(bytes.Clone(good)) }
	for _, tc := range []struct {
		name string
		b    []byte
	}{
		{"empty", nil},
		{"short", good[:10]},
		{"magic", mod(func(b []byte) []byte { b[0] = 'X'; return b })},
		{"feature set", mod(func(b []byte) []byte { b[len(typerMagic)+1]++; return b })},
		{"bits", mod(func(b []byte) []byte { b[len(typerMagic)] = 30; return b })},
		{"scale", mod(func(b []byte) []byte {
			binary.LittleEndian.PutUint32(b[len(typerMagic)+10:], 0)
			return b
		})},
		{"truncated weights", good[:len(good)-2]},
		{"trailing bytes", append(bytes.Clone(good), 0, 0)},
	} {
		if _, err := ReadTyper(tc.b); err == nil {
			t.Errorf("%s: no error", tc.name)
		}
	}
	if _, err := ReadTyper(good); err != nil {
		t.Errorf("good file: %v", err)
	}
}

// TestCombineTypes: the typer overrides the tagger's type only where its
// preference, less mix times the tagger's, beats the margin.
func TestCombineTypes(t *testing.T) {
	type v = [typerTypes]float32
	for _, tc := range []struct {
		name        string
		ty, path    v
		t           int
		mix, margin float32
		want        int
	}{
		{"typer agrees", v{0, 5, 1}, v{-1, 0, -2}, 1, 1, 0, 1},
		{"typer prefers LOC, tagger barely ORG", v{0, 3, 1}, v{-2, -0.05, 0}, 2, 20, 0, 1},
		{"the tagger's preference outweighs", v{0, 3, 1}, v{-2, -0.5, 0}, 2, 20, 0, 2},
		{"below the margin", v{0, 3, 1}, v{-2, -0.05, 0}, 2, 20, 1.5, 2},
		{"mix 0: the typer alone", v{0, 1, 4}, v{-9, -9, 0}, 0, 0, 0, 2},
		{"mix 0: typer's best other type", v{2, 1, 0}, v{0, 0, 0}, 2, 0, 0, 0},
		{"ties keep the tagger's", v{0, 1, 1}, v{0, 0, 0}, 2, 1, 0, 2},
	} {
		if got := combineTypes(tc.ty, tc.path, tc.t, tc.mix, tc.margin); got != tc.want {
			t.Errorf("%s: %d, want %d", tc.name, got, tc.want)
		}
	}
}

// TestSpanTypeStageSkipsRuleSpans: a span a segment stage relabelled is
// left to that stage (decoded).
func TestSpanTypeStageSkipsRuleSpans(t *testing.T) {
	s := &scratch{path: []uint8{0, 1, 2, 0}, vpath: []uint8{0, 1, 2, 0}}
	if !s.decoded(1, 3, 4) {
		t.Error("the decoded span is not decoded")
	}
	s.vpath = []uint8{0, 1, 2, 2} // the model ran the span on; a stage cut it
	if s.decoded(1, 3, 4) {
		t.Error("a span cut by a stage counts as decoded")
	}
}

func FuzzReadTyper(f *testing.F) {
	f.Add(tinyTyper(f, TyperConfig{Bits: 4, Epochs: 1, Seed: 1}))
	f.Add([]byte(typerMagic))
	f.Fuzz(func(t *testing.T, b []byte) {
		ty, err := ReadTyper(b)
		if err != nil {
			return
		}
		if len(ty.W) != typerLanes<<ty.Bits || !(ty.Scale > 0) {
			t.Fatalf("accepted a typer of %d weights for %d bits, scale %v", len(ty.W), ty.Bits, ty.Scale)
		}
		var out bytes.Buffer
		ty.WriteTo(&out)
		if !bytes.Equal(out.Bytes(), b) {
			t.Fatal("a typer read back writes other bytes")
		}
	})
}
