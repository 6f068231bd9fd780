package builtin

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
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
	for i := 0; i < b.N; i++ {
		e.Detect(text1KB, opts)
	}
}
