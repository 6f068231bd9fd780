package address

import (
	"slices"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// addressCues end right before a street line written without a street
// keyword ("lives at Joaquin Suarez 2906", "his address: Pivovarská 276"),
// lower case; the number of the street line alone would not be enough.
var addressCues = []string{"lives at", "lives on", "live at", "live on", "living at", "resides at", "reside at",
	"located at", "located on", "address:", "address is", "address", "adresse:", "adresse", "anschrift:", "dirección:", "domicilio:", "indirizzo:", "adres:", "adresa:",
	// the same with the copula, as a chat writes it: "adresa je Pionýrů 2214"
	"adresse ist", "anschrift ist", "adresse est", "indirizzo è", "adres to", "adres jest", "adresa je",
	// Spanish legal letters: "con domicilio en Moreno 877", "inmueble sito
	// en ...", "Domicilio constituido: Córdoba 1452"
	"domicilio en", "domiciliado en", "domiciliada en", "sito en", "sita en", "domicilio constituido:", "domicilio legal:", "domicilio real:"}

// cueLimit bounds the bytes read back for a cue: the longest of them.
const cueLimit = 24

// cuesByLast indexes addressCues by their last byte, lower case (ASCII bit
// 0x20 set).
var cuesByLast = func() (m [256][]string) {
	for _, c := range addressCues {
		b := c[len(c)-1] | 0x20
		m[b] = append(m[b], c)
	}
	return m
}()

// cueBefore reports an address cue ending right before i (spaces skipped).
func cueBefore(t string, i int) bool {
	j := i
	for j > 0 && (isInlineSpace(t[j-1]) || t[j-1] == '\n' || t[j-1] == '\r') && i-j < 8 {
		j--
	}
	if j == i || j == 0 {
		return false
	}
	cs := cuesByLast[t[j-1]|0x20]
	if len(cs) == 0 {
		return false
	}
	lo := max(0, j-cueLimit)
	tail := t[lo:j]
	for _, c := range cs {
		if len(tail) >= len(c) && strings.EqualFold(tail[len(tail)-len(c):], c) {
			k := j - len(c)
			if k == 0 || !isLetterByte(t[k-1]) {
				return true
			}
		}
	}
	return false
}

// cueNameComma reports a name without keyword right after an address cue
// before the number at numStart, and a comma after the number at end: "con
// domicilio en Moreno 877, Villa Gobernador Gálvez" is Moreno street in
// the town of Villa Gobernador Gálvez, not a villa numbered 877.
func cueNameComma(t string, numStart, end int) bool {
	if end >= len(t) || t[end] != ',' {
		return false
	}
	s, ok := namedStreetBefore(t, numStart)
	return ok && cueBefore(t, s)
}

// capitalizedAt reports a capitalised word starting at i.
func capitalizedAt(t string, i int) bool {
	w, ok := wordAt(t, i)
	return ok && capitalized(w.text)
}

// yearLike reports a number that reads as a year (1900-2099): "Live at the
// Plugged Nickel 1965".
func yearLike(s string) bool {
	return len(s) == 4 && (s[:2] == "19" || s[:2] == "20")
}

// scoreCorner is the score of a street corner: "the corner of Dalbraut 99
// and Frederikke Coves".
const scoreCorner = 0.65

// corners finds street corners, "corner of A and B": A is a street line (a
// number or a street keyword in A or B confirms it), B one to four
// capitalised words. The match replaces the street it holds (the matches
// of this recognizer are out[base:]).
//
// The street line holds a number ("Kuusiku 7"), so the phrase is looked for
// only in the 64 bytes before each digit run, not in the whole text.
func corners(t string, runs []detect.Span, out []detect.Match, base int) []detect.Match {
	var spans []detect.Span  // the corners found, in text order
	var found []detect.Match // their matches
	done := 0
	for _, r := range runs {
		if r.Start < done {
			continue
		}
		lo := max(done, r.Start-64)
		// strings.Index is vectorised, LastIndex is not; a window rarely
		// holds the phrase twice
		w := t[lo:r.Start]
		k := strings.Index(w, "corner of ")
		if k < 0 {
			continue
		}
		for {
			n := strings.Index(w[k+1:], "corner of ")
			if n < 0 {
				break
			}
			k += n + 1
		}
		start := lo + k + len("corner of ")
		done = r.End
		// A: up to six words before "and"
		e, evidence, caps := start, false, 0
		and, aEnd, aTrail := -1, -1, false
	words:
		for n := 0; n < 7; n++ {
			w, ok := nextWord(t, e, false)
			if n == 0 {
				w, ok = wordAt(t, e)
			}
			if !ok {
				break
			}
			if w.key == "and" && caps > 0 {
				and, aEnd = w.end, e
				break
			}
			aTrail = kinds[w.key]&kTrail != 0 && capitalized(w.text)
			switch {
			case allDigits(strings.TrimSuffix(w.text, ".")):
				evidence = true
				if w.end+1 < len(t) && t[w.end] == '.' && t[w.end+1] == ' ' {
					w.end++ // a Hungarian house number: "Csabai kapu 39. and"
				}
			case capitalized(w.text):
				caps++
				if kinds[w.key]&(kLead|kTrail|kPOBox) != 0 || hasStreetSuffix(w.text) {
					evidence = true
				}
			case kinds[w.key]&(kLead|kTrail|kHu|kConnector) != 0:
				if kinds[w.key]&kConnector == 0 {
					evidence = true
				}
			default:
				break words
			}
			e = w.end
		}
		if and < 0 || e < r.End {
			continue // the number must lie in A
		}
		// B: capitalised words, an optional street keyword
		end, bcaps, bStart, bTrail := and, 0, -1, false
		for n := 0; n < 5; n++ {
			w, ok := nextWord(t, end, false)
			if !ok {
				break
			}
			if capitalized(w.text) && !allDigits(w.key) {
				bcaps++
				if kinds[w.key]&kTrail != 0 {
					evidence = true
				}
			} else if !(bcaps > 0 && kinds[w.key]&kConnector != 0 || bcaps == 0 && (w.key == "the" || w.key == "ten" || w.key == "van")) {
				break
			}
			if bStart < 0 {
				bStart = w.start
			}
			bTrail = bcaps > 1 && kinds[w.key]&kTrail != 0 && capitalized(w.text)
			end = w.end
		}
		end = trimConnector(t, and, end)
		if bcaps == 0 || !evidence {
			continue
		}
		spans = append(spans, detect.Span{Start: start, End: end})
		if aTrail && bTrail {
			// "the corner of 11 Botley Road St. and Herceg Gateway St.":
			// two streets, each complete with its keyword
			found = append(found, detect.Match{Type: "STREET_ADDRESS", Start: start, End: aEnd, Score: scoreCorner, Context: addressContext},
				detect.Match{Type: "STREET_ADDRESS", Start: bStart, End: end, Score: scoreCorner, Context: addressContext})
		} else {
			found = append(found, detect.Match{Type: "STREET_ADDRESS", Start: start, End: end, Score: scoreCorner, Context: addressContext})
		}
		done = end
	}
	if len(spans) == 0 {
		return out
	}
	// drop what the street recognizer found inside the corners, in one pass
	// (a pass per corner made a text of corners and streets cost quadratic
	// time); the corners are in text order and do not overlap, so the first
	// one that ends after a match starts is the only one it can overlap
	kept := out[:base]
	for _, m := range out[base:] {
		i := sort.Search(len(spans), func(i int) bool { return spans[i].End > m.Start })
		if i == len(spans) || spans[i].Start >= m.End {
			kept = append(kept, m)
		}
	}
	return append(kept, found...)
}

// fieldLabels name an address field of a form, lower case: "Domicilio: C/
// Sauceda 3. 1A Esquina San Eloy", "Address:\nthe corner of ...".
var fieldLabels = set(`domicilio dirección direccion address adresse anschrift indirizzo adres adresa morada endereço
	straße strasse hausnummer ulice ulica`) // a form's street field: "Straße: Am Hang 12", "Straße, Hausnummer: ..."

// labelLineStart returns where the line of a field's label starting at j
// starts, read back over blanks, one address qualifier (addressQualifiers,
// or addressOwners in the possessive) and a section's number ("1.6",
// "3.2.", "4)"); j itself when something else stands before the label.
func labelLineStart(t string, j int) int {
	k := j
	for k > 0 && isInlineSpace(t[k-1]) {
		k--
	}
	q := k // the qualifier's end
	for _, ap := range [...]string{"'s", "’s"} {
		if strings.HasSuffix(t[:k], ap) {
			q = k - len(ap) // "Employer's"
		}
	}
	if w, ok := prevWord(t, q); ok && w.end == q && (q < k && addressOwners[strings.ToLower(w.text)] || q == k && addressQualifiers[strings.ToLower(w.text)]) {
		for k = w.start; k > 0 && isInlineSpace(t[k-1]); k-- {
		}
	}
	// a section's number: digits and dots, or digits and a bracket
	e := k
	for k > 0 && (isDigit(t[k-1]) || t[k-1] == '.' || t[k-1] == ')') {
		k--
	}
	if k < e && isDigit(t[k]) {
		for k > 0 && isInlineSpace(t[k-1]) {
			k--
		}
	} else {
		k = e
	}
	if k == 0 || t[k-1] == '\n' {
		return k
	}
	return j
}

// addressQualifiers say which address a label names ("Home address:",
// "Postal address:"); addressOwners whose, in the possessive ("Employer's
// address:"); not "Let's address:" or "Chairman's address:", a speech.
var (
	addressQualifiers = set(`home postal delivery billing shipping permanent current previous correspondence mailing residential business work
	registered invoice`)
	addressOwners = set(`employer employee applicant patient customer client tenant landlord owner guardian parent mother father spouse partner
	student child buyer seller sender recipient insured policyholder company firm agent`)
)

// streetFieldWords name the street in a form's label of the street and its
// number: "Trvalý pobyt – ulica, č.:", "Ulice a č. p.:", "Ulica i nr domu:",
// "Street and house number:".
var streetFieldWords = set(`ulica ulice ulicy street straße strasse calle via rue`)

// streetNumberLabel reports a label ending at the colon at c that names a
// street and its number: a line's start up to c, with no digit, six words
// at most, one of streetFieldWords and after it only the words of the
// number and connectors (houseNumberLabels, labelConnectors): "Ulica i nr
// domu", "Trvalý pobyt – ulica, č.", "Ulice, č. p./č. o.", "Straße,
// Hausnr.". Not "Inviata via PEC, protocollo n." or "Wall Street Journal
// subscription number". It returns the label's start.
func streetNumberLabel(t string, c int) (int, bool) {
	// six words fit in 80 bytes; the look back stops there, so that a long
	// line with many colons costs no more per colon
	lo := max(0, c-80)
	nl := strings.LastIndexByte(t[lo:c], '\n')
	if nl < 0 && lo > 0 {
		return 0, false
	}
	ls := lo + nl + 1
	for ls < c && isInlineSpace(t[ls]) {
		ls++
	}
	label := t[ls:c]
	if strings.ContainsAny(label, "0123456789") {
		return 0, false
	}
	words, street, number := 0, false, false
	for p := 0; p < len(label); {
		w, ok := wordAt(label, p)
		if !ok {
			_, sz := utf8.DecodeRuneInString(label[p:]) // "–"
			p += sz
			continue
		}
		words++
		k := strings.ToLower(strings.TrimSuffix(w.text, "."))
		switch {
		case streetFieldWords[k]:
			street, number = true, false
		case street && houseNumberLabels[k]:
			number = true
		case street && labelConnectors[k]:
		default:
			street = false // a word of another kind after the street's
		}
		p = w.end
	}
	return ls, street && number && words <= 6
}

// houseNumberLabels name the house number in the label of a street and its
// number: "č.", "č. p." and "č. o." (popisné, orientační), "nr domu",
// "nr lokalu", "house number", "Hausnummer", "Hausnr.".
var houseNumberLabels = set(`č c p o číslo cislo popisné popisne orientační orientacni súpisné supisne orientačné orientacne nr no number
	nummer hausnummer hausnr house domu lokalu mieszkania numer número numero civico num n name`)

// labelConnectors join the street's word and the number's in such a label.
var labelConnectors = set(`a i and und e y et`)

// scoreField is the score of an address field's value; it beats the street
// found inside it (scoreStreet) and loses to a full address (scoreWithPostal).
const scoreField = 0.7

// fields finds the values of address fields: a label that starts its line,
// a colon, then the rest of the line (or the next line when the label ends
// its own). The value must hold a digit, a street keyword or "s/n", and no
// e-mail or web address.
func fields(t string, out []detect.Match) []detect.Match {
	var parsed []detect.Span // the streets and their parts found, by start (made on the first field)
	for i := 0; ; {
		k := strings.IndexByte(t[i:], ':')
		if k < 0 {
			return out
		}
		c := i + k
		i = c + 1
		// the label starts its line, after a form's section number and a
		// word that says whose or which address it is ("3.2  Employer's
		// address:", "Home address:"), or names a street and its number
		// ("Straße und Hausnummer:", "Ulica i nr domu:"; prevWord reads no
		// word in "č.:")
		j := -1
		lc := c // the label's end, before a form's dot leaders ("Adresse ........ :")
		for lc > 0 && c-lc < 64 && (t[lc-1] == '.' || isInlineSpace(t[lc-1])) {
			lc--
		}
		if c-lc < 4 {
			lc = c // an abbreviation's dot ("Str.:") is the word's
		}
		if w, ok := prevWord(t, lc); ok && fieldLabels[strings.ToLower(w.text)] {
			if k := labelLineStart(t, w.start); k == 0 || t[k-1] == '\n' {
				j = k
			}
		}
		if j < 0 {
			ls, ok := streetNumberLabel(t, c)
			if !ok {
				continue
			}
			j = ls
		}
		s := i
		for s < len(t) && isInlineSpace(t[s]) {
			s++
		}
		if s < len(t) && t[s] == '\r' {
			s++
		}
		if s < len(t) && t[s] == '\n' {
			s++
			for s < len(t) && isInlineSpace(t[s]) {
				s++
			}
		}
		e := strings.IndexByte(t[s:], '\n')
		if e < 0 {
			e = len(t)
		} else {
			e += s
		}
		e = nextFieldAt(t, s, e) // "Domicilio: CALLE DE CUBA 47, 3º-8   Localidad: VALÈNCIA"
		v := strings.TrimRight(t[s:e], " \t\r.")
		if len(v) < 4 || len(v) > 100 || strings.ContainsAny(v, "@") || strings.Contains(v, "http") || strings.Contains(v, "www.") {
			continue
		}
		if n := checkboxLen(v); n > 0 {
			// a box ticked before the value: "Adresse : [X] identique au
			// parent 1" holds no address, "Address: [X] 14 Kingsway, ..."
			// one after the box
			rest := strings.TrimLeft(v[n:], " ")
			if rest == "" || !isDigit(rest[0]) {
				continue
			}
			s += len(v) - len(rest)
			v = rest
		}
		if !fieldValue(v) {
			continue
		}
		if parsed == nil {
			parsed = streetSpans(out)
		}
		if coveredByParts(t, parsed, s, s+len(v)) {
			// "Adresa: Husova 12, Brno": the street and its town, found in
			// parts, are the value
			i = s + len(v)
			continue
		}
		se, ok := unnumberedStreet(t, s, s+len(v))
		if n, f := wordAt(t, s); !ok && f && houseNumberWord(n.text) {
			// "Address: 14 Kingsway, Leicester Forest East, Leicester": a
			// house number and a street without keyword, then its places
			se, ok = islesStreetName(t, n.end)
		}
		if ok {
			// "Address: Barrack Road, Exeter": a street named without a
			// number in an address line, and its town (the line's end
			// confirms the town)
			if e, ok := cityAfterComma(t, s, se); ok && e == s+len(v) {
				out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: se, Score: scoreField, Context: addressContext})
				out = appendParts(out, t, se, e, scoreField)
				i = e
				continue
			}
		}
		if k := strings.LastIndex(v, ", "); k > 0 && knownTown(v[k+2:]) && !leadKeywordAt(t, s) && !dayMonthAt(t, s) {
			// the town after the street's line is a part of its own: "42
			// Marlborough Park South, BELFAST  Postcode: ..." (after a lead
			// keyword's street the form writes its district: "Paseo de la
			// Reforma 476, Juárez" stays whole, see coveredByParts)
			out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: s + k, Score: scoreField, Context: addressContext})
			out = appendParts(out, t, s+k, s+len(v), scoreField)
		} else {
			out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: s + len(v), Score: scoreField, Context: addressContext})
		}
		i = s + len(v)
	}
}

