package eval

import (
	"fmt"
	"unicode/utf8"
)

// JoinDocuments returns a copy of s whose texts are runs of n consecutive
// examples joined by a line break, with the gold spans moved along. The NER
// dev sets hold one sentence per example, but the engine reads documents:
// a name written in full in one sentence and as a bare surname in the next
// is one person, and the sentence-per-text sets cannot show what the engine
// makes of that. The CoNLL, SlavicNER and uner-snk files keep the order of
// their documents, so a run of sentences is mostly a stretch of one article
// (WikiANN's sentences are unrelated). It is a second view for measuring
// document-level rules, never a replacement for the score per sentence.
func JoinDocuments(s *Set, n int) *Set {
	out := *s
	out.Name = fmt.Sprintf("%s (%d sentences per text)", s.Name, n)
	out.Examples = nil
	for i := 0; i < len(s.Examples); i += n {
		doc := Example{ID: s.Examples[i].ID, Lang: s.Examples[i].Lang}
		at := 0 // code points so far
		for _, ex := range s.Examples[i:min(i+n, len(s.Examples))] {
			if doc.Text != "" {
				doc.Text += "\n"
				at++
			}
			doc.Text += ex.Text
			for _, sp := range ex.Spans {
				doc.Spans = append(doc.Spans, Span{sp.Start + at, sp.End + at, sp.Type})
			}
			at += utf8.RuneCountInString(ex.Text)
		}
		out.Examples = append(out.Examples, doc)
	}
	return &out
}
