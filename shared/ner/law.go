package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// A place inside a law's or an agreement's name names its scope, not where
// anyone is: "Schulgesetz Schleswig-Holstein", "Convenio Colectivo de
// Hostelería de las Illes Balears", "Texas Property Code", "Legge regionale
// della Toscana". The dev set's guide labels none of it. lawNameStage drops
// a LOCATION within a short phrase after a law's head (vocab's LawHeads)
// that reaches it over links (OrgPlaceLinks), numbers and the name's words,
// or before a capitalised head over capitalised words only, and a LOCATION
// or ORGANIZATION the model made of a whole law ("Oregon Revised Statutes").

// lawWords bounds the words read on either side of the place.
const lawWords = 8

// lawNameStage is the law-name vet stage.
func lawNameStage(v *vetSpan) verdict {
	if v.sp.Type != "LOCATION" && v.sp.Type != "ORGANIZATION" || v.doc == nil {
		return pass
	}
	lang := v.doc.Language()
	k := orgKindsByLang[lang]
	h := lawHeadsByLang[lang]
	if k == nil || h == nil {
		return pass
	}
	// the span's own words: a capitalised head among a LOCATION's makes it
	// a law ("Schulgesetz Schleswig-Holstein"); an ORGANIZATION of several
	// words ending in a head word inside running text is one too ("by the
	// Oregon Revised Statutes"; WikiANN labels a law standing alone, "Maryland
	// Toleration Act", an organisation, and a ministry may end in a
	// compound's head: "Bundesministerium für Arbeit und Sozialordnung")
	var buf [64]byte
	if v.sp.Type == "ORGANIZATION" {
		if !v.multi {
			return pass
		}
		last := v.text[v.start:v.end]
		last = last[strings.LastIndexByte(last, ' ')+1:]
		r, _ := utf8.DecodeRuneInString(last)
		if !unicode.IsUpper(r) || len(last) > len(buf) || !h.words[string(gazetteer.LowerAppend(buf[:0], last))] {
			return pass
		}
		if ws, _, ok := prevWord(v.text, v.start, v.prev.End); ok {
			if r, _ := utf8.DecodeRuneInString(v.text[ws:]); unicode.IsLower(r) {
				return dropIt
			}
		}
		return pass
	}
	for ws := v.start; ws < v.end; {
		we := strings.IndexByte(v.text[ws:v.end], ' ')
		if we < 0 {
			we = v.end
		} else {
			we += ws
		}
		w := v.text[ws:we]
		if r, _ := utf8.DecodeRuneInString(w); unicode.IsUpper(r) && len(w) <= len(buf) && h.head(gazetteer.LowerAppend(buf[:0], w)) {
			return dropIt
		}
		ws = we + 1
	}
	// after the place: capitalised words, then a capitalised head ("Texas
	// Property Code", "Bayerisches Datenschutzgesetz")
	i := v.end
	for n := 0; n < 4; n++ {
		ws, we, ok := nextWord(v.text, i)
		if !ok || we-ws > len(buf) {
			break
		}
		w := v.text[ws:we]
		if r, _ := utf8.DecodeRuneInString(w); !unicode.IsUpper(r) {
			break
		}
		if h.head(gazetteer.LowerAppend(buf[:0], w)) {
			return dropIt
		}
		if !nameWord(w) {
			break
		}
		i = we
	}
	// before it: a head, then links, numbers and the name's words ("Ley
	// 2/2003 de Andalucía", "Legge regionale della Toscana"); a language
	// that links a town by a preposition wants one right before it
	i = v.start
	content := 0
	lower := false // a lower-case word of the name read
	for n := 0; n < lawWords; n++ {
		ws, we, ok := lawPrevWord(v.text, i, v.prev.End)
		if !ok || we-ws > len(buf) {
			return pass
		}
		w := v.text[ws:we]
		low := gazetteer.LowerAppend(buf[:0], w)
		r, _ := utf8.DecodeRuneInString(w)
		link := k.links[string(low)]
		if n == 0 && k.linkFirst && !link {
			return pass // "the Act was passed in Texas"
		}
		if n == 0 && lang == "de" && (!h.head(low) || strings.HasSuffix(v.text[v.start:v.end], "s")) {
			// German names a law's Land right after it ("Schulgesetz
			// Schleswig-Holstein"); a genitive or a link reads as the place,
			// which GermEval and HIPE label ("Nichtraucherschutzgesetz
			// Baden-Württembergs", "Maklerverordnung von Frankfurt")
			return pass
		}
		switch {
		case (unicode.IsUpper(r) || h.lowerHead) && h.head(low):
			return dropIt
		case link, lawNumber(w):
		case nameWord(w):
			if lower && k.slavic {
				return pass // "ustawą CAATSA prezydent USA"
			}
			content++
		case unicode.IsLower(r) && h.lowerWords:
			if n == 0 && k.slavic && utf8.RuneCountInString(w) <= 3 {
				return pass // a preposition's place: "smlouvy s Ukrajinou"
			}
			lower = true
			content++ // "regionale", "colectivo", "o ochraně osobních údajů"
		default:
			return pass
		}
		if content > 4 {
			return pass
		}
		i = ws
	}
	return pass
}

