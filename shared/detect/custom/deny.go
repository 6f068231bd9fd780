package custom

import (
	"fmt"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
)

// DenyScore is the score of a deny-list match (before context).
const DenyScore = 1.0

// denyRec finds a recognizer's deny-list phrases. The phrases are compiled
// into one trie of lower-cased words, so a text is scanned once whatever the
// number of phrases: at each word the trie is walked for at most
// MaxDenyPhraseWords words (one map look-up each).
type denyRec struct {
	name, typ string
	ctx       *detect.Context
	edges     map[edge]int32 // (node, word) -> child node
	final     []bool         // node ends a phrase
}

type edge struct {
	node int32
	word string
}

func (r *denyRec) Name() string               { return r.name }
func (r *denyRec) Types() []string            { return []string{r.typ} }
func (r *denyRec) Needs() detect.Need         { return 0 }
func (r *denyRec) Describe() (string, string) { return "deny_list", "" }

func isWordRune(r rune) bool {
	return unicode.IsLetter(r) || unicode.IsDigit(r) || unicode.Is(unicode.Mn, r)
}

// words splits s into maximal runs of letters and digits, lower-cased; a
// phrase and a text are split the same way, so punctuation and spacing
// between words are not compared.
func words(s string) []string {
	var out []string
	var b strings.Builder
	for _, r := range s {
		if isWordRune(r) {
			b.WriteRune(unicode.ToLower(r))
			continue
		}
		if b.Len() > 0 {
			out = append(out, b.String())
			b.Reset()
		}
	}
	if b.Len() > 0 {
		out = append(out, b.String())
	}
	return out
}

func compileDeny(field, rn, typ string, phrases []string, ctx *detect.Context) (*denyRec, *Error) {
	r := &denyRec{name: rn, typ: typ, ctx: ctx, edges: map[edge]int32{}, final: []bool{false}}
	for k, p := range phrases {
		ws := words(p)
		switch {
		case utf8.RuneCountInString(p) > MaxDenyPhraseChars:
			return nil, &Error{Field: fmt.Sprintf("%s[%d]", field, k), Recognizer: rn, Msg: fmt.Sprintf("is longer than %d characters", MaxDenyPhraseChars)}
		case len(ws) == 0:
			return nil, &Error{Field: fmt.Sprintf("%s[%d]", field, k), Recognizer: rn, Msg: "holds no letter or digit"}
		case len(ws) > MaxDenyPhraseWords:
			return nil, &Error{Field: fmt.Sprintf("%s[%d]", field, k), Recognizer: rn, Msg: fmt.Sprintf("has more than %d words", MaxDenyPhraseWords)}
		}
		node := int32(0)
		for _, w := range ws {
			next, ok := r.edges[edge{node, w}]
			if !ok {
				next = int32(len(r.final))
				r.final = append(r.final, false)
				r.edges[edge{node, w}] = next
			}
			node = next
		}
		r.final[node] = true
	}
	return r, nil
}

// span is one word of the text: its bytes in the text and in the lower-cased copy.
type span struct{ start, end, lstart, lend int }

func (r *denyRec) Find(d *detect.Doc, out []detect.Match) []detect.Match {
	t := d.Text
	var low strings.Builder
	low.Grow(len(t))
	var ws []span
	in := false
	for i, c := range t {
		if isWordRune(c) {
			if !in {
				ws = append(ws, span{start: i, lstart: low.Len()})
				in = true
			}
			low.WriteRune(unicode.ToLower(c))
			continue
		}
		if in {
			ws[len(ws)-1].end, ws[len(ws)-1].lend = i, low.Len()
			in = false
		}
	}
	if in {
		ws[len(ws)-1].end, ws[len(ws)-1].lend = len(t), low.Len()
	}
	l := low.String()
	for i := range ws {
		node, last := int32(0), -1
		for j := i; j < len(ws) && j-i < MaxDenyPhraseWords; j++ {
			next, ok := r.edges[edge{node, l[ws[j].lstart:ws[j].lend]}]
			if !ok {
				break
			}
			node = next
			if r.final[node] {
				last = j
			}
		}
		if last >= 0 {
			out = append(out, detect.Match{Type: r.typ, Start: ws[i].start, End: ws[last].end, Score: DenyScore, Context: r.ctx})
		}
	}
	return out
}
