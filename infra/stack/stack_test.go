package stack

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"slices"
	"sort"
	"strings"
	"sync"
	"testing"

	"github.com/aws/aws-cdk-go/awscdk/v2"
	"github.com/aws/aws-cdk-go/awscdk/v2/assertions"
	"github.com/aws/aws-cdk-go/awscdk/v2/cxapi"
	"github.com/aws/jsii-runtime-go"
	"github.com/cdklabs/cdk-nag-go/cdknag/v2"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	pgapi "github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/regions"
)

// template is a synthesized CloudFormation template as plain JSON values.
type template map[string]any

func (t template) resources() map[string]map[string]any {
	out := map[string]map[string]any{}
	for id, r := range t["Resources"].(map[string]any) {
		out[id] = r.(map[string]any)
	}
	return out
}

// ofType returns logical id -> Properties of every resource of type typ.
func (t template) ofType(typ string) map[string]map[string]any {
	out := map[string]map[string]any{}
	for id, r := range t.resources() {
		if r["Type"] == typ {
			props, _ := r["Properties"].(map[string]any)
			out[id] = props
		}
	}
	return out
}

// placeholderAssets makes <dir>/<fn>/bootstrap for every function so synth
// does not need `make build`.
func placeholderAssets(t testing.TB) string {
	dir := t.TempDir()
	for _, fn := range append([]string{"authorizer", "admin", "bulk", "dashboard"}, Operations...) {
		if err := os.MkdirAll(filepath.Join(dir, fn), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(dir, fn, "bootstrap"), []byte("placeholder "+fn), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	return dir
}

// synthesized is one app: a template per region (primary first) and the
// cdk-nag AwsSolutions findings nobody suppressed.
type synthesized struct {
	eu, us template
	all    []template
	ids    []string // stack ids
	nag    []string
}

var (
	synthOnce sync.Once
	defaults  synthesized
	custom    synthesized // every option set: another prefix, domains, WAF, e-mail, deletion protection
)

// cdkContext is cdk.json's context: the feature flags `cdk synth` applies.
func cdkContext(t testing.TB) map[string]any {
	t.Helper()
	b, err := os.ReadFile("../cdk.json")
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		App     string         `json:"app"`
		Context map[string]any `json:"context"`
	}
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatalf("cdk.json: %v", err)
	}
	if f.App != "go run ." || len(f.Context) == 0 {
		t.Fatalf("cdk.json: app %q, %d context values", f.App, len(f.Context))
	}
	return f.Context
}

func synth(t testing.TB, context map[string]any) synthesized {
	t.Helper()
	ctx := cdkContext(t)
	ctx["assetDir"] = placeholderAssets(t)
	for k, v := range context {
		ctx[k] = v
	}
	app := awscdk.NewApp(&awscdk.AppProps{Context: &ctx})
	awscdk.Aspects_Of(app).Add(cdknag.NewAwsSolutionsChecks(&cdknag.NagPackProps{Verbose: jsii.Bool(true)}), nil)
	cfg, err := ConfigFromContext(app.Node(), "")
	if err != nil {
		t.Fatal(err)
	}
	var out synthesized
	for _, st := range Build(app, cfg) {
		out.all = append(out.all, toTemplate(st))
		out.ids = append(out.ids, *st.StackName())
		annotations := assertions.Annotations_FromStack(st)
		nagRule := assertions.Match_StringLikeRegexp(jsii.String("AwsSolutions-.*"))
		for _, found := range [][]*cxapi.SynthesisMessage{*annotations.FindError(jsii.String("*"), nagRule), *annotations.FindWarning(jsii.String("*"), nagRule)} {
			for _, m := range found {
				out.nag = append(out.nag, fmt.Sprintf("%s: %v", *m.Id, m.Entry.Data))
			}
		}
	}
	out.eu, out.us = out.all[0], out.all[1]
	return out
}

func toTemplate(st awscdk.Stack) template {
	raw := assertions.Template_FromStack(st, nil).ToJSON()
	return template(*raw)
}

// stacks synthesizes once per test binary: each synth drives the jsii runtime.
func stacks(t *testing.T) (synthesized, synthesized) {
	t.Helper()
	synthOnce.Do(func() {
		defaults = synth(t, nil)
		custom = synth(t, map[string]any{
			"prefix":   "staging",
			"euDomain": "eu-api.example.com", "euCertificateArn": "arn:aws:acm:eu-central-1:111111111111:certificate/eu",
			"usDomain": "us-api.example.com", "usCertificateArn": "arn:aws:acm:us-east-1:111111111111:certificate/us",
			"globalDomain": "api.example.com", "hostedZoneId": "Z123456", "hostedZoneName": "example.com",
			"usRegion": "us-west-2", "authorizerCacheTtl": 15,
			"wafRateLimit": "500", "alarmEmail": "ops@example.com", "deletionProtection": "true", "apiGatewayCloudWatchRole": false,
			"bulkSourceBuckets": "acme-lake-raw, acme-tickets", "bulkDestinationBuckets": "acme-lake-clean", "bulkMaxConcurrency": 250,
		})
	})
	if defaults.eu == nil || custom.eu == nil {
		t.Fatal("synth failed in an earlier test")
	}
	return defaults, custom
}

func ref(v any) string {
	if m, ok := v.(map[string]any); ok {
		if r, ok := m["Ref"].(string); ok {
			return r
		}
	}
	return ""
}

// paths maps every API Gateway resource id to its full path.
func paths(tp template) map[string]string {
	res := tp.ofType("AWS::ApiGateway::Resource")
	out := map[string]string{}
	var walk func(id string) string
	walk = func(id string) string {
		if p, ok := out[id]; ok {
			return p
		}
		props := res[id]
		parent := ""
		if pid := ref(props["ParentId"]); pid != "" {
			parent = walk(pid)
		}
		out[id] = parent + "/" + props["PathPart"].(string)
		return out[id]
	}
	for id := range res {
		walk(id)
	}
	return out
}

func functionIDs(tp template) map[string]string { // function name -> logical id
	out := map[string]string{}
	for id, props := range tp.ofType("AWS::Lambda::Function") {
		out[strings.TrimPrefix(props["Description"].(string), "piiguard ")] = id
	}
	return out
}

