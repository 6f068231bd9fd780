package bulk_test

import (
	"context"
	"testing"

	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// Checking a job's parameters with CheckFaker standing in for the
// synthesizer gives the verdict the synthesizer itself gives, and without
// any synthesizer synthesize is refused (not configured).
func TestCheckFakerChecksAsTheSynthesizer(t *testing.T) {
	st := memory.New()
	real := bulk.ParamsChecker(st, app.NewFaker)
	stand := bulk.ParamsChecker(st, bulk.CheckFaker)
	none := bulk.ParamsChecker(st, nil)
	for _, tc := range []struct {
		op, params string
		ok         bool
	}{
		{"synthesize", `{}`, true},
		{"synthesize", `{"language":"de","seed":7}`, true},
		{"synthesize", `{"language":"xx"}`, false},
		{"synthesize", `{"score_threshold":2}`, false},
		{"synthesize", `{"policy":"nope"}`, false},
		{"synthesize", `{"text":"Jane Doe"}`, false},
		{"redact", `{"entities":["EMAIL_ADDRESS"]}`, true},
		{"mask", `{"masking_char":"**"}`, false},
	} {
		t.Run(tc.op+" "+tc.params, func(t *testing.T) {
			ctx := context.Background()
			got, want := stand(ctx, "acme", tc.op, []byte(tc.params)), real(ctx, "acme", tc.op, []byte(tc.params))
			if (got == nil) != tc.ok || (want == nil) != tc.ok {
				t.Errorf("CheckFaker: %v; the synthesizer: %v; want ok %v", got, want, tc.ok)
			}
			if tc.op == "synthesize" && tc.ok {
				if err := none(ctx, "acme", tc.op, []byte(tc.params)); err == nil {
					t.Error("synthesize passed the check without a synthesizer")
				}
			}
		})
	}
}
