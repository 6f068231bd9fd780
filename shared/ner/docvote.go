package ner

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// One name, one type per text (label consistency within a document,
// Krishnan & Manning 2006): the tagger decides each mention alone. The
// doc-propagate stage tags a name again where the text repeats it untagged.
// Two kinds of vote were measured and not kept (docs/QUALITY.md): the type a
// chat sender or signature gives a name, handed to the model's other mentions
// of it, moved no check half; a majority vote among the model's own mentions,
// weighted by their confidence, costs the historic newspapers ("Sidi Sadia" a
// place three times, a person twice) about what it gains on the realistic
// documents.

// nerTypes are the tagger's types, by index.
var nerTypes = [3]string{"PERSON", "LOCATION", "ORGANIZATION"}

func nerTypeIndex(t string) int {
	for i, n := range nerTypes {
		if n == t {
			return i
		}
	}
	return -1
}

// evidenceScore is the score of a name a stage found by the text's shape
// rather than the model's guess (a chat sender line, a signature's company
// line): 0.98 of them were right on the tune halves. It lies above the
// model's confCeiling, so strongEvidence tells them from the model's spans.
const evidenceScore = 0.97

// strongEvidence reports a match found by the text's shape (evidenceScore).
func strongEvidence(m detect.Match) bool { return m.Score > confCeiling }

// propagateSource reports a mention whose surface doc-propagate looks for
// elsewhere in the text: a name found by strong evidence, or one of the
// model's of two letters or more that is no abbreviation ("W .", "M .").
func propagateSource(text string, m detect.Match) bool {
	if strongEvidence(m) {
		return true
	}
	s := text[m.Start:m.End]
	if s[len(s)-1] == '.' {
		return false
	}
	r, size := utf8.DecodeRuneInString(s)
	if !unicode.IsUpper(r) {
		return false
	}
	r2, _ := utf8.DecodeRuneInString(s[size:])
	if !unicode.IsLetter(r2) {
		return false
	}
	// an acronym ("CU", "VCI") the model took for a firm once is mostly
	// an abbreviation everywhere
	return len(s) > 5 || strings.IndexFunc(s, unicode.IsLower) >= 0
}

// maxSameFirst bounds the surfaces of one first word doc-propagate looks
// for ("Anna Nováková", "Anna Horáková", ...): each word of the text is
// tried against those of its own, so the stage stays linear.
const maxSameFirst = 8

// propagated is a surface doc-propagate looks for.
type propagated struct {
	first, name, typ string // first: the name's first word
	score            float64
}

// lowerTypes are the types whose names doc-propagate also finds written in
// lower case: chat writes the agent's name as it types ("gracias rubén")
// after a line that wrote it capitalised ("Rubén (Orange):"). Not places:
// in lower case a country is an adjective as often ("la economía
// argentina").
var lowerTypes = []string{"PERSON"}

// lowerSourceScore is the least confidence of a name doc-propagate looks
// for in lower case: the calibrated score (see confidence) at which nine in
// ten of the model's names are right.
const lowerSourceScore = 0.9

// propScratch is doc-propagate's reused memory: it holds slices of a text
// only while the stage runs.
type propScratch struct {
	ps     []propagated
	low    []propagated // kept's names of lowerTypes, in lower case
	byEnd  []detect.Match
	starts []int
	maxEnd []int
}

var propPool = sync.Pool{New: func() any { return new(propScratch) }}

// docPropagate is the doc-propagate stage: docPropagate with the tagger's
// lexicon, which tells a name written in lower case from a common word.
func (t *Tagger) docPropagate(text string, out []detect.Match, from int) []detect.Match {
	return docPropagate(text, out, from, t.commonInLower)
}

// commonInLower reports a word the training corpora also write in lower
// case ("will", "mark", "grace"): no name when a text writes it so.
func (t *Tagger) commonInLower(w string) bool {
	return commonInLower(t.lex.get(hashString(Key(w))))
}

