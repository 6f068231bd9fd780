package contextual

import (
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/entity"
)

// defaultThreshold is the engine's threshold when no policy is set.
const defaultThreshold = 0.35

var engine = detect.New(All()...)

// hit is an expected entity: its text and code-point start.
type hit struct {
	text  string
	start int
}

type tcase struct {
	name      string
	text      string
	threshold float64 // 0: defaultThreshold
	want      []hit   // entities of the type under test, in order; none for negatives
}

// runCases detects every case with the whole group and compares the
// entities of type typ, offsets included.
func runCases(t *testing.T, typ string, cases []tcase) {
	t.Helper()
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			th := c.threshold
			if th == 0 {
				th = defaultThreshold
			}
			var got []string
			for _, e := range engine.Detect(c.text, detect.Options{Threshold: th}) {
				if e.Type == typ {
					got = append(got, fmt.Sprintf("%q@%d-%d", e.Text, e.Start, e.End))
				}
			}
			var want []string
			for _, h := range c.want {
				want = append(want, fmt.Sprintf("%q@%d-%d", h.text, h.start, h.start+utf8.RuneCountInString(h.text)))
			}
			if strings.Join(got, " ") != strings.Join(want, " ") {
				t.Errorf("text %q\n got  %v\n want %v", c.text, got, want)
			}
		})
	}
}

// at returns the hit for sub, located by its first occurrence in text.
func at(text, sub string) hit {
	i := strings.Index(text, sub)
	if i < 0 {
		panic("test bug: " + sub + " not in " + text)
	}
	return hit{sub, utf8.RuneCountInString(text[:i])}
}

func TestAllTypesRegistered(t *testing.T) {
	for _, r := range All() {
		if len(r.Types()) == 0 {
			t.Errorf("%s declares no types", r.Name())
		}
		for _, id := range r.Types() {
			if _, ok := entity.Get(id); !ok {
				t.Errorf("%s emits unregistered type %s", r.Name(), id)
			}
		}
	}
}

// benchText is about 1 KB of English prose with sparse PII.
var benchText = func() string {
	s := "Hello team, following up on yesterday's meeting about the quarterly report. " +
		"The customer, who is 42 years old, called support on Monday and asked about the status of the order. " +
		"Please follow @jdoe_42 for updates; the booking reference is ABC12D and the flight LH 1234 leaves at 10:30. " +
		"We reviewed the numbers for 2024 and the budget is still within the expected range for the project. " +
		"Our engineers fixed the router with MAC 01:23:45:67:89:ab and restarted the service in the data center. " +
		"Finance confirmed the payment to account number 2000145399/0800 was processed without any issues. " +
		"The rest of the document describes the plans for next year, the hiring process and the new office. " +
		"Let me know if you have any questions, and thanks again for your patience while we sort this out. " +
		"Best regards, the operations team, with many thanks to everybody who helped out this week."
	return s
}()

func BenchmarkContextual(b *testing.B) {
	b.SetBytes(int64(len(benchText)))
	opt := detect.Options{Threshold: defaultThreshold}
	for b.Loop() {
		engine.Detect(benchText, opt)
	}
}

// BenchmarkContextualNoPII measures the cost on text without any candidates.
func BenchmarkContextualNoPII(b *testing.B) {
	text := strings.Repeat("The quick brown fox jumps over the lazy dog, again and again. ", 16)
	b.SetBytes(int64(len(text)))
	opt := detect.Options{Threshold: defaultThreshold}
	for b.Loop() {
		engine.Detect(text, opt)
	}
}
