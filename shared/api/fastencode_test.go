package api

import (
	"bytes"
	"math"
	"testing"

	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/wire"
)

// results are answers appendResult must encode as encoding/json does.
func results() []Result {
	text := "redacted <b>&amp;</b> \"q\" \\ \n\t\r\b\f\x01\x1f\x7f é 中 𝄞 \u2028 \u2029 \xff\xfe end"
	one := 1
	empty := map[string]string{}
	var nilMap map[string]string
	m := map[string]string{"<PERSON_2>": "Jane \"J\" Doe", "<EMAIL_1>": "jane@example.com", "<a\u2028>": "\x00"}
	ents := []EntityJSON{
		{Type: "Person", Text: "Jane Doe", Start: 0, End: 8, Score: 0.85},
		{Type: "EMAIL_ADDRESS", Text: text, Start: 10, End: 1 << 40, Score: 1},
		{Type: "x", Text: "", Start: -1, End: 0, Score: 0},
		{Type: "y", Text: "z", Score: 1e-7},
		{Type: "y", Text: "z", Score: 0.000001},
		{Type: "y", Text: "z", Score: 1e21},
		{Type: "y", Text: "z", Score: 123456789012345678901.0},
		{Type: "y", Text: "z", Score: -0.3333333333333333},
		{Type: "y", Text: "z", Score: math.SmallestNonzeroFloat64},
		{Type: "y", Text: "z", Score: math.MaxFloat64},
		{Type: "y", Text: "z", Score: math.Copysign(0, -1)},
	}
	return []Result{
		{},
		{EntitiesCount: 0, DetectedEntities: []EntityJSON{}},
		{EntitiesCount: len(ents), DetectedEntities: ents},
		{Text: &text, EntitiesCount: 1, DetectedEntities: ents[:1], Mapping: &m},
		{Text: new(string), DetectedEntities: []EntityJSON{}, Mapping: &empty, ReplacementsMade: &one},
		{DetectedEntities: []EntityJSON{}, Mapping: &nilMap},
	}
}

// appendResult writes what encoding/json writes, byte for byte.
func TestAppendResult(t *testing.T) {
	for i, r := range results() {
		checkAppendResult(t, i, r)
	}
	// what it leaves to encoding/json
	for _, r := range []Result{
		{DetectedEntities: []EntityJSON{{Type: "x", Explanation: &wire.Explanation{Recognizer: "r", Kind: "rule"}}}},
		{DetectedEntities: []EntityJSON{{Type: "x", Score: math.NaN()}}},
		{DetectedEntities: []EntityJSON{{Type: "x", Score: math.Inf(1)}}},
	} {
		if b, ok := appendResult([]byte("x"), &r); ok || string(b) != "x" {
			t.Errorf("%+v: taken (%v), appended %q", r, ok, b)
		}
	}
}

func checkAppendResult(t *testing.T, i int, r Result) {
	t.Helper()
	got, ok := appendResult(nil, &r)
	want := encodeValue(r)
	if !ok || !bytes.Equal(got, want) {
		t.Fatalf("result %d: appendResult (ok %v)\n%s\nencoding/json\n%s", i, ok, got, want)
	}
	if single := encodeResult(&r); !bytes.Equal(single, encode(r)) {
		t.Fatalf("result %d: encodeResult\n%s\nencode\n%s", i, single, encode(r))
	}
}

// FuzzAppendResult: for any strings, offsets and score, appendResult writes
// what encoding/json writes.
func FuzzAppendResult(f *testing.F) {
	f.Add("Person", "Jane Doe", "redacted", "<T>", 3, 11, 0.85, true)
	f.Add("\u2028", "\xff", "\x00\"\\", "", -1, 1<<40, 1e-9, false)
	f.Fuzz(func(t *testing.T, typ, text, out, key string, start, end int, score float64, withText bool) {
		if math.IsNaN(score) || math.IsInf(score, 0) {
			return // left to encoding/json (TestAppendResult)
		}
		r := Result{EntitiesCount: 2, DetectedEntities: []EntityJSON{
			{Type: typ, Text: text, Start: start, End: end, Score: score},
			{Type: out, Text: key, Start: end, End: start, Score: -score},
		}}
		if withText {
			m := map[string]string{key: text, out: typ}
			r.Text, r.Mapping = &out, &m
		}
		checkAppendResult(t, 0, r)
	})
}

// A batch answer assembled from its items' bytes is encode's BatchResult.
func TestAppendBatch(t *testing.T) {
	var items [][]byte
	br := BatchResult{}
	for i, r := range results() {
		if i == 2 {
			msg := "text exceeds 100000 characters \"\u2028\""
			items = append(items, appendItemError(nil, msg))
			br.Results = append(br.Results, ItemError{Error: msg})
			br.Failed++
		}
		b, _ := appendResult(nil, &r)
		items = append(items, b)
		br.Results = append(br.Results, r)
		br.Succeeded++
	}
	br.Total = len(br.Results)
	if got, want := appendBatch(nil, items, br.Succeeded, br.Failed), encode(br); !bytes.Equal(got, want) {
		t.Fatalf("appendBatch\n%s\nencode\n%s", got, want)
	}
	if got, want := appendBatch(nil, nil, 0, 0), encode(BatchResult{Results: []any{}}); !bytes.Equal(got, want) {
		t.Fatalf("empty batch: %s, want %s", got, want)
	}
}

// builtinTitles holds entity.TitleOf of every built-in type and nothing else.
func TestBuiltinTitles(t *testing.T) {
	all := entity.All()
	if len(builtinTitles()) != len(all) || len(all) == 0 {
		t.Fatalf("%d titles for %d types", len(builtinTitles()), len(all))
	}
	for _, ty := range all {
		if got := builtinTitles()[ty.ID]; got != entity.TitleOf(ty.ID) {
			t.Errorf("%s: %q, want %q", ty.ID, got, entity.TitleOf(ty.ID))
		}
	}
}