// vetLawMentions drops the places among out[from:] that lawNameStage
// drops.
func vetLawMentions(d *detect.Doc, out []detect.Match, from int) []detect.Match {
	k := from
	for _, m := range out[from:] {
		if m.Type == "LOCATION" {
			v := vetSpan{doc: d, text: d.Text, sp: Span{Start: m.Start, End: m.End, Type: m.Type}, start: m.Start, end: m.End, typ: m.Type}
			if lawNameStage(&v) == dropIt {
				continue
			}
		}
		out[k] = m
		k++
	}
	clear(out[k:])
	return out[:k]
}

// lawHeads is a language's LawHeads.
type lawHeads struct {
	words  map[string]bool
	ending [][]byte
	// lowerHead: a head may be lower case ("podle zákona", "la loi");
	// lowerWords: the name may hold lower-case words ("Legge regionale")
	lowerHead, lowerWords bool
}

var lawHeadsByLang = func() map[string]*lawHeads {
	m := map[string]*lawHeads{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		h := &lawHeads{words: map[string]bool{}, lowerHead: l != "en" && l != "de", lowerWords: l != "en" && l != "de"}
		for _, s := range lx.LawHeads {
			if strings.HasPrefix(s, "-") {
				h.ending = append(h.ending, []byte(s[1:]))
			} else {
				h.words[s] = true
			}
		}
		m[l] = h
	}
	return m
}()

// head reports a law's head in the lower-case word w.
func (h *lawHeads) head(w []byte) bool {
	if h.words[string(w)] {
		return true
	}
	for _, s := range h.ending {
		if len(w) > len(s) && string(w[len(w)-len(s):]) == string(s) {
			return true
		}
	}
	return false
}

// lawNumber reports a law's number or its marker ("2/2003", "n.", "č.",
// "Nr.", "262/2006", "Sb.,").
func lawNumber(w string) bool {
	for _, c := range w {
		if c >= '0' && c <= '9' {
			return true
		}
	}
	w = strings.TrimSuffix(w, ",")
	return strings.HasSuffix(w, ".") && utf8.RuneCountInString(w) <= 4 || w == "nº" || w == "n°" || w == "no"
}

// lawPrevWord is prevWord that also reads a number's slash and a comma
// after an abbreviation ("2/2003", "Sb.,").
func lawPrevWord(t string, i, lo int) (start, end int, ok bool) {
	for i > lo && (t[i-1] == ' ' || t[i-1] == '\t') {
		i--
	}
	end = i
	for i > lo {
		r, size := utf8.DecodeLastRuneInString(t[lo:i])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '-' && r != '.' && r != '\'' && r != '’' && r != '/' && r != '°' && r != 'º' && !(r == ',' && i == end) {
			break
		}
		i -= size
	}
	if i == end || end-i > 64 {
		return 0, 0, false
	}
	return i, end, true
}

// nextWord returns the word starting after byte i of t, after blanks, or
// ok false at a line's end or at a character that is no word's.
func nextWord(t string, i int) (start, end int, ok bool) {
	for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
		i++
	}
	start = i
	for i < len(t) {
		r, size := utf8.DecodeRuneInString(t[i:])
		if !unicode.IsLetter(r) && r != '-' && r != '\'' && r != '’' {
			break
		}
		i += size
	}
	if i == start || i-start > 64 {
		return 0, 0, false
	}
	return start, i, true
}
