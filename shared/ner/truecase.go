package ner

import (
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
)

// truecase returns a copy of a text written all in lower case ("eva kleist
// lives at 255 hersnapvej 18") with a capital put back on the words that are
// person names by the lexicon or the name gazetteers (see properNoun). The
// first words of sentences stay in lower case ("Hey Mike" would read as one
// name). The copy has the same byte offsets, so the spans found in it hold
// for the text. ok is false for a text with a capital anywhere.
func (t *Tagger) truecase(text string) (string, bool) {
	if len(text) < 3 {
		return "", false
	}
	letters := false
	for _, r := range text {
		if unicode.IsUpper(r) || unicode.IsTitle(r) {
			return "", false
		}
		letters = letters || unicode.IsLetter(r)
	}
	if !letters {
		return "", false
	}
	toks := Tokenize(text, nil)
	b := []byte(text)
	// after a name an initial belongs to it, and after the initial a word
	// the corpora never saw: "benjamin a seiler", "eric g. samoylova" (not
	// "petr jdeš": a verb the news corpora do not have)
	afterName, afterInitial := false, false
	// after a place preposition, and after a place put back after one, a
	// place's word is a place: "from mexico", "to san francisco california"
	afterPrep, afterPlace, prevName, prevW := false, false, false, ""
	for _, tk := range toks {
		w := text[tk.Start:tk.End]
		r, sz := utf8.DecodeRuneInString(w)
		if !unicode.IsLetter(r) {
			keep := w == "." && tk.Start > 0 && text[tk.Start-1] != ' ' // "g." of "eric g. samoylova"
			afterName, afterInitial = afterName && keep, afterInitial && keep
			afterPrep, afterPlace, prevName, prevW = false, false, false, ""
			continue
		}
		initial := sz == len(w)
		prep, place := afterPrep, afterPlace
		// not right after a name: "julie martin de lyon" is split's (a
		// town in lower case after a particle ends the name)
		afterPrep, afterPlace = len(w) <= maxLowerPrepLen && lowerPlacePreps[w] && !prevName &&
			(prevW == "" || gazetteer.Class(prevW)&(gazetteer.GivenName|gazetteer.Surname) == 0), false
		prevW, prevName = w, false
		switch {
		case t.properNoun(w):
			afterName, afterInitial, prevName = true, false, true
		case (prep || place) && t.placeNoun(w):
			afterName, afterInitial, afterPlace = false, false, true
		case afterName && initial && !notInitials[w]: // not "tell emma i said", "anna nowak z krakowa"
			afterName, afterInitial = false, true
		case afterInitial && t.lex.get(hashString(Key(w))) == 0:
			afterName, afterInitial = false, false
		default:
			afterName, afterInitial = false, false
			continue
		}
		if up := unicode.ToUpper(r); utf8.RuneLen(up) == sz {
			utf8.EncodeRune(b[tk.Start:], up)
		}
	}
	return string(b), true
}

// properNoun reports whether a lower-case word is a person's name: not a
// word the corpora write in lower case, and either seen inside PERSON spans
// at least two times in five or listed by a name gazetteer and not a plain
// common word. Places and organisations keep their lower case: their words
// are too often common ones in chat ("nice", "hey" are Nice and a song in
// the corpora).
func (t *Tagger) properNoun(w string) bool {
	k := Key(w)
	lx := t.lex.get(hashString(k))
	if commonInLower(lx) {
		return false
	}
	if perLevel(lx) >= 2 {
		return true
	}
	if knownWord(lx) && lx&entityLevels == 0 {
		return false
	}
	g := gazetteer.Class(k) | listedNames().class(hashString(k))
	return g&(gazetteer.GivenName|gazetteer.Surname|gazetteer.ListedGiven|gazetteer.ListedSurname) != 0
}

// lowerPlacePreps are the place prepositions of every language (vocab's
// PlacePrepositions), maxLowerPrepLen the bytes of the longest.
var lowerPlacePreps, maxLowerPrepLen = func() (map[string]bool, int) {
	m, n := map[string]bool{}, 0
	for _, w := range gazetteer.PlacePrepositions {
		m[w], n = true, max(n, len(w))
	}
	return m, n
}()

// placeNoun reports whether a lower-case word after a place preposition is
// a place's: a country, or a word the corpora put inside places at least
// two times in five, and not one they write in lower case often ("in time",
// "to bed").
func (t *Tagger) placeNoun(w string) bool {
	k := Key(w)
	lx := t.lex.get(hashString(k))
	if commonInLower(lx) {
		return false
	}
	return gazetteer.IsCountry(k) || locLevel(lx) >= 2
}

// notInitials are the one-letter words that follow a name as a word, not
// its initial: "tell emma i said", "anna nowak z krakowa", "petr w
// warszawie", "pedro y ana" (a, e, o and u stay initials: "benjamin a
// seiler").
var notInitials = map[string]bool{"i": true, "z": true, "w": true, "v": true, "y": true}
