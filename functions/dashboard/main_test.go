package main

import (
	"context"
	"crypto"
	"crypto/rand"
	"crypto/rsa"
	"crypto/sha256"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"log/slog"
	"math/big"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/apigateway"
	"github.com/aws/aws-sdk-go-v2/service/apigateway/types"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/admin/apigw"
	"github.com/piiguard/piiguard/shared/dashboard/cognito"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

const (
	testPool   = "eu-central-1_Test0000"
	testClient = "client-abc"
	public     = "https://abc123.execute-api.eu-central-1.amazonaws.com/prod/dashboard"
)

func b64(b []byte) string { return base64.RawURLEncoding.EncodeToString(b) }

// fakePool serves a user pool's JWKS (all the session check needs) and
// mints the ID tokens the hosted UI would.
type fakePool struct {
	srv *httptest.Server
	key *rsa.PrivateKey
}

func newFakePool(t *testing.T) *fakePool {
	k, err := rsa.GenerateKey(rand.Reader, 2048)
	if err != nil {
		t.Fatal(err)
	}
	p := &fakePool{key: k}
	p.srv = httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path != "/"+testPool+"/.well-known/jwks.json" {
			http.NotFound(w, r)
			return
		}
		json.NewEncoder(w).Encode(map[string]any{"keys": []map[string]string{{"kty": "RSA", "kid": "k1", "use": "sig", "alg": "RS256",
			"n": b64(k.N.Bytes()), "e": b64(big.NewInt(int64(k.E)).Bytes())}}})
	}))
	t.Cleanup(p.srv.Close)
	return p
}

func (p *fakePool) idToken(t *testing.T, extra map[string]any) string {
	now := time.Now()
	claims := map[string]any{"iss": p.srv.URL + "/" + testPool, "sub": "user-1", "aud": testClient, "token_use": "id",
		"iat": now.Unix(), "exp": now.Add(time.Hour).Unix(), "auth_time": now.Unix(), "email": "admin@acme.example"}
	for k, v := range extra {
		claims[k] = v
	}
	h, _ := json.Marshal(map[string]any{"alg": "RS256", "kid": "k1"})
	c, _ := json.Marshal(claims)
	in := b64(h) + "." + b64(c)
	sum := sha256.Sum256([]byte(in))
	sig, err := rsa.SignPKCS1v15(rand.Reader, p.key, crypto.SHA256, sum[:])
	if err != nil {
		t.Fatal(err)
	}
	return in + "." + b64(sig)
}

