// Package secrets recognizes credentials: vendor API keys and tokens, JWTs, PEM
// private keys, connection strings with passwords, password assignments in the
// eight supported languages and generic high-entropy secrets after key names.
//
// The rules are a table (rules.go). One pass over the text finds every rule's
// anchors (fixed prefixes and key names) at token starts through a
// first-byte index; only there is a rule's anchored regexp or parser run, on a
// small window.
package secrets

import (
	"math"
	"math/bits"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
)

// All returns the group's recognizers.
func All() []detect.Recognizer { return []detect.Recognizer{newRecognizer(rules)} }

type anchor struct {
	lit  string // lower-case when the rule folds case
	rule *rule
	// third is lit[2] when lit's first three bytes are ASCII (has3): a cheap
	// test before the full comparison
	third byte
	has3  bool
}

func newAnchor(lit string, ru *rule) anchor {
	a := anchor{lit: lit, rule: ru}
	if len(lit) >= 3 && lit[0] < 0x80 && lit[1] < 0x80 && lit[2] < 0x80 {
		a.third, a.has3 = lit[2], true
	}
	return a
}

type recognizer struct {
	rules []rule
	// byPair[pairIdx[c0<<8|c1]-1] lists the anchors that may start with the
	// text bytes c0 c1 (both cases for folding anchors); 0 means none.
	pairIdx [1 << 16]uint16
	byPair  [][]anchor
	// pairs has bit c0<<8|c1 set where pairIdx is not 0: 8 KB instead of
	// 128 KB to touch at every token start
	pairs [1 << 16 / 64]uint64
	// triples has bit tripleHash(c0, c1, c2) set for each anchor's first
	// three bytes (the third lower-cased; every third byte for an anchor
	// without three ASCII bytes): a second 8 KB test before the anchors of
	// a pair are read
	triples [1 << 16 / 64]uint64
	types   []string
	// class is the words an anchor may start (the Doc's word pre-filter):
	// only the starts of its runs are tested
	class detect.WordClass
	// compound is the rule read after a word a password word ends
	// ("Startpasswort"), when the table has it (passwordTails)
	compound *rule
}

func tripleHash(c0, c1, c2 byte) uint32 {
	return (uint32(c0)<<16 | uint32(c1)<<8 | uint32(lowerASCII(c2))) * 0x9E3779B1 >> 16
}

// mayAnchor reports whether an anchor may start at i (i+1 < len(t)).
func (r *recognizer) mayAnchor(t string, i int) bool {
	k := uint16(t[i])<<8 | uint16(t[i+1])
	if r.pairs[k>>6]&(1<<(k&63)) == 0 {
		return false
	}
	if i+2 >= len(t) {
		return true
	}
	h := tripleHash(t[i], t[i+1], t[i+2])
	return r.triples[h>>6]&(1<<(h&63)) != 0
}

func newRecognizer(rs []rule) *recognizer {
	r := &recognizer{rules: rs}
	seen := map[string]bool{}
	for i := range r.rules {
		ru := &r.rules[i]
		if (ru.Pattern == nil) == (ru.Match == nil) {
			panic("secrets: rule " + ru.ID + " needs exactly one of Pattern and Match")
		}
		for _, a := range ru.Anchors {
			if ru.Fold {
				a = strings.ToLower(a)
				for _, c0 := range caseVariants(a[0]) {
					for _, c1 := range caseVariants(a[1]) {
						r.addPair(c0, c1, newAnchor(a, ru))
					}
				}
				continue
			}
			r.addPair(a[0], a[1], newAnchor(a, ru))
		}
		if ru.ID == "password-assignment" {
			r.compound = ru
		}
		if !seen[ru.Type] {
			seen[ru.Type] = true
			r.types = append(r.types, ru.Type)
		}
	}
	ws := &detect.WordSet{}
	for i := range r.rules {
		for _, a := range r.rules[i].Anchors {
			ws.AddText(a) // folded or not: the class ignores case
		}
	}
	r.class = detect.NewWordClass(ws)
	return r
}

