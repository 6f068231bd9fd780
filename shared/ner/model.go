package ner

import (
	"bytes"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"io"
	"math"
	"sync"
	"unsafe"
)

// Labels are the BIO tags the tagger predicts, in weight-table order.
var Labels = [NumLabels]string{"O", "B-PER", "I-PER", "B-LOC", "I-LOC", "B-ORG", "I-ORG"}

// NumLabels is the number of BIO tags.
const NumLabels = 7

// stride is the width of one bucket's row in Model.W: 8 bytes, the seven
// labels' int8 weights and the row's multiplier (see Model), so a row never
// straddles a cache line.
const stride = 8

// bias8 turns the eight int8 of a uint64 into uint8 (x + 128); lanes16
// keeps every other byte in 16-bit lanes and lanes32 every other 16-bit
// lane in 32-bit lanes (see sumRowsSWAR).
const (
	bias8   = 0x8080808080808080
	lanes16 = 0x00ff00ff00ff00ff
	lanes32 = 0x0000ffff0000ffff
)

// maxQ and maxMul bound a row's int8 weights and its multiplier: a
// dequantised weight is at most maxQ*maxMul (32,385) in magnitude.
const (
	maxQ   = 127
	maxMul = 255
)

// quantRow returns the int8 weights and the multiplier of a row whose
// dequantised weights are v (in Model.Scale's units): the least multiplier
// that keeps every |v|/mul within maxQ (at least 1, at most maxMul; a value
// beyond maxQ*maxMul is clamped), and each v/mul rounded half away from
// zero. It is a function of v alone (no state, no order), so training and
// the conversion of an int16 file quantise the same values to the same bytes.
func quantRow(v *[NumLabels]float64) (q [NumLabels]int8, mul uint8) {
	ma := 0.0
	for _, x := range v {
		ma = math.Max(ma, math.Abs(x))
	}
	mu := min(maxMul, max(1, math.Ceil(ma/maxQ)))
	for l, x := range v {
		q[l] = int8(min(maxQ, max(-maxQ, math.Round(x/mu))))
	}
	return q, uint8(mu)
}

// rowMul is the multiplier of the row that starts at row[0].
func rowMul(row []int8) int32 { return int32(uint8(row[stride-1])) }

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

// Model is a trained tagger: hashed feature weights quantised to int8 with
// a multiplier per row, and transition scores in the dequantised units. Row
// b of W is W[b*stride:][:stride]: the int8 weights of the seven labels,
// then the row's multiplier as a byte (1 to 255; quantRow). The weight of
// label l is q*mul = int32(W[b*stride+l]) * int32(uint8(W[b*stride+7])),
// an exact int32 like every sum of them, so decoding is integer arithmetic
// as with int16 weights, at half the bytes a row.
type Model struct {
	Bits  uint    // log2 of the number of feature buckets
	Salt  uint64  // part of every feature's hash (see featurize)
	Scale float32 // real weight = dequantised weight (q*mul) / Scale
	// Trans[prev][cur]: prev NumLabels is the sentence start.
	Trans [NumLabels + 1][NumLabels]int32
	// dec is Trans with the BIO-invalid transitions masked, for decoding.
	dec [NumLabels + 1][NumLabels]int32
	// unit is the margins' unit (transUnit of Trans; 0: compute it)
	unit float64
	W    []int8 // bucket*stride + label; the eighth byte is the row's multiplier
	// Lex is the learned gazetteer the features look words up in. ReadModel
	// leaves it nil and Lexicon parses it on first use: the tagger reads
	// lexT, and building the map was most of a load (27 ms of CPU).
	Lex Lexicon
	// lexRaw is the lexicon as the model file holds it (see Lexicon)
	lexRaw []byte
	lexMap sync.Once // Lex from lexRaw
	// lexT is the lexicon by word hash, for tagging (see lexTable)
	lexOnce sync.Once
	lexT    *byteTable
	// crc is the CRC-32C of the model file (ReadModel), which names it to
	// a form table; forms the table in use (UseForms)
	crc   uint32
	forms *formTable
}

