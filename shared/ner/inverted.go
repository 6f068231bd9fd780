package ner

import (
	"slices"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// Forms, lab reports and patient lines write a name surname first, a comma,
// then the given names ("Pat.: Lehmann, Petra", "SÁNCHEZ MOLINA,
// Encarnación", "PATTERSON, Elaine Mary"): one person, which the model reads
// as two. invertedNames joins such a pair of the model's PERSON spans when
// the first has no given name, the second opens with one, and nothing but
// the end of the field follows (the end of the line, a column gap, a comma
// or a bracket), so that a list of names ("Kónya, Becker and Vasquez",
// "Lehmann, Petra und Hans", "Romi, Erik, Amy") stays a list. One pass over
// the model's persons in text order.
func invertedNames(text string, out []detect.Match, from int) []detect.Match {
	var pers []int // indices into out of the model's persons, by start
	for i := from; i < len(out); i++ {
		if out[i].Type == "PERSON" {
			pers = append(pers, i)
		}
	}
	if len(pers) < 2 {
		return out
	}
	sortIndicesByStart(out, pers)
	// commaNext reports out[b] right after out[a] with ", " between
	commaNext := func(a, b int) bool {
		e := out[a].End
		return out[b].Start == e+2 && text[e:e+2] == ", "
	}
	joined := false
	for k := 0; k+1 < len(pers); k++ {
		a, b := pers[k], pers[k+1]
		if !commaNext(a, b) || k > 0 && commaNext(pers[k-1], a) || k+2 < len(pers) && commaNext(b, pers[k+2]) {
			continue
		}
		if !surnameFirst(text[out[a].Start:out[a].End]) || !givenFirst(text[out[b].Start:out[b].End]) || !fieldEnd(text, out[b].End) {
			continue
		}
		out[a].End = out[b].End
		out[a].Score = max(out[a].Score, out[b].Score)
		out[b].Type = "" // joined: dropped below
		joined = true
		k++
	}
	if !joined {
		return out
	}
	kept := out[:from]
	for _, m := range out[from:] {
		if m.Type != "" {
			kept = append(kept, m)
		}
	}
	return kept
}

// sortIndicesByStart sorts idx, indices into ms, by their matches' starts
// (the model's spans come in text order; a stage may append after them).
func sortIndicesByStart(ms []detect.Match, idx []int) {
	slices.SortFunc(idx, func(a, b int) int { return ms[a].Start - ms[b].Start })
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
		if i+1 >= len(text) {
			return true
		}
		switch text[i+1] {
		case ' ', '\n', '\r', '\t', '(':
			return true
		}
	}
	return false
}
