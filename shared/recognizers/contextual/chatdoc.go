package contextual

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// chatDocRecognizer finds a passport's or a driving licence's number typed
// in a chat turn that answers a request for it: "Could you confirm the
// passport details?" then "[5:47 AM] Customer: yeah new one is A04718325
// exp 2036"; "Il manque encore le numéro de votre permis de conduire." then
// "[08:24] nicolas ferrandi : 130813200741 delivre a marseille en 2013".
// The turn holds no label: the document's word on one of the two lines
// before it, another speaker's, is the label, and the value must have the
// document's shape (chatDocKind.shaped): not a booking code ("HK7QWP"), a
// flight ("SP 1182"), a phone number or a date.
type chatDocRecognizer struct{}

func (chatDocRecognizer) Name() string       { return "chat_document_answer" }
func (chatDocRecognizer) Types() []string    { return []string{"PASSPORT", "DRIVER_LICENSE"} }
func (chatDocRecognizer) Needs() detect.Need { return detect.NeedDigit }

// chatDocKind is a document a chat turn may answer a request for.
type chatDocKind struct {
	typ    string
	score  float64
	shaped func(v string) bool
	// ask are the words of the request; askCzSk in Czech and Slovak text
	// (the passport's "pas" is the French "not")
	ask, askCzSk *detect.StemSet
	// other are the labels of other things right before the value
	// (otherLabelWords, and the other documents' words)
	other *detect.StemSet
}

var chatDocKinds = func() [2]*chatDocKind {
	passport := vocab.All(func(l *vocab.Lexicon) []string { return l.PassportWords })
	noPas := slices.DeleteFunc(slices.Clone(passport), func(w string) bool { return w == "pas" })
	// the request's words for a driving licence: driverSpec's keywords'
	// heads and the words of its phrases ("prawo jazdy", "permis de
	// conduire")
	driving := []string{"driving", "driver", "licence", "license", "führerschein", "fuhrerschein", "fahrerlaubnis",
		"permis", "conduire", "licencia", "conducir", "manejo", "carnet", "carné", "patente", "jazdy",
		"řidičák", "řidičsk", "ridicak", "ridicsk", "vodičák", "vodičsk", "vodicak", "vodicsk"}
	return [...]*chatDocKind{
		{typ: "PASSPORT", score: chatPassportScore, shaped: passportShaped,
			ask: detect.NewStemSet(noPas...), askCzSk: detect.NewStemSet(passport...),
			other: detect.NewStemSet(slices.Concat(otherLabelWords, otherDocumentWords(passport), driving)...)},
		{typ: "DRIVER_LICENSE", score: chatDriverScore, shaped: driverAnswerShaped,
			ask: detect.NewStemSet(driving...), askCzSk: detect.NewStemSet(driving...),
			other: detect.NewStemSet(slices.Concat(otherLabelWords, otherDocumentWords(driving), passport)...)},
	}
}()

// Below a document number after its own word (passportScore, driverScore).
const (
	chatPassportScore = 0.4
	chatDriverScore   = 0.38
)

// The look-backs' bounds: the answer's place on its line, each of the two
// lines before.
const (
	chatAnswerLook = 200
	chatAskLook    = 400
)

func (chatDocRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// the line break before the last answer's line read, and what
	// docAsked found before it, by kind
	asked := -1
	var asker [len(chatDocKinds)]string
	var askedOK [len(chatDocKinds)]bool
	tokEnd := 0
	for _, run := range d.DigitRuns() {
		if run.Start < tokEnd {
			continue // a digit run inside the token read before ("18AV12345")
		}
		s, e := run.Start, run.End
		for s > 0 && detect.IsWordByte(t[s-1]) {
			s--
		}
		for e < len(t) && (detect.IsWordByte(t[e]) || (t[e] == '/' || t[e] == '-') && e+1 < len(t) && detect.IsWordByte(t[e+1])) {
			e++
		}
		tokEnd = e
		v := t[s:e]
		if !d.BoundaryBefore(s) || !d.BoundaryAfter(e) || s > 0 && (t[s-1] == '+' || t[s-1] == '(' || t[s-1] == '/' || t[s-1] == '-') {
			continue
		}
		shaped := false
		for _, dk := range chatDocKinds {
			shaped = shaped || dk.shaped(v)
		}
		if !shaped {
			continue
		}
		ls, ok := detect.LineBreakBefore(t, s, chatAnswerLook)
		if !ok || ls < 0 || !chatTurn(t[ls+1:s]) {
			continue
		}
		if ls != asked {
			asked = ls
			l := d.Language() // read here: most texts have no answer's line to read
			czsk := l == "cs" || l == "sk"
			for k, dk := range chatDocKinds {
				ask := dk.ask
				if czsk {
					ask = dk.askCzSk
				}
				asker[k], askedOK[k] = docAsked(d, ls, ask)
			}
		}
		for k, dk := range chatDocKinds {
			if askedOK[k] && dk.shaped(v) && speakerOf(t[ls+1:s]) != asker[k] && !otherLabelBefore(d, s, dk.other) {
				out = append(out, detect.Match{Type: dk.typ, Start: s, End: e, Score: dk.score})
				break
			}
		}
	}
	return out
}

