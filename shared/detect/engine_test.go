package detect

import (
	"fmt"
	"strings"
	"testing"
)

// fixed emits the matches it is given (byte offsets), for engine tests.
type fixed struct {
	types []string
	need  Need
	ms    []Match
}

func (f fixed) Name() string                     { return "fixed" }
func (f fixed) Types() []string                  { return f.types }
func (f fixed) Needs() Need                      { return f.need }
func (f fixed) Find(_ *Doc, out []Match) []Match { return append(out, f.ms...) }

func TestOverlapResolution(t *testing.T) {
	cases := []struct {
		name string
		in   []Match
		want []string // type@start-end in output order
	}{
		{"higher score wins", []Match{{Type: "A", Start: 0, End: 5, Score: 0.5}, {Type: "B", Start: 2, End: 8, Score: 0.9}}, []string{"B"}},
		{"equal score: longer wins", []Match{{Type: "A", Start: 0, End: 5, Score: 0.5}, {Type: "B", Start: 0, End: 8, Score: 0.5}}, []string{"B"}},
		{"disjoint both kept, sorted", []Match{{Type: "B", Start: 6, End: 8, Score: 0.5}, {Type: "A", Start: 0, End: 5, Score: 0.4}}, []string{"A", "B"}},
		{"touching spans both kept", []Match{{Type: "A", Start: 0, End: 5, Score: 0.5}, {Type: "B", Start: 5, End: 8, Score: 0.5}}, []string{"A", "B"}},
		{"duplicate span same type", []Match{{Type: "A", Start: 0, End: 5, Score: 0.5}, {Type: "A", Start: 0, End: 5, Score: 0.5}}, []string{"A"}},
		{"tie broken by type", []Match{{Type: "Z", Start: 0, End: 5, Score: 0.5}, {Type: "A", Start: 0, End: 5, Score: 0.5}}, []string{"A"}},
		{"invalid spans dropped", []Match{{Type: "A", Start: 5, End: 5, Score: 0.9}, {Type: "B", Start: -1, End: 3, Score: 0.9}, {Type: "C", Start: 8, End: 99, Score: 0.9}}, nil},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := New(fixed{types: []string{"A", "B", "C", "Z"}, ms: c.in})
			got := e.Detect("0123456789", Options{})
			if len(got) != len(c.want) {
				t.Fatalf("got %v, want %v", got, c.want)
			}
			for i := range got {
				if got[i].Type != c.want[i] {
					t.Errorf("got %v, want %v", got, c.want)
				}
			}
		})
	}
}

func TestCodePointOffsetsAndMidRuneSpans(t *testing.T) {
	text := "é😀 Ab 李"
	// bytes: é=2, 😀=4, ' '=1, A=1 ...
	a := strings.Index(text, "Ab")
	li := strings.Index(text, "李")
	e := New(fixed{types: []string{"X"}, ms: []Match{
		{Type: "X", Start: a, End: a + 2, Score: 1},
		{Type: "X", Start: li, End: li + 3, Score: 1},
		{Type: "X", Start: 1, End: 2, Score: 1}, // inside é: dropped
	}})
	got := e.Detect(text, Options{})
	if len(got) != 2 || got[0].Start != 3 || got[0].End != 5 || got[1].Start != 6 || got[1].End != 7 || got[1].Text != "李" {
		t.Fatalf("got %+v", got)
	}
}

