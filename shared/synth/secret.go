package synth

import (
	"strconv"
	"strings"
	"time"
	"unicode"
)

// secretPrefixes are the vendor prefixes that identify a key's kind; a fake keeps
// them so that it is still recognisable as that kind. Longer prefixes first.
var secretPrefixes = []string{
	"github_pat_", "sk_live_", "sk_test_", "pk_live_", "pk_test_", "rk_live_", "rk_test_",
	"sk-proj-", "sk-ant-", "glpat-", "xoxb-", "xoxp-", "xoxa-", "xoxs-", "xapp-",
	"ghp_", "gho_", "ghu_", "ghs_", "ghr_", "AKIA", "ASIA", "AIza", "hf_", "npm_", "pypi-",
	"SG.", "eyJ", "sk-",
}

// fakeSecret keeps a known prefix, the length and the punctuation positions and
// draws the other characters from the alphabet the original body uses (its mix
// of lower case, upper case and digits).
func (s *Session) fakeSecret(orig string) string {
	prefix := ""
	for _, p := range secretPrefixes {
		if strings.HasPrefix(orig, p) {
			prefix = p
			break
		}
	}
	body := orig[len(prefix):]
	var lower, upper, digit bool
	for _, c := range body {
		lower = lower || c >= 'a' && c <= 'z'
		upper = upper || c >= 'A' && c <= 'Z'
		digit = digit || c >= '0' && c <= '9'
	}
	alphabet := ""
	if lower {
		alphabet += "abcdefghijklmnopqrstuvwxyz"
	}
	if upper {
		alphabet += "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	}
	if digit {
		alphabet += "0123456789"
	}
	if looksHex(body) && !strings.ContainsAny(body, "ghijklmnopqrstuvwxyzGHIJKLMNOPQRSTUVWXYZ") {
		alphabet = "0123456789abcdef"
		if upper && !lower {
			alphabet = "0123456789ABCDEF"
		}
	}
	if alphabet == "" {
		return s.scramble(orig)
	}
	var b strings.Builder
	b.WriteString(prefix)
	for _, c := range body {
		if c < 128 && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
			b.WriteByte(alphabet[s.intn(len(alphabet))])
		} else {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// fakeAge moves the first number by 1-7 years, staying at least 1 and keeping
// adults adult; the words around it ("42 years") are kept.
func (s *Session) fakeAge(orig string) string {
	i := strings.IndexAny(orig, "0123456789")
	if i < 0 {
		return s.scramble(orig)
	}
	j := i
	for j < len(orig) && orig[j] >= '0' && orig[j] <= '9' {
		j++
	}
	n, _ := strconv.Atoi(orig[i:j])
	d := 1 + s.intn(7)
	m := n + d
	if s.intn(2) == 0 && n-d >= 1 && (n < 18 || n-d >= 18) {
		m = n - d
	}
	return orig[:i] + strconv.Itoa(m) + orig[j:]
}

var cardBrands = []string{"Visa", "Mastercard", "American Express", "Discover", "Maestro", "JCB", "Diners Club"}

// fakeCardBrand names another card brand in the original's capitalisation.
func (s *Session) fakeCardBrand(orig string) string {
	return applyCase(orig, choose(s, cardBrands))
}

// fakeExpiry writes a future month and year in the original's layout: MM/YY,
// MM/YYYY, M-YY.
func (s *Session) fakeExpiry(orig string) string {
	runs := digitRuns(orig)
	if len(runs) != 2 {
		return s.scramble(orig)
	}
	year := time.Now().Year() + 1 + s.intn(5)
	month := 1 + s.intn(12)
	out := orig[:runs[0][0]] + pad(month, runs[0][1]-runs[0][0]) + orig[runs[0][1]:runs[1][0]]
	return out + pad(year%pow10(runs[1][1]-runs[1][0]), runs[1][1]-runs[1][0]) + orig[runs[1][1]:]
}

// digitRuns returns the [start, end) byte ranges of the ASCII digit runs of s.
func digitRuns(s string) [][2]int {
	var out [][2]int
	for i := 0; i < len(s); {
		if s[i] < '0' || s[i] > '9' {
			i++
			continue
		}
		j := i
		for j < len(s) && s[j] >= '0' && s[j] <= '9' {
			j++
		}
		out = append(out, [2]int{i, j})
		i = j
	}
	return out
}

// pad writes n with at least width digits (zero-padded).
func pad(n, width int) string {
	t := strconv.Itoa(n)
	for len(t) < width {
		t = "0" + t
	}
	return t
}

func pow10(n int) int {
	p := 1
	for range n {
		p *= 10
	}
	return p
}
