package ner

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"unsafe"
)

// Labels are the BIO tags the tagger predicts, in weight-table order.
var Labels = [NumLabels]string{"O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"}

// NumLabels is the number of BIO tags.
const NumLabels = 7

// stride is the width of one bucket's row in Model.W: 8 int16 = 16 bytes, so
// a row never straddles a cache line.
const stride = 8

const labelO = 0

// entityTypes maps the B-/I- label pairs to project type ids.
var entityTypes = [NumLabels]string{"", "PERSON", "PERSON", "LOCATION", "LOCATION", "ORGANIZATION", "ORGANIZATION"}

func isB(l uint8) bool { return l != labelO && l%2 == 1 }
func isI(l uint8) bool { return l != labelO && l%2 == 0 }

// allowed reports whether label cur may follow prev (prev == NumLabels is the
// sentence start): I-X only continues B-X or I-X.
func allowed(prev, cur uint8) bool {
	if !isI(cur) {
		return true
	}
	return prev != NumLabels && prev != labelO && (prev+1)/2 == (cur+1)/2
}

// Model is a trained tagger: hashed feature weights quantized to int16 and
// transition scores in the same units.
type Model struct {
	Bits  uint    // log2 of the number of feature buckets
	Salt  uint64  // part of every feature's hash (see featurize)
	Scale float32 // real weight = quantized / Scale
	// Trans[prev][cur]: prev NumLabels is the sentence start.
	Trans [NumLabels + 1][NumLabels]int32
	// dec is Trans with the BIO-invalid transitions masked, for decoding.
	dec [NumLabels + 1][NumLabels]int32
	W   []int16 // bucket*stride + label; the eighth slot is padding
	// Lex is the learned gazetteer the features look words up in.
	Lex Lexicon
}

// magic names the format; PGNER3 added the salt and the blocks of rows that
// blockRow lays out, so a PGNER2 file's weights would be read at the wrong
// rows.
const magic = "PGNER3"

// WriteTo writes the model in its binary form: magic, bits, feature count,
// salt, scale, transitions, the weights, then the lexicon, all little-endian.
func (m *Model) WriteTo(w io.Writer) (int64, error) {
	buf := make([]byte, 0, len(magic)+2+8+4+4*len(m.Trans)*NumLabels+2*len(m.W))
	buf = append(buf, magic...)
	buf = append(buf, byte(m.Bits), NumFeatures)
	buf = binary.LittleEndian.AppendUint64(buf, m.Salt)
	buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(m.Scale))
	for _, row := range m.Trans {
		for _, v := range row {
			buf = binary.LittleEndian.AppendUint32(buf, uint32(v))
		}
	}
	for _, v := range m.W {
		buf = binary.LittleEndian.AppendUint16(buf, uint16(v))
	}
	buf = appendLexicon(buf, m.Lex)
	n, err := w.Write(buf)
	return int64(n), err
}

// ErrNoModel is returned for an empty model file (weights not trained yet).
var ErrNoModel = errors.New("ner: no model weights")

// ReadModel parses the binary form written by WriteTo.
func ReadModel(b []byte) (*Model, error) {
	if len(b) == 0 {
		return nil, ErrNoModel
	}
	if len(b) < len(magic)+14 || string(b[:len(magic)]) != magic {
		return nil, errors.New("ner: not a model file")
	}
	b = b[len(magic):]
	m := &Model{Bits: uint(b[0])}
	if b[1] != NumFeatures {
		return nil, fmt.Errorf("ner: model has %d features per token, code expects %d", b[1], NumFeatures)
	}
	if m.Bits < 8 || m.Bits > 24 {
		return nil, fmt.Errorf("ner: bad bucket bits %d", m.Bits)
	}
	m.Salt = binary.LittleEndian.Uint64(b[2:])
	m.Scale = math.Float32frombits(binary.LittleEndian.Uint32(b[10:]))
	b = b[14:]
	need := 4*(NumLabels+1)*NumLabels + 2*(stride<<m.Bits)
	if len(b) < need {
		return nil, fmt.Errorf("ner: model size %d, want at least %d", len(b), need)
	}
	for i := range m.Trans {
		for j := range m.Trans[i] {
			m.Trans[i][j] = int32(binary.LittleEndian.Uint32(b))
			b = b[4:]
		}
	}
	m.W = make([]int16, stride<<m.Bits)
	for i := range m.W {
		m.W[i] = int16(binary.LittleEndian.Uint16(b[2*i:]))
	}
	lx, rest, err := readLexicon(b[2*len(m.W):])
	if err != nil {
		return nil, err
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("ner: %d bytes after the lexicon", len(rest))
	}
	m.Lex = lx
	m.dec = masked(m.Trans)
	return m, nil
}

