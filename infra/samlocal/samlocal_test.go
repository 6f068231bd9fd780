package samlocal_test

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"net/http"
	"net/http/httptest"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"sync"
	"sync/atomic"
	"testing"
	"time"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/jsii-runtime-go"

	"github.com/piiguard/piiguard/infra/samlocal"
	"github.com/piiguard/piiguard/infra/stack"
	"github.com/piiguard/piiguard/shared/app/base"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/lambdafn/lambdatest"
	"github.com/piiguard/piiguard/shared/store/memory"
)

const root = "../.."

// fixture: every functions/<name> built for this host into builds/<name>/bootstrap,
// and the infra app synthesized over them into assembly (cdk.out), as
// `make build synth` does for arm64.
type fixture struct {
	builds, assembly string
	err              error
}

var (
	fixOnce sync.Once
	fix     fixture
)

func setup(t *testing.T) fixture {
	t.Helper()
	fixOnce.Do(func() { fix = makeFixture() })
	if fix.err != nil {
		t.Fatal(fix.err)
	}
	return fix
}

func TestMain(m *testing.M) {
	code := m.Run()
	if fix.builds != "" {
		os.RemoveAll(filepath.Dir(fix.builds))
	}
	os.Exit(code)
}

func makeFixture() fixture {
	dir, err := os.MkdirTemp("", "samlocal")
	if err != nil {
		return fixture{err: err}
	}
	f := fixture{builds: filepath.Join(dir, "build"), assembly: filepath.Join(dir, "cdk.out")}
	bin := filepath.Join(dir, "bin")
	build := exec.Command("go", "build", "-trimpath", "-tags", "lambda.norpc", "-ldflags", "-s -w", "-o", bin+string(os.PathSeparator), "./functions/...")
	build.Dir = root
	build.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := build.CombinedOutput(); err != nil {
		f.err = fmt.Errorf("go build ./functions/...: %v\n%s", err, out)
		return f
	}
	names, _ := os.ReadDir(bin)
	for _, n := range names {
		if n.Name() == "bulk" { // Step Functions' bulk jobs: not in the default stacks, not under sam local
			continue
		}
		if err := os.MkdirAll(filepath.Join(f.builds, n.Name()), 0o755); err != nil {
			f.err = err
			return f
		}
		if err := os.Rename(filepath.Join(bin, n.Name()), filepath.Join(f.builds, n.Name(), "bootstrap")); err != nil {
			f.err = err
			return f
		}
	}
	// The CDK CLI's defaults: SAM finds code through the asset metadata and
	// names functions by their aws:cdk:path.
	ctx := map[string]any{"assetDir": f.builds, "aws:cdk:enable-asset-metadata": true, "aws:cdk:enable-path-metadata": true}
	app := awscdk.NewApp(&awscdk.AppProps{Context: &ctx, Outdir: jsii.String(f.assembly)})
	cfg, err := stack.ConfigFromContext(app.Node(), "")
	if err != nil {
		f.err = err
		return f
	}
	stack.Build(app, cfg)
	app.Synth(nil)
	return f
}

// inputs are what `sam local` reads: the template, the env file, events/.
type inputs struct {
	tpl    *samlocal.Template
	env    samlocal.EnvFile
	events map[string][]byte // events/<name>.json by name
	builds *samlocal.Builds
	region string
}

func load(t *testing.T) inputs {
	t.Helper()
	f := setup(t)
	region := primaryRegion()
	path, err := samlocal.StackTemplate(f.assembly, region)
	if err != nil {
		t.Fatal(err)
	}
	tpl, err := samlocal.ReadTemplate(path)
	if err != nil {
		t.Fatal(err)
	}
	env, err := samlocal.ReadEnvFile(filepath.Join(root, "infra", "sam-env.json"))
	if err != nil {
		t.Fatal(err)
	}
	builds, err := samlocal.ReadBuilds(f.builds)
	if err != nil {
		t.Fatal(err)
	}
	in := inputs{tpl: tpl, env: env, events: map[string][]byte{}, builds: builds, region: region}
	files, _ := filepath.Glob(filepath.Join(root, "events", "*.json"))
	for _, p := range files {
		b, err := os.ReadFile(p)
		if err != nil {
			t.Fatal(err)
		}
		in.events[strings.TrimSuffix(filepath.Base(p), ".json")] = b
	}
	return in
}

