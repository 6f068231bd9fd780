package secrets

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// passwordMatch reads the password a password word names: its value after a
// separator or a verb, or nearby (assignment, passwordNearby); else, in the
// sentence before the word, a password-shaped word that was typed or tried
// ("I typed Winter-Harbour-47 but the password is wrong", "Ho provato
// Roma!2023 come password").
func passwordMatch(t string, at, kwEnd int) (int, int, float64, bool) {
	if s, e, sc, ok := passwordAssignment(t, at, kwEnd); ok {
		return s, e, sc, true
	}
	if kwEnd < len(t) {
		if r, _ := utf8.DecodeRuneInString(t[kwEnd:]); r == '_' || unicode.IsLetter(r) || unicode.IsDigit(r) {
			return 0, 0, 0, false // "passwords", "password_hash"
		}
	}
	if s, e, ok := passwordBefore(t, at); ok {
		return s, e, nearbyPasswordScore, true
	}
	return 0, 0, 0, false
}

var passwordAssignment = assignment(kindPassword)

// beforeWindow bounds the look back from a password word: one sentence.
const beforeWindow = 160

// passwordBefore finds, in the sentence that ends at the password word at
// at, the last password-shaped word (strongPassword) with an entry verb
// ("typed", "provato", "zkusil", "eingegeben") at most two words before or
// after it, or that stands at most one word before the password word with
// no ',' or ';' between ("Roma!2023 come password", "Kr0kodyl!2025 jako
// hasło").
func passwordBefore(t string, at int) (vs, ve int, ok bool) {
	from := max(0, at-beforeWindow)
	// the sentence: after the last line break, or '.', '?', '!' that ends a
	// sentence (a blank and a capital after it), before at
	for i := at - 1; i >= from; i-- {
		if c := t[i]; c == '\n' || (c == '.' || c == '?' || c == '!') && i+2 < at && t[i+1] == ' ' && isUpperAt(t, i+2) {
			from = i + 1
			break
		}
	}
	if from > 0 && from == max(0, at-beforeWindow) {
		// started inside a word: skip to the next blank
		for from < at && t[from] > ' ' {
			from++
		}
	}
	type word struct{ s, e int }
	var words [24]word
	n := 0
	for i := from; i < at; {
		if t[i] <= ' ' {
			i++
			continue
		}
		j := i
		for j < at && t[j] > ' ' {
			j++
		}
		if n == len(words) {
			copy(words[:], words[1:])
			n--
		}
		words[n] = word{i, j}
		n++
		i = j
	}
	clauseBreak := false // a ',' or ';' between the candidate and the password word
	for k := n - 1; k >= 0; k-- {
		if strings.ContainsAny(t[words[k].s:words[k].e], ",;") {
			clauseBreak = true
		}
		s, e, _ := readValue(t, words[k].s)
		if e <= s || e > words[k].e || !strongPassword(t[s:e]) || productVersion(t[s:e]) {
			continue
		}
		if !clauseBreak && k >= n-2 {
			return s, e, true
		}
		// an entry verb two words before, or after as German puts it ("habe
		// Sonne!2026x eingegeben")
		for v := max(0, k-2); v < n && v <= k+2; v++ {
			if v != k && entryVerbs[strings.ToLower(strings.TrimRight(t[words[v].s:words[v].e], ".,;:!?"))] {
				return s, e, true
			}
		}
	}
	return 0, 0, false
}

// productVersion: a capitalised word and the digits of its version or
// year ("Windows10", "Office365", "Firefox115"): before a password word a
// product that was tried or used, not a password typed ("I tried Windows10
// first, then the password screen froze"). The passwords typed before the
// word that customers quote hold a symbol or mix case and digits
// ("Roma!2023x", "Kr0kodyl!2025").
func productVersion(w string) bool {
	r, n := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) {
		return false
	}
	rest := strings.TrimLeftFunc(w[n:], unicode.IsLower)
	return len(rest) < len(w)-n && rest != "" && strings.TrimLeft(rest, "0123456789") == ""
}

// versionNumbered: a product and a version of up to three digits
// ("Windows10", "Chrome120", "Android14"), which a customer tries while a
// password fails; a name and a year ("Kovacik1962") is what people make
// passwords of.
func versionNumbered(w string) bool {
	return productVersion(w) && len(w)-len(strings.TrimRight(w, "0123456789")) <= 3
}

func isUpperAt(t string, i int) bool {
	r, _ := utf8.DecodeRuneInString(t[i:])
	return unicode.IsUpper(r)
}

// entryVerbs are vocab's EntryVerbs: a password-shaped word after one of
// them, near a password word, was typed in as the password.
var entryVerbs = wordSet(vocab.All(func(l *vocab.Lexicon) []string { return l.EntryVerbs }))

// loginWords are vocab's LoginWords (stems): the search for a password after
// its word stops at one ("la password ...\n... l'utente è giulia.ferraro88":
// that value is the user name's).
// Indexed by first letter: passwordNearby asks for each word it reads.
var loginWords = detect.NewStemSet(oneWord(vocab.All(func(l *vocab.Lexicon) []string { return l.LoginWords }))...)

// oneWord keeps the entries of ws that are one word ("logged in as" is read
// word by word, so it never matches one).
func oneWord(ws []string) []string {
	var out []string
	for _, w := range ws {
		if !strings.Contains(w, " ") {
			out = append(out, w)
		}
	}
	return out
}

// loginWord reports a word (with an elided article: "l'utente") that names
// a login.
func loginWord(w string) bool {
	if k := strings.LastIndexAny(w, "'’"); k >= 0 {
		_, n := utf8.DecodeRuneInString(w[k:])
		w = w[k+n:]
	}
	return loginWords.Match(w)
}

func wordSet(ws []string) map[string]bool {
	m := make(map[string]bool, len(ws))
	for _, w := range ws {
		m[w] = true
	}
	return m
}

// maxListed bounds the passwords read after one ("X, Y or Z").
const maxListed = 3

// conjunctions are vocab's Conjunctions ("and", "aj", "oder"): a
// password-shaped word after one, or after a comma, right after a password
// is another password tried ("Kovacik1962 aj kovacik62!").
var conjunctions = wordSet(vocab.All(func(l *vocab.Lexicon) []string { return l.Conjunctions }))

// listedPassword reads, after a password that ends at e, a comma or a
// conjunction and a password-shaped word (strongPassword).
func listedPassword(t string, e int) (vs, ve int, ok bool) {
	i := e
	if i < len(t) && t[i] == ',' {
		i++
	}
	if i >= len(t) || t[i] != ' ' {
		return 0, 0, false
	}
	i++
	if j := strings.IndexByte(t[i:min(len(t), i+8)], ' '); j > 0 && conjunctions[strings.ToLower(t[i:i+j])] {
		i += j + 1
	} else if t[e] != ',' {
		return 0, 0, false
	}
	vs, ve, _ = readValue(t, i)
	if ve <= vs || !strongPassword(t[vs:ve]) {
		return 0, 0, false
	}
	return vs, ve, true
}
