package ner

import (
	"slices"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
	"unsafe"

	"github.com/piiguard/piiguard/shared/gazetteer"
	"github.com/piiguard/piiguard/shared/lang"
)

// NumFeatures is the number of hashed features per token. Changing the
// feature set requires retraining; the model file records this number.
const NumFeatures = 39

// featBytes is a token's stride in scratch.feats, in bytes (the assembly's
// step from one token's rows to the next).
const featBytes = NumFeatures * 4

// langValue is the value the language templates read for a text in
// language l (ISO 639-1): its capitalisation convention, 1 for German,
// which capitalises every noun, 2 for English, which capitalises
// nationality adjectives and demonyms ("Polish", "Germans"), 3 for the
// other supported languages, which capitalise names only; 0 for a language
// the tagger was not told or does not support. The shared templates cannot
// tell a German noun from a name by its capital. Groups rather than single
// languages: a language with few training genres (Spanish, Italian) would
// otherwise learn its genres' quirks. Training hides the language of some
// sentences (langDropout), so 0 is learned as "any language".
func langValue(l string) uint64 {
	switch {
	case l == "de":
		return 1
	case l == "en":
		return 2
	case lang.Supported(l):
		return 3
	}
	return 0
}

// tokInfo holds the per-token hashes that the feature templates combine.
type tokInfo struct {
	lw, shape          uint64
	pre, suf           [4]uint64
	gaz                uint8
	lex                uint8 // Lexicon profile
	upperFirst, sStart bool
	allCaps            bool // every letter upper-case, two or more letters
	// gapBefore: a column gap (a tab or two spaces) separates the token from
	// the one before, as between the cells of a table or form line
	gapBefore bool
}

// scratch is reusable per-call state: nothing in the tagging loop allocates
// once its slices have grown to the longest sentence seen.
type scratch struct {
	// the lexicon the features look words up in: lexT, the tagger's (see
	// Model.lexTable), or else lex, training's; neither: none
	lex  Lexicon
	lexT *byteTable
	// lang is the text's langValue, read by the language templates
	lang  uint64
	toks  []Token
	info  []tokInfo
	feats []uint32
	lower []byte
	keys  []byte  // every token's lower-case form, for lookLex
	keyAt []int32 // token i's form is keys[keyAt[i]:keyAt[i+1]]
	ends  []int   // rune end offsets in lower
	shape []byte
	emit  []int32
	// touched keeps the loads of prefetchRows, where it loads rows
	// (prefetch_other.go), from being optimised away
	touched int16
	delta   []int32
	back    []uint8
	path    []uint8
	fem     []float32
	fdel    []float32
	spans   []Span
	bases   []uint32 // featurize's row bases by position
	// ft is the tagger's form table (nil: none, as in training); rec[i] is
	// the record of token i's form (0: none), and nrow and sums what
	// featurizeForms leaves for emissions
	ft   *formTable
	fc   featConsts // the last model's (featurize)
	rec  []uint32
	hs   []uint64    // findForms' hashes
	fw   [][2]uint64 // and forms as words (formWords)
	pf   []uint32    // indexes for prefetchRows
	nrow []uint8
	sums [][3]uint32
	// cold marks tokens decoded as O without scoring (see markCold); nil
	// scores every token, as training does.
	cold []bool
	// cue state (see cues.go): a lower-case buffer and whether the segment
	// follows a name label
	cbuf       []byte
	afterLabel bool
	mayValue   bool // a token of the segment may introduce a name (see mayIntroduce)
	segPer     bool // the model labelled a PERSON in the segment (see runSegment)
	// memo caches word lookups across the tagger's calls (see wordMemo);
	// memoLex allows its lexicon profiles, which only hold while lex is the
	// same map (the tagger's; training switches lexicons)
	memo    *[memoSize]wordMemo
	memoLex bool
	// vc is vcDec's lanes for viterbiInt32 (vcSet: made)
	vc    vitConsts
	vcDec [NumLabels + 1][NumLabels]int32
	vcSet bool
	// vet is what Recognizer.Find vets the spans of a call in
	vet vetState
	// pend lists the tokens of a segment without a form record, whose
	// classes describe looks up after its loop and whose lexicon profiles
	// lookLex looks up (with the tagger's table, lexT)
	pend []int32
	gz   *byteTable // gazClasses()
}

// byteTable maps the 64-bit FNV hash of a word (the one describe computes
// anyway) to a non-zero byte, with open addressing: one probe in a flat
// array, where a string-keyed map costs several cache misses (the tagger was
// 4-7 % slower with the listed names in a map). A slot holds the hash without
// its low byte and the value in that byte; 0 is empty. Two words whose
// hashes agree in the top 56 bits share an entry.
type byteTable struct {
	slots []uint64
	shift uint // 64 - log2(len(slots)): a hash's top bits pick its first slot
}

// newByteTable returns an empty table for n words (see add).
func newByteTable(n int) *byteTable {
	bits := uint(4)
	for 1<<bits < n*3/2 { // at most two thirds full
		bits++
	}
	// a table of a huge page or more (the lexicon's) on huge pages where
	// the kernel has them: its probes go anywhere in it (hugeBytes)
	b := hugeBytes(8 << bits)
	return &byteTable{slots: unsafe.Slice((*uint64)(unsafe.Pointer(unsafe.SliceData(b))), 1<<bits), shift: 64 - bits}
}