// docPropagate tags the mentions the model left out of a name it or a
// stage tagged elsewhere in the text, as one type only: the same surface,
// as a whole word that is no part of a longer name, overlapping no match. One pass over the
// text's words, each looked up among the names by its first word. With
// common set, a person or place is also found in lower case, unless one of
// its words is common in lower case (common reports those).
func docPropagate(text string, out []detect.Match, from int, common func(string) bool) []detect.Match {
	sc := propPool.Get().(*propScratch)
	out = sc.propagate(text, out, from, common)
	clear(sc.ps) // no text outlives the call
	clear(sc.low)
	sc.ps, sc.low = sc.ps[:0], sc.low[:0]
	propPool.Put(sc)
	return out
}

func (sc *propScratch) propagate(text string, out []detect.Match, from int, common func(string) bool) []detect.Match {
	ps := sc.ps[:0]
	for _, m := range out[from:] {
		if nerTypeIndex(m.Type) >= 0 && propagateSource(text, m) {
			name := text[m.Start:m.End]
			ps = append(ps, propagated{name[:wordEnd(name, 0)], name, m.Type, m.Score})
		}
	}
	sc.ps = ps
	if len(ps) == 0 {
		return out
	}
	// by first word, the longest name first ("Anna Nováková" before
	// "Anna"), each name once
	slices.SortStableFunc(ps, func(a, b propagated) int {
		if c := strings.Compare(a.first, b.first); c != 0 {
			return c
		}
		if len(a.name) != len(b.name) {
			return len(b.name) - len(a.name)
		}
		return strings.Compare(a.name, b.name)
	})
	kept := ps[:0]
	for i, p := range ps {
		switch {
		case i > 0 && p.name == ps[i-1].name:
			if k := &kept[len(kept)-1]; k.name == p.name && k.typ != p.typ {
				k.typ = "" // tagged as two types: the text does not say which
			}
		case len(kept) >= maxSameFirst && kept[len(kept)-maxSameFirst].first == p.first:
		default:
			kept = append(kept, p)
		}
	}
	low := sc.low[:0]
	if common != nil {
		for _, p := range kept {
			// only a name tagged with confidence (a chat's sender: 0.95):
			// a guess ("Luce" in "offerta Casa Smart Luce", 0.81) is too
			// weak to claim a lower-case word
			if slices.Contains(lowerTypes, p.typ) && p.score >= lowerSourceScore && !lowerName(p.name) {
				l := strings.ToLower(p.name)
				if len(l) == len(p.name) && !anyWord(l, common) {
					low = append(low, propagated{l[:wordEnd(l, 0)], l, p.typ, p.score})
				}
			}
		}
		slices.SortStableFunc(low, func(a, b propagated) int { return strings.Compare(a.first, b.first) })
	}
	sc.low = low
	// the text's matches, by start, with the furthest end so far
	sc.byEnd = append(sc.byEnd[:0], out...)
	slices.SortFunc(sc.byEnd, func(a, b detect.Match) int { return a.Start - b.Start })
	sc.starts, sc.maxEnd = sc.starts[:0], sc.maxEnd[:0]
	far := 0
	for _, m := range sc.byEnd {
		far = max(far, m.End)
		sc.starts, sc.maxEnd = append(sc.starts, m.Start), append(sc.maxEnd, far)
	}
	clear(sc.byEnd)
	taken := spanIndex{starts: sc.starts, maxEnd: sc.maxEnd}
	prev := rune(' ')
	for i := 0; i < len(text); {
		r, size := utf8.DecodeRuneInString(text[i:])
		if !isWordRune(r) || isWordRune(prev) {
			prev = r
			i += size
			continue
		}
		e := wordEnd(text, i)
		next := e
		word := text[i:e]
		j, _ := slices.BinarySearchFunc(kept, word, func(p propagated, w string) int { return strings.Compare(p.first, w) })
		cands := kept
		if len(low) > 0 && unicode.IsLower(r) {
			cands = low
			j, _ = slices.BinarySearchFunc(low, word, func(p propagated, w string) int { return strings.Compare(p.first, w) })
		}
		for ; j < len(cands) && cands[j].first == word; j++ {
			p := cands[j]
			end := i + len(p.name)
			if p.typ != "" && strings.HasPrefix(text[i:], p.name) && freeName(text, i, end) && !taken.overlaps(i, end) &&
				(len(low) == 0 || &cands[0] != &low[0] || lowerStarts(text, i, common) && lowerEnds(text, end, common)) {
				out = append(out, detect.Match{Type: p.typ, Start: i, End: end, Score: p.score, Model: true})
				next = end
				break
			}
		}
		r, _ = utf8.DecodeLastRuneInString(text[:next])
		prev, i = r, next
	}
	return out
}