// dayMonthAt reports a day and a month's name at s ("14 March"): a date,
// no street line.
func dayMonthAt(t string, s int) bool {
	d, ok := wordAt(t, s)
	if !ok || !allDigits(d.text) {
		return false
	}
	m, ok := nextWord(t, d.end, false)
	return ok && streetMonths[strings.ToLower(m.text)]
}

// addressPartLabel reports the label of a part of the street line, whose
// value the address field keeps: its number, flat, floor, door or building
// ("Nº:", "Número:", "č.p.:", "Piso:", "Puerta:", "Apt:", "Interno:",
// "Bât:").
func addressPartLabel(label string) bool {
	if label[0] == 'C' && strings.EqualFold(strings.ReplaceAll(strings.ReplaceAll(label, ".", ""), " ", ""), "cp") {
		return false // the Spanish and Mexican "C.P." (código postal), not the Czech "č.p."
	}
	w, ok := wordAt(label, 0)
	if !ok {
		return false
	}
	k := strings.ToLower(strings.TrimSuffix(w.text, "."))
	return houseNumberLabels[k] || numberWords[k] || units[k] || k == "door" || k == "floor" || k == "tür" || k == "etage" || k == "stock"
}

// leadKeywordAt reports a street's lead keyword as the word at s ("Calle",
// "Paseo", "Via").
func leadKeywordAt(t string, s int) bool {
	w, ok := wordAt(t, s)
	return ok && kinds[strings.ToLower(strings.TrimSuffix(w.text, "."))]&kLead != 0
}

