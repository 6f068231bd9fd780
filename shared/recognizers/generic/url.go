package generic

import (
	"net/netip"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// URL finds web addresses. Anchors: "://" after a known scheme, "www.", and a
// '.' followed by a known top-level domain (bare domains like example.com/path);
// a host that is an IPv6 literal in brackets ("https://[2001:db8::1]:8443/")
// is anchored on "://[" instead, as it holds no dot.
// Bare domains without a path score low and need a context word. Trailing
// sentence punctuation is trimmed; e-mail domains are not URLs.
type URL struct{}

func (URL) Name() string       { return "url" }
func (URL) Types() []string    { return []string{"URL"} }
func (URL) Needs() detect.Need { return 0 } // a dot, or "://[" (see Find)

var urlContext = &detect.Context{
	// vocab's WebWords, and url and www
	Boost: append([]string{"url", "www"}, vocab.All(func(l *vocab.Lexicon) []string { return l.WebWords })...),
}

var schemes = []string{"https", "http", "ftp", "ftps", "sftp", "ws", "wss"}

// tlds: the generic TLDs in common use and every country code.
var tlds = func() map[string]bool {
	m := map[string]bool{"uk": true}
	for _, s := range strings.Fields("com org net edu gov mil int info biz name pro io ai app dev co me tv cc ly eu asia " +
		"xyz online site shop store tech blog cloud news top club live email health media agency company") {
		m[s] = true
	}
	for i := 0; i+1 < len(isoCountries); i += 2 {
		m[strings.ToLower(isoCountries[i:i+2])] = true
	}
	for d := range domainTLDs {
		m[d] = true
	}
	return m
}()

func (URL) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// IPv6 hosts first; the dots inside such a URL are not looked at again
	var v6 []detect.Span
	if d.Has(detect.NeedColon) && d.Has(detect.NeedSlash) {
		out, v6 = ipv6URLs(t, out, v6)
	}
	if !d.Has(detect.NeedDot) {
		return out
	}
	last := 0
	emit := func(s, e int, score float64) {
		if s < last || e <= s {
			return
		}
		out = append(out, detect.Match{Type: "URL", Start: s, End: e, Score: score, Context: urlContext})
		last = e
	}
	// Scan the dots once: each is a possible "www.", "://host.tld" or bare
	// "host.tld" anchor. A host never starts before the end of the previous
	// one looked at (lo), and dots inside it are not looked at again, so a
	// long dotted run ("10.0.10.0....") costs one pass, not one per dot.
	from, lo := 0, 0
	for {
		k := strings.IndexByte(t[from:], '.')
		if k < 0 {
			break
		}
		dot := from + k
		from = dot + 1
		if dot < last {
			continue
		}
		if e, ok := inSpan(v6, dot); ok {
			from, lo = e, max(lo, e)
			continue
		}
		hs := hostStart(t, dot, lo)
		if hs == dot {
			lo = dot // only dots and hyphens since lo: no host starts in them
			continue
		}
		he := hostEnd(t, hs)
		lo = max(lo, he)
		from = max(from, he)
		// scheme before the host
		if hs >= 3 && t[hs-3:hs] == "://" {
			ss := hs - 3
			for ss > 0 && isAlpha(t[ss-1]) {
				ss--
			}
			if knownScheme(t[ss : hs-3]) {
				e := urlEnd(t, hs)
				if e > hs {
					emit(ss, e, 0.9)
					from = max(from, e)
					lo = max(lo, e)
				}
				continue
			}
		}
		if hs > 0 && t[hs-1] == '@' {
			continue // e-mail domain
		}
		if he <= dot+1 || he < len(t) && t[he] == '@' || !hostOK(t[hs:he]) {
			continue
		}
		e := urlEnd(t, hs)
		switch {
		case strings.HasPrefix(t[hs:], "www.") || strings.HasPrefix(t[hs:], "WWW."):
			emit(hs, e, 0.8)
		case serviceHost(t[hs:he]):
			emit(hs, e, 0.6) // "smtp.hostalia.com": a mail or file server's host name
		case internalHost(t[hs:he]):
			emit(hs, he, bareDomainScore) // "vpn-gw01.northgate.local": a host of a company's own network
		case e > he && (t[he] == '/' || t[he] == ':'):
			emit(hs, e, 0.6)
		case bareDomain(t[hs:he]) && !joinedSentence(d, hs, he):
			emit(hs, he, bareDomainScore) // "pixelandpine.studio", "northgate-logistic.com"
		default:
			emit(hs, he, 0.25)
		}
	}
	return out
}

