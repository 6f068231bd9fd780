package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

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
