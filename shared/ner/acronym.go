package ner

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// A text that uses an abbreviation defines it once, in brackets beside its
// long form: "Manuelle Therapie (MT)", "Zakład Ubezpieczeń Społecznych
// (ZUS)", or the other way round, "OEA (Organización de Estados
// Americanos)". The short form names what the long form names: nothing when
// the long form is a common noun phrase (a therapy, a blood test, a
// standard), the long form's entity otherwise. acronymDefs finds such
// definitions the way Schwartz and Hearst (2003, "A simple algorithm for
// identifying abbreviation definitions in biomedical text") do: the short
// form's letters, read backwards, are found in order in the words before
// the bracket (at most min(|SF|+5, 2|SF|) of them), its first letter at a
// word's start, and every capitalised word of the long form gives one of
// its initials. The model's reading of the long form then settles the short
// form there and at every later mention in the text: no span over the long
// form drops the model's spans that are exactly the short form; a LOCATION
// or ORGANIZATION over four fifths of it gives the short form its type (a
// new span where the model had none). A short form whose long form the
// model read only in part, or as a person (initials), is left alone.

// maxAcronymDefs bounds the definitions one text settles (the later-mention
// pass looks each capitalised word up among them).
const maxAcronymDefs = 16

// acronymDef is one definition: the short form's bytes and where the
// definition is, and what the long form is (its span's type, "" for none).
type acronymDef struct {
	sf      string
	sfStart int
	lf      [2]int
	typ     string
	score   float64
	settled bool // typ is known (the long form's reading is whole)
}

// acronymScratch is the acronym stage's reused memory: the model's spans
// by start (indices into the call's matches) and the mentions it adds,
// emptied before it goes back to the pool.
type acronymScratch struct {
	model []int
	added []detect.Match
}

var acronymPool = sync.Pool{New: func() any { return new(acronymScratch) }}

// acronyms settles the short forms of the text's abbreviation definitions.
func acronyms(text string, out []detect.Match, from int) []detect.Match {
	var buf [4]acronymDef
	defs := acronymDefs(text, buf[:0])
	if len(defs) == 0 {
		return out
	}
	sc := acronymPool.Get().(*acronymScratch)
	out = sc.settle(text, out, from, defs)
	clear(sc.added)
	sc.model, sc.added = sc.model[:0], sc.added[:0]
	acronymPool.Put(sc)
	return out
}

func (sc *acronymScratch) settle(text string, out []detect.Match, from int, defs []acronymDef) []detect.Match {
	model := sc.model[:0]
	for i := from; i < len(out); i++ {
		model = append(model, i)
	}
	sc.model = model
	sortIndicesByStart(out, model)
	for k := range defs {
		settleLongForm(&defs[k], out, model)
	}
	// one pass over the text's words in order, and over the model's spans
	// beside it: each mention of a defined short form at or after its
	// definition takes its long form's reading
	dropped := false
	mi := 0
	added := sc.added[:0]
	for i := 0; i < len(text); {
		r, size := rune(text[i]), 1
		if r >= utf8.RuneSelf {
			r, size = utf8.DecodeRuneInString(text[i:])
		}
		if !isWordRune(r) {
			i += size
			continue
		}
		j := wordEnd(text, i+size)
		w := text[i:j]
		start := i
		i = j
		if !unicode.IsUpper(r) || j-start > 40 || start > 0 && isJoinByte(text[start-1]) && text[start-1] != '\'' || j < len(text) && isJoinByte(text[j]) && j+1 < len(text) && text[j+1] != ' ' && text[j+1] != '\n' {
			continue
		}
		d := lastDef(defs, w, start)
		if d == nil || !d.settled {
			continue
		}
		for mi < len(model) && out[model[mi]].End <= start {
			mi++
		}
		// the model's spans over this mention: exact, wider, or none
		exact, over := -1, false
		for k := mi; k < len(model) && out[model[k]].Start < j; k++ {
			m := &out[model[k]]
			if m.Type == "" || m.End <= start {
				continue
			}
			if m.Start == start && m.End == j {
				exact = model[k]
			} else {
				over = true
			}
		}
		if over {
			continue
		}
		switch {
		case d.typ == "" && exact >= 0:
			out[exact].Type = ""
			dropped = true
		case d.typ != "" && exact >= 0:
			out[exact].Type = d.typ
		case d.typ != "" && exact < 0:
			added = append(added, detect.Match{Type: d.typ, Start: start, End: j, Score: d.score, Model: true})
		}
	}
	if dropped {
		kept := out[:from]
		for _, m := range out[from:] {
			if m.Type != "" {
				kept = append(kept, m)
			}
		}
		out = kept
	}
	sc.added = added
	return append(out, added...)
}

