package gazetteer

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// leadWords start a sentence or a question but never a name: pronouns,
// interrogatives and determiners ("Who's coming", "What's your name", "You
// saved my life"). Lower case, compared with a word without its apostrophe
// suffix.
var leadWords = conceptSet(func(l *vocab.Lexicon) []string { return l.LeadWords })

// IsLeadWord reports whether lower (one lower-case word) is a pronoun,
// interrogative or determiner that does not begin a name.
func IsLeadWord(lower string) bool { return leadWords[lower] }

// commonAcronyms are acronyms of everyday, banking, technical and clinical
// vocabulary written in capitals in running text ("block my card ASAP", "my
// IBAN is", "TSH normal"): never a name on their own. Lower case. Acronyms
// that are also organisations (AFP, CEA) or places (CA) are left out.
var commonAcronyms = WordSet(`
	iban bic atm asap pin ssn nif nie dni cif vat faq pdf url usb gps sms mms fyi rsvp diy eta aka ceo cfo cto coo
	vip id tv pc os api vpn html http https xml json sql wifi gsm lcd led rpm
	ldh tsh cmv veb ebv paaf anca pth gpt got ggt crp inr ldl hdl vsg vcm hcm imc vci pio bmu
	nass nhc cipa nºcol`)

// IsCommonAcronym reports whether lower (lower case) is an acronym of common
// vocabulary rather than a name.
func IsCommonAcronym(lower string) bool { return commonAcronyms[lower] }

// auxiliaries open a question before a pronoun ("Can I", "Could you",
// "Kannst du"); a span that is one of them there is no name.
var auxiliaries = conceptSet(func(l *vocab.Lexicon) []string { return l.Auxiliaries })

// IsAuxiliary reports whether lower is an auxiliary or modal verb that opens
// a question.
func IsAuxiliary(lower string) bool { return auxiliaries[lower] }

// IsPronoun reports whether lower is a personal pronoun that follows an
// auxiliary in a question (I, you, we, du, vous, ...).
func IsPronoun(lower string) bool { return pronouns[lower] }

var pronouns = conceptSet(func(l *vocab.Lexicon) []string { return l.QuestionPronouns })

// roles are the head words of job titles in the eight languages ("Sales
// manager", "Geschäftsführer", "Directeur commercial", "Jednatel"): the line
// under a name in a signature that holds one is the title, not the company.
// Lower case; feminine forms where they differ.
var roles = conceptSet(func(l *vocab.Lexicon) []string { return l.RoleHeads })

// IsRole reports whether lower (one lower-case word) is the head of a job
// title.
func IsRole(lower string) bool { return roles[lower] }

// IsLegalForm reports whether lower (one lower-case word, dots kept) is an
// organisation's legal form (GmbH, s.r.o., Inc.).
func IsLegalForm(lower string) bool { return classes[lower]&LegalForm != 0 }

// residencePhrases put a place right after them: where someone lives, was
// born, comes from or travels to ("originally from Espoo", "wohnt in Jena",
// "bydlí v Brně"). A name there is the place's ("flew to Coles"), where
// "to" or "in" alone also come before people and firms ("talked to Coles",
// "invested in Espoo Oy"). Lower case, the preposition last.
var residencePhrases = conceptSet(func(l *vocab.Lexicon) []string { return l.ResidencePhrases })

// AfterResidence reports whether before (the text before a span on its
// line) ends with a residence phrase ("I'm originally from "). A word in
// capitals is no part of one: "NATO a EU" is no Italian "nato a". It does
// not allocate: the tagger calls it after every place preposition that
// precedes a span.
func AfterResidence(before string) bool {
	before = strings.TrimRight(before, " ")
	var buf [64]byte
	i := len(before)
	for words := 0; words < 5 && i > 0; words++ { // the longest phrase has five words
		i = strings.LastIndexByte(before[:i], ' ') + 1 // this word's start
		if w, _, _ := strings.Cut(before[i:], " "); AllCaps(w) {
			return false
		}
		if len(before)-i > len(buf)-8 {
			return false // longer than any phrase
		}
		if residencePhrases[string(LowerAppend(buf[:0], before[i:]))] {
			return true
		}
		i-- // onto the space before it
	}
	return false
}

// AllCaps reports a word with two or more letters and none in lower case
// ("NATO", "HORTEN", "ΛΕΥΚΩΣΙΑ").
func AllCaps(w string) bool {
	letters := 0
	for _, r := range w {
		if unicode.IsLower(r) {
			return false
		}
		if unicode.IsLetter(r) {
			letters++
		}
	}
	return letters >= 2
}

// LowerAppend appends w in lower case to b.
func LowerAppend(b []byte, w string) []byte {
	for _, r := range w {
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	return b
}
