package ner

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// A chat transcript opens each message with its time and its sender:
// "[09:13] hoa nguyen: …", "16:41 Birte (Weserland Direkt): …",
// "09:32 Federica – Iliad: …"; some exports put the time after the sender
// on a line of its own ("mei-ling ortiz 7:44 PM") or leave it out ("hoa
// nguyen: …", "Kacper | Netia: …"). The sender is a person unless a role word
// names it ("Klient:", "Systém:"); customers type their own names in lower
// case, where the model, which leans on capitals, sees no name. A firm
// after the sender, in brackets or after a dash, is an organisation, unless
// it is a role ("Hannah (Support)", "Kamil (konsultant)").

// chatRoles are the role words of every language (vocab's ChatRoles and the
// job titles' RoleHeads), lower case.
var chatRoles = vocabSet(func(l *vocab.Lexicon) []string { return slices.Concat(l.ChatRoles, l.RoleHeads) })

// speakerScore is the score of a sender's name and firm: the line's shape,
// repeated, is strong evidence (evidenceScore).
const speakerScore = evidenceScore

// chatLine is one message's opening: its sender and firm (byte ranges; an
// empty firm when there is none).
type chatLine struct {
	name, firm [2]int
	role       bool // a role word names the sender ("Klient", "Systém")
	// bare: no time opens the line ("hoa nguyen: hej"), which a form's
	// "Name: value" lines share; such lines count only in a dialogue
	// (bareDialogue)
	bare bool
	// msg is where the message starts on the line (after the colon), or
	// the line's end for a header line, whose message is below it
	msg int
}

// chatSpeakers claims the senders of a transcript's messages. A sender is
// claimed when it is no role, opens two lines or more (an agenda's "09:00
// Begrüßung:" is not repeated), and looks like a name: typed in lower case
// (a customer), or capitalised and opening with a given name ("Birte", not
// "Coffee break" or "INFO"). It becomes a PERSON, its firm an ORGANIZATION,
// in place of the model's spans over them; a rule match over them stays,
// and so does the model's own reading of a sender as a person or a firm
// (modelSender).
func chatSpeakers(text string, out []detect.Match, from int) []detect.Match {
	if !chatLike(text) {
		return out // most texts: nothing parsed twice, nothing allocated
	}
	lines := bareDialogue(text, chatLines(text))
	if len(lines) < 2 {
		return out
	}
	seen := map[string]int{}
	for _, l := range lines {
		seen[strings.ToLower(text[l.name[0]:l.name[1]])]++
	}
	model := sortedByStart(out[from:])
	var claims []detect.Match // in text order, none overlapping another
	var names map[string]bool // the senders who are persons, one word each, folded
	var roles map[[2]int]bool // senders that are one role word ("Chatbot", "Kunde")
	for _, l := range lines {
		name := text[l.name[0]:l.name[1]]
		if l.role && inLower(chatRoles, name) {
			if roles == nil {
				roles = map[[2]int]bool{}
			}
			roles[l.name] = true
		}
		if seen[strings.ToLower(name)] < 2 {
			continue
		}
		if l.role {
			// a firm's account, named with a role: "Haspa Service:",
			// "Prisma Assistent:"
			if e := firmBeforeRole(text, l.name); e > 0 && modelSender(model, [2]int{l.name[0], e}) != "PERSON" && namedElsewhere(text, l.name[0], e, lines) {
				claims = append(claims, detect.Match{Type: "ORGANIZATION", Start: l.name[0], End: e, Score: speakerScore, Model: true})
			}
			continue
		}
		person, settled := senderName(name), modelSender(model, l.name)
		if !person && settled == "" && l.firm[1] > l.firm[0] && firmLike(name) && senderName(text[l.firm[0]:l.firm[1]]) &&
			modelSender(model, l.firm) != "ORGANIZATION" && namedElsewhere(text, l.name[0], l.name[1], lines) {
			// the firm speaks, its agent named in brackets: "DODÁVKY-GA
			// (Renáta):"
			claims = append(claims,
				detect.Match{Type: "ORGANIZATION", Start: l.name[0], End: l.name[1], Score: speakerScore, Model: true},
				detect.Match{Type: "PERSON", Start: l.firm[0], End: l.firm[1], Score: speakerScore, Model: true})
			continue
		}
		if person && settled == "" {
			claims = append(claims, detect.Match{Type: "PERSON", Start: l.name[0], End: l.name[1], Score: speakerScore, Model: true})
		}
		if (person && settled == "" || settled == "PERSON") && mentionable(name) {
			if names == nil {
				names = map[string]bool{}
			}
			names[string(lang.AppendFold(nil, name))] = true
		}
		if l.firm[1] > l.firm[0] && (person || settled == "PERSON") && (!unitFirm(text[l.firm[0]:l.firm[1]]) || modelSender(model, l.firm) == "ORGANIZATION") {
			claims = append(claims, detect.Match{Type: "ORGANIZATION", Start: l.firm[0], End: l.firm[1], Score: speakerScore, Model: true})
		}
	}
	if len(names) > 0 {
		claims = speakerMentions(text, lines, names, model, claims)
	}
	if len(claims) == 0 && len(roles) == 0 {
		return out
	}
	rules := newSpanIndex(out[:from])
	kept := out[:from]
	for _, m := range out[from:] {
		if !overlapsClaim(claims, m) && !roles[[2]int{m.Start, m.End}] {
			kept = append(kept, m)
		}
	}
	for _, c := range claims {
		if !rules.overlaps(c.Start, c.End) {
			kept = append(kept, c)
		}
	}
	return kept
}