// ipv6URLs appends the URLs whose host is an IPv6 literal in brackets after
// a known scheme ("https://[2001:db8::1]:8443/admin", RFC 3986), and returns
// their spans too. IP does not report such a host as an address of its own.
func ipv6URLs(t string, out []detect.Match, spans []detect.Span) ([]detect.Match, []detect.Span) {
	for from := 0; ; {
		k := strings.Index(t[from:], "://[")
		if k < 0 {
			return out, spans
		}
		hs := from + k + 3 // the '['
		from = hs + 1
		ss := hs - 3
		for ss > 0 && isAlpha(t[ss-1]) {
			ss--
		}
		he, ok := ipv6Host(t, hs)
		if !ok || !knownScheme(t[ss:hs-3]) || letterBefore(t, ss) {
			continue
		}
		e := max(urlEnd(t, hs), he)
		out = append(out, detect.Match{Type: "URL", Start: ss, End: e, Score: 0.9, Context: urlContext})
		spans = append(spans, detect.Span{Start: ss, End: e})
		from = e
	}
}

// ipv6Host reports an IPv6 literal in brackets at t[i] == '[' (a zone after
// "%25" allowed) and returns the end after its ']'.
func ipv6Host(t string, i int) (int, bool) {
	c := strings.IndexByte(t[i+1:min(len(t), i+64)], ']')
	if c < 0 {
		return 0, false
	}
	addr := t[i+1 : i+1+c]
	if z := strings.Index(addr, "%25"); z > 0 {
		addr = addr[:z]
	}
	a, err := netip.ParseAddr(addr)
	return i + 2 + c, err == nil && a.Is6()
}

// inSpan reports the span of spans that holds byte i, and its end.
func inSpan(spans []detect.Span, i int) (int, bool) {
	for _, s := range spans {
		if i >= s.Start && i < s.End {
			return s.End, true
		}
	}
	return 0, false
}

// bareDomainScore: a domain written without scheme or path, in lower case,
// under a TLD that companies register (bareDomain), is taken without a
// context word; any other bare host name scores 0.25 and needs one.
const bareDomainScore = 0.5

// tldWords are vocab's TLDWords by language.
var tldWords = func() map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		m[l] = map[string]bool{}
		for _, w := range lx.TLDWords {
			m[l][w] = true
		}
	}
	return m
}()

// joinedSentence reports a bare host t[hs:he] of two labels whose TLD is a
// word of the text's language and that a blank and a lower-case word
// follow: two sentences a missing blank joins ("help.it works", "merci.de
// rien"), not a domain unless a web word is near ("visit hotelcadoria.it
// for more").
func joinedSentence(d *detect.Doc, hs, he int) bool {
	t := d.Text
	dot := strings.IndexByte(t[hs:he], '.')
	if dot < 0 || strings.IndexByte(t[hs+dot+1:he], '.') >= 0 {
		return false
	}
	if he+1 >= len(t) || t[he] != ' ' {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(t[he+1:]); !unicode.IsLower(r) {
		return false
	}
	return tldWords[d.Language()][t[hs+dot+1:he]]
}

// domainTLDs are the TLDs of bareDomain: the generic ones companies and
// shops register and the country codes of the languages' countries and
// their neighbours.
var domainTLDs = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range strings.Fields("com org net info biz eu io app dev online site shop store tech cloud agency company " +
		"studio design digital solutions consulting services legal law clinic health dental immo gmbh bio eco " +
		"de at ch li lu fr be es it pl cz sk uk ie nl pt hu si hr dk se no fi") {
		m[s] = true
	}
	for s := range regionalTLDs {
		m[s] = true
	}
	return m
}()

// regionalTLDs are the regional and city TLDs of the languages' countries
// ("labcostabrava.cat", "nereaolazabal.eus"). Written bare, a host under one
// has two labels: "alt.animals.cat" is a Usenet group.
var regionalTLDs = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range strings.Fields("cat eus gal bzh corsica alsace paris berlin hamburg koeln bayern wien tirol swiss zuerich barcelona madrid scot wales london") {
		m[s] = true
	}
	return m
}()

// secondLevel are the labels some countries register under ("co.uk",
// "com.pl"): the name is the label before them.
var secondLevel = map[string]bool{"co": true, "com": true, "org": true, "net": true, "ac": true, "gov": true, "edu": true}

// bareDomain reports a host name that is a registered domain as written
// in prose: lower-case ASCII letters, digits and hyphens, a TLD of
// domainTLDs, and a name before it (before "co.uk", "com.pl") of three
// characters or more with a letter. Abbreviations ("z.B.", "u.a."),
// versions ("2.4.1"), file names ("report.pdf") and a missing blank after a
// full stop before a capital ("done.Thanks") are none.
func bareDomain(h string) bool {
	labels := strings.Split(h, ".")
	if len(labels) < 2 || !domainTLDs[labels[len(labels)-1]] || len(labels) > 2 && regionalTLDs[labels[len(labels)-1]] {
		return false
	}
	for _, l := range labels {
		if l == "" || l[0] == '-' || l[len(l)-1] == '-' {
			return false
		}
		for i := 0; i < len(l); i++ {
			if c := l[i]; !(c >= 'a' && c <= 'z' || c >= '0' && c <= '9' || c == '-') {
				return false
			}
		}
	}
	name := labels[len(labels)-2]
	if len(labels) > 2 && secondLevel[name] {
		name = labels[len(labels)-3]
	}
	return len(name) >= 3 && strings.IndexFunc(name, func(r rune) bool { return r >= 'a' && r <= 'z' }) >= 0
}

