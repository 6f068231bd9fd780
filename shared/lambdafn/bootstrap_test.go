package lambdafn_test

import (
	"context"
	"encoding/json"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"testing"
	"time"
)

// runtimeAPI is a minimal Lambda Runtime API: it hands out one event and
// records the function's answer, so a built bootstrap binary can be run here as
// Lambda runs it.
type runtimeAPI struct {
	event  []byte
	served bool
	result chan []byte
}

func (r *runtimeAPI) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	switch {
	case req.Method == "GET" && req.URL.Path == "/2018-06-01/runtime/invocation/next":
		if r.served { // one invocation per test: park the next poll
			<-req.Context().Done()
			return
		}
		r.served = true
		w.Header().Set("Lambda-Runtime-Aws-Request-Id", "req-1")
		w.Header().Set("Lambda-Runtime-Deadline-Ms", itoa(time.Now().Add(time.Minute).UnixMilli()))
		w.Header().Set("Lambda-Runtime-Invoked-Function-Arn", "arn:aws:lambda:eu-central-1:123456789012:function:piiguard")
		w.Write(r.event)
	case req.Method == "POST" && req.URL.Path == "/2018-06-01/runtime/invocation/req-1/response":
		b, _ := io.ReadAll(req.Body)
		w.WriteHeader(http.StatusAccepted)
		r.result <- b
	case req.Method == "POST":
		b, _ := io.ReadAll(req.Body) // init or invocation error
		w.WriteHeader(http.StatusAccepted)
		r.result <- append([]byte("ERROR "), b...)
	default:
		http.NotFound(w, req)
	}
}

func itoa(n int64) string { b, _ := json.Marshal(n); return string(b) }

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
			rt := &runtimeAPI{event: ev, result: make(chan []byte, 2)}
			ln, err := net.Listen("tcp", "127.0.0.1:0")
			if err != nil {
				t.Fatal(err)
			}
			srv := &http.Server{Handler: rt}
			go srv.Serve(ln)
			defer srv.Close()
			ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
			defer cancel()
			cmd := exec.CommandContext(ctx, filepath.Join(bin, fn))
			cmd.Env = append(os.Environ(), "AWS_LAMBDA_RUNTIME_API="+ln.Addr().String(), "AWS_REGION=eu-central-1",
				"_HANDLER=bootstrap", "AWS_LAMBDA_FUNCTION_NAME=piiguard-"+fn)
			if err := cmd.Start(); err != nil {
				t.Fatal(err)
			}
			defer cmd.Process.Kill()
			var res []byte
			select {
			case res = <-rt.result:
			case <-ctx.Done():
				t.Fatal("no answer within 60s")
			}
			if fn == "authorizer" {
				// the example key is not in the (empty) key store: refused
				if string(res[:6]) != "ERROR " {
					t.Errorf("authorizer allowed an unknown key: %s", res)
				}
				return
			}
			var resp struct {
				StatusCode int    `json:"statusCode"`
				Body       string `json:"body"`
			}
			if err := json.Unmarshal(res, &resp); err != nil || resp.StatusCode != 200 {
				t.Fatalf("response %s (%v)", res, err)
			}
		})
	}
}
