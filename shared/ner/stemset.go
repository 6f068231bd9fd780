package ner

import (
	"strings"
	"unsafe"
)

// slavicLangs are the Slavic languages: their adjectives agree with a
// name's head and come before or after it capitalised ("Okresný súd",
// "Oddział Chorób Wewnętrznych").
var slavicLangs = []string{"cs", "pl", "sk"}

// stemSet is a set of a vocabulary concept's lower-case entries as the
// concepts write them: whole words ("labor"), stems with a final '-'
// ("oddział-" for "Oddziałem") and compound endings with a leading '-'
// ("-abteilung", "-gericht").
type stemSet struct {
	words             map[string]bool
	prefixes, endings []string
	// minBefore is the least bytes before an ending: 3 makes it a
	// compound's ("Personalabteilung"), 0 also the ending alone
	minBefore int
}

func newStemSet(list []string, minBefore int) stemSet {
	s := stemSet{words: map[string]bool{}, minBefore: minBefore}
	for _, w := range list {
		switch {
		case strings.HasPrefix(w, "-"):
			s.endings = append(s.endings, w[1:])
		case strings.HasSuffix(w, "-"):
			s.prefixes = append(s.prefixes, w[:len(w)-1])
		default:
			s.words[w] = true
		}
	}
	return s
}

// has reports whether the lower-case word w is in the set.
func (s *stemSet) has(w string) bool {
	if s.words[w] {
		return true
	}
	for _, p := range s.prefixes {
		if strings.HasPrefix(w, p) {
			return true
		}
	}
	for _, e := range s.endings {
		if len(w) >= len(e)+s.minBefore && strings.HasSuffix(w, e) {
			return true
		}
	}
	return false
}

// hasBytes is has of a word in a reused buffer, read in place (has keeps
// nothing of it), so the vet stages' words cost no allocation.
func (s *stemSet) hasBytes(w []byte) bool {
	return s.has(unsafe.String(unsafe.SliceData(w), len(w)))
}
