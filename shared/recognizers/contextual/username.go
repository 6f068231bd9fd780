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
	// "Login klienta:", "Prihlásený klient:", "login du client"; the
	// reflexive pronoun of "sa prihlasujete ako", "loguję się jako"
	Fillers:   []string{"klient", "klienta", "klientky", "zákazník", "zákazníka", "customer", "client", "cliente", "kunde", "kunden", "als", "as", "jako", "ako", "en", "tant", "que", "sa", "se", "się"},
	Inner:     "._-",
	NeedSep:   true,
	Bare:      loginLike,
	LabelTail: 3,
	Speaker:   notSpeaker,
	Value:     scoreUsername,
	Context:   usernameContext,
	// "Government Gateway user ID is 7304 1185 2296"
	DigitGroups: true,
	// "identifiant du compte ?\n[09:32] Rachid : rachid.benali30"
	Answer:      loginShaped,
	AnswerScore: usernameScore,
	// "utente SPID oksana.hrytsenko88 password ...", "Usuario de red y
	// correo: abenali\nContraseña provisional: ..."
	Paired: func(v, rest string) bool {
		return passwordNext(rest) && (loginShaped(v) || plainLogin(v) && endsLine(rest))
	},
}

// accountLoginSpec: a login after a word that names a person's account with
// a service (vocab's UserAccountWords, whole words): "le compte r.jacquinot a
// été utilisé", "do svého účtu (jirous.tomas)", "sull'utenza m.rugani", "il
// mio account volaclub è donacif75". The same words name bank accounts, so
// only a login's shape with letters is taken, not a number or an IBAN
// ("Konto DE89 3704 ...", "účet 123456789/0100").
var accountLoginSpec = keyedSpec{
	Type:      "USERNAME",
	Keywords:  userAccountWords,
	Inner:     "._-",
	NeedSep:   true,
	Bare:      accountLogin,
	LabelTail: 2, // the service's name: "account volaclub è"
	Value: func(kw, v string) float64 {
		if !userAccountWordSet[strings.ToLower(kw)] || !accountLogin(v) {
			return 0
		}
		return usernameScore
	},
}

var userAccountWords = vocab.All(func(l *vocab.Lexicon) []string { return l.UserAccountWords })

// userAccountWordSet: the keywords are stems; the account words are whole
// words ("compte", not "comptable").
var userAccountWordSet = toSet(userAccountWords)

// accountLogin: a login's shape (loginShaped) that begins with a letter and
// has three letters or more, one lower-case: not an account number with a
// bank's or country's letters ("de89370400440532013000", "DE89...") nor a
// host name.
func accountLogin(v string) bool {
	if !loginShaped(v) || !isLower(v[0]) && !isUpper(v[0]) || strings.Contains(v, ".") && looksLikeDomain(v) {
		return false
	}
	s := shapeOf(v)
	return s.lower > 0 && s.lower+s.upper >= 3
}

// usernameContext: a value of plain letters that no listed name makes a
// login is a word of the sentence unless it ends its field ("K
// přihlášení: nové heslo mi funguje", "Login bleibt gesperrt."): it is
// ASCII, introduced by ':' or '=', not a verb, and no word follows it on
// its line, unless its password does ("username: jdoe password: ...",
// "Benutzername ist fschulz und das Passwort ...") or the next field's key
// ("user=vsafont ip=..."). A number after
// "service user" is the Service User Number a direct debit's collector is
// known by ("Service user number: 437719"), no login.
func usernameContext(c valueContext) bool {
	v := c.Value
	if allDigits(strings.ReplaceAll(v, " ", "")) {
		b := strings.ToLower(strings.TrimRight(c.Before, " \t"))
		return !strings.HasSuffix(b, "service")
	}
	if !plainWord(v) || nameLogin(v) {
		return true
	}
	if !isASCII(v) {
		return false // "nové heslo": an adjective of the password word
	}
	if passwordNext(c.Rest) {
		return true
	}
	if c.Verb {
		return false
	}
	rest := strings.TrimLeft(c.Rest, " \t")
	r, _ := utf8.DecodeRuneInString(rest)
	if !unicode.IsLetter(r) && !unicode.IsDigit(r) {
		return true
	}
	// the next field's key: "user=vsafont ip=185.220.101.47"
	k := strings.IndexFunc(rest, func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) && r != '_' })
	return k > 0 && (rest[k] == '=' || rest[k] == ':')
}

// plainWord: letters only, as a word of prose is written.
func plainWord(v string) bool {
	for _, r := range v {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return v != ""
}

func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
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
	// after a comma, one qualifier or preposition: "jirousova.marketa,
	// dočasné heslo je ...", "8841207u, przy haśle ..."
	if strings.HasPrefix(strings.TrimLeft(rest, " \t"), ",") && len(words) > 1 && lowerWord(words[0]) && passwordAt(words[1:]) {
		return true
	}
	if !loginConjunctions[strings.ToLower(words[0])] {
		return false
	}
	return passwordAt(words[1:]) || len(words) > 2 && passwordAt(words[2:])
}

// lowerWord: a word with no capital, in any script ("dočasné").
func lowerWord(w string) bool {
	for _, r := range w {
		if unicode.IsUpper(r) {
			return false
		}
	}
	return true
}

// passwordAt reports words that begin with a password word ("heslo", "mot
// de passe", "Startpasswort" with the compound tail "-passwort").
func passwordAt(words []string) bool {
	for _, p := range passwordWords {
		if len(p) > len(words) {
			continue
		}
		if tail, ok := strings.CutPrefix(p[0], "-"); ok {
			if w := words[0]; len(w) > len(tail)+2 && strings.EqualFold(w[len(w)-len(tail):], tail) {
				return true
			}
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