func TestThresholdTypesAndNeeds(t *testing.T) {
	ms := []Match{{Type: "A", Start: 0, End: 1, Score: 0.3}, {Type: "B", Start: 2, End: 3, Score: 0.6}}
	e := New(fixed{types: []string{"A", "B"}, ms: ms})
	if got := e.Detect("a b", Options{Threshold: 0.3}); len(got) != 2 {
		t.Errorf("threshold is inclusive: %v", got)
	}
	if got := e.Detect("a b", Options{Threshold: 0.31}); len(got) != 1 || got[0].Type != "B" {
		t.Errorf("threshold: %v", got)
	}
	if got := e.Detect("a b", Options{Types: map[string]bool{"A": true}}); len(got) != 1 || got[0].Type != "A" {
		t.Errorf("type filter: %v", got)
	}
	needy := New(fixed{types: []string{"A"}, need: NeedAt, ms: ms[:1]})
	if got := needy.Detect("a b", Options{}); len(got) != 0 {
		t.Errorf("recognizer ran without its byte class: %v", got)
	}
	if got := needy.Detect("a@b", Options{}); len(got) != 1 {
		t.Errorf("recognizer skipped with its byte class present: %v", got)
	}
}

func TestContextScoring(t *testing.T) {
	ctx := &Context{Boost: []string{"rodn", "id"}, Penalty: []string{"invoice"}}
	cases := []struct {
		text string
		want float64
	}{
		{"rodné číslo: 123", 0.65},
		{"Rodného čísla 123", 0.65},      // inflected, capitalised
		{"idea 123", 0.3},                // short stem must match a whole word
		{"ID 123", 0.65},                 // ...which it does here
		{"invoice 123", 0.0},             // penalty: 0.3 - 0.3 → dropped (score <= 0)
		{"rodné a b c d e f g 123", 0.3}, // outside the 6-word window
		{"123 is my id", 0.65},           // after the match
	}
	for _, c := range cases {
		t.Run(c.text, func(t *testing.T) {
			i := strings.Index(c.text, "123")
			e := New(fixed{types: []string{"N"}, ms: []Match{{Type: "N", Start: i, End: i + 3, Score: 0.3, Context: ctx}}})
			got := e.Detect(c.text, Options{})
			if c.want == 0 {
				if len(got) != 0 {
					t.Fatalf("got %v, want nothing", got)
				}
				return
			}
			if len(got) != 1 || got[0].Score != c.want {
				t.Fatalf("got %v, want score %v", got, c.want)
			}
		})
	}
}

func TestDigitRunsAndGroups(t *testing.T) {
	d := NewDoc("Tel 604 123 456, card 4111-1111-1111-1111, v1.2, IBAN DE89 3704 0044 0532 0130 00 end", "")
	var runs []string
	for _, s := range d.DigitRuns() {
		runs = append(runs, d.Text[s.Start:s.End])
	}
	want := []string{"604 123 456", "4111-1111-1111-1111", "1.2", "89 3704 0044 0532 0130 00"}
	if strings.Join(runs, "|") != strings.Join(want, "|") {
		t.Errorf("runs = %q", runs)
	}
	var groups []string
	for _, g := range d.AlnumGroups() {
		groups = append(groups, d.Text[g.Start:g.End])
	}
	// short letter tokens join (country prefixes, check letters); longer words end a group
	if strings.Join(groups, "|") != "Tel 604 123 456|4111-1111-1111-1111|v1.2|DE89 3704 0044 0532 0130 00 end" {
		t.Errorf("groups = %q", groups)
	}
}

func TestStemMatch(t *testing.T) {
	for _, c := range []struct {
		w, s string
		ok   bool
	}{{"Rodného", "rodn", true}, {"ROD", "rodn", false}, {"id", "id", true}, {"idea", "id", false}, {"ČÍSLO", "čísl", true}, {"Straße", "stra", true}} {
		if got := StemMatch(c.w, c.s); got != c.ok {
			t.Errorf("StemMatch(%q, %q) = %v", c.w, c.s, got)
		}
	}
}

