package ner

import (
	"encoding/binary"
	"errors"
	"fmt"
	"io"
	"math"
	"unicode/utf8"
)

// The span typer: a second, small model that reads a span the tagger found
// as a whole and scores its type (PERSON, LOCATION, ORGANIZATION). The
// tagger sees a token and two words either side; the typer sees the span's
// whole string, its words, its first and last (head) word and the head's
// suffixes, its length and shape, the two words before and after it and
// pairs of them with the head, and the gazetteer classes and lexicon
// profiles of its words and of the words at its edges. Its features are
// hashed into 2^Bits rows of one int16 weight per type; it is trained on
// the gold spans of the tagger's training sentences (TrainTyper) and
// applied to the model's spans by the span-type stage (stages.go), which
// weighs its scores against the tagger's own score of the span under each
// type (typeSpan).

// typerTypes is the number of types the typer scores: PER, LOC, ORG in
// the order of Labels' B- tags (label 2k+1 is type k).
const typerTypes = 3

// typerFeatures is the most features of one span (spanFeats).
const typerFeatures = 43 + typerContextWords

// typerContext is how far spanFeats reads the sentence's words on either
// side, typerContextWords how many of them at most.
const (
	typerContext      = 12
	typerContextWords = 12
)

// typerFeatureSet numbers spanFeats' templates in the file: a typer
// trained on other templates is refused.
const typerFeatureSet = 1

// typerSpanWords is the most span words that have a feature of their own.
const typerSpanWords = 8

// typerLanes is the weights per row: a row holds LOCATION's and
// ORGANIZATION's weight less PERSON's (a softmax's types are scored up to a
// common shift, so PERSON's weight is 0 in every row).
const typerLanes = typerTypes - 1

// Typer is the span typer's weights: W[row*typerLanes+type-1], real
// weight = W / Scale.
type Typer struct {
	Bits  uint
	Salt  uint64
	Scale float32
	W     []int16
}

// typerMagic names the typer's file format.
const typerMagic = "PGTYP1"

// WriteTo writes the typer: magic, bits, feature count, salt, scale, then
// the weights, little-endian.
func (ty *Typer) WriteTo(w io.Writer) (int64, error) {
	buf := make([]byte, 0, len(typerMagic)+14+2*len(ty.W))
	buf = append(buf, typerMagic...)
	buf = append(buf, byte(ty.Bits), typerFeatureSet)
	buf = binary.LittleEndian.AppendUint64(buf, ty.Salt)
	buf = binary.LittleEndian.AppendUint32(buf, math.Float32bits(ty.Scale))
	for _, v := range ty.W {
		buf = binary.LittleEndian.AppendUint16(buf, uint16(v))
	}
	n, err := w.Write(buf)
	return int64(n), err
}

// ReadTyper parses the binary form written by Typer.WriteTo (a copy: b may
// change afterwards).
func ReadTyper(b []byte) (*Typer, error) {
	if len(b) == 0 {
		return nil, ErrNoModel
	}
	h := len(typerMagic) + 14
	if len(b) < h || string(b[:len(typerMagic)]) != typerMagic {
		return nil, errors.New("ner: not a typer file")
	}
	p := b[len(typerMagic):]
	ty := &Typer{Bits: uint(p[0])}
	if p[1] != typerFeatureSet {
		return nil, fmt.Errorf("ner: typer of feature set %d, code has %d", p[1], typerFeatureSet)
	}
	if ty.Bits < 4 || ty.Bits > 20 {
		return nil, fmt.Errorf("ner: bad typer bits %d", ty.Bits)
	}
	ty.Salt = binary.LittleEndian.Uint64(p[2:])
	ty.Scale = math.Float32frombits(binary.LittleEndian.Uint32(p[10:]))
	if !(ty.Scale > 0) || math.IsInf(float64(ty.Scale), 0) {
		return nil, errors.New("ner: bad typer scale")
	}
	p = p[14:]
	n := typerLanes << ty.Bits
	if len(p) != 2*n {
		return nil, fmt.Errorf("ner: typer weights of %d bytes, want %d", len(p), 2*n)
	}
	ty.W = decodeWeights(p)
	return ty, nil
}

// UseTyper gives m the span typer of file b (Typer.WriteTo); the tagger's
// span-type stage then retypes its spans. b is copied.
func (m *Model) UseTyper(b []byte) error {
	ty, err := ReadTyper(b)
	if err != nil {
		return err
	}
	m.typer = ty
	return nil
}

// Typer returns the model's span typer (nil: none).
func (m *Model) Typer() *Typer { return m.typer }

