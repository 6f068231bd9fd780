package generic

import (
	"bytes"
	"slices"
	"strings"
	"unicode"

	"github.com/nyaruka/phonenumbers"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
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

// regionsOfLang are the regions whose national formats a language hint
// implies: the language's countries; for Italian Switzerland too (Ticino
// writes Italian; its 07x mobiles read as Italian landlines), and for English
// Ireland and Australia (their numbers are written with their trunk 0 and
// tried only so, see trunkOnly), for Spanish the Spanish-speaking countries
// of Latin America after Spain (see latamWritten).
var regionsOfLang = func() map[string][]string {
	m := map[string][]string{}
	for l, rs := range detect.LangCountries {
		m[l] = append([]string(nil), rs...)
	}
	m["it"] = append(m["it"], "CH")
	m["en"] = append(m["en"], "IE", "AU")
	m["es"] = append(m["es"], "AR", "CL", "CO", "MX", "PE", "UY")
	// North America's Spanish and French speakers: a Hispanic patient's
	// form in Texas, a Quebec firm's letter; its numbers count there only
	// in their own shape (nanpAfter)
	m["es"] = append(m["es"], "US")
	m["fr"] = append(m["fr"], "CA")
	return m
}()

// nanpAfter are the North American regions a hint tries after its own:
// a number counts for them only written as North America writes it,
// "(210) 519-8846", "819 563-2470" (nanpShape); ten digits in one run are
// an order or a contract number more often.
var nanpAfter = map[string]bool{"US": true, "CA": true}

// trunkPrefixed are the regions whose numbers are written at home with
// their trunk prefix 0 ("030 1234567", "020 7946 0958", "01 42 68 53
// 00"); without it a number is one dialled locally, without its area code,
// and no longer than maxLocalDigits. A longer run without the 0 ("3408
// 7721 5590 12", a parcel's tracking number) is none of theirs, though the
// library's liberal plan for Germany validates it.
var trunkPrefixed = map[string]bool{"DE": true, "AT": true, "CH": true, "FR": true, "BE": true, "GB": true, "SK": true}

// maxLocalDigits: a subscriber's number with an extension, "636-12345".
const maxLocalDigits = 10

// localLength reports s, written for a trunkPrefixed region r, as long as
// a number there may be: with its trunk 0, or short enough to be dialled
// without the area code.
func localLength(s, r string) bool {
	return !trunkPrefixed[r] || trunkZero(s) || digitCount(s) <= maxLocalDigits
}

// trunkOnly are the regions a hint adds for phone numbers alone: a national
// number counts for them only as written at home, after the trunk prefix 0
// ("085-331-2046", "(01) 497 3318", "(08) 9434 6120"); seven or eight
// digits without it are an order or a reference number more often than an
// Irish or Australian landline. They come after GB and US, whose numbers
// keep their reading: Australia's ten digits with the 0 are no valid
// British or North American number.
var trunkOnly = map[string]bool{"IE": true, "AU": true, "AR": true, "UY": true}

// groupedOnly are the regions of Spanish text after Spain whose national
// numbers have no trunk prefix (Mexico, Colombia, Chile, and Peru's
// mobiles): one counts for them only written in groups as at home ("81
// 8340 1276", "(606) 741 2290", "9 8765 4321", "987 654 321"); ten digits
// in one run are an order or a contract number more often. Spain's nine
// digits are tried first and keep their reading.
var groupedOnly = map[string]bool{"MX": true, "CO": true, "CL": true, "PE": true}

// latam are the regions regionsOfLang adds to Spanish.
var latam = map[string]bool{"AR": true, "CL": true, "CO": true, "MX": true, "PE": true, "UY": true}

// nationalForm reports s written as a national number of region r counts
// there: with its trunk 0 in a trunkOnly region (Peru's landlines too:
// "(01) 234 5678"), in groups in a groupedOnly one (Peru's mobiles open
// with 9). A Latin American number is moreover written in its groups
// (latamGroups).
func nationalForm(s, r string) bool {
	if latam[r] && !latamGroups(s, r) {
		return false
	}
	switch {
	case r == "PE":
		return trunkZero(s) || s[0] == '9'
	case trunkOnly[r]:
		return trunkZero(s)
	case groupedOnly[r]:
		return s[0] != '0'
	}
	return true
}

// writtenFor reports s written as a national number of hint[i] is
// (nationalForm), in North America's groups when that is a region tried
// after the hint's own (nanpAfter), and of a length its trunk prefix
// allows (localLength).
func writtenFor(s string, hint []string, i int) bool {
	r := hint[i]
	return nationalForm(s, r) && (i == 0 || !nanpAfter[r] || nanpGrouped(s)) && localLength(s, r)
}

// latamGroups reports s written as Latin America writes its numbers: the
// first group, bracketed or not, as the region's national format opens,
// then groups of three or four digits apart by a space or a hyphen ("(0341)
// 448-3902", "55 1234 5678", "300 123 4567"). A Spanish collegiate number
// "41 41 26458", a postcode after a number ("20134 48080") or an amount
// with dots is none.
func latamGroups(s, r string) bool {
	t := strings.TrimPrefix(s, "(")
	g := firstGroup(t)
	if g == "" {
		return false
	}
	n, k := 0, 0 // digits of the group being read after the first; groups read
	for i := len(g); i <= len(t); i++ {
		if i < len(t) && isDigit(t[i]) {
			n++
			continue
		}
		if n != 0 && (n < 3 || n > 4) && !(r == "AR" && k == 0 && t[i-2:i] == "15") {
			return false // (an Argentine mobile's 15 after the area code: "0341 15-448-3902")
		}
		if n != 0 {
			k++
		}
		n = 0
		if i < len(t) && t[i] != ' ' && t[i] != '-' && t[i] != ')' {
			return false
		}
	}
	if r == "AR" && len(g) > 1 && g[0] == '0' {
		// the library writes a mobile with its 15 as "09 15-448-3902":
		// the area code written opens the national number, after the 9 of
		// a mobile ("0341 15-448-3902" is 9 341 448 3902)
		if _, nsn, ok := fastParse(s, r); ok {
			return strings.HasPrefix(nsn, g[1:]) || strings.HasPrefix(nsn, "9"+g[1:])
		}
	}
	return trunkFirstGroup(s, r) == g
}

// arLocalMobile reports an Argentine mobile written as dialled inside its
// area, 15 and the local number in two groups: "15 4321-5678", "15-448-3902".
// Without the area code no plan validates it; the shape is Argentina's
// alone.
func arLocalMobile(s string) bool {
	if len(s) < 10 || s[:2] != "15" || s[2] != ' ' && s[2] != '-' {
		return false
	}
	a, b, ok := strings.Cut(s[3:], "-")
	if !ok {
		a, b, ok = strings.Cut(s[3:], " ")
	}
	return ok && (len(a) == 3 || len(a) == 4) && len(b) == 4 && digitCount(a) == len(a) && digitCount(b) == len(b)
}

// trunkZero reports a national number written with its trunk prefix 0,
// bracketed or not, or a freephone or shared-cost number, dialled without
// it: Irish "1800 123 456", "1850 ...", "1890 ..."; Australian "1300 655
// 506" (libphonenumber tells the regions' ranges apart).
func trunkZero(s string) bool {
	s = strings.TrimPrefix(s, "(")
	if strings.HasPrefix(s, "1800") || strings.HasPrefix(s, "1850") || strings.HasPrefix(s, "1890") || strings.HasPrefix(s, "1300") {
		return true
	}
	return len(s) > 1 && s[0] == '0' && s[1] != '0'
}

// phoneContext lifts a phone candidate; stems of under four bytes match whole
// words only.
var phoneContext = &detect.Context{
	// vocab's PhoneWords, and the abbreviations and services of no one
	// language
	Boost: append([]string{"tel", "tele", "fax", "sms", "whatsapp", "hotline", "mob", "ph"},
		vocab.All(func(l *vocab.Lexicon) []string { return l.PhoneWords })...),
	// numbers next to these words are ids, not phones (the context stops at
	// a clause boundary, so "Steuer-ID ..., Telefon 0171 ..." is not read)
	Penalty: append(append(append([]string{"nhc", "nass", "cipa", "iban", "account", "acct", "acc", "konto", "rachun", "kto", "girokonto", "sparkonto", "gehaltskonto", "geschäftskonto", "firmenkonto", "privatkonto", "tagesgeldkonto", "empfängerkonto", "zielkonto", "cuenta", "cta", "ccc", "order", "invoice", "pedido", "license", "licence", "zip", "postcode", "plz",
		"tax", "taxp", "steuer", "fiscal", "regon", "vat", "ust", "ičo", "personnummer",
		"tva", "mwst", "btw", // "Numéro de TVA : LU 1502 7442"
		// case, patient, order, contract, register and serial numbers:
		// "Fall-Nr.: 2025-0187734", "Pat.-ID: 40012873", "objednávka
		// 2611-04471", "Mietvertragsnummer: 0447-2210-05", "KRS pod nr
		// 0000932290", "SIREN 487883753", "Numer seryjny: FD 0312 400518"
		"fall", "fallnr", "pat", "patient", "nhs", "auftrag", "bestell", "vertrag", "mietvertrag", "kundennr", "rechnung",
		"objednávk", "objednavk", "objednávk", "zakázk", "faktur", "commande", "facture", "factura", "albarán", "albaran", "ordine", "fattura", "zamówien",
		"krs", "siren", "siret", "seryjn", "serial", "sériov", "seriov", "op",
		// company registers and tax numbers in imprints and footers: "RCS
		// Paris B 512 345 678", "P.IVA 01234567890" ("company" would take
		// "Company switchboard: 020 7946 0000" too)
		"rcs", "iva", "piva", "rea", "cif", "registro", "handelsregister",
		// an insured person's number: "číslo pojištěnce 0482565702", "Versichertennr."
		"pojištěnc", "pojištěnec", "pojistenc", "poistenc", "poistenec", "versicherten", "versichertennr", "kvnr", "svnr", "afiliación", "afiliacion",
		// contract, policy and payment reference numbers: "contrat n°
		// 0188-2271-55", "Verwendungszweck: NK 2025 / 7-0419"
		"contract", "contrat", "contrato", "contratto", "umow", "smlouv", "zmluv", "polizza", "póliza", "poliza",
		"verwendungszweck",
		// an Argentine registered letter's number: "CARTA DOCUMENTO · CD
		// 915473208"
		"cd",
		// customer, case and mandate numbers: "Kundennummer 0123456789",
		// "Mandatsreferenz:" (the labels of several words are labelPhrases;
		// not "pratica", which begins "praticamente")
		"kundennummer", "mandatsref", "referenz", "référence", "dossier",
		// Swiss postal accounts: "CCP 10-12345-6", "Postkonto 80-12345-6"
		"ccp", "postkonto", "postcheckkonto",
		// the Belgian national register number: "Nationalregisternummer
		// 92.11.04-262.75" is a German landline's digits
		"nationalregister", "rijksregister", "niss", "insz"},
		// the registration numbers of doctors and firms: "nº colegiado 28/123456"
		vocab.All(func(l *vocab.Lexicon) []string { return l.RegistrationWords })...),
		// personal and tax numbers: "DNI", "PESEL", "St.-Nr.", "NIP", "rodné číslo"
		idWordsNoPhone(vocab.All(func(l *vocab.Lexicon) []string { return l.PersonalIDWords }))...),
		idWordsNoPhone(vocab.All(func(l *vocab.Lexicon) []string { return l.TaxIDWords }))...),
	PenaltyBy: 0.4,
}

// idWordsNoPhone are the labels of personal and tax numbers without "cf",
// Italian's codice fiscale and English's "compare" ("see cf. 020 7946
// 0000" is a phone), nor "nie", Spain's foreigner number and Polish's
// "not" ("nie, teraz 731 204 588"): a NIE opens and ends with a letter, no
// phone's digits.
func idWordsNoPhone(words []string) []string {
	return slices.DeleteFunc(words, func(w string) bool { return w == "cf" || w == "nie" })
}

var phoneBoost = detect.NewStemSet(phoneContext.Boost...)

// phonePenalty: a penalty word nearer to a number than any phone word
// keeps an invalid number from being a phone by its label ("Numer
// seryjny: FD 0312 400518": "numer" is a phone word too).
var phonePenalty = detect.NewStemSet(phoneContext.Penalty...)

// phonePenaltyOnly is phoneContext without its boost, for a number whose
// nearest label is a penalty word (penaltyFirst).
var phonePenaltyOnly = &detect.Context{Penalty: phoneContext.Penalty, PenaltyBy: phoneContext.PenaltyBy}

// pairedPenalty reports the second number of a pair after one label whose
// nearest word is another id's ("Routing and account: 121000248 /
// 4417893320"): the words read before the second number stop at the first.
func pairedPenalty(d *detect.Doc, start int) bool {
	p := d.PairedRun(start)
	return p >= 0 && penaltyFirst(d, p)
}

// penaltyFirst reports a penalty word (another id's label) among the words
// before the number at start, in its clause, before any phone word.
func penaltyFirst(d *detect.Doc, start int) bool {
	penalty := false
	d.LabelWordsBefore(start, 6, func(w string) bool {
		if phoneBoost.Match(w) || anyWord(w, phoneCallWords) {
			return false
		}
		penalty = phonePenalty.Match(w)
		return !penalty
	})
	return penalty
}

// passportStems are the passport words of the eight languages (vocab's
// PassportWords).
var passportStems = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.PassportWords })...)

