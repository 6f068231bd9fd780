package generic

import (
	"strings"
	"sync"

	"github.com/nyaruka/phonenumbers"
	"github.com/piiguard/piiguard/shared/detect"
)

// Phone finds telephone numbers. Candidates are the Doc's digit runs, joined
// across the brackets and spaces of "+41 (0)85 806 98 67" or "(602)272-9781"
// and extended over a leading '+' or '('; libphonenumber then validates them
// for the region of the language hint (and the other languages' regions when
// the hint is missing or fails). Mobile, landline and fax numbers are told apart
// by the number's type and by the word before it.
type Phone struct {
	regions []string
}

// NewPhone returns the phone recognizer.
func NewPhone() Phone {
	return Phone{regions: []string{"US", "GB", "DE", "FR", "ES", "IT", "PL", "CZ", "SK"}}
}

func (Phone) Name() string { return "phone" }
func (Phone) Types() []string {
	return []string{"PHONE_NUMBER", "MOBILE_PHONE_NUMBER", "LANDLINE_PHONE_NUMBER", "FAX_NUMBER"}
}
func (Phone) Needs() detect.Need { return detect.NeedDigit }

// regionsOfLang are the regions whose national formats a language hint implies.
var regionsOfLang = detect.LangCountries

// phoneContext lifts a phone candidate; stems of under four bytes match whole
// words only.
var phoneContext = &detect.Context{
	Boost: []string{
		"phone", "telephone", "tel", "tele", "telé", "tél", "télé", "tfno", "tlf", "calls", "calling",
		"mobil", "móvil", "movil", "cell", "cellulare", "handy", "portable", "komórk", "komork",
		"fax", "faks", "telefax", "desk", "contact", "kontakt", "contatto", "contacto",
		"reach", "text", "sms", "whatsapp", "dial", "hotline", "ring", "anrufen", "appeler",
		"llamar", "chiamare", "zadzwoń", "zavolat", "zavolajte", "messag", "answering", "numer",
		"mob", "ph", "linka",
	},
	// numbers next to these words are ids, not phones (the context stops at
	// a clause boundary, so "Steuer-ID ..., Telefon 0171 ..." is not read)
	Penalty: []string{"nhc", "nass", "cipa", "dni", "nie", "nif", "ssn", "iban", "account", "konto", "cuenta", "order", "invoice", "pedido", "license", "licence", "zip", "postcode", "plz",
		"tax", "taxp", "steuer", "idnr", "fiscal", "fiscale", "nip", "pesel", "regon", "utr", "vat", "ust", "dič", "ičo", "rodn", "personnummer", "insee"},
	PenaltyBy: 0.4,
}

var phoneBoost = detect.NewStemSet(phoneContext.Boost...)

var faxStems = detect.NewStemSet("fax", "faks", "telefax", "télécopie", "telecopie", "fax.", "faxu", "faxem")

var mobileStems = detect.NewStemSet("mobil", "móvil", "movil", "cell", "cellulare", "handy", "portable", "komórk", "komork", "mob", "gsm")

func (p Phone) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	runs := d.DigitRuns()
	hint := regionsOfLang[d.Lang]
	guess := "" // the text's language when the request gives none
	for i := 0; i < len(runs); i++ {
		start, end, next := phoneSpan(t, runs, i)
		i = next - 1
		n := digitCount(t[start:end])
		if n < 7 || n > 15 || notPhone(t, start, end, n) {
			continue
		}
		var typ string
		var score float64
		if hint == nil && t[start] != '+' {
			if guess == "" {
				guess = "-" // guessed once, for the first candidate
				if regionsOfLang[d.Language()] != nil {
					guess = d.Language()
				}
			}
			typ, score = p.classifyGuessed(t[start:end], guess)
		} else {
			typ, score = p.classify(t[start:end], d.Lang, hint)
		}
		ctx := phoneContext
		if score < 0.3 {
			// not valid where the hint points: only a phone word right next to
			// it makes it one ("call me on 9472 7916", "416 60 039 office")
			if !phoneWordNear(d, start, end) {
				continue
			}
			score, ctx = 0.55, nil
		}
		if ctx := nearWordsBefore(d, start, faxStems); ctx {
			typ = "FAX_NUMBER"
		} else if (typ == "PHONE_NUMBER" || typ == "LANDLINE_PHONE_NUMBER" && hint == nil) && nearWordsBefore(d, start, mobileStems) {
			// without a hint the region that called it a landline is a guess;
			// the label is not
			typ = "MOBILE_PHONE_NUMBER"
		}
		out = append(out, detect.Match{Type: typ, Start: start, End: end, Score: score, Context: ctx})
	}
	return out
}

