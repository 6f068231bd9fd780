package eval

import (
	"slices"
	"unicode"
)

// MergeSplitAddresses returns a copy of s whose gold labels every address as
// one STREET_ADDRESS span. presidio_synth_v2 labels most addresses whole
// ("0269 Stensås terrasse 38\n Suite 621\n ARENDAL\n Norway") but a quarter
// of them, written the same way, as pieces: the building number alone, the
// street, the unit, the city and country as LOCATION, the postal code. No
// engine can tell the two apart; scoring against the merged gold shows what
// the engine's addresses are worth when the labelling is consistent (see
// docs/QUALITY.md). It is a second view, never a replacement for the score
// against the gold as published.
//
// A group is a run of STREET_ADDRESS, LOCATION and POSTAL_CODE gold spans
// with only spaces and punctuation between them, of which at least one is a
// STREET_ADDRESS.
func MergeSplitAddresses(s *Set) *Set {
	out := *s
	out.Name = s.Name + " (split addresses merged)"
	out.Examples = make([]Example, len(s.Examples))
	for i, ex := range s.Examples {
		ex.Spans = addressBlocks(ex.Text, ex.Spans)
		out.Examples[i] = ex
	}
	return &out
}

func addressBlocks(text string, gold []Span) []Span {
	runes := []rune(text)
	spans := slices.Clone(gold)
	slices.SortFunc(spans, func(a, b Span) int { return a.Start - b.Start })
	var out []Span
	for i := 0; i < len(spans); {
		if !addressPiece(spans[i].Type) {
			out = append(out, spans[i])
			i++
			continue
		}
		j, street := i+1, spans[i].Type == "STREET_ADDRESS"
		for j < len(spans) && addressPiece(spans[j].Type) && onlySeparators(runes, spans[j-1].End, spans[j].Start) {
			street = street || spans[j].Type == "STREET_ADDRESS"
			j++
		}
		if !street || j == i+1 {
			out = append(out, spans[i:j]...)
		} else {
			out = append(out, Span{Start: spans[i].Start, End: spans[j-1].End, Type: "STREET_ADDRESS"})
		}
		i = j
	}
	return out
}

func addressPiece(t string) bool {
	return t == "STREET_ADDRESS" || t == "LOCATION" || t == "POSTAL_CODE"
}

// onlySeparators reports whether runes[from:to] holds nothing but spaces and
// punctuation (an empty or inverted range counts as a separator).
func onlySeparators(runes []rune, from, to int) bool {
	if from < 0 || to > len(runes) {
		return false
	}
	for _, r := range runes[min(from, to):to] {
		if !unicode.IsSpace(r) && !unicode.IsPunct(r) && !unicode.IsSymbol(r) {
			return false
		}
	}
	return true
}