// firmBeforeRole returns the end of the words before a role sender's role
// words ("Haspa" of "Haspa Service") when they may name a firm (firmLike:
// "Anna Support" is a person); 0 when they do not.
func firmBeforeRole(text string, r [2]int) int {
	end := r[0]
	for p := r[0]; p < r[1]; {
		q := senderWord(text, p, r[1])
		if q == p {
			return 0
		}
		w := text[p:q]
		if inLower(chatRoles, w) {
			break
		}
		end = q
		p = q + 1
	}
	if end == r[0] || end >= r[1] || !firmLike(text[r[0]:end]) {
		return 0 // no firm word, or no role word after it
	}
	return end
}

// firmLike reports words that may be a firm's name: each capitalised, no
// initial or title ("M. Dvořák", "Dr. Nováková"), none a given name or
// surname, a department's word or function ("IT", "Sales", "Billing"), a
// function, auxiliary or lead word ("Mein", "Your"), nor capitals of three
// letters or fewer ("HR").
func firmLike(s string) bool {
	for w := range strings.FieldsSeq(s) {
		r, _ := utf8.DecodeRuneInString(w)
		lw := strings.ToLower(w)
		if !unicode.IsUpper(r) || strings.HasSuffix(w, ".") || departmentWord(lw) || departmentFunctions[lw] ||
			commonWords[lw] || givenName(lw) || gazetteer.Class(lw)&(gazetteer.Surname|gazetteer.Title) != 0 ||
			utf8.RuneCountInString(w) <= 3 && gazetteer.AllCaps(w) {
			return false
		}
	}
	return true
}

// departmentFunctions are vocab's DepartmentFunctions of every language,
// lower case.
var departmentFunctions = vocabSet(func(l *vocab.Lexicon) []string { return l.DepartmentFunctions })

// namedElsewhere reports the sender text[s:e] written again, as a whole
// word, where no message's sender starts: a firm's account names its firm
// in the export's header or the greeting ("Chat der Haspa", "Prisma Direkt
// Versicherung"), a role's qualifier ("Virtual Assistant") is no name there.
func namedElsewhere(text string, s, e int, lines []chatLine) bool {
	name := text[s:e]
	for i := 0; i < len(text); {
		k := strings.Index(text[i:], name)
		if k < 0 {
			return false
		}
		at := i + k
		i = at + len(name)
		if sender := slices.ContainsFunc(lines, func(l chatLine) bool { return l.name[0] == at }); sender {
			continue
		}
		before, _ := utf8.DecodeLastRuneInString(text[:at])
		after, _ := utf8.DecodeRuneInString(text[i:])
		if (at == 0 || !isWordRune(before)) && (i == len(text) || !isWordRune(after)) {
			return true
		}
	}
	return false
}

