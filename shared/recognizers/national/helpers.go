package national

// The helpers every country file uses: context stems, check-digit arithmetic,
// date checks and the builders of random valid examples. A new country uses
// these rather than its own copies.

import (
	"math/rand/v2"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Context stems shared by several countries, lower-case, in en, de, fr, es,
// it, pl, cs, sk. Stems of fewer than four bytes match whole words only.
var (
	stemsPassport = join(passportWords["en"], passportWords["de"], passportWords["fr"], passportWords["es"],
		passportWords["pt"], passportWords["it"], passportWords["pl"], passportWords["cs"], passportWords["nl"])
	// passportWords by language (vocab's PassportWords; Portuguese and
	// Dutch, which vocab lacks, here): many passport formats are shared (two
	// letters and seven digits: IE, IT, PL, SK), so the language of the word
	// "passport" helps pick the country. "cs" holds the Czech and the Slovak
	// words: the two countries' passports read both.
	passportWords = func() map[string][]string {
		m := map[string][]string{"pt": {"passaporte"}, "nl": {"paspoort"}}
		for _, l := range []string{"en", "de", "fr", "es", "it", "pl", "cs", "sk"} {
			lx, _ := vocab.Of(l)
			key := l
			if l == "sk" {
				key = "cs"
			}
			for _, w := range lx.PassportWords {
				if !slices.Contains(m[key], w) {
					m[key] = append(m[key], w)
				}
			}
		}
		return m
	}()
	stemsLicence = []string{"driver", "driving", "licence", "license", "führerschein", "fuhrerschein",
		"fahrerlaubnis", "permis", "conduire", "licencia", "carnet", "conducir", "patente", "guida",
		"prawo", "jazdy", "řidič", "ridic", "vodič", "vodic", "rijbewijs"}
	stemsTax = []string{"tax", "tin", "steuer", "steuernummer", "fiscal", "fiscale", "fisc", "impôt",
		"impot", "tributari", "podatk", "podatnik", "daň", "daňov", "danov", "dan"}
	stemsVAT = []string{"vat", "ust", "umsatzsteuer", "tva", "iva", "btw", "mwst", "dph", "uid",
		"intracom", "intracommunautaire", "nip", "dič", "dic", "vies", "nif", "cif"}
	// stemsHealth are the words that turn a personal number into a health
	// insurance number (CZ/SK rodné číslo, AT SV-Nummer, FR NIR).
	stemsHealth = []string{"health", "insur", "kranken", "versicher", "kvnr", "e-card", "ecard",
		"assurance", "maladie", "vitale", "mutuelle", "sanitari", "salud", "seguro", "sanità",
		"sanita", "tessera", "ubezpiecz", "nfz", "pojišt", "pojist", "poisten", "poist", "zdravot",
		"pojišťovn", "poisťovn"}
	stemsIDCard = []string{"identity", "card", "personalausweis", "ausweis", "identité", "identite",
		"carte", "documento", "identidad", "identità", "identita", "carta", "dowód", "dowod",
		"osobist", "občansk", "obcansk", "občiansk", "obciansk", "průkaz", "prukaz", "preukaz"}
)

// The stems of the other countries (dk se no fi ee lv lt hu ro bg hr si gr us
// ca br in au). Where a concept has two lists (stemsTax/stemsTaxID,
// stemsVAT/stemsVATShort, stemsPassport/stemsPassportShort,
// stemsLicence/stemsDriver, stemsHealth/stemsHealthShort) each group of
// countries was tuned with its own: joining them changes scores, which is a
// detection change to measure on the eval sets, not a refactor.
var (
	stemsPersonalID = []string{"id", "ident", "personal", "national", "citizen", "ausweis",
		"persönlich", "personnel", "nacional", "nazionale", "osobist", "dowód", "pesel",
		"občan", "občian"}
	stemsTaxID = []string{"tax", "taxp", "tin", "steuer", "fiscal", "fisca", "impôt", "impot",
		"contribuable", "tribut", "contribuyente", "podatk", "nip", "daň", "daňov", "dic", "dič"}
	stemsVATShort      = []string{"vat", "tva", "iva", "mwst", "umsatzsteuer", "ust", "dph", "nip", "btw"}
	stemsPassportShort = []string{"passport", "reisepass", "passnummer", "passeport", "pasaporte",
		"passaporto", "paszport", "pas", "cestovn"}
	stemsDriver = []string{"driver", "driving", "licen", "dl", "führerschein", "fuhrerschein",
		"fahrerlaubnis", "permis", "conduire", "conducir", "licencia", "carnet", "patente",
		"guida", "jazdy", "kierowc", "řidič", "ridic", "vodič", "vodic", "oprávnění"}
	stemsHealthShort = []string{"health", "insurance", "insured", "medical", "patient",
		"kranken", "versicher", "assurance", "maladie", "sanitaire", "seguro", "salud",
		"sanitari", "tessera", "zdrowot", "ubezpiecz", "zdravot", "pojišť", "pojist", "poist"}
	stemsSocial = []string{"social", "security", "sozialversicherung", "sécurité", "securite",
		"seguridad", "previdenza", "ubezpieczen", "sociáln", "socialn", "sociáln"}
)

// passportCtx is the context of a passport format without a check digit:
// passport words in every language and the country's words boost it; passport
// words of languages the country does not use lower it a little, so that of
// two countries sharing a format the one whose language is written wins.
// rivals are the words of countries with the same format (lowered the same
// way).
func passportCtx(country, rivals []string, langs ...string) *detect.Context {
	own := map[string]bool{"en": true}
	for _, l := range langs {
		own[l] = true
	}
	var foreign []string
	for l, w := range passportWords {
		if !own[l] {
			foreign = append(foreign, w...)
		}
	}
	sort.Strings(foreign)
	foreign = append(foreign, rivals...)
	// A passport word lifts the 0.05 of a bare shape to 0.55: above a phone
	// number of the same digits (0.5), which has no such word. The
	// country's words alone lift nothing: "British Tennis membership no.:
	// 102448391" is no British passport. They tell the country among those
	// that share a format (the rivals' penalties, addPassportRivals).
	c := &detect.Context{Boost: stemsPassport, Penalty: foreign, BoostBy: 0.5, PenaltyBy: 0.05}
	passportCtxs = append(passportCtxs, passportCountry{c, country})
	return c
}

type passportCountry struct {
	ctx     *detect.Context
	country []string
}

// passportCtxs are the passport contexts of every country; addPassportRivals
// adds to each the other countries' words as penalties once all are
// declared, so "slovak passport XK7948540" is Slovak although the Dutch
// format matches too.
var passportCtxs []passportCountry

var rivalsOnce sync.Once

// addPassportRivals runs once, when Specs has run every country's function
// (each declares its passport context).
func addPassportRivals() {
	rivalsOnce.Do(func() {
		for i, pc := range passportCtxs {
			own := map[string]bool{}
			for _, s := range pc.country {
				own[s] = true
			}
			for j, other := range passportCtxs {
				if j == i {
					continue
				}
				for _, s := range other.country {
					if !own[s] && !slices.Contains(pc.ctx.Penalty, s) {
						pc.ctx.Penalty = append(pc.ctx.Penalty, s)
					}
				}
			}
		}
	})
}

// join concatenates stem lists; the result is owned by one Context.
func join(lists ...[]string) []string {
	var out []string
	for _, l := range lists {
		out = append(out, l...)
	}
	return out
}

// ctx builds a Context that boosts on every stem in lists.
func ctx(lists ...[]string) *detect.Context {
	return &detect.Context{Boost: join(lists...)}
}

// healthVariant returns a spec that reports the same identifier as base under
// type typ, for countries where the personal number is also the health
// insurance number. On its own it scores too low to pass any policy; health
// words lift it above base, whose context must list stemsHealth as Penalty so
// that base drops in the same sentence. penalty lists words of neighbours that
// share the format (Slovak words for the Czech variant).
// healthLabelled is the least score of a healthVariant after a health word.
const healthLabelled = 0.65

func healthVariant(base Spec, typ string, boost, penalty []string) Spec {
	h := base
	h.Type = typ
	h.Score = 0.05
	// at least to healthLabelled: a valid number after a health word is
	// this type, above the any-country HEALTH_INSURANCE_NUMBER that the
	// contextual recognizer reports for any number after one (0.6)
	by := min(max(base.Score+0.1, healthLabelled-h.Score), 0.95)
	h.Context = &detect.Context{Boost: boost, BoostBy: by, Penalty: penalty}
	return h
}

// digitsValue parses s (ASCII digits only) as an int; callers pass at most 18
// digits.
func digitsValue(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// weightedSum returns sum(digit(i)*w[i]) over the first len(w) bytes of s,
// which must be digits.
func weightedSum(s string, w []int) int {
	sum := 0
	for i, wi := range w {
		sum += int(s[i]-'0') * wi
	}
	return sum
}

// mod97 returns the remainder of the decimal number s (digits only) by 97.
func mod97(s string) int {
	r := 0
	for i := 0; i < len(s); i++ {
		r = (r*10 + int(s[i]-'0')) % 97
	}
	return r
}

// isoMod11_10 returns the ISO 7064 MOD 11,10 check digit of the digits in s
// (DE Steuer-IdNr, DE USt-IdNr).
func isoMod11_10(s string) byte {
	p := 10
	for i := 0; i < len(s); i++ {
		x := (int(s[i]-'0') + p) % 10
		if x == 0 {
			x = 10
		}
		p = (2 * x) % 11
	}
	return byte('0' + (11-p)%10)
}

// validMod11_10 reports whether the digits s pass ISO 7064 MOD 11,10 with the
// check digit last.
func validMod11_10(s string) bool {
	return len(s) >= 2 && isoMod11_10(s[:len(s)-1]) == s[len(s)-1]
}

// alnumValue maps 0-9 to 0..9 and A-Z to 10..35.
func alnumValue(c byte) int {
	if c >= '0' && c <= '9' {
		return int(c - '0')
	}
	return int(c-'A') + 10
}

// validDate reports whether y-m-d is a calendar date.
func validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 {
		return false
	}
	return d <= daysIn(y, m)
}

func daysIn(y, m int) int {
	switch m {
	case 2:
		if y%4 == 0 && (y%100 != 0 || y%400 == 0) {
			return 29
		}
		return 28
	case 4, 6, 9, 11:
		return 30
	}
	return 31
}

// validDayMonth reports a day and month that exist in some year with these
// last two digits (the century is unknown), so 29 February needs yy%4 == 0.
func validDayMonth(yy, m, d int) bool {
	return validDate(1900+yy, m, d) || validDate(2000+yy, m, d)
}

// randDate returns a random calendar date with y0 <= year <= y1.
func randDate(r *rand.Rand, y0, y1 int) (y, m, d int) {
	y = y0 + r.IntN(y1-y0+1)
	m = 1 + r.IntN(12)
	d = 1 + r.IntN(daysIn(y, m))
	return
}

// randDate28 returns a random date with y0 <= year <= y1 and a day of 1..28,
// which exists in every month.
func randDate28(r *rand.Rand, y0, y1 int) (y, m, d int) {
	y = y0 + r.IntN(y1-y0+1)
	m = 1 + r.IntN(12)
	d = 1 + r.IntN(28)
	return
}

// randDigits returns n random decimal digits.
func randDigits(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}

// randFrom returns n random bytes of alphabet.
func randFrom(r *rand.Rand, alphabet string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = alphabet[r.IntN(len(alphabet))]
	}
	return string(b)
}

