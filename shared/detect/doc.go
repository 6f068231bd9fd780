package detect

import (
	"math/bits"
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/internal/swar"
)

// Doc is one text prepared for the recognizers. The byte-class summary is built
// in one pass when the Doc is made; the other scans are built on first use and
// shared by every recognizer that asks.
type Doc struct {
	Text string
	// Lang is the language hint (en, de, ...); empty when unknown.
	Lang    string
	classes Need

	guess     string // Language's guess when Lang is empty
	guessDone bool
	spanIdx   []int // settleSameSpan's buffer, kept for reuse

	digitRuns     []Span
	digitRunsDone bool
	groups        []Group
	groupsDone    bool
	groupToks     []Span // the tokens of groups, kept for reuse
	wordRuns      []Span
	wordRunsDone  bool
	capitals      []uint64
	wordBits      []uint64
	wordTags      []uint8
	wordTagsDone  bool
	tagTable      *wordTable         // the classes WordTags was computed with
	matches       []Match            // Engine.Detect's candidates, kept for reuse
	low           []Match            // Engine.Detect's candidates below the threshold (repeatKept)
	rep           map[repKey]float64 // repeatKept's look-up for many matches, emptied after each use
}

// Span is a byte range of Doc.Text.
type Span struct{ Start, End int }

// classOf maps a byte to its class for classesOf.
var classOf = func() (classOf [256]Need) {
	for c := '0'; c <= '9'; c++ {
		classOf[c] = NeedDigit
	}
	for c := 'A'; c <= 'Z'; c++ {
		classOf[c] = NeedUpper
	}
	for c := 'a'; c <= 'z'; c++ {
		classOf[c] = NeedLower
	}
	classOf['@'] = NeedAt
	classOf[':'] = NeedColon
	classOf['/'] = NeedSlash
	classOf['.'] = NeedDot
	classOf['-'] = NeedDash
	classOf['_'] = NeedUnderscore
	classOf['='] = NeedEquals
	for c := 0x80; c < 0x100; c++ {
		classOf[c] = NeedNonASCII
	}
	return
}()

// NewDoc prepares text for detection.
func NewDoc(text, lang string) *Doc {
	return &Doc{Text: text, Lang: lang, classes: classesOf(text)}
}

// docPool recycles the Docs of Engine.Detect with their scan buffers, so that
// a text's word index and digit runs cost no allocation in the steady state.
var docPool = sync.Pool{New: func() any { return new(Doc) }}

// maxPooledSpans bounds the buffers a pooled Doc keeps (memory stays flat
// after a very large text).
const maxPooledSpans = 1 << 16

// getDoc is NewDoc from the pool; the Doc goes back with putDoc once no
// recognizer or result refers to it.
func getDoc(text, lang string) *Doc {
	d := docPool.Get().(*Doc)
	*d = Doc{Text: text, Lang: lang, classes: classesOf(text),
		digitRuns: d.digitRuns[:0], wordRuns: d.wordRuns[:0], capitals: d.capitals[:0], wordBits: d.wordBits[:0], wordTags: d.wordTags[:0],
		groups: d.groups[:0], groupToks: d.groupToks[:0], matches: d.matches[:0], spanIdx: d.spanIdx[:0], low: d.low[:0], rep: d.rep}
	return d
}

func putDoc(d *Doc, ms []Match) {
	if cap(d.digitRuns) > maxPooledSpans {
		d.digitRuns = nil
	}
	if cap(d.wordRuns) > maxPooledSpans {
		d.wordRuns, d.capitals, d.wordBits, d.wordTags = nil, nil, nil, nil
	}
	d.matches = ms[:0]
	if cap(ms) > maxPooledSpans/8 {
		d.matches = nil
	}
	if cap(d.low) > maxPooledSpans/8 {
		d.low, d.rep = nil, nil // a map grown for a long text is not kept either
	}
	if cap(d.spanIdx) > maxPooledSpans {
		d.spanIdx = nil
	}
	if cap(d.groupToks) > maxPooledSpans {
		d.groups, d.groupToks = nil, nil
	}
	clear(d.groups) // no Tokens slice outlives the text
	d.Text = ""
	docPool.Put(d)
}

