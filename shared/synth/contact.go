package synth

import (
	"net/netip"
	"strconv"
	"strings"
	"unicode"

	"github.com/nyaruka/phonenumbers"
	"golang.org/x/text/unicode/norm"
)

// fakePhone keeps the international prefix, the country calling code, the
// leading digits of the national number (they select mobile vs. landline and
// the area) and every separator, and randomises the remaining digits until
// libphonenumber accepts the number for that country as a number of the
// original's type: two kept digits ("01" of a German mobile) also lead to
// service and other numbers ("0180 ..."), which a mobile's fake must not be.
func (s *Session) fakePhone(orig string) string {
	digits := []byte(onlyDigits(orig))
	if len(digits) < 5 {
		return s.scramble(orig)
	}
	region, ccLen := s.loc.Region, 0
	trimmed := strings.TrimLeft(orig, " (")
	switch {
	case strings.HasPrefix(trimmed, "+"):
		ccLen = callingCodeLen(string(digits))
	case strings.HasPrefix(trimmed, "00"):
		ccLen = callingCodeLen(string(digits[2:]))
		if ccLen > 0 {
			ccLen += 2
		}
	}
	if ccLen > 0 {
		cc, _ := strconv.Atoi(strings.TrimPrefix(string(digits[:ccLen]), "00"))
		region = phonenumbers.GetRegionCodeForCountryCode(cc)
	}
	origType := phonenumbers.UNKNOWN
	if num, err := phonenumbers.Parse(orig, region); err == nil && phonenumbers.IsValidNumber(num) {
		origType = phonenumbers.GetNumberType(num)
	}
	var last string
	for keep := 2; keep <= 3; keep++ {
		fixed := ccLen + keep
		if fixed >= len(digits) {
			fixed = len(digits) - 1
		}
		for try := 0; try < 25; try++ {
			d := append([]byte(nil), digits[:fixed]...)
			for len(d) < len(digits) {
				d = append(d, s.digit())
			}
			last = layoutDigits(orig, string(d))
			if num, err := phonenumbers.Parse(last, region); err == nil && phonenumbers.IsValidNumber(num) &&
				(origType == phonenumbers.UNKNOWN || phonenumbers.GetNumberType(num) == origType) {
				return last
			}
		}
	}
	return last
}

// callingCodeLen returns how many leading digits of d form a country calling code.
func callingCodeLen(d string) int {
	for n := 1; n <= 3 && n <= len(d); n++ {
		cc, _ := strconv.Atoi(d[:n])
		if r := phonenumbers.GetRegionCodeForCountryCode(cc); r != "" && r != "ZZ" {
			return n
		}
	}
	return 0
}

