package generic

import (
	"strings"
	"unicode/utf8"
)

// monthByName maps lower-case month names and abbreviations of the eight
// languages, nominative and genitive, to 1-12. It is consulted only for the
// words next to a digit run, never run over the text.
var monthByName = map[string]int{}

func init() {
	lists := [][12]string{
		{"january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"},
		{"jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"},
		{"", "", "", "", "", "", "", "", "sept", "", "", ""},
		// de
		{"januar", "februar", "märz", "april", "mai", "juni", "juli", "august", "september", "oktober", "november", "dezember"},
		{"jänner", "feber", "maerz", "", "", "", "", "", "", "okt", "", "dez"},
		// fr
		{"janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"},
		{"janv", "févr", "", "avr", "", "", "juil", "aout", "", "", "", "déc"},
		{"", "fevrier", "", "", "", "", "", "", "", "", "", "decembre"},
		// es
		{"enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"},
		{"ene", "", "", "abr", "", "", "", "ago", "setiembre", "", "", "dic"},
		// it
		{"gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"},
		{"", "", "", "", "", "", "lug", "", "", "ott", "", ""},
		// pl nominative and genitive
		{"styczeń", "luty", "marzec", "kwiecień", "maj", "czerwiec", "lipiec", "sierpień", "wrzesień", "październik", "listopad", "grudzień"},
		{"stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"},
		{"sty", "lut", "", "kwi", "", "", "", "", "wrz", "paź", "", "gru"},
		// cs nominative and genitive
		{"leden", "únor", "březen", "duben", "květen", "červen", "červenec", "srpen", "září", "říjen", "listopad", "prosinec"},
		{"ledna", "února", "března", "dubna", "května", "června", "července", "srpna", "září", "října", "listopadu", "prosince"},
		// sk nominative and genitive
		{"január", "február", "marec", "apríl", "máj", "jún", "júl", "august", "september", "október", "november", "december"},
		{"januára", "februára", "marca", "apríla", "mája", "júna", "júla", "augusta", "septembra", "októbra", "novembra", "decembra"},
	}
	for _, l := range lists {
		for i, name := range l {
			if name != "" {
				monthByName[name] = i + 1
			}
		}
	}
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
