package generic

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Date finds dates and times: numeric dates (12/31/2024, 31.12.2024,
// 31. 12. 2024, 2024-12-31), ISO 8601 timestamps, dates with month names in the
// eight languages (31 December 2024, December 31, 2024, 3 de marzo de 2024,
// 31. prosince 2024), month-year pairs, clock times and years after "in",
// "since" and their translations. Candidates start at the Doc's digit runs; a
// month name is only looked up in the words next to a run. A date with birth
// context is reported as DATE_OF_BIRTH.
type Date struct{}

func (Date) Name() string       { return "date" }
func (Date) Types() []string    { return []string{"DATE_TIME", "DATE_OF_BIRTH"} }
func (Date) Needs() detect.Need { return detect.NeedDigit }

// birthStems mark a date of birth (vocab's BirthWords); a stem under four
// bytes matches the whole word only ("nar. 29. 10. 1944").
var birthStems = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.BirthWords })...)

// sinceStems, right before a date (an article between or not), make it a
// start date, never a birth date: "Der 1984 geborene Kläger ist seit dem
// 01.04.2013 bei der Beklagten" (vocab's SinceWords).
var sinceStems = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.SinceWords })...)

// birthAfter, among the few words after a date in its clause, mark it a
// date of birth: "der am 14.03.1977 geborene", and with the verb at the
// clause's end "Ich bin am 3.5.1985 in Graz geboren".
var birthAfter = detect.NewStemSet("geboren", "urodzon", "narozen", "naroden")

// birthAfterWords is how far after a date birthAfter is looked for: a
// place of birth of two words and its preposition ("in Bad Ischl geboren").
const birthAfterWords = 4

// yearLeadWords, right before a bare year, make it a date ("in 2004"):
// vocab's YearWords.
var yearLeadWords = vocab.All(func(l *vocab.Lexicon) []string { return l.YearWords })

// placeWords before "12 de Octubre" make it a name (Hospital 12 de Octubre,
// Calle 1 de Mayo), not a date.
var placeWords = []string{"hospital", "calle", "avenida", "avda", "plaza", "rue", "via", "piazza", "ulica", "ul", "street"}

func (Date) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	last := 0
	lastDay := -1        // the end of the last date that is not a time of day
	dayEnd, day := -1, 0 // the end and day of the last date that was a month's name and a day
	for _, r := range d.DigitRuns() {
		if r.Start < last {
			continue
		}
		start, end, score := findDateAt(t, r.Start, r.End)
		if end < 0 {
			// the second day of a range after a month's name: "March 3 to
			// 5, 2026", "Oct. 30–31, 2026"
			if dayEnd >= 0 {
				if e, ok := rangeDayAfter(t, dayEnd, r.Start, day); ok {
					out = append(out, detect.Match{Type: "DATE_TIME", Start: r.Start, End: e, Score: 0.85})
					last, lastDay, dayEnd = e, e, -1
				}
			}
			// a range in one run: "3-5 March 2026", "12-15.03.2026"
			p, ok := dashedDayAt(t, r.Start, r.End)
			if !ok || r.Start < last {
				continue
			}
			if start, end, score = findDateAt(t, p, r.End); end < 0 {
				continue
			}
		}
		dayEnd = -1
		if start < r.Start && r.End-r.Start <= 2 && end <= r.End+2 {
			dayEnd, day = end, digitsVal(t[r.Start:r.End]) // "March 3", "Dec 31st"
		}
		// the first date of a range, before this one: "vom 12.03. bis
		// 15.03.2026", "from 3 to 5 March 2026", "12.–15.3.2026"
		fs, fe, ranged := rangeFirst(t, start, last)
		last = end
		typ := "DATE_TIME"
		// a time of day is never a birth date: "data di nascita?\n22:15 Cliente:"
		if strings.Contains(t[start:end], ":") {
			out = append(out, detect.Match{Type: typ, Start: start, End: end, Score: score})
			continue
		}
		if (hasStemBefore(d, start, 6, birthStems) || dottedDOBBefore(t, start) || neLeBefore(t, start) || birthStarBefore(t, start) || hasStemAfter(d, end, birthAfterWords, birthAfter) || birthAsked(t, start, lastDay) || birthColumnAbove(t, start)) && !hasStemBefore(d, start, 2, sinceStems) {
			typ, score = "DATE_OF_BIRTH", score+0.1
		}
		lastDay = end
		if ranged {
			out = append(out, detect.Match{Type: typ, Start: fs, End: fe, Score: score})
		}
		out = append(out, detect.Match{Type: typ, Start: start, End: end, Score: score})
	}
	return out
}

