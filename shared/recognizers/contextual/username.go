package contextual

import (
	"strings"
	"unicode"
	"unicode/utf8"

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
	Bare:      loginShaped,
	LabelTail: 3,
	Speaker:   notSpeaker,
	Value:     scoreUsername,
	// "identifiant du compte ?\n[09:32] Rachid : rachid.benali30"
	Answer:      loginShaped,
	AnswerScore: usernameScore,
}

// notSpeaker: after "User:" at the start of a line, a plain word followed by
// more words is a chat turn ("Usuario: buenas. el correo ...", "Usuario: si
// el jueves"); a form's "User: jdoe" ends its line, a login name has a
// login's shape.
func notSpeaker(kw, v, rest string) bool {
	return !weakUserKeywords[strings.ToLower(kw)] || loginShaped(v) || strings.TrimSpace(rest) == ""
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
	if !weak || s.digits+s.other > 0 {
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
