package builtin

import (
	"maps"
	"slices"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/eval"
)

// runAlways is a recognizer that claims every type, so that the engine runs
// it whatever the filter: an engine of these is the default engine with
// nothing skipped.
type runAlways struct {
	detect.Recognizer
	all []string
}

func (r runAlways) Types() []string { return r.all }

// TestFilterSkipsWithoutChangingResults: a request's type filter runs only
// the recognizers of its types (and of the types a wanted Reader reads), and
// the name tagger only when a name type is wanted. Over the dev set and the
// coverage samples, the entities are exactly those of the same filter with
// every recognizer run. Filters tried per text: each type found, the name
// types, every type found but the names, and none.
//
// A filter decides which candidates compete, not only which are reported:
// asking for PASSWORD alone finds the password inside a connection string,
// which the whole string would otherwise take (docs/API.md, "entities and
// what is found").
func TestFilterSkipsWithoutChangingResults(t *testing.T) {
	type sample struct{ id, lang, text string }
	var samples []sample
	sets, err := eval.LoadDevset("")
	if err != nil {
		t.Fatal(err)
	}
	for _, s := range sets {
		for _, ex := range s.Examples {
			samples = append(samples, sample{ex.ID, ex.Lang, ex.Text})
		}
	}
	for _, c := range coverage {
		samples = append(samples, sample{c.typ, "", c.pos}, sample{c.typ + " negative", "", c.neg})
	}
	samples = append(samples, sample{"text1KB", "", text1KB})
	if len(samples) < 100 {
		t.Fatalf("only %d samples", len(samples))
	}
	e := Engine()
	var all []string
	for _, r := range e.Recognizers() {
		all = append(all, r.Types()...)
	}
	var every []detect.Recognizer
	for _, r := range e.Recognizers() {
		every = append(every, runAlways{r, all})
	}
	ref := detect.New(every...)
	names := map[string]bool{"PERSON": true, "LOCATION": true, "ORGANIZATION": true}
	filters := 0
	for _, s := range samples {
		opt := detect.Options{Lang: s.lang, Threshold: defaultThreshold}
		found := e.Detect(s.text, opt)
		if want := ref.Detect(s.text, opt); !slices.Equal(found, want) {
			t.Fatalf("%s, no filter: the reference engine differs:\n got %s\nwant %s", s.id, brief(found), brief(want))
		}
		noNames := map[string]bool{}
		for _, en := range found {
			if !names[en.Type] {
				noNames[en.Type] = true
			}
		}
		try := []map[string]bool{names, noNames, {}}
		for _, en := range found {
			try = append(try, map[string]bool{en.Type: true})
		}
		for _, types := range try {
			filters++
			o := opt
			o.Types = types
			got, want := e.Detect(s.text, o), ref.Detect(s.text, o)
			if !slices.Equal(got, want) {
				t.Errorf("%s, filter %v:\n got %s\nwant %s", s.id, slices.Sorted(maps.Keys(types)), brief(got), brief(want))
			}
		}
	}
	t.Logf("%d samples, %d filters", len(samples), filters)
}
