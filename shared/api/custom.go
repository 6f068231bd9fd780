package api

import (
	"context"
	"errors"
	"fmt"
	"maps"
	"sync"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/transform"
	"github.com/piiguard/piiguard/shared/wire"
)

// customization is a request's own detection rules: custom recognizers and
// allow lists (its own and its policy's), and whether to explain.
type customization struct {
	recs    []detect.Recognizer
	types   []string
	allow   func(string) bool
	explain bool
	// allowWeight is the regex allow lists' weight in the work bound.
	allowWeight int
}

// customOptions validates allow_list, allow_list_match, custom_recognizers
// and explain, and adds the recognizers and allow lists stored for the
// request's tenant policy p (nil: none named).
func (s *Server) customOptions(ctx context.Context, c *call, req *Request, p *policy.Policy) (customization, *Error) {
	var cu customization
	if req.Explain != nil {
		cu.explain = *req.Explain
	}
	var sets []*custom.Set
	var allows []*custom.Allow
	if p != nil {
		stored, lists, e := s.policyCustomization(ctx, c, *p)
		if e != nil {
			return cu, e
		}
		if len(stored) > 0 {
			set, ce := custom.Compile("policy recognizers", stored)
			if ce != nil { // validated when stored; limits may have changed since
				return cu, badRequest(ce.Error())
			}
			sets = append(sets, set)
		}
		allows = append(allows, lists...)
	}
	if req.CustomRecognizers != nil {
		set, ce := custom.Compile("custom_recognizers", *req.CustomRecognizers)
		if ce != nil {
			return cu, badRequest(ce.Error())
		}
		sets = append(sets, set)
	}
	if len(sets) > 0 {
		set, ce := custom.Combine("custom_recognizers", sets...)
		if ce != nil {
			return cu, badRequest(ce.Error())
		}
		cu.recs, cu.types = set.Recognizers, set.Types
	}
	mode := custom.AllowExact
	if req.AllowListMatch != nil {
		mode = *req.AllowListMatch
		if mode != custom.AllowExact && mode != custom.AllowRegex {
			return cu, badRequest(`allow_list_match must be "exact" or "regex"`)
		}
	}
	if req.AllowList != nil {
		a, ce := custom.CompileAllow("allow_list", *req.AllowList, mode)
		if ce != nil {
			return cu, badRequest(ce.Error())
		}
		allows = append(allows, a)
	}
	cu.allow = custom.Merge(allows...)
	for _, a := range allows {
		cu.allowWeight += a.Weight()
	}
	return cu, nil
}

// withoutCustom drops the custom types from an entities filter: custom
// types are always detected, and naming them there is not an error.
func (cu customization) withoutCustom(names []string) []string {
	if len(cu.types) == 0 {
		return names
	}
	out := make([]string, 0, len(names))
next:
	for _, n := range names {
		for _, t := range cu.types {
			if n == t {
				continue next
			}
		}
		out = append(out, n)
	}
	if len(out) == 0 { // only custom types named: no built-in type wanted
		return nil
	}
	return out
}

// apply adds the customization to detection options. A request's custom
// types are found whatever entities or the policy select.
func (cu customization) apply(o *detect.Options) {
	o.Extra, o.Allow, o.Explain = cu.recs, cu.allow, cu.explain
	if o.Types != nil && len(cu.types) > 0 {
		o.Types = maps.Clone(o.Types)
		for _, t := range cu.types {
			o.Types[t] = true
		}
	}
}

// PatternsPerCharge is how many custom patterns are included in a request's
// price: each further full group counts the text once more (measured: 10
// patterns on 1 KB cost about what the built-in engine does, docs/API.md).
const PatternsPerCharge = 10

// patternWork bounds the custom recognizers' and regex allow lists' work of
// a request, their weights x text bytes (custom.MaxPatternWork), and returns
// the characters its patterns add to the charge: chars x (patterns /
// PatternsPerCharge); deny and allow lists are not charged.
func patternWork(o detect.Options, allowWeight int, texts []string, chars int64) (int64, *Error) {
	n, w := 0, allowWeight
	for _, r := range o.Extra {
		if custom.PatternWeight(r) > 0 {
			n++
		}
		w += custom.WorkWeight(r)
	}
	if w == 0 {
		return 0, nil
	}
	total := 0
	for _, t := range texts {
		total += len(t)
	}
	if int64(w)*int64(total) > custom.MaxPatternWork {
		return 0, badRequest(fmt.Sprintf("custom_recognizers and allow_list: patterns, deny lists and regex allow lists of weight %d in all over %d bytes of text exceed the bound of %d pattern-bytes per request; send fewer or simpler patterns, fewer deny lists, simpler allow lists, or less text",
			w, total, custom.MaxPatternWork))
	}
	return chars * int64(n/PatternsPerCharge), nil
}

