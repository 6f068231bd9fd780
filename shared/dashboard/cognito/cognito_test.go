package cognito

import (
	"net/http"
	"net/http/httptest"
	"net/url"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/dashboard"
)

// browser follows redirects by hand and keeps cookies by name (a cookie jar
// would not send Secure cookies to an http test server).
type browser struct {
	t       *testing.T
	cookies map[string]*http.Cookie
}

func (b *browser) get(raw string) *http.Response {
	b.t.Helper()
	req, err := http.NewRequest(http.MethodGet, raw, nil)
	if err != nil {
		b.t.Fatal(err)
	}
	for _, c := range b.cookies {
		if strings.HasPrefix(req.URL.Path, c.Path) {
			req.AddCookie(&http.Cookie{Name: c.Name, Value: c.Value})
		}
	}
	client := &http.Client{CheckRedirect: func(*http.Request, []*http.Request) error { return http.ErrUseLastResponse }}
	resp, err := client.Do(req)
	if err != nil {
		b.t.Fatal(err)
	}
	resp.Body.Close()
	for _, c := range resp.Cookies() {
		if c.MaxAge < 0 {
			delete(b.cookies, c.Name)
		} else {
			b.cookies[c.Name] = c
		}
	}
	return resp
}

func location(t *testing.T, resp *http.Response) string {
	t.Helper()
	if resp.StatusCode != http.StatusFound {
		t.Fatalf("%s: status %d, want a redirect", resp.Request.URL, resp.StatusCode)
	}
	return resp.Header.Get("Location")
}

// dashboardServer serves the sign-in's endpoints and one page that says who
// is signed in, as the dashboard does.
func dashboardServer(t *testing.T, f *fakeCognito) (*httptest.Server, *SignIn) {
	var s *SignIn
	mux := http.NewServeMux()
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	s = f.signIn(t, srv.URL+dashboard.Prefix, func() time.Time { return epoch.Add(time.Minute) })
	s.Mount(mux)
	mux.HandleFunc(dashboard.Prefix+"/", func(w http.ResponseWriter, r *http.Request) {
		id, ok := s.Identify(r)
		if !ok {
			http.Redirect(w, r, s.SignInURL(r.URL.RequestURI()), http.StatusFound)
			return
		}
		w.Header().Set("X-Who", id.Subject+"@"+id.Tenant)
	})
	return srv, s
}

