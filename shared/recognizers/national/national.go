// Package national recognizes national identifiers (personal ids, tax ids, VAT
// numbers, passports, driver's licences, health insurance numbers) of many
// countries. Each country has one file that declares its identifiers as Specs:
// the shape, the check-digit validator, the context words and a generator of
// valid examples (used by /synthesize). One recognizer runs every Spec in a
// single pass over the document's alphanumeric groups, trying each contiguous
// run of tokens only against the Specs of its compact length.
package national

import (
	"iter"
	"maps"
	"math/rand/v2"
	"regexp"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// Spec declares one identifier format.
type Spec struct {
	// Type is the registry id the match is reported as (listed in
	// shared/entity/national.go, Parent set to NATIONAL_ID,
	// TAX_ID, VAT_NUMBER, PASSPORT, DRIVER_LICENSE, HEALTH_INSURANCE_NUMBER ...).
	Type    string
	Country string // ISO 3166 alpha-2
	// MinLen and MaxLen bound the compact form: the candidate with separators
	// removed and letters upper-cased.
	MinLen, MaxLen int
	// DigitsOnly: the compact form is all digits (a cheap reject before Format).
	DigitsOnly bool
	// Format, when set, must match the raw candidate text (separators as
	// written). Anchor it: `^\d{6}/?\d{3,4}$`.
	Format *regexp.Regexp
	// Valid checks the compact form, typically a check digit. Nil: format only.
	Valid func(compact string) bool
	// Score is the base score of a candidate that passes Format and Valid.
	// Check-digit formats: 0.5-0.95 by how rare a false positive is; formats
	// without a check: 0.05-0.3, left for Context to lift.
	Score   float64
	Context *detect.Context
	// Generate returns a random valid identifier formatted the usual way.
	Generate func(r *rand.Rand) string
	// Suffixes are labels written glued to the value's last digit, upper
	// case ("CHE-116.281.710MWST"): the value is found without them.
	Suffixes []string

	// Head is the length of a head of capital letters that this format
	// writes apart, before the rest ("MORGA 657054 SM9IJ", a DVLA licence):
	// a group joins letter-only tokens of at most three letters (country
	// prefixes, check letters), so a longer head stands outside it and is
	// tried, for these specs only, when it is exactly Head capitals and one
	// space before the group. Zero: none.
	Head int

	// OwnLabels, when set, are the words that name this country's
	// identifier ("UTR", "HMRC"): in a text that is not the country's
	// (foreign), only they lift it, not the generic words of Context
	// ("Steuernummer 2181508150" in German text is a German firm's
	// Steuernummer, not a UK UTR).
	OwnLabels []string
	// ownCtx, set by Recognizer, is the Context of OwnLabels.
	ownCtx *detect.Context

	// foreignCtx, set by Recognizer, is Context without the words every
	// country's social security number shares ("social security",
	// "sécurité" in every language: sharedStems): the context
	// of a number whose country is not the hint's, which its own words lift
	// ("Ihre dänische CPR-Nummer 061234-5678") and a French "numéro de
	// sécurité sociale" does not.
	foreignCtx *detect.Context

	// passport, set by Recognizer: the spec is a passport's (its Type ends
	// in _PASSPORT), which a capitals-only country word picks among the
	// passports of one shape (capsPassportCountry)
	passport bool

	// labels, set by Recognizer, matches the Context's boosting stems: the
	// identifier's own labels, which outrank a phone label (phoneLabelled)
	labels *detect.StemSet

	// shape, set by Recognizer, rejects without running Format a candidate
	// Format cannot match (a byte it never consumes, a length it never has).
	shape *formatShape
	// sepOK has bit sepBit(c) set for each separator c the shape allows
	// (all bits when shape is nil)
	sepOK uint8
}

// sepBit maps the separators that join a group's tokens (detect.IsDigitSep)
// to a bit.
func sepBit(c byte) uint8 {
	switch c {
	case ' ':
		return 1
	case '-':
		return 2
	case '.':
		return 4
	case '/':
		return 8
	}
	return 16
}

// shapeRejects reports, without reading raw, a candidate the shape cannot
// match: one with a separator it never consumes (seps: the candidate's
// separators, as sepBit bits) or of a length it never has.
func (sp *Spec) shapeRejects(raw string, seps uint8) bool {
	f := sp.shape
	return f != nil && (seps&^sp.sepOK != 0 || len(raw) < f.min || len(raw) > f.max)
}

// countries is every country's specs, in the order they are tried: a new
// country adds its add<CC> here (and its types to shared/entity).
var countries = []func(){
	addAR,
	addAT,
	addAU,
	addBE,
	addBG,
	addBR,
	addCA,
	addCH,
	addCL,
	addCO,
	addCZ,
	addDE,
	addDK,
	addEE,
	addES,
	addFI,
	addFR,
	addGB,
	addGR,
	addHR,
	addHU,
	addIE,
	addIN,
	addIT,
	addLT,
	addLU,
	addLV,
	addMX,
	addNL,
	addNO,
	addPE,
	addPL,
	addPT,
	addRO,
	addSE,
	addSI,
	addSK,
	addUS,
	addUY,
}

var (
	specsOnce sync.Once
	specs     []Spec
)

// add appends specs; the country functions call it, once, from Specs.
func add(s ...Spec) {
	for _, sp := range s {
		if _, ok := entity.Get(sp.Type); !ok {
			panic("national: spec for unknown type " + sp.Type + " (add it to shared/entity)")
		}
		specs = append(specs, sp)
	}
}

// Specs returns every spec of the countries.
func Specs() []Spec {
	specsOnce.Do(func() {
		for _, c := range countries {
			c()
		}
		// Every country's passport context is declared now.
		addPassportRivals()
		addRegistrationPenalty()
	})
	return append([]Spec(nil), specs...)
}

// Validate reports whether s (separators allowed) is a valid identifier of type id.
func Validate(typeID, s string) bool {
	c := compact(s)
	for _, sp := range Specs() {
		if sp.Type == typeID && sp.accepts(s, c) {
			return true
		}
	}
	return false
}

// Generate returns a random valid identifier of type id, and false when no spec
// of that type can generate one.
func Generate(typeID string, r *rand.Rand) (string, bool) {
	for _, sp := range Specs() {
		if sp.Type == typeID && sp.Generate != nil {
			return sp.Generate(r), true
		}
	}
	return "", false
}

func (sp *Spec) accepts(raw, c string) bool {
	if len(c) < sp.MinLen || len(c) > sp.MaxLen {
		return false
	}
	if sp.DigitsOnly && !allDigits(c) {
		return false
	}
	return sp.validFormat(raw, c)
}

// validFormat is accepts after the length and digit checks.
func (sp *Spec) validFormat(raw, c string) bool {
	// The check digit is far cheaper than the layout regexp and rejects most
	// candidates, so it runs first. Valid must accept any compact string of
	// MinLen..MaxLen characters without panicking.
	if sp.Valid != nil && !sp.Valid(c) {
		return false
	}
	return sp.Format == nil || sp.shape.allows(raw) && sp.Format.MatchString(raw)
}

func compact(s string) string {
	var b strings.Builder
	b.Grow(len(s))
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9', c >= 'A' && c <= 'Z':
			b.WriteByte(c)
		case c >= 'a' && c <= 'z':
			b.WriteByte(c - 32)
		}
	}
	return b.String()
}