// The feature templates of a span.
const (
	tfBias = iota + 1
	tfKey
	tfWord
	tfFirst
	tfHead
	tfHeadSuf2
	tfHeadSuf3
	tfHeadSuf4
	tfFirstSuf3
	tfLen
	tfShape
	tfBefore2
	tfBefore1
	tfAfter1
	tfAfter2
	tfGazFirst
	tfGazHead
	tfGazAll
	tfGazBefore
	tfGazAfter
	tfLexFirst
	tfLexHead
	tfLexWord
	tfLexFirstHead
	tfLexBefore
	tfLexAfter
	tfLexHeadLen
	tfStart
	tfCaps
	tfShapeBefore
	tfBeforeLex
	tfContext
)

// typerConsts are the typer's hashing constants.
type typerConsts struct {
	salt  uint64
	shift uint
}

func (tc typerConsts) row(tid uint64, a, b uint64) uint32 {
	return uint32(mix(tid^tc.salt, a, b) >> tc.shift)
}

// runeSuffix returns the last k runes of key (all of it when shorter).
func runeSuffix(key []byte, k int) []byte {
	e := len(key)
	for ; k > 0 && e > 0; k-- {
		_, sz := utf8.DecodeLastRune(key[:e])
		e -= sz
	}
	return key[e:]
}

// spanFeats appends the typer's rows of span [i, j) of the n tokens of the
// segment that s describes (describe and lookLex done) to f.
func (s *scratch) spanFeats(tc typerConsts, i, j, n int, f []uint32) []uint32 {
	info := s.info
	first, head := &info[i], &info[j-1]
	// the span's lower-case string, its words joined by spaces
	h := uint64(fnvOffset)
	var shape uint64 = fnvOffset
	var gazAll uint8
	caps := 0
	for k := i; k < j; k++ {
		if k > i {
			h ^= ' '
			h *= fnvPrime
		}
		for _, c := range s.key(k) {
			h ^= uint64(c)
			h *= fnvPrime
		}
		in := &info[k]
		if k-i < 4 {
			shape = mix(tfShape, shape, in.shape)
		}
		gazAll |= in.gaz
		if in.upperFirst {
			caps++
		}
	}
	length := uint64(min(j-i, 5))
	fl, hl := first.lw, head.lw
	if s.tyHide {
		// training's dropout: the span's words unseen, as on a name the
		// corpora never had
		h, fl, hl = hiddenWord, hiddenWord, hiddenWord
	}
	f = append(f, tc.row(tfBias, 0, 0), tc.row(tfKey, h, 0),
		tc.row(tfFirst, fl, 0), tc.row(tfHead, hl, 0))
	for k := i; k < j && k < i+typerSpanWords && !s.tyHide; k++ {
		f = append(f, tc.row(tfWord, info[k].lw, 0))
	}
	hk := s.key(j - 1)
	f = append(f, tc.row(tfHeadSuf2, hashBytes(runeSuffix(hk, 2)), 0),
		tc.row(tfHeadSuf3, hashBytes(runeSuffix(hk, 3)), 0),
		tc.row(tfHeadSuf4, hashBytes(runeSuffix(hk, 4)), 0),
		tc.row(tfFirstSuf3, hashBytes(runeSuffix(s.key(i), 3)), length),
		tc.row(tfLen, length, 0),
		tc.row(tfShape, shape, length))
	var b2, b1, a1, a2 uint64 = hashBOS, hashBOS, hashEOS, hashEOS
	var gb, ga, lb, la uint64 = 0xB05, 0xE05, 0xB05, 0xE05
	var sb uint64 = 0xB05
	if i > 0 {
		b1, gb, lb, sb = info[i-1].lw, uint64(info[i-1].gaz), uint64(info[i-1].lex), info[i-1].shape
		if i > 1 {
			b2 = info[i-2].lw
		}
	}
	if j < n {
		a1, ga, la = info[j].lw, uint64(info[j].gaz), uint64(info[j].lex)
		if j+1 < n {
			a2 = info[j+1].lw
		}
	}
	f = append(f, tc.row(tfBefore2, b2, 0), tc.row(tfBefore1, b1, 0),
		tc.row(tfAfter1, a1, 0), tc.row(tfAfter2, a2, 0),
		tc.row(tfGazFirst, uint64(first.gaz), length), tc.row(tfGazHead, uint64(head.gaz), length),
		tc.row(tfGazAll, uint64(gazAll), 0), tc.row(tfGazBefore, gb, 0), tc.row(tfGazAfter, ga, 0),
		tc.row(tfLexFirst, uint64(first.lex), 0), tc.row(tfLexHead, uint64(head.lex), 0),
		tc.row(tfLexFirstHead, uint64(first.lex), uint64(head.lex)),
		tc.row(tfLexBefore, lb, 0), tc.row(tfLexAfter, la, 0),
		tc.row(tfLexHeadLen, uint64(head.lex), length),
		tc.row(tfStart, uint64(b2bool(i == 0)), head.shape),
		tc.row(tfCaps, uint64(caps), length),
		tc.row(tfShapeBefore, sb, head.shape),
		tc.row(tfBeforeLex, b1, uint64(head.lex)))
	for k := i + 1; k < j-1 && k < i+typerSpanWords; k++ {
		f = append(f, tc.row(tfLexWord, uint64(info[k].lex), 0))
	}
	// the words of the sentence beyond the tagger's window: its topic
	// ("Aberdeen" among "striker", "goal" is a club)
	nc := 0
	for k := i - 3; k >= max(0, i-typerContext) && nc < typerContextWords/2; k-- {
		if len(s.key(k)) > 2 {
			f = append(f, tc.row(tfContext, info[k].lw, 0))
			nc++
		}
	}
	for k := j + 2; k < min(n, j+typerContext) && nc < typerContextWords; k++ {
		if len(s.key(k)) > 2 {
			f = append(f, tc.row(tfContext, info[k].lw, 0))
			nc++
		}
	}
	return f
}