func TestRoutes(t *testing.T) {
	def, _ := stacks(t)
	for region, tp := range map[string]template{"eu": def.eu, "us": def.us} {
		pathOf := paths(tp)
		authorizers := tp.ofType("AWS::ApiGateway::Authorizer")
		if len(authorizers) != 1 {
			t.Fatalf("%s: %d authorizers, want 1", region, len(authorizers))
		}
		var authID string
		for id := range authorizers {
			authID = id
		}
		got := map[string]string{} // "METHOD path" -> authorization
		for _, m := range tp.ofType("AWS::ApiGateway::Method") {
			if m["HttpMethod"] == "OPTIONS" {
				continue
			}
			key := fmt.Sprintf("%s %s", m["HttpMethod"], pathOf[ref(m["ResourceId"])])
			auth := m["AuthorizationType"].(string)
			if auth == "CUSTOM" {
				if ref(m["AuthorizerId"]) != authID {
					t.Errorf("%s: %s uses authorizer %v", region, key, m["AuthorizerId"])
				}
			}
			// Usage plans throttle only methods that require an API key
			// (which the authorizer supplies): every keyed route, no other.
			if required, _ := m["ApiKeyRequired"].(bool); required != (auth == "CUSTOM") {
				t.Errorf("%s: %s ApiKeyRequired %v", region, key, m["ApiKeyRequired"])
			}
			got[key] = auth
		}
		// Exactly the operation table of shared/api, plus the admin API,
		// plus the dashboard in the primary region (it signs users in itself).
		want := map[string]string{"ANY /api/admin/v1/{proxy+}": "AWS_IAM"}
		if region == "eu" {
			want["ANY /dashboard"] = "NONE"
			want["ANY /dashboard/{proxy+}"] = "NONE"
		}
		for _, r := range pgapi.Routes() {
			auth := "CUSTOM"
			if r.Public {
				auth = "NONE"
			}
			want[r.Method+" /api/public/v1/"+r.Name] = auth
		}
		want["GET /api/public/v1/"+pgapi.OpenAPIPath] = "NONE" // served by the health function
		if len(want) != 13+len(dashboardRoutes(region)) || want["GET /api/public/v1/health"] != "NONE" || want["POST /api/public/v1/detect"] != "CUSTOM" {
			t.Fatalf("operation table changed shape: %v", want)
		}
		if !reflect.DeepEqual(got, want) {
			t.Errorf("%s routes:\n got %v\nwant %v", region, got, want)
		}
	}
}

func dashboardRoutes(region string) []string {
	if region == "eu" {
		return []string{"ANY /dashboard", "ANY /dashboard/{proxy+}"}
	}
	return nil
}

func TestAuthorizer(t *testing.T) {
	def, cust := stacks(t)
	for _, tc := range []struct {
		name string
		tp   template
		ttl  float64
	}{{"default", def.eu, 30}, {"context ttl", cust.us, 15}} {
		for _, a := range tc.tp.ofType("AWS::ApiGateway::Authorizer") {
			if a["Type"] != "REQUEST" || a["IdentitySource"] != "method.request.header.X-API-Key" || a["AuthorizerResultTtlInSeconds"] != tc.ttl {
				t.Errorf("%s: authorizer %v", tc.name, a)
			}
			uri, _ := json.Marshal(a["AuthorizerUri"])
			if !strings.Contains(string(uri), functionIDs(tc.tp)["authorizer"]) {
				t.Errorf("%s: authorizer does not invoke the authorizer function: %s", tc.name, uri)
			}
		}
	}
	// Assertions API: the same, as CDK's own matcher sees it.
	assertions.Template_FromJSON(toStringMap(def.eu), nil).HasResourceProperties(jsii.String("AWS::ApiGateway::Authorizer"),
		&map[string]any{"Type": "REQUEST", "IdentitySource": "method.request.header.X-API-Key"})
}

func toStringMap(tp template) *map[string]any { m := map[string]any(tp); return &m }

func TestFunctions(t *testing.T) {
	def, _ := stacks(t)
	ids := functionIDs(def.eu)
	wantNames := append([]string{"admin", "authorizer", "dashboard"}, Operations...)
	sort.Strings(wantNames)
	var names []string
	for n := range ids {
		names = append(names, n)
	}
	sort.Strings(names)
	if !reflect.DeepEqual(names, wantNames) {
		t.Fatalf("functions %v, want %v", names, wantNames)
	}
	for name, props := range def.eu.ofType("AWS::Lambda::Function") {
		arch, _ := json.Marshal(props["Architectures"])
		tracing, _ := json.Marshal(props["TracingConfig"])
		logging, _ := json.Marshal(props["LoggingConfig"])
		if string(arch) != `["arm64"]` || props["Runtime"] != "provided.al2023" || props["Handler"] != "bootstrap" ||
			string(tracing) != `{"Mode":"Active"}` || !strings.Contains(string(logging), `"LogFormat":"JSON"`) {
			t.Errorf("%s: arch %s runtime %v tracing %s logging %s", name, arch, props["Runtime"], tracing, logging)
		}
	}
	for _, s := range def.eu.ofType("AWS::ApiGateway::Stage") {
		if s["TracingEnabled"] != true || s["StageName"] != "prod" {
			t.Errorf("stage %v", s)
		}
	}
}

func TestUsagePlans(t *testing.T) {
	def, _ := stacks(t)
	got := map[string][2]float64{}
	for _, p := range def.us.ofType("AWS::ApiGateway::UsagePlan") {
		th := p["Throttle"].(map[string]any)
		got[p["UsagePlanName"].(string)] = [2]float64{th["RateLimit"].(float64), th["BurstLimit"].(float64)}
		if stages, _ := p["ApiStages"].([]any); len(stages) != 1 {
			t.Errorf("%v: api stages %v", p["UsagePlanName"], p["ApiStages"])
		}
	}
	want := map[string][2]float64{"piiguard Free": {5, 10}, "piiguard Pay-as-you-go": {100, 200}}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("usage plans %v, want %v", got, want)
	}
	for region, tp := range map[string]template{"eu": def.eu, "us": def.us} {
		for _, a := range tp.ofType("AWS::ApiGateway::RestApi") {
			if a["ApiKeySourceType"] != "AUTHORIZER" {
				t.Errorf("%s: api key source %v", region, a["ApiKeySourceType"])
			}
		}
		// Stage-wide throttling caps the whole API above the per-key plans.
		for _, st := range tp.ofType("AWS::ApiGateway::Stage") {
			ms, _ := json.Marshal(st["MethodSettings"])
			if !strings.Contains(string(ms), `"ThrottlingRateLimit":1000`) || !strings.Contains(string(ms), `"ThrottlingBurstLimit":2000`) {
				t.Errorf("%s: stage method settings %s", region, ms)
			}
		}
		// API keys are per tenant key, made by the admin service, never by the stack.
		if n := len(tp.ofType("AWS::ApiGateway::ApiKey")); n != 0 {
			t.Errorf("%s: %d API keys in the template", region, n)
		}
		outputs, _ := tp["Outputs"].(map[string]any)
		for _, o := range []string{"UsagePlanIdFree", "UsagePlanIdPayAsYouGo"} {
			out, ok := outputs[o].(map[string]any)
			if !ok || !strings.Contains(ref(out["Value"]), strings.TrimPrefix(o, "UsagePlanId")+"Plan") {
				t.Errorf("%s: output %s = %v", region, o, outputs[o])
			}
		}
	}
}

// arnText flattens an IAM resource built from Fn::Sub / Fn::Join / Ref into
// one string, a usage plan reference written {Free} or {PayAsYouGo}.
func arnText(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case map[string]any:
		if sub, ok := x["Fn::Sub"].(string); ok {
			return sub
		}
		if r := ref(x); r != "" {
			for _, p := range []string{"PayAsYouGo", "Free"} {
				if strings.Contains(r, p+"Plan") {
					return "{" + p + "}"
				}
			}
			return "{" + r + "}"
		}
		if j, ok := x["Fn::Join"].([]any); ok {
			var b strings.Builder
			for _, part := range j[1].([]any) {
				b.WriteString(arnText(part))
			}
			return b.String()
		}
	}
	b, _ := json.Marshal(v)
	return string(b)
}