// add enters value v for the word hashed to h and reports whether the word
// is new; the values of one hash are or-ed, and 0 is no entry.
func (t *byteTable) add(h uint64, v uint8) bool {
	if v == 0 {
		return false
	}
	mask := uint64(len(t.slots) - 1)
	i := h >> t.shift
	for t.slots[i] != 0 && t.slots[i]&^0xff != h&^0xff {
		i = (i + 1) & mask
	}
	isNew := t.slots[i] == 0
	t.slots[i] |= h&^0xff | uint64(v)
	return isNew
}

// get returns the value of the word hashed to h (0: none).
func (t *byteTable) get(h uint64) uint8 {
	mask := uint64(len(t.slots) - 1)
	hh := h &^ 0xff
	for i := h >> t.shift; ; i = (i + 1) & mask {
		switch s := t.slots[i]; {
		case s == 0:
			return 0
		case s&^0xff == hh:
			return uint8(s)
		}
	}
}

// listedTable holds the classes of the listed names (gazetteer.ListedClass).
type listedTable = byteTable

// class returns the listed-name classes of the word hashed to lw (0: none).
func (t *listedTable) class(lw uint64) uint8 { return t.get(lw) }

// listedNames is the table, built on first use (see Default).
var listedNames = sync.OnceValue(buildListedTable)

// buildListedTable builds the table from the listed names' forms, keyed by
// the hash of their lower case (gazetteer.ListedClass's words), without the
// string map: the forms' hashes go into a provisional table that merges the
// classes of each word, whose count then sizes the table at most two thirds
// full.
func buildListedTable() *listedTable {
	occ := make([]uint64, 0, 1<<16) // per form: its hash without the low byte, its class there
	gazetteer.EachListedForm(func(w string, c uint8) { occ = append(occ, hashLower(w)&^0xff|uint64(c)) })
	merged := newByteTable(len(occ))
	n := 0
	for _, v := range occ {
		if merged.add(v, uint8(v)) {
			n++
		}
	}
	t := newByteTable(n)
	for _, v := range merged.slots {
		if v != 0 {
			t.add(v, uint8(v))
		}
	}
	return t
}

// gazClasses is the gazetteer's word classes (gazetteer.Class) by the hash
// of the word (hashString of its lower case, which describe computes as
// in.lw), built on first use: one probe in a table of 32 KB, which describe
// asks for with the word's other lines, where the map's probe cost a
// string hash and two or three cache misses.
var gazClasses = sync.OnceValue(func() *byteTable {
	var hs []uint64
	gazetteer.EachClass(func(w string, c uint8) { hs = append(hs, hashString(w)&^0xff|uint64(c)) })
	t := newByteTable(len(hs))
	for _, v := range hs {
		t.add(v, uint8(v))
	}
	return t
})

const (
	fnvOffset = 14695981039346656037
	fnvPrime  = 1099511628211
)

func hashBytes(b []byte) uint64 {
	h := uint64(fnvOffset)
	for _, c := range b {
		h ^= uint64(c)
		h *= fnvPrime
	}
	return h
}

func hashString(s string) uint64 {
	h := uint64(fnvOffset)
	for i := 0; i < len(s); i++ {
		h ^= uint64(s[i])
		h *= fnvPrime
	}
	return h
}

// hashLower is hashString(strings.ToLower(s)) without the lower-case copy.
func hashLower(s string) uint64 {
	h := uint64(fnvOffset)
	var buf [utf8.UTFMax]byte
	for _, r := range s {
		if r < utf8.RuneSelf {
			if r >= 'A' && r <= 'Z' {
				r += 'a' - 'A'
			}
			h ^= uint64(r)
			h *= fnvPrime
			continue
		}
		for _, c := range buf[:utf8.EncodeRune(buf[:], unicode.ToLower(r))] {
			h ^= uint64(c)
			h *= fnvPrime
		}
	}
	return h
}

// mix combines a template id with up to two value hashes.
func mix(tid uint64, a, b uint64) uint64 {
	h := a ^ (tid * 0x9E3779B97F4A7C15)
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h ^= b
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 29
	return h
}

var (
	hashBOS = hashString("<s>")
	hashEOS = hashString("</s>")
)

