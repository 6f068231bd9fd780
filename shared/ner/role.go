package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// offices are the words that stand before a surname as a title: vocab's
// Offices (public offices, ranks, "Abg.", "Direktor", with the Slavic case
// forms), lower case; abbreviations with their dot.
var offices = vocabSet(func(l *vocab.Lexicon) []string { return l.Offices })

// officeMask rejects most words that are no office before the map lookup.
var officeMask = func() wordFilter {
	var ws []string
	for w := range offices {
		ws = append(ws, strings.TrimSuffix(w, "."))
	}
	return newWordFilter(ws)
}()

// officeAbbreviations are offices' abbreviations, capitalised, without
// their dot ("Abg", "Gen"): the dot after one ends no sentence.
var officeAbbreviations = func() map[string]bool {
	m := map[string]bool{}
	for w := range offices {
		if a, ok := strings.CutSuffix(w, "."); ok {
			r, size := utf8.DecodeRuneInString(a)
			m[string(unicode.ToUpper(r))+a[size:]] = true
		}
	}
	return m
}()

// roleParticles may open a surname after an office ("Abg. v. Heydebrand",
// "onorevole von Wogau"; "v" only with its dot); "der", "des" alone do not ("Direktor der
// Deutschen Bank"), nor the Romance particles, which are the preposition
// of a place's name as well ("el alcalde de Zafra", "sindaco di Prato").
var roleParticles = map[string]bool{"von": true, "van": true, "zu": true, "v": true}

// roleCue tags the surname right after an office or rank used as a title
// ("Minister Bosse bemerkt", "vom Abg. Jorns", "ministro Giorgetti",
// "dyrektora Nowaka"), which the model leaves out or types as a place or
// organisation ("Oberst Ollendorf" a LOCATION): one or two name words,
// a particle before them, and the office outside the span. It leaves alone
// a name the model tagged PERSON (with or without its office), an office
// before another office ("Director General", "Minister Präsident"), before a
// place or an organisation ("Bürgermeister von Wien", "mayor of London",
// "General Motors", "Ministra Obrony Narodowej"), a heading in capitals, and
// a run of three capitalised words ("Doctor Double X").
func roleCue(s *scratch, text string, toks []Token, out []Span) []Span {
	n := len(toks)
	for i := 0; i+1 < n; i++ {
		if !officeMask.may(s.info[i].lw) || s.info[i].allCaps || isI(s.path[i]) {
			continue
		}
		k, ok := s.officeAt(text, toks, i)
		if !ok || k >= n {
			continue
		}
		e := s.roleName(text, toks, k)
		if e < 0 || lineWithin(text, toks, i+1, e) {
			continue
		}
		// the model's labels: none over the name, or one place or
		// organisation that starts at the office or the name and ends with it
		if s.path[i] == labelPerB && s.info[i].gaz&gazetteer.GivenName == 0 && s.personAfterOffice(i, k, e) {
			// the model's PERSON with its office: the office goes, as a
			// title's does ("Onorevole Cox"); not a given name ("Pape Sow")
			for m := i; m < k; m++ {
				s.path[m] = labelO
			}
			s.path[k] = labelPerB
			i = e - 1
			continue
		}
		if !s.roleFree(i, k, s.nameStart(text, toks, k), e) {
			continue
		}
		for m := i; m < k; m++ {
			s.path[m] = labelO // the office stays outside
		}
		out = claim(s, toks, k, e, cueScore, out)
		i = e - 1
	}
	return out
}

// officeAt reports whether token i is an office used as a title and
// returns where the name after it starts (after an abbreviation's dot).
func (s *scratch) officeAt(text string, toks []Token, i int) (int, bool) {
	k := s.key(i)
	if i+2 < len(toks) && text[toks[i+1].Start:toks[i+1].End] == "." {
		s.cbuf = append(append(s.cbuf[:0], k...), '.')
		return i + 2, offices[string(s.cbuf)]
	}
	return i + 1, offices[string(k)]
}

// roleName returns the end of the surname that starts at token k after an
// office, or -1: an optional particle, then one or two name words that the
// lexicon does not know better as a place, an organisation or a common
// word, with no further capitalised word after them.
func (s *scratch) roleName(text string, toks []Token, k int) int {
	n := len(toks)
	j, particle := k, false
	if w := text[toks[j].Start:toks[j].End]; roleParticles[w] && j+1 < n { // lower case: "V." is an initial, Czech "V" a preposition
		j++
		particle = true
		if w == "v" {
			if text[toks[j].Start:toks[j].End] != "." || j+1 >= n {
				return -1 // the Czech and Slovak "v" is "in": "ředitel v Praze"
			}
			j++ // "v. Heydebrand": an abbreviated particle is no preposition
			particle = false
		}
		if lw := text[toks[j].Start:toks[j].End]; j+1 < n && (lw == "der" || lw == "den") {
			j++ // "van der", "von den"
		}
	}
	e := j
	for e < n && e-j < 2 && s.roleWord(text, toks, e, particle) {
		e++
	}
	if e == j {
		return -1
	}
	if e < n && (s.info[e].upperFirst && !s.info[e].sStart && !lineBreak(text, toks, e) ||
		s.info[e].gaz&gazetteer.LegalForm != 0 || text[toks[e].Start] >= '0' && text[toks[e].Start] <= '9') {
		return -1 // a longer name: a title, an organisation, a street ("Doctor Vertiz 737")
	}
	if e+1 < n && text[toks[e].Start:toks[e].End] == "-" && s.info[e+1].upperFirst {
		return -1 // a compound place: "Premiér Šlesvicko - Holštýnska"
	}
	return e
}

