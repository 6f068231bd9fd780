package api_test

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"sort"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/internal/cputime"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

var body1KB = `{"text":"` + strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 4) +
	`Please contact the office at office.manager@example.com or call +1 415 555 0132 before March 3, 2025. ` +
	strings.Repeat("Further details about the budget, the schedule and the next steps will follow in a separate message. ", 5) + `"}`

// BenchmarkDetectHandler1KB: one 1 KB /detect through the whole handler
// (auth, decoding, quota, detection, audit, encoding), in process; reports
// p50 and p99 latency and the process's CPU time per call (cpu-µs/op, which
// load from elsewhere moves less than ns/op). The engine is the default one, NER tagger included.
func BenchmarkDetectHandler1KB(b *testing.B) {
	st := memory.New()
	benchHandler(b, st, app.Memory(st, nil))
}

// BenchmarkDetectHandlerRules1KB is BenchmarkDetectHandler1KB with the
// rule-based engine only (the speed target is stated without the model).
func BenchmarkDetectHandlerRules1KB(b *testing.B) {
	st := memory.New()
	cfg := app.Memory(st, nil)
	cfg.Engine = builtin.RulesEngine()
	benchHandler(b, st, cfg)
}

func benchHandler(b *testing.B, st *memory.Store, cfg api.Config) {
	secret, _, _ := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	h := api.New(cfg)
	lat := make([]time.Duration, 0, b.N)
	b.SetBytes(int64(len(body1KB)))
	b.ReportAllocs()
	cpu0 := cputime.Process()
	for i := 0; i < b.N; i++ {
		req := httptest.NewRequest("POST", api.PathPrefix+"/detect", strings.NewReader(body1KB))
		req.Header.Set("X-API-Key", secret)
		rec := httptest.NewRecorder()
		t0 := time.Now()
		h.ServeHTTP(rec, req)
		lat = append(lat, time.Since(t0))
		if rec.Code != 200 {
			b.Fatal(rec.Body.String())
		}
	}
	b.ReportMetric(float64((cputime.Process()-cpu0).Nanoseconds())/1e3/float64(b.N), "cpu-µs/op")
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	b.ReportMetric(float64(lat[len(lat)/2].Microseconds()), "p50-µs")
	b.ReportMetric(float64(lat[len(lat)*99/100].Microseconds()), "p99-µs")
}

// BenchmarkBatchDetectHTTP100x1KB: one /detect of 100 texts of 1 KB each
// through a real HTTP server (httptest), default engine with the NER tagger.
// Run with -cpu 1,2: the batch's items spread over GOMAXPROCS workers.
// cores-used is the process's CPU time over the wall time: on a machine
// shared with other work it says how many cores the run actually got;
// cpu-ms/op is the process's CPU time per batch (client included: it runs in
// the same process, one request after another).
func BenchmarkBatchDetectHTTP100x1KB(b *testing.B) {
	st := memory.New()
	secret, _, _ := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	srv := httptest.NewServer(api.New(app.Memory(st, nil)))
	defer srv.Close()
	var one struct{ Text string }
	if err := json.Unmarshal([]byte(body1KB), &one); err != nil {
		b.Fatal(err)
	}
	texts := make([]string, 100)
	for i := range texts {
		texts[i] = fmt.Sprintf("%04d %s", i, one.Text) // distinct items
	}
	body, _ := json.Marshal(map[string]any{"texts": texts})
	b.SetBytes(int64(len(body)))
	b.ResetTimer()
	cpu0, t0 := cputime.Process(), time.Now()
	defer func() {
		cpu := cputime.Process() - cpu0
		if wall := time.Since(t0); wall > 0 {
			b.ReportMetric(float64(cpu)/float64(wall), "cores-used")
		}
		b.ReportMetric(float64(cpu.Microseconds())/1e3/float64(b.N), "cpu-ms/op")
	}()
	for i := 0; i < b.N; i++ {
		req, _ := http.NewRequest("POST", srv.URL+api.PathPrefix+"/detect", bytes.NewReader(body))
		req.Header.Set("X-API-Key", secret)
		resp, err := srv.Client().Do(req)
		if err != nil {
			b.Fatal(err)
		}
		out, _ := io.ReadAll(resp.Body)
		resp.Body.Close()
		if resp.StatusCode != 200 || !bytes.Contains(out, []byte(`"succeeded":100`)) {
			b.Fatalf("%d %.300s", resp.StatusCode, out)
		}
	}
}
