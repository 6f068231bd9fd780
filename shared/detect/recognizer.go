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

import "sync"

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

// Match is a candidate span reported by a recognizer, in byte offsets.
type Match struct {
	Type       string // registry id, e.g. EMAIL_ADDRESS
	Start, End int    // byte offsets into Doc.Text, end exclusive
	Score      float64
	// Context, when set, lists words whose presence near the match raises (or
	// lowers) Score. Share one *Context per recognizer; it is never copied.
	Context *Context
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
	// so most words are rejected without comparing stems.
	once  sync.Once
	first [256]bool
}

func (c *Context) starts() *[256]bool {
	c.once.Do(func() {
		for _, list := range [][]string{c.Boost, c.Penalty} {
			for _, s := range list {
				if s == "" {
					continue
				}
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
				}
			}
		}
	})
	return &c.first
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