func FuzzDetectOffsets(f *testing.F) {
	for _, s := range []string{"", "é😀 Ab 李", "a@b.c 1234 5678", "\xff\xfe", strings.Repeat("9 ", 100)} {
		f.Add(s)
	}
	e := New(fixed{types: []string{"X"}, ms: []Match{{Type: "X", Start: 0, End: 1, Score: 1}}})
	f.Fuzz(func(t *testing.T, s string) {
		d := NewDoc(s, "")
		for _, g := range d.AlnumGroups() {
			if g.Start < 0 || g.End > len(s) || g.Start >= g.End {
				t.Fatalf("bad group %v", g)
			}
		}
		for _, r := range d.DigitRuns() {
			if r.Start < 0 || r.End > len(s) || r.Start >= r.End {
				t.Fatalf("bad run %v", r)
			}
		}
		n := len([]rune(s))
		for _, en := range e.Detect(s, Options{}) {
			if en.Start < 0 || en.End > n || en.Start >= en.End {
				t.Fatalf("entity %+v outside text of %d code points", en, n)
			}
		}
	})
}

// reader emits Y over every X match before it, like the NER reading
// addresses.
type reader struct{}

func (reader) Name() string    { return "reader" }
func (reader) Types() []string { return []string{"Y"} }
func (reader) Needs() Need     { return 0 }
func (reader) Reads() []string { return []string{"X"} }
func (reader) Find(_ *Doc, out []Match) []Match {
	for _, m := range out {
		if m.Type == "X" {
			out = append(out, Match{Type: "Y", Start: m.Start, End: m.End, Score: 0.5, Model: true})
		}
	}
	return out
}

func TestReaderRunsWhatItReads(t *testing.T) {
	e := New(fixed{types: []string{"X"}, ms: []Match{{Type: "X", Start: 0, End: 1, Score: 0.9}}}, reader{})
	got := e.Detect("a b", Options{Types: map[string]bool{"Y": true}})
	if len(got) != 1 || got[0].Type != "Y" {
		t.Errorf("asking for Y only: %v, want the Y the reader makes from X, and no X", got)
	}
	if got := e.Detect("a b", Options{Types: map[string]bool{"X": true}}); len(got) != 1 || got[0].Type != "X" {
		t.Errorf("asking for X only: %v", got)
	}
	want := map[string]bool{"Y": true}
	e.Detect("a b", Options{Types: want})
	if len(want) != 1 {
		t.Errorf("the caller's filter was changed: %v", want)
	}
}

// TestContextStopsAtClauseAndValue: a context word lifts the value it labels,
// not a value in another clause or behind another value (a label of one value
// must not be read for the next one).
func TestContextStopsAtClauseAndValue(t *testing.T) {
	ctx := &Context{Boost: []string{"label"}}
	cases := []struct {
		text  string
		boost bool
	}{
		{"label 12345 here", true},
		{"label: 12345", true},
		{"the label is 12345", true},
		{"12345 label", true},
		{"12345 (label)", true},
		{"Label.\n12345", true},
		{"label\n12345", true},
		{"Tel. Nr. 12345", false},             // no "label" at all: the control
		{"Label Tel. Nr. 12345", true},        // abbreviations do not end the clause
		{"label 999, then 12345", false},      // another value stands between
		{"12345, label 999", false},           // after a comma: the next clause's
		{"12345; label", false},               // after a semicolon
		{"12345. Label", false},               // after a full stop
		{"12345\nlabel", false},               // on the next line
		{"label yes; then 12345", false},      // across a semicolon before
		{"a labels thing. Then 12345", false}, // a sentence ended before
		{"label?\n\nthen 12345", false},       // across a blank line
		{"the label\n\nthen 12345", false},
		{"12345 · label@example.com", false}, // an e-mail's local part
		{"label@example.com 12345", false},   // and its domain
		{"12345 label a@example.com", true},  // a label before an e-mail
	}
	for _, c := range cases {
		i := strings.Index(c.text, "12345")
		e := New(fixed{types: []string{"X"}, ms: []Match{{Type: "X", Start: i, End: i + 5, Score: 0.4, Context: ctx}}})
		got := e.Detect(c.text, Options{})
		if len(got) != 1 {
			t.Fatalf("%q: %v", c.text, got)
		}
		if boosted := got[0].Score > 0.4; boosted != c.boost {
			t.Errorf("%q: score %.2f, boost %v, want %v", c.text, got[0].Score, boosted, c.boost)
		}
	}
}

