package lambdatest_test

import (
	"context"
	"os"
	"runtime"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/lambdafn/lambdatest"
)

// The peak RSS is the executable's own: a small one started by a parent
// holding 256 MiB is reported small (rusage would report the parent's
// memory, shared until the exec), one that touches 64 MiB at least that.
func TestPeakRSSIsTheExecutables(t *testing.T) {
	held := make([]byte, 256<<20)
	for i := range held {
		held[i] = 1
	}
	for _, tc := range []struct {
		mode     string
		min, max int64 // KiB
	}{
		{"echo", 1, 128 << 10},
		{"big", 64 << 10, 200 << 10},
	} {
		t.Run(tc.mode, func(t *testing.T) {
			ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
			defer cancel()
			res, err := lambdatest.Invoke(ctx, os.Args[0], []string{"LAMBDATEST_MODE=" + tc.mode, "_HANDLER=bootstrap"}, []byte(`{}`))
			if err != nil || res.Failed {
				t.Fatalf("%v %+v", err, res)
			}
			if res.MaxRSSKB < tc.min || res.MaxRSSKB > tc.max {
				t.Errorf("peak RSS %d KiB, want %d to %d", res.MaxRSSKB, tc.min, tc.max)
			}
		})
	}
	runtime.KeepAlive(held)
}
