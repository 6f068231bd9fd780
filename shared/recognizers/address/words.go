package address

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// word is a byte range of the text: letters and digits, with a trailing '.'
// kept for abbreviations (ul., nám., St.).
type word struct {
	start, end int
	text       string // as written, trailing dot included
	key        string // lower case without the dot when a keyword or digits, else "" (see keyOf)
}

func isLetterOrDigit(r rune) bool {
	if r < utf8.RuneSelf {
		return r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9'
	}
	// U+2206 (increment) stands for the Greek capital delta in text
	// converted from Windows-1253: "ΧΑΝ∆ΡΙΑ"
	return unicode.IsLetter(r) || unicode.IsDigit(r) || r == '∆'
}

// asciiAlnum marks ASCII letters and digits (isLetterOrDigit for ASCII).
var asciiAlnum = func() (t [utf8.RuneSelf]bool) {
	for c := range t {
		t[c] = isLetterOrDigit(rune(c))
	}
	return
}()

func isInlineSpace(c byte) bool { return c == ' ' || c == '\t' }

// wordAt reads the word starting at byte i (which must begin a word).
func wordAt(t string, i int) (word, bool) {
	j := i
	for j < len(t) {
		if c := t[j]; c < utf8.RuneSelf { // ASCII without decoding
			if !asciiAlnum[c] && !(c == '-' && j > i && j+1 < len(t) && t[j+1] != ' ') {
				break
			}
			j++
			continue
		}
		r, sz := utf8.DecodeRuneInString(t[j:])
		if !isLetterOrDigit(r) {
			break
		}
		j += sz
	}
	if j == i {
		return word{}, false
	}
	end := j
	key := keyOf(t[i:j])
	if end < len(t) && t[end] == '.' && abbreviation(key) {
		end++
	}
	return word{start: i, end: end, text: t[i:end], key: key}, true
}

// nextWord returns the word after byte i, skipping spaces (and one comma when
// comma is true); ok is false at anything else.
func nextWord(t string, i int, comma bool) (word, bool) {
	j := i
	for j < len(t) && (isInlineSpace(t[j]) || comma && t[j] == ',' && j == i) {
		j++
	}
	if j == i && i > 0 && i < len(t) && t[i-1] != ' ' && t[i-1] != '.' {
		return word{}, false // glued to the previous word
	}
	if j >= len(t) {
		return word{}, false
	}
	return wordAt(t, j)
}

// prevWord returns the word that ends before byte i, skipping spaces.
func prevWord(t string, i int) (word, bool) {
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	end := j
	if end > 0 && t[end-1] == '.' {
		j--
	}
	k := j
	for k > 0 {
		if c := t[k-1]; c < utf8.RuneSelf { // ASCII without decoding
			if !asciiAlnum[c] && c != '-' {
				break
			}
			k--
			continue
		}
		r, sz := utf8.DecodeLastRuneInString(t[:k])
		if !isLetterOrDigit(r) {
			break
		}
		k -= sz
	}
	for k < j && t[k] == '-' {
		k++ // "Prof.-Ernst-Nathan-Str.": the word starts after the hyphen
	}
	if k == j {
		return word{}, false
	}
	w, ok := wordAt(t, k)
	if ok && w.end+1 == end && t[w.end] == '.' && hasStreetSuffix(w.text) {
		// "Hauptstr. 5", "Prof.-Ernst-Nathan-Str. 1": the dot of a street
		// suffix's abbreviation
		w.end, w.text = end, t[w.start:end]
	}
	if ok && w.end+1 == end && t[w.end] == '.' && initialLetter(w.text) {
		// a name's initial inside a street's name: "nám. T. G. Masaryka
		// 140", "I. P. Pavlova 185/6"
		w.end, w.text = end, t[w.start:end]
	}
	if !ok || w.end != end {
		return word{}, false
	}
	return w, true
}

// initialLetter reports one capital letter: a name's initial before its dot.
func initialLetter(w string) bool {
	r, sz := utf8.DecodeRuneInString(w)
	return sz == len(w) && unicode.IsUpper(r)
}

func capitalized(w string) bool {
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsUpper(r) || r == '∆' // a Greek capital delta, see isLetterOrDigit
}

