package address

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Postal codes in running text, outside a full address:
//
//	in Vienna 1010, ...          US  Washington, DC 20500
//	in Costamezzana 43015 in     NL  Amsterdam 1012 AB (4 digits + 2 letters)
//	75002 Paris                  PT  Quinta de São Tiago 3610-114
//	Warszawa 00-238, Praha 120 00
//
// A number shaped like a postal code counts only next to a place: a state
// code, or one to three capitalised words that follow a preposition ("in",
// "at"), a comma or the start of a line, with nothing after the code but
// punctuation or a function word (a quantity is followed by its noun: "in
// Berlin 35000 Menschen").

// scoreInText is the score of a postal code next to a city or state code.
const (
	scoreInText = 0.45
	scoreState  = 0.6
)

// auPostcode reports code, four digits, as a postcode after the
// Australian state: the Northern Territory's and some of the Capital
// Territory's begin with 0 ("Darwin NT 0801"), which fourDigits refuses.
func auPostcode(state, code string) bool {
	if !gazetteer.IsAUState(state) || len(code) != 4 || !allDigits(code) {
		return false
	}
	return code[0] != '0' || state == "NT" || state == "ACT"
}

// auZeroCodeAfterState reports the code at [i, end), four digits starting
// with 0, right after "NT" or "ACT" ("Darwin NT 0801"), which shapeOf
// refuses.
func auZeroCodeAfterState(t string, i, end int) bool {
	if end-i != 4 || t[i] != '0' {
		return false
	}
	w, ok := prevWord(t, i)
	return ok && strings.TrimSpace(t[w.end:i]) == "" && auPostcode(w.text, t[i:end])
}

// notCityBefore are capitalised words that come before a number without being
// a place: "Windows 1010", "Flight 1421", "Rs 50000", "Apollo 13".
var notCityBefore = set(`windows apollo boeing airbus model type flight route highway interstate room suite apt unit box no nr number page
	chapter section article vol volume op opus bwv kv iso din rfc version level gate platform terminal series class mark mk
	psalm symphony resolution act law code form tel phone fax mobile rs usd eur euro euros inr gbp chf sek nok dkk pln czk
	us$ ca$ dm km kg tonnen jahr year years anno ad bc ce bce id ref order invoice account acct pin ext extension lot
	de het een der die das the la le el il los las les un une uno una ein eine seite seiten pages pp p s sp col
	tomo folio hoja libro transit institution branch routing`) // Canada's "Institution 809, Transit 01280"

// afterCode are the words that may follow a postal code in running text.
var afterCode = set(`in and is was for on at to with or from und et y e i w a v na im en`)

// capsLimit bounds the capitalised words taken as a city name.
const capsLimit = 3

// cityBeforeCode reports one to three capitalised words (connectors allowed
// between them) right before the code at i, preceded by a preposition, a
// comma, a colon or the start of a line.
func cityBeforeCode(t string, i int) bool {
	_, ok := cityBefore(t, i)
	return ok
}