// passportFirst reports a passport word among the few label words before
// the number at start, before any phone word: "passeport américain n°
// 123456789" is a passport's number, though a French plan reads nine
// digits as a mobile. A passport word that only names an office ("Passport
// office: call 0300 222 0000") stands behind the call.
func passportFirst(d *detect.Doc, start int) bool {
	// every passport word holds "pas" (passport, Reisepass, passeport,
	// pasaporte, passaporto, paszport, cestovní pas): a text without it
	// before the number reads no words
	if !containsFold(d.Text[max(0, start-48):start], "pas") {
		return false
	}
	found := false
	n, qualified := 0, true // words read; all of them a passport's qualifiers
	d.LabelWordsBefore(start, passportWordsMax, func(w string) bool {
		if phoneBoost.Match(w) || anyWord(w, phoneCallWords) || officeStems.Match(w) {
			return false
		}
		n++
		if passportStems.Match(w) {
			found = n <= passportWords || qualified
			return false
		}
		qualified = qualified && passportQualifiers.Match(w)
		return true
	})
	return found
}

// passportWords is how many words before a number passportFirst reads;
// up to passportWordsMax when they all qualify the passport ("passeport
// des États-Unis n° 123456789").
const passportWords, passportWordsMax = 4, 6

// passportQualifiers may stand between a passport word and its number:
// vocab's PassportQualifiers and LabelFillers, and the number's
// abbreviations.
var passportQualifiers = detect.NewStemSet(append(append([]string{"n", "no", "nr", "nº", "n°", "č", "c"},
	vocab.All(func(l *vocab.Lexicon) []string { return l.PassportQualifiers })...),
	vocab.All(func(l *vocab.Lexicon) []string { return l.LabelFillers })...)...)

// officeStems name an office or a service, whose number is a phone's
// ("Passport office: 0300 222 0000").
var officeStems = detect.NewStemSet("office", "service", "helpline", "agency", "bureau", "amt", "behörde", "stelle",
	"ufficio", "oficina", "urząd", "urzad", "úřad", "urad", "úrad")

