package generic

import (
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
)

// benchText is about 1 KB of English prose with sparse PII.
var benchText = strings.Repeat("The quarterly report was reviewed by the committee on Tuesday and the results "+
	"were shared with the regional offices. ", 3) +
	"Please contact John at john.doe@example.com or call 201-948-1927 before 12/31/2024. " +
	strings.Repeat("Our team continues to improve the product, focusing on reliability, speed and the experience "+
		"of every customer who depends on it. ", 4) +
	"The invoice was paid with card 4111 1111 1111 1111 from the office at 10.0.0.1. " +
	strings.Repeat("Further details will follow in the next newsletter. ", 2)

func BenchmarkGeneric(b *testing.B) {
	eng := detect.New(All()...)
	b.SetBytes(int64(len(benchText)))
	b.ReportAllocs()
	for b.Loop() {
		eng.Detect(benchText, detect.Options{Lang: "en", Threshold: 0.35})
	}
}

func TestBenchTextFindings(t *testing.T) {
	got := detect.New(All()...).Detect(benchText, detect.Options{Lang: "en", Threshold: 0.35})
	var g []string
	for _, e := range got {
		g = append(g, e.Type+":"+e.Text)
	}
	want := "DATE_TIME:Tuesday|DATE_TIME:Tuesday|DATE_TIME:Tuesday|EMAIL_ADDRESS:john.doe@example.com|PHONE_NUMBER:201-948-1927|" +
		"DATE_TIME:12/31/2024|CREDIT_CARD:4111 1111 1111 1111|IP_ADDRESS:10.0.0.1"
	if strings.Join(g, "|") != want {
		t.Errorf("got %v", g)
	}
}
