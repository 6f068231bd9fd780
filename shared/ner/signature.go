package ner

import (
	"iter"
	"slices"
	"sort"
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

// signatureScore is the score of a company line found by its block, strong
// evidence (evidenceScore).
const signatureScore = evidenceScore

// line is one line's content (quote marks ">", spaces and a trailing comma
// trimmed off) and what the matches so far say about it.
type line struct {
	start, end int
	person     bool // one PERSON match covers it all
	rule       bool // an anchor's match (an address, a phone, an e-mail) overlaps it
	any        bool // an anchor's or the model's match overlaps it
	anchor     bool // an address, phone or e-mail match starts on it
}

// signatureOrgs appends an ORGANIZATION for each company line of a signature
// block in text. out holds every match so far; those from from on are the
// model's, and the ones inside a company line are removed.
func signatureOrgs(text string, out []detect.Match, from int) []detect.Match {
	caps := capsCompanyLines(text)
	if strings.Count(text, "\n") < 2 || !hasType(out[from:], "PERSON") || !hasAnchor(out[:from]) {
		return claimLines(out, from, caps)
	}
	lines := splitLines(text)
	mark(lines, out, from)
	var claimed []line // in text order
	for i := 1; i+1 < len(lines); i++ {
		l := lines[i]
		if !companyShape(text, l) {
			continue
		}
		p := lines[i-1]
		if !p.person && !(i >= 2 && !p.any && companyShape(text, p) && lines[i-2].person) {
			continue // neither the name nor a title under the name above it
		}
		// the name may be repeated under the company (quoted reply headers)
		n := i + 1
		for n+1 < len(lines) && lines[n].person {
			n++
		}
		if !lines[n].anchor || titleWords(text[l.start:l.end]) {
			continue
		}
		claimed = append(claimed, companyPart(text, l))
	}
	return claimLines(out, from, mergeLines(claimed, caps))
}

// companySeps split a company line into its name and a description or its
// owner ("Lanterna Shipping S.r.l. – Spedizioni internazionali", "Polsterei
// Vogt – Inh. Anneliese Vogt-Baranski").
var companySeps = []string{" – ", " — ", " | ", " - "}

// companyPart returns the company's name in a company line split by
// companySeps: the one part that ends in a legal form, or else the first.
func companyPart(text string, l line) line {
	first, withForm, forms := line{}, line{}, 0
	for s := l.start; ; {
		part := line{start: s, end: l.end}
		cut, n := nextSep(text[s:l.end])
		if cut >= 0 {
			part.end = s + cut
		}
		if s == l.start {
			first = part
		}
		w := text[part.start:part.end]
		if legalFormWord(strings.ToLower(w[strings.LastIndexByte(w, ' ')+1:])) {
			withForm, forms = part, forms+1
		}
		if cut < 0 {
			break
		}
		s += cut + n
	}
	switch {
	case first.end == l.end || forms > 1:
		return l // no separator, or two firms on the line: it stays whole
	case forms == 1:
		l.start, l.end = withForm.start, withForm.end
	default:
		l.start, l.end = first.start, first.end
	}
	return l
}

// nextSep returns the offset and length of the first of companySeps in s
// after its start, or -1.
func nextSep(s string) (int, int) {
	cut, n := -1, 0
	for _, sep := range companySeps {
		if i := strings.Index(s, sep); i > 0 && (cut < 0 || i < cut) {
			cut, n = i, len(sep)
		}
	}
	return cut, n
}

// mergeLines merges two lists of lines in text order, a line in both once.
func mergeLines(a, b []line) []line {
	if len(b) == 0 {
		return a
	}
	out := make([]line, 0, len(a)+len(b))
	for len(a) > 0 || len(b) > 0 {
		switch {
		case len(b) == 0 || len(a) > 0 && a[0].start < b[0].start:
			out, a = append(out, a[0]), a[1:]
		case len(a) == 0 || b[0].start < a[0].start:
			out, b = append(out, b[0]), b[1:]
		default:
			out, a, b = append(out, a[0]), a[1:], b[1:]
		}
	}
	return out
}

// capsCompanyLines returns the lines written in capitals that end in a legal
// form: a letterhead's or an address block's company, one name whole
// ("CONSTRUCCIONES HERMANOS RUIZ S.L.", "HARLOW TIMBER SUPPLIES LTD",
// "PRZEDSIĘBIORSTWO BUDOWLANE KOWALSKI SP. Z O.O."), where the tagger,
// reading capitals, cut it in two or took a word of it for a person. Two to
// eight words, no digits, no label or sentence punctuation, not opened by
// a header word ("RE", "FROM"). The look is one pass over the bytes; only a
// line with a capital legal form at its end is read word by word.
func capsCompanyLines(text string) []line { return parseLines(text, capsCompanyLine) }

// parseLines returns what parse makes of each line text[start:end] (the
// line break left out) that it accepts, in text order.
func parseLines[T any](text string, parse func(text string, start, end int) (T, bool)) []T {
	var out []T
	for start, end := range lineBounds(text) {
		if l, ok := parse(text, start, end); ok {
			out = append(out, l)
		}
	}
	return out
}

// lineBounds yields the start and end (before its '\n') of each line of text.
func lineBounds(text string) iter.Seq2[int, int] {
	return func(yield func(int, int) bool) {
		for start := 0; start < len(text); {
			end := strings.IndexByte(text[start:], '\n')
			if end < 0 {
				end = len(text)
			} else {
				end += start
			}
			if !yield(start, end) {
				return
			}
			start = end + 1
		}
	}
}

// capsHeaderWords open lines that are headers or sentences, not names.
var capsHeaderWords = map[string]bool{"re": true, "fw": true, "fwd": true, "aw": true, "wg": true, "tr": true, "rv": true,
	"from": true, "to": true, "for": true, "attn": true, "von": true, "an": true, "für": true, "de": true, "à": true, "pour": true,
	"para": true, "per": true, "dla": true, "od": true, "do": true, "pro": true, "pre": true,
	"dear": true, "invoice": true, "notice": true, "rechnung": true, "facture": true, "factura": true, "fattura": true, "faktura": true}

func capsCompanyLine(text string, start, end int) (line, bool) {
	s, e := start, end
	for s < e && (text[s] == '>' || text[s] == ' ' || text[s] == '\t') {
		s++
	}
	for e > s && (text[e-1] == ' ' || text[e-1] == '\t' || text[e-1] == '\r' || text[e-1] == ',') {
		e--
	}
	if e-s < 6 || e-s > 80 {
		return line{}, false
	}
	// the last word: a legal form in capitals ("LTD", "S.L.", "GMBH", "O.O.")
	ls := strings.LastIndexByte(text[s:e], ' ')
	if ls < 0 {
		return line{}, false
	}
	last := text[s+ls+1 : e]
	if !gazetteer.AllCaps(last) || !gazetteer.IsLegalForm(strings.ToLower(last)) {
		return line{}, false
	}
	l := text[s:e]
	if strings.ContainsAny(l, "0123456789@:?!;/\"()|") || strings.Contains(l, " - ") {
		return line{}, false
	}
	words, name := 0, false
	for w := range strings.FieldsSeq(l) {
		words++
		if words > 8 || strings.IndexFunc(w, unicode.IsLower) >= 0 {
			return line{}, false // "&", "Y", "E" have no two capitals
		}
		lw := strings.ToLower(strings.TrimRight(w, ".,"))
		if words == 1 && capsHeaderWords[lw] {
			return line{}, false
		}
		if utf8.RuneCountInString(lw) >= 3 && !gazetteer.IsLegalForm(lw) && !gazetteer.IsLegalForm(lw+".") {
			name = true
		}
	}
	if words < 2 || !name {
		return line{}, false
	}
	return line{start: s, end: e}, true
}

// mark sets each line's flags from the matches in one pass: a line is found
// by binary search, so a long text with many matches stays linear.
func mark(lines []line, out []detect.Match, from int) {
	at := func(pos int) int { // the line holding byte pos
		return sort.Search(len(lines), func(i int) bool { return lines[i].start > pos }) - 1
	}
	for k, m := range out {
		if k < from && !isAnchor(m.Type) {
			// Only the rule matches the NER declares it reads (Reads) count,
			// so a request's type filter, which runs fewer recognizers,
			// cannot change what the block rule sees.
			continue
		}
		first, last := max(at(m.Start), 0), max(at(m.End-1), 0)
		for i := first; i <= last; i++ {
			l := &lines[i]
			if m.Start >= l.end || m.End <= l.start {
				continue // in the trimmed-off margin
			}
			l.any = true
			l.rule = l.rule || k < from && !m.Model
			l.person = l.person || m.Type == "PERSON" && m.Start <= l.start && m.End >= l.end
		}
		if k < from && isAnchor(m.Type) && m.Start < lines[first].end {
			lines[first].anchor = true
		}
	}
}

// claimLines removes the model's matches inside the company lines (sorted, not
// overlapping) and appends each line as ORGANIZATION, in one pass.
func claimLines(out []detect.Match, from int, lines []line) []detect.Match {
	if len(lines) == 0 {
		return out
	}
	kept := out[:from]
	for _, m := range out[from:] {
		// the first line that ends after the match starts is the only one
		// it can overlap first
		k := sort.Search(len(lines), func(i int) bool { return lines[i].end > m.Start })
		if k == len(lines) || lines[k].start >= m.End {
			kept = append(kept, m)
		}
	}
	for _, l := range lines {
		kept = append(kept, detect.Match{Type: "ORGANIZATION", Start: l.start, End: l.end, Score: signatureScore, Model: true})
	}
	return kept
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
		ls = append(ls, line{start: s, end: e})
		start = end + 1
	}
	return ls
}

