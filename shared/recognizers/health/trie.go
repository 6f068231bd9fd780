package health

import (
	"sort"
	"strings"
	"unicode/utf8"
)

// trie is the lexicon automaton: one byte trie over folded terms, words
// separated by a single space. A word written with a trailing '*' is a stem:
// any letters may follow it up to the end of the word (Czech, Slovak and
// Polish case endings: "cukrovk*" matches "cukrovka", "cukrovkou").
type trie struct {
	nodes []tnode
	edges []tedge // children of each node, contiguous and sorted by label
	root  [256]int32
	// dense holds a full child table for nodes with many children (the first
	// levels, where common words are walked), so step is one load there.
	dense [][256]int32
}

// denseFrom is the child count from which a node gets a dense table.
const denseFrom = 5

type tnode struct {
	first, count int32 // edges[first:first+count]
	dense        int32 // index into trie.dense, or -1
	star         int32 // node reached after skipping a stem's ending, or -1
	entry        int32 // entry id when a term ends here, or -1
	// inflect: the term may also end with one of the case endings below
	// (medication names: "metformin" in "metformina", "metforminu", "metformine").
	inflect bool
}

type tedge struct {
	label byte
	to    int32
}

// maxEnding bounds the letters (runes) a stem may skip: Czech, Slovak and
// Polish case endings are at most five ("-ových"), and a longer tail is a
// different word ("diabet*" must not match "diabetesfree").
const maxEnding = 5

// builder nodes before flattening.
type bnode struct {
	kids    map[byte]*bnode
	star    *bnode
	entry   int32
	inflect bool
}

func newBnode() *bnode { return &bnode{kids: map[byte]*bnode{}, entry: -1} }

// add inserts a folded term; a word ending in '*' becomes a stem. It returns
// false when the term already has an entry (the first one wins).
func (b *bnode) add(term string, entry int32, inflect bool) bool {
	n := b
	words := strings.Split(term, " ")
	for wi, w := range words {
		if wi > 0 {
			n = n.child(' ')
		}
		stem := strings.HasSuffix(w, "*")
		w = strings.TrimSuffix(w, "*")
		for i := 0; i < len(w); i++ {
			n = n.child(w[i])
		}
		if stem {
			if n.star == nil {
				n.star = newBnode()
			}
			n = n.star
		}
	}
	if n.entry >= 0 {
		return false
	}
	n.entry = entry
	n.inflect = inflect && !strings.HasSuffix(term, "*")
	return true
}

func (b *bnode) child(c byte) *bnode {
	k := b.kids[c]
	if k == nil {
		k = newBnode()
		b.kids[c] = k
	}
	return k
}

func flatten(root *bnode) *trie {
	t := &trie{}
	var walk func(b *bnode) int32
	walk = func(b *bnode) int32 {
		id := int32(len(t.nodes))
		t.nodes = append(t.nodes, tnode{star: -1, dense: -1, entry: b.entry, inflect: b.inflect})
		labels := make([]byte, 0, len(b.kids))
		for c := range b.kids {
			labels = append(labels, c)
		}
		sort.Slice(labels, func(i, j int) bool { return labels[i] < labels[j] })
		kids := make([]int32, len(labels))
		for i, c := range labels {
			kids[i] = walk(b.kids[c])
		}
		first := int32(len(t.edges))
		for i, c := range labels {
			t.edges = append(t.edges, tedge{c, kids[i]})
		}
		t.nodes[id].first, t.nodes[id].count = first, int32(len(labels))
		if len(labels) >= denseFrom {
			var tab [256]int32
			for i := range tab {
				tab[i] = -1
			}
			for i, c := range labels {
				tab[c] = kids[i]
			}
			t.nodes[id].dense = int32(len(t.dense))
			t.dense = append(t.dense, tab)
		}
		if b.star != nil {
			t.nodes[id].star = walk(b.star)
		}
		return id
	}
	walk(root)
	for i := range t.root {
		t.root[i] = -1
	}
	n := t.nodes[0]
	for _, e := range t.edges[n.first : n.first+n.count] {
		t.root[e.label] = e.to
	}
	return t
}

func (t *trie) step(n int32, c byte) int32 {
	nd := &t.nodes[n]
	if nd.dense >= 0 {
		return t.dense[nd.dense][c]
	}
	for _, e := range t.edges[nd.first : nd.first+nd.count] {
		if e.label == c {
			return e.to
		}
		if e.label > c {
			return -1
		}
	}
	return -1
}

