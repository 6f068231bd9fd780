package dashboard

import (
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// stageBase is the dashboard's browser-visible path behind API Gateway's
// default endpoint (stage "prod").
const stageBase = "/prod/dashboard"

// fixtureBase is the Config.BasePath of newFixture: "" (Prefix) except
// while TestUnderStagePrefix runs the handler tests again.
var fixtureBase = ""

// emitted lists every URL the browser is given in w: Location, the cookies'
// paths and the href, src, action and formaction attributes of an HTML page.
type emitted struct{ kind, url string }

func urlsOf(t *testing.T, w *httptest.ResponseRecorder) []emitted {
	t.Helper()
	var out []emitted
	if l := w.Header().Get("Location"); l != "" {
		out = append(out, emitted{"Location", l})
	}
	for _, c := range w.Result().Cookies() {
		out = append(out, emitted{"cookie " + c.Name + " path", c.Path})
	}
	// a redirect's body is net/http's link to the Location
	if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") || w.Code/100 == 3 {
		return out
	}
	doc, err := html.Parse(strings.NewReader(w.Body.String()))
	if err != nil {
		t.Fatalf("page is not HTML: %v", err)
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			for _, a := range n.Attr {
				switch a.Key {
				case "href", "src", "action", "formaction":
					out = append(out, emitted{n.Data + " " + a.Key, a.Val})
				}
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return out
}

// checkURLs fails t when a URL the dashboard emits is not under base. The
// test sign-in's own URLs (/signin, /bye) are the SignIn's business, and
// the CSRF cookie is __Host-: its path must be "/".
func checkURLs(t *testing.T, base string, w *httptest.ResponseRecorder) {
	t.Helper()
	for _, e := range urlsOf(t, w) {
		switch {
		case e.kind == "cookie __Host-pg_csrf path":
			if e.url != "/" {
				t.Errorf("%s = %q, want / (a __Host- cookie)", e.kind, e.url)
			}
		case e.kind == "Location" && (strings.HasPrefix(e.url, "/signin?") || e.url == "/bye"):
		case strings.HasPrefix(e.url, "#") && !strings.HasPrefix(e.kind, "cookie"): // this page
		case e.url == base || strings.HasPrefix(e.url, base+"/") || strings.HasPrefix(e.url, base+"?"):
		default:
			t.Errorf("%s %q is not under %s", e.kind, e.url, base)
		}
	}
}

// TestUnderStagePrefix runs the handler tests again with the base path of
// API Gateway's default endpoint: every request still reaches the routes at
// Prefix (the proxy strips the stage), and every link, form action,
// redirect and cookie path the pages give the browser starts with the base
// (fixture.do checks each response).
func TestUnderStagePrefix(t *testing.T) {
	fixtureBase = stageBase
	t.Cleanup(func() { fixtureBase = "" })
	for name, test := range map[string]func(*testing.T){
		"pages":           TestPagesAndSecurityHeaders,
		"not signed in":   TestNotSignedInGoesToSignIn,
		"csrf":            TestCSRF,
		"tenants":         TestTenantIsolation,
		"form errors":     TestFormErrorsInWords,
		"keys":            TestKeyLifecycleAndSecretPage,
		"audit":           TestAuditFilterAndExport,
		"usage":           TestUsageAndOperatorExport,
		"policies":        TestPolicyCRUD,
		"crawl":           TestCrawl,
		"mistakes logged": TestClientMistakesNotLogged,
	} {
		t.Run(name, test)
	}
}

// TestCrawl follows every link and get form of the pages an administrator
// and an operator see, and sends every post form once with its own fields,
// as API Gateway would pass them (the base path replaced by Prefix), so no
// page has a link outside the base path or one that leads nowhere.
func TestCrawl(t *testing.T) {
	f := newFixture(t)
	base := f.base
	f.key(t, "acme", "prod")
	f.key(t, "globex", "other")
	// a browser's first request gets its CSRF cookie
	r := httptest.NewRequest("GET", Prefix+"/keys", nil)
	r.AddCookie(&http.Cookie{Name: "who", Value: "acme"})
	w := httptest.NewRecorder()
	f.h.ServeHTTP(w, r)
	if cs := w.Result().Cookies(); len(cs) != 1 || cs[0].Name != "__Host-pg_csrf" {
		t.Fatalf("first request's cookies: %v", cs)
	}
	checkURLs(t, base, w)
	for _, who := range []string{"acme", "op"} {
		seen := map[string]bool{}
		queue := []string{base + "/"}
		if who == "op" {
			queue = append(queue, base+"/?pick=1", base+"/keys?tenant=acme")
		}
		posted := map[string]bool{}
		for len(queue) > 0 && len(seen) < 200 {
			u := queue[0]
			queue = queue[1:]
			if seen[u] {
				continue
			}
			seen[u] = true
			w := f.do(t, who, "GET", Prefix+strings.TrimPrefix(u, base), nil)
			if w.Code >= 400 {
				t.Errorf("%s: GET %s: %d", who, u, w.Code)
			}
			if loc := w.Header().Get("Location"); loc != "" {
				queue = append(queue, loc)
			}
			for _, e := range urlsOf(t, w) {
				if (strings.HasSuffix(e.kind, " href") || strings.HasSuffix(e.kind, " src")) && !strings.HasPrefix(e.url, "#") {
					queue = append(queue, e.url)
				}
			}
			forms(t, w, func(method, action string, values map[string][]string) {
				if method == http.MethodGet {
					queue = append(queue, action)
					return
				}
				if posted[action] {
					return
				}
				posted[action] = true
				pw := f.do(t, who, "POST", Prefix+strings.TrimPrefix(action, base), values)
				if pw.Code >= 500 {
					t.Errorf("%s: POST %s: %d", who, action, pw.Code)
				}
			})
		}
		t.Logf("%s: %d pages, %d post forms", who, len(seen), len(posted))
		if len(seen) < 10 {
			t.Errorf("%s: the crawl reached %d pages only: %v", who, len(seen), seen)
		}
	}
}

// forms calls fn with each form of the page: its method, action and the
// values of its inputs (hidden ones and any with a value).
func forms(t *testing.T, w *httptest.ResponseRecorder, fn func(method, action string, values map[string][]string)) {
	t.Helper()
	if !strings.HasPrefix(w.Header().Get("Content-Type"), "text/html") {
		return
	}
	doc, err := html.Parse(strings.NewReader(w.Body.String()))
	if err != nil {
		t.Fatal(err)
	}
	attr := func(n *html.Node, k string) string {
		for _, a := range n.Attr {
			if a.Key == k {
				return a.Val
			}
		}
		return ""
	}
	var inputs func(n *html.Node, values map[string][]string)
	inputs = func(n *html.Node, values map[string][]string) {
		if n.Type == html.ElementNode && n.Data == "input" && attr(n, "name") != "" && (attr(n, "type") != "checkbox" || hasAttr(n, "checked")) {
			values[attr(n, "name")] = append(values[attr(n, "name")], attr(n, "value"))
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			inputs(c, values)
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "form" {
			values := map[string][]string{}
			inputs(n, values)
			fn(strings.ToUpper(attr(n, "method")), attr(n, "action"), values)
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
}

func hasAttr(n *html.Node, k string) bool {
	for _, a := range n.Attr {
		if a.Key == k {
			return true
		}
	}
	return false
}