func allDigits(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < '0' || s[i] > '9' {
			return false
		}
	}
	return s != ""
}

// maxTokens bounds the tokens one candidate may span ("1 85 05 78 006 084 36").
const maxTokens = 8

type recognizer struct {
	byLen  [65][]*Spec
	types  []string
	maxLen int
	// glued lists the specs with Suffixes
	glued []*Spec
	// headed lists the specs with a Head
	headed []*Spec
}

// Recognizer returns one recognizer over every registered spec.
func Recognizer() detect.Recognizer {
	r := &recognizer{}
	seen := map[string]bool{}
	for _, sp := range Specs() {
		sp := sp
		if sp.Format != nil {
			sp.shape = newFormatShape(sp.Format)
		}
		sp.passport = strings.HasSuffix(sp.Type, "_PASSPORT")
		if sp.Context != nil {
			sp.labels = detect.NewStemSet(sp.Context.Boost...)
			sp.foreignCtx = withoutShared(sp.Context)
			if len(sp.OwnLabels) > 0 {
				sp.ownCtx = &detect.Context{Boost: sp.OwnLabels, Penalty: sp.Context.Penalty,
					Before: sp.Context.Before, After: sp.Context.After, BoostBy: sp.Context.BoostBy, PenaltyBy: sp.Context.PenaltyBy}
			}
		}
		sp.sepOK = 0xff
		if sp.shape != nil {
			sp.sepOK = 0
			for _, c := range []byte(" -./") {
				if sp.shape.bytes[c] {
					sp.sepOK |= sepBit(c)
				}
			}
		}
		for l := sp.MinLen; l <= sp.MaxLen && l < len(r.byLen); l++ {
			r.byLen[l] = append(r.byLen[l], &sp)
		}
		if sp.MaxLen > r.maxLen {
			r.maxLen = sp.MaxLen
		}
		if len(sp.Suffixes) > 0 {
			r.glued = append(r.glued, &sp)
		}
		if sp.Head > 0 {
			r.headed = append(r.headed, &sp)
		}
		if !seen[sp.Type] {
			seen[sp.Type] = true
			r.types = append(r.types, sp.Type)
		}
	}
	return r
}

