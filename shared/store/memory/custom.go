package memory

import (
	"context"
	"crypto/rand"
	"sort"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/store"
)

var _ store.Customs = (*Store)(nil)

// customs holds the tenants' recognizers and allow lists, under Store.mu;
// the maps are made on first write.
type customs struct {
	recognizers map[policyKey]custom.Spec
	allowLists  map[policyKey]custom.AllowList
	// tokenSecrets: consistent-token secrets by tenant
	tokenSecrets map[string][]byte
}

func (s *Store) PutRecognizer(_ context.Context, tenantID string, r custom.Spec) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.customs.recognizers == nil {
		s.customs.recognizers = map[policyKey]custom.Spec{}
	}
	s.customs.recognizers[policyKey{tenantID, r.Name}] = r
	return nil
}

func (s *Store) GetRecognizer(_ context.Context, tenantID, name string) (custom.Spec, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	r, ok := s.customs.recognizers[policyKey{tenantID, name}]
	if !ok {
		return custom.Spec{}, store.ErrNotFound
	}
	return r, nil
}

func (s *Store) ListRecognizers(_ context.Context, tenantID string) ([]custom.Spec, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []custom.Spec
	for k, r := range s.customs.recognizers {
		if k.tenant == tenantID {
			out = append(out, r)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func (s *Store) DeleteRecognizer(_ context.Context, tenantID, name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := policyKey{tenantID, name}
	if _, ok := s.customs.recognizers[k]; !ok {
		return store.ErrNotFound
	}
	delete(s.customs.recognizers, k)
	return nil
}

func (s *Store) PutAllowList(_ context.Context, tenantID string, a custom.AllowList) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	if s.customs.allowLists == nil {
		s.customs.allowLists = map[policyKey]custom.AllowList{}
	}
	s.customs.allowLists[policyKey{tenantID, a.Name}] = a
	return nil
}

func (s *Store) GetAllowList(_ context.Context, tenantID, name string) (custom.AllowList, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	a, ok := s.customs.allowLists[policyKey{tenantID, name}]
	if !ok {
		return custom.AllowList{}, store.ErrNotFound
	}
	return a, nil
}

func (s *Store) ListAllowLists(_ context.Context, tenantID string) ([]custom.AllowList, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	var out []custom.AllowList
	for k, a := range s.customs.allowLists {
		if k.tenant == tenantID {
			out = append(out, a)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Name < out[j].Name })
	return out, nil
}

func (s *Store) DeleteAllowList(_ context.Context, tenantID, name string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	k := policyKey{tenantID, name}
	if _, ok := s.customs.allowLists[k]; !ok {
		return store.ErrNotFound
	}
	delete(s.customs.allowLists, k)
	return nil
}

var _ store.TokenSecrets = (*Store)(nil)

// TokenSecret returns the tenant's consistent-token secret, made on first
// use: random per process and tenant, so with the in-memory store tokens
// are stable only until the process ends.
func (s *Store) TokenSecret(_ context.Context, tenantID string) ([]byte, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.tokenSecretLocked(tenantID), nil
}

func (s *Store) EnsureTokenSecret(_ context.Context, tenantID string) error {
	s.mu.Lock()
	defer s.mu.Unlock()
	s.tokenSecretLocked(tenantID)
	return nil
}

func (s *Store) tokenSecretLocked(tenantID string) []byte {
	if sec, ok := s.customs.tokenSecrets[tenantID]; ok {
		return sec
	}
	if s.customs.tokenSecrets == nil {
		s.customs.tokenSecrets = map[string][]byte{}
	}
	sec := make([]byte, 32)
	if _, err := rand.Read(sec); err != nil {
		panic(err) // crypto/rand does not fail on supported platforms
	}
	s.customs.tokenSecrets[tenantID] = sec
	return sec
}
