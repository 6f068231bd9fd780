package contextual

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/lang/vocab"
)

// keyedSpec declares a type found as a value after a keyword: "username: jdoe",
// "booking reference ABC12D", "S/N: XK-2231-B". The span is the value only.
// One recognizer runs every spec in a single pass over the words of the text.
type keyedSpec struct {
	Type string
	// Keywords are lower-case phrases; each space-separated word is a stem
	// (detect.StemMatch: under four bytes it must match the whole word).
	Keywords []string
	// Fillers are extra words that may stand between keyword and value
	// ("historia clínica", "numéro de série"); the shared ones are in fillerWords.
	Fillers []string
	// Inner lists punctuation allowed inside a value between alphanumerics.
	Inner string
	// NeedSep: the value must follow ':', '=', '#' or a verb ("is", "ist"),
	// unless Bare accepts it ("usuario admin.barrueco").
	NeedSep bool
	Bare    func(v string) bool
	// Paired, when set, accepts a value v that the text after it (rest)
	// shows to be one, a login right before its password: without a
	// separator where Bare does not ("meno pbednar a heslo ..."), after a
	// label's words and a ':' ("Usuario de red y correo: abenali\nContraseña:
	// ..."), and after a label's words without one when Bare accepts it too
	// ("utente SPID oksana.hrytsenko88 password ...").
	Paired func(v, rest string) bool
	// PairedScore scores a paired value Value gives no score.
	PairedScore float64
	// CapsPrefix: a value may be written after a country or issuer code of
	// one to three capitals and a blank ("SK 0841157"); the span holds both.
	CapsPrefix bool
	// DigitGroups: a value of three or four digits goes on over groups of
	// three or four digits one blank apart ("123 456 789", as New York
	// prints its licence numbers).
	DigitGroups bool
	// MoreFillers is how many filler words beyond maxFillers may stand
	// between keyword and value: qualifiers of several words ("passeport
	// des États-Unis n°", "pasaporte de EE. UU. nº").
	MoreFillers int
	// LabelTail is how many other words may end the label between the
	// keyword and its ':' or verb, on the keyword's line ("Usuario de banca
	// online: okovalenko90", "Benutzername für das Kundenportal lautet
	// fschulz_22"); after them only a value Bare accepts is taken.
	LabelTail int
	// Speaker, when set, must accept the value of a keyword that begins a
	// line, as a chat's speaker label does ("[08:48] Usuario: buenas"): kw
	// as written, the value v and the rest of its line.
	Speaker func(kw, v, rest string) bool
	// Answer, when set, accepts a value typed alone on the next chat line
	// after a question that ends the keyword's line ("identifiant du compte
	// ?\n[09:32] Rachid : rachid.benali30"); the match scores AnswerScore.
	Answer      func(v string) bool
	AnswerScore float64
	// Qualified: words of letters in brackets may end the label, a
	// register's or a department's name ("ID pacienta (NIS):", "ID
	// pacienta (amb. karta):"); the value after them must still score.
	Qualified bool
	// Issuer: the name of the issuing state or country, one or two
	// capitalised words, may end the label right before its ':'
	// ("Licencia de conducir / ID de Texas: 41873926", "Driver license
	// New York: 123 456 789").
	Issuer bool
	// Confirm, when set, must accept a value found after the keyword word
	// kw as written, given the whole text ("Dossier n° 2026-7781" is a
	// patient's record in a clinical letter only).
	Confirm func(d *detect.Doc, kw string) bool
	// NotAfter, when set, reports a word w of the two before the keyword
	// word kw that makes it another thing's label ("codice di accesso" is
	// an access code's, "N. accesso" a hospital visit's).
	NotAfter func(kw, w string) bool
	// Value scores a candidate value v after the keyword word kw as written
	// (0: not a value).
	Value func(kw, v string) float64
	// Context, when set, must accept a value that Value scores, given the
	// text around it (see valueContext).
	Context func(c valueContext) bool
}

// valueContext is a value found after a keyword and the text around it.
type valueContext struct {
	// Before is the text before the keyword on its line (up to
	// contextLook bytes), Rest the text after the value (up to
	// pairedLook bytes).
	Before, Value, Rest string
	// Verb: a verb ("is", "lautet"), not ':', '=' or '#', put the value
	// after the keyword.
	Verb bool
}

