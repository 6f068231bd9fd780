package api

import (
	"context"
	"errors"
	"fmt"
	"net/http"
	"runtime"
	"runtime/debug"
	"sort"
	"strings"
	"sync"
	"sync/atomic"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/entity"
	"github.com/piiguard/piiguard/shared/lang"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/transform"
	"github.com/piiguard/piiguard/shared/wire"
)

// operation is one endpoint. prepare validates everything and returns the work
// to do, so a request is rejected before any usage is charged.
type operation struct {
	name   string
	method string
	// public operations need no key and no body.
	public bool
	// detects: the operation runs the detection engine (Config.Engine); a
	// function serving one that does not may leave the engine unbuilt.
	detects   bool
	public200 func(*Server) any
	prepare   func(s *Server, ctx context.Context, c *call, req *Request) (func() (any, *Error), *Error)
}

// EndpointOrder is /health's list: the reference shows tokenize, detokenize,
// redact, mask first.
var EndpointOrder = []string{"tokenize", "detokenize", "redact", "mask", "detect", "hash", "synthesize", "encrypt", "decrypt", "discover", "health"}

// operations is the endpoint table by name, built from its entries and textOps.
var operations = func() map[string]*operation {
	m := map[string]*operation{}
	for _, op := range []*operation{
		{name: "detokenize", method: http.MethodPost, prepare: prepareDetokenize},
		{name: "decrypt", method: http.MethodPost, prepare: prepareDecrypt},
		{name: "discover", method: http.MethodPost, detects: true, prepare: prepareDiscover},
		{name: "health", method: http.MethodGet, public: true, public200: health},
	} {
		m[op.name] = op
	}
	for _, t := range textOps {
		m[t.name] = &operation{name: t.name, method: http.MethodPost, detects: true, prepare: textOperation(t.params, t.returnsText)}
	}
	return m
}()

// textOps are the operations that detect and rewrite texts: one table for the
// API and bulk jobs (PrepareText). params nil with returnsText means tokenize.
var textOps = []struct {
	name        string
	params      opParams
	returnsText bool
}{
	{"detect", nil, false},
	{"tokenize", nil, true},
	{"redact", prepareRedact, true},
	{"mask", prepareMask, true},
	{"hash", prepareHash, true},
	{"synthesize", prepareSynthesize, true},
	{"encrypt", prepareEncrypt, true},
}

// Languages are the supported locales (detection hint and /synthesize): the
// one list, lang.All.
var Languages = lang.All

func health(s *Server) any {
	eps := make([]string, len(EndpointOrder))
	for i, n := range EndpointOrder {
		eps[i] = "/v1/" + n
	}
	return map[string]any{"status": "ok", "service": "piiguard", "version": Version,
		"build": s.cfg.Build, "region": s.cfg.Region, "endpoints": eps}
}

// The answers' shapes are shared/wire's, which the client decodes.
type (
	EntityJSON  = wire.Entity
	Result      = wire.Result
	BatchResult = wire.BatchResult[any] // a Result or an ItemError per text
	ItemError   = wire.ItemError
)

// rewriter transforms one text given its entities; tokenize also returns a mapping.
type rewriter func(text string, ents []detect.Entity) (string, *map[string]string, error)

// opParams validates an operation's own fields and returns its rewriter.
type opParams func(s *Server, ctx context.Context, c *call, req *Request) (rewriter, *Error)