// TestAdminAPIGatewayPermissions: the admin function and the dashboard's
// (in the primary region), and no other, may each list
// usage plans, and otherwise touch only API keys and usage plan keys tagged
// with its own deployment: no listing of the account's API keys, no
// unconditional read or delete of any key.
func TestAdminAPIGatewayPermissions(t *testing.T) {
	def, cust := stacks(t)
	for _, tc := range []struct {
		name              string
		tp                template
		own, peer, prefix string
	}{{"eu", def.eu, "eu-central-1", "us-east-1", "piiguard"}, {"us", def.us, "us-east-1", "eu-central-1", "piiguard"},
		{"us context", cust.us, "us-west-2", "eu-central-1", "staging"}} {
		roleToFn := map[string]string{}
		for name, id := range functionIDs(tc.tp) {
			role := tc.tp.resources()[id]["Properties"].(map[string]any)["Role"].(map[string]any)["Fn::GetAtt"].([]any)[0].(string)
			roleToFn[role] = name
		}
		got := map[string]map[string][]string{} // function -> "actions if condition" -> resources
		for _, p := range tc.tp.ofType("AWS::IAM::Policy") {
			for _, sv := range p["PolicyDocument"].(map[string]any)["Statement"].([]any) {
				st := sv.(map[string]any)
				actions := toStrings(st["Action"])
				if !strings.HasPrefix(actions[0], "apigateway:") {
					continue
				}
				var fns []string
				for _, r := range p["Roles"].([]any) {
					fn := roleToFn[ref(r)]
					if fn != "admin" && (fn != "dashboard" || tc.name != "eu") {
						t.Errorf("%s: %s may %v", tc.name, fn, actions)
					}
					fns = append(fns, fn)
				}
				if st["Effect"] != "Allow" {
					t.Errorf("%s: statement %v", tc.name, st)
				}
				cond, _ := json.Marshal(st["Condition"])
				key := strings.Join(actions, ",") + " if " + string(cond)
				resources, ok := st["Resource"].([]any)
				if !ok {
					resources = []any{st["Resource"]}
				}
				for _, fn := range fns {
					if got[fn] == nil {
						got[fn] = map[string][]string{}
					}
					for _, r := range resources {
						got[fn][key] = append(got[fn][key], arnText(r))
					}
				}
			}
		}
		for _, g := range got {
			for a := range g {
				sort.Strings(g[a])
			}
		}
		arn := func(region, path string) string { return "arn:${AWS::Partition}:apigateway:" + region + "::" + path }
		ours := `{"StringEquals":{"aws:ResourceTag/piiguard-deployment":"` + tc.prefix + `"}}`
		tagged := `{"ForAllValues:StringEquals":{"aws:TagKeys":["piiguard-deployment"]},"StringEquals":{"aws:RequestTag/piiguard-deployment":"` + tc.prefix + `"}}`
		want := map[string][]string{
			"apigateway:GET if null": {arn(tc.own, "/usageplans"), arn(tc.peer, "/usageplans")},
			"apigateway:DELETE,apigateway:GET,apigateway:POST if " + ours: {
				arn(tc.own, "/usageplans/{Free}/keys"), arn(tc.own, "/usageplans/{Free}/keys/*"),
				arn(tc.own, "/usageplans/{PayAsYouGo}/keys"), arn(tc.own, "/usageplans/{PayAsYouGo}/keys/*"),
				arn(tc.peer, "/usageplans/*/keys"), arn(tc.peer, "/usageplans/*/keys/*")},
			"apigateway:POST if " + tagged:                {arn(tc.own, "/apikeys"), arn(tc.peer, "/apikeys")},
			"apigateway:DELETE,apigateway:GET if " + ours: {arn(tc.own, "/apikeys/*"), arn(tc.peer, "/apikeys/*")},
		}
		for a := range want {
			sort.Strings(want[a])
		}
		managers := []string{"admin"}
		if tc.name == "eu" {
			managers = append(managers, "dashboard")
		}
		if len(got) != len(managers) {
			t.Errorf("%s: API Gateway permissions for %d functions, want %v", tc.name, len(got), managers)
		}
		for _, fn := range managers {
			if !reflect.DeepEqual(got[fn], want) {
				t.Errorf("%s %s API Gateway permissions:\n got %v\nwant %v", tc.name, fn, got[fn], want)
			}
		}
		// The conditions hold only if the usage plans carry the tag.
		for _, p := range tc.tp.ofType("AWS::ApiGateway::UsagePlan") {
			if !hasTag(p, apigw.TagKey, tc.prefix) {
				t.Errorf("%s: usage plan %v not tagged %s=%s: %v", tc.name, p["UsagePlanName"], apigw.TagKey, tc.prefix, p["Tags"])
			}
		}
	}
}

func hasTag(props map[string]any, key, value string) bool {
	tags, _ := props["Tags"].([]any)
	for _, tv := range tags {
		if tag, _ := tv.(map[string]any); tag["Key"] == key && tag["Value"] == value {
			return true
		}
	}
	return false
}

