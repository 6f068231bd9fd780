package address

import (
	"slices"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// postalShape names the postal-code layouts recognised in digit runs.
type postalShape int

const (
	notPostal    postalShape = iota
	fiveDigits               // DE, FR, ES, IT, US ZIP: 10115, 75002
	threeTwo                 // CZ, SK: 120 00, 811 06
	twoDashThree             // PL: 00-238
	zipPlusFour              // US: 20500-0001
	fourDigits               // AT, CH, BE, NL, DK: 1010 (only inside an address)
	ptShape                  // PT: 3610-114 (only next to a city; not returned by shapeOf)
)

// shapeOf classifies a digit run.
func shapeOf(s string) postalShape {
	switch {
	case len(s) == 5 && allDigits(s):
		return fiveDigits
	case len(s) == 6 && s[3] == ' ' && allDigits(s[:3]) && allDigits(s[4:]):
		return threeTwo
	case len(s) == 6 && s[2] == '-' && allDigits(s[:2]) && allDigits(s[3:]):
		return twoDashThree
	case len(s) == 10 && s[5] == '-' && allDigits(s[:5]) && allDigits(s[6:]):
		return zipPlusFour
	case len(s) == 4 && allDigits(s) && s[0] != '0':
		return fourDigits
	}
	return notPostal
}

// gbPostcode reports the UK layout: outward A9, A99, AA9, AA99, A9A or AA9A,
// a space, inward 9AA.
func gbPostcode(out, in string) bool {
	if len(in) != 3 || !isDigit(in[0]) || !isUpper(in[1]) || !isUpper(in[2]) {
		return false
	}
	n := len(out)
	if n < 2 || n > 4 || !isUpper(out[0]) {
		return false
	}
	i := 1
	if isUpper(out[i]) {
		i++
	}
	if i >= n || !isDigit(out[i]) {
		return false
	}
	i++
	if i < n && (isDigit(out[i]) || isUpper(out[i])) {
		i++
	}
	return i == n
}

// numberLabels are vocab's ReferenceWords and RegistrationWords (stems:
// "rechnung", "faktur", "siret"; under four bytes a whole word, "pwz"): the number right after one is the
// label's, an invoice's, an order's or a doctor's, never a postal code,
// even where the label's capital makes it look like a town before a code.
var numberLabels = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string {
	return append(slices.Clone(l.ReferenceWords), l.RegistrationWords...)
})...)

// referenceBefore reports a numberLabels word right before byte i. The
// stems match as prefixes, so a compound that names an address
// ("Rechnungsanschrift 10115 Berlin"), or a label whose line names one
// before it ("Adresa doručení zásilky 602 00 Brno"), is none.
func referenceBefore(t string, i int) bool {
	w, ok := prevWord(t, i)
	if !ok || !numberLabels.Match(w.text) {
		return false
	}
	// the label's line up to the number, at most 40 bytes back
	from := max(0, i-40)
	if nl := strings.LastIndexByte(t[from:i], '\n'); nl >= 0 {
		from += nl + 1
	}
	low := strings.ToLower(t[from:i])
	for _, a := range addressStems {
		if strings.Contains(low, a) {
			return false
		}
	}
	return true
}

// addressStems mark a label word that names an address.
var addressStems = []string{"anschrift", "adress", "adres", "address", "indirizz", "direcci", "domicil", "wohn"}

// gbLetters reports a UK postcode (gbPostcode) whose letters are also
// those Royal Mail allows in their places: no Q, V or X first, no I, J or Z
// second, none of C, I, K, M, O, V in the inward code ("SN2 1QE", not "A4
// 2CV"). The layout with these letters is the UK's alone, so at the end of a
// clause it is a postcode without a town or a label before it.
func gbLetters(out, in string) bool {
	if strings.IndexByte("QVX", out[0]) >= 0 || isUpper(out[1]) && strings.IndexByte("IJZ", out[1]) >= 0 {
		return false
	}
	return strings.IndexByte("CIKMOV", in[1]) < 0 && strings.IndexByte("CIKMOV", in[2]) < 0
}