// mentionable reports a sender's name that speakerMentions looks for: one
// word of three letters or more that is no function word, auxiliary or
// lead word of any language ("Will", "May" as names are left alone).
func mentionable(name string) bool {
	if strings.IndexByte(name, ' ') >= 0 || utf8.RuneCountInString(name) < 3 {
		return false
	}
	return !inLower(commonWords, name)
}

// commonWords are vocab's FunctionWords, Auxiliaries and LeadWords of every
// language, lower case.
var commonWords = vocabSet(func(l *vocab.Lexicon) []string {
	return slices.Concat(l.FunctionWords, l.Auxiliaries, l.LeadWords)
})

// speakerMentions adds to claims (sorted by start on return) the mentions of
// a sender's name in the messages, in any case and without its accents:
// the customer thanks the agent ("merci sabrina 👍", "gracias yaiza",
// "hola rubén buenas tardes"). A mention is one of the first three words
// of a message or ends a clause (punctuation, a symbol or the line's end
// after it), and no span of the model or claim covers it.
func speakerMentions(text string, lines []chatLine, names map[string]bool, model, claims []detect.Match) []detect.Match {
	senders := make([][2]int, 0, len(lines))
	for _, l := range lines {
		senders = append(senders, l.name)
	}
	covered := func(s, e int) bool {
		for _, r := range senders {
			if r[0] < e && s < r[1] {
				return true
			}
		}
		for _, ms := range [][]detect.Match{model, claims} {
			for _, m := range ms {
				if m.Start < e && s < m.End {
					return true
				}
			}
		}
		return false
	}
	var buf []byte
	added := false
	for start, end := range lineBounds(text) {
		msg := start
		if l, ok := chatOpening(text, start, end); ok {
			msg = min(l.msg, end)
		}
		words := 0
		for p := msg; p < end; {
			r, size := utf8.DecodeRuneInString(text[p:end])
			if !unicode.IsLetter(r) {
				p += size
				continue
			}
			q := senderWord(text, p, end)
			w := strings.TrimRight(text[p:q], ".-'’")
			q = p + len(w)
			words++
			buf = lang.AppendFold(buf[:0], w)
			if names[string(buf)] && (words <= 3 || clauseEnds(text, q, end)) && !covered(p, q) {
				// a surname after it that ends the line or is followed by a
				// comma or a full stop: "512 804 377, oksana melnyk" (not
				// "grazie samuele gentilissimo 👍")
				if n := q + 1; n < end && text[q] == ' ' && !clauseEnds(text, q, end) {
					if e := senderWord(text, n, end); e > n && nameEnds(text, e, end) && !inLower(commonWords, text[n:e]) && !covered(n, e) {
						q = e
					}
				}
				claims = append(claims, detect.Match{Type: "PERSON", Start: p, End: q, Score: speakerScore, Model: true})
				added = true
			}
			p = max(q, p+size)
		}
	}
	if added {
		slices.SortFunc(claims, func(a, b detect.Match) int { return a.Start - b.Start })
	}
	return claims
}

// nameEnds reports the line's end, a comma or a full stop after byte e.
func nameEnds(text string, e, end int) bool {
	return e >= end || text[e] == ',' || text[e] == '.' && (e+1 >= end || text[e+1] == ' ')
}

// clauseEnds reports nothing but blanks then punctuation, a symbol (an
// emoji) or the line's end after byte q.
func clauseEnds(text string, q, end int) bool {
	for q < end && text[q] == ' ' {
		q++
	}
	if q >= end {
		return true
	}
	r, _ := utf8.DecodeRuneInString(text[q:end])
	return unicode.IsPunct(r) || unicode.IsSymbol(r)
}

// chatLike reports a text with two timed chat lines or four bare ones, the
// least that chatSpeakers claims senders in, without allocating.
func chatLike(text string) bool {
	timed, bare := 0, 0
	for start, end := range lineBounds(text) {
		if l, ok := chatOpening(text, start, end); ok {
			if l.bare {
				bare++
			} else {
				timed++
			}
			if timed >= 2 || bare >= 4 {
				return true
			}
		}
	}
	return false
}

