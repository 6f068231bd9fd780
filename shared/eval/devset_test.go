package eval

import (
	"math/big"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"

	"github.com/piiguard/piiguard/shared/entity"
)

func devTypes() map[string]bool {
	m := map[string]bool{}
	for _, t := range DevsetTypes {
		m[t] = true
	}
	return m
}

func TestParseMarkup(t *testing.T) {
	for _, c := range []struct {
		name, src, text string
		spans           []Span
	}{
		{"plain", "no markup here\n", "no markup here\n", nil},
		{"ascii", "Call ⟦PERSON|Ann Lee⟧ on ⟦PHONE_NUMBER|+44 20 7946 0958⟧.", "Call Ann Lee on +44 20 7946 0958.",
			[]Span{{5, 12, "PERSON"}, {16, 32, "PHONE_NUMBER"}}},
		{"umlauts count as one code point", "Frau ⟦PERSON|Müller⟧ aus ⟦LOCATION|Köln⟧.", "Frau Müller aus Köln.",
			[]Span{{5, 11, "PERSON"}, {16, 20, "LOCATION"}}},
		{"astral emoji is one code point", "😀 ⟦PERSON|Zoë⟧ 👍", "😀 Zoë 👍", []Span{{2, 5, "PERSON"}}},
		{"span at start and end across lines", "⟦PERSON|José⟧\nmail: ⟦EMAIL_ADDRESS|jose@example.es⟧", "José\nmail: jose@example.es",
			[]Span{{0, 4, "PERSON"}, {11, 26, "EMAIL_ADDRESS"}}},
		{"pipe inside the surface text", "pw ⟦PASSWORD|a|b⟧", "pw a|b", []Span{{3, 6, "PASSWORD"}}},
		{"adjacent spans", "⟦POSTAL_CODE|75011⟧ ⟦LOCATION|Paris⟧", "75011 Paris", []Span{{0, 5, "POSTAL_CODE"}, {6, 11, "LOCATION"}}},
		{"surface across a line break", "⟦STREET_ADDRESS|Flat 2\n10 Baker St⟧", "Flat 2\n10 Baker St", []Span{{0, 18, "STREET_ADDRESS"}}},
	} {
		t.Run(c.name, func(t *testing.T) {
			text, spans, err := ParseMarkup(c.src, devTypes())
			if err != nil {
				t.Fatal(err)
			}
			if text != c.text || !slices.Equal(spans, c.spans) {
				t.Fatalf("got %q %v, want %q %v", text, spans, c.text, c.spans)
			}
		})
	}
}

func TestParseMarkupErrors(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"open without close", "a ⟦PERSON|Ann", "1:3: ⟦ without ⟧"},
		{"close without open", "a\nb Ann⟧", "2:6: ⟧ without ⟦"},
		{"nested", "⟦ORGANIZATION|Bank ⟦PERSON|Ann⟧⟧", "1:20: ⟦ inside the markup opened at 1:1 (no nesting)"},
		{"no separator", "⟦PERSON⟧", "1:1: markup without '|' between type and text"},
		{"unknown type", "x ⟦PER|Ann⟧", "1:3: unknown type \"PER\""},
		{"type registered in entity but not in the guide", "⟦PL_PESEL|44051401359⟧", "1:1: unknown type \"PL_PESEL\""},
		{"lower-case type", "⟦person|Ann⟧", "1:1: unknown type \"person\""},
		{"empty type", "⟦|Ann⟧", "1:1: unknown type \"\""},
		{"empty surface", "⟦PERSON|⟧", "1:1: empty surface text"},
		{"leading space", "⟦PERSON| Ann⟧", "1:1: surface text starts with a space"},
		{"trailing space", "⟦PERSON|Ann ⟧", "1:1: surface text ends with a space"},
		{"trailing line break", "⟦PERSON|Ann\n⟧", "1:1: surface text ends with a space"},
		{"line break in the type", "⟦PER\nSON|Ann⟧", "1:1: line break inside the type"},
		{"carriage return", "Hi\r\n", "1:3: carriage return (use \\n line ends)"},
		{"invalid utf-8", "Hi \xff", "not valid UTF-8"},
	} {
		t.Run(c.name, func(t *testing.T) {
			_, _, err := ParseMarkup(c.src, devTypes())
			if err == nil || err.Error() != c.want {
				t.Fatalf("err %v, want %q", err, c.want)
			}
		})
	}
}

