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
// náměstí, ...) or a following postal code and city confirms them. A house
// number may carry a letter (221B, 8/B, "7 B"), a suffix word ("5 bis", "12
// ter", "8 quater"), be a range ("5-7", "Hauptstr. 5 - 7", after a keyword)
// and, before a number-first keyword, take a comma ("5 bis, avenue Jean
// Jaurès"). A square may be named by an adjective before náměstí or
// námestie ("Staroměstské náměstí 1/3"). A street line without its number before a postal
// code and a known town ("avenue Jean Jaurès, 69007 Lyon") is reported with
// the code apart.
//
// A street may be named by its type alone before a postal code ("15,
// Esplanade · L-5533 Remich", "Promenade 159 · 7260 Davos Dorf"); a
// locality may stand between the street and its post town ("27 Hinckley
// Road, Leicester Forest East, Leicester"), each a place of its own; a
// street without a number after a short label or a Welsh street type
// ("Clubhouse: Gooding Avenue, Leicester LE3 1JS", "Ffordd Bersham,
// Wrecsam LL13 7UH") is an address line's street when the town and
// postcode follow on its line.
//
// Streets are often named after a person with initials ("nám. T. G.
// Masaryka 140", "I. P. Pavlova 185/6, 779 00 Olomouc") or a date ("28.
// října 3346/91", "avenue du 8-Mai-1945"); such a line, confirmed by a
// keyword or a postal code, scores above the person or date inside it. A
// Czech or Slovak type word may follow the adjective that names the street
// ("Lannova tř. 63/41", "Štefánikova trieda 21"). A street found once is
// known again without its keyword, in lower case and without diacritics
// ("powstancow slaskich 141/7", see repeatedStreets).
//
// Beyond these, it knows one-word Nordic, Baltic, Dutch and Hungarian street
// names (Koskikatu, Magasinsgatan, Hersnapvej, Populierenstraat, Király u.),
// Austrian staircases and doors (Mariahilfer Straße 45/3/12, 45/Stiege
// 3/Top 12), a flat's number after "č." ("Okružná 1189/41, byt č. 16"),
// an indented line of the postal code and town (a letter's right-hand
// address window), Italian
// keywords with a dot inside (P.za, V.le, C.so, L.go), building numbers
// before the street line, units (Apt., Suite; "Flat 3, 15 Kings Road"), PO
// boxes (P.O. Box, P. O. Box, Postfach 10 02 03, Apartado, Skrytka pocztowa; not
// "artículo 12, apartado 3"), ", City, Country [postal code]" endings, a
// city alone after a comma (", Keflavíkurflugvöllur", ", Ústí nad Labem";
// see city.go), multi-line address blocks, US military addresses
// (PSC/Unit/USS ... APO/FPO/DPO AA 12345), Spanish forms (C/ Gran Vía, 66,
// 2 A; Calle Alcalá, 45, 2º izq.; Avda. Carlos Haya, s/n) and French floors
// ("40 rue de la République, bât. B, 3e étage"), Czech and Slovak streets
// of an adjective and a noun in lower case before a postal code ("Mlynské
// nivy 5/A, 821 09 Bratislava 2") and a Prague district's name after its
// number ("110 00 Praha 1 - Staré Město", a place of its own). Postal codes
// right after a label (ZIP:, CP, PLZ, postal code) take most national
// layouts.
//
// In running text it also takes street corners ("the corner of Dalbraut 99
// and Frederikke Coves"; two streets when each has its keyword), a street
// line without keyword right after an address cue ("lives at Joaquin Suarez
// 2906") or before a unit ("Dalmatinova 43 Apt. 678"), the value of an
// address field of a form ("Domicilio: C/ Sauceda 3. 1A Esquina San Eloy")
// and postal codes next to a city or US state ("in Vienna 1010", "DC
// 20500", "75002 Paris"); see cue.go and postal_text.go. A quoted block
// ("> 228 Ringvej 144\n> Apt. 902") reads like any other. A text written all
// in lower case is read as if its words were capitalised (lower.go).
package address

import (
	"iter"
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// All returns the group's recognizers.
func All() []detect.Recognizer { return []detect.Recognizer{Street{}, Postal{}} }

// leadKeywords come before the street name: "ul. Długa 5", "Via Roma 10",
// "12 rue de la Paix": vocab's StreetLead, and the words of languages vocab
// does not have (Catalan, Portuguese and Galician, Romanian, Croatian,
// Greek), whose addresses are found all the same.
var leadKeywords = union(set(`carrer passeig travessera avinguda
	rua rúa travessa estrada praça calea trg pz crta rruga
	λεωφόρος λεωφ λ οδός οδ πλατεία`), vocab.All(func(l *vocab.Lexicon) []string { return l.StreetLead }))

// trailKeywords follow the street name: "Pennsylvania Ave", "Berliner
// Straße" (vocab's StreetTrail).
var trailKeywords = union(nil, vocab.All(func(l *vocab.Lexicon) []string { return l.StreetTrail }))

// huTrailKeywords follow a street name in Hungarian, written in lower case:
// "Király u. 15.", "Rákóczi út 66.", "Erzsébet tér 19.", "Belgrád rkp. 18.".
var huTrailKeywords = set(`u utca út útja körút krt tér rkp rakpart köz fasor kapu sor sétány`)

// lowerTrailKeywords follow a street name in the Nordic and Baltic languages
// when written as a word of its own, in lower case: "Stensås terrasse 38",
// "Trenerys gate 232", "Luite tee 87", "Merineitsi põik 87". They take the
// place of huTrailKeywords in streetBefore (kHu).
var lowerTrailKeywords = set(`gate vei veien veg vegen allé plass plads terrasse stræde gränd torg tee põik puiestee maantee tänav iela gatvė
	cesta`) // sk/cs "Moldavská cesta 8/B"

// soleStreetWords name a street by themselves, capitalised, in the towns of
// Luxembourg, Switzerland and France: "15, Esplanade", "Promenade 159".
var soleStreetWords = set(`esplanade promenade corniche`)

// soleStreetBefore reads a street named by its type alone before the house
// number at numStart ("Promenade 159 · 7260 Davos Dorf"), which the postal
// code after the number ending at end confirms. It returns the street's
// start.
func soleStreetBefore(t string, numStart, end int) (int, bool) {
	w, ok := prevWord(t, numStart)
	if !ok || !soleStreetWords[strings.ToLower(w.text)] || !capitalized(w.text) || strings.TrimSpace(t[w.end:numStart]) != "" {
		return 0, false
	}
	if _, ok := postalCityAfter(t, end, true); !ok {
		return 0, false
	}
	return w.start, true
}

// numberFirstLead are the lead keywords that may follow the house number:
// "12 rue de la Paix", "86036 Rua do Arenque", "5 Via Roma".
var numberFirstLead = set(`rue avenue boulevard bd av chemin allée place impasse quai route cours passage via calle rua rúa avenida
	villa cité ruelle sentier hameau esplanade faubourg promenade chaussée drève montée parvis traverse
	chem imp rte`) // French abbreviations: "27 chem. des Vignes", "4 imp. du Moulin", "12 rte de Lyon"

// streetSuffixes make one word a street name: "Hauptstraße", "Lindenweg".
// Nordic, Baltic, Dutch, Hungarian and Slavic street names are one word too:
// "Koskikatu", "Magasinsgatan", "Hersnapvej", "Præstevænget", "Skoanveien",
// "Populierenstraat", "Hlíðarvegur", "Fagradalsbraut".
var streetSuffixes = []string{"straße", "strasse", "str", "gasse", "weg", "platz", "allee", "ring", "damm", "ufer",
	"katu", "kuja", "ntie", "gata", "gatan", "vägen", "väg", "veien", "vegen", "vej", "vænget", "gade",
	"vegur", "stræti", "stræde", "braut", "straat", "laan", "steeg", "gracht", "utca", "ulica", "cesta",
	"lände", // Austrian: "Obere Donaulände 15", "Rossauer Lände 3"
	"-rue"}  // "Grand-Rue", "Petite-Rue" (Luxembourg, Switzerland, France)

// lowerSuffixes may end a street name written in lower case ("hersnapvej
// 18"); the short or common ones (str, ring, weg, katu) need a capital.
var lowerSuffixes = []string{"straße", "strasse", "gasse", "platz", "allee", "gatan", "vägen", "veien",
	"vej", "vænget", "gade", "vegur", "stræti", "braut", "straat", "utca", "ulica"}

// connectors may stand inside a street name: "rue de la Paix", "Via dei Mille".
var connectors = set(`de la del di della delle dei degli von der den des du le les y i e am an im zu of the do da dos das los las el nad pod`)

// islesConnector reports a connector inside the name of a British or Irish
// street without keyword, Irish "na" too ("27 Ard na Gréine", "Bóthar na
// Trá"); not in connectors, where the Czech, Slovak and Polish "na" (on)
// would join a sentence's words to a street ("Bydlím na Hlavní 5").
func islesConnector(k string) bool { return connectors[k] || k == "na" }

// directions follow US street names: "Pennsylvania Ave NW".
var directions = set(`N S E W NE NW SE SW`)

// units introduce a flat, suite, building or staircase: "Apt. 864", "Suite
// 200", "appt 14", "bât. B", "Whg. 3", "scala B", "int. 9", "puerta 2".
var units = set(`apt apartment suite ste unit flat fl floor byt m lok lokal
	appt app appartement bât bat bâtiment esc escalier whg wohnung int interno scala piso puerta pta
	bte boîte boite
	stiege stg top tür
	oficina ofic apto apartamento depto dpto departamento interior`) // Austrian staircase and door (atUnits): "Wiener Straße 118/Stiege 2/Top 14", ", Stg. 3, Tür 7"; Latin America: "oficina 602", "apto. 501", "depto. 4"

// atUnits are the Austrian units among units, capitalised as nouns: in
// lower case "top" is another word.
var atUnits = set(`stiege stg top tür`)

// unitNumberWords, with their dot, may stand between a unit's word and its
// number: "byt č. 16" (cs, sk), "Whg. Nr. 3", "Top Nr. 4".
var unitNumberWords = set(`č c nr no`)

// addressCue are vocab's AddressWords, which name an address before it.
var addressCue = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.AddressWords })...)

var addressContext = &detect.Context{Boost: vocab.All(func(l *vocab.Lexicon) []string { return l.AddressWords }), BoostBy: 0.1}

// Street finds street addresses.
type Street struct{}

func (Street) Name() string       { return "street_address" }
func (Street) Types() []string    { return []string{"STREET_ADDRESS", "POSTAL_CODE", "LOCATION"} } // parts.go
func (Street) Needs() detect.Need { return detect.NeedDigit }

// Scores: a street keyword with a house number is good evidence; a postal code
// and city after it make the address near certain. The full address scores as
// high as the NER tagger's best (0.95) so that, on a tie, the engine keeps the
// longer address over the city the tagger finds inside it.
const (
	scoreStreet     = 0.6
	scoreWithPostal = 0.95
	scoreNoKeyword  = 0.8 // "Vinohradská 12, 120 00 Praha": needs the postal code
	scoreNamed      = 0.9 // "41 avenue du 8-Mai-1945": above the date or person inside (personOrDateName)
)

func (Street) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	if lowerCase(d) {
		// see titleCase; the offsets are those of d.Text
		return findStreets(detect.NewDoc(titleCase(d.Text), d.Lang), out)
	}
	if t, ok := titleLines(d); ok {
		return findStreets(detect.NewDoc(t, d.Lang), out) // see titleLines
	}
	return findStreets(d, out)
}

// matchesEnd: the matches of findStreets from out[at] on end by end.
type matchesEnd struct{ at, end int }

