// Package transform rewrites a text given its detected entities: tokenize,
// detokenize, mask, redact, hash, encrypt and decrypt. Every function is pure
// (no I/O) and leaves the text outside the entities unchanged.
package transform

import (
	"errors"
	"math"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// Rewrite replaces each entity (sorted by start, non-overlapping, as the engine
// returns them) by f(entity).
func Rewrite(text string, ents []detect.Entity, f func(e detect.Entity) string) string {
	if len(ents) == 0 {
		return text
	}
	var b strings.Builder
	b.Grow(len(text))
	pos := 0
	for _, e := range ents {
		b.WriteString(text[pos:e.ByteStart])
		b.WriteString(f(e))
		pos = e.ByteEnd
	}
	b.WriteString(text[pos:])
	return b.String()
}

// Redact removes every entity.
func Redact(text string, ents []detect.Entity) string {
	return Rewrite(text, ents, func(detect.Entity) string { return "" })
}

// Tokenize replaces each entity by <TYPE_N>; the same original value gets the
// same token, and N counts distinct values per type from 1. A token that
// already occurs in text is skipped (N goes on to the next free number), so
// Detokenize gives text back whatever it held.
func Tokenize(text string, ents []detect.Entity) (string, map[string]string) {
	mapping := make(map[string]string, len(ents))
	byValue := make(map[string]string, len(ents))
	counters := map[string]int{}
	taken := bracketed(text)
	out := Rewrite(text, ents, func(e detect.Entity) string {
		if tok, ok := byValue[e.Text]; ok {
			return tok
		}
		var tok string
		for {
			counters[e.Type]++
			tok = "<" + e.Type + "_" + strconv.Itoa(counters[e.Type]) + ">"
			if !taken[tok] {
				break
			}
		}
		byValue[e.Text] = tok
		mapping[tok] = e.Text
		return tok
	})
	return out, mapping
}

// maxTokenLen bounds the "<...>" substrings bracketed collects: longer than
// any token Tokenize makes (a custom type id has at most 64 bytes);
// TokenizeConsistent looks for its longer, lengthened ones in the text.
const maxTokenLen = 96

// bracketed returns the set of "<...>" substrings of text (no '<' inside, at
// most maxTokenLen bytes): the tokens Tokenize must not reuse. Linear in text.
func bracketed(text string) map[string]bool {
	var set map[string]bool
	for i := 0; i < len(text); i++ {
		if text[i] != '<' {
			continue
		}
		for j := i + 1; j < len(text) && j-i < maxTokenLen; j++ {
			if text[j] == '<' {
				break
			}
			if text[j] == '>' {
				if set == nil {
					set = map[string]bool{}
				}
				set[text[i:j+1]] = true
				break
			}
		}
	}
	return set
}

// Detokenize replaces every occurrence of a mapping key in text by its value in
// one left-to-right pass (values are never re-scanned), preferring the longest
// key at each position, and counts the replacements. Keys must be non-empty.
func Detokenize(text string, mapping map[string]string) (string, int) {
	out, n, _ := DetokenizeBounded(text, mapping, math.MaxInt, math.MaxInt)
	return out, n
}

var (
	// ErrOutputTooLarge: the replacements would make the text longer than
	// DetokenizeBounded's maxOut (values can be long and keys repeated: a
	// 3-byte token 1,000 times with a 1 MB value is 1 GB).
	ErrOutputTooLarge = errors.New("detokenized text too large")
	// ErrTooComplex: matching the mapping against the text would take more
	// than DetokenizeBounded's maxWork (many keys of distinct lengths
	// starting with the same byte, against a text full of that byte).
	ErrTooComplex = errors.New("mapping too complex for this text")
)

// DetokenizeBounded is Detokenize with the output limited to maxOut bytes and
// the matching work (bytes of text hashed to look up candidate keys) to
// maxWork. Keys are grouped by first byte and, within that, by length; at a
// position only one map lookup per distinct length is made, longest first, so
// the usual mapping (tokens "<TYPE_N>" of a few lengths) costs a few lookups
// per '<' whatever the number of keys.
func DetokenizeBounded(text string, mapping map[string]string, maxOut, maxWork int) (string, int, error) {
	if len(mapping) == 0 {
		return text, 0, nil
	}
	var lens [256][]int // distinct key lengths by first byte, longest first
	for k := range mapping {
		if k == "" {
			continue
		}
		ls := lens[k[0]]
		if !slices.Contains(ls, len(k)) {
			lens[k[0]] = append(ls, len(k))
		}
	}
	for i := range lens {
		slices.SortFunc(lens[i], func(a, b int) int { return b - a })
	}
	var b strings.Builder
	n, last, work := 0, 0, 0
	for i := 0; i < len(text); {
		matched := ""
		for _, l := range lens[text[i]] {
			if i+l > len(text) {
				continue
			}
			if work += l; work > maxWork {
				return "", 0, ErrTooComplex
			}
			if _, ok := mapping[text[i:i+l]]; ok {
				matched = text[i : i+l]
				break
			}
		}
		if matched == "" {
			i++
			continue
		}
		v := mapping[matched]
		if b.Len()+(i-last)+len(v) > maxOut {
			return "", 0, ErrOutputTooLarge
		}
		if n == 0 {
			b.Grow(min(len(text), maxOut))
		}
		b.WriteString(text[last:i])
		b.WriteString(v)
		i += len(matched)
		last = i
		n++
	}
	if n == 0 {
		if len(text) > maxOut {
			return "", 0, ErrOutputTooLarge
		}
		return text, 0, nil
	}
	if b.Len()+len(text)-last > maxOut {
		return "", 0, ErrOutputTooLarge
	}
	b.WriteString(text[last:])
	return b.String(), n, nil
}

// MaskOptions are /mask's parameters.
type MaskOptions struct {
	Char        rune
	CharsToShow int
	FromEnd     bool
}

// Mask replaces all but CharsToShow code points of each entity by Char; the
// masked entity has as many code points as the original.
func Mask(text string, ents []detect.Entity, o MaskOptions) string {
	return Rewrite(text, ents, func(e detect.Entity) string {
		n := utf8.RuneCountInString(e.Text)
		if o.CharsToShow >= n {
			return e.Text
		}
		hide := n - o.CharsToShow
		var b strings.Builder
		b.Grow(len(e.Text))
		i := 0
		for _, r := range e.Text {
			hidden := i < hide
			if !o.FromEnd {
				hidden = i >= o.CharsToShow
			}
			if hidden {
				b.WriteRune(o.Char)
			} else {
				b.WriteRune(r)
			}
			i++
		}
		return b.String()
	})
}