// The whole sign-in: dashboard -> sign-in -> hosted UI -> callback (code
// exchanged with the PKCE verifier) -> the page first asked for; then
// sign-out.
func TestSignInFlow(t *testing.T) {
	f := newFakeCognito(t)
	srv, s := dashboardServer(t, f)
	b := &browser{t: t, cookies: map[string]*http.Cookie{}}

	start := location(t, b.get(srv.URL+"/dashboard/keys?tenant=acme"))
	if want := srv.URL + "/dashboard/auth/signin?next=" + url.QueryEscape("/dashboard/keys?tenant=acme"); start != want {
		t.Fatalf("sign-in URL %s, want %s", start, want)
	}
	authorize := location(t, b.get(start))
	flowCookie := b.cookies[FlowCookie]
	if flowCookie == nil || !flowCookie.HttpOnly || !flowCookie.Secure || flowCookie.SameSite != http.SameSiteLaxMode ||
		flowCookie.Path != "/dashboard/auth" || flowCookie.MaxAge != 600 {
		t.Fatalf("flow cookie %+v", flowCookie)
	}
	au, _ := url.Parse(authorize)
	q := au.Query()
	if au.Path != "/oauth2/authorize" || q.Get("redirect_uri") != srv.URL+"/dashboard/auth/callback" || q.Get("scope") != "openid email" ||
		q.Get("code_challenge") == "" || q.Get("nonce") == "" || len(q.Get("state")) != 43 {
		t.Fatalf("authorize URL %s", authorize)
	}
	callback := location(t, b.get(authorize))
	done := b.get(callback)
	if got := location(t, done); got != srv.URL+"/dashboard/keys?tenant=acme" {
		t.Fatalf("after the callback: %s", got)
	}
	sess := b.cookies[SessionCookie]
	if sess == nil || !sess.HttpOnly || !sess.Secure || sess.SameSite != http.SameSiteLaxMode || sess.Path != "/dashboard" ||
		!sess.Expires.Equal(epoch.Add(time.Hour)) {
		t.Fatalf("session cookie %+v", sess)
	}
	if _, ok := b.cookies[FlowCookie]; ok {
		t.Error("the flow cookie outlives the callback")
	}
	if strings.Contains(sess.Value, "refresh") || strings.Count(sess.Value, ".") != 2 {
		t.Error("the session cookie is not the ID token alone")
	}
	form := f.tokenForms[0]
	if form.Get("code_verifier") == "" || form.Get("client_secret") != "" {
		t.Errorf("token request %v", form)
	}
	if page := b.get(srv.URL + "/dashboard/keys"); page.StatusCode != 200 || page.Header.Get("X-Who") != "user-1@acme" {
		t.Fatalf("signed in page: %d %q", page.StatusCode, page.Header.Get("X-Who"))
	}
	// A replayed callback: the flow cookie is gone and the code used.
	if r := b.get(callback); r.StatusCode != http.StatusBadRequest {
		t.Errorf("replayed callback: %d", r.StatusCode)
	}

	out := location(t, b.get(srv.URL+"/dashboard/auth/signout"))
	ou, _ := url.Parse(out)
	if ou.Host != strings.TrimPrefix(f.srv.URL, "http://") || ou.Path != "/logout" || ou.Query().Get("client_id") != testClient ||
		ou.Query().Get("logout_uri") != s.SignedOutURL() || s.SignedOutURL() != srv.URL+"/dashboard/" {
		t.Errorf("sign-out goes to %s", out)
	}
	if _, ok := b.cookies[SessionCookie]; ok {
		t.Error("sign-out kept the session cookie")
	}
	if r := b.get(srv.URL + "/dashboard/keys"); !strings.Contains(location(t, r), "/dashboard/auth/signin") {
		t.Error("signed out, the dashboard still answers")
	}

	// The session ends with the token.
	b2 := &browser{t: t, cookies: map[string]*http.Cookie{SessionCookie: sess}}
	s.now = func() time.Time { return epoch.Add(time.Hour + Skew + time.Second) }
	s.verifier.now = s.now
	if r := b2.get(srv.URL + "/dashboard/keys"); !strings.Contains(location(t, r), "/dashboard/auth/signin") {
		t.Error("an expired session still answers")
	}
}

// Callbacks that must not sign anyone in.
func TestCallbackRejects(t *testing.T) {
	cases := []struct {
		name   string
		user   map[string]any               // the fake user's claims
		mangle func(callback string) string // changes the callback URL
		flow   func(c *http.Cookie)         // changes the flow cookie
		status int
	}{
		{name: "user without tenant", user: map[string]any{}, status: http.StatusForbidden},
		{name: "operator without tenant", user: map[string]any{"cognito:groups": []string{OperatorGroup}}, status: http.StatusFound},
		{name: "state mismatch", mangle: func(c string) string { return strings.Replace(c, "state=", "state=x", 1) }, status: http.StatusBadRequest},
		{name: "no flow cookie", flow: func(c *http.Cookie) { c.Name = "other" }, status: http.StatusBadRequest},
		{name: "flow cookie tampered", flow: func(c *http.Cookie) { c.Value = "e30" }, status: http.StatusBadRequest},
		{name: "code not issued", mangle: func(c string) string { return strings.Replace(c, "code=code-", "code=fake-", 1) }, status: http.StatusBadGateway},
		{name: "no code", mangle: func(c string) string { return strings.Replace(c, "code=", "nocode=", 1) }, status: http.StatusBadRequest},
		{name: "hosted UI error", mangle: func(c string) string { return c + "&error=access_denied" }, status: http.StatusForbidden},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFakeCognito(t)
			if tc.user != nil {
				f.user = tc.user
			}
			srv, _ := dashboardServer(t, f)
			b := &browser{t: t, cookies: map[string]*http.Cookie{}}
			authorize := location(t, b.get(srv.URL+"/dashboard/auth/signin?next=/dashboard/"))
			callback := location(t, b.get(authorize))
			if tc.mangle != nil {
				callback = tc.mangle(callback)
			}
			if tc.flow != nil {
				tc.flow(b.cookies[FlowCookie])
			}
			r := b.get(callback)
			if r.StatusCode != tc.status {
				t.Fatalf("status %d, want %d", r.StatusCode, tc.status)
			}
			if _, ok := b.cookies[SessionCookie]; ok != (tc.status == http.StatusFound) {
				t.Errorf("session cookie set: %v", ok)
			}
		})
	}
}

