package admin

import (
	"context"
	"errors"
	"fmt"

	"github.com/piiguard/piiguard/shared/store"
)

// UsagePlans is one regional API's side of a piiguard key: an API Gateway API
// key whose value is the key's UsageKey, in the usage plan of the key's plan,
// so API Gateway throttles each key at its plan's rate and burst (the
// authorizer returns the UsageKey as usageIdentifierKey). shared/admin/apigw
// implements it on API Gateway.
type UsagePlans interface {
	// Region names the API, for errors.
	Region() string
	// Attach makes sure an enabled API key for k exists with value
	// k.UsageKey and is in k.Plan's usage plan and no other of ours (so a
	// plan change moves it). Idempotent.
	Attach(ctx context.Context, k store.APIKey) error
	// Detach deletes k's API key; a key that is not there is not an error.
	Detach(ctx context.Context, keyID string) error
}

// usageKeyPrefix marks API Gateway key values; they are not secrets (API
// Gateway ignores the x-api-key header with an AUTHORIZER key source) and
// have nothing in common with the caller's pg_ secret.
const usageKeyPrefix = "pgu_"

// newUsageKey returns a random API Gateway API key value (API Gateway wants
// 20 to 128 characters): "pgu_" and 40 base62 characters.
func (s *Service) newUsageKey() (string, error) {
	v, err := NewSecret(s.random())
	if err != nil {
		return "", err
	}
	return usageKeyPrefix + v[len(keyPrefix):], nil
}

// gatewayError marks a failed API Gateway call as a backend outage (503,
// retry): the admin operations are idempotent, so a retry completes them.
func gatewayError(region, op string, err error) error {
	if errors.Is(err, store.ErrUnavailable) {
		return err
	}
	return fmt.Errorf("%w: api gateway %s in %s: %w", store.ErrUnavailable, op, region, err)
}

// attachAll attaches k in every region; on failure it detaches what it
// attached (best effort) when undo is set.
func (s *Service) attachAll(ctx context.Context, k store.APIKey, undo bool) error {
	for i, g := range s.UsagePlans {
		if err := g.Attach(ctx, k); err != nil {
			if undo {
				for _, done := range s.UsagePlans[:i+1] {
					_ = done.Detach(context.WithoutCancel(ctx), k.ID)
				}
			}
			return gatewayError(g.Region(), "attach", err)
		}
	}
	return nil
}

func (s *Service) detachAll(ctx context.Context, keyID string) error {
	var errs []error
	for _, g := range s.UsagePlans {
		if err := g.Detach(ctx, keyID); err != nil {
			errs = append(errs, gatewayError(g.Region(), "detach", err))
		}
	}
	return errors.Join(errs...)
}

// SyncReport says what SyncUsageKeys did.
type SyncReport struct {
	Attached int `json:"attached"` // active keys checked into their plan in every region
	Detached int `json:"detached"` // revoked keys whose API keys were removed
	Assigned int `json:"assigned"` // keys that had no usage key yet and got one
}

// SyncUsageKeys repairs the API Gateway side of a tenant's keys from the keys
// table, the source of truth: every active key gets a usage key if it has
// none and is attached in every region in its plan; every revoked key is
// detached. Use it after a partial failure (one region unreachable during a
// create, revoke or plan change) or for keys made before usage plans were
// wired.
func (s *Service) SyncUsageKeys(ctx context.Context, tenant string) (SyncReport, error) {
	var rep SyncReport
	if err := validTenant(tenant); err != nil {
		return rep, err
	}
	if err := s.ensureTokenSecret(ctx, tenant); err != nil { // tenants made before consistent tokens
		return rep, err
	}
	keys, err := s.Keys.ListKeys(ctx, tenant)
	if err != nil {
		return rep, err
	}
	for _, k := range keys {
		if k.RevokedAt != nil {
			if err := s.detachAll(ctx, k.ID); err != nil {
				return rep, err
			}
			rep.Detached++
			continue
		}
		if k.UsageKey == "" {
			usageKey, err := s.newUsageKey()
			if err != nil {
				return rep, err
			}
			// Conditional on the key still being active: a revocation
			// racing this sync is never undone.
			if k, err = s.updater().UpdateKey(ctx, tenant, k.ID, k.Plan, usageKey); errors.Is(err, store.ErrNotFound) {
				continue // revoked meanwhile; the next sync detaches it
			} else if err != nil {
				return rep, err
			}
			rep.Assigned++
		}
		if err := s.attachAll(ctx, k, false); err != nil {
			return rep, err
		}
		rep.Attached++
	}
	return rep, nil
}