// otherLabelBefore reports a word of another thing's label right before
// the value at i: "booking AB1234567" answers the same request for the
// booking's and the passport's numbers, "only my licence D1234567" one
// that the passport cannot meet.
func otherLabelBefore(d *detect.Doc, i int, other *detect.StemSet) bool {
	found := false
	d.LabelWordsBefore(i, 3, func(w string) bool {
		found = other.Match(w)
		return !found
	})
	return found
}

// otherLabelWords: vocab's ReferenceWords (order, booking, ticket, ...),
// PhoneWords and CardWords, the words of member and loyalty schemes
// (clubWords: "frequent flyer", "miles"), a trusted traveller's numbers
// (KTN, redress), a booking's confirmation (reservationSpec's words), a
// bag's tag and a call's words ("call me on 612345678").
var otherLabelWords = slices.Concat(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords }),
	vocab.All(func(l *vocab.Lexicon) []string { return l.PhoneWords }),
	vocab.All(func(l *vocab.Lexicon) []string { return l.CardWords }),
	clubWords, []string{"traveler", "traveller", "ktn", "redress", "esta", "flyer", "member", "points", "account", "reference", "ref",
		"confirmation", "locator", "pnr", "bestätigung", "localizador", "confirmación", "conferma", "potvrzen", "tag", "bag", "baggage",
		"call", "tel", "whatsapp"})

// otherDocumentWords are the words of four letters or more of vocab's
// DocumentWords (visa, carta d'identità, karta pobytu, ...) that match none
// of own's stems.
func otherDocumentWords(own []string) []string {
	ownSet := detect.NewStemSet(own...)
	var out []string
	for _, p := range vocab.All(func(l *vocab.Lexicon) []string { return l.DocumentWords }) {
		for w := range strings.FieldsFuncSeq(p, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if utf8.RuneCountInString(w) >= 4 && !ownSet.Match(w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// passportShaped: the layouts most passports share, capitals and digits
// only: one to three letters and six to eight digits ("A04718325",
// "YB4820613", "PAA123456"), the French two digits, two letters, five
// digits ("18AV12345"), nine characters from a letter on, five digits at
// least (the German "C01X00T47"), or nine digits (the US's and the UK's).
// A phone number of nine digits scores higher as a phone.
func passportShaped(v string) bool {
	if len(v) < 8 || len(v) > 10 {
		return false
	}
	l := 0
	for l < len(v) && isUpper(v[l]) {
		l++
	}
	if l >= 1 && l <= 3 && allDigits(v[l:]) {
		return len(v)-l >= 6 && len(v)-l <= 8
	}
	if len(v) != 9 {
		return false
	}
	if l == 0 {
		return allDigits(v) || allDigits(v[:2]) && isUpper(v[2]) && isUpper(v[3]) && allDigits(v[4:])
	}
	s := shapeOf(v)
	return s.upper+s.digits == 9 && s.digits >= 5
}

// driverAnswerShaped: a licence number as the countries write it, capitals,
// digits and slashes: eight to sixteen of them, six digits at least
// ("130813200741", the Polish "00417/19/1862", "B072RRE2I55"); not a
// date, and no digits in groups joined by hyphens, which a phone number is
// ("916-555-0148").
func driverAnswerShaped(v string) bool {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 8 || alnum > 16 || s.digits < 6 || s.lower > 0 || s.upper > 6 || dateLike(v) {
		return false
	}
	if strings.IndexByte(v, '-') >= 0 {
		return false
	}
	return s.upper > 0 || s.digits >= 9
}

// chatTurn reports the text of a line before a value as a chat turn's: a
// speaker label and ": " at its head ("[5:47 AM] Customer: yeah new one
// is ", "[07:20] donatella cifarelli: il mio ").
func chatTurn(lead string) bool {
	c := strings.Index(lead, ": ")
	if c < 0 {
		c = strings.Index(lead, " : ") // French typography: "nicolas ferrandi : "
	}
	return c > 0 && c <= 60 && !strings.ContainsAny(lead[:c], "?!,;")
}

// docAsked reports one of the words ask on one of the two lines before the
// line break at ls, and the speaker of its line (speakerOf): the answer is
// another's.
func docAsked(d *detect.Doc, ls int, ask *detect.StemSet) (string, bool) {
	t := d.Text
	end := ls
	for n := 0; n < 2 && end > 0; n++ {
		qs, ok := detect.LineBreakBefore(t, end, chatAskLook)
		if !ok {
			qs = end - chatAskLook // a long line: its end, where a request ends
		}
		for w := range strings.FieldsFuncSeq(t[qs+1:end], func(r rune) bool { return !unicode.IsLetter(r) }) {
			if ask.Match(w) {
				return speakerOf(t[qs+1 : end]), true
			}
		}
		if !ok || qs < 0 {
			return "", false
		}
		end = qs
	}
	return "", false
}

// speakerOf is the speaker label of a chat line, after its time: "Customer"
// in "[5:47 AM] Customer: yeah", "" when the line has none.
func speakerOf(line string) string {
	i := 0
	if strings.HasPrefix(line, "[") {
		if j := strings.IndexByte(line, ']'); j > 0 && j < 30 {
			i = j + 1
		}
	}
	for i < len(line) && (isDigit(line[i]) || strings.IndexByte(" \t:.-", line[i]) >= 0) {
		i++
	}
	c := strings.Index(line[i:], ":")
	if c < 0 || c > 60 {
		return ""
	}
	return strings.TrimSpace(line[i : i+c])
}
