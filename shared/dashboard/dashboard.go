package dashboard

import (
	"context"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"embed"
	"encoding/base64"
	"encoding/hex"
	"errors"
	"html/template"
	"io/fs"
	"log/slog"
	"net/http"
	"net/url"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/piiguard/piiguard/shared/admin"
	"github.com/piiguard/piiguard/shared/store"
)

//go:embed templates/*.html static/*
var files embed.FS

// Endpoint is one regional API base URL shown under Endpoints.
type Endpoint struct {
	Label string // "eu", "us", or "local"
	URL   string // up to and including /api/public/v1
}

// Config is what the dashboard is built from.
type Config struct {
	SignIn SignIn
	Admin  *admin.Service // keys, policies and audit of the tenants
	Logger *slog.Logger
	// Usage is the monthly character counter (store.Usage.Used); nil: the
	// Usage section shows this region's audited calls only.
	Usage store.Usage
	// Tenants lists the tenants for an operator's picker and the monthly
	// per-tenant export; nil: the operator types a tenant id, no export.
	Tenants store.TenantLister
	// Region labels this deployment ("eu", "us"; "local" for make run): the
	// audit records, and so the Audit and Usage sections, are per region.
	Region string
	// Endpoints are the regional API base URLs, in the order of shared/regions.
	Endpoints []Endpoint
	// FindEndpoint, when set, finds the base URL of a region of regions.All
	// that Endpoints lacks, when the Endpoints page is shown: in AWS the
	// stacks after the dashboard's make their APIs' default endpoints, so
	// its stack cannot set them. What it finds is kept for the process.
	FindEndpoint func(ctx context.Context, label string) (string, error)
	// BasePath is the browser-visible path of Prefix, which every link, form
	// action and redirect the dashboard writes starts with: "/prod/dashboard"
	// behind API Gateway's default endpoint, whose stage the proxy strips
	// before the function sees the path (the routes stay on Prefix). ""
	// means Prefix (the local server, a custom domain mapped at the root).
	BasePath string
	// InsecureCookies drops the Secure attribute of the dashboard's own
	// cookie: only for http://localhost (the local server).
	InsecureCookies bool
	Now             func() time.Time // nil: time.Now
}

// maxForm bounds a posted form: a recognizer's patterns and lists are the
// largest (custom.MaxStoredBytes is 350 KB of JSON).
const maxForm = 400 << 10

type server struct {
	cfg    Config
	log    *slog.Logger
	pages  map[string]*template.Template
	assets fs.FS
	// assetVersion is a hash of the embedded assets, so they can be cached
	// for long and still change with the binary.
	assetVersion string
	cop          *http.CrossOriginProtection
	lim          limits

	mu    sync.Mutex
	found map[string]string // FindEndpoint's answers, by label
}

