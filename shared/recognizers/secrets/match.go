package secrets

import (
	"encoding/base64"
	"encoding/json"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// jwtHeaderHasAlg accepts header.payload.signature when the header is a JSON
// object with a string "alg", the payload is a JSON object, and a signature is
// present unless alg is "none".
func jwtHeaderHasAlg(span string) bool {
	parts := strings.Split(span, ".")
	if len(parts) != 3 {
		return false
	}
	hb, err := base64.RawURLEncoding.DecodeString(parts[0])
	if err != nil {
		return false
	}
	var h map[string]any
	if json.Unmarshal(hb, &h) != nil {
		return false
	}
	alg, _ := h["alg"].(string)
	if alg == "" {
		return false
	}
	pb, err := base64.RawURLEncoding.DecodeString(parts[1])
	if err != nil || !json.Valid(pb) || len(pb) == 0 || pb[0] != '{' {
		return false
	}
	return strings.EqualFold(alg, "none") || len(parts[2]) >= 16
}

var pemHeader = regexp.MustCompile(`^-----BEGIN ((?:[A-Z0-9]+ ){0,3}PRIVATE KEY(?: BLOCK)?)-----`)

// maxPEM bounds the search for the END line (an 8192-bit RSA key in PEM is
// about 6.5 KB).
const maxPEM = 16 << 10

// pemBlock spans a private key from its BEGIN line through the matching END
// line. A block cut off before END is reported up to where its base64 body
// stops, with a lower score.
func pemBlock(t string, at, _ int) (int, int, float64, bool) {
	loc := pemHeader.FindStringSubmatchIndex(t[at:min(len(t), at+80)])
	if loc == nil {
		return 0, 0, 0, false
	}
	label := t[at+loc[2] : at+loc[3]]
	body := at + loc[1]
	endLine := "-----END " + label + "-----"
	if k := strings.Index(t[body:min(len(t), body+maxPEM)], endLine); k >= 0 {
		if k < 32 { // a template with no key material
			return 0, 0, 0, false
		}
		return at, body + k + len(endLine), 0, true
	}
	e := body
	for e < len(t) && e-body < maxPEM && (isAlnum(t[e]) || strings.IndexByte("+/=\r\n\\ ", t[e]) >= 0) {
		e++
	}
	for e > body && strings.IndexByte("\r\n\\ ", t[e-1]) >= 0 {
		e--
	}
	if e-body < 64 {
		return 0, 0, 0, false
	}
	return at, e, 0.8, true
}

// connectionURL accepts scheme://user:password@host... and spans the whole URL
// (see the rule's comment). URLs without a password and documentation
// placeholders ("user:password@") are not reported.
func connectionURL(t string, at, kwEnd int) (int, int, float64, bool) {
	i := kwEnd
	at2 := -1
	colon := -1
	for ; i < len(t) && i-kwEnd < 256; i++ {
		c := t[i]
		if c == '@' {
			at2 = i
			break
		}
		if c == ':' && colon < 0 {
			colon = i
		}
		if c <= ' ' || c == '/' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' {
			return 0, 0, 0, false
		}
	}
	if at2 < 0 || colon < 0 || colon+1 >= at2 {
		return 0, 0, 0, false
	}
	if isPlaceholder(t[colon+1 : at2]) {
		return 0, 0, 0, false
	}
	e := at2 + 1
	for e < len(t) && e-at2 < 512 {
		c := t[e]
		if c <= ' ' || c == '"' || c == '\'' || c == '<' || c == '>' || c == '`' {
			break
		}
		e++
	}
	for e > at2+1 && strings.IndexByte(".,;:!?)]}", t[e-1]) >= 0 {
		e--
	}
	if e == at2+1 {
		return 0, 0, 0, false
	}
	return at, e, 0, true
}

// connectionPasswordScore is the score of the password inside a connection
// string: below both connection rules', so the whole string wins the overlap.
const connectionPasswordScore = 0.8