// Lexicon returns Lex, which it parses from the model file on first use
// for a model of ReadModel.
func (m *Model) Lexicon() Lexicon {
	m.lexMap.Do(func() {
		if m.Lex != nil || m.lexRaw == nil {
			return
		}
		lx := Lexicon{}
		readLexicon(m.lexRaw, func(n int) { lx = make(Lexicon, n) }, func(w []byte, code uint8) { lx[string(w)] = code })
		m.Lex = lx
	})
	return m.Lex
}

// lexTable returns the lexicon as a byteTable by the hash of the word (the
// FNV hash of Key's form, as describe computes it): one probe where the map
// costs several cache misses. It answers as Lex does, but for a word whose
// hash agrees with a lexicon word's in the top 56 bits (byteTable): that word
// gets the lexicon word's profile where Lex gives 0 (for the embedded
// lexicon's 112 463 words about one distinct word in 6*10^11; no two of its
// own words share an entry, TestLexTableAnswersAsLex).
func (m *Model) lexTable() *byteTable {
	m.lexOnce.Do(func() {
		lx := m.Lexicon()
		m.lexT = newByteTable(len(lx))
		for k, v := range lx {
			m.lexT.add(hashString(k), v)
		}
	})
	return m.lexT
}

// magic names the format; PGNER4 holds a row as 8 bytes (int8 weights and
// a multiplier), PGNER3 as 8 int16 (read and converted: see ReadModel);
// PGNER3 added the salt and the blocks of rows that blockRow lays out, so a
// PGNER2 file's weights would be read at the wrong rows.
const (
	magic   = "PGNER4"
	magic16 = "PGNER3"
)

// WriteTo writes the model in its binary form: magic, bits, feature count,
// salt, scale, transitions, the weights (8 bytes a row, as in Model.W), then
// the lexicon, all little-endian.
func (m *Model) WriteTo(w io.Writer) (int64, error) {
	buf := make([]byte, 0, len(magic)+2+8+4+4*len(m.Trans)*NumLabels+len(m.W))
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
		buf = append(buf, byte(v))
	}
	buf = appendLexicon(buf, m.Lexicon())
	n, err := w.Write(buf)
	return int64(n), err
}

// ErrNoModel is returned for an empty model file (weights not trained yet).
var ErrNoModel = errors.New("ner: no model weights")

// ReadModel parses the binary form written by WriteTo. The model holds
// copies: b may change afterwards. A file of int16 weights (PGNER3, before
// the int8 rows) is read and converted row by row (quantRow of its values:
// the same units, a value beyond 32,385 clamped), which tags as the file's
// weights within the int8 rows' rounding; its form table, whose sums are of
// the int16 rows, is refused (UseForms). Retraining writes PGNER4.
func ReadModel(b []byte) (*Model, error) {
	if len(b) == 0 {
		return nil, ErrNoModel
	}
	if len(b) < len(magic)+14 || string(b[:len(magic)]) != magic && string(b[:len(magic16)]) != magic16 {
		return nil, errors.New("ner: not a model file")
	}
	wide := string(b[:len(magic16)]) == magic16 // 2 bytes a weight
	orig := b
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
	n := stride << m.Bits // weights (bytes in a PGNER4 file)
	nb := n
	if wide {
		nb = 2 * n
	}
	need := 4*(NumLabels+1)*NumLabels + nb
	if len(b) < need {
		return nil, fmt.Errorf("ner: model size %d, want at least %d", len(b), need)
	}
	for i := range m.Trans {
		for j := range m.Trans[i] {
			m.Trans[i][j] = int32(binary.LittleEndian.Uint32(b))
			b = b[4:]
		}
	}
	// the weights are copied while the lexicon is read: on a second core a
	// cold start waits for the longer of the two only
	w := make(chan []int8, 1)
	file := orig
	go func() {
		m.crc = crc32.Checksum(file, castagnoli)
		if wide {
			w <- convertWeights(b[:nb])
			return
		}
		w <- readWeights(b[:nb])
	}()
	// the lexicon as a table only: its map is built if asked for (Lexicon)
	var lt *byteTable
	raw := b[nb:]
	rest, err := readLexicon(raw, func(n int) { lt = newByteTable(n) }, func(w []byte, code uint8) { lt.add(hashBytes(w), code) })
	m.W = <-w
	if err != nil {
		return nil, err
	}
	if len(rest) != 0 {
		return nil, fmt.Errorf("ner: %d bytes after the lexicon", len(rest))
	}
	// a copy (about a megabyte): the caller may reuse b
	m.lexRaw = bytes.Clone(raw)
	m.lexOnce.Do(func() { m.lexT = lt })
	m.dec = masked(m.Trans)
	m.unit = transUnit(&m.Trans)
	return m, nil
}