// cityBefore is cityBeforeCode; prep reports a preposition before the city
// (not only a comma or the start of a line).
func cityBefore(t string, i int) (prep, ok bool) {
	pos, caps, conn := i, 0, false
	for n := 0; n < capsLimit+2; n++ {
		w, ok := prevWord(t, pos)
		if !ok {
			break
		}
		switch {
		case capitalized(w.text) && !allDigits(w.key):
			if caps == 0 {
				if notCityBefore[strings.ToLower(strings.TrimSuffix(w.text, "."))] {
					return false, false
				}
				if len(w.text) <= 3 && allUpper(w.text) {
					if p, f := prevWord(t, w.start); !f || !capitalized(p.text) || allUpper(p.text) {
						return false, false // an acronym alone: "SAM 26000"
					}
				}
			}
			if strings.HasSuffix(w.text, ".") && len(w.text) > 2 {
				return false, false // an abbreviation: "Tel.", "Nr."
			}
			if kinds[w.key]&(kLead|kTrail) != 0 {
				return false, false // a street, then house numbers: "Paseo de San Vicente 58-182"
			}
			caps++
			conn = false
			if caps > capsLimit {
				return false, false
			}
		case caps > 0 && !conn && connectors[w.key]:
			conn = true // only between capitalised words: "Quinta de São Tiago"
		case caps > 0 && !conn && placePrepositions[w.key]:
			return true, true
		case caps > 0 && !conn && allDigits(w.key) && len(w.key) <= 4 && i-pos < 40 && streetWordBefore(t, w.start) &&
			knownTown(strings.TrimSpace(t[pos:i])):
			// a chat's address without commas, the street, its house
			// number, the town and its code: "holubyho 27 pezinok 90201"
			// (title-cased); not a ranking's "1 Berlin 12500"
			return false, true
		default:
			return false, false
		}
		pos = w.start
	}
	if caps == 0 || conn {
		return false, false
	}
	// the start of the line, or a comma, colon or bracket before the city
	j := pos
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	return false, j == 0 || strings.IndexByte("\n,:;(", t[j-1]) >= 0
}

// streetWordBefore reports a word of letters right before byte i, one
// blank between: a street's name before its house number ("holubyho 27"),
// or a flat's word before its number ("14 m 7"); not a label's colon or a
// list's comma ("Platzierung: 1 Berlin").
func streetWordBefore(t string, i int) bool {
	if i < 2 || t[i-1] != ' ' {
		return false
	}
	w, ok := prevWord(t, i)
	return ok && w.end == i-1 && !allDigits(w.key) && (len(w.text) >= 3 || units[strings.ToLower(w.text)])
}

// allUpper reports a word without lower-case ASCII letters ("SAM",
// "VC-137C").
func allUpper(w string) bool {
	for i := 0; i < len(w); i++ {
		if w[i] >= 'a' && w[i] <= 'z' {
			return false
		}
	}
	return true
}

// placePrepositions come before a city: "in Vienna 1010", "at Bjert 6091".
var placePrepositions = set(`in at near from to of via aus bei nach à en a w we z ze do v ve`)

// codeEndsClause reports that nothing but punctuation, the end of the line
// or a function word follows the code ending at e.
func codeEndsClause(t string, e int) bool {
	if e == len(t) {
		return true
	}
	switch t[e] {
	case ',', ')', ';', '\n', '\r', '?', '!', '"':
		return true
	case '.':
		return e+1 == len(t) || !isDigit(t[e+1])
	case ' ', '\t':
		w, ok := nextWord(t, e, false)
		if !ok {
			k := e
			for k < len(t) && isInlineSpace(t[k]) {
				k++
			}
			return k == len(t) || strings.IndexByte("\n,.;?!(|", t[k]) >= 0 || letterheadSep(t[k:])
		}
		return afterCode[w.key]
	}
	return false
}

// stateBefore reports a US state code right before the code at i: "DC 20500",
// "Washington, DC 20500".
func stateBefore(t string, i int) bool {
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	if j == i || j < 2 || !gazetteer.IsUSState(t[j-2:j]) {
		return false
	}
	if j > 2 && (isLetterByte(t[j-3]) || isDigit(t[j-3])) {
		return false
	}
	return !plateWordBefore(t, j-2)
}

// auStateBefore reports an Australian state's abbreviation right before
// the code at i, after a place's capitalised word or a comma: "Fremantle WA
// 6160", "Perth, WA 6000"; not after a plate word ("rego WA 1234").
func auStateBefore(t string, i int) bool {
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	if j == i {
		return false
	}
	w, ok := prevWord(t, i)
	if !ok || w.end != j || !(gazetteer.IsAUState(w.text) || auStatesAnyCase[strings.ToLower(w.text)]) ||
		w.start > 0 && (isLetterByte(t[w.start-1]) || isDigit(t[w.start-1])) {
		return false
	}
	if plateWordBefore(t, w.start) {
		return false
	}
	k := w.start
	for k > 0 && isInlineSpace(t[k-1]) {
		k--
	}
	if k > 0 && t[k-1] == ',' {
		return true
	}
	p, ok := prevWord(t, w.start)
	return ok && p.end == k && capitalized(p.text) && !allDigits(p.key)
}

