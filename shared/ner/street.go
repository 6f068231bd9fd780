package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// A street or square named without its house number is no place by the
// dev set's guide, and two streets named at their crossing locate an
// event, an accident's or a meeting's: "an der Stader Straße / Ecke
// Hastedter Heerstraße", "Junction of Cowbridge Road East and Leckwith
// Road", "skrzyżowanie ul. Puławskiej z ul. Rzymowskiego". The news,
// historic and wiki corpora label a street LOC wherever it stands, so only
// the crossing's streets go: streetCrossingStage drops a LOCATION that is
// a street by vocab's street words, the address recognizer's (it ends in
// a StreetTrail word, "Road", "Straße", or a German compound's "-straße";
// it begins with a StreetLead word, "Via Roma", or one stands right
// before it, "ul. Rzymowskiego"; in Czech and Slovak a StreetNouns or
// StreetLead word follows it, "Karlova ulice"), with no house number
// beside it, when its line names a crossing (vocab's CrossingWords) and
// another street within a few words. The name's other words must be
// capitalised: "Neustadt an der Weinstraße" is a town.

// streetVocab are a language's street words.
type streetVocab struct {
	trail, lead, after map[string]bool
	crossingWords      map[string]bool
	compound           []string // trail words that end a German compound ("heerstraße")
}

// streetVocabByLang holds streetVocab by language.
var streetVocabByLang = func() map[string]*streetVocab {
	m := map[string]*streetVocab{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		sw := &streetVocab{trail: gazetteer.WordSet(lx.StreetTrail...), lead: gazetteer.WordSet(lx.StreetLead...), after: map[string]bool{},
			crossingWords: gazetteer.WordSet(lx.CrossingWords...)}
		if l == "de" {
			sw.compound = lx.StreetTrail
		}
		if len(lx.StreetNouns) > 0 {
			// the Czech and Slovak street nouns follow the name, and so
			// do their lead words ("Lannova tř.")
			for _, w := range lx.StreetNouns {
				sw.after[w] = true
			}
			for w := range sw.lead {
				sw.after[w] = true
			}
		}
		m[l] = sw
	}
	return m
}()

// streetCompass may follow a street's trail word ("Cowbridge Road East").
var streetCompass = map[string]bool{"east": true, "west": true, "north": true, "south": true,
	"ost": true, "nord": true, "süd": true}

func streetCrossingStage(v *vetSpan) verdict {
	if v.sp.Type != "LOCATION" {
		return pass
	}
	if v.doc == nil {
		return pass
	}
	if sw, ok := streetVocabByLang[v.doc.Language()]; ok && sw.street(v.text, v.start, v.end, v.lower) &&
		!numberBeside(v.text, v.start, v.end) && sw.crossing(v.text, v.start, v.end) {
		return dropIt
	}
	return pass
}

// streetWordsMax bounds the words of a street's name.
const streetWordsMax = 8

// street reports text[start:end] (lower its lower case) a street's name by
// its words and the words beside it.
func (sw *streetVocab) street(text string, start, end int, lower string) bool {
	var lw, ow [streetWordsMax][2]int
	words, ok := wordBounds(lower, lw[:0])
	if !ok || len(words) == 0 {
		return false
	}
	orig, ok := wordBounds(text[start:end], ow[:0])
	if !ok || len(orig) != len(words) {
		return false
	}
	word := func(k int) string { return lower[words[k][0]:words[k][1]] }
	upper := func(k int) bool { return upperAt(text, start+orig[k][0]) }
	upperTo := func(n int) bool {
		for k := range n {
			if !upper(k) {
				return false
			}
		}
		return true
	}
	n := len(words)
	if n > 2 && streetCompass[word(n-1)] {
		n--
	}
	last := strings.TrimSuffix(word(n-1), ".")
	switch {
	case n >= 2 && sw.trail[last] && upperTo(n-1):
		return true // "Stader Straße", "Cowbridge Road East"
	case sw.compoundEnd(last) && upperTo(n):
		return true // "Hastedter Heerstraße"
	case len(words) >= 2 && sw.lead[strings.TrimRight(word(0), "./")] && upper(1):
		return true // "Via Roma", "ul. Długa"
	}
	var buf [64]byte
	if s, e, ok := prevWord(text, start, 0); ok && upper(0) && sw.lead[string(lowerWord64(buf[:0], strings.TrimRight(text[s:e], ".")))] {
		return true // "ul. Rzymowskiego", "place Ravezies"
	}
	if s, e, ok := wordAfter(text, end); ok && sw.after[string(lowerWord64(buf[:0], text[s:e]))] {
		return true // "Karlova ulice", "Lannova tř."
	}
	return false
}

