// Package synth makes realistic fake replacements for detected PII: names that
// keep gender, capitalisation and grammatical case, locale cities, streets and
// companies, valid-looking phones, Luhn-valid cards, mod-97-valid IBANs, national
// ids from the recognizers' own generators, dates in the original's format and
// secrets that keep their prefix. Anything without a dedicated generator gets a
// format-preserving scramble.
package synth

import (
	crand "crypto/rand"
	"encoding/binary"
	"math/rand/v2"

	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/recognizers/national"
	"github.com/piiguard/piiguard/shared/synth/locale"
)

// Languages are the supported locales: the one list, lang.All.
var Languages = lang.All

// Supported reports whether l is one of Languages.
func Supported(l string) bool { return lang.Supported(l) }

// Session makes fakes for one text (or one batch item): the same original value of
// the same type maps to the same fake, and a fake never equals its original.
// A Session is not safe for concurrent use.
type Session struct {
	lang string
	loc  *locale.Locale
	r    *rand.Rand
	seen map[string]string // typeID + "\x00" + original -> fake
	// parts maps a name word's base form (by role and gender) to its fake base,
	// so every mention and inflection of one person gets the same fake.
	parts map[string]string
}

// NewSession: seed nil means random (crypto/rand seeded); a seed gives
// reproducible output for the same inputs in the same order. An unsupported
// lang falls back to English tables.
func NewSession(lang string, seed *int64) *Session {
	var s1, s2 uint64
	if seed != nil {
		s1, s2 = uint64(*seed), 0x9e3779b97f4a7c15
	} else {
		var b [16]byte
		_, _ = crand.Read(b[:]) // crypto/rand.Read never fails on supported platforms
		s1, s2 = binary.LittleEndian.Uint64(b[:8]), binary.LittleEndian.Uint64(b[8:])
	}
	loc, ok := locale.Get(lang)
	if !ok {
		lang = "en"
		loc, _ = locale.Get("en")
	}
	return &Session{lang: lang, loc: loc, r: rand.New(rand.NewPCG(s1, s2)), seen: map[string]string{}, parts: map[string]string{}}
}

// generator makes one candidate fake; Fake retries while it equals the original.
type generator func(s *Session, original string) string

// generators are the dedicated generators by type id. Child types without an
// entry use their parent's (MOBILE_PHONE_NUMBER -> PHONE_NUMBER).
var generators = map[string]generator{
	"PERSON":                 (*Session).fakePerson,
	"LOCATION":               (*Session).fakeLocation,
	"STREET_ADDRESS":         (*Session).fakeStreetAddress,
	"ORGANIZATION":           (*Session).fakeOrganization,
	"INSURANCE_COMPANY":      (*Session).fakeOrganization,
	"EMAIL_ADDRESS":          (*Session).fakeEmail,
	"PHONE_NUMBER":           (*Session).fakePhone,
	"FAX_NUMBER":             (*Session).fakePhone,
	"CREDIT_CARD":            (*Session).fakeCard,
	"IBAN_CODE":              (*Session).fakeIBAN,
	"DATE_TIME":              (*Session).fakeDate,
	"DATE_OF_BIRTH":          (*Session).fakeBirthDate,
	"CREDIT_CARD_EXPIRATION": (*Session).fakeExpiry,
	"API_KEY":                (*Session).fakeSecret,
	"PASSWORD":               (*Session).fakeSecret,
	"IP_ADDRESS":             (*Session).fakeIP,
	"URL":                    (*Session).fakeURL,
	"AGE":                    (*Session).fakeAge,
	"CREDIT_CARD_BRAND":      (*Session).fakeCardBrand,
}

// maxTries bounds the retries for a fake that differs from its original.
const maxTries = 50

// Fake returns the replacement for original, detected as typeID.
func (s *Session) Fake(typeID, original string) string {
	key := typeID + "\x00" + original
	if f, ok := s.seen[key]; ok {
		return f
	}
	gen := s.pick(typeID)
	fake := original
	for i := 0; i < maxTries && fake == original; i++ {
		fake = gen(s, original)
	}
	for i := 0; i < maxTries && fake == original; i++ {
		fake = s.scramble(original)
	}
	if fake == original {
		// Nothing in the original to scramble (no letters or digits).
		fake = s.letters(max(4, len(original)), false)
	}
	s.seen[key] = fake
	return fake
}

// pick chooses the generator: a dedicated one, then a national-id spec that can
// generate the type, then the parent types' generators, then the scramble.
func (s *Session) pick(typeID string) generator {
	if g, ok := generators[typeID]; ok {
		return g
	}
	if _, ok := national.Generate(typeID, s.r); ok {
		return func(s *Session, orig string) string { return s.fakeNational(typeID, orig) }
	}
	seen := map[string]bool{typeID: true}
	for t, ok := entity.Get(typeID); ok && t.Parent != "" && !seen[t.Parent]; t, ok = entity.Get(t.Parent) {
		seen[t.Parent] = true
		if g, ok := generators[t.Parent]; ok {
			return g
		}
	}
	return (*Session).scramble
}

// Random helpers.

func (s *Session) intn(n int) int { return s.r.IntN(n) }

func choose[T any](s *Session, xs []T) T { return xs[s.r.IntN(len(xs))] }

func (s *Session) digit() byte { return byte('0' + s.r.IntN(10)) }

func (s *Session) letters(n int, upper bool) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('a' + s.r.IntN(26))
		if upper {
			b[i] -= 'a' - 'A'
		}
	}
	return string(b)
}
