package main

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/eval"
)

// TestCalibrationSummary: one row per column group and type that holds an
// entity, the type's ECE and Brier score, "all" last.
func TestCalibrationSummary(t *testing.T) {
	dev, corpora := map[string]*eval.Reliability{}, map[string]*eval.Reliability{}
	for _, k := range []string{"", "PERSON", "LOCATION", "ORGANIZATION"} {
		dev[k], corpora[k] = &eval.Reliability{}, &eval.Reliability{}
	}
	for _, x := range []struct {
		typ string
		s   float64
		ok  bool
	}{{"PERSON", 0.9, true}, {"PERSON", 0.8, false}, {"LOCATION", 0.76, false}} {
		dev[x.typ].Add(x.s, x.ok)
		dev[""].Add(x.s, x.ok)
	}
	got := calibrationSummary(dev, corpora)
	for _, want := range []string{
		"| devset | PERSON | 2 | 0.500 | 0.850 | 0.4500 | 0.3250 |\n",
		"| devset | LOCATION | 1 | 0.000 | 0.760 | 0.7600 | 0.5776 |\n",
		"| devset | all | 3 | 0.333 | 0.820 | 0.5533 | 0.4092 |\n",
	} {
		if !strings.Contains(got, want) {
			t.Errorf("summary\n%s\nlacks %q", got, want)
		}
	}
	if strings.Contains(got, "ORGANIZATION") || strings.Contains(got, "corpora") {
		t.Errorf("summary\n%s\nhas a row without entities", got)
	}
}