// textOperation builds the prepare step shared by detect, tokenize, redact,
// mask, hash, synthesize and encrypt. params nil with returnsText means tokenize.
func textOperation(params opParams, returnsText bool) func(*Server, context.Context, *call, *Request) (func() (any, *Error), *Error) {
	return func(s *Server, ctx context.Context, c *call, req *Request) (func() (any, *Error), *Error) {
		texts, batch, e := inputTexts(req)
		if e != nil {
			return nil, e
		}
		opts, allowWeight, e := s.detectOptions(ctx, c, req)
		if e != nil {
			return nil, e
		}
		var rw rewriter
		switch {
		case params != nil:
			if rw, e = params(s, ctx, c, req); e != nil {
				return nil, e
			}
		case returnsText: // tokenize
			if rw, e = s.prepareTokenize(ctx, c, req); e != nil {
				return nil, e
			}
		}
		// each text's characters, counted once: the charge, and the bound
		// on a batch item
		chars := make([]int, len(texts))
		for i, t := range texts {
			chars[i] = runeCount(t)
			c.chars += int64(chars[i])
		}
		extra, e := patternWork(opts, allowWeight, texts, c.chars)
		if e != nil {
			return nil, e
		}
		c.chars += extra
		detectNames := !returnsText
		// one processes a text and returns its result with its entities,
		// which the caller counts: batch items run on several goroutines.
		one := func(i int) (Result, []detect.Entity, error) {
			t := texts[i]
			if batch && chars[i] > MaxTextChars {
				return Result{}, nil, fmt.Errorf("text exceeds %d characters", MaxTextChars)
			}
			ents := s.engine().Detect(t, opts)
			res := Result{EntitiesCount: len(ents), DetectedEntities: entitiesJSON(ents, detectNames)}
			if rw != nil {
				out, m, err := rw(t, ents)
				if err != nil {
					return Result{}, nil, err
				}
				res.Text, res.Mapping = &out, m
			}
			return res, ents, nil
		}
		count := func(ents []detect.Entity) {
			for _, e := range ents {
				c.entities[e.Type]++
			}
		}
		return func() (any, *Error) {
			if !batch {
				r, ents, err := one(0)
				if err != nil {
					return nil, processingError(err)
				}
				count(ents)
				return encodedJSON(encodeResult(&r)), nil
			}
			// Each item is processed and encoded by the worker that takes
			// it; the answer is the items' bytes in input order, a failed
			// item's error in its place, as encode writes the BatchResult.
			type item struct {
				json []byte
				ents []detect.Entity
				err  bool
			}
			items := make([]item, len(texts))
			parallel(len(texts), func(i int) {
				r, ents, err := one(i)
				if err != nil {
					items[i] = item{json: appendItemError(nil, err.Error()), err: true}
					return
				}
				b, ok := appendResult(make([]byte, 0, 256+64*len(r.DetectedEntities)), &r)
				if !ok {
					b = encodeValue(r)
				}
				items[i] = item{json: b, ents: ents}
			})
			encoded := make([][]byte, len(items))
			size, failed := 64, 0
			for i, it := range items {
				encoded[i] = it.json
				size += len(it.json) + 1
				if it.err {
					failed++
					continue
				}
				count(it.ents)
			}
			return encodedJSON(appendBatch(make([]byte, 0, size), encoded, len(items)-failed, failed)), nil
		}, nil
	}
}

// workerPanic carries a batch worker's panic, with its stack, to the
// request's goroutine, whose recover answers 500 (a panic on another
// goroutine would end the process).
type workerPanic struct{ stack []byte }

