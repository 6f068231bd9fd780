package detect

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Doc is one text prepared for the recognizers. The byte-class summary is built
// in one pass when the Doc is made; the other scans are built on first use and
// shared by every recognizer that asks.
type Doc struct {
	Text string
	// Lang is the language hint (en, de, ...); empty when unknown.
	Lang    string
	classes Need

	digitRuns     []Span
	digitRunsDone bool
	groups        []Group
	groupsDone    bool
}

// Span is a byte range of Doc.Text.
type Span struct{ Start, End int }

var classOf [256]Need

func init() {
	for c := '0'; c <= '9'; c++ {
		classOf[c] = NeedDigit
	}
	for c := 'A'; c <= 'Z'; c++ {
		classOf[c] = NeedUpper
	}
	for c := 'a'; c <= 'z'; c++ {
		classOf[c] = NeedLower
	}
	classOf['@'] = NeedAt
	classOf[':'] = NeedColon
	classOf['/'] = NeedSlash
	classOf['.'] = NeedDot
	classOf['-'] = NeedDash
	classOf['_'] = NeedUnderscore
	classOf['='] = NeedEquals
	for c := 0x80; c < 0x100; c++ {
		classOf[c] = NeedNonASCII
	}
}

// NewDoc prepares text for detection.
func NewDoc(text, lang string) *Doc {
	var cl Need
	for i := 0; i < len(text); i++ {
		cl |= classOf[text[i]]
	}
	return &Doc{Text: text, Lang: lang, classes: cl}
}

// Has reports whether the text contains every class in n.
func (d *Doc) Has(n Need) bool { return d.classes&n == n }

// ASCII reports whether the text is pure ASCII (byte and code-point offsets agree).
func (d *Doc) ASCII() bool { return d.classes&NeedNonASCII == 0 }

// IsDigitSep reports the separators allowed inside a digit run: one of them may
// stand between two digits ("4111 1111-1111.1111", "12/03/2024").
func IsDigitSep(c byte) bool { return c == ' ' || c == '-' || c == '.' || c == '/' }

// DigitRuns returns the maximal runs that start and end with a digit and hold
// only digits and single separators (see IsDigitSep) between digits. Recognizers
// for numbers (cards, IBAN bodies, phones, ids, dates) take their candidates
// from here and extend them over letters or '+' themselves where their format
// needs it.
func (d *Doc) DigitRuns() []Span {
	if d.digitRunsDone {
		return d.digitRuns
	}
	d.digitRunsDone = true
	t := d.Text
	i := 0
	for i < len(t) {
		// memchr-like skip to the next digit
		for i < len(t) && (t[i] < '0' || t[i] > '9') {
			i++
		}
		if i >= len(t) {
			break
		}
		start := i
		end := i
		for i < len(t) {
			c := t[i]
			if c >= '0' && c <= '9' {
				i++
				end = i
				continue
			}
			if IsDigitSep(c) && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9' {
				i++
				continue
			}
			break
		}
		d.digitRuns = append(d.digitRuns, Span{start, end})
		i = end
	}
	return d.digitRuns
}

