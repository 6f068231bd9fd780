package health

import (
	"slices"
	"strings"
	"testing"
)

// Terms gives each language's plain condition and medication terms, without
// the marked lines (stems, ambiguous words, acronyms, regional funds).
func TestTerms(t *testing.T) {
	for _, tc := range []struct {
		kind, lang string
		has, lacks []string
	}{
		{"conditions", "de", []string{"diabetes mellitus", "lungenembolie"}, []string{"zucker", "copd", "^copd", "?zucker"}},
		{"conditions", "cs", []string{"diabetes mellitus"}, []string{"cukrovk*", "diabet*", "chopn"}},
		{"medications", "de", []string{"metamizol-natrium", "ramipril"}, []string{"ass", "^ass"}},
		{"conditions", "xx", nil, nil},
		{"insurers", "de", nil, nil},
	} {
		got := Terms(tc.kind, tc.lang)
		if tc.has == nil && got != nil {
			t.Errorf("Terms(%s, %s) = %d terms, want none", tc.kind, tc.lang, len(got))
		}
		for _, w := range tc.has {
			if !slices.Contains(got, w) {
				t.Errorf("Terms(%s, %s) lacks %q", tc.kind, tc.lang, w)
			}
		}
		for _, w := range tc.lacks {
			if slices.Contains(got, w) {
				t.Errorf("Terms(%s, %s) has %q", tc.kind, tc.lang, w)
			}
		}
		for _, w := range got {
			if w == "" || strings.ContainsAny(w, "*?^>#") || w != strings.TrimSpace(w) {
				t.Errorf("Terms(%s, %s): %q is no plain term", tc.kind, tc.lang, w)
			}
		}
	}
	for _, lang := range languages {
		for _, kind := range []string{"conditions", "medications"} {
			if n := len(Terms(kind, lang)); n < 50 {
				t.Errorf("Terms(%s, %s): %d terms, want at least 50", kind, lang, n)
			}
		}
	}
}