func (r *recognizer) addPair(c0, c1 byte, a anchor) {
	k := uint16(c0)<<8 | uint16(c1)
	if r.pairIdx[k] == 0 {
		r.byPair = append(r.byPair, nil)
		r.pairIdx[k] = uint16(len(r.byPair))
		r.pairs[k>>6] |= 1 << (k & 63)
	}
	r.byPair[r.pairIdx[k]-1] = append(r.byPair[r.pairIdx[k]-1], a)
	set := func(c2 byte) {
		h := tripleHash(c0, c1, c2)
		r.triples[h>>6] |= 1 << (h & 63)
	}
	if a.has3 {
		set(a.third)
	} else {
		for c2 := 0; c2 < 256; c2++ {
			set(byte(c2))
		}
	}
}

// caseVariants returns c and, for an ASCII letter, its other case. A
// non-ASCII byte stands for every lead byte, since its case forms differ.
func caseVariants(c byte) []byte {
	switch {
	case c >= 'a' && c <= 'z':
		return []byte{c, c - 32}
	case c >= 0x80:
		all := make([]byte, 0, 128)
		for b := 0x80; b < 0x100; b++ {
			all = append(all, byte(b))
		}
		return all
	}
	return []byte{c}
}

func (r *recognizer) Name() string       { return "secrets" }
func (r *recognizer) Types() []string    { return r.types }
func (r *recognizer) Needs() detect.Need { return 0 }

func isAlnum(c byte) bool { return detect.IsWordByte(c) }
func isLower(c byte) bool { return c >= 'a' && c <= 'z' }
func isUpper(c byte) bool { return c >= 'A' && c <= 'Z' }

// isTokenByte reports bytes that continue a key or token.
func isTokenByte(c byte) bool { return isAlnum(c) || c == '_' || c == '-' }

// tokenStart reports whether an anchor may begin at i: at the start, after a
// non-alphanumeric byte, or at a camel-case hump ("dbPassword").
func tokenStart(t string, i int) bool {
	if i == 0 {
		return true
	}
	switch byteClass[t[i-1]] {
	case classOther:
		return true
	case classLower:
		return byteClass[t[i]] == classUpper
	}
	return false
}

const (
	classOther = iota // punctuation, blanks: a token may start after it
	classLower        // a-z, 0-9
	classUpper        // A-Z
	classHigh         // bytes of non-ASCII letters: part of a word
)

var byteClass = func() (t [256]uint8) {
	for c := 0; c < 256; c++ {
		switch {
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			t[c] = classLower
		case c >= 'A' && c <= 'Z':
			t[c] = classUpper
		case c >= 0x80:
			t[c] = classHigh
		}
	}
	return t
}()

func (r *recognizer) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	if len(d.Text) < 2 {
		return out
	}
	n := len(out)
	if d.ASCII() {
		out = r.findBits(d, out)
	} else {
		out = r.findRuns(d, out)
	}
	return r.findCompounds(d, out, n)
}

// findCompounds reads the password after each word a password word ends
// inside, as German compounds it ("das Startpasswort Rheinhafen#7264kw",
// "Einmalkennwort: ..."): the anchors are found at token starts only. A
// word inside a secret out[from:] found before is part of it.
func (r *recognizer) findCompounds(d *detect.Doc, out []detect.Match, from int) []detect.Match {
	if r.compound == nil {
		return out
	}
	t := d.Text
	found := len(out)
	covered := 0 // the end of the secrets out[from:j] that start before the run
	j := from
	for _, run := range d.WordRuns() {
		if run.End-run.Start < 8 || !tailEnds[lowerASCII(t[run.End-1])] {
			continue // the last byte rules out most words
		}
		// the anchors' matches come in the order of their starts
		for ; j < found && out[j].Start <= run.Start; j++ {
			covered = max(covered, out[j].End)
		}
		if run.Start < covered {
			continue
		}
		for _, tail := range passwordTails {
			h := run.End - len(tail)
			// a head of three letters or more ("Erst"); a tail at a token
			// start ("StartPasswort") is an anchor of its own
			if h-run.Start < 3 || !strings.EqualFold(t[h:run.End], tail) || tokenStart(t, h) {
				continue
			}
			if s, e, score, ok := r.compound.apply(t, run.Start, run.End); ok {
				out = emit(out, t, r.compound.Type, s, e, score)
			}
			break
		}
	}
	return out
}

// tailEnds has the last bytes of passwordTails, lower case.
var tailEnds = func() (m [256]bool) {
	for _, w := range passwordTails {
		m[w[len(w)-1]] = true
	}
	return
}()

