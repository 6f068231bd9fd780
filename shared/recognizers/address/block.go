package address

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// militaryBefore recognises a US military address ending in the five-digit
// ZIP at [i, end):
//
//	PSC 0413, Box 8144        Unit 1009 Box 0219       USS Lorenzen
//	APO AA 42323              DPO AP 51065             FPO AE 25990
//
// It returns the start of the address: the line before when it is a PSC,
// Unit, CMR or ship line, else "APO".
func militaryBefore(t string, i, end int) (int, bool) {
	if end-i != 5 {
		return 0, false
	}
	st, ok := prevWord(t, i)
	if !ok || !militaryStates[strings.ToLower(st.text)] {
		return 0, false
	}
	po, ok := prevWord(t, st.start)
	if !ok || !militaryPost[strings.ToLower(po.text)] {
		return 0, false
	}
	start := po.start
	// the line before: "PSC 0413, Box 8144", "USS Lorenzen"
	j := start
	for j > 0 && isInlineSpace(t[j-1]) {
		j--
	}
	if j > 0 && (t[j-1] == '\n' || t[j-1] == ',') {
		j--
		for j > 0 && (isInlineSpace(t[j-1]) || t[j-1] == '\r') {
			j--
		}
		// the unit or ship words, at most five words back on that line:
		// "... my new address is USS Lorenzen"
		p := j
		for n := 0; n < 5; n++ {
			w, ok := prevWord(t, p)
			if !ok {
				// a comma inside the line: "PSC 0413, Box 8144"
				q := p
				for q > 0 && (isInlineSpace(t[q-1]) || t[q-1] == ',') {
					q--
				}
				if q == p || q < 1 || t[q-1] == '\n' {
					break
				}
				if w, ok = prevWord(t, q); !ok {
					break
				}
			}
			if militaryUnit[strings.ToLower(w.text)] {
				start = w.start
				break
			}
			p = w.start
		}
	}
	return start, true
}

var (
	militaryPost   = set(`apo fpo dpo`)
	militaryStates = set(`aa ae ap`)
	militaryUnit   = set(`psc unit cmr uss usns usnv uscgc usa usat`)
)

// countryAt matches a country name of one to four words starting at byte i
// (any case) and returns its end.
func countryAt(t string, i int) (int, bool) {
	var buf [48]byte
	n, e, found := 0, i, -1
	for k := 0; k < 4; k++ {
		var w word
		var ok bool
		if k == 0 {
			w, ok = wordAt(t, i)
		} else {
			w, ok = nextWord(t, e, false)
		}
		if !ok || len(w.text)+n+1 > len(buf) {
			break
		}
		if k > 0 {
			buf[n] = ' '
			n++
		}
		n += copy(buf[n:], strings.ToLower(w.text))
		e = w.end
		if gazetteer.IsCountry(string(buf[:n])) {
			found = e
		}
	}
	return found, found >= 0
}

// cityCountryAfter extends a street line over ", City, Country" and an
// optional postal code on the same line: ", Tubize, Belgium",
// ", Nemesvámos, Hungary 79294", " Milford New Zealand". The city is one to
// four capitalised words (or connectors between them); the country name
// confirms the whole.
func cityCountryAfter(t string, end int, keyword bool) (int, bool) {
	j := end
	if !keyword && (j >= len(t) || t[j] != ',') {
		return end, false // without a street keyword, only after a comma
	}
	for j < len(t) && (t[j] == ',' || isInlineSpace(t[j])) && j-end < 3 {
		j++
	}
	if j == end || j >= len(t) {
		return end, false
	}
	e, city := j, 0
	for n := 0; n < 6; n++ {
		var w word
		var ok bool
		if n == 0 {
			w, ok = wordAt(t, j)
		} else {
			k := e
			for k < len(t) && (t[k] == ',' || isInlineSpace(t[k])) && k-e < 3 {
				k++
			}
			if k == e {
				return end, false
			}
			w, ok = wordAt(t, k)
		}
		if !ok || allDigits(w.key) {
			return end, false
		}
		if city > 0 {
			if ce, ok := countryAt(t, w.start); ok {
				return postalAfterCountry(t, ce), true
			}
		}
		switch {
		case capitalized(w.text):
			city++
		case connectors[w.key] || city > 0 && len(w.text) <= 3 && !strings.ContainsAny(w.text, "."):
			// "Montealegre del Castillo", "Chomutice u Horic v Podkrkonoší"
		default:
			return end, false
		}
		e = w.end
	}
	return end, false
}

// postalAfterCountry extends over a postal code after the country: three to
// six digits, or three and two ("840 24").
func postalAfterCountry(t string, e int) int {
	k := e
	for k < len(t) && isInlineSpace(t[k]) && k-e < 2 {
		k++
	}
	q := k
	for q < len(t) && isDigit(t[q]) {
		q++
	}
	if n := q - k; n >= 3 && n <= 6 && (q == len(t) || !isLetterByte(t[q]) && !isDigit(t[q])) {
		return q
	}
	return e
}

// countryIn reports a country name among the words of t[from:to].
func countryIn(t string, from, to int) bool {
	for i := from; i < to; {
		w, ok := nextWordAny(t, i, to)
		if !ok {
			return false
		}
		if e, ok := countryAt(t, w.start); ok && e <= to {
			return true
		}
		i = w.end
	}
	return false
}

// nextWordAny returns the first word that starts in t[i:to], across
// punctuation and line breaks.
func nextWordAny(t string, i, to int) (word, bool) {
	for ; i < to; i++ {
		if i > 0 && (t[i-1] >= 0x80 || asciiAlnum[t[i-1]]) {
			continue // inside a word
		}
		if w, ok := wordAt(t, i); ok && w.start == i {
			return w, true
		}
	}
	return word{}, false
}

// endsInGBPostcode reports a UK postcode alone on the last line of
// t[:end] ("Sutton Coldfield\nB74 2NT"), or a UK or Canadian postcode
// ending a town's line ("Brampton, Ontario L6Y 4R2").
func endsInGBPostcode(t string, end int) bool {
	// a postcode line is short: the look-back stops there (see
	// detect.LineBreakBefore)
	ls, ok := detect.LineBreakBefore(t, end, 64)
	if !ok {
		return false
	}
	// the quote marks of a quoted mail's line ("> B74 2NT") too
	line := strings.TrimSpace(strings.TrimLeft(t[ls+1:end], " \t>"))
	a, b, ok := strings.Cut(line, " ")
	if ok && islesPostcode(a, b) {
		return true
	}
	if k := strings.LastIndexByte(line, ' '); k > 0 {
		if j := strings.LastIndexAny(line[:k], " ,"); j > 0 && capitalizedAt(line, 0) {
			a, b := line[j+1:k], line[k+1:]
			return islesPostcode(a, b) || caPostcode(a, b)
		}
	}
	return false
}
