package detect

import (
	"encoding/binary"
	"math/bits"
	"slices"
	"sync"
	"sync/atomic"

	"github.com/piiguard/piiguard/shared/internal/swar"
)

// Word classes are a shared pre-filter for the recognizers that look words
// up in lists (lexicons, keywords, anchors). Each such recognizer registers,
// once, the words it could ever match (WordSet); every class is one bit of
// two tables: one indexed by a hash of a word's first five bytes and its
// length (exact words and long prefixes), one by its first three bytes
// (prefixes shorter than five bytes). A Doc computes one byte of class bits
// per word run, once, in one pass (Doc.WordTags), and each recognizer then
// visits only the runs with its bit (Doc.NextWordIn) instead of running its
// own filter over every word. The filter is conservative: a run without the
// bit is never a word of the class; a run with it may or may not be (the
// recognizer's own tests decide).
//
// Keys ignore the case of ASCII letters (and keep only the low five bits of
// each byte, so digits share the keys of some letters: a collision only makes
// the filter less selective). Classes apply to ASCII texts (where a word run
// holds only ASCII letters and digits); for other texts NextWordIn visits
// every run.

// WordClass is a registered WordSet. The zero value is no class: NextWordIn
// visits every run for it.
type WordClass struct{ id uint8 } // 1..maxWordClasses; 0: none

// maxWordClasses is the number of classes the tables hold (one bit each).
const maxWordClasses = 8

const (
	shortKeys  = 1 << 15 // three bytes of five bits
	longKeys   = 1 << 16 // a hash of five bytes and the length
	longPrefix = 5       // bytes in a long key
	maxLenKey  = 12      // lengths from maxLenKey up share a key
)

// shortKey is the index of a word that begins with the bytes of x (first
// byte lowest; bytes past the word's end zero) in the three-byte table: the
// low five bits of each of the first three bytes. Letters of either case
// give 1-26 and the end of the word 0.
func shortKey(x uint64) uint32 {
	y := uint32(x) & 0x1f1f1f
	return y&0x1f | y>>3&0x3e0 | y>>6&0x7c00
}

// longKey is the index of a word of n bytes that begins with the bytes of x
// (bytes past the word's end zero) in the five-byte table.
func longKey(x uint64, n int) uint32 {
	y := x&0x1f1f1f1f1f | uint64(min(n, maxLenKey))<<40
	return uint32(y * 0x9E3779B97F4A7C15 >> (64 - 16))
}

// WordSet collects the words of a class for NewWordClass.
type WordSet struct {
	short [shortKeys / 64]uint64
	long  [longKeys / 64]uint64
}

func setBit(b []uint64, k uint32) { b[k>>6] |= 1 << (k & 63) }

// isRunASCII reports the ASCII bytes a word run of an ASCII text holds.
func isRunASCII(c byte) bool { return IsWordByte(c) }

// packKey packs up to five bytes of p into a key's input.
func packKey(p string) uint64 {
	var x uint64
	for i := 0; i < len(p) && i < longPrefix; i++ {
		x |= uint64(p[i]) << (8 * i)
	}
	return x
}

// AddWord adds the word w: a run equal to w, ignoring the case of ASCII
// letters, is in the class. A word with a byte that no run of an ASCII text
// holds (not an ASCII letter or digit) is never such a run and adds nothing.
func (s *WordSet) AddWord(w string) {
	if w == "" {
		return
	}
	for i := 0; i < len(w); i++ {
		if !isRunASCII(w[i]) {
			return
		}
	}
	setBit(s.long[:], longKey(packKey(w), len(w)))
}

// AddPrefix adds every word that begins with p, ignoring the case of ASCII
// letters. A prefix with another byte than an ASCII letter or digit among its
// first five begins no run of an ASCII text and adds nothing. The empty
// prefix adds every word. Prefixes of five bytes or more are exact (up to
// hash collisions); shorter ones add every word with the same first three
// bytes (or fewer).
func (s *WordSet) AddPrefix(p string) {
	n := min(len(p), longPrefix)
	for i := 0; i < n; i++ {
		if !isRunASCII(p[i]) {
			return
		}
	}
	if n == longPrefix {
		x := packKey(p)
		for l := min(len(p), maxLenKey); l <= maxLenKey; l++ {
			setBit(s.long[:], longKey(x, l))
		}
		return
	}
	// every continuation: any bytes after p, including the end of the word
	n = min(n, 3)
	base := shortKey(packKey(p[:n]))
	for r := uint32(0); r < 1<<(15-5*n); r++ {
		setBit(s.short[:], base|r<<(5*n))
	}
}

// AddText adds the words at whose start a text beginning with lit may stand:
// lit's leading ASCII letters and digits are the start of the word (every
// word beginning with them when lit has nothing else), and when an ASCII byte
// that no run holds follows them, the whole word. For anchors that run
// across a word's end: "sk-" adds the word "sk", "ghp_" the word "ghp",
// "AKIA" every word beginning with "akia". A lit that begins with another
// byte, or whose leading letters are followed by a non-ASCII byte, adds
// nothing (no run of an ASCII text continues with it).
func (s *WordSet) AddText(lit string) {
	j := 0
	for j < len(lit) && isRunASCII(lit[j]) {
		j++
	}
	switch {
	case j == 0:
	case j == len(lit):
		s.AddPrefix(lit)
	case lit[j] < 0x80:
		s.AddWord(lit[:j])
	}
}