// eircode reports the Irish layout: a routing key (a letter and two digits,
// or D6W), a space, and a unique identifier of four letters and digits, all
// letters from Eircode's alphabet (no B, G, I, J, L, M, O, Q, S, U, Z):
// "D06 K2R9", "V94 T9PX", "D6W Y8C2".
func eircode(a, b string) bool {
	if len(a) != 3 || len(b) != 4 || !eircodeLetter(a[0]) ||
		!(isDigit(a[1]) && isDigit(a[2]) || a == "D6W") {
		return false
	}
	for i := 0; i < 4; i++ {
		if !isDigit(b[i]) && !eircodeLetter(b[i]) {
			return false
		}
	}
	return true
}

// eircodeMixed is eircode with letters and digits both in the identifier,
// as most are: "D06 K2R9", not a part number "A12 3456" nor "F16 DATA".
func eircodeMixed(a, b string) bool {
	if !eircode(a, b) {
		return false
	}
	letters := 0
	for i := 0; i < 4; i++ {
		if !isDigit(b[i]) {
			letters++
		}
	}
	return letters > 0 && letters < 4
}

func eircodeLetter(c byte) bool { return c < 0x80 && strings.IndexByte("ACDEFHKNPRTVWXY", c) >= 0 }

// islesPostcode reports a British postcode or an Irish Eircode: the codes
// that end an address of the British Isles after its town.
func islesPostcode(a, b string) bool { return gbPostcode(a, b) || eircode(a, b) }

// irishCounties are the 32 counties of Ireland, as written after "Co." or
// "County" in an address.
var irishCounties = set(`Antrim Armagh Carlow Cavan Clare Cork Derry Londonderry Donegal Down Dublin Fermanagh Galway Kerry
	Kildare Kilkenny Laois Leitrim Limerick Longford Louth Mayo Meath Monaghan Offaly Roscommon Sligo Tipperary Tyrone
	Waterford Westmeath Wexford Wicklow`)

// irishCountyAt reads a county at byte i, "Co. Clare", "Co Cork" or "County
// Kerry", and returns its end.
func irishCountyAt(t string, i int) (int, bool) {
	var k int
	switch {
	case strings.HasPrefix(t[i:], "Co. "):
		k = i + 4
	case strings.HasPrefix(t[i:], "Co "):
		k = i + 3
	case strings.HasPrefix(t[i:], "County "):
		k = i + 7
	default:
		return i, false
	}
	w, ok := wordAt(t, k)
	if !ok || !irishCounties[w.text] {
		return i, false
	}
	return w.end, true
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// postalContext: words that name a postal code, as lower-case stems, and
// the labels of the register and bank numbers of a firm's imprint or a bank
// letter that take the same five digits: "Amtsgericht Köln HRB 45678" (the
// court's town before it reads as a city), "code banque 30004" (the French
// "code" lifts a postal code). Stems of under four bytes match whole words.
var postalContext = &detect.Context{
	Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.PostalWords }),
	Penalty: []string{"hrb", "hra", "handelsregister", "krs", "regon", "rcs", "siren", "siret",
		"rea", "cif", "ičo", "ico", "banque", "guichet", "blz", "bankleitzahl", "abi", "cab"},
}

// Postal finds postal codes. The formats carry no check, so the base score is
// low and context words ("PSČ", "PLZ", "zip code") lift it over thresholds.
type Postal struct{}

func (Postal) Name() string       { return "postal_code" }
func (Postal) Types() []string    { return []string{"POSTAL_CODE"} }
func (Postal) Needs() detect.Need { return detect.NeedDigit }

// postalBase is the score of a postal-shaped number without context.
const postalBase = 0.15

func (Postal) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	if lowerCase(d) {
		// "in barra de carrasco 15000": see titleCase
		return findPostal(detect.NewDoc(titleCase(d.Text), d.Lang), out)
	}
	if t, ok := titleLines(d); ok {
		return findPostal(detect.NewDoc(t, d.Lang), out) // see titleLines
	}
	return findPostal(d, out)
}

