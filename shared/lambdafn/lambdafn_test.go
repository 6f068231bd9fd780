package lambdafn_test

import (
	"context"
	"encoding/json"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/lambdafn"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// eventsDir is the repository's events/ folder.
var eventsDir = filepath.Join("..", "..", "events")

func loadEvent(t *testing.T, name string, v any) {
	t.Helper()
	raw, err := os.ReadFile(filepath.Join(eventsDir, name+".json"))
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(raw, v); err != nil {
		t.Fatalf("%s.json: %v", name, err)
	}
}

// Each function's Lambda handler answers its event from events/ in process.
func TestFunctionsAnswerTheirEvents(t *testing.T) {
	cfg, err := app.Lambda()
	if err != nil {
		t.Fatal(err)
	}
	// as lambdafn.Start serves them: the operations that detect nothing
	// without an engine
	noEngine, err := base.Lambda()
	if err != nil {
		t.Fatal(err)
	}
	if noEngine.Engine != nil || noEngine.Usage == nil || noEngine.Audit == nil || noEngine.Auth == nil {
		t.Fatal("base.Lambda builds an engine or lacks stores or auth")
	}
	detects := map[string]bool{}
	for _, r := range api.Routes() {
		detects[r.Name] = r.Detects
	}
	want := map[string][]string{
		"detect":     {"entities_count", "detected_entities"},
		"tokenize":   {"text", "mapping", "entities_count", "detected_entities"},
		"detokenize": {"text", "replacements_made"},
		"mask":       {"text", "entities_count", "detected_entities"},
		"redact":     {"text", "entities_count", "detected_entities"},
		"hash":       {"text", "entities_count", "detected_entities"},
		"synthesize": {"results", "total", "succeeded", "failed"},
		"encrypt":    {"text", "entities_count", "detected_entities"},
		"decrypt":    {"text", "replacements_made"},
		"discover":   {"samples_analyzed", "entity_types", "suggested_policy"},
		"health":     {"status", "service", "version", "endpoints"},
	}
	for op, fields := range want {
		t.Run(op, func(t *testing.T) {
			var ev events.APIGatewayProxyRequest
			loadEvent(t, op, &ev)
			c := cfg
			if !detects[op] {
				c = noEngine
			}
			if op == "health" {
				// as lambdafn.Start serves it: without engine or stores
				if c = base.Public(); c.Engine != nil || c.Usage != nil || c.Audit != nil {
					t.Fatal("the public configuration builds an engine or opens stores")
				}
			}
			resp, err := lambdafn.New(op, c)(context.Background(), ev)
			if err != nil {
				t.Fatal(err)
			}
			if resp.StatusCode != 200 {
				t.Fatalf("status %d: %s", resp.StatusCode, resp.Body)
			}
			var body map[string]any
			if err := json.Unmarshal([]byte(resp.Body), &body); err != nil {
				t.Fatalf("body: %v", err)
			}
			for _, f := range fields {
				if _, ok := body[f]; !ok {
					t.Errorf("missing %q in %s", f, resp.Body)
				}
			}
			if resp.Headers["X-Request-Id"] != ev.RequestContext.RequestID && resp.MultiValueHeaders["X-Request-Id"][0] != ev.RequestContext.RequestID {
				t.Errorf("X-Request-Id is not API Gateway's request id: %v %v", resp.Headers, resp.MultiValueHeaders)
			}
		})
	}
}

// Without the authorizer's context a function refuses to work (fails closed).
func TestFunctionWithoutAuthorizerContextIs401(t *testing.T) {
	cfg, _ := app.Lambda()
	var ev events.APIGatewayProxyRequest
	loadEvent(t, "detect", &ev)
	ev.RequestContext.Authorizer = nil
	resp, _ := lambdafn.New("detect", cfg)(context.Background(), ev)
	if resp.StatusCode != 401 || !strings.Contains(resp.Body, `"unauthorized"`) {
		t.Errorf("got %d %s", resp.StatusCode, resp.Body)
	}
}

func TestAuthorizerEvent(t *testing.T) {
	st := memory.New()
	var ev events.APIGatewayCustomAuthorizerRequestTypeRequest
	loadEvent(t, "authorizer", &ev)
	secret := ev.Headers["X-API-Key"]
	k, err := auth.RegisterSecret(context.Background(), st, secret, "tenant-x", "ci", store.PlanFree, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	h := base.AuthorizerWith(st)
	resp, err := h(context.Background(), ev)
	if err != nil {
		t.Fatal(err)
	}
	st0 := resp.PolicyDocument.Statement[0]
	if st0.Effect != "Allow" || st0.Resource[0] != "arn:aws:execute-api:eu-central-1:123456789012:abc123/prod/*" {
		t.Errorf("policy = %+v", resp.PolicyDocument)
	}
	if resp.Context[auth.CtxTenant] != "tenant-x" || resp.Context[auth.CtxKeyID] != k.ID || resp.Context[auth.CtxPlan] != "free" {
		t.Errorf("context = %v", resp.Context)
	}
	// lower-case header names work too (HTTP/2 clients)
	delete(ev.Headers, "X-API-Key")
	ev.Headers["x-api-key"] = secret
	if _, err := h(context.Background(), ev); err != nil {
		t.Errorf("lower-case header: %v", err)
	}
	ev.Headers["x-api-key"] = secret + "x"
	if _, err := h(context.Background(), ev); err == nil || err.Error() != "Unauthorized" {
		t.Errorf("wrong key: %v", err)
	}
	st.RevokeKey(context.Background(), "tenant-x", k.ID, time.Now().Add(-time.Second))
	ev.Headers["x-api-key"] = secret
	if _, err := h(context.Background(), ev); err == nil || err.Error() != "Unauthorized" {
		t.Errorf("revoked key: %v", err)
	}
}

// A keyed operation never starts on the implicit memory stores: without a
// table it would serve calls unmetered and unaudited.
func TestCheckStores(t *testing.T) {
	for _, tc := range []struct {
		name, op string
		env      map[string]string
		ok       bool
	}{
		{"keyed without tables", "detect", nil, false},
		{"keyed with the usage table", "detect", map[string]string{"PIIGUARD_TABLE_USAGE": "piiguard-usage"}, true},
		{"keyed under sam local", "redact", map[string]string{"PIIGUARD_STORE": "memory"}, true},
		{"keyed with an unknown store value", "redact", map[string]string{"PIIGUARD_STORE": "dynamodb"}, false},
		{"public health", "health", nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			err := lambdafn.CheckStores(tc.op, func(k string) string { return tc.env[k] })
			if (err == nil) != tc.ok {
				t.Fatalf("CheckStores(%s) = %v, want ok %v", tc.op, err, tc.ok)
			}
		})
	}
}

// A function whose operation detects starts with StartWith(op, app.Lambda),
// which builds the engine; the others with Start(op), which builds none.
func TestFunctionsStartAsTheyDetect(t *testing.T) {
	for _, r := range api.Routes() {
		src, err := os.ReadFile(filepath.Join("..", "..", "functions", r.Name, "main.go"))
		if err != nil {
			t.Fatal(err)
		}
		want := `lambdafn.Start("` + r.Name + `")`
		if r.Detects {
			want = `lambdafn.StartWith("` + r.Name + `", app.Lambda)`
		}
		if !strings.Contains(string(src), want) {
			t.Errorf("functions/%s/main.go does not call %s", r.Name, want)
		}
	}
}

// Start refuses an operation that detects: it has no engine to give it.
func TestStartRefusesADetectingOperation(t *testing.T) {
	defer func() {
		if p := recover(); p == nil || !strings.Contains(p.(string), "StartWith") {
			t.Errorf("panic %v, want one that names StartWith", p)
		}
	}()
	lambdafn.Start("detect")
}

// The functions that detect nothing link neither the engine nor its
// lexicons, phone metadata and model (their package initialisation and
// size), and those that detect link them.
func TestFunctionsLinkTheEngineOnlyWhenTheyDetect(t *testing.T) {
	engine := []string{"github.com/piiguard/piiguard/shared/recognizers/builtin", "github.com/piiguard/piiguard/shared/ner", "github.com/nyaruka/phonenumbers"}
	// admin checks a bulk job's parameters (bulk.CheckFaker for the
	// synthesizer) but detects nothing; bulk runs the operations.
	lean := map[string]bool{"authorizer": true, "dashboard": true, "admin": true, "bulk": false}
	for _, r := range api.Routes() {
		lean[r.Name] = !r.Detects
	}
	for name, lean := range lean {
		out, err := exec.Command("go", "list", "-deps", "../../functions/"+name).CombinedOutput()
		if err != nil {
			t.Fatalf("go list %s: %v\n%s", name, err, out)
		}
		deps := strings.Fields(string(out))
		for _, p := range engine {
			if linked := slices.Contains(deps, p); linked == lean {
				t.Errorf("functions/%s links %s: %v, want %v", name, p, linked, !lean)
			}
		}
	}
}