// shell is the customer's shell as README's admin section leaves it: the
// table variables exported. SAM passes a declared variable's shell value
// unless the env file sets it, so the env file must set every one.
var shell = func() map[string]string {
	m := map[string]string{}
	for _, v := range base.DeployedEnv {
		m[v] = "piiguard-from-the-shell"
	}
	return m
}()

// buildGOARCH is the GOARCH `make build` builds the bootstraps for.
func buildGOARCH() (string, error) {
	mk, err := os.ReadFile(filepath.Join(root, "Makefile"))
	if err != nil {
		return "", err
	}
	m := regexp.MustCompile(`(?m)^build:(?:\n\t.*)*?GOARCH=(\w+)`).FindSubmatch(mk)
	if m == nil {
		return "", fmt.Errorf("no GOARCH in the Makefile's build target")
	}
	return string(m[1]), nil
}

// target is a function ready to run: its bootstrap, where it came from
// (functions/<name>) and the environment SAM gives it.
type target struct {
	fn   samlocal.Function
	boot string
	name string
	env  map[string]string
}

// check does what `sam local start-api --env-vars` does with in, and
// returns every broken link it meets. Static links first (code, runtime,
// architecture, environment, events, routes); then, if run and all those
// hold, every route is called as API Gateway would: a keyed route's
// authorizer with the development key, then the operation with the
// authorizer's context. only limits the calls to routes of that function.
func check(ctx context.Context, in inputs, run bool, only string) []string {
	var problems []string
	fail := func(format string, a ...any) { problems = append(problems, fmt.Sprintf(format, a...)) }

	goarch, err := buildGOARCH()
	if err != nil {
		fail("%v", err)
	}
	fns, err := in.tpl.Functions()
	if err != nil {
		fail("%v", err)
	}
	targets := map[string]*target{} // by logical id
	var authorizer *target
	for _, f := range fns {
		tg := &target{fn: f}
		if tg.boot, err = f.Bootstrap(); err != nil {
			fail("%v", err)
			continue
		}
		if tg.name, err = in.builds.Source(f); err != nil {
			fail("%v", err)
			continue
		}
		if a, err := f.GOARCH(); err != nil || a != goarch {
			fail("function %s (%s): architecture %s, but `make build` builds GOARCH=%s (%v)", f.LogicalID, tg.name, f.Architecture, goarch, err)
		}
		if tg.env, err = f.Environment(in.env, shell); err != nil {
			fail("%s: %v", tg.name, err)
		}
		for _, v := range base.DeployedEnv {
			if tg.env[v] != "" {
				fail("%s: %s=%q points at a deployed table or key under SAM", tg.name, v, tg.env[v])
			}
		}
		if tg.env[memory.EnvStore] != memory.Selector {
			fail("%s: %s=%q under SAM, want %q (declared in the template: %v)", tg.name, memory.EnvStore, tg.env[memory.EnvStore], memory.Selector, f.Env[memory.EnvStore] != nil)
		}
		if _, ok := in.events[tg.name]; !ok {
			fail("%s: no events/%s.json", tg.name, tg.name)
		}
		if tg.name == "authorizer" {
			authorizer = tg
			if tg.env[auth.EnvDevKey] == "" {
				fail("authorizer: no development key (%s) under SAM: every keyed route would answer 401", auth.EnvDevKey)
			}
		}
		targets[f.LogicalID] = tg
	}
	routes, err := in.tpl.Routes()
	if err != nil {
		fail("%v", err)
	}
	// A function may serve several routes (health also serves
	// /openapi.json): its one event in events/ must be a call of one of them.
	routed := map[string]bool{}
	byFunc := map[*target][]samlocal.Route{}
	var order []*target
	for _, r := range routes {
		tg := targets[r.Function]
		if tg == nil {
			fail("route %s %s: function %s is not runnable", r.Method, r.Path, r.Function)
			continue
		}
		routed[tg.name] = true
		if byFunc[tg] == nil {
			order = append(order, tg)
		}
		byFunc[tg] = append(byFunc[tg], r)
		if r.AuthorizationType == "CUSTOM" && (r.Authorizer == nil || authorizer == nil || r.Authorizer.Function != authorizer.fn.LogicalID) {
			fail("route %s %s: not guarded by the authorizer function", r.Method, r.Path)
		}
	}
	for _, tg := range order {
		var ev events.APIGatewayProxyRequest
		if err := json.Unmarshal(in.events[tg.name], &ev); err != nil {
			fail("events/%s.json: %v", tg.name, err)
			continue
		}
		var matched *samlocal.Route
		var firstErr error
		for i, r := range byFunc[tg] {
			if err := r.Matches(ev); err == nil {
				matched = &byFunc[tg][i]
				break
			} else if firstErr == nil {
				firstErr = err
			}
		}
		if matched == nil {
			fail("events/%s.json: %v", tg.name, firstErr)
			continue
		}
		if matched.AuthorizationType == "CUSTOM" && matched.Authorizer != nil {
			if _, err := matched.AuthorizerEvent(in.region, ev); err != nil {
				fail("events/%s.json: %v", tg.name, err)
			}
		}
	}
	if authorizer != nil {
		var ev events.APIGatewayCustomAuthorizerRequestTypeRequest
		if err := json.Unmarshal(in.events["authorizer"], &ev); err != nil {
			fail("events/authorizer.json: %v", err)
		} else if err := samlocal.MatchesAuthorizer(ev, routes, authorizer.fn.LogicalID); err != nil {
			fail("events/authorizer.json: %v", err)
		}
	}
	built := map[string]int{}
	for _, tg := range targets {
		built[tg.name]++
		if tg.name != "authorizer" && !routed[tg.name] {
			fail("%s: no route of the API invokes it", tg.name)
		}
	}
	for _, name := range in.builds.Names() {
		if built[name] != 1 {
			fail("functions/%s: %d functions of the template run it, want 1", name, built[name])
		}
	}
	if authorizer == nil {
		fail("no function of the template was built from functions/authorizer")
	}
	if !run || len(problems) > 0 {
		return problems
	}

	// No function may reach AWS: every SDK call goes to this trap.
	var calls atomic.Int64
	trap := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		calls.Add(1)
		http.Error(w, "no AWS under sam local", http.StatusForbidden)
	}))
	defer trap.Close()
	invoke := func(tg *target, event any) (lambdatest.Result, error) {
		raw, err := json.Marshal(event)
		if err != nil {
			return lambdatest.Result{}, err
		}
		env := tg.fn.RuntimeEnv(in.region, tg.env)
		env = append(env, "AWS_ENDPOINT_URL="+trap.URL, "AWS_ACCESS_KEY_ID=defaultkey", "AWS_SECRET_ACCESS_KEY=defaultsecret")
		ctx, cancel := context.WithTimeout(ctx, 60*time.Second)
		defer cancel()
		return lambdatest.Invoke(ctx, tg.boot, env, raw)
	}
	devKey := authorizer.env[auth.EnvDevKey]
	refused := false // the example key of events/ is refused once
	for _, r := range routes {
		tg := targets[r.Function]
		if only != "" && tg.name != only {
			continue
		}
		var ev events.APIGatewayProxyRequest
		json.Unmarshal(in.events[tg.name], &ev)
		if tg.name == "dashboard" {
			// No key: the dashboard signs users in with the deployment's
			// Cognito user pool and manages the deployed tables, so under
			// SAM it must refuse to run (make run serves it locally).
			res, err := invoke(tg, ev)
			if err != nil || !res.Failed || !strings.Contains(res.Output, memory.EnvStore) {
				fail("%s %s: dashboard did not refuse to run with %s: %s (%v)\n%s", r.Method, r.Path, memory.EnvStore, res.Payload, err, res.Output)
			}
			continue
		}
		switch r.AuthorizationType {
		case "CUSTOM":
			if !refused {
				aev, _ := r.AuthorizerEvent(in.region, ev)
				res, err := invoke(authorizer, aev)
				if err != nil || !res.Failed || !strings.Contains(string(res.Payload), "Unauthorized") {
					fail("%s: the authorizer did not refuse the example key of events/%s.json: %s %v\n%s", r.Path, tg.name, res.Payload, err, res.Output)
				}
				refused = true
			}
			ev.Headers = withHeader(ev.Headers, auth.Header, devKey)
			aev, _ := r.AuthorizerEvent(in.region, ev)
			res, err := invoke(authorizer, aev)
			if err != nil || res.Failed {
				fail("%s %s: the authorizer refused the development key: %s %v\n%s", r.Method, r.Path, res.Payload, err, res.Output)
				continue
			}
			var resp events.APIGatewayCustomAuthorizerResponse
			if err := json.Unmarshal(res.Payload, &resp); err != nil {
				fail("%s: authorizer answer %s: %v", r.Path, res.Payload, err)
				continue
			}
			actx, err := samlocal.Authorized(resp, aev.MethodArn)
			if err != nil {
				fail("%s: %v", r.Path, err)
				continue
			}
			ev.RequestContext.Authorizer = actx
		case "AWS_IAM":
			// start-api checks no IAM signature: the function itself must
			// refuse to run locally rather than reach for the tables.
			res, err := invoke(tg, ev)
			if err != nil || !res.Failed || !strings.Contains(res.Output, memory.EnvStore) {
				fail("%s %s (IAM, unchecked by SAM): %s did not refuse to run with %s: %s (%v)\n%s", r.Method, r.Path, tg.name, memory.EnvStore, res.Payload, err, res.Output)
			}
			continue
		}
		res, err := invoke(tg, ev)
		var resp events.APIGatewayProxyResponse
		if err == nil && !res.Failed {
			err = json.Unmarshal(res.Payload, &resp)
		}
		var body map[string]any
		if err != nil || res.Failed || resp.StatusCode != 200 || json.Unmarshal([]byte(resp.Body), &body) != nil {
			fail("%s %s: status %d: %s %s (%v)\n%s", r.Method, r.Path, resp.StatusCode, resp.Body, res.Payload, err, res.Output)
		}
	}
	if n := calls.Load(); n > 0 {
		fail("%d calls reached for AWS", n)
	}
	return problems
}