// lowerStarts reports whether a name found in lower case starts at start: no
// word that is no common lower-case word comes before it ("sono maricel
// dizon": the name began before).
func lowerStarts(text string, start int, common func(string) bool) bool {
	r, size := utf8.DecodeLastRuneInString(text[:start])
	if r != ' ' {
		return true
	}
	at := start - size
	r2, _ := utf8.DecodeLastRuneInString(text[:at])
	if !isWordRune(r2) {
		return true
	}
	b := at
	for b > 0 {
		r3, n := utf8.DecodeLastRuneInString(text[:b])
		if !isWordRune(r3) {
			break
		}
		b -= n
	}
	return common(text[b:at])
}

// lowerEnds reports whether a name found in lower case ends at end: no
// address goes on ("julie.novak@", "oksana.h88") and no word that is no
// common lower-case word follows ("oksana melnyk": the name goes on in a
// way the text does not show elsewhere), as it does in "gracias rubén!" and
// "grazie samuele gentilissimo".
func lowerEnds(text string, end int, common func(string) bool) bool {
	if end == len(text) {
		return true
	}
	r, size := utf8.DecodeRuneInString(text[end:])
	switch r {
	case '@', '_':
		return false
	case '.': // a sentence's end, not "julie.novak" or "julie...@"
		r2, _ := utf8.DecodeRuneInString(text[end+size:])
		return end+size == len(text) || unicode.IsSpace(r2)
	case ' ':
		at := end + size
		r2, _ := utf8.DecodeRuneInString(text[at:])
		if !isWordRune(r2) {
			return true
		}
		return common(text[at:wordEnd(text, at)])
	}
	return true
}

// lowerName reports a name with no upper-case letter (a chat's "rubén"
// the model found already): it is looked for as it is.
func lowerName(s string) bool { return strings.IndexFunc(s, unicode.IsUpper) < 0 }

// anyWord reports whether f holds for a word of s.
func anyWord(s string, f func(string) bool) bool {
	for i := 0; i < len(s); {
		r, size := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			i += size
			continue
		}
		e := wordEnd(s, i)
		if f(s[i:e]) {
			return true
		}
		i = e
	}
	return false
}

// freeName reports whether text[start:end] stands alone: no word, hyphen
// or joiner beside it ("KDP-controlled", "Seipel=Gesetz", "Folies -
// Bergère") and no capitalised word right after it ("Paris Cinéma"), which
// would make it part of a longer name the model saw whole.
func freeName(text string, start, end int) bool {
	if end < len(text) {
		r, size := utf8.DecodeRuneInString(text[end:])
		if isWordRune(r) || joiner(r) {
			return false
		}
		if r == ' ' {
			r2, _ := utf8.DecodeRuneInString(text[end+size:])
			if unicode.IsUpper(r2) || joiner(r2) {
				return false
			}
		}
	}
	if start > 0 {
		r, size := utf8.DecodeLastRuneInString(text[:start])
		if isWordRune(r) || joiner(r) {
			return false
		}
		if r == ' ' {
			if r2, _ := utf8.DecodeLastRuneInString(text[:start-size]); joiner(r2) {
				return false
			}
		}
	}
	return true
}

// joiner reports a rune that joins words into one name.
func joiner(r rune) bool {
	switch r {
	case '-', '=', '¬', '⸗', '&', '\'', '’', '@', '_':
		return true
	}
	return false
}
