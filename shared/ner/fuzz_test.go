package ner

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// FuzzTokenize: Tokenize never panics, returns tokens in order, non-empty,
// within the text and on UTF-8 boundaries, never starting inside a rune, and
// Tag keeps the same guarantees for its spans.
func FuzzTokenize(f *testing.F) {
	for _, s := range []string{
		"", " ", "Hello, J. Smith!", "Alfa s.r.o. a U.S. firm", "l'Italie et d'Artagnan", "O'Neill's car",
		"Jean-Pierre Müller-Lüdenscheidt", "Mr. Smith", "We met Dr. van der Berg yesterday.", "ahoj petře, zavolej mi", "Vinohradská 1234/56, 120 00 Praha 2",
		"ul. Długa 5/3, 00-238 Warszawa", "Nova Tech Sp. z o.o.", "dell'Arte", "'s", "x'", "’s’", "a-.b&'c",
		"\xff\xfe", "a\xc3", "\xe2\x80", "Zürich\x00Köln", "\u0301e", "日本語 テキスト", "🙂 Anna 🙂", "...", "A.", "A.B.",
		"Petro Porošenko přijel. Porošenko vyzval EU.", "Anna Berg\nBerg Anna Berg, Anna", "LONDON 1996-08-30",
		"qu'il l’homme", "Sioux Falls ( South Dakota )", ".0a", "eric g. samoylova", "benjamin a seiler", "\n\n", "\t-\t", "S.p.A.", "d'", "1.2.3.", "x\u200by",
		"Trumpův návrh, Karlovy Vary", "ministr zahraničí USA Rex Tillerson", "Präsident Kibaki", "Bischof", "DGP Ov",
		"Zełenski : mamy wizję", "Zełenski:", "prezident Zelenskyj", "prezident", "s Veľkou Britániou", "Spojených", "Porošenko naopak",
	} {
		f.Add(s)
	}
	m, err := Default()
	if err != nil {
		f.Fatal(err)
	}
	tg := NewTagger(m)
	// build the lazily built tables (listed names) before fuzzing starts,
	// not inside the first input of each worker
	tg.Tag("Warm up with Anna Nováková in Praha.", nil)
	f.Fuzz(func(t *testing.T, text string) {
		// boundary[i]: decoding from the start reaches byte i, so i is not
		// inside a rune (an invalid byte decodes as one rune of its own)
		boundary := make([]bool, len(text)+1)
		for i := 0; i < len(text); {
			boundary[i] = true
			_, sz := utf8.DecodeRuneInString(text[i:])
			i += sz
		}
		boundary[len(text)] = true
		toks := Tokenize(text, nil)
		prev := 0
		for i, tk := range toks {
			if tk.Start < prev || tk.End <= tk.Start || tk.End > len(text) {
				t.Fatalf("token %d %+v out of order or range (prev end %d, len %d) in %q", i, tk, prev, len(text), text)
			}
			if !boundary[tk.Start] || !boundary[tk.End] {
				t.Fatalf("token %d %+v splits a rune in %q", i, tk, text)
			}
			prev = tk.End
		}
		if utf8.ValidString(text) {
			for i, tk := range toks {
				if !utf8.ValidString(text[tk.Start:tk.End]) {
					t.Fatalf("token %d %q not valid UTF-8", i, text[tk.Start:tk.End])
				}
			}
		}
		for _, sp := range tg.Tag(text, nil) {
			if sp.Start < 0 || sp.End <= sp.Start || sp.End > len(text) || !boundary[sp.Start] || !boundary[sp.End] {
				t.Fatalf("span %+v out of range or splits a rune in %q", sp, text)
			}
			if sp.Score < 0.5 || sp.Score > 0.95 {
				t.Fatalf("span %+v score out of range", sp)
			}
			if strings.IndexByte(".,;:!?", text[sp.Start]) >= 0 {
				t.Fatalf("span %q starts with punctuation in %q", text[sp.Start:sp.End], text)
			}
		}
	})
}
