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
	"unsafe"
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

// loadListed reads listed/<locale>.txt files (see parseListed).
func loadListed(fsys fs.FS) (map[string]ListedNames, error) {
	m := map[string]ListedNames{}
	err := eachListedFile(fsys, func(locale, file, data string) error {
		var ln ListedNames
		err := parseListed(file, data, func(class uint8, name string) {
			if class == ListedGiven {
				ln.Given = append(ln.Given, name)
			} else {
				ln.Surnames = append(ln.Surnames, name)
			}
		})
		m[locale] = ln
		return err
	})
	return m, err
}

// eachListedFile calls f with each listed/<locale>.txt file's locale, path
// and contents, in the order of their names.
func eachListedFile(fsys fs.FS, f func(locale, file, data string) error) error {
	files, err := fs.Glob(fsys, "listed/*.txt")
	if err != nil {
		return err
	}
	for _, file := range files {
		b, err := fs.ReadFile(fsys, file)
		if err != nil {
			return err
		}
		// b is ours and never written: read it as a string without a copy
		if err := f(strings.TrimSuffix(path.Base(file), ".txt"), file, unsafe.String(unsafe.SliceData(b), len(b))); err != nil {
			return err
		}
	}
	return nil
}

// parseListed calls f with every name of one listed file and its class:
// comment lines start with '#', a "[given]" or "[surname]" line opens a
// section, every other non-empty line is one name.
func parseListed(file, data string, f func(class uint8, name string)) error {
	var class uint8
	for i := 0; data != ""; i++ {
		line, rest, _ := strings.Cut(data, "\n")
		data = rest
		line = strings.TrimSpace(line)
		switch {
		case line == "" || strings.HasPrefix(line, "#"):
		case line == "[given]":
			class = ListedGiven
		case line == "[surname]":
			class = ListedSurname
		case class == 0:
			return fmt.Errorf("gazetteer: %s:%d: a name before any section", file, i+1)
		default:
			f(class, line)
		}
	}
	return nil
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
// table of it keyed by word hash (see EachListedForm).
var listedClasses = sync.OnceValue(func() map[string]uint8 {
	m := map[string]uint8{}
	EachListedForm(func(w string, c uint8) { m[strings.ToLower(w)] |= c })
	return m
})

// ListedWords calls f with every lower-case word ListedClass knows and
// its classes, in no particular order.
func ListedWords(f func(lower string, class uint8)) {
	for w, c := range listedClasses() {
		f(w, c)
	}
}

// ListedClass returns the listed-name classes of a lower-case word
// (ListedGiven, ListedSurname or 0).
func ListedClass(lower string) uint8 { return listedClasses()[lower] }

// EachListedForm calls f with every form of every word of the listed names
// and its class, as written (not lower-cased): ListedClass(lower(form)) has
// the union of a form's classes. A form may come more than once (in several
// locales, or as a given name and a surname). It reads the embedded files
// as it goes, so a table keyed otherwise (the tagger's, by word hash) is
// built without ListedClass's map.
func EachListedForm(f func(form string, class uint8)) {
	err := eachListedFile(listedFiles, func(locale, file, data string) error {
		lang := LocaleLang(locale)
		cases := []int{Nom}
		if lang == "cs" || lang == "sk" || lang == "pl" {
			cases = []int{Nom, Gen, Dat, Ins} // the others do not inflect names
		}
		return parseListed(file, data, func(class uint8, name string) {
			for w := range strings.FieldsSeq(name) {
				if !listedWord(w) {
					continue
				}
				for _, c := range cases {
					f(Decline(lang, w, Feminine(w), c), class)
				}
				if class == ListedSurname && !Feminine(w) {
					// Kowalski → Kowalska (pl_PL lists masculine forms only)
					if fem := FeminineSurname(lang, w); fem != w {
						for _, c := range cases {
							f(Decline(lang, fem, Feminine(fem), c), class)
						}
					}
				}
			}
		})
	})
	if err != nil {
		panic(err) // embedded data: a broken file fails every test
	}
}

// listedWord reports whether a word of a listed name may stand for a name
// on its own: capitalised, two letters or more, letters with inner hyphens
// and apostrophes only, not in capitals. That leaves out the particles and
// numerals of entries such as "Dussen van", "Koch II" and "Hans D.".
func listedWord(w string) bool {
	if ascii, ok := listedASCII(w); ascii {
		return ok && !notListed[w]
	}
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

// listedASCII is listedWord's test, notListed aside, for a word that is
// decided by its ASCII bytes (ascii false: a byte beyond ASCII comes first,
// and the caller decides).
func listedASCII(w string) (ascii, ok bool) {
	if len(w) < 2 {
		return true, false // no two letters
	}
	lower := false
	for i := 0; i < len(w); i++ {
		switch c := w[i]; {
		case c >= utf8.RuneSelf:
			return false, false
		case c >= 'a' && c <= 'z':
			lower = true
		case c >= 'A' && c <= 'Z', c == '-', c == '\'':
		default:
			return true, false // a digit, a dot, a blank...
		}
	}
	return true, lower && w[0] >= 'A' && w[0] <= 'Z'
}

// notListed are capitalised words in the sources' name entries that are no
// names ("The Elder").
var notListed = map[string]bool{"The": true, "Elder": true, "Younger": true}
