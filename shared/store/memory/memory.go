// Package memory implements the shared/store interfaces in process memory: for
// the local server, tests and Lambda functions run without tables.
package memory

import (
	"context"
	"crypto/hmac"
	"crypto/rand"
	"crypto/sha256"
	"sort"
	"sync"
	"time"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// EnvStore set to Selector chooses this store explicitly for everything (see
// shared/app/base.StoresFromEnv, which then refuses any variable naming a deployed
// table or key). `sam local` sets it; the deployed stacks never do.
const (
	EnvStore = "PIIGUARD_STORE"
	Selector = "memory"
)

// Store holds everything; the zero value is not usable, call New.
type Store struct {
	mu       sync.Mutex
	keys     map[string]store.APIKey // by hash
	usage    map[usageKey]int64
	charged  map[chargeKey]bool // request ids already charged
	audit    map[string]store.AuditRecord
	policies map[policyKey]policy.Policy
	customs  customs // custom.go
	master   []byte
}

// Composite keys are structs, not strings joined by a separator: a tenant id
// or policy name holding the separator could otherwise name another
// tenant's entry ("acme|x" + "y" == "acme" + "x|y").
type (
	usageKey  struct{ tenant, month string }
	chargeKey struct{ tenant, month, requestID string }
	policyKey struct{ tenant, name string }
)

// New returns an empty store with a random master secret for tenant keys.
func New() *Store {
	m := make([]byte, 32)
	if _, err := rand.Read(m); err != nil {
		panic(err)
	}
	return &Store{keys: map[string]store.APIKey{}, usage: map[usageKey]int64{}, charged: map[chargeKey]bool{},
		audit: map[string]store.AuditRecord{}, policies: map[policyKey]policy.Policy{}, master: m}
}

var (
	_ store.Keys         = (*Store)(nil)
	_ store.Usage        = (*Store)(nil)
	_ store.Audit        = (*Store)(nil)
	_ store.Policies     = (*Store)(nil)
	_ store.TenantKeys   = (*Store)(nil)
	_ store.KeyUpdater   = (*Store)(nil)
	_ store.TenantLister = (*Store)(nil)
)

func (s *Store) PutKey(_ context.Context, k store.APIKey) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.keys[k.Hash] = k
	return nil
}

func (s *Store) KeyByHash(_ context.Context, hash string) (store.APIKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	k, ok := s.keys[hash]
	if !ok {
		return store.APIKey{}, store.ErrNotFound
	}
	return k, nil
}

func (s *Store) ListKeys(_ context.Context, tenantID string) ([]store.APIKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []store.APIKey
	for _, k := range s.keys {
		if k.TenantID == tenantID {
			out = append(out, k)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].CreatedAt.Before(out[j].CreatedAt) })
	return out, nil
}

func (s *Store) ListTenants(context.Context) ([]string, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	seen := map[string]bool{}
	var out []string
	for _, k := range s.keys {
		if !seen[k.TenantID] {
			seen[k.TenantID] = true
			out = append(out, k.TenantID)
		}
	}
	sort.Strings(out)
	return out, nil
}

func (s *Store) RevokeKey(_ context.Context, tenantID, keyID string, at time.Time) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	for h, k := range s.keys {
		if k.TenantID == tenantID && k.ID == keyID {
			t := at
			k.RevokedAt = &t
			s.keys[h] = k
			return nil
		}
	}
	return store.ErrNotFound
}

func (s *Store) UpdateKey(_ context.Context, tenantID, keyID string, plan store.Plan, usageKey string) (store.APIKey, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	for h, k := range s.keys {
		if k.TenantID == tenantID && k.ID == keyID && k.RevokedAt == nil {
			k.Plan, k.UsageKey = plan, usageKey
			s.keys[h] = k
			return k, nil
		}
	}
	return store.APIKey{}, store.ErrNotFound
}

func (s *Store) Charge(_ context.Context, tenantID, month, requestID string, chars, limit int64) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := usageKey{tenantID, month}
	ck := chargeKey{tenantID, month, requestID}
	if requestID != "" && s.charged[ck] {
		return nil
	}
	if limit > 0 && s.usage[k]+chars > limit {
		return store.ErrQuotaExceeded
	}
	s.usage[k] += chars
	if requestID != "" {
		s.charged[ck] = true
	}
	return nil
}

func (s *Store) Used(_ context.Context, tenantID, month string) (int64, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.usage[usageKey{tenantID, month}], nil
}

func (s *Store) WriteAudit(_ context.Context, r store.AuditRecord) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if _, dup := s.audit[r.RequestID]; !dup {
		s.audit[r.RequestID] = r
	}
	return nil
}

func (s *Store) ListAudit(_ context.Context, tenantID string, from, to time.Time) ([]store.AuditRecord, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []store.AuditRecord
	for _, r := range s.audit {
		if r.TenantID == tenantID && !r.Time.Before(from) && r.Time.Before(to) {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return store.AuditBefore(out[i], out[j]) })
	return out, nil
}

// WalkAudit visits ListAudit's records outside the lock (the memory store
// holds every record anyway: it serves `make run` and tests).
func (s *Store) WalkAudit(ctx context.Context, tenantID string, from, to time.Time, newestFirst bool, fn func(store.AuditRecord) bool) error {
	recs, _ := s.ListAudit(ctx, tenantID, from, to)
	for i := range recs {
		r := recs[i]
		if newestFirst {
			r = recs[len(recs)-1-i]
		}
		if !fn(r) {
			return nil
		}
	}
	return nil
}

func (s *Store) PutPolicy(_ context.Context, tenantID string, p policy.Policy) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.policies[policyKey{tenantID, p.Name}] = p
	return nil
}

func (s *Store) GetPolicy(_ context.Context, tenantID, name string) (policy.Policy, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	p, ok := s.policies[policyKey{tenantID, name}]
	if !ok {
		return policy.Policy{}, store.ErrNotFound
	}
	return p, nil
}

func (s *Store) ListPolicies(_ context.Context, tenantID string) ([]policy.Policy, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []policy.Policy
	for k, p := range s.policies {
		if k.tenant == tenantID {
			out = append(out, p)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func (s *Store) DeletePolicy(_ context.Context, tenantID, name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := policyKey{tenantID, name}
	if _, ok := s.policies[k]; !ok {
		return store.ErrNotFound
	}
	delete(s.policies, k)
	return nil
}

// TenantKey derives the tenant's key from the process master secret with
// HMAC-SHA-256, so distinct tenants get independent keys. The master is random
// per process: ciphertexts made with a default key do not survive a restart of
// the local server (the DynamoDB/KMS store keeps keys).
func (s *Store) TenantKey(_ context.Context, tenantID string) ([]byte, error) {
	m := hmac.New(sha256.New, s.master)
	m.Write([]byte("piiguard tenant key v1\x00" + tenantID))
	return m.Sum(nil), nil
}