// wordBounds appends the bounds of s's blank-separated words to out, or
// reports false when they are more than out's capacity.
func wordBounds(s string, out [][2]int) ([][2]int, bool) {
	i := 0
	for i < len(s) {
		for i < len(s) && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n') {
			i++
		}
		if i == len(s) {
			break
		}
		j := i
		for j < len(s) && s[j] != ' ' && s[j] != '\t' && s[j] != '\n' {
			j++
		}
		if len(out) == cap(out) {
			return out, false
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out, true
}

// lowerWord64 appends w's lower case to b (of 64 bytes' capacity), or
// nothing for a longer word: no street word is one.
func lowerWord64(b []byte, w string) []byte {
	if len(w) > cap(b)/2 {
		return b
	}
	return gazetteer.LowerAppend(b, w)
}

// compoundEnd reports a German compound ending in a trail word, with
// three letters or more before it ("heerstraße").
func (sw *streetVocab) compoundEnd(w string) bool {
	for _, t := range sw.compound {
		if len(w) >= len(t)+3 && strings.HasSuffix(w, t) {
			return true
		}
	}
	return false
}

// wordAfter is the word right after end, one blank apart, without its
// final dot.
func wordAfter(text string, end int) (start, stop int, ok bool) {
	if end >= len(text) || text[end] != ' ' {
		return 0, 0, false
	}
	i := end + 1
	j := i
	for j < len(text) && j-i < 32 {
		c := text[j]
		if c == ' ' || c == '\n' || c == '\t' || c == ',' || c == '.' {
			break
		}
		j++
	}
	return i, j, j > i
}

// crossingReach bounds the words read on either side of a street for a
// crossing's word and the other street.
const crossingReach = 10

// crossing reports text[start:end] one of two streets named at their
// crossing: on its line, within crossingReach of it, a crossing's word
// (vocab's CrossingWords) and another street by the street words ("Stader
// Straße / Ecke Hastedter Heerstraße", "Junction of Cowbridge Road East and
// Leckwith Road", "skrzyżowanie ul. Puławskiej z ul. Rzymowskiego"). One
// street at a corner ("au coin de la rue Balzac") may be a place's address.
func (sw *streetVocab) crossing(text string, start, end int) bool {
	var buf [2 * crossingReach]wordPos
	words := lineWords(text, start, end, buf[:0])
	cross, other := false, false
	for k, w := range words {
		var b [64]byte
		low := string(lowerWord64(b[:0], strings.TrimRight(text[w.start:w.end], ".")))
		cross = cross || sw.crossingWords[low]
		upperBefore := k > 0 && words[k-1].next == w.start && upperAt(text, words[k-1].start)
		upperAfter := k+1 < len(words) && w.next == words[k+1].start && upperAt(text, words[k+1].start)
		other = other || (sw.trail[low] || sw.after[low]) && upperBefore ||
			sw.compoundEnd(low) && upperAt(text, w.start) || sw.lead[low] && upperAfter
	}
	return cross && other
}

// wordPos is a word of lineWords: its bytes and the start of the word
// after it on the same side of the span (-1: none).
type wordPos struct{ start, end, next int }

// crossingBytes bounds the bytes lineWords reads on either side of a span,
// so that a long line costs each span no more.
const crossingBytes = 256

// lineWords appends the words on text[start:end]'s line, up to
// crossingReach on each side of it and crossingBytes away, in order. A
// word holds letters, digits and dots ("tř.", "ul.").
func lineWords(text string, start, end int, out []wordPos) []wordPos {
	word := func(c byte) bool { return isWordByte(c) || c == '.' }
	var back [crossingReach]wordPos
	n, i, lo := 0, start, max(0, start-crossingBytes)
	for n < crossingReach && i > lo && text[i-1] != '\n' {
		if !word(text[i-1]) {
			i--
			continue
		}
		e := i
		for i > lo && word(text[i-1]) {
			i--
		}
		back[n] = wordPos{start: i, end: e, next: -1}
		if n > 0 {
			back[n].next = back[n-1].start
		}
		n++
	}
	for k := n - 1; k >= 0; k-- {
		out = append(out, back[k])
	}
	j, hi, first := end, min(len(text), end+crossingBytes), len(out)
	for m := 0; m < crossingReach && j < hi && text[j] != '\n'; {
		if !word(text[j]) {
			j++
			continue
		}
		s := j
		for j < hi && word(text[j]) {
			j++
		}
		if l := len(out); l > first {
			out[l-1].next = s
		}
		out = append(out, wordPos{start: s, end: j, next: -1})
		m++
	}
	return out
}

// upperAt reports an upper-case letter at text[i].
func upperAt(text string, i int) bool {
	r, _ := utf8.DecodeRuneInString(text[i:])
	return unicode.IsUpper(r)
}

// isWordByte: a letter's byte (any byte of a multi-byte rune) or a digit.
func isWordByte(c byte) bool {
	return c >= utf8.RuneSelf || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
}

// numberBeside reports a house number right after text[start:end] or right
// before it, blanks and a comma apart ("Liebenberggasse 7", "10, rue
// Fouarre"): a street with its number is an address.
func numberBeside(text string, start, end int) bool {
	j := end
	for j < len(text) && (text[j] == ' ' || text[j] == ',') {
		j++
	}
	if j < len(text) && text[j] >= '0' && text[j] <= '9' {
		return true
	}
	i := start
	for i > 0 && (text[i-1] == ' ' || text[i-1] == ',') {
		i--
	}
	return i > 0 && text[i-1] >= '0' && text[i-1] <= '9'
}
