package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// A signature block writes the sender's job title or unit on the line under
// their name ("Lorenzo Bianchini\nCoordinatore progetti", "NEREA OLAZABAL
// ETXEBERRIA\nDiseño gráfico y packaging"); the tagger reads it as a firm.
// In English and the Romance languages a firm's name capitalises its words
// past the first (function words aside); a title or a trade in sentence
// case does not. roleLineStage drops an ORGANIZATION span of two words or
// more that fills its line, capitalises only its first word and has no
// legal form, when the line above it is a person's name alone. Czech,
// Slovak and Polish write firms in sentence case ("Komerční banka",
// "Dôvera zdravotná poisťovňa") and German capitalises every noun: that
// test serves neither. In every language, a line under the name whose
// next line holds a legal form is the title or unit above the firm ("Mag.
// Verena Stadlober\nEinkauf & Logistik\nAigner-Wallner Holzbau GmbH").

// roleLineLangs are the languages the stage serves.
var roleLineLangs = map[string]bool{"en": true, "es": true, "fr": true, "it": true}

// roleLineBack bounds how far back the stage reads for the line above
// (a name line is short).
const roleLineBack = 120

func roleLineStage(v *vetSpan) verdict {
	if v.sp.Type != "ORGANIZATION" || v.prev.Type != "PERSON" || v.doc == nil || legalFormWord(v.lower) {
		return pass
	}
	// the span fills its line
	ls, ok := blanksBack(v.text, v.start)
	if !ok || ls == 0 {
		return pass
	}
	next := v.end
	for ; next < len(v.text) && v.text[next] != '\n'; next++ {
		if c := v.text[next]; c != ' ' && c != '\t' && c != '\r' && c != ',' {
			return pass
		}
	}
	// the line above is the person's name alone: the name ends it and
	// starts it (after a title at most: "Mag. Verena Stadlober")
	above := ls - 1 // its '\n'
	if v.prev.End > above || above-v.prev.End > 2 || strings.TrimSpace(v.text[v.prev.End:above]) != "" {
		return pass
	}
	if v.prev.Start < above-roleLineBack {
		return pass
	}
	for i := v.prev.Start - 1; i >= 0 && v.text[i] != '\n'; i-- {
		if v.prev.Start-i > 16 {
			return pass // more than a title before the name
		}
	}
	if v.multi && sentenceCase(v.text[v.start:v.end]) && roleLineLangs[v.doc.Language()] {
		return dropIt
	}
	if firmBelow(v.text, next) {
		return dropIt // "Mag. Verena Stadlober / Einkauf & Logistik / Aigner-Wallner Holzbau GmbH"
	}
	return pass
}

// firmBelow reports a legal form on the line after the line break at nl:
// the firm's line under a title or unit line.
func firmBelow(text string, nl int) bool {
	if nl >= len(text) {
		return false
	}
	end := nl + 1
	for end < len(text) && end < nl+1+roleLineBack && text[end] != '\n' {
		end++
	}
	return legalFormWord(strings.ToLower(text[nl+1 : end]))
}

// blanksBack returns the start of start's line when nothing but blanks
// stands between them.
func blanksBack(text string, start int) (int, bool) {
	i := start
	for i > 0 && (text[i-1] == ' ' || text[i-1] == '\t') {
		i--
	}
	if i > 0 && text[i-1] != '\n' {
		return 0, false
	}
	return i, true
}

// sentenceCase reports a span whose first word opens with a capital and
// whose other words open with a lower-case letter or are no words ("&",
// "-"): "Coordinatore progetti", "Diseño gráfico y packaging".
func sentenceCase(s string) bool {
	first := true
	for w := range strings.FieldsSeq(s) {
		r, _ := utf8.DecodeRuneInString(w)
		if first {
			if !unicode.IsUpper(r) {
				return false
			}
			first = false
			continue
		}
		if unicode.IsUpper(r) || unicode.IsDigit(r) {
			return false
		}
	}
	return !first
}
