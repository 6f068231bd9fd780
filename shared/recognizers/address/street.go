// Package address finds street addresses (STREET_ADDRESS) and postal codes
// (POSTAL_CODE) in the formats of the supported countries:
//
//	CZ  Vinohradská 1234/56, 120 00 Praha 2      SK  Obchodná 12, 811 06 Bratislava
//	DE  Hauptstraße 5, 10115 Berlin              PL  ul. Długa 5/3, 00-238 Warszawa
//	FR  12 rue de la Paix, 75002 Paris           ES  Calle Mayor 5, 28013 Madrid
//	IT  Via Roma 10, 00184 Roma                  US  1600 Pennsylvania Ave NW, Washington, DC 20500
//	GB  10 Downing Street, London SW1A 2AA
//
// Candidates come from the Doc's digit runs (house numbers and postal codes);
// a street-type keyword next to the number (ul., Via, rue, Street, -straße,
// náměstí, ...) or a following postal code and city confirms them.
package address

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// All returns the group's recognizers.
func All() []detect.Recognizer { return []detect.Recognizer{Street{}, Postal{}} }

// leadKeywords come before the street name: "ul. Długa 5", "Via Roma 10",
// "12 rue de la Paix".
var leadKeywords = set(`ul ulica ulice al aleja aleje pl plac os osiedle ctra carretera pza urb urbanización
	colonia rambla carrer passeig travessera
	náměstí nám třída tř nábřeží nábř námestie trieda nábrežie
	via viale piazza piazzale corso largo vicolo strada
	calle c avenida avda av paseo plaza camino carrera ronda travesía
	rue avenue boulevard bd chemin allée place impasse quai route cours passage`)

// trailKeywords follow the street name: "Pennsylvania Ave", "Berliner Straße".
var trailKeywords = set(`street st avenue ave road rd boulevard blvd lane ln drive dr way
	court ct place terrace square sq highway hwy parkway pkwy circle cir close crescent row
	straße strasse str gasse weg platz allee ring damm ufer chaussee`)

// streetSuffixes make one word a street name: "Hauptstraße", "Lindenweg".
var streetSuffixes = []string{"straße", "strasse", "str", "gasse", "weg", "platz", "allee", "ring", "damm", "ufer"}

// connectors may stand inside a street name: "rue de la Paix", "Via dei Mille".
var connectors = set(`de la del di della delle dei degli von der des du le les y i e am an im zu of the`)

// directions follow US street names: "Pennsylvania Ave NW".
var directions = set(`N S E W NE NW SE SW`)

// units introduce a flat or suite: "Apt. 864", "Suite 200".
var units = set(`apt apartment suite ste unit flat fl floor byt m lok lokal`)

var addressContext = &detect.Context{Boost: []string{
	"address", "addr", "street", "lives", "resid", "ship", "deliver", // en
	"adresse", "anschrift", "wohn", "straße", // de, fr
	"dirección", "direccion", "domicilio", "calle", // es
	"indirizzo", "residen", "via", // it
	"adres", "zamieszk", "ulica", // pl
	"adresa", "bydli", "bydliště", "trvalé", "bytem", "sídl", // cs, sk
}, BoostBy: 0.1}

// Street finds street addresses.
type Street struct{}

func (Street) Name() string       { return "street_address" }
func (Street) Types() []string    { return []string{"STREET_ADDRESS"} }
func (Street) Needs() detect.Need { return detect.NeedDigit | detect.NeedLetter }

// Scores: a street keyword with a house number is good evidence; a postal code
// and city after it make the address near certain. The full address scores as
// high as the NER tagger's best (0.95) so that, on a tie, the engine keeps the
// longer address over the city the tagger finds inside it.
const (
	scoreStreet     = 0.6
	scoreWithPostal = 0.95
	scoreNoKeyword  = 0.8 // "Vinohradská 12, 120 00 Praha": needs the postal code
)