// rangeWords join the two dates of a range ("vom 12. bis 15. März", "du 12
// au 15 mars", "od 12 do 15 marca"); a dash does too.
var rangeWords = []string{"bis", "to", "till", "until", "through", "thru", "au", "al", "a", "do", "až", "az", "až do"}

// dashedDayAt reports a run that starts with a day, a dot or not, and a
// dash before more digits ("3-5", "12.-15.03.2026" is two runs): the
// position after the dash, where the range's second date may start.
func dashedDayAt(t string, p, runEnd int) (int, bool) {
	day, i := number(t, p, 2)
	if i == p || day < 1 || day > 31 || i+1 >= runEnd || t[i] != '-' || !isDigit(t[i+1]) {
		return 0, false
	}
	return i + 1, true
}

// rangeFirst finds, before a date that starts with its day at start, the
// first date of a range that leaves out what the second gives: a day ("3",
// "12.", "3rd") before a date with a month name or a numeric one, or a day
// and a month written like the second's ("12.03." before "15.03.2026",
// "12/03" before "15/03/2026"), then a dash or a range word ("bis", "to",
// "au", "al", "do"). A lone day must come before the second's, and before a
// numeric date have its dot or a dash right after it; the first date must
// not start before lo (the end of the date before).
func rangeFirst(t string, start, lo int) (int, int, bool) {
	day2, i := number(t, start, 2)
	if i == start || i < len(t) && isDigit(t[i]) {
		return 0, 0, false
	}
	var sep byte // the second's separator: '.' or '/' for a numeric date, 0 for a month name
	if i+1 < len(t) && (t[i] == '.' || t[i] == '/') && (isDigit(t[i+1]) || t[i] == '.' && i+2 < len(t) && t[i+1] == ' ' && isDigit(t[i+2])) {
		sep = t[i]
	}
	// the connector between the two
	j := skipSpacesBack(t, start, lo)
	switch {
	case j > lo && t[j-1] == '-':
		j--
	case j-3 >= lo && (t[j-3:j] == "–" || t[j-3:j] == "—"):
		j -= 3
	default:
		if j == start {
			return 0, 0, false // a word needs a blank after it
		}
		ws := j
		for ws > lo && letterBefore(t, ws) {
			_, n := utf8.DecodeLastRuneInString(t[:ws])
			ws -= n
		}
		if ws == j || !anyWord(t[ws:j], rangeWords) {
			return 0, 0, false
		}
		j = ws
		if j == lo || t[j-1] != ' ' {
			return 0, 0, false
		}
	}
	e := skipSpacesBack(t, j, lo)
	if e == j && t[j] != '-' && t[j] != 0xe2 {
		return 0, 0, false // "12bis"
	}
	// the first part, read backwards from e
	k := e
	switch {
	case k-2 >= lo && isOrdinal(t[k-2:k]) && sep == 0:
		k -= 2
	case k-1 >= lo && t[k-1] == '.' && sep != '/':
		k--
	}
	ds := k
	for ds > lo && k-ds < 3 && isDigit(t[ds-1]) {
		ds--
	}
	if ds == k || k-ds > 2 {
		return 0, 0, false
	}
	first, _ := number(t, ds, 2)
	s := ds
	if sep != 0 && ds-1 > lo && t[ds-1] == sep && isDigit(t[ds-2]) {
		// day and month: "12.03." (a dot after it), "12/03"
		ms := ds - 1
		s = ms
		for s > lo && ms-s < 3 && isDigit(t[s-1]) {
			s--
		}
		if ms-s > 2 || sep == '.' && t[k] != '.' && k-ds < 2 {
			return 0, 0, false // "Version 2.3 - 15.03.2026"
		}
		day, _ := number(t, s, 2)
		if !validDay(day, first, 0) && !(sep == '/' && validDay(first, day, 0)) {
			return 0, 0, false
		}
	} else if first < 1 || first >= day2 || sep != 0 && t[k] != '.' && !(e == j && e == start-1) {
		// a lone day before a numeric date has its dot ("12.–15.3.2026")
		// or is joined to it by a dash ("12-15.03.2026"): "KW 12 -
		// 15.03.2026", "Nr. 12 - 15.03.2026" are a week's and a number
		return 0, 0, false
	}
	if s > 0 && (isDigit(t[s-1]) || t[s-1] == '.' || t[s-1] == '/' || t[s-1] == ',' || letterBefore(t, s)) {
		return 0, 0, false // "1.000 - 15.03.2026", "v2.3"
	}
	return s, e, true
}