// serviceLabels begin the host names of mail, file and remote-access
// servers; a domain with one of them before two more labels is a host name
// as surely as one with "www.".
var serviceLabels = []string{"smtp", "imap", "pop", "pop3", "mail", "webmail", "mx", "ftp", "sftp", "vpn", "owa", "autodiscover", "exchange"}

func serviceHost(h string) bool {
	dot := strings.IndexByte(h, '.')
	if dot <= 0 || strings.IndexByte(h[dot+1:], '.') < 0 {
		return false // "mail.com" is a domain, not a server of one
	}
	for _, l := range serviceLabels {
		if strings.EqualFold(h[:dot], l) {
			return true
		}
	}
	return false
}

func knownScheme(s string) bool {
	for _, k := range schemes {
		if strings.EqualFold(s, k) {
			return true
		}
	}
	return false
}

func isHostByte(c byte) bool { return detect.IsWordByte(c) || c == '-' }

// hostStart returns the start of the host name whose first dot is at byte dot
// (dot itself when the dot does not follow a host label), not before lo.
func hostStart(t string, dot, lo int) int {
	i := dot
	for i > lo {
		c := t[i-1]
		if isHostByte(c) || c == '.' {
			i--
			continue
		}
		if c >= utf8.RuneSelf {
			r, sz := utf8.DecodeLastRuneInString(t[:i])
			if isLetterRune(r) {
				i -= sz
				continue
			}
		}
		break
	}
	for i < dot && (t[i] == '.' || t[i] == '-') {
		i++
	}
	return i
}

// hostEnd returns the end of the host name starting at hs.
func hostEnd(t string, hs int) int {
	i := hs
	for i < len(t) {
		c := t[i]
		if isHostByte(c) || c == '.' && i+1 < len(t) && isHostByte(t[i+1]) {
			i++
			continue
		}
		if c >= utf8.RuneSelf {
			r, sz := utf8.DecodeRuneInString(t[i:])
			if isLetterRune(r) {
				i += sz
				continue
			}
		}
		break
	}
	return i
}

// hostOK: at least two labels and a known TLD, or a host under an internal
// network's suffix (internalHost).
func hostOK(h string) bool {
	k := strings.LastIndexByte(h, '.')
	if k <= 0 || k == len(h)-1 {
		return false
	}
	tld := h[k+1:]
	var buf [16]byte
	if len(tld) > len(buf) {
		return false
	}
	for i := 0; i < len(tld); i++ {
		c := tld[i]
		if c >= 'A' && c <= 'Z' {
			c += 32
		}
		buf[i] = c
	}
	return tlds[string(buf[:len(tld)])] || internalHost(h)
}

// internalSuffixes end the host names of a company's own network (Active
// Directory domains, mDNS): not TLDs, but as much a host as any in an IT
// ticket ("fileserver01.corp.local", "dc01.firma.intern").
var internalSuffixes = map[string]bool{"local": true, "lan": true, "internal": true, "intranet": true, "corp": true, "intern": true}

// internalHost: three labels or more in lower case, the last an internal
// suffix ("config.local" alone is a file name as often as a host).
func internalHost(h string) bool {
	k := strings.LastIndexByte(h, '.')
	if k <= 0 || !internalSuffixes[h[k+1:]] || strings.Count(h, ".") < 2 {
		return false
	}
	for i := 0; i < len(h); i++ {
		if c := h[i]; c >= 'A' && c <= 'Z' {
			return false
		}
	}
	return true
}

// urlEnd extends from the host over URL characters, then trims trailing
// punctuation and an unbalanced closing bracket.
func urlEnd(t string, hs int) int {
	i := hs
	for i < len(t) {
		c := t[i]
		if c <= ' ' || c == '"' || c == '<' || c == '>' || c == '`' || c == '\\' || c == '{' || c == '}' || c == '|' || c == '^' {
			break
		}
		if c >= utf8.RuneSelf {
			r, sz := utf8.DecodeRuneInString(t[i:])
			if !isLetterRune(r) && !(r >= '0' && r <= '9') {
				break
			}
			i += sz
			continue
		}
		i++
	}
	for i > hs {
		c := t[i-1]
		if strings.IndexByte(".,;:!?'*", c) >= 0 {
			i--
			continue
		}
		if c == ')' && strings.Count(t[hs:i], "(") < strings.Count(t[hs:i], ")") ||
			c == ']' && strings.Count(t[hs:i], "[") < strings.Count(t[hs:i], "]") {
			i--
			continue
		}
		break
	}
	return i
}