func (r *recognizer) Name() string       { return "national" }
func (r *recognizer) Types() []string    { return r.types }
func (r *recognizer) Needs() detect.Need { return detect.NeedDigit }

func (r *recognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	out = findGrouped(d, out)
	var buf [64]byte
	for _, g := range d.AlnumGroups() {
		toks := g.Tokens
		if len(r.headed) > 0 {
			out = r.findHeaded(d, toks, out)
		}
		// Tokens are letters and digits only, so the compact form of
		// toks[i..j] is a substring of the group's compact form, built once
		// (at the first candidate) instead of once per candidate.
		full := ""
		off := 0 // compact offset of toks[i]
		for i := range toks {
			if i > 0 {
				off += toks[i-1].End - toks[i-1].Start
			}
			// a lower-case word before a space is prose, not a country
			// prefix: "El número es 12345678Z" is a DNI, not the VAT number
			// "es 12345678Z"; "número de 123456789", "it will be 0123456789"
			prose := i+1 < len(toks) && d.Text[toks[i].End] == ' ' && lowerWord(d.Text[toks[i].Start:toks[i].End])
			n := 0
			seps := uint8(0) // the separators between toks[i] and toks[j]
			for j := i; j < len(toks) && j-i < maxTokens; j++ {
				// compact length so far, without building the string
				n += toks[j].End - toks[j].Start
				if j > i {
					seps |= sepBit(d.Text[toks[j-1].End])
					if prose {
						break
					}
				}
				if len(r.glued) > 0 && isUpperByte(d.Text[toks[j].End-1]) {
					out = r.findGlued(d, toks[i].Start, toks[j].Start, toks[j].End, seps, out)
				}
				if n > r.maxLen || n >= len(r.byLen) {
					break
				}
				cands := r.byLen[n]
				if len(cands) == 0 {
					continue
				}
				if seps&sepBit(' ') != 0 && (spacedDigits(d.Text, toks, i-1, toks[i].Start) || spacedDigits(d.Text, toks, j+1, toks[j].End)) {
					continue // part of a longer spaced number: "S1 801 22 0006 7113 4" holds no SSN
				}
				raw := d.Text[toks[i].Start:toks[j].End]
				if full == "" {
					full = compactInto(buf[:0], d.Text[g.Start:g.End])
				}
				c := full[off : off+n]
				digits := allDigits(c)
				for _, sp := range cands { // all of length n: accepts without the length test
					// the shape test before Valid: both must pass, and it
					// costs a few instructions
					if (digits || !sp.DigitsOnly) && !sp.shapeRejects(raw, seps) && sp.validFormat(raw, c) &&
						!(sp.DigitsOnly && (phoneLabelled(d, toks[i].Start, sp.labels) || refLabelled(d, toks[i].Start, sp.labels))) {
						m := detect.Match{Type: sp.Type, Start: toks[i].Start, End: toks[j].End,
							Score: sp.Score, Context: sp.Context, Country: sp.Country}
						if sp.DigitsOnly && sp.Country != "" && foreign(d, sp.Country, toks[i].Start) {
							if d.Lang != "" {
								m.Score -= foreignBy // its own label lifts it by its boost
								m.Context = sp.foreignCtx
							} else {
								m.Unlabelled = foreignBy // a guess: the label cancels it
							}
						}
						if sp.ownCtx != nil && (foreign(d, sp.Country, toks[i].Start) || labelForeign(d, sp.Country, toks[i].Start)) {
							m.Context = sp.ownCtx
						}
						if sp.passport {
							if c := capsPassportCountry(d, toks[i].Start); c != "" && c != sp.Country {
								m.Score -= capsRivalBy
							}
						}
						out = append(out, m)
					}
				}
			}
		}
	}
	return out
}