func TestTables(t *testing.T) {
	def, cust := stacks(t)
	// The keys, usage and policies global tables live in the EU stack only,
	// replicated to the US region.
	for _, tc := range []struct {
		name       string
		s          synthesized
		us, prefix string
		protected  bool
	}{{"default", def, "us-east-1", "piiguard", false}, {"context", cust, "us-west-2", "staging", true}} {
		globals := tc.s.eu.ofType("AWS::DynamoDB::GlobalTable")
		if len(globals) != 3 || len(tc.s.us.ofType("AWS::DynamoDB::GlobalTable")) != 0 {
			t.Fatalf("%s: global tables eu %d us %d, want 3 and 0", tc.name, len(globals), len(tc.s.us.ofType("AWS::DynamoDB::GlobalTable")))
		}
		names := map[string]string{} // table name -> TTL attribute
		for _, g := range globals {
			var regions []string
			for _, r := range g["Replicas"].([]any) {
				rep := r.(map[string]any)
				regions = append(regions, rep["Region"].(string))
				pitr, _ := json.Marshal(rep["PointInTimeRecoverySpecification"])
				if string(pitr) != `{"PointInTimeRecoveryEnabled":true}` || rep["DeletionProtectionEnabled"] != tc.protected {
					t.Errorf("%s: replica %v PITR %s deletion protection %v", tc.name, rep["Region"], pitr, rep["DeletionProtectionEnabled"])
				}
			}
			sort.Strings(regions)
			if want := []string{"eu-central-1", tc.us}; !slices.Equal(regions, want) && !slices.Equal(regions, []string{tc.us, "eu-central-1"}) {
				t.Errorf("%s: replicas %v, want %v", tc.name, regions, want)
			}
			sse, _ := json.Marshal(g["SSESpecification"])
			if !strings.Contains(string(sse), `"SSEEnabled":true`) || g["BillingMode"] != "PAY_PER_REQUEST" {
				t.Errorf("%s: %v sse %s billing %v", tc.name, g["TableName"], sse, g["BillingMode"])
			}
			ttl := ""
			if spec, ok := g["TimeToLiveSpecification"].(map[string]any); ok && spec["Enabled"] == true {
				ttl = spec["AttributeName"].(string)
			}
			names[g["TableName"].(string)] = ttl
		}
		if want := map[string]string{tc.prefix + "-keys": "", tc.prefix + "-usage": "expires_at", tc.prefix + "-policies": ""}; !reflect.DeepEqual(names, want) {
			t.Errorf("%s: global tables (name: TTL) %v, want %v", tc.name, names, want)
		}
		// Tables and keys survive a stack deletion or replacement but not the
		// rollback of a failed first create, so that can be retried; deletion
		// protection (which would block that rollback) only when asked for.
		for i, tp := range tc.s.all {
			kept := 0
			for id, r := range tp.resources() {
				switch r["Type"] {
				case "AWS::DynamoDB::GlobalTable", "AWS::DynamoDB::Table", "AWS::KMS::Key":
					kept++
					if r["DeletionPolicy"] != "RetainExceptOnCreate" || r["UpdateReplacePolicy"] != "Retain" {
						t.Errorf("%s %s %s: DeletionPolicy %v UpdateReplacePolicy %v", tc.name, tc.s.ids[i], id, r["DeletionPolicy"], r["UpdateReplacePolicy"])
					}
					if r["Type"] == "AWS::DynamoDB::Table" && r["Properties"].(map[string]any)["DeletionProtectionEnabled"] != tc.protected {
						t.Errorf("%s %s %s: deletion protection %v, want %v", tc.name, tc.s.ids[i], id, r["Properties"].(map[string]any)["DeletionProtectionEnabled"], tc.protected)
					}
				}
			}
			// the primary: 3 global tables, audit, charges, tenant keys and
			// the KMS key; every other region: its own audit, charges,
			// tenant keys and KMS key
			// (plus, with bulk jobs, the key of the bulk executions)
			want := map[bool]int{true: 7, false: 4}[i == 0] + len(tp.ofType("AWS::StepFunctions::StateMachine"))
			if kept != want {
				t.Errorf("%s %s: %d tables and keys, want %d", tc.name, tc.s.ids[i], kept, want)
			}
		}
	}
	for region, tp := range map[string]template{"eu": def.eu, "us": def.us} {
		tables := tp.ofType("AWS::DynamoDB::Table")
		if len(tables) != 3 {
			t.Fatalf("%s: %d regional tables, want 3 (audit, charge markers, tenant keys)", region, len(tables))
		}
		ttl := map[string]bool{}
		for id, tb := range tables {
			pitr, _ := json.Marshal(tb["PointInTimeRecoverySpecification"])
			sse, _ := json.Marshal(tb["SSESpecification"])
			if string(pitr) != `{"PointInTimeRecoveryEnabled":true}` || !strings.Contains(string(sse), `"SSEEnabled":true`) || tb["BillingMode"] != "PAY_PER_REQUEST" {
				t.Errorf("%s %s: pitr %s sse %s billing %v", region, id, pitr, sse, tb["BillingMode"])
			}
			if spec, ok := tb["TimeToLiveSpecification"].(map[string]any); ok && spec["Enabled"] == true {
				ttl[strings.TrimRight(id, "0123456789ABCDEF")] = spec["AttributeName"] == "expires_at"
			}
			// The charge markers' key is the one the store writes (dynamo.AttrChargePK).
			if strings.HasPrefix(id, "Charges") {
				if ks, _ := json.Marshal(tb["KeySchema"]); string(ks) != `[{"AttributeName":"pk","KeyType":"HASH"}]` {
					t.Errorf("%s: charges key schema %s", region, ks)
				}
			}
		}
		if want := map[string]bool{"Audit": true, "Charges": true}; !reflect.DeepEqual(ttl, want) {
			t.Errorf("%s: TTL on %v, want expires_at on audit and charges", region, ttl)
		}
		keys := tp.ofType("AWS::KMS::Key")
		if len(keys) != 1 {
			t.Errorf("%s: %d KMS keys, want 1", region, len(keys))
		}
		for _, k := range keys {
			if k["EnableKeyRotation"] != true {
				t.Errorf("%s: tenant data key without rotation", region)
			}
		}
	}
}

// envOf returns function name -> environment variables.
func envOf(tp template) map[string]map[string]any {
	out := map[string]map[string]any{}
	for name, id := range functionIDs(tp) {
		props := tp.resources()[id]["Properties"].(map[string]any)
		vars := map[string]any{}
		if e, ok := props["Environment"].(map[string]any); ok {
			vars, _ = e["Variables"].(map[string]any)
		}
		out[name] = vars
	}
	return out
}

func TestQuotaAndUsagePlanEnvironment(t *testing.T) {
	def, cust := stacks(t)
	for _, tc := range []struct {
		name            string
		tp              template
		regions, prefix string
	}{{"eu", def.eu, "eu-central-1,us-east-1", "piiguard"}, {"us", def.us, "eu-central-1,us-east-1", "piiguard"}, {"us context", cust.us, "eu-central-1,us-west-2", "staging"}} {
		env := envOf(tc.tp)
		for fn, vars := range env {
			// Every function that charges the quota sums every region's counter.
			charged := vars["PIIGUARD_TABLE_USAGE"] != nil
			if got, _ := vars["PIIGUARD_USAGE_REGIONS"].(string); charged != (got == tc.regions) || !charged && got != "" {
				t.Errorf("%s %s: PIIGUARD_USAGE_REGIONS %q (charges: %v)", tc.name, fn, got, charged)
			}
			// The US functions name the replicas of the EU stack's global tables.
			for v, want := range map[string]string{"PIIGUARD_TABLE_KEYS": tc.prefix + "-keys", "PIIGUARD_TABLE_USAGE": tc.prefix + "-usage", "PIIGUARD_TABLE_POLICIES": tc.prefix + "-policies"} {
				if got, set := vars[v]; set && tc.name != "eu" && got != want {
					t.Errorf("%s %s: %s = %v, want %s", tc.name, fn, v, got, want)
				}
			}
			_, manages := vars["PIIGUARD_API_REGIONS"]
			if manages != (fn == "admin" || fn == "dashboard") {
				t.Errorf("%s %s: PIIGUARD_API_REGIONS present %v", tc.name, fn, manages)
			}
		}
		for _, fn := range []string{"admin", "dashboard"} {
			a, ok := env[fn]
			if fn == "dashboard" && tc.name != "eu" {
				if ok {
					t.Errorf("%s: a dashboard function outside the primary region", tc.name)
				}
				continue
			}
			if a["PIIGUARD_API_REGIONS"] != tc.regions || a["PIIGUARD_USAGE_PLAN_FREE"] != tc.prefix+" Free" || a["PIIGUARD_USAGE_PLAN_PAYG"] != tc.prefix+" Pay-as-you-go" ||
				a["PIIGUARD_DEPLOYMENT"] != tc.prefix {
				t.Errorf("%s %s env %v", tc.name, fn, a)
			}
		}
	}
}