// describe fills s.info for tokens of text.
func (s *scratch) describe(text string, toks []Token, sentStart int) {
	if cap(s.info) < len(toks) {
		s.info = make([]tokInfo, len(toks)*2)
	}
	s.info = s.info[:len(toks)]
	s.keys = s.keys[:0]
	s.keyAt = append(s.keyAt[:0], 0)
	s.mayValue = false
	lt := listedNames()
	s.gz = gazClasses()
	ft := s.ft
	if ft != nil {
		s.findForms(text, toks)
	}
	s.pend = s.pend[:0]
	if s.memo == nil {
		s.memo = new([memoSize]wordMemo)
	}
	for i, t := range toks {
		w := text[t.Start:t.End]
		in := &s.info[i]
		in.sStart = i == sentStart
		in.gapBefore = false
		if i > 0 {
			// one space (most gaps) by its length and byte, before any
			// substring is made
			if pe := toks[i-1].End; t.Start-pe != 1 || text[pe] != ' ' {
				in.gapBefore = columnGap(text[pe:t.Start])
			}
		}
		in.lex = 0 // see lookLex (a form's record has it)
		if ft != nil {
			// a form of the table: its record holds what the rest computes
			// (but in.pre and in.suf, which only the rows it sums read)
			r := s.rec[i]
			if r != 0 {
				rec := &ft.recs[r]
				if lo, hi := rec.words(); int(rec.n) != len(w) || lo != s.fw[i][0] || hi != s.fw[i][1] {
					// another form whose hash agrees in its top 32 bits
					r = ft.find(w)
					s.rec[i] = r
				}
			}
			if r != 0 {
				rec := &ft.recs[r]
				in.lw, in.shape, in.gaz, in.lex = rec.lw, rec.shape, rec.gaz, rec.lex
				in.upperFirst, in.allCaps = rec.flags&formUpperFirst != 0, rec.flags&formAllCaps != 0
				s.mayValue = s.mayValue || rec.flags&formMayValue != 0
				// the key as 16 bytes into the spare capacity, then its length:
				// no call to copy a few bytes
				k := len(s.keys)
				s.keys = slices.Grow(s.keys, maxForm)
				*(*[maxForm]byte)(s.keys[k : k+maxForm]) = rec.key
				s.keys = s.keys[:k+int(rec.kn)]
				s.keyAt = append(s.keyAt, int32(len(s.keys)))
				continue
			}
		}
		if !s.describeASCII(in, w) {
			s.describeRunes(in, w)
		}
		if s.lexT == nil { // training's lexicon map
			s.classes(in, s.key(i), lt)
			continue
		}
		// the word's memo entry, lexicon slot (lookLex), listed-name slot
		// (for a capital; else the lexicon's again) and gazetteer slot
		// (classes) are asked for now and read after the loop: most are
		// out of cache (the rows that emissions streams through it evict
		// them), and a segment's misses then overlap
		h := in.lw
		lp := unsafe.Pointer(&s.lexT.slots[h>>s.lexT.shift])
		if in.upperFirst {
			lp = unsafe.Pointer(&lt.slots[h>>lt.shift])
		}
		prefetch4(unsafe.Pointer(&s.memo[(h^h>>32)&(memoSize-1)]), unsafe.Pointer(&s.lexT.slots[h>>s.lexT.shift]), lp, unsafe.Pointer(&s.gz.slots[h>>s.gz.shift]))
		s.pend = append(s.pend, int32(i))
	}
	for _, i := range s.pend {
		s.classes(&s.info[i], s.key(int(i)), lt)
	}
}

// describeRunes is describe's work for one word of any runes (see
// describeASCII for the common case).
func (s *scratch) describeRunes(in *tokInfo, w string) {
	s.lower = s.lower[:0]
	s.ends = s.ends[:0]
	s.shape = s.shape[:0]
	var last byte
	first := true
	in.upperFirst = false
	letters, uppers := 0, 0
	for j := 0; j < len(w); {
		c := w[j]
		var r rune
		sz := 1
		if c < utf8.RuneSelf {
			r = rune(c)
		} else {
			r, sz = utf8.DecodeRuneInString(w[j:])
		}
		j += sz
		var cls byte
		switch {
		case c >= 'a' && c <= 'z':
			cls = 'x'
			letters++
		case c >= 'A' && c <= 'Z':
			cls = 'X'
			letters++
			uppers++
			if first {
				in.upperFirst = true
			}
			r += 'a' - 'A'
		case c < utf8.RuneSelf && (c < '0' || c > '9'):
			cls = c
		case unicode.IsUpper(r):
			cls = 'X'
			letters++
			uppers++
			if first {
				in.upperFirst = true
			}
			r = unicode.ToLower(r)
		case unicode.IsLower(r):
			cls = 'x'
			letters++
			if r == 'ſ' {
				r = 's' // the long s of Fraktur prints (see Key)
			}
		case r >= '0' && r <= '9' || unicode.IsDigit(r):
			cls = 'd'
			r = '0' // numbers share features
		case r == '’':
			r, cls = '\'', '\'' // the typographic apostrophe is the corpora's (see Key)
		case r < utf8.RuneSelf:
			cls = byte(r)
		default:
			cls = 'o'
		}
		first = false
		if cls != last {
			s.shape = append(s.shape, cls)
			last = cls
		}
		s.lower = utf8.AppendRune(s.lower, r)
		s.ends = append(s.ends, len(s.lower))
	}
	in.allCaps = letters >= 2 && uppers == letters
	in.shape = hashBytes(s.shape)
	s.keys = append(s.keys, s.lower...)
	s.keyAt = append(s.keyAt, int32(len(s.keys)))
	nr := len(s.ends)
	// the prefixes of one to four runes and the whole word in one pass
	// (FNV is sequential: each prefix hash is a step of the next)
	h, b := uint64(fnvOffset), 0
	for k := 0; k < nr; k++ {
		for ; b < s.ends[k]; b++ {
			h ^= uint64(s.lower[b])
			h *= fnvPrime
		}
		if k < 4 {
			in.pre[k] = h
		}
	}
	for k := nr; k < 4; k++ {
		in.pre[k] = h
	}
	in.lw = h
	for k := 0; k < 4; k++ {
		ss := 0
		if nr-k-1 > 0 {
			ss = s.ends[nr-k-2]
		}
		in.suf[k] = hashBytes(s.lower[ss:])
	}
}