// prepareTokenize returns /tokenize's rewriter: numbered tokens, or with
// consistent_tokens tokens derived from the tenant's secret.
func (s *Server) prepareTokenize(ctx context.Context, c *call, req *Request) (rewriter, *Error) {
	if req.ConsistentTokens == nil || !*req.ConsistentTokens {
		return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
			out, m := transform.Tokenize(t, ents)
			return out, &m, nil
		}, nil
	}
	if s.cfg.TokenSecrets == nil {
		return nil, badRequest("consistent_tokens needs the tenant store, and none is configured")
	}
	secret, err := s.cfg.TokenSecrets.TokenSecret(ctx, c.principal.TenantID)
	switch {
	case errors.Is(err, store.ErrNotFound):
		// the admin service makes it with the tenant's keys
		return nil, unavailable("consistent tokens are not set up for this tenant yet; the operator runs the admin key sync (POST .../keys/sync)", 30)
	case err != nil:
		s.log.Error("token secret unavailable", "request_id", c.id, "error", err.Error())
		return nil, unavailable("tenant store temporarily unavailable", 2)
	}
	return func(t string, ents []detect.Entity) (string, *map[string]string, error) {
		out, m := transform.TokenizeConsistent(t, ents, secret)
		return out, &m, nil
	}, nil
}

// ExplanationJSON and ChecksumJSON are shared/wire's explanation shapes.
type (
	ExplanationJSON = wire.Explanation
	ChecksumJSON    = wire.Checksum
)

func explanationJSON(e detect.Entity) *ExplanationJSON {
	x := e.Explanation
	if x == nil {
		return nil
	}
	out := &ExplanationJSON{Recognizer: x.Recognizer, Kind: "rule", Pattern: x.Pattern,
		ContextWords: x.ContextBoost, ContextPenaltyWords: x.ContextPenalty,
		ScoreBeforeContext: x.ScoreBefore, ScoreAfterContext: e.Score, Repeat: x.Repeat}
	switch {
	case x.Pattern != "":
		out.Kind = "custom"
	case x.Model:
		out.Kind = "model"
	}
	if x.Validator != "" {
		out.Checksum = &ChecksumJSON{Name: x.Validator, Valid: true}
	}
	if out.ContextWords == nil {
		out.ContextWords = []string{}
	}
	if out.ContextPenaltyWords == nil {
		out.ContextPenaltyWords = []string{}
	}
	return out
}

// policyCustomization loads the recognizers and allow lists a tenant policy
// names (global policies name none). A name the store no longer holds is
// the caller's to fix (400); a store failure is 503.
func (s *Server) policyCustomization(ctx context.Context, c *call, p policy.Policy) ([]custom.Spec, []*custom.Allow, *Error) {
	if len(p.Recognizers) == 0 && len(p.AllowLists) == 0 {
		return nil, nil, nil
	}
	cs, ok := s.cfg.Policies.(store.Customs)
	if !ok {
		return nil, nil, unavailable("this policy names custom recognizers or allow lists, and their store is not configured", 30)
	}
	missing := func(kind, name string) *Error {
		return badRequest(fmt.Sprintf("policy %s names %s %s, which does not exist; update the policy with the admin API",
			quoteList([]string{p.Name}, 1), kind, quoteList([]string{name}, 1)))
	}
	failed := func(err error) *Error {
		s.log.Error("custom recognizer store unavailable", "request_id", c.id, "error", err.Error())
		return unavailable("policy store temporarily unavailable", 2)
	}
	// up to 50 reads: made 8 at a time, not one after another
	specs := make([]custom.Spec, len(p.Recognizers))
	errs := make([]error, len(p.Recognizers))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 8)
	for i, n := range p.Recognizers {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			specs[i], errs[i] = cs.GetRecognizer(ctx, c.principal.TenantID, n)
		}()
	}
	wg.Wait()
	for i, err := range errs {
		switch {
		case errors.Is(err, store.ErrNotFound):
			return nil, nil, missing("recognizer", p.Recognizers[i])
		case err != nil:
			return nil, nil, failed(err)
		}
	}
	var lists []*custom.Allow
	for _, n := range p.AllowLists {
		l, err := cs.GetAllowList(ctx, c.principal.TenantID, n)
		switch {
		case errors.Is(err, store.ErrNotFound):
			return nil, nil, missing("allow list", n)
		case err != nil:
			return nil, nil, failed(err)
		}
		a, ce := custom.CompileAllow("policy allow list "+n, l.Entries, l.Match)
		if ce != nil { // validated when stored; limits may have changed since
			return nil, nil, badRequest(ce.Error())
		}
		lists = append(lists, a)
	}
	return specs, lists, nil
}
