package custom

import (
	"fmt"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

func score(f float64) *float64 { return &f }
func str(s string) *string     { return &s }

func detectWith(t *testing.T, specs []Spec, text string) []detect.Entity {
	t.Helper()
	set, e := Compile("custom_recognizers", specs)
	if e != nil {
		t.Fatal(e)
	}
	return detect.New().Detect(text, detect.Options{Extra: set.Recognizers, Explain: true})
}

func TestDenyList(t *testing.T) {
	spec := []Spec{{Name: "p", EntityType: "PROJECT", DenyList: []string{"Blue Falcon", "Falcon", "Ünïcode Straße", "a b c d"}}}
	cases := []struct {
		text string
		want []string
	}{
		{"the blue falcon flies", []string{"blue falcon"}}, // longest phrase at a start
		{"BLUE\n\tFALCON", []string{"BLUE\n\tFALCON"}},     // spacing not compared
		{"bluefalcon falcons falcon.", []string{"falcon"}}, // word boundaries
		{"ÜNÏCODE STRASSE, ünïcode straße", []string{"ünïcode straße"}},
		{"a b c x a b c d", []string{"a b c d"}},
		{"blue, falcon", []string{"blue, falcon"}}, // punctuation between words not compared
		{"", nil},
	}
	for _, c := range cases {
		var got []string
		for _, e := range detectWith(t, spec, c.text) {
			got = append(got, e.Text)
			if e.Score != DenyScore || e.Type != "PROJECT" {
				t.Errorf("%q: entity %+v", c.text, e)
			}
		}
		if strings.Join(got, "|") != strings.Join(c.want, "|") {
			t.Errorf("%q: got %q, want %q", c.text, got, c.want)
		}
	}
}

func TestValidators(t *testing.T) {
	cases := []struct {
		name, value string
		ok          bool
	}{
		{"luhn", "4111 1111 1111 1111", true},
		{"luhn", "4111 1111 1111 1112", false},
		{"mod97", "GB82WEST12345698765432"[4:] + "GB82", true},
		{"mod97", "12345", false},
		{"iban", "GB82 WEST 1234 5698 7654 32", true},
		{"iban", "GB82 WEST 1234 5698 7654 33", false},
		{"iso7064", "94577403194", true},
		{"iso7064", "94577403195", false},
		{"verhoeff", "2363", true},
		{"verhoeff", "2364", false},
	}
	for _, c := range cases {
		if got := validators[c.name](c.value); got != c.ok {
			t.Errorf("%s(%q) = %v, want %v", c.name, c.value, got, c.ok)
		}
	}
	if got := strings.Join(ValidatorNames(), ","); got != "iban,iso7064,luhn,mod97,verhoeff" {
		t.Errorf("names %s", got)
	}
}

func TestPatternsContextValidator(t *testing.T) {
	spec := []Spec{{Name: "card", EntityType: "GIFT_CARD", Validator: str("luhn"), Context: []string{"Gift"},
		Patterns: []Pattern{{Regex: `\b\d{4}(?: \d{4}){3}\b`, Score: score(0.5)}}}}
	ents := detectWith(t, spec, "gift card 4111 1111 1111 1111, not 4111 1111 1111 1112")
	if len(ents) != 1 || ents[0].Text != "4111 1111 1111 1111" || ents[0].Score != 0.85 {
		t.Fatalf("entities %+v", ents)
	}
	x := ents[0].Explanation
	if x == nil || x.Recognizer != "card" || x.Validator != "luhn" || x.ScoreBefore != 0.5 ||
		len(x.ContextBoost) != 1 || x.ContextBoost[0] != "gift" {
		t.Errorf("explanation %+v", x)
	}
}

func TestCompileErrors(t *testing.T) {
	ok := []Pattern{{Regex: "x", Score: score(0.5)}}
	cases := []struct {
		name  string
		specs []Spec
		field string
	}{
		{"bad name", []Spec{{Name: "a b", EntityType: "X_Y", Patterns: ok}}, "c[0].name"},
		{"duplicate name", []Spec{{Name: "a", EntityType: "X_Y", Patterns: ok}, {Name: "a", EntityType: "X_Y", Patterns: ok}}, "c[1].name"},
		{"lower type", []Spec{{Name: "a", EntityType: "x_y", Patterns: ok}}, "c[0].entity_type"},
		{"double underscore", []Spec{{Name: "a", EntityType: "X__Y", Patterns: ok}}, "c[0].entity_type"},
		{"built-in id", []Spec{{Name: "a", EntityType: "PERSON", Patterns: ok}}, "c[0].entity_type"},
		{"negative score", []Spec{{Name: "a", EntityType: "X_Y", Patterns: []Pattern{{Regex: "x", Score: score(-0.01)}}}}, "c[0].patterns[0].score"},
		{"missing score", []Spec{{Name: "a", EntityType: "X_Y", Patterns: []Pattern{{Regex: "x"}}}}, "c[0].patterns[0].score"},
		{"empty regex", []Spec{{Name: "a", EntityType: "X_Y", Patterns: []Pattern{{Regex: "", Score: score(1)}}}}, "c[0].patterns[0].regex"},
		{"perl lookahead", []Spec{{Name: "a", EntityType: "X_Y", Patterns: []Pattern{{Regex: "a(?=b)", Score: score(1)}}}}, "c[0].patterns[0].regex"},
		{"empty phrase", []Spec{{Name: "a", EntityType: "X_Y", DenyList: []string{" - "}}}, "c[0].deny_list[0]"},
		{"long phrase", []Spec{{Name: "a", EntityType: "X_Y", DenyList: []string{strings.Repeat("w ", 17)}}}, "c[0].deny_list[0]"},
		{"context two words", []Spec{{Name: "a", EntityType: "X_Y", Patterns: ok, Context: []string{"two words"}}}, "c[0].context[0]"},
		{"101 patterns", func() []Spec {
			ps := make([]Pattern, 101)
			for i := range ps {
				ps[i] = ok[0]
			}
			return []Spec{{Name: "a", EntityType: "X_Y", Patterns: ps}}
		}(), "c"},
	}
	for _, c := range cases {
		_, e := Compile("c", c.specs)
		if e == nil || e.Field != c.field {
			t.Errorf("%s: error %v, want field %s", c.name, e, c.field)
		}
	}
}

func TestTitle(t *testing.T) {
	for in, want := range map[string]string{"EMPLOYEE_ID": "Employee Id", "X": "X", "ABC_2_DEF": "Abc 2 Def"} {
		if got := Title(in); got != want {
			t.Errorf("Title(%s) = %s, want %s", in, got, want)
		}
	}
}

func TestAllow(t *testing.T) {
	a, e := CompileAllow("a", []string{" Jane Doe ", "ACME"}, AllowExact)
	if e != nil {
		t.Fatal(e)
	}
	for in, want := range map[string]bool{"jane doe": true, "JANE DOE\n": true, "Jane  Doe": false, "acme": true, "acme inc": false} {
		if a.Match(in) != want {
			t.Errorf("exact %q: %v", in, !want)
		}
	}
	r, e := CompileAllow("a", []string{`\d+`, `[a-z]+@corp\.example`}, AllowRegex)
	if e != nil {
		t.Fatal(e)
	}
	for in, want := range map[string]bool{"123": true, "12a": false, "bob@corp.example": true, "bob@corp.example.org": false} {
		if r.Match(in) != want {
			t.Errorf("regex %q: %v", in, !want)
		}
	}
	if Merge(nil, &Allow{exact: map[string]bool{}}) != nil {
		t.Error("empty lists must merge to nil")
	}
	if m := Merge(a, r); !m("acme") || !m("42") || m("other") {
		t.Error("merge")
	}
}

// FuzzCompileDetect: any definitions and text either fail validation with a
// field-naming error or detect without panicking, with entity offsets
// inside the text.
func FuzzCompileDetect(f *testing.F) {
	f.Add(`EMP-\d+`, "Blue Falcon", "emp", "EMP-12 blue falcon", 0.5)
	f.Add(`(`, "", "", "x", 2.0)
	f.Add(`\b`, "ß", "straße", "STRASSE ß", 1.0)
	f.Fuzz(func(t *testing.T, re, phrase, ctx, text string, sc float64) {
		specs := []Spec{{Name: "f", EntityType: "FUZZ_TYPE", Patterns: []Pattern{{Regex: re, Score: &sc}},
			DenyList: []string{phrase}, Context: []string{ctx}}}
		set, e := Compile("c", specs)
		if e != nil {
			if e.Field == "" {
				t.Fatalf("error %q", e.Error())
			}
			return
		}
		for _, en := range detect.New().Detect(text, detect.Options{Extra: set.Recognizers, Explain: true}) {
			if en.ByteStart < 0 || en.ByteEnd > len(text) || text[en.ByteStart:en.ByteEnd] != en.Text || en.Explanation == nil {
				t.Fatalf("entity %+v", en)
			}
		}
	})
}

// TestZeroScoreNeedsContext: a pattern scored 0 (allowed: 0-1) is found only
// where a context word lifts it.
func TestZeroScoreNeedsContext(t *testing.T) {
	spec := []Spec{{Name: "z", EntityType: "ZERO_ID", Context: []string{"ticket"},
		Patterns: []Pattern{{Regex: `\bT\d{4}\b`, Score: score(0)}}}}
	set, e := Compile("c", spec)
	if e != nil {
		t.Fatal(e)
	}
	ents := detect.New().Detect("T1234 alone; ticket T5678", detect.Options{Threshold: 0.3, Extra: set.Recognizers})
	if len(ents) != 1 || ents[0].Text != "T5678" || ents[0].Score != 0.35 {
		t.Errorf("entities %+v", ents)
	}
}

// TestPatternWeight: a pattern weighs its compiled program, so one whose
// worst case is a thousand times slower counts a thousand times more in the
// work bound (MaxPatternWork); small patterns weigh 1 or 2.
func TestPatternWeight(t *testing.T) {
	for _, c := range []struct {
		regex    string
		min, max int
	}{
		{`EMP-\d{6}`, 1, 2},
		{`\b\d{3}-[A-Z]{4}-\d{3}\b`, 1, 2},
		{`\w{1,50}@\w{1,50}`, 25, 26},
		{`(?:a ){0,1000}z`, 375, 376},
		{`\pL{1,1000}x`, 250, 251},
	} {
		set, e := Compile("c", []Spec{{Name: "r", EntityType: "X_ONE", Patterns: []Pattern{{Regex: c.regex, Score: score(0.5)}}}})
		if e != nil {
			t.Fatal(e)
		}
		if w := PatternWeight(set.Recognizers[0]); w < c.min || w > c.max {
			t.Errorf("%s: weight %d, want %d-%d", c.regex, w, c.min, c.max)
		}
	}
	set, _ := Compile("c", []Spec{{Name: "d", EntityType: "X_ONE", DenyList: []string{"x"}}})
	if w := PatternWeight(set.Recognizers[0]); w != 0 {
		t.Errorf("a deny list's pattern weight is %d, want 0", w)
	}
	if w := WorkWeight(set.Recognizers[0]); w != DenyWeight {
		t.Errorf("a deny list weighs %d in the work bound, want %d", w, DenyWeight)
	}
}

// TestAllowWeight: an exact list weighs nothing; a regex list weighs its
// joined program, so a list whose entries cannot share a prefix (measured:
// 48 ms per 200-character entity for 1,000 of these) weighs thousands.
func TestAllowWeight(t *testing.T) {
	exact, _ := CompileAllow("allow_list", []string{"a", "b"}, AllowExact)
	small, _ := CompileAllow("allow_list", []string{`ACME-\d+`, `(?i)test@example\.com`}, AllowRegex)
	var heavy []string
	for i := range 100 {
		heavy = append(heavy, fmt.Sprintf(`(?:\w|%d){1,100}(?:x|%d){1,100}`, i, i))
	}
	big, e := CompileAllow("allow_list", heavy, AllowRegex)
	if e != nil {
		t.Fatal(e)
	}
	if exact.Weight() != 0 || small.Weight() < 1 || small.Weight() > 10 || big.Weight() < 5000 {
		t.Errorf("weights: exact %d, small %d, heavy %d", exact.Weight(), small.Weight(), big.Weight())
	}
}
