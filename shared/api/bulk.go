package api

import (
	"context"
	"errors"
	"fmt"
	"sort"
	"strings"

	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/detect"
)

// TextProcessor is one text operation prepared once, with the API's
// validation and parameters, for many texts (a bulk job's lines and fields).
type TextProcessor struct {
	// Policy is the name of the policy used, for the audit record ("" if none).
	Policy string
	// DerivationChars is what the preparation charges on top of the text (a
	// password key's derivation, as the API charges it).
	DerivationChars int64
	// CharsFactor is how many times each text's characters are charged: 1,
	// plus one for every full PatternsPerCharge custom patterns, as the API
	// charges them.
	CharsFactor int64
	// Process detects and rewrites one text. mapping is tokenize's, else nil.
	Process func(text string) (out string, ents []detect.Entity, mapping map[string]string, err error)
}

// TextOperations lists the operations PrepareText accepts, sorted.
func TextOperations() []string {
	out := make([]string, len(textOps))
	for i, t := range textOps {
		out[i] = t.name
	}
	sort.Strings(out)
	return out
}

// PrepareText validates params, a JSON object of the operation's request
// fields without text or texts, for operation op on behalf of tenant with the
// API's own decoding and validation, and returns how to process texts with
// it. Errors are the API's client errors (4xx) or store unavailability (503).
func (s *Server) PrepareText(ctx context.Context, tenant, op string, params []byte) (*TextProcessor, *Error) {
	if len(params) == 0 {
		params = []byte("{}")
	}
	req, e := decodeRequest(params)
	if e != nil {
		return nil, e
	}
	if req.Text != nil || req.Texts != nil {
		return nil, badRequest("params must not hold text or texts: the texts come from the objects")
	}
	var found bool
	var prep opParams
	var returnsText bool
	for _, t := range textOps {
		if t.name == op {
			found, prep, returnsText = true, t.params, t.returnsText
		}
	}
	if !found {
		return nil, badRequest(fmt.Sprintf("operation must be one of %s", strings.Join(TextOperations(), ", ")))
	}
	c := &call{id: "bulk", principal: auth.Principal{TenantID: tenant}, entities: map[string]int{}, storeLeft: s.cfg.StoreTimeout}
	opts, allowWeight, e := s.detectOptions(ctx, c, req)
	if e != nil {
		return nil, e
	}
	var rw rewriter
	switch {
	case prep != nil:
		if rw, e = prep(s, ctx, c, req); e != nil {
			return nil, e
		}
	case returnsText:
		// numbered tokens, or with consistent_tokens the tenant's
		// derived ones, as /tokenize does
		if rw, e = s.prepareTokenize(ctx, c, req); e != nil {
			return nil, e
		}
	}
	// the custom patterns' charge per character: patternWork on one
	// character gives the extra factor
	extra, e := patternWork(opts, allowWeight, nil, 1)
	if e != nil {
		return nil, e
	}
	p := &TextProcessor{Policy: c.policy, DerivationChars: int64(c.derivations) * KeyDerivationChars, CharsFactor: 1 + extra}
	p.Process = func(t string) (string, []detect.Entity, map[string]string, error) {
		// the API's bound on custom-pattern work holds per text (a line or
		// a field): a text over it fails its object, as a request over it
		// gets 400
		if _, e := patternWork(opts, allowWeight, []string{t}, 0); e != nil {
			return "", nil, nil, errors.New(e.Detail)
		}
		ents := s.engine().Detect(t, opts)
		if rw == nil {
			return t, ents, nil, nil
		}
		out, m, err := rw(t, ents)
		if err != nil {
			return "", nil, nil, err
		}
		var mapping map[string]string
		if m != nil {
			mapping = *m
		}
		return out, ents, mapping, nil
	}
	return p, nil
}
