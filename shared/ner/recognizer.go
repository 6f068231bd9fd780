// Package ner is a pure-Go named-entity tagger for PERSON, LOCATION and
// ORGANIZATION in en, de, fr, es, it, pl, cs and sk: an averaged structured
// perceptron over hashed word, shape, affix, neighbour and gazetteer features,
// decoded with Viterbi under BIO constraints. The weights are trained by
// scripts/train and embedded from model/ner.bin.
package ner

import (
	_ "embed"
	"math"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// modelData is the embedded model: a string, so that its bytes are
// read-only and ReadModel reads them in place.
//
//go:embed model/ner.bin
var modelData string

// formsData is the form table of modelData (see formTable), built by
// scripts/train beside it.
//
//go:embed model/forms.bin
var formsData string

var (
	loadOnce sync.Once
	loaded   *Model
	loadErr  error
)

// Default returns the embedded model, parsed on first use; the model is
// shared.
func Default() (*Model, error) {
	loadOnce.Do(func() {
		// the listed-name tables build beside the model when the function
		// has a second core
		go listedNames()
		loaded, loadErr = ReadModel(embeddedModel())
		if loadErr == nil {
			// a table of other weights is refused (a model retrained
			// without its table): the tagger then computes every token,
			// as fast as before the table and with the same output
			_ = loaded.UseForms(unsafe.Slice(unsafe.StringData(formsData), len(formsData)))
		}
	})
	return loaded, loadErr
}

// embeddedModel returns modelData's bytes without copying them: they must not
// be written.
func embeddedModel() []byte { return unsafe.Slice(unsafe.StringData(modelData), len(modelData)) }

// Span is a tagged entity in byte offsets.
type Span struct {
	Start, End int
	Type       string
	Score      float64
}

// Tagger tags texts with one model. It is safe for concurrent use.
type Tagger struct {
	m   *Model
	lex *byteTable // m.lexTable()
	// forms is the model's form table (nil: none), for the scratch the
	// pool makes
	forms *formTable
	pool  sync.Pool
	// Exhaustive scores every token instead of decoding cold tokens (see
	// scratch.markCold) as O: about a quarter slower, and only slightly better
	// on texts whose entities contain long runs of lower-case words.
	Exhaustive bool
	// off holds the post-tagging stages switched off (SetStagesOff): the
	// eval's ablation only
	off stageMask
}

// NewTagger returns a tagger over m.
func NewTagger(m *Model) *Tagger {
	lt := m.lexTable()
	// m.forms is nil on a big-endian machine (UseForms refuses a table
	// whose sums are little-endian lanes)
	t := &Tagger{m: m, lex: lt, forms: m.forms}
	t.pool.New = func() any { return &scratch{memoLex: true, lexT: lt, ft: t.forms} }
	return t
}

// maxSegment bounds a tagged segment so that scratch stays small on long
// texts without sentence punctuation.
const maxSegment = 128

// Tag appends the entities found in text to out.
func (t *Tagger) Tag(text string, out []Span) []Span {
	if tc, ok := t.truecase(text); ok {
		text = tc // same offsets
	}
	s := t.pool.Get().(*scratch)
	defer t.pool.Put(s)
	s.toks = Tokenize(text, s.toks[:0])
	toks := s.toks
	text = t.runText(text, toks)
	for start := 0; start < len(toks); {
		end := segmentEnd(text, toks, start)
		s.afterLabel = labelBefore(s, text, toks, start)
		out = t.tagSegment(s, text, toks[start:end], out)
		start = end
	}
	return out
}

// segmentEnd returns the end of the sentence starting at token start: after
// . ! ? … followed by a capital (not the dot of a title or an initial) or a
// line break, at a blank line, or after maxSegment tokens.
func segmentEnd(text string, toks []Token, start int) int {
	limit := min(len(toks), start+maxSegment)
	for i := start; i < limit-1; i++ {
		end, next := toks[i].End, toks[i+1].Start
		if next-end != 1 || text[end] != ' ' { // most gaps: one space
			for _, c := range []byte(text[end:next]) {
				if c == '\n' {
					return i + 1
				}
			}
		}
		// a sentence ends only at . ! ? (one byte) or … (three): most
		// tokens start with another byte, a test that seldom mispredicts
		if !endsSentence[text[toks[i].Start]] {
			continue
		}
		if n := end - toks[i].Start; n != 1 && n != 3 {
			continue
		}
		w := text[toks[i].Start:end]
		if w == "." && i > start && abbreviation(text[toks[i-1].Start:toks[i-1].End]) {
			continue // "Mr. Leiva", "J. Smith": the name goes on
		}
		if w == "." || w == "!" || w == "?" || w == "…" {
			if c := text[next]; c >= 'A' && c <= 'Z' || c >= 0x80 {
				return i + 1
			}
		}
	}
	return limit
}

// endsSentence marks the first bytes of . ! ? and … (0xe2).
var endsSentence = [256]bool{'.': true, '!': true, '?': true, 0xe2: true}

// abbreviation reports a token that a dot after it does not end a sentence
// at: a title, a single capital letter (an initial) or an abbreviation inside
// a name (St. Louis, Mt. Everest, GmbH & Co. KG) or a capitalised office
// (Abg. Kindler, Gen. Petraeus).
func abbreviation(w string) bool {
	if r, size := utf8.DecodeRuneInString(w); size == len(w) && unicode.IsUpper(r) {
		return true
	}
	return nameAbbreviations[w] || gazetteer.IsTitle(w) || officeAbbreviations[w]
}

// nameAbbreviations start place and church names or stand inside a firm's
// name; the rest of the name follows them, not a new sentence ("St. Louis",
// "Ft. Worth", "Müller GmbH & Co. KG", "Samsung Co. Ltd", "Warner Bros.
// Pictures"), the German particle "v." ("Abg. v. Heydebrand"), and the
// Polish, Czech and Slovak saint ("Szpital Miejski św. Łukasza", "kostel sv.
// Jakuba").
var nameAbbreviations = map[string]bool{"St": true, "Ste": true, "Sta": true, "Mt": true, "Ft": true, "Co": true, "Bros": true, "v": true,
	"św": true, "Św": true, "sv": true, "Sv": true}

func (t *Tagger) tagSegment(s *scratch, text string, toks []Token, out []Span) []Span {
	n := len(toks)
	if n == 0 {
		return out
	}
	s.describe(text, toks, 0)
	if t.Exhaustive {
		s.cold = nil
	} else {
		s.markCold(n)
	}
	s.lookLex(n)
	s.featurize(n, t.m.Bits, t.m.Salt)
	t.m.decode(s, n)
	out = t.runSegment(s, text, toks, out)
	for i := 0; i < n; {
		l := s.path[i]
		if l == labelO {
			i++
			continue
		}
		j := spanEnd(s.path[:n], i)
		first := i
		typ := t.runRetype(s, text, toks, i, j, entityTypes[l])
		// nor is leading punctuation ("Dr. van der Berg" tagged from the dot)
		first = skipLeadingPunct(text, toks, first, j-1)
		if typ == "PERSON" {
			// titles and offices used as titles stay outside the name,
			// with the dot after them ("Herr Professor Rainalter", "Frau
			// Kollegin Caduff")
			for first < j-1 && s.titleWord(first) {
				next := skipLeadingPunct(text, toks, first+1, j-1)
				if !capitalised(&s.info[next]) {
					break // "Bishop of Leeds": no name after the office
				}
				first = next
			}
			// a title alone is no name, nor an office alone before the
			// name it titles ("Herr Professor | Rainalter"; "Herr Kaplan."
			// is a name)
			if first == j-1 && (s.info[first].gaz&gazetteer.Title != 0 || j < n && capitalised(&s.info[j]) && s.titleWord(first)) {
				i = j
				continue
			}
		}
		if sentencePunct(text[toks[first].Start:toks[first].End]) {
			i = j // nothing but punctuation (and titles) was tagged
			continue
		}
		// trailing punctuation is never part of an entity
		last := j - 1
		for last > first && isPunct(text[toks[last].Start:toks[last].End]) {
			last--
		}
		last = balance(text, toks, first, last)
		m := t.m.margin(s, i)
		for k := i + 1; k < j; k++ {
			m = min(m, t.m.margin(s, k))
		}
		out = append(out, Span{Start: toks[first].Start, End: toks[last].End, Type: typ, Score: confidence(m)})
		i = j
	}
	return out
}

// titleWord reports a title (gazetteer.Title) or an office (vocab's
// Offices) at token i; an office that is a name too is none ("Kaplan").
func (s *scratch) titleWord(i int) bool {
	g := s.info[i].gaz
	return g&gazetteer.Title != 0 ||
		g&(gazetteer.GivenName|gazetteer.Surname) == 0 && officeMask.may(s.info[i].lw) && offices[string(s.key(i))]
}

// residence reports whether toks[i:j], tagged a person or an organisation,
// is a place by the phrase before it ("flew to Coles", "wohnt in Jena"): up
// to three words, none a legal form or a title, and not ending in a word the
// corpora know from organisations' names.
func (s *scratch) residence(text string, toks []Token, i, j int) bool {
	if j-i > 3 || !s.afterResidence(text, toks, i) {
		return false
	}
	for k := i; k < j; k++ {
		if s.info[k].gaz&(gazetteer.LegalForm|gazetteer.Title) != 0 {
			return false
		}
	}
	if lx := s.lexOf(j - 1); orgLevel(lx) >= 2 && orgLevel(lx) > locLevel(lx) {
		return false // "moved to Rishi Valley School", "returned to Waitakere United"
	}
	return true
}

// afterResidence reports whether a residence phrase ends right before token
// i on its line. It looks back 64 bytes at most, which hold the longest
// phrase: a long line costs no more than a short one.
func (s *scratch) afterResidence(text string, toks []Token, i int) bool {
	if i == 0 || s.info[i-1].gaz&gazetteer.PlacePreposition == 0 {
		return false // most tokens: no preposition before them
	}
	end := toks[i].Start
	from := max(end-64, 0)
	if from > 0 {
		if sp := strings.IndexByte(text[from:end], ' '); sp >= 0 {
			from += sp + 1 // a whole word first
		}
	}
	if nl := strings.LastIndexByte(text[from:end], '\n'); nl >= 0 {
		from += nl + 1
	}
	return gazetteer.AfterResidence(text[from:end])
}

// spanEnd returns the end of the span that starts at path[i]: a B (or a
// stray I) and the I- labels of its type that continue it.
func spanEnd(path []uint8, i int) int {
	l := path[i]
	j := i + 1
	for j < len(path) && isI(path[j]) && (path[j]+1)/2 == (l+1)/2 {
		j++
	}
	return j
}

// balance keeps brackets paired inside the span toks[first..last]: a closing
// bracket without its opening one is dropped, an opening one is closed by the
// next token when that is its bracket ("John Towers ( bishop )") and
// otherwise cut off with what follows it. It returns the new last token.
func balance(text string, toks []Token, first, last int) int {
	depth, open := 0, -1
	for k := first; k <= last; k++ {
		switch text[toks[k].Start:toks[k].End] {
		case "(":
			if depth == 0 {
				open = k
			}
			depth++
		case ")":
			if depth == 0 {
				// unmatched: the span ends before it
				last = k - 1
				for last > first && isPunct(text[toks[last].Start:toks[last].End]) {
					last--
				}
				return max(last, first)
			}
			depth--
		}
	}
	if depth == 0 {
		return last
	}
	if depth == 1 && last+1 < len(toks) && text[toks[last+1].Start:toks[last+1].End] == ")" && last > open {
		return last + 1
	}
	if open > first {
		last = open - 1
		for last > first && isPunct(text[toks[last].Start:toks[last].End]) {
			last--
		}
	}
	return last
}

// skipLeadingPunct returns the first token of toks[first..last] that is no
// sentence punctuation (. , ; : ! ?), or last. A dash or a bracket may stand
// inside a name cut by the corpora's tokenization ("al - Sadr"), and balance
// handles brackets.
func skipLeadingPunct(text string, toks []Token, first, last int) int {
	for first < last && sentencePunct(text[toks[first].Start:toks[first].End]) {
		first++
	}
	return first
}

func sentencePunct(w string) bool {
	return len(w) == 1 && strings.IndexByte(".,;:!?", w[0]) >= 0
}

func isPunct(w string) bool {
	return len(w) == 1 && (w[0] == ',' || w[0] == ':' || w[0] == ';' || w[0] == '(' || w[0] == '"' || w[0] == '-' || w[0] == '!' || w[0] == '?')
}

// confidence maps the smallest per-token margin of a span (Model.margin, in
// transUnit's units) to its score, the observed precision of such spans: a
// logistic (Platt) curve, 1/(1+e^-(confA + confB*margin)), from 0.763 for a
// span whose label was not the local best (margin <= 0: the floor) to the
// 0.95 ceiling, reached at a margin of 9.7. The NER stays a guess: a rule's
// match scores higher.
func confidence(margin float32) float64 {
	z := confA + confB*math.Max(0, float64(margin))
	return math.Min(confCeiling, 1/(1+math.Exp(-z)))
}

// confA and confB fit the shipped weights: logistic regression of whether an
// entity is right (IoU >= 0.5 with a gold span of its type) on its margin,
// over the PERSON, LOCATION and ORGANIZATION entities the engine reports on
// the tune halves of the NER corpora and the dev set (55,799 tagger spans;
// the dev set's 1,493 weighted as much as all the corpora's). Margins run
// 0 to about 20 (median 3.2); precision rises from 0.76 at or below 0 to
// 0.92 at 9 and 0.95 or more beyond 12. The margin's unit follows the
// weights' scale (transUnit): on the tune halves a perceptron trained with
// unit steps (-pa 0, margins 110 times those of the shipped PA weights)
// scores as calibrated through it (corpora ECE 0.039, 0.093 without it).
// One curve serves the three types: a curve per type fit the same way
// (PERSON 1.25+0.25m, LOCATION 0.50+0.25m, ORGANIZATION 1.52+0.04m) brings
// the dev set's check-half ECE from 0.050 to 0.039 (its low-margin places
// are often wrong, its organisations seldom) but the corpora's from 0.037 to
// 0.043 (their persons and organisations over-scored): the two disagree
// per type, and a score fit to one misleads on the other.
// TestConfidenceTracksPrecision fails when weights and constants drift
// apart; `go run ./scripts/eval -calibration -half tune` prints the
// reliability table to refit them against (docs/QUALITY.md, "Confidence").
const (
	confA       = 1.17
	confB       = 0.183
	confCeiling = 0.95
)

// Recognizer is the detect.Recognizer over the embedded model.
type Recognizer struct{ t *Tagger }

// NewRecognizer returns the recognizer, or an error when the embedded weights
// are missing or unreadable.
func NewRecognizer() (*Recognizer, error) {
	m, err := Default()
	if err != nil {
		return nil, err
	}
	return &Recognizer{t: NewTagger(m)}, nil
}

// NewRecognizerFor returns the recognizer over another tagger (experiments).
func NewRecognizerFor(t *Tagger) *Recognizer { return &Recognizer{t: t} }

// Name implements detect.Recognizer.
func (r *Recognizer) Name() string { return "ner" }

// Types implements detect.Recognizer.
func (r *Recognizer) Types() []string { return []string{"PERSON", "LOCATION", "ORGANIZATION"} }

// Needs implements detect.Recognizer: nothing. Names come in lower case in
// chat and in capitals in forms and headlines ("NAME: JOHN SMITH", "LONDON
// 1996-08-30"), and in scripts with no ASCII letter at all; a text without
// letters costs the tagger little, since every token is cold.
func (r *Recognizer) Needs() detect.Need { return 0 }

// Find implements detect.Recognizer.
func (r *Recognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	s := r.t.pool.Get().(*scratch)
	spans := r.t.Tag(d.Text, s.spans[:0])
	from := len(out)
	vs := &s.vet
	vs.doc = d
	for k, sp := range spans {
		vs.prev = Span{}
		if k > 0 && spans[k-1].End <= sp.Start { // the cues' spans come after the model's
			vs.prev = spans[k-1]
		}
		if typ, start, end, ok := r.t.vetWith(vs, d.Text, sp); ok {
			m := detect.Match{Type: typ, Start: start, End: end, Score: sp.Score, Model: true}
			if n := len(out); n > from && start <= out[n-1].Start && out[n-1].End <= end {
				out[n-1] = m // the name took in the span before it (org-place)
				continue
			}
			out = append(out, m)
		}
	}
	vs.forget()
	s.spans = spans[:0]
	r.t.pool.Put(s)
	return r.t.runMatch(d.Text, out, from)
}

// Reads implements detect.Reader: the address, phone and e-mail matches
// close a signature block (signature.go); a web address and a health
// insurer keep a chat sender's firm as the tagger read it ("Simona
// (TechnoDom.sk):" is a URL match, "Simona (ČPZP):" an insurer's, over
// which the chat-speaker stage does not claim the firm), so a request for
// organisations alone must see them too.
func (r *Recognizer) Reads() []string { return readTypes }

// readTypes are the types of the other recognizers' matches the stages read
// (Reads).
var readTypes = append(slices.Clone(signatureAnchors), "URL", "INSURANCE_COMPANY")

// All returns the NER recognizer, or none when the embedded weights are
// missing (a checkout before `make train`), so the engine still builds.
func All() []detect.Recognizer {
	r, err := NewRecognizer()
	if err != nil {
		return nil
	}
	return []detect.Recognizer{r}
}

// vetSpan is a tagged span under vet: its bounds and type as the stages
// leave them, and its words.
type vetSpan struct {
	doc                *detect.Doc // its Language() is the text's language
	text               string
	sp                 Span // as tagged
	prev               Span // the tagged span before it (zero: none)
	start, end         int
	typ                string
	lower, first, rest string
	multi              bool
}

// verdict is a vet stage's answer.
type verdict uint8

const (
	pass   verdict = iota // the next stage decides
	dropIt                // no entity
	keepAs                // an entity of v.typ within v.start, v.end
)

// vet checks a tagged span against what the gazetteers know, through the
// vet stages in order (see stages): the first stage that drops it or fixes
// its type decides. It returns the span's type and bounds, or ok false.
func (t *Tagger) vet(text string, sp Span) (typ string, start, end int, ok bool) {
	return t.vetWith(&vetState{doc: detect.NewDoc(text, "")}, text, sp)
}

// vetState is what vet works in, reused across the spans of a call (it
// lives in the pooled scratch, scratch.vet): the span under vet, which the stages are called
// with through function values (so that a local one escaped to the heap
// at every span), and the bytes of its lower case.
type vetState struct {
	v    vetSpan
	low  []byte
	doc  *detect.Doc // the text's Doc, for a stage that asks its language
	prev Span        // the tagged span before the one under vet
}

// forget drops what vs holds of the text: the span and its lower case.
func (vs *vetState) forget() {
	vs.v = vetSpan{}
	vs.doc = nil
	vs.prev = Span{}
	clear(vs.low[:cap(vs.low)])
}

// vetWith is vet in vs.
func (t *Tagger) vetWith(vs *vetState, text string, sp Span) (typ string, start, end int, ok bool) {
	vs.v = vetSpan{text: text, sp: sp, start: sp.Start, end: sp.End, typ: sp.Type, doc: vs.doc, prev: vs.prev}
	v := &vs.v
	// strings.ToLower's bytes (gazetteer.LowerAppend, TestLowerAsToLower),
	// without a string per span: the stages read v.lower and its words
	// and keep none of them
	vs.low = gazetteer.LowerAppend(vs.low[:0], text[sp.Start:sp.End])
	v.lower = unsafe.String(unsafe.SliceData(vs.low), len(vs.low))
	v.first, v.rest, v.multi = strings.Cut(v.lower, " ")
	for i := range stages {
		st := &stages[i]
		if st.vet == nil || !t.on(st.id) {
			continue
		}
		switch st.vet(v) {
		case dropIt:
			return "", 0, 0, false
		case keepAs:
			return v.typ, v.start, v.end, true
		}
	}
	return v.typ, v.start, v.end, true
}

func dropLabelStage(v *vetSpan) verdict {
	if gazetteer.NotEntity(v.lower) || phoneLabel(v) || !v.multi && legalFormWord(v.lower) {
		// a label, a heading, a phone line's label ("Cell (720) ...") or a
		// legal form alone ("GmbH", "LTD.")
		return dropIt
	}
	if !v.multi && (colonAfter(v.text, v.end) && idLabel(v) || numberLabel(v)) {
		// an identifier's acronym before its value ("NINO: AB 12 34 56 C",
		// "VIN: WVWZZZ1JZXW000001", "NHS number 538 357 2821")
		return dropIt
	}
	if v.sp.Type != "PERSON" && countryQualifier(v) {
		// "a full UK driving licence": the country qualifies a document
		return dropIt
	}
	if v.sp.Type == "PERSON" && v.multi && onBehalf(v.text, v.start) {
		// "i. A. Monika Reuter": the signature's "im Auftrag", not an
		// initial; "Sr. D. Antonio García": don
		v.start += 3
		for v.start < v.end && v.text[v.start] == ' ' {
			v.start++
		}
		return keepAs
	}
	return pass
}

// idLabel reports a span of two to six capitals before its colon and a
// value in capitals and digits that holds a digit within its first
// twelve bytes: an identifier's acronym labelling it ("NINO: AB 12 34 56
// C", "VIN: WVWZZZ1JZXW000001"), which the tagger read as a name ("Nino",
// "Vin"). A speaker in capitals before words is none ("JOHN: see you").
func idLabel(v *vetSpan) bool {
	if n := v.end - v.start; n < 2 || n > 6 || !gazetteer.AllCaps(v.text[v.start:v.end]) {
		return false
	}
	i := v.end
	for i < len(v.text) && (v.text[i] == ' ' || v.text[i] == '\t' || v.text[i] == ':') {
		i++
	}
	digit := false
	for k := i; k < len(v.text) && k < i+12; k++ {
		c := v.text[k]
		switch {
		case c >= '0' && c <= '9':
			digit = true
		case c >= 'A' && c <= 'Z', c == ' ' || c == '-' || c == '.' || c == '/':
		default:
			return digit && k > i
		}
	}
	return digit
}

// numberLabel reports an acronym that labels the number after it: "NHS
// number 538 357 2821", "NHS No. 943 476 5919": one word of two to five
// capitals, a number word, and a digit right after it (the tagger read
// "NHS" as an organisation at the start of a text).
func numberLabel(v *vetSpan) bool {
	if n := v.end - v.start; n < 2 || n > 5 || !gazetteer.AllCaps(v.text[v.start:v.end]) {
		return false
	}
	t := strings.TrimLeft(v.text[v.end:min(len(v.text), v.end+16)], " ")
	for _, w := range [...]string{"number", "num", "no.", "no", "nr.", "nr", "n°", "nº", "#"} {
		if len(t) >= len(w) && strings.EqualFold(t[:len(w)], w) {
			r := strings.TrimLeft(t[len(w):], " :.")
			// a blank or a colon after the word: "NHS no 943 ...", not "NHS now"
			if r != "" && r[0] >= '0' && r[0] <= '9' && (len(r) < len(t)-len(w) || w == "#" || w[len(w)-1] == '.') {
				return true
			}
		}
	}
	return false
}

// colonAfter reports a colon after byte end of text, blanks between.
func colonAfter(text string, end int) bool {
	for end < len(text) && (text[end] == ' ' || text[end] == '\t') {
		end++
	}
	return end < len(text) && text[end] == ':'
}

// documentWords, taxWords and rightWords are the stems of the documents and
// permits, the tax residences and the rights to work or live a country's
// name qualifies, in every language (vocab's DocumentWords,
// TaxResidenceWords and RightWords); qualifierWords all three.
var (
	documentWords  = vocab.All(func(l *vocab.Lexicon) []string { return l.DocumentWords })
	taxWords       = vocab.All(func(l *vocab.Lexicon) []string { return l.TaxResidenceWords })
	rightWords     = vocab.All(func(l *vocab.Lexicon) []string { return l.RightWords })
	qualifierWords = slices.Concat(documentWords, taxWords, rightWords)
)

// countryQualifier reports a country, or its code, that qualifies a
// document, a right or a duty: right before a qualifier word ("a full UK
// driving licence", "an EU passport", "In Deutschland steuerpflichtig"),
// after one ("Residencia fiscal: España", "tax resident in Ireland", "the
// right to work in the United Kingdom"), or
// the register of a firm ("Registered in England and Wales"): the guide
// labels none of them.
func countryQualifier(v *vetSpan) bool {
	country := gazetteer.IsCountry(v.lower)
	if (country || ukNations[v.lower]) && registeredIn(v.text, v.start) {
		return true // "Registered in England and Wales No. 0123": a firm's register
	}
	if !country {
		switch v.lower {
		case "uk", "u.k.", "eu", "us", "u.s.", "usa":
		default:
			return false
		}
	}
	if v.end+1 < len(v.text) && v.text[v.end] == ' ' {
		next := v.text[v.end+1 : min(len(v.text), v.end+32)]
		for _, w := range qualifierWords {
			if len(next) >= len(w) && strings.EqualFold(next[:len(w)], w) {
				return true
			}
		}
	}
	return qualifierBefore(v.text, v.start, documentWords, 0) || qualifierBefore(v.text, v.start, taxWords, 2) ||
		qualifierBefore(v.text, v.start, rightWords, 2)
}

// qualifierBefore reports one of words ending before byte i of t with only
// the rest of its word, separators (blanks, colons, dashes, an opening
// parenthesis) and at most maxShort short words ("in", "in the", "en")
// between: "Pays de résidence fiscale : Belgique", "daňový rezident v České
// republice". A document's word takes none ("Reisepass: Deutschland"; the
// Italian "patente" is also the Spanish "evident": "haga patente a Rusia").
func qualifierBefore(t string, i int, words []string, maxShort int) bool {
	before := t[max(0, i-64):i]
	for k := 0; k < len(before); k++ {
		if k > 0 && wordByte(before[k-1]) {
			continue // a word's start only
		}
		for _, w := range words {
			if len(before)-k >= len(w) && asciiLower(before[k]) == w[0] && strings.EqualFold(before[k:k+len(w)], w) && linksOnly(before[k+len(w):], maxShort) {
				return true
			}
		}
	}
	return false
}

// wordByte reports a byte of a word: a letter, a digit or a byte of a
// multi-byte letter.
func wordByte(c byte) bool { return isLetterByte(c) || c >= '0' && c <= '9' }

func asciiLower(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

// linksOnly reports s as the rest of a word, then separators and at most
// maxShort words of up to four bytes.
func linksOnly(s string, maxShort int) bool {
	k := 0
	for k < len(s) && wordByte(s[k]) {
		k++
	}
	words := 0
	for k < len(s) {
		switch s[k] {
		case ' ', '\t', '\n', '\r', ':', '(', '-', '/', '|', '*':
			k++
			continue
		}
		if strings.HasPrefix(s[k:], "–") || strings.HasPrefix(s[k:], "—") {
			k += len("–")
			continue
		}
		j := k
		for j < len(s) && wordByte(s[j]) {
			j++
		}
		if j == k || j-k > 4 || words == maxShort {
			return false
		}
		words++
		k = j
	}
	return true
}

// ukNations are the nations of the United Kingdom, whose registers a
// company names ("Registered in Scotland"), lower case.
var ukNations = map[string]bool{"england": true, "wales": true, "scotland": true, "northern ireland": true}

// registeredIn reports "registered in " or "incorporated in " (any case)
// right before byte i, or before a country and "and " there ("Registered in
// England and Wales"): the country of a company's register, a qualifier of
// the registration, not a place the text is about.
func registeredIn(t string, i int) bool {
	before := t[max(0, i-40):i]
	if k := strings.LastIndex(before, " and "); k >= 0 && k+5 == len(before) {
		p := before[:k]
		j := strings.LastIndexByte(p, ' ')
		if j < 0 || !nationWord(p[j+1:]) {
			return false
		}
		before = p[:j+1]
	}
	return hasSuffixFold(before, "registered in ") || hasSuffixFold(before, "incorporated in ")
}

// nationWord reports a country or a nation of the United Kingdom, w in any
// case (lower-cased on the stack: the vet of every span must not allocate).
func nationWord(w string) bool {
	var buf [32]byte
	if len(w) > len(buf) {
		return false
	}
	b := buf[:len(w)]
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		b[i] = c
	}
	return ukNations[string(b)] || gazetteer.IsCountryBytes(b)
}

// hasSuffixFold is strings.HasSuffix, ASCII case-insensitive.
func hasSuffixFold(s, suffix string) bool {
	return len(s) >= len(suffix) && strings.EqualFold(s[len(s)-len(suffix):], suffix)
}

// onBehalf reports the second half of German "i. A." or "i. V." ("im
// Auftrag", "in Vertretung") at byte start, after the "i. " before it, and
// the Spanish "D." (don) after a title ("Sr. D. Antonio García").
func onBehalf(t string, start int) bool {
	if start+3 >= len(t) || t[start+1] != '.' || t[start+2] != ' ' {
		return false
	}
	switch t[start] {
	case 'A', 'V':
		return start >= 3 && t[start-3:start] == "i. " && (start == 3 || !isLetterByte(t[start-4]))
	case 'D':
		p := strings.TrimRight(t[max(0, start-8):start], " ")
		w := p[strings.LastIndexAny(p, " \n(")+1:]
		switch strings.ToLower(w) {
		case "sr.", "sres.", "excmo.", "ilmo.":
			return true
		}
	}
	return false
}

func isLetterByte(c byte) bool { return c|0x20 >= 'a' && c|0x20 <= 'z' || c >= 0x80 }

// phoneLineWords name a phone line in a signature or a form ("Office (303)
// 555-0148 · Cell (720) 918-4472", "Landline (091) 756 332", "Main Line
// +1 ..."), lower case.
var phoneLineWords = map[string]bool{"office": true, "cell": true, "cellphone": true, "mobile": true, "mob": true,
	"tel": true, "telephone": true, "phone": true, "fax": true, "landline": true, "work": true, "home": true,
	"direct": true, "main": true, "line": true, "switchboard": true, "desk": true, "reception": true, "pager": true,
	"whatsapp": true, "daytime": true, "evening": true, "business": true, "handy": true, "mobil": true}

// phoneLineHeads end a label of several phone-line words ("Main Line",
// "Work Phone", "Direct Line").
var phoneLineHeads = map[string]bool{"line": true, "phone": true, "tel": true, "telephone": true, "mobile": true, "fax": true}

// phoneLabel reports a span of phone-line words right before a phone
// number (at least seven digits written as phones are: "+", brackets,
// blanks, dashes and dots between them, after an optional ':'): the label
// of the number, not a place or a firm ("Office of Fair Trading" and "Cell
// 3" stay as tagged).
func phoneLabel(v *vetSpan) bool {
	last := ""
	for w := range strings.FieldsSeq(v.lower) {
		if !phoneLineWords[w] {
			return false
		}
		last = w
	}
	if v.multi && !phoneLineHeads[last] {
		return false // "Home Office 020 7035 4848": a department's name
	}
	t := v.text[v.end:min(len(v.text), v.end+24)]
	t = strings.TrimLeft(t, " \t")
	t = strings.TrimPrefix(t, ":")
	t = strings.TrimLeft(t, " \t")
	if t == "" || !(t[0] == '+' || t[0] == '(' || t[0] >= '0' && t[0] <= '9') {
		return false
	}
	digits := 0
	for i := 0; i < len(t); i++ {
		c := t[i]
		switch {
		case c >= '0' && c <= '9':
			digits++
		case c == ' ' || c == '-' || c == '.' || c == '(' || c == ')' || c == '+' || c == '/':
		default:
			return digits >= 7
		}
	}
	return digits >= 7
}

func compassRegionStage(v *vetSpan) verdict {
	if v.multi && compassWords[v.first] && gazetteer.IsCountry(v.rest) && v.lower != "northern ireland" {
		v.typ, v.start = "LOCATION", v.end-len(v.rest)
		return keepAs // "serving Southern Italy": the region has no name of its own
	}
	return pass
}

func headNounStage(v *vetSpan) verdict {
	if v.multi && v.sp.Type != "LOCATION" {
		// "Condado de Jefferson", "Hrabstwo Erie": a head noun names no
		// person, and most heads of places name no organisation
		if t, strong := gazetteer.HeadType(v.first); t != "" && (strong || v.sp.Type == "PERSON") {
			v.typ = t
			return keepAs
		}
	}
	return pass
}

// legalFormWord reports an unambiguous legal form among the words of lower
// ("gmbh", "ltd."): one written with a dot inside ("s.r.o.", "s.a.") or one
// of firmWords; the short ones that are words or names too ("co", "sa",
// "spa") do not count.
func legalFormWord(lower string) bool {
	for w := range strings.FieldsSeq(lower) {
		w = strings.TrimRight(w, ",")
		if firmWords[w] || strings.IndexByte(strings.TrimRight(w, "."), '.') > 0 && gazetteer.IsLegalForm(w) {
			return true
		}
	}
	return false
}

// firmWords are the legal forms that name nothing but a firm.
var firmWords = map[string]bool{"ltd": true, "ltd.": true, "llc": true, "plc": true, "inc": true, "inc.": true,
	"gmbh": true, "sarl": true, "corp": true, "corp.": true, "ohg": true, "srl": true}

func countryTypeStage(v *vetSpan) verdict {
	if v.sp.Type != "LOCATION" && gazetteer.IsCountry(v.lower) {
		v.typ = "LOCATION"
		return keepAs
	}
	return pass
}

// placePreps are vocab's PlacePrepositions by language.
var placePreps = wordSetsByLang(func(l *vocab.Lexicon) []string { return l.PlacePrepositions })

// wordSetsByLang returns a vocab list of each language as a set of its
// words, for languages whose list is not empty.
func wordSetsByLang(list func(*vocab.Lexicon) []string) map[string]map[string]bool {
	m := map[string]map[string]bool{}
	for _, l := range vocab.Languages() {
		if lx, ok := vocab.Of(l); ok && len(list(&lx)) > 0 {
			m[l] = gazetteer.WordSet(list(&lx)...)
		}
	}
	return m
}

// townTypeStage: the corpora name sports clubs by their town ("Aberdeen 3
// Celtic 1"), so the tagger reads a town as an organisation after a place
// preposition too ("relocate to Aberdeen", "nata a Arequipa",
// "Niederlassungen in Venlo"). A town the gazetteer knows (gazetteer.IsTown,
// GeoNames) right after one of the text's place prepositions is a place;
// capitals alone ("in der EU") are acronyms.
func townTypeStage(v *vetSpan) verdict {
	if v.sp.Type != "ORGANIZATION" || v.doc == nil || !gazetteer.IsTown(v.lower) || gazetteer.AllCaps(v.text[v.start:v.end]) {
		return pass
	}
	ws, we, ok := prevWord(v.text, v.start, v.prev.End)
	if !ok || !placePreps[v.doc.Language()][v.text[ws:we]] {
		return pass
	}
	v.typ = "LOCATION"
	return keepAs
}

// compassWords make a part of a country that is no place name of its own.
var compassWords = map[string]bool{"southern": true, "northern": true, "eastern": true, "western": true, "central": true}

// nameWord: a capitalised word of letters (hyphens and apostrophes inside).
func nameWord(w string) bool {
	r, size := utf8.DecodeRuneInString(w)
	if !unicode.IsUpper(r) || len(w) < 2 {
		return false
	}
	for _, c := range w[size:] {
		if !unicode.IsLetter(c) && c != '-' && c != '\'' && c != '’' {
			return false
		}
	}
	return true
}

// bodyHeads are vocab's BodyHeads by language.
var bodyHeads = wordSetsByLang(func(l *vocab.Lexicon) []string { return l.BodyHeads })

// bodyHeadStage: Italian and French capitalise a place's head inside a
// sentence when they mean its administration ("la Regione Toscana
// valuterà", "rilasciata dal Comune di Brescia", "la Région
// Nouvelle-Aquitaine a confirmé"), and write it in lower case for the land
// ("nella regione Toscana"). Only a capital after a lower-case word counts:
// at a line's or sentence's start, or after a label, every word has one.
func bodyHeadStage(v *vetSpan) verdict {
	if !v.multi || v.sp.Type == "PERSON" || v.doc == nil {
		return pass // "Ville Kantee" is a Finnish given name
	}
	if heads := bodyHeads[v.doc.Language()]; !heads[v.first] {
		return pass // "la Provincia de Buenos Aires": Spanish capitalises it either way
	}
	if r, _ := utf8.DecodeRuneInString(v.text[v.start:]); !unicode.IsUpper(r) {
		return pass
	}
	i := v.start
	for i > 0 && v.text[i-1] == ' ' {
		i--
	}
	if i == v.start || i == 0 {
		return pass
	}
	if r, _ := utf8.DecodeLastRuneInString(v.text[:i]); !unicode.IsLower(r) {
		return pass
	}
	v.typ = "ORGANIZATION"
	return keepAs
}
