package dashboard

import (
	"bytes"
	"context"
	"errors"
	"io"
	"io/fs"
	"log/slog"
	"net/http"
	"net/http/httptest"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// testSignIn knows users by the "who" cookie.
type testSignIn struct{}

var users = map[string]Identity{
	"acme":   {Subject: "u1", Email: "a@acme.example", Tenant: "acme"},
	"globex": {Subject: "u2", Email: "g@globex.example", Tenant: "globex"},
	"op":     {Subject: "u3", Email: "op@example.com", Operator: true},
}

func (testSignIn) Identify(r *http.Request) (Identity, bool) {
	c, err := r.Cookie("who")
	if err != nil {
		return Identity{}, false
	}
	id, ok := users[c.Value]
	return id, ok
}
func (testSignIn) Mount(*http.ServeMux)                              {}
func (testSignIn) SignInURL(next string) string                      { return "/signin?next=" + url.QueryEscape(next) }
func (testSignIn) SignOut(http.ResponseWriter, *http.Request) string { return "/bye" }

const token = "0123456789012345678901234567890123456789abc" // 43 characters, as csrfToken makes

type fixture struct {
	base string // Config.BasePath as New normalises it
	h    http.Handler
	st   *memory.Store
	svc  *admin.Service
	logs *bytes.Buffer
	now  time.Time
}

func newFixture(t testing.TB) *fixture {
	t.Helper()
	st := memory.New()
	now := time.Date(2026, 11, 15, 12, 0, 0, 0, time.UTC)
	svc := &admin.Service{Keys: st, Policies: st, Audit: st, Now: func() time.Time { return now }}
	logs := &bytes.Buffer{}
	base := fixtureBase
	if base == "" {
		base = Prefix
	}
	h := New(Config{BasePath: fixtureBase, SignIn: testSignIn{}, Admin: svc, Logger: slog.New(slog.NewTextHandler(logs, nil)), Usage: st, Tenants: st,
		Region: "eu", Endpoints: []Endpoint{{"eu", "https://eu.example/api/public/v1"}}, Now: func() time.Time { return now }})
	return &fixture{base: base, h: h, st: st, svc: svc, logs: logs, now: now}
}

// do sends a request as who ("": nobody) with a valid CSRF cookie.
func (f *fixture) do(t *testing.T, who, method, target string, form url.Values) *httptest.ResponseRecorder {
	t.Helper()
	var body io.Reader
	if form != nil {
		body = strings.NewReader(form.Encode())
	}
	r := httptest.NewRequest(method, target, body)
	if form != nil {
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	}
	if who != "" {
		r.AddCookie(&http.Cookie{Name: "who", Value: who})
	}
	r.AddCookie(&http.Cookie{Name: "__Host-pg_csrf", Value: token})
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	checkURLs(t, f.base, w)
	return w
}

func withCSRF(v url.Values) url.Values {
	v.Set("csrf", token)
	return v
}

func (f *fixture) key(t *testing.T, tenant, name string) store.APIKey {
	t.Helper()
	k, _, err := f.svc.CreateKey(context.Background(), tenant, name, store.PlanFree)
	if err != nil {
		t.Fatal(err)
	}
	return k
}

func TestPagesAndSecurityHeaders(t *testing.T) {
	f := newFixture(t)
	f.key(t, "acme", "prod")
	for _, tc := range []struct {
		who, path string
		status    int
		want      string
	}{
		{"acme", "/dashboard/keys", 200, "prod"},
		{"acme", "/dashboard/policies", 200, "Global policies"},
		{"acme", "/dashboard/policies/new", 200, "EMAIL_ADDRESS"},
		{"acme", "/dashboard/recognizers/new", 200, "Entity type"},
		{"acme", "/dashboard/allow-lists/new", 200, "Entries"},
		{"acme", "/dashboard/usage", 200, "Characters charged in 2026-11"},
		{"acme", "/dashboard/audit", 200, "0 records match"},
		{"acme", "/dashboard/endpoints", 200, "curl -s -X POST https://eu.example/api/public/v1/detect"},
		{"acme", "/dashboard/nothing", 404, "no such page"},
		{"acme", "/dashboard/policies/strict/edit", 404, "no such item"},
		{"op", "/dashboard/keys", 200, "Choose a tenant"}, // an operator bound to none picks one
		{"op", "/dashboard/keys?tenant=acme", 200, "prod"},
		{"acme", "/dashboard/usage?month=2026-13", 400, "Enter a month as YYYY-MM"},
		{"acme", "/dashboard/audit?from=yesterday", 400, "Enter a date as YYYY-MM-DD"},
		{"acme", "/dashboard/audit?status=abc", 400, "Enter a status code such as 401"},
		{"acme", "/dashboard/audit?from=2026-11-10&to=2026-11-01", 400, "must not be before the start date"},
	} {
		t.Run(tc.who+tc.path, func(t *testing.T) {
			w := f.do(t, tc.who, "GET", tc.path, nil)
			if w.Code != tc.status || !strings.Contains(strings.ToLower(w.Body.String()), strings.ToLower(tc.want)) {
				t.Fatalf("status %d, want %d with %q; body:\n%s", w.Code, tc.status, tc.want, w.Body.String())
			}
			// small pages for a slow link: no page of this fixture reaches 16 KB
			if w.Body.Len() > 16<<10 {
				t.Fatalf("page is %d bytes", w.Body.Len())
			}
			h := w.Header()
			if !strings.Contains(h.Get("Content-Security-Policy"), "frame-ancestors 'none'") || strings.Contains(h.Get("Content-Security-Policy"), "unsafe-inline") ||
				h.Get("Cache-Control") != "no-store" || h.Get("X-Content-Type-Options") != "nosniff" {
				t.Fatalf("security headers: %v", h)
			}
		})
	}
}

func TestNotSignedInGoesToSignIn(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		method, path string
		form         url.Values
		next         string
	}{
		{"GET", "/dashboard/audit?key=k1", nil, "/dashboard/audit?key=k1"},
		// a post keeps nothing and returns to the page the form was on
		{"POST", "/dashboard/policies", url.Values{"name": {"p"}, "back": {"/dashboard/policies/new"}}, "/dashboard/policies/new"},
		{"POST", "/dashboard/policies", url.Values{"back": {"https://evil.example/"}}, "/dashboard/"},
		{"POST", "/dashboard/policies", url.Values{"back": {"//evil.example/dashboard/"}}, "/dashboard/"},
	} {
		w := f.do(t, "", tc.method, tc.path, tc.form)
		if w.Code != http.StatusSeeOther || w.Header().Get("Location") != "/signin?next="+url.QueryEscape(tc.next) {
			t.Errorf("%s %s: %d to %q, want 303 to next=%q", tc.method, tc.path, w.Code, w.Header().Get("Location"), tc.next)
		}
	}
	if ps, _ := f.st.ListPolicies(context.Background(), "acme"); len(ps) != 0 {
		t.Fatalf("a post without a session stored %v", ps)
	}
}

