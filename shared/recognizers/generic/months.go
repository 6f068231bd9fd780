package generic

import (
	"slices"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// monthByName maps the lower-case month names of every language of
// shared/lang/vocab (nominative, genitive, other spellings, and the
// abbreviations that are not also everyday words) to 1-12. It is consulted
// only for the words next to a digit run, never run over the text.
var monthByName = monthNames()

func monthNames() map[string]int {
	m := map[string]int{}
	add := func(lang string, names [12]string, skip []string) {
		for i, name := range names {
			if name == "" || slices.Contains(skip, name) {
				continue
			}
			name = strings.ToLower(name)
			if n, dup := m[name]; dup && n != i+1 {
				panic("generic: " + lang + " month " + name + " names two months")
			}
			m[name] = i + 1
		}
	}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		add(l, lx.Months, nil)
		add(l, lx.MonthsGen, nil)
		add(l, lx.MonthsVariant, nil)
		add(l, lx.MonthsAbbr, lx.MonthsAbbrWords)
	}
	return m
}

// monthOf returns the month a word names, or 0.
func monthOf(w string) int {
	if len(w) < 3 || len(w) > 24 {
		return 0
	}
	var buf [24]byte
	ascii := true
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= utf8.RuneSelf {
			ascii = false
			break
		}
		if c >= 'A' && c <= 'Z' {
			c += 32
		}
		buf[i] = c
	}
	if ascii {
		return monthByName[string(buf[:len(w)])]
	}
	return monthByName[strings.ToLower(w)]
}

// letterWordAt returns the end of the run of letters starting at byte i.
func letterWordAt(t string, i int) int {
	for i < len(t) {
		c := t[i]
		if c < utf8.RuneSelf {
			if !isAlpha(c) {
				break
			}
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(t[i:])
		if !isLetterRune(r) {
			break
		}
		i += sz
	}
	return i
}

// letterWordBefore returns the start of the run of letters ending at byte i.
func letterWordBefore(t string, i int) int {
	for i > 0 {
		c := t[i-1]
		if c < utf8.RuneSelf {
			if !isAlpha(c) {
				break
			}
			i--
			continue
		}
		r, sz := utf8.DecodeLastRuneInString(t[:i])
		if !isLetterRune(r) {
			break
		}
		i -= sz
	}
	return i
}
