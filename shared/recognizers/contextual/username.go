package contextual

import "strings"

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
	if !weakUserKeywords[strings.ToLower(kw)] || s.digits+s.other > 0 {
		return usernameScore
	}
	if s.upper > 0 && s.lower > 0 && isUpper(v[0]) && s.upper == 1 {
		return 0 // "User: Hello"
	}
	return usernameWeakScore
}