// lastDef returns the last definition of the short form w made at or before
// at, or nil.
func lastDef(defs []acronymDef, w string, at int) *acronymDef {
	var d *acronymDef
	for k := range defs {
		if defs[k].sfStart > at {
			break
		}
		if defs[k].sf == w {
			d = &defs[k]
		}
	}
	return d
}

// settleLongForm reads the model's spans over d's long form: none (the long
// form is no entity), or spans of one type covering four fifths of its bytes or more
// (the long form is that entity). model indexes out by start.
func settleLongForm(d *acronymDef, out []detect.Match, model []int) {
	covered, typ := 0, ""
	for _, k := range model {
		m := out[k]
		if m.Start >= d.lf[1] {
			break
		}
		if m.End <= d.lf[0] {
			continue
		}
		if m.Start <= d.sfStart && m.End > d.sfStart {
			return // one span over both forms: the model read them together
		}
		if typ != "" && m.Type != typ || m.Type == "PERSON" {
			return // a person's initials, or two readings
		}
		typ = m.Type
		d.score = max(d.score, m.Score)
		covered += min(m.End, d.lf[1]) - max(m.Start, d.lf[0])
	}
	if typ == "" {
		d.settled = true
		return
	}
	if 5*covered >= 4*(d.lf[1]-d.lf[0]) {
		d.typ, d.settled = typ, true
	}
}

// acronymDefs appends the text's abbreviation definitions to defs, in text
// order: a short form in brackets after its long form, or before a bracket
// that holds its long form. One pass over the brackets; each looks back or
// into its bracket over a bounded number of words.
func acronymDefs(text string, defs []acronymDef) []acronymDef {
	for i := 0; i < len(text) && len(defs) < maxAcronymDefs; i++ {
		k := strings.IndexByte(text[i:], '(')
		if k < 0 {
			break
		}
		i += k
		// the bracket's content: up to its closing bracket on the same line
		c0 := skipSpaces(text, i+1)
		c1 := c0
		for c1 < len(text) && c1-i < 200 && text[c1] != ')' && text[c1] != '(' && text[c1] != '\n' {
			c1++
		}
		if c1 >= len(text) || text[c1] != ')' {
			continue
		}
		// a short form in the bracket, alone or before a comma or semicolon
		if sfEnd, ok := shortForm(text, c0); ok {
			if e := skipSpaces(text, sfEnd); e < len(text) && (text[e] == ')' || text[e] == ',' || text[e] == ';') {
				sf := text[c0:sfEnd]
				if lf0, ok := longFormBefore(text, i, sf); ok {
					defs = append(defs, acronymDef{sf: sf, sfStart: c0, lf: [2]int{lf0, trimSpacesEnd(text, i)}})
					continue
				}
			}
		}
		// a short form before the bracket, its long form the bracket's content
		b := trimSpacesEnd(text, i)
		s0 := b
		for s0 > 0 {
			r, size := utf8.DecodeLastRuneInString(text[:s0])
			if !isWordRune(r) {
				break
			}
			s0 -= size
		}
		if s0 == b || (s0 > 0 && isJoinByte(text[s0-1])) {
			continue
		}
		if sfEnd, ok := shortForm(text, s0); ok && sfEnd == b {
			sf := text[s0:b]
			lf1 := trimSpacesEnd(text, c1)
			if lf1 > c0 && lfInside(text[c0:lf1], sf) {
				defs = append(defs, acronymDef{sf: sf, sfStart: s0, lf: [2]int{c0, lf1}})
			}
		}
	}
	return defs
}

// shortForm reports a short form at i and its end: a word of 2 to 10 letters
// and digits that opens with a capital and holds another (MT, ZUS, OFMCap,
// H2O is none), not joined to more by a hyphen, slash or dot.
func shortForm(text string, i int) (int, bool) {
	n, caps, j := 0, 0, i
	for j < len(text) {
		r, size := utf8.DecodeRuneInString(text[j:])
		if !isWordRune(r) {
			break
		}
		if n == 0 && !unicode.IsUpper(r) {
			return 0, false
		}
		if unicode.IsUpper(r) {
			caps++
		}
		if n++; n > 10 {
			return 0, false
		}
		j += size
	}
	if n < 2 || n > 10 || caps < 2 || (j < len(text) && isJoinByte(text[j])) {
		return 0, false
	}
	return j, true
}

// isJoinByte: a byte that joins a word to more of a token (S-Bahn, A/B, U.S.).
func isJoinByte(b byte) bool { return b == '-' || b == '/' || b == '.' || b == '&' || b == '\'' }

