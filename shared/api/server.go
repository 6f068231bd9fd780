// Package api is the HTTP interface of SPEC.md as plain net/http handlers. The
// same handler serves the local development server, each Lambda function
// (wrapped by aws-lambda-go-api-proxy) and the Go client's in-process one (shared/client/local).
//
// Every operation runs the same pipeline (see handle): authenticate, read and
// validate the body, check plan limits and charge usage, detect and transform
// each text, write the audit record, answer. An operation is a row of the
// operations table in operations.go.
package api

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"log/slog"
	"net/http"
	"runtime/debug"
	"strings"
	"time"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/wire"
)

// PathPrefix is the versioned root every operation path is appended to.
const PathPrefix = wire.PathPrefix

// Version is the API version reported by /health.
const Version = "v1"

// Faker makes synthetic replacements for one text (see shared/synth).
type Faker interface {
	Fake(typeID, original string) string
}

// Config wires the handler to its engine and stores. Nil stores switch the
// corresponding feature off (local in-process mode: no auth, no quota, no audit).
type Config struct {
	Engine *detect.Engine
	// EngineFunc, when Engine is nil, returns the engine while it may still
	// be building: the first detection waits for it, so what a call does
	// before (store reads, bulk's object read) overlaps the build. It is
	// called on every detection and must return the same engine each time
	// (sync.OnceValue).
	EngineFunc func() *detect.Engine
	// Auth identifies callers; nil means no authentication (client local mode).
	Auth       auth.Authenticator
	Usage      store.Usage
	Audit      store.Audit
	Policies   store.Policies
	TenantKeys store.TenantKeys
	// TokenSecrets gives /tokenize's consistent_tokens their per-tenant
	// secret; nil: consistent_tokens answers 400.
	TokenSecrets store.TokenSecrets
	// NewFaker returns a synthetic-data session for a language and optional seed.
	NewFaker func(lang string, seed *int64) Faker
	// Region is the processing region written to audit records ("eu-central-1").
	Region string
	// Build is the build version shown by /health.
	Build  string
	Logger *slog.Logger
	Now    func() time.Time
	// StoreTimeout bounds the time one request spends waiting on stores (key
	// check, policy, tenant key, charge, audit) all together, so a slow or
	// hung store gives 503 well within the Lambda timeout (10 s) instead of
	// timing the function out; processing time is not counted. The final
	// audit write always gets at least auditFloor. 0 means DefaultStoreTimeout.
	StoreTimeout time.Duration
	// MaxResponseBytes bounds an answer's size (413 over it). 0 means the
	// default MaxResponseBytes, which fits a Lambda response; negative means
	// no bound (client local mode, where nothing crosses Lambda).
	MaxResponseBytes int
}

// DefaultStoreTimeout is Config.StoreTimeout's default: with auditFloor, a
// request waits at most 6 s on stores in all.
const DefaultStoreTimeout = 5 * time.Second

// auditFloor is the least time the audit write of a processed call gets, even
// when earlier store calls used the whole budget.
const auditFloor = time.Second

// Server is the http.Handler of the whole API.
type Server struct {
	cfg Config
	log *slog.Logger
	now func() time.Time
}

// New returns the API handler.
func New(cfg Config) *Server {
	s := &Server{cfg: cfg, log: cfg.Logger, now: cfg.Now}
	if s.log == nil {
		s.log = slog.New(slog.DiscardHandler)
	}
	if s.now == nil {
		s.now = time.Now
	}
	if s.cfg.StoreTimeout <= 0 {
		s.cfg.StoreTimeout = DefaultStoreTimeout
	}
	if s.cfg.MaxResponseBytes == 0 {
		s.cfg.MaxResponseBytes = MaxResponseBytes
	}
	return s
}

// engine is the detection engine (Config.Engine, else Config.EngineFunc's).
func (s *Server) engine() *detect.Engine {
	if s.cfg.Engine != nil {
		return s.cfg.Engine
	}
	return s.cfg.EngineFunc()
}