func TestGatewayResponses(t *testing.T) {
	def, _ := stacks(t)
	got := map[string]map[string]any{}
	for _, r := range def.eu.ofType("AWS::ApiGateway::GatewayResponse") {
		tmpl := r["ResponseTemplates"].(map[string]any)["application/json"].(string)
		// What API Gateway would send: substitute the context variables.
		body := strings.NewReplacer("$context.error.messageString", `"Unauthorized"`, "$context.requestId", "req-1").Replace(tmpl)
		var parsed map[string]any
		if err := json.Unmarshal([]byte(body), &parsed); err != nil {
			t.Fatalf("%v: template is not JSON: %s", r["ResponseType"], tmpl)
		}
		parsed["http"] = r["StatusCode"]
		got[r["ResponseType"].(string)] = parsed
	}
	tests := []struct {
		typ, status, code string
		requestID         bool
	}{
		{"UNAUTHORIZED", "401", "unauthorized", false},
		{"INVALID_API_KEY", "401", "unauthorized", false},
		{"ACCESS_DENIED", "403", "forbidden", false},
		{"REQUEST_TOO_LARGE", "413", "payload_too_large", false},
		{"THROTTLED", "429", "rate_limit_exceeded", false},
		{"QUOTA_EXCEEDED", "429", "rate_limit_exceeded", false},
		{"DEFAULT_4XX", "400", "bad_request", false},
		{"DEFAULT_5XX", "500", "internal_server_error", true},
		{"AUTHORIZER_FAILURE", "503", "service_unavailable", true},
	}
	for _, tc := range tests {
		r, ok := got[tc.typ]
		if !ok {
			t.Errorf("no gateway response %s", tc.typ)
			continue
		}
		detail := "Unauthorized" // API Gateway's message, substituted above
		if tc.typ == "INVALID_API_KEY" {
			detail = "missing or invalid API key"
		}
		if r["http"] != tc.status || r["error"] != tc.code || fmt.Sprint(r["status_code"]) != tc.status || r["detail"] != detail {
			t.Errorf("%s: %v, want status %s code %s", tc.typ, r, tc.status, tc.code)
		}
		if _, has := r["request_id"]; has != tc.requestID {
			t.Errorf("%s: request_id present %v, want %v", tc.typ, has, tc.requestID)
		}
		if _, has := r["retry_after"]; has != (tc.status == "429" || tc.status == "503") {
			t.Errorf("%s: retry_after present %v", tc.typ, has)
		}
	}
}

type errorReporter interface {
	Errorf(format string, args ...any)
}

// recorder collects errors instead of failing a test.
type recorder struct{ errs []string }

func (r *recorder) Errorf(format string, args ...any) {
	r.errs = append(r.errs, fmt.Sprintf(format, args...))
}

// grants returns, per function name, "table logical id or keys ARN: actions" for
// every dynamodb/kms statement, failing on any unscoped one.
func grants(t errorReporter, tp template) map[string][]string {
	roleToFn := map[string]string{}
	for name, id := range functionIDs(tp) {
		role := tp.resources()[id]["Properties"].(map[string]any)["Role"].(map[string]any)["Fn::GetAtt"].([]any)[0].(string)
		roleToFn[role] = name
	}
	out := map[string][]string{}
	for id, p := range tp.ofType("AWS::IAM::Policy") {
		fn := ""
		for _, r := range p["Roles"].([]any) {
			fn = roleToFn[ref(r)]
		}
		for _, s := range p["PolicyDocument"].(map[string]any)["Statement"].([]any) {
			st := s.(map[string]any)
			actions := toStrings(st["Action"])
			scoped := false
			for _, a := range actions {
				scoped = scoped || strings.HasPrefix(a, "dynamodb:") || strings.HasPrefix(a, "kms:")
			}
			if !scoped {
				continue
			}
			resources, ok := st["Resource"].([]any)
			if !ok {
				resources = []any{st["Resource"]}
			}
			for _, r := range resources {
				target := resourceName(r)
				if target == "" {
					t.Errorf("policy %s (%s): %v on unscoped resource %v", id, fn, actions, r)
					continue
				}
				out[fn] = append(out[fn], target+": "+strings.Join(actions, ","))
			}
		}
	}
	for fn := range out {
		sort.Strings(out[fn])
	}
	return out
}

func toStrings(v any) []string {
	if s, ok := v.(string); ok {
		return []string{s}
	}
	var out []string
	for _, x := range v.([]any) {
		out = append(out, x.(string))
	}
	sort.Strings(out)
	return out
}

// resourceName names a table or key ARN; "" for anything not scoped to one.
func resourceName(r any) string {
	b, _ := json.Marshal(r)
	js := string(b)
	m, _ := r.(map[string]any)
	switch {
	case m == nil:
		return "" // a literal string such as "*"
	case m["Fn::GetAtt"] != nil:
		return m["Fn::GetAtt"].([]any)[0].(string)
	case strings.Contains(js, "/index/by_tenant"):
		return "keys-index"
	case strings.Contains(js, ":table/piiguard-keys") || strings.Contains(js, "table/piiguard-keys"):
		return "keys"
	case strings.Contains(js, "table/piiguard-usage"):
		return "UsageGlobal" // the US replica of the usage global table
	case strings.Contains(js, "table/piiguard-policies"):
		return "PoliciesGlobal"
	}
	return ""
}

func TestIAMLeastPrivilege(t *testing.T) {
	def, _ := stacks(t)
	for region, tp := range map[string]template{"eu": def.eu, "us": def.us} {
		g := grants(t, tp)
		// Table logical ids start with the construct id.
		short := func(entries []string) []string {
			var out []string
			for _, e := range entries {
				name, actions, _ := strings.Cut(e, ": ")
				out = append(out, strings.TrimRight(name, "0123456789ABCDEF")+": "+actions)
			}
			sort.Strings(out)
			return out
		}
		keysTable := "keys"
		if region == "eu" {
			keysTable = "Keys" // the global table resource itself
		}
		charge := []string{
			"Audit: dynamodb:PutItem",
			"Charges: dynamodb:PutItem",
			"PoliciesGlobal: dynamodb:GetItem",
			"UsageGlobal: dynamodb:BatchGetItem,dynamodb:UpdateItem",
		}
		seal := append(slices.Clone(charge), "TenantDataKeys: kms:Decrypt,kms:GenerateDataKey", "TenantKeys: dynamodb:GetItem,dynamodb:PutItem")
		sort.Strings(seal)
		admin := []string{
			"Audit: dynamodb:Query",
			keysTable + ": dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:UpdateItem",
			"keys-index: dynamodb:Query",
			"PoliciesGlobal: dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query",
		}
		sort.Strings(admin)
		want := map[string][]string{
			"authorizer": {keysTable + ": dynamodb:GetItem"},
			"admin":      admin,
			"encrypt":    seal, "decrypt": seal,
		}
		if region == "eu" { // the dashboard: what the admin API may do, plus reading usage and the tenants with keys
			dash := []string{
				"Audit: dynamodb:Query",
				keysTable + ": dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query,dynamodb:Scan,dynamodb:UpdateItem",
				"keys-index: dynamodb:Query",
				"PoliciesGlobal: dynamodb:DeleteItem,dynamodb:GetItem,dynamodb:PutItem,dynamodb:Query",
				"UsageGlobal: dynamodb:BatchGetItem",
			}
			sort.Strings(dash)
			want["dashboard"] = dash
		}
		for _, op := range []string{"detect", "tokenize", "detokenize", "mask", "redact", "hash", "synthesize", "discover"} {
			want[op] = charge
		}
		// health: no data access at all (absent from the map)
		got := map[string][]string{}
		for fn, entries := range g {
			got[fn] = short(entries)
		}
		for fn := range want {
			if !slices.Equal(got[fn], want[fn]) {
				t.Errorf("%s %s:\n got %v\nwant %v", region, fn, got[fn], want[fn])
			}
		}
		if len(got) != len(want) {
			t.Errorf("%s: grants for %d functions, want %d (%v)", region, len(got), len(want), got)
		}
	}
}

