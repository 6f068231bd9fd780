package synth

import (
	"strconv"
	"strings"
	"time"
	"unicode"

	"github.com/piiguard/piiguard/shared/synth/locale"
)

// dateToken is one run of the original date: digits, letters or other bytes.
type dateToken struct {
	text  string
	kind  byte // 'd' digits, 'l' letters, 'o' other
	role  byte // 'Y' year, 'M' month, 'D' day, 'h' 'm' 's' time, 'w' weekday, 'n' month name, 'o' ordinal suffix
	width int
	// month or weekday name: table, its language, its form
	names []string
}

func tokenizeDate(s string) []dateToken {
	var out []dateToken
	var cur []rune
	var kind byte
	flush := func() {
		if len(cur) > 0 {
			out = append(out, dateToken{text: string(cur), kind: kind, width: len(cur)})
			cur = cur[:0]
		}
	}
	for _, c := range s {
		k := byte('o')
		switch {
		case c >= '0' && c <= '9':
			k = 'd'
		case unicode.IsLetter(c):
			k = 'l'
		}
		if k != kind || k == 'o' {
			flush()
		}
		kind = k
		cur = append(cur, c)
	}
	flush()
	return out
}

// monthTable finds the month-name table (and index) a word belongs to,
// preferring the session's language.
func (s *Session) nameTable(word string, weekday bool) ([]string, int) {
	lw := strings.ToLower(word)
	tables := func(l *locale.Locale) [][]string {
		if weekday {
			return [][]string{l.Weekdays[:]}
		}
		return [][]string{l.MonthsGen[:], l.Months[:], l.MonthsAbbr[:]}
	}
	try := append([]*locale.Locale{s.loc}, locale.All()...)
	for _, l := range try {
		for _, t := range tables(l) {
			for i, n := range t {
				if strings.ToLower(n) == lw {
					return t, i
				}
			}
		}
	}
	return nil, -1
}

// fakeDate writes another plausible date in exactly the original's format.
func (s *Session) fakeDate(orig string) string { return s.rewriteDate(orig, false) }

// fakeBirthDate is fakeDate for an adult's date of birth.
func (s *Session) fakeBirthDate(orig string) string { return s.rewriteDate(orig, true) }

func (s *Session) rewriteDate(orig string, birth bool) string {
	toks := tokenizeDate(orig)
	var nums []int // indexes of digit tokens that are date parts
	hasMonthName, ampm := false, false
	origYear := 0
	for i := range toks {
		t := &toks[i]
		switch t.kind {
		case 'l':
			if tbl, _ := s.nameTable(t.text, false); tbl != nil {
				t.role, t.names, hasMonthName = 'n', tbl, true
			} else if tbl, _ := s.nameTable(t.text, true); tbl != nil {
				t.role, t.names = 'w', tbl
			} else if lw := strings.ToLower(t.text); lw == "am" || lw == "pm" {
				ampm = true
			} else if (lw == "st" || lw == "nd" || lw == "rd" || lw == "th") && i > 0 && toks[i-1].kind == 'd' {
				t.role = 'o'
			}
		case 'd':
			prevColon := i > 0 && toks[i-1].text == ":"
			nextColon := i+1 < len(toks) && toks[i+1].text == ":"
			switch {
			case nextColon && (i < 2 || toks[i-2].role != 'h' && toks[i-2].role != 'm'):
				t.role = 'h'
			case prevColon && toks[i-2].role == 'h':
				t.role = 'm'
			case prevColon && toks[i-2].role == 'm':
				t.role = 's'
			case i > 1 && toks[i-1].text == "." && toks[i-2].role == 's':
				t.role = 'f' // fraction of a second
			default:
				nums = append(nums, i)
			}
		}
	}
	// Assign year, month and day among the remaining numbers.
	yearAt := -1
	for _, i := range nums {
		if toks[i].width == 4 {
			yearAt = i
			break
		}
	}
	var rest []int
	for _, i := range nums {
		if i != yearAt {
			rest = append(rest, i)
		}
	}
	ambiguous := false
	switch {
	case hasMonthName:
		if len(rest) > 0 {
			toks[rest[0]].role = 'D'
		}
		if yearAt < 0 && len(rest) > 1 {
			toks[rest[1]].role = 'Y'
		}
	case len(rest) >= 2:
		a, b := atoi(toks[rest[0]].text), atoi(toks[rest[1]].text)
		if yearAt < 0 && len(rest) >= 3 {
			yearAt = rest[2]
		}
		monthFirst := yearAt >= 0 && yearAt < rest[0] // ISO: Y-M-D
		switch {
		case monthFirst:
		case a > 12:
		case b > 12:
			monthFirst = true
		default:
			ambiguous = true
			monthFirst = s.lang == "en" && strings.Contains(orig, "/")
		}
		if monthFirst {
			toks[rest[0]].role, toks[rest[1]].role = 'M', 'D'
		} else {
			toks[rest[0]].role, toks[rest[1]].role = 'D', 'M'
		}
	case len(rest) == 1 && yearAt >= 0:
		toks[rest[0]].role = 'M' // 03/2024
	}
	if yearAt >= 0 {
		toks[yearAt].role = 'Y'
		origYear = atoi(toks[yearAt].text)
	}
	// Pick the new date.
	now := time.Now().Year()
	var year int
	switch {
	case birth:
		year = now - 19 - s.intn(62)
	case origYear > 1900:
		year = origYear - 3 + s.intn(7)
	default:
		year = now - 5 + s.intn(6)
	}
	month := 1 + s.intn(12)
	day := 1 + s.intn(28)
	if ambiguous {
		day = 1 + s.intn(12) // valid in either day/month reading
	}
	d := time.Date(year, time.Month(month), day, 0, 0, 0, 0, time.UTC)
	var b strings.Builder
	for _, t := range toks {
		switch t.role {
		case 'Y':
			if t.width == 2 {
				b.WriteString(pad(year%100, 2))
			} else {
				b.WriteString(pad(year, t.width))
			}
		case 'M':
			b.WriteString(fitWidth(month, t.width))
		case 'D':
			b.WriteString(fitWidth(day, t.width))
		case 'h':
			h := s.intn(24)
			if ampm {
				h = 1 + s.intn(12)
			}
			b.WriteString(fitWidth(h, t.width))
		case 'm', 's':
			b.WriteString(pad(s.intn(60), t.width))
		case 'n':
			b.WriteString(applyCase(t.text, t.names[month-1]))
		case 'w':
			b.WriteString(applyCase(t.text, t.names[(int(d.Weekday())+6)%7]))
		case 'o':
			b.WriteString(applyCase(t.text, ordinal(day)))
		default:
			if t.kind == 'd' {
				b.WriteString(s.scramble(t.text))
			} else {
				b.WriteString(t.text)
			}
		}
	}
	return b.String()
}

// fitWidth writes n zero-padded to width (a one-digit original keeps no padding).
func fitWidth(n, width int) string {
	if width <= 1 {
		return strconv.Itoa(n)
	}
	return pad(n, width)
}

func ordinal(day int) string {
	switch {
	case day%10 == 1 && day != 11:
		return "st"
	case day%10 == 2 && day != 12:
		return "nd"
	case day%10 == 3 && day != 13:
		return "rd"
	}
	return "th"
}

func atoi(s string) int {
	n, _ := strconv.Atoi(s)
	return n
}