func findStreets(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	lastEnd := -1
	base := len(out)
	// ends[i]: the matches out[ends[i].at:ends[i+1].at] end by ends[i].end,
	// which never decreases, so a military address looks only at the
	// matches that may reach it, not at all of them
	var ends []matchesEnd
	seen := map[string]bool{} // the names of the streets found (streetNameKey)
	for _, r := range d.DigitRuns() {
		if !d.BoundaryBefore(r.Start) {
			continue
		}
		num := t[r.Start:r.End]
		if s, ok := militaryBefore(t, r.Start, r.End); ok {
			// it replaces what an earlier run of the block found ("Box 5797")
			i := sort.Search(len(ends), func(i int) bool { return ends[i].end > s })
			k, reach := len(out), r.End
			if i < len(ends) {
				k, reach = ends[i].at, max(reach, ends[len(ends)-1].end)
			}
			kept := out[:k] // out[base:k] ends by s
			for _, m := range out[k:] {
				if m.End <= s || m.Start >= r.End {
					kept = append(kept, m)
				}
			}
			ends = append(ends[:i], matchesEnd{k, reach})
			out = append(kept, detect.Match{Type: "STREET_ADDRESS", Start: s, End: r.End, Score: scoreWithPostal, Context: addressContext})
			lastEnd = r.End
			continue
		}
		if r.Start < lastEnd {
			continue
		}
		numStart, end := r.Start, r.End
		if plateAfter(t, r.End) {
			continue // "Calle 63 # 9-28": the street's own number, its plate after it
		}
		if e := plateEnd(t, r.Start); e > r.End {
			if _, ok := plateSignBefore(t, r.Start); ok {
				end = e // "# 18 Sur-135", "# 18A-35": the plate's quadrant or letter
			}
		}
		box := r.Start >= 9 && t[r.Start-2] == 'h' && postfachNumber(t, r.Start, num) // "Postfach 10 02 03": the whole run
		if k := strings.LastIndexByte(num, ' '); k > 0 && !box && houseNumber(num[:k]) && ordinalSuffixAt(t, r.End) {
			// "225 57th Street", "350 5th Avenue": the house number, then
			// a numbered street
			num, end = num[:k], r.Start+k
		} else if k := strings.IndexByte(num, ' '); k > 0 && !box {
			if _, _, ok := streetBefore(t, r.Start); ok && houseNumber(num[:k]) {
				// "Calle Mayor, 23 45010 Valencia": the house number,
				// then the postal code, in one digit run
				num, end = num[:k], r.Start+k
			} else if k := strings.LastIndexByte(num, ' '); k <= 5 && allDigits(num[:k]) {
				// "1987 74 Diakou Street": a building number and the
				// house number
				numStart, num = r.Start+k+1, num[k+1:]
			}
		}
		// (a postal code of five digits may start with 0: "Via Garibaldi,
		// 00184 Roma", see postalThenTown)
		if _, plate := plateSignBefore(t, r.Start); !box && !houseNumber(num) && !plate && !postalThenTown(t, num, r.End) {
			continue // (a plate's metres may be fewer than its street's number: "# 71-21")
		}
		// a letter glued to the number: 221B, 12a
		if end < len(t) && (t[end] >= 'A' && t[end] <= 'Z' || t[end] >= 'a' && t[end] <= 'z') && (end+1 == len(t) || !isLetterByte(t[end+1])) {
			end++
		}
		// a letter after a slash: "Moldavská cesta 8/B"; an Austrian
		// floor in Roman numerals: "Joanneumring 6/III", "Hauptplatz 3/IV"
		if end+1 < len(t) && t[end] == '/' && isUpper(t[end+1]) && (end+2 == len(t) || !isLetterByte(t[end+2]) && !isDigit(t[end+2])) {
			end += 2
		} else if n := romanFloorAfter(t, end); n > 0 {
			end += n
		}
		// a suffix word or a letter apart: "5 bis", "12 ter", "7 B"
		if end+1 < len(t) && t[end] == ' ' {
			end = numberSuffixAfter(t, end)
		}
		if end+3 < len(t) && (t[end] == ' ' || t[end] == 0xe2) && allDigits(num) {
			end = rangeAfter(t, num, end) // "Hauptstr. 5 - 7", "Herrengasse 18–20"
		}
		if !d.BoundaryAfter(end) {
			continue
		}
		if yearLike(num) && dateBefore(t, numStart) {
			continue // "avenue du 8 Mai 1945.", "17. listopadu 1989": the date's year, no house number
		}
		start, streetEnd, ok := streetBefore(t, numStart)
		lowerName := false
		keyword := ok
		if ok && postalThenTown(t, num, end) {
			// "avenue Jean Jaurès, 69007 Lyon", "Carretera Toledo 28905
			// Getafe": a street without its number, then the postal
			// code and the town
			streetEnd = len(strings.TrimRight(t[:numStart], " ,"))
		} else if ok {
			// Hungarian house numbers take a dot: "Király u. 15."
			if end < len(t) && t[end] == '.' && (end+1 == len(t) || t[end+1] == ' ' || t[end+1] == '\n' || t[end+1] == ',') {
				if w, f := prevWord(t, numStart); f && huTrailKeywords[w.key] {
					end++
				}
			}
			streetEnd = end
		} else if start, streetEnd, ok = streetAfter(t, numStart, end); ok && !cueNameComma(t, numStart, end) {
			keyword = true
		} else if start, ok = soleStreetBefore(t, numStart, end); ok {
			streetEnd, keyword = end, true // "Promenade 159 · 7260 Davos Dorf"
		} else if us, e, ok := islesUnitStreet(t, numStart, end); ok && islesTownAfter(t, e) {
			// "Apt 3, The Maltings, Bray, Co. Wicklow A98 X2Y3": a unit,
			// then a street or a building's name without a number
			start, streetEnd, lowerName = us, e, true
		} else if start, ok = namedStreetBefore(t, numStart); ok && strings.Count(num, "/") < 2 && !strings.Contains(t[numStart:end], "-") {
			// (a staircase and door only after a keyword: "12/3/24" may be a date)
			streetEnd = end // CZ/SK style without keyword; needs a postal code below
		} else if start, ok = czskLowerStreetBefore(t, numStart, d.Lang); ok && !strings.Contains(t[numStart:end], "-") {
			lowerName = true // "Mlynské nivy 5/A": needs a postal code below
			streetEnd = end
		} else if e, ok := islesStreetName(t, end); ok && numStart == r.Start && islesTownAfter(t, e) {
			// "18 Kingsway, Leicester LE3 2PL", "41 Heol y Deri, Cardiff
			// CF14 6HF": a British or Irish street without keyword, which
			// the town and postcode after it confirm
			start, streetEnd, lowerName = numStart, e, true
		} else {
			continue
		}
		if keyword {
			if e, ok := deFloorAfter(t, streetEnd); ok {
				streetEnd = e // "Berger Straße 171, 2. OG rechts"
			} else {
				streetEnd = floorAfter(t, streetEnd)
			}
		}
		// "C. Lewis 80", "K. Spiring 130": a name and a score, not a street,
		// unless a postal code follows ("I. P. Pavlova 185/6, 779 00 Olomouc")
		initials := (initialAt(t, start) || initialBefore(t, start)) && !(keyword && hasLowerSuffix(strings.TrimSpace(t[start:numStart]))) &&
			!strings.HasPrefix(t[start:], "P. O. B")
		if initials && !(!keyword && initialsName(t, start, numStart)) {
			continue
		}
		beforeUnit := streetEnd
		streetEnd = unitAfter(t, streetEnd)
		// a building or lot number before the street line: "28245 Puruntie
		// 82", "9543 1819 St. John Street"
		b := buildingNumberBefore(t, start)
		marked := keyword || streetEnd > beforeUnit || b < start
		full, hasPostal := postalCityAfter(t, streetEnd, keyword)
		if lowerName && !hasPostal || initials && !hasPostal {
			continue
		}
		// a street named after a person with initials or after a date
		// ("nám. T. G. Masaryka 140", "28. října 3346/91", "avenue du
		// 8-Mai-1945"): the keyword or postal code shows the name and the
		// date are the street's, which the name tagger and the dates would
		// take otherwise
		named := (keyword || hasPostal) && personOrDateName(t, start, beforeUnit)
		split := hasPostal // postal code and town: reported in parts (parts.go)
		if !hasPostal && marked {
			// ", Tubize, Belgium", ", Nemesvámos, Hungary 79294"
			full, hasPostal = cityCountryAfter(t, streetEnd, keyword || streetEnd > beforeUnit)
		}
		// an address block over several lines; without a street keyword
		// only when a unit or a building number marks the street line
		if !hasPostal {
			full, hasPostal = blockAfter(t, streetEnd, !marked)
			// a British block, street, town and postcode on their own lines
			// ("17 Lichfield Road\nSutton Coldfield\nB74 2NT"), is in parts
			// like an address on one line; other blocks stay whole (parts.go):
			// presidio_synth_v2 labels its US-style and made-up blocks whole
			split = hasPostal && endsInGBPostcode(t, full) && !countryIn(t, streetEnd, full)
		}
		// "lives at Joaquin Suarez 2906", "his address: 5366 Pivovarská
		// 276": a street line without keyword right after an address cue
		cue := !keyword && !hasPostal && !yearLike(num) && capitalizedAt(t, start) && cueBefore(t, b) && !unitAlone(t, start, numStart, end)
		// "na Údolní 33 v Brně", "z Palackého 45 v Přerově": a Czech or
		// Slovak street named after a preposition
		cue = cue || !keyword && !hasPostal && (d.Lang == "cs" || d.Lang == "sk") && czskStreetInText(t, start, end)
		// "stará je Kukučinova 1187/22", "na pobočce Havířská 1294/2": a
		// Czech or Slovak street named by its adjective or genitive before
		// a descriptive and an orientation number
		cue = cue || !keyword && !hasPostal && (d.Lang == "cs" || d.Lang == "sk") && czskSlashNumber(t, start, numStart, num)
		// a street line in a column of a two-column letterhead, the postal
		// code and town in the same column of the next line: "Na Petřinách
		// 1894/52      Průmyslová 1120/7" over "162 00 Praha 6      272 01
		// Kladno"
		colStart, colEnd, column := 0, 0, false
		if !hasPostal && (keyword || namedLine(t, start, numStart, num)) {
			colStart, colEnd, column = columnPostalBelow(t, start, streetEnd)
		}
		cue = cue || column
		// "Průmyslová 8, Jihlava", "pobočka Pavelčákova 19, Olomouc": a
		// Czech or Slovak street line without keyword before a known town
		cue = cue || !keyword && !hasPostal && (d.Lang == "cs" || d.Lang == "sk") && streetEnd == end &&
			namedLine(t, start, numStart, num) && (knownTownAfterComma(t, end) || czskTownBefore(t, start, end))
		// a unit alone on the next line, where no block was found: "\n
		// Suite 321", "\n> Apt. 902"; the address runs to its end
		ue, unitLine := 0, false
		if !hasPostal {
			_, ue, unitLine = unitLineAfter(t, streetEnd)
		}
		// "Dalmatinova 43 Apt. 678", "4923 Parmova 109\n Suite 380": a
		// unit marks a street line without keyword
		unitMarked := !keyword && !hasPostal && (streetEnd > beforeUnit && markingUnits[unitKey(t, beforeUnit)] || unitLine) &&
			namedLine(t, start, numStart, num)
		named0 := t[start:numStart] // the street's name before its number, for repeatedStreets
		if keyword || hasPostal || cue || unitMarked {
			start = b
		}
		score := scoreStreet
		switch {
		case hasPostal && (marked || named):
			score = scoreWithPostal
		case hasPostal:
			score = scoreNoKeyword
		case named:
			score = scoreNamed
		case !keyword && !cue && !unitMarked:
			continue
		}
		tail := -1 // where the parts after the street line start
		switch {
		case hasPostal:
			if split {
				tail = streetEnd
				full = regionInBrackets(t, full) // a part of its own
			}
			streetEnd = full
		case unitLine:
			// the unit on the next line belongs to the address
			streetEnd = ue
		default:
			if e, ok := cityAfterComma(t, start, streetEnd); ok {
				// "Hauptstraße 5, Berlin", "Dašická 688, Turkovice u Prelouce"
				tail, streetEnd = streetEnd, e
			}
		}
		at := len(out)
		if tail >= 0 {
			out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: tail, Score: score, Context: addressContext})
			out = appendParts(out, t, tail, streetEnd, score)
		} else {
			out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: streetEnd, Score: score, Context: addressContext})
		}
		if column && tail < 0 && !unitLine {
			// the postal code and town in the cell below are the address's
			// parts: "Medvedzie 412      Dátum dodania: ..." over "027 44
			// Tvrdošín      Dátum splatnosti: ..."
			out = appendParts(out, t, colStart, colEnd, score)
		}
		reach := 0
		if len(ends) > 0 {
			reach = ends[len(ends)-1].end
		}
		for _, m := range out[at:] {
			reach = max(reach, m.End)
		}
		ends = append(ends, matchesEnd{at, reach})
		lastEnd = streetEnd
		if k := streetNameKey(named0); k != "" && len(seen) < 16 {
			seen[k] = true
		}
	}
	out = repeatedStreets(d, out, base, seen)
	out = gbBlockLines(t, estates(t, sinNumero(t, unnumberedLines(t, out, base)), base), base)
	return fields(t, corners(t, d.DigitRuns(), out, base))
}

// estateWord reports a word that ends the name of an industrial estate or
// business park on a letterhead's street line: "Unit 12, Millbrook Trading
// Estate" (compared without a lower-case copy: every line start is read).
func estateWord(w string) bool { return strings.EqualFold(w, "estate") || strings.EqualFold(w, "park") }

// unnumberedLines finds a letterhead's street line without a house number,
// which only its town and postal code on the same line confirm: "Barrack
// Road, Exeter EX2 5DW", "Unit 12, Millbrook Trading Estate, Sheffield S9
// 2RX". The line starts with capitalised words (a unit and its number may
// come first) and ends the name in a street keyword or an estate word, then
// a comma.
func unnumberedLines(t string, out []detect.Match, base int) []detect.Match {
	// the matches before the lines' (a line's own end on it, before the
	// next line starts: they overlap no later line's street)
	var found *spanIndex
	for ls := 0; ls < len(t); {
		le := strings.IndexByte(t[ls:], '\n')
		if le < 0 {
			le = len(t)
		} else {
			le += ls
		}
		if s, end, ok := unnumberedLineStreet(t, ls, le); ok {
			if found == nil {
				found = newSpanIndex(out[base:])
			}
			if full, hasPostal := postalCityAfter(t, end, true); hasPostal && full <= le && !found.overlaps(s, end) {
				out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: end, Score: scoreNoKeyword, Context: addressContext})
				out = appendParts(out, t, end, full, scoreNoKeyword)
			}
		}
		ls = le + 1
	}
	return out
}

// unnumberedLineStreet finds the street of a letterhead line without a
// house number: at the line's start, or after its first or second comma
// when a practice's or firm's name opens the line ("Riverside Medical
// Centre, Main Street, Castlebar, Co. Mayo F23 XK76"). It returns the
// street's start and end.
func unnumberedLineStreet(t string, ls, le int) (int, int, bool) {
	if end, ok := unnumberedStreet(t, ls, le); ok {
		return ls, end, true
	}
	// a short label and a colon: "Clubhouse: Gooding Avenue, Leicester
	// LE3 1JS", "Venue: Barrack Road, Exeter EX2 5DW"
	if c := strings.IndexByte(t[ls:min(le, ls+24)], ':'); c > 0 && isLetterByte(t[ls+c-1]) && strings.Count(t[ls:ls+c], " ") < 3 {
		s := ls + c + 1
		for s < le && isInlineSpace(t[s]) {
			s++
		}
		if end, ok := unnumberedStreet(t, s, le); ok {
			return s, end, true
		}
	}
	s := ls
	for n := 0; n < 2; n++ {
		c := strings.IndexByte(t[s:le], ',')
		if c < 0 {
			break
		}
		s += c + 1
		for s < le && isInlineSpace(t[s]) {
			s++
		}
		if end, ok := unnumberedStreet(t, s, le); ok {
			return s, end, true
		}
	}
	return 0, 0, false
}

// welshLeads are the Welsh street types, before the name: "Ffordd
// Bersham", "Heol y Deri", "Stryd Fawr", "Lôn Las" (lower case).
var welshLeads = set(`ffordd heol stryd lôn rhodfa`)

// unnumberedStreet reads the street name of the line [ls, le) up to its
// keyword and a comma (see unnumberedLines).
func unnumberedStreet(t string, ls, le int) (int, bool) {
	if ls >= le || !isUpper(t[ls]) && t[ls] < utf8.RuneSelf {
		return 0, false
	}
	i := ls
	w, ok := wordAt(t, i)
	if ok && markingUnits[w.key] {
		// "Unit 12, ..."
		n, f := nextWord(t, w.end, false)
		if !f || !allDigits(n.key) || n.end >= le || t[n.end] != ',' {
			return 0, false
		}
		i = n.end + 1
	}
	end, names := i, 0
	// a Welsh street type leads the name: "Ffordd Bersham, Wrecsam LL13 7UH"
	lead := ok && end == ls && welshLeads[strings.ToLower(w.text)] && capitalized(w.text)
	for n := 0; n < 5; n++ {
		var x word
		var f bool
		if end == ls {
			x, f = w, ok
		} else {
			x, f = nextWord(t, end, false)
		}
		if !f || x.end > le {
			return 0, false
		}
		switch {
		case (trailKeywords[x.key] || estateWord(x.text)) && capitalized(x.text) && names > 0 && x.end < le && t[x.end] == ',':
			return x.end, true
		case capitalized(x.text) && !allDigits(x.key):
			// a keyword inside the name goes on as a name: "Trafford Park
			// Road", "Station Road Estate"
			names++
			end = possessive(t, x.end)
			if lead && names > 1 && end < le && t[end] == ',' {
				return end, true
			}
		case connectors[x.key] && names > 0:
			end = x.end
		default:
			return 0, false
		}
	}
	return 0, false
}

// spanIndex answers whether a span overlaps matches found before, in
// logarithmic time: a scan of them all per candidate made a text of many
// streets cost quadratic time. It holds the matches it was made from (by
// start, with the largest end so far) and the spans added since, which
// overlap nothing before them (sorted, disjoint: the earlier passes' and
// the current one's, whose spans come in text order).
type spanIndex struct {
	spans       []detect.Span // the first matches, by start
	reach       []int         // reach[i]: the largest end of spans[:i+1]
	added, pass []detect.Span
}

func newSpanIndex(ms []detect.Match) *spanIndex {
	x := &spanIndex{spans: make([]detect.Span, len(ms)), reach: make([]int, len(ms))}
	for i, m := range ms {
		x.spans[i] = detect.Span{Start: m.Start, End: m.End}
	}
	slices.SortFunc(x.spans, func(a, b detect.Span) int { return a.Start - b.Start })
	r := 0
	for i, sp := range x.spans {
		r = max(r, sp.End)
		x.reach[i] = r
	}
	return x
}

// overlaps reports a span of x that overlaps [s, e).
func (x *spanIndex) overlaps(s, e int) bool {
	// of the first matches, those that start before e: does one end after s?
	if i := sort.Search(len(x.spans), func(i int) bool { return x.spans[i].Start >= e }); i > 0 && x.reach[i-1] > s {
		return true
	}
	return disjointOverlap(x.added, s, e) || disjointOverlap(x.pass, s, e)
}

// add records [s, e), which overlaps no span of x and starts after every
// span added since endPass.
func (x *spanIndex) add(s, e int) { x.pass = append(x.pass, detect.Span{Start: s, End: e}) }

// endPass merges the spans added since the last call with the earlier ones.
func (x *spanIndex) endPass() {
	if len(x.pass) > 0 {
		x.added = append(x.added, x.pass...)
		slices.SortFunc(x.added, func(a, b detect.Span) int { return a.Start - b.Start })
		x.pass = x.pass[:0]
	}
}

// disjointOverlap reports a span of sp (disjoint, by start, so by end too)
// that overlaps [s, e): the first one that ends after s.
func disjointOverlap(sp []detect.Span, s, e int) bool {
	i := sort.Search(len(sp), func(i int) bool { return sp[i].End > s })
	return i < len(sp) && sp[i].Start < e
}

// sinNumero finds Spanish streets without a house number: "Avda. Carlos
// Haya, s/n", "Ctra. de Orón s/n". Only a street keyword confirms them.
func sinNumero(t string, out []detect.Match) []detect.Match {
	for i := 0; ; {
		k := strings.IndexByte(t[i:], '/')
		if k < 0 {
			return out
		}
		i += k + 1
		j := i - 1
		if j < 1 || j+1 >= len(t) || t[j-1] != 's' && t[j-1] != 'S' || t[j+1] != 'n' && t[j+1] != 'N' ||
			j >= 2 && isLetterByte(t[j-2]) || j+2 < len(t) && isLetterByte(t[j+2]) {
			continue
		}
		start, _, ok := streetBefore(t, j-1)
		if !ok {
			continue
		}
		end, hasPostal := postalCityAfter(t, j+2, true)
		out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: j + 2, Score: scoreStreet, Context: addressContext})
		if hasPostal {
			// the postal code and the town in parts, as after a numbered
			// street (parts.go): "Avda. Carlos Haya, s/n, 29010 Málaga"
			out = appendParts(out, t, j+2, end, scoreStreet)
		}
	}
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