// nextFieldAt returns where the next field of a form's line starts in
// [s, e): a column gap (two blanks or a tab) and a label of one to three
// words without a digit and its colon ("   Localidad: VALÈNCIA   C.P.:
// 46006"); e when there is none.
func nextFieldAt(t string, s, e int) int {
	for i := s; i < e; i++ {
		if t[i] != '\t' && !(t[i] == ' ' && i+1 < e && t[i+1] == ' ') {
			continue
		}
		j := i
		for j < e && isInlineSpace(t[j]) {
			j++
		}
		c := strings.IndexByte(t[j:min(e, j+31)], ':') // a label is short: the look stops there
		if c <= 0 {
			i = j
			continue
		}
		label := t[j : j+c]
		if !strings.ContainsAny(label, "0123456789,") && len(strings.Fields(label)) <= 3 && !addressPartLabel(label) {
			return i
		}
		i = j
	}
	return e
}

// streetSpans returns the spans of the streets and their parts in ms, by
// start (never nil).
func streetSpans(ms []detect.Match) []detect.Span {
	sp := []detect.Span{}
	for _, m := range ms {
		if m.Type == "STREET_ADDRESS" || m.Within == "STREET_ADDRESS" {
			sp = append(sp, detect.Span{Start: m.Start, End: m.End})
		}
	}
	slices.SortFunc(sp, func(a, b detect.Span) int { return a.Start - b.Start })
	return sp
}

