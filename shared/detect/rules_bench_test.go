package detect_test

// Benchmarks of the rule-based engine beyond builtin's Engine1KB/Engine100KB:
// texts whose phone numbers are all new (libphonenumber's verdicts are
// memoised, so the same text over and over measures the memo), dense texts
// for memory, and the cost of each recognizer. See docs/PERFORMANCE.md.

import (
	"fmt"
	"math/rand"
	"runtime"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
)

// sparse1KB is builtin's benchmark text; %s is the phone number.
const sparse1KB = "The quarterly report was reviewed by the committee and the results were shared with all teams. " +
	"The quarterly report was reviewed by the committee and the results were shared with all teams. " +
	"The quarterly report was reviewed by the committee and the results were shared with all teams. " +
	"The quarterly report was reviewed by the committee and the results were shared with all teams. " +
	"Please contact the office at office.manager@example.com or call %s before March 3, 2025. " +
	"Further details about the budget, the schedule and the next steps will follow in a separate message. " +
	"Further details about the budget, the schedule and the next steps will follow in a separate message. " +
	"Further details about the budget, the schedule and the next steps will follow in a separate message. " +
	"Further details about the budget, the schedule and the next steps will follow in a separate message. " +
	"Further details about the budget, the schedule and the next steps will follow in a separate message. "

// BenchmarkRulesNewPhone1KB is Engine1KB with a phone number never seen
// before in every text: the cost of parsing and validating it is included.
func BenchmarkRulesNewPhone1KB(b *testing.B) {
	e := builtin.RulesEngine()
	opts := detect.Options{Threshold: 0.35}
	texts := make([]string, 50000)
	for i := range texts {
		texts[i] = fmt.Sprintf(sparse1KB, fmt.Sprintf("+1 %03d 555 %04d", 200+i/10000, i%10000))
	}
	b.SetBytes(int64(len(texts[0])))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Detect(texts[i%len(texts)], opts)
	}
}

// BenchmarkRulesDense100KB detects 100 different texts of 100,000 bytes with
// a phone number, an email address and a date in every sentence, and
// reports the heap in use after them (it must not grow with the texts).
func BenchmarkRulesDense100KB(b *testing.B) {
	e := builtin.RulesEngine()
	opts := detect.Options{Threshold: 0.35}
	rng := rand.New(rand.NewSource(1))
	texts := make([]string, 100)
	for k := range texts {
		var sb strings.Builder
		for sb.Len() < 100000 {
			fmt.Fprintf(&sb, "Call Anna on +1 %03d %03d %04d or write to a%d@example.com before %d March 2025. The committee reviewed the report. ",
				200+rng.Intn(700), 200+rng.Intn(700), rng.Intn(10000), rng.Intn(1e6), 1+rng.Intn(28))
		}
		texts[k] = sb.String()[:100000]
	}
	b.SetBytes(100000)
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Detect(texts[i%len(texts)], opts)
	}
	b.StopTimer()
	runtime.GC()
	var ms runtime.MemStats
	runtime.ReadMemStats(&ms)
	b.ReportMetric(float64(ms.HeapInuse)/1e6, "heap-MB")
}

// BenchmarkRecognizerCosts measures each recognizer on the 1 KB text over a
// Doc whose shared scans are already done (the "doc" sub-benchmark is that
// preparation alone, "engine" the whole rules engine):
//
//	go test -run '^$' -bench RecognizerCosts -cpu 1 ./shared/detect/
func BenchmarkRecognizerCosts(b *testing.B) {
	text := fmt.Sprintf(sparse1KB, "+1 415 555 0132")
	prep := func() *detect.Doc {
		d := detect.NewDoc(text, "")
		d.DigitRuns()
		d.AlnumGroups()
		d.WordRuns()
		d.WordTags()
		return d
	}
	b.Run("doc", func(b *testing.B) {
		for range b.N {
			prep()
		}
	})
	for _, r := range builtin.RulesEngine().Recognizers() {
		b.Run(r.Name(), func(b *testing.B) {
			d := prep()
			var out []detect.Match
			b.ResetTimer()
			for range b.N {
				out = r.Find(d, out[:0])
			}
		})
	}
	e := builtin.RulesEngine()
	b.Run("engine", func(b *testing.B) {
		for range b.N {
			e.Detect(text, detect.Options{Threshold: 0.35})
		}
	})
}