// wordStarts yields, left to right, each place lead stands in t with no
// letter before it (occurrences do not overlap).
func wordStarts(t, lead string) iter.Seq[int] {
	return func(yield func(int) bool) {
		for i := 0; ; {
			k := strings.Index(t[i:], lead)
			if k < 0 {
				return
			}
			s := i + k
			i = s + len(lead)
			if s > 0 && isLetterByte(t[s-1]) {
				continue
			}
			if !yield(s) {
				return
			}
		}
	}
}

// postalThenTown reports five digits (num, ending at end) followed by a
// town of the gazetteer: a postal code and its town after a street written
// without its number, not a house number ("rue des Lilas 33000 Bordeaux").
//
// After a comma, any town that ends the line or the clause will do:
// "Treffpunkt: Lindenweg, 12345 Musterstadt" (a house number of five digits
// after a comma is rare: "Calle Mayor, 23").
func postalThenTown(t, num string, end int) bool {
	if len(num) != 5 || !allDigits(num) {
		return false
	}
	w, ok := nextWord(t, end, false)
	if !ok || !capitalized(w.text) || allDigits(w.key) {
		return false
	}
	if gazetteer.Class(strings.ToLower(w.text))&gazetteer.City != 0 {
		return true
	}
	s := end - len(num)
	return s >= 2 && t[s-1] == ' ' && t[s-2] == ',' && codeThenCity(t, s, end)
}

// postfachNumber reports a German post-office box number written in groups
// of two or three digits (num, at i) after "Postfach": "Postfach 10 02 03".
func postfachNumber(t string, i int, num string) bool {
	if len(num) < 5 || num[2] != ' ' && num[3] != ' ' || i < 9 || t[i-2] != 'h' {
		return false // not "dd dd..." after "Postfach "
	}
	w, ok := prevWord(t, i)
	if !ok || w.text != "Postfach" && w.text != "postfach" {
		return false
	}
	for _, g := range strings.Split(num, " ") {
		if len(g) < 2 || len(g) > 3 || !allDigits(g) {
			return false
		}
	}
	return true
}

// numberRange reports a range of house numbers a-b: 1-4 digits each, no
// leading zero, b above a, and neither a Polish (00-238, 31-019) nor a
// Portuguese (1000-001) postal code's shape.
func numberRange(a, b string) bool {
	if !allDigits(a) || !allDigits(b) || len(a) > 4 || len(b) > 4 || a[0] == '0' || b[0] == '0' ||
		len(b) == 3 && (len(a) == 2 || len(a) == 4) {
		return false
	}
	return len(b) > len(a) || len(b) == len(a) && b > a
}

// rangeAfter extends a house number a (ending at end) over " - b", a range
// written with blanks ("Hauptstr. 5 - 7"), or with an en dash, as word
// processors set it, with or without blanks ("Herrengasse 18–20", "Hauptstr.
// 5 – 7"), when b is no postal code before its town ("Mühlenweg 3 - 48653
// Coesfeld").
func rangeAfter(t, a string, end int) int {
	j := end
	if j < len(t) && t[j] == ' ' {
		j++
	}
	switch {
	case j > end && strings.HasPrefix(t[j:], "- "):
		j += 2
	case strings.HasPrefix(t[j:], "–"):
		j += len("–")
		if j > end+len("–") { // blanks on both sides or on neither
			if j >= len(t) || t[j] != ' ' {
				return end
			}
			j++
		}
	default:
		return end
	}
	if j >= len(t) || !isDigit(t[j]) {
		return end
	}
	k := j
	for k < len(t) && isDigit(t[k]) {
		k++
	}
	if !numberRange(a, t[j:k]) || k < len(t) && (isLetterByte(t[k]) || t[k] == ' ' && k+1 < len(t) && isLetterByte(t[k+1])) {
		return end
	}
	return k
}

// numberSuffixAfter extends a house number ending at end over a suffix
// word of French, Italian or Spanish ("5 bis", "12 ter", "8 quater") or a capital letter written apart
// ("Lindenallee 7 B", "12 B rue Victor Hugo"); the letter only before a
// comma, a line break, the text's end or a number-first keyword, so that a
// word after the number ("5 A Milano") stays out.
func numberSuffixAfter(t string, end int) int {
	j := end + 1
	if j >= len(t) || t[end] != ' ' {
		return end
	}
	if isUpper(t[j]) {
		k := j + 1
		if k == len(t) || t[k] == ',' || t[k] == '\n' {
			return k
		}
		if t[k] == ' ' {
			if w, ok := nextWord(t, k, false); ok && numberFirstLead[w.key] {
				return k
			}
		}
		return end
	}
	if t[j] != 'b' && t[j] != 't' && t[j] != 'q' { // bis, ter, quater: most words fail here
		return end
	}
	k := j
	for k < len(t) && t[k] >= 'a' && t[k] <= 'z' && k-j < 7 {
		k++
	}
	if w := t[j:k]; (w == "bis" || w == "ter" || w == "quater") && (k == len(t) || !isLetterByte(t[k]) && !isDigit(t[k])) {
		return k
	}
	return end
}

// houseNumber accepts 1-5 digits, optionally "/digits" (CZ 1234/56, PL 5/3)
// or an Austrian staircase and door, "/digits/digits" (45/3/12), or a range
// of house numbers ("5-7", "10-12", see numberRange).
func houseNumber(s string) bool {
	if a, b, dash := strings.Cut(s, "-"); dash {
		return numberRange(a, b)
	}
	a, b, slash := strings.Cut(s, "/")
	if !allDigits(a) || len(a) > 5 || a[0] == '0' {
		return false
	}
	if !slash {
		return true
	}
	if c, d, ok := strings.Cut(b, "/"); ok {
		return allDigits(c) && len(c) <= 3 && allDigits(d) && len(d) <= 3
	}
	return allDigits(b) && len(b) <= 4
}

// streetBefore finds "keyword Name Name" (or "Nameстрасse") ending right
// before the house number at i, optionally with a comma ("Via Roma, 10").
func streetBefore(t string, i int) (start, end int, ok bool) {
	j := i
	// "nº 2", "No. 654", "n.o 119", "Nr. 5"
	if h, ok := numberSignBefore(t, j); ok {
		// "Carrera 14 # 22-35", "Calle 72A N.º 10-07": the keyword and the
		// street's own number before the sign; a house number after it
		// too: "Calle 47 N.º 863" (La Plata), "Calle 5 No. 123"
		w, f := prevWord(t, h)
		if f && quadrantWord(w.text) {
			w, f = prevWord(t, w.start) // "Calle 45 Sur # 12-34"
		}
		if f && len(w.text) <= 4 && isDigit(w.text[0]) {
			if k, f := prevWord(t, w.start); f && kinds[k.key]&kLead != 0 {
				return k.start, i, true
			}
		}
	}
	if j >= 4 && t[j-4:j] == "n.o " {
		j -= 4
	} else if numberWordEnd(t, j) {
		if w, f := prevWord(t, j); f && numberWords[w.key] {
			j = w.start
		}
	} else if h, ok := plateSignBefore(t, j); ok {
		j = h
	}
	comma := false
	if k := strings.TrimRight(t[:j], " \t"); strings.HasSuffix(k, ",") {
		j, comma = len(k)-1, true
	}
	names, lower := 0, 0
	pos := j
	after := ""        // the word after w (the one read before it)
	afterConn := false // that word is a connector ("des", "der")
	// up to eight words: "Gran Vía de Don Diego López de Haro 45" has seven
	for n := 0; n < 8; n++ {
		w, found := prevWord(t, pos)
		if !found {
			return 0, 0, false
		}
		kind := kinds[w.key] // one map look-up for every word set
		if streetMonths[strings.ToLower(w.text)] {
			if ds, ok := dayBefore(t, w.start); ok {
				// a day and its month in the street's name, the month in
				// lower case too: "ul. 29. augusta 5", "nám. 14. října
				// 1307/2", "Ulica 1. mája 12", "Straße des 17. Juni 135"
				names++
				pos, after, afterConn = ds, t[ds:w.start], false
				continue
			}
		}
		if kind&kTrail != 0 && names > 0 && afterConn && capitalized(w.text) && (kind&kConnector == 0) {
			// a German street named by its keyword, an article and a
			// name: "Straße des 17. Juni 135", "Platz der Republik 1"
			return w.start, i, true
		}
		afterConn = kind&kConnector != 0
		if names > 0 && (len(w.text) <= 4 && dayWord(w.text) && streetMonths[strings.ToLower(after)] || datedName(w.text)) {
			// a date in the street's name: "ul. 3 Maja 15", "Corso 22
			// Marzo 10", "Straße des 17. Juni 135", "avenue du
			// 8-Mai-1945": the day is part of the name
			names++
			pos, after = w.start, w.text
			continue
		}
		if kind&kConnector == 0 {
			after = w.text // "Calle 2 de Mayo 5": the month after the connector
		}
		if names > 0 && w.start >= 2 && t[w.start-1] == '.' {
			if s, ok := itDottedLead(t, w); ok {
				return s, i, true // "P.za Duomo 3", "V.le Europa 22", "C.so Italia 5"
			}
		}
		if names > 0 && strings.HasSuffix(w.text, ".") && !capitalized(w.text) && streetTitles[strings.TrimSuffix(w.text, ".")] {
			// "ul. ks. Jałowego 9/3", "al. gen. Andersa 5": a rank or
			// title in lower case before the person's name (a capitalised
			// one, "nám. Dr. Beneše", reads as a name)
			pos = w.start
			continue
		}
		switch {
		case kind&kLead != 0 && (names > 0 || czskTypeAfter[w.key]):
			if lower > 0 && !(lowerNameLead[w.key] && capitalized(w.text)) {
				return 0, 0, false
			}
			if names == 0 {
				// "Staroměstské náměstí 1/3", "Lannova tř. 63/41",
				// "Štefánikova trieda 21": the square or avenue named by
				// an adjective before it
				if p, f := prevWord(t, w.start); f && czskAdjective(p.text) {
					return p.start, i, true
				}
				if w.key != "nám" && w.key != "náměstí" && w.key != "námestie" {
					return 0, 0, false // "třída 5": a school's class
				}
			}
			if (w.key == "vía" || w.key == "via") && w.start >= 5 && t[w.start-5:w.start] == "Gran " {
				return w.start - 5, i, true // "Gran Vía de Don Diego López de Haro 45", "Gran Via de les Corts Catalanes 585"
			}
			return w.start, i, true
		case kind&kTrail != 0 && n == 0 && capitalized(w.text):
			// "Berliner Straße 5": take the capitalised words before it
			s := w.start
			for m := 0; m < 3; m++ {
				p, f := prevWord(t, s)
				if f && kinds[p.key] == 0 && addressCue.Match(p.text) {
					break // "Neue Adresse Wiener Straße 5": the cue is no part of the name
				}
				if !f || !capitalized(p.text) || leadKeywords[p.key] {
					if f && leadKeywords[p.key] {
						s = p.start
					}
					break
				}
				s = p.start
			}
			if s == w.start {
				return 0, 0, false // "Platz 1" (a rank), "St 5": no street name
			}
			return s, i, true
		case n == 0 && hasStreetSuffix(w.text) && (capitalized(w.text) || hasLowerSuffix(w.text)):
			if p, f := prevWord(t, w.start); f && (placeAdjective(t, p, w.start) || deStreetAdjectives[strings.ToLower(p.text)] && capitalized(p.text) && t[p.end:w.start] == " ") {
				// "Landstraßer Hauptstraße 12/3", "Wiedner Hauptstraße 5",
				// "Obere Donaulände 15"
				return p.start, i, true
			}
			return titleBefore(t, w.start), i, true
		case n == 0 && kind&kHu != 0 && w.key != "":
			// "Király u. 15.", "Hegedûs Gyula utca 76.": one or two names before
			s := w.start
			if w.key == "gate" {
				// Norwegian: a name in the genitive, "Karl Johans gate 5",
				// not "Heathrow gate 5"
				if p, f := prevWord(t, s); !f || !strings.HasSuffix(p.text, "s") {
					return 0, 0, false
				}
			}
			for m := 0; m < 3; m++ {
				p, f := prevWord(t, s)
				if !f || allDigits(p.key) {
					break
				}
				if !capitalized(p.text) {
					// a title in lower case inside the name: "Árpád
					// fejedelem útja 62.", "Dózsa György út"
					q, f2 := prevWord(t, p.start)
					if m > 0 || !f2 || !capitalized(q.text) || allDigits(q.key) || len(p.text) < 4 || kinds[p.key] != 0 ||
						!huTrailKeywords[w.key] || w.key == "u" {
						break
					}
					s = q.start
					m++
					continue
				}
				s = p.start
			}
			if s == w.start {
				return 0, 0, false
			}
			return s, i, true
		case n == 0 && w.key == "box":
			// "P.O. Box 255", "PO Box 12"
			if s, ok := poBefore(t, w.start); ok {
				return s, i, true
			}
			return 0, 0, false
		case n == 0 && comma && (w.key == "box" || w.key == "pocztowa" || w.key == "postale" || kind&kPOBox != 0):
			// "Postfach, 8021 Zürich", "Case postale, 1919 Martigny": a
			// box without its number, then the postal code
			return 0, 0, false
		case n == 0 && w.key == "pocztowa" && skrytkaBefore(t, w.start):
			// "Skrytka pocztowa 12": a Polish PO box
			p, _ := prevWord(t, w.start)
			return p.start, i, true
		case n == 0 && w.key == "postale" && casePostaleBefore(t, w.start):
			// "Case postale 104", "Casella postale 12": a Swiss or Italian
			// PO box
			p, _ := prevWord(t, w.start)
			return p.start, i, true
		case n == 0 && kind&kPOBox != 0:
			if numberBefore(t, w.start, ',') {
				return 0, 0, false // "artículo 12, apartado 3": a paragraph of a law
			}
			return w.start, i, true // "Postbox 21", "Postfach 10 02 03"
		case capitalized(w.text) && !allDigits(w.key):
			names++
		case lower < 3 && len(w.text) >= 3 && kind&kConnector == 0 && !allDigits(w.key) && !capitalized(w.text) && isLetterByte(w.text[0]) &&
			(lower > 0 || lowerLeadNear(t, w.start)):
			// "Calle puente cesures, 16", "Av. Rios rosas 26": names in
			// lower case, accepted after Calle, Avenida, ... only
			names++
			lower++
		case kind&kConnector != 0 && names > 0:
		default:
			return 0, 0, false
		}
		pos = w.start
		if names > 0 {
			// "Via dell'Industria 22", "Piazza dell’Unità 3": the article
			// elided before the name
			pos = elidedArticleBefore(t, pos)
		}
		// "C/ Gran Vía, 66": the Spanish abbreviation of calle
		if names > 0 && pos >= 2 && t[pos-1] == ' ' && t[pos-2] == '/' || names > 0 && pos >= 1 && t[pos-1] == '/' {
			k := pos - 1
			if t[k] == ' ' {
				k--
			}
			if k >= 1 && (t[k-1] == 'C' || t[k-1] == 'c') && (k == 1 || !isLetterByte(t[k-2])) {
				return k - 1, i, true
			}
		}
	}
	return 0, 0, false
}

// initialsName reports a street's name of one to three initials and a
// capitalised name between start and the house number at i: "I. P.
// Pavlova", "M. R. Štefánika".
func initialsName(t string, start, i int) bool {
	n := 0
	for w := range wordsIn(t, start, i) {
		if !initialWord(w.text) {
			return n > 0 && n <= 3 && capitalized(w.text) && utf8.RuneCountInString(w.text) >= 3
		}
		n++
	}
	return false
}

// initialWord reports a name's initial with its dot: "T.", "Š.".
func initialWord(w string) bool {
	return strings.HasSuffix(w, ".") && initialLetter(w[:len(w)-1])
}

// personOrDateName reports, in the street line t[start:i] (its units left
// out), the initials of a person before a name ("T. G. Masaryka") or a day
// and a month ("28. října", "8-Mai-1945", "3 Maja") in the street's name.
func personOrDateName(t string, start, i int) bool {
	prev := word{}
	for w := range wordsIn(t, start, i) {
		switch {
		case datedName(w.text):
			return true
		case initialWord(prev.text) && capitalized(w.text) && !initialWord(w.text):
			return true
		case streetMonths[strings.ToLower(w.text)]:
			if _, ok := dayBefore(t, w.start); ok {
				return true
			}
		}
		prev = w
	}
	return false
}

// wordsIn yields the words of t[s:e] (a street line's few words), left
// to right; an initial keeps its dot ("T.").
func wordsIn(t string, s, e int) iter.Seq[word] {
	return func(yield func(word) bool) {
		for k := s; k < e; {
			c := t[k]
			if c < utf8.RuneSelf && !asciiAlnum[c] {
				k++
				continue
			}
			w, ok := wordAt(t, k)
			if !ok {
				_, sz := utf8.DecodeRuneInString(t[k:])
				k += sz
				continue
			}
			if w.end < e && t[w.end] == '.' && initialLetter(w.text) {
				w.end, w.text = w.end+1, t[w.start:w.end+1]
			}
			if w.end > e || !yield(w) {
				return
			}
			k = w.end
		}
	}
}