// readWeights returns a copy of the rows of b (8 bytes a row, as in
// Model.W) in one block. The copy is not avoidable by reading the weights
// in place: in the file they start 244 bytes in, so in place their rows
// would straddle cache lines and the blocks of rows that blockRow lays out
// side by side would not start a line (a quarter more cache misses per Tag
// call in cachegrind); the heap copy starts a page.
func readWeights(b []byte) []int8 {
	w := newWeights(len(b))
	copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(w))), len(w)), b)
	return w
}

// newWeights returns n zero bytes of weights on huge pages where the
// kernel has them (hugeBytes), their pages faulted in.
func newWeights(n int) []int8 {
	b := hugeBytes(n)
	w := unsafe.Slice((*int8)(unsafe.Pointer(unsafe.SliceData(b))), n)
	prefault(unsafe.Slice((*int16)(unsafe.Pointer(unsafe.SliceData(w))), n/2))
	return w
}

// convertWeights returns the int8 rows (quantRow) of the little-endian
// int16 rows of b (a PGNER3 file's: 8 int16 a row, the eighth padding).
func convertWeights(b []byte) []int8 {
	w := newWeights(len(b) / 2)
	for r := 0; r < len(w)/stride; r++ {
		var v [NumLabels]float64
		for l := range v {
			v[l] = float64(int16(binary.LittleEndian.Uint16(b[2*(r*stride+l):])))
		}
		q, mul := quantRow(&v)
		copy(w[r*stride:], q[:])
		w[r*stride+NumLabels] = int8(mul)
	}
	return w
}

