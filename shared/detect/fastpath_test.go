package detect

// The fast paths of this package (ASCII stem matching, indexed stem sets,
// eight-byte scans, digit-anchored groups, byte-marked overlap acceptance)
// must give exactly what the plain implementations they replaced give; these
// tests compare them on random inputs with those reference implementations.

import (
	"math/rand"
	"reflect"
	"slices"
	"sort"
	"strings"
	"testing"
	"unicode"
	"unicode/utf8"
)

// refStemMatch is StemMatch as it was written first, rune by rune.
func refStemMatch(word, stem string) bool {
	if len(stem) < 4 {
		return strings.EqualFold(word, stem)
	}
	for stem != "" {
		if word == "" {
			return false
		}
		r1, n1 := utf8.DecodeRuneInString(word)
		r2, n2 := utf8.DecodeRuneInString(stem)
		if r1 != r2 && unicode.ToLower(r1) != unicode.ToLower(r2) {
			return false
		}
		word, stem = word[n1:], stem[n2:]
	}
	return true
}

func TestStemMatchAsReference(t *testing.T) {
	alpha := []string{"a", "A", "b", "k", "K", "K", "s", "S", "ſ", "é", "É", "i", "İ", "ı", "1", "ß", "ẞ", "z", "\xff"}
	rng := rand.New(rand.NewSource(1))
	gen := func() string {
		n := rng.Intn(6)
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(alpha[rng.Intn(len(alpha))])
		}
		return b.String()
	}
	for i := 0; i < 300000; i++ {
		w, s := gen(), gen()
		if s == "" {
			continue
		}
		if StemMatch(w, s) != refStemMatch(w, s) {
			t.Fatalf("%q %q: new %v old %v", w, s, StemMatch(w, s), refStemMatch(w, s))
		}
	}
}

func TestIndexUpperDigitAsNaive(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	for n := 0; n < 50000; n++ {
		b := make([]byte, rng.Intn(40))
		for i := range b {
			b[i] = byte(rng.Intn(256))
			if rng.Intn(4) == 0 {
				b[i] = "azAZ09@[`{/:\x80\xff"[rng.Intn(14)]
			}
		}
		s := string(b)
		from := 0
		if len(s) > 0 {
			from = rng.Intn(len(s) + 1)
		}
		wu, wd := len(s), len(s)
		for i := len(s) - 1; i >= from; i-- {
			if s[i] >= 'A' && s[i] <= 'Z' {
				wu = i
			}
			if s[i] >= '0' && s[i] <= '9' {
				wd = i
			}
		}
		if g := IndexUpper(s, from); g != wu {
			t.Fatalf("upper %q %d: %d want %d", s, from, g, wu)
		}
		if g := IndexDigit(s, from); g != wd {
			t.Fatalf("digit %q %d: %d want %d", s, from, g, wd)
		}
	}
}

func TestStemSetAsReference(t *testing.T) {
	alpha := []string{"a", "A", "b", "k", "K", "K", "s", "S", "ſ", "é", "É", "i", "İ", "1", ".", "z"}
	rng := rand.New(rand.NewSource(5))
	gen := func(min int) string {
		n := min + rng.Intn(6)
		var b strings.Builder
		for i := 0; i < n; i++ {
			b.WriteString(alpha[rng.Intn(len(alpha))])
		}
		return b.String()
	}
	for k := 0; k < 1000; k++ {
		var stems []string
		for j := rng.Intn(8); j >= 0; j-- {
			stems = append(stems, gen(1))
		}
		set := NewStemSet(stems...)
		for n := 0; n < 300; n++ {
			w := gen(0)
			want := false
			for _, s := range stems {
				if refStemMatch(w, s) {
					want = true
				}
			}
			if set.Match(w) != want {
				t.Fatalf("%q %q: %v", w, stems, want)
			}
		}
	}
}

func TestAcceptByBytesAsSortedInsert(t *testing.T) {
	rng := rand.New(rand.NewSource(8))
	for n := 0; n < 1000; n++ {
		var ms []Match
		for k := rng.Intn(200); k >= 0; k-- {
			s := rng.Intn(500)
			ms = append(ms, Match{Type: []string{"A", "B"}[rng.Intn(2)], Start: s, End: s + 1 + rng.Intn(20), Score: float64(rng.Intn(5)) / 4, Model: rng.Intn(5) == 0})
		}
		a := append([]Match(nil), ms...)
		b := append([]Match(nil), ms...)
		got := resolveOverlaps(a)
		// reference: the sorted-slice acceptance for any size
		slices.SortFunc(b, func(x, y Match) int {
			switch {
			case before(&x, &y):
				return -1
			case before(&y, &x):
				return 1
			}
			return 0
		})
		var want []Match
		for _, m := range b {
			k := sort.Search(len(want), func(i int) bool { return want[i].Start >= m.Start })
			if k > 0 && want[k-1].End > m.Start || k < len(want) && want[k].Start < m.End {
				continue
			}
			want = append(want, Match{})
			copy(want[k+1:], want[k:])
			want[k] = m
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("differ:\n%v\n%v", got, want)
		}
	}
}

// refAlnumGroups is AlnumGroups as first written: a left-to-right scan of
// every token.
func (d *Doc) refAlnumGroups() []Group {
	t := d.Text
	var groups []Group
	var cur []Span
	hasDigit := false
	flush := func() {
		if hasDigit && len(cur) > 0 {
			groups = append(groups, Group{Span: Span{cur[0].Start, cur[len(cur)-1].End}, Tokens: cur})
		}
		cur, hasDigit = nil, false
	}
	i := 0
	for i < len(t) {
		c := t[i]
		if !IsWordByte(c) {
			i++
			continue
		}
		start := i
		digits := 0
		for i < len(t) && IsWordByte(t[i]) {
			if t[i] <= '9' {
				digits++
			}
			i++
		}
		end := i
		glued := !d.BoundaryBefore(start) || !d.BoundaryAfter(end)
		joinable := !glued && (digits > 0 || end-start <= 3)
		if !joinable {
			flush()
			continue
		}
		if len(cur) > 0 {
			gap := start - cur[len(cur)-1].End
			if gap > 1 || gap == 1 && !IsDigitSep(t[start-1]) {
				flush()
			}
		}
		cur = append(cur, Span{start, end})
		if digits > 0 {
			hasDigit = true
		}
	}
	flush()
	return groups
}

func TestAlnumGroupsAsScan(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	parts := []string{"1", "23", "A", "ab", "abc", "abcd", "x9", " ", " ", "-", ".", "/", "_", "é", "ä1", "  ", ",", "\u00a0", "DE89", "3704"}
	for n := 0; n < 100000; n++ {
		k := rng.Intn(14)
		s := ""
		for i := 0; i < k; i++ {
			s += parts[rng.Intn(len(parts))]
		}
		d1 := NewDoc(s, "")
		d2 := NewDoc(s, "")
		a := d1.AlnumGroups()
		b := d2.refAlnumGroups()
		if len(a) == 0 && len(b) == 0 {
			continue
		}
		if !reflect.DeepEqual(a, b) {
			t.Fatalf("%q:\nnew %v\nold %v", s, a, b)
		}
	}
}