// dateBefore reports a day and a month right before i: "8 Mai ", "17.
// listopadu ".
func dateBefore(t string, i int) bool {
	w, ok := prevWord(t, i)
	if !ok || !streetMonths[strings.ToLower(w.text)] {
		return false
	}
	_, ok = dayBefore(t, w.start)
	return ok
}

// streetNameKey returns the name of a street line before its house number
// without its keyword, folded (lower case, no diacritics: "ul. Powstańców
// Śląskich " → "powstancow slaskich"), or "" when it has a keyword only
// or a name too short to know it again.
func streetNameKey(line string) string {
	var b []byte
	for w := range wordsIn(line, 0, len(line)) {
		if len(b) == 0 && kinds[w.key]&kLead != 0 {
			continue
		}
		if numberWords[w.key] || allDigits(w.key) {
			break
		}
		if len(b) > 0 {
			b = append(b, ' ')
		}
		b = lang.AppendFold(b, w.text)
	}
	if len(b) < 6 {
		return ""
	}
	return string(b)
}

// repeatedStreets takes a street named again without its keyword, as a
// chat's writer types it ("ul. Powstańców Śląskich 141 m. 7, 53-138
// Wrocław" ... "sorry, powstancow slaskich 141/7"): one to three words
// right before a house number that fold to the name of a street found in
// the same text (seen). Each digit run is read once.
func repeatedStreets(d *detect.Doc, out []detect.Match, base int, seen map[string]bool) []detect.Match {
	if len(seen) == 0 {
		return out
	}
	t := d.Text
	x := newSpanIndex(out[base:])
	var b []byte
	for _, r := range d.DigitRuns() {
		if !d.BoundaryBefore(r.Start) || !d.BoundaryAfter(r.End) || !houseNumber(t[r.Start:r.End]) || x.overlaps(r.Start, r.End) {
			continue
		}
		pos, start := r.Start, -1
		var ws []word
		for n := 0; n < 3; n++ {
			w, ok := prevWord(t, pos)
			if !ok || allDigits(w.key) {
				break
			}
			ws, pos = append(ws, w), w.start
		}
		for n := len(ws); n > 0 && start < 0; n-- {
			b = b[:0]
			for k := n - 1; k >= 0; k-- {
				if k < n-1 {
					b = append(b, ' ')
				}
				b = lang.AppendFold(b, ws[k].text)
			}
			if seen[string(b)] {
				start = ws[n-1].start
			}
		}
		if start < 0 || x.overlaps(start, r.End) {
			continue
		}
		// its flat or unit with it, as where it was named in full:
		// "Renovación de contrato – Amores 1412, depto. 302"
		end := unitAfter(t, r.End)
		if end > r.End && x.overlaps(start, end) {
			end = r.End
		}
		out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: end, Score: scoreStreet, Context: addressContext})
	}
	return out
}

// czskTypeAfter are the Czech and Slovak street types that may follow the
// adjective naming the street ("Staroměstské náměstí", "Lannova tř.",
// "Štefánikova trieda", "Masarykovo nábřeží") as well as lead the name
// ("nám. Míru", "tř. Svobody"): vocab's Czech and Slovak StreetLead.
var czskTypeAfter = func() map[string]bool {
	cs, _ := vocab.Of("cs")
	sk, _ := vocab.Of("sk")
	return union(union(nil, cs.StreetLead), sk.StreetLead)
}()

// streetMonths are the months' names of the eight languages, lower case
// (nominative and genitive): a street named after a date holds one ("3
// Maja", "XX Settembre", "17. Juni").
var streetMonths = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		for _, ns := range [][12]string{lx.Months, lx.MonthsGen, lx.MonthsVariant} {
			for _, n := range ns {
				if n != "" {
					m[strings.ToLower(n)] = true
				}
			}
		}
	}
	return m
}()

// dayNumber reports a day of one or two digits, a dot after it or not
// ("3", "17.").
func dayNumber(w string) bool {
	w = strings.TrimSuffix(w, ".")
	return len(w) >= 1 && len(w) <= 2 && allDigits(w)
}

// datedName reports a day and a month joined by hyphens, a year or not,
// as one word of a street's name: "8-Mai-1945", "4-Septembre".
func datedName(w string) bool {
	if w == "" || !isDigit(w[0]) || strings.IndexByte(w, '-') < 0 {
		return false
	}
	parts := strings.Split(strings.ToLower(w), "-")
	if len(parts) < 2 || len(parts) > 3 || len(parts[0]) > 4 || !dayWord(parts[0]) || !streetMonths[parts[1]] {
		return false
	}
	return len(parts) == 2 || len(parts[2]) == 4 && allDigits(parts[2])
}

// dayBefore reports a day of one or two digits, a dot after it or not,
// right before the word at i ("17. Juni", "3 Maja"), and returns its start.
func dayBefore(t string, i int) (int, bool) {
	j := i
	if j == 0 || t[j-1] != ' ' {
		return 0, false
	}
	j--
	j -= ordinalMark(t[:j])
	if j > 0 && t[j-1] == '.' {
		j--
	}
	k := j
	for k > 0 && j-k < 3 && isDigit(t[k-1]) {
		k--
	}
	if n := j - k; n < 1 || n > 2 || k > 0 && (isLetterByte(t[k-1]) || isDigit(t[k-1]) || t[k-1] == '.' || t[k-1] == '/') {
		return 0, false
	}
	return k, true
}

// ordinalMark returns the length of the ordinal mark that ends s after a
// day's digits ("1º", "1°", "1ª", the French "1er"), 0 when there is none.
func ordinalMark(s string) int {
	for _, m := range []string{"º", "°", "ª"} {
		if strings.HasSuffix(s, m) && len(s) > len(m) && (isDigit(s[len(s)-len(m)-1]) || s[len(s)-len(m)-1] == '.') {
			return len(m)
		}
	}
	if strings.HasSuffix(s, "1er") && (len(s) == 3 || !isDigit(s[len(s)-4]) && !isLetterByte(s[len(s)-4])) {
		return 2
	}
	return 0
}

// dayWord reports a day as a word of a street's name: one or two digits, a
// dot or an ordinal mark after them or not ("3", "17.", "1er", "1º").
func dayWord(w string) bool {
	return dayNumber(w[:len(w)-ordinalMark(w)])
}

// datedWords reports a day (x) and a month written apart, a year of four
// digits after them or not, as words of a street's name ("8 Mai 1945",
// "14 Juillet"), and returns where they end.
func datedWords(t string, x word) (int, bool) {
	if len(x.text) > 4 || !dayWord(x.text) {
		return 0, false
	}
	m, ok := nextWord(t, x.end, false)
	if !ok || !streetMonths[strings.ToLower(m.text)] {
		return 0, false
	}
	if y, ok := nextWord(t, m.end, false); ok && len(y.text) == 4 && allDigits(y.text) && !followedByDigitSep(t, y.end) {
		return y.end, true
	}
	return m.end, true
}

// elidedArticles are the Italian and French articles and prepositions
// elided before a name with an apostrophe, lower case.
var elidedArticles = set(`l d dell dall nell sull all coll pell`)

// elidedArticleBefore returns the start of an elided article glued by an
// apostrophe to the word starting at i ("dell'Industria", "dell’Unità"), or
// i when there is none.
func elidedArticleBefore(t string, i int) int {
	k := i
	switch {
	case k >= 1 && t[k-1] == '\'':
		k--
	case k >= 3 && t[k-3:k] == "’":
		k -= 3
	default:
		return i
	}
	s := k
	for s > 0 && (t[s-1]|0x20 >= 'a' && t[s-1]|0x20 <= 'z') {
		s--
	}
	if s == k || s > 0 && isLetterByte(t[s-1]) || !elidedArticles[strings.ToLower(t[s:k])] {
		return i
	}
	return s
}

// skrytkaBefore reports "Skrytka" as the word before i.
// timeHourBefore reports a time's hour before the minutes at byte i: "18 h
// 12", "18h 12".
func timeHourBefore(t string, i int) bool {
	p, ok := prevWord(t, i)
	if !ok {
		return false
	}
	w := strings.ToLower(p.text)
	if w == "h" {
		q, ok := prevWord(t, p.start)
		return ok && allDigits(q.text) && len(q.text) <= 2
	}
	return len(w) >= 2 && len(w) <= 3 && w[len(w)-1] == 'h' && allDigits(w[:len(w)-1])
}

// romanFloorAfter returns the length of "/II" to "/X", a floor in Roman
// numerals after a house number at byte i ending its word, or 0.
func romanFloorAfter(t string, i int) int {
	if i >= len(t) || t[i] != '/' {
		return 0
	}
	j := i + 1
	for j < len(t) && j-i <= 4 && (t[j] == 'I' || t[j] == 'V' || t[j] == 'X') {
		j++
	}
	if j-i < 3 || j-i > 4 || j < len(t) && (isLetterByte(t[j]) || isDigit(t[j])) {
		return 0
	}
	return j - i
}

// casePostaleBefore reports "Case" or "Casella" as the word before byte i.
func casePostaleBefore(t string, i int) bool {
	p, ok := prevWord(t, i)
	return ok && (p.key == "case" || p.key == "casella")
}

func skrytkaBefore(t string, i int) bool {
	p, ok := prevWord(t, i)
	return ok && (p.text == "Skrytka" || p.text == "skrytka")
}

// itDottedLead reads an Italian street keyword abbreviated with a dot
// inside it, of which w is the part after the dot: P.za, P.zza (piazza),
// P.le (piazzale), V.le (viale), V.lo (vicolo), C.so (corso), L.go (largo).
func itDottedLead(t string, w word) (int, bool) {
	s := w.start - 2
	if s > 0 && isLetterByte(t[s-1]) {
		return 0, false
	}
	var ok bool
	switch c := t[s] | 0x20; w.text {
	case "za", "zza":
		ok = c == 'p'
	case "le":
		ok = c == 'p' || c == 'v'
	case "lo":
		ok = c == 'v'
	case "so":
		ok = c == 'c'
	case "go":
		ok = c == 'l'
	}
	return s, ok
}

// numberBefore reports a number ending right before i, spaces and one
// punctuation mark p skipped: "12, apartado 3" (','), "98. st." ('.').
func numberBefore(t string, i int, p byte) bool {
	for i > 0 && isInlineSpace(t[i-1]) {
		i--
	}
	if i > 0 && t[i-1] == p {
		i--
	}
	return i > 0 && isDigit(t[i-1])
}

// placeAdjective reports the German adjective of a place that names a street
// with the one-word street after it ("Landstraßer Hauptstraße", "Wiedner
// Hauptstraße", "Frankfurter Landstraße"): a capitalised word in -er on the
// same line, not a given name ("Peter", "Walter") nor a title, and not
// itself after a capitalised word ("Frau Müller Hauptstraße": a name).
func placeAdjective(t string, p word, next int) bool {
	if !capitalized(p.text) || len(p.text) < 5 || !strings.HasSuffix(p.text, "er") || kinds[p.key] != 0 || t[p.end:next] != " " {
		return false
	}
	if gazetteer.Class(strings.ToLower(p.text))&(gazetteer.GivenName|gazetteer.Surname|gazetteer.Title) != 0 {
		return false
	}
	if q, f := prevWord(t, p.start); f && capitalized(q.text) && !strings.ContainsAny(t[q.end:p.start], ":,;\n") {
		return false
	}
	return true
}

// deStreetAdjectives start a German street's name before a one-word street
// (lower case): "Obere Donaulände 15", "Alte Landstraße 3", "Große
// Bleichen 1" (after a trail keyword they are names like any other).
var deStreetAdjectives = set(`obere untere alte neue große grosse kleine hintere vordere lange innere äußere äussere hohe mittlere`)

// titleBefore extends a hyphenated street name over the abbreviated title
// that starts it: "Prof.-Ernst-Nathan-Str. 1", "Dr.-Otto-Bößneck-Str. 5".
func titleBefore(t string, start int) int {
	if start < 3 || t[start-1] != '-' || t[start-2] != '.' {
		return start
	}
	k := start - 2
	for k > 0 && isLetterByte(t[k-1]) && start-k < 8 {
		k--
	}
	if k == start-2 || k > 0 && (isLetterByte(t[k-1]) || isDigit(t[k-1])) || !isUpper(t[k]) {
		return start
	}
	return k
}

// lowerNameAfter are the number-first lead keywords after which the street
// name may be written in lower case: "12 rue de la paix".
var lowerNameAfter = set(`rue calle rua rúa avenida`)

// lowerNameLead are the capitalised lead keywords after which a street name
// may be written in lower case.
var lowerNameLead = set(`calle avenida av avda paseo camino carretera ctra plaza rua
	ul ulica nám náměstí námestie tř třída trieda`) // "Ul. Roľníckej školy 1520/48"

// lowerLeadNear reports a capitalised lowerNameLead keyword in the 48 bytes
// before i, a cheap test before walking back over lower-case words.
func lowerLeadNear(t string, i int) bool {
	for k := max(0, i-48); k < i; k++ {
		switch t[k] {
		case 'C', 'A', 'P', 'R', 'U', 'N', 'T':
			if k > 0 && isLetterByte(t[k-1]) {
				continue
			}
			for _, p := range [...]string{"Calle", "C/", "Av", "Paseo", "Camino", "Carretera", "Ctra", "Plaza", "Rua",
				"Ul", "Nám", "Tř", "Trieda"} {
				if strings.HasPrefix(t[k:i], p) {
					return true
				}
			}
		}
	}
	return false
}

// numberWordEnd reports whether the text before i (spaces skipped) could
// end a numberWord: "nº", "No.", "núm", "Nr".
func numberWordEnd(t string, i int) bool {
	for i > 0 && isInlineSpace(t[i-1]) {
		i--
	}
	if i == 0 {
		return false
	}
	switch t[i-1] {
	case 0xBA, 'o', 'O', 'm', 'M', 'r', 'R', '.':
		return true
	}
	return false
}

// sixSevenDigits reports a postal code of six or seven digits, read only
// after a street line with its keyword and before the town: Colombia's
// "110231 Bogotá", Chile's "7550000 Las Condes" (India, Russia and
// Romania write six too).
func sixSevenDigits(s string) bool {
	return (len(s) == 6 || len(s) == 7) && allDigits(s) && s[0] != '0'
}

// plateSigns stand between a Colombian street's own number and its plate.
var plateSigns = []string{"#", "N.º", "Nº", "N°", "No."}

// plateSignBefore reports a number sign right before a Colombian plate at
// i, after the number of the street it stands on: "Carrera 14 # 22-35",
// "Cl. 72 #10-07", "Calle 72 N.º 10-07" (the plate is the cross street's
// number and the metres from the corner), in either case ("Calle 84 n.º
// 46-21"). It returns the sign's position.
// A US unit after its street ("Wynkoop St #400") has a word before the
// sign and no dash.
func plateSignBefore(t string, i int) (int, bool) {
	if !plateNumber(t, i) {
		return 0, false
	}
	return numberSignBefore(t, i)
}

// plateAfter reports a number sign and a Colombian plate after byte i,
// which ends a street's own number (a letter may be glued to it): "Calle
// 63 # 9-28", "Carrera 43A # 18 Sur-135", "Calle 72 N.º 10-07".
func plateAfter(t string, i int) bool {
	if i < len(t) && isUpper(t[i]) {
		i++ // "43A"
	}
	for _, q := range plateQuadrants {
		if i+len(q) < len(t) && strings.EqualFold(t[i:i+len(q)], q) && t[i+len(q)] == ' ' {
			i += len(q) // "Calle 45 Sur # 12-34"
			break
		}
	}
	if i+2 >= len(t) || t[i] != ' ' {
		return false
	}
	for _, sg := range plateSigns {
		if k := i + 1 + len(sg); k < len(t) && strings.EqualFold(t[i+1:k], sg) {
			if t[k] == ' ' {
				k++
			}
			return plateNumber(t, k)
		}
	}
	return false
}

// numberSignBefore reports one of plateSigns right before the number at i,
// after a digit or a digit and a capital, as plateSignBefore does for a
// Colombian plate, for any number. It returns the sign's position.
func numberSignBefore(t string, i int) (int, bool) {
	j := i
	if j > 0 && t[j-1] == ' ' {
		j--
	}
	for _, sg := range plateSigns {
		h := j - len(sg)
		if h < 2 || !strings.EqualFold(t[h:j], sg) || t[h-1] != ' ' {
			continue
		}
		n := h - 1 // the end of the street's own number
		for _, q := range plateQuadrants {
			if n-len(q) >= 1 && strings.EqualFold(t[n-len(q):n], q) {
				n -= len(q) // "Calle 45 Sur # 12-34"
				break
			}
		}
		if isDigit(t[n-1]) || isUpper(t[n-1]) && n >= 2 && isDigit(t[n-2]) {
			return h, true
		}
	}
	return 0, false
}