// phoneStems label a phone line: "Mobile:", "Tel", "Cell", "Fax", "call me
// on", in the supported languages (not vocab's PhoneWords, which hold
// "contact" and the Polish "numer").
var phoneStems = detect.NewStemSet("tel", "tele", "phone", "mobil", "mob", "cell", "fax", "faks", "ph", "landline", "handy",
	"tfno", "tlf", "tél", "télé", "móvil", "movil", "komórk", "komork", "whatsapp", "sms")

// phoneVerbs ask for a call, as whole words ("call me on ...", "ring"): as
// stems they would read "Calle Mayor" and "Ringstraße".
var phoneVerbs = []string{"call", "ring", "dial", "text"}

// phoneLabelled reports a phone label among the few words before the
// number at start, before any of the identifier's own labels (labels; nil
// when it has none): "Mobile: 401 023 2137", "Patient tel 943 476 5919" and
// "my mobile number is ..." are phone numbers, whatever check digit their
// digits pass (one ten-digit number in eleven passes the NHS number's mod
// 11); "NHS No: 943 476 5919" is not.
func phoneLabelled(d *detect.Doc, start int, labels *detect.StemSet) bool {
	phone := false
	d.LabelWordsBefore(start, 4, func(w string) bool {
		if labels != nil && labels.Match(w) {
			return false
		}
		if phoneStems.Match(w) || slices.ContainsFunc(phoneVerbs, func(v string) bool { return strings.EqualFold(w, v) }) {
			phone = true
			return false
		}
		return true
	})
	return phone
}

// capsCountryWords name a country only as written in capitals: "US
// passport no. 548213977" is American, the pronoun of "give us your
// passport number 548213977" names no one (the lower-case stems of
// stemsUSPassport cannot hold "us").
var capsCountryWords = map[string]string{"US": "US"}

// capsRivalBy lowers the other passports of the shape when a capitals-only
// word names one country's, as a rival's country word does (passportCtx's
// PenaltyBy).
const capsRivalBy = 0.05

// capsPassportCountry returns the country a capitals-only word names right
// before or right after a passport word among the label words before start
// ("US passport no.", "Passport (US):"), "" when none does.
func capsPassportCountry(d *detect.Doc, start int) string {
	country, next := "", ""
	d.LabelWordsBefore(start, 6, func(w string) bool {
		if next != "" && passportWordSet.Match(next) {
			country = capsCountryWords[w] // before the passport word
			return false
		}
		if passportWordSet.Match(w) {
			if c, ok := capsCountryWords[next]; ok {
				country = c // after it
				return false
			}
		}
		next = w
		return true
	})
	return country
}

// passportWordSet matches the passport words of every language.
var passportWordSet = detect.NewStemSet(stemsPassport...)

// foreignBy lowers a number of digits only whose country is not the text's
// (see foreign): "Vorgangsnummer 0612345678" in German text passed as a
// Danish CPR at 0.7, "Ticket #0201234567" as a Bulgarian EGN, "P.IVA
// 01234567890" as a Brazilian CPF. One ten-digit number in eleven with a
// date in it passes such a check, so without its label it is a reference
// number of the text's own country. When the language hint names the
// country, the score is lowered and the label lifts it by its boost ("Ihre
// dänische CPR-Nummer 061234-5678": 0.65); when the language is guessed or
// read off the label, it is lowered only when the label is not there (a
// guess is weaker evidence than the hint: "My cpr 2110625628" keeps 0.6).
// Numbers with letters or a country prefix keep their score.
const foreignBy = 0.4