// bareDialogue keeps the bare lines of lines (no time before the sender)
// only where they make a dialogue: two senders or more, no role and no
// form label ("Name:", "Adresse:"), opening two lines each and half the
// text's lines or more. A form's fields are labels, and a letter's
// "Betreff:" or "Anna Weber: ..." stands once.
func bareDialogue(text string, lines []chatLine) []chatLine {
	n := map[string]int{}
	for _, l := range lines {
		if l.bare && !l.role && !formLabelSender(text[l.name[0]:l.name[1]]) {
			n[strings.ToLower(text[l.name[0]:l.name[1]])]++
		}
	}
	speakers, bare := 0, 0
	for _, c := range n {
		if c >= 2 {
			speakers++
			bare += c
		}
	}
	// and they are most of the text: a form's or a letter's label lines
	// ("nar.:", "trvalý pobyt:", twice each for two parties) are a few
	// of its lines
	if 2*bare < nonEmptyLines(text) {
		speakers = 0
	}
	return slices.DeleteFunc(lines, func(l chatLine) bool {
		return l.bare && (speakers < 2 || formLabelSender(text[l.name[0]:l.name[1]]))
	})
}

// nonEmptyLines counts the lines of text with something but blanks on them.
func nonEmptyLines(text string) int {
	n := 0
	for start, end := range lineBounds(text) {
		if strings.TrimSpace(text[start:end]) != "" {
			n++
		}
	}
	return n
}

// formLabelSender reports a sender with a form label among its words.
func formLabelSender(s string) bool {
	for w := range strings.FieldsSeq(s) {
		if inLower(formLabelWords, w) {
			return true
		}
	}
	return false
}

// formLabelWords are vocab's FormLabels in every language, lower case.
var formLabelWords = vocabSet(func(l *vocab.Lexicon) []string { return l.FormLabels })

// senderName reports a sender that looks like a person's name: all in lower
// case, or every word capitalised (not in capitals) and the first a given
// name.
func senderName(s string) bool {
	if lowerCaseWord(s) {
		return true
	}
	words := strings.Fields(s)
	for _, w := range words {
		r, size := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || !lowerCaseWord(w[size:]) {
			return false
		}
	}
	return givenName(strings.ToLower(words[0]))
}

// givenName reports a given name of the gazetteer or the listed names.
func givenName(lower string) bool {
	return gazetteer.Class(lower)&gazetteer.GivenName != 0 || gazetteer.ListedClass(lower)&gazetteer.ListedGiven != 0
}

// sortedByStart returns ms sorted by start (a copy: the match stages append
// out of order). The model's spans do not overlap one another, so they are
// sorted by end too.
func sortedByStart(ms []detect.Match) []detect.Match {
	s := slices.Clone(ms)
	slices.SortFunc(s, func(a, b detect.Match) int { return a.Start - b.Start })
	return s
}

// modelSender returns the type of a model span, in model (sorted by
// start), that settles the sender r itself: a PERSON inside it (its own
// cut: "Bankár Tomáš" is the banker Tomáš) or an ORGANIZATION over it (a
// firm speaks: "Mutua Madrileña:"); "" when there is none.
func modelSender(model []detect.Match, r [2]int) string {
	for i := sort.Search(len(model), func(i int) bool { return model[i].End > r[0] }); i < len(model) && model[i].Start < r[1]; i++ {
		m := model[i]
		switch {
		case m.Type == "PERSON" && m.Start >= r[0] && m.End <= r[1]:
			return m.Type
		case m.Type == "ORGANIZATION":
			return m.Type
		}
	}
	return ""
}

// unitFirm reports a sender's affiliation that holds a department's word
// (departmentWord) ("Card Services", "Servizio Clienti",
// "Kundenservice Nord"): a unit, which the guide leaves unlabelled, unless
// the model reads an organisation there (modelSender: "Acme Financial
// Services").
func unitFirm(s string) bool {
	for w := range strings.FieldsSeq(s) {
		if departmentWord(strings.ToLower(w)) {
			return true
		}
	}
	return false
}

// overlapsClaim reports whether m overlaps one of claims (in text order,
// none overlapping another).
func overlapsClaim(claims []detect.Match, m detect.Match) bool {
	i := sort.Search(len(claims), func(i int) bool { return claims[i].End > m.Start })
	return i < len(claims) && claims[i].Start < m.End
}