// coveredByParts reports a street that starts the value [s, e) and parts
// after it that reach its end, with only separators between them.
func coveredByParts(t string, sp []detect.Span, s, e int) bool {
	k := sort.Search(len(sp), func(i int) bool { return sp[i].Start >= s })
	if k == len(sp) || sp[k].Start != s {
		return false
	}
	reach, unknown, places := s, false, 0
	first := k
	for ; k < len(sp) && sp[k].Start < e; k++ {
		if strings.TrimLeft(t[reach:max(reach, sp[k].Start)], " \t,·–-()") != "" {
			return false
		}
		if k > first && !knownTownPart(t, sp[k]) {
			// a door or floor taken for a town ("24, 3, Izq.", "4, 3, D."), a
			// district the form writes with its street ("Paseo de la Reforma
			// 476, Juárez"): the field's value stays whole, unless a second
			// place follows ("27 Hinckley Road, Leicester Forest East,
			// Leicester": a locality and its post town) or the street ends
			// in its trail keyword ("18 Penylan Road, Cardiff")
			if w, ok := wordAt(t, sp[k].Start); !ok || !cityWord(t, w) {
				return false
			}
			unknown = true
		}
		if k > first {
			places++
		}
		reach = max(reach, sp[k].End)
	}
	if unknown && places < 2 && !trailStreet(t, sp[first]) {
		return false
	}
	return reach >= e || strings.TrimLeft(t[reach:e], " \t,·–-()") == ""
}

