package generic

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// Email finds e-mail addresses by anchoring on each '@' and expanding over the
// characters a local part and a domain may hold. Unicode local parts and IDN
// domains are accepted (RFC 6531).
type Email struct{}

func (Email) Name() string       { return "email" }
func (Email) Types() []string    { return []string{"EMAIL_ADDRESS"} }
func (Email) Needs() detect.Need { return detect.NeedAt | detect.NeedDot }

const emailScore = 0.97

func (Email) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	from := 0
	for {
		k := strings.IndexByte(t[from:], '@')
		if k < 0 {
			return out
		}
		at := from + k
		from = at + 1
		start := emailLocalStart(t, at)
		end := emailDomainEnd(t, at+1)
		if start == at || end <= at+1 {
			continue
		}
		if inURLUserinfo(t, start) {
			from = end
			continue // "https://user:pass@host": credentials, not an address
		}
		out = append(out, detect.Match{Type: "EMAIL_ADDRESS", Start: start, End: end, Score: emailScore})
		from = end
	}
}

// inURLUserinfo reports whether the local part starting at byte i is the
// userinfo of a URL: "scheme://user@" or "scheme://user:password@".
func inURLUserinfo(t string, i int) bool {
	if i == 0 {
		return false
	}
	switch t[i-1] {
	case '/':
		return i >= 3 && t[i-3:i] == "://"
	case ':':
		// the user name before ':' runs back to "://" without a space
		for j := i - 2; j >= 2; j-- {
			c := t[j]
			if c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '<' || c == '"' {
				return false
			}
			if c == '/' && t[j-2:j+1] == "://" {
				return true
			}
		}
	}
	return false
}

func isLocalByte(c byte) bool {
	return detect.IsWordByte(c) || strings.IndexByte("._%+-'!#$&*=?^`{|}~", c) >= 0
}

// emailLocalStart returns where the local part ending at byte at begins (at
// when there is none).
func emailLocalStart(t string, at int) int {
	i := at
	for i > 0 {
		c := t[i-1]
		if c < utf8.RuneSelf {
			if !isLocalByte(c) {
				break
			}
			i--
			continue
		}
		r, sz := utf8.DecodeLastRuneInString(t[:i])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) {
			break
		}
		i -= sz
	}
	// a local part neither starts nor ends with '.', and quote-like punctuation
	// before it belongs to the sentence ("'bob@x.com'").
	for i < at && strings.IndexByte(".'`{|}~-", t[i]) >= 0 {
		i++
	}
	if i == at || t[at-1] == '.' {
		return at
	}
	return i
}

// emailDomainEnd returns the end of a valid dotted domain starting at byte i, or
// i when there is none. Trailing dots and hyphens are sentence punctuation.
func emailDomainEnd(t string, i int) int {
	j := i
	for j < len(t) {
		c := t[j]
		if c < utf8.RuneSelf {
			if detect.IsWordByte(c) || c == '-' || c == '.' {
				j++
				continue
			}
			break
		}
		r, sz := utf8.DecodeRuneInString(t[j:])
		if !unicode.IsLetter(r) && !unicode.IsDigit(r) && !unicode.Is(unicode.Mn, r) {
			break
		}
		j += sz
	}
	for j > i && (t[j-1] == '.' || t[j-1] == '-') {
		j--
	}
	if !validDomain(t[i:j]) {
		return i
	}
	return j
}

// validDomain checks dotted labels of 1-63 bytes that do not start or end with
// '-', at least two labels, and a TLD of two or more letters (or punycode).
func validDomain(s string) bool {
	if len(s) < 4 || len(s) > 253 {
		return false
	}
	labels := 0
	last := ""
	for s != "" {
		k := strings.IndexByte(s, '.')
		var l string
		if k < 0 {
			l, s = s, ""
		} else {
			l, s = s[:k], s[k+1:]
		}
		if l == "" || len(l) > 63 || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		labels++
		last = l
	}
	return labels >= 2 && validTLD(last)
}

func validTLD(l string) bool {
	if strings.HasPrefix(l, "xn--") && len(l) > 4 {
		return true
	}
	n := 0
	for _, r := range l {
		if !unicode.IsLetter(r) {
			return false
		}
		n++
	}
	return n >= 2
}
