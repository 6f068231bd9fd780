package main

import (
	"strings"
	"unicode"

	"github.com/piiguard/piiguard/shared/eval"
	"github.com/piiguard/piiguard/shared/ner"
)

// piiTrainFiles are the PII train splits (../shared/data/pii) whose README row
// says "shipped weights: yes". Their PERSON, LOCATION and ORGANIZATION spans
// (after pii/labels.json) train the tagger: MEDDOCAN is the only Spanish gold
// we may ship from, and the only clinical text.
var piiTrainFiles = []string{"meddocan.es.train.jsonl"}

// piiSentences turns one labelled record into tagger sentences, one per
// non-empty line, tokenised as the tagger tokenises real text. A token is
// inside an entity when it lies wholly inside the span. Spans of other types
// stay O: streets, postal codes and ids are the rule recognizers' (whose
// matches the tagger's spans never overlap), and so are LOCATION spans with
// a digit, which in MEDDOCAN are postal codes ("28035" as TERRITORIO).
func piiSentences(ex eval.Example) []ner.Sentence {
	type span struct {
		start, end int // bytes
		typ        string
	}
	// code point offsets to byte offsets
	at := make([]int, 0, len(ex.Text)+1)
	for i := range ex.Text {
		at = append(at, i)
	}
	at = append(at, len(ex.Text))
	var spans []span
	for _, s := range ex.Spans {
		if !eval.NERType(s.Type) || s.Start < 0 || s.End >= len(at) || s.Start >= s.End {
			continue
		}
		text := ex.Text[at[s.Start]:at[s.End]]
		if s.Type == "LOCATION" && strings.IndexFunc(text, unicode.IsDigit) >= 0 {
			continue
		}
		spans = append(spans, span{at[s.Start], at[s.End], s.Type})
	}
	var out []ner.Sentence
	for off := 0; off < len(ex.Text); {
		end := strings.IndexByte(ex.Text[off:], '\n')
		if end < 0 {
			end = len(ex.Text)
		} else {
			end += off
		}
		line := ex.Text[off:end]
		toks := ner.Tokenize(line, nil)
		if len(toks) > 0 {
			se := ner.Sentence{Text: line, Tokens: toks, Gold: make([]uint8, len(toks))}
			prev := -1 // the span the previous token was in
			for i, t := range toks {
				in := -1
				for k, s := range spans {
					if off+t.Start >= s.start && off+t.End <= s.end {
						in = k
						break
					}
				}
				if in >= 0 {
					tag := "B-"
					if in == prev {
						tag = "I-"
					}
					se.Gold[i] = ner.LabelIndex(tag + bioType[spans[in].typ])
				}
				prev = in
			}
			out = append(out, se)
		}
		off = end + 1
	}
	return out
}

// bioType maps the project types back to the BIO tag types.
var bioType = map[string]string{"PERSON": "PER", "LOCATION": "LOC", "ORGANIZATION": "ORG"}
