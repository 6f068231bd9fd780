package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
)

// speakerRecognizer finds the user names chat exports put before a turn: a
// login-shaped word that begins its line, after the line's time, and ends in
// a colon ("[10:02] zuzka_tothova: dobrý deň", "kvietkovo.sk: Dobrý deň",
// "tomek_wlkp84: siema"). A speaker named by a plain word ("Kunde:",
// "Agent:") or a name ("Anna Weber:") is no user name; a form label
// ("Tel.:", "E-Mail:", "z.B.:") has no login's shape.
type speakerRecognizer struct{}

const (
	speakerScore = 0.6
	// speakerMax bounds a user name's length; the look at a line stops there.
	speakerMax = 40
)

func (speakerRecognizer) Name() string       { return "chat_speaker_username" }
func (speakerRecognizer) Types() []string    { return []string{"USERNAME"} }
func (speakerRecognizer) Needs() detect.Need { return detect.NeedColon }

func (speakerRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for ls := 0; ls < len(t); {
		le := len(t)
		if k := strings.IndexByte(t[ls:], '\n'); k >= 0 {
			le = ls + k
		}
		if s, e, ok := speakerAt(t[ls:le]); ok {
			out = append(out, detect.Match{Type: "USERNAME", Start: ls + s, End: ls + e, Score: speakerScore})
		}
		ls = le + 1
	}
	return out
}

// speakerAt finds the user name that opens a line: after the line's lead (a
// time, brackets, a bullet), a login-shaped word, then ':' (or " :") and a
// blank or the line's end; without a time in the lead, a turn of three
// words or more after it.
func speakerAt(line string) (s, e int, ok bool) {
	i := 0
	for i < len(line) && i < speakerMax && strings.IndexByte(" \t[]():.-*|0123456789", line[i]) >= 0 {
		i++
	}
	s = i
	for i < len(line) && i-s <= speakerMax && isSpeakerByte(line[i]) {
		i++
	}
	e = i
	if e == s || i-s > speakerMax {
		return 0, 0, false
	}
	if i < len(line) && line[i] == ' ' {
		i++
	}
	if i >= len(line) || line[i] != ':' || i+1 < len(line) && line[i+1] != ' ' && line[i+1] != '\t' {
		return 0, 0, false
	}
	if strings.IndexAny(line[:s], "0123456789") < 0 && !turnAfter(line[i+1:]) {
		// no time before it: a field's or a list's key and its value
		// ("meds_list: unchanged", "item_1: apples") unless a turn follows
		return 0, 0, false
	}
	return s, e, speakerHandle(line[s:e])
}

// turnAfter reports three words or more after a speaker's colon, as a chat
// turn has ("siema, jest jeszcze ten rower?") and a field's value rarely
// does ("unchanged", "bitte prüfen").
func turnAfter(rest string) bool {
	words := 0
	for i := 0; i < len(rest) && words < 3; {
		for i < len(rest) && (rest[i] == ' ' || rest[i] == '\t') {
			i++
		}
		if i == len(rest) {
			break
		}
		words++
		for i < len(rest) && rest[i] != ' ' && rest[i] != '\t' {
			i++
		}
	}
	return words >= 3
}

func isSpeakerByte(c byte) bool {
	return isLower(c) || isUpper(c) || isDigit(c) || c == '.' || c == '_' || c == '-'
}

