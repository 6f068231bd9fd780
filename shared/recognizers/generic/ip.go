package generic

import (
	"net/netip"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// IP finds IPv4 addresses (a digit run of exactly four dotted octets, each
// 0-255 without leading zeros) and IPv6 addresses (anchored on ':' and
// validated with net/netip). IPv4 scores lower: version strings look alike.
type IP struct{}

func (IP) Name() string       { return "ip" }
func (IP) Types() []string    { return []string{"IP_ADDRESS"} }
func (IP) Needs() detect.Need { return detect.NeedDigit }

var ipContext = &detect.Context{
	Boost:   []string{"ip", "ipv4", "ipv6", "address", "adresse", "dirección", "direccion", "indirizzo", "adres", "adresa", "host", "server", "client", "gateway", "dns", "login", "from", "von", "z"},
	Penalty: []string{"version", "ver", "v", "release", "build", "versión", "versione", "wersja", "verze", "verzia"},
}

func (IP) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	if d.Has(detect.NeedDot) {
		for _, run := range d.DigitRuns() {
			if run.End-run.Start < 7 {
				continue
			}
			// a run holds an address and what a blank, '/' or '-' joins to
			// it: a CIDR prefix ("45.137.21.0/24"), a range's other end or
			// the next address of a list ("10.0.0.1-10.0.0.9"), a count
			// ("10.0.0.1 5 times"). An address begins the run or follows
			// one: "+32 2.123.45.67" is a phone number.
			for s, prev := run.Start, true; s < run.End && prev; {
				e := s
				for e < run.End && (isDigit(t[e]) || t[e] == '.') {
					e++
				}
				prev = e-s >= 7 && e-s <= 15 && ipv4Span(t[s:e]) && ipv4Alone(t, s, e)
				if prev {
					out = append(out, detect.Match{Type: "IP_ADDRESS", Start: s, End: e, Score: 0.75, Context: ipContext})
				}
				s = e + 1
			}
		}
	}
	if d.Has(detect.NeedColon) {
		out = findIPv6(t, out)
	}
	return out
}

// ipv4Alone reports four octets at t[s:e] that no version, longer number
// or URL holds.
func ipv4Alone(t string, s, e int) bool {
	// "v1.2.3.4", "1.2.3.4.x" and "ver.1.2.3.4" are versions
	if s > 0 && (isAlpha(t[s-1]) || t[s-1] == '.' || t[s-1] == '_') {
		return false
	}
	if e < len(t) && (isAlpha(t[e]) || t[e] == '_' || t[e] == '.' && e+1 < len(t) && detect.IsWordByte(t[e+1])) {
		return false
	}
	// the host of "https://10.1.2.3:8443/admin": URL takes the whole address
	return !schemeBefore(t, s)
}

// schemeBefore reports a known scheme and "://" right before i: the address
// there is a URL's host, which URL reports with the URL. As an address of its
// own a label before the URL ("Server: https://10.1.2.3:8443/admin") lifted
// it over the URL, and the path and port were lost.
func schemeBefore(t string, i int) bool {
	if i < 3 || t[i-3:i] != "://" {
		return false
	}
	s := i - 3
	for s > 0 && isAlpha(t[s-1]) {
		s--
	}
	return knownScheme(t[s : i-3])
}

// ipv4Span reports exactly four dot-separated decimal octets 0-255 without
// leading zeros.
func ipv4Span(s string) bool {
	parts := 0
	for s != "" {
		k := strings.IndexByte(s, '.')
		var p string
		if k < 0 {
			p, s = s, ""
		} else {
			p, s = s[:k], s[k+1:]
			if s == "" {
				return false
			}
		}
		if len(p) == 0 || len(p) > 3 || len(p) > 1 && p[0] == '0' {
			return false
		}
		v, ok := atoi(p)
		if !ok || v > 255 {
			return false
		}
		parts++
	}
	return parts == 4
}

func isHex(c byte) bool {
	return isDigit(c) || c >= 'a' && c <= 'f' || c >= 'A' && c <= 'F'
}

// findIPv6 expands each ':' over hex digits, ':' and '.' (IPv4 tail) and
// parses the result.
func findIPv6(t string, out []detect.Match) []detect.Match {
	from := 0
	for {
		k := strings.IndexByte(t[from:], ':')
		if k < 0 {
			return out
		}
		c := from + k
		s := c
		for s > 0 && (isHex(t[s-1]) || t[s-1] == ':') {
			s--
		}
		e := c + 1
		for e < len(t) && (isHex(t[e]) || t[e] == ':' || t[e] == '.' && e+1 < len(t) && isDigit(t[e+1])) {
			e++
		}
		from = e
		if e-s < 3 || strings.Count(t[s:e], ":") < 2 {
			continue
		}
		// sentence punctuation: "at fe80::1:" keeps "fe80::1"
		for e > s && t[e-1] == ':' && !(e-s >= 2 && t[e-2] == ':') {
			e--
		}
		if !boundaryBeforeAt(t, s) && !(s > 0 && (t[s-1] == '[' || t[s-1] == '/')) || !boundaryAt(t, e) && t[e] != '%' && t[e] != ']' {
			continue
		}
		a, err := netip.ParseAddr(t[s:e])
		if err != nil || !a.Is6() {
			continue
		}
		if s > 0 && t[s-1] == '[' && schemeBefore(t, s-1) {
			continue // the host of "https://[2001:db8::1]:8443/admin": URL takes the whole address
		}
		groups := strings.Count(t[s:e], ":")
		score := 0.9
		if groups < 3 {
			score = 0.5 // "::1", "fe80::1": short forms that also occur in code
		}
		out = append(out, detect.Match{Type: "IP_ADDRESS", Start: s, End: e, Score: score, Context: ipContext})
	}
}
