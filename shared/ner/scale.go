package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// Two vet stages for codes and scores that read as names.

// Clinical notes name scores and classifications after the town or the
// physician that made them ("Glasgow 15", "Triaje Manchester: nivel 3",
// "Retropatellarknorpel Grad II nach Outerbridge", "Gleason 7", "Child-Pugh
// A"), and the tagger reads the name as a place or a person. clinicalScales
// lists such names (lower case), not those that are common surnames too
// ("Wells", "Hunt", "Wagner"); scaleWords are the words that introduce a
// scale in the eight languages.
var clinicalScales = map[string]bool{
	"glasgow": true, "manchester": true, "apgar": true, "gleason": true, "outerbridge": true, "child-pugh": true,
	"killip": true, "ranson": true, "barthel": true, "karnofsky": true, "breslow": true, "mallampati": true,
	"braden": true, "nyha": true, "kellgren-lawrence": true,
}

var scaleWords = map[string]bool{
	"scale": true, "score": true, "test": true, "triage": true, "according": true, "classification": true,
	"skala": true, "nach": true, "klassifikation": true, "triaje": true, "escala": true, "según": true, "clasificación": true,
	"échelle": true, "selon": true, "scala": true, "secondo": true, "classificazione": true,
	"według": true, "skali": true, "klasyfikacji": true, "podle": true, "podľa": true, "stupnice": true, "škály": true,
}

// scaleGrades follow a scale's name before its value ("Glasgow de 8",
// "Child-Pugh grado A", "Gleason score 7").
var scaleGrades = map[string]bool{
	"de": true, "di": true, "of": true, "von": true, "grade": true, "grado": true, "grad": true, "stade": true,
	"stadio": true, "stopień": true, "stupeň": true, "score": true, "coma": true, "scale": true,
}

// clinicalScaleStage drops a place, person or organisation that is a
// clinical scale's name, with a grade in the span or not ("Gleason VII"),
// when a scale word comes before it or a value after it.
func clinicalScaleStage(v *vetSpan) verdict {
	name, grade := v.lower, ""
	if i := strings.LastIndexByte(name, ' '); i > 0 && romanGrade(name[i+1:]) {
		name, grade = name[:i], name[i+1:]
	}
	if !clinicalScales[name] {
		return pass
	}
	if grade != "" || scoreAfter(v.text[v.end:], name == "child-pugh") {
		return dropIt
	}
	if ws, we, ok := prevWord(v.text, v.start, v.prev.End); ok && scaleWords[strings.ToLower(v.text[ws:we])] {
		return dropIt
	}
	return pass
}

// scoreAfter reports a scale's value at the start of s, after blanks, a
// colon and grade words: one or two digits ("15", "6/15", not a year), a
// Roman numeral up to V, or where letters grade the scale a capital letter
// alone ("Child-Pugh A"; not "Comité von Manchester: D. Holmes").
func scoreAfter(s string, letters bool) bool {
	for range 3 {
		s = strings.TrimLeft(s, " \t:")
		w := s
		if i := strings.IndexAny(s, " \t\n,.;)/"); i >= 0 {
			w = s[:i]
		}
		switch {
		case w == "":
			return false
		case w[0] >= '0' && w[0] <= '9':
			return len(w) <= 2
		case romanGrade(strings.ToLower(w)):
			return true
		case letters && utf8.RuneCountInString(w) == 1 && unicode.IsUpper(rune(w[0])):
			return true
		case scaleGrades[strings.ToLower(w)]:
			s = s[len(w):]
		default:
			return false
		}
	}
	return false
}

// romanGrade reports a Roman numeral from i to v, lower case ("ii", "iv").
func romanGrade(w string) bool {
	switch w {
	case "i", "ii", "iii", "iv", "v":
		return true
	}
	return false
}

// flightCodeStage drops a name that is a flight number, an airline's
// two-character designator and one to four digits ("SP 604", "LH 441",
// "U2 1234"): the tagger reads the capitals of an airline chat's flights as
// a firm ("put you both on SP 604 to Los Angeles"). A club's name holds its
// year so ("SG 01 Höchst") with more words after it.
func flightCodeStage(v *vetSpan) verdict {
	s := v.text[v.start:v.end]
	if len(s) < 4 || s[2] != ' ' || !designator(s[:2]) {
		return pass
	}
	n := 3
	for n < len(s) && n < 8 && '0' <= s[n] && s[n] <= '9' {
		n++
	}
	if n == 3 || n > 7 || n < len(s) || s[3] == '0' {
		return pass // "SG 01 Höchst", "SV 04 Düsseldorf": a club's year
	}
	return dropIt
}

// designator reports two capitals or digits with a capital among them.
func designator(s string) bool {
	letter := false
	for i := range 2 {
		switch c := s[i]; {
		case 'A' <= c && c <= 'Z':
			letter = true
		case '0' <= c && c <= '9':
		default:
			return false
		}
	}
	return letter
}
