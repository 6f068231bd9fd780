// Package cognito signs dashboard users in with an Amazon Cognito user pool:
// its hosted UI, the OAuth 2.0 authorization code flow with PKCE, state and
// nonce, and the ID token verified here against the pool's JWKS (RS256).
//
// The session is the ID token itself, in an HttpOnly, Secure, SameSite=Lax
// cookie scoped to the dashboard's path and expiring with the token; it is
// verified on every request, so the function keeps no session state. No
// access or refresh token reaches the browser: when the ID token expires,
// the user signs in again (Cognito's own session usually makes that a
// redirect without a password prompt).
//
// The user's tenant is the immutable custom attribute TenantClaim; members
// of the group OperatorGroup are operators.
package cognito

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"log/slog"
	"net/http"
	"net/url"
	"os"
	"regexp"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/piiguard/piiguard/shared/dashboard"
)

const (
	// TenantAttribute is the user pool's custom attribute holding a user's
	// tenant (immutable: set when the user is created); TenantClaim is its
	// name in the ID token.
	TenantAttribute = "tenant"
	TenantClaim     = "custom:" + TenantAttribute
	// OperatorGroup is the user pool group whose members see every tenant.
	OperatorGroup = "operators"

	// SessionCookie holds the ID token; FlowCookie the state, PKCE verifier,
	// nonce and return path of a sign-in under way (10 minutes at most).
	SessionCookie = "piiguard_session"
	FlowCookie    = "piiguard_signin"
	flowTTL       = 10 * time.Minute

	maxTenantLen = 100 // the admin service's limit on tenant ids
	// maxSessionToken keeps the session cookie under browsers' 4 KB limit,
	// past which it would be dropped silently (a sign-in loop).
	maxSessionToken = 3800
)

// The environment of the dashboard function (set by the stack).
const (
	EnvPoolID   = "PIIGUARD_COGNITO_POOL_ID"   // e.g. eu-central-1_AbCdEf123: the issuer is derived from it
	EnvClientID = "PIIGUARD_COGNITO_CLIENT_ID" // the app client (public: no secret)
	EnvDomain   = "PIIGUARD_COGNITO_DOMAIN"    // the hosted UI, https://<prefix>.auth.<region>.amazoncognito.com
	EnvURL      = "PIIGUARD_DASHBOARD_URL"     // the dashboard as the browser sees it, e.g. https://<api>.execute-api.<region>.amazonaws.com/prod/dashboard
)

// Config is one user pool and app client, and where the dashboard is.
type Config struct {
	Issuer   string // https://cognito-idp.<region>.amazonaws.com/<pool id>
	ClientID string
	Domain   string // hosted UI base URL
	// URL is the dashboard's public URL, the browser-visible equivalent of
	// dashboard.Prefix (with API Gateway's stage in front of it on the
	// default endpoint); the cookies' path is its path.
	URL string

	HTTPClient *http.Client     // token and JWKS requests; nil: 5 s timeout
	Now        func() time.Time // nil: time.Now
	Logger     *slog.Logger     // nil: discard
}

var poolID = regexp.MustCompile(`^([a-z]{2}(?:-[a-z]+)+-\d+)_[0-9A-Za-z]+$`)

// ConfigFromEnv reads the Env* variables.
func ConfigFromEnv() (Config, error) {
	pool := os.Getenv(EnvPoolID)
	m := poolID.FindStringSubmatch(pool)
	if m == nil {
		return Config{}, fmt.Errorf("cognito: %s=%q is not a user pool id", EnvPoolID, pool)
	}
	return Config{
		Issuer:   "https://cognito-idp." + m[1] + ".amazonaws.com/" + pool,
		ClientID: os.Getenv(EnvClientID),
		Domain:   os.Getenv(EnvDomain),
		URL:      os.Getenv(EnvURL),
	}, nil
}

// SignIn is the Cognito dashboard.SignIn.
type SignIn struct {
	cfg      Config
	base     *url.URL // cfg.URL parsed
	verifier *verifier
	log      *slog.Logger
	now      func() time.Time
	client   *http.Client
}

var _ dashboard.SignIn = (*SignIn)(nil)

