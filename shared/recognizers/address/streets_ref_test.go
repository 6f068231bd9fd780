package address

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// findStreetsRef and the functions it calls with names ending in Ref are
// findStreets and its passes before their scans were bounded: a military
// address and a corner filtered every match found so far, estates looked
// for each lead's comma to the text's end and through every street for the
// one after it, and Italian streets and letterhead lines without a number
// looked through every match for one they overlap.
func findStreetsRef(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	lastEnd := -1
	base := len(out)
	seen := map[string]bool{}
	for _, r := range d.DigitRuns() {
		if !d.BoundaryBefore(r.Start) {
			continue
		}
		num := t[r.Start:r.End]
		if s, ok := militaryBefore(t, r.Start, r.End); ok {
			// it replaces what an earlier run of the block found ("Box 5797")
			kept := out[:base]
			for _, m := range out[base:] {
				if m.End <= s || m.Start >= r.End {
					kept = append(kept, m)
				}
			}
			out = append(kept, detect.Match{Type: "STREET_ADDRESS", Start: s, End: r.End, Score: scoreWithPostal, Context: addressContext})
			lastEnd = r.End
			continue
		}
		if r.Start < lastEnd {
			continue
		}
		numStart, end := r.Start, r.End
		box := r.Start >= 9 && t[r.Start-2] == 'h' && postfachNumber(t, r.Start, num) // "Postfach 10 02 03": the whole run
		if k := strings.LastIndexByte(num, ' '); k > 0 && !box && houseNumber(num[:k]) && ordinalSuffixAt(t, r.End) {
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
		if _, plate := plateSignBefore(t, r.Start); !box && !houseNumber(num) && !plate && !postalThenTown(t, num, r.End) {
			continue
		}
		// a letter glued to the number: 221B, 12a
		if end < len(t) && (t[end] >= 'A' && t[end] <= 'Z' || t[end] >= 'a' && t[end] <= 'z') && (end+1 == len(t) || !isLetterByte(t[end+1])) {
			end++
		}
		// a letter after a slash: "Moldavská cesta 8/B"
		if end+1 < len(t) && t[end] == '/' && isUpper(t[end+1]) && (end+2 == len(t) || !isLetterByte(t[end+2]) && !isDigit(t[end+2])) {
			end += 2
		}
		if end+1 < len(t) && t[end] == ' ' {
			end = numberSuffixAfter(t, end)
		}
		if end+3 < len(t) && (t[end] == ' ' || t[end] == 0xe2) && allDigits(num) {
			end = rangeAfter(t, num, end)
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
			streetEnd, keyword = end, true
		} else if us, e, ok := islesUnitStreet(t, numStart, end); ok && islesTownAfter(t, e) {
			// "Apt 3, The Maltings, Bray, Co. Wicklow A98 X2Y3": a unit,
			// then a street or a building's name without a number
			start, streetEnd, lowerName = us, e, true
		} else if start, ok = namedStreetBefore(t, numStart); ok && strings.Count(num, "/") < 2 && !strings.Contains(t[numStart:end], "-") {
			streetEnd = end // CZ/SK style without keyword; needs a postal code below
		} else if start, ok = czskLowerStreetBefore(t, numStart, d.Lang); ok && !strings.Contains(t[numStart:end], "-") {
			lowerName = true // "Mlynské nivy 5/A": needs a postal code below
			streetEnd = end
		} else if e, ok := islesStreetName(t, end); ok && numStart == r.Start && islesTownAfter(t, e) {
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
		cue = cue || !keyword && !hasPostal && (d.Lang == "cs" || d.Lang == "sk") && czskSlashNumber(t, start, numStart, num)
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
		named0 := t[start:numStart]
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
		if tail >= 0 {
			out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: tail, Score: score, Context: addressContext})
			out = appendParts(out, t, tail, streetEnd, score)
		} else {
			out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: start, End: streetEnd, Score: score, Context: addressContext})
		}
		lastEnd = streetEnd
		if k := streetNameKey(named0); k != "" && len(seen) < 16 {
			seen[k] = true
		}
	}
	out = repeatedStreets(d, out, base, seen)
	out = gbBlockLines(t, estatesRef(t, sinNumero(t, unnumberedLinesRef(t, out, base)), base), base)
	return fields(t, cornersRef(t, d.DigitRuns(), out, base))
}

func estatesRef(t string, out []detect.Match, base int) []detect.Match {
	for _, lead := range estateLeads {
		for s := range wordStarts(t, lead) {
			// the estate's name: words up to a comma on its line
			e := s + len(lead)
			c := strings.IndexAny(t[e:], ",\n")
			if c < 0 || c > 60 || t[e+c] != ',' {
				continue
			}
			nameEnd := e + c
			j := nameEnd + 1
			for j < len(t) && isInlineSpace(t[j]) {
				j++
			}
			// a street found after it takes the estate in
			found := false
			for n := base; n < len(out); n++ {
				if out[n].Type == "STREET_ADDRESS" && out[n].Start == j {
					out[n].Start = s
					found = true
				}
			}
			if found {
				continue
			}
			if end, ok := estatePlot(t, j); ok {
				full, hasPostal := postalCityAfter(t, end, true)
				out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: end, Score: scoreNoKeyword, Context: addressContext})
				if hasPostal {
					out = appendParts(out, t, end, regionInBrackets(t, full), scoreNoKeyword)
				}
			}
		}
	}
	return out
}