// findRuns is Find for a text that is not ASCII.
func (r *recognizer) findRuns(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	// The token starts, from the Doc's word runs (runs of letters, digits and
	// non-ASCII bytes): each run's start; inside a run, a capital after a-z
	// or 0-9 (a camel-case hump); between runs, a byte after another
	// non-run byte (or at the start of the text). They are visited in order,
	// as the byte loop (findScan) visits them.
	next := 0 // an anchor found earlier covers the text before next
	gap := 0  // start of the bytes between the last run and the next
	runs := d.WordRuns()
	caps := bitIter{bm: d.Capitals(), w: -1}
	hump := caps.next()
	tagged := d.NextWordIn(r.class, 0) // the next run an anchor may start
	for k := 0; ; k++ {
		gapEnd := len(t)
		if k < len(runs) {
			gapEnd = runs[k].Start
		}
		p := gap + 1
		if gap == 0 {
			p = 0
		}
		for p = max(p, next); p < gapEnd && p+1 < len(t); p++ {
			if r.mayAnchor(t, p) {
				next = r.anchorsAt(t, p, next, &out)
			}
		}
		if k == len(runs) {
			return out
		}
		run := runs[k]
		if k == tagged {
			if p := run.Start; p >= next && p+1 < len(t) {
				if r.mayAnchor(t, p) {
					next = r.anchorsAt(t, p, next, &out)
				}
			}
			tagged = d.NextWordIn(r.class, k+1)
		}
		// humps: a capital inside the run after a-z or 0-9 (from the
		// Doc's bitmap of capitals: most runs have none)
		for ; hump < run.End; hump = caps.next() {
			p := hump
			if p <= run.Start || p < next || p+1 >= len(t) || byteClass[t[p-1]] != classLower {
				continue
			}
			if r.mayAnchor(t, p) {
				next = r.anchorsAt(t, p, next, &out)
			}
		}
		gap = run.End
	}
}

// findBits is Find for an ASCII text, from bitmaps: the token starts are the
// bytes outside the runs whose previous byte is outside too (or that start
// the text), the capitals after a-z or 0-9 (camel-case humps), and the starts
// of the runs in the anchors' word class, visited in order as Find visits
// them (in an ASCII text, the run bytes that are not capitals are a-z, 0-9).
func (r *recognizer) findBits(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	runs := d.WordRuns()
	bm, caps := d.WordBytes(), d.Capitals()
	tagged := d.NextWordIn(r.class, 0)
	last := len(t) - 2 // a token start needs two bytes
	next := 0
	var carry, lowCarry uint64
	for w := range bm {
		b := bm[w]
		low := b &^ caps[w]
		cand := ^b &^ (b<<1 | carry) // outside the runs, after a byte outside
		cand |= caps[w] & (low<<1 | lowCarry)
		carry, lowCarry = b>>63, low>>63
		end := (w + 1) * 64
		for ; tagged < len(runs) && runs[tagged].Start < end; tagged = d.NextWordIn(r.class, tagged+1) {
			cand |= 1 << (runs[tagged].Start & 63)
		}
		if last < end-1 {
			if last < w*64 {
				cand = 0
			} else {
				cand &= 1<<(last-w*64+1) - 1
			}
		}
		for ; cand != 0; cand &= cand - 1 {
			p := w*64 + bits.TrailingZeros64(cand)
			if p >= next && r.mayAnchor(t, p) {
				next = r.anchorsAt(t, p, next, &out)
			}
		}
	}
	return out
}

// bitIter walks the set bits of a bitmap in order.
type bitIter struct {
	bm  []uint64
	w   int    // index of the word being read
	cur uint64 // its bits not yet returned
}

// next returns the position of the next set bit, or a huge number.
func (it *bitIter) next() int {
	for it.cur == 0 {
		it.w++
		if it.w >= len(it.bm) {
			return 1 << 62
		}
		it.cur = it.bm[it.w]
	}
	b := bits.TrailingZeros64(it.cur)
	it.cur &= it.cur - 1
	return it.w*64 + b
}