func (Street) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	lastEnd := -1
	for _, r := range d.DigitRuns() {
		if r.Start < lastEnd || !d.BoundaryBefore(r.Start) {
			continue
		}
		num := t[r.Start:r.End]
		if !houseNumber(num) {
			continue
		}
		end := r.End
		// a letter glued to the number: 221B, 12a
		if end < len(t) && (t[end] >= 'A' && t[end] <= 'Z' || t[end] >= 'a' && t[end] <= 'z') && (end+1 == len(t) || !isLetterByte(t[end+1])) {
			end++
		}
		if !d.BoundaryAfter(end) {
			continue
		}
		start, streetEnd, ok := streetBefore(t, r.Start)
		keyword := ok
		if ok {
			streetEnd = end
		} else if start, streetEnd, ok = streetAfter(t, r.Start, end); ok {
			keyword = true
		} else if start, ok = namedStreetBefore(t, r.Start); ok {
			streetEnd = end // CZ/SK style without keyword; needs a postal code below
		} else {
			continue
		}
		if initialAt(t, start) || initialBefore(t, start) {
			continue // "C. Lewis 80", "K. Spiring 130": a name and a score, not a street
		}
		beforeUnit := streetEnd
		streetEnd = unitAfter(t, streetEnd)
		full, hasPostal := postalCityAfter(t, streetEnd, keyword)
		// an address block over several lines; without a street keyword
		// only when a unit or a building number marks the street line
		if b := buildingNumberBefore(t, start); !hasPostal && (keyword || streetEnd > beforeUnit || b < start) {
			if e, ok := blockAfter(t, streetEnd); ok {
				full, hasPostal, start = e, true, b
			}
		}
		score := scoreStreet
		switch {
		case hasPostal && keyword:
			score = scoreWithPostal
		case hasPostal:
			score = scoreNoKeyword
		case !keyword:
			continue
		}
		if hasPostal {
			streetEnd = full
		}
		out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: streetEnd, Score: score, Context: addressContext})
		lastEnd = streetEnd
	}
	return out
}

// initialAt reports a name initial ("C.", "K.") starting at i.
func initialAt(t string, i int) bool {
	return i+2 <= len(t) && isUpper(t[i]) && t[i+1] == '.' && (i+2 == len(t) || !isLetterByte(t[i+2]))
}

// initialBefore reports a name initial as the word right before i.
func initialBefore(t string, i int) bool {
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	return j >= 2 && t[j-1] == '.' && isUpper(t[j-2]) && (j == 2 || !isLetterByte(t[j-3]))
}

func isLetterByte(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= 0x80 }

// houseNumber accepts 1-5 digits, optionally "/digits" (CZ 1234/56, PL 5/3).
func houseNumber(s string) bool {
	a, b, slash := strings.Cut(s, "/")
	if !allDigits(a) || len(a) > 5 || a[0] == '0' {
		return false
	}
	return !slash || allDigits(b) && len(b) <= 4
}

// streetBefore finds "keyword Name Name" (or "Nameстрасse") ending right
// before the house number at i, optionally with a comma ("Via Roma, 10").
func streetBefore(t string, i int) (start, end int, ok bool) {
	j := i
	if k := strings.TrimRight(t[:i], " \t"); strings.HasSuffix(k, ",") {
		j = len(k) - 1
	}
	names := 0
	pos := j
	for n := 0; n < 6; n++ {
		w, found := prevWord(t, pos)
		if !found {
			return 0, 0, false
		}
		switch {
		case leadKeywords[w.key] && (names > 0 || w.key == "nám" || w.key == "náměstí"):
			return w.start, i, true
		case trailKeywords[w.key] && n == 0 && capitalized(w.text):
			// "Berliner Straße 5": take the capitalised words before it
			s := w.start
			for m := 0; m < 3; m++ {
				p, f := prevWord(t, s)
				if !f || !capitalized(p.text) || leadKeywords[p.key] {
					if f && leadKeywords[p.key] {
						s = p.start
					}
					break
				}
				s = p.start
			}
			if s == w.start && w.key == "st" {
				return 0, 0, false
			}
			return s, i, true
		case n == 0 && hasStreetSuffix(w.text) && capitalized(w.text):
			return w.start, i, true
		case capitalized(w.text) && !allDigits(w.key):
			names++
		case connectors[w.key] && names > 0:
		default:
			return 0, 0, false
		}
		pos = w.start
	}
	return 0, 0, false
}

// hasStreetSuffix reports a one-word street name such as "Hauptstraße" (any
// case, dot ignored).
func hasStreetSuffix(w string) bool {
	w = strings.TrimSuffix(w, ".")
	for _, s := range streetSuffixes {
		if len(w) > len(s)+2 && strings.EqualFold(w[len(w)-len(s):], s) {
			return true
		}
	}
	return false
}

