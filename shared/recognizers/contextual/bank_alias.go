package contextual

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// aliasRecognizer finds the alias of an Argentine CBU or CVU, the name a
// bank account is paid to instead of its 22 digits (BCRA: 6 to 20 letters,
// digits, dots and hyphens, usually words joined by dots:
// "LENCINA.OROÑO.ALQ"). "alias" is also a nickname's word ("Juan Pérez,
// alias El Flaco"), so the value must be words joined by dots or hyphens,
// right after "alias" (or "alias CBU:"), with a transfer word near.
type aliasRecognizer struct{}

const aliasScore = 0.6

// aliasValue reads what follows "alias": an optional CBU/CVU word and colon,
// then the alias.
var aliasValue = regexp.MustCompile(`^(?i:\s+(?:del?\s+)?(?:cbu|cvu)\b)?\s*[:=]?\s*([\p{L}\d]+(?:[.\-][\p{L}\d]+){1,5})`)

// aliasBankStems are the words of a transfer that an alias is paid to.
var aliasBankStems = []string{"cbu", "cvu", "transfer", "cuenta", "banco", "pago", "depósit", "deposit", "abon"}

// aliasDomainEnds end a web or mail host, which "alias www.foo.com.ar" is.
var aliasDomainEnds = map[string]bool{"com": true, "net": true, "org": true, "ar": true, "gob": true, "edu": true, "www": true}

func (aliasRecognizer) Name() string    { return "account_alias" }
func (aliasRecognizer) Types() []string { return []string{"BANK_ACCOUNT"} }

// Needs nothing: a Need is all of its classes, and "alias" is written in
// either case; the value holds a dot or a hyphen.
func (aliasRecognizer) Needs() detect.Need { return 0 }

func (aliasRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for i := 0; i+5 <= len(t); {
		k := indexFold(t[i:], "alias")
		if k < 0 {
			break
		}
		s := i + k
		i = s + 5
		if !d.BoundaryBefore(s) || !d.BoundaryAfter(s+5) {
			continue
		}
		rest := t[s+5 : min(len(t), s+5+64)]
		m := aliasValue.FindStringSubmatchIndex(rest)
		if m == nil {
			continue
		}
		vs, ve := s+5+m[2], s+5+m[3]
		v := t[vs:ve]
		if n := utf8.RuneCountInString(v); n < 6 || n > 20 || !d.BoundaryAfter(ve) || ve < len(t) && t[ve] == '@' {
			continue
		}
		parts := strings.FieldsFunc(strings.ToLower(v), func(r rune) bool { return r == '.' || r == '-' })
		if aliasDomainEnds[parts[0]] || aliasDomainEnds[parts[len(parts)-1]] || !hasLetter(v) {
			continue
		}
		if !aliasBankNear(d, s, ve) {
			continue
		}
		out = append(out, detect.Match{Type: "BANK_ACCOUNT", Start: vs, End: ve, Score: aliasScore})
		i = ve
	}
	return out
}

// aliasBankNear reports a transfer word among the dozen words before "alias"
// (at s) or the few after the value (ending at e).
func aliasBankNear(d *detect.Doc, s, e int) bool {
	found := false
	look := func(w string) bool {
		for _, st := range aliasBankStems {
			if detect.StemMatch(w, st) {
				found = true
				return false
			}
		}
		return true
	}
	d.WordsBefore(s, 12, look)
	if !found {
		d.WordsAfter(e, 6, look)
	}
	return found
}

// indexFold is strings.Index for an ASCII lower-case needle, ignoring the
// case of the text's ASCII letters.
func indexFold(t, needle string) int {
	for i := 0; i+len(needle) <= len(t); i++ {
		j := 0
		for j < len(needle) && t[i+j]|0x20 == needle[j] {
			j++
		}
		if j == len(needle) {
			return i
		}
	}
	return -1
}

func hasLetter(s string) bool {
	for _, r := range s {
		if r >= 'A' && r <= 'Z' || r >= 'a' && r <= 'z' || r >= utf8.RuneSelf {
			return true
		}
	}
	return false
}
