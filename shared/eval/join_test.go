package eval

import (
	"testing"
)

func TestJoinDocuments(t *testing.T) {
	s := &Set{Name: "x.cs.dev", Examples: []Example{
		{ID: "0", Lang: "cs", Text: "Řekl to Novák .", Spans: []Span{{8, 13, "PERSON"}}},
		{ID: "1", Lang: "cs", Text: "Žije v Brně .", Spans: []Span{{7, 11, "LOCATION"}}},
		{ID: "2", Lang: "cs", Text: "Novák odešel .", Spans: []Span{{0, 5, "PERSON"}}},
	}}
	j := JoinDocuments(s, 2)
	if len(j.Examples) != 2 || j.Name != "x.cs.dev (2 sentences per text)" {
		t.Fatalf("got %d texts named %q", len(j.Examples), j.Name)
	}
	for _, ex := range j.Examples {
		r := []rune(ex.Text)
		for _, sp := range ex.Spans {
			got := string(r[sp.Start:sp.End])
			if want := map[string]string{"PERSON": "Novák", "LOCATION": "Brně"}[sp.Type]; got != want {
				t.Errorf("%q: span %v is %q, want %q", ex.Text, sp, got, want)
			}
		}
	}
	if j.Examples[0].Text != "Řekl to Novák .\nŽije v Brně ." || len(j.Examples[0].Spans) != 2 {
		t.Errorf("first text %q with %d spans", j.Examples[0].Text, len(j.Examples[0].Spans))
	}
	if len(s.Examples[0].Spans) != 1 || s.Examples[0].Text != "Řekl to Novák ." {
		t.Error("the original set changed")
	}
}
