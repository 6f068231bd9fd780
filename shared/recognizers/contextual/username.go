package contextual

import (
	"strings"
	"unicode"
	"unicode/utf8"
)

// usernameSpec: a login name after a username word and a ':' / '=' / "is"
// ("username: jdoe", "login=jdoe", "Benutzername ist jdoe"). A bare "user:"
// begins many chat transcripts ("User: Hello"), so after it a capitalised
// word is not taken and a plain word scores lower.
var usernameSpec = keyedSpec{
	Type: "USERNAME",
	Keywords: []string{
		"username", "user", "userid", "login", "logon", "account name", // en
		"benutzer", "nutzername", "anmeldename", // de
		"utilisateur", "identifiant", // fr "nom d'utilisateur"
		"usuario",             // es "nombre de usuario"
		"utente",              // it "nome utente"
		"użytkownik", "login", // pl "nazwa użytkownika"
		"uživatel", "užívateľ", "používateľ", "prihlasovac", "přihlašovac", // cs/sk
	},
	Inner:   "._-",
	NeedSep: true,
	Value:   scoreUsername,
}

// weakUserKeywords name a user without saying "user name".
var weakUserKeywords = map[string]bool{"user": true, "usuario": true, "utente": true, "utilisateur": true, "użytkownik": true, "uživatel": true, "užívateľ": true, "používateľ": true, "benutzer": true}

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