// contextLook bounds the text before a keyword that valueContext holds.
const contextLook = 40

// fillerWords may stand between any keyword and its value: vocab's
// LabelFillers ("number", "de", "číslo", ...) and the abbreviations of no
// one language ("no", "ID"), and the ordinal sign of the Spanish "n.º".
var fillerWords = append([]string{"no", "nr", "num", "nos", "id", "ids", "ref", "nº", "º", "n", "d", "č", "c"},
	vocab.All(func(l *vocab.Lexicon) []string { return l.LabelFillers })...)

// verbWords may stand there too (vocab's Copulas: "is", "lautet"); a verb
// counts as a separator for NeedSep.
var verbWords = vocab.All(func(l *vocab.Lexicon) []string { return l.Copulas })

type keyword struct {
	words []string
	spec  *keyedSpec
	// third is the first word's third byte when it is ASCII (0 otherwise):
	// a word whose third byte is another ASCII byte cannot match
	third byte
}

type keyedRecognizer struct {
	specs []*keyedSpec
	types []string
	ascii [27 * 27][]keyword // by first two lower-case letters (26: other)
	// third[bucket] has bit (b&31) set for each third byte b a keyword of the
	// bucket may match (all bits: one of them matches any third byte), a
	// one-word test before the bucket is read
	third   [27 * 27]uint32    // 2.9 KB: it stays in cache
	other   map[rune][]keyword // by first rune when it is not ASCII
	fillers map[*keyedSpec][]string
	// class is the words a keyword's first word may match (the Doc's word
	// pre-filter): Find visits only the runs it tags
	class detect.WordClass
}

// pairedLook bounds the text after a value that keyedSpec.Paired reads.
const pairedLook = 80

// maxFillers bounds the words skipped between keyword and value.
const maxFillers = 3

func newKeyedRecognizer(specs ...*keyedSpec) *keyedRecognizer {
	r := &keyedRecognizer{specs: specs, other: map[rune][]keyword{}, fillers: map[*keyedSpec][]string{}}
	seen := map[string]bool{}
	for _, sp := range specs {
		if !seen[sp.Type] {
			seen[sp.Type] = true
			r.types = append(r.types, sp.Type)
		}
		f := append([]string(nil), fillerWords...)
		f = append(f, sp.Fillers...)
		for _, kw := range sp.Keywords {
			words := splitWords(kw)
			f = append(f, words...) // "booking reservation ABC12D"
			k := keyword{words: words, spec: sp}
			if w := words[0]; len(w) >= 3 && w[0] < utf8.RuneSelf && w[1] < utf8.RuneSelf && w[2] < utf8.RuneSelf {
				k.third = w[2]
			}
			if idx, ok := bucketOf(words[0]); ok {
				r.ascii[idx] = append(r.ascii[idx], k)
				if k.third == 0 {
					r.third[idx] = ^uint32(0)
				} else {
					r.third[idx] |= 1 << (k.third & 31)
				}
			} else {
				first, _ := utf8.DecodeRuneInString(words[0])
				first = unicode.ToLower(first)
				r.other[first] = append(r.other[first], k)
			}
		}
		r.fillers[sp] = f
	}
	ws := &detect.WordSet{}
	for _, ks := range r.ascii {
		for _, k := range ks {
			addStem(ws, k.words[0])
		}
	}
	for _, ks := range r.other {
		for _, k := range ks {
			addStem(ws, k.words[0])
		}
	}
	r.class = detect.NewWordClass(ws)
	return r
}

// addStem adds to s the ASCII words stemMatchFast(word, stem) may accept: a
// stem of four bytes or more is a prefix, a shorter one the whole word. A
// non-ASCII rune of the stem matches no ASCII rune (hasPrefixFold compares
// the rune lower-cased) unless strings.EqualFold pairs it with one (the
// Kelvin sign and "k"): the stem then adds its ASCII prefix before that rune.
func addStem(s *detect.WordSet, stem string) {
	for i, r := range stem {
		if r < utf8.RuneSelf {
			continue
		}
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			if f < utf8.RuneSelf {
				s.AddPrefix(stem[:i])
				return
			}
		}
		return // no ASCII word matches the stem
	}
	if len(stem) >= 4 {
		s.AddPrefix(stem)
	} else {
		s.AddWord(stem)
	}
}

