package eval

import (
	"slices"
	"unicode"
)

// AddressBlockOracle is a detector that answers with the gold spans of s,
// except that each address written as pieces (building number, street,
// unit, city, region, postal code labelled apart) becomes the one
// STREET_ADDRESS span an engine reports for a whole address. Scored like an
// engine, it gives the best any one-span-per-address engine can reach on s:
// the ceiling that the labelling itself sets (see docs/QUALITY.md).
//
// A group is a run of STREET_ADDRESS, LOCATION and POSTAL_CODE gold spans
// with only spaces and punctuation between them, of which at least one is a
// STREET_ADDRESS.
func AddressBlockOracle(s *Set) Detector {
	answers := make(map[string][]Span, len(s.Examples))
	for _, ex := range s.Examples {
		if _, seen := answers[ex.Text]; !seen {
			answers[ex.Text] = addressBlocks(ex.Text, ex.Spans)
		}
	}
	return func(text, _ string) []Span { return answers[text] }
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
