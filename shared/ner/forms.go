package ner

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"hash/crc32"
	"slices"
	"unsafe"
)

// A form table holds, for the frequent exact token forms of the training
// text, what describe computes for a token of that form and the sums of the
// weight rows of the templates that read nothing but the form: numOwn rows
// of the token itself and numSide rows of each neighbour. A token of such a
// form costs one probe in describe and, in emissions, three sums in place
// of up to 22 of the 36 rows. Every value of a record is a function of the
// form alone (its bytes, the gazetteers, the lexicon and the weights), so a
// record gives the token exactly what the computation gives: the table
// changes the cost, never the output (TestFormsMatchSlowPath).
//
// The table is built from a model and a list of forms by PackForms (which
// scripts/train runs on the weights it trains, over the forms of its
// training text: no request's text) and loaded as one block (Model.UseForms).
// It names the model file it was built from by the file's CRC-32C: a table
// of other weights is refused, and the tagger then computes every token.
type formTable struct {
	recs  []formRec // recs[0] is no form: its sums are zero
	slots []uint64  // the form's hash without its low 32 bits | its record
	shift uint      // 64 - log2(len(slots))
	// the same memory as rows of int16, for prefetchRows
	recs16, slots16 []int16
}

// formRec is one form's record: 192 bytes, three cache lines (describe
// reads the first, emissions the own sum in the second and the neighbours'
// in the third). A sum is the exact sum of the rows' dequantised weights
// per label (Model.rowSum; the eighth lane zero), in int32: of 16 rows at
// most 16 * 32385 in magnitude.
type formRec struct {
	form, key [maxForm]byte // the form and its lower-case key (Key, s.key)
	lw, shape uint64
	wb, sb    uint32 // its word and suffix block bases (featConsts)
	n, kn     uint8  // the lengths of form and key
	flags     uint8  // formUpperFirst | formAllCaps | formMayValue
	gaz, lex  uint8  // tokInfo.gaz's low byte and lex
	gazHi     uint8  // tokInfo.gaz's high byte (gazetteer.ListedPlace)
	_         [2]byte
	own       [2][8]int32 // the numOwn rows' sum, for capsSent 0 and 1
	prev      [8]int32    // the numSide rows the token after it reads of it
	next      [8]int32    // the numSide rows the token before it reads of it
}

// maxForm is the longest form (and key) a record holds, in bytes.
const maxForm = 16

const (
	formUpperFirst = 1 << iota
	formAllCaps
	formMayValue
)

// formRecWords is a record's size in 4-byte words.
const formRecWords = int(unsafe.Sizeof(formRec{})) / 4

// This fails to compile unless a record is 192 bytes (the file's layout).
var _ = [1]struct{}{}[unsafe.Sizeof(formRec{})-192]

// The sums of record r as offsets in 4-byte words into the records (see
// Model.emissions): 0 is record 0's form, whose first 32 bytes are zero.
func sumOwn(r uint32, capsSent uint64) uint32 {
	return r*uint32(formRecWords) + uint32(unsafe.Offsetof(formRec{}.own))/4 + 8*uint32(capsSent)
}

func sumPrev(r uint32) uint32 {
	return r*uint32(formRecWords) + uint32(unsafe.Offsetof(formRec{}.prev))/4
}

func sumNext(r uint32) uint32 {
	return r*uint32(formRecWords) + uint32(unsafe.Offsetof(formRec{}.next))/4
}

// formWords returns the bytes of the form text[start:end] (1 to maxForm
// bytes) as two little-endian words, zero past its end: two loads where
// the text goes on for maxForm bytes, else a copy. A record's form, as
// words, is the same (formRec.words), so two comparisons tell one form
// from another of its length.
func formWords(text string, start, end int) (lo, hi uint64) {
	n := end - start
	if start+maxForm <= len(text) {
		p := unsafe.Add(unsafe.Pointer(unsafe.StringData(text)), start)
		lo, hi = *(*uint64)(p), *(*uint64)(unsafe.Add(p, 8))
	} else {
		var buf [maxForm]byte
		copy(buf[:], text[start:end])
		lo, hi = binary.LittleEndian.Uint64(buf[:]), binary.LittleEndian.Uint64(buf[8:])
	}
	switch {
	case n < 8:
		return lo & (1<<(8*n) - 1), 0
	case n < 16:
		return lo, hi & (1<<(8*(n-8)) - 1)
	}
	return lo, hi
}