// connectionPassword returns the password inside the connection string
// t[s:e]: the user-info password of a URL ("postgres://user:PASS@host") or
// the value of a password key ("...;Password=PASS;..."); ok is false when
// there is none (an account key is not a password).
func connectionPassword(t string, s, e int) (ps, pe int, ok bool) {
	c := t[s:e]
	if k := strings.Index(c, "://"); k >= 0 {
		ui := c[k+3:]
		at := strings.IndexByte(ui, '@')
		if at < 0 {
			return 0, 0, false
		}
		colon := strings.IndexByte(ui[:at], ':')
		if colon < 0 || colon+1 >= at {
			return 0, 0, false
		}
		ps = s + k + 3 + colon + 1
		return ps, s + k + 3 + at, true
	}
	lc := strings.ToLower(c)
	for _, key := range []string{"password=", "pwd="} {
		k := strings.Index(lc, key)
		if k < 0 || k > 0 && lc[k-1] != ';' && lc[k-1] != ' ' {
			continue
		}
		v := k + len(key)
		end := strings.IndexByte(c[v:], ';')
		if end < 0 {
			end = len(c) - v
		}
		if val := strings.TrimSpace(c[v : v+end]); val != "" && !isPlaceholder(val) {
			ps = s + v + strings.Index(c[v:v+end], val)
			return ps, ps + len(val), true
		}
	}
	return 0, 0, false
}

// secretKeys are the key=value names whose presence makes a key-value string a
// connection string with a credential.
var secretKeys = []string{"password=", "pwd=", "accountkey=", "sharedaccesskey=", "sharedaccesssignature="}

// keyValueConnection accepts "Server=...;User Id=...;Password=...;" style
// strings (ADO.NET, ODBC, Azure) and spans the whole string up to the end of
// the line or the closing quote.
func keyValueConnection(t string, at, _ int) (int, int, float64, bool) {
	e := at
	for e < len(t) && e-at < 1024 {
		c := t[e]
		if c == '\n' || c == '\r' || c == '"' || c == '\'' || c == '`' {
			break
		}
		e++
	}
	seg := strings.ToLower(t[at:e])
	if strings.Count(seg, ";") < 1 {
		return 0, 0, 0, false
	}
	found := false
	for _, k := range secretKeys {
		if p := strings.Index(seg, k); p >= 0 {
			v := seg[p+len(k):]
			if j := strings.IndexByte(v, ';'); j >= 0 {
				v = v[:j]
			}
			if v = strings.TrimSpace(v); v != "" && !isPlaceholder(v) {
				found = true
				break
			}
		}
	}
	if !found {
		return 0, 0, 0, false
	}
	for e > at && strings.IndexByte("; \t.,", t[e-1]) >= 0 {
		e--
	}
	return at, e, 0, true
}

type assignKind int

const (
	kindPassword       assignKind = iota // any non-placeholder value after "=" or ":"
	kindPasswordEquals                   // as kindPassword, after "=" only
	kindGeneric                          // random-looking tokens only
	kindAWSSecret                        // 40 base64 characters
)

// verbs may stand between a password keyword and its value in prose:
// "the password is X", "Passwort lautet X", "heslo je X", "hasło to X".
var verbs = []string{"is", "was", "ist", "lautet", "war", "est", "était", "es", "era", "è", "e", "je", "bylo", "bolo", "jest", "to", "brzmi", "znie"}