func TestCSRF(t *testing.T) {
	f := newFixture(t)
	form := url.Values{"name": {"k"}, "plan": {"free"}}
	for _, tc := range []struct {
		name   string
		mutate func(r *http.Request)
		status int
	}{
		{"no token", func(r *http.Request) {}, 403},
		{"wrong token", func(r *http.Request) {
			r.Form = nil
			r.Body = io.NopCloser(strings.NewReader(form.Encode() + "&csrf=x"))
		}, 403},
		{"cross-site", func(r *http.Request) {
			r.Body = io.NopCloser(strings.NewReader(form.Encode() + "&csrf=" + token))
			r.Header.Set("Sec-Fetch-Site", "cross-site")
		}, 403},
		{"other origin", func(r *http.Request) {
			r.Body = io.NopCloser(strings.NewReader(form.Encode() + "&csrf=" + token))
			r.Header.Set("Origin", "https://evil.example")
		}, 403},
		{"same origin", func(r *http.Request) {
			r.Body = io.NopCloser(strings.NewReader(form.Encode() + "&csrf=" + token))
			r.Header.Set("Sec-Fetch-Site", "same-origin")
		}, 200},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := httptest.NewRequest("POST", "/dashboard/keys", strings.NewReader(form.Encode()))
			r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
			r.AddCookie(&http.Cookie{Name: "who", Value: "acme"})
			r.AddCookie(&http.Cookie{Name: "__Host-pg_csrf", Value: token})
			tc.mutate(r)
			w := httptest.NewRecorder()
			f.h.ServeHTTP(w, r)
			if w.Code != tc.status {
				t.Fatalf("status %d, want %d: %s", w.Code, tc.status, w.Body.String())
			}
		})
	}
	keys, _ := f.st.ListKeys(context.Background(), "acme")
	if len(keys) != 1 {
		t.Fatalf("%d keys made, want only the same-origin one", len(keys))
	}
}

