// Package secrets recognizes credentials: vendor API keys and tokens, JWTs, PEM
// private keys, connection strings with passwords, password assignments in the
// eight supported languages and generic high-entropy secrets after key names.
//
// The rules are a table (rules.go). One pass over the text finds every rule's
// anchors (fixed prefixes and key names) at token starts through a
// first-byte index; only there is a rule's anchored regexp or parser run, on a
// small window.
package secrets

import (
	"math"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// All returns the group's recognizers.
func All() []detect.Recognizer { return []detect.Recognizer{newRecognizer(rules)} }

type anchor struct {
	lit  string // lower-case when the rule folds case
	rule *rule
}

type recognizer struct {
	rules   []rule
	byFirst [256][]anchor // by the text byte an anchor can start with
	// second[c] has bit b set when some anchor starting with byte c continues
	// with byte b: a cheap filter before the anchors are compared.
	second [256][4]uint64
	types   []string
}

func newRecognizer(rs []rule) *recognizer {
	r := &recognizer{rules: rs}
	seen := map[string]bool{}
	for i := range r.rules {
		ru := &r.rules[i]
		if (ru.Pattern == nil) == (ru.Match == nil) {
			panic("secrets: rule " + ru.ID + " needs exactly one of Pattern and Match")
		}
		for _, a := range ru.Anchors {
			if ru.Fold {
				a = strings.ToLower(a)
				for _, c0 := range caseVariants(a[0]) {
					r.byFirst[c0] = append(r.byFirst[c0], anchor{a, ru})
					for _, c1 := range caseVariants(a[1]) {
						r.second[c0][c1>>6] |= 1 << (c1 & 63)
					}
				}
				continue
			}
			r.byFirst[a[0]] = append(r.byFirst[a[0]], anchor{a, ru})
			r.second[a[0]][a[1]>>6] |= 1 << (a[1] & 63)
		}
		if !seen[ru.Type] {
			seen[ru.Type] = true
			r.types = append(r.types, ru.Type)
		}
	}
	return r
}

// caseVariants returns c and, for an ASCII letter, its other case. A
// non-ASCII byte stands for every lead byte, since its case forms differ.
func caseVariants(c byte) []byte {
	switch {
	case c >= 'a' && c <= 'z':
		return []byte{c, c - 32}
	case c >= 0x80:
		all := make([]byte, 0, 128)
		for b := 0x80; b < 0x100; b++ {
			all = append(all, byte(b))
		}
		return all
	}
	return []byte{c}
}

func (r *recognizer) Name() string       { return "secrets" }
func (r *recognizer) Types() []string    { return r.types }
func (r *recognizer) Needs() detect.Need { return 0 }

func isAlnum(c byte) bool { return detect.IsWordByte(c) }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// isTokenByte reports bytes that continue a key or token.
func isTokenByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

// tokenStart reports whether an anchor may begin at i: at the start, after a
// non-alphanumeric byte, or at a camel-case hump ("dbPassword").
func tokenStart(t string, i int) bool {
	if i == 0 {
		return true
	}
	p := t[i-1]
	if p >= 0x80 {
		return false
	}
	return !isAlnum(p) || isLower(p) && isUpper(t[i])
}

func (r *recognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	for i := 0; i+1 < len(t); i++ {
		c2 := t[i+1]
		if !tokenStart(t, i) || r.second[t[i]][c2>>6]&(1<<(c2&63)) == 0 {
			continue
		}
		next := i
		for _, a := range r.byFirst[t[i]] {
			var kwEnd int
			if a.rule.Fold {
				n, ok := prefixFold(t[i:], a.lit)
				if !ok {
					continue
				}
				kwEnd = i + n
			} else {
				if !strings.HasPrefix(t[i:], a.lit) {
					continue
				}
				kwEnd = i + len(a.lit)
			}
			s, e, score, ok := a.rule.apply(t, i, kwEnd)
			if !ok {
				continue
			}
			out = append(out, detect.Match{Type: a.rule.Type, Start: s, End: e, Score: score})
			// Skip over a token or string that starts here; a keyword's value
			// (s > i) stays open to the specific rules anchored at it.
			if s == i && e > next {
				next = e
			}
		}
		// A found secret is not searched again for secrets inside it.
		if next > i {
			i = next - 1
		}
	}
	return out
}

// apply runs one rule at an anchor found at at (the anchor text ends at kwEnd).
func (ru *rule) apply(t string, at, kwEnd int) (start, end int, score float64, ok bool) {
	if ru.NeedBefore != "" && !strings.Contains(t[max(0, at-512):at], ru.NeedBefore) {
		return 0, 0, 0, false
	}
	if ru.Match != nil {
		s, e, sc, ok := ru.Match(t, at, kwEnd)
		if !ok {
			return 0, 0, 0, false
		}
		if sc == 0 {
			sc = ru.Score
		}
		return s, e, sc, true
	}
	win := t[at:min(len(t), at+ru.Window)]
	loc := ru.Pattern.FindStringSubmatchIndex(win)
	if loc == nil || loc[2*ru.Group] < 0 {
		return 0, 0, 0, false
	}
	if me := at + loc[1]; ru.Tight && me < len(t) && isTokenByte(t[me]) {
		return 0, 0, 0, false
	}
	start, end = at+loc[2*ru.Group], at+loc[2*ru.Group+1]
	span := t[start:end]
	if ru.MinEntropy > 0 && entropy(span) < ru.MinEntropy {
		return 0, 0, 0, false
	}
	if ru.Check != nil && !ru.Check(span) {
		return 0, 0, 0, false
	}
	return start, end, ru.Score, true
}

// entropy is the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	n := float64(len(s))
	h := 0.0
	for _, c := range counts {
		if c > 0 {
			p := float64(c) / n
			h -= p * math.Log2(p)
		}
	}
	return h
}
