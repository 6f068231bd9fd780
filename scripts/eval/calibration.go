package main

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/eval"
)

// calibrationSet reports the sets whose PERSON, LOCATION and ORGANIZATION
// scores the reliability table measures: the NER corpora and the dev set.
func calibrationSet(s *eval.Set) bool {
	return s.Kind == "ner" || isDevsetName(s.Name)
}

// reliability runs eng over the sets (calibrationSet) and tallies the
// PERSON, LOCATION and ORGANIZATION entities it reports by score: the dev
// set's and the corpora's apart.
func reliability(eng *detect.Engine, sets []*eval.Set, threshold float64) (dev, corpora *eval.Reliability) {
	d, c := reliabilityByType(eng, sets, threshold)
	return d[""], c[""]
}

// reliabilityByType is reliability with a tally per entity type besides
// the one over all three (key "").
func reliabilityByType(eng *detect.Engine, sets []*eval.Set, threshold float64) (dev, corpora map[string]*eval.Reliability) {
	dev, corpora = map[string]*eval.Reliability{}, map[string]*eval.Reliability{}
	for _, t := range []string{"", "PERSON", "LOCATION", "ORGANIZATION"} {
		dev[t], corpora[t] = &eval.Reliability{}, &eval.Reliability{}
	}
	var pred []eval.Span
	var score []float64
	var idx []int // index into pred of each entity of an NER type
	var typ []string
	for _, s := range sets {
		if !calibrationSet(s) {
			continue
		}
		r := corpora
		if isDevsetName(s.Name) {
			r = dev
		}
		for _, ex := range s.Examples {
			pred, score, idx, typ = pred[:0], score[:0], idx[:0], typ[:0]
			for _, e := range eng.Detect(ex.Text, detect.Options{Threshold: threshold, Lang: ex.Lang}) {
				t, ok := eval.MapType(e.Type, s.Types)
				if !ok {
					continue
				}
				if eval.NERType(e.Type) {
					idx = append(idx, len(pred))
					score = append(score, e.Score)
					typ = append(typ, e.Type)
				}
				pred = append(pred, eval.Span{Start: e.Start, End: e.End, Type: t})
			}
			ok := eval.OverlapMatched(ex.Spans, pred)
			for k, i := range idx {
				r[""].Add(score[k], ok[i])
				if rt := r[typ[k]]; rt != nil {
					rt.Add(score[k], ok[i])
				}
			}
		}
	}
	return dev, corpora
}

// calibrationSummary renders, per column group and type, the entities,
// their observed precision, mean score, ECE and Brier score.
func calibrationSummary(dev, corpora map[string]*eval.Reliability) string {
	var b bytes.Buffer
	b.WriteString("| sets | type | n | P | mean score | ECE | Brier |\n|---|---|---:|---:|---:|---:|---:|\n")
	for _, c := range []struct {
		name string
		m    map[string]*eval.Reliability
	}{{"devset", dev}, {"corpora", corpora}} {
		for _, t := range []string{"PERSON", "LOCATION", "ORGANIZATION", ""} {
			r := c.m[t]
			n, tp := r.Total()
			if n == 0 {
				continue
			}
			var sum float64
			for _, x := range r.Sum {
				sum += x
			}
			name := t
			if t == "" {
				name = "all"
			}
			fmt.Fprintf(&b, "| %s | %s | %d | %.3f | %.3f | %.4f | %.4f |\n", c.name, name, n, float64(tp)/float64(n), sum/float64(n), r.ECE(), r.Brier())
		}
	}
	return b.String()
}

// reliabilityTable renders the table of dev and corpora (either may be
// nil or empty: its columns are left out).
func reliabilityTable(dev, corpora *eval.Reliability) string {
	var b bytes.Buffer
	var cols []eval.ReliabilityCol
	for _, c := range []eval.ReliabilityCol{{Name: "devset", R: dev}, {Name: "corpora", R: corpora}} {
		if c.R == nil {
			continue
		}
		if n, _ := c.R.Total(); n > 0 {
			cols = append(cols, c)
		}
	}
	eval.WriteReliability(&b, cols)
	return b.String()
}

func isDevsetName(name string) bool { return strings.HasPrefix(name, "devset.") }