const (
	upper   = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"
	decimal = "0123456789"
)

// completeWith appends n characters of alphabet to body so that valid accepts
// the result, trying every suffix from a random start so the choice is uniform
// among the valid ones. ok is false when no suffix works (the body then needs
// changing, e.g. a mod-11 remainder of 10).
func completeWith(r *rand.Rand, body string, alphabet string, n int, valid func(string) bool) (string, bool) {
	total := 1
	for i := 0; i < n; i++ {
		total *= len(alphabet)
	}
	start := r.IntN(total)
	buf := make([]byte, len(body)+n)
	copy(buf, body)
	for k := 0; k < total; k++ {
		x := (start + k) % total
		for i := n - 1; i >= 0; i-- {
			buf[len(body)+i] = alphabet[x%len(alphabet)]
			x /= len(alphabet)
		}
		if s := string(buf); valid(s) {
			return s, true
		}
	}
	return "", false
}

// generateWith draws bodies until one can be completed with n check
// characters of alphabet.
func generateWith(r *rand.Rand, body func(r *rand.Rand) string, alphabet string, n int, valid func(string) bool) string {
	for {
		if s, ok := completeWith(r, body(r), alphabet, n, valid); ok {
			return s
		}
	}
}

// groupDigits inserts sep after each part of s of the given sizes; the rest is
// the last part ("123456789", "-", 3, 2 -> "123-45-6789").
func groupDigits(s, sep string, sizes ...int) string {
	var b strings.Builder
	i := 0
	for k, n := range sizes {
		if k > 0 {
			b.WriteString(sep)
		}
		b.WriteString(s[i : i+n])
		i += n
	}
	if i < len(s) {
		b.WriteString(sep)
		b.WriteString(s[i:])
	}
	return b.String()
}

// stripPrefix removes a VAT country prefix from a compact candidate; ok is
// false when the prefix is missing or the rest is not all digits.
func stripPrefix(c, prefix string) (string, bool) {
	if !strings.HasPrefix(c, prefix) {
		return "", false
	}
	rest := c[len(prefix):]
	return rest, allDigits(rest)
}

// pad2 formats 0..99 as two digits.
func pad2(n int) string {
	if n < 10 {
		return "0" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// padN formats n with at least w digits.
func padN(n, w int) string {
	s := strconv.Itoa(n)
	for len(s) < w {
		s = "0" + s
	}
	return s
}
