package cognito

import (
	"context"
	"net/http"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/aws/aws-lambda-go/events"
	"github.com/awslabs/aws-lambda-go-api-proxy/httpadapter"

	"github.com/piiguard/piiguard/shared/dashboard"
)

// Through API Gateway's Lambda proxy, as functions/dashboard serves it on the
// default endpoint: the function sees /dashboard/... while the browser is at
// /prod/dashboard/...; the callback's two cookies (the sign-in cookie
// cleared, the session set) both reach the browser, and the session cookie
// sent back under the stage's path signs the next request in.
func TestThroughAPIGatewayProxy(t *testing.T) {
	f := newFakeCognito(t)
	const public = "https://abc123.execute-api.eu-central-1.amazonaws.com/prod/dashboard"
	s := f.signIn(t, public, func() time.Time { return epoch.Add(time.Minute) })
	mux := http.NewServeMux()
	s.Mount(mux)
	mux.HandleFunc(dashboard.Prefix+"/", func(w http.ResponseWriter, r *http.Request) {
		if id, ok := s.Identify(r); ok {
			w.Write([]byte("hello " + id.Tenant))
			return
		}
		http.Redirect(w, r, s.SignInURL(r.URL.RequestURI()), http.StatusFound)
	})
	proxy := httpadapter.New(mux).ProxyWithContext
	call := func(path string, query map[string]string, cookie string) events.APIGatewayProxyResponse {
		t.Helper()
		ev := events.APIGatewayProxyRequest{
			Resource: "/dashboard/{proxy+}", Path: path, HTTPMethod: http.MethodGet,
			Headers:               map[string]string{"Host": "abc123.execute-api.eu-central-1.amazonaws.com"},
			QueryStringParameters: query,
			RequestContext:        events.APIGatewayProxyRequestContext{Stage: "prod", Path: "/prod" + path, RequestID: "r-1"},
		}
		if cookie != "" {
			ev.Headers["Cookie"] = cookie
		}
		resp, err := proxy(context.Background(), ev)
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

	first := call("/dashboard/keys", nil, "")
	if loc := header(first, "Location"); first.StatusCode != 302 || len(loc) != 1 || !strings.HasPrefix(loc[0], public+"/auth/signin?") {
		t.Fatalf("unsigned request: %d %v", first.StatusCode, loc)
	}
	start := call("/dashboard/auth/signin", map[string]string{"next": "/dashboard/keys"}, "")
	flowCookie := header(start, "Set-Cookie")
	if len(flowCookie) != 1 || !strings.Contains(flowCookie[0], "Path=/prod/dashboard/auth") {
		t.Fatalf("sign-in cookie %v", flowCookie)
	}
	// The hosted UI (the fake) answers the authorize redirect with a code.
	resp, err := (&http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}).Get(header(start, "Location")[0])
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	cb, _ := url.Parse(resp.Header.Get("Location"))
	if cb.Path != "/prod/dashboard/auth/callback" {
		t.Fatalf("callback %s", cb)
	}
	done := call("/dashboard/auth/callback", map[string]string{"code": cb.Query().Get("code"), "state": cb.Query().Get("state")},
		strings.SplitN(flowCookie[0], ";", 2)[0])
	cookies := header(done, "Set-Cookie")
	if done.StatusCode != 302 || len(cookies) != 2 || header(done, "Location")[0] != public+"/keys" {
		t.Fatalf("callback: %d %v %v", done.StatusCode, cookies, header(done, "Location"))
	}
	var session string
	for _, c := range cookies {
		if strings.HasPrefix(c, SessionCookie+"=") {
			session = strings.SplitN(c, ";", 2)[0]
			if !strings.Contains(c, "Path=/prod/dashboard;") || !strings.Contains(c, "HttpOnly") || !strings.Contains(c, "Secure") || !strings.Contains(c, "SameSite=Lax") {
				t.Errorf("session cookie %s", c)
			}
		}
	}
	if page := call("/dashboard/keys", nil, session); page.StatusCode != 200 || page.Body != "hello acme" {
		t.Fatalf("signed in: %d %q", page.StatusCode, page.Body)
	}
}