// plateNumber reports a Colombian plate at i: one to three digits, a dash,
// one to three digits ("22-35", "10-07"); the metres after the dash may
// open with 0 and be less than the cross street's number, as no range may.
func plateNumber(t string, i int) bool { return plateEnd(t, i) > 0 }

// plateEnd returns the end of the Colombian plate at i (plateNumber), or 0.
func plateEnd(t string, i int) int {
	k := i
	for k < len(t) && isDigit(t[k]) && k-i < 4 {
		k++
	}
	if k == i || k-i > 3 {
		return 0
	}
	if k < len(t) && isUpper(t[k]) && k+1 < len(t) && t[k+1] == '-' {
		k++ // "# 18A-35"
	}
	for _, q := range plateQuadrants {
		if k+len(q) < len(t) && strings.EqualFold(t[k:k+len(q)], q) && t[k+len(q)] == '-' {
			k += len(q) // "# 18 Sur-135"
			break
		}
	}
	if k+2 < len(t) && t[k] == ' ' && t[k+1] == '-' && t[k+2] == ' ' {
		k++ // "# 32 - 16": the dash between blanks
	}
	if k+1 >= len(t) || t[k] != '-' {
		return 0
	}
	m := k + 1
	if m < len(t) && t[m] == ' ' && t[m-2] == ' ' {
		m++
	}
	digits := m
	for m < len(t) && isDigit(t[m]) && m-digits < 4 {
		m++
	}
	if m > digits && m-digits <= 3 && (m == len(t) || !isDigit(t[m])) {
		return m
	}
	return 0
}

// quadrantWord reports one of plateQuadrants as a word: "Sur", "norte".
func quadrantWord(w string) bool {
	for _, q := range plateQuadrants {
		if strings.EqualFold(w, q[1:]) {
			return true
		}
	}
	return false
}

// plateQuadrants stand between a Colombian plate's cross street and the
// dash: the city's quadrant or a "bis" street ("Carrera 43A # 18 Sur-135").
var plateQuadrants = []string{" Sur", " Norte", " Este", " Oeste", " Bis"}

// deFloorWords name a floor after its number in German addresses; deSides
// may follow them.
var (
	deFloorWords = set(`og eg dg ug obergeschoss stock etage`)
	deSides      = set(`rechts links mitte re li`)
)

// deFloorAfter extends a house number over a German floor: ", 2. OG
// rechts", " 3. Stock links", ", EG".
func deFloorAfter(t string, end int) (int, bool) {
	j := end
	if j < len(t) && t[j] == ',' {
		j++
	}
	for j < len(t) && isInlineSpace(t[j]) {
		j++
	}
	k := j
	for k < len(t) && isDigit(t[k]) && k-j < 2 {
		k++
	}
	if k > j {
		if k+1 >= len(t) || t[k] != '.' || t[k+1] != ' ' {
			return end, false
		}
		k += 2
	}
	w, ok := wordAt(t, k)
	// without a number only EG, OG, DG ("UG" is also a company's form)
	if !ok || !deFloorWords[strings.ToLower(w.text)] || k == j && (len(w.text) != 2 || w.text == "UG") {
		return end, false
	}
	e := w.end
	if x, ok := nextWord(t, e, false); ok && deSides[strings.ToLower(strings.TrimSuffix(x.text, "."))] {
		e = x.end
	}
	if e < len(t) && (isLetterByte(t[e]) || isDigit(t[e])) {
		return end, false
	}
	return e, true
}

// numberWords stand before a house number: "nº 2", "No. 654", "Nr. 5".
var numberWords = set(`nº no núm num nr km`) // "Ctra. de Tarazona, km 3": a road's kilometre stands for the house number

// floorAfter extends a house number over the floor and door that follow in
// Spanish addresses: ", 6º A", ", 2, 3", " 1A", ", 4 D", "-8º".
func floorAfter(t string, end int) int {
	end = mxSideAfter(t, end)
	for n := 0; n < 2; n++ {
		j := end
		if j < len(t) && (t[j] == ',' || t[j] == '-') {
			j++
		}
		if j < len(t) && t[j] == ' ' {
			j++
		}
		k := j
		for k < len(t) && isDigit(t[k]) && k-j < 2 {
			k++
		}
		if k == j || t[j] == '0' || k < len(t) && isDigit(t[k]) || followedByDigitSep(t, k) {
			return end
		}
		ordinal := strings.HasPrefix(t[k:], "º") || strings.HasPrefix(t[k:], "ª")
		if ordinal {
			k += 2
		} else if strings.HasPrefix(t[k:], ".º") || strings.HasPrefix(t[k:], ".ª") {
			ordinal = true // Argentina's "4.º"
			k += 3
		}
		// a door letter: "6º A", "4 D", "1A", in quotes in Argentina: "4.º \"C\""
		if k+1 < len(t) && t[k] == ' ' && isUpper(t[k+1]) && (k+2 == len(t) || !isLetterByte(t[k+2])) {
			k += 2
		} else if ordinal && k+3 < len(t) && t[k] == ' ' && t[k+1] == '"' && isUpper(t[k+2]) && t[k+3] == '"' {
			k += 4
		} else if k < len(t) && isUpper(t[k]) && (k+1 == len(t) || !isLetterByte(t[k+1])) {
			k++
		} else if e := doorWordAfter(t, k); e > k && ordinal {
			k = e // "2º izq.", "5º dcha", "6ª planta"
		}
		if k < len(t) && (isLetterByte(t[k]) || isDigit(t[k])) {
			return end
		}
		// a bare number after a comma is a floor only when short and
		// not followed by a postal code or a city: ", 2, 3." but not ", 28014 Madrid"
		end = k
	}
	return end
}

// mxSides name the side of a street a Mexican house number is on, after
// it: "Av. Constitución 2050 Pte.", "Juárez 315 Nte."; "Sur" and "Norte"
// are written out.
var mxSides = []string{" Pte.", " Ote.", " Nte.", " Sur", " Norte", " Poniente", " Oriente"}

// mxSideAfter returns the end of an mxSides word right after end, or end.
func mxSideAfter(t string, end int) int {
	for _, w := range mxSides {
		if e := end + len(w); e <= len(t) && t[end:e] == w && (e == len(t) || !isLetterByte(t[e]) && !isDigit(t[e])) {
			return e
		}
	}
	return end
}

// esDoorWords follow a Spanish floor: "2º izq.", "5º dcha", "6ª planta".
var esDoorWords = set(`izq izqda izda dcha dcho drcha dra der planta ctro centro`)

// doorWordAfter returns the end of an esDoorWords word (its dot included)
// after a space at k, or k.
func doorWordAfter(t string, k int) int {
	if k+1 >= len(t) || t[k] != ' ' {
		return k
	}
	j := k + 1
	e := j
	for e < len(t) && t[e] >= 'a' && t[e] <= 'z' && e-j < 7 {
		e++
	}
	if e == j || !esDoorWords[t[j:e]] || e < len(t) && (isLetterByte(t[e]) || isDigit(t[e])) {
		return k
	}
	if e < len(t) && t[e] == '.' && t[j:e] != "planta" && t[j:e] != "centro" {
		e++
	}
	return e
}

// poBoxWords name a post-office box before its number.
var poBoxWords = set(`postbox postfach apartado`)

// poBefore finds "P.O." / "PO" / "P. O." right before a "Box" at i.
func poBefore(t string, i int) (int, bool) {
	j := i
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	for _, p := range []string{"P.O.", "P. O.", "PO", "p.o.", "po"} {
		if k := j - len(p); k >= 0 && t[k:j] == p && (k == 0 || !isLetterByte(t[k-1])) {
			return k, true
		}
	}
	return 0, false
}

// hasLowerSuffix reports a street name in lower case with a distinctive
// suffix ("hersnapvej", "kiannonkatu").
func hasLowerSuffix(w string) bool {
	for _, s := range lowerSuffixes {
		if len(w) > len(s)+2 && strings.EqualFold(w[len(w)-len(s):], s) {
			return true
		}
	}
	return false
}

// hasStreetSuffix reports a one-word street name such as "Hauptstraße" (any
// case, dot ignored).
func hasStreetSuffix(w string) bool {
	w = strings.TrimSuffix(w, ".")
	for _, s := range streetSuffixes {
		if len(w) > len(s)+2 && strings.EqualFold(w[len(w)-len(s):], s) {
			if s == "gade" && (w[len(w)-5]|0x20) == 'i' {
				continue // "Brigade", not a Danish -gade
			}
			if s == "ring" && strings.IndexByte("aeiouy", w[len(w)-5]|0x20) >= 0 {
				continue // "Factoring", "Catering": English, not a German -ring
			}
			return true
		}
	}
	return false
}