func cornersRef(t string, runs []detect.Span, out []detect.Match, base int) []detect.Match {
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
		// drop what the street recognizer found inside
		kept := out[:base]
		for _, m := range out[base:] {
			if m.End <= start || m.Start >= end {
				kept = append(kept, m)
			}
		}
		if aTrail && bTrail {
			// "the corner of 11 Botley Road St. and Herceg Gateway St.":
			// two streets, each complete with its keyword
			out = append(kept, detect.Match{Type: "STREET_ADDRESS", Start: start, End: aEnd, Score: scoreCorner, Context: addressContext},
				detect.Match{Type: "STREET_ADDRESS", Start: bStart, End: end, Score: scoreCorner, Context: addressContext})
		} else {
			out = append(kept, detect.Match{Type: "STREET_ADDRESS", Start: start, End: end, Score: scoreCorner, Context: addressContext})
		}
		done = end
	}
	return out
}

func unnumberedLinesRef(t string, out []detect.Match, base int) []detect.Match {
	for ls := 0; ls < len(t); {
		le := strings.IndexByte(t[ls:], '\n')
		if le < 0 {
			le = len(t)
		} else {
			le += ls
		}
		if s, end, ok := unnumberedLineStreet(t, ls, le); ok && !overlapsRef(out[base:], s, end) {
			if full, hasPostal := postalCityAfter(t, end, true); hasPostal && full <= le {
				out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: end, Score: scoreNoKeyword, Context: addressContext})
				out = appendParts(out, t, end, full, scoreNoKeyword)
			}
		}
		ls = le + 1
	}
	return out
}

func overlapsRef(ms []detect.Match, s, e int) bool {
	for _, m := range ms {
		if m.Start < e && s < m.End {
			return true
		}
	}
	return false
}

// TestStreetsAsUnbounded: findStreets answers as it did before its scans
// were bounded, on texts of military addresses, estates and streets side by
// side, chained and overlapping.
func TestStreetsAsUnbounded(t *testing.T) {
	parts := []string{"PSC 0413, Box 8144, APO AE 09012", "12 Main Street", "Box 5797 APO AP 96515",
		"Gewerbegebiet Nord, ", "Polígono Sur, ", "Pol. Ind. Las Salinas, calle B, nave 14", "parcela 8",
		"Zone industrielle des Vignes, 4 rue de Paris, 69003 Lyon", "Hauptstraße 5, Berlin", "USS Lorenzen",
		"14 Crown Street\n Suite 321\n LONDON\n United Kingdom 75419", "FPO AA 34035", "Unit 12, Millbrook Trading Estate, Sheffield S9 2RX",
		", ", "\n", " ", "Industriegebiet West, Hafenstraße 3", "Zona Industriale, via Roma 5, 20100 Milano",
		"PSC 0729, Box 5797\nAPO AP 96854", "Unit 1009 Box 0219\nDPO AP 51065", "USS Lorenzen\nFPO AE 25990",
		"the corner of Dalbraut 99 and Frederikke Coves", "corner of ", " and Oak Street", "corner of Kuusiku 7 and ",
		"the corner of 11 Botley Road St. and Herceg Gateway St.", "Via Roma ", "Via Garibaldi 12, ", "Piazza del Duomo",
		"Viale Monza e ", "Barrack Road, Exeter EX2 5DW", "\nBarrack Road, Exeter EX2 5DW\n", "Unit 12, Millbrook Trading Estate, Sheffield S9 2RX\n"}
	r := rand.New(rand.NewPCG(1, 2))
	military, estate, corner, italian, unnumbered := 0, 0, 0, 0, 0
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := 1 + r.IntN(12); k > 0; k-- {
			b.WriteString(parts[r.IntN(len(parts))])
			if r.IntN(3) == 0 {
				b.WriteByte(' ')
			}
		}
		text := b.String()
		for _, lang := range []string{"", "it"} {
			d := detect.NewDoc(text, lang)
			got := findStreets(d, nil)
			want := findStreetsRef(detect.NewDoc(text, lang), nil)
			for _, m := range got {
				military += bool2int(strings.HasPrefix(text[m.Start:m.End], "PSC") && strings.Contains(text[m.Start:m.End], "APO"))
				corner += bool2int(m.Score == scoreCorner)
				italian += bool2int(lang == "it" && m.Score == scoreStreet && strings.HasPrefix(text[m.Start:m.End], "Via"))
				unnumbered += bool2int(m.Score == scoreNoKeyword && strings.HasPrefix(text[m.Start:m.End], "Barrack"))
				estate += bool2int(strings.HasPrefix(text[m.Start:m.End], "Gewerbegebiet") || strings.HasPrefix(text[m.Start:m.End], "Polígono"))
			}
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q (%s):\n got %v\nwant %v", text, lang, got, want)
			}
		}
	}
	if military < 100 || estate < 100 || corner < 100 || italian < 100 || unnumbered < 100 {
		t.Fatalf("%d military addresses, %d estates, %d corners, %d Italian streets, %d letterhead lines: the texts no longer exercise them",
			military, estate, corner, italian, unnumbered)
	}
}

func bool2int(b bool) int {
	if b {
		return 1
	}
	return 0
}