// New returns the dashboard handler, to be mounted at Prefix.
func New(cfg Config) http.Handler {
	if cfg.Logger == nil {
		cfg.Logger = slog.Default()
	}
	if cfg.Now == nil {
		cfg.Now = time.Now
	}
	if cfg.Region == "" {
		cfg.Region = "local"
	}
	cfg.BasePath = strings.TrimSuffix(cfg.BasePath, "/")
	if cfg.BasePath == "" {
		cfg.BasePath = Prefix
	}
	if !strings.HasPrefix(cfg.BasePath, "/") || strings.ContainsAny(cfg.BasePath, "?#\\\"'<> ") {
		panic("dashboard: BasePath " + strconv.Quote(cfg.BasePath) + " is not an absolute path") // a misconfigured function fails its cold start
	}
	s := &server{cfg: cfg, log: cfg.Logger, pages: pagesFor(cfg.BasePath), cop: http.NewCrossOriginProtection(), lim: defaultLimits}
	s.assets, _ = fs.Sub(files, "static")
	s.assetVersion = hashAssets(s.assets)

	mux := http.NewServeMux()
	if cfg.SignIn != nil {
		cfg.SignIn.Mount(mux)
	}
	mux.HandleFunc("GET "+Prefix+"/static/{file}", s.static)
	mux.HandleFunc("GET "+Prefix, func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, s.url("/"), http.StatusSeeOther)
	})
	p := Prefix
	s.handle(mux, "GET "+p+"/{$}", s.home)
	s.handle(mux, "GET "+p+"/keys", s.keysPage)
	s.handle(mux, "POST "+p+"/keys", s.createKey)
	s.handle(mux, "POST "+p+"/keys/{id}/plan", s.changePlan)
	s.handle(mux, "POST "+p+"/keys/{id}/revoke", s.revokeKey)
	s.handle(mux, "GET "+p+"/policies", s.policiesPage)
	s.handle(mux, "GET "+p+"/policies/new", s.policyForm)
	s.handle(mux, "GET "+p+"/policies/{name}/edit", s.policyForm)
	s.handle(mux, "POST "+p+"/policies", s.savePolicy)
	s.handle(mux, "POST "+p+"/policies/{name}/delete", s.deletePolicy)
	s.handle(mux, "GET "+p+"/recognizers/new", s.recognizerForm)
	s.handle(mux, "GET "+p+"/recognizers/{name}/edit", s.recognizerForm)
	s.handle(mux, "POST "+p+"/recognizers", s.saveRecognizer)
	s.handle(mux, "POST "+p+"/recognizers/{name}/delete", s.deleteRecognizer)
	s.handle(mux, "GET "+p+"/allow-lists/new", s.allowListForm)
	s.handle(mux, "GET "+p+"/allow-lists/{name}/edit", s.allowListForm)
	s.handle(mux, "POST "+p+"/allow-lists", s.saveAllowList)
	s.handle(mux, "POST "+p+"/allow-lists/{name}/delete", s.deleteAllowList)
	s.handle(mux, "GET "+p+"/usage", s.usagePage)
	s.handle(mux, "GET "+p+"/usage/export.csv", s.usageExport)
	s.handle(mux, "GET "+p+"/audit", s.auditPage)
	s.handle(mux, "GET "+p+"/audit/export", s.auditExport)
	s.handle(mux, "GET "+p+"/endpoints", s.endpointsPage)
	s.handle(mux, "POST "+p+"/signout", s.signOut)
	s.handle(mux, p+"/", func(c *ctx) { c.fail(http.StatusNotFound, "There is no such page in the dashboard.") })
	return mux
}

// url is the browser-visible URL of the dashboard path p ("/keys").
func (s *server) url(p string) string { return s.cfg.BasePath + p }

// ctx is one signed-in request.
type ctx struct {
	s      *server
	w      http.ResponseWriter
	r      *http.Request
	id     Identity
	tenant string // the tenant acted on; "" only for an operator who has not picked one
	csrf   string
}

