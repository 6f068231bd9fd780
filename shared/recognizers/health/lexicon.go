package health

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// The lexicons are plain text, one lower-case term per line, '#' starts a
// comment. Files: conditions.<lang>.txt, medications.<lang>.txt (INN generic
// names in local spelling plus common brands) and insurers.txt. Markers:
//
//	word*   stem: any ending may follow (inflected cs/sk/pl forms)
//	?term   ambiguous (also an everyday word): low score, needs context
//	^term   acronym: matches only when written in capitals ("AOK")
//	?^term  both ("TK" is also many other things)
//	>term   a regional fund: the district after "de"/"du"/"d'" is part of
//	        its name ("CPAM de Seine-Saint-Denis", "CPAM d'Ille-et-Vilaine")
//
//go:embed lexicon/*.txt
var lexiconFS embed.FS

// Languages of the lexicon files, in the order of their bit in entry.langs.
var languages = []string{"en", "de", "fr", "es", "it", "pl", "cs", "sk"}

type kind uint8

const (
	kindCondition kind = iota
	kindMedication
	kindInsurer
)

var kindType = [...]string{"MEDICAL_CONDITION", "MEDICATION", "INSURANCE_COMPANY"}

// Base scores. A lexicon hit is good evidence but not proof (a condition may be
// mentioned in general terms), so terms sit near the thresholds and context
// words lift them; ambiguous words need context to pass.
const (
	scoreTerm      = 0.55
	scoreInsurer   = 0.6
	scoreShort     = 0.35 // one word of at most four letters ("gout", "flu")
	scoreAcronym   = 0.4
	scoreAmbiguous = 0.2
	// foreignPenalty lowers a condition found only in another language's
	// lexicon when the request names its language.
	foreignPenalty = 0.25
)

type entry struct {
	kind      kind
	score     float64
	upperOnly bool
	district  bool   // '>': a district name may follow (districtEnd)
	langs     uint16 // bit i: found in languages[i]'s file; 0: any language
}

type lexicon struct {
	trie   *trie
	filter startFilter
	// class is the words a term may start at (the Doc's word pre-filter)
	class   detect.WordClass
	entries []entry
	counts  map[string]int // "conditions.cs" -> distinct terms in the file
}

var (
	lexOnce sync.Once
	lex     *lexicon
)

// loadLexicon builds the automaton once from the embedded files.
func loadLexicon() *lexicon {
	lexOnce.Do(func() {
		l, err := buildLexicon()
		if err != nil {
			panic("health: " + err.Error()) // the embedded files are part of the build
		}
		lex = l
	})
	return lex
}

func buildLexicon() (*lexicon, error) {
	files, err := lexiconFS.ReadDir("lexicon")
	if err != nil {
		return nil, err
	}
	size := 0
	for _, f := range files {
		if fi, err := f.Info(); err == nil {
			size += int(fi.Size())
		}
	}
	// each byte of a term adds at most one node, and the terms share their
	// prefixes: the nodes are about a third of the files' bytes
	b := newTrieBuilder(size / 2)
	l, err := parseLexicon(files, b.add)
	if err != nil {
		return nil, err
	}
	l.trie = b.flatten()
	return l, nil
}

