package ner

import (
	"strings"
)

// A signature or letterhead writes a firm's unit beside the firm on one
// line ("obchodní oddělení, Okna Vysočina a.s.", "Royal Derby Hospital –
// Department of Clinical Biochemistry"); the tagger reads the line as one
// organisation. The dev set's guide labels the firm alone: a department is
// no organisation. unitCutStage cuts an ORGANIZATION span at its first
// separator (a comma, or a dash between blanks) when one side holds a
// department's word (departmentWord: "oddělení", "Department",
// "Abteilung", "Kundenservice") and the other none, and keeps the other
// side.

// unitSeps are the separators between a unit and its firm.
var unitSeps = [...]string{", ", " – ", " — ", " - "}

func unitCutStage(v *vetSpan) verdict {
	if v.sp.Type != "ORGANIZATION" || !v.multi {
		return pass
	}
	// the cut is a byte offset into the span; v.lower shares it when the
	// lower case kept the span's length (a letter whose lower case is
	// longer or shorter, as "İ", "ẞ": the span is left alone)
	span := v.text[v.start:v.end]
	if len(v.lower) != len(span) {
		return pass
	}
	start, end, ok := cutUnit(span, v.lower)
	if !ok {
		return pass
	}
	v.start, v.end = v.start+start, v.start+end
	return keepAs
}

// cutUnit returns the bounds in span of its firm when span is a unit and
// its firm on either side of a separator; lower is span in lower case, of
// its length.
func cutUnit(span, lower string) (start, end int, ok bool) {
	cut, sep := -1, 0
	for _, s := range unitSeps {
		// a comma after a blank is a tokenized corpus's ("Department for
		// Innovation , Universities and Skills"), no writer's
		if i := strings.Index(span, s); i > 0 && span[i-1] != ' ' && (cut < 0 || i < cut) {
			cut, sep = i, len(s)
		}
	}
	if cut < 0 {
		return 0, 0, false
	}
	left, right := lower[:cut], lower[cut+sep:]
	lu, ru := unitWords(left), unitWords(right)
	switch {
	case lu && !ru && strings.TrimSpace(right) != "":
		return cut + sep, len(span), true
	case ru && !lu && strings.TrimSpace(left) != "":
		return 0, cut, true
	}
	return 0, 0, false
}

// unitWords reports a department's word among the words of lower.
func unitWords(lower string) bool {
	for w := range strings.FieldsSeq(lower) {
		if departmentWord(strings.Trim(w, ",.;:")) {
			return true
		}
	}
	return false
}