var faxStems = detect.NewStemSet("fax", "faks", "telefax", "télécopie", "telecopie", "fax.", "faxu", "faxem")

var mobileStems = detect.NewStemSet("mobil", "móvil", "movil", "cell", "celular", "cellulare", "handy", "portable", "komórk", "komork", "mob", "gsm", "natel")

func (p Phone) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	runs := d.DigitRuns()
	hint := regionsOfLang[d.Lang]
	// verdicts are memoised for this text only: no submitted number outlives
	// the request in the recognizer
	var memo phoneMemo
	guess := ""     // the text's language when the request gives none
	var cues cueSet // the neighbouring countries the text names, read on first use
	for i := 0; i < len(runs); i++ {
		if cardGroups(t, runs, i) {
			continue // "4970 1012 3456 7890": no phone nor part of one
		}
		start, end, next := phoneSpan(t, runs, i)
		i = next - 1
		if k := roundTheClock(t, start, end); k > start {
			start = k // "Reperibilità 24/7 800 913 447": the hours, then the number
		}
		n := digitCount(t[start:end])
		if n > 15 && next == i+1 {
			if labelPhraseBefore(t, start) {
				continue
			}
			// one run of several numbers: "212-555-0134 646-555-0199"
			out = p.findInRun(d, start, end, hint, &memo, out)
			continue
		}
		if n == 6 && harmonised116(t[start:end]) && !notPhone(t, start, end, n) && !labelPhraseBefore(t, start) {
			// "Sperr-Notruf unter 116 116": a service number of the EU's
			// harmonised range, no national plan's
			out = append(out, detect.Match{Type: "PHONE_NUMBER", Start: start, End: end, Score: scoreHarmonised, Context: phoneContext})
			continue
		}
		// another id's label right before the number ("Company No.
		// 01234567", "Numéro client 0123456789", "A/C No: ..."), read only
		// for a number of a phone's length
		if n < 6 || n > 15 || n == 6 && !luShort(d, &cues, start, end) && !tollFreeShort(d, start, end, hint) || notPhone(t, start, end, n) ||
			labelPhraseBefore(t, start) || refLabelBefore(d, start) || passportFirst(d, start) || sirenInRegister(t, start, end, n) {
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
			typ, score = p.classifyGuessed(&memo, t[start:end], guess)
		} else {
			typ, score = memo.classify(p, t[start:end], d.Lang, hint)
		}
		if !intlPrefix(t[start:end]) {
			h := hint
			if h == nil {
				h = regionsOfLang[guess]
			}
			if ct, cs, ok := cuedType(d, &cues, t[start:end], h, typ, score); ok {
				typ, score = ct, cs
			}
		}
		ctx := phoneContext
		if penaltyFirst(d, start) {
			// "Please phone the ward about NHS number 943 476 5919": the
			// id's label is nearer than the phone word, which names no
			// number here
			ctx = phonePenaltyOnly
		}
		if pairedPenalty(d, start) {
			// the pair's label is another id's and the context, stopping
			// at the pair's first number, does not reach it: its penalty
			// here
			score -= phoneContext.PenaltyBy
			if score < 0.3 {
				continue
			}
		}
		if score < 0.3 && gbDramaNumber(t[start:end], hint) {
			// Ofcom's drama range: phone-shaped, only libphonenumber's
			// plan calls it unassigned; reported, below a valid number
			typ, score = "MOBILE_PHONE_NUMBER", scoreDrama
		}
		if score < 0.3 {
			// not valid where the hint points: only a phone word right next to
			// it makes it one ("call me on 9472 7916", "416 60 039 office")
			if !phoneWordNear(d, start, end) {
				continue
			}
			score, ctx = 0.55, nil
		}
		// a label in brackets after a number is that number's: "(415)
		// 555-0132 (cell), (415) 555-0177 (work)"; it types the number
		// before it and not the next one
		after := bracketLabelAfter(t, end)
		prev := bracketLabelBefore(t, start)
		if after != "" && faxStems.Match(after) || !prev && nearWordsBefore(d, start, faxStems) {
			typ = "FAX_NUMBER"
		} else if (typ == "PHONE_NUMBER" || typ == "LANDLINE_PHONE_NUMBER") &&
			(after != "" && mobileStems.Match(after) || !prev && nearWordsBefore(d, start, mobileStems)) &&
			(typ == "PHONE_NUMBER" || hint == nil || t[start] != '+' && mobileInRegions(t[start:end], mobileLabelRegions)) {
			// without a hint the region that called it a landline is a guess;
			// the label is not, nor where a neighbouring region calls it a
			// mobile ("Handy 0791234567": a German landline, a Swiss mobile;
			// "Handynummer 0475 12 34 56" in German-speaking Belgium)
			typ = "MOBILE_PHONE_NUMBER"
		}
		out = append(out, detect.Match{Type: typ, Start: start, End: end, Score: score, Context: ctx})
	}
	return out
}

// Bounds of findInRun: a run of more groups or digits is a table of
// numbers, not a few phone numbers side by side.
const (
	maxSplitGroups = 16
	maxSplitDigits = 45
)

// findInRun finds phone numbers side by side in one digit run whose groups
// are separated by spaces. Numbers written alike repeat the run's pattern of
// group lengths ("212 555 0134 646 555 0199": 3 3 4 | 3 3 4), so the run is
// cut at the shortest period that gives 7-15 digits a number; without one,
// from each group the longest sequence of groups that validates is taken and
// the search goes on after it. Only numbers valid for the hint's regions
// count here (no context fallback): the run itself was too long to be one.
func (p Phone) findInRun(d *detect.Doc, start, end int, hint []string, memo *phoneMemo, out []detect.Match) []detect.Match {
	t := d.Text
	if digitCount(t[start:end]) > maxSplitDigits {
		return out
	}
	var starts [maxSplitGroups + 1]int
	ns := 0
	starts[ns] = start
	ns++
	for k := start; k < end; k++ {
		if t[k] == ' ' {
			if ns == maxSplitGroups {
				return out
			}
			starts[ns] = k + 1
			ns++
		}
	}
	starts[ns] = end + 1 // group g is t[starts[g] : starts[g+1]-1]
	groupDigits := func(a, b int) int { return digitCount(t[starts[a] : starts[b]-1]) }
	// try emits groups [a, b) when they validate as one number
	try := func(a, b int) bool {
		s, e := starts[a], starts[b]-1
		n := digitCount(t[s:e])
		if n < 7 || n > 15 || notPhone(t, s, e, n) {
			return false
		}
		typ, score := memo.classify(p, t[s:e], d.Lang, hint)
		if score < 0.3 {
			return false
		}
		if nearWordsBefore(d, s, faxStems) {
			typ = "FAX_NUMBER"
		} else if typ == "PHONE_NUMBER" && nearWordsBefore(d, s, mobileStems) {
			typ = "MOBILE_PHONE_NUMBER"
		}
		out = append(out, detect.Match{Type: typ, Start: s, End: e, Score: score, Context: phoneContext})
		return true
	}
	// the longest period whose every number validates: "0151 2345 6789
	// 0171 2345 6789" is two mobiles, though each pair of its groups is a
	// German landline's length too
	from := len(out)
period:
	for per := ns / 2; per >= 1; per-- {
		if ns%per != 0 {
			continue
		}
		for g := per; g < ns; g++ {
			if groupDigits(g, g+1) != groupDigits(g-per, g-per+1) {
				continue period
			}
		}
		if n := groupDigits(0, per); n < 7 || n > 15 {
			continue
		}
		for a := 0; a < ns; a += per {
			if !try(a, a+per) {
				out = out[:from]
				continue period
			}
		}
		return out
	}
	for a := 0; a < ns; a++ {
		for b := ns; b > a; b-- {
			if try(a, b) {
				a = b - 1
				break
			}
		}
	}
	return out
}