// parseLexicon reads the lexicon files into l's entries, filter and word
// class, and adds each folded term to the trie through add.
func parseLexicon(files []fs.DirEntry, add func(term string, entry int32, inflect bool) bool) (*lexicon, error) {
	l := &lexicon{counts: map[string]int{}}
	datas := make([]string, len(files))
	lines := 0
	for i, f := range files {
		data, err := lexiconFS.ReadFile(path.Join("lexicon", f.Name()))
		if err != nil {
			return nil, err
		}
		datas[i] = string(data)
		lines += strings.Count(datas[i], "\n") + 1
	}
	index := make(map[string]int32, lines) // folded term -> entry
	for fi, f := range files {
		name := strings.TrimSuffix(f.Name(), ".txt")
		var k kind
		switch {
		case strings.HasPrefix(name, "conditions."):
			k = kindCondition
		case strings.HasPrefix(name, "medications."):
			k = kindMedication
		case name == "insurers":
			k = kindInsurer
		default:
			return nil, fmt.Errorf("unexpected lexicon file %s", f.Name())
		}
		var langBit uint16
		if dot := strings.IndexByte(name, '.'); dot >= 0 {
			lang := name[dot+1:]
			for i, lg := range languages {
				if lg == lang {
					langBit = 1 << i
				}
			}
			if langBit == 0 {
				return nil, fmt.Errorf("unknown language in %s", f.Name())
			}
		}
		inFile := make(map[string]bool, strings.Count(datas[fi], "\n")+1)
		for rest := datas[fi]; rest != ""; {
			var line string
			line, rest, _ = strings.Cut(rest, "\n")
			line = strings.TrimSpace(line)
			if line == "" || line[0] == '#' {
				continue
			}
			e := entry{kind: k, langs: langBit}
			ambiguous := false
		markers:
			for line != "" {
				switch line[0] {
				case '?':
					ambiguous = true
				case '^':
					e.upperOnly = true
					e.score = scoreAcronym
				case '>':
					e.district = true
				default:
					break markers
				}
				line = line[1:]
			}
			if ambiguous {
				e.score = scoreAmbiguous
			}
			term := foldString(strings.TrimSpace(line))
			if term == "" || term == "*" {
				continue
			}
			if !inFile[term] {
				inFile[term] = true
				l.counts[name]++
			}
			if e.score == 0 {
				e.score = scoreTerm
				if k == kindInsurer {
					e.score = scoreInsurer
				}
				if !strings.ContainsAny(term, " *") && utf8.RuneCountInString(term) <= 4 {
					e.score = scoreShort
				}
			}
			if id, dup := index[term]; dup {
				// the same term in another language: widen its languages; a
				// term that is ambiguous anywhere stays ambiguous
				p := &l.entries[id]
				if p.kind == k {
					p.langs |= langBit
					p.score = min(p.score, e.score)
				}
				continue
			}
			id := int32(len(l.entries))
			l.entries = append(l.entries, e)
			index[term] = id
			add(term, id, k == kindMedication)
			l.filter.addTerm(term, k == kindMedication)
			// German, Czech, Slovak, Spanish and Italian write English INN
			// names that end in -e without it ("amlodipine": Amlodipin,
			// amlodipinu, amlodipino, amlodipina).
			if alt, ok := withoutFinalE(term); ok && k == kindMedication {
				if _, dup := index[alt]; !dup {
					index[alt] = id
					add(alt, id, true)
					l.filter.addTerm(alt, true)
				}
			}
		}
	}
	ws := &detect.WordSet{}
	for term := range index {
		addTermWords(ws, term)
	}
	l.class = detect.NewWordClass(ws)
	return l, nil
}

func withoutFinalE(term string) (string, bool) {
	last := term[strings.LastIndexByte(term, ' ')+1:]
	if len(last) < 6 || !strings.HasSuffix(last, "e") || strings.HasSuffix(last, "ee") {
		return "", false
	}
	return term[:len(term)-1], true
}

// addTermWords adds to s the words of an ASCII text at whose start the folded
// term may begin (trie.longest): its leading letters and digits, then a stem
// ('*': any ending) or, when the term goes on with another byte (a blank,
// '-', '\”, '.'), the end of the word. A term whose first bytes are not
// ASCII matches no ASCII text (ASCII folds to ASCII). Inflected names ("end
// of the term") take any ending, as AddText gives them; so do stems.
func addTermWords(s *detect.WordSet, term string) {
	j := 0
	for j < len(term) && detect.IsWordByte(term[j]) {
		j++
	}
	if j < len(term) && term[j] == '*' {
		s.AddPrefix(term[:j]) // a stem: any ending
		return
	}
	s.AddText(term)
}