// companyShape: a short line of words (1-6, no digits, no field label, no
// sentence end), not wholly a person's name and not overlapping a rule match
// (an address, a phone). A job title under a name has the same shape.
func companyShape(text string, l line) bool {
	s := text[l.start:l.end]
	if len(s) == 0 || len(s) > 80 || l.person || l.rule || strings.ContainsAny(s, "0123456789@:?!;/\"") || strings.Count(s, " ") > 5 {
		return false
	}
	r, _ := utf8.DecodeRuneInString(s)
	return unicode.IsLetter(r)
}

func isAnchor(t string) bool { return slices.Contains(signatureAnchors, t) }

func hasAnchor(ms []detect.Match) bool {
	return slices.ContainsFunc(ms, func(m detect.Match) bool { return isAnchor(m.Type) })
}

func hasType(ms []detect.Match, t string) bool {
	return slices.ContainsFunc(ms, func(m detect.Match) bool { return m.Type == t })
}

// titleWords reports a job title or a department rather than a company: a
// line with a role word ("Sales manager", "Jednatel společnosti") or a
// department's word ("Customer Services", "Kundenservice", "Dział Obsługi
// Klienta", "Service client"), unless a legal form says it is a company
// ("Manager Consulting GmbH", "Kundenservice Nord GmbH").
func titleWords(s string) bool {
	title, company := false, false
	for w := range strings.FieldsSeq(s) {
		w = strings.ToLower(strings.Trim(w, ".,()"))
		if gazetteer.IsLegalForm(w) {
			company = true
		}
		if gazetteer.IsRole(w) || departmentWord(w) {
			title = true
		}
	}
	return title && !company
}