func TestGrantsRejectUnscoped(t *testing.T) {
	// The checker itself must catch a wildcard on a dynamodb action.
	tp := template{"Resources": map[string]any{
		"Fn": map[string]any{"Type": "AWS::Lambda::Function", "Properties": map[string]any{
			"Description": "piiguard detect", "Role": map[string]any{"Fn::GetAtt": []any{"Role", "Arn"}}}},
		"P": map[string]any{"Type": "AWS::IAM::Policy", "Properties": map[string]any{
			"Roles": []any{map[string]any{"Ref": "Role"}},
			"PolicyDocument": map[string]any{"Statement": []any{
				map[string]any{"Action": "dynamodb:GetItem", "Resource": "*"},
			}}}},
	}}
	rec := &recorder{}
	grants(rec, tp)
	if len(rec.errs) != 1 {
		t.Fatal("a dynamodb action on \"*\" was not reported")
	}
}

func TestDomainsAndAlarms(t *testing.T) {
	def, cust := stacks(t)
	count := func(tp template, typ string) int { return len(tp.ofType(typ)) }
	tests := []struct {
		name                        string
		tp                          template
		domains, records, wantNames int
		names                       []string
	}{
		{"eu default", def.eu, 0, 0, 0, nil},
		{"us default", def.us, 0, 0, 0, nil},
		{"eu with domains", cust.eu, 2, 2, 2, []string{"api.example.com", "eu-api.example.com"}},
		{"us with domains", cust.us, 1, 1, 1, []string{"us-api.example.com"}},
	}
	for _, tc := range tests {
		if got := count(tc.tp, "AWS::ApiGateway::DomainName"); got != tc.domains {
			t.Errorf("%s: %d domains, want %d", tc.name, got, tc.domains)
		}
		if got := count(tc.tp, "AWS::Route53::RecordSet"); got != tc.records {
			t.Errorf("%s: %d records, want %d", tc.name, got, tc.records)
		}
		var names []string
		for _, d := range tc.tp.ofType("AWS::ApiGateway::DomainName") {
			names = append(names, d["DomainName"].(string))
		}
		sort.Strings(names)
		if !slices.Equal(names, tc.names) {
			t.Errorf("%s: domain names %v, want %v", tc.name, names, tc.names)
		}
	}
	// Errors and throttles per function (13, and the dashboard's in the
	// primary region), plus API 5xx and 4xx.
	for region, tp := range map[string]template{"eu": def.eu, "us": def.us} {
		want := 2*13 + 2
		if region == "eu" {
			want += 2
		}
		if got := count(tp, "AWS::CloudWatch::Alarm"); got != want {
			t.Errorf("%s: %d alarms, want %d", region, got, want)
		}
		fnOf := map[string]string{} // function logical id -> name
		for name, id := range functionIDs(tp) {
			fnOf[id] = name
		}
		got := map[string]bool{}
		topics := tp.ofType("AWS::SNS::Topic")
		if len(topics) != 1 {
			t.Fatalf("%s: %d SNS topics, want 1", region, len(topics))
		}
		var topic string
		for id := range topics {
			topic = id
		}
		for _, a := range tp.ofType("AWS::CloudWatch::Alarm") {
			if a["ComparisonOperator"] != "GreaterThanOrEqualToThreshold" || a["TreatMissingData"] != "notBreaching" {
				t.Errorf("%s: alarm %v", region, a)
			}
			// Every alarm notifies the topic, on alarm and when it clears.
			for _, k := range []string{"AlarmActions", "OKActions"} {
				if acts, _ := a[k].([]any); len(acts) != 1 || ref(acts[0]) != topic {
					t.Errorf("%s: alarm %v %s = %v, want the topic %s", region, a["MetricName"], k, a[k], topic)
				}
			}
			dims, _ := a["Dimensions"].([]any)
			target := ""
			for _, d := range dims {
				dm := d.(map[string]any)
				if dm["Name"] == "FunctionName" {
					target = fnOf[ref(dm["Value"])]
				} else if dm["Name"] == "ApiName" {
					target = "api"
				}
			}
			got[a["Namespace"].(string)+" "+a["MetricName"].(string)+" "+target] = true
		}
		fns := append([]string{"authorizer", "admin"}, Operations...)
		if region == "eu" {
			fns = append(fns, "dashboard")
		}
		for _, fn := range fns {
			for _, m := range []string{"Errors", "Throttles"} {
				if !got["AWS/Lambda "+m+" "+fn] {
					t.Errorf("%s: no %s alarm on %s", region, m, fn)
				}
			}
		}
		for _, m := range []string{"5XXError", "4XXError"} {
			if !got["AWS/ApiGateway "+m+" api"] {
				t.Errorf("%s: no %s alarm on the API (%v)", region, m, got)
			}
		}
	}
}

func TestAlarmEmail(t *testing.T) {
	def, cust := stacks(t)
	for _, tc := range []struct {
		name  string
		s     synthesized
		email string
	}{{"default", def, ""}, {"alarmEmail", cust, "ops@example.com"}} {
		for i, tp := range tc.s.all {
			subs := tp.ofType("AWS::SNS::Subscription")
			if tc.email == "" && len(subs) != 0 || tc.email != "" && len(subs) != 1 {
				t.Fatalf("%s %s: %d subscriptions", tc.name, tc.s.ids[i], len(subs))
			}
			for _, sub := range subs {
				if sub["Protocol"] != "email" || sub["Endpoint"] != tc.email {
					t.Errorf("%s %s: subscription %v", tc.name, tc.s.ids[i], sub)
				}
			}
		}
	}
}

