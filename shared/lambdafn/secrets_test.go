package lambdafn_test

import (
	"context"
	"encoding/json"
	"errors"
	"io"
	"log"
	"os"
	"strings"
	"testing"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/lambdafn"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

const lambdaSecret = "Zebulon Quuxworth zebulon.quuxworth@example.org 4556 7375 8689 9855 SSN 536-90-4399"

var lambdaSecretValues = []string{"Zebulon", "Quuxworth", "zebulon.quuxworth", "8689 9855", "536-90-4399"}

type downKeys struct{ store.Keys }

func (downKeys) KeyByHash(context.Context, string) (store.APIKey, error) {
	return store.APIKey{}, errors.New("store unavailable: dynamo KeyByHash: connection refused")
}

// TestNoSecretsInLambdaLogs: every function, fed its event with sensitive
// text (valid, invalid and over-long bodies), and the authorizer, fed the
// text as its key with the key store up and down, write nothing of it to
// stderr (CloudWatch) or to their answers' error bodies.
func TestNoSecretsInLambdaLogs(t *testing.T) {
	r, w, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	oldStderr, oldLog := os.Stderr, log.Writer()
	os.Stderr = w
	log.SetOutput(w)
	captured := make(chan string)
	go func() {
		b, _ := io.ReadAll(r)
		captured <- string(b)
	}()
	restore := func() string {
		os.Stderr = oldStderr
		log.SetOutput(oldLog)
		w.Close()
		return <-captured
	}
	defer func() {
		if os.Stderr == w {
			restore()
		}
	}()

	cfg, err := app.Lambda() // logs to os.Stderr, now the pipe
	if err != nil {
		t.Fatal(err)
	}
	var bodies []string
	for _, op := range []string{"detect", "tokenize", "detokenize", "mask", "redact", "hash", "synthesize", "encrypt", "decrypt", "discover", "health"} {
		var ev events.APIGatewayProxyRequest
		loadEvent(t, op, &ev)
		var body map[string]any
		json.Unmarshal([]byte(ev.Body), &body)
		if body == nil {
			body = map[string]any{}
		}
		for k := range body {
			switch k {
			case "text":
				body[k] = lambdaSecret
			case "texts", "samples":
				body[k] = []string{lambdaSecret, lambdaSecret}
			}
		}
		good, _ := json.Marshal(body)
		for _, b := range []string{string(good), `{"text":"` + lambdaSecret + `"`, `{"text":"` + lambdaSecret + `","score_threshold":9}`,
			`{"text":"` + strings.Repeat(lambdaSecret+" ", 6000) + `"}`} {
			ev.Body = b
			resp, err := lambdafn.New(op, cfg)(context.Background(), ev)
			if err != nil {
				t.Fatalf("%s: %v", op, err)
			}
			if resp.StatusCode >= 400 {
				bodies = append(bodies, op+": "+resp.Body)
			}
		}
	}
	// the authorizer: the text as a key, store up (401) and down (failure)
	st := memory.New()
	var aev events.APIGatewayCustomAuthorizerRequestTypeRequest
	loadEvent(t, "authorizer", &aev)
	aev.Headers = map[string]string{"X-API-Key": lambdaSecret}
	for _, keys := range []store.Keys{st, downKeys{st}} {
		_, err := base.AuthorizerWith(keys)(context.Background(), aev)
		if err == nil {
			t.Fatal("authorizer allowed a pasted text as key")
		}
		bodies = append(bodies, "authorizer error: "+err.Error())
	}
	logs := restore()
	if !strings.Contains(logs, `"operation":"detect"`) {
		t.Fatalf("function logs were not captured: %q", logs)
	}
	for _, v := range append(lambdaSecretValues, store.HashKey(lambdaSecret)) {
		if strings.Contains(logs, v) {
			t.Errorf("Lambda logs hold %q", v)
		}
		for _, b := range bodies {
			if strings.Contains(b, v) {
				t.Errorf("%s holds %q", b, v)
			}
		}
	}
}
