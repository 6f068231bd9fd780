package contextual

import (
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// passportSpec: passport numbers after a passport word in the eight languages,
// for the countries without a format of their own in shared/recognizers/national
// ("Passport No.: 123456789" for a Danish, Swedish, Indian or Canadian
// passport). A country format that matches the same number scores higher
// (0.55 with the passport word) and keeps its country type.
var passportSpec = keyedSpec{
	Type: "PASSPORT",
	Keywords: []string{
		"passport",                          // en
		"reisepass", "passnummer", "passnr", // de
		"passeport",             // fr
		"pasaporte",             // es
		"passaporto",            // it
		"paszport", "paszportu", // pl
		"cestovn pas", "cestovn pasu", // cs/sk: "cestovní", "cestovný", "cestovného" ...
	},
	// and the issuing country or the passport's kind between word and
	// number (vocab's PassportQualifiers: "passeport américain n°")
	Fillers: append([]string{"pas", "pasu", "nr.", "č.", "no.", "n°"},
		vocab.All(func(l *vocab.Lexicon) []string { return l.PassportQualifiers })...),
	MoreFillers: 2,
	Inner:       "-",
	Value:       scorePassport,
}

// Below the country passport formats with their word (0.55).
const passportScore = 0.45

func scorePassport(_, v string) float64 {
	s := shapeOf(v)
	alnum := s.n - s.other
	if alnum < 6 || alnum > 12 || s.digits < 5 || s.lower > 0 {
		return 0
	}
	return passportScore
}

// chatPassportRecognizer finds a passport number typed in a chat turn that
// answers a request for it: "Could you confirm the passport details?" then
// "[5:47 AM] Customer: yeah new one is A04718325 exp 2036", "il mio
// YB4820613, pietro YC1379502". The turn holds no label; the passport word
// of one of the two lines before it is the label, and the value must have
// a passport's shape (passportShaped): not a booking code ("HK7QWP"), a
// flight ("SP 1182") or an amount.
type chatPassportRecognizer struct{}

func (chatPassportRecognizer) Name() string       { return "chat_passport_answer" }
func (chatPassportRecognizer) Types() []string    { return []string{"PASSPORT"} }
func (chatPassportRecognizer) Needs() detect.Need { return detect.NeedDigit }

// Below a passport after its own word (passportScore).
const chatPassportScore = 0.4

// chatLineLook bounds the look-backs: the answer's place on its line, each
// of the two lines before.
const (
	chatAnswerLook = 200
	chatAskLook    = 400
)

func (chatPassportRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// the line break before the last answer's line read, and what
	// passportAsked found before it
	asked := -1
	askedOK := false
	asker := ""
	tokEnd := 0
	for _, run := range d.DigitRuns() {
		if run.Start < tokEnd {
			continue // a digit run inside the token read before ("18AV12345")
		}
		s, e := run.Start, run.End
		for s > 0 && detect.IsWordByte(t[s-1]) {
			s--
		}
		for e < len(t) && detect.IsWordByte(t[e]) {
			e++
		}
		tokEnd = e
		if !passportShaped(t[s:e]) || !d.BoundaryBefore(s) || !d.BoundaryAfter(e) {
			continue
		}
		ls, ok := detect.LineBreakBefore(t, s, chatAnswerLook)
		if !ok || ls < 0 || !chatTurn(t[ls+1:s]) || otherLabelBefore(d, s) {
			continue
		}
		if ls != asked {
			asked = ls
			asker, askedOK = passportAsked(d, ls)
		}
		if askedOK && speakerOf(t[ls+1:s]) != asker {
			out = append(out, detect.Match{Type: "PASSPORT", Start: s, End: e, Score: chatPassportScore})
		}
	}
	return out
}

// otherLabelBefore reports a word of another reference's or document's
// label right before the value at i: "booking AB1234567" answers the same
// request for the booking's and the passport's numbers, "only my licence
// D1234567" one that the passport cannot meet.
func otherLabelBefore(d *detect.Doc, i int) bool {
	other := false
	d.LabelWordsBefore(i, 3, func(w string) bool {
		other = otherRefWords.Match(w)
		return !other
	})
	return other
}

// otherRefWords: vocab's ReferenceWords (order, booking, ticket, ...),
// PhoneWords, CardWords, the words of its DocumentWords but the passport's
// (licence, visa, carta d'identità, karta pobytu), the words of member and
// loyalty schemes (clubCues: "frequent flyer", "miles"), a trusted
// traveller's numbers (KTN, redress), a booking's confirmation
// (reservationSpec's words) and a bag's tag.
var otherRefWords = detect.NewStemSet(slices.Concat(vocab.All(func(l *vocab.Lexicon) []string { return l.ReferenceWords }),
	vocab.All(func(l *vocab.Lexicon) []string { return l.PhoneWords }),
	vocab.All(func(l *vocab.Lexicon) []string { return l.CardWords }),
	otherDocumentWords(), clubWords, []string{"traveler", "traveller", "ktn", "redress", "esta", "flyer", "member", "points", "account", "reference", "ref",
		"confirmation", "locator", "pnr", "bestätigung", "localizador", "confirmación", "conferma", "potvrzen", "tag", "bag", "baggage"})...)

// otherDocumentWords are the words of four letters or more of vocab's
// DocumentWords that name no passport.
func otherDocumentWords() []string {
	var out []string
	for _, p := range vocab.All(func(l *vocab.Lexicon) []string { return l.DocumentWords }) {
		for w := range strings.FieldsFuncSeq(p, func(r rune) bool { return !unicode.IsLetter(r) }) {
			if utf8.RuneCountInString(w) >= 4 && !passportAskWordsCzSk.Match(w) {
				out = append(out, w)
			}
		}
	}
	return out
}

// passportShaped: the layouts most passports share, capitals and digits
// only: one to three letters and six to eight digits ("A04718325",
// "YB4820613", "PAA123456"), or the French two digits, two letters, five
// digits ("18AV12345").
func passportShaped(v string) bool {
	if len(v) < 8 || len(v) > 10 {
		return false
	}
	l := 0
	for l < len(v) && isUpper(v[l]) {
		l++
	}
	if l >= 1 && l <= 3 {
		return allDigits(v[l:]) && len(v)-l >= 6 && len(v)-l <= 8
	}
	return l == 0 && len(v) == 9 && allDigits(v[:2]) && isUpper(v[2]) && isUpper(v[3]) && allDigits(v[4:])
}

// chatTurn reports the text of a line before a value as a chat turn's: a
// speaker label and ": " at its head ("[5:47 AM] Customer: yeah new one
// is ", "[07:20] donatella cifarelli: il mio ").
func chatTurn(lead string) bool {
	c := strings.Index(lead, ": ")
	return c > 0 && c <= 60 && !strings.ContainsAny(lead[:c], "?!,;")
}

// passportAsked reports a passport word on one of the two lines before the
// line break at ls, and the speaker of its line (speakerOf): the answer is
// another's. The Czech and Slovak "pas" is the French "not": it counts in
// Czech and Slovak text only.
func passportAsked(d *detect.Doc, ls int) (string, bool) {
	t := d.Text
	words := passportAskWords
	if l := d.Language(); l == "cs" || l == "sk" {
		words = passportAskWordsCzSk
	}
	end := ls
	for n := 0; n < 2 && end > 0; n++ {
		qs, ok := detect.LineBreakBefore(t, end, chatAskLook)
		if !ok {
			qs = end - chatAskLook // a long line: its end, where a request ends
		}
		for w := range strings.FieldsFuncSeq(t[qs+1:end], func(r rune) bool { return !unicode.IsLetter(r) }) {
			if words.Match(w) {
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
	c := strings.Index(line[i:], ": ")
	if c < 0 || c > 60 {
		return ""
	}
	return strings.TrimSpace(line[i : i+c])
}

var (
	passportAskWordsCzSk = detect.NewStemSet(vocab.All(func(l *vocab.Lexicon) []string { return l.PassportWords })...)
	passportAskWords     = detect.NewStemSet(slices.DeleteFunc(vocab.All(func(l *vocab.Lexicon) []string { return l.PassportWords }),
		func(w string) bool { return w == "pas" })...)
)