// TestPrefixIsolation: the stack names and every name CloudFormation would
// make unique in an account or region come from the prefix, so a second
// deployment (-c prefix=staging) collides with nothing of the first.
func TestPrefixIsolation(t *testing.T) {
	def, cust := stacks(t)
	if want := []string{"PiiguardEU", "PiiguardUS"}; !slices.Equal(def.ids, want) {
		t.Errorf("default stacks %v, want %v", def.ids, want)
	}
	if want := []string{"StagingEU", "StagingUS"}; !slices.Equal(cust.ids, want) {
		t.Errorf("prefixed stacks %v, want %v", cust.ids, want)
	}
	// Properties that hold a resource's own physical name.
	nameProps := map[string]string{
		"AWS::DynamoDB::GlobalTable": "TableName", "AWS::DynamoDB::Table": "TableName", "AWS::KMS::Alias": "AliasName",
		"AWS::ApiGateway::RestApi": "Name", "AWS::ApiGateway::UsagePlan": "UsagePlanName", "AWS::WAFv2::WebACL": "Name",
		"AWS::Logs::LogGroup": "LogGroupName", "AWS::SNS::Topic": "TopicName", "AWS::Lambda::Function": "FunctionName",
		"AWS::IAM::Role": "RoleName", "AWS::IAM::ManagedPolicy": "ManagedPolicyName", "AWS::CloudWatch::Alarm": "AlarmName",
	}
	names := func(s synthesized) map[string]bool {
		out := map[string]bool{}
		for _, tp := range s.all {
			for _, r := range tp.resources() {
				prop, ok := nameProps[r["Type"].(string)]
				if !ok {
					continue
				}
				props, _ := r["Properties"].(map[string]any)
				if n, ok := props[prop].(string); ok {
					out[r["Type"].(string)+" "+n] = true
				}
			}
		}
		return out
	}
	defNames, custNames := names(def), names(cust)
	for n := range custNames {
		typ, name, _ := strings.Cut(n, " ")
		if !strings.HasPrefix(strings.TrimPrefix(name, "alias/"), "staging") {
			t.Errorf("%s is named %q, not after the prefix", typ, name)
		}
		if defNames[n] {
			t.Errorf("both deployments name a %s %q", typ, name)
		}
	}
	// The named kinds this guards (a new named resource joins them).
	kinds := map[string]bool{}
	for n := range custNames {
		typ, _, _ := strings.Cut(n, " ")
		kinds[typ] = true
	}
	for _, k := range []string{"AWS::DynamoDB::GlobalTable", "AWS::KMS::Alias", "AWS::ApiGateway::RestApi", "AWS::ApiGateway::UsagePlan", "AWS::WAFv2::WebACL"} {
		if !kinds[k] {
			t.Errorf("no named %s in the prefixed deployment (%v)", k, kinds)
		}
	}
	// And every taggable resource carries the deployment's tag.
	for i, tp := range cust.all {
		for _, kind := range []string{"AWS::ApiGateway::RestApi", "AWS::ApiGateway::Stage", "AWS::Lambda::Function", "AWS::KMS::Key", "AWS::SNS::Topic"} {
			for id, props := range tp.ofType(kind) {
				if !hasTag(props, apigw.TagKey, "staging") {
					t.Errorf("%s %s %s: no %s tag", cust.ids[i], kind, id, apigw.TagKey)
				}
			}
		}
	}
}

// TestStageLogging: JSON access logs with exactly AccessLogFields (nothing
// that could hold a body or a key), execution logs of errors without data.
func TestStageLogging(t *testing.T) {
	def, cust := stacks(t)
	forbidden := []string{"apiKey", "$input", "authorizer", "requestOverride", "responseOverride", "header", "body", "$context.path"}
	for _, v := range AccessLogFields {
		for _, f := range forbidden {
			if strings.Contains(strings.ToLower(v[1]), strings.ToLower(f)) {
				t.Errorf("access log field %s = %s may carry data (%s)", v[0], v[1], f)
			}
		}
	}
	for _, tc := range []struct {
		name    string
		s       synthesized
		cwRoles int // AWS::ApiGateway::Account per stack
	}{{"default", def, 1}, {"apiGatewayCloudWatchRole=false", cust, 0}} {
		for i, tp := range tc.s.all {
			stages := tp.ofType("AWS::ApiGateway::Stage")
			if len(stages) != 1 {
				t.Fatalf("%s: %d stages", tc.s.ids[i], len(stages))
			}
			for _, st := range stages {
				setting, _ := st["AccessLogSetting"].(map[string]any)
				format, _ := setting["Format"].(string)
				var rec map[string]string
				if err := json.Unmarshal([]byte(format), &rec); err != nil {
					t.Fatalf("%s: access log format is not JSON: %q", tc.s.ids[i], format)
				}
				if len(rec) != len(AccessLogFields) {
					t.Errorf("%s: access log %v", tc.s.ids[i], rec)
				}
				for _, f := range AccessLogFields {
					if rec[f[0]] != f[1] {
						t.Errorf("%s: access log %s = %q, want %q", tc.s.ids[i], f[0], rec[f[0]], f[1])
					}
				}
				if dest, _ := json.Marshal(setting["DestinationArn"]); !strings.Contains(string(dest), "ApiAccessLogs") {
					t.Errorf("%s: access logs go to %s", tc.s.ids[i], dest)
				}
				ms, _ := json.Marshal(st["MethodSettings"])
				if !strings.Contains(string(ms), `"LoggingLevel":"ERROR"`) || !strings.Contains(string(ms), `"DataTraceEnabled":false`) {
					t.Errorf("%s: method settings %s", tc.s.ids[i], ms)
				}
			}
			if got := len(tp.ofType("AWS::ApiGateway::Account")); got != tc.cwRoles {
				t.Errorf("%s %s: %d API Gateway account settings, want %d", tc.name, tc.s.ids[i], got, tc.cwRoles)
			}
		}
	}
}

func TestWAF(t *testing.T) {
	def, cust := stacks(t)
	for i, tp := range def.all {
		if n := len(tp.ofType("AWS::WAFv2::WebACL")) + len(tp.ofType("AWS::WAFv2::WebACLAssociation")); n != 0 {
			t.Errorf("%s: WAF resources without wafRateLimit", def.ids[i])
		}
	}
	for i, tp := range cust.all {
		acls, assocs := tp.ofType("AWS::WAFv2::WebACL"), tp.ofType("AWS::WAFv2::WebACLAssociation")
		if len(acls) != 1 || len(assocs) != 1 {
			t.Fatalf("%s: %d web ACLs, %d associations", cust.ids[i], len(acls), len(assocs))
		}
		for id, acl := range acls {
			rules := acl["Rules"].([]any)
			rule := rules[0].(map[string]any)
			rate := rule["Statement"].(map[string]any)["RateBasedStatement"].(map[string]any)
			block := rule["Action"].(map[string]any)["Block"].(map[string]any)["CustomResponse"].(map[string]any)
			if len(rules) != 1 || rate["Limit"] != 500.0 || rate["AggregateKeyType"] != "IP" || acl["Scope"] != "REGIONAL" || block["ResponseCode"] != 429.0 {
				t.Errorf("%s: web ACL %v", cust.ids[i], acl)
			}
			// Sampled requests would store headers, the API key among them.
			for _, vc := range []any{acl["VisibilityConfig"], rule["VisibilityConfig"]} {
				if vc.(map[string]any)["SampledRequestsEnabled"] != false {
					t.Errorf("%s: sampled requests on: %v", cust.ids[i], vc)
				}
			}
			body := acl["CustomResponseBodies"].(map[string]any)[block["CustomResponseBodyKey"].(string)].(map[string]any)
			var parsed map[string]any
			if err := json.Unmarshal([]byte(body["Content"].(string)), &parsed); err != nil || parsed["error"] != "rate_limit_exceeded" || parsed["status_code"] != 429.0 {
				t.Errorf("%s: blocked body %v (%v)", cust.ids[i], body, err)
			}
			for _, a := range assocs {
				if acl, _ := json.Marshal(a["WebACLArn"]); !strings.Contains(string(acl), id) {
					t.Errorf("%s: association to %s", cust.ids[i], acl)
				}
				if stage, _ := json.Marshal(a["ResourceArn"]); !strings.Contains(string(stage), "/stages/") {
					t.Errorf("%s: WAF on %s, want the stage", cust.ids[i], stage)
				}
			}
		}
	}
}

