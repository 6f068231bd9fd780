package eval

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"regexp"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/lang"
)

// The project's own labelled dev set: documents as customers send them, one
// file per document, gold spans marked inline (see devset/README.md). It is
// embedded so that scripts/eval and the tests run it from any directory and
// in a bare clone.
//
//go:embed devset
var devsetFS embed.FS

// DevsetLangs are the languages the dev set may hold, one directory each:
// the supported ones.
var DevsetLangs = lang.All

// DevsetGenres are the document genres, the first part of a file name.
var DevsetGenres = []string{"chat", "email", "clinical", "invoice", "form", "hr", "legal"}

// DevsetTypes are the only types the markup may use. Every document is
// labelled exhaustively for all of them, so they are every devset Set's
// Types: a prediction of one of them that matches no gold span is a false
// positive even in a language whose documents never use the type.
var DevsetTypes = []string{
	"PERSON", "LOCATION", "ORGANIZATION", "STREET_ADDRESS", "POSTAL_CODE",
	"EMAIL_ADDRESS", "PHONE_NUMBER", "IBAN_CODE", "BANK_ACCOUNT", "SWIFT_CODE",
	"CREDIT_CARD", "DATE_OF_BIRTH", "NATIONAL_ID", "TAX_ID", "VAT_NUMBER",
	"PASSPORT", "DRIVER_LICENSE", "HEALTH_INSURANCE_NUMBER", "MEDICAL_RECORD_NUMBER",
	"IP_ADDRESS", "URL", "USERNAME", "PASSWORD", "API_KEY", "LICENSE_PLATE",
}

// DevsetPrefix starts every devset Set's name: devset.<lang>.
const DevsetPrefix = "devset."

// Markup delimiters: ⟦TYPE|surface text⟧.
const (
	markOpen  = '⟦' // U+27E6
	markClose = '⟧' // U+27E7
	markSep   = '|'
)

var docName = regexp.MustCompile(`^([a-z]+)-([0-9]{2})\.txt$`)

// ParseMarkup returns the text with the markup removed and the gold spans in
// code points of that text. types says which type ids are allowed. Errors
// name the 1-based line and column (in code points) of the markup at fault,
// never the text around it.
func ParseMarkup(src string, types map[string]bool) (string, []Span, error) {
	if !utf8.ValidString(src) {
		return "", nil, fmt.Errorf("not valid UTF-8")
	}
	var (
		out         strings.Builder
		spans       []Span
		cp          int  // code points written to out
		open        bool // inside ⟦...⟧
		inTyp       bool // inside the TYPE part
		typ         strings.Builder
		start       int  // code point where the surface text starts
		last        rune // last rune written to out
		sLine, sCol int
	)
	line, col := 1, 0
	for _, r := range src {
		col++
		switch {
		case r == '\r':
			return "", nil, fmt.Errorf("%d:%d: carriage return (use \\n line ends)", line, col)
		case r == markOpen:
			if open {
				return "", nil, fmt.Errorf("%d:%d: %c inside the markup opened at %d:%d (no nesting)", line, col, markOpen, sLine, sCol)
			}
			open, inTyp = true, true
			typ.Reset()
			sLine, sCol = line, col
		case r == markClose:
			if !open {
				return "", nil, fmt.Errorf("%d:%d: %c without %c", line, col, markClose, markOpen)
			}
			if inTyp {
				return "", nil, fmt.Errorf("%d:%d: markup without %q between type and text", sLine, sCol, markSep)
			}
			if cp == start {
				return "", nil, fmt.Errorf("%d:%d: empty surface text", sLine, sCol)
			}
			if unicode.IsSpace(last) {
				return "", nil, fmt.Errorf("%d:%d: surface text ends with a space", sLine, sCol)
			}
			spans[len(spans)-1].End = cp
			open = false
		case open && inTyp:
			if r == markSep {
				t := typ.String()
				if !types[t] {
					return "", nil, fmt.Errorf("%d:%d: unknown type %q", sLine, sCol, t)
				}
				inTyp = false
				start = cp
				spans = append(spans, Span{Start: cp, End: cp, Type: t})
			} else {
				if r == '\n' {
					return "", nil, fmt.Errorf("%d:%d: line break inside the type", sLine, sCol)
				}
				typ.WriteRune(r)
			}
		default:
			if open && cp == start && unicode.IsSpace(r) {
				return "", nil, fmt.Errorf("%d:%d: surface text starts with a space", sLine, sCol)
			}
			out.WriteRune(r)
			cp++
			last = r
		}
		if r == '\n' {
			line, col = line+1, 0
		}
	}
	if open {
		return "", nil, fmt.Errorf("%d:%d: %c without %c", sLine, sCol, markOpen, markClose)
	}
	return out.String(), spans, nil
}

// LoadDevset loads the embedded dev set: one Set per language, named
// devset.<lang>, sorted by language. match filters set names as LoadDir's
// does.
func LoadDevset(match string) ([]*Set, error) {
	sub, err := fs.Sub(devsetFS, "devset")
	if err != nil {
		return nil, err
	}
	return LoadDevsetFS(sub, match)
}

// LoadDevsetFS loads a dev set laid out as <lang>/<genre>-<NN>.txt (plus an
// optional README.md at the top). Each example's ID is <lang>/<genre>-<NN>,
// so a split by document can hash it and GenreOf can read its genre. Any
// other file or directory is an error, so a misnamed document is never
// silently left out.
func LoadDevsetFS(fsys fs.FS, match string) ([]*Set, error) {
	types := map[string]bool{}
	for _, t := range DevsetTypes {
		types[t] = true
	}
	top, err := fs.ReadDir(fsys, ".")
	if err != nil {
		return nil, err
	}
	var sets []*Set
	for _, d := range top {
		if !d.IsDir() {
			if d.Name() == "README.md" {
				continue
			}
			return nil, fmt.Errorf("devset: unexpected file %s", d.Name())
		}
		lang := d.Name()
		if !slices.Contains(DevsetLangs, lang) {
			return nil, fmt.Errorf("devset: unknown language directory %s", lang)
		}
		s := &Set{Name: DevsetPrefix + lang, Kind: "pii", Lang: lang, Types: types}
		if !matches(s.Name, match) {
			continue
		}
		files, err := fs.ReadDir(fsys, lang)
		if err != nil {
			return nil, err
		}
		for _, f := range files { // ReadDir sorts by name
			p := path.Join(lang, f.Name())
			m := docName.FindStringSubmatch(f.Name())
			if f.IsDir() || m == nil || !slices.Contains(DevsetGenres, m[1]) {
				return nil, fmt.Errorf("devset: %s is not <genre>-<NN>.txt with a genre of %v", p, DevsetGenres)
			}
			b, err := fs.ReadFile(fsys, p)
			if err != nil {
				return nil, err
			}
			text, spans, err := ParseMarkup(string(b), types)
			if err != nil {
				return nil, fmt.Errorf("devset: %s:%w", p, err)
			}
			s.Examples = append(s.Examples, Example{ID: strings.TrimSuffix(p, ".txt"), Lang: lang, Text: text, Spans: spans})
		}
		sets = append(sets, s)
	}
	return sets, nil
}

// GenreOf returns the genre of a devset example ID (<lang>/<genre>-<NN>),
// or "" for any other ID.
func GenreOf(id string) string {
	_, file, ok := strings.Cut(id, "/")
	if !ok {
		return ""
	}
	g, _, ok := strings.Cut(file, "-")
	if !ok || !slices.Contains(DevsetGenres, g) {
		return ""
	}
	return g
}