// parallel calls f(0) .. f(n-1) on at most GOMAXPROCS goroutines (Lambda
// gives a function more than one vCPU above 1,769 MB) and returns when all
// have returned. The goroutines take indices in order from a shared counter,
// so an uneven batch keeps every core busy; memory stays that of the items.
func parallel(n int, f func(i int)) {
	workers := min(runtime.GOMAXPROCS(0), n)
	if workers <= 1 {
		for i := range n {
			f(i)
		}
		return
	}
	var next atomic.Int64
	var wg sync.WaitGroup
	var mu sync.Mutex
	var panicked *workerPanic
	for range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			defer func() {
				if p := recover(); p != nil {
					mu.Lock()
					if panicked == nil {
						panicked = &workerPanic{stack: debug.Stack()}
					}
					mu.Unlock()
					next.Store(int64(n)) // the others stop after their item
				}
			}()
			for {
				i := int(next.Add(1) - 1)
				if i >= n {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
	if panicked != nil {
		panic(panicked)
	}
}

// processingError answers a single text whose rewrite failed after the
// request was validated: the failure is ours (500), and the detail names no
// text. A batch reports such a failure in the item's place instead.
func processingError(err error) *Error {
	return &Error{Status: http.StatusInternalServerError, Code: CodeInternal, Detail: "processing failed; quote the request_id when reporting it"}
}

// builtinTitles is entity.TitleOf of every built-in type, made once: the
// registry is fixed at init, and a batch's workers read this map without
// taking the registry's lock (or allocating a title) per entity.
var builtinTitles = sync.OnceValue(func() map[string]string {
	m := map[string]string{}
	for _, t := range entity.All() {
		m[t.ID] = entity.TitleOf(t.ID)
	}
	return m
})

func entitiesJSON(ents []detect.Entity, natural bool) []EntityJSON {
	out := make([]EntityJSON, len(ents))
	for i, e := range ents {
		t := e.Type
		if natural {
			if title, builtin := builtinTitles()[e.Type]; builtin {
				t = title
			} else {
				t = custom.Title(e.Type) // a custom recognizer's type
			}
		}
		out[i] = EntityJSON{Type: t, Text: e.Text, Start: e.Start, End: e.End, Score: e.Score,
			Explanation: explanationJSON(e)}
	}
	return out
}

// inputTexts applies DECISIONS.md's rules for text and texts.
func inputTexts(req *Request) ([]string, bool, *Error) {
	switch {
	case req.Text != nil && req.Texts != nil:
		return nil, false, badRequest("send either text or texts, not both")
	case req.Text != nil:
		if *req.Text == "" {
			return nil, false, badRequest("text must not be empty")
		}
		return []string{*req.Text}, false, nil
	case req.Texts != nil:
		ts := *req.Texts
		if len(ts) == 0 {
			return nil, false, badRequest("texts must hold at least one text")
		}
		if len(ts) > MaxBatchTexts {
			return nil, false, badRequest(fmt.Sprintf("texts holds %d elements; at most %d are allowed", len(ts), MaxBatchTexts))
		}
		for i, t := range ts {
			if t == "" {
				return nil, false, badRequest(fmt.Sprintf("texts[%d] must not be empty", i))
			}
		}
		return ts, true, nil
	}
	return nil, false, badRequest("text is required")
}

// detectOptions resolves policy, entities, score_threshold and language.
// Explicit entities and score_threshold override the policy's. The int is
// the allow lists' weight in the work bound (patternWork).
func (s *Server) detectOptions(ctx context.Context, c *call, req *Request) (detect.Options, int, *Error) {
	opts := detect.Options{Threshold: policy.DefaultThreshold}
	var p *policy.Policy
	if req.Policy != nil {
		pol, e := s.lookupPolicy(ctx, c, *req.Policy)
		if e != nil {
			return opts, 0, e
		}
		p = &pol
		// Only a policy that exists is audited: an unknown name is client
		// input (a pasted value, or 10 MiB of it) and stays out of the record.
		c.policy = p.Name
		opts.Types, opts.Threshold = p.TypeSet(), p.Threshold
	}
	cu, e := s.customOptions(ctx, c, req, p)
	if e != nil {
		return opts, 0, e
	}
	if req.Entities != nil {
		if len(*req.Entities) == 0 {
			return opts, 0, badRequest("entities must name at least one entity type (omit it for all types)")
		}
		ids, unknown := entity.Resolve(cu.withoutCustom(*req.Entities))
		if len(unknown) > 0 {
			return opts, 0, badRequest(fmt.Sprintf("unknown entity type(s): %s", quoteList(unknown, 10)))
		}
		opts.Types = ids
	}
	if req.ScoreThreshold != nil {
		t := *req.ScoreThreshold
		if !(t >= 0 && t <= 1) {
			return opts, 0, badRequest("score_threshold must be a number from 0.0 to 1.0")
		}
		opts.Threshold = t
	}
	if req.Language != nil {
		if !validLanguage(*req.Language) {
			return opts, 0, badRequest(fmt.Sprintf("unknown language; use one of %s", strings.Join(Languages, ", ")))
		}
		opts.Lang = *req.Language
	}
	cu.apply(&opts)
	return opts, cu.allowWeight, nil
}

func (s *Server) lookupPolicy(ctx context.Context, c *call, name string) (policy.Policy, *Error) {
	if p, ok := policy.Get(name); ok {
		return p, nil
	}
	if s.cfg.Policies != nil && name != "" {
		p, err := s.cfg.Policies.GetPolicy(ctx, c.principal.TenantID, name)
		if err == nil {
			return p, nil
		}
		if !errors.Is(err, store.ErrNotFound) {
			return policy.Policy{}, unavailable("policy store temporarily unavailable", 2)
		}
	}
	// Policy names are not user data: naming the unknown one helps.
	return policy.Policy{}, badRequest(fmt.Sprintf("unknown policy %s; known policies: %s",
		quoteList([]string{name}, 1), strings.Join(policy.Names(), ", ")))
}

func validLanguage(l string) bool { return lang.Supported(l) }

// quoteList quotes names for an error message. They are meant to be type or
// policy names, but a client may paste anything there, so a name that does not
// look like one (digits, '@', long) is withheld rather than echoed.
func quoteList(names []string, max int) string {
	var b strings.Builder
	for i, n := range names {
		if i == max {
			fmt.Fprintf(&b, " and %d more", len(names)-max)
			break
		}
		if i > 0 {
			b.WriteString(", ")
		}
		if looksLikeName(n) {
			fmt.Fprintf(&b, "%q", n)
		} else {
			b.WriteString("(a value withheld: it does not look like a name)")
		}
	}
	return b.String()
}

func looksLikeName(n string) bool {
	if n == "" || utf8.RuneCountInString(n) > 40 {
		return false
	}
	digits := 0
	for _, r := range n {
		switch {
		case r >= '0' && r <= '9':
			digits++
		case unicode.IsLetter(r), r == ' ', r == '_', r == '-', r == '\'', r == '/', r == '.':
		default:
			return false
		}
	}
	return digits <= 2
}

func prepareRedact(*Server, context.Context, *call, *Request) (rewriter, *Error) {
	return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
		return transform.Redact(t, ents), nil, nil
	}, nil
}

func prepareMask(_ *Server, _ context.Context, _ *call, req *Request) (rewriter, *Error) {
	o := transform.MaskOptions{Char: '*', CharsToShow: 4, FromEnd: true}
	if req.MaskingChar != nil {
		m := *req.MaskingChar
		r, n := utf8.DecodeRuneInString(m)
		if n == 0 || n != len(m) {
			return nil, badRequest("masking_char must be exactly one character")
		}
		if !maskingCharAllowed(r) {
			return nil, badRequest("masking_char must not be a digit, a control, format or combining character, or a line separator (a digit makes a masked number look like a number; the others hide or reorder text)")
		}
		o.Char = r
	}
	n, e := intParam("chars_to_show", req.CharsToShow, 4, 0, 1_000_000)
	if e != nil {
		return nil, e
	}
	o.CharsToShow = n
	if req.FromEnd != nil {
		o.FromEnd = *req.FromEnd
	}
	return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
		return transform.Mask(t, ents, o), nil, nil
	}, nil
}