// TestDeployedComposition serves the dashboard as main builds it, through
// API Gateway's Lambda proxy on the default endpoint (stage "prod"), over
// DynamoDB tables and API Gateway usage plans on moto_server and a Cognito
// session verified against a fake pool's keys: everything but AWS itself.
func TestDeployedComposition(t *testing.T) {
	endpoint := os.Getenv(dynamo.EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server (scripts/moto.sh)", dynamo.EnvEndpoint)
	}
	ctx := context.Background()
	sb := make([]byte, 4)
	rand.Read(sb)
	sfx := hex.EncodeToString(sb)
	region := regions.Primary().AWS
	st, err := dynamo.Open(ctx, dynamo.Config{Region: region, Endpoint: endpoint,
		KeysTable: "dk-" + sfx, UsageTable: "du-" + sfx, ChargesTable: "dc-" + sfx, AuditTable: "da-" + sfx, PoliciesTable: "dp-" + sfx, TenantKeysTable: "dt-" + sfx})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateTables(ctx); err != nil {
		t.Fatal(err)
	}
	// Every region's API and its two usage plans, as the stacks make them.
	deployment := "pg-" + sfx
	var awsRegions []string
	for _, r := range regions.All {
		awsRegions = append(awsRegions, r.AWS)
	}
	plans, err := apigw.Open(ctx, apigw.Config{Regions: awsRegions, PlanNames: apigw.DefaultPlanNames(deployment), Deployment: deployment, Endpoint: endpoint})
	if err != nil {
		t.Fatal(err)
	}
	planIDs, apiIDs := map[string]string{}, map[string]string{} // plan name in the primary region; API id per region
	for _, p := range plans {
		gw := p.(*apigw.Gateway)
		api, err := gw.Client().CreateRestApi(ctx, &apigateway.CreateRestApiInput{Name: aws.String(deployment + "-api"), ApiKeySource: types.ApiKeySourceTypeAuthorizer})
		if err != nil {
			t.Fatal(err)
		}
		apiIDs[gw.Region()] = aws.ToString(api.Id)
		for _, name := range apigw.DefaultPlanNames(deployment) {
			up, err := gw.Client().CreateUsagePlan(ctx, &apigateway.CreateUsagePlanInput{Name: aws.String(name),
				ApiStages: []types.ApiStage{{ApiId: api.Id, Stage: aws.String("prod")}}, Tags: map[string]string{apigw.TagKey: deployment}})
			if err != nil {
				t.Fatal(err)
			}
			if gw.Region() == region {
				planIDs[name] = aws.ToString(up.Id)
			}
		}
	}
	gw := plans[0].(*apigw.Gateway).Client()

	pool := newFakePool(t)
	signIn, err := cognito.New(cognito.Config{Issuer: pool.srv.URL + "/" + testPool, ClientID: testClient, Domain: pool.srv.URL, URL: public})
	if err != nil {
		t.Fatal(err)
	}
	// The stack sets this region's URL; the others' (no custom domain) are
	// found from their usage plans.
	for _, r := range regions.All {
		t.Setenv(r.URLEnv(), "")
	}
	t.Setenv(regions.Primary().URLEnv(), "https://abc123.execute-api.eu-central-1.amazonaws.com/prod/api/public/v1")
	proxy := httpadapter.New(newHandler(signIn, st, plans, slog.New(slog.DiscardHandler))).ProxyWithContext

	admin := "piiguard_session=" + pool.idToken(t, map[string]any{cognito.TenantClaim: "acme"})
	operator := "piiguard_session=" + pool.idToken(t, map[string]any{"sub": "op-1", "cognito:groups": []string{cognito.OperatorGroup}})
	csrf := ""
	call := func(method, path, cookie string, form url.Values) events.APIGatewayProxyResponse {
		t.Helper()
		ev := events.APIGatewayProxyRequest{
			Resource: "/dashboard/{proxy+}", Path: path, HTTPMethod: method,
			Headers:        map[string]string{"Host": "abc123.execute-api.eu-central-1.amazonaws.com"},
			RequestContext: events.APIGatewayProxyRequestContext{Stage: "prod", Path: "/prod" + path, RequestID: "r-" + sfx},
		}
		if i := strings.IndexByte(path, '?'); i >= 0 {
			q, _ := url.ParseQuery(path[i+1:])
			ev.Path, ev.QueryStringParameters = path[:i], map[string]string{}
			for k := range q {
				ev.QueryStringParameters[k] = q.Get(k)
			}
		}
		cookies := []string{}
		if cookie != "" {
			cookies = append(cookies, cookie)
		}
		if csrf != "" {
			cookies = append(cookies, csrf)
		}
		ev.Headers["Cookie"] = strings.Join(cookies, "; ")
		if form != nil {
			ev.Body = form.Encode()
			ev.Headers["Content-Type"] = "application/x-www-form-urlencoded"
		}
		resp, err := proxy(ctx, ev)
		if err != nil {
			t.Fatal(err)
		}
		return resp
	}
	header := func(resp events.APIGatewayProxyResponse, name string) []string {
		if v, ok := resp.Headers[name]; ok {
			return append(resp.MultiValueHeaders[name], v)
		}
		return resp.MultiValueHeaders[name]
	}
	links := regexp.MustCompile(`(?:href|action|src)="([^"#][^"]*)"`)
	checkLinks := func(what string, resp events.APIGatewayProxyResponse) {
		t.Helper()
		found := links.FindAllStringSubmatch(resp.Body, -1)
		if len(found) < 5 {
			t.Errorf("%s: %d links", what, len(found))
		}
		for _, m := range found {
			if !strings.HasPrefix(m[1], "/prod/dashboard/") {
				t.Errorf("%s: link %q is not under /prod/dashboard", what, m[1])
			}
		}
	}

	// Without a session: to the sign-in, on the public URL.
	if r := call("GET", "/dashboard/keys", "", nil); r.StatusCode != 303 || !strings.HasPrefix(header(r, "Location")[0], public+"/auth/signin?") {
		t.Fatalf("no session: %d %v", r.StatusCode, header(r, "Location"))
	}
	// Signed in: the root redirects under the stage; the keys page sets the CSRF cookie.
	if r := call("GET", "/dashboard", admin, nil); r.StatusCode != 303 || header(r, "Location")[0] != "/prod/dashboard/" {
		t.Fatalf("/dashboard: %d %v", r.StatusCode, header(r, "Location"))
	}
	page := call("GET", "/dashboard/keys", admin, nil)
	if page.StatusCode != 200 {
		t.Fatalf("keys page: %d %s", page.StatusCode, page.Body)
	}
	checkLinks("keys page", page)
	for _, c := range header(page, "Set-Cookie") {
		if strings.HasPrefix(c, "__Host-pg_csrf=") {
			csrf = strings.SplitN(c, ";", 2)[0]
		}
	}
	if csrf == "" {
		t.Fatalf("no CSRF cookie: %v", header(page, "Set-Cookie"))
	}
	token := strings.TrimPrefix(csrf, "__Host-pg_csrf=")

	// A key made in the dashboard is in the keys table and in this region's Free usage plan.
	made := call("POST", "/dashboard/keys", admin, url.Values{"name": {"prod"}, "plan": {"free"}, "csrf": {token}, "back": {"/dashboard/keys"}})
	if made.StatusCode != 200 || !strings.Contains(made.Body, "pg_") {
		t.Fatalf("create key: %d %s", made.StatusCode, made.Body)
	}
	checkLinks("new key page", made)
	keys, err := st.ListKeys(ctx, "acme")
	if err != nil || len(keys) != 1 || keys[0].Name != "prod" || keys[0].Plan != store.PlanFree {
		t.Fatalf("keys table: %+v %v", keys, err)
	}
	members, err := gw.GetUsagePlanKeys(ctx, &apigateway.GetUsagePlanKeysInput{UsagePlanId: aws.String(planIDs[apigw.DefaultPlanNames(deployment)[store.PlanFree]])})
	if err != nil || len(members.Items) != 1 || aws.ToString(members.Items[0].Name) != keys[0].ID {
		t.Fatalf("usage plan keys: %+v %v", members, err)
	}

	// The other pages read the tables: usage (BatchGetItem), audit (Query),
	// policies, endpoints (the environment); an operator lists the tenants (Scan).
	if err := st.Charge(ctx, "acme", time.Now().UTC().Format("2006-01"), "req-1", 1234, 0); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, cookie, want string }{
		{"/dashboard/usage", admin, "1,234"},
		{"/dashboard/audit", admin, "0 records match"},
		{"/dashboard/policies", admin, "Global policies"},
		{"/dashboard/endpoints", admin, "https://abc123.execute-api.eu-central-1.amazonaws.com/prod/api/public/v1/detect"},
		{"/dashboard/endpoints", admin, "https://" + apiIDs[regions.All[1].AWS] + ".execute-api." + regions.All[1].AWS + ".amazonaws.com/prod/api/public/v1<"},
		{"/dashboard/?pick=1", operator, "acme"},
	} {
		r := call("GET", tc.path, tc.cookie, nil)
		if r.StatusCode != 200 || !strings.Contains(r.Body, tc.want) {
			t.Errorf("%s: %d, want %q in:\n%s", tc.path, r.StatusCode, tc.want, r.Body)
			continue
		}
		checkLinks(tc.path, r)
	}
}