// streetAfter finds a number-first street: "12 rue de la Paix" or
// "1600 Pennsylvania Ave NW". numEnd is the end of the house number.
func streetAfter(t string, numStart, numEnd int) (start, end int, ok bool) {
	w, found := nextWord(t, numEnd, false)
	if !found {
		return 0, 0, false
	}
	if leadKeywords[w.key] && (w.key == "rue" || w.key == "avenue" || w.key == "boulevard" || w.key == "bd" ||
		w.key == "chemin" || w.key == "allée" || w.key == "place" || w.key == "impasse" || w.key == "quai" ||
		w.key == "route" || w.key == "cours" || w.key == "passage" || w.key == "via" || w.key == "calle") {
		end = w.end
		names := 0
		for n := 0; n < 6; n++ {
			x, f := nextWord(t, end, false)
			if !f {
				break
			}
			if capitalized(x.text) && !allDigits(x.key) {
				names++
				end = x.end
				continue
			}
			if connectors[x.key] || strings.HasSuffix(x.text, "'") {
				end = x.end
				continue
			}
			break
		}
		if names == 0 {
			return 0, 0, false
		}
		return numStart, trimConnector(t, numStart, end), true
	}
	// Name [Name...] trailing-keyword [direction]
	end = numEnd
	names := 0
	for n := 0; n < 5; n++ {
		x, f := nextWord(t, end, false)
		if !f {
			return 0, 0, false
		}
		if trailKeywords[x.key] && capitalized(x.text) && names > 0 {
			end = x.end
			if dir, f := nextWord(t, end, false); f && directions[strings.TrimSuffix(dir.text, ".")] {
				end = dir.end
			}
			return numStart, end, true
		}
		if !capitalized(x.text) || allDigits(x.key) {
			return 0, 0, false
		}
		if hasStreetSuffix(x.text) {
			return numStart, x.end, true
		}
		names++
		end = x.end
	}
	return 0, 0, false
}

// trimConnector drops connectors left at the end of a street name.
func trimConnector(t string, start, end int) int {
	for {
		w, ok := prevWord(t, end)
		if !ok || w.start <= start || !connectors[w.key] {
			return end
		}
		end = strings.LastIndexFunc(t[:w.start], func(r rune) bool { return r != ' ' }) + 1
	}
}

// namedStreetBefore accepts one to three capitalised words right before the
// number ("Vinohradská 1234/56", "Obchodná 12"); the caller requires a postal
// code after it.
func namedStreetBefore(t string, i int) (int, bool) {
	w, ok := prevWord(t, i)
	if !ok || !capitalized(w.text) || allDigits(w.key) || strings.HasSuffix(w.text, ".") {
		return 0, false
	}
	start := w.start
	for n := 0; n < 2; n++ {
		p, f := prevWord(t, start)
		if !f || !(capitalized(p.text) || connectors[p.key]) || allDigits(p.key) {
			break
		}
		start = p.start
	}
	return start, true
}

// unitAfter extends over ", Apt. 864" / " Suite 200" / ", byt 5".
func unitAfter(t string, end int) int {
	w, ok := nextWord(t, end, true)
	if !ok || !units[w.key] {
		return end
	}
	n, ok := nextWord(t, w.end, false)
	if nt := strings.TrimSuffix(n.text, "."); !ok || !(allDigits(nt) || len(nt) <= 4 && strings.ContainsAny(nt, "0123456789")) {
		return end
	}
	return n.end
}

// postalCityAfter extends over ", 120 00 Praha 2", ", 10115 Berlin",
// ", Washington, DC 20500" or ", London SW1A 2AA". It returns the new end and
// whether a postal code was found. Four-digit codes (AT, CH, BE, NL) count
// only after a street keyword, since a year looks the same.
func postalCityAfter(t string, end int, keyword bool) (int, bool) {
	j := end
	for j < len(t) && (t[j] == ',' || isInlineSpace(t[j]) || t[j] == '\n') && j-end < 4 {
		j++
	}
	if j == end || j >= len(t) {
		return end, false
	}
	// postal code then city
	if isDigit(t[j]) {
		k := j
		for k < len(t) && (isDigit(t[k]) || (t[k] == ' ' || t[k] == '-') && k+1 < len(t) && isDigit(t[k+1]) && k-j < 6) {
			k++
		}
		if sh := shapeOf(t[j:k]); sh == notPostal || sh == fourDigits && !keyword {
			return end, false
		}
		city, ok := nextWord(t, k, false)
		if !ok || !capitalized(city.text) {
			return end, false
		}
		e := city.end
		for n := 0; n < 2; n++ { // "Praha 2", "Ústí nad Labem", "Frankfurt am Main"
			x, f := nextWord(t, e, false)
			if !f {
				break
			}
			if capitalized(x.text) || allDigits(x.key) && len(x.key) <= 2 {
				e = x.end
				continue
			}
			if connectors[x.key] || x.key == "nad" || x.key == "pod" || x.key == "am" || x.key == "sur" {
				if y, f2 := nextWord(t, x.end, false); f2 && capitalized(y.text) {
					e = y.end
					n++
					continue
				}
			}
			break
		}
		return e, true
	}
	// city [, ST] ZIP (US) or city POSTCODE (GB)
	city, ok := wordAt(t, j)
	if !ok || !capitalized(city.text) {
		return end, false
	}
	e := city.end
	for n := 0; n < 2; n++ {
		x, f := nextWord(t, e, false)
		if !f || !capitalized(x.text) || isStateCode(x.text) {
			break
		}
		if b, f2 := nextWord(t, x.end, false); f2 && gbPostcode(x.text, b.text) {
			break
		}
		e = x.end
	}
	k := e
	for k < len(t) && (t[k] == ',' || isInlineSpace(t[k])) && k-e < 3 {
		k++
	}
	if k+2 <= len(t) && isStateCode(t[k:k+2]) && (k+2 == len(t) || !isLetterByte(t[k+2]) && !isDigit(t[k+2])) {
		z := k + 2
		for z < len(t) && isInlineSpace(t[z]) {
			z++
		}
		q := z
		for q < len(t) && (isDigit(t[q]) || t[q] == '-') {
			q++
		}
		if sh := shapeOf(t[z:q]); sh == fiveDigits || sh == zipPlusFour {
			return q, true
		}
		return end, false
	}
	// GB: "London SW1A 2AA"
	if a, f := wordAt(t, k); f && k > e {
		if b, f2 := nextWord(t, a.end, false); f2 && gbPostcode(a.text, b.text) {
			return b.end, true
		}
	}
	return end, false
}

