package generic

import (
	"fmt"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// tcase is one text and the entities expected from it, as "TYPE:text" in
// order; want empty means nothing may be found.
type tcase struct {
	lang, text string
	want       []string
}

// runCases runs the recognizer alone in an engine at the default threshold
// and compares the found entities; it also checks that code-point offsets
// select the reported text.
func runCases(t *testing.T, r detect.Recognizer, cases []tcase) {
	t.Helper()
	eng := detect.New(r)
	for _, c := range cases {
		got := eng.Detect(c.text, detect.Options{Lang: c.lang, Threshold: 0.35})
		var g []string
		for _, e := range got {
			g = append(g, e.Type+":"+e.Text)
			runes := []rune(c.text)
			if string(runes[e.Start:e.End]) != e.Text {
				t.Errorf("%q: code-point offsets %d-%d do not select %q", c.text, e.Start, e.End, e.Text)
			}
		}
		if strings.Join(g, "|") != strings.Join(c.want, "|") {
			t.Errorf("%s %q:\n got  %v\n want %v", c.lang, c.text, g, c.want)
		}
	}
}

// spanOf returns the code-point offsets of the first occurrence of sub.
func spanOf(text, sub string) (int, int) {
	i := strings.Index(text, sub)
	if i < 0 {
		panic(fmt.Sprintf("%q not in %q", sub, text))
	}
	s := len([]rune(text[:i]))
	return s, s + len([]rune(sub))
}