func splitWords(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return out
}

// bucketOf indexes a word by its first two ASCII letters, lower-cased.
func bucketOf(w string) (int, bool) {
	a := lowerASCII(w[0])
	if a < 'a' || a > 'z' {
		return 0, false
	}
	b := 26
	if len(w) > 1 {
		if c := lowerASCII(w[1]); c >= 'a' && c <= 'z' {
			b = int(c - 'a')
		}
	}
	return int(a-'a')*27 + b, true
}

// letterIdx maps ASCII letters to 0-25 (either case), other bytes to -1.
var letterIdx = func() (t [256]int8) {
	for c := range t {
		t[c] = -1
		if l := lowerASCII(byte(c)); l >= 'a' && l <= 'z' {
			t[c] = int8(l - 'a')
		}
	}
	return
}()

func lowerASCII(c byte) byte {
	if c >= 'A' && c <= 'Z' {
		return c + 'a' - 'A'
	}
	return c
}

func (r *keyedRecognizer) Name() string       { return "keyed_values" }
func (r *keyedRecognizer) Types() []string    { return r.types }
func (r *keyedRecognizer) Needs() detect.Need { return 0 }

// isKeyedWordByte: words are runs of ASCII letters/digits and non-ASCII bytes.
func isKeyedWordByte(c byte) bool { return keyedWordTab[c] }

var keyedWordTab = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = detect.IsWordByte(byte(c)) || c >= utf8.RuneSelf
	}
	return
}()

func (r *keyedRecognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// words: runs of isKeyedWordByte, the Doc's word runs (in an ASCII
	// text, those that may match a keyword's first word)
	runs := d.WordRuns()
	valueEnd := 0 // the end of the last value found: a word inside it is no keyword
	for ri := d.NextWordIn(r.class, 0); ri < len(runs); ri = d.NextWordIn(r.class, ri+1) {
		start, i := runs[ri].Start, runs[ri].End
		c := t[start]
		if isDigit(c) || start < valueEnd {
			// "Driver license: TX 12345678": the state code of the
			// licence's value, not the transaction keyword "tx"
			continue
		}
		word := t[start:i]
		third := byte(0)
		if len(word) >= 3 && word[1] < utf8.RuneSelf && word[2] < utf8.RuneSelf {
			third = lowerASCII(word[2])
		}
		var cands []keyword
		if a := letterIdx[c]; a >= 0 { // bucketOf, inlined
			b := int8(26)
			if len(word) > 1 && letterIdx[word[1]] >= 0 {
				b = letterIdx[word[1]]
			}
			idx := int(a)*27 + int(b)
			if m := r.third[idx]; m == 0 || third != 0 && m&(1<<(third&31)) == 0 {
				continue // no keyword of the bucket survives the third-byte test below
			}
			cands = r.ascii[idx]
		} else if c >= utf8.RuneSelf && len(r.other) > 0 {
			first, _ := utf8.DecodeRuneInString(word)
			cands = r.other[unicode.ToLower(first)]
		}
		if len(cands) == 0 {
			continue
		}
		for ci := range cands {
			k := &cands[ci]
			if third != 0 && k.third != 0 && third != k.third {
				continue // stemMatchFast compares the lower-cased bytes
			}
			if !stemMatchFast(word, k.words[0]) {
				continue
			}
			// after an underscore the whole word only: "MAX_USERS=10" holds no login
			underscored := !d.BoundaryBefore(start) && t[start-1] == '_' && len(word) == len(k.words[0])
			if !underscored && !d.BoundaryBefore(start) {
				continue
			}
			end, ok := matchRest(t, i, k.words[1:])
			if !ok || underscored && !configKeyEnd(t, end, k.spec) {
				continue
			}
			if m, ok := r.valueAfter(d, start, end, *k, word); ok && notSpeakerLabel(t, start, k.spec, word, m) && confirmed(d, start, k.spec, word) {
				out = append(out, m)
				valueEnd = max(valueEnd, m.End)
				break
			}
			if m, ok := answerMatch(t, end, k.spec); ok {
				out = append(out, m)
				valueEnd = max(valueEnd, m.End)
				break
			}
		}
	}
	return out
}