func withHeader(h map[string]string, name, value string) map[string]string {
	out := map[string]string{}
	for k, v := range h {
		if !strings.EqualFold(k, name) {
			out[k] = v
		}
	}
	out[name] = value
	return out
}

// The whole API answers under SAM with infra/sam-env.json and the events of
// events/: health without a key, every keyed operation with the
// development key through the authorizer, and nothing reaches for AWS.
func TestStartAPIServesEveryRoute(t *testing.T) {
	start := time.Now()
	in := load(t)
	t.Logf("build and synth: %v", time.Since(start).Round(time.Millisecond))
	start = time.Now()
	for _, p := range check(context.Background(), in, true, "") {
		t.Error(p)
	}
	t.Logf("checks and calls: %v", time.Since(start).Round(time.Millisecond))
}

// Each broken link between the template, the env file, events/ and the
// functions' sources makes check fail.
func TestBrokenLinksFail(t *testing.T) {
	base := load(t)
	fnByName := func(t *testing.T, in inputs, name string) samlocal.Function {
		for _, f := range must(in.tpl.Functions()) {
			if n, _ := in.builds.Source(f); n == name {
				return f
			}
		}
		t.Fatalf("no function %s", name)
		return samlocal.Function{}
	}
	fnOf := func(t *testing.T, in inputs, name string) samlocal.Resource {
		return in.tpl.Resources[fnByName(t, in, name).LogicalID]
	}
	empty := t.TempDir()
	stranger := t.TempDir()
	os.WriteFile(filepath.Join(stranger, "bootstrap"), []byte("#!/bin/sh\n"), 0o755)
	for _, tc := range []struct {
		name   string
		break_ func(t *testing.T, in *inputs)
		run    string // run this function's routes after the static checks
		want   string
	}{
		{"asset without a bootstrap", func(t *testing.T, in *inputs) { fnOf(t, *in, "detect").Metadata["aws:asset:path"] = empty }, "", "has no bootstrap"},
		{"function without asset metadata", func(t *testing.T, in *inputs) { delete(fnOf(t, *in, "mask").Metadata, "aws:asset:path") }, "", "no aws:asset:path"},
		{"asset built from no function", func(t *testing.T, in *inputs) { fnOf(t, *in, "hash").Metadata["aws:asset:path"] = stranger }, "", "is none of"},
		{"a function the template lacks", func(t *testing.T, in *inputs) {
			delete(in.tpl.Resources, fnByName(t, *in, "discover").LogicalID)
		}, "", "functions/discover: 0 functions of the template run it"},
		{"not a custom runtime", func(t *testing.T, in *inputs) { fnOf(t, *in, "redact").Properties["Runtime"] = "nodejs20.x" }, "", "not a custom runtime"},
		{"architecture make build does not build", func(t *testing.T, in *inputs) {
			fnOf(t, *in, "redact").Properties["Architectures"] = []any{"x86_64"}
		}, "", "`make build` builds GOARCH"},
		{"event of another route", func(t *testing.T, in *inputs) { in.events["detect"] = in.events["tokenize"] }, "", "events/detect.json: event resource"},
		{"no event", func(t *testing.T, in *inputs) { delete(in.events, "discover") }, "", "no events/discover.json"},
		{"authorizer event of another type", func(t *testing.T, in *inputs) {
			in.events["authorizer"] = []byte(strings.Replace(string(in.events["authorizer"]), `"REQUEST"`, `"TOKEN"`, 1))
		}, "", "authorizer event type"},
		{"event without the key header", func(t *testing.T, in *inputs) {
			in.events["mask"] = []byte(strings.Replace(string(in.events["mask"]), `"X-API-Key"`, `"X-Other"`, 1))
		}, "", "401 before the authorizer"},
		{"env file leaves a table to the shell", func(t *testing.T, in *inputs) { delete(in.env["Parameters"], "PIIGUARD_TABLE_AUDIT") }, "", "PIIGUARD_TABLE_AUDIT=\"piiguard-from-the-shell\" points at"},
		{"env file names a table", func(t *testing.T, in *inputs) { in.env["Parameters"]["PIIGUARD_TABLE_USAGE"] = "piiguard-usage" }, "", "PIIGUARD_TABLE_USAGE=\"piiguard-usage\" points at"},
		{"env file leaves a table for one function", func(t *testing.T, in *inputs) {
			in.env[fnByName(t, *in, "encrypt").ID] = map[string]any{"PIIGUARD_KMS_KEY_ID": "alias/piiguard-tenant-keys"}
		}, "", "encrypt: PIIGUARD_KMS_KEY_ID=\"alias/piiguard-tenant-keys\" points at"},
		{"env file without the memory switch", func(t *testing.T, in *inputs) { delete(in.env["Parameters"], memory.EnvStore) }, "", "PIIGUARD_STORE=\"\" under SAM"},
		{"template does not declare the memory switch", func(t *testing.T, in *inputs) {
			delete(fnOf(t, *in, "synthesize").Properties["Environment"].(map[string]any)["Variables"].(map[string]any), memory.EnvStore)
		}, "", "synthesize: PIIGUARD_STORE=\"\" under SAM, want \"memory\" (declared in the template: false)"},
		{"env file without the development key", func(t *testing.T, in *inputs) { delete(in.env["Parameters"], auth.EnvDevKey) }, "", "authorizer: no development key"},
		{"template does not declare the development key", func(t *testing.T, in *inputs) {
			delete(fnOf(t, *in, "authorizer").Properties["Environment"].(map[string]any)["Variables"].(map[string]any), auth.EnvDevKey)
		}, "", "authorizer: no development key"},
		{"event the function refuses", func(t *testing.T, in *inputs) {
			in.events["hash"] = []byte(strings.Replace(string(in.events["hash"]), `"body": "{`, `"body": "{{`, 1))
		}, "hash", "POST /api/public/v1/hash: status 400"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			in := base
			tpl, err := samlocal.ReadTemplate(base.tpl.Path) // a fresh copy to break
			if err != nil {
				t.Fatal(err)
			}
			in.tpl = tpl
			in.env = samlocal.EnvFile{}
			for k, v := range base.env {
				in.env[k] = map[string]any{}
				for kk, vv := range v {
					in.env[k][kk] = vv
				}
			}
			in.events = map[string][]byte{}
			for k, v := range base.events {
				in.events[k] = v
			}
			tc.break_(t, &in)
			problems := check(context.Background(), in, tc.run != "", tc.run)
			for _, p := range problems {
				if strings.Contains(p, tc.want) {
					return
				}
			}
			t.Errorf("no problem says %q; problems: %q", tc.want, problems)
		})
	}
}