// TestContextCompoundStems: a stem of several words ("sv-nummer", "p.iva")
// matches where the text writes it, at the start of a word, within the
// clause; no single word can match it.
func TestContextCompoundStems(t *testing.T) {
	ctx := &Context{Boost: []string{"sv-nummer", "p.iva"}, Penalty: []string{"order no"}}
	cases := []struct {
		text  string
		score float64
	}{
		{"SV-Nummer: 12345", 0.75},
		{"Ihre sv-nummer lautet 12345", 0.75},
		{"P.IVA 12345", 0.75},
		{"SV Nummer 12345", 0.4},       // written otherwise
		{"xsv-nummer 12345", 0.4},      // not at a word start
		{"SV-Nummer; dann 12345", 0.4}, // another clause
		{"Order no 12345", 0.1},
	}
	for _, c := range cases {
		i := strings.Index(c.text, "12345")
		e := New(fixed{types: []string{"X"}, ms: []Match{{Type: "X", Start: i, End: i + 5, Score: 0.4, Context: ctx}}})
		got := e.Detect(c.text, Options{})
		if len(got) != 1 || got[0].Score != c.score {
			t.Errorf("%q: %+v, want score %.2f", c.text, got, c.score)
		}
	}
}

// TestAppendLower: appendLower maps as strings.ToLower does, and the
// context check of compound stems does not allocate.
func TestAppendLower(t *testing.T) {
	for _, s := range []string{"", "Company No. 01234567", "ČÍSLO Zákazníka", "İstanbul ΣΟΦΙΑ", "a\xffB", "Numéro CLIENT"} {
		if got, want := string(appendLower(nil, s)), strings.ToLower(s); got != want {
			t.Errorf("appendLower(%q) = %q, want %q", s, got, want)
		}
	}
	c := &Context{Penalty: []string{"company no", "numéro client"}}
	d := NewDoc("Registered in England, Company No. 01234567 Before March", "")
	m := Match{Type: "X", Start: 35, End: 43, Score: 0.5, Context: c}
	if s, _ := d.contextScore(m, nil); s > 0.21 {
		t.Errorf("score %.2f: the compound penalty was not read", s)
	}
	if n := testing.AllocsPerRun(20, func() { d.contextScore(m, nil) }); n != 0 {
		t.Errorf("contextScore allocates %v times", n)
	}
}