// assignment returns a Match that reads "keyword <sep> value" and spans the
// value only.
func assignment(kind assignKind) func(t string, at, kwEnd int) (int, int, float64, bool) {
	return func(t string, at, kwEnd int) (int, int, float64, bool) {
		p := kwEnd
		if p < len(t) {
			if r, _ := utf8.DecodeRuneInString(t[p:]); r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
				return 0, 0, 0, false // "passwords", "password_hash", "tokenizer"
			}
		}
		if p < len(t) && (t[p] == '"' || t[p] == '\'') {
			p++
		}
		p = skipBlanks(t, p)
		strong := false
		switch {
		case strings.HasPrefix(t[p:], ":="), strings.HasPrefix(t[p:], "=>"):
			p += 2
			strong = true
		case p < len(t) && (t[p] == '=' || t[p] == ':' && kind != kindPasswordEquals):
			p++
			strong = true
		case kind == kindGeneric && at < len(t) && (t[at] == 'b' || t[at] == 'B') && p > kwEnd:
			strong = true // "Bearer <token>"
		case kind != kindPasswordEquals && p > kwEnd && verbAt(t, p) > 0:
			// "the password is X", and "the token is X" when X looks random
			p += verbAt(t, p)
		case kind == kindPassword:
			// no separator: a password-shaped word right after the keyword or
			// after a verb further on ("dočasné heslo Lilie-2026-Tx9", "la
			// contraseña?\n... ahora es Barrueco#2025tll")
			if vs, ve, ok := passwordNearby(t, kwEnd); ok {
				return vs, ve, nearbyPasswordScore, true
			}
			return 0, 0, 0, false
		default:
			return 0, 0, 0, false
		}
		p = skipBlanks(t, p)
		vs, ve, quoted := readValue(t, p)
		if ve <= vs {
			return 0, 0, 0, false
		}
		val := t[vs:ve]
		switch kind {
		case kindAWSSecret:
			if len(val) != 40 || !allIn(val, base64Chars) || entropy(val) < 4.0 {
				return 0, 0, 0, false
			}
		case kindGeneric:
			if len(val) < 16 || len(val) > 512 || !allIn(val, tokenChars) || entropy(val) < 3.5 || !hasDigitAndLetter(val) {
				return 0, 0, 0, false
			}
		case kindPassword, kindPasswordEquals:
			if utf8.RuneCountInString(val) < 4 || isPlaceholder(val) {
				return 0, 0, 0, false
			}
			// Prose ("Password: must contain 8 characters", "the password is
			// required") needs a value that looks like a password.
			prose := !strong || !quoted && ve < len(t) && t[ve] == ' ' && ve+1 < len(t) && isLetterAt(t, ve+1)
			if prose && !looksLikePassword(val) {
				return 0, 0, 0, false
			}
			if !strong {
				return vs, ve, 0.6, true
			}
		}
		return vs, ve, 0, true
	}
}

func skipBlanks(t string, p int) int {
	for n := 0; p < len(t) && (t[p] == ' ' || t[p] == '\t') && n < 4; n++ {
		p++
	}
	return p
}

func isLetterAt(t string, p int) bool {
	r, _ := utf8.DecodeRuneInString(t[p:])
	return unicode.IsLetter(r)
}

// verbAt returns the length of a verb and the blank after it at p, or 0.
func verbAt(t string, p int) int {
	for _, v := range verbs {
		n, ok := prefixFold(t[p:], v)
		if ok && p+n < len(t) && (t[p+n] == ' ' || t[p+n] == ':') {
			n++
			if t[p+n-1] == ':' && p+n < len(t) && t[p+n] == ' ' {
				n++
			}
			return n
		}
	}
	return 0
}

// readValue reads a quoted value up to its closing quote, or an unquoted one
// up to a blank or a delimiter, dropping sentence punctuation at its end.
// nextParam reports "name=" at i: the '&' before it separates the parameters
// of a query or form ("pwd=x&user=bob"); any other '&' is one of the value's
// characters ("Tr0ub4dor&3").
func nextParam(t string, i int) bool {
	j := i
	for j < len(t) && j-i < 64 && (isWordByteASCII(t[j]) || t[j] == '_' || t[j] == '-' || t[j] == '.' || t[j] == '[' || t[j] == ']') {
		j++
	}
	return j > i && j < len(t) && t[j] == '='
}

