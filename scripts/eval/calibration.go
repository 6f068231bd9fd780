package main

import (
	"bytes"
	"fmt"
	"io"

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
// set's and the corpora's apart. dump, when not nil, gets one line per such
// entity: set, recognizer score before context (unrounded), matched 0/1.
func reliability(eng *detect.Engine, sets []*eval.Set, threshold float64, dump io.Writer) (dev, corpora *eval.Reliability) {
	dev, corpora = &eval.Reliability{}, &eval.Reliability{}
	var pred []eval.Span
	var score []float64
	var raw []float64
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
			pred, score, raw, idx = pred[:0], score[:0], raw[:0], idx[:0]
			for _, e := range eng.Detect(ex.Text, detect.Options{Threshold: threshold, Lang: ex.Lang, Explain: dump != nil}) {
				t, ok := eval.MapType(e.Type, s.Types)
				if !ok {
					continue
				}
				if eval.NERType(e.Type) {
					idx = append(idx, len(pred))
					score = append(score, e.Score)
					if e.Explanation != nil {
						raw = append(raw, e.Explanation.ScoreBefore)
					}
				}
				pred = append(pred, eval.Span{Start: e.Start, End: e.End, Type: t})
			}
			ok := eval.OverlapMatched(ex.Spans, pred)
			for k, i := range idx {
				r.Add(score[k], ok[i])
				if dump != nil {
					b := 0
					if ok[i] {
						b = 1
					}
					fmt.Fprintf(dump, "%s\t%s\t%.9f\t%d\n", s.Name, pred[i].Type, raw[k], b)
				}
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

func isDevsetName(name string) bool { return len(name) > 7 && name[:7] == "devset." }
