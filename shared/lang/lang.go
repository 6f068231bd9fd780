// Package lang is the one list of the languages piiguard supports. It imports
// nothing of ours, so every package can use it or test against it.
//
// Supporting a language means: the API accepts it as `language` (a detection
// hint, and the locale of /synthesize); the language guesser can name it; a
// language hint implies its countries' national formats (phones, ids);
// the gazetteers hold its names, cities and lexicon terms; synthesis has its
// locale; and the dev set holds its documents. Adding one is adding it here
// and then to every table keyed by language, whose tests compare their keys
// with All and fail until it is there.
package lang

import (
	"fmt"
	"slices"
	"strings"
)

// All are the supported languages (ISO 639-1), in the order the API lists them.
var All = []string{"en", "cs", "de", "fr", "es", "it", "pl", "sk"}

// Supported reports whether l is one of All.
func Supported(l string) bool { return slices.Contains(All, l) }

// CheckSet returns an error naming what is missing from, extra in or
// repeated in got compared with All: for the tests of tables that keep their
// own order or are keyed by language.
func CheckSet(got []string) error {
	var missing, extra, dup []string
	seen := map[string]bool{}
	for _, g := range got {
		switch {
		case seen[g]:
			dup = append(dup, g)
		case !Supported(g):
			extra = append(extra, g)
		}
		seen[g] = true
	}
	for _, l := range All {
		if !seen[l] {
			missing = append(missing, l)
		}
	}
	if len(missing)+len(extra)+len(dup) == 0 {
		return nil
	}
	return fmt.Errorf("languages differ from lang.All: missing [%s], extra [%s], repeated [%s]",
		strings.Join(missing, " "), strings.Join(extra, " "), strings.Join(dup, " "))
}

// Keys are the keys of a table keyed by language, for CheckSet.
func Keys[V any](m map[string]V) []string {
	out := make([]string, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
