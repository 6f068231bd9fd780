package health

import (
	"math/rand"
	"reflect"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// refMayStart is mayStart as a byte loop (its fallback near the text end).
func refMayStart(f *startFilter, s string, i int) (bool, int) {
	var k uint64
	n := 0
	for p := i; p < len(s) && n < filterKeyLen; p++ {
		c := s[p]
		if c >= utf8.RuneSelf {
			return f.mayStartFolded(s, i), 0
		}
		if c = lowerWord[c]; c == 0 {
			break
		}
		k = k<<8 | uint64(c)
		n++
	}
	return f.test(k, n), n
}

func TestMayStartAsLoop(t *testing.T) {
	lex := loadLexicon()
	f := &lex.filter
	parts := []string{"a", "B", "z", "Z", "0", "9", "_", " ", "-", "é", "É", "asthm", "Diab", "ASPIRIN", "para", "cetamol", "@", "[", "`", "{", "/", ":"}
	rng := rand.New(rand.NewSource(9))
	for n := 0; n < 100000; n++ {
		s := ""
		for k := rng.Intn(8); k >= 0; k-- {
			s += parts[rng.Intn(len(parts))]
		}
		i := rng.Intn(len(s))
		a1, b1, e1 := f.mayStartEnd(s, i)
		if e1 >= 0 && e1 != wordEnd(s, i) {
			t.Fatalf("%q %d: end %d, wordEnd %d", s, i, e1, wordEnd(s, i))
		}
		a2, b2 := refMayStart(f, s, i)
		if a2 && !a1 {
			if _, id := lex.trie.longest(s, i); id < 0 {
				continue // a false positive of the hashed keys; the trie drops it
			}
		}
		if a1 != a2 || b1 != b2 {
			t.Fatalf("%q %d: new %v %d old %v %d", s, i, a1, b1, a2, b2)
		}
	}
}

// TestFindRunsAsScan checks that the word-run loop of an ASCII text finds
// exactly what the byte scan finds.
func TestFindRunsAsScan(t *testing.T) {
	r := All()[0].(*lexiconRecognizer)
	parts := []string{"a", "B", "z", "0", "9", " ", " ", " ", "-", ".", ",", "@", "/", "\n", "the", "and", "asthma", "Asthma", "ASTHMA",
		"diabetes", "mellitus", "type", "2", "aspirin", "Paracetamol", "ibuprofen", "cancer", "HIV", "AIDS", "covid", "19",
		"depression", "migraine", "Allianz", "AOK", "insulin", "hypertension", "mg", "x", "Crohn", "'s", "disease", "heart", "attack"}
	rng := rand.New(rand.NewSource(3))
	found := 0
	defer func() {
		if found < 1000 {
			t.Errorf("only %d terms found: the texts test little", found)
		}
	}()
	for n := 0; n < 20000; n++ {
		var b []byte
		for k := rng.Intn(30); k > 0; k-- {
			b = append(b, parts[rng.Intn(len(parts))]...)
			if rng.Intn(2) == 0 {
				b = append(b, ' ')
			}
		}
		text := string(b)
		for _, lang := range []string{"", "en", "de"} {
			d := detect.NewDoc(text, lang)
			var langBit uint16
			for i, lg := range languages {
				if lg == lang {
					langBit = 1 << i
				}
			}
			got := r.findRuns(d, langBit, nil)
			want := r.findScan(d, langBit, nil)
			found += len(want)
			if !reflect.DeepEqual(got, want) {
				t.Fatalf("%q (%s):\nruns %v\nscan %v", text, lang, got, want)
			}
		}
	}
}

// lexiconTerms returns every folded term of the embedded lexicons (markers
// removed), as buildLexicon reads them.
func lexiconTerms(t *testing.T) []string {
	files, err := lexiconFS.ReadDir("lexicon")
	if err != nil {
		t.Fatal(err)
	}
	var terms []string
	for _, f := range files {
		data, err := lexiconFS.ReadFile("lexicon/" + f.Name())
		if err != nil {
			t.Fatal(err)
		}
		for _, line := range strings.Split(string(data), "\n") {
			line = strings.TrimLeft(strings.TrimSpace(line), "?^")
			if line == "" || line[0] == '#' {
				continue
			}
			terms = append(terms, foldString(strings.TrimSpace(line)))
		}
	}
	return terms
}

// TestFindRunsAsScanLexicon is TestFindRunsAsScan over the whole lexicon:
// ASCII texts made of every term (stems with endings, inflected, cut short,
// in any case), so that the word pre-filter (the lexicon's word class) is
// checked to drop no term the byte scan finds.
func TestFindRunsAsScanLexicon(t *testing.T) {
	r := All()[0].(*lexiconRecognizer)
	var words []string
	for _, term := range lexiconTerms(t) {
		ascii := true
		for i := 0; i < len(term); i++ {
			if term[i] >= utf8.RuneSelf {
				ascii = false
			}
		}
		if !ascii {
			continue
		}
		for _, end := range []string{"", "a", "ou", "ach", "xyzab", "e", "s"} {
			words = append(words, strings.ReplaceAll(term, "*", end))
		}
		words = append(words, strings.TrimSuffix(term, "*")+"-"+"x")
		if n := len(term); n > 1 {
			words = append(words, term[:1+len(term)/2])
		}
	}
	seps := []string{" ", " ", ", ", "-", ". ", "\n", "'", " ("}
	cases := func(rng *rand.Rand, w string) string {
		switch rng.Intn(4) {
		case 0:
			return strings.ToUpper(w)
		case 1:
			return strings.ToUpper(w[:1]) + w[1:]
		}
		return w
	}
	rng := rand.New(rand.NewSource(11))
	found := 0
	for n := 0; n < 30000; n++ {
		var b strings.Builder
		for k := 1 + rng.Intn(12); k > 0; k-- {
			b.WriteString(strings.ReplaceAll(cases(rng, words[rng.Intn(len(words))]), "*", ""))
			b.WriteString(seps[rng.Intn(len(seps))])
		}
		text := b.String()
		if rng.Intn(2) == 0 {
			text = strings.TrimRight(text, " ,.-\n'(")
		}
		if text == "" || strings.ContainsRune(text, '_') {
			continue
		}
		d := detect.NewDoc(text, "")
		got := r.findRuns(d, 0, nil)
		want := r.findScan(d, 0, nil)
		found += len(want)
		if !reflect.DeepEqual(got, want) {
			t.Fatalf("%q:\nruns %v\nscan %v", text, got, want)
		}
	}
	if found < 30000 {
		t.Errorf("only %d terms found: the texts test little", found)
	}
}
