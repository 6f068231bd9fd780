package gazetteer

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"
	"sync"
	"unicode"
	"unicode/utf8"
)

// Listed name lists: thousands of given names and surnames per locale from
// a third-party source (see NOTICE and each file's header), beside the short
// hand-written ByLang lists. They inform the tagger's features for
// capitalised words (the ListedGiven and ListedSurname classes), its name
// cues, and the synthetic training sentences. The lists hold names that are
// common words too ("Will", "May", "Rose", "Long"), so unlike the
// hand-written names they never make a lower-case word a name by themselves:
// the tagger's cues take one only where the corpora do not know it as a
// plain common word.
//
//go:embed listed/*.txt
var listedFiles embed.FS

// ListedNames are one locale's listed names.
type ListedNames struct {
	Given, Surnames []string
}

// Listed returns the listed names by locale ("en_GB", "cs_CZ", ...). They
// are parsed on first use: every function links this package.
var Listed = sync.OnceValue(func() map[string]ListedNames { return mustLoadListed(listedFiles) })

// ListedLocales returns the locales of Listed, sorted (ranging over the map
// would make the training data depend on map order).
var ListedLocales = sync.OnceValue(func() []string {
	out := make([]string, 0, len(Listed()))
	for loc := range Listed() {
		out = append(out, loc)
	}
	sort.Strings(out)
	return out
})

func mustLoadListed(fsys fs.FS) map[string]ListedNames {
	m, err := loadListed(fsys)
	if err != nil {
		panic(err) // embedded data: a broken file fails every test
	}
	return m
}

// loadListed reads listed/<locale>.txt files: comment lines start with '#',
// a "[given]" or "[surname]" line opens a section, every other non-empty
// line is one name.
func loadListed(fsys fs.FS) (map[string]ListedNames, error) {
	files, err := fs.Glob(fsys, "listed/*.txt")
	if err != nil {
		return nil, err
	}
	m := map[string]ListedNames{}
	for _, f := range files {
		b, err := fs.ReadFile(fsys, f)
		if err != nil {
			return nil, err
		}
		var ln ListedNames
		var sect *[]string
		for i, line := range strings.Split(string(b), "\n") {
			line = strings.TrimSpace(line)
			switch {
			case line == "" || strings.HasPrefix(line, "#"):
			case line == "[given]":
				sect = &ln.Given
			case line == "[surname]":
				sect = &ln.Surnames
			case sect == nil:
				return nil, fmt.Errorf("gazetteer: %s:%d: a name before any section", f, i+1)
			default:
				*sect = append(*sect, line)
			}
		}
		m[strings.TrimSuffix(path.Base(f), ".txt")] = ln
	}
	return m, nil
}

// LocaleLang is the supported language of a locale ("cs_CZ" → "cs"), or ""
// for the others.
func LocaleLang(locale string) string {
	lang, _, _ := strings.Cut(locale, "_")
	for _, l := range Langs {
		if l == lang {
			return l
		}
	}
	return ""
}

// Feminine guesses the gender of a Czech, Slovak or Polish name for
// Decline: the feminine given names and surnames of these languages end in
// -a or -á (Jana, Nováková, Kowalska), the masculine ones mostly do not.
func Feminine(name string) bool {
	return strings.HasSuffix(name, "a") || strings.HasSuffix(name, "á")
}

// listedClasses maps the lower-case words of the listed names, in the cases
// the tagger meets in cs, sk and pl text, to ListedGiven and ListedSurname.
// It is apart from classes and ten times its size; the tagger keeps its own
// table of it keyed by word hash (see ListedWords).
var listedClasses = sync.OnceValue(func() map[string]uint8 {
	m := map[string]uint8{}
	addListed(func(w string, c uint8) { m[strings.ToLower(w)] |= c })
	return m
})

// ListedWords calls f with every lower-case word ListedClass knows and
// its classes, in no particular order (for tables keyed otherwise).
func ListedWords(f func(lower string, class uint8)) {
	for w, c := range listedClasses() {
		f(w, c)
	}
}

// ListedClass returns the listed-name classes of a lower-case word
// (ListedGiven, ListedSurname or 0).
func ListedClass(lower string) uint8 { return listedClasses()[lower] }

// addListed adds every word of the listed names to a class table.
func addListed(add func(string, uint8)) {
	for _, loc := range ListedLocales() {
		ln := Listed()[loc]
		lang := LocaleLang(loc)
		cases := []int{Nom}
		if lang == "cs" || lang == "sk" || lang == "pl" {
			cases = []int{Nom, Gen, Dat, Ins} // the others do not inflect names
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
						// Kowalski → Kowalska (pl_PL lists masculine forms only)
						if f := FeminineSurname(lang, w); f != w {
							forms = append(forms, f)
						}
					}
					for _, f := range forms {
						for _, c := range cases {
							add(Decline(lang, f, Feminine(f), c), set.class)
						}
					}
				}
			}
		}
	}
}

// listedWord reports whether a word of a listed name may stand for a name
// on its own: capitalised, two letters or more, letters with inner hyphens
// and apostrophes only, not in capitals. That leaves out the particles and
// numerals of entries such as "Dussen van", "Koch II" and "Hans D.".
func listedWord(w string) bool {
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

// notListed are capitalised words in the sources' name entries that are no
// names ("The Elder").
var notListed = map[string]bool{"The": true, "Elder": true, "Younger": true}