func findPostal(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for _, r := range d.DigitRuns() {
		s := t[r.Start:r.End]
		if swissCPBox(t, r.Start, r.End) {
			continue // "CP 112, 1701 Fribourg": the box's number, not a code postal
		}
		// "ZIP: 3520", "zip code is 880", "Postal code: 7412 SL", "CP: 28002"
		if e, ok := labelledPostal(t, r.Start, r.End); ok && d.BoundaryBefore(r.Start) {
			out = append(out, detect.Match{Type: "POSTAL_CODE", Start: r.Start, End: e, Score: scoreLabelled, Context: postalContext})
			continue
		}
		if referenceBefore(t, r.Start) {
			continue // "Rechnung 40713, bitte", "SIRET 12345": a label's number
		}
		if k := strings.LastIndexByte(s, ' '); k > 0 && k <= 4 && allDigits(s[:k]) && shapeOf(s[k+1:]) == fiveDigits &&
			flatWordBefore(t, r.Start) && townAfter(t, r.End) && codeThenCity(t, r.Start+k+1, r.End) {
			// a flat's number run into the code before a known town:
			// "apt 12 33400 talence" is one digit run
			out = append(out, detect.Match{Type: "POSTAL_CODE", Start: r.Start + k + 1, End: r.End, Score: scoreInText, Context: postalContext})
			continue
		}
		if p, ok := prefixedCodeStart(t, r.Start); ok && codeThenCity(t, p, r.End) {
			// "L-5533 Remich", "CH-8001 Zürich", "B-1000 Bruxelles": the
			// country's letter is part of the code
			out = append(out, detect.Match{Type: "POSTAL_CODE", Start: p, End: r.End, Score: scoreInText, Context: postalContext})
			continue
		}
		sh := shapeOf(s)
		if sh == notPostal && len(s) == 8 && s[4] == '-' && allDigits(s[:4]) && allDigits(s[5:]) {
			sh = ptShape // "3610-114": only next to a city
		}
		if sh == notPostal && auZeroCodeAfterState(t, r.Start, r.End) && auStateBefore(t, r.Start) && codeEndsClause(t, r.End) {
			// "Darwin NT 0801"
			out = append(out, detect.Match{Type: "POSTAL_CODE", Start: r.Start, End: r.End, Score: scoreState, Context: postalContext})
			continue
		}
		if sh == notPostal && latamDigits(d, s) && d.BoundaryBefore(r.Start) && d.BoundaryAfter(r.End) &&
			(r.Start == 0 || t[r.Start-1] != '.' && t[r.Start-1] != ',') && codeThenCity(t, r.Start, r.End) {
			// Chile's seven digits, Colombia's six, before the town:
			// "8320000 Santiago", "110111 Bogotá"
			out = append(out, detect.Match{Type: "POSTAL_CODE", Start: r.Start, End: r.End, Score: scoreInText, Context: postalContext})
			continue
		}
		if sh == notPostal || !d.BoundaryBefore(r.Start) || !d.BoundaryAfter(r.End) {
			continue
		}
		if sh == fiveDigits && s[:3] == "000" {
			continue // no country's codes start so low (Rome's 00118, the US's 00501): "Punto de venta: 00003"
		}
		if sh == fourDigits || sh == ptShape {
			// "Vienna 1010", "Amsterdam 1012 AB", "Quinta de São Tiago 3610-114"
			e := r.End
			if sh == fourDigits {
				if ne, ok := nlOrPtPostal(t, r.Start, r.End); ok {
					e = ne
				}
			}
			if r.Start > 0 && (t[r.Start-1] == '.' || t[r.Start-1] == ',' || t[r.Start-1] == '/' || t[r.Start-1] == '-') {
				continue
			}
			score := postalInText(t, r.Start, e, sh)
			if sh == fourDigits && (placeFieldBefore(t, r.Start) || poBoxBefore(t, r.Start)) && codeThenCity(t, r.Start, e) {
				score = scoreLabelled // "Ort: 8001 Zürich", "Postfach\n8021 Zürich"
			} else if sh == fourDigits && score == 0 && e == r.End && !yearRange(s) && townAfter(t, e) && codeThenCity(t, r.Start, e) {
				// before a town the gazetteer knows, after a comma, a line's
				// start or a preposition: "Sàrl, 1004 Lausanne"; not a year:
				// "2014 Toyota Camry"
				score = scoreInText
			}
			if score > 0 {
				out = append(out, detect.Match{Type: "POSTAL_CODE", Start: r.Start, End: e, Score: score, Context: postalContext})
			}
			continue
		}
		// a number glued to '.', ',' or '/' on either side is an amount or a date part
		if r.Start > 0 && (t[r.Start-1] == '.' || t[r.Start-1] == ',' || t[r.Start-1] == '/') ||
			r.End < len(t) && (t[r.End] == '/' || r.End+1 < len(t) && (t[r.End] == '.' || t[r.End] == ',') && isDigit(t[r.End+1])) {
			continue
		}
		score := postalBase
		// a capitalised word right after (a city) makes a postal code likelier
		if w, ok := nextWord(t, r.End, false); ok && capitalized(w.text) && !allDigits(w.key) {
			score += 0.1
		}
		// a city or a state code next to it: "in Vienna 1010", "DC 20500",
		// "75002 Paris"
		if s := postalInText(t, r.Start, r.End, sh); s > score {
			score = s
		} else if (sh == fiveDigits || sh == threeTwo) && scoreInText > score && codeThenCity(t, r.Start, r.End) {
			score = scoreInText
		} else if sh == twoDashThree && scoreInText > score && codeThenCity(t, r.Start, r.End) && townAfter(t, r.End) {
			// "26-600 Radom" in a letterhead: only before a town GeoNames
			// knows, as a range before a capitalised noun reads the same
			// ("10-200 Stück")
			score = scoreInText
		} else if (sh == fiveDigits || sh == threeTwo) && codeEndsClause(t, r.End) && askedForPostal(t, r.Start) {
			score = scoreLabelled
		}
		if (sh == fiveDigits || sh == threeTwo) && placeFieldBefore(t, r.Start) && codeThenCity(t, r.Start, r.End) {
			score = max(score, scoreLabelled) // "Wohnort: 10115 Berlin"
		}
		out = append(out, detect.Match{Type: "POSTAL_CODE", Start: r.Start, End: r.End, Score: score, Context: postalContext})
	}
	// UK postcodes: letter-digit groups such as "SW1A 1AA"
	for _, g := range d.AlnumGroups() {
		for k := 0; k < len(g.Tokens); k++ {
			if a := g.Tokens[k]; argCPA(t[a.Start:a.End]) {
				// "S2000DSR Rosario": the layout is Argentina's alone;
				// before its town or after its label it is one
				score := 0.3
				if labelBefore(t, a.Start) {
					score = scoreLabelled
				} else if codeThenCity(t, a.Start, a.End) || dashThenCapital(t, a.End) {
					score = scoreInText // "piso 2 - C1425BGF - Ciudad Autónoma de Buenos Aires"
				}
				out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: a.End, Score: score, Context: postalContext})
				continue
			}
			// an Eircode after its label, run together or in lower case:
			// "Eircode: D06K2R9", "my eircode is d06 k2r9" (a British
			// postcode in lower case below: "my postcode is sw1a 2aa")
			if a := g.Tokens[k]; a.End-a.Start == 7 && labelBefore(t, a.Start) {
				if x := strings.ToUpper(t[a.Start:a.End]); eircode(x[:3], x[3:]) {
					out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: a.End, Score: scoreLabelled, Context: postalContext})
					continue
				}
			}
			if k+1 == len(g.Tokens) {
				break
			}
			a, b := g.Tokens[k], g.Tokens[k+1]
			if b.Start-a.End != 1 || t[a.End] != ' ' {
				continue
			}
			if x, y := strings.ToUpper(t[a.Start:a.End]), strings.ToUpper(t[b.Start:b.End]); x != t[a.Start:a.End] || y != t[b.Start:b.End] {
				if (eircode(x, y) || gbPostcode(x, y)) && labelBefore(t, a.Start) {
					out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: b.End, Score: scoreLabelled, Context: postalContext})
				}
				continue
			}
			if caPostcode(t[a.Start:a.End], t[b.Start:b.End]) {
				if labelBefore(t, a.Start) {
					out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: b.End, Score: scoreLabelled, Context: postalContext})
				} else if codeEndsClause(t, b.End) {
					// "Mill Village, NS B0J 2H0": the layout alone, at the end
					// of a clause
					out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: b.End, Score: scoreInText, Context: postalContext})
				}
				continue
			}
			if x, y := t[a.Start:a.End], t[b.Start:b.End]; eircode(x, y) {
				// "D06 K2R9": the layout is Ireland's alone; an identifier
				// of letters and digits at the end of a clause is one
				score := 0.3
				if labelBefore(t, a.Start) {
					score = scoreLabelled
				} else if eircodeMixed(x, y) && codeEndsClause(t, b.End) {
					score = scoreInText
				}
				out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: b.End, Score: score, Context: postalContext})
				continue
			}
			if gbPostcode(t[a.Start:a.End], t[b.Start:b.End]) {
				score := 0.3
				if codeEndsClause(t, b.End) && (cityBeforeCode(t, a.Start) || labelBefore(t, a.Start) || gbLetters(t[a.Start:a.End], t[b.Start:b.End])) || aloneOnLine(t, a.Start, b.End) {
					// "London SW1A 1AA.", an address block's last line "SY2
					// 6AE", a chat's answer "14/03/1987 and SN2 1QE"
					score = scoreInText
				}
				out = append(out, detect.Match{Type: "POSTAL_CODE", Start: a.Start, End: b.End, Score: score, Context: postalContext})
			}
		}
	}
	return out
}

