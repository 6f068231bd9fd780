package main

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/ner"
)

func TestSynthesizeLabelsAndDeterminism(t *testing.T) {
	a := synthesize(50, 3)
	b := synthesize(50, 3)
	if len(a) != 8*50 || len(a) != len(b) {
		t.Fatalf("got %d sentences", len(a))
	}
	ents := 0
	for i := range a {
		if a[i].Text != b[i].Text {
			t.Fatalf("sentence %d differs between runs", i)
		}
		if len(a[i].Tokens) != len(a[i].Gold) {
			t.Fatalf("sentence %d: %d tokens, %d labels", i, len(a[i].Tokens), len(a[i].Gold))
		}
		for k, g := range a[i].Gold {
			tok := a[i].Text[a[i].Tokens[k].Start:a[i].Tokens[k].End]
			if g != 0 && (strings.TrimSpace(tok) == "" || tok == ",") {
				t.Errorf("sentence %q: punctuation %q labelled %s", a[i].Text, tok, ner.Labels[g])
			}
			if g != 0 {
				ents++
			}
		}
	}
	if ents < len(a) {
		t.Errorf("only %d entity tokens in %d sentences", ents, len(a))
	}
}

func TestSynthTitlesStayOutside(t *testing.T) {
	g := synthFor("cs", 1, 1)
	s := g.sentence("Vážený {T} {S},")
	first := s.Text[s.Tokens[1].Start:s.Tokens[1].End]
	if s.Gold[1] != 0 {
		t.Errorf("title %q labelled %s in %q", first, ner.Labels[s.Gold[1]], s.Text)
	}
	if ner.Labels[s.Gold[2]] != "B-PER" {
		t.Errorf("surname not B-PER in %q: %v", s.Text, s.Gold)
	}
}
