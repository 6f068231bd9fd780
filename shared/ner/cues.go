package ner

import (
	"bytes"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Rule-based cues applied after decoding, run as stages of the pipeline in
// stages.go (which says what each buys on the check halves):
//
//   - splitCue: a PERSON span cut where the model ran two names or a verb
//     into it ("said Gladys to Logan", "Alice Goldberg's Cautionary Tales");
//   - fieldCue: the value after a name field or question ("Name: Jan Novák",
//     "me llamo Ana") and the speaker after a quote (`," says Bergqvist.`);
//   - coordCue: one-word names in a list where most are one-word PERSONs of
//     the model ("Kónya, Becker and Vasquez");
//   - possessiveCue: Czech and Slovak possessives of a name ("Trumpův");
//   - countryCue: countries in any case form ("s Íránem").
//
// A cue claims its tokens: what the model made of them is cleared from the
// path, and the entity is appended (splitCue only relabels the path).

// countryCue finds a country the model left unlabelled, in any case form
// the gazetteer lists ("s Íránem", "w Niemczech", "vyzval Sýriu"): one word,
// or two ("Veľkou Britániou", "Spojených států"). A country that is also a
// given name ("Georgia", "Jordan") stays out, as do words another cue took.
func countryCue(s *scratch, text string, toks []Token, out []Span) []Span {
	n, seg := len(toks), len(out)
	for seg > 0 && out[seg-1].End > toks[0].Start {
		seg-- // the spans of this segment so far
	}
	for i := 0; i < n; i++ {
		if s.path[i] != labelO || !capitalised(&s.info[i]) {
			continue
		}
		e := i
		if i+1 < n && s.path[i+1] == labelO && s.countryWord(i, memoCountryLead) {
			s.cbuf = append(append(append(s.cbuf[:0], s.key(i)...), ' '), s.key(i+1)...)
			if gazetteer.IsCountryBytes(s.cbuf) {
				e = i + 2
			}
		}
		if e == i && s.countryWord(i, memoCountry) &&
			(s.info[i].gaz|listedNames().class(s.info[i].lw))&(gazetteer.GivenName|gazetteer.ListedGiven) == 0 {
			e = i + 1
		}
		if e == i || taken(out[seg:], toks[i].Start, toks[e-1].End) ||
			i > 0 && !s.info[i].sStart && !s.info[i-1].sStart && capitalised(&s.info[i-1]) || e < n && capitalised(&s.info[e]) {
			continue // part of a longer name: "Telecom Italia", "Hong Kong Open"
		}
		out = append(out, Span{Start: toks[i].Start, End: toks[e-1].End, Type: "LOCATION", Score: countryScore})
		i = e - 1
	}
	return out
}

// lowerPlaceStage finds a place typed in lower case: a lower-case word of
// letters right after a place preposition (gazetteer.PlacePreposition; not
// "de", "di": ofWord) that the model left out and the learned lexicon knows
// as a place, above its person and organisation levels: mostly (LOCATION
// level 2 or more) in a segment whose words outside the model's spans are
// all in lower case past its first (a chat customer's line), nearly always
// (level 3) in a cased one ("from Boston to delaware"). The lexicon carries
// the evidence: "marseille", "cagliari", "mexico" are places in the
// corpora, "casa", "hause" are not.
func lowerPlaceStage(s *scratch, text string, toks []Token, out []Span) []Span {
	n, seg := len(toks), len(out)
	for seg > 0 && out[seg-1].End > toks[0].Start {
		seg--
	}
	if n < 4 {
		return out
	}
	lowerSeg := 0 // 1: the segment is typed in lower case, -1: it is not, 0: not read yet
	for i := 1; i < n; i++ {
		// the cheap tests first: most segments hold no lower-case word
		// after a place preposition, and are never read as a whole
		if s.path[i] != labelO || s.info[i-1].gaz&gazetteer.PlacePreposition == 0 || capitalised(&s.info[i]) ||
			toks[i].End-toks[i].Start < 3 || ofWord(text[toks[i-1].Start:toks[i-1].End]) || !lowerWord(text[toks[i].Start:toks[i].End]) ||
			taken(out[seg:], toks[i].Start, toks[i].End) {
			continue
		}
		if lowerSeg == 0 {
			lowerSeg = -1
			if s.lowerCaseSegment(text, toks, out[seg:]) {
				lowerSeg = 1
			}
		}
		lx := s.lexOf(i)
		need := uint8(2)
		if lowerSeg < 0 {
			need = 3 // in a cased text, only a word the corpora know as a place
		}
		if loc := locLevel(lx); loc >= need && loc >= perLevel(lx) && loc >= orgLevel(lx) && !commonInLower(lx) &&
			!slavicAdjective(text[toks[i].Start:toks[i].End]) {
			out = append(out, Span{Start: toks[i].Start, End: toks[i].End, Type: "LOCATION", Score: cueScore})
		}
	}
	return out
}

// ofWord reports Spanish, French and Italian "de" and "di", place
// prepositions that are mostly "of" before a common noun ("animales de
// granja", "di maggiore flessibilità").
func ofWord(w string) bool { return w == "de" || w == "di" }

// slavicAdjective reports a Czech, Slovak or Polish adjective of a place or
// nation ("ruského", "německé", "niemieckim", "duńskich"), which NKJP
// labels as places and the guide does not: -sk- or -ck- and an adjective's
// ending. "gdańska", "gdańsku" are the town.
func slavicAdjective(w string) bool {
	for _, end := range slavicAdjectiveEnds {
		if stem, ok := strings.CutSuffix(w, end); ok && (strings.HasSuffix(stem, "sk") || strings.HasSuffix(stem, "ck")) {
			return true
		}
	}
	return false
}

var slavicAdjectiveEnds = []string{"i", "ie", "ich", "im", "iego", "iej", "ej", "ą", "y", "ý", "é", "á", "ého", "ém", "ému", "ým", "ých", "ými", "ou"}

// lowerCaseSegment reports a segment typed in lower case: three lower-case
// words or more and no capitalised word outside spans but its first word
// and the first after a sentence's end.
func (s *scratch) lowerCaseSegment(text string, toks []Token, spans []Span) bool {
	lower := 0
	for i := range toks {
		in := &s.info[i]
		w := text[toks[i].Start:toks[i].End]
		switch {
		case capitalised(in):
			if i == 0 || in.sStart || sentencePunct(text[toks[i-1].Start:toks[i-1].End]) || taken(spans, toks[i].Start, toks[i].End) {
				continue
			}
			return false
		case lowerWord(w):
			lower++
		}
	}
	return lower >= 3
}

// countryWord reports whether token i is a country (which memoCountry) or
// the first word of a country's name of two (memoCountryLead), through the
// memo: the gazetteer's maps cost a string hash and a probe a word, and a
// text repeats its capitalised words.
func (s *scratch) countryWord(i int, which uint8) bool {
	e := s.memoOf(s.info[i].lw)
	if e.has&which == 0 {
		if countryAnswer(s.key(i), which) {
			e.country |= which
		}
		e.has |= which
	}
	return e.country&which != 0
}

func countryAnswer(k []byte, which uint8) bool {
	if which == memoCountryLead {
		return gazetteer.IsCountryLeadBytes(k)
	}
	return gazetteer.IsCountryBytes(k)
}

// countryScore is the score of a country found by countryCue: 0.81 of them
// were right on the tune halves (the model's floor is 0.763).
const countryScore = 0.8

// capitalised reports a word that starts with a capital or is in capitals.
func capitalised(in *tokInfo) bool { return in.upperFirst || in.allCaps }

// taken reports whether one of spans overlaps [start, end).
func taken(spans []Span, start, end int) bool {
	for _, sp := range spans {
		if sp.Start < end && start < sp.End {
			return true
		}
	}
	return false
}

// possessiveSuffixes end the Czech and Slovak adjectives made from a man's
// name ("Trumpův návrh", "Putinova politika", "Trumpovo rozhodnutí",
// "Obamovej vlády"), and the Slovak dative ("Trumpovi"); longest first.
var possessiveSuffixes = [][]byte{[]byte("ových"), []byte("ovými"), []byte("ovým"), []byte("ovou"), []byte("ovej"), []byte("ovom"),
	[]byte("ův"), []byte("ova"), []byte("ovo"), []byte("ovy"), []byte("ovu"), []byte("ově"), []byte("ovi"), []byte("ov")}

// possessiveCue finds a possessive adjective the model left unlabelled
// whose stem the corpora know as a person's name ("Trumpův" of "Trump",
// "Merkelové" is a surname already). The corpora label these as the person
// (SlavicNER: 45 in the Czech dev set), and a redaction should hide them.
// A capital after it makes it part of a place ("Havlíčkův Brod", "Karlovy
// Vary") and a number or a street word a street ("Husova 5", "Karlova
// ulice"), so only a lower-case word other than a street word may follow.
func possessiveCue(s *scratch, text string, toks []Token, out []Span) []Span {
	n := len(toks)
	for i := 0; i+1 < n; i++ {
		// the suffix first: it rules out most capitalised words at once
		if s.path[i] != labelO || !s.info[i].upperFirst || s.info[i].allCaps {
			continue
		}
		stem := possessiveStem(s.key(i))
		if stem == nil || !nameWord(text[toks[i].Start:toks[i].End]) ||
			!lowerWord(text[toks[i+1].Start:toks[i+1].End]) || streetWords[string(s.key(i+1))] {
			continue
		}
		if s.personStem(stem) {
			out = claim(s, toks, i, i+1, cueScore, out)
		}
	}
	return out
}

// possessiveStem returns the stem of k before its possessive suffix (the
// first of possessiveSuffixes that ends it and leaves three bytes or more),
// or nil.
func possessiveStem(k []byte) []byte {
	// every suffix has a 'v' among its last six bytes ("ových"): most
	// words have none there and are done with one scan
	if bytes.IndexByte(k[max(len(k)-6, 0):], 'v') < 0 {
		return nil
	}
	for _, suf := range possessiveSuffixes {
		if stem, ok := bytes.CutSuffix(k, suf); ok && len(stem) >= 3 {
			return stem
		}
	}
	return nil
}

// personStem reports whether the corpora know the lower-case word as a
// person's name rather than a place or firm, or the name lists know it as
// a given name or surname and the corpora do not know it better as
// something else.
func (s *scratch) personStem(stem []byte) bool {
	var lx uint8
	switch {
	case s.lexT != nil:
		lx = s.lexT.get(hashBytes(stem))
	case len(s.lex) > 0:
		lx = s.lex[string(stem)]
	}
	per := perLevel(lx)
	if locLevel(lx) >= per && locLevel(lx) > 0 || orgLevel(lx) >= per && orgLevel(lx) > 0 {
		return false
	}
	return per >= 2 || gazetteer.ClassBytes(stem)&(gazetteer.GivenName|gazetteer.Surname) != 0 && !commonInLower(lx)
}

// streetWords follow a possessive that names a street ("Karlova ulice").
var streetWords = vocabSet(func(l *vocab.Lexicon) []string { return l.StreetNouns })

// cueScore is the score of a name found through a cue: 0.79 of them were
// right on the tune halves.
const cueScore = 0.79

// conjunctions join the names of a list in the supported languages, and "&".
var conjunctions = vocabSet(func(l *vocab.Lexicon) []string { return l.Conjunctions }, "&")

// nameLabels are the last word of a form label or question whose value is a
// person's name ("Name:", "Vor- und Nachname:", "Imię i nazwisko:").
var nameLabels = vocabSet(func(l *vocab.Lexicon) []string { return l.NameLabels })

// nameModifiers may stand before the ambiguous English and German "name"
// ("last name", "your name"); any other word before it ("company name",
// "file name") names something else.
var nameModifiers = vocabSet(func(l *vocab.Lexicon) []string { return l.NameModifiers })

// introduction reports whether w, after before, ends a self-introduction
// ("my name is X", "me llamo X", "nazywam się X"), and whether a name in
// lower case counts after it: not after "I'm" and "I am" ("I am sorry").
func introduction(before, w string) (ok, lower bool) {
	switch w {
	case "is", "'s", "’s":
		return before == "name", true
	case "llamo", "chiamo":
		return true, true
	case "heiße", "heisse":
		return before == "ich", true
	case "appelle":
		return before == "m'" || before == "m’", true
	case "się":
		return before == "nazywam", true
	case "se":
		return before == "jmenuji", true
	case "sa":
		return before == "volám", true
	case "me":
		return before == "call" || before == "calls", true
	case "I'm", "I’m", "i'm", "i’m":
		return true, false
	case "am":
		return before == "I" || before == "i", false
	}
	return false, false
}

// reportingVerbList: verbs that introduce the speaker after a quote (`..." says
// Bergqvist.`, `», explique Dupont.`, `," uvedl Kempf.`). Verbs that need a
// particle after the name ("fügte Müller hinzu") are not among them: the
// speaker must end the clause.
var reportingVerbList = vocab.All(func(l *vocab.Lexicon) []string { return l.ReportingVerbs })

// reportingVerbs is the set of reportingVerbList.
var reportingVerbs = vocabSet(func(l *vocab.Lexicon) []string { return l.ReportingVerbs })

// vocabSet is the set of one vocab concept's words in every language, with
// extra words of no language.
func vocabSet(concept func(*vocab.Lexicon) []string, extra ...string) map[string]bool {
	m := map[string]bool{}
	for _, w := range slices.Concat(vocab.All(concept), extra) {
		m[w] = true
	}
	return m
}

// quoteEnd: the closing quote, comma or dash before a reporting verb (the
// dash of direct speech: `– stwierdził Pieskow.`).
func quoteEnd(w string) bool {
	switch w {
	case "\"", "”", "»", "«", "“", "''", "„", ",", "-", "–", "—":
		return true
	}
	return false
}

// key is token i's lower-case form (see describe).
func (s *scratch) key(i int) []byte { return s.keys[s.keyAt[i]:s.keyAt[i+1]] }

// lexOf is token i's lexicon profile, looked up even where lookLex skipped it.
func (s *scratch) lexOf(i int) uint8 {
	switch {
	case s.lexT != nil:
		return s.lexT.get(s.info[i].lw) // lw is the hash of key(i)
	case len(s.lex) == 0:
		return 0
	}
	return s.lex[string(s.key(i))]
}

func perLevel(lx uint8) uint8 { return lx & 3 }
func locLevel(lx uint8) uint8 { return lx >> 2 & 3 }
func orgLevel(lx uint8) uint8 { return lx >> 4 & 3 }
func knownWord(lx uint8) bool { return lx&(1<<6) != 0 }

// commonInLower reports a word the corpora write in lower case often (see
// lexCommon): a common word, even when it is a name too ("may", "will").
func commonInLower(lx uint8) bool { return lx&lexCommonBit != 0 }

// lowerWord: a lower-case word of letters (hyphens and apostrophes inside).
func lowerWord(w string) bool {
	if len(w) < 2 {
		return false
	}
	for _, c := range w {
		if !unicode.IsLower(c) && c != '-' && c != '\'' && c != '’' {
			return false
		}
	}
	return true
}

// initial: a single letter, with or without its dot ("J", "J.", "g").
func initial(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	return unicode.IsLetter(r) && (size == len(w) || size == len(w)-1 && w[size] == '.')
}

// nameCandidate reports whether token i may be (part of) a name by its form
// and what the lexicon knows of it: a capitalised word (or a lower-case one,
// where lower is set) that is no label or title, and either a known name or
// a word the corpora did not know as a common word.
func (s *scratch) nameCandidate(text string, toks []Token, i int, lower bool) bool {
	w := text[toks[i].Start:toks[i].End]
	if !nameWord(w) && !(lower && lowerWord(w)) {
		return false
	}
	k := s.key(i)
	in := &s.info[i]
	if in.gaz&gazetteer.Title != 0 || gazetteer.NotEntityBytes(k) || gazetteer.IsCountryBytes(k) {
		return false
	}
	if in.gaz&(gazetteer.GivenName|gazetteer.Surname) != 0 {
		return true
	}
	lx := s.lexOf(i)
	if (in.gaz|listedNames().class(in.lw))&(gazetteer.ListedGiven|gazetteer.ListedSurname) != 0 && (!knownWord(lx) || lx&entityLevels != 0) {
		// a listed name ("vitoria"), unless the corpora only know it as a
		// common word ("will", "may")
		return true
	}
	return perLevel(lx) > 0 || !knownWord(lx) && lx == 0
}

// entityLevels are the PER, LOC and ORG level bits of a lexicon profile.
const entityLevels = 0x3f

// claim clears the model's labels over toks[k:e] (and the rest of an entity
// that started among them) and appends them as a PERSON.
func claim(s *scratch, toks []Token, k, e int, score float64, out []Span) []Span {
	n := len(toks)
	for j := k; j < n && (j < e || isI(s.path[j])); j++ {
		s.path[j] = labelO
	}
	return append(out, Span{Start: toks[k].Start, End: toks[e-1].End, Type: "PERSON", Score: score})
}

// personIn reports whether the model labelled any of tokens [k,e) PERSON.
func personIn(s *scratch, k, e int) bool {
	for j := k; j < e; j++ {
		if entityTypes[s.path[j]] == "PERSON" {
			return true
		}
	}
	return false
}

// fieldWord reports whether token i may be part of a name where the context
// says one follows: any capitalised word but a label, title, country or
// plain common word ("Not", "Unknown"), or a lower-case name candidate.
func (s *scratch) fieldWord(text string, toks []Token, i int, lower bool) bool {
	if !nameWord(text[toks[i].Start:toks[i].End]) {
		return lower && s.nameCandidate(text, toks, i, true)
	}
	k := s.key(i)
	if s.info[i].gaz&gazetteer.Title != 0 || gazetteer.NotEntityBytes(k) || gazetteer.IsCountryBytes(k) {
		return false
	}
	lx := s.lexOf(i)
	return !knownWord(lx) || lx&63 != 0
}

// runWord is fieldWord, or where strict (the weaker context of a quote's
// speaker) a name candidate not in capitals ("sagte UEFA Präsident ...").
func (s *scratch) runWord(text string, toks []Token, i int, lower, strict bool) bool {
	if strict {
		return !s.info[i].allCaps && s.nameCandidate(text, toks, i, lower)
	}
	return s.fieldWord(text, toks, i, lower)
}

// nameRun returns the end of the name that starts at token k: up to four
// name words, with initials inside, all on one line. lower admits lower-case
// words.
func (s *scratch) nameRun(text string, toks []Token, k int, lower, strict bool) int {
	n := len(toks)
	e, words := k, 0
	for j := k; j < n && words < 4; j++ {
		if j > k && (lineBreak(text, toks, j) || s.info[j].gapBefore) {
			break // a value ends at its line or its column ("Karolina Sowa    Samir Haddad")
		}
		w := text[toks[j].Start:toks[j].End]
		if j > k && initial(w) && (lower || s.info[j].upperFirst) && j+1 < n {
			// "Brad L Key", "eric g. samoylova": an initial inside a name
			nx := j + 1
			if text[toks[nx].Start:toks[nx].End] == "." && nx+1 < n {
				nx++
			}
			if s.runWord(text, toks, nx, lower, strict) {
				j = nx
				words++
				e = j + 1
				continue
			}
			break
		}
		if !s.runWord(text, toks, j, lower, strict) {
			break
		}
		words++
		e = j + 1
	}
	return e
}

// lineBreak reports a line break between tokens i-1 and i.
func lineBreak(text string, toks []Token, i int) bool {
	for j := toks[i-1].End; j < toks[i].Start; j++ {
		if text[j] == '\n' {
			return true
		}
	}
	return false
}

// lineStart reports whether token i of toks starts a line of text.
func lineStart(text string, toks []Token, i int) bool {
	if i == 0 {
		for j := toks[0].Start - 1; j >= 0; j-- {
			if text[j] == '\n' {
				return true
			}
			if text[j] != ' ' && text[j] != '\t' && text[j] != '\r' {
				return false
			}
		}
		return true
	}
	return lineBreak(text, toks, i)
}

const (
	labelPerB = 1
	labelPerI = 2
)

// labelAt reports whether tokens ending at token c (exclusive of c) are a
// name field label ("Last name", "Nazwisko").
func (s *scratch) labelAt(text string, toks []Token, c int) bool {
	if c < 0 || !nameLabels[string(s.key(c))] {
		return false
	}
	w := s.key(c)
	if string(w) != "name" && string(w) != "names" {
		return true
	}
	return c == 0 || lineStart(text, toks, c) || nameModifiers[string(s.key(c-1))]
}

// fieldCue tags the value after a name label or a self-introduction in the
// segment; afterLabel says the previous segment ended with such a label
// ("What's your last name?").
func fieldCue(s *scratch, text string, toks []Token, out []Span, afterLabel bool) []Span {
	n := len(toks)
	for k := 0; k < n; k++ {
		if k > 0 && !mayIntroduce(s.info[k-1].lw) {
			continue
		}
		ok, lower, quoted := s.valueStart(text, toks, k, afterLabel)
		if !ok {
			continue
		}
		if lower && nameWord(text[toks[k].Start:toks[k].End]) {
			// a name written with capitals does not go on in lower case:
			// "jmenuji se Petra Dvořáková a bydlím v Brně"
			lower = false
		}
		e := s.nameRun(text, toks, k, lower, quoted)
		if e == k || s.legalFormIn(k, e+1) {
			// "Account name: Brightwave Media Ltd": a legal form in the
			// value, or right after it, makes it a firm's name
			continue
		}
		if s.path[k] == labelPerB {
			me := k + 1
			for me < n && s.path[me] == labelPerI {
				me++
			}
			if me >= e {
				k = me - 1
				continue // the model has it, as long or longer
			}
		}
		if quoted && e < n && !clauseEnd(text[toks[e].Start:toks[e].End]) {
			continue // `" said Eagles owner Jeffrey Lurie`: more than a name
		}
		if quoted && personIn(s, k, e) {
			continue // `", betont Co-Fraktionschef Fritz Kuhn`: the model left the function out
		}
		// the model's own PERSON over part of the value gives way to the whole
		for j := k; j < e; j++ {
			if entityTypes[s.path[j]] == "PERSON" {
				for b := j; b > 0 && isI(s.path[b]); b-- {
					s.path[b-1] = labelO
				}
			}
		}
		out = claim(s, toks, k, e, cueScore, out)
		k = e - 1
	}
	return out
}

// legalFormIn reports a legal form ("Ltd", "GmbH") among tokens [k,e) of
// the segment (e may pass its end).
func (s *scratch) legalFormIn(k, e int) bool {
	for j := k; j < e && j < len(s.info); j++ {
		if s.info[j].gaz&gazetteer.LegalForm != 0 {
			return true
		}
	}
	return false
}

// introWords are the words a value may follow (see valueStart), and
// introMask a filter over their hashes (tokInfo.lw) that rejects most other
// words: two bits of 4096 per word, so that the two hundred reporting verbs
// leave it selective (about 1 % of other words pass; with 128 bits nearly
// all did, and fieldCue ran on every segment).
var introWords = append(strings.Fields(`: ? is 's ’s llamo chiamo heiße heisse appelle się se sa me i'm i’m am`),
	reportingVerbList...)

var introMask = newWordFilter(introWords)

// mayIntroduce reports whether the word hashed to lw may be one of introWords.
func mayIntroduce(lw uint64) bool { return introMask.may(lw) }

// wordFilter is a filter over the hashes of a set of words (tokInfo.lw):
// two bits of 4096 per word. It answers "maybe" for every word of the set
// and for about 1 % of the others, so that a rule pays for a map lookup
// only on those.
type wordFilter [64]uint64

func newWordFilter(words []string) (f wordFilter) {
	for _, w := range words {
		f.add(hashString(Key(w)))
	}
	return f
}

// add puts the word hashed to h in the set.
func (f *wordFilter) add(h uint64) {
	f[h>>6&63] |= 1 << (h & 63)
	f[h>>18&63] |= 1 << (h >> 12 & 63)
}

// may reports whether the word hashed to lw may be in the set.
func (f *wordFilter) may(lw uint64) bool {
	return f[lw>>6&63]&(1<<(lw&63)) != 0 && f[lw>>18&63]&(1<<(lw>>12&63)) != 0
}

// valueStart reports whether token k follows a name label, introduction or
// quote, whether a name in lower case counts there, and whether it is the
// speaker of a quote (a name alone up to the end of the clause).
func (s *scratch) valueStart(text string, toks []Token, k int, afterLabel bool) (ok, lower, quoted bool) {
	if k == 0 {
		return afterLabel, true, false
	}
	prev := text[toks[k-1].Start:toks[k-1].End]
	if prev == ":" || prev == "?" {
		return s.labelAt(text, toks, k-2), true, false
	}
	before := ""
	if k >= 2 {
		before = text[toks[k-2].Start:toks[k-2].End]
	}
	if quoteEnd(before) && reportingVerbs[prev] {
		// `..., " says Bergqvist.`: the speaker of a quote
		return true, false, true
	}
	ok, lower = introduction(before, prev)
	return ok, lower, false
}

// clauseEnd: punctuation that ends the clause after a quote's speaker.
func clauseEnd(w string) bool {
	switch w {
	case ".", ",", "!", "?", ";", "\"", "”", "»", "''":
		return true
	}
	return false
}

// labelBefore reports whether the tokens before start end with a name label
// and its colon or question mark: the value opens the next segment.
func labelBefore(s *scratch, text string, toks []Token, start int) bool {
	if start < 2 {
		return false
	}
	p := text[toks[start-1].Start:toks[start-1].End]
	if p != ":" && p != "?" {
		return false
	}
	w := text[toks[start-2].Start:toks[start-2].End]
	s.cbuf = gazetteer.LowerAppend(s.cbuf[:0], w)
	if !nameLabels[string(s.cbuf)] {
		return false
	}
	if string(s.cbuf) != "name" && string(s.cbuf) != "names" || start-2 == 0 || lineStart(text, toks, start-2) {
		return true
	}
	s.cbuf = gazetteer.LowerAppend(s.cbuf[:0], text[toks[start-3].Start:toks[start-3].End])
	return nameModifiers[string(s.cbuf)]
}

// coordCue tags the one-word names in a list where most are one-word
// PERSONs of the model ("Kónya, Becker and Vasquez"). A list of places with
// a name tagged wrongly among them stays as it is, and so does a pair: one
// of two is too little evidence ("Kyjev a Kišiněv").
func coordCue(s *scratch, text string, toks []Token, out []Span) []Span {
	n := len(toks)
	for i := 0; i < n; i++ {
		if s.path[i] != labelPerB || !s.singlePerson(text, toks, i) {
			continue // most tokens: no B-PER, tested without a call
		}
		var items [16]int
		m := 0
		items[m] = i
		m++
		// leftwards, then rightwards, from the anchor
		for p := i; m < len(items); {
			c := s.coordinated(text, toks, p, p-1, p-2)
			if c < 0 {
				break
			}
			items[m] = c
			m++
			p = c
		}
		for p := i; m < len(items); {
			c := s.coordinated(text, toks, p, p+1, p+2)
			if c < 0 {
				break
			}
			items[m] = c
			m++
			p = c
		}
		if m < 2 {
			continue
		}
		persons, hi := 0, i
		for _, c := range items[:m] {
			if s.path[c] == labelPerB {
				persons++
			}
			hi = max(hi, c)
		}
		if persons*2 <= m {
			i = hi
			continue
		}
		for _, c := range items[:m] {
			if s.path[c] != labelPerB {
				out = claim(s, toks, c, c+1, cueScore, out)
			}
		}
		i = hi
	}
	return out
}

// singlePerson: token i is a one-word capitalised PERSON of the model.
func (s *scratch) singlePerson(text string, toks []Token, i int) bool {
	return s.path[i] == labelPerB && (i+1 >= len(toks) || s.path[i+1] != labelPerI) &&
		nameWord(text[toks[i].Start:toks[i].End]) && !s.info[i].allCaps
}

// coordinated returns the token c joined to name p by the comma or
// conjunction at j when c is a one-word name as well, or -1.
func (s *scratch) coordinated(text string, toks []Token, p, j, c int) int {
	n := len(toks)
	if c < 0 || c >= n {
		return -1
	}
	jw := text[toks[j].Start:toks[j].End]
	if jw != "," && !conjunctions[jw] {
		return -1
	}
	if s.path[c] == labelPerB {
		if s.singlePerson(text, toks, c) {
			return c
		}
		return -1
	}
	w := text[toks[c].Start:toks[c].End]
	if !nameWord(w) || s.info[c].allCaps || s.info[c].gaz&(gazetteer.City|gazetteer.LegalForm) != 0 {
		return -1
	}
	// one word: nothing capitalised or entity-labelled next to it
	for _, d := range [2]int{c - 1, c + 1} {
		if d == j || d < 0 || d >= n {
			continue
		}
		if s.info[d].upperFirst || s.path[d] != labelO && (d > c && isI(s.path[d])) {
			return -1
		}
	}
	if isI(s.path[c]) {
		return -1
	}
	if !s.nameCandidate(text, toks, c, false) {
		return -1
	}
	lx := s.lexOf(c)
	if locLevel(lx) > perLevel(lx) || orgLevel(lx) > perLevel(lx) {
		return -1
	}
	return c
}

// nameParticles are the lower-case words inside names ("Ludwig van
// Beethoven", "José Ortega y Gasset", "Willemine ten Pas").
var nameParticles = map[string]bool{"van": true, "von": true, "der": true, "den": true, "de": true,
	"del": true, "della": true, "delle": true, "dei": true, "degli": true, "di": true, "da": true,
	"das": true, "do": true, "dos": true, "du": true, "des": true, "la": true, "le": true, "lo": true,
	"ten": true, "ter": true, "te": true, "zu": true, "zum": true, "y": true, "e": true, "i": true,
	"bin": true, "ibn": true, "al": true, "el": true, "ben": true, "af": true, "av": true, "st": true,
	"vom": true, "het": true, "op": true, "mac": true, "z": true, "ze": true}

// splitCue cuts the model's PERSON spans at "to" inside them ("said Felix
// to Linda") and at a conjunction between two full names ("Mirrah Foulkes
// y Joel Edgerton"), drops a common lower-case word at their edge ("starring
// Holinka") and what follows a possessive ("Alice Goldberg's Cautionary
// Tales"). It only relabels the path; the spans are emitted from it.
func splitCue(s *scratch, text string, toks []Token) {
	n := len(toks)
	for i := 0; i < n; i++ {
		if s.path[i] != labelPerB {
			continue
		}
		j := spanEnd(s.path[:n], i)
		if j-i < 2 {
			continue
		}
		capital := false
		for k := i; k < j; k++ {
			capital = capital || s.info[k].upperFirst
		}
		if k := j - 2; k > i && nameParticles[text[toks[k].Start:toks[k].End]] && !s.info[j-1].upperFirst && s.info[j-1].gaz&gazetteer.City != 0 {
			// a town in lower case after a particle at the end: "julie
			// martin de lyon", "Francesca Bianchi di milano" (truecased)
			s.path[k] = labelO
			s.path[j-1] = labelLocB
			j = k
		}
		if !capital {
			// a name in lower case ("eva kleist"): only a common word at
			// its end goes ("maria garcia yesterday")
			for k := j - 1; k > i && s.commonWord(k); k-- {
				s.path[k] = labelO
			}
			i = j - 1
			continue
		}
		if k, ok := s.firmAfterParticle(text, toks, i, j); ok {
			// "le atiende Lucía de Seguros Atlántida": the person, then
			// the firm she speaks for
			s.path[k] = labelO
			s.path[k+1] = labelOrgB
			for m := k + 2; m < j; m++ {
				s.path[m] = labelOrgB + 1
			}
			j = k
		}
		depth := 0
		for k := i; k < j; k++ {
			w := text[toks[k].Start:toks[k].End]
			switch w {
			case "(":
				depth++
			case ")":
				depth--
			}
			if depth > 0 {
				continue // "Chris Jones ( rugby union )": a gloss
			}
			if w == "'s" || w == "’s" {
				if k > i && k < j-1 {
					for ; k < j; k++ {
						s.path[k] = labelO
					}
				}
				break
			}
			if conjunctions[w] && !s.info[k].upperFirst && twoNames(s, i, k, j) {
				// "Mirrah Foulkes y Joel Edgerton": two names of two words or
				// more each ("José Ortega y Gasset" stays whole)
				s.path[k] = labelO
				s.path[k+1] = labelPerB
				continue
			}
			if s.info[k].upperFirst || !lowerWord(w) || nameParticles[w] {
				continue
			}
			// inside a name only "to" parts two ("Duke of York", "Antonia
			// die Jüngere" are whole); at its edges any common word goes
			lx := s.lexOf(k)
			if !knownWord(lx) || perLevel(lx) != 0 || !(k == i || k == j-1 || innerCuts[w]) {
				continue
			}
			s.path[k] = labelO
			// the rest is a span of its own, from its first capital
			for k+1 < j && !s.info[k+1].upperFirst {
				k++
				s.path[k] = labelO
			}
			if k+1 < j {
				s.path[k+1] = labelPerB
			}
		}
		i = j - 1
	}
}

// firmHeads open the name of a bank, insurer, group, hotel, hospital or
// pharmacy (lower case): after a name particle inside a person's span they
// begin the firm the person speaks for, not a part of the name.
var firmHeads = map[string]bool{"banco": true, "banca": true, "bank": true, "banque": true,
	"seguros": true, "assicurazioni": true, "assurances": true, "versicherung": true, "mutuelle": true,
	"grupo": true, "gruppo": true, "groupe": true, "caja": true, "cassa": true, "caisse": true,
	"hotel": true, "hospital": true, "ospedale": true, "hôpital": true, "clínica": true, "clinica": true, "clinique": true,
	"farmacia": true, "pharmacie": true}

// firmAfterParticle finds, inside the PERSON span [i,j), a name particle
// after the first word followed by a capitalised firm's head ("Marta de
// Banco Sabadell", "Marco di Banca Intesa"), and returns the particle's
// token.
func (s *scratch) firmAfterParticle(text string, toks []Token, i, j int) (int, bool) {
	for k := i + 1; k+1 < j; k++ {
		if !nameParticles[text[toks[k].Start:toks[k].End]] {
			continue
		}
		if s.info[k+1].upperFirst && firmHeads[string(s.key(k+1))] {
			return k, true
		}
	}
	return 0, false
}

// commonWord reports whether token i is a word the corpora know and never
// as part of a name, and no name of the hand-written lists.
func (s *scratch) commonWord(i int) bool {
	lx := s.lexOf(i)
	return knownWord(lx) && perLevel(lx) == 0 && s.info[i].gaz&(gazetteer.GivenName|gazetteer.Surname) == 0
}

// twoNames reports whether the conjunction at k joins two names inside the
// span [i,j): at least two capitalised words on each side, the words next to
// the conjunction among them.
func twoNames(s *scratch, i, k, j int) bool {
	if k-1 < i || k+1 >= j || !s.info[k-1].upperFirst || !s.info[k+1].upperFirst {
		return false
	}
	before, after := 0, 0
	for m := i; m < k; m++ {
		if s.info[m].upperFirst {
			before++
		}
	}
	for m := k + 1; m < j; m++ {
		if s.info[m].upperFirst {
			after++
		}
	}
	return before >= 2 && after >= 2
}

// innerCuts are the words that part two names the model ran together
// ("said Felix to Linda").
var innerCuts = map[string]bool{"to": true}

// labelLocB and labelOrgB are the B-LOCATION and B-ORGANIZATION labels
// (entityTypes).
const (
	labelLocB = 3
	labelOrgB = 5
)