func skipSpaces(text string, i int) int {
	for i < len(text) && text[i] == ' ' {
		i++
	}
	return i
}

// trimSpacesEnd returns the end of text[:i] without its trailing blanks.
func trimSpacesEnd(text string, i int) int {
	for i > 0 && text[i-1] == ' ' {
		i--
	}
	return i
}

// longFormBefore finds sf's long form in the words before the bracket at
// open, on its line and clause, and returns its start.
func longFormBefore(text string, open int, sf string) (int, bool) {
	end := trimSpacesEnd(text, open)
	n := utf8.RuneCountInString(sf)
	maxWords := min(n+5, 2*n)
	// the window: up to maxWords words back, stopping at a clause's end
	start, words := end, 0
	for start > 0 && words < maxWords {
		w := start
		for w > 0 && text[w-1] == ' ' {
			w--
		}
		if w == 0 || clauseByte(text[w-1]) {
			break
		}
		s := w
		for s > 0 && text[s-1] != ' ' && !clauseByte(text[s-1]) {
			s--
		}
		start, words = s, words+1
	}
	if words == 0 {
		return 0, false
	}
	lf0, ok := matchLetters(text[start:end], sf)
	if !ok {
		return 0, false
	}
	return start + lf0, true
}

// lfInside reports whether the bracket's content lf is sf's long form,
// whole: the short form's letters match from its first word on, and it
// holds at most min(|SF|+5, 2|SF|) words.
func lfInside(lf, sf string) bool {
	n := utf8.RuneCountInString(sf)
	words, in := 0, false
	for i := 0; i < len(lf); i++ {
		if clauseByte(lf[i]) && lf[i] != ',' {
			return false
		}
		sp := lf[i] == ' '
		if !sp && !in {
			words++
		}
		in = !sp
	}
	if words < 2 && len(lf) <= len(sf) || words > min(n+5, 2*n) {
		return false
	}
	lf0, ok := matchLetters(lf, sf)
	return ok && lf0 == 0
}

// clauseByte ends a long form's window: sentence and clause punctuation,
// brackets, quotes and line breaks.
func clauseByte(b byte) bool {
	switch b {
	case '.', ',', ';', ':', '!', '?', '(', ')', '[', ']', '{', '}', '"', '\n', '\r', '\t', '|':
		return true
	}
	return false
}

// matchLetters is Schwartz and Hearst's match: sf's letters and digits,
// from its last, are found in lf from its end backwards, case-folded, the
// first of them at a word's start. It returns the start of the word where
// the long form begins.
func matchLetters(lf, sf string) (int, bool) {
	li := len(lf)
	for si := len(sf); si > 0; {
		c, size := utf8.DecodeLastRuneInString(sf[:si])
		si -= size
		if !isWordRune(c) {
			continue
		}
		c = unicode.ToLower(c)
		for {
			if li <= 0 {
				return 0, false
			}
			r, rs := utf8.DecodeLastRuneInString(lf[:li])
			li -= rs
			if unicode.ToLower(r) != c {
				continue
			}
			if si > 0 {
				break
			}
			if li == 0 {
				break
			}
			if p, _ := utf8.DecodeLastRuneInString(lf[:li]); !isWordRune(p) {
				break
			}
		}
	}
	// the long form begins at the start of its word (after a blank, or an
	// elided article's apostrophe: L'Organizzazione)
	for li > 0 && isWordRune(prevRune(lf, li)) {
		_, size := utf8.DecodeLastRuneInString(lf[:li])
		li -= size
	}
	if lf[li:] == sf || !initialsUsed(lf[li:], sf) {
		return 0, false
	}
	return li, true
}

// initialsUsed reports whether each capitalised word of the long form lf
// gives sf its initial, in order: a name's words all count ("Uniwersytetu
// Teksas w Austin" is no USA), its function words need not ("Organizzazione
// Mondiale della Sanità", OMS).
func initialsUsed(lf, sf string) bool {
	si := 0
	for i := 0; i < len(lf); {
		r, size := utf8.DecodeRuneInString(lf[i:])
		start := i == 0 || !isWordRune(prevRune(lf, i))
		i += size
		if !start || !unicode.IsUpper(r) {
			continue
		}
		// the next letter of sf that is this initial
		found := false
		for si < len(sf) {
			c, cs := utf8.DecodeRuneInString(sf[si:])
			si += cs
			if unicode.ToLower(c) == unicode.ToLower(r) {
				found = true
				break
			}
		}
		if !found {
			return false
		}
	}
	return true
}

// prevRune is the rune before byte i of s.
func prevRune(s string, i int) rune {
	r, _ := utf8.DecodeLastRuneInString(s[:i])
	return r
}
