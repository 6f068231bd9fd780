package ner

import (
	"slices"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// runExample returns the "TYPE|surface" spans the recognizer over tg finds in
// ex.Text (with ex.Given as the matches of other recognizers), or, when
// ex.Tagged is set, what vet makes of that span as the model tagged it.
func runExample(tg *Tagger, ex StageExample) []string {
	if ex.Tagged != "" {
		typ, surface, _ := strings.Cut(ex.Tagged, "|")
		i := strings.Index(ex.Text, surface)
		t, start, end, ok := tg.vet(ex.Text, Span{Start: i, End: i + len(surface), Type: typ, Score: 0.9})
		if !ok {
			return nil
		}
		return []string{t + "|" + ex.Text[start:end]}
	}
	var given []detect.Match
	for _, g := range ex.Given {
		typ, surface, _ := strings.Cut(g, "|")
		i := strings.Index(ex.Text, surface)
		given = append(given, detect.Match{Type: typ, Start: i, End: i + len(surface), Score: 0.9})
	}
	var got []string
	for _, m := range NewRecognizerFor(tg).Find(&detect.Doc{Text: ex.Text}, given)[len(given):] {
		got = append(got, m.Type+"|"+ex.Text[m.Start:m.End])
	}
	return got
}

// holds reports whether got has every span of ex.Want (a span listed n
// times, n times at least) and none of ex.Not.
func holds(ex StageExample, got []string) bool {
	for _, w := range ex.Want {
		if count(got, w) < count(ex.Want, w) {
			return false
		}
	}
	for _, n := range ex.Not {
		if slices.Contains(got, n) {
			return false
		}
	}
	return true
}

func count(ss []string, s string) int {
	n := 0
	for _, x := range ss {
		if x == s {
			n++
		}
	}
	return n
}

// TestStageExamples runs every stage's examples: a positive one holds with
// every stage on and fails with its stage off (the stage is what makes it
// hold); on a negative one the stage changes nothing. Every stage has one of
// each.
func TestStageExamples(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	on := NewTagger(m)
	for _, st := range stages {
		off := NewTagger(m)
		if err := off.SetStagesOff(st.Name); err != nil {
			t.Fatal(err)
		}
		pos, neg := 0, 0
		for _, ex := range st.Examples {
			if ex.Negative {
				neg++
				// the same spans, in any order: a match stage that takes a span
				// and gives it back as it was appends it at the end
				got, without := runExample(on, ex), runExample(off, ex)
				slices.Sort(got)
				slices.Sort(without)
				if !slices.Equal(got, without) {
					t.Errorf("%s: %q: the stage fired on a negative example: %q, without it %q", st.Name, ex.Text, got, without)
				}
				continue
			}
			pos++
			if got := runExample(on, ex); !holds(ex, got) {
				t.Errorf("%s: %q: got %q, want %q and none of %q", st.Name, ex.Text, got, ex.Want, ex.Not)
			}
			if got := runExample(off, ex); holds(ex, got) {
				t.Errorf("%s off: %q: still got %q: the example does not need the stage", st.Name, ex.Text, got)
			}
		}
		if pos == 0 || neg == 0 {
			t.Errorf("%s: %d positive and %d negative examples, want one of each at least", st.Name, pos, neg)
		}
	}
}

func TestSetStagesOff(t *testing.T) {
	tg := &Tagger{}
	if err := tg.SetStagesOff("no-such-stage"); err == nil {
		t.Error("SetStagesOff accepted an unknown stage")
	}
	if err := tg.SetStagesOff("split", "signature"); err != nil || tg.on(stSplit) || tg.on(stSignature) || !tg.on(stCountry) {
		t.Errorf("SetStagesOff(split, signature) = %v; on: split %v, signature %v, country %v", err, tg.on(stSplit), tg.on(stSignature), tg.on(stCountry))
	}
	seen := map[string]bool{}
	for i, st := range stages {
		if seen[st.Name] || st.Why == "" || st.Langs == "" {
			t.Errorf("stage %d %q: duplicate name or no why/languages", i, st.Name)
		}
		seen[st.Name] = true
		n := 0
		for _, f := range []bool{st.text != nil, st.segment != nil, st.retype != nil, st.vet != nil, st.match != nil} {
			if f {
				n++
			}
		}
		if n != 1 {
			t.Errorf("stage %q runs in %d places, want 1", st.Name, n)
		}
	}
}
