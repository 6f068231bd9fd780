package ner

import (
	"os"
	"slices"
	"strings"
	"testing"
)

// TestColumnGap: a tab or two spaces between tokens is a column gap (table
// cells, form fields side by side); one space or a line break alone is not.
func TestColumnGap(t *testing.T) {
	for gap, want := range map[string]bool{"": false, " ": false, "\n": false, "\t": true, "  ": true, " \t ": true, "      ": true, "\n ": false, ", ": false} {
		if got := columnGap(gap); got != want {
			t.Errorf("columnGap(%q) = %v, want %v", gap, got, want)
		}
	}
	// the feature reads the gap before each token (none: adjacent tokens)
	for _, c := range []struct {
		text string
		want []bool
	}{
		{"Natrium    139 mmol/l", []bool{false, true, false, false, false}},
		{"Jan,Novák\tPraha\nBrno \t x", []bool{false, false, false, true, false, true}},
		{"  a  b", []bool{false, true}},
		{"a", []bool{false}},
	} {
		toks := Tokenize(c.text, nil)
		var s scratch
		s.describe(c.text, toks, 0)
		got := make([]bool, len(toks))
		for i := range toks {
			got[i] = s.info[i].gapBefore
		}
		if !slices.Equal(got, c.want) {
			t.Errorf("gapBefore of %q: %v, want %v", c.text, got, c.want)
		}
	}
}

// TestFeaturizeMatchesReference: featurize, which hashes the block rows once
// per position and the template ids once per call, writes the bucket
// indexes of featurizeRef (the model's features: any other index is
// another model), for scored tokens, with and without cold tokens.
func TestFeaturizeMatchesReference(t *testing.T) {
	m := tagger(t).m
	texts := []string{
		"Jan Novák met Angela Merkel in Berlin and then flew to Praha with Siemens AG staff.",
		"THE QUICK BROWN FOX, SAID MR. SMITH OF ACME LTD IN LONDON",
		"Paní Dvořáková z Brna volala panu Svobodovi do Ostravy kvůli firmě Škoda Auto a.s.",
		"Name:\tJan  Novák\tDatum: 12. 3. 2024",
		"a", "Berlin", "in Berlin",
	}
	if data, err := os.ReadFile("../../../shared/data/ner/conll2003.en.dev.bio"); err == nil {
		var sb strings.Builder
		for _, line := range strings.Split(string(data), "\n")[:20000] {
			tok, _, _ := strings.Cut(line, "\t")
			if tok == "" {
				texts = append(texts, sb.String())
				sb.Reset()
				continue
			}
			sb.WriteString(tok + " ")
		}
	}
	for _, salt := range []uint64{m.Salt, 0, 0x1234567890abcdef} {
		for _, exhaustive := range []bool{false, true} {
			s := &scratch{lex: m.Lexicon()}
			for _, text := range texts {
				toks := Tokenize(text, nil)
				n := len(toks)
				if n == 0 {
					continue
				}
				s.describe(text, toks, 0)
				s.cold = nil
				if !exhaustive {
					s.markCold(n)
				}
				s.lookLex(n)
				want := featurizeRef(s, n, m.Bits, salt)
				s.featurize(n, m.Bits, salt)
				for i := 0; i < n; i++ {
					if s.cold != nil && s.cold[i] {
						continue
					}
					for k := 0; k < NumFeatures; k++ {
						if got, w := s.feats[i*NumFeatures+k], want[i*NumFeatures+k]; got != w {
							t.Fatalf("salt %x, %q token %d feature %d: %d, want %d", salt, text, i, k, got, w)
						}
					}
				}
			}
		}
	}
}