func isWordByteASCII(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

func readValue(t string, p int) (vs, ve int, quoted bool) {
	if p >= len(t) {
		return p, p, false
	}
	if q := t[p]; q == '"' || q == '\'' || q == '`' {
		for e := p + 1; e < len(t) && e-p <= 256; e++ {
			if t[e] == q {
				return p + 1, e, true
			}
			if t[e] == '\n' {
				break
			}
		}
		return p, p, true
	}
	e := p
	for e < len(t) && e-p <= 256 {
		c := t[e]
		if c <= ' ' || strings.IndexByte(",;\"'<>`", c) >= 0 || c == '&' && nextParam(t, e+1) {
			break
		}
		e++
	}
	// "!" and "?" are common inside passwords; a closing bracket or a full
	// stop at the end is more often the sentence's.
	for e > p && strings.IndexByte(".:)]}", t[e-1]) >= 0 {
		e--
	}
	return p, e, false
}

const (
	base64Chars = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/"
	tokenChars  = base64Chars + "_-=.~"
)

func allIn(s, set string) bool {
	for i := 0; i < len(s); i++ {
		if strings.IndexByte(set, s[i]) < 0 {
			return false
		}
	}
	return true
}

func hasDigitAndLetter(s string) bool {
	d, l := false, false
	for i := 0; i < len(s); i++ {
		c := s[i]
		d = d || c >= '0' && c <= '9'
		l = l || isLower(c) || isUpper(c)
	}
	return d && l
}

// nearbyPasswordScore scores a password found without a separator after its
// keyword: only password-shaped words are taken (strongPassword), so it is
// as sure as one in prose after "is".
const nearbyPasswordScore = 0.6

// nearbyWindow bounds how far after its keyword a password is looked for: a
// chat's next turn ("¿Habéis cambiado la contraseña?\n[08:51] ...: ahora es
// X") but not the next paragraph.
const nearbyWindow = 240

// entryWindow and entryLines bound the look for a value after an entry
// verb: a few chat turns after the question ("Which password did you
// use?\n...\nClient: i typed Kr0kodyl!2025").
const (
	entryWindow = 400
	entryLines  = 3
)

// passwordNearby finds, after a password keyword that is followed by no
// separator, the password typed without a label: the first word, when it is
// password-shaped ("heslo Mlyn#2026!zima"), or a password-shaped word after a
// verb or an entry verb in the same or the next line ("mot de passe ... ?
// c'est Savon2024Nimes", "password ... era Vesuvio!2024", "hasło ...
// wpisałem Kr0kodyl!2025"). After a login word on the way what follows is
// the user name's: then only an entry verb's value is the password ("user
// is meiling.ortiz84 and i typed Bremen2718!").
func passwordNearby(t string, from int) (vs, ve int, ok bool) {
	end := min(len(t), from+entryWindow)
	// first: the word may be the password itself; one lower-case word (an
	// adjective: "heslo dočasné", "contraseña temporal") may come before it
	afterVerb, first, lines := false, 2, 0
	// stated: a word said what happened to the password ("Heslo nefunguje"):
	// then only an entry verb's value is one ("..., skúšal som Kovacik1962");
	// entry: words left after an entry verb (an auxiliary may follow it)
	stated, entry := false, 0
	login := false // a login word was read
	// colon: the word before ends with the ':' that closes the label's
	// clause, a few words on ("Mot de passe provisoire de M. Jacquinot, à
	// changer à la première connexion : Brochon-2026!tmp"); clause: the
	// words read in it, -1 once a line or a sentence ended
	colon, clause := false, 0
	// loginColon: that word is a login word ("für Benutzer:", "při prvním
	// přihlášení:"); a value a login's shape has is the user name's
	loginColon := false
	for i := from; i < end; {
		c := t[i]
		if c == '\n' {
			clause = -1
			if lines++; lines > entryLines {
				return 0, 0, false
			}
		}
		if c <= ' ' {
			i++
			continue
		}
		we := i // the whitespace-delimited word, for the verb test ("c'est")
		for we < len(t) && t[we] > ' ' {
			we++
		}
		if we == i+1 && t[i] == ':' && first == 1 {
			// French typography's blank before ':' after the adjective
			// ("mot de passe temporaire : Xk9#mP2q"): the ':' is no word
			i = we
			continue
		}
		// a copula's value, or the first word's, on the keyword's line or
		// the next within nearbyWindow; an entry verb's a few turns later
		near := lines <= 1 && i < from+nearbyWindow
		s, e, _ := readValue(t, i)
		if e > s && strongPassword(t[s:e]) {
			if near && !login && (first > 0 || afterVerb || colon && !stated && !hostLike(t[s:e]) && !(loginColon && loginShape(t[s:e]))) {
				return s, e, true
			}
			// an entry verb's value: a name and a year or two digits
			// ("Kovacik1962"), not a browser's or a system's version
			// ("Chrome120", "Android14")
			if (entry > 0 || entryVerbAfter(t, we)) && !versionNumbered(t[s:e]) {
				return s, e, true
			}
		}
		w := strings.ToLower(strings.TrimRight(t[i:we], ".,;:!?"))
		if first == 2 && passwordStateWords[w] {
			stated = true // "Passwort geändert.", "contraseña olvidada"
		}
		if t[we-1] != ':' && loginWord(w) {
			// "... l'utente è giulia.ferraro88": the user name's value ("Usuario:"
			// is a chat's speaker, or a label with its own value)
			login = true
		}
		afterVerb = nearbyVerbs[w] && !stated
		colon = false
		if clause >= 0 {
			clause++
			colon = t[we-1] == ':' && clause <= maxLabelWords
			loginColon = colon && loginWord(w)
			if sentenceEnd(t[i:we]) || referenceWords.Match(w) {
				// "Password change, ticket: Ab-2026-xk9Q": another label's value
				clause, colon = -1, false
			}
		}
		if entry--; entryVerbs[w] {
			entry = 2
		}
		if first == 2 && !stated && isLowerWord(w) && we < len(t) && t[we] == ' ' {
			first = 1
		} else {
			first = 0
		}
		i = we
	}
	return 0, 0, false
}

// referenceWords are vocab's ReferenceWords (stems: "ticket", "commande"):
// a ':' after one closes a reference's label, not the password's.
var referenceWords = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords })...)