// ServeHTTP routes /api/public/v1/<operation> (and /<operation>, as API Gateway
// may strip the prefix), and serves the OpenAPI document at /openapi.json.
func (s *Server) ServeHTTP(w http.ResponseWriter, r *http.Request) {
	name := strings.TrimPrefix(r.URL.Path, PathPrefix)
	name = strings.Trim(name, "/")
	if name == OpenAPIPath {
		s.serveOpenAPI(w, r)
		return
	}
	op, ok := operations[name]
	if !ok {
		rid := s.requestID(r)
		w.Header().Set("X-Request-Id", rid)
		writeError(w, &Error{Status: http.StatusNotFound, Code: CodeNotFound,
			Detail: "no such endpoint; see GET " + PathPrefix + "/health for the list"}, rid)
		return
	}
	s.handle(w, r, op)
}

// Operation returns the handler of one operation regardless of path: each
// Lambda function serves exactly one. A public operation's function (health)
// also serves the OpenAPI document, routed to it at .../openapi.json.
func (s *Server) Operation(name string) http.Handler {
	op, ok := operations[name]
	if !ok {
		panic("api: unknown operation " + name)
	}
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if op.public && strings.HasSuffix(r.URL.Path, "/"+OpenAPIPath) {
			s.serveOpenAPI(w, r)
			return
		}
		s.handle(w, r, op)
	})
}

// call is one request in flight.
type call struct {
	id        string
	op        *operation
	principal auth.Principal
	policy    string
	chars     int64
	// derivations is the PBKDF2 derivations the work will make (a password
	// key); kdfChars is what they were charged, before the work.
	derivations int
	kdfChars    int64
	entities    map[string]int
	status      int
	started     time.Time
	storeLeft   time.Duration // what is left of Config.StoreTimeout
}

// storeCtx is the context of one store call: the request's, with the rest of
// the store budget as deadline. done cancels it and charges the time spent.
func (s *Server) storeCtx(parent context.Context, c *call, floor time.Duration) (context.Context, func()) {
	t0 := time.Now()
	ctx, cancel := context.WithTimeout(parent, max(c.storeLeft, floor))
	return ctx, func() { cancel(); c.storeLeft -= time.Since(t0) }
}

func (s *Server) handle(w http.ResponseWriter, r *http.Request, op *operation) {
	c := &call{id: s.requestID(r), op: op, started: s.now(), entities: map[string]int{}, storeLeft: s.cfg.StoreTimeout}
	w.Header().Set("X-Request-Id", c.id)
	defer func() {
		if p := recover(); p != nil {
			// The stack goes to the log; the panic value may hold text, so it does not.
			stack := debug.Stack()
			if wp, ok := p.(*workerPanic); ok {
				stack = wp.stack // where a batch worker panicked
			}
			s.log.Error("panic", "request_id", c.id, "operation", op.name, "stack", string(stack))
			c.status = http.StatusInternalServerError
			writeError(w, &Error{Status: 500, Code: CodeInternal, Detail: "internal error; quote the request_id when reporting it"}, c.id)
			s.logCall(c)
		}
	}()
	status, body, apiErr := s.run(r, c)
	if apiErr != nil {
		c.status = apiErr.Status
		writeError(w, apiErr, c.id)
	} else {
		c.status = status
		writeEncoded(w, status, body)
	}
	s.logCall(c)
}