// auStatesAnyCase are the Australian states whose codes are no word in any
// of the languages, so that a chat's lower case ("cronulla nsw 2230",
// title-cased by titleLines) names them too; not ACT, SA, WA, NT ("Companies
// Act 2000"), VIC or TAS ("Uncle Vic", Czech "víc" typed without accents).
var auStatesAnyCase = set(`nsw qld`)

// plateWords are vocab's PlateWords: a vehicle's plate named before two
// capitals and five digits makes them a plate ("numer rejestracyjny WA
// 12345", a Warsaw plate), not a US state and its ZIP code.
var plateWords = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.PlateWords })...)

// plateWordBefore reports a plate word as the word before byte i, blanks,
// a colon or a dot between.
func plateWordBefore(t string, i int) bool {
	j := i
	for j > 0 && i-j < 4 && (isInlineSpace(t[j-1]) || t[j-1] == ':' || t[j-1] == '.') {
		j--
	}
	if j == i {
		return false
	}
	k := j
	for k > 0 && (isLetterByte(t[k-1])) {
		k--
	}
	return k < j && plateWords.Match(t[k:j])
}

// postalInText scores a postal-shaped digit run [start, end) from its
// neighbours; 0 when they do not make it a postal code.
func postalInText(t string, start, end int, sh postalShape) float64 {
	if (sh == fiveDigits || sh == zipPlusFour) && stateBefore(t, start) {
		return scoreState
	}
	if sh == fourDigits && auStateBefore(t, start) && (codeEndsClause(t, end) || !yearRange(t[start:start+4])) {
		// "Woolloongabba QLD 4102"; a chat runs on after a code that is no
		// year ("cronulla nsw 2230 moved in aug"), not after a year ("the
		// Service NSW 2024 customer survey")
		return scoreState
	}
	if sh == fourDigits {
		// a year looks the same: only codes outside the years of
		// running text (Vienna 1010, København K 1421)
		// and after a preposition ("in Vienna 1010", not "Power
		// Macintosh 8100" or "Around 1404")
		if yearRange(t[start : start+4]) {
			return 0
		}
		if prep, ok := cityBefore(t, start); !ok || !prep {
			return 0
		}
		if codeEndsClause(t, end) {
			return scoreInText
		}
		return 0
	}
	if cityBeforeCode(t, start) && codeEndsClause(t, end) {
		return scoreInText
	}
	return 0
}

// codeThenCity reports "75002 Paris" at the start of a line or after a comma
// or a preposition: a five-digit code, then a capitalised word that ends the
// clause. A column gap before or after stands for a line's edge when that
// word is a town the gazetteer knows ("26-600 Radom      ul. Lipowa 4").
func codeThenCity(t string, start, end int) bool {
	j := start
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	// a column gap (columnGap) starts a line only before a town the
	// gazetteer knows: amounts and quantities stand in columns too
	// ("Schrauben M6    10000 Stück")
	if j > 0 && strings.IndexByte("\n,:;|", t[j-1]) < 0 && !(j < start && letterheadSepBefore(t[:j])) && !(columnGap(t[j:start]) && townAfter(t, end)) &&
		!quotedLineStart(t[:j]) {
		w, ok := prevWord(t, start)
		// a flat's number or door before a known town: the street line
		// and the code run on in a chat ("14 allee des lilas apt 12 33400
		// talence", "calle delicias 41 2 izq 50017 zaragoza")
		if !ok || !placePrepositions[w.key] && !((allDigits(w.key) || esDoorWords[strings.ToLower(strings.TrimSuffix(w.text, "."))]) && townAfter(t, end)) {
			return false
		}
	}
	w, ok := nextWord(t, end, false)
	// a town in lower case only where the gazetteer knows it: a chat
	// writes "33400 talence"
	if !ok || !capitalized(w.text) && !townAfter(t, end) || allDigits(w.key) || strings.HasSuffix(w.text, ".") {
		return false
	}
	e, last := w.end, strings.ToLower(w.text)
	if x, ok := nextWord(t, e, false); ok && capitalized(x.text) {
		e, last = x.end, strings.ToLower(x.text) // "75002 Saint Denis"
	} else if ok && cityParticles[strings.ToLower(x.text)] {
		if y, ok := nextWord(t, x.end, false); ok && capitalized(y.text) {
			e, last = y.end, strings.ToLower(y.text) // "60385 Frankfurt am Main", "38500 Voiron sur Isère"
		}
	}
	if x, ok := nextWord(t, e, false); ok && strings.EqualFold(x.text, "cedex") {
		e, last = x.end, "cedex"
	}
	if n, ok := nextWord(t, e, false); ok && last == "cedex" && allDigits(n.text) && len(n.text) <= 2 {
		e = n.end // "75886 Paris Cedex 18": a company's own delivery office
	}
	return codeEndsClause(t, e) || columnGap(t[e:]) && townAfter(t, end)
}

