package national

import (
	"slices"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Grouped national ids after their label: "PESEL: 850 312 04 571", "NIP:
// 851 831 49 65", "rodné číslo 785 123 / 4567", "RČ: 78 05 12 / 3456",
// "DNI: 35 536 063 M", "codice fiscale: RSS MRA 85T10 A562S". The specs read
// these ids written whole or with their usual separators; people also type
// them in groups, which without the label read as a phone number, an amount
// or loose words, so a grouped value is taken only after its label, on one
// line, and only when its check passes.

// groupedID is one identifier read in groups after its label.
type groupedID struct {
	labels idLabels
	// unless are labels that give the value to another id when they stand
	// among its label words too ("DNI/NIF": the tax id, as the specs read
	// "DNI/NIF: 35536063M"); zero: none
	unless idLabels
	// lens are the compact lengths (digits) the identifier has
	lens []int
	// head: the digits before a group boundary the value must have (the
	// rodné číslo's six of the date, before its slash or blank); 0: any
	head int
	// slash: one '/' may stand after head, a blank either side or not
	slash bool
	valid func(c string) bool
	// alnum: the value holds capital letters too (a DNI's control letter, a
	// codice fiscale): its groups are letters and digits apart by one
	// blank, hyphen or dot, and lens count its characters
	alnum bool
	// types with their countries: the text's language settles the span
	// between them (see detect.Match.Country)
	types, countries []string
}

var groupedIDs = []groupedID{
	{labels: idWords(personalIDWords, "pl"), lens: []int{11}, valid: validPESEL,
		types: []string{"PL_PESEL"}, countries: []string{"PL"}},
	// "NIP: 851 831 49 65", "NIP 851 83 14 965"
	{labels: idWords(taxIDWords, "pl"), lens: []int{10}, valid: validNIP,
		types: []string{"PL_NIP"}, countries: []string{"PL"}},
	// "rodné číslo", "rodného čísla", "RČ", "r.č."; nine digits before 1954
	{labels: idWords(personalIDWords, "cs", "sk"), lens: []int{9, 10}, head: 6, slash: true,
		valid: validBirthNumber, types: []string{"CZ_BIRTH_NUMBER", "SK_BIRTH_NUMBER"}, countries: []string{"CZ", "SK"}},
	// "DNI: 35 536 063 M", "NIE X 1234567 L"; after "NIF" the tax id (the
	// dev set guide)
	{labels: idWords(personalIDWords, "es"), unless: idWords(taxIDWords, "es"), lens: []int{9}, alnum: true, valid: validDNI,
		types: []string{"ES_DNI"}, countries: []string{"ES"}},
	{labels: idWords(personalIDWords, "es"), unless: idWords(taxIDWords, "es"), lens: []int{9}, alnum: true, valid: validNIE,
		types: []string{"ES_NIE"}, countries: []string{"ES"}},
	{labels: idWords(taxIDWords, "es"), lens: []int{9}, alnum: true, valid: func(c string) bool { return validDNI(c) || validNIE(c) },
		types: []string{"ES_TAX_ID"}, countries: []string{"ES"}},
	// "codice fiscale: RSS MRA 85T10 A562S", "C.F. RSSMRA 85T10A562S"
	{labels: idWords(personalIDWords, "it"), lens: []int{16}, alnum: true, valid: validCF,
		types: []string{"IT_FISCAL_CODE"}, countries: []string{"IT"}},
}

func personalIDWords(l *vocab.Lexicon) []string { return l.PersonalIDWords }
func taxIDWords(l *vocab.Lexicon) []string      { return l.TaxIDWords }

// idLabels are the labels of one grouped id: single words, and phrases of
// several words written with dots ("r.č", "c.f"), lower case, looked for in
// the label's text.
type idLabels struct {
	words   *detect.StemSet
	phrases []string
}

// idWords returns the labels of concept (vocab's PersonalIDWords or
// TaxIDWords) in langs: the labels of those countries' numbers.
func idWords(concept func(*vocab.Lexicon) []string, langs ...string) idLabels {
	var words, phrases []string
	for _, l := range langs {
		lx, _ := vocab.Of(l)
		for _, w := range concept(&lx) {
			if strings.ContainsAny(w, ". ") {
				phrases = append(phrases, w)
			} else {
				words = append(words, w)
			}
		}
	}
	return idLabels{detect.NewStemSet(words...), phrases}
}

// groupedScore is a grouped value's score after its label: the whole
// value's with its label (0.5 + 0.35 for a PESEL).
const groupedScore = 0.85

// maxGroupLabelWords is how many words before the value its label may be
// ("PESEL pacjenta: ...", "nr PESEL ...", "rodné číslo: ...").
const maxGroupLabelWords = 3

// findGrouped appends the grouped identifiers of d.
func findGrouped(d *detect.Doc, out []detect.Match) []detect.Match {
	out = findGroupedAlnum(d, out)
	t := d.Text
	runs := d.DigitRuns()
	for ri := 0; ri < len(runs); ri++ {
		r := runs[ri]
		start, end := r.Start, r.End
		// a slash with blanks around it ends a digit run: "785 123 / 4567"
		joined := false
		if k := slashGap(t, end); k > 0 && ri+1 < len(runs) && runs[ri+1].Start == k {
			end = runs[ri+1].End
			joined = true
		}
		if !joined && strings.IndexByte(t[start:end], ' ') < 0 {
			continue // whole or with its slash only: the specs read it
		}
		if start > 0 && isWordByteAt(t, start-1) || end < len(t) && isWordByteAt(t, end) {
			continue
		}
		var buf [maxGroups]int
		n, groups, slashAt, ok := readGroups(t[start:end], buf[:0])
		if !ok {
			if joined {
				ri++
			}
			continue
		}
		var cb [32]byte
		c := ""
		for gi := range groupedIDs {
			g := &groupedIDs[gi]
			if g.alnum || !g.fits(n, groups, slashAt) {
				continue
			}
			if c == "" {
				c = compactInto(cb[:0], t[start:end]) // the digits: readGroups let through no other character
			}
			if !g.valid(c) || !labelled(d, start, g.labels) {
				continue
			}
			for k, typ := range g.types {
				out = append(out, detect.Match{Type: typ, Start: start, End: end, Score: groupedScore, Country: g.countries[k]})
			}
		}
		if joined {
			ri++
		}
	}
	return out
}

// maxAlnumSpan bounds the text around a digit run that findGroupedAlnum
// reads for a value of letters and digits (a codice fiscale in groups of
// one is 31 bytes).
const maxAlnumSpan = 40

// findGroupedAlnum appends the grouped identifiers of capitals and digits:
// around each digit run, the tokens of ASCII capitals and digits joined by
// one blank, hyphen or dot on one line; every sequence of two or more of
// them is a candidate of the ids whose length it has ("RSS-MRA-85T10-A562S";
// a form the specs read too is the same match twice, which the engine
// merges).
func findGroupedAlnum(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	done := 0 // the end of the last span read
	var toks [maxAlnumSpan]detect.Span
	for _, r := range d.DigitRuns() {
		if r.Start < done {
			continue
		}
		s, e := r.Start, r.End
		for s > 0 && r.Start-s < maxAlnumSpan && (isAlnumUpper(t[s-1]) || s > 1 && isGroupSep(t[s-1]) && isAlnumUpper(t[s-2])) {
			s--
		}
		for e < len(t) && e-r.End < maxAlnumSpan && (isAlnumUpper(t[e]) || e+1 < len(t) && isGroupSep(t[e]) && isAlnumUpper(t[e+1])) {
			e++
		}
		for isGroupSep(t[s]) {
			s++
		}
		for isGroupSep(t[e-1]) {
			e--
		}
		done = e
		if s > 0 && isWordByteAt(t, s-1) || e < len(t) && isWordByteAt(t, e) {
			continue // inside a word ("Año35 ...")
		}
		n := 0
		for i := s; i < e && n < len(toks); {
			j := i
			for j < e && isAlnumUpper(t[j]) {
				j++
			}
			toks[n] = detect.Span{Start: i, End: j}
			n++
			i = j + 1
		}
		for a := 0; a < n; a++ {
			size := 0
			for b := a; b < n; b++ {
				size += toks[b].End - toks[b].Start
				if b == a || size >= len(alnumSizes) || !alnumSizes[size] {
					continue
				}
				out = matchAlnum(d, toks[a].Start, toks[b].End, size, out)
			}
		}
	}
	return out
}

// alnumSizes marks the lengths of the grouped ids of capitals and digits.
var alnumSizes = func() (m [17]bool) {
	for _, g := range groupedIDs {
		for _, l := range g.lens {
			if g.alnum {
				m[l] = true // a longer id panics here, at init
			}
		}
	}
	return m
}()

// matchAlnum appends the grouped ids of capitals and digits the value
// t[start:end] of size characters (separators left out) may be.
func matchAlnum(d *detect.Doc, start, end, size int, out []detect.Match) []detect.Match {
	c := ""
	for gi := range groupedIDs {
		g := &groupedIDs[gi]
		if !g.alnum || !slices.Contains(g.lens, size) {
			continue
		}
		if c == "" {
			c = compactAlnum(d.Text[start:end])
		}
		if !g.valid(c) || !labelled(d, start, g.labels) || g.unless.words != nil && labelled(d, start, g.unless) {
			continue
		}
		for k, typ := range g.types {
			out = append(out, detect.Match{Type: typ, Start: start, End: end, Score: groupedScore, Country: g.countries[k]})
		}
	}
	return out
}

func isAlnumUpper(c byte) bool { return isDigitByte(c) || isUpperByte(c) }

// isGroupSep: the separators between the groups of a value of capitals and
// digits.
func isGroupSep(c byte) bool { return c == ' ' || c == '-' || c == '.' }

func compactAlnum(s string) string {
	b := make([]byte, 0, len(s))
	for i := 0; i < len(s); i++ {
		if isAlnumUpper(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// slashGap reports a slash after the digit run ending at i with a blank
// before it, after it or both (" / ", " /", "/ "), a digit after it on the
// same line, and returns that digit's offset (0: none).
func slashGap(t string, i int) int {
	j, blanks := i, 0
	if j < len(t) && t[j] == ' ' {
		j++
		blanks++
	}
	if j >= len(t) || t[j] != '/' {
		return 0
	}
	j++
	if j < len(t) && t[j] == ' ' {
		j++
		blanks++
	}
	if blanks == 0 || j >= len(t) || !isDigitByte(t[j]) {
		return 0
	}
	return j
}

// maxGroups bounds the group boundaries of a value (six groups of two).
const maxGroups = 6

// readGroups splits a value of digit groups apart by one blank, or by one
// slash with or without blanks around it, into the digits' count, the
// count before each group boundary (ascending) and the count before the
// slash (-1: none). Any other separator fails.
func readGroups(v string, bounds []int) (n int, _ []int, slashAt int, ok bool) {
	slashAt = -1
	for i := 0; i < len(v); {
		c := v[i]
		switch {
		case isDigitByte(c):
			n++
			i++
		case c == ' ' || c == '/':
			j := i
			for j < len(v) && v[j] == ' ' {
				j++
			}
			if j < len(v) && v[j] == '/' {
				if slashAt >= 0 {
					return 0, nil, 0, false
				}
				slashAt = n
				j++
				for j < len(v) && v[j] == ' ' {
					j++
				}
			}
			if j-i > 3 || j == len(v) || !isDigitByte(v[j]) || len(bounds) == maxGroups {
				return 0, nil, 0, false
			}
			bounds = append(bounds, n)
			i = j
		default:
			return 0, nil, 0, false // '-', '.': a date, a phone, a range
		}
	}
	return n, bounds, slashAt, n > 0
}

// fits reports a value of n digits with group boundaries at bounds (the
// digits before each) and its slash after slashAt digits (-1: none) that
// the identifier may be: its length, groups of two to six digits, the
// slash only where the identifier has one.
func (g *groupedID) fits(n int, bounds []int, slashAt int) bool {
	okLen := false
	for _, l := range g.lens {
		okLen = okLen || n == l
	}
	if !okLen || slashAt >= 0 && (!g.slash || slashAt != g.head) {
		return false
	}
	prev := 0
	headBound := g.head == 0
	for k := 0; k <= len(bounds); k++ {
		b := n
		if k < len(bounds) {
			b = bounds[k]
		}
		if size := b - prev; size < 2 || size > 6 {
			return false
		}
		headBound = headBound || b == g.head
		prev = b
	}
	return headBound
}

// labelled reports one of labels among the few label words before start,
// or one of phrases in their text.
func labelled(d *detect.Doc, start int, labels idLabels) bool {
	found := false
	d.LabelWordsBefore(start, maxGroupLabelWords, func(w string) bool {
		found = labels.words.Match(w)
		return !found
	})
	if !found && len(labels.phrases) > 0 {
		label := strings.ToLower(d.Text[d.LabelStart(start, maxGroupLabelWords):start])
		for _, p := range labels.phrases {
			found = found || strings.Contains(label, p)
		}
	}
	return found
}

// isWordByteAt: a letter or digit (any non-ASCII byte counts) at t[i].
func isWordByteAt(t string, i int) bool {
	c := t[i]
	return isDigitByte(c) || isLetterByte(c) || c >= 0x80
}
