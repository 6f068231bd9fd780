package health

import (
	"bufio"
	"strings"
	"testing"
)

// The issue asks for at least 500 conditions and 500 medications in each of
// the eight languages (distinct terms, markers stripped).
func TestLexiconSizes(t *testing.T) {
	for _, kind := range []string{"conditions", "medications"} {
		for _, lang := range languages {
			f, err := lexiconFS.Open("lexicon/" + kind + "." + lang + ".txt")
			if err != nil {
				t.Errorf("%s %s: %v", kind, lang, err)
				continue
			}
			terms := map[string]bool{}
			sc := bufio.NewScanner(f)
			for sc.Scan() {
				l := strings.TrimSpace(sc.Text())
				if l == "" || l[0] == '#' {
					continue
				}
				terms[strings.TrimLeft(l, "?^")] = true
			}
			f.Close()
			if len(terms) < 500 {
				t.Errorf("%s.%s: %d distinct terms, want >= 500", kind, lang, len(terms))
			}
		}
	}
}