// emissions sums the weights of each token's features per label.
func (m *Model) emissions(s *scratch, n int) {
	need := n * NumLabels
	if cap(s.emit) < need {
		s.emit = make([]int32, need*2)
	}
	s.emit = s.emit[:need]
	if s.memoSums {
		m.emissionsMemo(s, n)
		return
	}
	w := m.W
	// The table is 16 MB and most rows a token needs are out of cache. This
	// pass only touches them: its loads are independent of each other, so
	// the core keeps many misses in flight instead of the few that fit in
	// its window beside the sums below, which then find their rows in cache.
	// The sums are the same; the tagger is about a sixth faster on news text
	// (touching inside featurize instead overlaps less: measured slower).
	var touch int16
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] {
			continue
		}
		for _, b := range s.feats[i*NumFeatures : (i+1)*NumFeatures] {
			touch ^= w[int(b)*stride]
		}
	}
	s.touched = touch
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] {
			e := (*[NumLabels]int32)(s.emit[i*NumLabels:])
			*e = coldEmission
			continue
		}
		var acc [NumLabels]int32
		for _, b := range s.feats[i*NumFeatures : (i+1)*NumFeatures] {
			row := (*[stride]int16)(w[int(b)*stride:])
			acc[0] += int32(row[0])
			acc[1] += int32(row[1])
			acc[2] += int32(row[2])
			acc[3] += int32(row[3])
			acc[4] += int32(row[4])
			acc[5] += int32(row[5])
			acc[6] += int32(row[6])
		}
		copy(s.emit[i*NumLabels:], acc[:])
	}
}

// addRows adds to acc the rows of the features f[x] for x in idx. w64
// views the table as two uint64 per row (see rows64): two loads and seven
// shifts per row instead of seven loads, and the sums stay in registers
// where a [NumLabels]int32 accumulator stays in memory, each row's adds
// waiting on the stores of the row before. The sums are the same int32
// additions of the same int16 values.
func addRows(acc *[NumLabels]int32, w []int16, w64 []uint64, f []uint32, idx []uint8) {
	if w64 == nil {
		for _, x := range idx {
			row := (*[stride]int16)(w[int(f[x])*stride:])
			for l := range NumLabels {
				acc[l] += int32(row[l])
			}
		}
		return
	}
	a0, a1, a2, a3, a4, a5, a6 := acc[0], acc[1], acc[2], acc[3], acc[4], acc[5], acc[6]
	for _, x := range idx {
		o := int(f[x]) * 2
		lo, hi := w64[o], w64[o+1]
		a0 += int32(int16(lo))
		a1 += int32(int16(lo >> 16))
		a2 += int32(int16(lo >> 32))
		a3 += int32(int16(lo >> 48))
		a4 += int32(int16(hi))
		a5 += int32(int16(hi >> 16))
		a6 += int32(int16(hi >> 32))
	}
	*acc = [NumLabels]int32{a0, a1, a2, a3, a4, a5, a6}
}

// rows64 views w as two little-endian uint64 per row of stride int16, or
// returns nil where that view would not hold (a big-endian machine, a table
// not 8-byte aligned): addRows then reads the rows as int16.
func rows64(w []int16) []uint64 {
	if len(w) == 0 || uintptr(unsafe.Pointer(&w[0]))%8 != 0 || !littleEndian {
		return nil
	}
	return unsafe.Slice((*uint64)(unsafe.Pointer(&w[0])), len(w)/4)
}

var littleEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 1
}()