// foreign reports an identifier of country, starting at byte start, in a
// text that is not that country's: the language hint, else the language the
// text's function words point to (Doc.Language), names other countries
// (detect.LangCountries); when neither says, the label before the number
// does (labelCountries), or it names a reference number ("Ticket
// #0201234567", "N° de dossier : 0612345678": vocab's ReferenceWords). A
// text of no known language with no such label (a lone number, a
// spreadsheet's cell) is no country's: nothing is foreign.
func foreign(d *detect.Doc, country string, start int) bool {
	if l := d.Language(); detect.LangCountries[l] != nil {
		return !detect.Local(l, country) && !slices.Contains(alsoLocal[l], country)
	}
	label := d.Text[d.LabelStart(start, labelCountryWords):start]
	named := false
	for c := range labelCountries(label) {
		if c == country {
			return false // its own label ("CPR-nummer 0612345678")
		}
		named = true
	}
	if !named {
		d.LabelWordsBefore(start, labelCountryWords, func(w string) bool {
			named = refWords.Match(w)
			return !named
		})
	}
	return named
}

// labelForeign reports a label before the number at start that names
// other countries than country only, whatever the text's language:
// "Steuernummer 2181508150" in English text names a German number.
func labelForeign(d *detect.Doc, country string, start int) bool {
	named := false
	for c := range labelCountries(d.Text[d.LabelStart(start, labelCountryWords):start]) {
		if c == country {
			return false
		}
		named = true
	}
	return named
}

// refLabelled reports a reference number's label among the few words
// before the number at start, before any of the identifier's own labels
// (labels; nil when it has none): "Rechnungsnummer 60112151115" (an
// Estonian isikukood's digits), "Zamówienie 60112151115" (a PESEL's),
// "Kundennummer 59876071434" (a Steuer-ID's) name an invoice, an order, a
// customer; "Bestellung für Steuer-ID 59876071434" is the Steuer-ID.
func refLabelled(d *detect.Doc, start int, labels *detect.StemSet) bool {
	ref := false
	d.LabelWordsBefore(start, 3, func(w string) bool {
		if labels != nil && labels.Match(w) {
			return false
		}
		ref = refWords.Match(w) || customerWords.Match(w)
		return !ref
	})
	return ref
}

// customerWords begin the labels of customer and client numbers.
var customerWords = detect.NewStemSet("kunden", "customer", "cliente", "klient")

// refWords begin the labels of reference numbers (vocab's ReferenceWords).
var refWords = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords })...)

// labelCountryWords is how many words before a number labelCountries reads.
const labelCountryWords = 3

// labelCountries yields the countries a label points to: those of the
// language a word of it is written in, by the number word it is or ends in
// ("Vorgangsnummer", "Kundennummer", "číslo", "numéro": numberWords), and
// the country whose identifier a word of it names when no other country's
// does ("P.IVA", "partita", "CPR", "PESEL": countryStems).
func labelCountries(label string) iter.Seq[string] {
	return func(yield func(string) bool) {
		if label == "" {
			return
		}
		lower := strings.ToLower(label)
		for w := range strings.FieldsFuncSeq(lower, func(r rune) bool { return !unicode.IsLetter(r) }) {
			for _, nw := range numberWords {
				if strings.HasSuffix(w, nw.word) {
					for _, c := range detect.LangCountries[nw.lang] {
						if !yield(c) {
							return
						}
					}
				}
			}
			for _, cs := range countryStems().byFirst[w[0]] {
				if detect.StemMatch(w, cs.stem) && !yield(cs.country) {
					return
				}
			}
		}
		for _, cs := range countryStems().compound {
			if wordPrefixIn(lower, cs.stem) && !yield(cs.country) {
				return
			}
		}
	}
}