func TestTenantIsolation(t *testing.T) {
	f := newFixture(t)
	gk := f.key(t, "globex", "theirs")
	ctx := context.Background()
	if err := f.svc.PutPolicy(ctx, "globex", policy.Policy{Name: "gp", Threshold: 0.5}); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		method, path string
		form         url.Values
		status       int
	}{
		{"GET", "/dashboard/keys?tenant=globex", nil, 403},
		{"GET", "/dashboard/audit/export?format=csv&tenant=globex", nil, 403},
		{"GET", "/dashboard/usage/export.csv", nil, 403},
		{"POST", "/dashboard/keys", withCSRF(url.Values{"name": {"x"}, "tenant": {"globex"}}), 403},
		{"POST", "/dashboard/keys/" + gk.ID + "/revoke", withCSRF(url.Values{"confirm": {"yes"}}), 404},
		{"POST", "/dashboard/keys/" + gk.ID + "/revoke", withCSRF(url.Values{}), 404},
		{"POST", "/dashboard/keys/" + gk.ID + "/plan", withCSRF(url.Values{"plan": {"payg"}}), 404},
		{"GET", "/dashboard/policies/gp/edit", nil, 404},
		{"POST", "/dashboard/policies/gp/delete", withCSRF(url.Values{"confirm": {"yes"}}), 404},
		{"POST", "/dashboard/policies", withCSRF(url.Values{"name": {"gp"}, "threshold": {"0.1"}, "editing": {"yes"}}), 404},
	} {
		w := f.do(t, "acme", tc.method, tc.path, tc.form)
		if w.Code != tc.status {
			t.Errorf("%s %s: %d, want %d", tc.method, tc.path, w.Code, tc.status)
		}
	}
	keys, _ := f.st.ListKeys(ctx, "globex")
	if len(keys) != 1 || keys[0].RevokedAt != nil || keys[0].Plan != store.PlanFree {
		t.Fatalf("globex's key changed: %+v", keys)
	}
	if p, err := f.st.GetPolicy(ctx, "globex", "gp"); err != nil || p.Threshold != 0.5 {
		t.Fatalf("globex's policy changed: %+v %v", p, err)
	}
	// An operator may act on globex.
	if w := f.do(t, "op", "POST", "/dashboard/keys/"+gk.ID+"/revoke", withCSRF(url.Values{"confirm": {"yes"}, "tenant": {"globex"}})); w.Code != 303 ||
		!strings.Contains(w.Header().Get("Location"), "tenant=globex") {
		t.Fatalf("operator revoke: %d %s", w.Code, w.Header().Get("Location"))
	}
}

func TestFormErrorsInWords(t *testing.T) {
	f := newFixture(t)
	for _, tc := range []struct {
		path  string
		form  url.Values
		field string
		want  string
	}{
		{"/dashboard/keys", url.Values{"name": {""}}, "name", "Name must be 1-100 characters"},
		{"/dashboard/keys", url.Values{"name": {"k"}, "plan": {"gold"}}, "plan", `Plan must be "free" or "payg"`},
		{"/dashboard/policies", url.Values{"name": {"a b"}, "threshold": {"0.5"}}, "name", "Policy name must be"},
		{"/dashboard/policies", url.Values{"name": {"STRICT"}, "threshold": {"0.5"}}, "name", "is a global policy name"},
		{"/dashboard/policies", url.Values{"name": {"p"}, "threshold": {"high"}}, "threshold", "Enter a number between 0 and 1"},
		{"/dashboard/policies", url.Values{"name": {"p"}, "threshold": {"2"}}, "threshold", "Threshold must be between 0 and 1"},
		{"/dashboard/policies", url.Values{"name": {"p"}, "threshold": {"0.5"}, "types": {"NOPE"}}, "types", "Unknown entity types: NOPE"},
		{"/dashboard/policies", url.Values{"name": {"p"}, "threshold": {"0.5"}, "recognizers": {"ghost"}}, "recognizers", "does not exist"},
		{"/dashboard/policies", url.Values{"name": {"p"}, "threshold": {"0.5"}, "allow_lists": {"ghost"}}, "allow_lists", "does not exist"},
		{"/dashboard/recognizers", url.Values{"name": {"r"}, "entity_type": {"EMP"}, "patterns": {"("}, "score": {"0.6"}}, "patterns", "Recognizer.patterns"},
		{"/dashboard/recognizers", url.Values{"name": {"r"}, "entity_type": {"EMP"}, "patterns": {"x"}, "score": {"lots"}}, "score", "Enter a number"},
		{"/dashboard/allow-lists", url.Values{"name": {"a"}}, "entries", "at least one entry"},
		{"/dashboard/allow-lists", url.Values{"name": {""}, "entries": {"x"}}, "name", "is required"},
	} {
		t.Run(tc.path+"/"+tc.field, func(t *testing.T) {
			w := f.do(t, "acme", "POST", tc.path, withCSRF(tc.form))
			body := w.Body.String()
			marker := `<p class="err" id="` + tc.field + `-err">`
			i := strings.Index(body, marker)
			if w.Code != 400 || i < 0 || !strings.Contains(body[i:min(len(body), i+len(marker)+300)], template_escape(tc.want)) {
				t.Fatalf("status %d; want 400 with %q beside %s:\n%s", w.Code, tc.want, tc.field, body)
			}
			for _, leak := range []string{"goroutine", `"status_code"`, "validation_error", "panic"} {
				if strings.Contains(body, leak) {
					t.Fatalf("page shows %q", leak)
				}
			}
		})
	}
}