func onlyDigits(s string) string {
	var b []byte
	for i := 0; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// fakeEmail builds a name-based address on a common domain of the locale,
// keeping the original's separator (dot, underscore, none), trailing digits
// and upper-case style.
func (s *Session) fakeEmail(orig string) string {
	local, _, ok := strings.Cut(orig, "@")
	if !ok {
		return s.scramble(orig)
	}
	female := s.intn(2) == 0
	given, sur := asciiFold(s.givenName(female)), asciiFold(s.surname(female))
	sep := ""
	switch {
	case strings.Contains(local, "."):
		sep = "."
	case strings.Contains(local, "_"):
		sep = "_"
	case strings.Contains(local, "-"):
		sep = "-"
	}
	var name string
	switch {
	case sep == "" && len(local) <= 8:
		name = given[:1] + sur
	case sep == "":
		name = given + sur
	default:
		name = given + sep + sur
	}
	if n := trailingDigits(local); n > 0 {
		for range n {
			name += string(s.digit())
		}
	}
	domain := choose(s, s.loc.EmailDomains)
	out := strings.ToLower(name) + "@" + domain
	if isUpperWord(orig) {
		out = strings.ToUpper(out)
	}
	return out
}

func trailingDigits(s string) int {
	n := 0
	for i := len(s) - 1; i >= 0 && s[i] >= '0' && s[i] <= '9'; i-- {
		n++
	}
	return n
}

// foldSpecial maps letters that Unicode decomposition does not reduce to ASCII.
var foldSpecial = strings.NewReplacer("ł", "l", "Ł", "L", "ß", "ss", "ø", "o", "Ø", "O", "đ", "d", "Đ", "D", "æ", "ae", "œ", "oe", "'", "")

// asciiFold strips diacritics so that names can be used in e-mail addresses
// and domains: "Dvořák" -> "Dvorak", "Łukasz" -> "Lukasz".
func asciiFold(s string) string {
	s = foldSpecial.Replace(s)
	var b strings.Builder
	for _, c := range norm.NFD.String(s) {
		if unicode.Is(unicode.Mn, c) {
			continue
		}
		if c < 128 && (unicode.IsLetter(c) || unicode.IsDigit(c)) {
			b.WriteRune(c)
		}
	}
	return b.String()
}

// fakeDomain is a company-like domain of the locale: "moraviadata.cz".
func (s *Session) fakeDomain() string {
	a := strings.ToLower(asciiFold(choose(s, s.loc.CompanyRoots)))
	b := strings.ToLower(asciiFold(choose(s, s.loc.CompanyRoots)))
	if a == b {
		b = strings.ToLower(asciiFold(s.surname(false)))
	}
	return a + "-" + b + "." + s.loc.WebTLD
}

// fakeURL keeps the scheme, a "www." and the shape of the path and query
// (scrambled, since paths can hold names and ids) and invents the host.
func (s *Session) fakeURL(orig string) string {
	scheme, rest := "", orig
	if i := strings.Index(orig, "://"); i >= 0 {
		scheme, rest = orig[:i+3], orig[i+3:]
	}
	host, tail := rest, ""
	if i := strings.IndexAny(rest, "/?#"); i >= 0 {
		host, tail = rest[:i], rest[i:]
	}
	port := ""
	if i := strings.LastIndexByte(host, ':'); i >= 0 {
		host, port = host[:i], host[i:]
	}
	if at := strings.LastIndexByte(host, '@'); at >= 0 {
		host = host[at+1:] // drop credentials
	}
	www := ""
	if strings.HasPrefix(strings.ToLower(host), "www.") {
		www = host[:4]
	}
	if tail != "" {
		tail = s.scramble(tail)
	}
	return scheme + www + s.fakeDomain() + port + tail
}

// fakeIP keeps the address family; private, loopback and link-local addresses
// stay in their range, public ones become other public ones.
func (s *Session) fakeIP(orig string) string {
	addrPart, suffix := orig, ""
	if i := strings.IndexByte(orig, '/'); i >= 0 {
		addrPart, suffix = orig[:i], orig[i:]
	}
	a, err := netip.ParseAddr(addrPart)
	if err != nil {
		if ap, err2 := netip.ParseAddrPort(addrPart); err2 == nil {
			return s.fakeIP(ap.Addr().String()) + ":" + strconv.Itoa(int(ap.Port()))
		}
		return s.scramble(orig)
	}
	if a.Is4() {
		o := a.As4()
		switch {
		case o[0] == 10, o[0] == 127:
			o = [4]byte{o[0], byte(s.intn(256)), byte(s.intn(256)), byte(1 + s.intn(254))}
		case o[0] == 172 && o[1]&0xf0 == 16:
			o = [4]byte{172, byte(16 + s.intn(16)), byte(s.intn(256)), byte(1 + s.intn(254))}
		case o[0] == 192 && o[1] == 168:
			o = [4]byte{192, 168, byte(s.intn(256)), byte(1 + s.intn(254))}
		default:
			for {
				o = [4]byte{byte(1 + s.intn(223)), byte(s.intn(256)), byte(s.intn(256)), byte(1 + s.intn(254))}
				if n := netip.AddrFrom4(o); !n.IsPrivate() && !n.IsLoopback() && o[0] != 100 && o[0] != 169 {
					break
				}
			}
		}
		return netip.AddrFrom4(o).String() + suffix
	}
	// IPv6: rewrite each hex group in place, keeping "::" compression, case
	// and the first group when it names a range (fe80, fc00/fd00, ::1 stays shaped).
	groups := strings.Split(addrPart, ":")
	keepFirst := a.IsPrivate() || a.IsLinkLocalUnicast() || a.IsLoopback()
	for i, g := range groups {
		if g == "" || (i == 0 && keepFirst) || strings.Contains(g, ".") {
			continue
		}
		fake := s.scramble(hexOnly(g))
		if i == 0 {
			fake = g[:1] + fake[1:] // same global-unicast block (2xxx)
		}
		groups[i] = fake
	}
	return strings.Join(groups, ":") + suffix
}

// hexOnly marks a group as hexadecimal for scramble by making sure it holds a
// digit and a hex letter shape; scramble keeps hex letters when it sees both.
func hexOnly(g string) string {
	if looksHex(g) {
		return g
	}
	b := []byte(g)
	for i := range b {
		if b[i] >= 'a' && b[i] <= 'f' || b[i] >= 'A' && b[i] <= 'F' {
			b[i] = '0' // all letters: scramble them as digits
		}
	}
	return string(b)
}

func isUpperWord(s string) bool {
	hasUpper := false
	for _, c := range s {
		if unicode.IsLower(c) {
			return false
		}
		hasUpper = hasUpper || unicode.IsUpper(c)
	}
	return hasUpper
}