// featurizeRef is featurize as each template defines its feature: one mix
// per feature (blockRow for the blocks), for the token alone.
func featurizeRef(s *scratch, n int, bits uint, salt uint64) []uint32 {
	need := n * NumFeatures
	feats := make([]uint32, need)
	shift := 64 - bits
	info := s.info
	// headlines in capitals: case is no cue there
	capsTok, wordTok := 0, 0
	for i := 0; i < n; i++ {
		if info[i].allCaps {
			capsTok++
		}
		if info[i].upperFirst || info[i].allCaps {
			wordTok++
		}
	}
	capsSent := uint64(0)
	if capsTok >= 3 && capsTok*10 >= wordTok*6 {
		capsSent = 1
	}
	get := func(i int) (lw, shape, suf3 uint64, gaz, lex uint64) {
		if i < 0 {
			return hashBOS, hashBOS, hashBOS, 0xB05, 0xB05
		}
		if i >= n {
			return hashEOS, hashEOS, hashEOS, 0xE05, 0xE05
		}
		in := &info[i]
		return in.lw, in.shape, in.suf[2], uint64(in.gaz), uint64(in.lex &^ lexCommonBit)
	}
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] {
			continue
		}
		in := &info[i]
		p1lw, p1sh, p1suf, p1gaz, p1lex := get(i - 1)
		n1lw, n1sh, n1suf, n1gaz, n1lex := get(i + 1)
		p2lw, _, _, _, _ := get(i - 2)
		n2lw, _, _, _, _ := get(i + 2)
		// the token's own profile keeps the common-word bit: a capitalised
		// word the corpora also write in lower case ("Sorry", "Labor",
		// "Will") is rarely a name; the neighbours' profiles mask it
		lex := uint64(in.lex)
		var up uint64
		if in.upperFirst {
			up = 1
		}
		var pos uint64
		if in.sStart {
			pos = 1
		}
		if in.upperFirst {
			pos |= 2
		}
		// table cells: a column gap before or after the token
		if in.gapBefore {
			pos |= 4
		}
		if i+1 < n && info[i+1].gapBefore {
			pos |= 8
		}
		f := feats[i*NumFeatures : (i+1)*NumFeatures]
		// The templates marked "block" read one value at several offsets
		// (the word at -2..+2, the suffix at -1..+1, a word pair at four
		// places). Their rows for one value share a block (see blockRow),
		// so a row the token before loaded brings this token's into cache.
		h := [NumFeatures]uint64{
			mix(salt^0, 0, 0),
			0, // word block, slot 0
			mix(salt^3, in.shape, 0),
			mix(salt^4, in.pre[0], 0), mix(salt^5, in.pre[1], 0), mix(salt^6, in.pre[2], 0), mix(salt^7, in.pre[3], 0),
			mix(salt^8, in.suf[0], 0), mix(salt^9, in.suf[1], 0),
			0, // suffix block, slot 0
			mix(salt^11, in.suf[3], 0),
			0, 0, 0, 0, // word block, slots 1-4
			mix(salt^16, p1sh, in.shape),
			mix(salt^17, in.shape, n1sh),
			mix(salt^18, p1lw, in.shape),
			mix(salt^19, in.shape, n1lw),
			mix(salt^20, uint64(in.gaz), 0),
			mix(salt^21, p1gaz, 0),
			mix(salt^22, n1gaz, 0),
			0, 0, // suffix block, slots 1-2
			mix(salt^25, pos, 0),
			0, 0, // pair block, slots 0-1
			mix(salt^28, uint64(in.gaz), in.shape),
			0, // pair block, slot 2
			mix(salt^30, in.suf[2], up),
			mix(salt^31, p1sh^(n1sh*31), in.shape),
			0, // pair block, slot 3
			0, // word block, slot 5 or 6
			mix(salt^34, lex, 0),
			mix(salt^35, p1lex, lex&^lexCommonBit),
			mix(salt^36, lex&^lexCommonBit, n1lex),
		}
		for k := range h {
			f[k] = uint32(h[k] >> shift)
		}
		f[1] = blockRow(in.lw, wordBlock, 0, shift, salt)
		f[11] = blockRow(p1lw, wordBlock, 1, shift, salt)
		f[12] = blockRow(n1lw, wordBlock, 2, shift, salt)
		f[13] = blockRow(p2lw, wordBlock, 3, shift, salt)
		f[14] = blockRow(n2lw, wordBlock, 4, shift, salt)
		f[32] = blockRow(in.lw, wordBlock, 5+capsSent, shift, salt)
		f[9] = blockRow(in.suf[2], sufBlock, 0, shift, salt)
		f[22] = blockRow(p1suf, sufBlock, 1, shift, salt)
		f[23] = blockRow(n1suf, sufBlock, 2, shift, salt)
		f[25] = blockRow(mix(salt^26, p1lw, in.lw), pairBlock, 0, shift, salt)
		f[26] = blockRow(mix(salt^26, in.lw, n1lw), pairBlock, 1, shift, salt)
		f[28] = blockRow(mix(salt^26, p2lw, p1lw), pairBlock, 2, shift, salt)
		f[31] = blockRow(mix(salt^26, n1lw, n2lw), pairBlock, 3, shift, salt)
	}
	return feats
}

