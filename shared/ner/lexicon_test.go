package ner

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

func TestKey(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"Praha", "praha"}, {"NOVÁK", "novák"}, {"Łódź", "łódź"}, {"A1-23", "a0-00"}, {"s.r.o.", "s.r.o."},
		{"Deutſchland", "deutschland"}, {"ſich", "sich"}, {"L’", "l'"}, {"O’Neill", "o'neill"},
	} {
		if got := Key(tc.in); got != tc.want {
			t.Errorf("Key(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

// TestKeyMatchesFeatures: the lexicon is looked up with the lower-cased bytes
// describe builds, so Key must normalise the same way.
func TestKeyMatchesFeatures(t *testing.T) {
	words := []string{"Praha", "NOVÁK", "Łódź", "x9", "İstanbul", "ǅemal", "Ⅻ", "straße", "Deutſchland", "O’Neill"}
	text := strings.Join(words, " ")
	s := &scratch{lex: Lexicon{}}
	for _, w := range words {
		s.lex[Key(w)] = 1 << 6
	}
	toks := Tokenize(text, nil)
	s.describe(text, toks, 0)
	s.lookLex(len(toks))
	for i, tk := range toks {
		if s.info[i].lex == 0 {
			t.Errorf("%q: not found under Key %q", text[tk.Start:tk.End], Key(text[tk.Start:tk.End]))
		}
	}
}

func TestLexiconProfiles(t *testing.T) {
	b := NewLexiconBuilder()
	for i := 0; i < 5; i++ {
		s := FromTokens(strings.Fields("Novák met Smith in Praha and Berlin ."), strings.Fields("B-PER O B-PER O B-LOC O B-LOC O"))
		b.Add(&s)
	}
	s := FromTokens(strings.Fields("Berlin Novák Bank"), strings.Fields("B-ORG I-ORG I-ORG"))
	b.Add(&s)
	lx := b.Lexicon()
	tests := []struct {
		word string
		want uint8
	}{
		{"novák", 3 | 1<<6}, // 5 of 6 PER (83%: level 3); 1 ORG is below lexMin
		{"praha", 3<<2 | 1<<6},
		{"met", 1<<6 | 1<<7}, // known, never an entity, in lower case
		{"bank", 0},          // once: neither known nor a profile
		{"unseen", 0},
	}
	for _, tc := range tests {
		if got := lx[tc.word]; got != tc.want {
			t.Errorf("%s: profile %08b, want %08b", tc.word, got, tc.want)
		}
	}
}

func TestModelCarriesLexicon(t *testing.T) {
	lx := Lexicon{"praha": 3 << 2, "novák": 3}
	m := Train(tinyCorpus(), TrainConfig{Bits: 10, Epochs: 2, Seed: 1, Lex: lx, Lexicons: []Lexicon{lx}})
	var a bytes.Buffer
	if _, err := m.WriteTo(&a); err != nil {
		t.Fatal(err)
	}
	r, err := ReadModel(a.Bytes())
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Lexicon()) != 2 || r.Lex["praha"] != 3<<2 || r.Lex["novák"] != 3 {
		t.Errorf("lexicon after round trip: %v", r.Lex)
	}
	var b bytes.Buffer
	r.WriteTo(&b)
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("write, read, write is not stable")
	}
}

// TestListedTable: the hash table finds every listed word with its classes
// (a miss would lose its gazetteer feature) and no other word.
func TestListedTable(t *testing.T) {
	lt := listedNames()
	n := 0
	gazetteer.ListedWords(func(w string, c uint8) {
		n++
		if got := lt.class(hashString(w)); got != c {
			t.Errorf("%q: class %08b, want %08b", w, got, c)
		}
	})
	if n < 10000 {
		t.Fatalf("only %d listed words", n)
	}
	for i := 0; i < 10000; i++ {
		if c := lt.class(hashString(fmt.Sprintf("notaname%d", i))); c != 0 {
			t.Errorf("notaname%d: class %08b", i, c)
		}
	}
	// describe hashes the word as it is looked up
	s := &scratch{}
	text := "Marcela Nováková"
	toks := Tokenize(text, nil)
	s.describe(text, toks, 0)
	for i := range toks {
		if s.info[i].gaz&(gazetteer.ListedGiven|gazetteer.ListedSurname) == 0 {
			t.Errorf("%s: no listed class (gaz %08b)", text[toks[i].Start:toks[i].End], s.info[i].gaz)
		}
	}
}
