package eval

import (
	"bufio"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/entity"
)

// Example is one text with its gold spans (code points).
type Example struct {
	ID, Lang, Text string
	Spans          []Span
}

// Set is one labelled file.
type Set struct {
	Name string // file name without extension, e.g. conll2003.en.dev
	Kind string // "ner" or "pii"
	Lang string
	// Types is the set of project types the gold labels use; predictions of
	// other types are not scored on this set.
	Types    map[string]bool
	Examples []Example
}

// NERTypes maps BIO tag types to project types; MISC is not scored.
var NERTypes = map[string]string{"PER": "PERSON", "LOC": "LOCATION", "ORG": "ORGANIZATION"}

// BIOSentence is one sentence of a BIO file.
type BIOSentence struct {
	Tokens, Tags []string
}

// ReadBIO reads a BIO file (token TAB tag, blank line between sentences).
func ReadBIO(path string) ([]BIOSentence, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	var out []BIOSentence
	var cur BIOSentence
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 1<<20), 1<<20)
	line := 0
	for sc.Scan() {
		line++
		l := sc.Text()
		if l == "" {
			if len(cur.Tokens) > 0 {
				out = append(out, cur)
				cur = BIOSentence{}
			}
			continue
		}
		tok, tag, ok := strings.Cut(l, "\t")
		if !ok {
			return nil, fmt.Errorf("%s:%d: no tab", path, line)
		}
		cur.Tokens = append(cur.Tokens, tok)
		cur.Tags = append(cur.Tags, tag)
	}
	if len(cur.Tokens) > 0 {
		out = append(out, cur)
	}
	return out, sc.Err()
}

// SentenceText joins tokens with single spaces and returns the text and the
// code-point start of each token.
func SentenceText(tokens []string) (string, []int) {
	var b strings.Builder
	starts := make([]int, len(tokens))
	cp := 0
	for i, t := range tokens {
		if i > 0 {
			b.WriteByte(' ')
			cp++
		}
		starts[i] = cp
		b.WriteString(t)
		cp += utf8.RuneCountInString(t)
	}
	return b.String(), starts
}

// BIOSpans turns a tag sequence into token-index spans [start, end) with the
// raw tag type (PER, LOC, ...). An I- tag that does not continue an entity of
// its type starts a new one.
func BIOSpans(tags []string) []struct {
	Start, End int
	Type       string
} {
	type sp = struct {
		Start, End int
		Type       string
	}
	var out []sp
	open := -1
	for i, tag := range tags {
		prefix, typ, _ := strings.Cut(tag, "-")
		switch {
		case prefix == "I" && open >= 0 && out[open].Type == typ:
			out[open].End = i + 1
		case prefix == "B" || prefix == "I":
			out = append(out, sp{i, i + 1, typ})
			open = len(out) - 1
		default:
			open = -1
		}
	}
	return out
}

// LoadBIO loads a NER file as a Set with code-point spans over the
// space-joined tokens.
func LoadBIO(path string) (*Set, error) {
	sents, err := ReadBIO(path)
	if err != nil {
		return nil, err
	}
	s := &Set{Name: setName(path), Kind: "ner", Lang: langOf(path), Types: map[string]bool{}}
	for _, t := range NERTypes {
		s.Types[t] = true
	}
	for i, se := range sents {
		text, starts := SentenceText(se.Tokens)
		ex := Example{ID: fmt.Sprint(i), Lang: s.Lang, Text: text}
		for _, sp := range BIOSpans(se.Tags) {
			typ, ok := NERTypes[sp.Type]
			if !ok {
				continue
			}
			last := sp.End - 1
			ex.Spans = append(ex.Spans, Span{starts[sp.Start], starts[last] + utf8.RuneCountInString(se.Tokens[last]), typ})
		}
		s.Examples = append(s.Examples, ex)
	}
	return s, nil
}

// LoadLabels reads pii/labels.json: corpus label -> project type, "" for null.
func LoadLabels(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var raw map[string]*string
	if err := json.Unmarshal(b, &raw); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	out := make(map[string]string, len(raw))
	for k, v := range raw {
		if v != nil {
			out[k] = *v
		} else {
			out[k] = ""
		}
	}
	return out, nil
}