// emissions sums the weights of each token's features per label.
func (m *Model) emissions(s *scratch, n int) {
	need := n * NumLabels
	if cap(s.emit) < need {
		s.emit = make([]int32, need*2)
	}
	s.emit = s.emit[:need]
	w := m.W
	// The table is 16.8 MB and most rows a token needs are out of cache. This
	// pass asks for all of them before the sums below, which then find them
	// in cache. prefetchRows issues prefetch instructions, which retire at
	// once: the core keeps many more misses in flight than with the loads
	// this pass made before (which stalled it once its window was full of
	// them). The loads made the tagger about a sixth faster than no pass;
	// the prefetches make it about a fifth faster than the loads on news
	// text (see PERFORMANCE.md, "The name tagger").
	var touch int16
	forms := s.ft != nil
	// on amd64 the usual case (a form table, cold tokens) in one call of
	// assembly for the segment, and again for the sums below
	seg := segAsm && forms && s.cold != nil && n > 0
	for i := 0; i < n && !seg; i++ {
		if s.cold != nil && s.cold[i] {
			continue
		}
		nr := NumFeatures
		if forms {
			nr = int(s.nrow[i])
			sm := &s.sums[i]
			// the records' sums: a sum is two 16-byte rows of the records
			idx := [3]uint32{sm[0] / 4, sm[1] / 4, sm[2] / 4}
			touch ^= prefetchRows(s.ft.recs16, idx[:])
		}
		touch ^= int16(prefetchRows8(w, s.feats[i*NumFeatures:i*NumFeatures+nr]))
	}
	s.touched = touch
	if seg {
		// the assembly reads n tokens' entries of each
		_, _, _, _ = s.feats[n*NumFeatures-1], s.nrow[n-1], s.sums[n-1], s.cold[n-1]
		prefetchSeg(unsafe.Pointer(unsafe.SliceData(w)), unsafe.Pointer(unsafe.SliceData(s.ft.recs)),
			&s.feats[0], &s.nrow[0], &s.sums[0], &s.cold[0], n)
	}
	// a row is 8 bytes (7 int8, label 0 first, and the multiplier),
	// addressed from the table's start within its power-of-two number of
	// rows: no bounds check per row
	base := unsafe.Pointer(unsafe.SliceData(w))
	mask := uint32(len(w)/stride - 1)
	if len(w) == 0 || len(w)/stride&(len(w)/stride-1) != 0 {
		panic("ner: weight table of no power-of-two rows")
	}
	// a form's sums: offsets in 4-byte words from the records' start (the
	// three sums of a token: featurizeForms); without a table, three zero
	// sums
	fbase := unsafe.Pointer(&zeroSum)
	if forms {
		fbase = unsafe.Pointer(unsafe.SliceData(s.ft.recs))
	}
	if seg && useAVX2 {
		emitSegAVX2(base, mask, fbase, &s.feats[0], &s.nrow[0], &s.sums[0], &s.cold[0], &s.emit[0], n, &emitK)
		return
	}
	for i := 0; i < n; i++ {
		e := (*[NumLabels]int32)(s.emit[i*NumLabels:])
		if s.cold != nil && s.cold[i] {
			*e = coldEmission
			continue
		}
		if bigEndian {
			m.emission(s, i)
			continue
		}
		rows := s.feats[i*NumFeatures : (i+1)*NumFeatures]
		var sm [3]uint32
		if forms {
			rows = rows[:s.nrow[i]]
			sm = s.sums[i]
		}
		r0, r1, r2 := (*[8]int32)(unsafe.Add(fbase, uintptr(sm[0])*4)), (*[8]int32)(unsafe.Add(fbase, uintptr(sm[1])*4)), (*[8]int32)(unsafe.Add(fbase, uintptr(sm[2])*4))
		if useAVX2 {
			// a row's 8 bytes widened to int32 and multiplied by its
			// multiplier in one instruction each (sumrows_amd64.s)
			var acc [8]int32
			sumRowsAVX2(base, mask, rows, r0, r1, r2, &acc)
			*e = [NumLabels]int32(acc[:NumLabels])
			continue
		}
		*e = sumRowsSWAR(base, mask, rows, r0, r1, r2)
	}
}

// sumRowsSWAR returns r0 + r1 + r2 plus the rows idx[k]&mask of the weight
// table at base (Model.W), dequantised, per label: what sumRowsAVX2 sums,
// in 32-bit lanes of uint64 words. A row is one word of eight bytes, each
// biased to uint8 (^bias8); the even and the odd bytes are masked into
// 16-bit lanes and multiplied there by the row's multiplier (at most
// 255*255 = 65,025: no carry into the next lane), then each product word is
// split into two words of 32-bit lanes and added. No 32-bit lane can carry
// into the next: NumFeatures products of at most 65,025. The bias is taken
// off at the end as 128 times the sum of the multipliers.
func sumRowsSWAR(base unsafe.Pointer, mask uint32, idx []uint32, r0, r1, r2 *[8]int32) [NumLabels]int32 {
	var a04, a26, a15, a37, msum uint64
	for _, b := range idx {
		// b&mask is b for every index featurize makes (below 2^Bits),
		// and keeps the read inside the table for any other
		x := *(*uint64)(unsafe.Add(base, uintptr(b&mask)*stride))
		mul := x >> 56
		x ^= bias8
		ev, od := (x&lanes16)*mul, (x>>8&lanes16)*mul
		a04 += ev & lanes32
		a26 += ev >> 16 & lanes32
		a15 += od & lanes32
		a37 += od >> 16 & lanes32
		msum += mul
	}
	unbias := int32(msum) << 7
	return [NumLabels]int32{
		int32(uint32(a04)) - unbias + r0[0] + r1[0] + r2[0], int32(uint32(a15)) - unbias + r0[1] + r1[1] + r2[1],
		int32(uint32(a26)) - unbias + r0[2] + r1[2] + r2[2], int32(uint32(a37)) - unbias + r0[3] + r1[3] + r2[3],
		int32(a04>>32) - unbias + r0[4] + r1[4] + r2[4], int32(a15>>32) - unbias + r0[5] + r1[5] + r2[5],
		int32(a26>>32) - unbias + r0[6] + r1[6] + r2[6],
	}
}

