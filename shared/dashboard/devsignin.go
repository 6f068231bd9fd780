package dashboard

import (
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"encoding/base64"
	"net/http"
	"net/url"
	"os"
	"strconv"
	"strings"
	"time"
)

// DevSignIn signs the development administrator in without a password: only
// the local server (scripts/localserver, `make run`) wires it, like the
// printed development key; no function does (TestDevSignInOnlyLocal). The
// administrator is bound to one tenant (the development key's) and is an
// operator, so the per-tenant export can be tried too.
//
// The session is a cookie holding its expiry, signed with a key made at
// start: a restart signs everyone out.
type DevSignIn struct {
	Tenant string
	TTL    time.Duration // session length; 0: 8 hours
	Now    func() time.Time
	key    []byte
}

// DevSubject is the development administrator's subject.
const DevSubject = "dev-admin"

// devCookie is the development session's cookie.
const devCookie = "pg_dev_session"

// NewDevSignIn returns the development sign-in for tenant. It panics in a
// Lambda function (AWS_LAMBDA_FUNCTION_NAME set): a deployed dashboard
// signs in through Cognito only, whatever wiring mistake would say.
func NewDevSignIn(tenant string) *DevSignIn {
	if os.Getenv("AWS_LAMBDA_FUNCTION_NAME") != "" {
		panic("dashboard: the development sign-in is for the local server only, not a Lambda function")
	}
	k := make([]byte, 32)
	_, _ = rand.Read(k)
	return &DevSignIn{Tenant: tenant, key: k}
}

func (d *DevSignIn) now() time.Time {
	if d.Now != nil {
		return d.Now()
	}
	return time.Now()
}

func (d *DevSignIn) sign(exp string) string {
	m := hmac.New(sha256.New, d.key)
	m.Write([]byte(exp))
	return base64.RawURLEncoding.EncodeToString(m.Sum(nil))
}

// Identify refuses everyone without a key: a DevSignIn made as a struct
// literal (not by NewDevSignIn) would accept cookies anyone can sign with
// the empty key.
func (d *DevSignIn) Identify(r *http.Request) (Identity, bool) {
	if len(d.key) == 0 {
		return Identity{}, false
	}
	c, err := r.Cookie(devCookie)
	if err != nil {
		return Identity{}, false
	}
	exp, mac, ok := strings.Cut(c.Value, ".")
	if !ok || !hmac.Equal([]byte(mac), []byte(d.sign(exp))) {
		return Identity{}, false
	}
	sec, err := strconv.ParseInt(exp, 10, 64)
	if err != nil || d.now().Unix() >= sec {
		return Identity{}, false
	}
	return Identity{Subject: DevSubject, Email: "admin@localhost", Tenant: d.Tenant, Operator: true}, true
}

func (d *DevSignIn) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+Prefix+"/auth/dev", func(w http.ResponseWriter, r *http.Request) {
		ttl := d.TTL
		if ttl <= 0 {
			ttl = 8 * time.Hour
		}
		exp := strconv.FormatInt(d.now().Add(ttl).Unix(), 10)
		http.SetCookie(w, &http.Cookie{Name: devCookie, Value: exp + "." + d.sign(exp), Path: Prefix, HttpOnly: true,
			SameSite: http.SameSiteLaxMode})
		http.Redirect(w, r, safeNext(r.URL.Query().Get("next")), http.StatusSeeOther)
	})
	mux.HandleFunc("GET "+Prefix+"/auth/signed-out", func(w http.ResponseWriter, r *http.Request) {
		setSecurityHeaders(w)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		_, _ = w.Write([]byte(`<!doctype html><html lang="en"><meta charset="utf-8"><title>Signed out - piiguard</title>` +
			`<link rel="icon" href="` + Prefix + `/static/icon.svg" type="image/svg+xml">` +
			`<p>You are signed out. <a href="` + Prefix + `/">Sign in again</a> (development sign-in, no password).</p></html>`))
	})
}

func (d *DevSignIn) SignInURL(next string) string {
	return Prefix + "/auth/dev?next=" + url.QueryEscape(safeNext(next))
}

func (d *DevSignIn) SignOut(w http.ResponseWriter, r *http.Request) string {
	http.SetCookie(w, &http.Cookie{Name: devCookie, Value: "", Path: Prefix, MaxAge: -1, HttpOnly: true, SameSite: http.SameSiteLaxMode})
	return Prefix + "/auth/signed-out"
}