// hiddenWord stands for a word that training's dropout hides.
const hiddenWord = 0xD509

func b2bool(b bool) uint8 {
	if b {
		return 1
	}
	return 0
}

func (ty *Typer) consts() typerConsts {
	return typerConsts{salt: ty.Salt * 0x9E3779B97F4A7C15, shift: 64 - ty.Bits}
}

// scores sums the rows f per type, in real units: PERSON 0, the others
// relative to it.
func (ty *Typer) scores(f []uint32) (sc [typerTypes]float32) {
	var loc, org int32
	w := ty.W
	for _, r := range f {
		row := w[int(r)*typerLanes : int(r)*typerLanes+typerLanes]
		loc += int32(row[0])
		org += int32(row[1])
	}
	sc[1], sc[2] = float32(loc)/ty.Scale, float32(org)/ty.Scale
	return sc
}

// Typer combination: the span-type stage gives a span the type X that
// maximises typer(X) - typer(T) + TyperMix*(tagger(X) - tagger(T)), where
// T is the tagger's type and tagger(X) its path score of the span labelled
// X (pathScores), when that beats T by more than TyperMargin. Chosen on the
// tune halves (docs/QUALITY.md, "The span typer"); Tagger holds them so
// that the eval can try others.
const (
	DefaultTyperMix    float32 = 20
	DefaultTyperMargin float32 = 1
)

// pathScores returns the tagger's score of the path with span [i, j) of
// the segment's n tokens labelled as each type (B- then I-), the labels
// around it as decoded, less the score with the span labelled t (type
// index 0..2), in real units.
func (s *scratch) pathScores(m *Model, i, j, n int, t int) (d [typerTypes]float32) {
	var raw [typerTypes]int64
	prev := uint8(NumLabels)
	if i > 0 {
		prev = s.path[i-1]
	}
	for x := range raw {
		b := uint8(2*x + 1)
		v := int64(m.Trans[prev][b]) + int64(s.emit[i*NumLabels+int(b)])
		for k := i + 1; k < j; k++ {
			l := b + 1
			if k == i+1 {
				v += int64(m.Trans[b][l])
			} else {
				v += int64(m.Trans[l][l])
			}
			v += int64(s.emit[k*NumLabels+int(l)])
		}
		if j < n {
			last := b
			if j-i > 1 {
				last = b + 1
			}
			if nx := s.path[j]; allowed(last, nx) {
				v += int64(m.Trans[last][nx])
			}
		}
		raw[x] = v
	}
	for x := range d {
		d[x] = float32(raw[x]-raw[t]) / m.Scale
	}
	return d
}

// typeSpan returns the type index of the model's span [i, j) of type t
// (0..2) under the typer.
func (s *scratch) typeSpan(tg *Tagger, i, j, n, t int) int {
	m := tg.m
	d := s.pathScores(m, i, j, n, t)
	// most spans the tagger types by far more than the typer could
	// outweigh: they skip the typer's features
	open := false
	for x := range d {
		open = open || x != t && tg.TyperMix*d[x]+typerReach > tg.TyperMargin
	}
	if !open {
		return t
	}
	s.tyf = s.spanFeats(m.typer.consts(), i, j, n, s.tyf[:0])
	return combineTypes(m.typer.scores(s.tyf), d, t, tg.TyperMix, tg.TyperMargin)
}

// typerReach bounds the typer's preference between two types in practice
// (its logits; softmax odds of e^12): a span whose tagger prefers its
// type by more than that, times TyperMix, keeps it without reading the
// typer.
const typerReach = 12

// combineTypes returns the type X that maximises ty[X] - ty[t] +
// mix*path[X] (path: the tagger's path scores less that of t) when it
// beats t by more than margin, else t.
func combineTypes(ty, path [typerTypes]float32, t int, mix, margin float32) int {
	best, bestV := t, margin
	for x := range ty {
		if x == t {
			continue
		}
		if v := ty[x] - ty[t] + mix*path[x]; v > bestV {
			best, bestV = x, v
		}
	}
	return best
}
