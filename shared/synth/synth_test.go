package synth

import (
	"regexp"
	"strings"
	"testing"
	"time"
	"unicode"

	"github.com/nyaruka/phonenumbers"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
	"github.com/piiguard/piiguard/shared/synth/locale"
)

func seeded(lang string, seed int64) *Session { return NewSession(lang, &seed) }

// skeleton replaces every digit by 9 and every letter by a/A, keeping the rest.
func skeleton(s string) string {
	var b strings.Builder
	for _, c := range s {
		switch {
		case unicode.IsDigit(c):
			b.WriteByte('9')
		case unicode.IsUpper(c):
			b.WriteByte('A')
		case unicode.IsLetter(c):
			b.WriteByte('a')
		default:
			b.WriteRune(c)
		}
	}
	return b.String()
}

func nonDigits(s string) string {
	return regexp.MustCompile(`[0-9]+`).ReplaceAllString(s, "9")
}

func TestSupported(t *testing.T) {
	for _, l := range Languages {
		if !Supported(l) {
			t.Errorf("Supported(%q) = false", l)
		}
		if _, ok := locale.Get(l); !ok {
			t.Errorf("no locale tables for %q", l)
		}
	}
	for _, l := range []string{"", "xx", "EN", "hu"} {
		if Supported(l) {
			t.Errorf("Supported(%q) = true", l)
		}
	}
}

func TestFakeDiffersForEveryTypeAndLanguage(t *testing.T) {
	samples := map[string]string{
		"PERSON": "Jan Novák", "LOCATION": "Praha", "STREET_ADDRESS": "Národní 12, 110 00 Praha",
		"ORGANIZATION": "Acme s.r.o.", "EMAIL_ADDRESS": "jan.novak@seznam.cz", "PHONE_NUMBER": "+420 602 123 456",
		"MOBILE_PHONE_NUMBER": "+49 151 23456789", "FAX_NUMBER": "+33 1 23 45 67 89",
		"CREDIT_CARD": "4111 1111 1111 1111", "IBAN_CODE": "CZ65 0800 0000 1920 0014 5399",
		"DATE_TIME": "2024-03-05", "DATE_OF_BIRTH": "03.04.1985", "API_KEY": "sk_live_4eC39HqLyjWDarjtT1zdp7dc",
		"PASSWORD": "Summer2024!", "IP_ADDRESS": "8.8.8.8", "URL": "https://example.com/a",
		"AGE": "42", "UNKNOWN_TYPE": "AB-1234-x", "NATIONAL_ID": "123456/7890", "MAC_ADDRESS": "00:1A:2B:3C:4D:5E",
	}
	for _, lang := range Languages {
		s := seeded(lang, 7)
		for typ, orig := range samples {
			fake := s.Fake(typ, orig)
			if fake == orig || fake == "" {
				t.Errorf("%s %s: fake %q equals original or is empty", lang, typ, fake)
			}
		}
	}
}

func TestNeverReturnsOriginal(t *testing.T) {
	// Values with little room to differ still get a different fake.
	for _, orig := range []string{"7", "a", "--", "", "Z"} {
		for seed := int64(0); seed < 30; seed++ {
			if f := seeded("en", seed).Fake("UNKNOWN", orig); f == orig {
				t.Fatalf("Fake(%q) returned the original", orig)
			}
		}
	}
}

func TestScrambleKeepsFormat(t *testing.T) {
	tests := []struct{ typ, orig string }{
		{"XX_ID", "AB-1234-cd"},
		{"XX_ID", "123 456 789"},
		{"SERIAL_NUMBER", "SN/2024/00017"},
		{"MAC_ADDRESS", "00:1a:2b:3c:4d:5e"},
		{"US_SSN", "123-45-6789"},
		{"XX_ID", "Žluť-42"},
	}
	for _, tt := range tests {
		for seed := int64(0); seed < 20; seed++ {
			f := seeded("en", seed).Fake(tt.typ, tt.orig)
			if len([]rune(f)) != len([]rune(tt.orig)) {
				t.Errorf("%q -> %q: length changed", tt.orig, f)
			}
			if strings.Contains(tt.orig, ":") && skeleton(f) != skeleton(tt.orig) {
				t.Errorf("%q -> %q: hex layout changed", tt.orig, f)
			}
			if !strings.Contains(tt.orig, "Ž") && skeleton(f) != skeleton(tt.orig) {
				t.Errorf("%q -> %q: skeleton %q != %q", tt.orig, f, skeleton(f), skeleton(tt.orig))
			}
		}
	}
	// A Luhn-valid unknown id stays Luhn-valid; a Luhn-invalid one is not forced.
	for seed := int64(0); seed < 50; seed++ {
		f := seeded("en", seed).Fake("XX_ID", "7992-7398-713")
		if !checksum.Luhn(f) || skeleton(f) != "9999-9999-999" {
			t.Errorf("Luhn id -> %q: not Luhn-valid or layout changed", f)
		}
	}
}