// townAfter reports a town the gazetteer knows after end: one or two words
// (GeoNames' towns, gazetteer.IsTown, or its cities, "Warszawa", "Łódź"),
// also as GeoNames writes some without their accents ("bielsko-biala").
func townAfter(t string, end int) bool {
	w, ok := nextWord(t, end, false)
	if !ok {
		return false
	}
	one := strings.ToLower(w.text)
	names := []string{one}
	if x, ok := nextWord(t, w.end, false); ok && capitalized(x.text) {
		names = append(names, one+" "+strings.ToLower(x.text)) // "Nowy Sącz", "Zielona Góra"
	}
	for _, n := range names {
		if knownTown(n) {
			return true
		}
	}
	return false
}

// knownTownEnd returns the end of the longest run of one to five words,
// from the word first on and ending by limit, that knownTown accepts ("nové
// město na moravě", "Praha"), 0 when none does.
func knownTownEnd(t string, first word, limit int) int {
	end, x := 0, first
	for n := 0; n < 5 && x.end <= limit; n++ {
		if knownTown(t[first.start:x.end]) {
			end = x.end
		}
		nx, ok := nextWord(t, x.end, false)
		if !ok {
			break
		}
		x = nx
	}
	return end
}

// districtNumberAfter extends a town ending at end over a district's number
// of one or two digits, by limit ("Praha 6", "praha 2").
func districtNumberAfter(t string, end, limit int) int {
	if d, ok := nextWord(t, end, false); ok && d.end <= limit && len(d.text) <= 2 && allDigits(d.text) {
		return d.end
	}
	return end
}