// TestClientMistakesNotLogged: the form mistakes above log nothing, and so
// no submitted value can reach the logs.
func TestClientMistakesNotLogged(t *testing.T) {
	f := newFixture(t)
	for _, form := range []url.Values{
		{"name": {"secret-looking name"}, "plan": {"gold"}},
		{"name": {"a b"}, "threshold": {"0.5"}, "types": {"jane.doe@example.com"}},
	} {
		f.do(t, "acme", "POST", "/dashboard/keys", withCSRF(form))
		f.do(t, "acme", "POST", "/dashboard/policies", withCSRF(form))
	}
	f.do(t, "acme", "GET", "/dashboard/audit?status=jane.doe@example.com", nil)
	if f.logs.Len() != 0 {
		t.Fatalf("logged: %s", f.logs.String())
	}
}

func template_escape(s string) string {
	return strings.NewReplacer(`"`, "&#34;", "'", "&#39;").Replace(s)
}

func TestKeyLifecycleAndSecretPage(t *testing.T) {
	f := newFixture(t)
	w := f.do(t, "acme", "POST", "/dashboard/keys", withCSRF(url.Values{"name": {"ci"}, "plan": {"payg"}}))
	if w.Code != 200 || w.Header().Get("Cache-Control") != "no-store" {
		t.Fatalf("create: %d %v", w.Code, w.Header())
	}
	keys, _ := f.st.ListKeys(context.Background(), "acme")
	if len(keys) != 1 || keys[0].Plan != store.PlanPayAsYouGo {
		t.Fatalf("keys = %+v", keys)
	}
	i := strings.Index(w.Body.String(), `value="pg_`)
	if i < 0 {
		t.Fatal("secret not shown")
	}
	secret := w.Body.String()[i+7 : i+7+43]
	if got, err := f.st.KeyByHash(context.Background(), store.HashKey(secret)); err != nil || got.ID != keys[0].ID {
		t.Fatalf("shown secret is not the key's: %v", err)
	}
	if list := f.do(t, "acme", "GET", "/dashboard/keys", nil).Body.String(); strings.Contains(list, secret) {
		t.Fatal("the secret is shown again")
	}
	id := keys[0].ID
	if w := f.do(t, "acme", "POST", "/dashboard/keys/"+id+"/plan", withCSRF(url.Values{"plan": {"free"}})); w.Code != 303 {
		t.Fatalf("plan: %d", w.Code)
	}
	// Without confirm=yes, a confirmation page and nothing revoked.
	if w := f.do(t, "acme", "POST", "/dashboard/keys/"+id+"/revoke", withCSRF(url.Values{})); w.Code != 200 || !strings.Contains(w.Body.String(), "cannot be undone") {
		t.Fatalf("confirm page: %d", w.Code)
	}
	if keys, _ := f.st.ListKeys(context.Background(), "acme"); keys[0].RevokedAt != nil || keys[0].Plan != store.PlanFree {
		t.Fatalf("after confirm page: %+v", keys[0])
	}
	if w := f.do(t, "acme", "POST", "/dashboard/keys/"+id+"/revoke", withCSRF(url.Values{"confirm": {"yes"}})); w.Code != 303 {
		t.Fatalf("revoke: %d", w.Code)
	}
	if w := f.do(t, "acme", "POST", "/dashboard/signout", withCSRF(url.Values{})); w.Code != 303 || w.Header().Get("Location") != "/bye" {
		t.Fatalf("sign out: %d %q", w.Code, w.Header().Get("Location"))
	}
	if keys, _ := f.st.ListKeys(context.Background(), "acme"); keys[0].RevokedAt == nil {
		t.Fatal("not revoked")
	}
	if strings.Contains(f.logs.String(), "ci") && strings.Contains(f.logs.String(), "name") {
		t.Fatalf("submitted values logged: %s", f.logs.String())
	}
}