func TestCreditCard(t *testing.T) {
	cards := []string{"4111 1111 1111 1111", "5500-0000-0000-0004", "378282246310005", "6011 0009 9013 9424", "4012888888881881"}
	for _, c := range cards {
		for seed := int64(0); seed < 20; seed++ {
			f := seeded("en", seed).Fake("CREDIT_CARD", c)
			if f == c || !checksum.Luhn(f) {
				t.Errorf("%q -> %q: equal or Luhn-invalid", c, f)
			}
			if len(f) != len(c) || nonDigits(f) != nonDigits(c) || skeleton(f) != skeleton(c) {
				t.Errorf("%q -> %q: length or grouping changed", c, f)
			}
			if checksum.Digits(f)[:cardPrefixLen] != checksum.Digits(c)[:cardPrefixLen] {
				t.Errorf("%q -> %q: issuer prefix changed", c, f)
			}
		}
	}
}

func TestIBAN(t *testing.T) {
	ibans := []string{"DE89 3704 0044 0532 0130 00", "CZ6508000000192000145399", "GB29 NWBK 6016 1331 9268 19",
		"FR14 2004 1010 0505 0001 3M02 606", "pl61109010140000071219812874", "SK31 1200 0000 1987 4263 7541"}
	for _, ib := range ibans {
		for seed := int64(0); seed < 20; seed++ {
			f := seeded("de", seed).Fake("IBAN_CODE", ib)
			compact := strings.ToUpper(strings.ReplaceAll(f, " ", ""))
			if f == ib || checksum.Mod97(compact[4:]+compact[:4]) != 1 {
				t.Errorf("%q -> %q: equal or check digits invalid", ib, f)
			}
			if !strings.EqualFold(f[:2], ib[:2]) || skeleton(f) != skeleton(ib) {
				t.Errorf("%q -> %q: country, length or grouping changed", ib, f)
			}
		}
	}
}

func TestPhone(t *testing.T) {
	tests := []struct{ lang, typ, orig, region string }{
		{"cs", "PHONE_NUMBER", "+420 602 123 456", "CZ"},
		{"de", "MOBILE_PHONE_NUMBER", "+49 151 23456789", "DE"},
		{"de", "LANDLINE_PHONE_NUMBER", "030 12345678", "DE"},
		{"de", "MOBILE_PHONE_NUMBER", "0151 23456789", "DE"},
		{"fr", "PHONE_NUMBER", "06 12 34 56 78", "FR"},
		{"fr", "FAX_NUMBER", "+33 1 42 68 53 00", "FR"},
		{"en", "PHONE_NUMBER", "(212) 555-0134", "US"},
		{"pl", "PHONE_NUMBER", "+48 512 345 678", "PL"},
		{"sk", "PHONE_NUMBER", "0905 123 456", "SK"},
		{"it", "PHONE_NUMBER", "+39 06 6982 1234", "IT"},
		{"es", "PHONE_NUMBER", "0034 612 34 56 78", "ES"},
	}
	for _, tt := range tests {
		valid := 0
		origType := phonenumbers.UNKNOWN
		if n, err := phonenumbers.Parse(tt.orig, tt.region); err == nil {
			origType = phonenumbers.GetNumberType(n)
		}
		for seed := int64(0); seed < 20; seed++ {
			f := seeded(tt.lang, seed).Fake(tt.typ, tt.orig)
			if f == tt.orig || skeleton(f) != skeleton(tt.orig) {
				t.Errorf("%q -> %q: equal or grouping changed", tt.orig, f)
			}
			if cc := strings.Fields(tt.orig)[0]; strings.HasPrefix(cc, "+") || strings.HasPrefix(cc, "00") {
				if !strings.HasPrefix(f, cc) {
					t.Errorf("%q -> %q: country code lost", tt.orig, f)
				}
			}
			if n, err := phonenumbers.Parse(f, tt.region); err == nil && phonenumbers.IsValidNumber(n) {
				valid++
				// a mobile's fake is a mobile, a landline's a landline
				if got := phonenumbers.GetNumberType(n); got != origType {
					t.Errorf("%q -> %q: type %v, the original's %v", tt.orig, f, got, origType)
				}
			}
		}
		if valid < 18 {
			t.Errorf("%q: only %d/20 fakes are valid numbers for %s", tt.orig, valid, tt.region)
		}
	}
}

