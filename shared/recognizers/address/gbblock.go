package address

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// gbBlockLines finds the street line of a British address block whose
// street has no keyword ("27 Abbey Foregate\nShrewsbury\nSY2 6AE", "14
// Kingsway\nLeicester\nLE3 2PL") or no house number but a unit ("Unit 5,
// Brunel Court\nGloucester GL1 2DX"): a line of a house number or a unit
// and its number, then one to three capitalised words, that the block's town
// and postcode lines follow. It also puts a unit written before a street the
// main pass found on its line into the street ("Flat 3, 27 Abbey Road").
func gbBlockLines(t string, out []detect.Match, base int) []detect.Match {
	extendUnitsBefore(t, out[base:])
	var found *spanIndex
	for ls := 0; ls < len(t); {
		le := strings.IndexByte(t[ls:], '\n')
		if le < 0 {
			le = len(t)
		} else {
			le += ls
		}
		if c := t[ls]; ls < le && (isDigit(c) || isUpper(c)) {
			if s, e, ok := gbStreetLine(t, ls, le); ok {
				if full, hasPostal := blockAfter(t, e, false); hasPostal && endsWithGBPostcode(t, full) {
					if found == nil {
						found = newSpanIndex(out[base:])
					}
					if !found.overlaps(s, full) {
						out = append(out, detect.Match{Type: "STREET_ADDRESS", Start: s, End: e, Score: scoreNoKeyword, Context: addressContext})
						out = appendParts(out, t, e, full, scoreNoKeyword)
						found.add(s, full)
					}
				}
			}
		}
		ls = le + 1
	}
	return out
}

// gbStreetLine reads a street line [ls, le) of a British block: an optional
// unit and its number and a comma ("Flat 3,", "Unit 5,"), an optional house
// number ("27", "14a"), then one to three capitalised words with connectors
// between them; a unit or a house number at least. It returns the line's
// text without the blanks and the comma at its end.
func gbStreetLine(t string, ls, le int) (s, e int, ok bool) {
	i, numbered := ls, false
	w, f := wordAt(t, i)
	if !f || w.end > le {
		return 0, 0, false
	}
	if markingUnits[w.key] || strings.EqualFold(w.text, "flat") {
		n, f := nextWord(t, w.end, false)
		if !f || n.end >= le || !houseNumberWord(n.text) || t[n.end] != ',' {
			return 0, 0, false
		}
		i, numbered = n.end+1, true
		if w, f = nextWord(t, i, false); !f || w.end > le {
			return 0, 0, false
		}
	}
	if houseNumberWord(w.text) {
		numbered = true
		if w, f = nextWord(t, w.end, false); !f || w.end > le {
			return 0, 0, false
		}
	}
	if !numbered {
		return 0, 0, false
	}
	names, end := 0, 0
	for n := 0; n < 6; n++ {
		switch {
		case capitalized(w.text) && !allDigits(w.key) && !strings.HasSuffix(w.text, ".") && !notStreetName[strings.ToLower(w.text)]:
			names++
			end = w.end
		case islesConnector(w.key) && names > 0:
		default:
			return 0, 0, false
		}
		nx, f := nextWord(t, w.end, false)
		if !f || nx.start >= le {
			break
		}
		w = nx
	}
	// the rest of the line: blanks and a comma only
	for k := end; k < le; k++ {
		if c := t[k]; !isInlineSpace(c) && c != ',' && c != '\r' {
			return 0, 0, false
		}
	}
	if names == 0 || names > 3 {
		return 0, 0, false
	}
	return ls, end, true
}

// houseNumberWord: 1 to 4 digits, a letter after them or not ("27", "14a").
func houseNumberWord(w string) bool {
	n := len(w)
	if n > 0 && isLetterByte(w[n-1]) {
		n--
	}
	return n >= 1 && n <= 4 && allDigits(w[:n]) && w[0] != '0'
}

// notStreetName are capitalised words that begin no street line: months
// and weekdays of a date line ("14 March"), and the words of a title.
var notStreetName = set(`january february march april may june july august september october november december
	monday tuesday wednesday thursday friday saturday sunday mr mrs ms dr re`)

// unitsBeforeStreet name a flat, a floor or a shop before a street line,
// as British and Australian addresses write them ("Flat 3,", "Level 3,",
// "Shop 4,"), besides markingUnits.
var unitsBeforeStreet = set(`flat level shop`)

// extendUnitsBefore puts a unit, its number and a comma before a street
// into the street: "Flat 3, 27 Abbey Road", "Unit 12, 4 Mill Lane", "Level
// 3, 88 Stanley Street" at the start of a line, and in running text when
// the unit is capitalised ("My address is Flat 3, 15 Kings Road", "Flat
// 2/1, 36 Byres Road").
func extendUnitsBefore(t string, ms []detect.Match) {
	for i := range ms {
		m := &ms[i]
		if m.Type != "STREET_ADDRESS" || m.Start == 0 {
			continue
		}
		j := m.Start
		for j > 0 && isInlineSpace(t[j-1]) {
			j--
		}
		if j > 0 && t[j-1] == '\n' {
			// the unit on the line before: "Flat 2\n10 Baker Street"
			if s, ok := unitLineBefore(t, j-1); ok {
				m.Start = s
			}
			continue
		}
		if j == 0 || t[j-1] != ',' {
			continue
		}
		n, f := prevWord(t, j-1)
		if !f || n.end != j-1 || !houseNumberWord(n.text) {
			continue
		}
		ns := n.start
		if ns >= 2 && t[ns-1] == '/' && isDigit(t[ns-2]) {
			// a Scottish flat's floor and position: "Flat 2/1"
			ns -= 2
			for ns > 0 && isDigit(t[ns-1]) && n.start-ns < 4 {
				ns--
			}
		}
		w, f := prevWord(t, ns)
		if !f || !(markingUnits[w.key] || unitsBeforeStreet[strings.ToLower(w.text)]) {
			continue
		}
		ls := w.start
		for ls > 0 && isInlineSpace(t[ls-1]) {
			ls--
		}
		if ls == 0 || t[ls-1] == '\n' || capitalized(w.text) {
			m.Start = w.start
		}
	}
}

// unitLineBefore reads a line ending at the line break le that holds a
// capitalised unit and its number alone ("Flat 2", "Apartment 4B", "Unit
// 5") and returns its start.
func unitLineBefore(t string, le int) (int, bool) {
	n, f := prevWord(t, le)
	if !f || !houseNumberWord(n.text) || strings.TrimSpace(t[n.end:le]) != "" {
		return 0, false
	}
	w, f := prevWord(t, n.start)
	if !f || !capitalized(w.text) || !(markingUnits[w.key] || unitsBeforeStreet[strings.ToLower(w.text)]) || t[w.end:n.start] != " " {
		return 0, false
	}
	ls := w.start
	for ls > 0 && isInlineSpace(t[ls-1]) {
		ls--
	}
	return w.start, ls == 0 || t[ls-1] == '\n'
}

// endsWithGBPostcode reports a UK postcode that ends the block t[:end],
// alone on its line or after the town ("Gloucester GL1 2DX").
func endsWithGBPostcode(t string, end int) bool {
	if endsInGBPostcode(t, end) {
		return true
	}
	ls, ok := detect.LineBreakBefore(t, end, 64)
	if !ok {
		return false
	}
	f := strings.Fields(t[ls+1 : end])
	return len(f) >= 3 && islesPostcode(f[len(f)-2], strings.TrimRight(f[len(f)-1], ",."))
}
