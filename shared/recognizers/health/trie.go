package health

import (
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

// trieBuilder holds the trie while terms are added, before flatten lays it
// out. Its nodes live in one slice and link to their children through a list
// sorted by label (first child, next sibling), so that adding a term
// allocates nothing once the slice has room: a map of children per node made
// the lexicon's build the larger part of a cold start.
type trieBuilder struct {
	nodes []bnode // nodes[0] is the root
	// rootKids indexes the root's children by label (every term starts
	// there, and it has the most children); 0: none
	rootKids [256]int32
}

type bnode struct {
	kid, next int32 // first child and next sibling (by label), or -1
	star      int32 // the node after a stem's ending, or -1
	entry     int32
	label     byte
	inflect   bool
}

// newTrieBuilder returns a builder with room for size nodes (it grows past
// them if need be).
func newTrieBuilder(size int) *trieBuilder {
	b := &trieBuilder{nodes: make([]bnode, 0, size+1)}
	b.newNode(0)
	return b
}

func (b *trieBuilder) newNode(label byte) int32 {
	b.nodes = append(b.nodes, bnode{kid: -1, next: -1, star: -1, entry: -1, label: label})
	return int32(len(b.nodes) - 1)
}

// add inserts a folded term; a word ending in '*' becomes a stem. It returns
// false when the term already has an entry (the first one wins).
func (b *trieBuilder) add(term string, entry int32, inflect bool) bool {
	n := int32(0)
	for wi, rest := 0, term; ; wi++ {
		w, more := rest, false
		if sp := strings.IndexByte(rest, ' '); sp >= 0 {
			w, rest, more = rest[:sp], rest[sp+1:], true
		}
		if wi > 0 {
			n = b.child(n, ' ')
		}
		stem := strings.HasSuffix(w, "*")
		w = strings.TrimSuffix(w, "*")
		for i := 0; i < len(w); i++ {
			n = b.child(n, w[i])
		}
		if stem {
			if b.nodes[n].star < 0 {
				s := b.newNode(0)
				b.nodes[n].star = s
			}
			n = b.nodes[n].star
		}
		if !more {
			break
		}
	}
	if b.nodes[n].entry >= 0 {
		return false
	}
	b.nodes[n].entry = entry
	b.nodes[n].inflect = inflect && !strings.HasSuffix(term, "*")
	return true
}

// child returns n's child under label c, added in label order if missing.
func (b *trieBuilder) child(n int32, c byte) int32 {
	if n == 0 && b.rootKids[c] != 0 {
		return b.rootKids[c]
	}
	prev, k := int32(-1), b.nodes[n].kid
	for k >= 0 && b.nodes[k].label < c {
		prev, k = k, b.nodes[k].next
	}
	if k >= 0 && b.nodes[k].label == c {
		return k
	}
	nk := b.newNode(c)
	if n == 0 {
		b.rootKids[c] = nk
	}
	b.nodes[nk].next = k
	if prev < 0 {
		b.nodes[n].kid = nk
	} else {
		b.nodes[prev].next = nk
	}
	return nk
}

// flatten lays the trie out in depth-first order: a node, then its
// children's subtrees by label, then its star's subtree; a node's edges
// follow those of its children's subtrees.
func (b *trieBuilder) flatten() *trie {
	edges, dense := 0, 0
	for i := range b.nodes {
		kids := 0
		for k := b.nodes[i].kid; k >= 0; k = b.nodes[k].next {
			kids++
		}
		edges += kids
		if kids >= denseFrom {
			dense++
		}
	}
	t := &trie{nodes: make([]tnode, 0, len(b.nodes)), edges: make([]tedge, 0, edges), dense: make([][256]int32, 0, dense)}
	var kids []int32 // the children's ids of the nodes being walked, as a stack
	var walk func(n int32) int32
	walk = func(n int32) int32 {
		bn := &b.nodes[n]
		id := int32(len(t.nodes))
		t.nodes = append(t.nodes, tnode{star: -1, dense: -1, entry: bn.entry, inflect: bn.inflect})
		base := len(kids)
		for k := bn.kid; k >= 0; k = b.nodes[k].next {
			kids = append(kids, 0)
		}
		i := base
		for k := bn.kid; k >= 0; k = b.nodes[k].next {
			id := walk(k) // before indexing kids, which the walk may grow
			kids[i] = id
			i++
		}
		count := len(kids) - base
		first := int32(len(t.edges))
		i = base
		for k := bn.kid; k >= 0; k = b.nodes[k].next {
			t.edges = append(t.edges, tedge{b.nodes[k].label, kids[i]})
			i++
		}
		t.nodes[id].first, t.nodes[id].count = first, int32(count)
		if count >= denseFrom {
			t.dense = append(t.dense, [256]int32{})
			tab := &t.dense[len(t.dense)-1]
			for j := range tab {
				tab[j] = -1
			}
			for _, e := range t.edges[first : first+int32(count)] {
				tab[e.label] = e.to
			}
			t.nodes[id].dense = int32(len(t.dense) - 1)
		}
		kids = kids[:base]
		if bn.star >= 0 {
			t.nodes[id].star = walk(bn.star)
		}
		return id
	}
	walk(0)
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
