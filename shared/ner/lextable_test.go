package ner

import "testing"

// TestLexTableAnswersAsLex: the table of the lexicon that ReadModel builds
// for tagging gives every word's profile as the map does, and 0 for words
// the map does not hold.
func TestLexTableAnswersAsLex(t *testing.T) {
	m, err := ReadModel(embeddedModel())
	if err != nil {
		t.Fatal(err)
	}
	lt := m.lexTable()
	lx := m.Lexicon()
	if len(lx) < 1000 {
		t.Fatalf("lexicon of %d words", len(lx))
	}
	for k, v := range lx {
		if got := lt.get(hashString(k)); got != v {
			t.Fatalf("%q: table %#x, map %#x", k, got, v)
		}
	}
	tests := []struct {
		word string
		want uint8
	}{
		{"zzqxv-not-a-word", 0},
		{"", 0},
		{"berlin", lx["berlin"]},
		{"Berlin", 0}, // keys are lower case
	}
	for _, tc := range tests {
		if got := lt.get(hashString(tc.word)); got != tc.want {
			t.Errorf("%q: table %#x, want %#x", tc.word, got, tc.want)
		}
	}
	if lx["berlin"] == 0 {
		t.Errorf("berlin is not in the lexicon: the test needs a word it holds")
	}
}