// ownFeats are the features of featurize that depend on the token alone
// (its word, shape, affixes, classes, case and the sentence's caps flag),
// and ctxFeats those that read a neighbour. Feature 0, the bias, is in
// neither: it is the same row for every token.
var (
	ownFeats = [...]uint8{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 19, 27, 29, 32, 33}
	ctxFeats = [...]uint8{11, 12, 13, 14, 15, 16, 17, 18, 20, 21, 22, 23, 24, 25, 26, 28, 30, 31, 34, 35}
	biasFeat = [...]uint8{0}
)

// sumMemo caches the summed rows of a token's own features (and the bias)
// by the exact list of their bucket indexes, so a word seen before costs one
// entry of 92 bytes instead of 16 rows scattered over the 16 MB table. The
// sums are int32 additions of int16 weights (at most 36 of them: no
// overflow), so adding a cached partial sum gives exactly the plain sum.
// The key is bucket indexes (hashes), never text.
type sumMemo struct {
	key  [len(ownFeats)]uint32
	sum  [NumLabels]int32
	used bool
}

// sumMemoSize is the number of direct-mapped sumMemo entries (96 bytes
// each: 384 KB per scratch).
const sumMemoSize = 4096

func ownKey(f []uint32) (k [len(ownFeats)]uint32) {
	for j, x := range ownFeats {
		k[j] = f[x]
	}
	return k
}

func sumSlot(k *[len(ownFeats)]uint32) int {
	h := uint64(k[0])*0x9E3779B97F4A7C15 ^ uint64(k[1])*0xff51afd7ed558ccd ^
		uint64(k[13])*0xc4ceb9fe1a85ec53 ^ uint64(k[14]) ^ uint64(k[10])<<7
	h ^= h >> 29
	return int(h & (sumMemoSize - 1))
}

// emissionsMemo is emissions with the own-feature sums cached in s.sums
// across calls (the scratch belongs to one Tagger, so to one model).
func (m *Model) emissionsMemo(s *scratch, n int) {
	if s.sums == nil {
		s.sums = new([sumMemoSize]sumMemo)
	}
	w, w64 := m.W, rows64(m.W)
	// the touch pass of emissions, over the rows the memo does not hold
	var touch int16
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] {
			continue
		}
		f := s.feats[i*NumFeatures : (i+1)*NumFeatures]
		for _, x := range ctxFeats {
			touch ^= w[int(f[x])*stride]
		}
		k := ownKey(f)
		if e := &s.sums[sumSlot(&k)]; e.used && e.key == k {
			continue
		}
		for _, x := range k {
			touch ^= w[int(x)*stride]
		}
	}
	s.touched = touch
	for i := 0; i < n; i++ {
		if s.cold != nil && s.cold[i] {
			e := (*[NumLabels]int32)(s.emit[i*NumLabels:])
			*e = coldEmission
			continue
		}
		f := s.feats[i*NumFeatures : (i+1)*NumFeatures]
		k := ownKey(f)
		e := &s.sums[sumSlot(&k)]
		if !e.used || e.key != k {
			var own [NumLabels]int32
			addRows(&own, w, w64, f, ownFeats[:])
			addRows(&own, w, w64, f, biasFeat[:])
			*e = sumMemo{key: k, sum: own, used: true}
		}
		acc := e.sum
		addRows(&acc, w, w64, f, ctxFeats[:])
		copy(s.emit[i*NumLabels:], acc[:])
	}
}

type number interface{ ~int32 | ~float32 }

