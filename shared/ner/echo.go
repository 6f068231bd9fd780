package ner

import (
	"cmp"
	"slices"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// echoScore is the score of a name found only because the text names the
// same person in full elsewhere.
const echoScore = 0.6

// echoCue finds the later (or earlier) mentions of a person the text names
// in full: "Petro Porošenko ... Porošenko vyzval EU", "Dear Anna Berg, ...
// Anna will call you". The model reads a window of two tokens and misses a
// bare surname at a sentence start or in a list; a text that names the
// person in full elsewhere settles it. noteSegment collects the words of
// every PERSON span of two name words or more, one of them a known given
// name; echoCue looks for them in the whole text: a capitalised token equal
// to one of them that no span covers becomes a PERSON, and a one-token place
// or organisation equal to one becomes a PERSON too. Words that the corpora
// write in lower case ("Will", "Rose") or know better as places or
// organisations ("Paris" of "Paris Hilton") do not echo.
func echoCue(s *scratch, text string, toks []Token, out []Span) []Span {
	if len(s.echo) == 0 || len(s.cand) == 0 {
		return out
	}
	slices.SortFunc(s.echo, func(a, b echoWord) int { return cmp.Compare(a.lw, b.lw) })
	slices.Sort(s.stems)
	s.echoF = wordFilter{}
	for _, e := range s.echo {
		s.echoF.add(e.lw)
	}
	for _, h := range s.stems {
		s.echoF.add(h)
	}
	for c := 0; c < len(s.cand); c++ {
		i := int(s.cand[c].tok)
		if !s.echoes(text, toks[i], s.cand[c]) {
			continue
		}
		switch sp := s.covered[i]; {
		case sp < 0:
			e := i + 1 // the full name again: one span
			for c+1 < len(s.cand) && int(s.cand[c+1].tok) == e && s.covered[e] < 0 &&
				s.echoes(text, toks[e], s.cand[c+1]) && !lineBreak(text, toks, e) {
				c++
				e++
			}
			switch {
			case i > 0 && s.personAt(out, i-1) && !lineBreak(text, toks, i):
				// "Dr. Carlos García Ballesta": the model stopped short
				sp = s.covered[i-1]
				out[sp].End = toks[e-1].End
			case e < len(toks) && s.personAt(out, e) && !lineBreak(text, toks, e):
				sp = s.covered[e]
				out[sp].Start = toks[i].Start
			default:
				sp = int32(len(out))
				out = append(out, Span{Start: toks[i].Start, End: toks[e-1].End, Type: "PERSON", Score: echoScore})
			}
			for k := i; k < e; k++ {
				s.covered[k] = sp
			}
		case out[sp].Type != "PERSON":
			out[sp].Type = "PERSON" // "Porošenko" taken for a place in one sentence
		}
	}
	return out
}

// personAt reports whether token i is covered by a PERSON span.
func (s *scratch) personAt(out []Span, i int) bool {
	c := s.covered[i]
	return c >= 0 && out[c].Type == "PERSON"
}

// echoWord is a word of a full name (echoCue), by the hash of its lower-case
// form (tokInfo.lw).
type echoWord struct {
	lw  uint64
	tok Token
}

// surnameEndings are the case endings of Czech, Slovak and Polish surnames
// (Novák, Nováka, Novákovi, Novákem; Nováková, Novákové, Novákovou;
// Kowalski, Kowalskiego, Kowalskim; Porošenko, Porošenka): a bare surname
// echoes a full name in another case when both leave the same stem of five
// letters or more (shorter ones join unrelated words). Longest first;
// Nováková and Novákovou both leave "novákov".
var surnameEndings = []string{"iego", "iemu", "ego", "emu", "ovi", "owi", "em", "ou", "om", "ej", "ie", "ym", "im",
	"a", "u", "e", "y", "i", "o", "á", "é", "ý", "í", "ą", "ę"}

// endingsBy holds surnameEndings by their last byte, longest first: most
// words end in a byte no ending ends in, and a word costs one or two
// comparisons.
var endingsBy = func() (m [256][]string) {
	for _, e := range surnameEndings {
		m[e[len(e)-1]] = append(m[e[len(e)-1]], e)
	}
	return m
}()

// stemHash returns the hash of the lower-case key k without its case ending
// (surnameEndings), or 0 when fewer than five letters would be left. lw is
// the hash of k whole (tokInfo.lw).
func stemHash(k []byte, lw uint64) uint64 {
	if len(k) < 5 {
		return 0
	}
	for _, e := range endingsBy[k[len(k)-1]] {
		if len(k) > len(e) && string(k[len(k)-len(e):]) == e {
			if utf8.RuneCount(k[:len(k)-len(e)]) < 5 {
				return 0
			}
			return hashBytes(k[:len(k)-len(e)])
		}
	}
	if utf8.RuneCount(k) < 5 {
		return 0
	}
	return lw
}

// echoCand is a token a name may echo in (noteSegment).
type echoCand struct {
	lw, stem uint64
	tok      int32
}

// echoes reports whether the candidate c is one of the collected words
// (s.echo, sorted), or a surname of them in another case (s.stems, sorted).
func (s *scratch) echoes(text string, t Token, c echoCand) bool {
	lw := c.lw
	if !s.echoF.may(lw) && (c.stem == 0 || !s.echoF.may(c.stem)) {
		return false // neither a collected word nor a stem of one
	}
	k, ok := slices.BinarySearchFunc(s.echo, lw, func(e echoWord, lw uint64) int { return cmp.Compare(e.lw, lw) })
	if !ok {
		_, ok = slices.BinarySearch(s.stems, c.stem)
		return ok && c.stem != 0
	}
	w := text[t.Start:t.End]
	for ; k < len(s.echo) && s.echo[k].lw == lw; k++ {
		if text[s.echo[k].tok.Start:s.echo[k].tok.End] == w {
			return true
		}
	}
	return false
}

// noteSegment records what echoCue needs of the segment toks[start:end] just
// tagged (its spans are out[from:], s.info describes its tokens): which span
// covers each token, the words of its full names that may stand for the
// person alone, and the tokens a name could echo in: capitalised ones no
// span covers, and one-token places and organisations. Done per segment,
// from what tagging computed anyway: a pass over the whole text afterwards
// cost the tagger 5 %.
func (s *scratch) noteSegment(text string, toks []Token, start, end int, out []Span, from int) {
	if start == 0 { // Tag emptied s.echo, s.stems and s.cand
		if cap(s.covered) < len(toks) {
			s.covered = make([]int32, len(toks)*2)
		}
		s.covered = s.covered[:len(toks)]
		// no token is covered yet: -1 filled in by doubling copies
		if len(toks) > 0 {
			s.covered[0] = -1
			for n := 1; n < len(toks); n *= 2 {
				copy(s.covered[n:], s.covered[:n])
			}
		}
	}
	seg := toks[start:end]
	for j := from; j < len(out); j++ {
		sp := out[j]
		words, given := 0, false
		// the first token ending after the span's start
		k, hi := 0, len(seg)
		for k < hi {
			if m := int(uint(k+hi) >> 1); seg[m].End <= sp.Start {
				k = m + 1
			} else {
				hi = m
			}
		}
		first := k
		var names [maxSegment / 64]uint64 // the name words, by k-first
		for ; k < len(seg) && seg[k].Start < sp.End; k++ {
			s.covered[start+k] = int32(j)
			if sp.Type != "PERSON" {
				continue
			}
			in := &s.info[k]
			if nameWord(text[seg[k].Start:seg[k].End]) && !in.allCaps {
				words++
				given = given || in.gaz&(gazetteer.GivenName|gazetteer.ListedGiven) != 0
				names[(k-first)/64] |= 1 << ((k - first) % 64)
			}
		}
		if words < 2 || !given {
			// a one-word name, or one without a given name the lists
			// know ("Condado de Oswego"), is too weak to spread; the
			// words of the others that may stand for the person alone
			continue
		}
		for k = first; k < len(seg) && seg[k].Start < sp.End; k++ {
			in := &s.info[k]
			if names[(k-first)/64]&(1<<((k-first)%64)) != 0 && mayEcho(text[seg[k].Start:seg[k].End], s.key(k), in) {
				s.echo = append(s.echo, echoWord{in.lw, seg[k]})
				if in.gaz&(gazetteer.GivenName|gazetteer.ListedGiven) == 0 {
					// a surname: its other cases echo too (given
					// names do not: Maria, Marie and Mario differ)
					if h := stemHash(s.key(k), in.lw); h != 0 {
						s.stems = append(s.stems, h)
					}
				}
			}
		}
	}
	for k := range seg {
		in := &s.info[k]
		if !in.upperFirst || in.allCaps {
			continue
		}
		if c := s.covered[start+k]; c >= 0 && (out[c].Type == "PERSON" || out[c].Start != seg[k].Start || out[c].End != seg[k].End) {
			continue
		}
		s.cand = append(s.cand, echoCand{in.lw, stemHash(s.key(k), in.lw), int32(start + k)})
	}
}

// mayEcho reports whether w, a word of a full name described by in (key:
// its lower-case form), may stand for the person alone: three letters or
// more, no title, and not a word the corpora write in lower case or know
// better as a place or organisation.
func mayEcho(w string, key []byte, in *tokInfo) bool {
	lx := in.lex
	if commonInLower(lx) || locLevel(lx) > perLevel(lx) || orgLevel(lx) > perLevel(lx) ||
		in.gaz&gazetteer.Title != 0 || utf8.RuneCountInString(w) < 3 {
		return false
	}
	return !gazetteer.NotEntityBytes(key) && !gazetteer.IsCountryBytes(key)
}