func TestEmail(t *testing.T) {
	emailRe := regexp.MustCompile(`^[a-z0-9._-]+@[a-z0-9.-]+\.[a-z]{2,}$`)
	for _, lang := range Languages {
		for _, orig := range []string{"jan.novak@seznam.cz", "jnovak@firma.cz", "anna_muller85@web.de"} {
			s := seeded(lang, 3)
			f := s.Fake("EMAIL_ADDRESS", orig)
			if f == orig || !emailRe.MatchString(f) {
				t.Errorf("%s %q -> %q: equal or invalid", lang, orig, f)
			}
			domain := f[strings.IndexByte(f, '@')+1:]
			if !contains(localeOf(lang).EmailDomains, domain) {
				t.Errorf("%s %q -> %q: domain not a %s domain", lang, orig, f, lang)
			}
			if strings.Contains(orig, "85") && !regexp.MustCompile(`\d\d@`).MatchString(f) {
				t.Errorf("%q -> %q: trailing digits dropped", orig, f)
			}
		}
	}
	if f := seeded("en", 1).Fake("EMAIL_ADDRESS", "JOHN.SMITH@EXAMPLE.COM"); f != strings.ToUpper(f) {
		t.Errorf("upper-case address -> %q", f)
	}
}

func localeOf(lang string) *locale.Locale { l, _ := locale.Get(lang); return l }

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

func TestDates(t *testing.T) {
	tests := []struct{ lang, typ, orig string }{
		{"en", "DATE_TIME", "2024-03-05"},
		{"en", "DATE_TIME", "03/15/2024"},
		{"en", "DATE_TIME", "March 3rd, 2024"},
		{"en", "DATE_TIME", "Tuesday, 5 March 2024 14:30"},
		{"en", "DATE_TIME", "2024-03-05T14:30:00Z"},
		{"en", "DATE_TIME", "10:45 PM"},
		{"de", "DATE_TIME", "05.03.2024"},
		{"de", "DATE_TIME", "5. März 2024"},
		{"cs", "DATE_TIME", "3. března 2024"},
		{"cs", "DATE_TIME", "3.3.2024"},
		{"sk", "DATE_TIME", "12. januára 2023"},
		{"pl", "DATE_TIME", "3 marca 2024 r."},
		{"fr", "DATE_TIME", "le 3 mars 2024"},
		{"es", "DATE_TIME", "3 de marzo de 2024"},
		{"it", "DATE_TIME", "3 MARZO 2024"},
		{"en", "DATE_TIME", "05/03/24"},
	}
	monthName := regexp.MustCompile(`\p{L}{3,}`)
	for _, tt := range tests {
		for seed := int64(0); seed < 15; seed++ {
			s := seeded(tt.lang, seed)
			f := s.Fake(tt.typ, tt.orig)
			if f == tt.orig {
				t.Errorf("%q: fake equals original", tt.orig)
			}
			// Same separators and order: the skeleton with digit runs collapsed and
			// month/weekday words replaced by their case class.
			norm := func(x string) string {
				x = regexp.MustCompile(`([0-9])(st|nd|rd|th)\b`).ReplaceAllString(x, "${1}th")
				x = nonDigits(x)
				return monthName.ReplaceAllStringFunc(x, func(w string) string {
					tbl, _ := s.nameTable(w, false)
					if tbl == nil {
						tbl, _ = s.nameTable(w, true)
					}
					if tbl != nil {
						return "<" + skeleton(w)[:2] + ">"
					}
					return w
				})
			}
			if norm(f) != norm(tt.orig) {
				t.Errorf("%q -> %q: format changed (%q vs %q)", tt.orig, f, norm(f), norm(tt.orig))
			}
		}
	}
	// Month names stay in the same language and form (genitive in Czech dates).
	f := seeded("cs", 1).Fake("DATE_TIME", "3. března 2024")
	gen := localeOf("cs").MonthsGen
	if !containsAny(f, gen[:]) {
		t.Errorf("Czech date %q has no genitive month name", f)
	}
}

