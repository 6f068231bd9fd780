package eval

import (
	"os"
	"path/filepath"
	"testing"
)

func TestScore(t *testing.T) {
	type want struct{ gold, pred, exact, overlap int }
	tests := []struct {
		name       string
		gold, pred []Span
		want       map[string]want
	}{
		{"perfect match",
			[]Span{{0, 5, "PERSON"}, {10, 16, "LOCATION"}},
			[]Span{{10, 16, "LOCATION"}, {0, 5, "PERSON"}},
			map[string]want{"PERSON": {1, 1, 1, 1}, "LOCATION": {1, 1, 1, 1}}},
		{"partial overlap above 0.5 counts only for IoU",
			[]Span{{0, 10, "PERSON"}},
			[]Span{{0, 8, "PERSON"}},
			map[string]want{"PERSON": {1, 1, 0, 1}}},
		{"partial overlap below 0.5 counts for neither",
			[]Span{{0, 10, "PERSON"}},
			[]Span{{6, 12, "PERSON"}},
			map[string]want{"PERSON": {1, 1, 0, 0}}},
		{"type mismatch is a miss and a false positive",
			[]Span{{0, 5, "PERSON"}},
			[]Span{{0, 5, "ORGANIZATION"}},
			map[string]want{"PERSON": {1, 0, 0, 0}, "ORGANIZATION": {0, 1, 0, 0}}},
		{"duplicate prediction matches once",
			[]Span{{0, 5, "PERSON"}},
			[]Span{{0, 5, "PERSON"}, {0, 5, "PERSON"}},
			map[string]want{"PERSON": {1, 2, 1, 1}}},
		{"duplicate gold needs two predictions",
			[]Span{{0, 5, "PERSON"}, {0, 5, "PERSON"}},
			[]Span{{0, 5, "PERSON"}},
			map[string]want{"PERSON": {2, 1, 1, 1}}},
		{"IoU exactly 0.5 matches",
			[]Span{{0, 4, "PERSON"}},
			[]Span{{0, 2, "PERSON"}},
			map[string]want{"PERSON": {1, 1, 0, 1}}},
		{"IoU just below 0.5 does not match",
			[]Span{{0, 5, "PERSON"}},
			[]Span{{0, 2, "PERSON"}},
			map[string]want{"PERSON": {1, 1, 0, 0}}},
		{"one prediction cannot cover two gold spans",
			[]Span{{0, 4, "LOCATION"}, {5, 9, "LOCATION"}},
			[]Span{{0, 6, "LOCATION"}},
			map[string]want{"LOCATION": {2, 1, 0, 1}}},
		{"greedy picks the best IoU pair first",
			[]Span{{0, 10, "ORGANIZATION"}, {2, 12, "ORGANIZATION"}},
			[]Span{{2, 12, "ORGANIZATION"}, {0, 9, "ORGANIZATION"}},
			map[string]want{"ORGANIZATION": {2, 2, 1, 2}}},
		{"no predictions",
			[]Span{{0, 4, "PERSON"}}, nil,
			map[string]want{"PERSON": {1, 0, 0, 0}}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got := Score(tc.gold, tc.pred)
			if len(got) != len(tc.want) {
				t.Fatalf("types = %v, want %v", got, tc.want)
			}
			for typ, w := range tc.want {
				c := got[typ]
				if c.Gold != w.gold || c.Pred != w.pred || c.ExactTP != w.exact || c.OverlapTP != w.overlap {
					t.Errorf("%s: got %+v, want %+v", typ, c, w)
				}
			}
		})
	}
}

func TestPRF(t *testing.T) {
	c := Counts{Gold: 4, Pred: 2, ExactTP: 1, OverlapTP: 2}
	if e := c.Exact(); e.P != 0.5 || e.R != 0.25 || e.F1 < 0.3333 || e.F1 > 0.3334 {
		t.Errorf("exact = %+v", e)
	}
	if o := c.Overlap(); o.P != 1 || o.R != 0.5 || o.F1 < 0.6666 || o.F1 > 0.6667 {
		t.Errorf("overlap = %+v", o)
	}
	if z := (Counts{}).Exact(); z != (PRF{}) {
		t.Errorf("empty = %+v", z)
	}
}

func TestIoU(t *testing.T) {
	tests := []struct {
		a, b Span
		want float64
	}{
		{Span{0, 4, ""}, Span{0, 4, ""}, 1},
		{Span{0, 4, ""}, Span{2, 6, ""}, 2.0 / 6},
		{Span{0, 4, ""}, Span{4, 8, ""}, 0},
		{Span{0, 10, ""}, Span{3, 5, ""}, 0.2},
	}
	for _, tc := range tests {
		if got := IoU(tc.a, tc.b); got != tc.want {
			t.Errorf("IoU(%v,%v) = %v, want %v", tc.a, tc.b, got, tc.want)
		}
	}
}