// roleWord reports whether token i may be a word of a surname after an
// office: capitalised, not in capitals, no office itself, a name candidate
// the lexicon knows no better as a place or organisation and no city,
// country or legal form. After a particle the word must be a known name
// ("la commissaire de Palacio", not "le maire de Quimper").
func (s *scratch) roleWord(text string, toks []Token, i int, particle bool) bool {
	in := &s.info[i]
	w := text[toks[i].Start:toks[i].End]
	if in.allCaps || !nameWord(w) || innerCapital(w) || offices[string(s.key(i))] ||
		in.gaz&(gazetteer.LegalForm|gazetteer.Title) != 0 || unitWordAnyLang(string(s.key(i))) {
		return false
	}
	lx := s.lexOf(i)
	if !s.nameCandidate(text, toks, i, false) {
		return false // a word the corpora know as a common word only ("Minister Vorwürfe")
	}
	per := perLevel(lx)
	if locLevel(lx) > per || orgLevel(lx) > per || in.gaz&gazetteer.City != 0 && per == 0 {
		return false
	}
	if particle {
		return per > 0 || in.gaz&gazetteer.Surname != 0 && in.gaz&gazetteer.City == 0
	}
	return true
}

// nameStart returns the first name word of the surname at k, after its
// particle ("v. Heydebrand": "Heydebrand").
func (s *scratch) nameStart(text string, toks []Token, k int) int {
	for k < len(toks) && !s.info[k].upperFirst {
		k++
	}
	return k
}

// roleFree reports whether the model left the name [k,e) after the office
// at i untagged, or typed it as one place or organisation that starts at i,
// at k or at the name word after a particle (j), and ends at e; never a
// PERSON.
func (s *scratch) roleFree(i, k, j, e int) bool {
	if personIn(s, i, e) {
		return false
	}
	if e < len(s.path) && isI(s.path[e]) {
		return false // an entity running past the name
	}
	start := -1
	for m := i; m < e; m++ {
		switch l := s.path[m]; {
		case l == labelO:
			if start >= 0 {
				return false // a gap inside
			}
		case isB(l):
			if start >= 0 || m != i && m != k && m != j {
				return false
			}
			start = m
		case start < 0:
			return false
		}
	}
	if start == i && s.path[i] == labelOrgB && j < e {
		// an organisation the office opens ("Papa Moustache", "Captain
		// Morgan"): a name only when its word is a known person's name
		return s.info[j].gaz&(gazetteer.Surname|gazetteer.GivenName) != 0 || perLevel(s.lexOf(j)) > 0
	}
	return true
}

// unitWordAnyLang reports a word (lower case) that names a unit or a
// firm's function in any language's vocabulary ("Financiero", "Predaja"):
// after "Director" it is the department, not a surname. The segment
// stages do not know the text's language.
func unitWordAnyLang(w string) bool {
	for _, u := range unitHeadsByLang {
		if u.fn.has(w) || u.unit.has(w) || u.dept.has(w) {
			return true
		}
	}
	return false
}

// lineWithin reports a line break before any of tokens [from,to).
func lineWithin(text string, toks []Token, from, to int) bool {
	for m := from; m < to; m++ {
		if lineBreak(text, toks, m) {
			return true
		}
	}
	return false
}

// innerCapital reports an acronym's or brand's capitals inside a word
// ("UOKiK", "eBay"-like "NordStream"): a capital second letter, or two
// capitals inside; one capital inside is a surname's ("McCain", "DiCaprio")
// and a hyphen's or apostrophe's is too ("Randzio-Plath", "O'Neill").
func innerCapital(w string) bool {
	prev, inner := ' ', 0
	for i, r := range w {
		if i > 0 && unicode.IsUpper(r) && prev != '-' && prev != '\'' && prev != '’' {
			if i == utf8.RuneLen(prev) && i > 0 && unicode.IsUpper(prev) {
				return true
			}
			inner++
		}
		prev = r
	}
	return inner > 1
}

// personAfterOffice reports whether the model's PERSON that starts at the
// office at i is the office and the name [k,e) after it, nothing more.
func (s *scratch) personAfterOffice(i, k, e int) bool {
	for m := i + 1; m < e; m++ {
		if s.path[m] != labelPerI {
			return false
		}
	}
	return e >= len(s.path) || !isI(s.path[e])
}