// classesOf is the byte-class summary of text.
func classesOf(text string) Need {
	// four accumulators: the table loads do not wait on one another
	var c0, c1, c2, c3 Need
	i := 0
	for ; i+4 <= len(text); i += 4 {
		s := text[i : i+4]
		c0 |= classOf[s[0]]
		c1 |= classOf[s[1]]
		c2 |= classOf[s[2]]
		c3 |= classOf[s[3]]
	}
	for ; i < len(text); i++ {
		c0 |= classOf[text[i]]
	}
	return c0 | c1 | c2 | c3
}

// Has reports whether the text contains every class in n.
func (d *Doc) Has(n Need) bool { return d.classes&n == n }

// ASCII reports whether the text is pure ASCII (byte and code-point offsets agree).
func (d *Doc) ASCII() bool { return d.classes&NeedNonASCII == 0 }

// IsDigitSep reports the separators allowed inside a digit run: one of them may
// stand between two digits ("4111 1111-1111.1111", "12/03/2024").
func IsDigitSep(c byte) bool { return c == ' ' || c == '-' || c == '.' || c == '/' }

// DigitRuns returns the maximal runs that start and end with a digit and hold
// only digits and single separators (see IsDigitSep) between digits. Recognizers
// for numbers (cards, IBAN bodies, phones, ids, dates) take their candidates
// from here and extend them over letters or '+' themselves where their format
// needs it.
func (d *Doc) DigitRuns() []Span {
	if d.digitRunsDone {
		return d.digitRuns
	}
	d.digitRunsDone = true
	t := d.Text
	i := 0
	for i < len(t) {
		// memchr-like skip to the next digit
		i = IndexDigit(t, i)
		if i >= len(t) {
			break
		}
		start := i
		end := i
		for i < len(t) {
			c := t[i]
			if c >= '0' && c <= '9' {
				i++
				end = i
				continue
			}
			if IsDigitSep(c) && i+1 < len(t) && t[i+1] >= '0' && t[i+1] <= '9' {
				i++
				continue
			}
			break
		}
		if cap(d.digitRuns) == 0 {
			d.digitRuns = make([]Span, 0, 8)
		}
		d.digitRuns = append(d.digitRuns, Span{start, end})
		i = end
	}
	return d.digitRuns
}

// IsWordByte reports ASCII letters and digits.
func IsWordByte(c byte) bool {
	return c >= '0' && c <= '9' || c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z'
}