// handle wraps h with the security headers, the sign-in check, CSRF
// protection of state-changing requests and the tenant check.
func (s *server) handle(mux *http.ServeMux, pattern string, h func(*ctx)) {
	mux.HandleFunc(pattern, func(w http.ResponseWriter, r *http.Request) {
		setSecurityHeaders(w)
		post := r.Method == http.MethodPost
		if post {
			r.Body = http.MaxBytesReader(w, r.Body, maxForm)
			if err := r.ParseForm(); err != nil {
				s.errorPage(w, r, Identity{}, http.StatusBadRequest, "The form could not be read (too large or malformed).")
				return
			}
		}
		id, ok := Identity{}, false
		if s.cfg.SignIn != nil {
			id, ok = s.cfg.SignIn.Identify(r)
		}
		if !ok {
			// Nothing is done: the browser signs in again and comes back to
			// the page the form was on (dashboard.js restores the draft).
			next := r.URL.RequestURI()
			if post {
				next = safeNext(r.PostFormValue("back"))
			}
			if s.cfg.SignIn == nil {
				s.errorPage(w, r, Identity{}, http.StatusUnauthorized, "Sign-in is not configured.")
				return
			}
			http.Redirect(w, r, s.cfg.SignIn.SignInURL(next), http.StatusSeeOther)
			return
		}
		c := &ctx{s: s, w: w, r: r, id: id}
		c.csrf = s.csrfToken(w, r)
		if post {
			if err := s.cop.Check(r); err != nil {
				c.fail(http.StatusForbidden, "This form was sent from another site and was refused.")
				return
			}
			if got := r.PostFormValue("csrf"); got == "" || subtle.ConstantTimeCompare([]byte(got), []byte(c.csrf)) != 1 {
				c.fail(http.StatusForbidden, "This form has expired. Reload the page and send it again.")
				return
			}
		}
		want := r.FormValue("tenant")
		switch {
		case id.Operator:
			c.tenant = want
			if c.tenant == "" {
				c.tenant = id.Tenant
			}
		case id.Tenant == "":
			c.fail(http.StatusForbidden, "Your sign-in is not bound to a tenant. Ask an operator to add you to one.")
			return
		case want != "" && want != id.Tenant:
			c.fail(http.StatusForbidden, "You can only manage your own tenant.")
			return
		default:
			c.tenant = id.Tenant
		}
		h(c)
	})
}

// safeNext keeps a post-sign-in target inside the dashboard.
func safeNext(next string) string {
	u, err := url.Parse(next)
	if err != nil || u.Scheme != "" || u.Host != "" || strings.HasPrefix(next, "//") || strings.Contains(next, "\\") ||
		(u.Path != Prefix && !strings.HasPrefix(u.Path, Prefix+"/")) {
		return Prefix + "/"
	}
	return next
}

// csp: no inline script or style, nothing from elsewhere, never framed.
const csp = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

func setSecurityHeaders(w http.ResponseWriter) {
	h := w.Header()
	h.Set("Content-Security-Policy", csp)
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("X-Frame-Options", "DENY")
	h.Set("Referrer-Policy", "same-origin")
	// Every page shows a tenant's data, and one shows a new secret.
	h.Set("Cache-Control", "no-store")
}

func (s *server) csrfCookieName() string {
	if s.cfg.InsecureCookies {
		return "pg_csrf"
	}
	return "__Host-pg_csrf" // Secure, host-only, Path=/
}

// csrfToken returns the browser session's CSRF token (a random value in an
// HttpOnly SameSite=Lax cookie, repeated in every form), setting it first
// when the browser has none. Lax, not Strict: the page that follows the
// cross-site redirect back from Cognito's sign-in would get no Strict
// cookie, mint a new token and so break the forms of the user's other open
// tabs ("expired"). Lax still keeps it from cross-site POSTs, and the token
// and the cross-origin check refuse those anyway.
func (s *server) csrfToken(w http.ResponseWriter, r *http.Request) string {
	if c, err := r.Cookie(s.csrfCookieName()); err == nil && len(c.Value) == 43 {
		return c.Value
	}
	b := make([]byte, 32)
	_, _ = rand.Read(b)
	v := base64.RawURLEncoding.EncodeToString(b)
	path := "/" // a __Host- cookie's must be
	if s.cfg.InsecureCookies {
		path = s.cfg.BasePath
	}
	http.SetCookie(w, &http.Cookie{Name: s.csrfCookieName(), Value: v, Path: path, HttpOnly: true,
		Secure: !s.cfg.InsecureCookies, SameSite: http.SameSiteLaxMode})
	return v
}

func hashAssets(fsys fs.FS) string {
	h := sha256.New()
	_ = fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			b, _ := fs.ReadFile(fsys, p)
			h.Write([]byte(p))
			h.Write(b)
		}
		return nil
	})
	return hex.EncodeToString(h.Sum(nil))[:12]
}

