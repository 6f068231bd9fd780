package detect

import (
	"math/rand"
	"strings"
	"testing"
)

// classSpec is a class as lists, with a plain reference of its meaning.
type classSpec struct{ words, prefixes, texts []string }

func (c classSpec) set() *WordSet {
	s := &WordSet{}
	for _, w := range c.words {
		s.AddWord(w)
	}
	for _, p := range c.prefixes {
		s.AddPrefix(p)
	}
	for _, l := range c.texts {
		s.AddText(l)
	}
	return s
}

// refIn reports whether the run w (ASCII letters and digits) is a word of c:
// equal to a word, beginning with a prefix, or at the start of a text that
// begins with a text (ignoring the case of ASCII letters).
func (c classSpec) refIn(w string) bool {
	lw := strings.ToLower(w)
	for _, x := range c.words {
		if lw == strings.ToLower(x) {
			return true
		}
	}
	for _, p := range c.prefixes {
		if strings.HasPrefix(lw, strings.ToLower(p)) {
			return true
		}
	}
	for _, l := range c.texts {
		// the text's start is the word's start, or the whole word and an
		// ASCII byte that ends it (in an ASCII text)
		ll := strings.ToLower(l)
		if strings.HasPrefix(lw, ll) ||
			strings.HasPrefix(ll, lw) && len(ll) > len(lw) && !IsWordByte(ll[len(lw)]) && ll[len(lw)] < 0x80 {
			return true
		}
	}
	return false
}

// tagOf is the tag of the run w in tab.
func tagOf(tab *wordTable, w string) uint8 {
	x := packKey(w) & keepBytes[min(len(w), longPrefix)]
	return tab.short[shortKey(x)] | tab.long[longKey(x, len(w))]
}

// refShortKey is shortKey byte by byte.
func refShortKey(w string) uint32 {
	var k uint32
	for i := 0; i < 3 && i < len(w); i++ {
		k |= uint32(w[i]&31) << (5 * i)
	}
	return k
}

func TestWordClassTable(t *testing.T) {
	specs := []classSpec{
		{words: []string{"czech", "czechs", "jew", "a", "of", "ten", "x1"}},
		{prefixes: []string{"diabet", "astm", "ab", "q", "pass"}},
		{texts: []string{"sk-", "ghp_", "AKIA", "SG.", "x-api-key", "api key", "-----BEGIN ", "hasło", "é", "a"}},
		{words: []string{"číslo", "nº", "kód"}, prefixes: []string{"ü", "zé"}},
		{prefixes: []string{""}},
	}
	tab := &wordTable{}
	var classes []WordClass
	for _, sp := range specs {
		var c WordClass
		tab, c = tab.with(sp.set())
		classes = append(classes, c)
	}
	// the same set again: the same class
	if t2, c := tab.with(specs[1].set()); t2 != tab || c != classes[1] {
		t.Fatalf("re-registered set: %v, want %v", c, classes[1])
	}
	words := []string{"czech", "Czechs", "CZECHOSLOVAK", "cz", "jew", "jews", "je", "a", "A", "ab", "of", "off", "o", "ten", "te",
		"x1", "X1Y", "x", "diabetes", "Diab", "dia", "astma", "ast", "abc", "AB", "q", "Quite", "pass", "Password", "pas",
		"sk", "SKY", "s", "ghp", "ghpx", "gh", "AKIA1234", "akim", "ak", "SG", "sg1", "api", "apis", "ap", "has", "hasl", "ha",
		"cislo", "kod", "u", "ze", "zebra", "the", "1234", "2025", "pq", "0"}
	for i, sp := range specs {
		bit := uint8(1) << (classes[i].id - 1)
		for _, w := range words {
			if sp.refIn(w) && tagOf(tab, w)&bit == 0 {
				t.Errorf("class %d: %q is a word of the class but not tagged", i, w)
			}
			if x := packKey(w) & keepBytes[min(len(w), longPrefix)]; refShortKey(w) != shortKey(x) {
				t.Errorf("%q: key %x, want %x", w, shortKey(x), refShortKey(w))
			}
		}
	}
	// exact keys: a word is tagged only when a word of its key is listed
	for _, tc := range []struct {
		class int
		word  string
		want  bool
	}{
		{0, "the", false}, {0, "cze", false}, {0, "czech", true}, {0, "CZECHS", true}, {0, "czechxy", false},
		{0, "je", false}, {0, "jewel", false}, {0, "jew", true}, {0, "of", true}, {0, "o", false},
		{1, "ab", true}, {1, "abx", true}, {1, "a", false}, {1, "qz", true}, {1, "the", false},
		{1, "diabetes", true}, {1, "Diabetic", true}, {1, "diabe", false}, {1, "diaby", false}, {1, "astmx", true},
		{1, "pas", true}, {2, "sk", true}, {2, "skx", false}, {2, "SKY", false}, {2, "s", false}, {2, "ghp", true},
		{2, "ghq", false}, {2, "x", true}, {2, "xa", false}, {2, "has", false}, {2, "ha", false}, {2, "api", true},
		{2, "apis", true}, {2, "ghps", false}, {2, "a", true}, {2, "aardvark", true}, {2, "AKIA", true}, {2, "akiax", true},
		{3, "cislo", false}, {3, "z", false}, {3, "ze", false}, {3, "kod", false}, {4, "anything", true},
	} {
		bit := uint8(1) << (classes[tc.class].id - 1)
		if got := tagOf(tab, tc.word)&bit != 0; got != tc.want {
			t.Errorf("class %d, %q: tagged %v, want %v", tc.class, tc.word, got, tc.want)
		}
	}
}

