package builtin

import (
	"fmt"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/internal/cputime"
)

// text1KB is about 1 KB of English with sparse PII: one email, one phone, one date.
var text1KB = strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 4) +
	"Please contact the office at office.manager@example.com or call +1 415 555 0132 before March 3, 2025. " +
	strings.Repeat("Further details about the budget, the schedule and the next steps will follow in a separate message. ", 5)

func BenchmarkEngine1KB(b *testing.B) {
	e := RulesEngine()
	opts := detect.Options{Threshold: 0.35}
	e.Detect(text1KB, opts)
	b.SetBytes(int64(len(text1KB)))
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		e.Detect(text1KB, opts)
	}
}

func BenchmarkEngine100KB(b *testing.B) {
	e := RulesEngine()
	text := strings.Repeat(text1KB, 100)
	opts := detect.Options{Threshold: 0.35}
	b.SetBytes(int64(len(text)))
	b.ReportAllocs()
	for i := 0; i < b.N; i++ {
		e.Detect(text, opts)
	}
}

func TestEngineFindsSampleEntities(t *testing.T) {
	got := map[string]bool{}
	for _, e := range Engine().Detect(text1KB, detect.Options{Threshold: 0.35}) {
		got[e.Type] = true
	}
	for _, want := range []string{"EMAIL_ADDRESS", "PHONE_NUMBER", "DATE_TIME"} {
		if !got[want] && !(want == "PHONE_NUMBER" && (got["MOBILE_PHONE_NUMBER"] || got["LANDLINE_PHONE_NUMBER"])) {
			t.Errorf("%s not found; got %v", want, got)
		}
	}
}

func BenchmarkEngineWithNER1KB(b *testing.B) {
	e := Engine()
	opts := detect.Options{Threshold: 0.35}
	e.Detect(text1KB, opts)
	b.SetBytes(int64(len(text1KB)))
	b.ReportAllocs()
	b.ResetTimer()
	cpu0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		e.Detect(text1KB, opts)
	}
	// the process's CPU time per call, steadier than the wall time on a
	// shared machine (PERFORMANCE.md, "How to measure")
	b.ReportMetric(float64((cputime.Process()-cpu0).Nanoseconds())/1e3/float64(b.N), "cpu-µs/op")
}

// sizedText is about n bytes of the 1 KB sample, each KB with its own
// e-mail, phone number and date, so that a longer text holds more distinct
// values rather than the same ones again (the phone memo is per text).
func sizedText(n int) string {
	var b strings.Builder
	for i := 0; b.Len() < n; i++ {
		b.WriteString(strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 4))
		fmt.Fprintf(&b, "Please contact the office at office%d@example.com or call +1 415 555 %04d before March %d, 2025. ", i, i%10000, 1+i%28)
		b.WriteString(strings.Repeat("Further details about the budget, the schedule and the next steps will follow in a separate message. ", 5))
	}
	return b.String()
}

// BenchmarkEngineSizes: how the cost grows with the text, rules alone and
// with the tagger, on 1 KB to 1 MB. cpu-MB/s is the text over the process's
// CPU time (garbage collection included): on a machine shared with other
// work it stays where MB/s, over wall time, falls.
func BenchmarkEngineSizes(b *testing.B) {
	for _, eng := range []struct {
		name string
		e    *detect.Engine
	}{{"rules", RulesEngine()}, {"rules+tagger", Engine()}} {
		for _, size := range []struct {
			name string
			n    int
		}{{"1KB", 1 << 10}, {"10KB", 10 << 10}, {"100KB", 100 << 10}, {"1MB", 1 << 20}} {
			b.Run(eng.name+"/"+size.name, func(b *testing.B) {
				text := sizedText(size.n)
				opts := detect.Options{Threshold: 0.35}
				eng.e.Detect(text, opts)
				b.SetBytes(int64(len(text)))
				b.ReportAllocs()
				b.ResetTimer()
				cpu0 := cputime.Process()
				for range b.N {
					eng.e.Detect(text, opts)
				}
				if cpu := cputime.Process() - cpu0; cpu > 0 {
					b.ReportMetric(float64(len(text))*float64(b.N)/1e6/cpu.Seconds(), "cpu-MB/s")
				}
			})
		}
	}
}
