package ner

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// Forms, lab reports and patient lines write a name surname first, a comma,
// then the given names ("Pat.: Lehmann, Petra", "SÁNCHEZ MOLINA,
// Encarnación", "PATTERSON, Elaine Mary"): one person, which the model reads
// as two. invertedNames joins such a pair of the model's PERSON spans when
// the first has no given name, the second opens with one, and nothing but
// the end of the field follows (the end of the line, a column gap, a comma
// or a bracket), so that a list of names ("Kónya, Becker and Vasquez",
// "Lehmann, Petra und Hans", "Romi, Erik, Amy") stays a list.
func invertedNames(text string, out []detect.Match, from int) []detect.Match {
	for i := from; i+1 < len(out); i++ {
		a := out[i]
		if a.Type != "PERSON" {
			continue
		}
		k := -1
		for j := from; j < len(out); j++ {
			if out[j].Type == "PERSON" && out[j].Start == a.End+2 {
				k = j
				break
			}
		}
		if k < 0 || text[a.End:a.End+2] != ", " {
			continue
		}
		b := out[k]
		if !surnameFirst(text[a.Start:a.End]) || !givenFirst(text[b.Start:b.End]) || !fieldEnd(text, b.End) ||
			listed(text, out[from:], a, b) {
			continue
		}
		out[i].End = b.End
		out[i].Score = max(a.Score, b.Score)
		out = append(out[:k], out[k+1:]...)
		if k < i {
			i--
		}
	}
	return out
}

// listed reports a pair inside a list of names: a PERSON before a after a
// comma, or after b ("They had 6: Romi, Erik, Amy, ...").
func listed(text string, ms []detect.Match, a, b detect.Match) bool {
	for _, m := range ms {
		if m.Type != "PERSON" {
			continue
		}
		if m.End+2 == a.Start && text[m.End:a.Start] == ", " || b.End+2 == m.Start && text[b.End:m.Start] == ", " {
			return true
		}
	}
	return false
}

// surnameFirst: one or two words, none of them a given name.
func surnameFirst(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 2 {
		return false
	}
	for _, w := range ws {
		if givenName(strings.ToLower(w)) {
			return false
		}
	}
	return true
}

// givenFirst: one to three words, the first a given name.
func givenFirst(s string) bool {
	ws := strings.Fields(s)
	return len(ws) > 0 && len(ws) <= 3 && givenName(strings.ToLower(ws[0]))
}

func givenName(lower string) bool {
	return gazetteer.Class(lower)&gazetteer.GivenName != 0 || gazetteer.ListedClass(lower)&gazetteer.ListedGiven != 0
}

// fieldEnd reports the end of a form field at i: the end of the text or
// line, a column gap of two blanks or a tab, a comma or a bracket.
func fieldEnd(text string, i int) bool {
	if i >= len(text) {
		return true
	}
	switch text[i] {
	case '\n', '\r', '\t', ',', '(', ';':
		return true
	case ' ':
		return i+1 >= len(text) || text[i+1] == ' ' || text[i+1] == '\n' || text[i+1] == '('
	}
	return false
}