// TestWordClassRandom checks on random classes and texts that no run of a
// class goes untagged, and that NextWordIn visits exactly the tagged runs.
func TestWordClassRandom(t *testing.T) {
	rng := rand.New(rand.NewSource(7))
	alpha := "abcdeABCDE019"
	randWord := func(n int) string {
		b := make([]byte, n)
		for i := range b {
			b[i] = alpha[rng.Intn(len(alpha))]
		}
		return string(b)
	}
	for round := 0; round < 300; round++ {
		var sp classSpec
		for i := rng.Intn(6); i > 0; i-- {
			sp.words = append(sp.words, randWord(1+rng.Intn(5)))
		}
		for i := rng.Intn(4); i > 0; i-- {
			sp.prefixes = append(sp.prefixes, randWord(1+rng.Intn(4)))
		}
		for i := rng.Intn(4); i > 0; i-- {
			l := randWord(1 + rng.Intn(4))
			if rng.Intn(2) == 0 {
				l += string("-_ ."[rng.Intn(4)]) + randWord(rng.Intn(3))
			}
			sp.texts = append(sp.texts, l)
		}
		tab, c := (&wordTable{}).with(sp.set())
		var sb strings.Builder
		for i := rng.Intn(60); i > 0; i-- {
			sb.WriteString(randWord(1 + rng.Intn(6)))
			sb.WriteString([]string{" ", ", ", "-", "_", ".", "\n"}[rng.Intn(6)])
		}
		text := sb.String()
		if rng.Intn(3) == 0 && len(text) > 0 {
			text = text[:len(text)-1] // a run at the very end
		}
		d := NewDoc(text, "")
		d.wordTagsDone, d.tagTable = true, tab
		d.wordTags = appendWordTags(nil, tab, text, d.WordRuns())
		runs := d.WordRuns()
		var want []int
		for k, r := range runs {
			tagged := d.wordTags[k]&1 != 0
			if w := text[r.Start:r.End]; sp.refIn(w) && !tagged {
				t.Fatalf("%+v: run %q untagged", sp, w)
			}
			if tagged {
				want = append(want, k)
			}
		}
		var got []int
		for k := d.NextWordIn(c, 0); k < len(runs); k = d.NextWordIn(c, k+1) {
			got = append(got, k)
		}
		if len(got) != len(want) {
			t.Fatalf("%q: NextWordIn visits %v, want %v", text, got, want)
		}
		for i := range got {
			if got[i] != want[i] {
				t.Fatalf("%q: NextWordIn visits %v, want %v", text, got, want)
			}
		}
		// the zero class visits every run
		if k := d.NextWordIn(WordClass{}, 3); k != 3 {
			t.Fatalf("zero class: %d", k)
		}
	}
}

func TestWordTagsFallback(t *testing.T) {
	s := &WordSet{}
	s.AddWord("hello")
	c := NewWordClass(s)
	if c.id == 0 {
		t.Fatal("no class")
	}
	if c2 := NewWordClass(s); c2 != c {
		t.Fatal("same set, another class")
	}
	// not ASCII: every run is visited
	d := NewDoc("Zürich says hello", "")
	if d.WordTags() != nil || d.NextWordIn(c, 1) != 1 {
		t.Error("non-ASCII text filtered")
	}
	d = NewDoc("well, hello there", "")
	if k := d.NextWordIn(c, 0); k != 1 {
		t.Errorf("NextWordIn = %d, want 1", k)
	}
	if k := d.NextWordIn(c, 2); k != 3 {
		t.Errorf("NextWordIn = %d, want 3 (none)", k)
	}
	// pooled Docs: a non-ASCII text after an ASCII one
	e := New()
	e.Detect("well, hello there", Options{})
	pd := getDoc("Zürich hello", "")
	if pd.WordTags() != nil || pd.NextWordIn(c, 0) != 0 {
		t.Error("pooled non-ASCII Doc filtered")
	}
	putDoc(pd, nil)
}

// BenchmarkWordTags1KB is the word index and its class tags (one class
// registered), as Engine.Detect computes them.
func BenchmarkWordTags1KB(b *testing.B) {
	s := &WordSet{}
	s.AddWord("czech")
	NewWordClass(s)
	text := strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 11)
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		d := getDoc(text, "")
		d.WordTags()
		putDoc(d, nil)
	}
}

// TestWordBytes: the bitmap of run bytes against a byte loop, on random
// texts, for new and pooled Docs.
func TestWordBytes(t *testing.T) {
	rng := rand.New(rand.NewSource(17))
	parts := []string{"a", "Z", "0", " ", ".", "_", "é", "\n", "ab12", "-", "xyzXYZ"}
	for n := 0; n < 3000; n++ {
		var b strings.Builder
		for k := rng.Intn(80); k > 0; k-- {
			b.WriteString(parts[rng.Intn(len(parts))])
		}
		text := b.String()
		for _, d := range []*Doc{NewDoc(text, ""), getDoc(text, "")} {
			bm := d.WordBytes()
			if len(bm) != (len(text)+63)/64 {
				t.Fatalf("%q: %d bitmap words", text, len(bm))
			}
			for i := 0; i < len(text); i++ {
				if got, want := bm[i>>6]&(1<<(i&63)) != 0, IsWordRunByte(text[i]); got != want {
					t.Fatalf("%q: byte %d: %v, want %v", text, i, got, want)
				}
			}
			if r := len(text) & 63; r != 0 && bm[len(bm)-1]>>r != 0 {
				t.Fatalf("%q: bits past the end", text)
			}
			putDoc(d, nil)
		}
	}
}
