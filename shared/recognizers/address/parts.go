package address

import (
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// An address is reported in parts, as the labelling guide of the dev set
// (shared/eval/devset/README.md) and MEDDOCAN label it and as a user who
// filters on "postal code" expects: the street line (with its flat or unit)
// as STREET_ADDRESS, the postal code as POSTAL_CODE, the town, a US or
// Australian state and a country as LOCATION each:
//
//	Kounicova 12, 602 00 Brno   ->  [Kounicova 12], [602 00] [Brno]
//	Hauptstraße 5, Berlin       ->  [Hauptstraße 5], [Berlin]
//	1600 Main St, Springfield, IL 62704  ->  ..., [Springfield], [IL] [62704]
//	2/47 Mews Road, Fremantle WA 6160    ->  ..., [Fremantle] [WA] [6160]
//
// The parts carry Within: STREET_ADDRESS, so that a request for addresses
// alone still gets (and hides) the whole address.
//
// Multi-line blocks that end in a country ("Koskikatu 25\n Apt. 864\n
// Artilleros\n Uruguay 64677") stay one STREET_ADDRESS: presidio_synth_v2
// labels them whole, and their lines mix units, districts and regions that
// no rule tells apart.

// appendParts appends the parts of an address tail [from, to): postal codes
// and runs of place words, split at commas, line breaks and other
// punctuation.
func appendParts(out []detect.Match, t string, from, to int, score float64) []detect.Match {
	part := func(typ string, s, e int) {
		out = append(out, detect.Match{Type: typ, Start: s, End: e, Score: score, Context: addressContext, Within: "STREET_ADDRESS"})
	}
	loc := -1 // start of the open run of place words
	locEnd := -1
	flush := func() {
		if loc >= 0 {
			part("LOCATION", loc, locEnd)
			loc = -1
		}
	}
	for i := from; i < to; {
		c := t[i]
		if c == ' ' || c == '\t' {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			if r, sz := utf8.DecodeRuneInString(t[i:]); !isLetterOrDigit(r) {
				flush() // "·", "–"
				i += sz
				continue
			}
		} else if !asciiAlnum[c] {
			if c == '.' && loc >= 0 && t[loc:i] == "Co" {
				i++ // "Co. Clare": the county's abbreviation
				continue
			}
			flush() // ",", "\n", "-"
			i++
			continue
		}
		if loc < 0 {
			if n := gazetteer.MXStateAt(t[i:to]); n > 0 {
				part("LOCATION", i, i+n) // "Monterrey, N.L."
				i += n
				continue
			}
			if e, ok := coloniaWord(t, i); ok && e < to {
				i = e // "Col. Obispado": the neighbourhood is the place
				continue
			}
			if strings.HasPrefix(t[i:to], "C.P. ") {
				i += 5 // Mexico's label of the postal code
				continue
			}
		}
		if e, ok := postalAt(t, i, to); ok {
			flush()
			part("POSTAL_CODE", i, e)
			i = e
			continue
		}
		w, ok := wordAt(t, i)
		if !ok || w.end > to {
			break
		}
		if strings.EqualFold(w.text, "cedex") {
			// "75886 Paris Cedex 18": a delivery office, not part of the town
			flush()
			i = w.end
			if n, ok := nextWord(t, i, false); ok && n.end <= to && allDigits(n.text) && len(n.text) <= 2 {
				i = n.end
			}
			continue
		}
		if _, ok := irishCountyAt(t, i); ok && loc >= 0 {
			flush() // "Ennis Co. Clare": the county is a place of its own
		}
		if loc >= 0 && (isStateCode(w.text) || gazetteer.IsAUState(w.text)) {
			flush() // "Springfield IL 62704", "Fremantle WA 6160": the state is a place of its own
		}
		if loc < 0 {
			loc = w.start
		}
		locEnd = w.end
		i = w.end
	}
	flush()
	return out
}

// coloniaWord reads the word that names a Mexican colonia at byte i, "Col."
// or "Colonia" (in lower case too), and returns the start of the name
// after it.
func coloniaWord(t string, i int) (int, bool) {
	for _, w := range [...]string{"col. ", "colonia "} {
		if len(t)-i > len(w) && strings.EqualFold(t[i:i+len(w)], w) {
			return i + len(w), true
		}
	}
	return i, false
}

// coloniaAt reads a Mexican colonia at byte j, its word and one to four
// capitalised words or connectors, then a comma: "Col. Obispado, ",
// "Colonia Del Valle, ". It returns the end of the blanks after the comma.
func coloniaAt(t string, j int) (int, bool) {
	k, ok := coloniaWord(t, j)
	if !ok {
		return j, false
	}
	names := 0
	for n := 0; n < 5; n++ {
		w, f := wordAt(t, k)
		if !f || !(capitalized(w.text) && !allDigits(w.key) || names > 0 && connectors[w.key]) {
			break
		}
		names++
		k = w.end
		if k < len(t) && t[k] == ' ' {
			k++
		}
	}
	k = len(strings.TrimRight(t[:k], " "))
	if names == 0 || k+2 > len(t) || t[k] != ',' || t[k+1] != ' ' {
		return j, false
	}
	return k + 2, true
}

// postalAt reads a postal code starting at byte i and ending by to: a postal
// shape of digits ("602 00", "00-238", "90419", "20500-0001"), the same
// behind a country prefix ("E-41013", "CZ-602 00"), a Dutch code with its
// letters ("1015 CJ"), a UK or Canadian
// postcode ("SW1A 2AA", "L6Y 4R2"). Short numbers ("Praha 2") are not postal codes.
func postalAt(t string, i, to int) (int, bool) {
	j := i
	// a country prefix: one or two capitals and a dash
	for j < to && j-i < 2 && isUpper(t[j]) {
		j++
	}
	if j > i && (j >= to || t[j] != '-') {
		j = i
	} else if j > i {
		j++
	}
	if j < to && isDigit(t[j]) {
		k := j
		for k < to && (isDigit(t[k]) || (t[k] == ' ' || t[k] == '-') && k+1 < to && isDigit(t[k+1]) && k-j < 6) {
			k++
		}
		if ne, ok := nlOrPtPostal(t, j, k); ok && ne <= to && shapeOf(t[j:k]) == fourDigits {
			return ne, true // "1015 CJ"
		}
		if (shapeOf(t[j:k]) != notPostal || auZeroCodeAfterState(t, j, k) || sixSevenDigits(t[j:k])) && (k == to || !isLetterByte(t[k])) {
			return k, true
		}
		return i, false
	}
	if i+8 <= to && argCPA(t[i:i+8]) && (i+8 == to || !isLetterByte(t[i+8]) && !isDigit(t[i+8])) {
		return i + 8, true // "S2000DSR"
	}
	if a, ok := wordAt(t, i); ok && a.end < to {
		if b, ok := nextWord(t, a.end, false); ok && b.end <= to && (islesPostcode(a.text, b.text) || caPostcode(a.text, b.text)) {
			return b.end, true
		}
	}
	return i, false
}