// spanIndex answers whether a range overlaps one of a set of matches that
// may overlap one another: the matches by start, with the greatest end of
// each prefix.
type spanIndex struct{ starts, maxEnd []int }

func newSpanIndex(ms []detect.Match) spanIndex {
	s := sortedByStart(ms)
	x := spanIndex{starts: make([]int, len(s)), maxEnd: make([]int, len(s))}
	end := 0
	for i, m := range s {
		end = max(end, m.End)
		x.starts[i], x.maxEnd[i] = m.Start, end
	}
	return x
}

// overlaps reports a match that starts before end and ends after start.
func (x spanIndex) overlaps(start, end int) bool {
	n := sort.SearchInts(x.starts, end) // the matches that start before end
	return n > 0 && x.maxEnd[n-1] > start
}

// chatLines returns the openings of the lines shaped like a chat message:
// a time ("09:13", "[09:13]", "[09:13:05]", "9:13 pm"), a sender of one to
// three words (a role word marks it a role), an optional firm ("(Telmea)",
// "– Iliad") and a colon (French writes a blank before it).
func chatLines(text string) []chatLine { return parseLines(text, chatOpening) }

// chatOpening parses the line text[start:end] (see chatLines).
func chatOpening(text string, start, end int) (chatLine, bool) {
	var l chatLine
	p := start
	for p < end && (text[p] == ' ' || text[p] == '\t') {
		p++
	}
	bracket := p < end && text[p] == '['
	if bracket {
		p++
	}
	q := skipStamp(text, p, end)
	if q == p {
		// no time first: "hoa nguyen: ..." (bare) or a header line
		// "mei-ling ortiz 7:44 PM" over the message
		if bracket || p != start {
			return l, false
		}
		if w := senderWord(text, p, end); inLower(capsHeaderWords, text[p:w]) {
			return l, false // "Re: 10:15 anna: quoted", "AW: Termin"
		}
		if p, ok := senderAt(text, p, end, &l); ok {
			if t := p + 1; t < end && text[p] == ' ' && '0' <= text[t] && text[t] <= '9' {
				if e := skipTime(text, t, end); e > t && strings.TrimSpace(text[e:end]) == "" {
					l.msg = end
					return l, true
				}
			}
			if c := colonAt(text, p, end); c >= 0 {
				l.bare, l.msg = true, c+1
				return l, true
			}
		}
		return l, false
	}
	p = q
	if bracket {
		if p >= end || text[p] != ']' {
			return l, false
		}
		p++
	}
	if p >= end || text[p] != ' ' {
		return l, false
	}
	for p < end && text[p] == ' ' {
		p++
	}
	p, ok := senderAt(text, p, end, &l)
	if !ok {
		return l, false
	}
	c := colonAt(text, p, end)
	if c < 0 {
		return l, false
	}
	l.msg = c + 1
	return l, true
}

// senderAt reads a message's sender at p into l: one to three words joined
// by single blanks, and a firm after them, "(Telmea)", "– Iliad", "- Iliad"
// or "| Netia" (see firmName). It returns the position after them.
func senderAt(text string, p, end int, l *chatLine) (int, bool) {
	l.name[0] = p
	words := 0
	for {
		q := senderWord(text, p, end)
		if q == p {
			return p, false
		}
		l.role = l.role || inLower(chatRoles, text[p:q])
		words++
		p = q
		if words == 3 || p+1 >= end || text[p] != ' ' || senderWord(text, p+1, end) == p+1 {
			break
		}
		p++
	}
	l.name[1] = p
	switch {
	case strings.HasPrefix(text[p:end], " ("):
		c := strings.IndexByte(text[p:end], ')')
		if c < 0 {
			return p, false
		}
		l.firm = [2]int{p + 2, p + c}
		p += c + 1
	case strings.HasPrefix(text[p:end], " – ") || strings.HasPrefix(text[p:end], " - ") || strings.HasPrefix(text[p:end], " | "):
		d := strings.IndexByte(text[p+1:end], ' ') + p + 2
		c := strings.IndexByte(text[d:end], ':')
		if c <= 0 {
			return p, false
		}
		for c > 0 && text[d+c-1] == ' ' { // "– Iliad :"
			c--
		}
		l.firm = [2]int{d, d + c}
		p = d + c
	}
	if !firmName(text[l.firm[0]:l.firm[1]]) {
		l.firm = [2]int{}
	}
	return p, true
}

