package contextual

import (
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// macRecognizer finds MAC addresses: six hex pairs joined by ':' or '-'
// ("01:23:45:67:89:ab"), or three hex quads joined by '.' ("0123.4567.89ab").
type macRecognizer struct{}

var macContext = &detect.Context{Boost: []string{
	"mac", "hwaddr", "ether", "bssid", "hardware", "physical", // en
	"adresse", "physische", "physique", // de, fr
	"dirección", "direccion", "física", "indirizzo", "fisico", // es, it
	"adres", "fizyczny", "adresa", "fyzick", // pl, cs, sk
}}

const (
	macScore = 0.6
	// Six two-digit numbers joined by '-' or ':' may be something else
	// (a date-time, a code), so an all-decimal MAC needs context.
	macScoreDecimal = 0.3
)

func (macRecognizer) Name() string       { return "mac_address" }
func (macRecognizer) Types() []string    { return []string{"MAC_ADDRESS"} }
func (macRecognizer) Needs() detect.Need { return 0 }

func (macRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	if d.Has(detect.NeedColon) {
		// "hh:" anchors at the first colon of each candidate
		for i := 0; ; {
			k := strings.IndexByte(t[i:], ':')
			if k < 0 {
				break
			}
			start := i + k - 2
			i += k + 1
			if start < 0 {
				continue
			}
			if m, ok := macAt(d, start, ':'); ok {
				out = append(out, m)
				i = m.End
			}
		}
	}
	if d.Has(detect.NeedDash) || d.Has(detect.NeedDot) {
		for _, g := range d.AlnumGroups() {
			for _, tok := range g.Tokens {
				if !isHex(t[tok.Start]) {
					continue
				}
				switch n := tok.End - tok.Start; {
				case n == 2 && nextByte(t, tok.End) == '-':
					if m, ok := macAt(d, tok.Start, '-'); ok {
						out = append(out, m)
					}
				case n == 4 && nextByte(t, tok.End) == '.':
					if m, ok := ciscoMacAt(d, tok.Start); ok {
						out = append(out, m)
					}
				}
			}
		}
	}
	return out
}

func isHex(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// macAt checks for six hex pairs joined by sep at start, standing alone (not
// part of a longer colon- or dash-joined sequence such as an IPv6 address).
func macAt(d *detect.Doc, start int, sep byte) (detect.Match, bool) {
	t := d.Text
	end := start + 17
	if end > len(t) || !d.BoundaryBefore(start) || !d.BoundaryAfter(end) {
		return detect.Match{}, false
	}
	if p := prevByte(t, start); p == sep || p == ':' || p == '.' && start >= 2 && isHex(t[start-2]) {
		return detect.Match{}, false
	}
	if n := nextByte(t, end); (n == sep || n == ':' || n == '.') && isHex(nextByte(t, end+1)) {
		return detect.Match{}, false
	}
	decimal := true
	hasLower, hasUpper := false, false
	for i := 0; i < 17; i++ {
		c := t[start+i]
		if i%3 == 2 {
			if c != sep {
				return detect.Match{}, false
			}
			continue
		}
		if !isHex(c) {
			return detect.Match{}, false
		}
		if !isDigit(c) {
			decimal = false
			hasLower = hasLower || isLower(c)
			hasUpper = hasUpper || isUpper(c)
		}
	}
	if hasLower && hasUpper {
		return detect.Match{}, false // MACs are written in one case
	}
	score := macScore
	if decimal {
		score = macScoreDecimal
	}
	return detect.Match{Type: "MAC_ADDRESS", Start: start, End: end, Score: score, Context: macContext}, true
}

// ciscoMacAt checks for "hhhh.hhhh.hhhh" at start.
func ciscoMacAt(d *detect.Doc, start int) (detect.Match, bool) {
	t := d.Text
	end := start + 14
	if end > len(t) || !d.BoundaryBefore(start) || !d.BoundaryAfter(end) {
		return detect.Match{}, false
	}
	if p := prevByte(t, start); p == '.' || p == ':' || p == '-' {
		return detect.Match{}, false
	}
	if n := nextByte(t, end); (n == '.' || n == ':' || n == '-') && detect.IsWordByte(nextByte(t, end+1)) {
		return detect.Match{}, false
	}
	decimal := true
	for i := 0; i < 14; i++ {
		c := t[start+i]
		if i%5 == 4 {
			if c != '.' {
				return detect.Match{}, false
			}
			continue
		}
		if !isHex(c) {
			return detect.Match{}, false
		}
		if !isDigit(c) {
			decimal = false
		}
	}
	score := macScore
	if decimal {
		score = macScoreDecimal // "1234.5678.9012" is more likely a number
	}
	return detect.Match{Type: "MAC_ADDRESS", Start: start, End: end, Score: score, Context: macContext}, true
}