func (s *Server) run(r *http.Request, c *call) (int, []byte, *Error) {
	op := c.op
	if r.Method != op.method {
		return 0, nil, &Error{Status: http.StatusMethodNotAllowed, Code: CodeMethodNotAllowed,
			Detail: fmt.Sprintf("use %s for this endpoint", op.method)}
	}
	if op.public {
		return http.StatusOK, encode(op.public200(s)), nil
	}
	if e := s.authenticate(r, c); e != nil {
		return 0, nil, e
	}
	body, e := readBody(r.Body, r.ContentLength)
	if e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	req, e := decodeRequest(body)
	if e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	// prepare may read the policy and tenant key stores; the work it returns
	// does not use the context.
	pctx, done := s.storeCtx(r.Context(), c, 0)
	prep, e := op.prepare(s, pctx, c, req)
	done()
	if e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	if e := s.checkRequestCap(c); e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	if e := s.chargeDerivations(r.Context(), c); e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	// The work runs before the charge so that a call that fails (a 400 from
	// the operation, an answer too large to send) costs the client nothing.
	out, e := prep()
	if e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	enc := encode(out)
	if s.cfg.MaxResponseBytes > 0 && len(enc) > s.cfg.MaxResponseBytes {
		return 0, nil, s.audited(r.Context(), c, &Error{Status: http.StatusRequestEntityTooLarge, Code: CodePayloadTooLarge,
			Detail: fmt.Sprintf("the response would exceed %d bytes; send fewer or shorter texts (or a shorter hash prefix)", s.cfg.MaxResponseBytes)})
	}
	if e := s.charge(r.Context(), c); e != nil {
		return 0, nil, s.audited(r.Context(), c, e)
	}
	c.status = http.StatusOK
	if err := s.writeAudit(r.Context(), c, auditFloor); err != nil {
		// Every call is audit-logged: without the record, no result.
		return 0, nil, unavailable("audit log unavailable; retry", 2)
	}
	return http.StatusOK, enc, nil
}

func (s *Server) authenticate(r *http.Request, c *call) *Error {
	if s.cfg.Auth == nil {
		c.principal = auth.Principal{TenantID: "local", KeyID: "local"}
		return nil
	}
	ctx, done := s.storeCtx(r.Context(), c, 0)
	p, err := s.cfg.Auth.Authenticate(r.WithContext(ctx))
	done()
	switch {
	case err == nil:
		c.principal = p
		return nil
	case errors.Is(err, auth.ErrUnauthorized):
		return &Error{Status: http.StatusUnauthorized, Code: CodeUnauthorized,
			Detail: "missing, invalid or revoked API key; send it in the X-API-Key header"}
	default:
		s.log.Error("key store unavailable", "request_id", c.id, "error", err.Error())
		return unavailable("authentication temporarily unavailable", 2)
	}
}

// checkRequestCap applies the plan's per-request character cap, counting code
// points of input text once per request (batch included).
func (s *Server) checkRequestCap(c *call) *Error {
	if lim := s.perRequestCap(c); lim > 0 && c.chars > lim {
		// Retrying the same request can't succeed: retry_after 0 says so.
		return rateLimited(fmt.Sprintf("request has %d characters; the %s plan allows %d per request",
			c.chars, planName(c.principal.Plan), lim), 0)
	}
	return nil
}

// perRequestCap is the caller's plan's per-request character cap; 0 means
// none (and in local in-process mode there is no plan).
func (s *Server) perRequestCap(c *call) int64 {
	if s.cfg.Auth == nil {
		return 0
	}
	return store.LimitsOf(c.principal.Plan).PerRequest
}

// chargeDerivations charges the request's key derivations (KeyDerivationChars
// each) before any is made, on their own charge marker: the CPU is spent
// whether or not decryption then succeeds, so they are not refunded. The
// charge is refused unless the quota also has room for the request's text,
// so a caller over quota gets 429 before any derivation.
func (s *Server) chargeDerivations(ctx context.Context, c *call) *Error {
	if c.derivations == 0 || s.cfg.Auth == nil || s.cfg.Usage == nil {
		return nil
	}
	lim := store.LimitsOf(c.principal.Plan)
	amount := int64(c.derivations) * KeyDerivationChars
	limit := lim.Monthly
	if limit > 0 {
		if limit -= c.chars; limit <= 0 {
			return s.quotaExceeded(c, lim)
		}
	}
	now := s.now()
	sctx, done := s.storeCtx(ctx, c, 0)
	err := s.cfg.Usage.Charge(sctx, c.principal.TenantID, store.Month(now), c.id+"#kdf", amount, limit)
	done()
	switch {
	case err == nil:
		c.kdfChars = amount
		return nil
	case errors.Is(err, store.ErrQuotaExceeded):
		return s.quotaExceeded(c, lim)
	default:
		s.log.Error("usage store unavailable", "request_id", c.id, "error", err.Error())
		return unavailable("usage accounting temporarily unavailable", 2)
	}
}

