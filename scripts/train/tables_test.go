package main

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/eval"
)

// bio builds a sentence from "word/TAG" fields (a bare word is O).
func bio(s string) eval.BIOSentence {
	var out eval.BIOSentence
	for _, f := range strings.Fields(s) {
		w, tag, ok := strings.Cut(f, "/")
		if !ok {
			tag = "O"
		}
		out.Tokens = append(out.Tokens, w)
		out.Tags = append(out.Tags, tag)
	}
	return out
}

func TestTableRow(t *testing.T) {
	for _, tc := range []struct {
		s    string
		want bool
	}{
		{"Aberdeen/B-ORG 3 Celtic/B-ORG 1", true},
		{"Celtic/B-ORG 4 3 1 0 9 3 10", true},
		{"Hibernian/B-ORG 2 Dundee/B-ORG United/I-ORG 0 ( halftime 1-0 )", true},
		{"-- London/B-LOC Newsroom +44 171 542 7658", true},
		// a sentence: words between the names and numbers
		{"Aberdeen/B-ORG beat Celtic/B-ORG 3 - 1 on Saturday", false},
		{"He moved to Aberdeen/B-LOC in 1996 with 2 children", false},
		// numbers without a name, or one number
		{"3 1 0 9", false},
		{"Celtic/B-ORG 4", false},
	} {
		if got := tableRow(bio(tc.s)); got != tc.want {
			t.Errorf("tableRow(%q) = %v, want %v", tc.s, got, tc.want)
		}
	}
}