// BoundaryBefore reports whether the rune before byte offset i is not a letter
// or digit (or i is the start).
func (d *Doc) BoundaryBefore(i int) bool {
	if i <= 0 {
		return true
	}
	c := d.Text[i-1]
	if c < utf8.RuneSelf {
		return !IsWordByte(c) && c != '_'
	}
	r, _ := utf8.DecodeLastRuneInString(d.Text[:i])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// BoundaryAfter reports whether the rune at byte offset i is not a letter or
// digit (or i is the end).
func (d *Doc) BoundaryAfter(i int) bool {
	if i >= len(d.Text) {
		return true
	}
	c := d.Text[i]
	if c < utf8.RuneSelf {
		return !IsWordByte(c) && c != '_'
	}
	r, _ := utf8.DecodeRuneInString(d.Text[i:])
	return !unicode.IsLetter(r) && !unicode.IsDigit(r)
}

// WordsBefore calls f with up to n words that end before byte offset i, nearest
// first. A word is a run of letters and digits. f returns false to stop.
func (d *Doc) WordsBefore(i, n int, f func(w string) bool) {
	d.wordSpansBefore(i, n, func(s, e int) bool { return f(d.Text[s:e]) })
}

// wordSpansBefore is WordsBefore with the words' byte offsets.
func (d *Doc) wordSpansBefore(i, n int, f func(s, e int) bool) {
	if d.ASCII() {
		// in ASCII, the words are the word runs: no scan
		runs := d.WordRuns()
		for k := runsStartingBefore(runs, i) - 1; k >= 0 && n > 0; k-- {
			if !f(runs[k].Start, min(runs[k].End, i)) {
				return
			}
			n--
		}
		return
	}
	d.wordsBeforeScan(i, n, f)
}

// wordsBeforeScan is wordSpansBefore for any text, rune by rune.
func (d *Doc) wordsBeforeScan(i, n int, f func(s, e int) bool) {
	t := d.Text
	for n > 0 && i > 0 {
		// skip non-word runes
		for i > 0 {
			if c := t[i-1]; c < utf8.RuneSelf {
				if wordByte[c] {
					break
				}
				i--
				continue
			}
			r, sz := utf8.DecodeLastRuneInString(t[:i])
			if isWordRune(r) {
				break
			}
			i -= sz
		}
		end := i
		for i > 0 {
			if c := t[i-1]; c < utf8.RuneSelf {
				if !wordByte[c] {
					break
				}
				i--
				continue
			}
			r, sz := utf8.DecodeLastRuneInString(t[:i])
			if !isWordRune(r) {
				break
			}
			i -= sz
		}
		if end == i {
			return
		}
		if !f(i, end) {
			return
		}
		n--
	}
}

// WordsAfter calls f with up to n words that start at or after byte offset i,
// nearest first.
func (d *Doc) WordsAfter(i, n int, f func(w string) bool) {
	d.wordSpansAfter(i, n, func(s, e int) bool { return f(d.Text[s:e]) })
}

// wordSpansAfter is WordsAfter with the words' byte offsets.
func (d *Doc) wordSpansAfter(i, n int, f func(s, e int) bool) {
	if d.ASCII() {
		runs := d.WordRuns()
		for k := runsEndingBefore(runs, i); k < len(runs) && n > 0; k++ {
			if !f(max(runs[k].Start, i), runs[k].End) {
				return
			}
			n--
		}
		return
	}
	d.wordsAfterScan(i, n, f)
}

// wordsAfterScan is wordSpansAfter for any text, rune by rune.
func (d *Doc) wordsAfterScan(i, n int, f func(s, e int) bool) {
	for ; n > 0; n-- {
		start, end, _ := nextWord(d.Text, i)
		if start == end || !f(start, end) {
			return
		}
		i = end
	}
}

// nextWord returns the first word at or after byte offset i of t (start ==
// end == len(t) when there is none), and whether it is all ASCII.
func nextWord(t string, i int) (start, end int, ascii bool) {
	for i < len(t) {
		if c := t[i]; c < utf8.RuneSelf {
			if wordByte[c] {
				break
			}
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(t[i:])
		if isWordRune(r) {
			break
		}
		i += sz
	}
	start, ascii = i, true
	for i < len(t) {
		if c := t[i]; c < utf8.RuneSelf {
			if !wordByte[c] {
				break
			}
			i++
			continue
		}
		r, sz := utf8.DecodeRuneInString(t[i:])
		if !isWordRune(r) {
			break
		}
		ascii = false
		i += sz
	}
	return start, i, ascii
}

// runsStartingBefore returns how many runs start before i.
func runsStartingBefore(runs []Span, i int) int {
	lo, hi := 0, len(runs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if runs[m].Start < i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// runsEndingBefore returns how many runs end at or before i.
func runsEndingBefore(runs []Span, i int) int {
	lo, hi := 0, len(runs)
	for lo < hi {
		m := int(uint(lo+hi) >> 1)
		if runs[m].End <= i {
			lo = m + 1
		} else {
			hi = m
		}
	}
	return lo
}

// wordByte marks ASCII letters and digits.
var wordByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = IsWordByte(byte(c))
	}
	return
}()

func isWordRune(r rune) bool {
	if r < utf8.RuneSelf {
		return IsWordByte(byte(r))
	}
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// StemMatch reports whether word begins with stem, ignoring case. Stems under
// four bytes must match the whole word.
func StemMatch(word, stem string) bool {
	if len(stem) < 4 {
		if len(word) == len(stem) {
			// ASCII fast path; any non-ASCII byte takes the Unicode route
			i := 0
			for ; i < len(stem); i++ {
				a, b := word[i], stem[i]
				if a|b >= utf8.RuneSelf {
					break
				}
				if lowerTab[a] != lowerTab[b] {
					return false
				}
			}
			if i == len(stem) {
				return true
			}
		} else if asciiOnly(word) && asciiOnly(stem) {
			return false
		}
		return strings.EqualFold(word, stem)
	}
	// ASCII prefix byte by byte; the rest (from the first non-ASCII byte,
	// a rune boundary) rune by rune
	i := 0
	for ; i < len(stem); i++ {
		if i >= len(word) {
			return false
		}
		a, b := word[i], stem[i]
		if a|b >= utf8.RuneSelf {
			break
		}
		if a != b && lowerTab[a] != lowerTab[b] {
			return false
		}
	}
	word, stem = word[i:], stem[i:]
	for stem != "" {
		if word == "" {
			return false
		}
		r1, n1 := utf8.DecodeRuneInString(word)
		r2, n2 := utf8.DecodeRuneInString(stem)
		if r1 != r2 && unicode.ToLower(r1) != unicode.ToLower(r2) {
			return false
		}
		word, stem = word[n1:], stem[n2:]
	}
	return true
}

// lowerTab lower-cases ASCII letters and leaves every other byte.
var lowerTab = func() (t [256]byte) {
	for i := range t {
		t[i] = byte(i)
		if i >= 'A' && i <= 'Z' {
			t[i] = byte(i) + 'a' - 'A'
		}
	}
	return
}()

func asciiOnly(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= utf8.RuneSelf {
			return false
		}
	}
	return true
}

// Group is a run of ASCII alphanumeric tokens joined by single separators (see
// IsDigitSep), such as "DE89 3704 0044", "AB 12 34 56 C" or "850101/1234".
// Tokens holds each token's span. Identifier recognizers test contiguous
// sub-sequences of Tokens against their formats.
type Group struct {
	Span
	Tokens []Span
}

// AlnumGroups returns the groups that contain at least one digit. A token joins
// a group when it contains a digit or is a letter-only token of at most three
// letters (country prefixes and check letters); groups never start inside a
// longer word.
func (d *Doc) AlnumGroups() []Group {
	if d.groupsDone {
		return d.groups
	}
	d.groupsDone = true
	t := d.Text
	// Every group holds a digit, so the scan starts from digits: the token
	// around a digit, then the joinable tokens on either side, each behind
	// one separator (the same groups as a left-to-right scan of all tokens).
	toks := d.groupToks[:0] // a pooled Doc's buffers, or none
	d.groups = d.groups[:0]
	runs := d.DigitRuns() // every digit lies in a run
	ri := 0
	i := 0
	for {
		// the next digit at or after i, from the runs: inside a run, a
		// separator is always followed by a digit
		for ri < len(runs) && runs[ri].End <= i {
			ri++
		}
		if ri == len(runs) {
			break
		}
		i = max(i, runs[ri].Start)
		if t[i] < '0' || t[i] > '9' {
			i++
		}
		if cap(toks) == 0 {
			toks = make([]Span, 0, 16)
			d.groups = make([]Group, 0, 8)
		}
		start, end := i, i
		for start > 0 && wordByte[t[start-1]] {
			start--
		}
		for end < len(t) && wordByte[t[end]] {
			end++
		}
		if d.glued(start, end) {
			i = end
			continue
		}
		at := len(toks)
		// left: tokens before, nearest first
		for s := start; s >= 2 && IsDigitSep(t[s-1]) && wordByte[t[s-2]]; {
			e := s - 1
			ps := e - 1
			for ps > 0 && wordByte[t[ps-1]] {
				ps--
			}
			if !d.joinable(ps, e) {
				break
			}
			toks = append(toks, Span{ps, e})
			s = ps
		}
		for l, r := at, len(toks)-1; l < r; l, r = l+1, r-1 {
			toks[l], toks[r] = toks[r], toks[l]
		}
		toks = append(toks, Span{start, end})
		// right
		for e := end; e+1 < len(t) && IsDigitSep(t[e]) && wordByte[t[e+1]]; {
			ns := e + 1
			ne := ns + 1
			for ne < len(t) && wordByte[t[ne]] {
				ne++
			}
			if !d.joinable(ns, ne) {
				break
			}
			toks = append(toks, Span{ns, ne})
			e = ne
		}
		cur := toks[at:len(toks):len(toks)]
		d.groups = append(d.groups, Group{Span: Span{cur[0].Start, cur[len(cur)-1].End}, Tokens: cur})
		i = cur[len(cur)-1].End
	}
	d.groupToks = toks
	return d.groups
}

// glued reports a token (a maximal run of ASCII letters and digits) that
// continues a longer word: a non-ASCII letter or '_' touches it.
func (d *Doc) glued(start, end int) bool {
	t := d.Text
	return start > 0 && (t[start-1] == '_' || t[start-1] >= utf8.RuneSelf && !d.BoundaryBefore(start)) ||
		end < len(t) && (t[end] == '_' || t[end] >= utf8.RuneSelf && !d.BoundaryAfter(end))
}

// joinable reports whether a token may stand in a group: it holds a digit or
// is at most three letters, and is not glued.
func (d *Doc) joinable(start, end int) bool {
	if end-start > 3 {
		k := start
		for k < end && (d.Text[k] < '0' || d.Text[k] > '9') {
			k++
		}
		if k == end {
			return false
		}
	}
	return !d.glued(start, end)
}

// IndexUpper returns the index of the first byte 'A'-'Z' in s at or after i,
// or len(s). It tests eight bytes at a time.
func IndexUpper(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := swar.Between(swar.Load8(s, i), 'A'-1, 'Z'+1); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= 'A' && s[i] <= 'Z' {
			return i
		}
	}
	return len(s)
}

// IndexDigit returns the index of the first byte '0'-'9' in s at or after i,
// or len(s).
func IndexDigit(s string, i int) int {
	for ; i+8 <= len(s); i += 8 {
		if m := swar.Between(swar.Load8(s, i), '0'-1, '9'+1); m != 0 {
			return i + bits.TrailingZeros64(m)>>3
		}
	}
	for ; i < len(s); i++ {
		if s[i] >= '0' && s[i] <= '9' {
			return i
		}
	}
	return len(s)
}

// WordRuns returns the maximal runs of word bytes in the text: ASCII letters
// and digits and every byte of a non-ASCII rune (see IsWordRunByte), in
// order. It is computed once per Doc, eight bytes at a time, and shared by the
// recognizers that walk the words of a text (lexicons, keyword scans), which
// apply their own definition of a word on top of it. The slice must not be
// modified.
func (d *Doc) WordRuns() []Span {
	if d.wordRunsDone {
		return d.wordRuns
	}
	d.wordRunsDone = true
	d.wordRuns, d.capitals, d.wordBits = appendWordRunsBits(d.wordRuns[:0], d.capitals[:0], d.wordBits[:0], d.Text)
	return d.wordRuns
}

// WordBytes returns a bitmap of the bytes of the word runs (see WordRuns):
// bit i&63 of word i>>6 is set when Text[i] is in a run. It is built with
// WordRuns, in the same pass. The slice must not be modified.
func (d *Doc) WordBytes() []uint64 {
	d.WordRuns()
	return d.wordBits
}

// Capitals returns a bitmap of the bytes 'A'-'Z' of the text: bit i&63 of
// word i>>6 is set when Text[i] is a capital. It is built with WordRuns, in
// the same pass. The slice must not be modified.
func (d *Doc) Capitals() []uint64 {
	d.WordRuns()
	return d.capitals
}

// IsWordRunByte reports the bytes WordRuns joins: ASCII letters and digits
// and bytes >= 0x80.
func IsWordRunByte(c byte) bool { return wordRunByte[c] }

var wordRunByte = func() (t [256]bool) {
	for c := 0; c < 256; c++ {
		t[c] = IsWordByte(byte(c)) || c >= utf8.RuneSelf
	}
	return
}()

// wordRunMask marks (high bit of each byte) the word-run bytes of x.
func wordRunMask(x uint64) uint64 {
	// letters: fold case by setting bit 5, then one range test
	return swar.Between(x|swar.Lo8*0x20, 'a'-1, 'z'+1) | swar.Between(x, '0'-1, '9'+1) | x&swar.Hi8
}

// appendWordRuns appends the word runs of t to runs. It marks the word bytes
// in a bitmap (eight bytes at a time), then reads run starts and ends off the
// bitmap's transitions, without a branch per byte or per word.
// It also appends to caps the bitmap of capitals (see Doc.Capitals).
func appendWordRuns(runs []Span, caps []uint64, t string) ([]Span, []uint64) {
	var stack [64]uint64
	runs, caps, _ = appendWordRunsBits(runs, caps, stack[:0], t)
	return runs, caps
}

// appendWordRunsBits is appendWordRuns that also appends the bitmap of the
// run bytes to bm (see Doc.WordBytes).
func appendWordRunsBits(runs []Span, caps, bits0 []uint64, t string) ([]Span, []uint64, []uint64) {
	nw := (len(t) + 63) / 64
	bb := len(bits0)
	bits0 = slices.Grow(bits0, nw)[:bb+nw]
	bm := bits0[bb:]
	clear(bm)
	cb := len(caps)
	caps = slices.Grow(caps, nw)[:cb+nw]
	cp := caps[cb:]
	clear(cp)
	i := 0
	// 64 bytes a bitmap word, kept in registers until it is complete
	for ; i+64 <= len(t); i += 64 {
		var w, c uint64
		for j := 0; j < 64; j += 8 {
			x := swar.Load8(t, i+j)
			// gather the eight high bits into one byte, byte k to bit k
			w |= ((wordRunMask(x) >> 7) * 0x0102040810204080 >> 56) << j
			c |= ((swar.Between(x, 'A'-1, 'Z'+1) >> 7) * 0x0102040810204080 >> 56) << j
		}
		bm[i>>6], cp[i>>6] = w, c
	}
	for ; i+8 <= len(t); i += 8 {
		x := swar.Load8(t, i)
		bm[i>>6] |= ((wordRunMask(x) >> 7) * 0x0102040810204080 >> 56) << (i & 63)
		cp[i>>6] |= ((swar.Between(x, 'A'-1, 'Z'+1) >> 7) * 0x0102040810204080 >> 56) << (i & 63)
	}
	for ; i < len(t); i++ {
		if wordRunByte[t[i]] {
			bm[i>>6] |= 1 << (i & 63)
		}
		if t[i] >= 'A' && t[i] <= 'Z' {
			cp[i>>6] |= 1 << (i & 63)
		}
	}
	n := 0
	carry := uint64(0)
	for _, w := range bm {
		n += bits.OnesCount64(w &^ (w<<1 | carry))
		carry = w >> 63
	}
	base := len(runs)
	runs = slices.Grow(runs, n)[:base+n]
	ns, ne := base, base
	carry = 0
	for k, w := range bm {
		prev := w<<1 | carry // bit j: byte j-1 is a word byte
		carry = w >> 63
		off := k * 64
		for st := w &^ prev; st != 0; st &= st - 1 {
			runs[ns].Start = off + bits.TrailingZeros64(st)
			ns++
		}
		for en := prev &^ w; en != 0; en &= en - 1 {
			runs[ne].End = off + bits.TrailingZeros64(en)
			ne++
		}
	}
	if ne < len(runs) { // the last run reaches the end of the text
		runs[ne].End = len(t)
	}
	return runs, caps, bits0
}

// PairedRun returns the start of the digit run that a pair's separator joins
// to the value starting at byte offset start ("121000248 / 4417893320",
// "40-41-27 | 80346172", "121000248 and 4417893320"), else -1: both
// numbers stand after one label that names the two in turn ("Routing and
// account: 121000248 / 4417893320"), which the words before the second one,
// stopping at the first value, do not reach.
func (d *Doc) PairedRun(start int) int {
	runs := d.DigitRuns()
	// runs[k-1] is the last run that ends before start
	k, _ := slices.BinarySearchFunc(runs, start, func(r Span, i int) int { return r.End - i })
	if k == 0 {
		return -1
	}
	p := runs[k-1]
	if start-p.End > 6 {
		return -1
	}
	switch strings.ToLower(strings.Trim(d.Text[p.End:start], " \t")) {
	case "/", "|", "&", "and", "und", "et", "y", "e", "i", "a":
		return p.Start
	}
	return -1
}