func (s *Server) quotaExceeded(c *call, lim store.Limits) *Error {
	now := s.now()
	wait := int(store.NextMonth(now).Sub(now).Seconds()) + 1
	return rateLimited(fmt.Sprintf("monthly quota of %d characters reached for the %s plan", lim.Monthly, planName(c.principal.Plan)), wait)
}

// charge counts the request's characters against the plan's monthly quota,
// atomically and once per request id.
func (s *Server) charge(ctx context.Context, c *call) *Error {
	if s.cfg.Auth == nil {
		return nil // local in-process mode: no plan
	}
	lim := store.LimitsOf(c.principal.Plan)
	if s.cfg.Usage == nil {
		return nil
	}
	now := s.now()
	sctx, done := s.storeCtx(ctx, c, 0)
	err := s.cfg.Usage.Charge(sctx, c.principal.TenantID, store.Month(now), c.id, c.chars, lim.Monthly)
	done()
	switch {
	case err == nil:
		return nil
	case errors.Is(err, store.ErrQuotaExceeded):
		return s.quotaExceeded(c, lim)
	default:
		s.log.Error("usage store unavailable", "request_id", c.id, "error", err.Error())
		return unavailable("usage accounting temporarily unavailable", 2)
	}
}

func planName(p store.Plan) string {
	if p == store.PlanPayAsYouGo {
		return "Pay-as-you-go"
	}
	return "Free"
}

// audited records a failed call of an authenticated caller, then returns e.
func (s *Server) audited(ctx context.Context, c *call, e *Error) *Error {
	c.status = e.Status
	if err := s.writeAudit(ctx, c, 0); err != nil && e.Status < 500 {
		return unavailable("audit log unavailable; retry", 2)
	}
	return e
}

func (s *Server) writeAudit(parent context.Context, c *call, floor time.Duration) error {
	if s.cfg.Audit == nil || c.principal.TenantID == "" {
		return nil
	}
	ctx, done := s.storeCtx(parent, c, floor)
	defer done()
	now := s.now().UTC()
	rec := store.AuditRecord{
		RequestID: c.id, TenantID: c.principal.TenantID, KeyID: c.principal.KeyID,
		Time: now, Region: s.cfg.Region, Operation: c.op.name, Method: c.op.method,
		Policy: c.policy, Entities: c.entities, Characters: c.chars + c.kdfChars, Status: c.status,
		ExpiresAt: now.Add(store.AuditRetention),
	}
	var err error
	for attempt := 0; attempt < 3; attempt++ { // idempotent by request id
		if err = s.cfg.Audit.WriteAudit(ctx, rec); err == nil {
			return nil
		}
		if ctx.Err() != nil {
			break // out of store budget
		}
	}
	s.log.Error("audit write failed", "request_id", c.id, "error", err.Error())
	return err
}

// logCall writes one structured line per call: never text, values or keys.
func (s *Server) logCall(c *call) {
	n := 0
	for _, v := range c.entities {
		n += v
	}
	// typed attributes: the same record as key-value arguments, without
	// boxing each value
	s.log.LogAttrs(context.Background(), slog.LevelInfo, "call", slog.String("request_id", c.id),
		slog.String("operation", c.op.name), slog.Int("status", c.status),
		slog.String("tenant", c.principal.TenantID), slog.Int64("characters", c.chars), slog.Int("entities", n),
		slog.Float64("duration_ms", float64(s.now().Sub(c.started).Microseconds())/1000))
}

// requestID uses API Gateway's id when running behind it, else a random one.
// A client-sent X-Request-Id is not trusted as the audit key.
func (s *Server) requestID(r *http.Request) string {
	if id := gatewayRequestID(r); id != "" {
		return id
	}
	var b [16]byte
	_, _ = rand.Read(b[:])
	return hex.EncodeToString(b[:])
}

func countChars(texts []string) int64 {
	var n int64
	for _, t := range texts {
		n += int64(utf8.RuneCountInString(t))
	}
	return n
}