// rangeDayAfter reads, after a date of a month's name and day ending at
// prev (day: its day), a range's connector and its second day at p with the
// year both take ("March 3 to 5, 2026"); it returns the end of the year. A
// day that is not after the first, or no year, is none ("May 5 - 10 people").
func rangeDayAfter(t string, prev, p, day int) (int, bool) {
	gap := strings.TrimSpace(t[prev:p])
	if gap != "-" && gap != "–" && gap != "—" && !(anyWord(gap, rangeWords) && t[prev] == ' ' && t[p-1] == ' ') {
		return 0, false
	}
	d2, e := number(t, p, 2)
	if e == p || d2 <= day || d2 > 31 {
		return 0, false
	}
	if e+1 < len(t) && isOrdinal(t[e:e+2]) {
		e += 2
	}
	_, ye, ok := yearAt(t, connector(t, e))
	return ye, ok && boundaryAt(t, e)
}

// skipSpacesBack skips blanks before i, not before lo.
func skipSpacesBack(t string, i, lo int) int {
	for i > lo && t[i-1] == ' ' {
		i--
	}
	return i
}

// dottedDOBBefore reports "D.O.B." written with dots right before the date
// at start ("D.O.B.: 4 July 1988"): its letters are no word birthStems
// matches.
func dottedDOBBefore(t string, start int) bool {
	w := t[max(0, start-12):start]
	for i := 0; i+5 <= len(w); i++ {
		if (w[i]|0x20) == 'd' && w[i+1] == '.' && (w[i+2]|0x20) == 'o' && w[i+3] == '.' && (w[i+4]|0x20) == 'b' &&
			(i == 0 || !isAlpha(w[i-1])) {
			return true
		}
	}
	return false
}

// neLeBefore reports the French "né le" typed without its accent right
// before the date at start ("kevin lemaitre ne le 03/02/1994", "nee le"):
// "ne" alone is the negation, which birthStems cannot hold, but "ne le"
// and a date has no other reading.
func neLeBefore(t string, start int) bool {
	w := strings.ToLower(strings.TrimRight(t[max(0, start-20):start], " "))
	for _, p := range [...]string{"ne le", "nee le", "nes le", "nees le"} {
		if !strings.HasSuffix(w, p) {
			continue
		}
		// the word before is no letter ("Hélène le 14/03", "scène le")
		r, _ := utf8.DecodeLastRuneInString(w[:len(w)-len(p)])
		return len(w) == len(p) || !unicode.IsLetter(r)
	}
	return false
}

// birthStarBefore reports the genealogical star, "born", right before the
// date at start: "Frau Meier (* 12.03.1988)", "Anna Berg, *12.03.1988 in
// Graz". A star that opens its line is a list's bullet ("* 12.03.2025
// Termin"), not a birth.
func birthStarBefore(t string, start int) bool {
	i := start
	if i > 0 && t[i-1] == ' ' {
		i--
	}
	if i == 0 || t[i-1] != '*' {
		return false
	}
	i--
	for i > 0 && (t[i-1] == ' ' || t[i-1] == '\t') {
		i--
	}
	return i > 0 && t[i-1] != '\n' && t[i-1] != '*'
}

// maxAskLine is the longest line birthAsked reads as a request.
const maxAskLine = 400

