package dashboard

import (
	"crypto/hmac"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/http/httptest"
	"strconv"
	"strings"
	"testing"
	"time"
)

// TestDevSignInWithoutKeyRefusesEveryone: a DevSignIn built as a struct
// literal has no key; a cookie signed with the empty key (which anyone can
// make) or any other must not identify an operator.
func TestDevSignInWithoutKeyRefusesEveryone(t *testing.T) {
	exp := strconv.FormatInt(time.Now().Add(time.Hour).Unix(), 10)
	m := hmac.New(sha256.New, nil)
	m.Write([]byte(exp))
	forged := exp + "." + base64.RawURLEncoding.EncodeToString(m.Sum(nil))
	for _, tc := range []struct {
		name   string
		d      *DevSignIn
		cookie string
	}{
		{"struct literal, empty-key signature", &DevSignIn{Tenant: "acme"}, forged},
		{"struct literal, empty key slice", &DevSignIn{Tenant: "acme", key: []byte{}}, forged},
		{"struct literal, its own sign-in's cookie", &DevSignIn{Tenant: "acme"}, ""},
	} {
		cookie := tc.cookie
		if cookie == "" { // what its own /auth/dev hands out
			mux := http.NewServeMux()
			tc.d.Mount(mux)
			w := httptest.NewRecorder()
			mux.ServeHTTP(w, httptest.NewRequest("GET", "/dashboard/auth/dev", nil))
			cookie = w.Result().Cookies()[0].Value
		}
		r := httptest.NewRequest("GET", "/dashboard/keys", nil)
		r.AddCookie(&http.Cookie{Name: devCookie, Value: cookie})
		if id, ok := tc.d.Identify(r); ok {
			t.Errorf("%s: identified %+v", tc.name, id)
		}
	}
}

// TestNewDevSignInPanicsInLambda: the development sign-in cannot be made in
// a Lambda function's environment.
func TestNewDevSignInPanicsInLambda(t *testing.T) {
	for _, tc := range []struct {
		env   string
		panic bool
	}{{"", false}, {"piiguard-dashboard", true}} {
		t.Run(tc.env, func(t *testing.T) {
			t.Setenv("AWS_LAMBDA_FUNCTION_NAME", tc.env)
			defer func() {
				if got := recover() != nil; got != tc.panic {
					t.Errorf("AWS_LAMBDA_FUNCTION_NAME=%q: panicked %v, want %v", tc.env, got, tc.panic)
				}
			}()
			NewDevSignIn("acme")
		})
	}
}

// TestSignedOutPageNamesItsIcon: the development signed-out page links the
// dashboard's icon, so a browser does not ask for /favicon.ico (a 404).
func TestSignedOutPageNamesItsIcon(t *testing.T) {
	mux := http.NewServeMux()
	NewDevSignIn("acme").Mount(mux)
	w := httptest.NewRecorder()
	mux.ServeHTTP(w, httptest.NewRequest("GET", "/dashboard/auth/signed-out", nil))
	if !strings.Contains(w.Body.String(), `<link rel="icon" href="/dashboard/static/icon.svg"`) {
		t.Errorf("signed-out page:\n%s", w.Body.String())
	}
}
