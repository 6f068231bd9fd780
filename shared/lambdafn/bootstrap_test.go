package lambdafn_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/lambdafn/lambdatest"
)

// The bootstrap binaries built from functions/ answer the events in events/.
func TestBootstrapBinariesAnswerEvents(t *testing.T) {
	bin := t.TempDir()
	build := exec.Command("go", "build", "-o", bin+string(os.PathSeparator), "./functions/...")
	build.Dir = filepath.Join("..", "..")
	if out, err := build.CombinedOutput(); err != nil {
		t.Fatalf("go build ./functions/...: %v\n%s", err, out)
	}
	fns := []string{"detect", "tokenize", "detokenize", "mask", "redact", "hash", "synthesize", "encrypt", "decrypt", "discover", "health", "authorizer"}
	for _, fn := range fns {
		t.Run(fn, func(t *testing.T) {
			ev, err := os.ReadFile(filepath.Join(eventsDir, fn+".json"))
			if err != nil {
				t.Fatal(err)
			}
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			env := append(os.Environ(), "AWS_REGION=eu-central-1", "_HANDLER=bootstrap", "AWS_LAMBDA_FUNCTION_NAME=piiguard-"+fn)
			res, err := lambdatest.Invoke(ctx, filepath.Join(bin, fn), env, ev)
			if err != nil {
				t.Fatal(err)
			}
			if fn == "authorizer" {
				// the example key is not in the (empty) key store: refused
				if !res.Failed || len(res.Payload) == 0 {
					t.Errorf("authorizer allowed an unknown key: %s\n%s", res.Payload, res.Output)
				}
				return
			}
			var resp struct {
				StatusCode int    `json:"statusCode"`
				Body       string `json:"body"`
			}
			if err := json.Unmarshal(res.Payload, &resp); err != nil || res.Failed || resp.StatusCode != 200 {
				t.Fatalf("response %s (%v)\n%s", res.Payload, err, res.Output)
			}
		})
	}
}