// maskingCharAllowed refuses what would make a masked value misleading:
// digits and other numbers (a card masked with '4' still looks like a card),
// controls (NUL), format characters (U+202E reverses the text around it),
// combining marks (they attach to the previous character) and line or
// paragraph separators. Letters and symbols such as 'X', '*' or '•' stay.
func maskingCharAllowed(r rune) bool {
	return r != utf8.RuneError && !unicode.IsNumber(r) &&
		!unicode.In(r, unicode.Cc, unicode.Cf, unicode.Co, unicode.Cs, unicode.Mn, unicode.Mc, unicode.Me, unicode.Zl, unicode.Zp)
}

func prepareHash(_ *Server, _ context.Context, _ *call, req *Request) (rewriter, *Error) {
	o := transform.HashOptions{Algorithm: "sha256"}
	if req.HashType != nil {
		o.Algorithm = strings.ToLower(*req.HashType)
	}
	alg, ok := transform.HashAlgorithms[o.Algorithm]
	if !ok {
		return nil, badRequest("hash_type must be one of md5, sha1, sha224, sha256, sha384, sha512")
	}
	n, e := intParam("hash_length", req.HashLength, min(16, alg.HexLen), 1, alg.HexLen)
	if e != nil {
		return nil, e
	}
	o.Length = n
	if req.HashPrefix != nil {
		if utf8.RuneCountInString(*req.HashPrefix) > 64 {
			return nil, badRequest("hash_prefix must be at most 64 characters")
		}
		o.Prefix = *req.HashPrefix
	}
	if req.HashKey != nil {
		if *req.HashKey == "" {
			return nil, badRequest("hash_key must not be empty when given")
		}
		if len(*req.HashKey) > transform.MaxHashKeyBytes {
			return nil, badRequest(fmt.Sprintf("hash_key must be at most %d bytes (a longer HMAC key adds no strength)", transform.MaxHashKeyBytes))
		}
		o.Key = *req.HashKey
	}
	return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
		return transform.Hash(t, ents, o), nil, nil
	}, nil
}