// harmonised116 are the numbers of the EU's harmonised services of social
// value in use (missing children, child helpline, the medical on-call
// service, emotional support) and Germany's card blocking line, 116 116,
// dialled alike in every member state and written "116 123" or "116123".
func harmonised116(s string) bool {
	s = strings.Replace(s, " ", "", 1)
	switch s {
	case "116000", "116006", "116111", "116116", "116117", "116123":
		return true
	}
	return false
}

// roundTheClock returns where the number begins in the span [start, end)
// that opens with the hours of a service, "24/7 ", "7/24 " or "24/24 ",
// joined to it as one digit run; start when it does not.
func roundTheClock(t string, start, end int) int {
	for _, h := range [...]string{"24/7 ", "7/24 ", "24/24 "} {
		if k := start + len(h); k < end && t[start:k] == h && isDigit(t[k]) {
			return k
		}
	}
	return start
}

// tollFreeShort reports a number of six digits at [start, end) that the
// hint's first region calls a freephone number: Italy's 803 numbers, "803
// 116" (ACI's road assistance). Other six digits are a reference, a
// postcode or an amount far more often; with a thousands' dot ("803.116")
// only a phone word next to it says it is no amount.
func tollFreeShort(d *detect.Doc, start, end int, hint []string) bool {
	s := d.Text[start:end]
	return len(hint) > 0 && strings.HasPrefix(s, "80") && nationalType(s, hint[0]) == phonenumbers.TOLL_FREE &&
		(strings.IndexByte(s, '.') < 0 || phoneWordNear(d, start, end))
}

// scoreHarmonised: a six-digit number that is a phone only as one of
// harmonised116; another id's label nearby takes it below the threshold.
const scoreHarmonised = 0.5

// scoreDrama is the score of a number in Ofcom's drama range: above the
// default threshold, below every number the plan calls valid.
const scoreDrama = 0.5

// gbDramaNumber reports a British mobile number of the range Ofcom keeps
// for drama, 07700 900000-900999 (+44 7700 900xxx), which libphonenumber
// calls invalid: in text it is a phone number all the same. Without +44
// only where the regions include GB (or none are hinted).
func gbDramaNumber(s string, hint []string) bool {
	var buf [16]byte
	n := 0
	for i := 0; i < len(s) && n < len(buf); i++ {
		if isDigit(s[i]) {
			buf[n] = s[i]
			n++
		}
	}
	d := string(buf[:n])
	switch {
	case len(d) == 12 && strings.HasPrefix(d, "447700900") && strings.HasPrefix(s, "+"):
		return true
	case len(d) == 11 && strings.HasPrefix(d, "07700900"):
		if hint == nil {
			return true
		}
		for _, r := range hint {
			if r == "GB" {
				return true
			}
		}
	}
	return false
}

// phoneCallWords must match whole words ("call" is not "Calle").
var phoneCallWords = []string{"call", "ring", "text", "reach", "dial"}

// phoneLabelsAfter are the labels that follow a number in lists
// ("082 490 1693-Office").
var phoneLabelsAfter = []string{"office", "fax", "mobile", "cell", "home", "work", "phone", "tel"}

