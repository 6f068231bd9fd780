package national

import (
	"math/rand/v2"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// helpersB holds the check-digit, date, generator and context helpers of the
// country files dk se no fi ee lv lt hu ro bg hr si gr us ca br in au. They
// hang off one value, hb, so their names cannot clash with helpers.go, which
// serves the other countries of this package.
type helpersB struct{}

var hb helpersB

// num parses the hbDecimal digits of s (the caller has checked they are digits).
func (helpersB) num(s string) int {
	n := 0
	for i := 0; i < len(s); i++ {
		n = n*10 + int(s[i]-'0')
	}
	return n
}

// weighted is the sum of digit(i)*w[i] over the first len(w) bytes of s, which
// must be digits.
func (helpersB) weighted(s string, w []int) int {
	sum := 0
	for i, x := range w {
		sum += int(s[i]-'0') * x
	}
	return sum
}

func (helpersB) luhn(s string) bool { return checksum.Luhn(s) }

// mod11_10 reports whether the digits s pass ISO 7064 MOD 11,10 (check digit last).
func (helpersB) mod11_10(s string) bool {
	if len(s) < 2 {
		return false
	}
	p := 10
	for i := 0; i < len(s)-1; i++ {
		t := (int(s[i]-'0') + p) % 10
		if t == 0 {
			t = 10
		}
		p = t * 2 % 11
	}
	return int(s[len(s)-1]-'0') == (11-p)%10
}

var hbDaysIn = [13]int{0, 31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31}

// validDate reports a real calendar date.
func (helpersB) validDate(y, m, d int) bool {
	if m < 1 || m > 12 || d < 1 || d > hbDaysIn[m] {
		return false
	}
	return m != 2 || d < 29 || y%4 == 0 && (y%100 != 0 || y%400 == 0)
}

// validDayMonth reports a day and month that exist in some year with these
// last two digits (the century is unknown), so 29 February needs yy%4 == 0.
func (helpersB) validDayMonth(yy, m, d int) bool {
	return hb.validDate(1900+yy, m, d) || hb.validDate(2000+yy, m, d)
}

// date returns a random valid date between fromYear and toYear inclusive.
func (helpersB) date(r *rand.Rand, fromYear, toYear int) (y, m, d int) {
	y = fromYear + r.IntN(toYear-fromYear+1)
	m = 1 + r.IntN(12)
	d = 1 + r.IntN(28)
	return
}

// digits returns n random hbDecimal digits.
func (helpersB) digits(r *rand.Rand, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte('0' + r.IntN(10))
	}
	return string(b)
}

// pad formats n as width digits, zero-padded.
func (helpersB) pad(n, width int) string {
	b := make([]byte, width)
	for i := width - 1; i >= 0; i-- {
		b[i] = byte('0' + n%10)
		n /= 10
	}
	return string(b)
}

// complete appends n characters of alphabet to body so that valid accepts the
// result, trying every suffix from a random start so the choice is uniform
// among the valid ones. ok is false when no suffix works (the body then needs
// changing, e.g. a mod-11 remainder of 10).
func (helpersB) complete(r *rand.Rand, body string, alphabet string, n int, valid func(string) bool) (string, bool) {
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

// generate draws bodies until one can be completed with n check characters.
func (helpersB) generate(r *rand.Rand, body func(r *rand.Rand) string, alphabet string, n int, valid func(string) bool) string {
	for {
		if s, ok := hb.complete(r, body(r), alphabet, n, valid); ok {
			return s
		}
	}
}

const hbDecimal = "0123456789"

// group inserts sep after each part of s of the given sizes; the rest is the
// last part ("123456789", "-", 3, 2 -> "123-45-6789").
func (helpersB) group(s, sep string, sizes ...int) string {
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

// strip removes a VAT country prefix from a compact candidate; ok is false
// when the prefix is missing or the rest is not all digits.
func (helpersB) strip(c, prefix string) (string, bool) {
	if !strings.HasPrefix(c, prefix) {
		return "", false
	}
	rest := c[len(prefix):]
	return rest, allDigits(rest)
}

// ctx builds one shared Context from stem lists.
func (helpersB) ctx(lists ...[]string) *detect.Context {
	var words []string
	for _, l := range lists {
		words = append(words, l...)
	}
	return &detect.Context{Boost: words}
}

// Context stems shared by several countries, in en, de, fr, es, it, pl, cs, sk.
var (
	hbStemsPersonalID = []string{"id", "ident", "personal", "national", "citizen", "ausweis",
		"persönlich", "personnel", "nacional", "nazionale", "osobist", "dowód", "pesel",
		"občan", "občian", "rodné"}
	hbStemsTaxID = []string{"tax", "taxp", "tin", "steuer", "fiscal", "fisca", "impôt", "impot",
		"contribuable", "tribut", "contribuyente", "podatk", "nip", "daň", "daňov", "dic", "dič"}
	hbStemsVAT      = []string{"vat", "tva", "iva", "mwst", "umsatzsteuer", "ust", "dph", "nip", "btw"}
	hbStemsPassport = []string{"passport", "reisepass", "passnummer", "passeport", "pasaporte",
		"passaporto", "paszport", "pas", "cestovn"}
	hbStemsDriver = []string{"driver", "driving", "licen", "dl", "führerschein", "fuhrerschein",
		"fahrerlaubnis", "permis", "conduire", "conducir", "licencia", "carnet", "patente",
		"guida", "jazdy", "kierowc", "řidič", "ridic", "vodič", "vodic", "oprávnění"}
	hbStemsHealth = []string{"health", "insurance", "insured", "medical", "patient",
		"kranken", "versicher", "assurance", "maladie", "sanitaire", "seguro", "salud",
		"sanitari", "tessera", "zdrowot", "ubezpiecz", "zdravot", "pojišť", "pojist", "poist"}
	hbStemsSocial = []string{"social", "security", "sozialversicherung", "sécurité", "securite",
		"seguridad", "previdenza", "ubezpieczen", "sociáln", "socialn", "sociáln"}
)
