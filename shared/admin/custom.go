package admin

import (
	"context"
	"errors"
	"fmt"
	"strings"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// customs is the store of recognizers and allow lists: the policy store,
// which both store implementations make one.
func (s *Service) customs() (store.Customs, error) {
	if c, ok := s.Policies.(store.Customs); ok {
		return c, nil
	}
	return nil, errors.New("admin: this policy store cannot hold recognizers or allow lists")
}

func invalid(e *custom.Error) error { return fmt.Errorf("%w: %s", ErrInvalid, e.Error()) }

// PutRecognizer validates a custom recognizer with the request limits
// (shared/detect/custom) and stores it under its name, replacing any.
func (s *Service) PutRecognizer(ctx context.Context, tenant string, r custom.Spec) error {
	if err := validTenant(tenant); err != nil {
		return err
	}
	if e := custom.ValidateSpec("recognizer", r); e != nil {
		return invalid(e)
	}
	cs, err := s.customs()
	if err != nil {
		return err
	}
	return cs.PutRecognizer(ctx, tenant, r)
}

func (s *Service) GetRecognizer(ctx context.Context, tenant, name string) (custom.Spec, error) {
	if err := validTenant(tenant); err != nil {
		return custom.Spec{}, err
	}
	if !storableName(name, custom.MaxNameChars) {
		return custom.Spec{}, store.ErrNotFound
	}
	cs, err := s.customs()
	if err != nil {
		return custom.Spec{}, err
	}
	return cs.GetRecognizer(ctx, tenant, name)
}

func (s *Service) ListRecognizers(ctx context.Context, tenant string) ([]custom.Spec, error) {
	if err := validTenant(tenant); err != nil {
		return nil, err
	}
	cs, err := s.customs()
	if err != nil {
		return nil, err
	}
	return cs.ListRecognizers(ctx, tenant)
}

// DeleteRecognizer refuses while a policy names the recognizer, so a
// policy never names a missing one through this API.
func (s *Service) DeleteRecognizer(ctx context.Context, tenant, name string) error {
	if !storableName(name, custom.MaxNameChars) && validTenant(tenant) == nil {
		return store.ErrNotFound
	}
	if err := s.notInUse(ctx, tenant, name, func(p policy.Policy) []string { return p.Recognizers }); err != nil {
		return err
	}
	cs, err := s.customs()
	if err != nil {
		return err
	}
	return cs.DeleteRecognizer(ctx, tenant, name)
}

// PutAllowList validates and stores a named allow list.
func (s *Service) PutAllowList(ctx context.Context, tenant string, a custom.AllowList) error {
	if err := validTenant(tenant); err != nil {
		return err
	}
	if e := custom.ValidateAllowList("allow_list", a); e != nil {
		return invalid(e)
	}
	cs, err := s.customs()
	if err != nil {
		return err
	}
	return cs.PutAllowList(ctx, tenant, a)
}

func (s *Service) GetAllowList(ctx context.Context, tenant, name string) (custom.AllowList, error) {
	if err := validTenant(tenant); err != nil {
		return custom.AllowList{}, err
	}
	if !storableName(name, custom.MaxNameChars) {
		return custom.AllowList{}, store.ErrNotFound
	}
	cs, err := s.customs()
	if err != nil {
		return custom.AllowList{}, err
	}
	return cs.GetAllowList(ctx, tenant, name)
}

func (s *Service) ListAllowLists(ctx context.Context, tenant string) ([]custom.AllowList, error) {
	if err := validTenant(tenant); err != nil {
		return nil, err
	}
	cs, err := s.customs()
	if err != nil {
		return nil, err
	}
	return cs.ListAllowLists(ctx, tenant)
}

// DeleteAllowList refuses while a policy names the list.
func (s *Service) DeleteAllowList(ctx context.Context, tenant, name string) error {
	if !storableName(name, custom.MaxNameChars) && validTenant(tenant) == nil {
		return store.ErrNotFound
	}
	if err := s.notInUse(ctx, tenant, name, func(p policy.Policy) []string { return p.AllowLists }); err != nil {
		return err
	}
	cs, err := s.customs()
	if err != nil {
		return err
	}
	return cs.DeleteAllowList(ctx, tenant, name)
}

func (s *Service) notInUse(ctx context.Context, tenant, name string, names func(policy.Policy) []string) error {
	if err := validTenant(tenant); err != nil {
		return err
	}
	ps, err := s.Policies.ListPolicies(ctx, tenant)
	if err != nil {
		return err
	}
	var users []string
	for _, p := range ps {
		for _, n := range names(p) {
			if n == name {
				users = append(users, p.Name)
			}
		}
	}
	if len(users) > 0 {
		return fmt.Errorf("%w: named by policies %s; remove it from them first", ErrInvalid, strings.Join(users, ", "))
	}
	return nil
}

// checkPolicyCustoms: a policy may name only stored recognizers and allow
// lists, within the per-request limits.
func (s *Service) checkPolicyCustoms(ctx context.Context, tenant string, p policy.Policy) error {
	if len(p.Recognizers) == 0 && len(p.AllowLists) == 0 {
		return nil
	}
	if len(p.Recognizers) > custom.MaxRecognizers {
		return fmt.Errorf("%w: a policy names at most %d recognizers", ErrInvalid, custom.MaxRecognizers)
	}
	if len(p.AllowLists) > custom.MaxPolicyAllowLists {
		return fmt.Errorf("%w: a policy names at most %d allow lists", ErrInvalid, custom.MaxPolicyAllowLists)
	}
	cs, err := s.customs()
	if err != nil {
		return err
	}
	specs := make([]custom.Spec, 0, len(p.Recognizers))
	for _, n := range p.Recognizers {
		r, err := cs.GetRecognizer(ctx, tenant, n)
		if errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: recognizer %q does not exist; put it first", ErrInvalid, n)
		}
		if err != nil {
			return err
		}
		specs = append(specs, r)
	}
	if _, e := custom.Compile("recognizers", specs); e != nil { // names unique, totals within the limits
		return invalid(e)
	}
	for _, n := range p.AllowLists {
		if _, err := cs.GetAllowList(ctx, tenant, n); errors.Is(err, store.ErrNotFound) {
			return fmt.Errorf("%w: allow list %q does not exist; put it first", ErrInvalid, n)
		} else if err != nil {
			return err
		}
	}
	return nil
}

// ensureTokenSecret makes the tenant's consistent-token secret unless it
// exists (store.TokenSecrets): with its keys, so every tenant has one
// before its first call, in both regions.
func (s *Service) ensureTokenSecret(ctx context.Context, tenant string) error {
	ts, ok := s.Policies.(store.TokenSecrets)
	if !ok {
		return nil // a policy store without secrets (tests): consistent tokens unavailable
	}
	return ts.EnsureTokenSecret(ctx, tenant)
}