// knownTown reports a town the gazetteer knows (GeoNames, the listed
// cities), in any case, written without its accents ("krakow") or with an
// umlaut spelled out ("zuerich", "muenchen").
func knownTown(n string) bool {
	n = strings.ToLower(n)
	return listedTown(n) || gazetteer.IsTown(string(lang.AppendFold(nil, n))) || spelledUmlautTown(n)
}

// listedTown reports a lower-case name that GeoNames' towns or the
// gazetteer's cities hold as written.
func listedTown(n string) bool { return gazetteer.IsTown(n) || gazetteer.Class(n)&gazetteer.City != 0 }

// spelledUmlautTown reports a town written with an umlaut spelled out:
// "zuerich", "muenchen"; the spelling is tried at each place alone too, as
// a name may hold both ("neuenbuerg" is Neuenbürg, not "neünbürg").
func spelledUmlautTown(n string) bool {
	if len(n) > 40 {
		return false
	}
	if u := umlauts.Replace(n); u != n && listedTown(u) {
		return true
	}
	tries := 0
	for i := 0; i+1 < len(n) && tries < 4; i++ {
		if n[i+1] != 'e' {
			continue
		}
		var u string
		switch n[i] {
		case 'a':
			u = "ä"
		case 'o':
			u = "ö"
		case 'u':
			u = "ü"
		default:
			continue
		}
		tries++
		if listedTown(n[:i] + u + n[i+2:]) {
			return true
		}
	}
	return false
}