// formHash is the hash of a form of n bytes by its words (formWords).
func formHash(lo, hi uint64, n int) uint64 { return mix(uint64(n), lo, hi) }

// words returns the record's form as formWords does.
func (r *formRec) words() (lo, hi uint64) {
	w := (*[2]uint64)(unsafe.Pointer(&r.form))
	return w[0], w[1]
}

// find returns the record of form w, 0 when the table has none.
func (t *formTable) find(w string) uint32 {
	if len(w) > maxForm || len(w) == 0 {
		return 0
	}
	lo, hi := formWords(w, 0, len(w))
	h := formHash(lo, hi, len(w))
	mask := uint64(len(t.slots) - 1)
	for i := h >> t.shift; ; i = (i + 1) & mask {
		v := t.slots[i]
		if v == 0 {
			return 0
		}
		if v>>32 == h>>32 {
			r := uint32(v)
			if rec := &t.recs[r]; int(rec.n) == len(w) {
				if rl, rh := rec.words(); rl == lo && rh == hi {
					return r
				}
			}
		}
	}
}

// findForms sets s.rec[i] to the record token i's form may have (0: none),
// which describe confirms (find, when the form is another): the words and
// hash of each form first, then their slots, then their records, each pass
// asking for the next one's cache lines (prefetchRows) so that the misses
// of a segment's tokens overlap.
func (s *scratch) findForms(text string, toks []Token) {
	n := len(toks)
	if cap(s.rec) < n {
		s.rec = make([]uint32, n*2)
		s.hs = make([]uint64, n*2)
		s.fw = make([][2]uint64, n*2)
	}
	s.rec, s.hs, s.fw = s.rec[:n], s.hs[:n], s.fw[:n]
	t := s.ft
	if cap(s.pf) < n {
		s.pf = make([]uint32, n*2)
	}
	pf, fw, hs, rec := s.pf[:n], s.fw[:n], s.hs[:n], s.rec[:n]
	np := 0
	for i, tk := range toks {
		var h uint64
		if l := tk.End - tk.Start; l > 0 && l <= maxForm {
			lo, hi := formWords(text, tk.Start, tk.End)
			fw[i] = [2]uint64{lo, hi}
			h = formHash(lo, hi, l)
			pf[np] = uint32(h>>t.shift) / 2 // a slot is half a 16-byte row
			np++
		}
		hs[i] = h
	}
	s.touched ^= prefetchRows(t.slots16, pf[:np])
	np = 0
	mask := uint64(len(t.slots) - 1)
	for i, h := range hs {
		r := uint32(0)
		if h != 0 {
			// the first slot decides most forms: its record, or none
			// when empty, kept by arithmetic (whether a text's word is
			// in the table is a coin toss to the branch predictor)
			k := h >> t.shift
			v := t.slots[k]
			hit := b2u(v>>32 == h>>32)
			if (hit^1)&b2u(v != 0) != 0 { // another form's slot: probe on
				r = t.probe(h, (k+1)&mask)
				hit = b2u(r != 0)
			} else {
				r = uint32(v) & -uint32(hit)
			}
			pf[np] = r * uint32(formRecWords/4) // a row of 16 bytes is 4 words
			np += int(hit)
		}
		rec[i] = r
	}
	s.touched ^= prefetchRows(t.recs16, pf[:np])
}

// probe returns the record of the first slot from k on whose hash is h's
// (its high 32 bits), 0 at an empty slot first.
func (t *formTable) probe(h, k uint64) uint32 {
	mask := uint64(len(t.slots) - 1)
	for ; ; k = (k + 1) & mask {
		v := t.slots[k]
		if v == 0 {
			return 0
		}
		if v>>32 == h>>32 {
			return uint32(v)
		}
	}
}