func prepareSynthesize(s *Server, _ context.Context, _ *call, req *Request) (rewriter, *Error) {
	lang := "en"
	if req.Language != nil {
		lang = *req.Language // validated by detectOptions
	}
	if s.cfg.NewFaker == nil {
		return nil, unavailable("synthesis is not configured", 30)
	}
	return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
		f := s.cfg.NewFaker(lang, req.Seed) // one session per text: consistent within it
		return transform.Rewrite(t, ents, func(e detect.Entity) string { return f.Fake(e.Type, e.Text) }), nil, nil
	}, nil
}

func prepareEncrypt(s *Server, ctx context.Context, c *call, req *Request) (rewriter, *Error) {
	newSealer, e := s.sealer(ctx, c, req.EncryptionKey)
	if e != nil {
		return nil, e
	}
	// The key is derived on the first entity, after the derivation has been
	// charged (see Server.chargeDerivations), once for the whole request.
	// Batch items run concurrently: the mutex keeps it one derivation.
	var mu sync.Mutex
	var sealer *transform.Sealer
	return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
		if len(ents) == 0 {
			return t, nil, nil
		}
		mu.Lock()
		if sealer == nil {
			var err error
			if sealer, err = newSealer(); err != nil {
				mu.Unlock()
				return "", nil, err
			}
		}
		sl := sealer
		mu.Unlock()
		out, err := transform.Encrypt(t, ents, sl)
		return out, nil, err
	}, nil
}

// sealer validates the key and returns how to make the request's sealer. A
// password's PBKDF2 derivation is deliberately slow: it is counted in
// c.derivations and made only when the work runs.
func (s *Server) sealer(ctx context.Context, c *call, key *string) (func() (*transform.Sealer, error), *Error) {
	if key != nil {
		if utf8.RuneCountInString(*key) < transform.MinKeyLength {
			return nil, badRequest(fmt.Sprintf("encryption_key must be at least %d characters", transform.MinKeyLength))
		}
		c.derivations = 1
		password := *key
		return func() (*transform.Sealer, error) { return transform.NewPasswordSealer(password) }, nil
	}
	tk, e := s.tenantKey(ctx, c)
	if e != nil {
		return nil, e
	}
	sl, err := transform.NewTenantSealer(tk, c.principal.TenantID)
	if err != nil {
		return nil, &Error{Status: 500, Code: CodeInternal, Detail: "tenant key unusable"}
	}
	return func() (*transform.Sealer, error) { return sl, nil }, nil
}