// umlauts writes the umlauts back that a keyboard without them spells out.
var umlauts = strings.NewReplacer("ae", "ä", "oe", "ö", "ue", "ü")

// flatWordBefore reports a flat's or a door's word before the digit run at
// i ("apt 12 33400 talence"): the run's first number is the flat's, not a
// phone's ("Tel. 030 12345 Berlin").
func flatWordBefore(t string, i int) bool {
	w, ok := prevWord(t, i)
	k := strings.ToLower(strings.TrimSuffix(w.text, "."))
	return ok && (units[k] || esDoorWords[k])
}

// aloneOnLine reports t[s:e] as the only text of its line, blanks aside.
// The look stops at a few blanks: a line that has more before or after is
// none.
func aloneOnLine(t string, s, e int) bool {
	i := s
	for i > 0 && s-i < 8 && isInlineSpace(t[i-1]) {
		i--
	}
	if i > 0 && t[i-1] != '\n' {
		return false
	}
	j := e
	for j < len(t) && j-e < 8 && (isInlineSpace(t[j]) || t[j] == '\r') {
		j++
	}
	return j == len(t) || t[j] == '\n'
}

// scoreLabelled is the score of a postal code right after its label.
const scoreLabelled = 0.7

// postalLabels name a postal code right before it, lower case.
var postalLabels = []string{"zip", "zip code", "zipcode", "postal code", "postcode", "post code", "postleitzahl", "plz",
	"eircode", "psč", "cp", "c.p.", "cap", "code postal", "código postal", "codigo postal", "kod pocztowy", "postnummer", "irányítószám",
	// form fields of the code and its town; the Swiss NPA (numéro postal
	// d'acheminement) and NAP (numero d'avviamento postale)
	"plz/ort", "plz / ort", "postleitzahl/ort", "npa", "nap", "npa/localité", "npa / localité", "npa/lieu", "npa / lieu",
	"code postal/localité", "code postal / localité", "cp/localité", "cap/località", "cap / località", "nap/località"}

// placeFields label the town of a form ("Ort: 8001 Zürich", "Localité :
// 1003 Lausanne"): a code then a town after one is a postal code, also of
// four digits, which alone are a year as often.
var placeFields = []string{"ort", "wohnort", "wohnsitz", "sitz", "localité", "localite", "lieu", "domicile",
	"località", "localita", "domicilio", "residenza"}

// placeFieldBefore reports a placeFields label and a colon right before
// byte i.
func placeFieldBefore(t string, i int) bool {
	j := i
	for j > 0 && i-j < 3 && isInlineSpace(t[j-1]) {
		j--
	}
	if j == 0 || t[j-1] != ':' {
		return false
	}
	j--
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	for _, l := range placeFields {
		if j >= len(l) && strings.EqualFold(t[j-len(l):j], l) && (j == len(l) || !isLetterByte(t[j-len(l)-1])) {
			return true
		}
	}
	return false
}

// poBoxBefore reports a post-office box right before byte i, across a
// comma or a line break: "Postfach, 8021 Zürich", "Case postale\n1708
// Fribourg", "Casella postale, 6901 Lugano", "CP 112, 1701 Fribourg".
// Swiss and Austrian firms give the box with or without its number; the
// number after it is the box's postal code.
func poBoxBefore(t string, i int) bool {
	j := i
	for j > 0 && i-j < 4 && (isInlineSpace(t[j-1]) || t[j-1] == ',' || t[j-1] == '\n' || t[j-1] == '\r') {
		j--
	}
	if j == i {
		return false
	}
	w, ok := prevWord(t, j)
	if !ok || w.end != j {
		return false
	}
	if allDigits(w.key) && len(w.key) <= 5 {
		// the box's number: "Postfach 2568, 6002 Luzern", "CP 112, 1701"
		if w, ok = prevWord(t, w.start); !ok || w.text == "CP" {
			return ok
		}
	}
	switch {
	case kinds[w.key]&kPOBox != 0:
		return true
	case w.key == "postale":
		return casePostaleBefore(t, w.start)
	}
	return false
}