// TestRepeatKept: a candidate below the threshold whose type and text are a
// kept rule match's is reported with that match's score; another type, a
// model match, another value or a value the allow list lets through is not.
func TestRepeatKept(t *testing.T) {
	ctx := &Context{Boost: []string{"plate"}}
	cand := func(text, value string, from int, typ string, model bool) Match {
		i := from + strings.Index(text[from:], value)
		return Match{Type: typ, Start: i, End: i + len(value), Score: 0.2, Context: ctx, Model: model}
	}
	cases := []struct {
		name, text string
		ms         func(text string) []Match
		want       []string // value@start, in order
	}{
		{"the repeat of a labelled plate", "plate AB 123, later AB 123 again",
			func(s string) []Match {
				return []Match{cand(s, "AB 123", 0, "P", false), cand(s, "AB 123", 10, "P", false)}
			},
			[]string{"AB 123@6", "AB 123@20"}},
		{"another value stays out", "plate AB 123, later AB 124 again",
			func(s string) []Match {
				return []Match{cand(s, "AB 123", 0, "P", false), cand(s, "AB 124", 0, "P", false)}
			},
			[]string{"AB 123@6"}},
		{"another type stays out", "plate AB 123, later AB 123 again",
			func(s string) []Match {
				return []Match{cand(s, "AB 123", 0, "P", false), cand(s, "AB 123", 10, "Q", false)}
			},
			[]string{"AB 123@6"}},
		{"a model's span lifts nothing", "plate AB 123, later AB 123 again",
			func(s string) []Match {
				m := cand(s, "AB 123", 0, "P", true)
				m.Score = 0.9
				return []Match{m, cand(s, "AB 123", 10, "P", false)}
			},
			[]string{"AB 123@6"}},
		{"no kept match, no repeat", "AB 123, later AB 123 again",
			func(s string) []Match {
				return []Match{cand(s, "AB 123", 0, "P", false), cand(s, "AB 123", 10, "P", false)}
			},
			nil},
		// a repeat takes no text from an entity found on its own, even one
		// scored lower ("10115" of a street line that starts with it)
		{"a repeat inside another entity stays out", "plate AB 123, later AB 123 Main Street",
			func(s string) []Match {
				i := strings.Index(s, "AB 123 Main")
				return []Match{cand(s, "AB 123", 0, "P", false), cand(s, "AB 123", 10, "P", false),
					{Type: "Q", Start: i, End: len(s), Score: 0.4}}
			},
			[]string{"AB 123@6", "AB 123 Main Street@20"}},
		// the kept match must survive overlap resolution to lift its repeats
		{"a match that loses its span lifts nothing", "plate AB 123 Main Street, later AB 123 again",
			func(s string) []Match {
				return []Match{cand(s, "AB 123", 0, "P", false), cand(s, "AB 123", 20, "P", false),
					{Type: "Q", Start: 6, End: 24, Score: 0.9}}
			},
			[]string{"AB 123 Main Street@6"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			e := New(fixed{types: []string{"P", "Q"}, ms: c.ms(c.text)})
			var got []string
			for _, en := range e.Detect(c.text, Options{Threshold: 0.35}) {
				got = append(got, fmt.Sprintf("%s@%d", en.Text, en.Start))
			}
			if fmt.Sprint(got) != fmt.Sprint(c.want) {
				t.Errorf("got %v, want %v", got, c.want)
			}
		})
	}
	// the allow list drops the value everywhere; Explain marks the repeat
	text := "plate AB 123, later AB 123 again"
	e := New(fixed{types: []string{"P"}, ms: []Match{cand(text, "AB 123", 0, "P", false), cand(text, "AB 123", 10, "P", false)}})
	if got := e.Detect(text, Options{Threshold: 0.35, Allow: func(v string) bool { return v == "AB 123" }}); len(got) != 0 {
		t.Errorf("allow list: got %v, want nothing", got)
	}
	got := e.Detect(text, Options{Threshold: 0.35, Explain: true})
	if len(got) != 2 || got[0].Explanation.Repeat || !got[1].Explanation.Repeat || got[1].Score != got[0].Score {
		t.Errorf("explain: got %+v, want the second mention marked a repeat at the first's score", got)
	}
	// many kept matches and candidates take the map: the same answer (each
	// XY 999 but the first stands out of its label's reach)
	var b strings.Builder
	b.WriteString("plate XY 999 i j k l")
	for i := range 200 {
		fmt.Fprintf(&b, " plate XZ %03d a b c d e f g h XY 999 i j k l", i)
	}
	text = b.String()
	var ms []Match
	for i := 0; i+6 <= len(text); i++ {
		if text[i] == 'X' {
			ms = append(ms, Match{Type: "P", Start: i, End: i + 6, Score: 0.2, Context: ctx})
		}
	}
	n := 0
	for _, en := range New(fixed{types: []string{"P"}, ms: ms}).Detect(text, Options{Threshold: 0.35}) {
		if en.Text == "XY 999" {
			n++
		}
	}
	if n != 201 {
		t.Errorf("map path: %d mentions of the kept value reported, want 201", n)
	}
}