// phoneCallWords must match whole words ("call" is not "Calle").
var phoneCallWords = []string{"call", "ring", "text", "reach", "dial"}

// phoneLabelsAfter are the labels that follow a number in lists
// ("082 490 1693-Office").
var phoneLabelsAfter = []string{"office", "fax", "mobile", "cell", "home", "work", "phone", "tel"}

func phoneWordNear(d *detect.Doc, start, end int) bool {
	found := false
	d.LabelWordsBefore(start, 4, func(w string) bool {
		found = phoneBoost.Match(w) || anyWord(w, phoneCallWords)
		return !found
	})
	if !found {
		d.LabelWordsAfter(end, 1, func(w string) bool {
			found = anyWord(w, phoneLabelsAfter)
			return false
		})
	}
	return found
}

func anyWord(w string, words []string) bool {
	for _, x := range words {
		if strings.EqualFold(w, x) {
			return true
		}
	}
	return false
}

// nearWordsBefore looks at up to three words before i in its clause,
// stopping at a word with a digit (the label of an earlier number in a list).
func nearWordsBefore(d *detect.Doc, i int, stems *detect.StemSet) bool {
	found := false
	d.LabelWordsBefore(i, 3, func(w string) bool {
		found = stems.Match(w)
		return !found
	})
	return found
}

// phoneSpan joins runs[i] with the following runs while only phone punctuation
// stands between them, and returns the span and the index of the first run
// not used.
func phoneSpan(t string, runs []detect.Span, i int) (start, end, next int) {
	start, end = runs[i].Start, runs[i].End
	digits := digitCount(t[start:end])
	// leading "(" and "+"
	if start > 0 && t[start-1] == '(' {
		start--
	}
	if start > 0 && t[start-1] == '+' {
		start--
	} else if start > 1 && t[start-1] == ' ' && t[start-2] == '+' {
		start -= 2
	}
	j := i + 1
	for ; j < len(runs); j++ {
		gap := t[end:runs[j].Start]
		if len(gap) == 0 || len(gap) > 3 || !phoneGap(gap) {
			break
		}
		nd := digitCount(t[runs[j].Start:runs[j].End])
		if digits+nd > 15 {
			break
		}
		digits += nd
		end = runs[j].End
	}
	// a '(' taken before the first run but never closed is prose
	if t[start] == '(' || start+1 < end && t[start+1] == '(' {
		if strings.Count(t[start:end], "(") > strings.Count(t[start:end], ")") {
			start = runs[i].Start
		}
	}
	// an extension: "x036"
	if end < len(t) && (t[end] == 'x' || t[end] == 'X') {
		k := end + 1
		for k < len(t) && isDigit(t[k]) && k-end <= 5 {
			k++
		}
		if k > end+1 && boundaryAt(t, k) {
			end = k
		}
	}
	return start, end, j
}

// phoneGap accepts the punctuation between two parts of one number: a bracket
// pair, a bracket with a space, ") ", " (", or a single separator.
func phoneGap(g string) bool {
	switch g {
	case ")", "(", ") ", " (", ")-", ") -", " - ", "- ", " -", " / ", "-(", ")(":
		return true
	}
	return false
}

// notPhone rejects dates, IPs, SSN-formatted numbers, prices and candidates
// glued to letters.
func notPhone(t string, start, end, digits int) bool {
	if !boundaryBeforeAt(t, start) || !boundaryAt(t, end) {
		return true
	}
	s := t[start:end]
	if strings.Count(s, "(") != strings.Count(s, ")") {
		return true
	}
	if _, _, ok := numericDateAt(t, firstDigit(t, start)); ok {
		return true
	}
	if ipv4Span(s) || ssnFormat(s) {
		return true
	}
	// a slash only as the German area-code separator "030/1234567"
	if k := strings.IndexByte(s, '/'); k >= 0 {
		if strings.Count(s, "/") > 1 || digitCount(s[:k]) > 5 || digitCount(s[k:]) < 5 {
			return true
		}
	}
	// prices: "1 234 567,89", "€ 1 234 567", "1.234.567 EUR"
	if end+1 < len(t) && t[end] == ',' && isDigit(t[end+1]) {
		return true
	}
	if priceNear(t, start, end) {
		return true
	}
	if digits >= 12 && s[0] != '+' && validCard(checksumDigits(s)) { // "+49 151 ..." is never a card
		return true
	}
	return false
}