// birthAsked reports a date that answers a request for a birth date on the
// line before, as chats do: "date of birth?\nMember: Angela M. Ruiz,
// 07/19/1984", "prosím dátum narodenia.\n[08:15] Zákazník: 14.6.1988". The
// date must be the first of its line and the asking line hold no date
// (prevEnd: the end of the previous date found, times of day aside: chat
// lines begin with one).
//
// Both look-backs are bounded, so a text's dates cost time linear in its
// length: the date's line break is looked for after prevEnd only (one
// before it fails anyway), and the asking line within maxAskLine bytes.
func birthAsked(t string, start, prevEnd int) bool {
	if prevEnd >= start {
		return false // a date that starts inside the previous one (its month name first)
	}
	from := max(prevEnd, 0)
	ls := strings.LastIndexByte(t[from:start], '\n')
	if ls < 0 {
		return false
	}
	ls += from
	if ls == 0 {
		return false
	}
	qs, ok := detect.LineBreakBefore(t, ls, maxAskLine+1)
	if !ok {
		return false // a long paragraph
	}
	q := t[qs+1 : ls]
	if prevEnd > ls-len(q) || len(q) > maxAskLine {
		return false // the date was given on the asking line, or a long paragraph
	}
	found := false
	for w := range strings.FieldsFuncSeq(q, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if birthStems.Match(w) {
			found = true
			break
		}
	}
	return found
}

// findDateAt tries every date form anchored on the digit run [p, runEnd). It
// returns end -1 when none fits.
func findDateAt(t string, p, runEnd int) (start, end int, score float64) {
	if p > 0 && (isAlpha(t[p-1]) || t[p-1] == '_') {
		return 0, -1, 0
	}
	// the tail of an identifier or a path: "Faktura FV/2026/04/12",
	// "ABC-2026-04-12", "/var/log/2026/04/12" (a range "01/03-15/03/2026"
	// has a digit there; "diciembre-2002" is a month's name and a year)
	glued := p > 1 && (t[p-1] == '/' || t[p-1] == '-') && isAlpha(t[p-2])
	if e, s, ok := numericDateAt(t, p); ok && !glued {
		return p, e, s
	}
	if e, s, ok := dayMonthNameAt(t, p); ok && !glued {
		return p, e, s
	}
	if ws, e, s, ok := monthNameFirstAt(t, p); ok {
		return ws, e, s
	}
	if glued {
		return 0, -1, 0
	}
	if e, ok := timeAt(t, p); ok {
		return p, e, 0.6
	}
	if e, ok := bareYearAt(t, p, runEnd); ok {
		return p, e, 0.5
	}
	return 0, -1, 0
}

// number reads 1..max ASCII digits at i.
func number(t string, i, max int) (v, end int) {
	end = i
	for end < len(t) && end-i < max && isDigit(t[end]) {
		v = v*10 + int(t[end]-'0')
		end++
	}
	if end < len(t) && isDigit(t[end]) {
		return 0, i // longer than max
	}
	return v, end
}