// TestDescribeASCIIMatchesRunes: the ASCII path of describe gives a word
// the hashes, classes, flags and lower-case form of the rune-by-rune path,
// and declines a word with another byte without changing anything.
func TestDescribeASCIIMatchesRunes(t *testing.T) {
	words := []string{"a", "I", "ab", "Ab", "AB", "abc", "The", "THE", "Berlin", "BERLIN", "McDonald", "U.S.", "x-ray",
		"1", "12", "1.5", "2024-03-12", "a1B2", "J.", "St", "Mr.", "Smith's", ".", ",", "''", "--", "@", "~x~", "AG", "Inc.", "name",
		"is", "said", "Ltd", "a.s.", "ABCDEFGHIJKLMNOPQRSTUVWXYZ", "abcdefghijklmnopqrstuvwxyz0123456789", "\t", "Novák", "É"}
	if data, err := os.ReadFile("../../../shared/data/ner/conll2003.en.dev.bio"); err == nil {
		for _, line := range strings.Split(string(data), "\n")[:5000] {
			if tok, _, _ := strings.Cut(line, "\t"); tok != "" {
				words = append(words, tok)
			}
		}
	}
	lt, pt := listedNames(), placeTable()
	var a, r scratch
	for _, w := range words {
		a.keys, r.keys = append(a.keys[:0], "x"...), append(r.keys[:0], "x"...)
		a.keyAt, r.keyAt = a.keyAt[:0], r.keyAt[:0]
		a.mayValue, r.mayValue = false, false
		var ia, ir tokInfo
		if !a.describeASCII(&ia, w, lt, pt) {
			if string(a.keys) != "x" || len(a.keyAt) != 0 {
				t.Errorf("%q: declined but changed the keys", w)
			}
			if !strings.ContainsFunc(w, func(r rune) bool { return r >= 0x80 }) {
				t.Errorf("%q: an ASCII word declined", w)
			}
			continue
		}
		r.describeRunes(&ir, w, lt, pt)
		if ia != ir || string(a.keys) != string(r.keys) || a.keyAt[0] != r.keyAt[0] || a.mayValue != r.mayValue {
			t.Errorf("%q: ASCII path %+v %q, rune path %+v %q", w, ia, a.keys, ir, r.keys)
		}
	}
}

// TestLongSIsS: a word printed with the long s of Fraktur (OCR of old
// newspapers: "Deutſchland", "ſich") has the features of the word with s,
// and one written with the typographic apostrophe ("l’Inde", "O’Neill")
// those of the straight one, as the training text spells them.
func TestLongSIsS(t *testing.T) {
	for _, tc := range []struct{ long, plain string }{
		{"Deutſchland", "Deutschland"}, {"ſich", "sich"}, {"Kaiſer⸗", "Kaiser⸗"}, {"Ausſchuß", "Ausschuß"},
		{"pour l’Inde", "pour l'Inde"}, {"dell’ Europa", "dell' Europa"}, {"O’Neill’s car", "O'Neill's car"}, {"’", "'"},
	} {
		var a, b scratch
		a.describe(tc.long, Tokenize(tc.long, nil), 0)
		b.describe(tc.plain, Tokenize(tc.plain, nil), 0)
		if len(a.info) == 0 || len(a.info) != len(b.info) {
			t.Fatalf("%q: %d tokens, %q: %d", tc.long, len(a.info), tc.plain, len(b.info))
		}
		for i := range a.info {
			x, y := a.info[i], b.info[i]
			if x.lw != y.lw || x.pre != y.pre || x.suf != y.suf || x.shape != y.shape || x.gaz != y.gaz {
				t.Errorf("%q token %d: described unlike %q", tc.long, i, tc.plain)
			}
		}
	}
}

// TestB2U: b2u is the bool as 0 or 1.
func TestB2U(t *testing.T) {
	for _, c := range []struct {
		b    bool
		want uint8
	}{{false, 0}, {true, 1}} {
		if got := b2u(c.b); got != c.want {
			t.Errorf("b2u(%v) = %d, want %d", c.b, got, c.want)
		}
	}
}