// classes sets the gazetteer and listed-name classes of in, whose
// lower-case form is low and in.lw its hash, through the memo, and notes
// a word that may introduce a value (see fieldCue; no feature).
func (s *scratch) classes(in *tokInfo, low []byte, lt *listedTable) {
	h := in.lw
	s.mayValue = s.mayValue || mayIntroduce(h)
	e := s.memoOf(h)
	if e.has&memoGaz == 0 {
		if s.gz == nil {
			s.gz = gazClasses()
		}
		e.gaz = s.gz.get(h) // gazetteer.ClassBytes(low)
		if e.gaz == 0 && len(low) > 1 && low[len(low)-1] == '.' {
			e.gaz = s.gz.get(hashBytes(low[:len(low)-1]))
		}
		e.has |= memoGaz
	}
	in.gaz = e.gaz
	if in.upperFirst {
		// the listed names only for capitalised words: their table is
		// big (a probe misses the cache), and lower-case names are
		// found through cues and truecasing
		if e.has&memoListed == 0 {
			e.listed = lt.class(h)
			e.has |= memoListed
		}
		in.gaz |= e.listed
	}
}

// describeASCII is describe's work for a word of ASCII bytes, where a
// byte is a rune: it lowers the word straight into s.keys and hashes the
// shape and the prefixes as it goes. It reports false for a word with
// other bytes (or none), leaving s.keys as it was for describeRunes, which
// sets every field of in but the classes (see describe).
func (s *scratch) describeASCII(in *tokInfo, w string) bool {
	if len(w) == 0 {
		return false
	}
	start := len(s.keys)
	s.keys = append(s.keys, w...)
	low := s.keys[start:]
	h, sh := uint64(fnvOffset), uint64(fnvOffset)
	var last byte
	letters, uppers := 0, 0
	for j, c := range low {
		var cls byte
		switch {
		case c >= 'a' && c <= 'z':
			cls = 'x'
			letters++
		case c >= 'A' && c <= 'Z':
			cls = 'X'
			letters++
			uppers++
			c += 'a' - 'A'
			low[j] = c
		case c >= '0' && c <= '9':
			cls = 'd'
			c = '0' // numbers share features
			low[j] = c
		case c >= utf8.RuneSelf:
			s.keys = s.keys[:start]
			return false
		default:
			cls = c
		}
		if cls != last {
			sh ^= uint64(cls)
			sh *= fnvPrime
			last = cls
		}
		h ^= uint64(c)
		h *= fnvPrime
		if j < 4 {
			in.pre[j] = h
		}
	}
	for k := len(w); k < 4; k++ {
		in.pre[k] = h
	}
	in.upperFirst = w[0] >= 'A' && w[0] <= 'Z'
	in.allCaps = letters >= 2 && uppers == letters
	in.shape = sh
	in.lw = h
	s.keyAt = append(s.keyAt, int32(len(s.keys)))
	// suffix k is the hash of the last k+1 bytes, or of the word where it
	// is shorter: with four bytes or more, ten steps of four chains
	if m := len(low); m >= 4 {
		a, b, c, d := uint64(low[m-4]), uint64(low[m-3]), uint64(low[m-2]), uint64(low[m-1])
		in.suf[0] = (fnvOffset ^ d) * fnvPrime
		in.suf[1] = ((fnvOffset^c)*fnvPrime ^ d) * fnvPrime
		in.suf[2] = (((fnvOffset^b)*fnvPrime^c)*fnvPrime ^ d) * fnvPrime
		in.suf[3] = ((((fnvOffset^a)*fnvPrime^b)*fnvPrime^c)*fnvPrime ^ d) * fnvPrime
	} else {
		for k := 0; k < 4; k++ {
			in.suf[k] = hashBytes(low[max(m-k-1, 0):])
		}
	}
	return true
}

// columnGap reports white space between two tokens that separates columns:
// a tab, or two spaces or more.
func columnGap(gap string) bool {
	if len(gap) < 2 {
		return gap == "\t"
	}
	return strings.Contains(gap, "\t") || strings.Contains(gap, "  ")
}

// lookLex sets the lexicon profile of every token whose features are
// computed, and of their neighbours: all tokens when s.cold is nil.
func (s *scratch) lookLex(n int) {
	if s.lexT == nil && len(s.lex) == 0 {
		return
	}
	if s.lexT != nil {
		// the tagger's table: describe gave a token with a form record
		// the record's profile, and listed the others in s.pend
		cold := s.cold
		for _, i32 := range s.pend {
			i := int(i32)
			if cold != nil && cold[i] && (i == 0 || cold[i-1]) && (i == n-1 || cold[i+1]) {
				continue
			}
			in := &s.info[i]
			if !s.memoLex {
				in.lex = s.lexOf(i)
				continue
			}
			e := s.memoOf(in.lw)
			if e.has&memoLexicon == 0 {
				e.lex = s.lexOf(i)
				e.has |= memoLexicon
			}
			in.lex = e.lex
		}
		return
	}
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] && (i == 0 || s.cold[i-1]) && (i == n-1 || s.cold[i+1]) {
			continue
		}
		in := &s.info[i]
		if s.ft != nil {
			if r := s.rec[i]; r != 0 {
				in.lex = s.ft.recs[r].lex
				continue
			}
		}
		if !s.memoLex {
			in.lex = s.lexOf(i)
			continue
		}
		e := s.memoOf(in.lw)
		if e.has&memoLexicon == 0 {
			e.lex = s.lexOf(i)
			e.has |= memoLexicon
		}
		in.lex = e.lex
	}
}