// anchorsAt tries the anchors of the pair at token start i (next: the end of
// the text an earlier anchor covered) and returns the new next.
func (r *recognizer) anchorsAt(t string, i, next int, out *[]detect.Match) int {
	k := uint16(t[i])<<8 | uint16(t[i+1])
	idx := r.pairIdx[k]
	nx := i
	for ai := range r.byPair[idx-1] {
		a := &r.byPair[idx-1][ai]
		if a.has3 {
			if i+2 >= len(t) {
				continue
			}
			if c := t[i+2]; c != a.third && (!a.rule.Fold || lowerASCII(c) != a.third) {
				continue
			}
		}
		var kwEnd int
		if a.rule.Fold {
			n, ok := prefixFold(t[i:], a.lit)
			if !ok {
				continue
			}
			kwEnd = i + n
		} else {
			if !strings.HasPrefix(t[i:], a.lit) {
				continue
			}
			kwEnd = i + len(a.lit)
		}
		s, e, score, ok := a.rule.apply(t, i, kwEnd)
		if !ok {
			continue
		}
		*out = emit(*out, t, a.rule.Type, s, e, score)
		if s == i && e > nx {
			nx = e
		}
	}
	return max(next, nx)
}

// emit appends a rule's match; a connection string brings the password
// inside it too, for a request that asks for PASSWORD and not
// CONNECTION_STRING (when both are asked, the whole string, with the higher
// score, wins the overlap).
func emit(out []detect.Match, t, typ string, s, e int, score float64) []detect.Match {
	out = append(out, detect.Match{Type: typ, Start: s, End: e, Score: score})
	if typ == "PASSWORD" {
		// "skúšal som Kovacik1962 aj kovacik62!": the others tried with it
		for n := 0; n < maxListed; n++ {
			ns, ne, ok := listedPassword(t, e)
			if !ok {
				break
			}
			out = append(out, detect.Match{Type: typ, Start: ns, End: ne, Score: nearbyPasswordScore})
			e = ne
		}
	}
	if typ == "CONNECTION_STRING" {
		if ps, pe, ok := connectionPassword(t, s, e); ok {
			out = append(out, detect.Match{Type: "PASSWORD", Start: ps, End: pe, Score: connectionPasswordScore})
		}
	}
	return out
}

// apply runs one rule at an anchor found at at (the anchor text ends at kwEnd).
func (ru *rule) apply(t string, at, kwEnd int) (start, end int, score float64, ok bool) {
	if ru.NeedBefore != "" && !strings.Contains(t[max(0, at-512):at], ru.NeedBefore) {
		return 0, 0, 0, false
	}
	if ru.Match != nil {
		s, e, sc, ok := ru.Match(t, at, kwEnd)
		if !ok {
			return 0, 0, 0, false
		}
		if sc == 0 {
			sc = ru.Score
		}
		return s, e, sc, true
	}
	win := t[at:min(len(t), at+ru.Window)]
	loc := ru.Pattern.FindStringSubmatchIndex(win)
	if loc == nil || loc[2*ru.Group] < 0 {
		return 0, 0, 0, false
	}
	if me := at + loc[1]; ru.Tight && me < len(t) && isTokenByte(t[me]) {
		return 0, 0, 0, false
	}
	start, end = at+loc[2*ru.Group], at+loc[2*ru.Group+1]
	span := t[start:end]
	if ru.MinEntropy > 0 && entropy(span) < ru.MinEntropy {
		return 0, 0, 0, false
	}
	if ru.Check != nil && !ru.Check(span) {
		return 0, 0, 0, false
	}
	return start, end, ru.Score, true
}

// entropy is the Shannon entropy of s in bits per byte.
func entropy(s string) float64 {
	if s == "" {
		return 0
	}
	var counts [256]int
	for i := 0; i < len(s); i++ {
		counts[s[i]]++
	}
	// H = log2(n) - (1/n) * sum(c * log2(c)), with c*log2(c) from a table
	sum := 0.0
	for i := 0; i < len(s); i++ {
		if c := counts[s[i]]; c > 0 {
			sum += cLog2c(c)
			counts[s[i]] = 0 // each byte value once
		}
	}
	n := float64(len(s))
	return math.Log2(n) - sum/n
}

var cLog2cTable = func() (t [256]float64) {
	for c := 1; c < len(t); c++ {
		t[c] = float64(c) * math.Log2(float64(c))
	}
	return t
}()

func cLog2c(c int) float64 {
	if c < len(cLog2cTable) {
		return cLog2cTable[c]
	}
	return float64(c) * math.Log2(float64(c))
}