// swissCPBox reports the number [start, end) after "CP", the Swiss case
// postale, when a four-digit postal code and its town follow it after a
// comma or on the next line ("CP 112, 1701 Fribourg", "CP 1234\n1211
// Genève 1"): elsewhere "CP" is the code postal itself ("CP : 28002").
func swissCPBox(t string, start, end int) bool {
	if start < 3 || t[start-1] != ' ' || t[start-3:start-1] != "CP" || start > 3 && isLetterByte(t[start-4]) {
		return false
	}
	k := end
	if k < len(t) && t[k] == ',' {
		k++
	}
	if k < len(t) && (t[k] == ' ' || t[k] == '\n') {
		k++
	}
	if k == end || k+6 > len(t) || !allDigits(t[k:k+4]) || t[k+4] != ' ' {
		return false
	}
	w, ok := nextWord(t, k+4, false)
	return ok && capitalized(w.text) && !allDigits(w.key)
}

// labelsByLast indexes postalLabels by their last byte, lower case (ASCII
// bit 0x20 set).
var labelsByLast = func() (m [256][]string) {
	for _, l := range postalLabels {
		c := l[len(l)-1] | 0x20
		m[c] = append(m[c], l)
	}
	return m
}()

// labelBefore reports a postal-code label ending right before byte i:
// "ZIP: ", "zip code is ", "Postal code - ".
func labelBefore(t string, i int) bool {
	j := i
	// a form aligns its values in a column: "Código postal:           4440000"
	for j > 0 && j > i-40 && (isInlineSpace(t[j-1]) || t[j-1] == ':' || t[j-1] == '#' || t[j-1] == '-' || t[j-1] == '=') {
		j--
	}
	if j == i || i-j > 4 && strings.IndexByte(t[j:i], ':') < 0 {
		return false // blanks alone are a column gap only after a colon
	}
	if j > 1 && t[j-1] == ')' {
		j-- // a label in brackets: "Domicilio fiscal (C.P.):  45116"
	}
	if j >= 3 && strings.EqualFold(t[j-3:j], " is") {
		j -= 3
	}
	if j == 0 {
		return false
	}
	ls := labelsByLast[t[j-1]|0x20]
	if len(ls) == 0 {
		return false
	}
	lo := max(0, j-16)
	tail := t[lo:j]
	for _, l := range ls {
		if len(tail) >= len(l) && strings.EqualFold(tail[len(tail)-len(l):], l) {
			k := j - len(l)
			if k == 0 || !isLetterByte(t[k-1]) && (!strings.EqualFold(l, "cap") || labelStarts(t, k)) {
				return true
			}
		}
	}
	return false
}

// labelStarts reports a label at k that opens its line or a field, as
// "cap" must: English "Market cap:" is none, Italian's "CAP: 20121" one
// (French "CP", congés payés, labels an amount, which labelledPostal leaves
// out: "Indemnité CP :   1245,60"). Opening means after
// the line's start, a bracket, a comma, a semicolon, a '|' or a column gap,
// blanks between.
func labelStarts(t string, k int) bool {
	j := k
	for j > 0 && t[j-1] == ' ' {
		j--
	}
	return j == 0 || strings.IndexByte("\n(,;|\t", t[j-1]) >= 0 || k-j >= 2
}

// askedForPostal reports a value at start on a chat turn ("10:15 Client :
// 12/02/1987 et 69003") that answers a question for the postal code on the
// line before ("... et votre code postal ?").
func askedForPostal(t string, start int) bool {
	ls, ok := detect.LineBreakBefore(t, start, 80)
	if !ok || ls <= 0 || !strings.Contains(t[ls:start], ": ") {
		return false
	}
	// the question is at most 200 bytes, trailing blanks aside: a line of
	// more than 1,024 is none (the look-back stops there)
	qs, ok := detect.LineBreakBefore(t, ls, 1024)
	if !ok {
		return false
	}
	q := strings.TrimRight(t[qs+1:ls], " \t")
	if !strings.HasSuffix(q, "?") || len(q) > 200 {
		return false
	}
	for _, l := range postalLabels {
		for i := 0; i+len(l) <= len(q); i++ {
			if strings.EqualFold(q[i:i+len(l)], l) && (i == 0 || !isLetterByte(q[i-1])) &&
				(i+len(l) == len(q) || !isLetterByte(q[i+len(l)])) {
				return true
			}
		}
	}
	return false
}

