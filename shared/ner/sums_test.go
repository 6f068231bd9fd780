package ner

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"sync"
	"testing"
)

// devsetMarkup is the entity markup of shared/eval/devset: ⟦TYPE|text⟧.
var devsetMarkup = regexp.MustCompile(`⟦[A-Z_]+\|([^⟧]*)⟧`)

// devsetTexts returns the plain texts of shared/eval/devset, whole and line
// by line.
func devsetTexts(t *testing.T) []string {
	t.Helper()
	var texts []string
	err := filepath.WalkDir("../eval/devset", func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(path, ".txt") {
			return err
		}
		b, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := devsetMarkup.ReplaceAllString(string(b), "$1")
		texts = append(texts, text)
		for line := range strings.Lines(text) {
			if strings.TrimSpace(line) != "" {
				texts = append(texts, line)
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if len(texts) < 500 {
		t.Fatalf("read %d devset texts, want hundreds", len(texts))
	}
	return texts
}

// TestSumMemoKeepsResults: the tagger with its own-feature sum memo
// (sumMemo) and register sums (addRows) must return exactly the spans and
// scores of the plain sums, on every devset text and line, as written and in
// lower case (the truecasing path), with and without cold-token skipping;
// the memo is shared across the calls, as the tagger's pool shares it.
func TestSumMemoKeepsResults(t *testing.T) {
	m, err := Default()
	if err != nil {
		t.Fatal(err)
	}
	texts := devsetTexts(t)
	texts = append(texts, fixtureTexts...)
	for _, exhaustive := range []bool{false, true} {
		fast := NewTagger(m)
		plain := &Tagger{m: m, pool: sync.Pool{New: func() any { return &scratch{memoLex: true} }}}
		fast.Exhaustive, plain.Exhaustive = exhaustive, exhaustive
		spans := 0
		for _, text := range texts {
			for _, tx := range []string{text, strings.ToLower(text)} {
				want := plain.Tag(tx, nil)
				got := fast.Tag(tx, nil)
				spans += len(want)
				if !slices.Equal(got, want) {
					t.Errorf("exhaustive %v, %.60q: memo tagger %v, plain %v", exhaustive, tx, got, want)
				}
			}
		}
		if spans < 1000 {
			t.Errorf("exhaustive %v: only %d spans compared", exhaustive, spans)
		}
		s := fast.pool.Get().(*scratch)
		if s.sums == nil {
			t.Errorf("exhaustive %v: the tagger did not use the sum memo", exhaustive)
		}
	}
}

// fixtureTexts are the package's tagging fixtures beyond the devset.
var fixtureTexts = []string{
	"Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff. Novák paid. Trumpův návrh neprošel.",
	"the quick brown fox jumps over the lazy dog, said Mr. Smith of ACME Ltd in London.",
	"Paní Dvořáková z Brna volala panu Svobodovi do Ostravy kvůli firmě Škoda Auto a.s.",
	"Meeting with Angela Merkel in Berlin.",
	"EU REJECTS GERMAN CALL TO BOYCOTT BRITISH LAMB . Peter Blackburn BRUSSELS 1996-08-22",
	"Name:\tMaria  Gonzalez\tCity:\tSevilla\nEmployer:  Banco Santander S.A.",
}
