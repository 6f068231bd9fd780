package contextual

import (
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// usernameSpec: a login name after a username word and a ':' / '=' / "is"
// ("username: jdoe", "login=jdoe", "Benutzername ist jdoe"). A bare "user:"
// begins many chat transcripts ("User: Hello"), so after it a capitalised
// word is not taken and a plain word scores lower.
var usernameSpec = keyedSpec{
	Type: "USERNAME",
	// vocab's LoginWords: "username", "Benutzername", "identifiant",
	// "użytkownik", "přihlašovací jméno", "logged in as", ...
	Keywords: vocab.All(func(l *vocab.Lexicon) []string { return l.LoginWords }),
	// "Login klienta:", "Prihlásený klient:", "login du client"
	Fillers:   []string{"klient", "klienta", "klientky", "zákazník", "zákazníka", "customer", "client", "cliente", "kunde", "kunden", "als", "as", "jako", "ako", "en", "tant", "que"},
	Inner:     "._-",
	NeedSep:   true,
	Bare:      loginLike,
	LabelTail: 3,
	Speaker:   notSpeaker,
	Value:     scoreUsername,
	// "identifiant du compte ?\n[09:32] Rachid : rachid.benali30"
	Answer:      loginShaped,
	AnswerScore: usernameScore,
	// "utente SPID oksana.hrytsenko88 password ...", "Usuario de red y
	// correo: abenali\nContraseña provisional: ..."
	Paired: func(v, rest string) bool {
		return passwordNext(rest) && (loginShaped(v) || plainLogin(v) && endsLine(rest))
	},
}

// loginNameSpec: a login after a word that names a person's name or a
// chat's visitor (vocab's LoginNameWords): "meno mhromada87 heslo ...",
// "tvoje meno pbednar a dočasné heslo ...", "Visitor: tomo_trails84". The
// value has a login's shape or its password follows; "meno: Ján Novák",
// "Visitor: Anna" name a person, "Visitor: guest_2291" no one.
var loginNameSpec = keyedSpec{
	Type:     "USERNAME",
	Keywords: vocab.All(func(l *vocab.Lexicon) []string { return l.LoginNameWords }),
	// "meno mam marek.vlk71" (Slovak "mám", I have, typed without its accent)
	Fillers: []string{"mam", "mám", "mate", "máte", "máš", "mas"},
	Inner:   "._-",
	NeedSep: true,
	Bare:    loginLike,
	Paired: func(v, rest string) bool {
		return passwordNext(rest) && (loginLike(v) || plainLogin(v))
	},
	PairedScore: usernameScore,
	Value: func(_, v string) float64 {
		if !loginLike(v) || anonymousSpeaker(v) {
			return 0
		}
		return usernameScore
	},
}

// passwordWords are vocab's PasswordWords, split into words.
var passwordWords = func() [][]string {
	var out [][]string
	for _, w := range vocab.All(func(l *vocab.Lexicon) []string { return l.PasswordWords }) {
		out = append(out, strings.Fields(w))
	}
	return out
}()

// loginConjunctions are vocab's Conjunctions ("a", "and", "und").
var loginConjunctions = toSet(vocab.All(func(l *vocab.Lexicon) []string { return l.Conjunctions }))

// passwordNext reports text after a value that goes on with a password
// word, on the value's line or a line below ("abenali\nContraseña
// provisional:"): as the next word, or after a conjunction and at most one
// qualifier ("marek.vlk71 a heslo", "pbednar a dočasné heslo").
func passwordNext(rest string) bool {
	s := strings.TrimLeft(rest, " \t,;")
	s = strings.TrimPrefix(s, "\r")
	s = strings.TrimPrefix(s, "\n")
	var buf [6]string // the longest password phrase after a conjunction and a qualifier
	words := buf[:0]
	for w := range strings.FieldsFuncSeq(s, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) {
		if words = append(words, w); len(words) == len(buf) {
			break
		}
	}
	if len(words) == 0 {
		return false
	}
	if passwordAt(words) {
		return true
	}
	if !loginConjunctions[strings.ToLower(words[0])] {
		return false
	}
	return passwordAt(words[1:]) || len(words) > 2 && passwordAt(words[2:])
}

// passwordAt reports words that begin with a password word ("heslo", "mot
// de passe").
func passwordAt(words []string) bool {
	for _, p := range passwordWords {
		if len(p) > len(words) {
			continue
		}
		ok := true
		for i, w := range p {
			if !strings.EqualFold(words[i], w) {
				ok = false
				break
			}
		}
		if ok {
			return true
		}
	}
	return false
}

// endsLine reports a value that ends its line (rest is the text after it).
func endsLine(rest string) bool {
	s := strings.TrimLeft(rest, " \t")
	return s == "" || s[0] == '\n' || s[0] == '\r'
}

// plainLogin: a word of lower-case ASCII letters and digits, as a login
// its password follows is written ("pbednar", "abenali"); no conjunction
// ("username and password").
func plainLogin(v string) bool {
	if len(v) < 3 || len(v) > 32 || v[0] < 'a' || v[0] > 'z' || loginConjunctions[v] {
		return false
	}
	for i := 0; i < len(v); i++ {
		if c := v[i]; (c < 'a' || c > 'z') && !isDigit(c) {
			return false
		}
	}
	return true
}

// notSpeaker: after "User:" at the start of a line, a plain word followed by
// more words is a chat turn ("Usuario: buenas. el correo ...", "Usuario: si
// el jueves"); a form's "User: jdoe" ends its line, a login name has a
// login's shape.
func notSpeaker(kw, v, rest string) bool {
	return !weakUserKeywords[strings.ToLower(kw)] || loginLike(v) || strings.TrimSpace(rest) == ""
}

// loginLike: loginShaped, or a login built of a name (nameLogin), which is
// taken without a ':' too ("user jsmith cannot log in").
func loginLike(v string) bool { return loginShaped(v) || nameLogin(v) }

// nameLogin: a login name of plain lower-case letters that is made of a
// listed name, as companies give them: an initial or two and a surname or
// given name ("jsmith", "mmueller", "jfdupont"), a surname and an initial
// other than a plural's s ("schmidtk", not "walkers"), a given name and a
// surname ("annabauer"). The name part has
// four letters or more ("atom" is no "a" and "Tom"); a bare name ("user
// smith") is not taken, it may be the person's name or a word.
func nameLogin(v string) bool {
	if len(v) < 5 || len(v) > 24 {
		return false
	}
	for i := 0; i < len(v); i++ {
		if v[i] < 'a' || v[i] > 'z' {
			return false
		}
	}
	names := loginNames()
	if names[v[1:]]&gazetteer.Surname|names[v[1:]]&gazetteer.GivenName != 0 ||
		len(v) >= 6 && names[v[2:]]&gazetteer.Surname != 0 ||
		v[len(v)-1] != 's' && names[v[:len(v)-1]]&gazetteer.Surname != 0 { // "greens", "walkers" are plurals
		return true
	}
	for k := 3; k+4 <= len(v); k++ {
		if names[v[:k]]&gazetteer.GivenName != 0 && names[v[k:]]&gazetteer.Surname != 0 {
			return true
		}
	}
	return false
}

// loginNames maps the names of gazetteer.ByLang (nominative), lower case
// and folded to ASCII as logins write them ("müller" as "mueller" and
// "muller", "nowák" as "novak"), to gazetteer.GivenName and
// gazetteer.Surname; names under four letters are left out.
var loginNames = sync.OnceValue(func() map[string]uint8 {
	m := map[string]uint8{}
	add := func(w string, c uint8) {
		w = strings.ToLower(w)
		for _, f := range []string{asciiFold(loginUmlauts.Replace(w)), asciiFold(w)} {
			if len(f) >= 4 {
				m[f] |= c
			}
		}
	}
	for _, n := range gazetteer.ByLang {
		for _, w := range n.Male {
			add(w, gazetteer.GivenName)
		}
		for _, w := range n.Female {
			add(w, gazetteer.GivenName)
		}
		for _, w := range n.Surnames {
			add(w, gazetteer.Surname)
		}
	}
	return m
})

// loginUmlauts are the German spellings of umlauts without them.
var loginUmlauts = strings.NewReplacer("ä", "ae", "ö", "oe", "ü", "ue", "ß", "ss")

// asciiFold drops the diacritics of a lower-case word ("dvořák" → "dvorak",
// "łukasz" → "lukasz") and every character that is no ASCII letter.
func asciiFold(s string) string {
	var b strings.Builder
	for _, r := range norm.NFD.String(s) {
		switch r {
		case 'ł':
			r = 'l'
		case 'ß':
			b.WriteString("ss")
			continue
		}
		if r >= 'a' && r <= 'z' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// loginShaped: a login name that no prose word looks like, with a digit, a
// dot or an underscore between letters ("admin.barrueco", "pszymanski85"):
// taken without a ':' ("con el usuario admin.barrueco") and after a chat
// speaker's label ("Usuario: buenas" is a turn, not a login).
func loginShaped(v string) bool {
	s := shapeOf(v)
	if s.n < 3 || s.upper+s.lower == 0 {
		return false
	}
	return s.digits > 0 || strings.ContainsAny(v, "._")
}

// weakUserKeywords name a user without saying "user name".
var weakUserKeywords = map[string]bool{"user": true, "usuario": true, "utente": true, "utilisateur": true, "użytkownik": true, "uživatel": true, "užívateľ": true, "používateľ": true, "benutzer": true,
	"přihlášený": true, "přihlášen": true, "prihlásený": true, "prihlaseny": true, "zalogowany": true, "zalogowana": true, "angemeldet": true, "connecté": true, "connectée": true}

const (
	usernameScore     = 0.6
	usernameWeakScore = 0.4
)

func scoreUsername(kw, v string) float64 {
	s := shapeOf(v)
	if s.n < 2 || s.n > 32 {
		return 0
	}
	weak := weakUserKeywords[strings.ToLower(kw)]
	if weak && capitalised(v) {
		return 0 // "User: Hello", "User: Ágnes Földesy": a chat speaker's words or name
	}
	if !weak || s.digits+s.other > 0 || nameLogin(v) {
		return usernameScore
	}
	return usernameWeakScore
}

// capitalised: one capital letter, then lower-case letters only, in any
// script ("Hello", "Ágnes"); login names are rarely written so.
func capitalised(v string) bool {
	r, n := utf8.DecodeRuneInString(v)
	if !unicode.IsUpper(r) || n == len(v) {
		return false
	}
	for _, r := range v[n:] {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return true
}