// wordMemo caches what describe and lookLex look up for one word (by the
// hash of its lower-case form): the gazetteer and lexicon maps are large, so
// their probes miss the cache, and most tokens of a text repeat a word
// seen shortly before. A 64-bit hash stands for the word, as in
// listedTable.
type wordMemo struct {
	h                uint64
	gaz, listed, lex uint8
	has              uint8 // memoGaz | memoListed | memoLexicon | memoCountry | memoCountryLead
	country          uint8 // memoCountry and memoCountryLead: the word is a country, a country's first word
}

const (
	memoGaz = 1 << iota
	memoListed
	memoLexicon
	memoCountry
	memoCountryLead
)

// memoSize is the number of direct-mapped memo entries (16 bytes each).
const memoSize = 4096

// memoOf returns the memo entry of the word hashing to h, emptied if it held
// another word.
func (s *scratch) memoOf(h uint64) *wordMemo {
	if s.memo == nil {
		s.memo = new([memoSize]wordMemo)
	}
	e := &s.memo[(h^h>>32)&(memoSize-1)]
	if e.h != h {
		*e = wordMemo{h: h}
	}
	return e
}

// featurize writes NumFeatures bucket indexes per token into s.feats. salt
// is the model's hash salt (Model.Salt), part of every feature's hash. With
// a form table (s.ft) it writes only the rows no record sums (see
// featurizeForms).
func (s *scratch) featurize(n int, bits uint, salt uint64) {
	need := n * NumFeatures
	if cap(s.feats) < need {
		s.feats = make([]uint32, need*2)
	}
	s.feats = s.feats[:need]
	info := s.info
	capsSent := s.capsSentence(n)
	if s.fc.bits != bits || s.fc.salt != salt || s.fc.shift == 0 {
		s.fc = newFeatConsts(bits, salt)
	}
	fc := &s.fc
	// The block templates read one value at several offsets, so a row base
	// is hashed once per position and shared by the tokens around it:
	// base[j+2] for position j in [-2, n+1] (the sentence edges' values
	// outside), the word's block, its suffix's, and the pair of the words
	// at j-1 and j.
	if cap(s.bases) < 3*(n+4) {
		s.bases = make([]uint32, 3*(n+4)*2)
	}
	wb, sb, pb := s.bases[:n+4], s.bases[n+4:2*(n+4)], s.bases[2*(n+4):3*(n+4)]
	// the edges' positions -2, -1, n and n+1 outside the loop over the
	// tokens (its branches on j mispredicted at every sentence's end)
	bos, eos := fc.wordBase(hashBOS), fc.wordBase(hashEOS)
	sbos, seos := fc.sufBase(hashBOS), fc.sufBase(hashEOS)
	wb[0], wb[1], sb[0], sb[1] = bos, bos, sbos, sbos
	pbos := fc.pairBase(hashBOS, hashBOS)
	pb[0], pb[1] = pbos, pbos
	prevLw := hashBOS
	info, rec := info[:n], s.rec
	wbt, sbt, pbt := wb[2:n+2], sb[2:n+2], pb[2:n+2]
	for j := range info {
		if s.ft != nil {
			if r := rec[j]; r != 0 {
				rec := &s.ft.recs[r]
				wbt[j], sbt[j] = rec.wb, rec.sb
				pbt[j] = fc.pairBase(prevLw, rec.lw)
				prevLw = rec.lw
				continue
			}
		}
		lw := info[j].lw
		wbt[j] = fc.wordBase(lw)
		sbt[j] = fc.sufBase(info[j].suf[2])
		pbt[j] = fc.pairBase(prevLw, lw)
		prevLw = lw
	}
	wb[n+2], wb[n+3], sb[n+2], sb[n+3] = eos, eos, seos, seos
	pb[n+2], pb[n+3] = fc.pairBase(prevLw, hashEOS), fc.pairBase(hashEOS, hashEOS)
	if s.ft != nil {
		s.featurizeForms(n, fc, capsSent, wb, sb, pb)
		return
	}
	c, shift := &fc.c, fc.shift
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] {
			continue
		}
		in := &info[i]
		p1lw, p1sh, p1gaz, p1lex := neighbour(info, n, i-1)
		n1lw, n1sh, n1gaz, n1lex := neighbour(info, n, i+1)
		// the token's own profile keeps the common-word bit: a capitalised
		// word the corpora also write in lower case ("Sorry", "Labor",
		// "Will") is rarely a name; the neighbours' profiles mask it
		lex := uint64(in.lex)
		var up uint64
		if in.upperFirst {
			up = 1
		}
		pos := s.position(i, n)
		f := (*[NumFeatures]uint32)(s.feats[i*NumFeatures:])
		// The templates marked "block" read one value at several offsets
		// (the word at -2..+2, the suffix at -1..+1, a word pair at four
		// places). Their rows for one value share a block (see blockRow),
		// so a row the token before loaded brings this token's into cache.
		g := uint32(mixc(c[20], uint64(in.gaz), 0) >> shift)
		*f = [NumFeatures]uint32{
			fc.bias,
			wb[i+2] | 0, // word block, slot 0
			uint32(mixc(c[3], in.shape, 0) >> shift),
			uint32(mixc(c[4], in.pre[0], 0) >> shift), uint32(mixc(c[5], in.pre[1], 0) >> shift),
			uint32(mixc(c[6], in.pre[2], 0) >> shift), uint32(mixc(c[7], in.pre[3], 0) >> shift),
			uint32(mixc(c[8], in.suf[0], 0) >> shift), uint32(mixc(c[9], in.suf[1], 0) >> shift),
			sb[i+2] | 0, // suffix block, slot 0
			uint32(mixc(c[11], in.suf[3], 0) >> shift),
			wb[i+1] | 1, wb[i+3] | 2, wb[i] | 3, wb[i+4] | 4, // word block, slots 1-4
			uint32(mixc(c[16], p1sh, in.shape) >> shift),
			uint32(mixc(c[17], in.shape, n1sh) >> shift),
			uint32(mixc(c[18], p1lw, in.shape) >> shift),
			uint32(mixc(c[19], in.shape, n1lw) >> shift),
			g,
			uint32(mixc(c[21], p1gaz, 0) >> shift),
			uint32(mixc(c[22], n1gaz, 0) >> shift),
			sb[i+1] | 1, sb[i+3] | 2, // suffix block, slots 1-2
			uint32(mixc(c[25], pos, 0) >> shift),
			pb[i+2] | 0, pb[i+3] | 1, // pair block, slots 0-1
			uint32(mixc(c[28], uint64(in.gaz), in.shape) >> shift),
			pb[i+1] | 2, // pair block, slot 2
			uint32(mixc(c[30], in.suf[2], up) >> shift),
			uint32(mixc(c[31], p1sh^(n1sh*31), in.shape) >> shift),
			pb[i+4] | 3,                  // pair block, slot 3
			wb[i+2] | uint32(5+capsSent), // word block, slot 5 or 6
			uint32(mixc(c[34], lex, 0) >> shift),
			uint32(mixc(c[35], p1lex, lex&^lexCommonBit) >> shift),
			uint32(mixc(c[36], lex&^lexCommonBit, n1lex) >> shift),
			// the language templates (see langValue)
			uint32(mixc(c[37], s.lang, pos|lex<<8) >> shift),
			uint32(mixc(c[38], s.lang, in.shape) >> shift),
			uint32(mixc(c[39], s.lang^in.suf[2], up) >> shift),
		}
	}
}