// maxLabelWords bounds the words of a password label's clause before the
// ':' that closes it.
const maxLabelWords = 12

// sentenceEnd: a word that ends a sentence with '.', '?' or '!'; not an
// abbreviation of a title or a name ("M.", "Mme.", "Dr.", "J.").
func sentenceEnd(w string) bool {
	w = strings.TrimRight(w, "\"')»”")
	if w == "" {
		return false
	}
	switch w[len(w)-1] {
	case '?', '!':
		return true
	case '.':
		r, _ := utf8.DecodeRuneInString(w)
		return !unicode.IsUpper(r) || utf8.RuneCountInString(w) > 5
	}
	return false
}

// loginShape: lower-case letters and digits, and '.', '_' or '-' between
// them, no capital and no other symbol ("m.weber_77"), as logins are made.
func loginShape(v string) bool {
	for i := 0; i < len(v); i++ {
		if c := v[i]; !isLower(c) && !(c >= '0' && c <= '9') && c != '.' && c != '_' && c != '-' {
			return false
		}
	}
	return true
}

// hostLike: a value that ends in a '.' and letters, as a host name does
// ("srv-files01.local"), not a password.
func hostLike(v string) bool {
	k := strings.LastIndexByte(v, '.')
	if k < 0 || len(v)-k-1 < 2 {
		return false
	}
	for _, r := range v[k+1:] {
		if !unicode.IsLetter(r) {
			return false
		}
	}
	return true
}

// nearbyVerbs introduce a value in the eight languages; a bare verb before a
// password-shaped word is how a password is typed into a chat.
var nearbyVerbs = map[string]bool{"is": true, "was": true, "ist": true, "lautet": true, "war": true,
	"est": true, "c'est": true, "c’est": true, "était": true, "es": true, "era": true, "è": true,
	"je": true, "bylo": true, "bolo": true, "jest": true, "to": true, "brzmi": true, "znie": true}

// isLowerWord: letters only, none upper-case.
func isLowerWord(w string) bool {
	for _, r := range w {
		if !unicode.IsLower(r) {
			return false
		}
	}
	return w != ""
}

// strongPassword: 8 to 64 characters with a lower-case letter, a digit and
// an upper-case letter or a symbol, and not an address, a URL or a date:
// "Savon2024Nimes", "Lilie-2026-Tx9". Order and case numbers ("T-2025-18447",
// "ER-2026-551207") have no lower-case letter.
func strongPassword(w string) bool {
	n := utf8.RuneCountInString(w)
	if n < 8 || n > 64 || strings.ContainsAny(w, "@/\\") || isPlaceholder(w) {
		return false
	}
	lower, upper, digit, symbol := false, false, false, false
	for _, r := range w {
		switch {
		case unicode.IsLower(r):
			lower = true
		case unicode.IsUpper(r):
			upper = true
		case unicode.IsDigit(r):
			digit = true
		case unicode.IsPunct(r) || unicode.IsSymbol(r):
			symbol = true
		default:
			return false
		}
	}
	return lower && digit && (upper || symbol)
}