func (s *server) static(w http.ResponseWriter, r *http.Request) {
	name := r.PathValue("file")
	b, err := fs.ReadFile(s.assets, name)
	if err != nil {
		http.NotFound(w, r)
		return
	}
	switch {
	case strings.HasSuffix(name, ".css"):
		w.Header().Set("Content-Type", "text/css; charset=utf-8")
	case strings.HasSuffix(name, ".js"):
		w.Header().Set("Content-Type", "text/javascript; charset=utf-8")
	case strings.HasSuffix(name, ".svg"):
		w.Header().Set("Content-Type", "image/svg+xml")
	}
	w.Header().Set("X-Content-Type-Options", "nosniff")
	if r.URL.Query().Get("v") == s.assetVersion {
		w.Header().Set("Cache-Control", "public, max-age=31536000, immutable")
	} else {
		w.Header().Set("Cache-Control", "no-cache")
	}
	_, _ = w.Write(b)
}

// view is what every page template gets.
type view struct {
	Title, Section string
	ID             Identity
	Tenant         string
	TQ             string // "?tenant=..." while an operator acts on another tenant
	CSRF, Back     string
	Asset          string
	Region         string
	Done           string // what the last action did, in words
	ClearDraft     string // the draft the last action saved (dashboard.js forgets it)
	DraftScope     string // draftScope: dashboard.js keeps drafts under it
	Errors         map[string]string
	FormError      string
	Form           url.Values
	Data           any
}

func (c *ctx) view(section, title string) *view {
	v := &view{Title: title, Section: section, ID: c.id, Tenant: c.tenant, CSRF: c.csrf, Back: c.r.URL.RequestURI(),
		Asset: c.s.assetVersion, Region: c.s.cfg.Region, Errors: map[string]string{}, Form: url.Values{},
		DraftScope: draftScope(c.tenant, c.id.Subject)}
	if c.id.Operator && c.tenant != "" && c.tenant != c.id.Tenant {
		v.TQ = "?tenant=" + url.QueryEscape(c.tenant)
	}
	if c.r.Method == http.MethodPost {
		v.Back = safeNext(c.r.PostFormValue("back"))
	}
	if msg, ok := doneMessages[c.r.URL.Query().Get("done")]; ok {
		v.Done = msg
		v.ClearDraft = c.r.URL.Query().Get("form")
	}
	return v
}

// draftScope names the drafts of one user acting on one tenant, so that an
// operator who switches tenants, or the next user signed in in the same
// tab, never gets another's unsaved values: the tenant id (which holds no
// '/') and a hash of the user's subject (the subject itself need not sit in
// the browser's storage).
func draftScope(tenant, subject string) string {
	if subject == "" {
		return ""
	}
	h := sha256.Sum256([]byte("piiguard-draft\x00" + subject))
	return url.PathEscape(tenant) + "/" + hex.EncodeToString(h[:12])
}

// doneMessages are the confirmations shown after a redirect; only their
// codes travel in the URL.
var doneMessages = map[string]string{
	"plan":              "Plan changed.",
	"revoked":           "Key revoked. Calls with it are refused from now on (within a minute in AWS).",
	"policy-saved":      "Policy saved.",
	"policy-deleted":    "Policy deleted.",
	"recognizer-saved":  "Recognizer saved.",
	"recognizer-delete": "Recognizer deleted.",
	"allow-list-saved":  "Allow list saved.",
	"allow-list-delete": "Allow list deleted.",
}

// redirect sends the browser to a dashboard path after a change (POST,
// redirect, GET), keeping an operator's tenant.
func (c *ctx) redirect(path, done, form string) {
	q := url.Values{}
	if c.id.Operator && c.tenant != c.id.Tenant {
		q.Set("tenant", c.tenant)
	}
	if done != "" {
		q.Set("done", done)
	}
	if form != "" {
		q.Set("form", form)
	}
	u := c.s.url(path)
	if len(q) > 0 {
		u += "?" + q.Encode()
	}
	http.Redirect(c.w, c.r, u, http.StatusSeeOther)
}

