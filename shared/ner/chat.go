package ner

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// A chat transcript opens each message with its time and its sender:
// "[09:13] hoa nguyen: …", "16:41 Birte (Weserland Direkt): …",
// "09:32 Federica – Iliad: …". The sender is a person unless a role word
// names it ("Klient:", "Systém:"); customers type their own names in lower
// case, where the model, which leans on capitals, sees no name. A firm
// after the sender, in brackets or after a dash, is an organisation, unless
// it is a role ("Hannah (Support)", "Kamil (konsultant)").

// chatRoles are the role words of every language (vocab's ChatRoles and the
// job titles' RoleHeads), lower case.
var chatRoles = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range vocab.All(func(l *vocab.Lexicon) []string { return append(l.ChatRoles, l.RoleHeads...) }) {
		m[w] = true
	}
	return m
}()

// speakerScore is the score of a sender's name and firm: the line's shape,
// repeated, is strong evidence.
const speakerScore = 0.8

// chatLine is one message's opening: its sender and firm (byte ranges; an
// empty firm when there is none).
type chatLine struct {
	name, firm [2]int
}

// chatSpeakers claims the senders of a transcript's messages: every sender
// named on two lines or more (an agenda's "09:00 Begrüßung:" is not
// repeated) becomes a PERSON, its firm an ORGANIZATION, in place of the
// model's spans over them; a rule match over them stays, and so does the
// model's own reading of a sender as a person or a firm (modelSender).
func chatSpeakers(text string, out []detect.Match, from int) []detect.Match {
	lines := chatLines(text)
	if len(lines) < 2 {
		return out
	}
	seen := map[string]int{}
	for _, l := range lines {
		seen[strings.ToLower(text[l.name[0]:l.name[1]])]++
	}
	var claims []detect.Match
	for _, l := range lines {
		if seen[strings.ToLower(text[l.name[0]:l.name[1]])] < 2 {
			continue
		}
		if !modelSender(out[from:], l.name) {
			claims = append(claims, detect.Match{Type: "PERSON", Start: l.name[0], End: l.name[1], Score: speakerScore, Model: true})
		}
		if l.firm[1] > l.firm[0] {
			claims = append(claims, detect.Match{Type: "ORGANIZATION", Start: l.firm[0], End: l.firm[1], Score: speakerScore, Model: true})
		}
	}
	if len(claims) == 0 {
		return out
	}
	overlaps := func(m detect.Match, ms []detect.Match) bool {
		for _, c := range ms {
			if m.Start < c.End && c.Start < m.End {
				return true
			}
		}
		return false
	}
	kept := out[:from]
	for _, m := range out[from:] {
		if !overlaps(m, claims) {
			kept = append(kept, m)
		}
	}
	for _, c := range claims {
		if !overlaps(c, out[:from]) {
			kept = append(kept, c)
		}
	}
	return kept
}

// modelSender reports a model span that settles the sender r itself: a
// PERSON inside it (its own cut: "Bankár Tomáš" is the banker Tomáš) or an
// ORGANIZATION over it (a firm speaks: "Mutua Madrileña:").
func modelSender(ms []detect.Match, r [2]int) bool {
	for _, m := range ms {
		switch {
		case m.Type == "PERSON" && m.Start >= r[0] && m.End <= r[1]:
			return true
		case m.Type == "ORGANIZATION" && m.Start < r[1] && r[0] < m.End:
			return true
		}
	}
	return false
}

// chatLines returns the openings of the lines shaped like a chat message:
// a time ("09:13", "[09:13]", "[09:13:05]"), a sender of one to three
// words that is no role, an optional firm ("(Telmea)", "– Iliad") and a
// colon.
func chatLines(text string) []chatLine {
	var out []chatLine
	for start := 0; start < len(text); {
		end := strings.IndexByte(text[start:], '\n')
		if end < 0 {
			end = len(text)
		} else {
			end += start
		}
		if l, ok := chatOpening(text, start, end); ok {
			out = append(out, l)
		}
		start = end + 1
	}
	return out
}

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
	q := skipTime(text, p, end)
	if q == p {
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
	// the sender: one to three words joined by single blanks
	l.name[0] = p
	words := 0
	for {
		q := senderWord(text, p, end)
		if q == p {
			return l, false
		}
		if chatRoles[strings.ToLower(text[p:q])] {
			return l, false
		}
		words++
		p = q
		if words == 3 || p+1 >= end || text[p] != ' ' || senderWord(text, p+1, end) == p+1 {
			break
		}
		p++
	}
	l.name[1] = p
	// the firm: "(Telmea)" or "– Iliad" / "- Iliad"
	switch {
	case strings.HasPrefix(text[p:end], " ("):
		c := strings.IndexByte(text[p:end], ')')
		if c < 0 {
			return l, false
		}
		l.firm = [2]int{p + 2, p + c}
		p += c + 1
	case strings.HasPrefix(text[p:end], " – ") || strings.HasPrefix(text[p:end], " - "):
		d := strings.IndexByte(text[p+1:end], ' ') + p + 2
		c := strings.IndexByte(text[d:end], ':')
		if c <= 0 {
			return l, false
		}
		l.firm = [2]int{d, d + c}
		p = d + c
	}
	if p >= end || text[p] != ':' || p+1 < end && text[p+1] != ' ' {
		return l, false
	}
	if !firmName(text[l.firm[0]:l.firm[1]]) {
		l.firm = [2]int{}
	}
	return l, true
}

// skipTime returns the end of a time "H:MM" or "HH:MM[:SS]" at p, or p.
func skipTime(text string, p, end int) int {
	q := p
	for q < end && q-p < 2 && text[q] >= '0' && text[q] <= '9' {
		q++
	}
	if q == p {
		return p
	}
	for k := 0; k < 2; k++ {
		if q+3 > end || text[q] != ':' || !isDigit(text[q+1]) || !isDigit(text[q+2]) {
			if k == 0 {
				return p
			}
			break
		}
		q += 3
	}
	return q
}

func isDigit(c byte) bool { return c >= '0' && c <= '9' }

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
// capitalised, no role word among them ("Weserland Direkt", not "Support").
func firmName(s string) bool {
	ws := strings.Fields(s)
	if len(ws) == 0 || len(ws) > 4 {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(ws[0]); !unicode.IsUpper(r) {
		return false
	}
	for _, w := range ws {
		if chatRoles[strings.ToLower(w)] {
			return false
		}
	}
	return true
}