// looksLikePassword: a digit, a symbol, or a capital after the first letter.
func looksLikePassword(s string) bool {
	for i, r := range s {
		if unicode.IsDigit(r) || unicode.IsPunct(r) || unicode.IsSymbol(r) || i > 0 && unicode.IsUpper(r) {
			return true
		}
	}
	return false
}

// placeholderWords are values that document a password rather than reveal one.
var placeholderWords = map[string]bool{
	"password": true, "passwort": true, "heslo": true, "hasło": true, "contraseña": true, "pass": true, "passwd": true,
	"secret": true, "required": true, "incorrect": true, "invalid": true, "reset": true,
	"expired": true, "changed": true, "forgotten": true, "forgot": true, "wrong": true, "empty": true, "null": true,
	"none": true, "nil": true, "undefined": true, "true": true, "false": true, "hidden": true, "redacted": true,
	"masked": true, "placeholder": true, "your_password": true, "yourpassword": true, "mypassword": true,
	"example": true, "string": true, "text": true, "value": true, "pwd": true,
}

// passwordStateWords say what happened to a password ("Passwort: vergessen",
// "heslo: nefunguje"), in the eight languages; as a value they are prose.
var passwordStateWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`
		reset changed expired forgotten forgot wrong incorrect invalid locked blocked required
		vergessen falsch ungültig abgelaufen gesperrt geändert zurückgesetzt erforderlich leer unbekannt kennwort
		oublié oublie invalide expiré bloqué modifié requis obligatoire vide inconnu
		olvidada olvidado olvidé incorrecta incorrecto inválida caducada bloqueada cambiada requerida obligatoria vacía desconocida
		dimenticata dimenticato errata sbagliata scaduta bloccata cambiata obbligatoria richiesta vuota sconosciuta
		zapomniane zapomniałem zapomniałam błędne nieprawidłowe wygasło zablokowane zmienione wymagane puste nieznane haslo
		nefunguje zapomenuté zapomněl zapomněla špatné neplatné vypršelo zablokované změněno povinné prázdné neznámé
		zabudnuté zabudol zabudla nesprávne vypršalo zmenené prázdne neznáme`) {
		m[w] = true
	}
	return m
}()

func isPlaceholder(v string) bool {
	if l := strings.ToLower(v); v == "" || placeholderWords[l] || passwordStateWords[l] {
		return true
	}
	switch {
	case strings.HasPrefix(v, "${"), strings.HasPrefix(v, "{{"), strings.HasPrefix(v, "%("), strings.HasPrefix(v, "$"),
		strings.HasPrefix(v, "<") && strings.HasSuffix(v, ">"), strings.HasPrefix(v, "[") && strings.HasSuffix(v, "]"),
		strings.Contains(v, "("), strings.Contains(v, "process.env"):
		return true
	}
	// one repeated character: "****", "xxxx", "...."
	for i := 1; i < len(v); i++ {
		if v[i] != v[0] {
			return false
		}
	}
	return true
}

// entryVerbAfter reports an entry verb among the two words after offset i,
// in its clause, as German puts it last ("ich habe Sonne!2026x eingegeben").
func entryVerbAfter(t string, i int) bool {
	for n := 0; n < 2; n++ {
		for i < len(t) && (t[i] == ' ' || t[i] == '\t') {
			i++
		}
		j := i
		for j < len(t) && t[j] > ' ' {
			j++
		}
		if j == i {
			return false
		}
		w := t[i:j]
		if entryVerbs[strings.ToLower(strings.TrimRight(w, ".,;:!?"))] {
			return true
		}
		if strings.ContainsAny(w, ",;.!?") {
			return false
		}
		i = j
	}
	return false
}
