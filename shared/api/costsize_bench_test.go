package api_test

import (
	"context"
	"fmt"
	"net/http/httptest"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/internal/cputime"
	"github.com/piiguard/piiguard/shared/recognizers/builtin"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
	"github.com/piiguard/piiguard/shared/synth"
)

// BenchmarkCostTextSize: each text operation through the whole handler, with
// the real engine and faker, on 32,000 and 499,000 characters of phone
// numbers, e-mail addresses and names (the largest Pay-as-you-go text): the
// process's CPU time for each and their ratio, about 15 when linear. Run:
//
//	go test ./shared/api -run '^$' -bench CostTextSize -benchtime 1x
func BenchmarkCostTextSize(b *testing.B) {
	st := memory.New()
	secret, _, err := auth.IssueKey(context.Background(), st, "tenant-p", "k", store.PlanPayAsYouGo, time.Now())
	if err != nil {
		b.Fatal(err)
	}
	h := api.New(api.Config{Engine: builtin.Engine(), Auth: auth.KeyAuthenticator{Keys: st},
		Usage: st, Audit: st, Policies: st, TenantKeys: st, TokenSecrets: st,
		NewFaker: func(lang string, seed *int64) api.Faker { return synth.NewSession(lang, seed) }})
	gen := func(n int) string {
		var sb strings.Builder
		for i := 0; sb.Len() < n; i++ {
			fmt.Fprintf(&sb, "Call +1 415 555 %04d or mail u%d@example.com, Angela Ruiz %d. ", i%10000, i, i)
		}
		return sb.String()[:n]
	}
	post := func(op string, body map[string]any) time.Duration {
		bs := mustJSON(b, body)
		c0 := cputime.Process()
		req := httptest.NewRequest("POST", api.PathPrefix+"/"+op, strings.NewReader(string(bs)))
		req.Header.Set("X-API-Key", secret)
		rec := httptest.NewRecorder()
		h.ServeHTTP(rec, req)
		d := cputime.Process() - c0
		if rec.Code != 200 {
			b.Fatalf("%s: %d %.200s", op, rec.Code, rec.Body.String())
		}
		return d
	}
	for _, op := range []struct {
		name, op string
		extra    map[string]any
	}{{"detect", "detect", nil}, {"redact", "redact", nil}, {"mask", "mask", nil}, {"tokenize", "tokenize", nil},
		{"tokenize-consistent", "tokenize", map[string]any{"consistent": true}}, {"synthesize", "synthesize", nil},
		{"hash", "hash", nil}} {
		b.Run(op.name, func(b *testing.B) {
			var ds [2]time.Duration
			for b.Loop() {
				for k, n := range []int{32000, 499000} {
					body := map[string]any{"text": gen(n)}
					for a, v := range op.extra {
						body[a] = v
					}
					post(op.op, map[string]any{"text": gen(1000)})
					ds[k] = post(op.op, body)
				}
			}
			b.ReportMetric(float64(ds[0])/1e6, "ms-32K")
			b.ReportMetric(float64(ds[1])/1e6, "ms-499K")
			b.ReportMetric(float64(ds[1])/float64(max(ds[0], 1)), "ratio")
		})
	}
}