func daysIn(month, year int) int {
	switch month {
	case 2:
		if year == 0 || year%4 == 0 && (year%100 != 0 || year%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

func validDay(day, month, year int) bool {
	return month >= 1 && month <= 12 && day >= 1 && day <= daysIn(month, year)
}

func letterAt(t string, i int) bool {
	return i < len(t) && letterBefore(t, nextRuneEnd(t, i))
}

func nextRuneEnd(t string, i int) int {
	if t[i] < 0x80 {
		return i + 1
	}
	for j := i + 1; j < len(t); j++ {
		if t[j]&0xC0 != 0x80 {
			return j
		}
	}
	return len(t)
}

// boundaryAt reports that no letter or digit starts at byte i.
func boundaryAt(t string, i int) bool {
	if i >= len(t) {
		return true
	}
	if isDigit(t[i]) || isAlpha(t[i]) || t[i] == '_' {
		return false
	}
	return t[i] < 0x80 || !letterAt(t, i)
}

// spacedDateAt parses a D / M / YYYY or M / D / YYYY date whose slashes
// stand between spaces, as filled forms print them ("09 / 12 / 1996"); i is
// the end of the first number at p. The year must have four digits.
func spacedDateAt(t string, p, i int) (end int, score float64, ok bool) {
	a := digitsVal(t[p:i])
	b, k := number(t, i+3, 2)
	if k == i+3 || !strings.HasPrefix(t[k:], " / ") {
		return 0, 0, false
	}
	y, e := number(t, k+3, 4)
	if e-(k+3) != 4 || !boundaryAt(t, e) || y < 1000 {
		return 0, 0, false
	}
	if !validDay(a, b, y) && !validDay(b, a, y) {
		return 0, 0, false
	}
	return e, 0.8, true
}

func digitsVal(s string) int {
	v := 0
	for i := 0; i < len(s); i++ {
		v = v*10 + int(s[i]-'0')
	}
	return v
}

// numericDateAt parses Y-M-D and D.M.Y / M/D/Y at byte p, with an optional
// time after it.
func numericDateAt(t string, p int) (end int, score float64, ok bool) {
	a, i := number(t, p, 4)
	if i == p || i >= len(t) {
		return 0, 0, false
	}
	if i-p <= 2 && strings.HasPrefix(t[i:], " / ") {
		return spacedDateAt(t, p, i)
	}
	sep := t[i]
	if sep != '-' && sep != '/' && sep != '.' {
		return 0, 0, false
	}
	if i-p == 4 { // year first
		m, j := number(t, i+1, 2)
		if j == i+1 || j >= len(t) || t[j] != sep {
			return 0, 0, false
		}
		day, k := number(t, j+1, 2)
		isoT := k+1 < len(t) && t[k] == 'T' && isDigit(t[k+1])
		if k == j+1 || !validDay(day, m, a) || !boundaryAt(t, k) && !isoT || a < 1000 {
			return 0, 0, false
		}
		if k+1 < len(t) && t[k] == sep && isDigit(t[k+1]) {
			return 0, 0, false
		}
		end, _ = timeAfter(t, k)
		return end, 0.85, true
	}
	if i-p > 2 {
		return 0, 0, false
	}
	// "31. 12. 2024": a dot may be followed by one space
	j := i + 1
	if sep == '.' && j < len(t) && t[j] == ' ' {
		j++
	}
	b, k := number(t, j, 2)
	if k == j || k >= len(t) || t[k] != sep {
		return 0, 0, false
	}
	l := k + 1
	if sep == '.' && l < len(t) && t[l] == ' ' {
		l++
	}
	y, e := number(t, l, 4)
	n := e - l
	if n != 2 && n != 4 || !boundaryAt(t, e) {
		return 0, 0, false
	}
	// not a piece of a longer dotted number (versions, IPs)
	if e+1 < len(t) && (t[e] == sep || t[e] == ':' && sep == '.') && isDigit(t[e+1]) {
		return 0, 0, false
	}
	year := y
	if n == 2 {
		year = 0
	}
	if !validDay(a, b, year) && !validDay(b, a, year) {
		return 0, 0, false
	}
	score = 0.8
	if n == 2 {
		score = 0.6
	}
	end, _ = timeAfter(t, e)
	return end, score, true
}

// timeAfter extends a date ending at i over a following time ("T14:30:00Z",
// " 07:00:28", ", 2:30 pm").
func timeAfter(t string, i int) (int, bool) {
	j := i
	if j < len(t) && (t[j] == 'T' || t[j] == ' ') {
		j++
	} else if j+1 < len(t) && t[j] == ',' && t[j+1] == ' ' {
		j += 2
	} else {
		return i, false
	}
	if e, ok := timeAt(t, j); ok {
		return e, true
	}
	return i, false
}

// timeAt parses hh:mm[:ss[.fff]][Z|±hh:mm][ am|pm] or h am/pm at i.
func timeAt(t string, i int) (int, bool) {
	h, j := number(t, i, 2)
	if j == i {
		return 0, false
	}
	if j < len(t) && t[j] == ':' {
		m, k := number(t, j+1, 2)
		if k-j-1 != 2 || h > 23 || m > 59 {
			return 0, false
		}
		e := k
		if e < len(t) && t[e] == ':' {
			s, l := number(t, e+1, 2)
			if l-e-1 != 2 || s > 60 {
				return 0, false
			}
			e = l
			if e+1 < len(t) && (t[e] == '.' || t[e] == ',') && isDigit(t[e+1]) {
				l := e + 1
				for l < len(t) && isDigit(t[l]) {
					l++
				}
				e = l
			}
		}
		if e < len(t) && t[e] == ':' && e+1 < len(t) && isDigit(t[e+1]) {
			return 0, false // "1:2:3:4" is not a time
		}
		if e < len(t) && t[e] == 'Z' && boundaryAt(t, e+1) {
			e++
		} else if e+3 <= len(t) && (t[e] == '+' || t[e] == '-') {
			if _, x := number(t, e+1, 2); x == e+3 {
				if x < len(t) && t[x] == ':' {
					if _, y := number(t, x+1, 2); y == x+3 {
						e = y
					}
				} else if _, y := number(t, x, 2); y == x+2 {
					e = y
				}
			}
		}
		if e2, ok := ampm(t, e); ok {
			if h > 12 {
				return 0, false
			}
			return e2, true
		}
		return e, boundaryAt(t, e)
	}
	if h >= 1 && h <= 12 {
		if e, ok := ampm(t, j); ok {
			return e, true
		}
	}
	return 0, false
}

// ampm reads " am", "pm", " a.m." at i.
func ampm(t string, i int) (int, bool) {
	j := i
	if j < len(t) && t[j] == ' ' {
		j++
	}
	if j+1 >= len(t) {
		return 0, false
	}
	c := t[j] | 0x20
	if c != 'a' && c != 'p' {
		return 0, false
	}
	if t[j+1]|0x20 == 'm' && boundaryAt(t, j+2) {
		return j + 2, true
	}
	if t[j+1] == '.' && j+3 < len(t) && t[j+2]|0x20 == 'm' && t[j+3] == '.' {
		return j + 4, true
	}
	return 0, false
}

// skipSpaces skips at most n spaces.
func skipSpaces(t string, i, n int) int {
	for n > 0 && i < len(t) && t[i] == ' ' {
		i++
		n--
	}
	return i
}

// connector skips a "de", "del", "of" or "," between date parts.
func connector(t string, i int) int {
	j := skipSpaces(t, i, 2)
	for _, w := range [...]string{"de ", "del ", "of ", "De "} {
		if strings.HasPrefix(t[j:], w) {
			return j + len(w)
		}
	}
	if j < len(t) && t[j] == ',' {
		return skipSpaces(t, j+1, 2)
	}
	return j
}

// yearAt reads a four-digit year at i.
func yearAt(t string, i int) (year, end int, ok bool) {
	y, e := number(t, i, 4)
	if e-i != 4 || y < 1000 || !boundaryAt(t, e) {
		return 0, i, false
	}
	return y, e, true
}

// dayMonthNameAt parses "31 December 2024", "3 de marzo de 2024",
// "31. prosince 2024", "1st of May".
func dayMonthNameAt(t string, p int) (end int, score float64, ok bool) {
	day, i := number(t, p, 2)
	if i == p || day < 1 || day > 31 {
		return 0, 0, false
	}
	if i < len(t) && t[i] == '.' {
		i++
	} else if i+1 < len(t) && isOrdinal(t[i:i+2]) {
		i += 2
	}
	dash := i < len(t) && t[i] == '-' && i+1 < len(t) && !isDigit(t[i+1])
	j := connector(t, i)
	if dash {
		j = i + 1 // "23-febrero-1931"
	}
	if j == i {
		return 0, 0, false // "3mars" is not a date
	}
	if ws := letterWordBefore(t, max(0, p-1)); p > 1 && t[p-1] == ' ' && anyWord(t[ws:p-1], placeWords) {
		return 0, 0, false
	}
	ws := j
	we := letterWordAt(t, ws)
	m := monthOf(t[ws:we])
	if m == 0 || day > daysIn(m, 0) {
		return 0, 0, false
	}
	e := we
	if e < len(t) && t[e] == '.' && we-ws <= 4 {
		e++ // "Dec."
	}
	ys := connector(t, e)
	if dash && e+1 < len(t) && t[e] == '-' {
		ys = e + 1
	}
	if y, ye, ok := yearAt(t, ys); ok && validDay(day, m, y) {
		return ye, 0.85, true
	}
	if ye, ok := shortYearAfterDel(t, e, ys); ok {
		return ye, 0.85, true
	}
	return e, 0.6, true
}

// shortYearAfterDel reads the two-digit year Spanish and Italian write
// after "del" ("5 de septiembre del 62", "3 marzo del '85"): between the
// month's end e and ys stands "del", then two digits, an apostrophe or not.
func shortYearAfterDel(t string, e, ys int) (int, bool) {
	if !strings.Contains(strings.ToLower(t[e:ys]), "del ") {
		return 0, false
	}
	i := ys
	if i < len(t) && (t[i] == '\'' || strings.HasPrefix(t[i:], "’")) {
		if t[i] == '\'' {
			i++
		} else {
			i += len("’")
		}
	}
	if i+2 > len(t) || !isDigit(t[i]) || !isDigit(t[i+1]) || !boundaryAt(t, i+2) {
		return 0, false
	}
	return i + 2, true
}

func isOrdinal(s string) bool {
	switch strings.ToLower(s) {
	case "st", "nd", "rd", "th":
		return true
	}
	return false
}

// monthNameFirstAt parses "December 31, 2024", "Dec 31st", "marzo de 2024",
// "abril 2002" where the digit run at p follows a month name.
func monthNameFirstAt(t string, p int) (start, end int, score float64, ok bool) {
	i := p
	// back over "de ", "del año ", ", ", " ", "-"
	dash := i > 1 && t[i-1] == '-' && !isDigit(t[i-2])
	if dash {
		i--
	}
	for k := 0; k < 2 && !dash; k++ {
		switch {
		case i >= 9 && strings.EqualFold(t[i-9:i], "del año "):
			i -= 9
		case i >= 8 && strings.EqualFold(t[i-8:i], "de año "):
			i -= 8
		case i >= 3 && strings.EqualFold(t[i-3:i], "de "):
			i -= 3
		case i >= 4 && strings.EqualFold(t[i-4:i], "del "):
			i -= 4
		case i >= 1 && (t[i-1] == ' ' || t[i-1] == '.' || t[i-1] == ','):
			i--
		}
	}
	if i == p {
		return 0, 0, 0, false
	}
	ws := letterWordBefore(t, i)
	if ws == i || letterBefore(t, ws) {
		return 0, 0, 0, false
	}
	m := monthOf(t[ws:i])
	if m == 0 {
		return 0, 0, 0, false
	}
	if _, ye, ok := yearAt(t, p); ok { // month year
		return ws, ye, 0.75, true
	}
	if dash { // "febrero-03": month and two-digit year
		if _, ye := number(t, p, 2); ye == p+2 && boundaryAt(t, ye) {
			return ws, ye, 0.6, true
		}
		return 0, 0, 0, false
	}
	day, e := number(t, p, 2)
	if e == p || !validDay(day, m, 0) {
		return 0, 0, 0, false
	}
	if e+1 < len(t) && isOrdinal(t[e:e+2]) && boundaryAt(t, e+2) {
		e += 2
	} else if !boundaryAt(t, e) {
		return 0, 0, 0, false
	}
	if y, ye, ok := yearAt(t, connector(t, e)); ok && validDay(day, m, y) {
		return ws, ye, 0.85, true
	}
	return ws, e, 0.6, true
}

// bareYearAt accepts a lone year 1900-2099 right after "in", "since" and their
// translations.
func bareYearAt(t string, p, runEnd int) (int, bool) {
	y, e, ok := yearAt(t, p)
	if !ok || e != runEnd || y < 1900 || y > 2099 {
		return 0, false
	}
	if p < 2 || t[p-1] != ' ' {
		return 0, false
	}
	ws := letterWordBefore(t, p-1)
	if ws == p-1 {
		return 0, false
	}
	w := t[ws : p-1]
	for _, lw := range yearLeadWords {
		if strings.EqualFold(w, lw) {
			return e, true
		}
	}
	return 0, false
}

// birthColumnAbove reports a date in a table's cell under a header of
// birth: the rows of a form's family list under "Nom, prénom   Date de
// naissance", "| PESEL | Data urodzenia |" or a tab-separated paste. The
// date's cell is found by its '|' count (a leading '|' aside), its tab
// count, or its screen column after a gap of two blanks; the header is the
// nearest line above (at most six, up to a blank line) that holds no digit,
// and it must read as one: two cells or more, none of more than four words,
// no colon (a form's "Fachabteilung:   Geburtshilfe" is a field).
func birthColumnAbove(t string, start int) bool {
	lo := max(0, start-columnLook)
	ls := strings.LastIndexByte(t[lo:start], '\n')
	if ls < 0 && lo > 0 {
		return false
	}
	ls += lo + 1
	row := t[ls:start]
	var kind byte
	switch {
	case strings.Contains(row, "|"):
		kind = '|'
	case strings.HasSuffix(row, "\t"):
		kind = '\t'
	case strings.HasSuffix(row, "  ") && strings.TrimSpace(row) != "":
		kind = ' '
	default:
		return false
	}
	idx := cellIndex(row, kind)
	le := ls - 1 // the '\n' that ends the line above
	for k := 0; k < 6 && le > 0; k++ {
		from := max(0, le-columnLook)
		pls := strings.LastIndexByte(t[from:le], '\n') + 1 + from
		line := t[pls:le]
		le = pls - 1
		if strings.TrimSpace(line) == "" {
			return false
		}
		if strings.IndexAny(line, "0123456789") >= 0 {
			continue // a row above
		}
		cells, starts := splitCells(line, kind)
		if len(cells) < 2 || strings.Contains(line, ":") {
			return false
		}
		for _, c := range cells {
			if len(strings.Fields(c)) > 4 {
				return false // prose, no header
			}
		}
		if kind != ' ' {
			return idx < len(cells) && birthLabel(cells[idx])
		}
		for n, c := range cells {
			if starts[n] >= idx-3 && starts[n] <= idx+3 {
				return birthLabel(c)
			}
		}
		return false
	}
	return false
}

// columnLook bounds the bytes a table's line is read back over.
const columnLook = 240

// cellIndex is where the text of a row before a cell ends up: the cell's
// number for '|' (a leading '|' aside) and tabs (a run of tabs one
// separator), its screen column for blanks.
func cellIndex(row string, kind byte) int {
	switch kind {
	case '|':
		return strings.Count(strings.TrimPrefix(strings.TrimLeft(row, " "), "|"), "|")
	case '\t':
		n := 0
		for i := 0; i < len(row); i++ {
			if row[i] == '\t' && (i == 0 || row[i-1] != '\t') {
				n++
			}
		}
		return n
	}
	return detect.ScreenColumn(row)
}

// splitCells cuts a header line into its cells as cellIndex counts them;
// starts are the cells' screen columns (for blanks).
func splitCells(line string, kind byte) (cells []string, starts []int) {
	switch kind {
	case '|':
		line = strings.TrimPrefix(strings.TrimLeft(line, " "), "|")
		return strings.Split(line, "|"), nil
	case '\t':
		for c := range strings.SplitSeq(line, "\t") {
			if c != "" {
				cells = append(cells, c)
			}
		}
		return cells, nil
	}
	for i := 0; i < len(line); {
		for i < len(line) && line[i] == ' ' {
			i++
		}
		if i == len(line) {
			break
		}
		e := strings.Index(line[i:], "  ")
		if e < 0 {
			e = len(line)
		} else {
			e += i
		}
		cells = append(cells, line[i:e])
		starts = append(starts, detect.ScreenColumn(line[:i]))
		i = e
	}
	return cells, starts
}

// birthLabel reports a header cell that names a birth: a birth word among
// its words ("Date de naissance", "Geb.-Datum", "Né(e) le") or "D.O.B.".
func birthLabel(cell string) bool {
	for w := range strings.FieldsFuncSeq(cell, func(r rune) bool { return !unicode.IsLetter(r) }) {
		if birthStems.Match(w) {
			return true
		}
	}
	c := strings.ToLower(strings.ReplaceAll(cell, ".", ""))
	return strings.Contains(c, "dob")
}
