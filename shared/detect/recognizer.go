// Package detect is the detection engine: it runs recognizers over a text once,
// scores their candidates with context, applies type filters and thresholds,
// resolves overlaps and reports entities with code-point offsets.
//
// Recognizers live in shared/recognizers (one per file, grouped by country or
// kind). They do not scan the text with their own regular expressions: the
// engine builds a Doc once per text, with a byte-class summary and lazily
// computed shared scans (digit runs, words), and a recognizer only confirms
// candidates from those scans with checksums, parsers or a regexp on a small
// window.
package detect

import (
	"strings"
	"sync"
)

// Need is a set of byte classes. A recognizer that needs a class the text does
// not contain at all is skipped without being called.
type Need uint32

const (
	NeedDigit      Need = 1 << iota // 0-9
	NeedUpper                       // A-Z
	NeedLower                       // a-z
	NeedAt                          // @
	NeedColon                       // :
	NeedSlash                       // /
	NeedDot                         // .
	NeedDash                        // -
	NeedUnderscore                  // _
	NeedEquals                      // =
	NeedNonASCII                    // any byte >= 0x80
	NeedLetter     = NeedUpper | NeedLower
)

// Reader is a recognizer that reads the matches of earlier recognizers (the
// NER reads addresses, phones and e-mails to find the company line of a
// signature). Whatever types the caller asks for, the engine also runs the
// recognizers of the types a wanted Reader reads, and drops their matches
// afterwards, so a Reader finds the same spans under any type filter.
type Reader interface {
	Reads() []string
}

// Match is a candidate span reported by a recognizer, in byte offsets.
type Match struct {
	Type       string // registry id, e.g. EMAIL_ADDRESS
	Start, End int    // byte offsets into Doc.Text, end exclusive
	Score      float64
	// Context, when set, lists words whose presence near the match raises (or
	// lowers) Score. Share one *Context per recognizer; it is never copied.
	Context *Context
	// Model marks a statistical guess (the NER tagger) rather than a match a
	// pattern, checksum or grammar confirmed. In overlap resolution every rule
	// match is placed before any model match, so a model span never takes text
	// from an overlapping validated match, whatever the scores.
	Model bool
	// Country, when set, is the ISO 3166 alpha-2 country of a national
	// format. When candidates of several countries take the same span, the
	// text's language decides (see settleSameSpan).
	Country string
	// Within, when set, is the type of the whole this match is a part of:
	// the postal code and town of an address (STREET_ADDRESS). A type
	// filter that wants the whole keeps its parts, so that asking for
	// addresses hides the whole address, not only its street line.
	Within string
	// Unlabelled is taken off Score when none of Context's boosting words
	// (the match's label) is found: a number in another country's format
	// is one of the text's own country without its label (see national's
	// foreign), and with it keeps its score.
	Unlabelled float64

	labelled bool  // set by the engine: a boosting context word was found
	repeat   bool  // set by the engine: a repeat of a kept match (repeatKept)
	rec      int32 // Engine.Detect's bookkeeping for Options.Explain
}

// Context holds the words that make a candidate more or less likely. Words are
// lower-case prefixes (stems), so one entry covers inflected forms: "rodn"
// matches "rodné", "rodného", "rodným".
type Context struct {
	Boost   []string
	Penalty []string
	// Window is how many words before and after the match are looked at
	// (default 6 before, 3 after).
	Before, After int
	// BoostBy and PenaltyBy default to 0.35 and 0.3.
	BoostBy, PenaltyBy float64

	// index is built once: which lower-cased first bytes any stem starts with,
	// so most words are rejected without comparing stems, and for a word that
	// starts with an ASCII byte, the stems that can match it.
	once  sync.Once
	first [256]bool
	index [128][]ctxStem
	all   []ctxStem
	// compound are the stems of several words ("sv-nummer", "st.nr",
	// "p.iva"), lower-cased: no single word matches them, so they are looked
	// for in the text the words span
	compound []ctxStem
}