func (c *ctx) render(status int, page string, v *view) {
	c.s.render(c.w, status, page, v)
}

func (s *server) render(w http.ResponseWriter, status int, page string, v *view) {
	t, ok := s.pages[page]
	if !ok {
		panic("dashboard: no page " + page)
	}
	var b strings.Builder
	if err := t.ExecuteTemplate(&b, "layout", v); err != nil {
		s.log.Error("dashboard template", "page", page, "error", err.Error())
		w.Header().Set("Content-Type", "text/plain; charset=utf-8")
		w.WriteHeader(http.StatusInternalServerError)
		_, _ = w.Write([]byte("The page could not be shown.\n"))
		return
	}
	w.Header().Set("Content-Type", "text/html; charset=utf-8")
	w.WriteHeader(status)
	_, _ = w.Write([]byte(b.String()))
}

func (c *ctx) fail(status int, msg string) {
	v := c.view("", http.StatusText(status))
	v.FormError = msg
	c.render(status, "error.html", v)
}

func (s *server) errorPage(w http.ResponseWriter, r *http.Request, id Identity, status int, msg string) {
	v := &view{Title: http.StatusText(status), ID: id, Asset: s.assetVersion, Region: s.cfg.Region, FormError: msg,
		Errors: map[string]string{}, Form: url.Values{}}
	s.render(w, status, "error.html", v)
}

// failErr answers a service error that is not a form mistake: not found,
// store outage or a failure of ours (logged without any submitted value).
func (c *ctx) failErr(err error) {
	switch {
	case errors.Is(err, admin.ErrInvalid):
		c.fail(http.StatusBadRequest, formMessage(err))
	case errors.Is(err, store.ErrNotFound):
		c.fail(http.StatusNotFound, "There is no such item in this tenant.")
	case errors.Is(err, store.ErrUnavailable):
		c.s.log.Error("dashboard store unavailable", "route", c.r.Pattern, "error", err.Error())
		c.w.Header().Set("Retry-After", "2")
		c.fail(http.StatusServiceUnavailable, "The service's storage is unavailable right now. Try again in a moment.")
	default:
		c.s.log.Error("dashboard failure", "route", c.r.Pattern, "error", err.Error())
		c.fail(http.StatusInternalServerError, "Something went wrong on our side. Try again; if it persists, tell your operator.")
	}
}

// needTenant shows an operator the tenant picker when none is chosen.
func (c *ctx) needTenant() bool {
	if c.tenant != "" {
		return true
	}
	c.s.tenantPicker(c)
	return false
}

func (s *server) tenantPicker(c *ctx) {
	v := c.view("", "Choose a tenant")
	if s.cfg.Tenants != nil {
		ts, err := s.cfg.Tenants.ListTenants(c.r.Context())
		if err != nil {
			c.failErr(err)
			return
		}
		v.Data = ts
	}
	v.Back = c.r.URL.Path
	c.render(http.StatusOK, "tenants.html", v)
}

func (s *server) home(c *ctx) {
	if c.id.Operator && c.r.URL.Query().Has("pick") {
		s.tenantPicker(c)
		return
	}
	if !c.needTenant() {
		return
	}
	c.redirect("/keys", "", "")
}

func (s *server) signOut(c *ctx) {
	http.Redirect(c.w, c.r, s.cfg.SignIn.SignOut(c.w, c.r), http.StatusSeeOther)
}

// formMessage is a service validation error in words for the page: without
// the "invalid request: " prefix the API puts before it.
func formMessage(err error) string {
	msg := err.Error()
	msg = strings.TrimPrefix(msg, admin.ErrInvalid.Error()+": ")
	msg = strings.TrimPrefix(msg, admin.ErrInvalid.Error()+"\n")
	if msg == "" {
		return "The form has a mistake."
	}
	return strings.ToUpper(msg[:1]) + msg[1:]
}

func atoiDefault(s string, d int) int {
	if n, err := strconv.Atoi(s); err == nil {
		return n
	}
	return d
}