// quotedLineStart reports s ending in a quoted e-mail line's opening: one
// or more '>' (blanks between) after a line break or at the start ("> 16129
// Genova" in a reply's quote).
func quotedLineStart(s string) bool {
	i, quotes := len(s), 0
	for i > 0 && (s[i-1] == '>' || isInlineSpace(s[i-1])) {
		if s[i-1] == '>' {
			quotes++
		}
		i--
	}
	return quotes > 0 && (i == 0 || s[i-1] == '\n')
}

// cityParticles join the words of a town's name: "Frankfurt am Main",
// "Châlons-en-Champagne" written with spaces, "Ústí nad Labem".
var cityParticles = map[string]bool{"am": true, "an": true, "im": true, "ob": true, "sur": true, "sous": true,
	"en": true, "de": true, "del": true, "di": true, "nad": true, "pod": true, "upon": true}

// letterheadSep reports a letterhead's separator at the start of s: a
// middle dot or a dash ("Prof.-Ernst-Nathan-Str. 1 · 90419 Nürnberg ·
// Tel.", "1ª planta – 48001 Bilbao").
func letterheadSep(s string) bool {
	return strings.HasPrefix(s, "·") || strings.HasPrefix(s, "–") || strings.HasPrefix(s, "—") || strings.HasPrefix(s, "•")
}

// letterheadSepBefore is letterheadSep for the end of s.
func letterheadSepBefore(s string) bool {
	return strings.HasSuffix(s, "·") || strings.HasSuffix(s, "–") || strings.HasSuffix(s, "—") || strings.HasSuffix(s, "•")
}

// yearRange reports four digits that read as a year of running text,
// 1500 to 2099.
func yearRange(s string) bool {
	v := atoi4(s)
	return v >= 1500 && v < 2100
}

func atoi4(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// nlOrPtPostal reads the Dutch "1012 AB" and the Portuguese "3610-114" after
// a four-digit start at [start, end); it returns the end of the code.
func nlOrPtPostal(t string, start, end int) (int, bool) {
	if end-start == 4 && end+3 <= len(t) && t[end] == ' ' && isUpper(t[end+1]) && isUpper(t[end+2]) &&
		(end+3 == len(t) || !isLetterByte(t[end+3]) && !isDigit(t[end+3])) {
		return end + 3, true
	}
	return 0, false
}

// columnGap reports s starting with a tab or two spaces: the gap between the
// columns of a letterhead or form line ("Damian Sieradzki     ul. Lipowa 4"
// above "26-600 Radom     NIP ...").
func columnGap(s string) bool {
	return len(s) >= 2 && (s[0] == '\t' || s[0] == ' ' && (s[1] == ' ' || s[1] == '\t')) || len(s) == 1 && s[0] == '\t'
}
