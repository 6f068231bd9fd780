package national

import (
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/checksum"
)

// Test helpers for the country files served by helpers_b.go.

// validCaseB is one Validate expectation.
type validCaseB struct {
	typ, in string
	want    bool
}

// checkValidateB and checkGenerateB share the helpers of cz_test.go, which
// the other half of the package's countries use too.
func checkValidateB(t *testing.T, cases []validCaseB) {
	t.Helper()
	eu := make([]euValidCase, len(cases))
	for i, c := range cases {
		eu[i] = euValidCase{typ: c.typ, in: c.in, want: c.want}
	}
	euCheckValid(t, eu)
}

// checkGenerateB asserts that 200 seeded examples of each type validate.
func checkGenerateB(t *testing.T, types ...string) {
	t.Helper()
	euCheckRoundTrip(t, types...)
}

// detectCaseB expects value, found in text, to be reported as typ.
type detectCaseB struct {
	text, value, typ string
}

var (
	engineBOnce sync.Once
	engineBVal  *detect.Engine
)

// engineB is built on first use: the specs are added by init functions, which
// run after package variables are initialised.
func engineB() *detect.Engine {
	engineBOnce.Do(func() { engineBVal = detect.New(Recognizer()) })
	return engineBVal
}

// checkDetectB runs the engine at the default 0.35 threshold and expects the
// value's exact code-point span with the type.
func checkDetectB(t *testing.T, cases []detectCaseB) {
	t.Helper()
	for _, c := range cases {
		i := strings.Index(c.text, c.value)
		if i < 0 {
			t.Fatalf("bad case: %q not in %q", c.value, c.text)
		}
		start := utf8.RuneCountInString(c.text[:i])
		end := start + utf8.RuneCountInString(c.value)
		found := false
		var got []string
		for _, e := range engineB().Detect(c.text, detect.Options{Threshold: 0.35}) {
			got = append(got, e.Type+":"+e.Text)
			if e.Type == c.typ && e.Start == start && e.End == end && e.Score >= 0.35 {
				found = true
			}
		}
		if !found {
			t.Errorf("%q: want %s at [%d,%d), got %v", c.text, c.typ, start, end, got)
		}
	}
}

// checkNotDetectedB expects no entity of typ at the default threshold.
func checkNotDetectedB(t *testing.T, typ string, texts ...string) {
	t.Helper()
	for _, text := range texts {
		for _, e := range engineB().Detect(text, detect.Options{Threshold: 0.35}) {
			if e.Type == typ {
				t.Errorf("%q: unexpected %s %q (score %.2f)", text, typ, e.Text, e.Score)
			}
		}
	}
}

func TestHelpersB(t *testing.T) {
	tests := []struct {
		name string
		f    func(string) bool
		in   string
		want bool
	}{
		{"verhoeff", checksum.Verhoeff, "2363", true},
		{"verhoeff", checksum.Verhoeff, "2364", false},
		{"verhoeff", checksum.Verhoeff, "2362", false},
		{"mod11_10", hb.mod11_10, "94577403194", true},
		{"mod11_10", hb.mod11_10, "94577403195", false},
		{"luhn", hb.luhn, "79927398713", true},
		{"luhn", hb.luhn, "79927398710", false},
	}
	for _, tc := range tests {
		if got := tc.f(tc.in); got != tc.want {
			t.Errorf("%s(%q) = %v, want %v", tc.name, tc.in, got, tc.want)
		}
	}
	dates := []struct {
		y, m, d int
		want    bool
	}{{2000, 2, 29, true}, {1900, 2, 29, false}, {2024, 4, 31, false}, {2023, 12, 31, true}, {2023, 13, 1, false}, {2023, 1, 0, false}}
	for _, tc := range dates {
		if got := hb.validDate(tc.y, tc.m, tc.d); got != tc.want {
			t.Errorf("validDate(%d,%d,%d) = %v", tc.y, tc.m, tc.d, got)
		}
	}
	if got := hb.group("123456789", "-", 3, 2); got != "123-45-6789" {
		t.Errorf("group = %q", got)
	}
}
