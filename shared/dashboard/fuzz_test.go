package dashboard

import (
	"context"
	"net/http"
	"net/http/httptest"
	"strings"
	"testing"
)

// FuzzForms posts arbitrary form bodies to every form handler: never a 5xx,
// a panic or a raw error body, and another tenant's data never changes.
func FuzzForms(f *testing.F) {
	routes := []string{"/dashboard/keys", "/dashboard/keys/key_x/plan", "/dashboard/keys/key_x/revoke", "/dashboard/policies",
		"/dashboard/policies/p/delete", "/dashboard/recognizers", "/dashboard/recognizers/r/delete", "/dashboard/allow-lists",
		"/dashboard/allow-lists/a/delete", "/dashboard/signout"}
	f.Add(uint8(0), "name=k&plan=free")
	f.Add(uint8(3), "name=p&threshold=0.5&types=EMAIL_ADDRESS&recognizers=r&allow_lists=a")
	f.Add(uint8(3), "name=p&threshold=NaN&editing=yes")
	f.Add(uint8(5), "name=r&entity_type=X&patterns=(a%2B)%2B&score=1e308")
	f.Add(uint8(7), "name=a&entries=%5B&match=regex")
	f.Add(uint8(2), "confirm=yes&tenant=globex")
	f.Add(uint8(4), "confirm=yes&back=%2F%2Fevil")
	fx := newFixture(f)
	gk, _, err := fx.svc.CreateKey(context.Background(), "globex", "theirs", "free")
	if err != nil {
		f.Fatal(err)
	}
	f.Fuzz(func(t *testing.T, route uint8, body string) {
		r := httptest.NewRequest("POST", routes[int(route)%len(routes)], strings.NewReader(body+"&csrf="+token))
		r.Header.Set("Content-Type", "application/x-www-form-urlencoded")
		r.AddCookie(&http.Cookie{Name: "who", Value: "acme"})
		r.AddCookie(&http.Cookie{Name: "__Host-pg_csrf", Value: token})
		w := httptest.NewRecorder()
		fx.h.ServeHTTP(w, r)
		if w.Code >= 500 {
			t.Fatalf("status %d for %q: %s", w.Code, body, w.Body.String())
		}
		if b := w.Body.String(); strings.Contains(b, "goroutine") || strings.Contains(b, `"status_code"`) {
			t.Fatalf("raw error shown for %q", body)
		}
		keys, _ := fx.st.ListKeys(context.Background(), "globex")
		if len(keys) != 1 || keys[0].ID != gk.ID || keys[0].RevokedAt != nil || keys[0].Plan != gk.Plan {
			t.Fatalf("globex's keys changed by %q: %+v", body, keys)
		}
	})
}

// FuzzQueries sends arbitrary query strings to every page (the audit and
// usage filters parse them): never a 5xx or a raw error.
func FuzzQueries(f *testing.F) {
	pages := []string{"/dashboard/", "/dashboard/keys", "/dashboard/policies", "/dashboard/usage", "/dashboard/usage/export.csv",
		"/dashboard/audit", "/dashboard/audit/export", "/dashboard/endpoints", "/dashboard/policies/p/edit"}
	f.Add(uint8(5), "from=2026-11-01&to=2026-11-30&key=k&operation=detect&status=4xx")
	f.Add(uint8(6), "format=csv&from=0000-01-01&to=9999-12-31&status=599")
	f.Add(uint8(3), "month=2026-02&tenant=acme")
	f.Add(uint8(4), "month=%00")
	fx := newFixture(f)
	f.Fuzz(func(t *testing.T, page uint8, query string) {
		for _, who := range []string{"acme", "op"} {
			r := httptest.NewRequest("GET", pages[int(page)%len(pages)], nil)
			r.URL.RawQuery = query
			r.AddCookie(&http.Cookie{Name: "who", Value: who})
			w := httptest.NewRecorder()
			fx.h.ServeHTTP(w, r)
			if w.Code >= 500 {
				t.Fatalf("%s %s?%s: %d %s", who, r.URL.Path, query, w.Code, w.Body.String())
			}
			if b := w.Body.String(); strings.Contains(b, "goroutine") || strings.Contains(b, `"status_code"`) {
				t.Fatalf("raw error shown for %q", query)
			}
		}
	})
}