// zeroSum is the three zero sums of emissions without a form table.
var zeroSum [8]int32

// emission sums token i's rows one label at a time: the sums of emissions
// where a uint64 does not hold its bytes in little-endian order.
func (m *Model) emission(s *scratch, i int) {
	var acc [NumLabels]int32
	for _, b := range s.feats[i*NumFeatures : (i+1)*NumFeatures] {
		row := m.W[int(b)*stride:][:stride]
		mul := rowMul(row)
		for l := range acc {
			acc[l] += int32(row[l]) * mul
		}
	}
	copy(s.emit[i*NumLabels:], acc[:])
}

// bigEndian: the machine stores the low byte of a word last, unlike the
// model file and the form table (little-endian lanes).
var bigEndian = func() bool {
	x := uint16(1)
	return *(*byte)(unsafe.Pointer(&x)) == 0
}()

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
		p0, p1, p2, p3, p4, p5, p6 := prev[0], prev[1], prev[2], prev[3], prev[4], prev[5], prev[6]
		if cold != nil && cold[i] {
			// O follows any label; the other states stay out of reach
			best, arg := p0+trans[0][labelO], uint8(0)
			if v := p1 + trans[1][labelO]; v > best {
				best, arg = v, 1
			}
			if v := p2 + trans[2][labelO]; v > best {
				best, arg = v, 2
			}
			if v := p3 + trans[3][labelO]; v > best {
				best, arg = v, 3
			}
			if v := p4 + trans[4][labelO]; v > best {
				best, arg = v, 4
			}
			if v := p5 + trans[5][labelO]; v > best {
				best, arg = v, 5
			}
			if v := p6 + trans[6][labelO]; v > best {
				best, arg = v, 6
			}
			*bk = [NumLabels]uint8{arg, arg, arg, arg, arg, arg, arg}
			*cur = [NumLabels]T{best + em[0], best + em[1], best + em[2], best + em[3], best + em[4], best + em[5], best + em[6]}
			continue
		}
		// O and B-X follow any label; I-X only B-X or I-X (a path through
		// another predecessor carries the forbidden score and never wins).
		// In Labels' order I-X is 2, 4, 6 and its B-X the one before. Every
		// index is a constant (no bounds checks); the first best wins.
		if b, v := p1+trans[1][2], p2+trans[2][2]; v > b {
			cur[2], bk[2] = v+em[2], 2
		} else {
			cur[2], bk[2] = b+em[2], 1
		}
		if b, v := p3+trans[3][4], p4+trans[4][4]; v > b {
			cur[4], bk[4] = v+em[4], 4
		} else {
			cur[4], bk[4] = b+em[4], 3
		}
		if b, v := p5+trans[5][6], p6+trans[6][6]; v > b {
			cur[6], bk[6] = v+em[6], 6
		} else {
			cur[6], bk[6] = b+em[6], 5
		}
		{
			best, arg := p0+trans[0][0], uint8(0)
			if v := p1 + trans[1][0]; v > best {
				best, arg = v, 1
			}
			if v := p2 + trans[2][0]; v > best {
				best, arg = v, 2
			}
			if v := p3 + trans[3][0]; v > best {
				best, arg = v, 3
			}
			if v := p4 + trans[4][0]; v > best {
				best, arg = v, 4
			}
			if v := p5 + trans[5][0]; v > best {
				best, arg = v, 5
			}
			if v := p6 + trans[6][0]; v > best {
				best, arg = v, 6
			}
			cur[0], bk[0] = best+em[0], arg
		}
		{
			best, arg := p0+trans[0][1], uint8(0)
			if v := p1 + trans[1][1]; v > best {
				best, arg = v, 1
			}
			if v := p2 + trans[2][1]; v > best {
				best, arg = v, 2
			}
			if v := p3 + trans[3][1]; v > best {
				best, arg = v, 3
			}
			if v := p4 + trans[4][1]; v > best {
				best, arg = v, 4
			}
			if v := p5 + trans[5][1]; v > best {
				best, arg = v, 5
			}
			if v := p6 + trans[6][1]; v > best {
				best, arg = v, 6
			}
			cur[1], bk[1] = best+em[1], arg
		}
		{
			best, arg := p0+trans[0][3], uint8(0)
			if v := p1 + trans[1][3]; v > best {
				best, arg = v, 1
			}
			if v := p2 + trans[2][3]; v > best {
				best, arg = v, 2
			}
			if v := p3 + trans[3][3]; v > best {
				best, arg = v, 3
			}
			if v := p4 + trans[4][3]; v > best {
				best, arg = v, 4
			}
			if v := p5 + trans[5][3]; v > best {
				best, arg = v, 5
			}
			if v := p6 + trans[6][3]; v > best {
				best, arg = v, 6
			}
			cur[3], bk[3] = best+em[3], arg
		}
		{
			best, arg := p0+trans[0][5], uint8(0)
			if v := p1 + trans[1][5]; v > best {
				best, arg = v, 1
			}
			if v := p2 + trans[2][5]; v > best {
				best, arg = v, 2
			}
			if v := p3 + trans[3][5]; v > best {
				best, arg = v, 3
			}
			if v := p4 + trans[4][5]; v > best {
				best, arg = v, 4
			}
			if v := p5 + trans[5][5]; v > best {
				best, arg = v, 5
			}
			if v := p6 + trans[6][5]; v > best {
				best, arg = v, 6
			}
			cur[5], bk[5] = best+em[5], arg
		}
	}
	backtrack(delta, back, path, n)
}

