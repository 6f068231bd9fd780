// Package health recognizes health information: medical conditions and
// medications from curated lexicons in en, de, fr, es, it, pl, cs and sk, health
// insurers, and blood types.
//
// The lexicons (lexicon/*.txt, embedded) are compiled once into one
// case-insensitive, diacritic-folding trie over words; the text is walked word
// start by word start, and stems cover Czech, Slovak and Polish inflection.
package health

import (
	"math/bits"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/internal/swar"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// All returns the group's recognizers.
func All() []detect.Recognizer {
	return []detect.Recognizer{&lexiconRecognizer{lex: loadLexicon()}, bloodType{}}
}

// Context words: lower-case stems of vocab's concepts, and the units of a
// dose, which belong to no language.
var (
	conditionContext  = &detect.Context{Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.ConditionWords })}
	medicationContext = &detect.Context{Boost: append([]string{"mg", "mcg", "µg", "ml"},
		vocab.All(func(l *vocab.Lexicon) []string { return l.MedicationWords })...)}
	insurerContext = &detect.Context{Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.InsurerWords })}
)

var contextOf = [...]*detect.Context{conditionContext, medicationContext, insurerContext}

type lexiconRecognizer struct{ lex *lexicon }

func (r *lexiconRecognizer) Name() string { return "health-lexicon" }
func (r *lexiconRecognizer) Types() []string {
	return []string{"MEDICAL_CONDITION", "MEDICATION", "INSURANCE_COMPANY"}
}
func (r *lexiconRecognizer) Needs() detect.Need { return 0 }

func (r *lexiconRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	var langBit uint16
	for i, lg := range languages {
		if lg == d.Lang {
			langBit = 1 << i
		}
	}
	if d.ASCII() && !d.Has(detect.NeedUnderscore) {
		return r.findRuns(d, langBit, out)
	}
	return r.findScan(d, langBit, out)
}

// findScan is Find's loop for any text: word start by word start.
func (r *lexiconRecognizer) findScan(d *detect.Doc, langBit uint16, out []detect.Match) []detect.Match {
	s := d.Text
	t := r.lex.trie
	for i := 0; i < len(s); {
		// skip to the next word start
		c := s[i]
		if c < utf8.RuneSelf {
			if lowerWord[c] == 0 && c != '_' {
				i++
				continue
			}
		} else if ru, sz := utf8.DecodeRuneInString(s[i:]); !isWordRune(ru) {
			i += sz
			continue
		}
		may, read, wend := r.lex.filter.mayStartEnd(s, i)
		if may {
			if end, id := t.longest(s, i); id >= 0 {
				e := r.lex.entries[id]
				if !e.upperOnly || allUpper(s[i:end]) {
					score := e.score
					if e.kind == kindCondition && langBit != 0 && e.langs != 0 && e.langs&langBit == 0 {
						score -= foreignPenalty
					}
					if e.district {
						end = districtEnd(s, end)
					}
					out = append(out, detect.Match{Type: kindType[e.kind], Start: i, End: end, Score: score, Context: contextOf[e.kind]})
					i = end
					continue
				}
			}
		}
		if wend >= 0 {
			i = wend // what wordEnd would return
			continue
		}
		i = wordEnd(s, i+read) // the bytes mayStart read are word bytes
	}
	return out
}

// at reports the longest term at the word start i, if any.
func (r *lexiconRecognizer) at(s string, i int, langBit uint16) (detect.Match, bool) {
	end, id := r.lex.trie.longest(s, i)
	if id < 0 {
		return detect.Match{}, false
	}
	e := r.lex.entries[id]
	if e.upperOnly && !allUpper(s[i:end]) {
		return detect.Match{}, false
	}
	score := e.score
	if e.kind == kindCondition && langBit != 0 && e.langs != 0 && e.langs&langBit == 0 {
		score -= foreignPenalty
	}
	if e.district {
		end = districtEnd(s, end)
	}
	return detect.Match{Type: kindType[e.kind], Start: i, End: end, Score: score, Context: contextOf[e.kind]}, true
}

