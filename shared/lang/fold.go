package lang

import (
	"unicode"
	"unicode/utf8"
)

// FoldLetter returns the base form of a lower-case Latin letter with a
// diacritic, and of a typographic apostrophe: "ř" → "r", "ß" → "ss",
// "œ" → "oe", "’" → "'". ok is false for a rune that folds to itself.
// Czech, Polish and Slovak are often typed without their diacritics, so
// lexicons of names compare words in this form (the health lexicon, the
// NER's listed firms); callers lower the rune's case first.
func FoldLetter(r rune) (base string, ok bool) {
	base, ok = foldLetters[r]
	return base, ok
}

var foldLetters = func() map[rune]string {
	m := map[rune]string{}
	for base, letters := range map[string]string{
		"a": "àáâãäåāăą", "c": "çćĉċč", "d": "ďđ", "e": "èéêëēĕėęě", "g": "ĝğġģ", "h": "ĥħ",
		"i": "ìíîïĩīĭįı", "j": "ĵ", "k": "ķ", "l": "ĺļľŀł", "n": "ñńņňŉ", "o": "òóôõöøōŏő",
		"r": "ŕŗř", "s": "śŝşš", "t": "ţťŧ", "u": "ùúûüũūŭůűų", "w": "ŵ", "y": "ýÿŷ", "z": "źżž",
		"ss": "ß", "ae": "æ", "oe": "œ", "'": "’‘ʼ`",
	} {
		for _, r := range letters {
			m[r] = base
		}
	}
	return m
}()

// AppendFold appends s to buf in lower case with its Latin diacritics
// folded by FoldLetter ("Powstańców" → "powstancow", "Dvořák" → "dvorak"),
// the form in which lexicons and remembered names are compared.
func AppendFold(buf []byte, s string) []byte {
	for _, r := range s {
		if r < utf8.RuneSelf {
			c := byte(r)
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf = append(buf, c)
			continue
		}
		r = unicode.ToLower(r)
		if b, ok := FoldLetter(r); ok {
			buf = append(buf, b...)
			continue
		}
		buf = utf8.AppendRune(buf, r)
	}
	return buf
}