// numberWords are the words of five bytes or more among vocab's
// LabelFillers ("nummer", "number", "číslo", "numéro", "numero",
// "reference", "kennung"), with their language; a word ending in one is
// written in that language (German compounds: "Vorgangsnummer").
var numberWords = func() []struct{ word, lang string } {
	var out []struct{ word, lang string }
	for _, l := range vocab.Languages() {
		lx, _ := vocab.Of(l)
		for _, w := range lx.LabelFillers {
			if len(w) >= 5 {
				out = append(out, struct{ word, lang string }{strings.ToLower(w), l})
			}
		}
	}
	return out
}()

type countryStem struct{ stem, country string }

// countryStems indexes the boosting context stems of the specs that belong
// to one country only ("cpr", "pesel", "partita", "p.iva"), by first byte;
// compound holds those of several words ("p.iva", "sv-nummer").
var countryStems = sync.OnceValue(func() (x struct {
	byFirst  [256][]countryStem
	compound []countryStem
}) {
	owners := map[string]map[string]bool{}
	for _, sp := range Specs() {
		if sp.Context == nil || sp.Country == "" {
			continue
		}
		for _, st := range sp.Context.Boost {
			st = strings.ToLower(st)
			if owners[st] == nil {
				owners[st] = map[string]bool{}
			}
			owners[st][sp.Country] = true
		}
	}
	for _, st := range slices.Sorted(maps.Keys(owners)) {
		if len(owners[st]) != 1 || st == "" {
			continue
		}
		for c := range owners[st] {
			cs := countryStem{st, c}
			if strings.ContainsAny(st, " -./'") {
				x.compound = append(x.compound, cs)
			} else {
				x.byFirst[st[0]] = append(x.byFirst[st[0]], cs)
			}
		}
	}
	return x
})

// wordPrefixIn reports stem in t at the start of a word.
func wordPrefixIn(t, stem string) bool {
	for i := 0; ; {
		k := strings.Index(t[i:], stem)
		if k < 0 {
			return false
		}
		k += i
		if r, _ := utf8.DecodeLastRuneInString(t[:k]); k == 0 || !unicode.IsLetter(r) && !unicode.IsDigit(r) {
			return true
		}
		i = k + 1
	}
}

// spacedDigits reports a token k of digits only, one blank apart from the
// candidate's edge at edge: the candidate is part of a longer number written
// in spaced groups (a meter, account or reference number).
func spacedDigits(t string, toks []detect.Span, k, edge int) bool {
	if k < 0 || k >= len(toks) {
		return false
	}
	tk := toks[k]
	if tk.End == edge-1 && t[tk.End] == ' ' || tk.Start == edge+1 && t[edge] == ' ' {
		return allDigits(t[tk.Start:tk.End])
	}
	return false
}

// lowerWord reports a token of lower-case ASCII letters only.
func lowerWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] < 'a' || s[i] > 'z' {
			return false
		}
	}
	return s != ""
}

func compactInto(b []byte, s string) string {
	for i := 0; i < len(s); i++ {
		c := s[i]
		switch {
		case c >= '0' && c <= '9', c >= 'A' && c <= 'Z':
			b = append(b, c)
		case c >= 'a' && c <= 'z':
			b = append(b, c-32)
		}
	}
	return string(b)
}

// stemsRegistration label the registration numbers of doctors, lawyers and
// firms, which no national id is (the dev set's guide leaves them
// unlabelled): "RPPS 10101987265" is not a PESEL, "nº colegiado" not a DNI
// (vocab's RegistrationWords).
var stemsRegistration = vocab.All(func(l *vocab.Lexicon) []string { return l.RegistrationWords })

// addRegistrationPenalty adds stemsRegistration to the penalties of every
// spec's context (contexts shared by specs once each); a spec without one
// gets one of the penalties alone.
func addRegistrationPenalty() {
	done := map[*detect.Context]bool{}
	var bare *detect.Context
	for i := range specs {
		c := specs[i].Context
		if c == nil {
			if bare == nil {
				bare = &detect.Context{Penalty: stemsRegistration}
			}
			specs[i].Context = bare
			continue
		}
		if done[c] {
			continue
		}
		done[c] = true
		p := append([]string(nil), c.Penalty...) // the list may be another's too
		for _, st := range stemsRegistration {
			if !slices.Contains(p, st) {
				p = append(p, st)
			}
		}
		c.Penalty = p
	}
}

