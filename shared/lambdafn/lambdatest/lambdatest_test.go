package lambdatest_test

import (
	"context"
	"errors"
	"os"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/lambda"

	"github.com/piiguard/piiguard/shared/lambdafn/lambdatest"
)

// The test binary doubles as a bootstrap: LAMBDATEST_MODE says how it behaves.
func TestMain(m *testing.M) {
	switch os.Getenv("LAMBDATEST_MODE") {
	case "":
		os.Exit(m.Run())
	case "echo":
		lambda.Start(func(_ context.Context, ev map[string]any) (map[string]any, error) { return ev, nil })
	case "fail":
		lambda.Start(func(context.Context, map[string]any) (map[string]any, error) { return nil, errors.New("Unauthorized") })
	case "panic-at-init":
		panic("misconfigured")
	case "silent":
		time.Sleep(time.Hour)
	case "big": // 64 MiB resident before it polls
		b := make([]byte, 64<<20)
		for i := range b {
			b[i] = 1
		}
		lambda.Start(func(_ context.Context, ev map[string]any) (map[string]any, error) {
			return map[string]any{"n": len(b)}, nil
		})
	}
}

func TestInvoke(t *testing.T) {
	for _, tc := range []struct {
		mode    string
		timeout time.Duration
		payload string // substring of the payload
		failed  bool
		output  string // substring of the process output
		err     bool
	}{
		{mode: "echo", timeout: 30 * time.Second, payload: `"ping":"pong"`},
		{mode: "fail", timeout: 30 * time.Second, payload: "Unauthorized", failed: true},
		{mode: "panic-at-init", timeout: 30 * time.Second, failed: true, output: "misconfigured"},
		{mode: "silent", timeout: 2 * time.Second, err: true},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), tc.timeout)
			defer cancel()
			res, err := lambdatest.Invoke(ctx, os.Args[0], []string{"LAMBDATEST_MODE=" + tc.mode, "_HANDLER=bootstrap"}, []byte(`{"ping":"pong"}`))
			if (err != nil) != tc.err {
				t.Fatalf("err %v", err)
			}
			if res.Failed != tc.failed || !strings.Contains(string(res.Payload), tc.payload) || !strings.Contains(res.Output, tc.output) {
				t.Errorf("result %+v, want failed %v, payload with %q, output with %q", res, tc.failed, tc.payload, tc.output)
			}
			// the init phase ends at the first poll, before the answer; a
			// process that panics first never polls
			polled := tc.mode == "echo" || tc.mode == "fail"
			if !tc.err && (res.Init > 0) != polled || res.Init > res.Elapsed {
				t.Errorf("init %v, elapsed %v; want a poll: %v", res.Init, res.Elapsed, polled)
			}
		})
	}
}