// stepFolded follows the folded bytes of r from n.
func (t *trie) stepFolded(n int32, r rune) int32 {
	var buf [8]byte
	for _, c := range foldRune(buf[:0], r) {
		if n = t.step(n, c); n < 0 {
			return -1
		}
	}
	return n
}

type walkState struct {
	node int32
	pos  int
}

// longest returns the end and entry of the longest term that starts at the
// word start i and ends on a word boundary, or entry -1.
func (t *trie) longest(s string, i int) (end int, entry int32) {
	end, entry = -1, -1
	// first rune through the root table
	r, sz := utf8.DecodeRuneInString(s[i:])
	var n int32
	if r < utf8.RuneSelf {
		c := byte(r)
		if c >= 'A' && c <= 'Z' {
			c += 32
		}
		n = t.root[c]
	} else {
		var buf [8]byte
		f := foldRune(buf[:0], r)
		n = t.root[f[0]]
		for _, c := range f[1:] {
			if n < 0 {
				break
			}
			n = t.step(n, c)
		}
	}
	if n < 0 {
		return
	}
	var stack [8]walkState
	sp := 0
	stack[sp] = walkState{n, i + sz}
	sp++
	for sp > 0 {
		sp--
		n, p := stack[sp].node, stack[sp].pos
		for n >= 0 {
			nd := &t.nodes[n]
			// the rune at p; ASCII is read without decoding
			var c byte
			var r rune
			sz := 1
			wordEnd := true
			if p < len(s) {
				c = s[p]
				if c < utf8.RuneSelf {
					wordEnd = !(c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9')
				} else {
					r, sz = utf8.DecodeRuneInString(s[p:])
					wordEnd = !isWordRune(r)
				}
			}
			if nd.star >= 0 && sp < len(stack) {
				we, letters := p, 0
				for we < len(s) && letters <= maxEnding {
					r2, sz2 := utf8.DecodeRuneInString(s[we:])
					if !isWordRune(r2) {
						break
					}
					we += sz2
					letters++
				}
				if letters <= maxEnding {
					stack[sp] = walkState{nd.star, we}
					sp++
				}
			}
			if wordEnd && nd.entry >= 0 && p > end {
				end, entry = p, nd.entry
			}
			if !wordEnd && nd.inflect {
				if we := endingAt(s, p); we > end {
					end, entry = we, nd.entry
				}
			}
			if p >= len(s) {
				break
			}
			if c < utf8.RuneSelf {
				switch {
				case c >= 'A' && c <= 'Z':
					c += 32
				case c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '-':
					n = t.step(n, ' ')
					p = skipBlanks(s, p+1)
					continue
				}
				n = t.step(n, c)
				p++
				continue
			}
			if isBlank(r) {
				n = t.step(n, ' ')
				p = skipBlanks(s, p+sz)
				continue
			}
			n = t.stepFolded(n, r)
			p += sz
		}
	}
	return end, entry
}

// endings are the folded case and language endings a medication name may
// take: es/it/pl -a, -o, -e, fr -e, cs/sk/pl -u, -em, -om, -ou, -y, -ie, -iem,
// -ach, -ami, -ow (-ów), Latin -um.
var endings = map[string]bool{
	"a": true, "e": true, "i": true, "o": true, "u": true, "y": true, "em": true, "om": true, "ou": true,
	"um": true, "ie": true, "iem": true, "ach": true, "ami": true, "ow": true, "owi": true, "ym": true,
}

// endingAt returns the end of the word at p when the rest of the word is one
// of the endings, or -1.
func endingAt(s string, p int) int {
	var buf [8]byte
	b := buf[:0]
	q := p
	for q < len(s) {
		r, sz := utf8.DecodeRuneInString(s[q:])
		if !isWordRune(r) {
			break
		}
		if b = foldRune(b, r); len(b) > 3 {
			return -1
		}
		q += sz
	}
	if endings[string(b)] {
		return q
	}
	return -1
}

// skipBlanks skips up to three more blanks after a word separator.
func skipBlanks(s string, p int) int {
	for q := 0; q < 3 && p < len(s); q++ {
		r, sz := utf8.DecodeRuneInString(s[p:])
		if !isBlank(r) {
			break
		}
		p += sz
	}
	return p
}