// wordTable is the registered classes: one bit per class for each key.
type wordTable struct {
	short [shortKeys]uint8
	long  [longKeys]uint8
	sets  []*WordSet // the classes' sets, by id-1
}

var (
	wordTablesMu sync.Mutex
	wordTables   atomic.Pointer[wordTable]
)

// NewWordClass registers s as a class and returns it. Registering an equal
// set again returns the same class. Past maxWordClasses classes it returns
// the zero class (no pre-filter). Call it once per set, at initialisation:
// each call copies the tables.
func NewWordClass(s *WordSet) WordClass {
	wordTablesMu.Lock()
	defer wordTablesMu.Unlock()
	old := wordTables.Load()
	if old == nil {
		old = &wordTable{}
	}
	t, c := old.with(s)
	if t != old {
		wordTables.Store(t)
	}
	return c
}

// with returns the table with s added and s's class (t itself when s is
// already a class or the table is full).
func (t *wordTable) with(s *WordSet) (*wordTable, WordClass) {
	for i, o := range t.sets {
		if *o == *s {
			return t, WordClass{id: uint8(i + 1)}
		}
	}
	if len(t.sets) >= maxWordClasses {
		return t, WordClass{}
	}
	nt := &wordTable{short: t.short, long: t.long, sets: append(slices.Clip(t.sets), new(WordSet))}
	*nt.sets[len(nt.sets)-1] = *s
	bit := uint8(1) << (len(nt.sets) - 1)
	for w, b := range s.short {
		for ; b != 0; b &= b - 1 {
			nt.short[w*64+bits.TrailingZeros64(b)] |= bit
		}
	}
	for w, b := range s.long {
		for ; b != 0; b &= b - 1 {
			nt.long[w*64+bits.TrailingZeros64(b)] |= bit
		}
	}
	return nt, WordClass{id: uint8(len(nt.sets))}
}

// keepBytes[n] keeps the first n bytes of a little-endian load.
var keepBytes = [6]uint64{0, 0xff, 0xffff, 0xffffff, 0xffffffff, 0xffffffffff}

// WordTags returns one byte per word run (see WordRuns), bit i set when the
// run may be a word of the class with id i+1, followed by eight zero bytes.
// It returns nil when no class is registered or the text is not ASCII. It is
// computed once per Doc; the slice must not be modified.
func (d *Doc) WordTags() []uint8 {
	if d.wordTagsDone {
		if d.tagTable == nil {
			return nil
		}
		return d.wordTags
	}
	d.wordTagsDone = true
	tab := wordTables.Load()
	if tab == nil || !d.ASCII() {
		d.wordTags = d.wordTags[:0]
		return nil
	}
	d.tagTable = tab
	d.wordTags = appendWordTags(d.wordTags[:0], tab, d.Text, d.WordRuns())
	return d.wordTags
}

// appendWordTags appends the tags of runs (of the ASCII text t) and eight
// zero bytes to tags.
func appendWordTags(tags []uint8, tab *wordTable, t string, runs []Span) []uint8 {
	base := len(tags)
	tags = slices.Grow(tags, len(runs)+8)[:base+len(runs)+8]
	out := tags[base : base+len(runs)]
	for k, r := range runs {
		var x uint64
		if r.Start+8 <= len(t) {
			x = swar.Load8(t, r.Start)
		} else {
			for i := min(len(t), r.Start+longPrefix) - 1; i >= r.Start; i-- {
				x = x<<8 | uint64(t[i])
			}
		}
		n := r.End - r.Start
		x &= keepBytes[min(n, longPrefix)]
		out[k] = tab.short[shortKey(x)] | tab.long[longKey(x, n)]
	}
	clear(tags[base+len(runs):])
	return tags
}

// NextWordIn returns the index of the first word run at or after k that may
// be a word of class c (see WordTags), or len(WordRuns()) when none is. For
// the zero class, a class registered after the Doc's tags were computed, or
// a text that is not ASCII, it returns k: every run is visited.
func (d *Doc) NextWordIn(c WordClass, k int) int {
	if d.wordTagsDone && d.tagTable == nil || c.id == 0 {
		return k // inlined: no call per run where there is no filter
	}
	return d.nextWordIn(c, k)
}

func (d *Doc) nextWordIn(c WordClass, k int) int {
	tags := d.WordTags()
	if d.tagTable == nil || int(c.id) > len(d.tagTable.sets) {
		return k
	}
	n := len(tags) - 8
	m := swar.Lo8 * uint64(1<<(c.id-1))
	for ; k < n; k += 8 {
		if x := binary.LittleEndian.Uint64(tags[k:k+8]) & m; x != 0 {
			return k + bits.TrailingZeros64(x)>>3
		}
	}
	return n
}
