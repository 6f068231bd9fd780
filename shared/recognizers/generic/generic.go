// Package generic holds recognizers that are not tied to one country: email,
// phone, payment card, IBAN, IP, URL, US SSN and dates.
//
// Every recognizer takes its candidates from a cheap anchor ('@', "://", a
// digit run from the Doc) and confirms them with a parser or a check digit; none
// runs a regular expression over the whole text.
package generic

import (
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// All returns the group's recognizers.
func All() []detect.Recognizer {
	return []detect.Recognizer{
		Email{},
		NewPhone(),
		Card{},
		CardDetails{},
		IBAN{},
		SWIFT{},
		IP{},
		URL{},
		SSN{},
		Date{},
		Weekday{},
	}
}

// hasStemBefore reports whether one of the n words before byte offset i, in
// its clause and with no other value between (detect.LabelWordsBefore),
// matches a stem (see detect.StemMatch).
func hasStemBefore(d *detect.Doc, i, n int, stems *detect.StemSet) bool {
	found := false
	d.LabelWordsBefore(i, n, func(w string) bool {
		found = stems.Match(w)
		return !found
	})
	return found
}

// hasStemAfter is hasStemBefore for the n words from byte offset i.
func hasStemAfter(d *detect.Doc, i, n int, stems *detect.StemSet) bool {
	found := false
	d.LabelWordsAfter(i, n, func(w string) bool {
		found = stems.Match(w)
		return !found
	})
	return found
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

func isAlpha(c byte) bool { return c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' }

// letterBefore reports whether a letter (any script) ends right before byte i.
func letterBefore(t string, i int) bool {
	if i <= 0 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(t[:i])
	return unicode.IsLetter(r)
}

// atoi parses a short run of ASCII digits; ok is false on anything else.
func atoi(s string) (int, bool) {
	if s == "" || len(s) > 9 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return 0, false
		}
		n = n*10 + int(s[i]-'0')
	}
	return n, true
}

// digitCount counts the ASCII digits of s.
func digitCount(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			n++
		}
	}
	return n
}

func isLetterRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)
}