// LoadJSONL loads a PII file, mapping labels through labels; labels mapped to
// null are dropped, and an unknown label is an error.
func LoadJSONL(path string, labels map[string]string) (*Set, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	s := &Set{Name: setName(path), Kind: "pii", Lang: langOf(path), Types: map[string]bool{}}
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 16<<20), 16<<20)
	line := 0
	for sc.Scan() {
		line++
		var rec struct {
			ID, Lang, Text string
			Spans          []struct {
				Start, End int
				Label      string
			}
		}
		if err := json.Unmarshal(sc.Bytes(), &rec); err != nil {
			return nil, fmt.Errorf("%s:%d: %w", path, line, err)
		}
		ex := Example{ID: rec.ID, Lang: rec.Lang, Text: rec.Text}
		if ex.Lang == "" {
			ex.Lang = s.Lang
		}
		for _, sp := range rec.Spans {
			typ, ok := labels[sp.Label]
			if !ok {
				return nil, fmt.Errorf("%s:%d: label %q missing from labels.json", path, line, sp.Label)
			}
			if typ == "" {
				continue
			}
			s.Types[typ] = true
			ex.Spans = append(ex.Spans, Span{sp.Start, sp.End, typ})
		}
		s.Examples = append(s.Examples, ex)
	}
	return s, sc.Err()
}

// ErrNoSets is LoadDir's error when no set under the directory matches.
var ErrNoSets = errors.New("no dev sets")

// LoadDir loads every dev set under dir: ner/*.dev.bio (and the second dev
// splits, *.dev2.bio) and pii/*.dev.jsonl
// (labels from pii/labels.json), sorted by name. match, when non-empty, is a
// comma-separated list of substrings; only sets whose name contains one of
// them are kept.
func LoadDir(dir, match string) ([]*Set, error) {
	var sets []*Set
	bios, _ := filepath.Glob(filepath.Join(dir, "ner", "*.dev.bio"))
	dev2, _ := filepath.Glob(filepath.Join(dir, "ner", "*.dev2.bio"))
	bios = append(bios, dev2...)
	jsonls, _ := filepath.Glob(filepath.Join(dir, "pii", "*.dev.jsonl"))
	sort.Strings(bios)
	sort.Strings(jsonls)
	for _, p := range bios {
		if !matches(setName(p), match) {
			continue
		}
		s, err := LoadBIO(p)
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	var labels map[string]string
	for _, p := range jsonls {
		if !matches(setName(p), match) {
			continue
		}
		if labels == nil {
			var err error
			if labels, err = LoadLabels(filepath.Join(dir, "pii", "labels.json")); err != nil {
				return nil, err
			}
		}
		s, err := LoadJSONL(p, labels)
		if err != nil {
			return nil, err
		}
		sets = append(sets, s)
	}
	if len(sets) == 0 {
		return nil, fmt.Errorf("%w under %s", ErrNoSets, dir)
	}
	return sets, nil
}

// setName is the file name without .bio/.jsonl: corpus.lang.split.
func setName(path string) string {
	b := filepath.Base(path)
	return strings.TrimSuffix(strings.TrimSuffix(b, ".bio"), ".jsonl")
}

// langOf takes the language from corpus.lang.split.ext.
func langOf(path string) string {
	parts := strings.Split(filepath.Base(path), ".")
	if len(parts) >= 3 {
		return parts[1]
	}
	return ""
}

// typeAliases maps predicted types that the registry does not place below a
// gold type but that a gold corpus labels as one (dates of birth are dates).
var typeAliases = map[string]string{
	"DATE_OF_BIRTH": "DATE_TIME",
	// A Polish NIP is a business's tax and VAT number at once (the EU VAT
	// number is PL + NIP; people without a business file under their PESEL),
	// so the dev set's guide labels it VAT_NUMBER; the registry keeps it a
	// TAX_ID, its ids' naming rule reserving VAT_NUMBER's children for
	// *_VAT_NUMBER ids. Where the gold has no VAT_NUMBER, it scores as TAX_ID.
	"PL_NIP": "VAT_NUMBER",
	// The Spanish número de afiliación a la Seguridad Social is one number
	// read two ways: the dev set's guide files it with the social-insurance
	// numbers built like a national id (NATIONAL_ID, as DE/AT/CH social
	// security numbers are registered), MEDDOCAN's clinical notes label it
	// the patient's insurance number (ID_ASEGURAMIENTO). The registry keeps
	// it a HEALTH_INSURANCE_NUMBER, the reading of the clinical records it
	// is most often masked in; where the gold has NATIONAL_ID it scores so.
	"ES_SOCIAL_SECURITY_NUMBER": "NATIONAL_ID",
}

// MapType maps a predicted type to the type the gold set would label it:
// itself when the set uses it, else an alias, else its nearest registered
// ancestor the set uses. ok is false when the set scores no such type.
func MapType(pred string, gold map[string]bool) (string, bool) {
	for t, seen := pred, 0; t != "" && seen < 16; seen++ {
		if gold[t] {
			return t, true
		}
		if a, ok := typeAliases[t]; ok && gold[a] {
			return a, true
		}
		tp, ok := entity.Get(t)
		if !ok {
			break
		}
		t = tp.Parent
	}
	return "", false
}

func matches(name, match string) bool {
	if match == "" {
		return true
	}
	for _, m := range strings.Split(match, ",") {
		if m != "" && strings.Contains(name, m) {
			return true
		}
	}
	return false
}