func (s *Server) tenantKey(ctx context.Context, c *call) ([]byte, *Error) {
	if s.cfg.TenantKeys == nil {
		return nil, badRequest("encryption_key is required: no default tenant key is configured")
	}
	k, err := s.cfg.TenantKeys.TenantKey(ctx, c.principal.TenantID)
	if err != nil {
		s.log.Error("tenant key unavailable", "request_id", c.id, "error", err.Error())
		return nil, unavailable("tenant key temporarily unavailable", 2)
	}
	return k, nil
}

func prepareDecrypt(s *Server, ctx context.Context, c *call, req *Request) (func() (any, *Error), *Error) {
	if req.Texts != nil {
		return nil, badRequest("decrypt has no batch mode; send text")
	}
	if req.Text == nil || *req.Text == "" {
		return nil, badRequest("text is required and must not be empty")
	}
	var o *transform.Opener
	if req.EncryptionKey != nil {
		if utf8.RuneCountInString(*req.EncryptionKey) < transform.MinKeyLength {
			return nil, badRequest(fmt.Sprintf("encryption_key must be at least %d characters", transform.MinKeyLength))
		}
		// count the derivations before making any: bounded here, charged
		// by Server.chargeDerivations before the work runs
		d := transform.PasswordSalts(*req.Text)
		if d > MaxKeyDerivations {
			return nil, badRequest(fmt.Sprintf("text holds values from %d encrypt requests; one call decrypts those of at most %d: decrypt them in smaller parts", d, MaxKeyDerivations))
		}
		c.derivations = d
		o = transform.NewPasswordOpener(*req.EncryptionKey)
		o.MaxSalts = d
	} else {
		tk, e := s.tenantKey(ctx, c)
		if e != nil {
			return nil, e
		}
		o = transform.NewTenantOpener(tk, c.principal.TenantID)
	}
	text := *req.Text
	c.chars = countChars([]string{text})
	return func() (any, *Error) {
		out, n, err := transform.Decrypt(text, o)
		switch {
		case errors.Is(err, transform.ErrDecrypt):
			return nil, badRequest("decryption failed: no encrypted value authenticates under this key")
		case err != nil:
			return nil, &Error{Status: 500, Code: CodeInternal, Detail: "decryption error"}
		}
		return map[string]any{"text": out, "replacements_made": n}, nil
	}, nil
}

func prepareDetokenize(s *Server, _ context.Context, c *call, req *Request) (func() (any, *Error), *Error) {
	if req.Texts != nil {
		return nil, badRequest("detokenize has no batch mode; send text")
	}
	if req.Text == nil || *req.Text == "" {
		return nil, badRequest("text is required and must not be empty")
	}
	if req.Mapping == nil {
		return nil, badRequest("mapping is required: an object of token to original value")
	}
	m := *req.Mapping
	if len(m) > MaxMappingSize {
		return nil, badRequest(fmt.Sprintf("mapping holds more than %d tokens", MaxMappingSize))
	}
	for k := range m {
		if k == "" {
			return nil, badRequest("mapping keys (tokens) must not be empty")
		}
	}
	text := *req.Text
	c.chars = countChars([]string{text})
	return func() (any, *Error) {
		// a plan's cap in characters is at most 4 bytes each: stop building
		// an answer that can't be sent as soon as it passes that
		maxOut := MaxDetokenizedBytes
		lim := s.perRequestCap(c)
		if lim > 0 {
			maxOut = int(min(int64(maxOut), 4*lim))
		}
		out, n, err := transform.DetokenizeBounded(text, m, maxOut, MaxDetokenizeWork)
		switch {
		case errors.Is(err, transform.ErrOutputTooLarge) && maxOut < MaxDetokenizedBytes:
			return nil, rateLimited(fmt.Sprintf("the detokenized text would exceed the %s plan's %d characters per request",
				planName(c.principal.Plan), lim), 0)
		case errors.Is(err, transform.ErrOutputTooLarge):
			return nil, badRequest(fmt.Sprintf("the detokenized text would exceed %d bytes; detokenize it in parts", MaxDetokenizedBytes))
		case errors.Is(err, transform.ErrTooComplex):
			return nil, badRequest("mapping too complex for this text: too many tokens of distinct lengths; detokenize it in parts")
		}
		// The answer is charged, and bounded by the plan's per-request cap,
		// like the text it restores: 5,000 characters of tokens can't buy
		// 5 MB of values.
		outChars := int64(utf8.RuneCountInString(out))
		if lim > 0 && outChars > lim {
			return nil, rateLimited(fmt.Sprintf("the detokenized text has %d characters; the %s plan allows %d per request",
				outChars, planName(c.principal.Plan), lim), 0)
		}
		c.chars = max(c.chars, outChars)
		return map[string]any{"text": out, "replacements_made": n}, nil
	}, nil
}

