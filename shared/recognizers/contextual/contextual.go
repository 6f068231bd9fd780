// Package contextual recognizes the types that are mostly recognized by the
// words around them, plus a few self-validating formats that belong to no
// country: VINs, crypto wallets, MAC addresses, bank account numbers, ages,
// flight / reservation / transaction / serial / student / medical record
// numbers, licence plates, usernames and social media handles.
//
// Candidates come from the Doc's shared scans (DigitRuns, AlnumGroups) or from
// a cheap anchor ('@', ':'); the value-after-keyword types ("username: jdoe",
// "booking ref ABC12D") share one keyword pass over the text (keyed.go).
package contextual

import (
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// All returns the group's recognizers.
func All() []detect.Recognizer {
	return []detect.Recognizer{
		vinRecognizer{},
		cryptoRecognizer{},
		macRecognizer{},
		czskAccountRecognizer{},
		usBankRecognizer{},
		nrbRecognizer{},
		ribRecognizer{},
		chPostalRecognizer{},
		aliasRecognizer{},
		accountRecognizer{},
		ageRecognizer{},
		agePhraseRecognizer{},
		flightRecognizer{},
		plateRecognizer{},
		handleRecognizer{},
		speakerRecognizer{},
		insuranceRecognizer{},
		chatDocRecognizer{},
		wordLexRecognizer{},
		newKeyedRecognizer(keyedSpecs()...),
	}
}

// contextBefore reports whether one of the n words before byte offset i, in
// the same clause and with no other value between (detect.LabelWordsBefore),
// matches a stem (see detect.StemMatch). Recognizers that must not report a
// candidate at all without context use it instead of Match.Context.
func contextBefore(d *detect.Doc, i, n int, stems []string) bool {
	found := false
	d.LabelWordsBefore(i, n, func(w string) bool {
		for _, s := range stems {
			if detect.StemMatch(w, s) {
				found = true
				return false
			}
		}
		return true
	})
	return found
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }

// allDigits reports whether s is a non-empty run of ASCII digits.
func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			return false
		}
	}
	return s != ""
}

// digitsOf appends the ASCII digits of s to b.
func digitsOf(b []byte, s string) []byte {
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			b = append(b, s[i])
		}
	}
	return b
}

// prevByte returns the byte before offset i, or 0 at the start.
func prevByte(t string, i int) byte {
	if i <= 0 {
		return 0
	}
	return t[i-1]
}

// nextByte returns the byte at offset i, or 0 at the end.
func nextByte(t string, i int) byte {
	if i >= len(t) {
		return 0
	}
	return t[i]
}

// runeBefore returns the rune that ends at byte offset i (utf8.RuneError at 0).
func runeBefore(t string, i int) rune {
	r, _ := utf8.DecodeLastRuneInString(t[:i])
	return r
}

func isLetterRune(r rune) bool { return unicode.IsLetter(r) }