// streetAfter finds a number-first street: "12 rue de la Paix" or
// "1600 Pennsylvania Ave NW". numEnd is the end of the house number.
func streetAfter(t string, numStart, numEnd int) (start, end int, ok bool) {
	w, found := nextWord(t, numEnd, false)
	if !found && numEnd+2 < len(t) && t[numEnd] == ',' && t[numEnd+1] == ' ' && isLetterByte(t[numEnd+2]) {
		// "5, avenue Jean Jaurès", "5 bis, rue ...": a comma only before a
		// number-first keyword, or a street of one word in -rue ("14,
		// Grand-Rue", as Luxembourg writes it); not a level or a time
		// before the comma ("parking niveau -2, boulevard Voltaire", "à 18
		// h 12, route de Ferney")
		if numStart > 0 && t[numStart-1] == '-' || timeHourBefore(t, numStart) {
			return 0, 0, false
		}
		if w, found = nextWord(t, numEnd, true); found && !numberFirstLead[w.key] {
			if len(w.text) > 4 && strings.EqualFold(w.text[len(w.text)-4:], "-rue") && hasStreetSuffix(w.text) && capitalized(w.text) {
				return numStart, w.end, true
			}
			found = false
		}
	}
	if !found {
		return 0, 0, false
	}
	if numberFirstLead[w.key] {
		end = w.end
		names := 0
		for n := 0; n < 6; n++ {
			x, f := nextWord(t, end, false)
			if !f {
				break
			}
			if datedName(x.text) {
				// "12 avenue du 8-Mai-1945": a date in the street's name
				names++
				end = x.end
				continue
			}
			if e, ok := datedWords(t, x); ok && names == 0 {
				// "12 rue du 8 Mai 1945", "5 place du 14 Juillet"
				names++
				end = e
				continue
			}
			if capitalized(x.text) && !allDigits(x.key) {
				if n := strings.TrimSuffix(x.text, "."); len(n) == 1 && (len(x.text) == 2 || x.end < len(t) && t[x.end] == '.') {
					break // an initial: "311 av. J.-C." (avant Jésus-Christ)
				}
				names++
				end = x.end
				continue
			}
			if e, ok := elided(t, x); ok {
				// "rue de l'Aiguillerie", "rue d’Aubervilliers"
				names++
				end = e
				continue
			}
			if connectors[x.key] || strings.HasSuffix(x.text, "'") {
				end = x.end
				continue
			}
			// "36 rue de pologne", "688 rue du centre 320": a name in lower
			// case right after the keyword or an article
			if lowerNameAfter[w.key] && names == 0 && len(x.text) >= 4 && isLetterByte(x.text[0]) && kinds[x.key] == 0 {
				if p, _ := prevWord(t, x.start); p.end == w.end || connectors[p.key] {
					names++
					end = x.end
					continue
				}
			}
			break
		}
		if names == 0 {
			// "15, Esplanade · L-5533 Remich": a street named by its type
			// alone, which the postal code after it confirms
			if soleStreetWords[w.key] && capitalized(w.text) {
				if _, ok := postalCityAfter(t, w.end, true); ok {
					return numStart, w.end, true
				}
			}
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
		if names > 0 && units[x.key] && oneUnitAfter(t, end) > end {
			// "83 Dora Creek Apt. 176": a unit marks the street line
			return numStart, end, true
		}
		if names == 0 && directions[x.text] && len(x.text) == 1 && x.end < len(t) && t[x.end] == '.' {
			// "4471 N. Lincoln Ave": a direction before the name
			end = x.end + 1
			continue
		}
		if englishOrdinal(x.text) {
			// "225 E 57th St", "350 5th Avenue": a numbered street
			names++
			end = x.end
			continue
		}
		if !capitalized(x.text) || allDigits(x.key) {
			return 0, 0, false
		}
		if h, f := nextWord(t, x.end, false); hasStreetSuffix(x.text) && !(f && trailKeywords[h.key] && capitalized(h.text)) {
			// "6750 Koskikatu 25": a building number, then the street and
			// its house number
			if h, f := nextWord(t, x.end, false); f && houseNumber(strings.TrimSuffix(h.text, ".")) && !followedByDigitSep(t, h.end) {
				return numStart, h.end, true
			}
			return numStart, x.end, true
		}
		names++
		end = possessive(t, x.end)
	}
	return 0, 0, false
}

// englishOrdinal reports a number with its English ordinal suffix, the
// name of a numbered street: "5th", "57th", "1st", "22nd", "3rd".
func englishOrdinal(w string) bool {
	n := 0
	for n < len(w) && n < 3 && isDigit(w[n]) {
		n++
	}
	if n == 0 || len(w) != n+2 || w[0] == '0' {
		return false
	}
	switch suf := strings.ToLower(w[n:]); suf {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// ordinalSuffixAt reports an English ordinal suffix glued to a number at
// byte i, ending the word: "57th", "1st".
func ordinalSuffixAt(t string, i int) bool {
	if i+2 > len(t) || i+2 < len(t) && (isLetterByte(t[i+2]) || isDigit(t[i+2])) {
		return false
	}
	switch strings.ToLower(t[i : i+2]) {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// possessive returns the end of a possessive "'s" glued to the word that
// ends at i ("St Paul's Square"), or i.
func possessive(t string, i int) int {
	for _, ap := range [...]string{"'s", "’s"} {
		if strings.HasPrefix(t[i:], ap) && (i+len(ap) == len(t) || !isLetterByte(t[i+len(ap)])) {
			return i + len(ap)
		}
	}
	return i
}

// knownTownAfterComma reports ", " and a town of the gazetteer after end,
// ending its clause: "Průmyslová 8, Jihlava\n", "Jana Palacha 412,
// Pardubice, zapsané".
func knownTownAfterComma(t string, end int) bool {
	if end+2 >= len(t) || t[end] != ',' || t[end+1] != ' ' {
		return false
	}
	w, ok := wordAt(t, end+2)
	if !ok || !capitalized(w.text) || strings.HasSuffix(w.text, ".") {
		return false
	}
	e := w.end
	if gazetteer.Class(strings.ToLower(w.text))&gazetteer.City == 0 {
		// a town of two words: "Tajovského 14, Banská Bystrica"
		x, ok := nextWord(t, w.end, false)
		if !ok || !capitalized(x.text) || !gazetteer.IsTown(strings.ToLower(t[w.start:x.end])) {
			return false
		}
		e = x.end
	}
	return e == len(t) || strings.IndexByte("\n,.;)", t[e]) >= 0
}

// czskTownBefore reports a Czech or Slovak street line [start, end) that
// ends its clause after "v"/"ve"/"vo" or a branch's word (or the line's
// start), a town and a comma: "na naše stredisko v Mojmírovciach, Poľná
// 12.", "depo Kroměříž, Hulínská 2390," (the name must read as a street's).
func czskTownBefore(t string, start, end int) bool {
	j := start
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	if j == 0 || t[j-1] != ',' || !codeEndsClause(t, end) {
		return false
	}
	town, ok := prevWord(t, j-1)
	if !ok || !capitalized(town.text) {
		return false
	}
	if p, ok := prevWord(t, town.start); ok && (p.text == "v" || p.text == "ve" || p.text == "vo" || czskBranchWords[strings.ToLower(p.text)]) {
		// "v Mojmírovciach, Poľná 12", "depo Kroměříž, Hulínská 2390"
	} else if k := strings.TrimRight(t[:town.start], " \t"); k != "" && k[len(k)-1] != '\n' && k[len(k)-1] != ':' {
		return false // the town starts its line or a field's value: "Kroměříž, Hulínská 2390"
	}
	name, ok := wordAt(t, start)
	if !ok {
		return false
	}
	return czskStreetName(name.text)
}

// czskBranchWords name a shop, branch or depot before its town (lower
// case): "depo Kroměříž, Hulínská 2390", "pobočka Zlín, Dlouhá 12".
var czskBranchWords = set(`depo depa pobočka pobočky pobočce prodejna prodejny prodejně provozovna provozovny sklad skladu
	středisko střediska výdejna výdejny kancelář sídlo predajňa predajne prevádzka prevádzky stredisko strediska kancelária`)

// czskBranchAt are a shop's, branch's or depot's word in the locative,
// which may name its street like a preposition: "prevzatie na našej
// prevádzke Mierová 21.", "na pobočce Husova 12".
var czskBranchAt = set(`prevádzke pobočke predajni pobočce prodejně provozovně skladě středisku stredisku výdejně`)

// czskPrepositions stand before a street named in running Czech or Slovak:
// "na Údolní 33", "z Palackého 45", "do Tř. Svobody 318/22".
var czskPrepositions = set(`na z ze do od`)

// czskStreetSuffixes end the adjective or genitive a Czech or Slovak street
// is named with: "Údolní", "Hlavnej", "Palackého", "Hospodárskej".
var czskStreetSuffixes = []string{"ní", "ná", "ská", "ské", "skej", "ského", "ého", "ej", "ova", "ová", "ovej", "ově", "ovo"}

// czskStreetName reports a word that ends like a Czech or Slovak street's
// name (czskStreetSuffixes).
func czskStreetName(w string) bool {
	lower := strings.ToLower(w)
	for _, suf := range czskStreetSuffixes {
		if strings.HasSuffix(lower, suf) {
			return true
		}
	}
	return false
}

// czskSlashNumber reports a Czech or Slovak street line [start, numStart)
// of one word that reads as a street's name ("Havířská", "Kukučinova",
// "Palackého") before a house number num written as the descriptive and
// the orientation number, "1294/2", "1187/22": a law's or a file's number
// has a year after its slash ("zákon 262/2006"), a date no three digits
// before it.
func czskSlashNumber(t string, start, numStart int, num string) bool {
	a, b, ok := strings.Cut(num, "/")
	if !ok || len(a) < 2 || len(b) < 1 || len(b) > 3 || !allDigits(a) || !allDigits(b) || len(a) < 3 && len(b) > 2 {
		return false
	}
	name, ok := wordAt(t, start)
	if !ok || name.end+1 != numStart || t[name.end] != ' ' || !capitalized(name.text) {
		return false
	}
	return czskStreetName(name.text)
}

// czskStreetInText reports a street line [start, end) without keyword in
// Czech or Slovak prose: after a preposition, and followed by "v"/"ve" and a
// capitalised town ("na Hlavnej 41 v Košiciach") or, when the name reads as
// a street's, by the end of the clause ("pred domom na Hospodárskej 27.").
func czskStreetInText(t string, start, end int) bool {
	p, ok := prevWord(t, start)
	if !ok || !czskPrepositions[p.text] && !czskBranchAt[p.text] {
		return false
	}
	if v, ok := nextWord(t, end, false); ok && (v.text == "v" || v.text == "ve") {
		if town, ok := nextWord(t, v.end, false); ok && capitalized(town.text) {
			return true
		}
	}
	name, ok := wordAt(t, start)
	if !ok {
		return false
	}
	lower := strings.ToLower(name.text)
	streetLike := false
	for _, suf := range czskStreetSuffixes {
		streetLike = streetLike || strings.HasSuffix(lower, suf)
	}
	return streetLike && codeEndsClause(t, end)
}

// elided reads a French elided article and the name glued to it by an
// apostrophe ("l'Aiguillerie", "d’Aubervilliers") and returns the name's end.
func elided(t string, x word) (int, bool) {
	switch x.text {
	case "l", "d", "L", "D":
	default:
		return 0, false
	}
	i := x.end
	switch {
	case strings.HasPrefix(t[i:], "'"):
		i++
	case strings.HasPrefix(t[i:], "’"):
		i += len("’")
	default:
		return 0, false
	}
	w, ok := wordAt(t, i)
	if !ok || w.start != i || !capitalized(w.text) {
		return 0, false
	}
	return w.end, true
}

// followedByDigitSep reports a number that goes on ("25.5", "25,000", "25:30").
func followedByDigitSep(t string, i int) bool {
	return i+1 < len(t) && strings.IndexByte(".,:/-", t[i]) >= 0 && isDigit(t[i+1])
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
	if ok && streetMonths[strings.ToLower(w.text)] {
		if ds, ok := dayBefore(t, w.start); ok {
			return ds, true // a street named by a date alone: "28. října 15, 110 00 Praha 1"
		}
	}
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

// czskLowerStreetBefore accepts, in Czech or Slovak, a street named by an
// adjective and a noun in lower case right before the number: "Mlynské
// nivy 5/A", "Karlovy lázně 3"; the caller requires a postal code after it.
func czskLowerStreetBefore(t string, i int, lang string) (int, bool) {
	if lang != "cs" && lang != "sk" {
		return 0, false
	}
	w, ok := prevWord(t, i)
	if !ok || w.key != w.text || len(w.text) < 4 || !isLetterByte(w.text[0]) || kinds[w.key] != 0 || allDigits(w.key) || strings.HasSuffix(w.text, ".") {
		return 0, false
	}
	p, ok := prevWord(t, w.start)
	if ok && czskAdjective(p.text) {
		return p.start, true
	}
	return 0, false
}

// czskAdjective reports a capitalised word with the ending of an adjective
// that names a street or square (czskAdjectiveEnds).
func czskAdjective(w string) bool {
	if !capitalized(w) || strings.HasSuffix(w, ".") {
		return false
	}
	adj := strings.ToLower(w)
	for _, suf := range czskAdjectiveEnds {
		if strings.HasSuffix(adj, suf) {
			return true
		}
	}
	return false
}

// czskAdjectiveEnds end the adjective that names a street with a noun:
// "Mlynské nivy", "Karlovy lázně", "Staroměstské náměstí", and the hard
// adjectives of every gender ("Dlouhá třída", "Široká cesta", "Staré
// náměstí", "Dlouhý most"), and the genitive plural of a street named
// after a group ("Dukelských hrdinů", "Politických vězňů", "Slovenských
// partizánov").
var czskAdjectiveEnds = []string{"á", "é", "ý", "ovy", "ovo", "ova", "ní", "ých", "ích"}

// unitAfter extends over ", Apt. 864" / " Suite 200" / ", byt 5", up to
// three units ("Apt. 835 Suite 245").
func unitAfter(t string, end int) int {
	for n := 0; n < 3; n++ {
		e := oneUnitAfter(t, end)
		if e == end {
			break
		}
		end = e
	}
	return end
}

func oneUnitAfter(t string, end int) int {
	if e := hashUnitAfter(t, end); e > end {
		return e // "1550 Wynkoop St #400"
	}
	var w word
	var ok bool
	if end+1 < len(t) && t[end] == '/' && isUpper(t[end+1]) {
		// an Austrian unit after a slash: "118/Stiege 2/Top 14"
		if w, ok = wordAt(t, end+1); ok && atUnits[w.key] {
			ok = w.start == end+1
			if w.end < len(t) && t[w.end] == '.' {
				w.end++ // "Stg."
			}
		} else {
			ok = false
		}
	} else {
		w, ok = nextWord(t, end, true)
	}
	if ok && frFloor(w.text) {
		// "3e étage", "1er étage", "2ème étage"
		if n, f := nextWord(t, w.end, false); f && (n.text == "étage" || n.text == "étg.") {
			return n.end
		}
		return end
	}
	if ok && w.key == "of" && w.end < len(t) && t[w.end] == '.' {
		// Argentina's "of. B" (oficina); "of" alone is English
		w.end++
	} else if !ok || !units[w.key] || atUnits[w.key] && !capitalized(w.text) {
		return end // "Baker Street 221B, top 10 sights"
	}
	var n word
	if k := w.end; k+2 < len(t) && t[k] == ' ' && t[k+1] == '#' {
		// "Unit #12", "Apt # 4B": a number sign before the unit's number
		j := k + 2
		if t[j] == ' ' {
			j++
		}
		n, ok = wordAt(t, j)
	} else {
		n, ok = nextWord(t, w.end, false)
		if ok && n.end < len(t) && t[n.end] == '.' && unitNumberWords[strings.ToLower(n.text)] {
			n, ok = nextWord(t, n.end+1, false) // "byt č. 16", "Whg. Nr. 3"
		}
	}
	// a number ("14", "2B"), or a building's or staircase's letter ("bât. B"),
	// or a floor's ordinal in words ("piso segundo")
	if nt := strings.TrimSuffix(n.text, "."); !ok || !(allDigits(nt) || len(nt) <= 4 && strings.ContainsAny(nt, "0123456789") || len(nt) == 1 && isUpper(nt[0]) && nt == n.text ||
		w.key == "piso" && floorOrdinals[strings.ToLower(nt)]) {
		return end
	}
	return n.end
}

// floorOrdinals name a floor in words after the Spanish "piso" ("piso
// segundo"); the Italian "piano" is no unit word ("3 Yamaha piano 2 weeks
// ago"), so its ordinals are not listed.
var floorOrdinals = set(`bajo primero segundo tercero cuarto quinto sexto séptimo octavo noveno décimo`)

// hashUnitAfter reads a US unit written with a number sign after the street
// ending at end, "#400", "# 12B", "Apt #3" being read by the unit words: a
// blank (or a comma and a blank), '#', one to five letters and digits with
// a digit among them. It returns the unit's end, or end.
func hashUnitAfter(t string, end int) int {
	k := end
	if k < len(t) && t[k] == ',' {
		k++
	}
	if k >= len(t) || t[k] != ' ' {
		return end
	}
	k++
	if k >= len(t) || t[k] != '#' {
		return end
	}
	k++
	if k < len(t) && t[k] == ' ' {
		k++
	}
	s, digit := k, false
	for k < len(t) && k-s < 6 && (isDigit(t[k]) || isUpper(t[k]) || t[k] >= 'a' && t[k] <= 'z') {
		digit = digit || isDigit(t[k])
		k++
	}
	if k == s || !digit || k-s > 5 || k < len(t) && (isLetterByte(t[k]) || isDigit(t[k])) {
		return end
	}
	if plateNumber(t, s) {
		return end // "Calle 63 # 9-28": a Colombian plate, the street's number
	}
	return k
}

// frFloor reports a French ordinal of a floor: "3e", "1er", "2ème", "4eme".
func frFloor(w string) bool {
	i := 0
	for i < len(w) && isDigit(w[i]) {
		i++
	}
	if i == 0 || i > 2 {
		return false
	}
	switch w[i:] {
	case "e", "er", "ère", "ème", "eme", "re":
		return true
	}
	return false
}

// countryPrefixLen returns the length of a country letter and its dash
// before a postal code at i ("CH-", "A-", "L-"), 0 when there is none: one
// or two capitals, a dash, then four or five digits and a blank ("A-6
// 03570", a flat, has none).
func countryPrefixLen(t string, i int) int {
	j := i
	for j < len(t) && j-i < 2 && isUpper(t[j]) {
		j++
	}
	if j == i || j >= len(t) || t[j] != '-' || i > 0 && isLetterByte(t[i-1]) {
		return 0
	}
	k := j + 1
	for k < len(t) && isDigit(t[k]) {
		k++
	}
	if n := k - j - 1; n < 4 || n > 5 || k == len(t) || !isInlineSpace(t[k]) {
		return 0
	}
	return j + 1 - i
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
	// the next line indented, as a letter sets the recipient's block for
	// the right-hand window of a Swiss envelope ("Rue du Midi 4\n
	// 1011 Lausanne")
	if j > end && j < len(t) && isInlineSpace(t[j]) && strings.IndexByte(t[end:j], '\n') >= 0 {
		for k := j; j < len(t) && isInlineSpace(t[j]) && j-k < 64; {
			j++
		}
	}
	// a letterhead's separator: "Mühlenweg 3 · 48653 Coesfeld", "Via
	// Cernaia 24 – 10122 Torino"
	if j > end && isInlineSpace(t[j-1]) {
		for _, sep := range [...]string{"·", "–", "-", "|"} {
			if strings.HasPrefix(t[j:], sep) && j+len(sep) < len(t) && isInlineSpace(t[j+len(sep)]) {
				j += len(sep) + 1
				break
			}
		}
	}
	if j == end || j >= len(t) {
		return end, false
	}
	// a Mexican colonia before the code: "Col. Obispado, 64060 Monterrey"
	if e, ok := coloniaAt(t, j); ok {
		j = e
	}
	// a country letter before the code: "CH-8001 Zürich", "L-1611
	// Luxembourg", "A-1060 Wien" (postalAt reads it with the code)
	if p := countryPrefixLen(t, j); p > 0 {
		j += p
	}
	// Mexico's label before the code, the town after a comma: "C.P.
	// 44110, Guadalajara"
	cp := false
	if strings.HasPrefix(t[j:], "C.P. ") {
		j, cp = j+5, true
	}
	// postal code then city; Argentina's CPA: "S2000DSR Rosario"
	if cpa := j+8 <= len(t) && argCPA(t[j:j+8]); j < len(t) && isDigit(t[j]) || cpa {
		k := j
		for k < len(t) && (isDigit(t[k]) || (t[k] == ' ' || t[k] == '-') && k+1 < len(t) && isDigit(t[k+1]) && k-j < 6) {
			k++
		}
		if cpa {
			k = j + 8
		} else if sh := shapeOf(t[j:k]); sh == notPostal && !(keyword && sixSevenDigits(t[j:k])) || sh == fourDigits && !keyword {
			return end, false
		} else if ne, ok := nlOrPtPostal(t, j, k); ok && sh == fourDigits {
			k = ne // "Keizersgracht 123, 1015 CJ Amsterdam"
		}
		city, ok := nextWord(t, k, cp)
		if keyword && !cp && k-j == 5 && strings.IndexByte(t[end:j], ',') >= 0 && (k == len(t) || strings.IndexByte(",;)\n", t[k]) >= 0 ||
			t[k] == '.' && (k+1 == len(t) || !isDigit(t[k+1]))) {
			// the town named before the street, the code alone after it:
			// "con sede in Napoli, Via Argine 310, 80147, P.IVA ..." (not
			// Mexico's "C.P. 03300, Ciudad de México", whose town follows)
			return k, true
		}
		if !ok || !capitalized(city.text) && !(keyword && lowerTown(t, city)) {
			return end, false
		}
		e := city.end
		for n := 0; n < 2; n++ { // "Praha 2", "Ústí nad Labem", "Frankfurt am Main"; not "Bogotá D.C."
			x, f := nextWord(t, e, false)
			if !f {
				break
			}
			if capitalized(x.text) && !notCityWord(t, x) && !(initialLetter(x.text) && x.end < len(t) && t[x.end] == '.') || allDigits(x.key) && len(x.key) <= 2 {
				e = x.end
				if allDigits(x.key) {
					e = districtNameAfter(t, e) // "Praha 1 - Staré Město"
				}
				continue
			}
			// "Ústí nad Labem", "Frankfurt an der Oder", "Castellón de la Plana"
			if ce, ok := connectedCityWord(t, e); ok {
				e = ce
				n++
				continue
			}
			break
		}
		if e+2 < len(t) && t[e] == ',' && t[e+1] == ' ' {
			if n := gazetteer.MXStateAt(t[e+2:]); n > 0 {
				e += 2 + n // "64060 Monterrey, N.L.": the state is a part of its own
			}
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
		if !f || !capitalized(x.text) || isStateCode(x.text) || gazetteer.IsAUState(x.text) {
			break
		}
		if b, f2 := nextWord(t, x.end, false); f2 && islesPostcode(x.text, b.text) {
			break
		}
		e = x.end
	}
	if de, ok := dublinAt(t, city.start); ok && e == city.end {
		e = de // "Dublin 9, D09 KF80": the postal district is the town's
	}
	k := e
	for k < len(t) && (t[k] == ',' || isInlineSpace(t[k])) && k-e < 3 {
		k++
	}
	if se, ok := usStateNameAt(t, k); ok && k > e && strings.IndexByte(t[e:k], ',') >= 0 {
		// "Cambridge, Massachusetts 02139": the state written out
		z := se
		for z < len(t) && isInlineSpace(t[z]) && z-se < 2 {
			z++
		}
		q := z
		for q < len(t) && (isDigit(t[q]) || t[q] == '-') {
			q++
		}
		if sh := shapeOf(t[z:q]); z > se && (sh == fiveDigits || sh == zipPlusFour) && (q == len(t) || !isLetterByte(t[q])) {
			return q, true
		}
	}
	if de, ok := dublinAt(t, k); ok && k > e && strings.IndexByte(t[e:k], ',') >= 0 {
		// "Ballymun, Dublin 9, D09 Y0X4": the district after the town
		e, k = de, de
		for k < len(t) && (t[k] == ',' || isInlineSpace(t[k])) && k-e < 3 {
			k++
		}
	}
	if n := stateCodeAt(t, k); n > 0 {
		z := k + n
		for z < len(t) && isInlineSpace(t[z]) {
			z++
		}
		q := z
		for q < len(t) && (isDigit(t[q]) || t[q] == '-') {
			q++
		}
		if sh := shapeOf(t[z:q]); sh == fiveDigits || sh == zipPlusFour {
			return q, true
		} else if auPostcode(t[k:k+n], t[z:q]) && (q == len(t) || !isLetterByte(t[q])) {
			return q, true // "Fremantle WA 6160", "Woolloongabba QLD 4102"
		}
		return end, false
	}
	// a suburb and its four-digit postcode, the state left out, after a
	// street keyword and a comma: "12 Latrobe Terrace, Paddington 4064"
	if keyword && j > end && strings.IndexByte(t[end:j], ',') >= 0 && strings.IndexByte(t[e:k], ',') < 0 {
		z := k
		for z < len(t) && isDigit(t[z]) {
			z++
		}
		if k > e && shapeOf(t[k:z]) == fourDigits && codeEndsLine(t, z) {
			return z, true
		}
	}
	// an Irish county between the town and its Eircode: "Ennis, Co. Clare
	// V95 H2X6", "Naas, Co. Kildare, W91 D2F8"
	if ce, ok := irishCountyAt(t, k); ok && k > e {
		e, k = ce, ce
		for k < len(t) && (t[k] == ',' || isInlineSpace(t[k])) && k-e < 3 {
			k++
		}
	} else if ce, ok := countyBeforePostcode(t, k); ok && k > e && strings.IndexByte(t[e:k], ',') >= 0 && !streetWordIn(t, j, e) {
		// a British county or a second town: "Hitchin, Hertfordshire SG4
		// 9UZ", "Manchester, Greater Manchester, M14 6EX"
		e, k = ce, ce
		for k < len(t) && (t[k] == ',' || isInlineSpace(t[k])) && k-e < 3 {
			k++
		}
	}
	// GB: "London SW1A 2AA", IE: "Galway H91 R2PK"
	if a, f := wordAt(t, k); f && k > e {
		if b, f2 := nextWord(t, a.end, false); f2 && islesPostcode(a.text, b.text) {
			return b.end, true
		}
	}
	return end, false
}

// lowerTown reports a town typed in lower case after a street with its
// keyword and a postal code, as chats are ("ul. ks. Jałowego 9/3, 35-010
// rzeszow.", "Hauptstraße 5, 8010 graz"): one word of letters that ends
// its clause.
func lowerTown(t string, w word) bool {
	if utf8.RuneCountInString(w.text) < 3 || keepLower[w.text] || connectors[w.text] || afterCode[w.text] {
		return false
	}
	for _, r := range w.text {
		if !unicode.IsLetter(r) && r != '-' {
			return false
		}
	}
	e := w.end
	return e == len(t) || strings.IndexByte(",.;!?)\n\r", t[e]) >= 0
}

// islesStreetName reads the name of a street without keyword after its
// house number ending at end: one to three capitalised words (connectors
// between them) and a comma right after them ("18 Kingsway,", "41 Heol y
// Deri,"). It returns the end of the name.
func islesStreetName(t string, end int) (int, bool) {
	e, names, conn := end, 0, false
	for n := 0; n < 5; n++ {
		w, ok := nextWord(t, e, false)
		if !ok {
			break
		}
		switch {
		case capitalized(w.text) && !allDigits(w.key) && !strings.HasSuffix(w.text, ".") && !notStreetName[strings.ToLower(w.text)] &&
			!notCityWord(t, w) && !units[w.key]:
			names++
			conn = false
		case names > 0 && !conn && islesConnector(w.key):
			conn = true
		default:
			n = 5
			continue
		}
		e = w.end
	}
	if names == 0 || names > 3 || conn || e >= len(t) || t[e] != ',' {
		return end, false
	}
	return e, true
}

// islesUnitStreet reads a unit and its number before the name of a street
// or a development without a house number ("Apt 3, The Maltings,", "Flat
// 2, Harbour View,"): the unit word right before the number at numStart, a
// comma right after the number ending at end, then islesStreetName. It
// returns the unit's start and the name's end.
func islesUnitStreet(t string, numStart, end int) (int, int, bool) {
	if end >= len(t) || t[end] != ',' {
		return 0, 0, false
	}
	u, ok := prevWord(t, numStart)
	if !ok || !capitalized(u.text) || !(markingUnits[u.key] || strings.EqualFold(u.text, "flat") || strings.EqualFold(strings.TrimSuffix(u.text, "."), "apt")) {
		return 0, 0, false
	}
	e, ok := islesStreetName(t, end+1)
	if !ok {
		return 0, 0, false
	}
	return u.start, e, true
}

// islesTownAfter reports a town and a British postcode or an Irish Eircode
// after the street name ending at e, on the same line: ", Leicester LE3
// 2PL", ", Naas, Co. Kildare W91 D2F8".
func islesTownAfter(t string, e int) bool {
	full, ok := postalCityAfter(t, e, false)
	if !ok || strings.IndexByte(t[e:full], '\n') >= 0 {
		return false
	}
	f := strings.Fields(t[e:full])
	return len(f) >= 3 && islesPostcode(f[len(f)-2], f[len(f)-1])
}

// districtNameAfter extends a town's district number ending at e over the
// district's name after a dash: "Praha 1 - Staré Město", "Praha 5 –
// Smíchov" (one or two capitalised words, ending the line or the clause).
func districtNameAfter(t string, e int) int {
	j := e
	if j+3 > len(t) || t[j] != ' ' {
		return e
	}
	j++
	switch {
	case t[j] == '-':
		j++
	case strings.HasPrefix(t[j:], "–"):
		j += len("–")
	default:
		return e
	}
	x, ok := nextWord(t, j, false)
	if !ok || x.start != j+1 || !capitalized(x.text) || notCityWord(t, x) || strings.HasSuffix(x.text, ".") {
		return e
	}
	end := x.end
	if y, ok := nextWord(t, end, false); ok && capitalized(y.text) && !notCityWord(t, y) && !strings.HasSuffix(y.text, ".") {
		end = y.end
	}
	if end < len(t) && strings.IndexByte("\n,.;)", t[end]) < 0 {
		return e
	}
	return end
}

// regionInBrackets extends an address reported in parts over the province
// or region written in brackets after its town, "31500 Tudela (Navarra)",
// "48170 Zamudio (Bizkaia)", or an Italian province's code, "50127 Firenze
// (FI)", a place of its own (parts.go; the dev set's guide labels both). An
// address reported whole (a block, a street "s/n") stops before the
// bracket, as MEDDOCAN labels it.
func regionInBrackets(t string, e int) int {
	if e+2 >= len(t) || t[e] != ' ' || t[e+1] != '(' {
		return e
	}
	w, ok := wordAt(t, e+2)
	if ok && w.end < len(t) && t[w.end] == ')' && itProvinces[w.text] {
		return w.end + 1
	}
	if !ok || !capitalized(w.text) || gazetteer.AllCaps(w.text) {
		return e
	}
	end := w.end
	if x, ok := nextWord(t, end, false); ok && capitalized(x.text) {
		end = x.end // "(La Rioja)"
	}
	if end >= len(t) || t[end] != ')' {
		return e
	}
	return end + 1
}

// itProvinces are the codes of the Italian provinces (and of the four
// Sardinian ones abolished in 2016, still in addresses), as written in
// brackets after the town of an address: "10154 Torino (TO)".
var itProvinces = set(`AG AL AN AO AP AQ AR AT AV BA BG BI BL BN BO BR BS BT BZ CA CB CE CH CI CL CN CO CR CS CT CZ EN FC FE FG
	FI FM FR GE GO GR IM IS KR LC LE LI LO LT LU MB MC ME MI MN MO MS MT NA NO NU OG OR OT PA PC PD PE PG PI PN PO PR PT
	PU PV PZ RA RC RE RG RI RM RN RO SA SI SO SP SR SS SU SV TA TE TN TO TP TR TS TV UD VA VB VC VE VI VR VS VT VV`)

// notCityWord reports a capitalised word after a city that is not part of
// its name: a country ("Madrid España") or the label of the next field
// ("E-mail", "Tel", "Fax:").
func notCityWord(t string, w word) bool {
	if w.end < len(t) && t[w.end] == ':' {
		return true
	}
	if _, ok := countryAt(t, w.start); ok {
		return true
	}
	switch strings.ToLower(w.text) {
	case "e-mail", "email", "mail", "tel", "tel.", "teléfono", "fax", "phone", "correo", "españa", "deutschland", "italia", "polska", "france":
		return true
	}
	return false
}

// isStateCode: two capital letters (US state, DC).
func isStateCode(s string) bool { return len(s) == 2 && isUpper(s[0]) && isUpper(s[1]) }

// stateCodeAt returns the length of a state code at byte i, a word of its
// own: two capitals (isStateCode) or an Australian state's three ("QLD",
// "NSW"); 0 when there is none.
func stateCodeAt(t string, i int) int {
	for _, n := range [...]int{2, 3} {
		if i+n > len(t) || i+n < len(t) && (isLetterByte(t[i+n]) || isDigit(t[i+n])) {
			continue
		}
		if w := t[i : i+n]; isStateCode(w) || gazetteer.IsAUState(w) {
			return n
		}
	}
	return 0
}

// codeEndsLine reports that only blanks, a comma or a full stop stand
// between the end of a postal code at e and the end of its line.
func codeEndsLine(t string, e int) bool {
	for ; e < len(t); e++ {
		switch t[e] {
		case ' ', '\t', ',', '.', '\r':
		case '\n':
			return true
		default:
			return false
		}
	}
	return true
}

// blockAfter extends a street over the following lines of an address block,
// as on an envelope or a form:
//
//	14 Crown Street
//	 Suite 321
//	 LONDON
//	 United Kingdom 75419
//
// Up to four short lines of capitalised words, two-letter state codes and
// unit lines may follow; a line of a region code alone ("NS", "QLD") only
// after a city line. The block must end with a line whose last word is a
// postal code (three to six digits, "120 00", "53-320", or a Canadian or
// British postcode: "B0J 2H0", "SW1A 2AA"), which confirms it. It returns
// the end of the postal code.
//
// A few capitalised words may end the street line ("14 Crown Street Kishiev
// Squares", "Tungata 11 Rott Crossroad"). When strict (a street line with
// neither keyword nor unit), the block needs two more lines and must end
// with a country, with or without its postal code.
func blockAfter(t string, end int, strict bool) (int, bool) {
	i, unitLine, cityLine := end, false, false
	for line := 0; line < 4; line++ {
		// the line break, and commas or spaces around it
		if line == 0 {
			i = capsTail(t, i)
		}
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
		j = skipQuoteMarks(t, j)
		lineEnd := strings.IndexByte(t[j:], '\n')
		if lineEnd < 0 {
			lineEnd = len(t)
		} else {
			lineEnd += j
		}
		// a region code alone on its line continues the block after a
		// city line: "Mill Village\n NS\n B0J 2H0"
		if regionLine(t[j:lineEnd]) {
			if !cityLine {
				return end, false
			}
			i = lineEnd
			continue
		}
		// the words of the line; a long line must reach its postal code
		// early: "Cyprus 36903? I am in Nicosia for a business trip"
		limit := min(lineEnd, j+48)
		// a country, then the end of the sentence: "New Zealand. Please call"
		if line > 0 && (!strict || line >= 2) {
			if ce, ok := countryAt(t, j); ok && ce < lineEnd && strings.IndexByte(".?!", t[ce]) >= 0 {
				return ce, true
			}
		}
		k, words := j, 0
		for k < limit {
			w, ok := wordAt(t, k)
			if !ok {
				return end, false
			}
			words++
			switch {
			case allDigits(w.text) && words == 2 && units[firstKey(t, j)]:
				// the number of a unit line: "Suite 321"
				unitLine = true
			case allDigits(w.text) && len(w.text) <= 2 && words == 1 && line > 0 && strings.IndexByte(t[i:j], ',') >= 0 &&
				strings.TrimSpace(t[w.end:lineEnd]) == "":
				// a numbered region alone on its line, after a comma:
				// "Cite Essanaouber\n, 32\n 60810"
			case allDigits(w.text) || shapeOf(w.text) == twoDashThree:
				// a postal code ends the block when nothing but spaces, a
				// dot or a closing bracket follow on its line; "120 00"
				// (CZ, SK) and "53-320" (PL) too
				if n, ok := nextWord(t, w.end, false); ok && n.end <= lineEnd && shapeOf(t[w.start:n.end]) == threeTwo {
					w.end = n.end
				}
				if rest := strings.TrimLeft(t[w.end:lineEnd], " \t"); (len(w.text) >= 3 && len(w.text) <= 6) &&
					(rest == "" || strings.IndexByte(".,?!);", rest[0]) >= 0 || rest[0] >= 'a' && rest[0] <= 'z') {
					if strict {
						// a country or a unit line confirms a street
						// line without keyword
						if _, ok := countryAt(t, j); !ok && !unitLine || line < 2 {
							return end, false
						}
					}
					return w.end, true
				}
				return end, false
			case postcodeEndsLine(t, w, lineEnd) > 0:
				// a Canadian or British postcode: "NS\n B0J 2H0", "LONDON\n SW1A 2AA"
				if strict {
					if _, ok := countryAt(t, j); !ok && !unitLine || line < 2 {
						return end, false
					}
				}
				return postcodeEndsLine(t, w, lineEnd), true
			case words == 2 && dublinDistrict(t, j, w):
				// "Dublin 6W", "Dublin 15": a postal district of Dublin
			case capitalized(w.text) || units[strings.ToLower(strings.TrimSuffix(w.text, "."))] || w.text == "nan" ||
				words > 1 && (connectors[w.key] || blockConnectors[w.key]): // "Torroella de Montgrí", "Caxias do Sul", "Ostrov nad Ohří"
			default:
				return end, false
			}
			k = w.end
			if k < lineEnd && t[k] == '.' && w.text == "Co" {
				k++ // "Co. Clare"
			}
			for k < lineEnd && (isInlineSpace(t[k]) || t[k] == ',' || t[k] == '(' || t[k] == ')' ||
				t[k] == '\'' && k+1 < lineEnd && isLetterByte(t[k+1]) && k > w.start) { // "SMITH'S GREEN"
				k++
			}
			// "Netherlands?" ends the block line
			if k < lineEnd && (t[k] == '?' || t[k] == '!' || t[k] == '.') && strings.TrimSpace(t[k+1:lineEnd]) == "" {
				k = lineEnd
			}
			if words > 5 {
				return end, false
			}
		}
		if words == 0 || limit < lineEnd {
			return end, false
		}
		if !units[firstKey(t, j)] {
			cityLine = true
		}
		// a country line ends the block when a city line came before it:
		// "Warwick\n United States"
		if line > 0 && (!strict || line >= 2) {
			if ce, ok := countryAt(t, j); ok && ce == len(strings.TrimRight(t[:lineEnd], " \t\r.,?!")) {
				return ce, true
			}
		}
		i = lineEnd
	}
	return end, false
}

// countyBeforePostcode reads one to three capitalised words at byte k (a
// county or a post town) that a British postcode or an Irish Eircode
// follows, after a comma or a blank, and returns their end.
func countyBeforePostcode(t string, k int) (int, bool) {
	e := k
	for n := 0; n < 3; n++ {
		var w word
		var ok bool
		if n == 0 {
			w, ok = wordAt(t, k)
		} else {
			w, ok = nextWord(t, e, false)
		}
		if !ok || !capitalized(w.text) || allDigits(w.key) || strings.HasSuffix(w.text, ".") || notCityWord(t, w) ||
			kinds[w.key]&(kLead|kTrail) != 0 {
			break
		}
		if b, f := nextWord(t, w.end, false); f && islesPostcode(w.text, b.text) {
			break // the postcode itself
		}
		e = w.end
	}
	if e == k {
		return k, false
	}
	j := e
	for j < len(t) && (t[j] == ',' || isInlineSpace(t[j])) && j-e < 3 {
		j++
	}
	a, ok := wordAt(t, j)
	if !ok || j == e {
		return k, false
	}
	b, ok := nextWord(t, a.end, false)
	return e, ok && islesPostcode(a.text, b.text)
}

// streetWordIn reports a street keyword or an estate word among the words
// of t[i:e] ("Trafford Park Road", "Millbrook Trading Estate"): a street,
// not a town.
func streetWordIn(t string, i, e int) bool {
	for i < e {
		w, ok := nextWordAny(t, i, e)
		if !ok {
			return false
		}
		if kinds[w.key]&(kLead|kTrail) != 0 || estateWord(w.text) {
			return true
		}
		i = w.end
	}
	return false
}

// usStateNames are the US states and DC written out.
var usStateNames = set(`Alabama Alaska Arizona Arkansas California Colorado Connecticut Delaware Florida Georgia Hawaii Idaho
	Illinois Indiana Iowa Kansas Kentucky Louisiana Maine Maryland Massachusetts Michigan Minnesota Mississippi Missouri
	Montana Nebraska Nevada Ohio Oklahoma Oregon Pennsylvania Tennessee Texas Utah Vermont Virginia Washington Wisconsin
	Wyoming`)

// usStatePairs are the states of two words, by their first.
var usStatePairs = map[string]string{"New": "Hampshire Jersey Mexico York", "North": "Carolina Dakota", "South": "Carolina Dakota",
	"Rhode": "Island", "West": "Virginia"}

// usStateNameAt reads a US state written out at byte i and returns its end.
func usStateNameAt(t string, i int) (int, bool) {
	w, ok := wordAt(t, i)
	if !ok {
		return i, false
	}
	if usStateNames[w.text] {
		return w.end, true
	}
	if seconds, ok := usStatePairs[w.text]; ok {
		if x, f := nextWord(t, w.end, false); f && strings.Contains(" "+seconds+" ", " "+x.text+" ") {
			return x.end, true
		}
	}
	return i, false
}

// dublinAt reads "Dublin" and the number of a postal district at byte i
// ("Dublin 9", "Dublin 6W") and returns its end.
func dublinAt(t string, i int) (int, bool) {
	if !strings.HasPrefix(t[i:], "Dublin ") {
		return i, false
	}
	w, ok := nextWord(t, i+len("Dublin"), false)
	if !ok || !dublinDistrict(t, i, w) || w.end < len(t) && (isLetterByte(t[w.end]) || isDigit(t[w.end])) {
		return i, false
	}
	return w.end, true
}

// dublinDistrict reports w, the second word of the line at j, as the number
// of a Dublin postal district after "Dublin": 1 to 24, or 6W.
func dublinDistrict(t string, j int, w word) bool {
	if !strings.HasPrefix(t[j:], "Dublin ") && !strings.HasPrefix(t[j:], "DUBLIN ") {
		return false
	}
	if w.text == "6W" || w.text == "6w" {
		return true
	}
	return allDigits(w.text) && len(w.text) <= 2 && atoi4("00"+w.text) >= 1 && atoi4("00"+w.text) <= 24
}

// capsTail skips one to three capitalised words (or "van", "de" between
// them) that end the street line before a line break at i: it returns the
// position after them, or i.
func capsTail(t string, i int) int {
	e, caps := i, 0
	for n := 0; n < 4; n++ {
		w, ok := nextWord(t, e, false)
		if !ok {
			break
		}
		if !(capitalized(w.text) && !allDigits(w.key) || connectors[w.key] || w.text == "van") {
			return i
		}
		if capitalized(w.text) {
			caps++
		}
		e = w.end
	}
	k := e
	for k < len(t) && isInlineSpace(t[k]) {
		k++
	}
	if caps == 0 || k >= len(t) || t[k] != '\n' && t[k] != '\r' {
		return i
	}
	return e
}

// regionLine reports a line (spaces around it allowed) that holds only a
// region code of two or three capital letters: "NS", "SK", "QLD".
func regionLine(l string) bool {
	l = strings.TrimRight(l, " \t\r,")
	return (len(l) == 2 || len(l) == 3) && isUpper(l[0]) && isUpper(l[1]) && (len(l) == 2 || isUpper(l[2]))
}

// postcodeEndsLine returns the end of a Canadian (A9A 9A9) or British (SW1A
// 2AA) postcode that starts with w and ends its line (a dot, comma or
// closing bracket may follow), or 0.
func postcodeEndsLine(t string, w word, lineEnd int) int {
	if len(w.text) < 2 || len(w.text) > 4 || !isUpper(w.text[0]) {
		return 0
	}
	n, ok := nextWord(t, w.end, false)
	if !ok || n.end > lineEnd || !caPostcode(w.text, n.text) && !islesPostcode(w.text, n.text) {
		return 0
	}
	if rest := strings.TrimLeft(t[n.end:lineEnd], " \t\r"); rest != "" && strings.IndexByte(".,?!);", rest[0]) < 0 {
		return 0
	}
	return n.end
}

// blockConnectors may stand inside a city line besides connectors: "Črni
// Vrh nad Idrijo", "Velká Bukovina u Děčína", "Kingston upon Thames".
var blockConnectors = set(`nad pod u v na upon on`) // "Kingston upon Thames", "Walton on Thames"

// firstKey is the lower-case first word, without its dot, of the line
// starting at j.
func firstKey(t string, j int) string {
	w, ok := wordAt(t, j)
	if !ok {
		return ""
	}
	return strings.ToLower(strings.TrimSuffix(w.text, "."))
}

// unitAlone reports a street name [start, numStart) that is a unit word
// alone before a comma and another number (ending at end): "My address is
// Flat 3, 15 Kings Road" holds no street "Flat 3" (extendUnitsBefore puts
// the unit into the street after it).
func unitAlone(t string, start, numStart, end int) bool {
	w, ok := wordAt(t, start)
	return ok && units[w.key] && strings.TrimSpace(t[w.end:numStart]) == "" &&
		end+2 < len(t) && t[end] == ',' && t[end+1] == ' ' && isDigit(t[end+2])
}

// buildingNumberBefore extends start over a bare number right before it on
// the same line ("1987 74 Diakou Street"): a building or lot number that
// forms prefix to the street in some address blocks.
func buildingNumberBefore(t string, start int) int {
	j := start
	// one blank before the street line: a tab ends the cell before
	// ("Hlavní 5\tPrůmyslová 1120/7")
	if j == 0 || t[j-1] != ' ' {
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

// skipQuoteMarks skips the marks that quote a line of an e-mail or a chat
// ("> ", ">", "| ", "??? ") when j starts a line, so that a quoted address
// block reads like any other: "> 228 Ringvej 144\n> Apt. 902\n> Qaqortoq".
func skipQuoteMarks(t string, j int) int {
	if j == 0 || t[j-1] != '\n' && !isInlineSpace(t[j-1]) {
		return j
	}
	k := j
	for n := 0; k < len(t) && n < 6 && (t[k] == '>' || t[k] == '|' || t[k] == '?' || n > 0 && isInlineSpace(t[k])); n++ {
		k++
	}
	if k == j {
		return j
	}
	return k
}

// unitLineAfter finds a unit alone on the line after a street line ending
// at end: "\n Suite 321", "\n> Apt. 902", "\n??? Apt. 050" (quote marks
// before it are skipped). It returns the unit's span.
func unitLineAfter(t string, end int) (start, stop int, ok bool) {
	j := end
	for j < len(t) && (isInlineSpace(t[j]) || t[j] == ',' || t[j] == '\r') && j-end < 4 {
		j++
	}
	if j >= len(t) || t[j] != '\n' {
		return 0, 0, false
	}
	j++
	for k := 0; j < len(t) && k < 6 && isInlineSpace(t[j]); k++ {
		j++
	}
	j = skipQuoteMarks(t, j)
	w, found := wordAt(t, j)
	if !found || !markingUnits[w.key] {
		return 0, 0, false
	}
	n, found := nextWord(t, w.end, false)
	if nt := strings.TrimSuffix(n.text, "."); !found || !(allDigits(nt) || len(nt) <= 4 && strings.ContainsAny(nt, "0123456789")) {
		return 0, 0, false
	}
	e := n.end
	k := e
	for k < len(t) && (isInlineSpace(t[k]) || t[k] == '\r') {
		k++
	}
	if k < len(t) && t[k] != '\n' {
		return 0, 0, false
	}
	return j, e, true
}

// markingUnits are the units that mark a street line without keyword, alone
// on their line or after it: not "fl." (also a florin), "m" or "byt".
var markingUnits = set(`apt apartment suite ste unit`)

// unitKey is the key of the unit word after end (see unitAfter).
func unitKey(t string, end int) string {
	w, _ := nextWord(t, end, true)
	return w.key
}

// namedLine reports a street line without keyword that a unit may confirm:
// capitalised words right before the house number, the last of them no
// word that names a number ("Windows 10", "Room 12"), the number no year.
func namedLine(t string, start, numStart int, num string) bool {
	if yearLike(num) || !capitalizedAt(t, start) {
		return false
	}
	w, ok := prevWord(t, numStart)
	return ok && !notCityBefore[strings.ToLower(strings.TrimSuffix(w.text, "."))]
}

// estateLeads start the name of an industrial estate or business park that
// an address line gives before its street or unit: "Polígono Industrial
// Store, C/ A, nº 12", "Parc d'activités du Mont-Blanc, 2 rue de
// l'Industrie", "Polígono Ugaldeguren I, parcela 8".
var estateLeads = []string{"Polígono ", "Pol. Ind. ", "Parc d'activités ", "Parc d’activités ", "Zone industrielle ",
	"Zone d'activités ", "Zona Industriale ", "Zona industriale ", "Gewerbegebiet ", "Industriegebiet "}

// estatePlots name a plot or a unit on an estate before its number.
var estatePlots = set(`nave parcela lote unit unidad nº no`)

// estates extends a street found after an estate's name over it, or reads
// the estate's street and plot ("calle B, nave 14", "parcela 8") after it;
// the town and postal code that follow are reported in parts.
func estates(t string, out []detect.Match, base int) []detect.Match {
	var byStart map[int][]int // the streets of out[base:] by start, made on first use
	index := func(from int) {
		if byStart == nil {
			return
		}
		for n := from; n < len(out); n++ {
			if out[n].Type == "STREET_ADDRESS" {
				byStart[out[n].Start] = append(byStart[out[n].Start], n)
			}
		}
	}
	for _, lead := range estateLeads {
		for s := range wordStarts(t, lead) {
			// the estate's name: words up to a comma on its line
			e := s + len(lead)
			// within 60 bytes: a search to the text's end per lead made a
			// text of leads without commas cost quadratic time
			c := strings.IndexAny(t[e:min(len(t), e+61)], ",\n")
			if c < 0 || t[e+c] != ',' {
				continue
			}
			nameEnd := e + c
			j := nameEnd + 1
			for j < len(t) && isInlineSpace(t[j]) {
				j++
			}
			// a street found after it takes the estate in (the streets by
			// start, indexed once: a scan of them all per estate made a
			// text of estates and streets cost quadratic time)
			if byStart == nil {
				byStart = map[int][]int{}
				index(base)
			}
			if ns := byStart[j]; len(ns) > 0 {
				for _, n := range ns {
					out[n].Start = s
				}
				byStart[s] = append(byStart[s], ns...)
				delete(byStart, j)
				continue
			}
			if end, ok := estatePlot(t, j); ok {
				full, hasPostal := postalCityAfter(t, end, true)
				at := len(out)
				out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: end, Score: scoreNoKeyword, Context: addressContext})
				if hasPostal {
					out = appendParts(out, t, end, regionInBrackets(t, full), scoreNoKeyword)
				}
				index(at)
			}
		}
	}
	return out
}

// estatePlot reads "calle B, nave 14" or "parcela 8" at j: at most one
// street segment, then a plot word and its number.
func estatePlot(t string, j int) (int, bool) {
	for seg := 0; seg < 2; seg++ {
		w, ok := wordAt(t, j)
		if !ok {
			return 0, false
		}
		if estatePlots[strings.ToLower(strings.TrimSuffix(w.text, "."))] {
			n, f := nextWord(t, w.end, false)
			if !f || !allDigits(n.key) || len(n.key) > 4 {
				return 0, false
			}
			return n.end, true
		}
		if seg > 0 || !leadKeywords[strings.ToLower(strings.TrimSuffix(w.text, "."))] {
			return 0, false
		}
		// "calle B,"
		c := strings.IndexByte(t[w.end:], ',')
		if c < 0 || c > 30 || strings.IndexByte(t[w.end:w.end+c], '\n') >= 0 {
			return 0, false
		}
		j = w.end + c + 1
		for j < len(t) && isInlineSpace(t[j]) {
			j++
		}
	}
	return 0, false
}

// columnPostalBelow reports a street line [start, end) that is a cell of a
// table or two-column letterhead (a column gap after it, or before it on its
// line) above a cell that opens with a postal code and a capitalised word,
// in the same column of the next line: the columns line up by characters.
// It returns that cell, [cs, ce): the postal code and its town, up to the
// next column gap or the line's end.
func columnPostalBelow(t string, start, end int) (cs, ce int, ok bool) {
	// a letterhead's lines are short: the look for their ends stops at
	// columnReach bytes, so that a long line costs no more per number
	lo := max(0, start-columnReach)
	ls := strings.LastIndexByte(t[lo:start], '\n')
	if ls < 0 && lo > 0 {
		return 0, 0, false
	}
	ls += lo + 1
	le := strings.IndexByte(t[end:min(len(t), end+columnReach)], '\n')
	if le < 0 {
		return 0, 0, false
	}
	le += end
	before := t[ls:start]
	if !columnGap(t[end:le]) && !(len(before) >= 2 && strings.TrimRight(before, " \t") != before && columnGapEnds(before)) {
		return 0, 0, false
	}
	col := detect.ScreenColumn(before)
	nls := le + 1
	nle := strings.IndexByte(t[nls:min(len(t), nls+2*columnReach)], '\n')
	if nle < 0 {
		nle = min(len(t), nls+2*columnReach)
	} else {
		nle += nls
	}
	// the byte where the next line's column starts: the columns line up
	// on the screen, a tab to the next multiple of eight
	p, n := nls, 0
	for p < nle && n < col {
		r, sz := utf8.DecodeRuneInString(t[p:])
		if r == '\t' {
			n = (n/8 + 1) * 8
		} else {
			n++
		}
		p += sz
	}
	if n != col || p >= nle || isInlineSpace(t[p]) || p > nls && !columnGapEnds(t[nls:p]) && col > 0 {
		return 0, 0, false
	}
	// the code: digits and one inner blank or dash ("162 00", "00-238"),
	// then a town the gazetteer knows (not "2500 Stück", "2019 Season")
	q := p
	for q < nle && (isDigit(t[q]) || (t[q] == ' ' || t[q] == '-') && q+1 < nle && isDigit(t[q+1]) && q > p) {
		q++
	}
	sh := shapeOf(t[p:q])
	if q == p || sh == notPostal || sh == fourDigits && yearRange(t[p:q]) {
		return 0, 0, false
	}
	w, found := nextWord(t, q, false)
	if !found || w.start >= nle || !capitalized(w.text) || !townAfter(t[:nle], q) {
		return 0, 0, false
	}
	ce = nle
	if g := strings.Index(t[q:nle], "  "); g >= 0 {
		ce = q + g
	}
	if g := strings.IndexByte(t[q:ce], '\t'); g >= 0 {
		ce = q + g
	}
	// the cell ends at its town: "027 44 Tvrdošín, tel. 043 ...", a label
	// after a single blank ("Nové Mesto nad Váhom Dátum splatnosti:")
	if town := cityEndIn(t, q, ce); town > q {
		ce = town
	}
	return p, ce, true
}

// cityEndIn returns the end of the city name that starts after the postal
// code ending at q, within [q, ce): the longest run of up to five words that
// knownTown accepts and a district's number, else cityRun's reading; q when
// there is none.
func cityEndIn(t string, q, ce int) int {
	w, ok := nextWord(t, q, false)
	if !ok || w.start >= ce {
		return q
	}
	if end := knownTownEnd(t, w, ce); end > 0 {
		end = districtNumberAfter(t, end, ce) // "Praha 6"
		if d := districtNameAfter(t[:ce], end); d > end {
			end = d // "Bratislava - Staré Mesto", "Praha 6 - Dejvice"
		} else if end+3 < ce && t[end] == ' ' && t[end+1] == '(' {
			if r := strings.IndexByte(t[end:ce], ')'); r > 2 && isUpper(t[end+2]) {
				end += r + 1 // "Halle (Saale)"
			}
		}
		return end
	}
	if _, e, ok := cityRun(t[:ce], w.start); ok {
		return e
	}
	return q
}

// columnReach bounds the line a column is read in (see columnPostalBelow).
const columnReach = 160

// columnGapEnds reports s ending in a column gap: two blanks or a tab.
func columnGapEnds(s string) bool {
	return strings.HasSuffix(s, "  ") || strings.HasSuffix(s, "\t")
}