// viterbi finds the best label path into path. trans must already hold a
// very low score for the transitions the BIO scheme forbids (see masked).
// delta and back are scratch of n*NumLabels. cold, when not nil, marks the
// tokens forced to O (see scratch.markCold): only their O state is scored.
func viterbi[T number](emit []T, trans *[NumLabels + 1][NumLabels]T, n int, delta []T, back, path []uint8, cold []bool) {
	for c := 0; c < NumLabels; c++ {
		delta[c] = trans[NumLabels][c] + emit[c]
	}
	for i := 1; i < n; i++ {
		prev := (*[NumLabels]T)(delta[(i-1)*NumLabels:])
		cur := (*[NumLabels]T)(delta[i*NumLabels:])
		bk := (*[NumLabels]uint8)(back[i*NumLabels:])
		em := (*[NumLabels]T)(emit[i*NumLabels:])
		if cold != nil && cold[i] {
			// O follows any label; the other states stay out of reach
			best, arg := prev[0]+trans[0][labelO], uint8(0)
			for p := 1; p < NumLabels; p++ {
				if v := prev[p] + trans[p][labelO]; v > best {
					best, arg = v, uint8(p)
				}
			}
			cur[labelO], bk[labelO] = best+em[labelO], arg
			for c := 1; c < NumLabels; c++ {
				cur[c], bk[c] = best+em[c], arg
			}
			continue
		}
		// O and B-X follow any label; I-X only B-X or I-X (a path through
		// another predecessor carries the forbidden score and never wins).
		// In Labels' order I-X is 2, 4, 6 and its B-X the one before.
		for _, c := range [...]int{2, 4, 6} {
			b := c - 1
			best, arg := prev[b]+trans[b][c], uint8(b)
			if v := prev[c] + trans[c][c]; v > best {
				best, arg = v, uint8(c)
			}
			cur[c], bk[c] = best+em[c], arg
		}
		for _, c := range [...]int{0, 1, 3, 5} {
			best, arg := prev[0]+trans[0][c], uint8(0)
			for p := 1; p < NumLabels; p++ {
				if v := prev[p] + trans[p][c]; v > best {
					best, arg = v, uint8(p)
				}
			}
			cur[c], bk[c] = best+em[c], arg
		}
	}
	last := delta[(n-1)*NumLabels : n*NumLabels]
	best := uint8(0)
	for c := uint8(1); c < NumLabels; c++ {
		if last[c] > last[best] {
			best = c
		}
	}
	path[n-1] = best
	for i := n - 1; i > 0; i-- {
		path[i-1] = back[i*NumLabels+int(path[i])]
	}
}

// coldEmission forces O on a cold token (see scratch.markCold).
var coldEmission = [NumLabels]int32{0, forbidden, forbidden, forbidden, forbidden, forbidden, forbidden}

// forbidden is the transition score of a BIO-invalid pair: low enough that no
// path uses it, high enough that sums of a few hundred tokens cannot overflow
// int32 or lose float32 precision on the valid paths.
const forbidden = -1 << 22

// masked returns t with the forbidden transitions set to the forbidden score.
func masked[T number](t [NumLabels + 1][NumLabels]T) [NumLabels + 1][NumLabels]T {
	for p := range t {
		for c := range t[p] {
			if !allowed(uint8(p), uint8(c)) {
				t[p][c] = forbidden
			}
		}
	}
	return t
}

func growInt32(b []int32, n int) []int32 {
	if cap(b) < n {
		return make([]int32, n*2)
	}
	return b[:n]
}

func growUint8(b []uint8, n int) []uint8 {
	if cap(b) < n {
		return make([]uint8, n*2)
	}
	return b[:n]
}

func growFloat32(b []float32, n int) []float32 {
	if cap(b) < n {
		return make([]float32, n*2)
	}
	return b[:n]
}

// decode tags tokens [0,n) of s (features already computed) into s.path.
func (m *Model) decode(s *scratch, n int) {
	m.emissions(s, n)
	s.delta = growInt32(s.delta, n*NumLabels)
	s.back = growUint8(s.back, n*NumLabels)
	s.path = growUint8(s.path, n)
	viterbi(s.emit, &m.dec, n, s.delta, s.back, s.path, s.cold)
}

// margin is the confidence evidence for the label at token i given the
// previous label: chosen score minus the best alternative, in real units.
func (m *Model) margin(s *scratch, i int) float32 {
	prev := uint8(NumLabels)
	if i > 0 {
		prev = s.path[i-1]
	}
	cur := s.path[i]
	e := s.emit[i*NumLabels : (i+1)*NumLabels]
	chosen := e[cur] + m.Trans[prev][cur]
	alt := int32(math.MinInt32)
	for c := uint8(0); c < NumLabels; c++ {
		if c == cur || !allowed(prev, c) {
			continue
		}
		if v := e[c] + m.Trans[prev][c]; v > alt {
			alt = v
		}
	}
	return float32(chosen-alt) / m.Scale
}