// capsSentence returns 1 for a headline in capitals, where case is no cue
// (the word feature of slot 5 or 6 tells them apart), else 0.
func (s *scratch) capsSentence(n int) uint64 {
	capsTok, wordTok := 0, 0
	for i := 0; i < n; i++ {
		if s.info[i].allCaps {
			capsTok++
		}
		if s.info[i].upperFirst || s.info[i].allCaps {
			wordTok++
		}
	}
	if capsTok >= 3 && capsTok*10 >= wordTok*6 {
		return 1
	}
	return 0
}

// position is the value of the position template of token i: sentence
// start, capital, and a column gap before or after it (table cells).
func (s *scratch) position(i, n int) uint64 {
	in := &s.info[i]
	var pos uint64
	if in.sStart {
		pos = 1
	}
	if in.upperFirst {
		pos |= 2
	}
	if in.gapBefore {
		pos |= 4
	}
	if i+1 < n && s.info[i+1].gapBefore {
		pos |= 8
	}
	return pos
}

// neighbour returns the values the templates read of token i of n, and
// those of the sentence edges outside [0, n).
func neighbour(info []tokInfo, n, i int) (lw, shape uint64, gaz, lex uint64) {
	if i < 0 {
		return hashBOS, hashBOS, 0xB05, 0xB05
	}
	if i >= n {
		return hashEOS, hashEOS, 0xE05, 0xE05
	}
	in := &info[i]
	return in.lw, in.shape, uint64(in.gaz), uint64(in.lex &^ lexCommonBit)
}

// featConsts are each template id times the first mixing constant (see
// mixc), computed once per call rather than per token.
type featConsts struct {
	c                       [40]uint64
	cWord, cSuf, cPB, cPair uint64
	bias                    uint32
	shift                   uint
	bits                    uint // and salt: the model's (Model.Bits, Salt)
	salt                    uint64
}

func newFeatConsts(bits uint, salt uint64) (fc featConsts) {
	for k := range fc.c {
		fc.c[k] = (salt ^ uint64(k)) * mixTid
	}
	fc.cWord, fc.cSuf, fc.cPB, fc.cPair = (salt^wordBlock&0xff)*mixTid, (salt^sufBlock&0xff)*mixTid, (salt^pairBlock&0xff)*mixTid, (salt^26)*mixTid
	fc.shift, fc.bits, fc.salt = 64-bits, bits, salt
	fc.bias = uint32(mixc(fc.c[0], 0, 0) >> fc.shift)
	return fc
}

const wlg, slg, plg = wordBlock >> 8, sufBlock >> 8, pairBlock >> 8