// formsMagic names the form table's file format. PGNERF2 holds the sums of
// int8 rows (Model.W); a PGNERF1 table's are of int16 rows, which a model
// file of int16 weights read and converted (ReadModel) no longer has: it
// is refused (rebuild it: scripts/train -pack).
const (
	formsMagic   = "PGNERF2\x00"
	formsMagic16 = "PGNERF1\x00"
)

// formsHeader is the file's header: magic, the CRC-32C of the model file,
// the number of records (with record 0), log2 of the slots.
const formsHeader = len(formsMagic) + 12

var castagnoli = crc32.MakeTable(crc32.Castagnoli)

// PackForms returns the form table file of model m (read by ReadModel) for
// forms, in their order (the most frequent first, so that they share cache
// lines and pages); forms longer than maxForm bytes, or whose key is, and
// repeated forms are left out. It is a function of m's file, the gazetteers
// and forms alone.
func PackForms(m *Model, forms []string) ([]byte, error) {
	if m.lexRaw == nil {
		return nil, errors.New("ner: PackForms needs a model of ReadModel")
	}
	if bigEndian {
		return nil, errors.New("ner: form tables are built on little-endian machines")
	}
	fc := newFeatConsts(m.Bits, m.Salt)
	s := &scratch{lexT: m.lexTable(), memoLex: true}
	recs := make([]formRec, 1, len(forms)+1)
	seen := map[string]bool{}
	for _, w := range forms {
		if len(w) == 0 || len(w) > maxForm || seen[w] {
			continue
		}
		seen[w] = true
		// the form as a text of one token: describe's fields of position
		// (sStart, gapBefore) are not part of the record
		s.describe(w, []Token{{Start: 0, End: len(w)}}, -1)
		s.lookLex(1)
		in := &s.info[0]
		key := s.key(0)
		if len(key) > maxForm {
			continue
		}
		r := formRec{lw: in.lw, shape: in.shape, gaz: uint8(in.gaz), gazHi: uint8(in.gaz >> 8), lex: in.lex, n: uint8(len(w)), kn: uint8(len(key))}
		copy(r.form[:], w)
		copy(r.key[:], key)
		if in.upperFirst {
			r.flags |= formUpperFirst
		}
		if in.allCaps {
			r.flags |= formAllCaps
		}
		if s.mayValue {
			r.flags |= formMayValue
		}
		r.wb, r.sb = fc.wordBase(in.lw), fc.sufBase(in.suf[2])
		for cs := range r.own {
			var f [numOwn]uint32
			fc.ownRows(&f, in, r.wb, r.sb, uint64(cs))
			r.own[cs] = m.rowSum(f[:])
		}
		var f [numSide]uint32
		fc.sideRows(&f, r.wb, r.sb, uint64(in.gaz), false)
		r.prev = m.rowSum(f[:])
		fc.sideRows(&f, r.wb, r.sb, uint64(in.gaz), true)
		r.next = m.rowSum(f[:])
		recs = append(recs, r)
	}
	bits := uint(4)
	for 1<<bits < 2*len(recs) { // at most half full
		bits++
	}
	slots := make([]uint64, 1<<bits)
	mask := uint64(len(slots) - 1)
	for r := 1; r < len(recs); r++ {
		lo, hi := recs[r].words()
		h := formHash(lo, hi, int(recs[r].n))
		i := h >> (64 - bits)
		for slots[i] != 0 {
			i = (i + 1) & mask
		}
		slots[i] = h>>32<<32 | uint64(r)
	}
	b := make([]byte, 0, formsHeader+len(recs)*formRecWords*4+len(slots)*8)
	b = append(b, formsMagic...)
	b = binary.LittleEndian.AppendUint32(b, m.crc)
	b = binary.LittleEndian.AppendUint32(b, uint32(len(recs)))
	b = binary.LittleEndian.AppendUint32(b, uint32(bits))
	b = append(b, unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(recs))), len(recs)*formRecWords*4)...)
	for _, v := range slots {
		b = binary.LittleEndian.AppendUint64(b, v)
	}
	return b, nil
}