func TestAuditFilterAndExport(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	at := f.now.Add(-time.Hour)
	for i, r := range []store.AuditRecord{
		{RequestID: "r1", KeyID: "k1", Operation: "detect", Status: 200, Characters: 10, Entities: map[string]int{"EMAIL_ADDRESS": 2}},
		{RequestID: "r2", KeyID: "k2", Operation: "redact", Status: 200, Characters: 20},
		{RequestID: "r3", KeyID: "k1", Operation: "detect", Status: 429, Characters: 0},
	} {
		r.TenantID, r.Time, r.Region = "acme", at.Add(time.Duration(i)*time.Minute), "eu"
		if err := f.st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		query string
		want  []string
	}{
		{"", []string{"r1", "r2", "r3"}},
		{"key=k1", []string{"r1", "r3"}},
		{"operation=REDACT", []string{"r2"}},
		{"status=4xx", []string{"r3"}},
		{"status=200&key=k1", []string{"r1"}},
		{"from=2026-11-16&to=2026-11-20", nil},
	} {
		w := f.do(t, "acme", "GET", "/dashboard/audit/export?format=csv&"+tc.query, nil)
		lines := strings.Split(strings.TrimSpace(w.Body.String()), "\n")
		var got []string
		for _, l := range lines[1:] {
			got = append(got, strings.Split(l, ",")[0])
		}
		if w.Code != 200 || lines[0] != strings.Join(admin.CSVHeader, ",") || strings.Join(got, " ") != strings.Join(tc.want, " ") {
			t.Errorf("%q: %d %q, want %q", tc.query, w.Code, got, tc.want)
		}
	}
	if page := f.do(t, "acme", "GET", "/dashboard/audit?key=k1", nil).Body.String(); !strings.Contains(page, "2 records match") ||
		!strings.Contains(page, "EMAIL_ADDRESS&nbsp;×2") || strings.Contains(page, ">r2<") {
		t.Errorf("audit page filtered by k1:\n%s", page)
	}
	if w := f.do(t, "acme", "GET", "/dashboard/audit/export?format=jsonl&key=k2", nil); w.Code != 200 || strings.Count(w.Body.String(), "\n") != 1 {
		t.Errorf("jsonl: %d %q", w.Code, w.Body.String())
	}
	if w := f.do(t, "acme", "GET", "/dashboard/audit/export?format=xml", nil); w.Code != 400 || !strings.Contains(w.Body.String(), "Format must be") {
		t.Errorf("bad format: %d", w.Code)
	}
}

func TestUsageAndOperatorExport(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	k := f.key(t, "acme", "prod")
	f.key(t, "globex", "g")
	if err := f.st.Charge(ctx, "acme", "2026-11", "r1", 1234, 0); err != nil {
		t.Fatal(err)
	}
	for i, st := range []int{200, 200, 401} {
		if err := f.st.WriteAudit(ctx, store.AuditRecord{RequestID: "r" + string(rune('a'+i)), TenantID: "acme", KeyID: k.ID, Time: f.now,
			Region: "eu", Operation: "detect", Status: st, Characters: 600}); err != nil {
			t.Fatal(err)
		}
	}
	body := f.do(t, "acme", "GET", "/dashboard/usage", nil).Body.String()
	for _, want := range []string{"1,234 characters", `id="total-calls">3<`, "1,200", "1,234 of 500,000", "Free <span class=\"hint\">(5,000 a call)"} {
		if !strings.Contains(body, want) {
			t.Errorf("usage page lacks %q", want)
		}
	}
	w := f.do(t, "op", "GET", "/dashboard/usage/export.csv?month=2026-11", nil)
	want := strings.Join(ExportHeader, ",") + "\n2026-11,acme,1234,eu,3,1200,1,1,free,false\n2026-11,globex,0,eu,0,0,0,1,free,false\n"
	if w.Code != 200 || w.Body.String() != want || !strings.Contains(w.Header().Get("Content-Disposition"), "attachment") {
		t.Fatalf("export: %d\n%s\nwant\n%s", w.Code, w.Body.String(), want)
	}
	if w := f.do(t, "acme", "GET", "/dashboard/usage/export.csv", nil); w.Code != 403 {
		t.Fatalf("tenant user export: %d", w.Code)
	}
}

