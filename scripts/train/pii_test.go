package main

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/eval"
	"github.com/piiguard/piiguard/shared/ner"
)

func TestPIISentences(t *testing.T) {
	// offsets are code points: "Nombre: José Pérez.\nVive en Madrid 28035, Hospital La Paz."
	text := "Nombre: José Pérez.\nVive en Madrid 28035, Hospital La Paz.\n\nCalle Mayor 5"
	span := func(sub, typ string) eval.Span {
		i := strings.Index(text, sub)
		start := len([]rune(text[:i]))
		return eval.Span{Start: start, End: start + len([]rune(sub)), Type: typ}
	}
	ex := eval.Example{Text: text, Spans: []eval.Span{
		span("José Pérez", "PERSON"),
		span("Madrid", "LOCATION"),
		span("28035", "LOCATION"), // a postal code labelled as a place: O
		span("Hospital La Paz", "ORGANIZATION"),
		span("Calle Mayor 5", "STREET_ADDRESS"), // the rules' type: O
	}}
	got := goldLines(piiSentences(ex))
	want := []string{
		"Nombre/O :/O José/B-PER Pérez/I-PER ./O",
		"Vive/O en/O Madrid/B-LOC 28035/O ,/O Hospital/B-ORG La/I-ORG Paz/I-ORG ./O",
		"Calle/O Mayor/O 5/O",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("sentences:\n%s\nwant:\n%s", strings.Join(got, "\n"), strings.Join(want, "\n"))
	}
}

func TestRelabels(t *testing.T) {
	sec := eval.BIOSentence{Tokens: []string{"The", "Borrower", "pays", "John", "Smith"}, Tags: []string{"O", "B-PER", "O", "B-PER", "I-PER"}}
	relabels["sec.en.train.bio"](sec)
	for _, c := range []struct {
		got, want []string
	}{
		{sec.Tags, []string{"O", "O", "O", "B-PER", "I-PER"}},
	} {
		if strings.Join(c.got, " ") != strings.Join(c.want, " ") {
			t.Errorf("relabelled %v, want %v", c.got, c.want)
		}
	}
}

// goldLines writes each sentence as its tokens with their gold labels
// ("Madrid/B-LOC").
func goldLines(sents []ner.Sentence) []string {
	var out []string
	for _, se := range sents {
		var line []string
		for i, tk := range se.Tokens {
			line = append(line, se.Text[tk.Start:tk.End]+"/"+ner.Labels[se.Gold[i]])
		}
		out = append(out, strings.Join(line, " "))
	}
	return out
}