// The trap of check sees a function that reaches for AWS: the admin
// function without the memory switch goes for its default tables.
func TestTrapSeesCallsToAWS(t *testing.T) {
	in := load(t)
	var calls atomic.Int64
	trap := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		io.Copy(io.Discard, r.Body)
		calls.Add(1)
		http.Error(w, "no AWS", http.StatusForbidden)
	}))
	defer trap.Close()
	for _, f := range must(in.tpl.Functions()) {
		if n, _ := in.builds.Source(f); n != "admin" {
			continue
		}
		in.env["Parameters"][memory.EnvStore] = ""
		vars, _ := f.Environment(in.env, nil)
		env := append(f.RuntimeEnv(in.region, vars), "AWS_ENDPOINT_URL="+trap.URL, "AWS_ACCESS_KEY_ID=defaultkey", "AWS_SECRET_ACCESS_KEY=defaultsecret",
			"AWS_MAX_ATTEMPTS=1")
		ctx, cancel := context.WithTimeout(context.Background(), 60*time.Second)
		defer cancel()
		res, err := lambdatest.Invoke(ctx, must(f.Bootstrap()), env, in.events["admin"])
		if err != nil {
			t.Fatal(err)
		}
		if calls.Load() == 0 {
			t.Errorf("the trap saw no call; admin answered %s\n%s", res.Payload, res.Output)
		}
		return
	}
	t.Fatal("no admin function")
}