// ctxStem is one stem of a Context, marked boost or penalty.
type ctxStem struct {
	stem  string
	boost bool
}

func (c *Context) starts() *[256]bool {
	c.once.Do(c.build)
	return &c.first
}

func (c *Context) build() {
	var nonASCII []ctxStem
	for k, list := range [][]string{c.Boost, c.Penalty} {
		for _, s := range list {
			if s == "" {
				continue
			}
			cs := ctxStem{s, k == 0}
			if strings.ContainsAny(s, " -./'") {
				cs.stem = strings.ToLower(s)
				c.compound = append(c.compound, cs)
				continue
			}
			c.all = append(c.all, cs)
			b := s[0]
			if b >= 'A' && b <= 'Z' {
				b += 'a' - 'A'
			}
			c.first[b] = true
			if b >= 'a' && b <= 'z' {
				c.first[b-('a'-'A')] = true
			}
			if b >= 0x80 { // a non-ASCII first letter: its capital starts with another byte
				for i := 0x80; i < 0x100; i++ {
					c.first[i] = true
				}
				nonASCII = append(nonASCII, cs)
				continue
			}
			c.index[b] = append(c.index[b], cs)
			if b >= 'a' && b <= 'z' {
				c.index[b-('a'-'A')] = append(c.index[b-('a'-'A')], cs)
			}
		}
	}
	// a stem with a non-ASCII first letter is tried against every word (its
	// lower case may be ASCII, as for the Kelvin sign)
	if len(nonASCII) > 0 {
		for i := range c.index {
			c.index[i] = append(c.index[i], nonASCII...)
		}
	}
}

// candidates returns the stems that may match a word starting with byte b
// (one of c.first).
func (c *Context) candidates(b byte) []ctxStem {
	if b < 0x80 {
		return c.index[b]
	}
	return c.all
}

// Stems of fewer than four bytes must match a whole word, so "id" does not match
// "idea"; longer stems match any word they begin.

// Recognizer finds candidates of one or more entity types.
type Recognizer interface {
	// Name identifies the recognizer in tests and diagnostics.
	Name() string
	// Types lists every type id the recognizer may emit; it is not called when
	// none of them is requested.
	Types() []string
	// Needs lists byte classes that must all occur in the text for the
	// recognizer to find anything.
	Needs() Need
	// Find appends its candidates to out and returns it. It must not keep d.
	Find(d *Doc, out []Match) []Match
}

// StemSet is a list of stems (see StemMatch) indexed by first byte, so that a
// word is compared only with the stems it can match.
type StemSet struct {
	index [128][]string // by the word's first (ASCII) byte
	all   []string
}

// NewStemSet indexes stems.
func NewStemSet(stems ...string) *StemSet {
	s := &StemSet{}
	var nonASCII []string
	for _, st := range stems {
		if st == "" {
			continue
		}
		s.all = append(s.all, st)
		b := st[0]
		if b >= 0x80 {
			nonASCII = append(nonASCII, st)
			continue
		}
		s.index[b] = append(s.index[b], st)
		if l := lowerTab[b]; l != b {
			s.index[l] = append(s.index[l], st)
		} else if b >= 'a' && b <= 'z' {
			s.index[b-('a'-'A')] = append(s.index[b-('a'-'A')], st)
		}
	}
	// a stem with a non-ASCII first letter may match an ASCII word (the
	// Kelvin sign lower-cases to 'k'); it stays in every list
	for i := range s.index {
		s.index[i] = append(s.index[i], nonASCII...)
	}
	return s
}

// Match reports whether w matches one of the stems (StemMatch).
func (s *StemSet) Match(w string) bool {
	if w == "" {
		return false
	}
	list := s.all // a non-ASCII first letter may lower-case to ASCII
	if w[0] < 0x80 {
		list = s.index[w[0]]
	}
	for _, st := range list {
		if StemMatch(w, st) {
			return true
		}
	}
	return false
}