// New checks cfg and returns its sign-in.
func New(cfg Config) (*SignIn, error) {
	var errs []error
	abs := func(name, v string) *url.URL {
		u, err := url.Parse(v)
		if err != nil || u.Scheme != "https" && u.Scheme != "http" || u.Host == "" || u.RawQuery != "" || u.Fragment != "" {
			errs = append(errs, fmt.Errorf("cognito: %s %q is not an absolute http(s) URL", name, v))
			return nil
		}
		return u
	}
	abs("issuer", cfg.Issuer)
	abs("domain", cfg.Domain)
	base := abs("dashboard URL", cfg.URL)
	if cfg.ClientID == "" {
		errs = append(errs, errors.New("cognito: no app client id"))
	}
	if base != nil && !strings.HasSuffix(strings.TrimSuffix(base.Path, "/"), dashboard.Prefix) {
		errs = append(errs, fmt.Errorf("cognito: dashboard URL %q does not end in %s", cfg.URL, dashboard.Prefix))
	}
	if err := errors.Join(errs...); err != nil {
		return nil, err
	}
	cfg.Issuer = strings.TrimSuffix(cfg.Issuer, "/")
	cfg.Domain = strings.TrimSuffix(cfg.Domain, "/")
	base.Path = strings.TrimSuffix(base.Path, "/")
	s := &SignIn{cfg: cfg, base: base, log: cfg.Logger, now: cfg.Now, client: cfg.HTTPClient}
	if s.now == nil {
		s.now = time.Now
	}
	if s.client == nil {
		s.client = &http.Client{Timeout: 5 * time.Second}
	}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	s.verifier = &verifier{issuer: cfg.Issuer, clientID: cfg.ClientID, now: s.now, keys: &keySet{
		url: cfg.Issuer + "/.well-known/jwks.json", client: s.client, now: s.now,
		minRefresh: time.Minute, maxAge: 24 * time.Hour,
	}}
	return s, nil
}

// public turns a dashboard request URI (starting with dashboard.Prefix, as
// safeNext returns it: escaped, maybe with a query) into the
// browser-visible URL.
func (s *SignIn) public(requestURI string) string {
	return s.base.String() + strings.TrimPrefix(requestURI, dashboard.Prefix)
}

func (s *SignIn) callbackURL() string { return s.public(dashboard.Prefix + "/auth/callback") }

// SignedOutURL is where Cognito's /logout sends the browser back to: the
// dashboard's root (which starts a new sign-in). The app client's logout
// URL must be exactly this.
func (s *SignIn) SignedOutURL() string { return s.public(dashboard.Prefix + "/") }

// CallbackURL is the app client's callback URL.
func (s *SignIn) CallbackURL() string { return s.callbackURL() }

// BasePath is the browser-visible path of dashboard.Prefix: "/prod/dashboard"
// behind API Gateway's default endpoint (whose stage the function does not
// see in the request path), "/dashboard" behind a custom domain. Links and
// redirects the dashboard writes must start with it.
func (s *SignIn) BasePath() string { return s.cookiePath() }

// cookiePath is the dashboard's path as the browser sees it.
func (s *SignIn) cookiePath() string {
	if s.base.Path == "" {
		return "/"
	}
	return s.base.Path
}

// Identify verifies the session cookie's ID token.
func (s *SignIn) Identify(r *http.Request) (dashboard.Identity, bool) {
	c, err := r.Cookie(SessionCookie)
	if err != nil {
		return dashboard.Identity{}, false
	}
	id, err := s.identity(r.Context(), c.Value, "")
	if err != nil {
		return dashboard.Identity{}, false
	}
	return id, true
}

var errNoTenant = errors.New("the user is bound to no tenant and is no operator")

// identity verifies token (and its nonce, when given) and reads who it is.
func (s *SignIn) identity(ctx context.Context, token, nonce string) (dashboard.Identity, error) {
	c, err := s.verifier.verify(ctx, token, nonce)
	if err != nil {
		return dashboard.Identity{}, err
	}
	return identityOf(c)
}

func identityOf(c Claims) (dashboard.Identity, error) {
	id := dashboard.Identity{Subject: c.Subject, Email: c.Email, Tenant: c.Tenant, Operator: slices.Contains(c.Groups, OperatorGroup)}
	if id.Tenant != "" && !validTenant(id.Tenant) {
		return dashboard.Identity{}, fmt.Errorf("%w: %s is not a tenant id", errClaims, TenantClaim)
	}
	if id.Tenant == "" && !id.Operator {
		return dashboard.Identity{}, errNoTenant
	}
	return id, nil
}

func validTenant(t string) bool {
	return len(t) <= maxTenantLen && !strings.ContainsAny(t, "#/") &&
		!strings.ContainsFunc(t, func(r rune) bool { return unicode.IsSpace(r) || unicode.IsControl(r) })
}