func containsAny(s string, xs []string) bool {
	for _, x := range xs {
		if strings.Contains(s, " "+x+" ") {
			return true
		}
	}
	return false
}

func TestBirthDateIsAdult(t *testing.T) {
	now := time.Now().Year()
	for seed := int64(0); seed < 50; seed++ {
		f := seeded("de", seed).Fake("DATE_OF_BIRTH", "03.04.2010")
		y := atoi(f[len(f)-4:])
		if now-y < 18 || now-y > 100 || len(f) != 10 || f[2] != '.' || f[5] != '.' {
			t.Errorf("DOB -> %q: not an adult's date in the same format", f)
		}
	}
}

func TestSecrets(t *testing.T) {
	for _, orig := range []string{"sk_live_4eC39HqLyjWDarjtT1zdp7dc", "ghp_16C7e42F292c6912E7710c838347Ae178B4a",
		"AKIAIOSFODNN7EXAMPLE", "xoxb-2048-1234567890-AbCdEfGhIjKlMnOp", "glpat-xxxxXXXX1234yyyyZZZZ", "sk-abc123DEF456ghi789"} {
		for seed := int64(0); seed < 10; seed++ {
			f := seeded("en", seed).Fake("API_KEY", orig)
			if f == orig || len(f) != len(orig) {
				t.Errorf("%q -> %q: equal or length changed", orig, f)
			}
			var prefix string
			for _, p := range secretPrefixes {
				if strings.HasPrefix(orig, p) {
					prefix = p
					break
				}
			}
			if !strings.HasPrefix(f, prefix) {
				t.Errorf("%q -> %q: prefix %q lost", orig, f, prefix)
			}
			if strings.Count(f, "-") != strings.Count(orig, "-") {
				t.Errorf("%q -> %q: punctuation moved", orig, f)
			}
		}
	}
	// AKIA keys have an upper-case and digit body: no lower case may appear.
	if f := seeded("en", 2).Fake("API_KEY", "AKIAIOSFODNN7EXAMPLE"); strings.ToUpper(f) != f {
		t.Errorf("AKIA key -> %q: alphabet changed", f)
	}
}

func TestIP(t *testing.T) {
	tests := []struct{ orig, wantPrefix string }{
		{"192.168.1.20", "192.168."}, {"10.0.0.1", "10."}, {"172.16.5.4", "172."}, {"127.0.0.1", "127."},
		{"8.8.8.8", ""}, {"fe80::1ff:fe23:4567:890a", "fe80:"}, {"2001:db8:85a3::8a2e:370:7334", "2"},
	}
	for _, tt := range tests {
		for seed := int64(0); seed < 10; seed++ {
			f := seeded("en", seed).Fake("IP_ADDRESS", tt.orig)
			if f == tt.orig || !strings.HasPrefix(f, tt.wantPrefix) {
				t.Errorf("%q -> %q: want prefix %q", tt.orig, f, tt.wantPrefix)
			}
			if strings.Contains(tt.orig, ":") != strings.Contains(f, ":") {
				t.Errorf("%q -> %q: IP version changed", tt.orig, f)
			}
			if tt.orig == "8.8.8.8" && (strings.HasPrefix(f, "10.") || strings.HasPrefix(f, "192.168.") || strings.HasPrefix(f, "127.")) {
				t.Errorf("public %q -> private %q", tt.orig, f)
			}
		}
	}
}

func TestURL(t *testing.T) {
	for _, orig := range []string{"https://www.example.com/profile?id=123", "http://shop.example.de", "www.firma.cz/kontakt"} {
		f := seeded("cs", 4).Fake("URL", orig)
		if f == orig {
			t.Errorf("%q unchanged", orig)
		}
		for _, pre := range []string{"https://www.", "http://", "www."} {
			if strings.HasPrefix(orig, pre) && !strings.HasPrefix(f, pre) {
				t.Errorf("%q -> %q: scheme or www lost", orig, f)
			}
		}
		if strings.Contains(f, "example") || strings.Contains(f, "firma") {
			t.Errorf("%q -> %q: original host kept", orig, f)
		}
	}
}

