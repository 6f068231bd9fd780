package health

import (
	"reflect"
	"sort"
	"strings"
	"testing"
)

// refNode is the straightforward builder (a map of children per node) that
// trieBuilder replaced for speed: the reference its trie must equal.
type refNode struct {
	kids    map[byte]*refNode
	star    *refNode
	entry   int32
	inflect bool
}

func newRefNode() *refNode { return &refNode{kids: map[byte]*refNode{}, entry: -1} }

func (b *refNode) add(term string, entry int32, inflect bool) bool {
	n := b
	for wi, w := range strings.Split(term, " ") {
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
				n.star = newRefNode()
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

func (b *refNode) child(c byte) *refNode {
	k := b.kids[c]
	if k == nil {
		k = newRefNode()
		b.kids[c] = k
	}
	return k
}

func refFlatten(root *refNode) *trie {
	t := &trie{}
	var walk func(b *refNode) int32
	walk = func(b *refNode) int32 {
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

// TestTrieBuilderEqualsReference: the lexicon's trie is, node for node, the
// one the map-based builder lays out from the same terms.
func TestTrieBuilderEqualsReference(t *testing.T) {
	files, err := lexiconFS.ReadDir("lexicon")
	if err != nil {
		t.Fatal(err)
	}
	ref := newRefNode()
	if _, err := parseLexicon(files, ref.add); err != nil {
		t.Fatal(err)
	}
	want := refFlatten(ref)
	got := loadLexicon().trie
	if len(got.nodes) < 10000 || len(got.dense) == 0 {
		t.Fatalf("trie of %d nodes, %d dense", len(got.nodes), len(got.dense))
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("trie differs from the reference: %d/%d nodes, %d/%d edges, %d/%d dense",
			len(got.nodes), len(want.nodes), len(got.edges), len(want.edges), len(got.dense), len(want.dense))
	}
}

// TestTrieBuilderCases: stems, multi-word terms, first entry wins, and
// terms sharing prefixes, against the reference builder.
func TestTrieBuilderCases(t *testing.T) {
	terms := []struct {
		term    string
		inflect bool
	}{
		{"diabet*", false}, {"diabetes", false}, {"diabetes mellitus", true}, {"dia", true},
		{"asthma", false}, {"asthma", true}, {"a b c", false}, {"a b*", false}, {"cukrovk* typu 2", false},
		{"zzz", true}, {"b", false}, {"c", false}, {"d", false}, {"e", false}, {"f", false},
	}
	b, ref := newTrieBuilder(0), newRefNode()
	for i, tc := range terms {
		if got, want := b.add(tc.term, int32(i), tc.inflect), ref.add(tc.term, int32(i), tc.inflect); got != want {
			t.Errorf("add %q: %v, reference %v", tc.term, got, want)
		}
	}
	if got, want := b.flatten(), refFlatten(ref); !reflect.DeepEqual(got, want) {
		t.Errorf("trie %+v\nwant %+v", got, want)
	}
}