// Mount registers the sign-in, callback and sign-out endpoints.
func (s *SignIn) Mount(mux *http.ServeMux) {
	mux.HandleFunc("GET "+dashboard.Prefix+"/auth/signin", s.startSignIn)
	mux.HandleFunc("GET "+dashboard.Prefix+"/auth/callback", s.callback)
	signout := func(w http.ResponseWriter, r *http.Request) { http.Redirect(w, r, s.SignOut(w, r), http.StatusFound) }
	mux.HandleFunc("GET "+dashboard.Prefix+"/auth/signout", signout)
	mux.HandleFunc("POST "+dashboard.Prefix+"/auth/signout", signout)
}

// SignInURL is the sign-in endpoint, which sets the flow cookie and goes on
// to the hosted UI.
func (s *SignIn) SignInURL(next string) string {
	return s.public(dashboard.Prefix+"/auth/signin") + "?next=" + url.QueryEscape(safeNext(next))
}

// SignOut clears the session and sends the browser to Cognito's /logout,
// which ends the hosted UI's session too and comes back to the dashboard.
func (s *SignIn) SignOut(w http.ResponseWriter, r *http.Request) string {
	s.clear(w, SessionCookie, s.cookiePath())
	q := url.Values{"client_id": {s.cfg.ClientID}, "logout_uri": {s.SignedOutURL()}}
	return s.cfg.Domain + "/logout?" + q.Encode()
}

// safeNext keeps next only when it is a path of the dashboard, so the
// callback cannot be made to redirect anywhere else.
func safeNext(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || u.User != nil || strings.ContainsAny(next, "\\\r\n\t") ||
		strings.HasPrefix(next, "//") || (u.Path != dashboard.Prefix && !strings.HasPrefix(u.Path, dashboard.Prefix+"/")) ||
		strings.Contains(u.Path, "/../") || strings.HasSuffix(u.Path, "/..") {
		return dashboard.Prefix + "/"
	}
	return u.RequestURI()
}

// flow is what the flow cookie holds between the sign-in redirect and the
// callback.
type flow struct {
	State    string `json:"s"`
	Verifier string `json:"v"`
	Nonce    string `json:"n"`
	Next     string `json:"x"`
}

func (f flow) encode() string {
	b, _ := json.Marshal(f)
	return base64.RawURLEncoding.EncodeToString(b)
}

// parseFlow reads a flow cookie's value; anything but the complete shape
// encode makes is rejected.
func parseFlow(v string) (flow, error) {
	if len(v) > 2048 {
		return flow{}, errMalformed
	}
	b, err := base64.RawURLEncoding.Strict().DecodeString(v)
	if err != nil {
		return flow{}, errMalformed
	}
	var f flow
	if err := json.Unmarshal(b, &f); err != nil {
		return flow{}, errMalformed
	}
	if len(f.State) != 43 || len(f.Verifier) != 43 || len(f.Nonce) != 43 || safeNext(f.Next) != f.Next {
		return flow{}, errMalformed
	}
	return f, nil
}

// random32 is 32 random bytes, base64url: 43 characters (a PKCE verifier
// of the recommended entropy).
func random32() string {
	b := make([]byte, 32)
	rand.Read(b) // never fails (crypto/rand)
	return base64.RawURLEncoding.EncodeToString(b)
}

func challenge(verifier string) string {
	sum := sha256.Sum256([]byte(verifier))
	return base64.RawURLEncoding.EncodeToString(sum[:])
}

func (s *SignIn) startSignIn(w http.ResponseWriter, r *http.Request) {
	f := flow{State: random32(), Verifier: random32(), Nonce: random32(), Next: safeNext(r.URL.Query().Get("next"))}
	http.SetCookie(w, &http.Cookie{
		Name: FlowCookie, Value: f.encode(), Path: s.cookiePath() + "/auth", MaxAge: int(flowTTL / time.Second),
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode,
	})
	q := url.Values{
		"response_type":         {"code"},
		"client_id":             {s.cfg.ClientID},
		"redirect_uri":          {s.callbackURL()},
		"scope":                 {"openid email"},
		"state":                 {f.State},
		"nonce":                 {f.Nonce},
		"code_challenge":        {challenge(f.Verifier)},
		"code_challenge_method": {"S256"},
	}
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, s.cfg.Domain+"/oauth2/authorize?"+q.Encode(), http.StatusFound)
}

// fail answers a callback that cannot complete: a plain page saying why
// and a link to start again; never the token or the code.
func (s *SignIn) fail(w http.ResponseWriter, status int, msg string) {
	w.Header().Set("Content-Type", "text/plain; charset=utf-8")
	w.Header().Set("Cache-Control", "no-store")
	w.WriteHeader(status)
	fmt.Fprintf(w, "%s\n\nSign in again: %s\n", msg, s.SignInURL(dashboard.Prefix+"/"))
}

