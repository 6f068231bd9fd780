package ner

import (
	"slices"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang"
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

// propScratch is doc-propagate's reused memory: it holds slices of a text
// only while the stage runs.
type propScratch struct {
	ps     []propagated
	folded []propagated // kept's persons of two words or more, folded (foldedNames)
	nbuf   []byte       // the bytes of folded's strings
	offs   [][4]int     // per folded name: kept index, start, first word's end, end in nbuf
	fbuf   []byte       // the text's word being looked up, folded
	wbuf   []byte       // the words after it (foldedAt)
	byEnd  []detect.Match
	starts []int
	maxEnd []int
}

var propPool = sync.Pool{New: func() any { return new(propScratch) }}

// docPropagate tags the mentions the model left out of a name it or a
// stage tagged elsewhere in the text, as one type only: the same surface,
// as a whole word that is no part of a longer name, overlapping no name and
// no address, phone or e-mail (the types the tagger reads). One pass over the
// text's words, each looked up among the names by its first word.
func docPropagate(text string, out []detect.Match, from int) []detect.Match {
	sc := propPool.Get().(*propScratch)
	out = sc.propagate(text, out, from)
	sc.forget()
	propPool.Put(sc)
	return out
}

// forget drops what sc holds of a text, so that none outlives the call in
// the pool: the names, and the bytes of its buffers beyond their last
// length too.
func (sc *propScratch) forget() {
	clear(sc.ps)
	sc.ps = sc.ps[:0]
	clear(sc.folded)
	sc.folded = sc.folded[:0]
	clear(sc.nbuf[:cap(sc.nbuf)])
	clear(sc.fbuf[:cap(sc.fbuf)])
	clear(sc.wbuf[:cap(sc.wbuf)])
}

func (sc *propScratch) propagate(text string, out []detect.Match, from int) []detect.Match {
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
	// the matches a mention must not overlap, by start, with the furthest
	// end so far: the model's and the rule matches of the types the tagger
	// reads (signatureAnchors), which every request computes; another
	// rule type's match exists only where the request asked for it, and a
	// request for names alone must find the names the whole engine finds
	sc.byEnd = sc.byEnd[:0]
	for i, m := range out {
		if i >= from || isAnchor(m.Type) {
			sc.byEnd = append(sc.byEnd, m)
		}
	}
	slices.SortFunc(sc.byEnd, func(a, b detect.Match) int { return a.Start - b.Start })
	sc.starts, sc.maxEnd = sc.starts[:0], sc.maxEnd[:0]
	far := 0
	for _, m := range sc.byEnd {
		far = max(far, m.End)
		sc.starts, sc.maxEnd = append(sc.starts, m.Start), append(sc.maxEnd, far)
	}
	clear(sc.byEnd)
	taken := spanIndex{starts: sc.starts, maxEnd: sc.maxEnd}
	folded := sc.foldedNames(kept)
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
		for ; j < len(kept) && kept[j].first == word; j++ {
			p := kept[j]
			end := i + len(p.name)
			if p.typ != "" && strings.HasPrefix(text[i:], p.name) && freeName(text, i, end) && !taken.overlaps(i, end) {
				out = append(out, detect.Match{Type: p.typ, Start: i, End: end, Score: p.score, Model: true})
				next = end
				break
			}
		}
		if next == e && len(folded) > 0 {
			sc.fbuf = lang.AppendFold(sc.fbuf[:0], word)
			fw := sc.fbuf
			j := sort.Search(len(folded), func(k int) bool { return folded[k].first >= string(fw) })
			for ; j < len(folded) && folded[j].first == string(fw); j++ {
				p := folded[j]
				if end := sc.foldedAt(text, i, p.name); end > 0 && freeName(text, i, end) && !taken.overlaps(i, end) {
					out = append(out, detect.Match{Type: p.typ, Start: i, End: end, Score: p.score, Model: true})
					next = end
					break
				}
			}
		}
		r, _ = utf8.DecodeLastRuneInString(text[:next])
		prev, i = r, next
	}
	return out
}

// foldedNames returns kept's persons of two words or more in lower case
// without their diacritics (lang.AppendFold), sorted by first word: chats
// repeat a sender's name as typed ("Marek Ďurčo: marek durco, nar.
// 14.6.1993"), and a full name is a name in any case. One word alone is not
// looked for so ("rose", "will", "mark" are words too).
func (sc *propScratch) foldedNames(kept []propagated) []propagated {
	nb, offs := sc.nbuf[:0], sc.offs[:0]
	for k, p := range kept {
		if p.typ != "PERSON" || p.first == "" || strings.IndexByte(p.name, ' ') < 0 || strings.ContainsAny(p.name, "\n\t") {
			continue // one word, or no word first (" " from a fuzzed span)
		}
		// a chat sender or signature, or a name that opens with a given
		// name: the model's persons hold the odd capitalised term
		// ("Coxalgia Izquierda" in a heading)
		if p.score <= confCeiling && !sc.givenFirst(p.first) {
			continue
		}
		// the name, then its first word as the text's words are cut
		// (wordEnd: "jean" of "Jean-Pierre Dupont"), the lookup's key
		start := len(nb)
		nb = lang.AppendFold(nb, p.name)
		mid := len(nb)
		nb = lang.AppendFold(nb, p.first)
		offs = append(offs, [4]int{k, start, mid, len(nb)})
	}
	sc.nbuf, sc.offs = nb, offs
	// the strings share nbuf, grown in full above, and live for the call
	// only: no allocation per name
	fs := sc.folded[:0]
	for _, o := range offs {
		p := kept[o[0]]
		fs = append(fs, propagated{name: bytesString(nb[o[1]:o[2]]), first: bytesString(nb[o[2]:o[3]]), typ: p.typ, score: p.score})
	}
	slices.SortStableFunc(fs, func(a, b propagated) int { return strings.Compare(a.first, b.first) })
	sc.folded = fs
	return fs
}

// bytesString is b as a string sharing its bytes ("" for none): the caller
// must not change b while the string is in use.
func bytesString(b []byte) string {
	if len(b) == 0 {
		return ""
	}
	return unsafe.String(&b[0], len(b))
}

// givenFirst is givenName of w in lower case, lowered into wbuf: no
// allocation per name.
func (sc *propScratch) givenFirst(w string) bool {
	b := sc.wbuf[:0]
	for _, r := range w {
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	sc.wbuf = b
	return givenName(bytesString(b))
}

// foldedAt returns the end of the text at i whose folded form is name;
// 0 when it is not.
func (sc *propScratch) foldedAt(text string, i int, name string) int {
	// rune by rune, each folded by lang.AppendFold, so that hyphens,
	// apostrophes and blanks must stand where the name has them
	k := 0
	for j := i; j < len(text); {
		if k == len(name) {
			return j
		}
		_, size := utf8.DecodeRuneInString(text[j:])
		f := lang.AppendFold(sc.wbuf[:0], text[j:j+size])
		sc.wbuf = f
		if len(name)-k < len(f) || name[k:k+len(f)] != string(f) {
			return 0
		}
		k += len(f)
		j += size
	}
	if k == len(name) {
		return len(text)
	}
	return 0
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
