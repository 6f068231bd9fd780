package eval

import (
	"fmt"
	"testing"
)

func TestHalf(t *testing.T) {
	mk := func(kind string) *Set {
		s := &Set{Name: "x", Kind: kind}
		for i := 0; i < 400; i++ {
			s.Examples = append(s.Examples, Example{ID: fmt.Sprint("doc-", i), Text: fmt.Sprint("sentence ", i*7)})
		}
		return s
	}
	for _, kind := range []string{"ner", "pii"} {
		s := mk(kind)
		all, err := Half(s, "")
		if err != nil || all != s {
			t.Fatalf("%s: Half(all) = %v, %v; want the set itself", kind, all, err)
		}
		tune, err := Half(s, HalfTune)
		if err != nil {
			t.Fatal(err)
		}
		check, err := Half(s, HalfCheck)
		if err != nil {
			t.Fatal(err)
		}
		if len(tune.Examples)+len(check.Examples) != len(s.Examples) {
			t.Fatalf("%s: halves of %d and %d do not add up to %d", kind, len(tune.Examples), len(check.Examples), len(s.Examples))
		}
		// a fair split: each half holds between 40 % and 60 %
		if n := len(tune.Examples); n < 160 || n > 240 {
			t.Errorf("%s: tune half has %d of 400 examples", kind, n)
		}
		seen := map[string]bool{}
		for _, ex := range tune.Examples {
			seen[ex.ID] = true
		}
		for _, ex := range check.Examples {
			if seen[ex.ID] {
				t.Errorf("%s: %s in both halves", kind, ex.ID)
			}
		}
	}
	// BIO sentences are split by text, records by id: the same text under
	// another id stays in its half for BIO sets only
	a, b := Example{ID: "1", Text: "Anna lives in Brno ."}, Example{ID: "2", Text: "Anna lives in Brno ."}
	if InTune("ner", a) != InTune("ner", b) {
		t.Error("ner: the same sentence text fell into both halves")
	}
	var differ bool
	for i := 0; i < 20 && !differ; i++ {
		differ = InTune("pii", Example{ID: fmt.Sprint(i), Text: "same"}) != InTune("pii", Example{ID: fmt.Sprint(i + 1), Text: "same"})
	}
	if !differ {
		t.Error("pii: records with one text and other ids never fell into different halves")
	}
	if _, err := Half(mk("ner"), "both"); err == nil {
		t.Error("Half accepted an unknown half")
	}
}