// inLower reports the lower case of w in m, without allocating for a word
// of up to 32 bytes (every line's first words are looked up).
func inLower(m map[string]bool, w string) bool {
	if len(w) > 32 {
		return m[strings.ToLower(w)]
	}
	var buf [64]byte
	b := buf[:0]
	for _, r := range w {
		b = utf8.AppendRune(b, unicode.ToLower(r))
	}
	return m[string(b)]
}

// colonAt returns the position of the colon that ends a sender at p ("Rachid
// : bonjour" has a blank before it), followed by a blank or the line's end,
// or -1.
func colonAt(text string, p, end int) int {
	if p+1 < end && text[p] == ' ' && text[p+1] == ':' {
		p++
	}
	if p >= end || text[p] != ':' || p+1 < end && text[p+1] != ' ' && text[p+1] != '\t' && text[p+1] != '\r' {
		return -1
	}
	return p
}

// skipStamp returns the end of a message's time at p, after its date if
// one comes first ("28.11.2026 08:19", "[12.09.25, 09:41]" in WhatsApp's
// export, "2026-11-28 08:19"), or p when there is none.
func skipStamp(text string, p, end int) int {
	d := skipDate(text, p, end)
	if d == p {
		return skipTime(text, p, end)
	}
	if d < end && text[d] == ',' {
		d++
	}
	if d >= end || text[d] != ' ' {
		return p
	}
	if t := skipTime(text, d+1, end); t > d+1 {
		return t
	}
	return p
}

// skipDate returns the end of a numeric date at p, three groups of digits
// (one to four, one or two, two or four) joined by the same '.', '/' or
// '-', or p when there is none.
func skipDate(text string, p, end int) int {
	q, sep := p, byte(0)
	for g, max := range [3]int{4, 2, 4} {
		n := 0
		for q < end && n < max && '0' <= text[q] && text[q] <= '9' {
			q++
			n++
		}
		if n == 0 || g == 2 && n != 2 && n != 4 {
			return p
		}
		if g == 2 {
			break
		}
		if q >= end || sep != 0 && text[q] != sep || sep == 0 && text[q] != '.' && text[q] != '/' && text[q] != '-' {
			return p
		}
		sep = text[q]
		q++
	}
	return q
}

// skipTime returns the end of a time at p, "H:MM" or "HH:MM[:SS]" with an
// optional " am" or " pm", or p when there is none.
func skipTime(text string, p, end int) int {
	q := p
	for q < end && q-p < 2 && '0' <= text[q] && text[q] <= '9' {
		q++
	}
	if q == p {
		return p
	}
	for k := 0; k < 2; k++ {
		if q+3 > end || text[q] != ':' || !digits2(text[q+1:q+3]) {
			if k == 0 {
				return p
			}
			break
		}
		q += 3
	}
	if q+3 <= end && text[q] == ' ' {
		switch strings.ToLower(text[q+1 : q+3]) {
		case "am", "pm":
			if q+3 == end || text[q+3] == ' ' || text[q+3] == ']' {
				q += 3
			}
		}
	}
	return q
}

// digits2 reports two ASCII digits.
func digits2(s string) bool { return '0' <= s[0] && s[0] <= '9' && '0' <= s[1] && s[1] <= '9' }

// senderWord returns the end of a word of letters at p (dots, hyphens and
// apostrophes inside: "J.", "Anne-Marie"), or p.
func senderWord(text string, p, end int) int {
	q := p
	for q < end {
		r, size := utf8.DecodeRuneInString(text[q:end])
		if unicode.IsLetter(r) || q > p && (r == '.' || r == '-' || r == '\'' || r == '’') {
			q += size
			continue
		}
		break
	}
	return q
}

// firmName reports a firm after a sender: one to four words, the first
// and the last capitalised, no role word among them ("Weserland Direkt",
// not "Support" nor the department "Zákaznické centrum").
func firmName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(ws[0]); !unicode.IsUpper(r) {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(ws[len(ws)-1]); unicode.IsLower(r) {
		return false
	}
	for _, w := range ws {
		if inLower(chatRoles, w) {
			return false
		}
	}
	return true
}