// IsWordByte reports ASCII letters and digits.
func IsWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// BoundaryBefore reports whether the rune before byte offset i is not a letter
// or digit (or i is the start).
func (d *Doc) BoundaryBefore(i int) bool {
	if i <= 0 {
		return true
	}
	c := d.Text[i-1]
	if c < utf8.RuneSelf {
		return !IsWordByte(c) && c != '_'
	}
	r, _ := utf8.DecodeLastRuneInString(d.Text[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// BoundaryAfter reports whether the rune at byte offset i is not a letter or
// digit (or i is the end).
func (d *Doc) BoundaryAfter(i int) bool {
	if i >= len(d.Text) {
		return true
	}
	c := d.Text[i]
	if c < utf8.RuneSelf {
		return !IsWordByte(c) && c != '_'
	}
	r, _ := utf8.DecodeRuneInString(d.Text[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// WordsBefore calls f with up to n words that end before byte offset i, nearest
// first. A word is a run of letters and digits. f returns false to stop.
func (d *Doc) WordsBefore(i, n int, f func(w string) bool) {
	t := d.Text
	for n > 0 && i > 0 {
		// skip non-word runes
		for i > 0 {
			r, sz := utf8.DecodeLastRuneInString(t[:i])
			if isWordRune(r) {
				break
			}
			i -= sz
		}
		end := i
		for i > 0 {
			r, sz := utf8.DecodeLastRuneInString(t[:i])
			if !isWordRune(r) {
				break
			}
			i -= sz
		}
		if end == i {
			return
		}
		if !f(t[i:end]) {
			return
		}
		n--
	}
}

// WordsAfter calls f with up to n words that start at or after byte offset i,
// nearest first.
func (d *Doc) WordsAfter(i, n int, f func(w string) bool) {
	t := d.Text
	for n > 0 && i < len(t) {
		for i < len(t) {
			r, sz := utf8.DecodeRuneInString(t[i:])
			if isWordRune(r) {
				break
			}
			i += sz
		}
		start := i
		for i < len(t) {
			r, sz := utf8.DecodeRuneInString(t[i:])
			if !isWordRune(r) {
				break
			}
			i += sz
		}
		if start == i {
			return
		}
		if !f(t[start:i]) {
			return
		}
		n--
	}
}

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return IsWordByte(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// StemMatch reports whether word begins with stem, ignoring case. Stems under
// four bytes must match the whole word.
func StemMatch(word, stem string) bool {
	if len(stem) < 4 {
		return strings.EqualFold(word, stem)
	}
	for stem != "" {
		if word == "" {
			return false
		}
		r1, n1 := utf8.DecodeRuneInString(word)
		r2, n2 := utf8.DecodeRuneInString(stem)
		if r1 != r2 && unicode.ToLower(r1) != unicode.ToLower(r2) {
			return false
		}
		word, stem = word[n1:], stem[n2:]
	}
	return true
}

// Group is a run of ASCII alphanumeric tokens joined by single separators (see
// IsDigitSep), such as "DE89 3704 0044", "AB 12 34 56 C" or "850101/1234".
// Tokens holds each token's span. Identifier recognizers test contiguous
// sub-sequences of Tokens against their formats.
type Group struct {
	Span
	Tokens []Span
}

// AlnumGroups returns the groups that contain at least one digit. A token joins
// a group when it contains a digit or is a letter-only token of at most three
// letters (country prefixes and check letters); groups never start inside a
// longer word.
func (d *Doc) AlnumGroups() []Group {
	if d.groupsDone {
		return d.groups
	}
	d.groupsDone = true
	t := d.Text
	var cur []Span
	hasDigit := false
	flush := func() {
		// trim letter-only tokens from the ends only if no digit-token is left
		if hasDigit && len(cur) > 0 {
			g := Group{Span: Span{cur[0].Start, cur[len(cur)-1].End}, Tokens: cur}
			d.groups = append(d.groups, g)
		}
		cur, hasDigit = nil, false
	}
	i := 0
	for i < len(t) {
		c := t[i]
		if !IsWordByte(c) {
			i++
			continue
		}
		start := i
		digits := 0
		for i < len(t) && IsWordByte(t[i]) {
			if t[i] <= '9' {
				digits++
			}
			i++
		}
		end := i
		// a token glued to a non-ASCII letter or '_' is part of a longer word
		glued := !d.BoundaryBefore(start) || !d.BoundaryAfter(end)
		joinable := !glued && (digits > 0 || end-start <= 3)
		if !joinable {
			flush()
			continue
		}
		if len(cur) > 0 {
			gap := start - cur[len(cur)-1].End
			if gap > 1 || gap == 1 && !IsDigitSep(t[start-1]) {
				flush()
			}
		}
		cur = append(cur, Span{start, end})
		if digits > 0 {
			hasDigit = true
		}
	}
	flush()
	return d.groups
}