func TestSafeNext(t *testing.T) {
	cases := map[string]string{
		"/dashboard":                 "/dashboard",
		"/dashboard/":                "/dashboard/",
		"/dashboard/keys?tenant=a":   "/dashboard/keys?tenant=a",
		"/dashboard/a%20b":           "/dashboard/a%20b",
		"":                           "/dashboard/",
		"/":                          "/dashboard/",
		"/dashboardx":                "/dashboard/",
		"/api/public/v1/detect":      "/dashboard/",
		"https://evil.example/":      "/dashboard/",
		"//evil.example/dashboard/":  "/dashboard/",
		"/\\evil.example":            "/dashboard/",
		"/dashboard/\\evil":          "/dashboard/",
		"/dashboard/../api":          "/dashboard/",
		"/dashboard/..":              "/dashboard/",
		"javascript:alert(1)":        "/dashboard/",
		"/dashboard/\r\nSet-Cookie:": "/dashboard/",
	}
	for in, want := range cases {
		if got := safeNext(in); got != want {
			t.Errorf("safeNext(%q) = %q, want %q", in, got, want)
		}
	}
}

// Behind API Gateway's default endpoint the stage precedes the dashboard's
// path: redirects and cookies use the browser's path.
func TestStagePath(t *testing.T) {
	f := newFakeCognito(t)
	s := f.signIn(t, "https://abc.execute-api.eu-central-1.amazonaws.com/prod/dashboard/", nil)
	if got, want := s.SignInURL("/dashboard/keys"), "https://abc.execute-api.eu-central-1.amazonaws.com/prod/dashboard/auth/signin?next=%2Fdashboard%2Fkeys"; got != want {
		t.Errorf("SignInURL %s, want %s", got, want)
	}
	if got := s.CallbackURL(); got != "https://abc.execute-api.eu-central-1.amazonaws.com/prod/dashboard/auth/callback" {
		t.Errorf("callback %s", got)
	}
	if got := s.BasePath(); got != "/prod/dashboard" {
		t.Errorf("BasePath %s", got)
	}
	rec := httptest.NewRecorder()
	s.Mount(http.NewServeMux())
	s.startSignIn(rec, httptest.NewRequest(http.MethodGet, "/dashboard/auth/signin", nil))
	if c := rec.Result().Cookies(); len(c) != 1 || c[0].Path != "/prod/dashboard/auth" {
		t.Errorf("flow cookie %v", c)
	}
	rec = httptest.NewRecorder()
	s.SignOut(rec, httptest.NewRequest(http.MethodPost, "/dashboard/auth/signout", nil))
	if c := rec.Result().Cookies(); len(c) != 1 || c[0].Path != "/prod/dashboard" || c[0].MaxAge != -1 {
		t.Errorf("sign-out cookie %v", c)
	}
}

func TestConfig(t *testing.T) {
	good := Config{Issuer: "https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_A", ClientID: "c",
		Domain: "https://p.auth.eu-central-1.amazoncognito.com", URL: "https://x.example/prod/dashboard"}
	cases := []struct {
		name   string
		change func(*Config)
		ok     bool
	}{
		{"good", func(*Config) {}, true},
		{"no client", func(c *Config) { c.ClientID = "" }, false},
		{"relative domain", func(c *Config) { c.Domain = "p.auth.eu-central-1.amazoncognito.com" }, false},
		{"URL not the dashboard", func(c *Config) { c.URL = "https://x.example/prod" }, false},
		{"URL with a query", func(c *Config) { c.URL = "https://x.example/dashboard?a=1" }, false},
		{"no issuer", func(c *Config) { c.Issuer = "" }, false},
	}
	for _, tc := range cases {
		c := good
		tc.change(&c)
		if _, err := New(c); (err == nil) != tc.ok {
			t.Errorf("%s: %v", tc.name, err)
		}
	}

	t.Setenv(EnvPoolID, "eu-central-1_AbC123")
	t.Setenv(EnvClientID, "client")
	t.Setenv(EnvDomain, "https://p.auth.eu-central-1.amazoncognito.com")
	t.Setenv(EnvURL, "https://x.example/prod/dashboard")
	c, err := ConfigFromEnv()
	if err != nil || c.Issuer != "https://cognito-idp.eu-central-1.amazonaws.com/eu-central-1_AbC123" || c.ClientID != "client" {
		t.Errorf("from env: %+v %v", c, err)
	}
	t.Setenv(EnvPoolID, "AbC123")
	if _, err := ConfigFromEnv(); err == nil {
		t.Error("a pool id without its region is accepted")
	}
}