// speakerHandle: a user name no label or word looks like. It starts with a
// lower-case letter, holds three letters or more, no capital, and has a
// login's mark: two digits or more after the letters ("pszymanski85"), a
// domain ("kvietkovo.sk"; not "www.x.cz", "smtp.x.com"), or an underscore
// or a dot between parts of which one is a given name or a surname
// ("zuzka_tothova", "lena.kraus"; not "db_pool", "report.pdf").
func speakerHandle(w string) bool {
	if !isLower(w[0]) || !isAlnumByte(w[len(w)-1]) || strings.HasPrefix(w, "www.") || serviceHostPrefix(w) {
		return false
	}
	letters, trailingDigits := 0, 0
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case isUpper(c):
			return false
		case isLower(c):
			letters++
			trailingDigits = 0
		case isDigit(c):
			trailingDigits++
		default:
			trailingDigits = 0
		}
	}
	if letters < 3 || anonymousSpeaker(w) {
		return false
	}
	if trailingDigits >= 2 && isLower(w[len(w)-trailingDigits-1]) {
		return true
	}
	if strings.Contains(w, ".") {
		parts := strings.Split(w, ".")
		if fileExtensions[parts[len(parts)-1]] {
			return false
		}
		for _, p := range parts {
			if len(p) < 2 || !isLower(p[0]) {
				return false
			}
		}
		if looksLikeDomain(w) {
			return true // a shop's account named by its domain
		}
	} else if !strings.Contains(w, "_") {
		return false
	}
	return namePart(w)
}

// namePart reports a part of w, between '_', '.' and '-' and without its
// digits, that is a given name or a surname ("zuzka_tothova",
// "lena.kraus"): a log's or an agenda's key is words ("db_pool:",
// "cache.redis:", "lunch_break:") that name no one.
func namePart(w string) bool {
	for _, p := range strings.FieldsFunc(w, func(r rune) bool { return r == '_' || r == '.' || r == '-' }) {
		p = strings.TrimRight(p, "0123456789")
		if len(p) >= 3 && gazetteer.Class(p)&(gazetteer.GivenName|gazetteer.Surname) != 0 {
			return true
		}
	}
	return false
}

func isAlnumByte(c byte) bool { return isLower(c) || isUpper(c) || isDigit(c) }

// serviceHostPrefix: a mail or file server's host ("smtp.x.com:", "mail.x.de:").
func serviceHostPrefix(w string) bool {
	dot := strings.IndexByte(w, '.')
	if dot < 0 {
		return false
	}
	switch w[:dot] {
	case "smtp", "imap", "pop", "pop3", "mail", "webmail", "mx", "ftp", "sftp", "vpn", "owa", "ns", "api", "app", "portal", "login":
		return true
	}
	return false
}

// fileExtensions end file names that a line may begin with ("report.pdf:").
var fileExtensions = map[string]bool{
	"pdf": true, "doc": true, "docx": true, "xls": true, "xlsx": true, "csv": true, "txt": true, "jpg": true, "jpeg": true,
	"png": true, "gif": true, "zip": true, "xml": true, "json": true, "yaml": true, "yml": true, "html": true, "htm": true,
	"log": true, "go": true, "py": true, "js": true, "ts": true, "java": true, "md": true, "ini": true, "cfg": true, "conf": true,
	"sh": true, "exe": true, "msg": true, "eml": true, "odt": true, "ppt": true, "pptx": true, "mp3": true, "mp4": true,
}

// anonymousSpeaker: a role word and a number, the label a chat tool gives a
// visitor it does not know ("guest_2291", "visitor-17", "user1234",
// "gast_88"): no one's user name.
func anonymousSpeaker(w string) bool {
	i := 0
	for i < len(w) && isLower(w[i]) {
		i++
	}
	role := w[:i]
	if i < len(w) && (w[i] == '_' || w[i] == '-' || w[i] == '.') {
		i++
	}
	if i == len(w) || !allDigits(w[i:]) {
		return false
	}
	return anonymousRoles[role]
}

// anonymousRoles are the role words of anonymous chat labels in the eight
// languages.
var anonymousRoles = map[string]bool{
	"guest": true, "visitor": true, "user": true, "customer": true, "client": true, "anon": true, "anonymous": true, "caller": true, "bot": true, "agent": true, "operator": true,
	"gast": true, "besucher": true, "kunde": true, "nutzer": true, "benutzer": true,
	"invite": true, "visiteur": true, "utilisateur": true,
	"invitado": true, "visitante": true, "usuario": true, "cliente": true,
	"ospite": true, "visitatore": true, "utente": true,
	"gosc": true, "uzytkownik": true, "klient": true,
	"host": true, "navstevnik": true, "uzivatel": true, "zakaznik": true, "pouzivatel": true,
}