func TestPolicyCRUD(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	steps := []struct {
		path   string
		form   url.Values
		status int
	}{
		{"/dashboard/allow-lists", url.Values{"name": {"staff"}, "entries": {"Jane Doe\r\n\r\nhelp@acme.example"}, "match": {"exact"}}, 303},
		{"/dashboard/recognizers", url.Values{"name": {"emp"}, "entity_type": {"EMPLOYEE_ID"}, "patterns": {`EMP-\d{6}`}, "score": {"0.7"}}, 303},
		{"/dashboard/policies", url.Values{"name": {"hr"}, "threshold": {"0.4"}, "types": {"EMAIL_ADDRESS", "PERSON"}, "recognizers": {"emp"}, "allow_lists": {"staff"}}, 303},
		{"/dashboard/policies", url.Values{"name": {"hr"}, "threshold": {"0.6"}, "types": {"PERSON"}, "editing": {"yes"}}, 303},
	}
	for i, s := range steps {
		if w := f.do(t, "acme", "POST", s.path, withCSRF(s.form)); w.Code != s.status {
			t.Fatalf("step %d %s: %d\n%s", i, s.path, w.Code, w.Body.String())
		}
	}
	p, err := f.st.GetPolicy(ctx, "acme", "hr")
	if err != nil || p.Threshold != 0.6 || strings.Join(p.Types, ",") != "PERSON" || len(p.Recognizers) != 0 {
		t.Fatalf("policy = %+v, %v", p, err)
	}
	a, _ := f.svc.GetAllowList(ctx, "acme", "staff")
	if strings.Join(a.Entries, "|") != "Jane Doe|help@acme.example" {
		t.Fatalf("allow list entries = %q", a.Entries)
	}
	// A list a policy names cannot be deleted: said in words.
	if err := f.svc.PutPolicy(ctx, "acme", policy.Policy{Name: "uses", Threshold: 0.5, AllowLists: []string{"staff"}}); err != nil {
		t.Fatal(err)
	}
	if w := f.do(t, "acme", "POST", "/dashboard/allow-lists/staff/delete", withCSRF(url.Values{"confirm": {"yes"}})); w.Code != 400 ||
		!strings.Contains(w.Body.String(), "remove it from them first") {
		t.Fatalf("delete named list: %d", w.Code)
	}
	for _, path := range []string{"/dashboard/recognizers/emp/delete", "/dashboard/policies/hr/delete"} {
		if w := f.do(t, "acme", "POST", path, withCSRF(url.Values{"confirm": {"yes"}})); w.Code != 303 {
			t.Fatalf("%s: %d", path, w.Code)
		}
	}
	if _, err := f.st.GetPolicy(ctx, "acme", "hr"); err == nil {
		t.Fatal("policy not deleted")
	}
}

func TestDevSignIn(t *testing.T) {
	now := time.Date(2026, 11, 15, 12, 0, 0, 0, time.UTC)
	d := NewDevSignIn("dev")
	d.TTL, d.Now = time.Hour, func() time.Time { return now }
	mux := http.NewServeMux()
	d.Mount(mux)
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, httptest.NewRequest("GET", "/dashboard/auth/dev?next=https://evil.example/", nil))
	if w.Code != 303 || w.Header().Get("Location") != "/dashboard/" {
		t.Fatalf("sign-in: %d to %q", w.Code, w.Header().Get("Location"))
	}
	cookie := w.Result().Cookies()[0]
	r := httptest.NewRequest("GET", "/dashboard/keys", nil)
	r.AddCookie(cookie)
	if id, ok := d.Identify(r); !ok || id.Tenant != "dev" || !id.Operator || id.Subject != DevSubject {
		t.Fatalf("Identify = %+v, %v", id, ok)
	}
	now = now.Add(2 * time.Hour)
	if _, ok := d.Identify(r); ok {
		t.Fatal("an expired session is accepted")
	}
	forged := httptest.NewRequest("GET", "/dashboard/keys", nil)
	forged.AddCookie(&http.Cookie{Name: devCookie, Value: "99999999999.AAAA"})
	if _, ok := d.Identify(forged); ok {
		t.Fatal("a forged session is accepted")
	}
	if _, ok := NewDevSignIn("dev").Identify(r); ok {
		t.Fatal("another process's session is accepted")
	}
}

