package detect

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
)

// refWordRuns is WordRuns byte by byte.
func refWordRuns(t string) []Span {
	var out []Span
	start := -1
	for i := 0; i <= len(t); i++ {
		if i < len(t) && (IsWordByte(t[i]) || t[i] >= 0x80) {
			if start < 0 {
				start = i
			}
			continue
		}
		if start >= 0 {
			out = append(out, Span{start, i})
			start = -1
		}
	}
	return out
}

func TestWordRuns(t *testing.T) {
	for _, tc := range []struct {
		text string
		want []Span
	}{
		{"", nil},
		{" ", nil},
		{"a", []Span{{0, 1}}},
		{"hello world", []Span{{0, 5}, {6, 11}}},
		{"The quick, brown fox.", []Span{{0, 3}, {4, 9}, {11, 16}, {17, 20}}},
		{"abcdefgh ijklmnop", []Span{{0, 8}, {9, 17}}},
		{"abcdefghijklmnopq", []Span{{0, 17}}},
		{"       x        ", []Span{{7, 8}}},
		{"snake_case kebab-case", []Span{{0, 5}, {6, 10}, {11, 16}, {17, 21}}},
		{"Zürich 8001, č.p. 12", []Span{{0, 7}, {8, 12}, {14, 16}, {17, 18}, {20, 22}}},
		{"[@`{/:09AZaz]", []Span{{6, 12}}},
		{"a b c d e f g h i j", []Span{{0, 1}, {2, 3}, {4, 5}, {6, 7}, {8, 9}, {10, 11}, {12, 13}, {14, 15}, {16, 17}, {18, 19}}},
	} {
		d := NewDoc(tc.text, "")
		got := d.WordRuns()
		if len(got) == 0 && len(tc.want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("%q: got %v, want %v", tc.text, got, tc.want)
		}
		if &d.WordRuns()[0] != &got[0] {
			t.Errorf("%q: not computed once", tc.text)
		}
	}
}

func TestWordRunsAsReference(t *testing.T) {
	alpha := []string{"a", "Z", "q", "0", "9", " ", ".", "_", "-", "@", "[", "`", "{", "/", ":", "\n", "é", "€", "\xff", "\x80", "\x7f"}
	rng := rand.New(rand.NewSource(7))
	for n := 0; n < 100000; n++ {
		var b strings.Builder
		l := rng.Intn(150)
		for b.Len() < l {
			if rng.Intn(3) == 0 {
				b.WriteString(strings.Repeat(alpha[rng.Intn(len(alpha))], 1+rng.Intn(10)))
			} else {
				b.WriteString(alpha[rng.Intn(len(alpha))])
			}
		}
		s := b.String()
		got, caps := appendWordRuns(nil, nil, s)
		for i := 0; i < len(s); i++ {
			if c := s[i]; (c >= 'A' && c <= 'Z') != (caps[i>>6]&(1<<(i&63)) != 0) {
				t.Fatalf("%q: capital bit %d wrong", s, i)
			}
		}
		for i := len(s); i < 64*len(caps); i++ {
			if caps[i>>6]&(1<<(i&63)) != 0 {
				t.Fatalf("%q: capital bit %d past the end", s, i)
			}
		}
		want := refWordRuns(s)
		if len(got) == 0 && len(want) == 0 {
			continue
		}
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q: got %v, want %v", s, got, want)
		}
	}
}

func BenchmarkWordRuns1KB(b *testing.B) {
	text := strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 11)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d := getDoc(text, "")
		d.WordRuns()
		putDoc(d, nil)
	}
}

func BenchmarkNewDoc1KB(b *testing.B) {
	text := strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 11)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		NewDoc(text, "")
	}
}

// TestWordsBeforeAfterRuns: in ASCII texts, the word-run paths of
// WordsBefore and WordsAfter give the words the scans give.
func TestWordsBeforeAfterRuns(t *testing.T) {
	alpha := []string{"a", "Z", "q", "0", "9", " ", ".", "_", "-", "@", "\n", "ab", "xyz12", "  "}
	rng := rand.New(rand.NewSource(13))
	collect := func(walk func(i, n int, f func(string) bool), i, n, stop int) []string {
		var ws []string
		walk(i, n, func(w string) bool {
			ws = append(ws, w)
			return len(ws) != stop
		})
		return ws
	}
	// the scans report offsets; as strings they compare with the runs' words
	asWords := func(d *Doc, scan func(i, n int, f func(s, e int) bool)) func(i, n int, f func(string) bool) {
		return func(i, n int, f func(string) bool) {
			scan(i, n, func(s, e int) bool { return f(d.Text[s:e]) })
		}
	}
	for it := 0; it < 50000; it++ {
		var b strings.Builder
		for l := rng.Intn(30); b.Len() < l; {
			b.WriteString(alpha[rng.Intn(len(alpha))])
		}
		s := b.String()
		d := NewDoc(s, "")
		for i := 0; i <= len(s); i++ {
			n, stop := rng.Intn(5), rng.Intn(4)
			if got, want := collect(d.WordsBefore, i, n, stop), collect(asWords(d, d.wordsBeforeScan), i, n, stop); !reflect.DeepEqual(got, want) {
				t.Fatalf("WordsBefore(%q, %d, %d): %q, want %q", s, i, n, got, want)
			}
			if got, want := collect(d.WordsAfter, i, n, stop), collect(asWords(d, d.wordsAfterScan), i, n, stop); !reflect.DeepEqual(got, want) {
				t.Fatalf("WordsAfter(%q, %d, %d): %q, want %q", s, i, n, got, want)
			}
		}
	}
}

// TestPooledDocAsNew: a Doc reused from the pool (after longer and shorter
// texts) gives the scans of a new Doc.
func TestPooledDocAsNew(t *testing.T) {
	alpha := []string{"a", "Z", "7", "42", " ", "-", ".", "/", "_", "DE89 3704", "é", "\n", "Mon", "x1"}
	rng := rand.New(rand.NewSource(17))
	for it := 0; it < 5000; it++ {
		var b strings.Builder
		for l := rng.Intn(300); b.Len() < l; {
			b.WriteString(alpha[rng.Intn(len(alpha))])
		}
		s := b.String()
		p, n := getDoc(s, "en"), NewDoc(s, "en")
		if !reflect.DeepEqual(p.WordRuns(), n.WordRuns()) && len(n.WordRuns())+len(p.WordRuns()) > 0 {
			t.Fatalf("%q: word runs %v, want %v", s, p.WordRuns(), n.WordRuns())
		}
		if !reflect.DeepEqual(p.Capitals(), n.Capitals()) && len(n.Capitals())+len(p.Capitals()) > 0 {
			t.Fatalf("%q: capitals differ", s)
		}
		if !reflect.DeepEqual(p.DigitRuns(), n.DigitRuns()) && len(n.DigitRuns())+len(p.DigitRuns()) > 0 {
			t.Fatalf("%q: digit runs %v, want %v", s, p.DigitRuns(), n.DigitRuns())
		}
		if !reflect.DeepEqual(p.AlnumGroups(), n.AlnumGroups()) && len(n.AlnumGroups())+len(p.AlnumGroups()) > 0 {
			t.Fatalf("%q: groups differ", s)
		}
		if p.Has(NeedDigit) != n.Has(NeedDigit) || p.ASCII() != n.ASCII() || p.Lang != n.Lang {
			t.Fatalf("%q: classes differ", s)
		}
		putDoc(p, make([]Match, rng.Intn(4)))
	}
}