// wordBase, sufBase and pairBase are the first rows of the blocks of a
// word (by its hash lw), of a suffix (by in.suf[2]) and of the pair of
// words hashed to prev and lw.
func (fc *featConsts) wordBase(lw uint64) uint32 {
	return uint32(mixc(fc.cWord, lw, 0)>>(fc.shift+wlg)) << wlg
}

func (fc *featConsts) sufBase(suf uint64) uint32 {
	return uint32(mixc(fc.cSuf, suf, 0)>>(fc.shift+slg)) << slg
}

func (fc *featConsts) pairBase(prev, lw uint64) uint32 {
	return uint32(mixc(fc.cPB, mixc(fc.cPair, prev, lw), 0)>>(fc.shift+plg)) << plg
}

// numOwn is the number of templates that read the token's own form alone
// (ownRows), numSide that of those that read the token before or after
// alone (sideRows). A form's record sums their rows (see formTable).
// numRest is the number of the others, which read more than one token's
// form.
const (
	numOwn  = 16
	numSide = 3
	numRest = NumFeatures - numOwn - 2*numSide
)

// ownRows writes the rows of the templates that read nothing but the
// token's own form: wb and sb are its word and suffix block bases, capsSent
// the sentence's (capsSentence).
func (fc *featConsts) ownRows(f *[numOwn]uint32, in *tokInfo, wb, sb uint32, capsSent uint64) {
	c, shift := &fc.c, fc.shift
	var up uint64
	if in.upperFirst {
		up = 1
	}
	*f = [numOwn]uint32{
		fc.bias,
		wb | 0,
		uint32(mixc(c[3], in.shape, 0) >> shift),
		uint32(mixc(c[4], in.pre[0], 0) >> shift), uint32(mixc(c[5], in.pre[1], 0) >> shift),
		uint32(mixc(c[6], in.pre[2], 0) >> shift), uint32(mixc(c[7], in.pre[3], 0) >> shift),
		uint32(mixc(c[8], in.suf[0], 0) >> shift), uint32(mixc(c[9], in.suf[1], 0) >> shift),
		sb | 0,
		uint32(mixc(c[11], in.suf[3], 0) >> shift),
		uint32(mixc(c[20], uint64(in.gaz), 0) >> shift),
		uint32(mixc(c[28], uint64(in.gaz), in.shape) >> shift),
		uint32(mixc(c[30], in.suf[2], up) >> shift),
		wb | uint32(5+capsSent),
		uint32(mixc(c[34], uint64(in.lex), 0) >> shift),
	}
}

// sideRows writes the rows of the templates that read the token before
// (after false) or after (after true) alone: its word and suffix blocks'
// slot 1 or 2 and its gazetteer class (gaz; 0xB05 and 0xE05 the edges).
func (fc *featConsts) sideRows(f *[numSide]uint32, wb, sb uint32, gaz uint64, after bool) {
	if after {
		*f = [numSide]uint32{wb | 2, sb | 2, uint32(mixc(fc.c[22], gaz, 0) >> fc.shift)}
		return
	}
	*f = [numSide]uint32{wb | 1, sb | 1, uint32(mixc(fc.c[21], gaz, 0) >> fc.shift)}
}

// featurizeForms is featurize's loop with a form table: a token whose form
// has a record (s.rec) takes the record's sum of its numOwn own rows, a
// neighbour with a record the sum of its numSide rows as a neighbour, and
// featurize writes the other rows into s.feats (s.nrow of them, at most
// NumFeatures) and the records' sums into s.sums (see Model.emissions).
// Every token's rows and sums add up to the NumFeatures rows of featurize
// without the table.
func (s *scratch) featurizeForms(n int, fc *featConsts, capsSent uint64, wb, sb, pb []uint32) {
	if cap(s.nrow) < n {
		s.nrow = make([]uint8, n*2)
		s.sums = make([][3]uint32, n*2)
	}
	s.nrow, s.sums = s.nrow[:n], s.sums[:n]
	info, rec, feats, sums, nrow := s.info[:n], s.rec[:n], s.feats[:n*NumFeatures], s.sums, s.nrow
	cold := s.cold
	c, shift := &fc.c, fc.shift
	for i := 0; i < n; i++ {
		if cold != nil && cold[i] {
			continue
		}
		in := &info[i]
		// the block bases of positions i-2 to i+2, one bounds check each
		wbw, sbw, pbw := (*[5]uint32)(wb[i:i+5]), (*[5]uint32)(sb[i:i+5]), (*[5]uint32)(pb[i:i+5])
		f := (*[NumFeatures]uint32)(feats[i*NumFeatures:])
		sm := &sums[i]
		k := 0
		if r := rec[i]; r != 0 {
			sm[0] = sumOwn(r, capsSent)
		} else {
			sm[0] = 0
			fc.ownRows((*[numOwn]uint32)(f[:numOwn]), in, wbw[2], sbw[2], capsSent)
			k = numOwn
		}
		p1lw, p1sh, p1gaz, p1lex := neighbour(info, n, i-1)
		n1lw, n1sh, n1gaz, n1lex := neighbour(info, n, i+1)
		// a neighbour's rows are written whether or not its record sums
		// them, and kept (k moves past them) only where it does not: no
		// branch on the neighbours' records, which mispredicted
		var rp, rn uint32
		if i > 0 {
			rp = rec[i-1]
		}
		if i+1 < n {
			rn = rec[i+1]
		}
		g := (*[numSide]uint32)(f[k : k+numSide])
		g[0], g[1], g[2] = wbw[1]|1, sbw[1]|1, uint32(mixc(c[21], p1gaz, 0)>>shift)
		k += numSide * int(b2u(rp == 0))
		sm[1] = sumPrev(rp) & -uint32(b2u(rp != 0))
		g = (*[numSide]uint32)(f[k : k+numSide])
		g[0], g[1], g[2] = wbw[3]|2, sbw[3]|2, uint32(mixc(c[22], n1gaz, 0)>>shift)
		k += numSide * int(b2u(rn == 0))
		sm[2] = sumNext(rn) & -uint32(b2u(rn != 0))
		lex := uint64(in.lex) &^ lexCommonBit
		t := (*[numRest]uint32)(f[k : k+numRest])
		t[0], t[1] = wbw[0]|3, wbw[4]|4 // word block, slots 3-4
		t[2] = uint32(mixc(c[16], p1sh, in.shape) >> shift)
		t[3] = uint32(mixc(c[17], in.shape, n1sh) >> shift)
		t[4] = uint32(mixc(c[18], p1lw, in.shape) >> shift)
		t[5] = uint32(mixc(c[19], in.shape, n1lw) >> shift)
		pos := s.position(i, n)
		t[6] = uint32(mixc(c[25], pos, 0) >> shift)
		t[7], t[8], t[9], t[10] = pbw[2]|0, pbw[3]|1, pbw[1]|2, pbw[4]|3 // pair block
		t[11] = uint32(mixc(c[31], p1sh^(n1sh*31), in.shape) >> shift)
		t[12] = uint32(mixc(c[35], p1lex, lex) >> shift)
		t[13] = uint32(mixc(c[36], lex, n1lex) >> shift)
		// the language templates (see langValue)
		t[14] = uint32(mixc(c[37], s.lang, pos|uint64(in.lex)<<8) >> shift)
		t[15] = uint32(mixc(c[38], s.lang, in.shape) >> shift)
		t[16] = uint32(mixc(c[39], s.lang^in.suf[2], uint64(b2u(in.upperFirst))) >> shift)
		nrow[i] = uint8(k + numRest)
	}
}