// TestDevSignInOnlyLocal: no Lambda function can enable the development
// sign-in; only scripts/localserver wires it.
func TestDevSignInOnlyLocal(t *testing.T) {
	root := filepath.Join("..", "..", "functions")
	n := 0
	err := filepath.WalkDir(root, func(p string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() || !strings.HasSuffix(p, ".go") {
			return err
		}
		n++
		b, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		if bytes.Contains(b, []byte("DevSignIn")) {
			t.Errorf("%s references DevSignIn", p)
		}
		return nil
	})
	if err != nil || n == 0 {
		t.Fatalf("walked %d Go files of functions/: %v", n, err)
	}
}

func TestEndpointsFromEnv(t *testing.T) {
	for _, r := range regions.All {
		t.Setenv(r.URLEnv(), "")
	}
	if got := EndpointsFromEnv(); len(got) != 0 {
		t.Fatalf("no variables: %v", got)
	}
	last := regions.All[len(regions.All)-1]
	t.Setenv(last.URLEnv(), "https://x.example/api/public/v1/")
	t.Setenv(regions.Primary().URLEnv(), "https://p.example/api/public/v1")
	got := EndpointsFromEnv()
	want := []Endpoint{{regions.Primary().Label, "https://p.example/api/public/v1"}, {last.Label, "https://x.example/api/public/v1"}}
	if len(got) != 2 || got[0] != want[0] || got[1] != want[1] {
		t.Fatalf("EndpointsFromEnv = %v, want %v", got, want)
	}
}

// TestFindEndpoint: a region the configured endpoints lack is looked up when
// the Endpoints page is shown, once while the lookup succeeds, and again
// after it fails (the page then says it is not known, and still answers).
func TestFindEndpoint(t *testing.T) {
	now := time.Date(2026, 11, 15, 12, 0, 0, 0, time.UTC)
	st := memory.New()
	primary, other := regions.Primary(), regions.All[1]
	calls, fail := 0, true
	logs := &bytes.Buffer{}
	h := New(Config{SignIn: testSignIn{}, Admin: &admin.Service{Keys: st, Policies: st, Audit: st}, Logger: slog.New(slog.NewTextHandler(logs, nil)),
		Endpoints: []Endpoint{{primary.Label, "https://p.example/api/public/v1"}}, Now: func() time.Time { return now },
		FindEndpoint: func(ctx context.Context, label string) (string, error) {
			if _, ok := ctx.Deadline(); !ok || label != other.Label {
				t.Errorf("FindEndpoint(%q) without a deadline or for a configured region", label)
			}
			calls++
			if fail {
				return "", errors.New("throttled")
			}
			return "https://" + label + ".example/prod/api/public/v1", nil
		}})
	f := &fixture{base: Prefix, h: h}
	page := func() string {
		w := f.do(t, "acme", "GET", "/dashboard/endpoints", nil)
		if w.Code != 200 {
			t.Fatalf("endpoints page: %d", w.Code)
		}
		return w.Body.String()
	}
	if b := page(); !strings.Contains(b, "https://p.example/api/public/v1") || !strings.Contains(b, "Not known right now") ||
		!strings.Contains(logs.String(), "throttled") {
		t.Fatalf("lookup failed: page\n%s\nlogs %s", b, logs)
	}
	fail = false
	for range 2 {
		b := page()
		i, j := strings.Index(b, "https://p.example"), strings.Index(b, "https://"+other.Label+".example/prod/api/public/v1")
		if i < 0 || j < i || strings.Contains(b, "Not known") || !strings.Contains(b, "curl -s -X POST https://p.example/api/public/v1/detect") {
			t.Fatalf("lookup succeeded: page\n%s", b)
		}
	}
	if calls != 2 {
		t.Fatalf("FindEndpoint called %d times, want 2 (one failure, then once)", calls)
	}
}
