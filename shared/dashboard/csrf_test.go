package dashboard

import (
	"net/http"
	"net/http/httptest"
	"testing"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// TestCSRFCookieIsLax: the token cookie is SameSite=Lax (sent on the
// top-level navigation back from Cognito, so the other tabs' forms keep
// their token), HttpOnly, and Secure with the __Host- prefix when deployed.
func TestCSRFCookieIsLax(t *testing.T) {
	for _, tc := range []struct {
		name     string
		insecure bool
		cookie   string
		secure   bool
	}{
		{"deployed", false, "__Host-pg_csrf", true},
		{"local http", true, "pg_csrf", false},
	} {
		st := memory.New()
		h := New(Config{SignIn: testSignIn{}, InsecureCookies: tc.insecure, Admin: &admin.Service{Keys: st, Policies: st, Audit: st}})
		r := httptest.NewRequest("GET", "/dashboard/keys", nil)
		r.AddCookie(&http.Cookie{Name: "who", Value: "acme"})
		w := httptest.NewRecorder()
		h.ServeHTTP(w, r)
		var got *http.Cookie
		for _, c := range w.Result().Cookies() {
			if c.Name == tc.cookie {
				got = c
			}
		}
		if got == nil {
			t.Fatalf("%s: no %s cookie in %v", tc.name, tc.cookie, w.Result().Cookies())
		}
		if got.SameSite != http.SameSiteLaxMode || !got.HttpOnly || got.Secure != tc.secure {
			t.Errorf("%s: %s", tc.name, got.String())
		}
	}
}
