package eval

import (
	"fmt"
	"io"
	"strings"
)

// Ablation is one run of the dev sets with some of the tagger's post-tagging
// stages switched off: Results in the same set order as the base run.
type Ablation struct {
	Stage, Langs string
	Results      []SetResult
}

// NERCounts is a set's micro total over PERSON, LOCATION and ORGANIZATION.
func NERCounts(r SetResult) Counts { return r.ByType.Total(NERType) }

// SetGroup names the genre a dev set belongs to, by its corpus (the first
// part of its name): the ablation's verdicts are read across genres.
func SetGroup(name string) string {
	corpus, _, _ := strings.Cut(name, ".")
	switch {
	case corpus == "wikiann":
		return "wiki"
	case strings.HasPrefix(corpus, "hipe"):
		return "historic"
	case corpus == "europarl":
		return "parliament"
	case corpus == "presidio-synth-v2" || corpus == "meddocan":
		return "pii"
	case corpus == "devset":
		return "realistic"
	case corpus == "uner-ewt" || corpus == "uner-snk":
		return "web"
	}
	return "news"
}

// groupOrder is the order of SetGroup's groups in the report.
var groupOrder = []string{"news", "web", "wiki", "parliament", "historic", "pii", "realistic"}

// delta is the micro IoU F1 of base minus off over the sets for which keep
// is true: what the switched-off stages contribute.
func delta(base, off []SetResult, keep func(i int) bool) float64 {
	var b, o Counts
	for i := range base {
		if keep(i) {
			b.Add(NERCounts(base[i]))
			o.Add(NERCounts(off[i]))
		}
	}
	return b.Overlap().F1 - o.Overlap().F1
}

// WriteAblation renders what each stage contributes: micro IoU F1 over
// PERSON, LOCATION and ORGANIZATION with every stage on minus with the
// stage off, per set, per genre (SetGroup, the sets' counts pooled) and over
// all sets pooled. Positive: the stage pays.
func WriteAblation(w io.Writer, base []SetResult, rows []Ablation) {
	short := func(name string) string { // corpus.lang(.dev2)
		return strings.TrimSuffix(strings.Replace(name, ".dev", "", 1), ".")
	}
	groups := map[string]bool{}
	for _, r := range base {
		groups[SetGroup(r.Set.Name)] = true
	}
	var gs []string
	for _, g := range groupOrder {
		if groups[g] {
			gs = append(gs, g)
		}
	}
	all := func(int) bool { return true }

	fmt.Fprintf(w, "Contribution of each post-tagging stage: micro IoU F1 (>= %.1f) over PERSON, LOCATION and ORGANIZATION with every stage on, minus with the stage off. Positive: the stage pays.\n\n", MinIoU)
	fmt.Fprintf(w, "By genre (the sets' counts pooled):\n\n| stage | langs |")
	for _, g := range gs {
		fmt.Fprintf(w, " %s |", g)
	}
	fmt.Fprintf(w, " all sets | sets + | sets - |\n|---|---|")
	for range gs {
		fmt.Fprintf(w, "---:|")
	}
	fmt.Fprintf(w, "---:|---:|---:|\n| F1, all stages on | |")
	for _, g := range gs {
		var c Counts
		for _, r := range base {
			if SetGroup(r.Set.Name) == g {
				c.Add(NERCounts(r))
			}
		}
		fmt.Fprintf(w, " %.3f |", c.Overlap().F1)
	}
	var c Counts
	for _, r := range base {
		c.Add(NERCounts(r))
	}
	fmt.Fprintf(w, " %.3f | | |\n", c.Overlap().F1)
	for _, a := range rows {
		fmt.Fprintf(w, "| %s | %s |", a.Stage, a.Langs)
		for _, g := range gs {
			fmt.Fprintf(w, " %+.4f |", delta(base, a.Results, func(i int) bool { return SetGroup(base[i].Set.Name) == g }))
		}
		plus, minus := 0, 0
		for i := range base {
			d := delta(base, a.Results, func(j int) bool { return j == i })
			if d >= 0.0005 {
				plus++
			} else if d <= -0.0005 {
				minus++
			}
		}
		fmt.Fprintf(w, " %+.4f | %d | %d |\n", delta(base, a.Results, all), plus, minus)
	}

	fmt.Fprintf(w, "\nBy set (sets + / - count the sets where the stage moves F1 by 0.0005 or more):\n\n| stage |")
	for _, r := range base {
		fmt.Fprintf(w, " %s |", short(r.Set.Name))
	}
	fmt.Fprintf(w, "\n|---|")
	for range base {
		fmt.Fprintf(w, "---:|")
	}
	fmt.Fprintf(w, "\n| F1, all stages on |")
	for _, r := range base {
		fmt.Fprintf(w, " %.3f |", NERCounts(r).Overlap().F1)
	}
	fmt.Fprintln(w)
	for _, a := range rows {
		fmt.Fprintf(w, "| %s |", a.Stage)
		for i := range base {
			fmt.Fprintf(w, " %+.3f |", delta(base, a.Results, func(j int) bool { return j == i }))
		}
		fmt.Fprintln(w)
	}
}
