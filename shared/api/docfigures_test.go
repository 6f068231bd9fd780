package api_test

import (
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/api"
)

// docs/API.md states the key-derivation bound in several places (the
// /decrypt section, its Responses row, "Bounds and integrity"); each must say
// api.MaxKeyDerivations, and the charge api.KeyDerivationChars.
func TestAPIDocDerivationFigures(t *testing.T) {
	b, err := os.ReadFile("../../docs/API.md")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(b)
	num := func(s string) int {
		n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
		if err != nil {
			t.Fatalf("%q: %v", s, err)
		}
		return n
	}
	for _, c := range []struct {
		re   string
		want int
	}{
		{`more than \**(\d+)\**(?: \(|\s)[^|]*?(?:distinct )?encrypt requests`, api.MaxKeyDerivations},
		{`\((\d+) key derivations`, api.MaxKeyDerivations},
		{`charged \**([\d,]+) characters\**`, api.KeyDerivationChars},
		{`([\d,]+) (?:characters )?(?:for each|per) key derivation`, api.KeyDerivationChars},
	} {
		ms := regexp.MustCompile(c.re).FindAllStringSubmatch(doc, -1)
		if len(ms) == 0 {
			t.Errorf("docs/API.md: no match for %s", c.re)
		}
		for _, m := range ms {
			if num(m[1]) != c.want {
				t.Errorf("docs/API.md says %q; the code's figure is %d", m[0], c.want)
			}
		}
	}
}