func phoneWordNear(d *detect.Doc, start, end int) bool {
	found := false
	penalty := false
	d.LabelWordsBefore(start, 4, func(w string) bool {
		found = phoneBoost.Match(w) || anyWord(w, phoneCallWords)
		penalty = !found && phonePenalty.Match(w)
		return !found && !penalty
	})
	if penalty {
		return false
	}
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

// bracketLabelAfter returns the word in brackets right after a number
// ending at end ("555-0132 (cell)"), or "".
func bracketLabelAfter(t string, end int) string {
	k := end
	for k < len(t) && k-end < 2 && t[k] == ' ' {
		k++
	}
	if k >= len(t) || t[k] != '(' {
		return ""
	}
	j := k + 1
	for j < len(t) && j-k <= 12 && (t[j] >= 'a' && t[j] <= 'z' || t[j] >= 'A' && t[j] <= 'Z') {
		j++
	}
	if j == k+1 || j >= len(t) || t[j] != ')' {
		return ""
	}
	return t[k+1 : j]
}

// bracketLabelBefore reports a word in brackets after the previous number
// right before the number at start ("555-0132 (cell), 555-0177"): the
// previous number's label, not this one's.
func bracketLabelBefore(t string, start int) bool {
	j := start
	for j > 0 && start-j < 4 && (t[j-1] == ' ' || t[j-1] == ',' || t[j-1] == ';') {
		j--
	}
	if j == 0 || t[j-1] != ')' {
		return false
	}
	k := j - 1
	for k > 0 && j-k <= 13 && (t[k-1] >= 'a' && t[k-1] <= 'z' || t[k-1] >= 'A' && t[k-1] <= 'Z') {
		k--
	}
	if k == j-1 || k == 0 || t[k-1] != '(' {
		return false
	}
	k--
	for k > 0 && t[k-1] == ' ' {
		k--
	}
	return k > 0 && t[k-1] >= '0' && t[k-1] <= '9'
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
		// an opening bracket after more than a country code or trunk prefix
		// ("+41 (0)85", "0044 (0)20") starts the next number:
		// "(212) 555-0134 (646) 555-0199"
		if digits > 4 && strings.IndexByte(gap, '(') >= 0 {
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

// labelPhrases label a number of another kind with several words (lower
// case): a company's register number ("Company No. 01234567"; "company"
// alone would take "Company switchboard: 020 7946 0000"), a customer's
// number, a bank account's short forms. They are read right before the
// number only, not as context phrases: a phrase of the context is looked
// for in both windows of every candidate, which cost every phone
// candidate two searches per phrase.
var labelPhrases = []string{"company no", "company number", "company reg. no", "company registration no",
	"company registration number", "registered number", "registered no", "registration no", "registration number",
	"reg. no", "reg no", "a/c no", "a/c", "c/c", "c/c n", "c/c no", "customer number", "customer no",
	"numéro client", "n° client", "numero cliente", "codice cliente", "número de cliente", "nº de cliente",
	"numer klienta", "nr klienta", "číslo zákazníka", "číslo klienta",
	// German customer numbers as chats and forms shorten them ("kdnr
	// 40017735", "Kd.-Nr. 40017735", "Kunden-Nr.")
	"kdnr", "kd.-nr", "kd-nr", "kd. nr", "kd.nr", "kunden-nr", "kundennr",
	// a Canadian health card's number ("OHIP HCN: 5847-192-035"), which
	// the health insurance recognizer types
	"hcn", "ohip", "health card", "health card no", "health card number",
	// Czech and Slovak "obj." (objednávka), an order's number right after
	// it ("obj. 2510-44718"); not a stem of the context, which would take
	// "Ohledně obj. mi zavolejte na 602 123 456"
	"obj",
	// Polish "konta" (of the account) as a phrase: as a stem it would begin
	// "kontakt"
	"konta",
	// case, claim, file and ticket numbers ("Numero pratica 0123456789",
	// "Aktenzeichen 0123456789", "Case ID: 02012345678"): the phone word
	// "numero" beside them lifted a valid-looking landline to 1.0; as stems
	// "pratica" would begin "praticamente", "sinistr" the Italian "sinistra"
	"numero pratica", "numero di pratica", "n. pratica", "nr. pratica", "codice pratica", "rif. pratica", "pratica n", "pratica nr",
	"numero sinistro", "numero di sinistro", "n. sinistro", "numero protocollo", "numero di protocollo", "protocollo n", "numero ticket", "numero richiesta",
	// a protocol's number, of a certificate, a letter or a filing
	// ("certificato telematico (protocollo 8813520974)", "Prot. n. ...")
	"protocollo", "prot", "protocolo", "número de protocolo", "protocole", "protokół", "protokol", "protokolu", "protokołu", "protocol number", "protocol no",
	"numéro de sinistre", "n° de sinistre", "n° sinistre", "numéro de ticket", "n° de ticket", "numéro de demande", "numéro de suivi",
	// ("No. de expediente: 0784512", a Mexican clinical record)
	"número de expediente", "nº de expediente", "de expediente", "expediente nº", "expediente n", "número de siniestro", "nº de siniestro", "número de ticket", "número de incidencia",
	"aktenzeichen", "vorgangsnummer", "vorgangs-nr", "schadennummer", "schadensnummer", "schaden-nr", "ticketnummer", "ticket-nr",
	"numer sprawy", "nr sprawy", "sygnatura akt", "numer zgłoszenia", "nr zgłoszenia", "numer szkody", "nr szkody",
	"číslo jednací", "číslo spisu", "spisová značka", "spisová značka č", "číslo pojistné události", "číslo poistnej udalosti", "číslo škodové události", "číslo požadavku", "číslo požiadavky", "číslo tiketu",
	"case id", "case no", "case number", "case ref", "claim no", "claim number", "claim id", "policy no", "policy number", "ticket", "ticket no", "ticket number", "ticket id", "file no", "file number", "docket no",
	// patient, record and stay numbers of clinical letters, which the
	// record recognizer types ("IPP 123456789" was a landline at 0.7 over
	// its MEDICAL_RECORD_NUMBER at 0.6)
	"ipp", "nda", "mrn", "nhc", "n° de séjour", "numéro de séjour", "cartella clinica", "cartella", "nosologico", "historia clínica", "historia clinica",
	"historii choroby", "chorobopisu", "krankenakte", "fall-nr", "fallnummer", "pat.-id", "patienten-id", "patient id", "patient no", "hospital no", "hospital number",
	"aufnahmezahl", "encounter #", "encounter no", "encounter number", "ambulantnej karty", "ambulantní karty",
	// booking, shipment and payment-symbol numbers ("Buchungsnummer
	// 1234567890" was a landline at 0.7)
	"buchungsnummer", "buchungs-nr", "buchungsnr", "booking ref", "booking reference", "booking number", "booking no", "reservation number",
	"numéro de réservation", "n° de réservation", "número de reserva", "numero di prenotazione", "numer rezerwacji", "číslo rezervace", "číslo rezervácie",
	"sendungsnummer", "tracking number", "tracking no", "numer przesyłki", "číslo zásilky", "číslo zásielky",
	"variabilní symbol", "variabilný symbol", "konstantní symbol", "konštantný symbol", "specifický symbol", "špecifický symbol",
	// a student's number ("Matrikelnummer 0301234567" was a landline at
	// 0.7, "numéro étudiant 0612345678" a mobile): the student recognizer's
	// labels, as written right before the number
	"student number", "student no", "student id", "student id number", "matriculation number", "matriculation no", "matric no", "matric number",
	"matrikelnummer", "matrikel-nr", "matrikelnr", "numéro étudiant", "n° étudiant", "numéro d'étudiant", "matricola", "matrícula",
	"albumu", "studentské číslo", "študentské číslo", "číslo studenta", "číslo študenta",
	// transaction, reservation, serial, passport and staff numbers: the
	// labels of the keyed recognizers and of a payslip ("Transaction ID
	// 0712345678", "Seriennummer 0301234567", "numéro de transaction
	// 0612345678" were phones at 0.7)
	"transaction id", "transaction no", "transaction number", "transaction ref", "transaction reference",
	"transaktionsnummer", "transaktions-nr", "transaktions-id", "transaktion", "numéro de transaction", "n° de transaction",
	"référence de transaction", "id de transaction", "número de transacción", "id de transacción", "codice transazione",
	"id transazione", "numero transazione", "numero di transazione", "numer transakcji", "id transakcji", "číslo transakce",
	"číslo transakcie", "txn", "txn id", "tx id", "trx", "payment reference", "zahlungsreferenz", "referencia de pago",
	"reservierungsnummer", "reservierungs-nr", "localizador", "código de reserva", "codice prenotazione", "numero prenotazione",
	"numero di prenotazione", "kod rezerwacji", "confirmation number", "confirmation no", "confirmation code", "booking code", "pnr",
	"record locator", "référence de réservation",
	"seriennummer", "serien-nr", "seriennr", "numéro de série", "n° de série", "número de serie", "numero di serie", "numero seriale",
	"numer seryjny", "výrobní číslo", "sériové číslo", "výrobné číslo", "serial number", "serial no", "s/n",
	"passport number", "passport no", "passport", "reisepassnummer", "reisepass", "passnummer", "pass-nr", "passeport",
	"numéro de passeport", "n° de passeport", "pasaporte", "número de pasaporte", "passaporto", "numero di passaporto",
	"numero passaporto", "paszport", "numer paszportu", "nr paszportu", "číslo pasu", "číslo cestovního pasu", "číslo cestovného pasu",
	"personalnummer", "personal-nr", "personalnr", "mitarbeiternummer", "employee number", "employee no", "employee id",
	"staff number", "staff no", "payroll number", "matricule", "número de empleado", "numer pracownika", "osobní číslo", "osobné číslo",
	// an insured person's, a member's and a policy's numbers, which the
	// health-insurance recognizer reads after the same words ("Member ID:
	// 0712345678", "tessera sanitaria 0612345678", "numer ubezpieczenia
	// 501234567" were phones at 0.7 to 1.0)
	"member number", "member no", "member id", "membership number", "membership no", "insurance number", "insurance no",
	"mitgliedsnummer", "mitglieds-nr", "policennummer", "polizzennummer", "versicherungsscheinnummer", "versicherungsschein-nr",
	"numéro d'adhérent", "n° d'adhérent", "n° adhérent", "numéro adhérent", "numéro de sécurité sociale", "n° de sécurité sociale",
	"n° sécurité sociale", "numéro de sécu", "n° de sécu", "numéro de police",
	"tarjeta sanitaria", "número de tarjeta sanitaria", "número de póliza", "nº de póliza",
	"tessera sanitaria", "numero tessera sanitaria", "numero di tessera sanitaria",
	"numer ubezpieczenia", "nr ubezpieczenia", "numer polisy", "nr polisy", "číslo pojistky", "číslo poistky",
	// social security numbers ("Sozialversicherungsnummer 0612345678",
	// "número de la seguridad social 612345678" were phones at 0.7)
	"sozialversicherungsnummer", "sozialversicherungs-nr", "sv-nummer", "sv-nr", "rentenversicherungsnummer",
	"social security number", "social security no", "social security", "seguridad social", "número de la seguridad social",
	"número de seguridad social", "previdenza sociale", "numero di previdenza", "ubezpieczenia społecznego",
	"sociálního pojištění", "sociálneho poistenia",
	// article and product numbers of an invoice's lines ("Artikel-Nr.
	// 4006381333931", an EAN-13, was a landline at 0.7)
	"artikel-nr", "artikelnummer", "artikelnr", "art.-nr", "art-nr", "art. nr", "art.nr", "ean", "ean-code", "ean code", "gtin",
	"sku", "upc", "pzn", "produktnummer", "product code", "product no", "item no", "item number", "article no", "article number",
	"code article", "code ean", "référence article", "réf. article", "código de artículo", "código ean", "codice articolo",
	"codice ean", "kod produktu", "kod ean", "numer artykułu", "kód zboží", "kód tovaru", "katalogové číslo",
	// purchase orders, delivery notes and references of an invoice ("PO
	// 0712345678", "Riferimento DDT 0612345678" were landlines at 0.7)
	"po", "p.o", "po no", "po number", "purchase order", "purchase order no", "purchase order number", "customer ref",
	"customer reference", "your ref", "our ref", "ref", "reference", "ddt", "d.d.t", "documento di trasporto", "bolla",
	"riferimento", "rif", "lieferschein", "lieferscheinnummer", "bon de livraison", "bon de commande", "nota de entrega",
	"dowód dostawy", "dodací list",
	// a bank's code before the account's number ("kontonr 84417360 blz
	// 29050101" was a landline at 0.7)
	"blz", "bankleitzahl", "bank code", "sort code", "abi", "cab", "code banque", "code guichet", "guichet", "código de entidad",
	"kod banku", "kód banky", "kód banky",
	// a conversation's or an export's number ("Export konverzácie č.
	// 2611-48803" was a landline at 0.7)
	"konverzácie", "konverzace", "rozmowy", "conversation", "konversation", "conversación", "conversazione",
	// a ticket's, a case's or a tracking number right after its label
	// ("Ticket-Nr. 4471-2209", "case no 020 7946"); not context words, as
	// a bare "ticket" or "case" names a hotline too ("Tickets unter 030 ...")
	"ticket", "ticket-nr", "ticketnummer", "ticket id", "case no", "case number", "case ref", "case id",
	"tracking", "sendungsnummer", "vorgang", "vorgangsnummer", "vorgangs-nr",
	"numéro de ticket", "n° de ticket", "numéro de suivi", "número de seguimiento", "número de envío", "número de caso",
	"numero di tracciamento", "numero di spedizione", "numer przesyłki", "numer zgłoszenia", "nr zgłoszenia",
	"číslo zásilky", "číslo zásielky", "číslo tiketu", "číslo požadavku", "číslo požiadavky",
	// a shipment's, a parcel's or a session's number right after the word
	// ("Sendung 4471-2209", "Sitzung 88-40217"); not context words, which
	// would also drop the hotline in "For questions about your parcel call
	// 020 7946 0958"
	"sendung", "sendungsnr", "sitzung", "shipment", "consignment", "parcel", "session", "envoi", "colis", "expédition",
	"envío", "envio", "paquete", "sesión", "sesion", "spedizione", "pacco", "sessione",
	"przesyłka", "przesyłki", "przesyłkę", "paczka", "paczki", "paczkę", "sesja", "sesji",
	"zásilka", "zásilky", "zásilku", "zásielka", "zásielky", "zásielku", "balík", "balíku", "balíka", "relace"}

// labelPhraseBefore reports one of labelPhrases right before the number at
// start, punctuation and blanks between ("Company No. ", "A/C No: ").
func labelPhraseBefore(t string, start int) bool {
	j := start
	for j > 0 && start-j < 4 && strings.IndexByte(" :.#-\t", t[j-1]) >= 0 {
		j--
	}
	if j == start || j == 0 {
		return false
	}
	if phraseEndsAt(t, j) {
		return true
	}
	// a number word between the label and the number: "Reisepass Nr.
	// 0301234567", "numéro de série n° 0612345678", "Passport No. ..."
	for _, w := range numberAbbrevs {
		if ws := j - len(w); ws > 1 && strings.EqualFold(t[ws:j], w) && !isLetterByte(t[ws-1]) {
			k := ws
			for k > 0 && ws-k < 3 && (t[k-1] == ' ' || t[k-1] == ':') {
				k--
			}
			return k < ws && k > 0 && phraseEndsAt(t, k)
		}
	}
	return false
}

// refLabelBefore reports a number right after a number's abbreviation
// ("Nr.", "No.", "n°", "č.") whose noun before it names no phone
// ("Gruppenvertrag Nr. 7730-114", "smlouva č. 2611-0447"): the number is
// the contract's, the order's or the file's. A phone's ("Tel. Nr.",
// "Festnetz-Nr."), a line's ("Notruf Nr.") or a preposition's ("pod nr",
// "na č.", "al n.") keeps it a phone; so does the abbreviation alone.
func refLabelBefore(d *detect.Doc, start int) bool {
	t := d.Text
	// the abbreviation ends at j, before blanks and points ("n° ": ° is
	// C2 B0)
	j := start
	for j > 0 && start-j < 5 && strings.IndexByte(" .:#\xb0\xc2", t[j-1]) >= 0 {
		j--
	}
	k := 0 // words read
	abbrev, ref := false, false
	d.LabelWordsBefore(start, 2, func(w string) bool {
		k++
		if k == 1 {
			abbrev = j >= len(w) && t[j-len(w):j] == w && anyWord(w, refAbbrevs[:])
			j -= len(w)
			return abbrev
		}
		// the noun right before the abbreviation, a blank or a hyphen
		// between: "naprawione, nr 512 640 187" has none
		g := j
		for g > 0 && j-g < 2 && (t[g-1] == ' ' || t[g-1] == '-') {
			g--
		}
		if g == j || g < len(w) || t[g-len(w):g] != w {
			return false
		}
		ref = len(w) >= 4 && !phoneBoost.Match(w) && !anyWord(w, phoneCallWords) && !officeStems.Match(w) &&
			!mobileStems.Match(w) && !faxStems.Match(w) && !phoneLineStems.Match(w) && !functionWords[strings.ToLower(w)] && !numberAdjectives[strings.ToLower(w)]
		return false
	})
	return abbrev && ref
}

// refAbbrevs are the abbreviations of "number" written between a label
// and its number.
var refAbbrevs = [...]string{"nr", "no", "n", "nº", "č", "num", "nro", "núm"}

// phoneLineStems name a phone line without a phone word: "Festnetz-Nr.",
// "Notruf Nr.", "Home No.", "Zentrale Nr.".
var phoneLineStems = detect.NewStemSet("festnetz", "notruf", "notfall", "zentrale", "durchwahl", "rückruf", "ruckruf", "privat",
	"dienst", "geschäft", "geschaft", "büro", "buro", "bereitschaft", "hotline", "service", "servis", "support", "central",
	"centrál", "centrál", "home", "work", "landline", "direct", "switchboard", "emergenc", "urgenc", "daytime", "evening",
	"domicile", "fixe", "fijo", "fisso", "casa", "stacjonarn", "pohotovost", "reperibil", "infolinia", "dyżur", "dyzur", "linky",
	// a freephone's: "Numero verde n. 800 ...", "numéro gratuit n° 0800 ..."
	"verde", "gratuit", "freephone", "toll")

// numberAdjectives say which of someone's numbers follows, not what kind:
// "nouveau num 07 68 41 25 93", "neue Nr. 0171 ...", "nuevo núm. 612 ...".
var numberAdjectives = map[string]bool{"new": true, "old": true, "current": true, "nouveau": true, "nouvel": true,
	"nouvelle": true, "ancien": true, "ancienne": true, "neue": true, "neuer": true, "neues": true, "alte": true,
	"alter": true, "nuevo": true, "nueva": true, "antiguo": true, "nuovo": true, "nuova": true, "vecchio": true,
	"nowy": true, "nowa": true, "stary": true, "nový": true, "nové": true, "starý": true, "staré": true, "novy": true,
	"nove": true, "stare": true}

// functionWords are the eight languages' function words (vocab's
// FunctionWords), lower case.
var functionWords = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range vocab.All(func(l *vocab.Lexicon) []string { return l.FunctionWords }) {
		m[w] = true
	}
	return m
}()

// sirenInRegister reports a French firm's SIREN in the register clause of
// its imprint: nine digits that pass the Luhn check, after "RCS", "registre
// du commerce" or "immatriculée" earlier on the line ("immatriculée au RCS
// de Clermont-Ferrand sous le n° 812 409 738"), where the label is too far
// back for the context words; a Swiss "atteignable sous le numéro 021 345
// 67 89" has no register.
func sirenInRegister(t string, start, end, n int) bool {
	if n != 9 || !isDigit(t[start]) || !checksum.Luhn(t[start:end]) {
		return false
	}
	lo := max(0, start-100)
	if nl := strings.LastIndexByte(t[lo:start], '\n'); nl >= 0 {
		lo += nl + 1
	}
	// lower-cased into a buffer on the stack: few candidates get here
	var buf [128]byte
	lw := buf[:0]
	for i := lo; i < start; i++ {
		c := t[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		lw = append(lw, c)
	}
	for _, l := range [...]string{"rcs", "registre du commerce", "immatricul"} {
		if k := bytes.Index(lw, []byte(l)); k >= 0 && (k == 0 || !isLetterByte(lw[k-1])) {
			return true
		}
	}
	return false
}

// numberAbbrevs are the number words written between a label and its
// number.
var numberAbbrevs = [...]string{"n°", "nº", "no", "nr", "num", "number", "nummer", "numéro", "número", "numero", "numer", "číslo", "č"}

// phraseEndsAt reports one of labelPhrases ending at byte j of t, at a
// word start.
func phraseEndsAt(t string, j int) bool {
	for _, p := range phrasesByLast[t[j-1]|0x20] {
		if ps := j - len(p); ps >= 0 && strings.EqualFold(t[ps:j], p) && (ps == 0 || !isLetterByte(t[ps-1])) {
			return true
		}
	}
	return false
}

// phrasesByLast indexes labelPhrases by their last byte (ASCII bit 0x20
// set): most candidates compare with none.
var phrasesByLast = func() (m [256][]string) {
	for _, p := range labelPhrases {
		c := p[len(p)-1] | 0x20
		m[c] = append(m[c], p)
	}
	return m
}()

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= 0x80 }

// cardGroups reports run i written as a card number is: four groups
// of four digits and maybe a fifth of up to four, joined by one blank or
// dash each ("4970 1012 3456 7890"). No phone plan writes a number so; a
// Luhn-invalid card or a contract number so written gave a "landline" of
// two of its groups.
func cardGroups(t string, runs []detect.Span, i int) bool {
	s := t[runs[i].Start:runs[i].End]
	groups := 0
	for len(s) > 0 {
		k := 0
		for k < len(s) && s[k] >= '0' && s[k] <= '9' {
			k++
		}
		groups++
		if groups <= 4 && k != 4 || groups == 5 && k > 4 || groups > 5 {
			return false
		}
		s = s[k:]
		if len(s) > 0 {
			if s[0] != ' ' && s[0] != '-' {
				return false
			}
			s = s[1:]
		}
	}
	return groups >= 4
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

// yearSpan reports two years joined by a dash, blanks around it or not, the
// later after the earlier ("emplois saisonniers 1980-1982", "1980 - 1982"),
// unless a phone's word stands right before ("Tél. 1990-2045"): a span of
// years is no phone.
func yearSpan(t string, start, end int) bool {
	s := strings.ReplaceAll(t[start:end], " ", "")
	a, b, ok := strings.Cut(s, "-")
	if !ok || len(a) != 4 || len(b) != 4 {
		return false
	}
	ya, okA := atoi(a)
	yb, okB := atoi(b)
	if !okA || !okB || ya < 1900 || yb >= 2100 || yb <= ya {
		return false
	}
	lo := max(0, start-16)
	for w := range strings.FieldsFuncSeq(t[lo:start], func(r rune) bool { return !unicode.IsLetter(r) }) {
		if phoneBoost.Match(w) {
			return false
		}
	}
	return true
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
	if ipv4Span(s) || ssnFormat(s) || yearSpan(t, start, end) {
		return true
	}
	// a slash only as the German area-code separator "030/1234567", also
	// after a country code and a trunk "(0)": "+43 (0)664/123 45 67"
	if k := strings.IndexByte(s, '/'); k >= 0 {
		head := s[:k]
		if head[0] == '+' || strings.HasPrefix(head, "00") {
			if i := strings.IndexAny(head, " ("); i > 0 {
				head = strings.Replace(head[i:], "(0)", "", 1)
			}
		}
		if strings.Count(s, "/") > 1 || digitCount(head) > 5 || digitCount(s[k:]) < 5 {
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
	if letterGroupAfter(t, end) {
		return true
	}
	return false
}

// letterGroupAfter reports a lone capital letter between blanks and then a
// digit right after end: the number is the head of a code written in groups
// ("12 030462 M 005", a German social insurance number whose check digit
// fails, was a landline "12 030462"); no phone plan writes a letter so.
func letterGroupAfter(t string, end int) bool {
	return end+3 < len(t) && t[end] == ' ' && t[end+1] >= 'A' && t[end+1] <= 'Z' && t[end+2] == ' ' && isDigit(t[end+3])
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
	if i > 1 && t[i] == '+' && t[i-1] == '/' && isDigit(t[i-2]) {
		return true // the second of two numbers joined by a slash: "+44 7700 900123/+44 7700 900456"
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
// score of 0 means "not a phone number".
func (p Phone) classify(s string, hint []string) (string, float64) {
	// fast path: libphonenumber costs ~25 µs a number; a North American
	// number in its usual shape needs only the NANP rules
	if len(hint) > 0 && hint[0] == "US" && nanpShape(s) {
		return "PHONE_NUMBER", 0.7
	}
	return p.classifySlow(s, hint)
}

// classifyGuessed is classify for a text without a language hint: a number
// valid in the region of the language the text's words point to (guess, "-"
// when they point nowhere) is typed by that region and scores guessedScore;
// otherwise every region is tried, as without a hint.
func (p Phone) classifyGuessed(memo *phoneMemo, s, guess string) (string, float64) {
	if hint := regionsOfLang[guess]; hint != nil {
		if typ, score := memo.classify(p, s, guess, hint); score >= 0.5 {
			return typ, guessedScore
		}
	}
	return memo.classify(p, s, "", nil)
}

// guessedScore is the score of a number valid where the text's guessed
// language points: between a hinted region's 0.7 and any region's 0.5.
const guessedScore = 0.6

func (p Phone) classifySlow(s string, hint []string) (string, float64) {
	intl := intlPrefix(s)
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
		} else if parsed && s[0] == '+' {
			// a possible length only: a '+' number; digits that open with
			// "00" and are no valid number are an id ("Group #: 0049281")
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
		for i, r := range hint {
			if r == "AR" && arLocalMobile(s) {
				found, typ, score = true, phonenumbers.MOBILE, 0.7
				break
			}
			if !writtenFor(s, hint, i) {
				continue
			}
			if _, t, _ := tryRegion(r); t != phonenumbers.UNKNOWN {
				found, typ, score = true, t, 0.7
				if trunkOnly[r] {
					typ = trunkTypeByGrouping(s, hint[i:], t)
				} else if i+1 < len(hint) {
					typ = typeByGrouping(s, hint[i:], t)
				}
				break
			}
		}
		// without a hint any of the eight languages' regions may apply; with
		// one, a number valid only elsewhere is more often a postcode or an id
		if len(hint) == 0 {
			for _, r := range p.regions {
				if !localLength(s, r) {
					continue
				}
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

// intlPrefix reports s written with its country code: after '+', or after
// "00", the international prefix only before a country code, which never
// starts with 0 ("0000 5102 0123" inside an account number is none).
func intlPrefix(s string) bool {
	return s[0] == '+' || strings.HasPrefix(s, "00") && len(s) > 2 && s[2] != '0'
}

// typeByGrouping returns the type of s, valid as typ in regions[0]: a
// landline there is a mobile when another of the regions calls it one and
// writes it the way s is written, the first group of s being the first
// group of that region's national format and not of regions[0]'s. "0475 12
// 34 56" is a Belgian mobile, "04 75 12 34 56" a French landline; "079 123
// 45 67" a Swiss mobile, not the German landline "0791 234567"; "0664 123
// 45 67" an Austrian mobile, not "06641 234567". Formatting costs a parse,
// so it is done only for such a landline.
func typeByGrouping(s string, regions []string, typ phonenumbers.PhoneNumberType) phonenumbers.PhoneNumberType {
	if typ != phonenumbers.FIXED_LINE {
		return typ
	}
	g := firstGroup(s)
	if g == "" {
		return typ
	}
	for _, r := range regions[1:] {
		if !mobileIn(s, r) || nationalFirstGroup(s, r) != g {
			continue
		}
		if nationalFirstGroup(s, regions[0]) != g {
			return phonenumbers.MOBILE
		}
		return typ
	}
	return typ
}

// trunkTypeByGrouping returns the type of s, valid as typ in the trunk-only
// regions[0], or its type in a later trunk-only region whose national format
// opens with the first group s is written with while regions[0]'s does not:
// "(08) 9434 6120" is a Perth landline, not the Irish mobile "089 434 6120".
func trunkTypeByGrouping(s string, regions []string, typ phonenumbers.PhoneNumberType) phonenumbers.PhoneNumberType {
	g := firstGroup(strings.TrimPrefix(s, "("))
	if g == "" || trunkFirstGroup(s, regions[0]) == g {
		return typ
	}
	for _, r := range regions[1:] {
		if trunkOnly[r] && trunkFirstGroup(s, r) == g {
			if t := nationalType(s, r); t != phonenumbers.UNKNOWN {
				return t
			}
		}
	}
	return typ
}

// trunkFirstGroup is nationalFirstGroup without the bracket Australia's
// national format puts around the area code ("(08) 9434 6120").
func trunkFirstGroup(s, region string) string {
	var num *phonenumbers.PhoneNumber
	if n, err := phonenumbers.Parse(s, region); err == nil {
		num = n
	} else {
		return ""
	}
	return firstGroup(strings.TrimPrefix(phonenumbers.Format(num, phonenumbers.NATIONAL), "("))
}

// nationalType is the type of s, written without a country code, in region.
func nationalType(s, region string) phonenumbers.PhoneNumberType {
	if cc, nsn, ok := fastParse(s, region); ok {
		return numberTypeOf(cc, nsn)
	}
	num, err := phonenumbers.Parse(s, region)
	if err != nil {
		return phonenumbers.UNKNOWN
	}
	return numberType(num)
}

// mobileLabelRegions are the regions where a landline of the hint's region
// after a mobile word may be a mobile: the countries of the languages whose
// texts cross borders (de, fr, it).
var mobileLabelRegions = []string{"DE", "AT", "CH", "FR", "BE", "LU", "IT"}

// mobileInRegions reports whether s is a mobile number in one of regions.
func mobileInRegions(s string, regions []string) bool {
	for _, r := range regions {
		if mobileIn(s, r) {
			return true
		}
	}
	return false
}

// mobileIn reports whether s, without a country code, is a mobile number
// in region: nationalType(s, region) == MOBILE, with the region's mobile
// pattern tried first (a landline of another region seldom fits it by
// length and first digit, so the other patterns are seldom run).
func mobileIn(s, region string) bool {
	cc, nsn, ok := fastParse(s, region)
	if !ok {
		return nationalType(s, region) == phonenumbers.MOBILE
	}
	if rs := phonenumbers.GetRegionCodesForCountryCode(cc); len(rs) == 1 && rs[0] == region {
		if m := phoneMeta.region(region); m != nil && !m.mobile.match(nsn) {
			return false
		}
	}
	return numberTypeOf(cc, nsn) == phonenumbers.MOBILE
}

// firstGroup returns the digits of s before its first separator ("" when s
// is one group or starts with none).
func firstGroup(s string) string {
	for i := 0; i < len(s); i++ {
		if !isDigit(s[i]) {
			if i == 0 {
				return ""
			}
			return s[:i]
		}
	}
	return ""
}

// nationalFirstGroup is the first group of s as region's national format
// writes it.
func nationalFirstGroup(s, region string) string {
	var num *phonenumbers.PhoneNumber
	if cc, nsn, ok := fastParse(s, region); ok && len(nsn) <= 17 {
		num = numberOf(cc, nsn) // what Parse returns, without parsing again
	} else if n, err := phonenumbers.Parse(s, region); err == nil {
		num = n
	} else {
		return ""
	}
	return firstGroup(phonenumbers.Format(num, phonenumbers.NATIONAL))
}

// numberOf is the PhoneNumber the library's Parse makes of a country code
// and a national significant number (digits only, at most 17).
func numberOf(cc int, nsn string) *phonenumbers.PhoneNumber {
	var v uint64
	for i := 0; i < len(nsn); i++ {
		v = v*10 + uint64(nsn[i]-'0')
	}
	c := int32(cc)
	num := &phonenumbers.PhoneNumber{CountryCode: &c, NationalNumber: &v}
	if len(nsn) > 1 && nsn[0] == '0' {
		// Italian leading zeros, as the library's setItalianLeadingZeros
		t := true
		num.ItalianLeadingZero = &t
		z := 1
		for z < len(nsn)-1 && nsn[z] == '0' {
			z++
		}
		if z != 1 {
			n := int32(z)
			num.NumberOfLeadingZeros = &n
		}
	}
	return num
}

type phoneKey struct{ s, hint string }

type phoneResult struct {
	typ   string
	score float64
}

// phoneMemo remembers libphonenumber's verdicts within one text: parsing and
// validating a number costs 10-25 µs, and the same numbers recur in a text
// (signatures, contact blocks, a thread quoting itself). It lives only as
// long as the text's Find call, so no submitted number is kept beyond the
// request, and it holds at most phoneMemoMax verdicts (emptied when full).
type phoneMemo struct {
	// the first verdicts sit inline (most texts hold a few numbers: no
	// allocation), the rest in m
	small [8]phoneEntry
	n     int
	m     map[phoneKey]phoneResult
}

type phoneEntry struct {
	k phoneKey
	r phoneResult
}

const phoneMemoMax = 4096

// classify is Phone.classify, memoised; verdicts depend only on s and the
// hint's language.
func (c *phoneMemo) classify(p Phone, s, lang string, hint []string) (string, float64) {
	if len(hint) > 0 && hint[0] == "US" && nanpShape(s) {
		return p.classify(s, hint) // the fast path is cheaper than a lookup
	}
	key := phoneKey{s: s}
	if len(hint) > 0 {
		key.hint = lang
	}
	for _, e := range c.small[:c.n] {
		if e.k == key {
			return e.r.typ, e.r.score
		}
	}
	if r, ok := c.m[key]; ok {
		return r.typ, r.score
	}
	typ, score := p.classify(s, hint)
	r := phoneResult{typ, score}
	switch {
	case c.n < len(c.small):
		c.small[c.n] = phoneEntry{key, r}
		c.n++
	case c.m == nil:
		c.m = map[phoneKey]phoneResult{key: r}
	default:
		if len(c.m) >= phoneMemoMax-len(c.small) {
			clear(c.m)
		}
		c.m[key] = r
	}
	return typ, score
}

// size is the number of verdicts held.
func (c *phoneMemo) size() int { return c.n + len(c.m) }

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

// nanpGrouped reports nanpShape written in North America's groups of
// three, three and four digits: "(210) 519-8846", "819 563-2470",
// "210.519.8846"; not a postbox and a postcode, "20134 48080".
func nanpGrouped(s string) bool {
	if !nanpShape(s) {
		return false
	}
	var g [3]int
	k := 0
	for i := 0; i < len(s); i++ {
		switch {
		case isDigit(s[i]):
			g[k]++
		case s[i] == '(' && i == 0:
		case i > 0 && isDigit(s[i-1]) && k < 2:
			k++
		}
	}
	return k == 2 && g == [3]int{3, 3, 4}
}

// containsFold reports whether s holds sub (lower-case ASCII), ignoring
// the case of ASCII letters.
func containsFold(s, sub string) bool {
	for i := 0; i+len(sub) <= len(s); i++ {
		k := 0
		for k < len(sub) && s[i+k]|0x20 == sub[k] {
			k++
		}
		if k == len(sub) {
			return true
		}
	}
	return false
}