func TestPlacesAndOrganizations(t *testing.T) {
	for _, lang := range Languages {
		l := localeOf(lang)
		s := seeded(lang, 5)
		city := s.Fake("LOCATION", l.Cities[0].Name)
		found := false
		for _, c := range l.Cities {
			found = found || c.Name == city
		}
		if !found {
			t.Errorf("%s: LOCATION fake %q is not a city of the locale", lang, city)
		}
		org := s.Fake("ORGANIZATION", "Example Holding")
		hasForm := false
		for _, lf := range l.LegalForms {
			hasForm = hasForm || strings.HasSuffix(org, lf)
		}
		if !hasForm {
			t.Errorf("%s: ORGANIZATION fake %q has no legal form", lang, org)
		}
		addr := s.Fake("STREET_ADDRESS", "Main Street 12, 12345 Town")
		if !regexp.MustCompile(`\d`).MatchString(addr) || !strings.Contains(addr, ",") {
			t.Errorf("%s: STREET_ADDRESS fake %q lacks number or city part", lang, addr)
		}
		if upper := s.Fake("LOCATION", "BERLIN"); upper != strings.ToUpper(upper) {
			t.Errorf("%s: upper-case city -> %q", lang, upper)
		}
	}
	// Czech locative stays locative.
	for seed := int64(0); seed < 10; seed++ {
		f := seeded("cs", seed).Fake("LOCATION", "Brně")
		ok := false
		for _, c := range localeOf("cs").Cities {
			ok = ok || c.Loc == f
		}
		if !ok {
			t.Errorf("locative Brně -> %q, not a locative", f)
		}
	}
}

func TestConsistencyWithinSession(t *testing.T) {
	s := seeded("cs", 9)
	for _, c := range [][2]string{{"PERSON", "Jan Novák"}, {"EMAIL_ADDRESS", "a@b.cz"}, {"CREDIT_CARD", "4111111111111111"}, {"XX", "abc-1"}} {
		a, b := s.Fake(c[0], c[1]), s.Fake(c[0], c[1])
		if a != b {
			t.Errorf("%s %q: %q then %q", c[0], c[1], a, b)
		}
	}
	// One person, several mentions and cases: the same fake surname base.
	full := s.Fake("PERSON", "Jan Novák")
	inst := s.Fake("PERSON", "Novákem")
	sur := strings.Fields(full)[1]
	if want, _ := inflect("cs", sur, false, true, ins); inst != want {
		t.Errorf("Novák -> %q but Novákem -> %q, want %q", full, inst, want)
	}
}

func TestSeededReproducible(t *testing.T) {
	inputs := [][2]string{{"PERSON", "Anna Kowalska"}, {"PHONE_NUMBER", "+48 512 345 678"}, {"DATE_TIME", "3 marca 2024"},
		{"IBAN_CODE", "PL61109010140000071219812874"}, {"XX", "q-77"}}
	run := func(seed int64) []string {
		s := seeded("pl", seed)
		var out []string
		for _, in := range inputs {
			out = append(out, s.Fake(in[0], in[1]))
		}
		return out
	}
	a, b, c := run(42), run(42), run(43)
	if strings.Join(a, "|") != strings.Join(b, "|") {
		t.Errorf("same seed, different output: %q vs %q", a, b)
	}
	if strings.Join(a, "|") == strings.Join(c, "|") {
		t.Errorf("different seeds, same output: %q", a)
	}
	// Unseeded sessions are random.
	x, y := NewSession("pl", nil).Fake("XX", "abcdefghij"), NewSession("pl", nil).Fake("XX", "abcdefghij")
	if x == y {
		t.Errorf("two unseeded sessions gave the same 10-letter scramble %q", x)
	}
}

// TestFakeStreetLineStaysALine: detect reports an address's street line,
// postal code and town apart, and each is faked as its own type; a street
// line with a comma before its number must not grow a town, a whole address
// with a town after the comma keeps one.
func TestFakeStreetLineStaysALine(t *testing.T) {
	tests := []struct {
		lang, orig string
		commas     int // commas in the fake
	}{
		{"es", "Calle Mayor, 12", 1},
		{"it", "Via Roma, 12", 1},
		{"de", "Hauptstraße 12", 0},
		{"cs", "Národní 12", 0},
		{"de", "Hauptstraße 12, Berlin", 1},
	}
	for _, tc := range tests {
		for seed := int64(0); seed < 20; seed++ {
			got := seeded(tc.lang, seed).fakeStreetAddress(tc.orig)
			if n := strings.Count(got, ","); n != tc.commas {
				t.Errorf("%s %q -> %q: %d commas, want %d", tc.lang, tc.orig, got, n, tc.commas)
				break
			}
		}
	}
}