// isStateCode: two capital letters (US state, DC).
func isStateCode(s string) bool { return len(s) == 2 && isUpper(s[0]) && isUpper(s[1]) }

// blockAfter extends a street over the following lines of an address block,
// as on an envelope or a form:
//
//	14 Crown Street
//	 Suite 321
//	 LONDON
//	 United Kingdom 75419
//
// Up to four short lines of capitalised words, two-letter state codes and
// unit lines may follow; the block must end with a line whose last word is a
// postal code (three to six digits), which confirms it. It returns the end of
// the postal code.
func blockAfter(t string, end int) (int, bool) {
	i := end
	for line := 0; line < 4; line++ {
		// the line break, and commas or spaces around it
		j := i
		for j < len(t) && (isInlineSpace(t[j]) || t[j] == ',') && j-i < 4 {
			j++
		}
		if j >= len(t) || t[j] != '\n' {
			return end, false
		}
		for j < len(t) && (isInlineSpace(t[j]) || t[j] == ',' || t[j] == '\n') && j-i < 12 {
			j++
		}
		lineEnd := strings.IndexByte(t[j:], '\n')
		if lineEnd < 0 {
			lineEnd = len(t)
		} else {
			lineEnd += j
		}
		if lineEnd-j > 48 {
			return end, false
		}
		// the words of the line
		k, words := j, 0
		for k < lineEnd {
			w, ok := wordAt(t, k)
			if !ok {
				return end, false
			}
			words++
			switch {
			case allDigits(w.text) && words == 2 && units[firstKey(t, j)]:
				// the number of a unit line: "Suite 321"
			case allDigits(w.text):
				// a postal code ends the block when nothing but spaces, a
				// dot or a closing bracket follow on its line
				if rest := strings.TrimLeft(t[w.end:lineEnd], " \t"); len(w.text) >= 3 && len(w.text) <= 6 &&
					(rest == "" || strings.IndexByte(".,?!);", rest[0]) >= 0) {
					return w.end, true
				}
				return end, false
			case capitalized(w.text) || units[strings.ToLower(strings.TrimSuffix(w.text, "."))] || w.text == "nan":
			default:
				return end, false
			}
			k = w.end
			for k < lineEnd && (isInlineSpace(t[k]) || t[k] == ',' || t[k] == '(' || t[k] == ')') {
				k++
			}
			if words > 5 {
				return end, false
			}
		}
		if words == 0 {
			return end, false
		}
		i = lineEnd
	}
	return end, false
}

// firstKey is the lower-case first word, without its dot, of the line
// starting at j.
func firstKey(t string, j int) string {
	w, ok := wordAt(t, j)
	if !ok {
		return ""
	}
	return strings.ToLower(strings.TrimSuffix(w.text, "."))
}

// buildingNumberBefore extends start over a bare number right before it on
// the same line ("1987 74 Diakou Street"): a building or lot number that
// forms prefix to the street in some address blocks.
func buildingNumberBefore(t string, start int) int {
	j := start
	if j == 0 || !isInlineSpace(t[j-1]) {
		return start
	}
	j--
	k := j
	for k > 0 && isDigit(t[k-1]) {
		k--
	}
	if k == j || j-k > 5 || k > 0 && !isInlineSpace(t[k-1]) && t[k-1] != '\n' {
		return start
	}
	return k
}
