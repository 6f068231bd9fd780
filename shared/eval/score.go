// Package eval scores detected spans against gold spans: exact-span and
// IoU >= 0.5 matching, per type, with precision, recall and F1. It also loads
// the project's labelled dev sets (see load.go) and renders Markdown tables
// (see report.go). scripts/eval is the command that ties these together.
package eval

import "sort"

// Span is a labelled range in code points, end exclusive.
type Span struct {
	Start, End int
	Type       string
}

// Counts accumulates one type's (or a total's) matching results.
type Counts struct {
	Gold, Pred int
	ExactTP    int // predicted spans with the same type, start and end as a gold span
	OverlapTP  int // predicted spans with the same type and IoU >= 0.5 (one-to-one)
}

// Add adds o to c.
func (c *Counts) Add(o Counts) {
	c.Gold += o.Gold
	c.Pred += o.Pred
	c.ExactTP += o.ExactTP
	c.OverlapTP += o.OverlapTP
}

// PRF is precision, recall and F1.
type PRF struct{ P, R, F1 float64 }

func prf(tp, pred, gold int) PRF {
	var m PRF
	if pred > 0 {
		m.P = float64(tp) / float64(pred)
	}
	if gold > 0 {
		m.R = float64(tp) / float64(gold)
	}
	if m.P+m.R > 0 {
		m.F1 = 2 * m.P * m.R / (m.P + m.R)
	}
	return m
}

// Exact is P/R/F1 under exact-span matching.
func (c Counts) Exact() PRF { return prf(c.ExactTP, c.Pred, c.Gold) }

// Overlap is P/R/F1 under IoU >= 0.5 matching.
func (c Counts) Overlap() PRF { return prf(c.OverlapTP, c.Pred, c.Gold) }

// MinIoU is the overlap a predicted span needs with a gold span of the same
// type to count as a match in the overlap metric (inclusive).
const MinIoU = 0.5

// IoU is the intersection over union of two spans' ranges (types ignored).
func IoU(a, b Span) float64 {
	lo, hi := max(a.Start, b.Start), min(a.End, b.End)
	if hi <= lo {
		return 0
	}
	inter := hi - lo
	union := max(a.End, b.End) - min(a.Start, b.Start)
	return float64(inter) / float64(union)
}

// Score matches pred against gold for one text and returns counts per type.
// Matching is one-to-one: a duplicate prediction of a gold span counts once as
// a true positive and once as a false positive. Overlap matching is greedy,
// best IoU first, so the result does not depend on the input order.
func Score(gold, pred []Span) map[string]Counts {
	out := map[string]Counts{}
	for _, g := range gold {
		c := out[g.Type]
		c.Gold++
		out[g.Type] = c
	}
	for _, p := range pred {
		c := out[p.Type]
		c.Pred++
		out[p.Type] = c
	}
	// exact: count multiset intersection
	type key struct {
		s, e int
		t    string
	}
	avail := make(map[key]int, len(gold))
	for _, g := range gold {
		avail[key{g.Start, g.End, g.Type}]++
	}
	for _, p := range pred {
		k := key{p.Start, p.End, p.Type}
		if avail[k] > 0 {
			avail[k]--
			c := out[p.Type]
			c.ExactTP++
			out[p.Type] = c
		}
	}
	for pi, ok := range OverlapMatched(gold, pred) {
		if ok {
			c := out[pred[pi].Type]
			c.OverlapTP++
			out[pred[pi].Type] = c
		}
	}
	return out
}

// OverlapMatched reports, for each predicted span, whether the overlap
// metric matches it to a gold span: same type and IoU >= MinIoU, one-to-one,
// greedy over all qualifying pairs with the best IoU first (Score's OverlapTP
// counts the true entries).
func OverlapMatched(gold, pred []Span) []bool {
	type pair struct {
		g, p int
		iou  float64
	}
	var pairs []pair
	for gi, g := range gold {
		for pi, p := range pred {
			if g.Type != p.Type {
				continue
			}
			if v := IoU(g, p); v >= MinIoU {
				pairs = append(pairs, pair{gi, pi, v})
			}
		}
	}
	sort.Slice(pairs, func(i, j int) bool {
		a, b := pairs[i], pairs[j]
		if a.iou != b.iou {
			return a.iou > b.iou
		}
		if a.g != b.g {
			return a.g < b.g
		}
		return a.p < b.p
	})
	usedG := make([]bool, len(gold))
	usedP := make([]bool, len(pred))
	for _, pr := range pairs {
		if usedG[pr.g] || usedP[pr.p] {
			continue
		}
		usedG[pr.g], usedP[pr.p] = true, true
	}
	return usedP
}

// Tally accumulates counts per type over many texts.
type Tally map[string]*Counts

// Add merges one text's per-type counts.
func (t Tally) Add(per map[string]Counts) {
	for typ, c := range per {
		cur := t[typ]
		if cur == nil {
			cur = &Counts{}
			t[typ] = cur
		}
		cur.Add(c)
	}
}

// Total sums the counts of the types for which keep returns true (all when
// keep is nil).
func (t Tally) Total(keep func(typ string) bool) Counts {
	var c Counts
	for typ, v := range t {
		if keep == nil || keep(typ) {
			c.Add(*v)
		}
	}
	return c
}

// Types returns the tally's types, sorted.
func (t Tally) Types() []string {
	out := make([]string, 0, len(t))
	for typ := range t {
		out = append(out, typ)
	}
	sort.Strings(out)
	return out
}