func allDigits(s string) bool {
	if s == "" {
		return false
	}
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return true
}

func set(s string) map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(s) {
		m[w] = true
	}
	return m
}

// union adds words to m (a new set when m is nil) and returns it.
func union(m map[string]bool, words []string) map[string]bool {
	if m == nil {
		m = map[string]bool{}
	}
	for _, w := range words {
		m[w] = true
	}
	return m
}

// abbreviation reports words written with a dot (ul., St., Apt.); after any
// other word a dot ends the sentence and is not part of the address.
func abbreviation(key string) bool {
	return abbreviations[key] || len(key) == 1 && key[0] >= 'a' && key[0] <= 'z'
}

var abbreviations = set(`ul al pl os nám tř tr nábř nábr bulv av avda bd c st ave rd blvd ln dr ct sq hwy pkwy cir str apt ste fl lok ctra pza urb rkp krt crta pz λ λεωφ οδ
	appt app bât bat esc whg int pta km chem imp rte
	bv bvar jr calz pje cra kr prol apto dpto depto ofic pte ote nte` + streetTitleWords) // units: "bât. B", "Whg. 3"; a road's "Km. 5"; French "chem.", "imp.", "rte"; Latin America's street types and units ("Bv.", "Jr.", "Cra.", "apto.", "2050 Pte.")

// streetTitleWords are the abbreviated ranks and titles, written with their
// dot, of the person a Polish, Czech or Slovak street is named after: "Nám.
// gen. Klapku 1", "Nám. sv. Egídia", "ul. ks. Jałowego 9/3", "al. gen.
// Andersa 5", "ul. św. Marcina", "ul. kard. Wyszyńskiego", "nám. Dr.
// Beneše".
const streetTitleWords = `
	gen sv kpt pplk plk płk mjr prof arm ks św kard marsz bp abp por adm hetm dr mudr judr ing`

// streetTitles is streetTitleWords as a set.
var streetTitles = set(streetTitleWords)

// Word-set bits of kinds.
const (
	kLead uint8 = 1 << iota
	kTrail
	kHu
	kPOBox
	kConnector
)

// kinds maps a key to the sets it belongs to, so that streetBefore needs
// one look-up per word.
var kinds = func() map[string]uint8 {
	m := map[string]uint8{}
	for bit, s := range map[uint8]map[string]bool{kLead: leadKeywords, kTrail: trailKeywords, kHu: huTrailKeywords,
		kPOBox: poBoxWords, kConnector: connectors} {
		for w := range s {
			m[w] |= bit
		}
	}
	for w := range lowerTrailKeywords {
		m[w] |= kHu
	}
	return m
}()

// intern holds every word the recognizer compares keys with, so that keyOf
// can return a lower-case key without allocating.
var intern = func() map[string]string {
	m := map[string]string{}
	for _, s := range []map[string]bool{leadKeywords, trailKeywords, connectors, units, abbreviations, huTrailKeywords, lowerTrailKeywords, numberFirstLead, poBoxWords, numberWords, set("nám náměstí st nad pod am sur box case casella")} {
		for w := range s {
			m[w] = w
		}
	}
	return m
}()

// keyOf returns w itself when it has no upper-case letter, else its lower-case
// form when that is a known word, else "". Keys are only compared with the
// word sets, so unknown capitalised words need no key.
func keyOf(w string) string {
	upper := false
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			upper = true
			break
		}
		if c >= utf8.RuneSelf {
			r, _ := utf8.DecodeRuneInString(w[i:])
			if unicode.IsUpper(r) {
				upper = true
				break
			}
		}
	}
	if !upper {
		return w
	}
	var buf [32]byte
	n := 0
	if len(w) <= len(buf) && asciiString(w) {
		for i := 0; i < len(w); i++ {
			c := w[i]
			if c >= 'A' && c <= 'Z' {
				c += 'a' - 'A'
			}
			buf[i] = c
		}
		return intern[string(buf[:len(w)])]
	}
	for _, r := range w {
		r = unicode.ToLower(r)
		if n+utf8.RuneLen(r) > len(buf) {
			return ""
		}
		n += utf8.EncodeRune(buf[n:], r)
	}
	return intern[string(buf[:n])]
}

func asciiString(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}