// labelledPostal accepts, after a label, the postal codes of most countries:
// 3 to 7 digits (IS 101, DK 8200, DE 10115, IN 110001), digits with one dash
// or space (PL 00-238, PT 3610-114, BR 75534-030, US 20500-0001, SE 840 24)
// and NL 1234 AB. It returns the end of the code.
func labelledPostal(t string, start, end int) (int, bool) {
	if !labelBefore(t, start) {
		return 0, false
	}
	if end+1 < len(t) && (t[end] == ',' || t[end] == '.') && isDigit(t[end+1]) {
		return 0, false // an amount: "Indemnité compensatrice CP :   1245,60" (paid leave)
	}
	s := t[start:end]
	a, b, sep := strings.Cut(s, "-")
	if !sep {
		a, b, sep = strings.Cut(s, " ")
	}
	switch {
	case !sep && allDigits(a) && len(a) >= 3 && len(a) <= 7:
		// NL: "7412 SL"
		if len(a) == 4 && end+3 <= len(t) && t[end] == ' ' && isUpper(t[end+1]) && isUpper(t[end+2]) &&
			(end+3 == len(t) || !isLetterByte(t[end+3])) {
			return end + 3, true
		}
		return end, true
	case sep && allDigits(a) && allDigits(b) && len(a) >= 2 && len(a) <= 5 && len(b) >= 2 && len(b) <= 4:
		return end, true
	}
	return 0, false
}

// argCPA reports Argentina's CPA: the province's letter (no I nor O), the
// four digits of the old code, three letters of the block face: "S2000DSR",
// "C1043AAZ".
func argCPA(s string) bool {
	if len(s) != 8 || !isUpper(s[0]) || s[0] == 'I' || s[0] == 'O' || !allDigits(s[1:5]) {
		return false
	}
	return isUpper(s[5]) && isUpper(s[6]) && isUpper(s[7])
}

// latamDigits reports a code of Spanish text in a layout of Spanish-speaking
// Latin America that shapeOf does not know: Chile's seven digits, Colombia's
// six (Mexico's, Peru's and Uruguay's five are fiveDigits).
func latamDigits(d *detect.Doc, s string) bool {
	return (len(s) == 6 || len(s) == 7) && allDigits(s) && s[0] != '0' && d.Language() == "es"
}

// caPostcode reports the Canadian layout A9A 9A9.
func caPostcode(a, b string) bool {
	return len(a) == 3 && len(b) == 3 && isUpper(a[0]) && isDigit(a[1]) && isUpper(a[2]) &&
		isDigit(b[0]) && isUpper(b[1]) && isDigit(b[2])
}

// postalCountryLetters are the letters of the countries whose postal codes
// are written after them and a dash: "L-5533", "CH-8001", "B-1000",
// "F-75001", "A-1010", "D-10115".
var postalCountryLetters = set(`a b ch d f l i e nl fl p`)

// prefixedCodeStart returns the start of a country's letter and dash right
// before the digits at i ("L-5533"), which countryPrefixLen accepts.
func prefixedCodeStart(t string, i int) (int, bool) {
	for n := 2; n <= 3; n++ {
		p := i - n
		if p < 0 || t[i-1] != '-' {
			return 0, false
		}
		if countryPrefixLen(t, p) == n && postalCountryLetters[strings.ToLower(t[p:i-1])] {
			return p, true
		}
	}
	return 0, false
}

// dashThenCapital reports " - " and a capitalised word after byte i: a
// letterhead's hyphen between the code and its town.
func dashThenCapital(t string, i int) bool {
	if !strings.HasPrefix(t[i:], " - ") {
		return false
	}
	w, ok := nextWord(t, i+3, false)
	return ok && capitalized(w.text)
}