func TestMapType(t *testing.T) {
	gold := map[string]bool{"PHONE_NUMBER": true, "DATE_TIME": true, "PERSON": true}
	tests := []struct {
		pred, want string
		ok         bool
	}{
		{"PERSON", "PERSON", true},
		{"MOBILE_PHONE_NUMBER", "PHONE_NUMBER", true},
		{"LANDLINE_PHONE_NUMBER", "PHONE_NUMBER", true},
		{"DATE_OF_BIRTH", "DATE_TIME", true},
		{"EMAIL_ADDRESS", "", false},
		{"NOT_A_TYPE", "", false},
	}
	for _, tc := range tests {
		got, ok := MapType(tc.pred, gold)
		if got != tc.want || ok != tc.ok {
			t.Errorf("MapType(%s) = %s,%v want %s,%v", tc.pred, got, ok, tc.want, tc.ok)
		}
	}
}

func TestLoadBIOCodePoints(t *testing.T) {
	dir := t.TempDir()
	p := filepath.Join(dir, "x.cs.dev.bio")
	data := "Pan\tO\nNovák\tB-PER\nžije\tO\nv\tO\nÚstí\tB-LOC\nnad\tI-LOC\nLabem\tI-LOC\n.\tO\n\nEU\tB-MISC\nx\tI-ORG\n\n"
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
	s, err := LoadBIO(p)
	if err != nil {
		t.Fatal(err)
	}
	if s.Lang != "cs" || s.Name != "x.cs.dev" || len(s.Examples) != 2 {
		t.Fatalf("set = %+v", s)
	}
	ex := s.Examples[0]
	if ex.Text != "Pan Novák žije v Ústí nad Labem ." {
		t.Fatalf("text = %q", ex.Text)
	}
	want := []Span{{4, 9, "PERSON"}, {17, 31, "LOCATION"}}
	if len(ex.Spans) != 2 || ex.Spans[0] != want[0] || ex.Spans[1] != want[1] {
		t.Errorf("spans = %v, want %v", ex.Spans, want)
	}
	// MISC is dropped; a stray I-ORG starts a new entity.
	if sp := s.Examples[1].Spans; len(sp) != 1 || sp[0] != (Span{3, 4, "ORGANIZATION"}) {
		t.Errorf("second = %v", sp)
	}
}

func TestLoadJSONL(t *testing.T) {
	dir := t.TempDir()
	os.MkdirAll(filepath.Join(dir, "pii"), 0o755)
	os.WriteFile(filepath.Join(dir, "pii", "labels.json"), []byte(`{"NAME":"PERSON","SEX":null}`), 0o644)
	os.WriteFile(filepath.Join(dir, "pii", "c.es.dev.jsonl"), []byte(
		`{"id":"1","lang":"es","text":"Señor Ruiz, varón","spans":[{"start":6,"end":10,"label":"NAME"},{"start":12,"end":17,"label":"SEX"}]}`+"\n"), 0o644)
	sets, err := LoadDir(dir, "")
	if err != nil {
		t.Fatal(err)
	}
	if len(sets) != 1 || len(sets[0].Examples) != 1 {
		t.Fatalf("sets = %+v", sets)
	}
	s := sets[0]
	if !s.Types["PERSON"] || len(s.Types) != 1 {
		t.Errorf("types = %v", s.Types)
	}
	if sp := s.Examples[0].Spans; len(sp) != 1 || sp[0] != (Span{6, 10, "PERSON"}) {
		t.Errorf("spans = %v", sp)
	}
	os.WriteFile(filepath.Join(dir, "pii", "labels.json"), []byte(`{"NAME":"PERSON"}`), 0o644)
	if _, err := LoadDir(dir, ""); err == nil {
		t.Error("unknown label accepted")
	}
}

func TestEvaluateMapsAndCountsUnscored(t *testing.T) {
	s := &Set{Name: "t", Lang: "en", Types: map[string]bool{"PHONE_NUMBER": true},
		Examples: []Example{{Lang: "en", Text: "call 555 1234", Spans: []Span{{5, 13, "PHONE_NUMBER"}}}}}
	det := func(text, lang string) []Span {
		return []Span{{5, 13, "MOBILE_PHONE_NUMBER"}, {0, 4, "EMAIL_ADDRESS"}}
	}
	r := Evaluate(s, det)
	c := r.ByType["PHONE_NUMBER"]
	if c == nil || c.ExactTP != 1 || c.Pred != 1 || r.Unscored != 1 {
		t.Errorf("result = %+v unscored %d", c, r.Unscored)
	}
}
