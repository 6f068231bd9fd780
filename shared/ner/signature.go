package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// A signature block (and a letterhead, a delivery note, an address label)
// puts the company on a line of its own between the person's name, maybe
// with a job title under it, and the address, phone or e-mail lines:
//
//	Zizi Kónya
//	Enigmaio
//	5850 Jana Nerudy 894
//
// The tagger sees "Enigmaio" with no sentence around it and guesses a place
// or nothing; the block's shape says it is an organisation. signatureOrgs
// finds such lines after tagging and makes each one ORGANIZATION, replacing
// what the model made of its words.

// signatureAnchors are the types whose match on the line after the company
// line closes the block. The NER reads them (detect.Reader).
var signatureAnchors = []string{"STREET_ADDRESS", "PHONE_NUMBER", "EMAIL_ADDRESS"}

// signatureScore is the score of a company line found by its block.
const signatureScore = 0.8

// line is one line's content: quote marks (">"), spaces and a trailing comma
// trimmed off.
type line struct{ start, end int }

// signatureOrgs appends an ORGANIZATION for each company line of a signature
// block in text. out holds every match so far; those from from on are the
// model's, and the ones inside a company line are removed.
func signatureOrgs(text string, out []detect.Match, from int) []detect.Match {
	if strings.Count(text, "\n") < 2 || !hasType(out[from:], "PERSON") || !hasAnchor(out[:from]) {
		return out
	}
	lines := splitLines(text)
	for i := 1; i+1 < len(lines); i++ {
		l := lines[i]
		if !companyShape(text, l, out) {
			continue
		}
		p := lines[i-1]
		if !personLine(p, out) && !(i >= 2 && titleLine(text, p, out) && personLine(lines[i-2], out)) {
			continue
		}
		// the name may be repeated under the company (quoted reply headers)
		n := i + 1
		for n+1 < len(lines) && personLine(lines[n], out) {
			n++
		}
		if !anchorOn(lines[n], out[:from]) || titleWords(text[l.start:l.end]) {
			continue
		}
		out = claimLine(out, from, l)
	}
	return out
}

// claimLine removes the model's matches inside l and appends l as ORGANIZATION.
func claimLine(out []detect.Match, from int, l line) []detect.Match {
	kept := out[:from]
	for _, m := range out[from:] {
		if m.End <= l.start || m.Start >= l.end {
			kept = append(kept, m)
		}
	}
	return append(kept, detect.Match{Type: "ORGANIZATION", Start: l.start, End: l.end, Score: signatureScore, Model: true})
}

// splitLines returns every line of text, empty ones as zero-length lines (a
// blank line ends a block).
func splitLines(text string) []line {
	var ls []line
	for start := 0; start <= len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		s, e := start, end
		for s < e && (text[s] == '>' || text[s] == ' ' || text[s] == '\t') {
			s++
		}
		for e > s && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r' || text[e-1] == ',') {
			e--
		}
		ls = append(ls, line{s, e})
		start = end + 1
	}
	return ls
}

// companyShape: a short line of words (1-6, no digits, no field label, no
// sentence end), not wholly a person's name and not overlapping a rule match
// (an address, a phone).
func companyShape(text string, l line, out []detect.Match) bool {
	s := text[l.start:l.end]
	if len(s) == 0 || len(s) > 80 || strings.ContainsAny(s, "0123456789@:?!;/\"") || strings.Count(s, " ") > 5 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(s); !unicode.IsLetter(r) {
		return false
	}
	for _, m := range out {
		if m.Start < l.end && m.End > l.start && (!m.Model || m.Type == "PERSON" && m.Start <= l.start && m.End >= l.end) {
			return false
		}
	}
	return true
}

// personLine: the whole line is one PERSON match.
func personLine(l line, out []detect.Match) bool {
	if l.start == l.end {
		return false
	}
	for _, m := range out {
		if m.Type == "PERSON" && m.Start <= l.start && m.End >= l.end {
			return true
		}
	}
	return false
}

// titleLine: a line of words that may be a job title under the name ("Sales
// manager"): the company shape, matched by nothing.
func titleLine(text string, l line, out []detect.Match) bool {
	if !companyShape(text, l, out) {
		return false
	}
	for _, m := range out {
		if m.Start < l.end && m.End > l.start {
			return false
		}
	}
	return true
}

// anchorOn: a rule's address, phone or e-mail match starts on l.
func anchorOn(l line, rules []detect.Match) bool {
	for _, m := range rules {
		if m.Start >= l.start && m.Start < l.end && isAnchor(m.Type) {
			return true
		}
	}
	return false
}

func isAnchor(t string) bool {
	for _, a := range signatureAnchors {
		if t == a {
			return true
		}
	}
	return false
}

func hasAnchor(ms []detect.Match) bool {
	for _, m := range ms {
		if isAnchor(m.Type) {
			return true
		}
	}
	return false
}

func hasType(ms []detect.Match, t string) bool {
	for _, m := range ms {
		if m.Type == t {
			return true
		}
	}
	return false
}

// titleWords reports a job title rather than a company: a line with a role
// word ("Sales manager", "Jednatel společnosti"), unless a legal form says it
// is a company ("Manager Consulting GmbH").
func titleWords(s string) bool {
	title, company := false, false
	for w := range strings.FieldsSeq(s) {
		w = strings.ToLower(strings.Trim(w, ".,()"))
		if gazetteer.IsLegalForm(w) {
			company = true
		}
		if gazetteer.IsRole(w) {
			title = true
		}
	}
	return title && !company
}
