package custom_test

import (
	"fmt"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
)

// benchText is about 1 KB of business prose with a few entities.
var benchText = func() string {
	s := "Dear Jane Doe, thank you for your order EMP-204518 placed on 12 March 2024. " +
		"Your account manager, Peter Novak (peter.novak@example.com, +44 20 7946 0958), " +
		"will contact you about project Blue Falcon. Please quote ticket TCK-99812 and " +
		"the invoice INV/2024/00031 when paying to IBAN GB82 WEST 1234 5698 7654 32. "
	for len(s) < 1024 {
		s += "The quarterly review covers delivery, pricing and the support contract terms. "
	}
	return s[:1024]
}()

// benchSpecs: 10 patterns and a 1,000-phrase deny list.
func benchSpecs() []custom.Spec {
	sc := 0.6
	var ps []custom.Pattern
	for _, re := range []string{`EMP-\d{6}`, `TCK-\d{5}`, `INV/\d{4}/\d{5}`, `\bPO\d{8}\b`, `\b[A-Z]{3}-[A-Z]{2}-\d{4}\b`,
		`\bSKU[0-9A-F]{10}\b`, `\b\d{3}-[A-Z]{4}-\d{3}\b`, `(?i)\bref[: ]+[a-z0-9]{8}\b`, `\bCASE#\d+\b`, `\bLOT \d{2}/\d{4}\b`} {
		ps = append(ps, custom.Pattern{Regex: re, Score: &sc})
	}
	deny := make([]string, 1000)
	for i := range deny {
		deny[i] = fmt.Sprintf("project %s %d", strings.Repeat("x", i%5+1), i)
	}
	deny[999] = "Blue Falcon"
	return []custom.Spec{
		{Name: "ids", EntityType: "INTERNAL_ID", Patterns: ps, Context: []string{"ticket", "order"}},
		{Name: "projects", EntityType: "PROJECT_NAME", DenyList: deny},
	}
}

// BenchmarkCustom is the cost of 10 custom patterns and a 1,000-phrase deny
// list on a 1 KB text: compile (per request) and detection, beside the
// built-in engine alone. go test ./shared/detect/custom -bench Custom -benchmem
func BenchmarkCustom(b *testing.B) {
	specs := benchSpecs()
	set, e := custom.Compile("custom_recognizers", specs)
	if e != nil {
		b.Fatal(e)
	}
	for _, eng := range []struct {
		name string
		e    *detect.Engine
	}{{"rules", builtin.RulesEngine()}, {"full", builtin.Engine()}} {
		b.Run(eng.name+"/builtin-only", func(b *testing.B) {
			b.SetBytes(int64(len(benchText)))
			for b.Loop() {
				eng.e.Detect(benchText, detect.Options{Threshold: 0.35})
			}
		})
		b.Run(eng.name+"/with-custom", func(b *testing.B) {
			b.SetBytes(int64(len(benchText)))
			for b.Loop() {
				eng.e.Detect(benchText, detect.Options{Threshold: 0.35, Extra: set.Recognizers})
			}
		})
	}
	b.Run("compile", func(b *testing.B) {
		for b.Loop() {
			if _, e := custom.Compile("custom_recognizers", specs); e != nil {
				b.Fatal(e)
			}
		}
	})
	b.Run("custom-only", func(b *testing.B) {
		eng := detect.New()
		b.SetBytes(int64(len(benchText)))
		for b.Loop() {
			eng.Detect(benchText, detect.Options{Threshold: 0.35, Extra: set.Recognizers})
		}
	})
}

func TestBenchSpecsFind(t *testing.T) {
	set, e := custom.Compile("custom_recognizers", benchSpecs())
	if e != nil {
		t.Fatal(e)
	}
	got := map[string]bool{}
	for _, en := range builtin.RulesEngine().Detect(benchText, detect.Options{Threshold: 0.35, Extra: set.Recognizers}) {
		got[en.Type+":"+en.Text] = true
	}
	for _, w := range []string{"INTERNAL_ID:EMP-204518", "INTERNAL_ID:TCK-99812", "INTERNAL_ID:INV/2024/00031", "PROJECT_NAME:Blue Falcon"} {
		if !got[w] {
			t.Errorf("%s not found in %v", w, got)
		}
	}
}