// districtPreps join a regional fund to its district (French: the CPAM of
// each département), longest first.
var districtPreps = []string{"de la ", "de l'", "de l’", "des ", "du ", "de ", "d'", "d’"}

// districtEnd returns the end of the district named after a regional fund
// that ends at end ("CPAM| de Seine-Saint-Denis", "CPAM| du Rhône"): one
// capitalised word, hyphens joining more. Without one it returns end.
func districtEnd(s string, end int) int {
	if end >= len(s) || s[end] != ' ' {
		return end
	}
	j := -1
	for _, p := range districtPreps {
		if len(s)-end-1 >= len(p) && strings.EqualFold(s[end+1:end+1+len(p)], p) { // letterheads write "CPAM DE ..."
			j = end + 1 + len(p)
			break
		}
	}
	if j < 0 {
		return end
	}
	if r, _ := utf8.DecodeRuneInString(s[j:]); !unicode.IsUpper(r) {
		return end
	}
	k := wordEnd(s, j)
	for k+1 < len(s) && s[k] == '-' {
		r, _ := utf8.DecodeRuneInString(s[k+1:])
		if !isWordRune(r) {
			break
		}
		k = wordEnd(s, k+1)
	}
	return k
}

// findRuns is Find's loop for an ASCII text without '_', where a word is
// exactly one of the Doc's word runs: it visits the same word starts (each
// run's start, and the end of a term when it falls inside a run) without
// scanning the text again.
func (r *lexiconRecognizer) findRuns(d *detect.Doc, langBit uint16, out []detect.Match) []detect.Match {
	s := d.Text
	f := &r.lex.filter
	i := 0 // nothing before i is looked at again (the end of the last term)
	runs := d.WordRuns()
	cls := r.lex.class
	for ri := 0; ri < len(runs); ri++ {
		run := runs[ri]
		if run.End <= i {
			continue
		}
		if run.Start >= i {
			// a term starts at a run's start only if the run is in the
			// lexicon's word class: skip to the next such run (a term that
			// ended inside a run is followed by a visit at its end whatever
			// the class)
			if next := d.NextWordIn(cls, ri); next != ri {
				ri = next - 1
				continue
			}
		}
		p := max(run.Start, i)
		for {
			// mayStart's key: the word ends at run.End (ASCII, no '_')
			n := min(run.End-p, filterKeyLen)
			var k uint64
			if p+8 <= len(s) {
				w8 := s[p : p+8]
				x := uint64(w8[0]) | uint64(w8[1])<<8 | uint64(w8[2])<<16 | uint64(w8[3])<<24 |
					uint64(w8[4])<<32 | uint64(w8[5])<<40 | uint64(w8[6])<<48 | uint64(w8[7])<<56
				k = bits.ReverseBytes64(x|swar.Between(x, 'A'-1, 'Z'+1)>>2) >> (8 * (8 - n))
			} else {
				for q := p; q < p+n; q++ {
					k = k<<8 | uint64(lowerWord[s[q]])
				}
			}
			if !f.test(k, n) {
				break
			}
			m, ok := r.at(s, p, langBit)
			if !ok {
				break
			}
			out = append(out, m)
			i = m.End
			if p = m.End; p >= run.End {
				break
			}
		}
	}
	return out
}

func allUpper(s string) bool {
	for _, r := range s {
		if r >= 'a' && r <= 'z' || r >= utf8.RuneSelf && isWordRune(r) && r != unicode.ToUpper(r) {
			return false
		}
	}
	return true
}

// wordEnd returns the end of the word that starts at i ('_' joins words, as in
// detect.Doc's boundaries).
func wordEnd(s string, i int) int {
	for i < len(s) {
		c := s[i]
		if c < utf8.RuneSelf {
			if lowerWord[c] == 0 && c != '_' {
				return i
			}
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(s[i:])
		if !isWordRune(r) {
			return i
		}
		i += sz
	}
	return i
}