func firstDigit(t string, i int) int {
	for i < len(t) && !isDigit(t[i]) {
		i++
	}
	return i
}

func boundaryBeforeAt(t string, i int) bool {
	if i > 0 && (t[i] == '+' || t[i] == '(') && t[i-1] == '.' {
		return true // "Tfno.+34 ..."
	}
	if i == 0 {
		return true
	}
	c := t[i-1]
	if isDigit(c) || isAlpha(c) || c == '_' || c == '.' || c == '-' || c == '/' {
		return false
	}
	return !letterBefore(t, i)
}

func priceNear(t string, start, end int) bool {
	before := t[max(0, start-4):start]
	if strings.ContainsAny(before, "$€£¥") {
		return true
	}
	after := t[end:min(len(t), end+5)]
	after = strings.TrimLeft(after, " ")
	for _, c := range [...]string{"€", "$", "£", "EUR", "USD", "Kč", "zł", "CZK", "PLN"} {
		if strings.HasPrefix(after, c) {
			return true
		}
	}
	return false
}

// classify validates s with libphonenumber and returns its type and score; a
// score of 0 means "not a phone number". Results are memoised (see phoneMemo):
// they depend only on s and the hint.
func (p Phone) classify(s, lang string, hint []string) (string, float64) {
	// fast path: libphonenumber costs ~25 µs a number; a North American
	// number in its usual shape needs only the NANP rules
	if len(hint) > 0 && hint[0] == "US" && nanpShape(s) {
		return "PHONE_NUMBER", 0.7
	}
	key := phoneKey{s: s}
	if len(hint) > 0 {
		key.hint = lang
	}
	if r, ok := phoneMemo.get(key); ok {
		return r.typ, r.score
	}
	typ, score := p.classifySlow(s, hint)
	phoneMemo.put(key, phoneResult{typ, score})
	return typ, score
}

// classifyGuessed is classify for a text without a language hint: a number
// valid in the region of the language the text's words point to (guess, "-"
// when they point nowhere) is typed by that region and scores guessedScore;
// otherwise every region is tried, as without a hint.
func (p Phone) classifyGuessed(s, guess string) (string, float64) {
	if hint := regionsOfLang[guess]; hint != nil {
		if typ, score := p.classify(s, guess, hint); score >= 0.5 {
			return typ, guessedScore
		}
	}
	return p.classify(s, "", nil)
}

// guessedScore is the score of a number valid where the text's guessed
// language points: between a hinted region's 0.7 and any region's 0.5.
const guessedScore = 0.6

