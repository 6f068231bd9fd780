package gazetteer

import (
	"fmt"
	"maps"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"
	"unicode/utf8"
)

func TestLoadListed(t *testing.T) {
	tests := []struct {
		name    string
		file    string
		given   []string
		surname []string
		wantErr bool
	}{
		{"sections", "# header\n[given]\nAnna\nMary Ann\n\n[surname]\nNovák\n", []string{"Anna", "Mary Ann"}, []string{"Novák"}, false},
		{"surnames first", "[surname]\nSmith\n[given]\nJohn\n", []string{"John"}, []string{"Smith"}, false},
		{"name before a section", "Anna\n[given]\n", nil, nil, true},
	}
	for _, tc := range tests {
		fsys := fstest.MapFS{"listed/xx_XX.txt": {Data: []byte(tc.file)}}
		m, err := loadListed(fsys)
		if (err != nil) != tc.wantErr {
			t.Fatalf("%s: err %v, want error %v", tc.name, err, tc.wantErr)
		}
		if tc.wantErr {
			continue
		}
		got := m["xx_XX"]
		if strings.Join(got.Given, "|") != strings.Join(tc.given, "|") || strings.Join(got.Surnames, "|") != strings.Join(tc.surname, "|") {
			t.Errorf("%s: got %+v", tc.name, got)
		}
	}
}

func TestListedCoverEveryLanguage(t *testing.T) {
	for _, lang := range Langs {
		n := 0
		for _, loc := range ListedLocales() {
			if LocaleLang(loc) == lang {
				n += len(Listed()[loc].Given)
			}
		}
		if n < 50 {
			t.Errorf("%s: %d listed given names", lang, n)
		}
	}
}

func TestListedClasses(t *testing.T) {
	tests := []struct {
		word string
		want uint8
	}{
		{"nováková", ListedSurname}, // cs_CZ feminine surname
		{"novákové", ListedSurname}, // and its genitive
		{"kowalska", ListedSurname},
		{"müller", ListedSurname},
	}
	for _, tc := range tests {
		if ListedClass(tc.word)&tc.want == 0 {
			t.Errorf("ListedClass(%q) = %08b, want bit %08b", tc.word, ListedClass(tc.word), tc.want)
		}
	}
	// the hand-written classes stay apart: a listed name alone does not
	// make a word a GivenName (lower-case cues rely on that)
	if ListedClass("will") == 0 || Class("will") != 0 {
		t.Errorf("will: listed %08b, class %08b", ListedClass("will"), Class("will"))
	}
}

func TestLocaleLang(t *testing.T) {
	for loc, want := range map[string]string{"cs_CZ": "cs", "en_GB": "en", "hu_HU": "", "pt_BR": ""} {
		if got := LocaleLang(loc); got != want {
			t.Errorf("LocaleLang(%q) = %q, want %q", loc, got, want)
		}
	}
}

func TestListedWord(t *testing.T) {
	for w, want := range map[string]bool{"Anna": true, "Jean-Luc": true, "O'Brien": true, "Nováková": true,
		"van": false, "II": false, "D.": false, "A": false, "The": false, "daisy": false, "Bourgondië,": false} {
		if got := listedWord(w); got != want {
			t.Errorf("listedWord(%q) = %v, want %v", w, got, want)
		}
	}
}

// TestEachListedFormAsListed: the forms EachListedForm reads from the files
// as it goes make, lower-cased, the table Listed's names give with every
// case of the inflecting languages and the feminine surnames.
func TestEachListedFormAsListed(t *testing.T) {
	want := map[string]uint8{}
	for _, loc := range ListedLocales() {
		ln := Listed()[loc]
		lang := LocaleLang(loc)
		cases := []int{Nom}
		if lang == "cs" || lang == "sk" || lang == "pl" {
			cases = []int{Nom, Gen, Dat, Ins}
		}
		for _, set := range []struct {
			names []string
			class uint8
		}{{ln.Given, ListedGiven}, {ln.Surnames, ListedSurname}} {
			for _, name := range set.names {
				for _, w := range strings.Fields(name) {
					if !listedWord(w) {
						continue
					}
					forms := []string{w}
					if set.class == ListedSurname && !Feminine(w) {
						if f := FeminineSurname(lang, w); f != w {
							forms = append(forms, f)
						}
					}
					for _, f := range forms {
						for _, c := range cases {
							want[strings.ToLower(Decline(lang, f, Feminine(f), c))] |= set.class
						}
					}
				}
			}
		}
	}
	got := map[string]uint8{}
	EachListedForm(func(w string, c uint8) { got[strings.ToLower(w)] |= c })
	if len(want) < 10000 || !maps.Equal(got, want) {
		t.Errorf("%d lower-case forms, want %d", len(got), len(want))
	}
	if !maps.Equal(listedClasses(), want) {
		t.Error("ListedClass's table differs")
	}
}

func TestParseListed(t *testing.T) {
	var got []string
	err := parseListed("x.txt", "# header\n[given]\nAnna\n  Jan Marek \n\n[surname]\nNovák\n", func(class uint8, name string) {
		got = append(got, fmt.Sprintf("%v %s", class == ListedGiven, name))
	})
	if want := []string{"true Anna", "true Jan Marek", "false Novák"}; err != nil || !slices.Equal(got, want) {
		t.Errorf("got %q, %v; want %q", got, err, want)
	}
	if err := parseListed("x.txt", "# header\nAnna\n", func(uint8, string) {}); err == nil || !strings.Contains(err.Error(), "x.txt:2") {
		t.Errorf("a name before any section: %v", err)
	}
}

// listedWord's ASCII shortcut decides as the rune-by-rune test does.
func TestListedWordShortcut(t *testing.T) {
	slow := func(w string) bool {
		r, _ := utf8.DecodeRuneInString(w)
		if !unicode.IsUpper(r) || utf8.RuneCountInString(w) < 2 || notListed[w] {
			return false
		}
		lower := false
		for _, r := range w {
			switch {
			case unicode.IsLower(r):
				lower = true
			case unicode.IsLetter(r), r == '-', r == '\'', r == '’':
			default:
				return false
			}
		}
		return lower
	}
	words := []string{"", "A", "a", "É", "\xff", "Ab", "AB", "ab", "-Ab", "'Ab", "A-b", "O'Brien", "D.", "Koch2", "The", "Éva", "Aé", "A.é", "Ab\xff", "Jean-Luc", "Mc Donald"}
	EachListedForm(func(w string, _ uint8) { words = append(words, w) })
	for _, f := range []string{"listed/en.txt", "listed/cs_CZ.txt", "listed/de_CH.txt"} {
		b, err := listedFiles.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		words = append(words, strings.Fields(string(b))...)
	}
	for _, w := range words {
		if got, want := listedWord(w), slow(w); got != want {
			t.Errorf("listedWord(%q) = %v, want %v", w, got, want)
		}
	}
}