func isUpperByte(c byte) bool { return c >= 'A' && c <= 'Z' }

// findGlued finds a value of a spec with Suffixes in Text[start:end] whose
// last token (from last) ends in one of them glued to a digit
// ("CHE-116.281.710MWST"): the span ends before the suffix. seps are the
// separators between the tokens.
func (r *recognizer) findGlued(d *detect.Doc, start, last, end int, seps uint8, out []detect.Match) []detect.Match {
	tok := d.Text[last:end]
	for _, sp := range r.glued {
		for _, suf := range sp.Suffixes {
			k := len(tok) - len(suf)
			if k < 1 || tok[k:] != suf || !isDigitByte(tok[k-1]) {
				continue
			}
			raw := d.Text[start : end-len(suf)]
			c := compact(raw)
			if len(c) < sp.MinLen || len(c) > sp.MaxLen || sp.shapeRejects(raw, seps) || !sp.validFormat(raw, c) {
				continue
			}
			out = append(out, detect.Match{Type: sp.Type, Start: start, End: end - len(suf),
				Score: sp.Score, Context: sp.Context, Country: sp.Country})
		}
	}
	return out
}

// findHeaded finds a value of a spec with a Head whose head of capitals
// stands one space before the group's first token ("MORGA 657054 SM9IJ":
// the group is "657054 SM9IJ"): the head and the group's first tokens are
// tried as one candidate.
func (r *recognizer) findHeaded(d *detect.Doc, toks []detect.Span, out []detect.Match) []detect.Match {
	t := d.Text
	gs := toks[0].Start
	if gs < 2 || t[gs-1] != ' ' || !isUpperByte(t[gs-2]) {
		return out
	}
	hs := gs - 1
	for hs > 0 && isUpperByte(t[hs-1]) {
		hs--
	}
	if hs > 0 && (isLetterByte(t[hs-1]) || isDigitByte(t[hs-1]) || t[hs-1] == '_') {
		return out // inside a word
	}
	head := gs - 1 - hs
	for _, sp := range r.headed {
		if sp.Head != head {
			continue
		}
		seps := sepBit(' ')
		for j := 0; j < len(toks) && j < maxTokens; j++ {
			if j > 0 {
				seps |= sepBit(t[toks[j-1].End])
			}
			raw := t[hs:toks[j].End]
			c := compact(raw)
			if len(c) > sp.MaxLen {
				break
			}
			if len(c) < sp.MinLen || sp.shapeRejects(raw, seps) || !sp.validFormat(raw, c) {
				continue
			}
			out = append(out, detect.Match{Type: sp.Type, Start: hs, End: toks[j].End,
				Score: sp.Score, Context: sp.Context, Country: sp.Country})
		}
	}
	return out
}

func isDigitByte(c byte) bool { return c >= '0' && c <= '9' }

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= 0x80 }

// sharedStems are the words of helpers.go that name a social security
// number in every language, not one country's (stemsSocial: "social
// security", "sécurité", "seguridad", "previdenza", ...). The other shared
// lists stay: a country lists some of their words as its own ("national"
// is Belgium's: "Nationalregisternummer 92.11.04-262.75" in German text).
var sharedStems = func() map[string]bool {
	m := map[string]bool{}
	for _, l := range [][]string{stemsSocial} {
		for _, w := range l {
			m[w] = true
		}
	}
	return m
}()

// withoutShared returns c without the shared stems among its boosts (c
// itself when it has none); nil when nothing of its own is left to boost.
func withoutShared(c *detect.Context) *detect.Context {
	own := make([]string, 0, len(c.Boost))
	for _, w := range c.Boost {
		if !sharedStems[w] {
			own = append(own, w)
		}
	}
	if len(own) == len(c.Boost) {
		return c
	}
	return &detect.Context{Boost: own, Penalty: c.Penalty, Before: c.Before, After: c.After, BoostBy: c.BoostBy, PenaltyBy: c.PenaltyBy}
}
