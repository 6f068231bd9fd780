package ner

import (
	"unicode"
	"unicode/utf8"
)

// Fraktur type has one letter for I and J, and OCR of old German prints
// reads it as J before a consonant: "Jch denke", "Jm Unterhauſe", "Jn
// Bilbao", "Jhr Athem". The model takes such a capitalised word the corpora
// never saw for a name, and reads the words beside it wrongly too.
// frakturIText puts the I back before the model reads the text, where the I
// form is a common word and neither form names anything: the lexicon knows
// "ich", "im", "in", "ihr", "ihnen" only in lower case outside entities, and
// knows "Jr." ("King Jr.") and Czech "Jsem", "Jméno", which stay.
func frakturIText(t *Tagger, text string, toks []Token) (string, bool) {
	var b []byte
	for _, tk := range toks {
		if text[tk.Start] != 'J' || !t.frakturI(text[tk.Start:tk.End]) {
			continue
		}
		if b == nil {
			b = []byte(text)
		}
		b[tk.Start] = 'I' // one byte for one: the offsets and tokens hold
	}
	if b == nil {
		return "", false
	}
	return string(b), true
}

// frakturI reports whether w, which starts with J, is a Fraktur I read as
// J: a lower-case consonant after the J, an I form the lexicon knows as a
// common word of no entity, and w itself a word the lexicon does not know.
func (t *Tagger) frakturI(w string) bool {
	r, size := utf8.DecodeRuneInString(w[1:])
	if size == 0 || !unicode.IsLower(r) || isVowel(r) || knownWord(t.lex.get(hashString(Key(w)))) {
		return false
	}
	lx := t.lex.get(hashString("i" + Key(w[1:])))
	return commonInLower(lx) && lx&entityLevels == 0
}

// isVowel: the letters after which J is a consonant in every language
// ("Jan", "Jürgen", "Józef", "Jyväskylä").
func isVowel(r rune) bool {
	switch unicode.ToLower(r) {
	case 'a', 'e', 'i', 'o', 'u', 'y', 'ä', 'ö', 'ü', 'á', 'é', 'í', 'ó', 'ú', 'ý', 'à', 'è', 'ì', 'ò', 'ù', 'â', 'ê', 'î', 'ô', 'û', 'ë', 'ï', 'ů', 'ě':
		return true
	}
	return false
}