func FuzzParseMarkup(f *testing.F) {
	for _, s := range []string{"", "⟦PERSON|Ann⟧", "a ⟦LOCATION|Köln⟧ b", "⟦⟧", "⟦PERSON|⟦", "⟧", "⟦URL|a|b⟧ ⟦IBAN_CODE|x⟧"} {
		f.Add(s)
	}
	types := devTypes()
	f.Fuzz(func(t *testing.T, src string) {
		text, spans, err := ParseMarkup(src, types)
		if err != nil {
			return
		}
		if strings.ContainsAny(text, "⟦⟧") {
			t.Fatalf("markup left in %q", text)
		}
		r := []rune(text)
		prev := 0
		for _, s := range spans {
			if s.Start < prev || s.End <= s.Start || s.End > len(r) || !types[s.Type] {
				t.Fatalf("bad span %v in %q", s, text)
			}
			if unicode.IsSpace(r[s.Start]) || unicode.IsSpace(r[s.End-1]) {
				t.Fatalf("span %v of %q has outer space", s, text)
			}
			prev = s.End
		}
		// removing the markup by hand gives the same text
		strip := strings.NewReplacer("⟧", "")
		var b strings.Builder
		rest := src
		for {
			i := strings.Index(rest, "⟦")
			if i < 0 {
				b.WriteString(rest)
				break
			}
			b.WriteString(rest[:i])
			_, after, _ := strings.Cut(rest[i:], "|")
			j := strings.Index(after, "⟧")
			b.WriteString(after[:j])
			rest = after[j+len("⟧"):]
		}
		if got := strip.Replace(b.String()); got != text {
			t.Fatalf("text %q, stripped by hand %q", text, got)
		}
	})
}