func (p Phone) classifySlow(s string, hint []string) (string, float64) {
	intl := s[0] == '+' || strings.HasPrefix(s, "00")
	// tryRegion parses s for a region (fastParse, or the library when s is
	// another shape or the parse fails) and returns the number's type;
	// IsValidNumber(n) is GetNumberType(n) != UNKNOWN (both look the region
	// up the same way), so one lookup gives validity and type. num is set
	// only when the library parsed it.
	var cc int
	var nsn string
	tryRegion := func(region string) (parsed bool, t phonenumbers.PhoneNumberType, num *phonenumbers.PhoneNumber) {
		var ok bool
		if cc, nsn, ok = fastParse(s, region); ok {
			return true, numberTypeOf(cc, nsn), nil
		}
		num, err := phonenumbers.Parse(s, region)
		if err != nil {
			return false, phonenumbers.UNKNOWN, nil
		}
		return true, numberType(num), num // phonenumbers.GetNumberType, compiled once
	}
	found := false
	typ := phonenumbers.UNKNOWN
	score := 0.0
	if intl {
		parsed, t, n := tryRegion("DE")
		if t != phonenumbers.UNKNOWN {
			found, typ, score = true, t, 0.8
		} else if parsed {
			possible, known := false, false
			if n == nil {
				possible, known = isPossible(cc, nsn)
				if !known {
					n, _ = phonenumbers.Parse(s, "DE")
				}
			}
			if !known {
				possible = n != nil && phonenumbers.IsPossibleNumber(n)
			}
			if possible {
				found, typ, score = true, t, 0.45
			}
		}
	} else {
		for _, r := range hint {
			if _, t, _ := tryRegion(r); t != phonenumbers.UNKNOWN {
				found, typ, score = true, t, 0.7
				break
			}
		}
		// without a hint any of the eight languages' regions may apply; with
		// one, a number valid only elsewhere is more often a postcode or an id
		if len(hint) == 0 {
			for _, r := range p.regions {
				if _, t, _ := tryRegion(r); t != phonenumbers.UNKNOWN {
					if found && t != typ {
						// a mobile in one region, a landline in another
						// ("06 12 34 56 78"): the type is not known
						typ = phonenumbers.FIXED_LINE_OR_MOBILE
						break
					}
					found, typ, score = true, t, 0.5
				}
			}
		}
	}
	if !found {
		// shaped like a phone number but not valid in the regions we know
		// (foreign national formats): context must carry it
		if separated(s) {
			return "PHONE_NUMBER", 0.2
		}
		return "PHONE_NUMBER", 0.1
	}
	switch typ {
	case phonenumbers.MOBILE:
		return "MOBILE_PHONE_NUMBER", score
	case phonenumbers.FIXED_LINE:
		return "LANDLINE_PHONE_NUMBER", score
	}
	return "PHONE_NUMBER", score
}

type phoneKey struct{ s, hint string }

type phoneResult struct {
	typ   string
	score float64
}

// phoneMemo remembers libphonenumber's verdicts: parsing and validating a
// number costs 10-25 µs, and the same numbers recur (signatures, contact
// blocks, the same customer line in a thread). It is bounded: when full it is
// emptied, so it never holds more than phoneMemoMax short strings.
var phoneMemo = &memo{m: map[phoneKey]phoneResult{}}

const phoneMemoMax = 4096

type memo struct {
	mu sync.Mutex
	m  map[phoneKey]phoneResult
}

func (c *memo) get(k phoneKey) (phoneResult, bool) {
	c.mu.Lock()
	r, ok := c.m[k]
	c.mu.Unlock()
	return r, ok
}

func (c *memo) put(k phoneKey, r phoneResult) {
	k.s = strings.Clone(k.s) // do not keep the caller's text alive
	c.mu.Lock()
	if len(c.m) >= phoneMemoMax {
		clear(c.m)
	}
	c.m[k] = r
	c.mu.Unlock()
}

// separated reports a number written in groups ("0496 46 46 70", "(37) 788-063").
func separated(s string) bool {
	return strings.ContainsAny(s, " -.()/")
}

// ssnFormat reports the AAA-GG-SSSS shape that SSN owns.
func ssnFormat(s string) bool {
	if len(s) != 11 {
		return false
	}
	sep := s[3]
	return (sep == '-' || sep == ' ') && s[6] == sep && digitCount(s) == 9
}

func checksumDigits(s string) string {
	b := make([]byte, 0, 19)
	for i := 0; i < len(s); i++ {
		if isDigit(s[i]) {
			b = append(b, s[i])
		}
	}
	return string(b)
}

// nanpShape reports NXX-NXX-XXXX written "(NXX) NXX-XXXX", "NXX-NXX-XXXX" or
// "NXX.NXX.XXXX" (N is 2-9), with an area code that is not N11 or 555-style
// reserved, as North American numbering allows.
func nanpShape(s string) bool {
	var d [10]byte
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case isDigit(c):
			if n == 10 {
				return false
			}
			d[n] = c
			n++
		case c == '(' && i == 0, c == ')' && n == 3, c == ' ' || c == '-' || c == '.':
		default:
			return false
		}
	}
	if n != 10 || d[0] < '2' || d[3] < '2' {
		return false
	}
	if d[1] == '1' && d[2] == '1' || d[4] == '1' && d[5] == '1' || d[1] == '9' {
		return false // N11 service codes, 9XX area codes are unassigned
	}
	return true
}