func must[T any](v T, err error) T {
	if err != nil {
		panic(err)
	}
	return v
}

// deployedProblems lists the functions of a deployable template that would
// select the memory store or know a development key.
func deployedProblems(tpl *samlocal.Template, builds *samlocal.Builds) []string {
	var problems []string
	fns, err := tpl.Functions()
	if err != nil {
		problems = append(problems, err.Error())
	}
	for _, f := range fns {
		name, _ := builds.Source(f)
		if v, ok := f.Env[memory.EnvStore]; !ok || v != "" {
			problems = append(problems, fmt.Sprintf("%s (%s): %s=%v, want declared empty", f.LogicalID, name, memory.EnvStore, v))
		}
		if v, ok := f.Env[auth.EnvDevKey]; ok && (v != "" || name != "authorizer") {
			problems = append(problems, fmt.Sprintf("%s (%s): %s=%v, want absent, or empty on the authorizer", f.LogicalID, name, auth.EnvDevKey, v))
		}
	}
	return problems
}

// No function of any deployable stack selects the memory store or knows a
// development key: those come only from infra/sam-env.json.
func TestDeployedStacksNeverSelectMemory(t *testing.T) {
	f := setup(t)
	builds := must(samlocal.ReadBuilds(f.builds))
	for _, r := range stack.DefaultConfig().Regions {
		region := r.AWS
		tpl := must(samlocal.ReadTemplate(must(samlocal.StackTemplate(f.assembly, region))))
		want := len(builds.Names())
		if region != primaryRegion() {
			want-- // the dashboard is in the primary stack only
		}
		if n := len(must(tpl.Functions())); n < want {
			t.Errorf("%s: %d functions, want %d of the %d built", region, n, want, len(builds.Names()))
		}
		for _, p := range deployedProblems(tpl, builds) {
			t.Errorf("%s: %s", region, p)
		}
	}
	// and the check sees each way a stack could get there
	path := must(samlocal.StackTemplate(f.assembly, primaryRegion()))
	for _, tc := range []struct {
		name string
		set  func(vars map[string]any, fn string)
	}{
		{"memory selected", func(v map[string]any, fn string) {
			if fn == "tokenize" {
				v[memory.EnvStore] = memory.Selector
			}
		}},
		{"development key set", func(v map[string]any, fn string) {
			if fn == "authorizer" {
				v[auth.EnvDevKey] = "pg_known"
			}
		}},
		{"development key declared beyond the authorizer", func(v map[string]any, fn string) {
			if fn == "detect" {
				v[auth.EnvDevKey] = ""
			}
		}},
	} {
		tpl := must(samlocal.ReadTemplate(path))
		for _, fn := range must(tpl.Functions()) {
			name, _ := builds.Source(fn)
			tc.set(fn.Env, name) // Env is the template's own map
		}
		if len(deployedProblems(tpl, builds)) != 1 {
			t.Errorf("%s: problems %q, want one", tc.name, deployedProblems(tpl, builds))
		}
	}
}

// make sam-invoke finds a function's logical id through its build.
func TestFunctionID(t *testing.T) {
	f := setup(t)
	region := primaryRegion()
	tpl := must(samlocal.ReadTemplate(must(samlocal.StackTemplate(f.assembly, region))))
	routes := must(tpl.Routes())
	for _, op := range []string{"detect", "health"} {
		id, err := samlocal.FunctionID(f.assembly, region, f.builds, op)
		if err != nil {
			t.Fatal(err)
		}
		found := false
		for _, r := range routes {
			found = found || r.Path == "/api/public/v1/"+op && r.Function == id
		}
		if !found {
			t.Errorf("%s: id %s is not the function of /api/public/v1/%s", op, id, op)
		}
	}
	if id, err := samlocal.FunctionID(f.assembly, region, f.builds, "nothing"); err == nil {
		t.Errorf("a function built from nothing: %s", id)
	}
	if p, err := samlocal.StackTemplate(f.assembly, "xx-nowhere-1"); err == nil {
		t.Errorf("a stack in no region: %s", p)
	}
}

// primaryRegion is the AWS region of the primary stack, which `make sam-api`
// serves.
func primaryRegion() string { return stack.DefaultConfig().Regions[0].AWS }