// confirmed applies the spec's Confirm and NotAfter tests to a value found
// after the keyword word kw at start.
func confirmed(d *detect.Doc, start int, sp *keyedSpec, kw string) bool {
	if sp.Confirm != nil && !sp.Confirm(d, kw) {
		return false
	}
	if sp.NotAfter == nil {
		return true
	}
	other := false
	d.LabelWordsBefore(start, 2, func(w string) bool {
		other = sp.NotAfter(kw, w)
		return !other
	})
	return !other
}

// configKeyEnd reports a keyword that ends a configuration or environment
// key right before its '=' or ':' ("DB_USER=app_user", "smtp_username:
// mailer"), which a spec needing a separator may read after an underscore;
// elsewhere an underscore before a keyword joins it to another word.
func configKeyEnd(t string, end int, sp *keyedSpec) bool {
	return sp.NeedSep && end < len(t) && (t[end] == '=' || t[end] == ':')
}

// stemMatchFast is detect.StemMatch for lower-case stems, with an ASCII fast path.
func stemMatchFast(word, stem string) bool {
	if len(stem) < 4 {
		return len(word) == len(stem) && hasPrefixFold(word, stem) || len(word) != len(stem) && detect.StemMatch(word, stem)
	}
	return hasPrefixFold(word, stem)
}

// matchRest matches the remaining words of a keyword phrase from offset i,
// separated by spaces or one punctuation byte ("S/N", "patient-id").
func matchRest(t string, i int, words []string) (int, bool) {
	for _, w := range words {
		j := i
		for j < len(t) && j-i < 2 && !isKeyedWordByte(t[j]) {
			j++
		}
		if j == i {
			return 0, false
		}
		s := j
		for j < len(t) && isKeyedWordByte(t[j]) {
			j++
		}
		if s == j || !detect.StemMatch(t[s:j], w) {
			return 0, false
		}
		i = j
	}
	return i, true
}