// DiscoveredType is one element of /discover's entity_types.
type DiscoveredType = wire.DiscoveredType

func prepareDiscover(s *Server, ctx context.Context, c *call, req *Request) (func() (any, *Error), *Error) {
	if req.Samples == nil {
		return nil, badRequest("samples is required: an array of 1 to 100 texts")
	}
	samples := *req.Samples
	if len(samples) == 0 || len(samples) > MaxDiscoverItems {
		return nil, badRequest(fmt.Sprintf("samples must hold 1 to %d texts", MaxDiscoverItems))
	}
	for i, t := range samples {
		if t == "" {
			return nil, badRequest(fmt.Sprintf("samples[%d] must not be empty", i))
		}
		if utf8.RuneCountInString(t) > MaxTextChars {
			return nil, badRequest(fmt.Sprintf("samples[%d] exceeds %d characters", i, MaxTextChars))
		}
	}
	threshold := policy.DefaultThreshold
	if req.Threshold != nil {
		if !(*req.Threshold >= 0 && *req.Threshold <= 1) {
			return nil, badRequest("threshold must be a number from 0.0 to 1.0")
		}
		threshold = *req.Threshold
	}
	lang := ""
	if req.Language != nil {
		if !validLanguage(*req.Language) {
			return nil, badRequest(fmt.Sprintf("unknown language; use one of %s", strings.Join(Languages, ", ")))
		}
		lang = *req.Language
	}
	cu, e := s.customOptions(ctx, c, req, nil)
	if e != nil {
		return nil, e
	}
	cu.explain = false // /discover reports types, not entities
	opts := detect.Options{Threshold: threshold, Lang: lang}
	cu.apply(&opts)
	c.chars = countChars(samples)
	extra, e := patternWork(opts, cu.allowWeight, samples, c.chars)
	if e != nil {
		return nil, e
	}
	c.chars += extra
	return func() (any, *Error) {
		agg := map[string]*DiscoveredType{}
		sum := map[string]float64{}
		for _, t := range samples {
			seen := map[string]bool{}
			for _, e := range s.engine().Detect(t, opts) {
				d := agg[e.Type]
				if d == nil {
					d = &DiscoveredType{Type: e.Type}
					agg[e.Type] = d
				}
				d.Count++
				sum[e.Type] += e.Score
				if !seen[e.Type] {
					seen[e.Type] = true
					d.SamplesWith++
				}
				c.entities[e.Type]++
			}
		}
		types := make([]DiscoveredType, 0, len(agg))
		ids := make([]string, 0, len(agg))
		for id, d := range agg {
			d.AvgScore = float64(int(sum[id]/float64(d.Count)*100+0.5)) / 100
			types = append(types, *d)
			ids = append(ids, id)
		}
		sort.Slice(types, func(i, j int) bool {
			if types[i].Count != types[j].Count {
				return types[i].Count > types[j].Count
			}
			return types[i].Type < types[j].Type
		})
		return map[string]any{"samples_analyzed": len(samples), "entity_types": types,
			"suggested_policy": policy.Smallest(ids)}, nil
	}, nil
}

// DefaultOptions are the detection options of a request with no policy,
// entities or score_threshold.
func DefaultOptions() detect.Options { return detect.Options{Threshold: policy.DefaultThreshold} }