// rowSum sums the dequantised weights of rows of m.W per label (see
// formRec); the eighth lane is zero.
func (m *Model) rowSum(rows []uint32) (a [8]int32) {
	for _, b := range rows {
		row := m.W[int(b)*stride:][:stride]
		mul := rowMul(row)
		for l, v := range row[:NumLabels] {
			a[l] += int32(v) * mul
		}
	}
	return a
}

// UseForms loads the form table file b (PackForms) into m, whose taggers
// made afterwards use it. It refuses a table of another model file.
func (m *Model) UseForms(b []byte) error {
	if bigEndian {
		return errors.New("ner: form tables are read on little-endian machines")
	}
	if len(b) >= formsHeader && string(b[:len(formsMagic)]) == formsMagic16 {
		return errors.New("ner: form table of int16 rows (PGNERF1); rebuild it for this model (scripts/train -pack)")
	}
	if len(b) < formsHeader || string(b[:len(formsMagic)]) != formsMagic {
		return errors.New("ner: not a form table")
	}
	h := b[len(formsMagic):]
	crc, n, bits := binary.LittleEndian.Uint32(h), int(binary.LittleEndian.Uint32(h[4:])), uint(binary.LittleEndian.Uint32(h[8:]))
	if crc != m.crc {
		return fmt.Errorf("ner: form table of model %08x, not of this model (%08x)", crc, m.crc)
	}
	b = b[formsHeader:]
	if n < 1 || bits > 30 || len(b) != n*formRecWords*4+8<<bits || 1<<bits < n {
		return errors.New("ner: bad form table size")
	}
	t := &formTable{recs: make([]formRec, n), slots: make([]uint64, 1<<bits), shift: 64 - bits}
	rb := unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t.recs))), n*formRecWords*4)
	prefault(unsafe.Slice((*int16)(unsafe.Pointer(unsafe.SliceData(t.recs))), len(rb)/2))
	copy(rb, b)
	copy(unsafe.Slice((*byte)(unsafe.Pointer(unsafe.SliceData(t.slots))), 8<<bits), b[len(rb):])
	for _, v := range t.slots {
		if v != 0 && (int(uint32(v)) >= n || uint32(v) == 0) {
			return errors.New("ner: bad form table slot")
		}
	}
	t.recs16 = unsafe.Slice((*int16)(unsafe.Pointer(unsafe.SliceData(t.recs))), n*formRecWords*2)
	t.slots16 = unsafe.Slice((*int16)(unsafe.Pointer(unsafe.SliceData(t.slots))), 4<<bits)
	m.forms = t
	return nil
}

// Forms returns the forms of a form table file (also of a PGNERF1 one,
// whose records are laid out alike), in its order.
func Forms(b []byte) ([]string, error) {
	if len(b) < formsHeader || string(b[:len(formsMagic)]) != formsMagic && string(b[:len(formsMagic)]) != formsMagic16 {
		return nil, errors.New("ner: not a form table")
	}
	n := int(binary.LittleEndian.Uint32(b[len(formsMagic)+4:]))
	b = b[formsHeader:]
	if len(b) < n*formRecWords*4 {
		return nil, errors.New("ner: truncated form table")
	}
	var forms []string
	for r := 1; r < n; r++ {
		rec := b[r*formRecWords*4:]
		forms = append(forms, string(rec[:rec[unsafe.Offsetof(formRec{}.n)]]))
	}
	return forms, nil
}

// FrequentForms returns the at most most frequent token forms of sents
// that a record holds (maxForm bytes at most), seen at least least times:
// the most frequent first, forms of one count in byte order.
func FrequentForms(sents []Sentence, most, least int) []string {
	count := map[string]int{}
	for i := range sents {
		se := &sents[i]
		for _, t := range se.Tokens {
			if w := se.Text[t.Start:t.End]; len(w) > 0 && len(w) <= maxForm {
				count[w]++
			}
		}
	}
	forms := make([]string, 0, len(count))
	for w, c := range count {
		if c >= least {
			forms = append(forms, w)
		}
	}
	slices.SortFunc(forms, func(a, b string) int {
		if c := cmp.Compare(count[b], count[a]); c != 0 {
			return c
		}
		return cmp.Compare(a, b)
	})
	return forms[:min(len(forms), most)]
}