// valueAfter skips separators and filler words after a keyword and scores
// the first value token it reaches.
func (r *keyedRecognizer) valueAfter(d *detect.Doc, kwStart, i int, k keyword, word string) (detect.Match, bool) {
	t := d.Text
	sp := k.spec
	sawSep := false
	mark := false             // a ':', '=' or '#' (sawSep is also set by a verb)
	tail, crossed := 0, false // label words skipped; a line break skipped
	open := 0                 // brackets opened and not yet closed
	qualified := false        // a bracketed qualifier skipped (Qualified)
	for step := 0; step <= maxFillers+sp.MoreFillers+sp.LabelTail; step++ {
		// separators: spaces, ':', '=', '#', quotes, brackets, '.', one line break
		newlines := 0
	skip:
		for i < len(t) {
			switch t[i] {
			case ' ', '\t', '"', '\'', '.', ',', '-', '/':
			case '(', '[':
				open++
			case ')', ']':
				// a filler in brackets: "Reisepass (USA) Nr."
				if open == 0 {
					break skip
				}
				open--
			case ':', '=', '#':
				sawSep, mark = true, true
			case '\n', '\r':
				newlines++
				crossed = true
				if newlines > 2 {
					return detect.Match{}, false
				}
			default:
				if c := t[i]; c >= utf8.RuneSelf {
					// symbols, emoji, no-break space, "№", "«"
					if r, n := utf8.DecodeRuneInString(t[i:]); !unicode.IsLetter(r) && !unicode.IsDigit(r) {
						i += n
						continue
					}
				}
				break skip
			}
			i++
		}
		if i >= len(t) || !isKeyedWordByte(t[i]) {
			return detect.Match{}, false
		}
		// the value token: alphanumerics and the spec's inner punctuation
		s := i
		j := i
		for j < len(t) {
			c := t[j]
			if detect.IsWordByte(c) {
				j++
				continue
			}
			if c < utf8.RuneSelf && containsByte(sp.Inner, c) && j+1 < len(t) && detect.IsWordByte(t[j+1]) {
				j++
				continue
			}
			break
		}
		if sp.DigitGroups && j-s >= 3 && j-s <= 4 && allDigits(t[s:j]) {
			j = digitGroupsAfter(t, j) // "NY DL# 123 456 789"
		}
		if j == s {
			// a non-ASCII word: a filler such as "číslo", or nothing
			for j < len(t) && isKeyedWordByte(t[j]) {
				j++
			}
		} else if j < len(t) && t[j] >= utf8.RuneSelf && !d.BoundaryAfter(j) {
			// ASCII glued to a non-ASCII letter ("clínica"): a word, never a value
			for j < len(t) && isKeyedWordByte(t[j]) {
				j++
			}
		}
		tok := t[s:j]
		if k := indexAny(tok, sp.Inner); k > 0 && isLowerWord(tok[:k]) && isFiller(tok[:k], r.fillers[sp]) {
			i = s + k // "nhc-739146": the value follows a lower-case label ("SN-9988" is a value)
			continue
		}
		if isFiller(tok, r.fillers[sp]) {
			i = j
			continue
		}
		if sp.Issuer && issuerBeforeColon(t, s, j) {
			i = j
			continue
		}
		if sp.Qualified && open > 0 && isLabelWord(tok) {
			qualified = true
			i = j
			continue
		}
		if qualified && open > 0 {
			return detect.Match{}, false // "Patient (room 12345)": the bracket's own number
		}
		if isFiller(tok, verbWords) {
			sawSep = true
			i = j
			continue
		}
		bare := sp.Bare != nil && sp.Bare(tok)
		// read only where it decides: a value Bare does not take, or one
		// after a label's words without a ':'
		paired := sp.Paired != nil && (!bare || tail > 0 && !sawSep) && sp.Paired(tok, t[j:min(len(t), j+pairedLook)])
		if sp.NeedSep && !sawSep && !bare && (tail > 0 || !paired) {
			if tail < sp.LabelTail && !crossed && isLabelWord(tok) {
				tail++ // "de banca online", "für das Kundenportal"
				i = j
				continue
			}
			return detect.Match{}, false
		}
		if tail > 0 && (!sawSep && !(bare && paired) || sawSep && !bare && !paired || strings.Contains(tok, ".") && looksLikeDomain(tok)) {
			// after a label's own words: a ':' and a login's shape, not a
			// host's ("Login page: auth.example.com"), or a login its
			// password follows
			return detect.Match{}, false
		}
		if j < len(t) && (t[j] == '@' || !d.BoundaryAfter(j)) {
			return detect.Match{}, false // an email address or a longer word
		}
		if j+1 < len(t) && strings.IndexByte("#$%*~^|\\", t[j]) >= 0 && detect.IsWordByte(t[j+1]) {
			// the head of a longer token, a password's ("Heslo pro první
			// přihlášení: Xk9#mP2q" gave the login name "Xk9"); not '&' or
			// '=', which end a query parameter's value ("?user=jdoe&pw=")
			return detect.Match{}, false
		}
		if sp.CapsPrefix && len(tok) <= 3 && isUpperWord(tok) && j+1 < len(t) && t[j] == ' ' {
			// "SK 0841157": the code and the number after it
			k := j + 1
			for k < len(t) && (detect.IsWordByte(t[k]) || containsByte(sp.Inner, t[k]) && k+1 < len(t) && detect.IsWordByte(t[k+1])) {
				k++
			}
			if k > j+1 && (k == len(t) || t[k] != '@' && d.BoundaryAfter(k)) {
				if score := sp.Value(word, t[j+1:k]); score > 0 {
					return detect.Match{Type: sp.Type, Start: s, End: k, Score: score}, true
				}
			}
		}
		score := sp.Value(word, tok)
		if score <= 0 && paired {
			score = sp.PairedScore
		}
		if score <= 0 {
			return detect.Match{}, false
		}
		if sp.Context != nil {
			ls := max(0, kwStart-contextLook)
			if nl := strings.LastIndexByte(t[ls:kwStart], '\n'); nl >= 0 {
				ls += nl + 1
			}
			c := valueContext{Before: t[ls:kwStart], Value: tok, Rest: t[j:min(len(t), j+pairedLook)], Verb: sawSep && !mark}
			if !sp.Context(c) {
				return detect.Match{}, false
			}
		}
		return detect.Match{Type: sp.Type, Start: s, End: j, Score: score}, true
	}
	return detect.Match{}, false
}