// b2u is 1 for true, 0 for false, without a branch: the bool's byte (the
// compiler turns the if-else form into a branch where it inlines it after
// a comparison whose flags it cannot keep).
func b2u(b bool) uint8 { return *(*uint8)(unsafe.Pointer(&b)) }

// mixTid is mix's constant for the template id: mixc(tid*mixTid, a, b) is
// mix(tid, a, b).
const mixTid = 0x9E3779B97F4A7C15

// mixc is mix with the template id's product precomputed.
func mixc(c, a, b uint64) uint64 {
	h := a ^ c
	h *= 0xff51afd7ed558ccd
	h ^= h >> 33
	h ^= b
	h *= 0xc4ceb9fe1a85ec53
	h ^= h >> 29
	return h
}

// Blocks of blockRow: log2 of the rows in a block << 8 | a template id. A
// block of 4 rows is one 64-byte cache line, of 8 two lines that the
// hardware fetches as a pair. The word block has 7 slots in use (the
// caps-sentence word feature takes slot 5 or 6), the suffix block 3.
const (
	wordBlock = 3<<8 | 101
	sufBlock  = 2<<8 | 102
	pairBlock = 2<<8 | 103
)

// blockRow is the row of slot in the block that value v hashes to (the
// definition: featurize computes the same rows from one base per position). Co-located
// rows made the tagger about a tenth faster on news text (PERFORMANCE.md,
// eleventh pass); the quality is that of independent rows within the spread
// of hash salts and seeds (measured when the layout came in: see its commit).
func blockRow(v, block, slot uint64, shift uint, salt uint64) uint32 {
	lg := block >> 8
	h := mix(salt^(block&0xff), v, 0)
	return uint32(h>>(shift+uint(lg)))<<lg | uint32(slot)
}

// coldBefore is how many tokens back a capital keeps a token warm (see
// markCold).
const coldBefore = 3

// hotClasses are the gazetteer classes that may start or end an entity even
// in lower case (chat names, legal forms).
const hotClasses = gazetteer.GivenName | gazetteer.Surname | gazetteer.City | gazetteer.LegalForm

// markCold sets s.cold: a token is cold when no token from coldBefore
// before it to two after it starts with a capital or is a name, city or
// legal form. Entities practically never contain such a token, so it is
// decoded as O without scoring its features, which halves the work on
// ordinary prose. The look-back is longer than the look-ahead because
// lower-case words follow the capital in long names ("Fédération française
// de football", "Marco Polo sheep").
func (s *scratch) markCold(n int) {
	if cap(s.cold) < n {
		s.cold = make([]bool, n*2)
	}
	s.cold = s.cold[:n]
	hot := func(i int) bool {
		in := &s.info[i]
		return in.upperFirst || in.gaz&hotClasses != 0
	}
	// one pass: the distance to the last hot token at or before i, and a
	// hot token warms the two before it too
	last := -1 << 30
	cold := s.cold
	for i := range cold {
		if hot(i) {
			last = i
			if i >= 2 {
				cold[i-2], cold[i-1] = false, false
			} else if i == 1 {
				cold[0] = false
			}
		}
		cold[i] = i-last > coldBefore
	}
}