// backtrack writes into path the labels of the best of n steps' scores in
// delta (the first best label of the last step; its predecessors in back).
func backtrack[T number](delta []T, back, path []uint8, n int) {
	last := delta[(n-1)*NumLabels : n*NumLabels]
	best := uint8(0)
	for c := uint8(1); c < NumLabels; c++ {
		if last[c] > last[best] {
			best = c
		}
	}
	path[n-1] = best
	// the label carried in a register: each step waits for one load, not
	// for the store of the step before
	p := best
	for i := n - 1; i > 0; i-- {
		p = back[i*NumLabels+int(p)]
		path[i-1] = p
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
	if s.vcDec != m.dec || !s.vcSet {
		s.vc, s.vcDec, s.vcSet = newVitConsts(&m.dec), m.dec, true
	}
	viterbiInt32(s.emit, &m.dec, &s.vc, n, s.delta, s.back, s.path, s.cold)
}

// margin is the confidence evidence for the label at token i given the
// previous label: chosen score minus the best alternative, in transUnit's
// units.
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
	u := m.unit
	if u == 0 {
		u = transUnit(&m.Trans) // a Model built without ReadModel (tests)
	}
	return float32(float64(chosen-alt) / u)
}

// transUnit is the unit margins are measured in: the root mean square of
// the transition scores a path may take (BIO-valid, from the start and
// between labels), at least 1. The transitions grow and shrink with every
// weight when training changes their scale (the perceptron's unit steps
// against passive-aggressive ones: about 110 times the margins, 114 times
// this unit), so a margin in this unit, and confidence's constants, hold
// across retrained weights; the largest weight (Scale) follows the margins
// less closely (148 times).
func transUnit(trans *[NumLabels + 1][NumLabels]int32) float64 {
	var ss float64
	n := 0
	for p := range trans {
		for q := range trans[p] {
			if allowed(uint8(p), uint8(q)) {
				v := float64(trans[p][q])
				ss += v * v
				n++
			}
		}
	}
	return max(1, math.Sqrt(ss/float64(n)))
}