func (s *SignIn) callback(w http.ResponseWriter, r *http.Request) {
	q := r.URL.Query()
	c, err := r.Cookie(FlowCookie)
	if err != nil {
		s.fail(w, http.StatusBadRequest, "No sign-in is under way in this browser (it expires after 10 minutes).")
		return
	}
	s.clear(w, FlowCookie, s.cookiePath()+"/auth") // one use
	f, err := parseFlow(c.Value)
	if err != nil || subtle.ConstantTimeCompare([]byte(q.Get("state")), []byte(f.State)) != 1 {
		s.fail(w, http.StatusBadRequest, "The sign-in's state does not match this browser's; start again.")
		return
	}
	if e := q.Get("error"); e != "" {
		s.fail(w, http.StatusForbidden, "Cognito refused the sign-in ("+clean(e)+").")
		return
	}
	code := q.Get("code")
	if code == "" || len(code) > 512 {
		s.fail(w, http.StatusBadRequest, "The callback carries no authorization code.")
		return
	}
	token, err := s.exchange(r.Context(), code, f.Verifier)
	if err != nil {
		s.log.WarnContext(r.Context(), "dashboard sign-in: code exchange failed", "err", err)
		s.fail(w, http.StatusBadGateway, "Cognito did not exchange the authorization code.")
		return
	}
	c2, err := s.verifier.verify(r.Context(), token, f.Nonce)
	if err != nil {
		s.log.WarnContext(r.Context(), "dashboard sign-in: ID token rejected", "err", err)
		s.fail(w, http.StatusForbidden, "The ID token from Cognito was rejected.")
		return
	}
	if len(token) > maxSessionToken {
		s.fail(w, http.StatusForbidden, "The ID token from Cognito is too large for a browser cookie (too many groups?).")
		return
	}
	if _, err := identityOf(c2); err != nil {
		s.log.WarnContext(r.Context(), "dashboard sign-in: user without tenant", "sub", c2.Subject, "err", err)
		s.fail(w, http.StatusForbidden, "This user is bound to no tenant: an operator must set its tenant attribute or add it to the operators group.")
		return
	}
	http.SetCookie(w, &http.Cookie{
		Name: SessionCookie, Value: token, Path: s.cookiePath(), Expires: time.Unix(c2.Expires, 0),
		HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode,
	})
	w.Header().Set("Cache-Control", "no-store")
	http.Redirect(w, r, s.public(f.Next), http.StatusFound)
}

// clean keeps an OAuth error code printable and short.
func clean(s string) string {
	s = strings.Map(func(r rune) rune {
		if r == '_' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9' {
			return r
		}
		return -1
	}, s)
	return s[:min(len(s), 40)]
}

// exchange redeems the code at the token endpoint (a public client: PKCE
// instead of a secret) and returns the ID token only; the access and
// refresh tokens are dropped.
func (s *SignIn) exchange(ctx context.Context, code, verifier string) (string, error) {
	form := url.Values{
		"grant_type":    {"authorization_code"},
		"client_id":     {s.cfg.ClientID},
		"code":          {code},
		"redirect_uri":  {s.callbackURL()},
		"code_verifier": {verifier},
	}
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, s.cfg.Domain+"/oauth2/token", strings.NewReader(form.Encode()))
	if err != nil {
		return "", err
	}
	req.Header.Set("Content-Type", "application/x-www-form-urlencoded")
	req.Header.Set("Accept", "application/json")
	resp, err := s.client.Do(req)
	if err != nil {
		return "", err
	}
	defer resp.Body.Close()
	body, err := io.ReadAll(io.LimitReader(resp.Body, 64<<10))
	if err != nil {
		return "", err
	}
	var out struct {
		IDToken string `json:"id_token"`
		Error   string `json:"error"`
	}
	if err := json.Unmarshal(body, &out); err != nil {
		return "", fmt.Errorf("token endpoint: status %d, not JSON", resp.StatusCode)
	}
	if resp.StatusCode != http.StatusOK || out.IDToken == "" {
		return "", fmt.Errorf("token endpoint: status %d, error %q", resp.StatusCode, clean(out.Error))
	}
	return out.IDToken, nil
}

func (s *SignIn) clear(w http.ResponseWriter, name, path string) {
	http.SetCookie(w, &http.Cookie{Name: name, Value: "", Path: path, MaxAge: -1, HttpOnly: true, Secure: true, SameSite: http.SameSiteLaxMode})
}
