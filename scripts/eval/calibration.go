package main

import (
	"bytes"
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
	dev, corpora = &eval.Reliability{}, &eval.Reliability{}
	var pred []eval.Span
	var score []float64
	var idx []int // index into pred of each entity of an NER type
	for _, s := range sets {
		if !calibrationSet(s) {
			continue
		}
		r := corpora
		if isDevsetName(s.Name) {
			r = dev
		}
		for _, ex := range s.Examples {
			pred, score, idx = pred[:0], score[:0], idx[:0]
			for _, e := range eng.Detect(ex.Text, detect.Options{Threshold: threshold, Lang: ex.Lang}) {
				t, ok := eval.MapType(e.Type, s.Types)
				if !ok {
					continue
				}
				if eval.NERType(e.Type) {
					idx = append(idx, len(pred))
					score = append(score, e.Score)
				}
				pred = append(pred, eval.Span{Start: e.Start, End: e.End, Type: t})
			}
			ok := eval.OverlapMatched(ex.Spans, pred)
			for k, i := range idx {
				r.Add(score[k], ok[i])
			}
		}
	}
	return dev, corpora
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