// trailStreet reports a street line that ends in its trail keyword ("18
// Penylan Road"): the words after its comma are its town, not a district
// the form writes with a lead keyword's street ("Paseo de la Reforma 476,
// Juárez").
func trailStreet(t string, p detect.Span) bool {
	w, ok := prevWord(t, p.End)
	return ok && trailKeywords[w.key] && capitalized(w.text)
}

// knownTownPart reports a part of an address that is a postal code, starts
// with a town of the gazetteer ("Brno", "Praha 2", "Lyon") or is a state's
// or province's code ("Denver, CO 80211").
func knownTownPart(t string, p detect.Span) bool {
	if isDigit(t[p.Start]) {
		return true
	}
	if gazetteer.IsStateCode(t[p.Start:p.End]) {
		return true
	}
	w, ok := wordAt(t, p.Start)
	return ok && utf8.RuneCountInString(w.text) >= 3 && gazetteer.Class(strings.ToLower(strings.TrimSuffix(w.text, ".")))&gazetteer.City != 0
}

// fieldValue reports an address field's value: a digit, "s/n" or a street
// keyword.
func fieldValue(v string) bool {
	if strings.IndexAny(v, "0123456789") >= 0 || strings.Contains(v, "s/n") {
		return true
	}
	for p := 0; p < len(v); {
		w, ok := wordAt(v, p)
		if !ok {
			p++
			continue
		}
		if kinds[strings.TrimSuffix(strings.ToLower(w.text), ".")]&(kLead|kTrail) != 0 {
			return true
		}
		p = w.end
	}
	return false
}

// checkboxLen is the length in bytes of a form's check box that opens v
// ("[X]", "[ ]", "[✓]", "☒", "☑", "☐"), 0 when there is none.
func checkboxLen(v string) int {
	if strings.HasPrefix(v, "[") {
		_, n := utf8.DecodeRuneInString(v[1:])
		if 1+n < len(v) && v[1+n] == ']' {
			return n + 2
		}
		return 0
	}
	for _, b := range [...]string{"☒", "☑", "☐"} {
		if strings.HasPrefix(v, b) {
			return len(b)
		}
	}
	return 0
}