// issuerBeforeColon reports a capitalised word t[s:e] that ends a label
// before its ':', alone or with one more capitalised word ("Texas:", "New
// York:"): the issuer's name (keyedSpec.Issuer).
func issuerBeforeColon(t string, s, e int) bool {
	for n := 0; n < 2; n++ {
		if r, _ := utf8.DecodeRuneInString(t[s:e]); !unicode.IsUpper(r) || !isLabelWord(t[s:e]) {
			return false
		}
		k := e
		for k < len(t) && (t[k] == ' ' || t[k] == ')') {
			k++
		}
		if k < len(t) && t[k] == ':' {
			return true
		}
		if k == e || k >= len(t) || t[e] != ' ' {
			return false
		}
		s, e = k, k
		for e < len(t) && isKeyedWordByte(t[e]) {
			e++
		}
	}
	return false
}

// digitGroupsAfter extends a value ending at j over the groups of three or
// four digits that follow it one blank apart, and returns the new end.
func digitGroupsAfter(t string, j int) int {
	for n := 0; n < 4 && j+1 < len(t) && t[j] == ' '; n++ {
		k := j + 1
		for k < len(t) && isDigit(t[k]) {
			k++
		}
		if g := k - (j + 1); g < 3 || g > 4 || k < len(t) && detect.IsWordByte(t[k]) {
			break
		}
		j = k
	}
	return j
}

// answerMatch reads the value a chat's next turn gives to the question that
// ends the keyword's line (see keyedSpec.Answer).
func answerMatch(t string, kwEnd int, sp *keyedSpec) (detect.Match, bool) {
	if sp.Answer == nil {
		return detect.Match{}, false
	}
	s, e, ok := chatAnswer(t, kwEnd)
	if !ok || !sp.Answer(t[s:e]) {
		return detect.Match{}, false
	}
	return detect.Match{Type: sp.Type, Start: s, End: e, Score: sp.AnswerScore}, true
}

// maxQuestionTail bounds the words between a keyword and the '?' that ends
// its line ("du compte ?").
const maxQuestionTail = 40

// chatAnswer finds, after a keyword at kwEnd whose line ends with a short
// question, the next line's answer when it is one word after the line's
// lead and speaker label ("[09:32] Rachid : rachid.benali30").
func chatAnswer(t string, kwEnd int) (s, e int, ok bool) {
	// the line break within maxQuestionTail bytes: a scan to the text's end
	// per keyword made a long text without line breaks cost quadratic time
	nl := strings.IndexByte(t[kwEnd:min(len(t), kwEnd+maxQuestionTail+1)], '\n')
	if nl < 0 || !strings.HasSuffix(strings.TrimSpace(t[kwEnd:kwEnd+nl]), "?") {
		return 0, 0, false
	}
	ls := kwEnd + nl + 1
	le := len(t)
	if j := strings.IndexByte(t[ls:], '\n'); j >= 0 {
		le = ls + j
	}
	line := t[ls:le]
	// the speaker label ends at the first ": " after the lead's time
	i := 0
	for i < len(line) && (isDigit(line[i]) || strings.IndexByte(" []:.-", line[i]) >= 0) {
		i++
	}
	c := strings.Index(line[i:], ": ")
	if c < 0 || c > 40 || strings.ContainsAny(line[i:i+c], "?!,;") {
		return 0, 0, false
	}
	v := strings.TrimSpace(line[i+c+2:])
	if v == "" || strings.ContainsAny(v, " \t") {
		return 0, 0, false
	}
	s = ls + i + c + 2 + strings.Index(line[i+c+2:], v)
	return s, s + len(v), true
}

