// Package transform rewrites a text given its detected entities: tokenize,
// detokenize, mask, redact, hash, encrypt and decrypt. Every function is pure
// (no I/O) and leaves the text outside the entities unchanged.
package transform

import (
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
// same token, and N counts distinct values per type from 1.
func Tokenize(text string, ents []detect.Entity) (string, map[string]string) {
	mapping := make(map[string]string, len(ents))
	byValue := make(map[string]string, len(ents))
	counters := map[string]int{}
	out := Rewrite(text, ents, func(e detect.Entity) string {
		if tok, ok := byValue[e.Text]; ok {
			return tok
		}
		counters[e.Type]++
		tok := "<" + e.Type + "_" + strconv.Itoa(counters[e.Type]) + ">"
		byValue[e.Text] = tok
		mapping[tok] = e.Text
		return tok
	})
	return out, mapping
}

// Detokenize replaces every occurrence of a mapping key in text by its value in
// one left-to-right pass (values are never re-scanned), preferring the longest
// key at each position, and counts the replacements. Keys must be non-empty.
func Detokenize(text string, mapping map[string]string) (string, int) {
	if len(mapping) == 0 {
		return text, 0
	}
	// Keys grouped by first byte, longest first, so a position is tested only
	// against keys that can start there.
	var byFirst [256][]string
	for k := range mapping {
		if k == "" {
			continue
		}
		byFirst[k[0]] = append(byFirst[k[0]], k)
	}
	for i := range byFirst {
		ks := byFirst[i]
		for a := 1; a < len(ks); a++ { // insertion sort: lists are short
			for b := a; b > 0 && (len(ks[b]) > len(ks[b-1]) || len(ks[b]) == len(ks[b-1]) && ks[b] < ks[b-1]); b-- {
				ks[b], ks[b-1] = ks[b-1], ks[b]
			}
		}
	}
	var b strings.Builder
	n, last := 0, 0
	for i := 0; i < len(text); {
		matched := ""
		for _, k := range byFirst[text[i]] {
			if strings.HasPrefix(text[i:], k) {
				matched = k
				break
			}
		}
		if matched == "" {
			i++
			continue
		}
		if n == 0 {
			b.Grow(len(text))
		}
		b.WriteString(text[last:i])
		b.WriteString(mapping[matched])
		i += len(matched)
		last = i
		n++
	}
	if n == 0 {
		return text, 0
	}
	b.WriteString(text[last:])
	return b.String(), n
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