// TestFunctionRoles: each function has its own role with no AWS managed
// policy; logging is a grant on its own log group.
func TestFunctionRoles(t *testing.T) {
	def, _ := stacks(t)
	for i, tp := range def.all {
		roles := map[string]bool{}
		for name, id := range functionIDs(tp) {
			role := tp.resources()[id]["Properties"].(map[string]any)["Role"].(map[string]any)["Fn::GetAtt"].([]any)[0].(string)
			if roles[role] {
				t.Errorf("%s: %s shares its role", def.ids[i], name)
			}
			roles[role] = true
			if mp := tp.resources()[role]["Properties"].(map[string]any)["ManagedPolicyArns"]; mp != nil {
				t.Errorf("%s: %s role has managed policies %v", def.ids[i], name, mp)
			}
		}
	}
}

// TestNag: cdk-nag's AwsSolutions pack finds nothing that is not suppressed
// with a reason in stack.go, with every option on or off.
func TestNag(t *testing.T) {
	def, cust := stacks(t)
	for _, s := range []synthesized{def, cust} {
		for _, f := range s.nag {
			t.Errorf("%v: %s", s.ids, f)
		}
	}
}

func TestRoutesHaveFunctions(t *testing.T) {
	for _, r := range pgapi.Routes() {
		if _, err := os.Stat(filepath.Join("..", "..", "functions", r.Name, "main.go")); err != nil {
			t.Errorf("operation %s has no functions/%s/main.go: %v", r.Name, r.Name, err)
		}
	}
}

func TestConfigFromContext(t *testing.T) {
	tests := []struct {
		name    string
		ctx     map[string]any
		wantErr string
		check   func(Config) bool
	}{
		{"defaults", nil, "", func(c Config) bool {
			return c.Prefix == "piiguard" && len(c.Regions) == len(regions.All) && c.Regions[0].AWS == regions.Primary().AWS &&
				c.WAFRateLimit == 0 && !c.DeletionProtection && c.APIGatewayCloudWatchRole
		}},
		{"strings from -c", map[string]any{"prefix": "acme-stg", "wafRateLimit": "2000", "deletionProtection": "true", "apiGatewayCloudWatchRole": "false", "usRegion": "us-west-2"}, "",
			func(c Config) bool {
				return c.Prefix == "acme-stg" && c.WAFRateLimit == 2000 && c.DeletionProtection && !c.APIGatewayCloudWatchRole && c.Regions[1].AWS == "us-west-2"
			}},
		{"upper-case prefix", map[string]any{"prefix": "Staging"}, "prefix", nil},
		{"prefix with underscore", map[string]any{"prefix": "my_app"}, "prefix", nil},
		{"prefix too long", map[string]any{"prefix": strings.Repeat("a", 25)}, "prefix", nil},
		{"WAF limit too low", map[string]any{"wafRateLimit": 5}, "wafRateLimit", nil},
		{"WAF limit not a number", map[string]any{"wafRateLimit": "lots"}, "wafRateLimit", nil},
		{"bad e-mail", map[string]any{"alarmEmail": "ops"}, "alarmEmail", nil},
		{"bad flag", map[string]any{"deletionProtection": "maybe"}, "deletionProtection", nil},
		{"same region twice", map[string]any{"usRegion": "eu-central-1"}, "twice", nil},
	}
	for _, tc := range tests {
		ctx := map[string]any{}
		for k, v := range tc.ctx {
			ctx[k] = v
		}
		app := awscdk.NewApp(&awscdk.AppProps{Context: &ctx})
		c, err := ConfigFromContext(app.Node(), "")
		switch {
		case tc.wantErr == "" && err != nil:
			t.Errorf("%s: %v", tc.name, err)
		case tc.wantErr != "" && (err == nil || !strings.Contains(err.Error(), tc.wantErr)):
			t.Errorf("%s: error %v, want one about %s", tc.name, err, tc.wantErr)
		case tc.check != nil && !tc.check(c):
			t.Errorf("%s: config %+v", tc.name, c)
		}
	}
}

// TestThirdRegion: a third entry in shared/regions is a third stack, a third
// replica of each global table, and a third region for the admin and the
// quota, with nothing else changed.
func TestThirdRegion(t *testing.T) {
	saved := regions.All
	regions.All = append(slices.Clone(saved), regions.Region{Label: "ap", AWS: "ap-southeast-2"})
	defer func() { regions.All = saved }()
	s := synth(t, nil)
	if want := []string{"PiiguardEU", "PiiguardUS", "PiiguardAP"}; !slices.Equal(s.ids, want) {
		t.Fatalf("stacks %v, want %v", s.ids, want)
	}
	for _, g := range s.eu.ofType("AWS::DynamoDB::GlobalTable") {
		var got []string
		for _, r := range g["Replicas"].([]any) {
			got = append(got, r.(map[string]any)["Region"].(string))
		}
		sort.Strings(got)
		if want := []string{"ap-southeast-2", "eu-central-1", "us-east-1"}; !slices.Equal(got, want) {
			t.Errorf("%v replicas %v, want %v", g["TableName"], got, want)
		}
	}
	ap := s.all[2]
	if n := len(ap.ofType("AWS::DynamoDB::GlobalTable")); n != 0 {
		t.Errorf("the third stack makes %d global tables", n)
	}
	env := envOf(ap)
	if env["admin"]["PIIGUARD_API_REGIONS"] != "eu-central-1,us-east-1,ap-southeast-2" || env["detect"]["PIIGUARD_USAGE_REGIONS"] != "eu-central-1,us-east-1,ap-southeast-2" {
		t.Errorf("third region env: admin %v detect %v", env["admin"], env["detect"])
	}
	if len(s.nag) != 0 {
		t.Errorf("cdk-nag: %v", s.nag)
	}
}

// TestCfnLint runs cfn-lint on both synthesized templates and fails on its
// errors (exit bit 2) or a crash (bit 1); warnings (bit 4) and informational
// findings (bit 8) are printed only.
func TestCfnLint(t *testing.T) {
	lint, err := exec.LookPath("cfn-lint")
	if err != nil {
		t.Fatal("cfn-lint not found: run the tests through `make test`, which installs it")
	}
	def, cust := stacks(t)
	dir := t.TempDir()
	for name, tp := range map[string]template{"eu": def.eu, "us": def.us, "eu-custom": cust.eu, "us-custom": cust.us} {
		path := filepath.Join(dir, name+".template.json")
		b, err := json.MarshalIndent(tp, "", " ")
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, b, 0o644); err != nil {
			t.Fatal(err)
		}
		out, err := exec.Command(lint, "--format", "parseable", path).CombinedOutput()
		code := 0
		if ee, ok := err.(*exec.ExitError); ok {
			code = ee.ExitCode()
		} else if err != nil {
			t.Fatal(err)
		}
		if code&3 != 0 {
			t.Errorf("cfn-lint %s (exit %d):\n%s", name, code, out)
		} else if len(out) > 0 {
			t.Logf("cfn-lint %s warnings:\n%s", name, out)
		}
	}
}