// askedBefore reports a value at start that opens a chat turn (only a time
// and a speaker label before it on its line: "10:33 Klient: PO 7K419, ...")
// answering a line that holds one of stems ("Proszę podać numer
// rejestracyjny pojazdu.").
func askedBefore(t string, start int, stems []string) bool {
	// the lead is a short label ("10:33 Klient: "), the asking line at most
	// 300 bytes: the look-backs stop there (see detect.LineBreakBefore)
	ls, ok := detect.LineBreakBefore(t, start, 200)
	if !ok || ls <= 0 {
		return false
	}
	lead := t[ls+1 : start]
	c := strings.LastIndex(lead, ": ")
	if c < 0 || c > 60 || strings.TrimSpace(lead[c+1:]) != "" || strings.ContainsAny(lead, "?!,;") {
		return false
	}
	qs, ok := detect.LineBreakBefore(t, ls, 301)
	if !ok {
		return false
	}
	q := t[qs+1 : ls]
	if len(q) > 300 {
		return false
	}
	for w := range strings.FieldsFuncSeq(q, func(r rune) bool { return !unicode.IsLetter(r) }) {
		for _, st := range stems {
			if detect.StemMatch(w, st) {
				return true
			}
		}
	}
	return false
}

// notSpeakerLabel applies the spec's Speaker test to a keyword at start
// that begins its line.
func notSpeakerLabel(t string, start int, sp *keyedSpec, word string, m detect.Match) bool {
	return sp.Speaker == nil || !lineLead(t, start) || sp.Speaker(word, t[m.Start:m.End], restOfLine(t, m.End))
}

// lineLead reports whether only a chat line's lead stands before offset i
// on its line: nothing, a time ("10:31", "[08:48:05]") or a bullet.
func lineLead(t string, i int) bool {
	for j := i - 1; j >= 0; j-- {
		switch c := t[j]; {
		case c == '\n':
			return true
		case c == ' ' || c == '\t' || c == '[' || c == ']' || c == ':' || c == '-' || c == '*' || c == '.' || isDigit(c):
		default:
			return false
		}
	}
	return true
}

// restOfLine is the text from i to the end of its line.
func restOfLine(t string, i int) string {
	if j := strings.IndexByte(t[i:], '\n'); j >= 0 {
		return t[i : i+j]
	}
	return t[i:]
}

// isFiller reports whether a letter-only token matches one of the stems.
func isFiller(w string, stems []string) bool {
	for i := 0; i < len(w); i++ {
		if isDigit(w[i]) {
			return false
		}
	}
	for _, f := range stems {
		if detect.StemMatch(w, f) {
			return true
		}
	}
	return false
}

// isLabelWord: a word of letters, hyphenated or not, as the words of a
// label are ("online", "e-shop").
func isLabelWord(s string) bool {
	for i, r := range s {
		if !unicode.IsLetter(r) && (r != '-' || i == 0 || i == len(s)-1) {
			return false
		}
	}
	return s != ""
}

func isUpperWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isUpper(s[i]) {
			return false
		}
	}
	return s != ""
}

func isLowerWord(s string) bool {
	for i := 0; i < len(s); i++ {
		if !isLower(s[i]) {
			return false
		}
	}
	return true
}

// indexAny returns the index of the first byte of s that is in chars, or -1.
func indexAny(s, chars string) int {
	for i := 0; i < len(s); i++ {
		if containsByte(chars, s[i]) {
			return i
		}
	}
	return -1
}

func containsByte(s string, c byte) bool {
	for i := 0; i < len(s); i++ {
		if s[i] == c {
			return true
		}
	}
	return false
}

// valueShape counts the classes of a value token.
type valueShape struct{ n, upper, lower, digits, other int }

func shapeOf(v string) valueShape {
	s := valueShape{n: len(v)}
	for i := 0; i < len(v); i++ {
		switch c := v[i]; {
		case isDigit(c):
			s.digits++
		case isUpper(c):
			s.upper++
		case isLower(c):
			s.lower++
		default:
			s.other++
		}
	}
	return s
}

// keyedSpecs lists the value-after-keyword types (one file each).
func keyedSpecs() []*keyedSpec {
	return []*keyedSpec{&reservationSpec, &transactionSpec, &serialSpec, &studentSpec, &mrnSpec, &usernameSpec, &loginNameSpec, &accountLoginSpec, &driverSpec, &passportSpec}
}