func TestLoadDevsetFS(t *testing.T) {
	fsys := fstest.MapFS{
		"README.md":          {Data: []byte("# about")},
		"de/chat-01.txt":     {Data: []byte("Hallo ⟦PERSON|Jörg⟧")},
		"de/clinical-02.txt": {Data: []byte("Labor o.B.")},
		"en/email-01.txt":    {Data: []byte("Dear ⟦PERSON|Ann⟧,")},
	}
	sets, err := LoadDevsetFS(fsys, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 2 || sets[0].Name != "devset.de" || sets[1].Name != "devset.en" {
		t.Fatalf("sets %v", sets)
	}
	de := sets[0]
	if de.Kind != "pii" || de.Lang != "de" || len(de.Types) != len(DevsetTypes) {
		t.Fatalf("set %+v", de)
	}
	ids := []string{de.Examples[0].ID, de.Examples[1].ID}
	if !slices.Equal(ids, []string{"de/chat-01", "de/clinical-02"}) {
		t.Fatalf("ids %v", ids)
	}
	if ex := de.Examples[0]; ex.Text != "Hallo Jörg" || ex.Lang != "de" || !slices.Equal(ex.Spans, []Span{{6, 10, "PERSON"}}) {
		t.Fatalf("example %+v", ex)
	}
	if got, _ := LoadDevsetFS(fsys, "devset.en"); len(got) != 1 || got[0].Lang != "en" {
		t.Fatalf("match devset.en: %v", got)
	}
	if got, _ := LoadDevsetFS(fsys, "conll"); len(got) != 0 {
		t.Fatalf("match conll: %v", got)
	}

	for name, bad := range map[string]fstest.MapFS{
		"unknown genre":        {"de/letter-01.txt": {Data: []byte("x")}},
		"one-digit number":     {"de/chat-1.txt": {Data: []byte("x")}},
		"wrong extension":      {"de/chat-01.md": {Data: []byte("x")}},
		"unknown language":     {"nl/chat-01.txt": {Data: []byte("x")}},
		"stray top-level file": {"notes.txt": {Data: []byte("x")}},
		"bad markup":           {"de/chat-01.txt": {Data: []byte("⟦PERSON|x")}},
	} {
		if _, err := LoadDevsetFS(bad, ""); err == nil {
			t.Errorf("%s: no error", name)
		}
	}
	_, err = LoadDevsetFS(fstest.MapFS{"fr/form-03.txt": {Data: []byte("a\n⟦NIR|1⟧")}}, "")
	if err == nil || err.Error() != `devset: fr/form-03.txt:2:1: unknown type "NIR"` {
		t.Fatalf("error %v", err)
	}
}

func TestGenreOf(t *testing.T) {
	for id, want := range map[string]string{
		"de/clinical-01": "clinical", "pl/invoice-12": "invoice", "en/chat-03": "chat",
		"de/letter-01": "", "clinical-01": "", "0": "", "": "",
	} {
		if got := GenreOf(id); got != want {
			t.Errorf("GenreOf(%q) = %q, want %q", id, got, want)
		}
	}
}

// Every devset type is a registered entity type, so predictions of its
// sub-types (MOBILE_PHONE_NUMBER, US_SSN, DE_TAX_ID, ...) map onto it.
func TestDevsetTypesRegistered(t *testing.T) {
	types := devTypes()
	for _, id := range DevsetTypes {
		if _, ok := entity.Get(id); !ok {
			t.Errorf("%s is not registered in shared/entity", id)
		}
		if got, ok := MapType(id, types); !ok || got != id {
			t.Errorf("MapType(%s) = %s %v", id, got, ok)
		}
	}
	if got, _ := MapType("MOBILE_PHONE_NUMBER", types); got != "PHONE_NUMBER" {
		t.Errorf("MOBILE_PHONE_NUMBER maps to %q", got)
	}
	// a NIP is a VAT number where the gold has them (typeAliases)
	if got, _ := MapType("PL_NIP", types); got != "VAT_NUMBER" {
		t.Errorf("PL_NIP maps to %q", got)
	}
	// the Spanish NSS is a national id where the gold has them
	if got, _ := MapType("ES_SOCIAL_SECURITY_NUMBER", types); got != "NATIONAL_ID" {
		t.Errorf("ES_SOCIAL_SECURITY_NUMBER maps to %q", got)
	}
}

// The embedded set obeys the guide in devset/README.md.
func TestEmbeddedDevset(t *testing.T) {
	sets, err := LoadDevset("")
	if err != nil {
		t.Fatal(err)
	}
	have := map[string]*Set{}
	for _, s := range sets {
		have[s.Lang] = s
	}
	for _, l := range DevsetLangs { // every language the service supports has its documents
		if have[l] == nil {
			t.Errorf("language %s missing", l)
		}
	}
	for _, s := range sets {
		if len(s.Examples) < 15 {
			t.Errorf("%s: %d documents, want >= 15", s.Name, len(s.Examples))
		}
		genres := map[string]int{}
		for _, ex := range s.Examples {
			genres[GenreOf(ex.ID)]++
			if len(ex.Spans) == 0 {
				t.Errorf("%s: no labelled span", ex.ID)
			}
			r := []rune(ex.Text)
			for _, sp := range ex.Spans {
				v := string(r[sp.Start:sp.End])
				if msg := checkValue(sp.Type, v); msg != "" {
					t.Errorf("%s: %s span at %d: %s", ex.ID, sp.Type, sp.Start, msg)
				}
			}
		}
		for _, g := range DevsetGenres {
			if genres[g] < 2 {
				t.Errorf("%s: genre %s has %d documents, want >= 2", s.Name, g, genres[g])
			}
		}
	}
}

// checkValue checks the checksums that hold for a type in every country:
// IBAN mod 97 and Luhn for card numbers.
func checkValue(typ, v string) string {
	digits := func(s string) string {
		return strings.Map(func(r rune) rune {
			if r == ' ' || r == '-' {
				return -1
			}
			return r
		}, s)
	}
	switch typ {
	case "IBAN_CODE":
		s := strings.ToUpper(digits(v))
		if len(s) < 15 || len(s) > 34 {
			return "IBAN length"
		}
		var num strings.Builder
		for _, r := range s[4:] + s[:4] {
			switch {
			case r >= '0' && r <= '9':
				num.WriteRune(r)
			case r >= 'A' && r <= 'Z':
				num.WriteString(big.NewInt(int64(r - 'A' + 10)).String())
			default:
				return "IBAN character"
			}
		}
		n, _ := new(big.Int).SetString(num.String(), 10)
		if new(big.Int).Mod(n, big.NewInt(97)).Int64() != 1 {
			return "IBAN checksum"
		}
	case "CREDIT_CARD":
		s := digits(v)
		sum := 0
		for i := range len(s) {
			d := int(s[len(s)-1-i] - '0')
			if d < 0 || d > 9 {
				return "card character"
			}
			if i%2 == 1 {
				if d *= 2; d > 9 {
					d -= 9
				}
			}
			sum += d
		}
		if len(s) < 12 || sum%10 != 0 {
			return "Luhn checksum"
		}
	}
	return ""
}
