package ner

import (
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// A state, province or territory written as its postal abbreviation after
// a town is a place of its own, as the dev set's guide labels it
// ("Chicago, IL", "Gallup, NM – ...", "Québec, QC G1R 4P5", "Canberra ACT
// 2600"), which the model leaves out or runs into the town ("Bibra Lake
// WA"). stateCodes reads, after each of the model's places, a code of
// gazetteer's lists (US states, Canadian provinces, Australian states):
// after a comma or a form's slash, or after a blank when a postcode follows; a code inside
// the place's span, at its end, is cut off the same way. The address
// recognizer reports the state of a full address line itself; this covers
// a town and its state outside one. One pass over the model's spans; it runs before the other match stages,
// which append out of text order.
func stateCodes(text string, out []detect.Match, from int) []detect.Match {
	n := len(out)
	for i := from; i < n; i++ {
		m := out[i]
		if m.Type != "LOCATION" {
			continue
		}
		// "Bibra Lake WA 6163" tagged as one place: the state is cut off
		if s, e, ok := stateCodeEnding(text, m.Start, m.End); ok {
			out[i].End = s - 1
			out = append(out, detect.Match{Type: "LOCATION", Start: s, End: e, Score: m.Score, Model: true})
			continue
		}
		s, e, ok := stateCodeAfter(text, m.End)
		if !ok || i+1 < n && out[i+1].Start < e {
			continue // the model's next span takes the code (its spans come in text order)
		}
		if gazetteer.AllCaps(text[m.Start:m.End]) && !codeEndsField(text, e) {
			continue // text in capitals: "SHIP TO BERLIN, OR LONDON" holds no Oregon
		}
		out = append(out, detect.Match{Type: "LOCATION", Start: s, End: e, Score: m.Score, Model: true})
	}
	return out
}

// stateCodeAfter reads a state code after a place ending at byte end:
// ", IL", ", QC", " / IL" in a form's field, or " ACT" before a
// postcode's digit. The code ends at a
// blank, a comma, a bracket, a dash or the end of the line.
func stateCodeAfter(text string, end int) (int, int, bool) {
	j, comma := end, false
	if j < len(text) && text[j] == ',' {
		j, comma = j+1, true
	} else if j+2 < len(text) && text[j:j+2] == " /" {
		j, comma = j+2, true // a form's "City / State / ZIP" field: "Chicago / IL / 60640"
	}
	if j >= len(text) || text[j] != ' ' {
		return 0, 0, false
	}
	j++
	k := j
	for k < len(text) && k-j < 4 && text[k] >= 'A' && text[k] <= 'Z' {
		k++
	}
	if !gazetteer.IsStateCode(text[j:k]) || k < len(text) && (isLetterByte(text[k]) || text[k] >= '0' && text[k] <= '9' || text[k] == '.' && k+1 < len(text) && text[k+1] != ' ' && text[k+1] != '\n') {
		return 0, 0, false
	}
	if !comma && !postcodeAt(text, k) {
		return 0, 0, false // "Canberra ACT 2600"; "Perth WA said" is no state
	}
	return j, k, true
}

// stateCodeEnding reports a place span [start, end) that ends in a blank
// and a state code after a word of the place, a postcode after it: the
// code's span.
func stateCodeEnding(text string, start, end int) (int, int, bool) {
	k := end - 1
	for k > start && text[k] >= 'A' && text[k] <= 'Z' {
		k--
	}
	if k <= start || text[k] != ' ' || !gazetteer.IsStateCode(text[k+1:end]) || !isLetterByte(text[k-1]) {
		return 0, 0, false
	}
	if !postcodeAt(text, end) {
		return 0, 0, false
	}
	return k + 1, end, true
}

// postcodeAt reports a blank at i and a digit after it: a postcode follows.
func postcodeAt(text string, i int) bool {
	return i+1 < len(text) && text[i] == ' ' && text[i+1] >= '0' && text[i+1] <= '9'
}

// codeEndsField reports the end of the line, a comma or a postcode's digit
// after a state code ending at e.
func codeEndsField(text string, e int) bool {
	for ; e < len(text) && text[e] == ' '; e++ {
	}
	return e == len(text) || text[e] == '\n' || text[e] == '\r' || text[e] == ',' || text[e] >= '0' && text[e] <= '9'
}