// departmentWords name a unit of an organisation, not the organisation
// (lower case): the dev set's guide labels no department
// ("Personalabteilung", "Card Services", Polish "BOK": Biuro Obsługi Klienta).
var departmentWords = map[string]bool{
	"department": true, "dept": true, "division": true, "team": true, "support": true, "customer": true, "services": true,
	"abteilung": true, "kundendienst": true, "kundenbetreuung": true,
	"service": true, "département": true, "servicio": true, "departamento": true, "atención": true, "sección": true,
	"servizio": true, "ufficio": true, "reparto": true, "assistenza": true,
	"dział": true, "działu": true, "obsługi": true, "obsługa": true, "bok": true,
	"oddělení": true, "oddelenie": true, "odbor": true, "útvar": true,
}

// departmentWord reports a department's word, or a German compound that
// ends in one ("Personalabteilung", "Kundenservice"), or the Czech and
// Slovak customer adjective ("Zákaznický servis", "zákaznícka podpora").
func departmentWord(w string) bool {
	if departmentWords[w] || strings.HasPrefix(w, "zákaznick") {
		return true
	}
	for _, suf := range [...]string{"abteilung", "service"} {
		if len(w) > len(suf)+2 && strings.HasSuffix(w, suf) {
			return true
		}
	}
	return false
}
