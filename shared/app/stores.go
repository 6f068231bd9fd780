package app

import (
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// Stores bundles the persistence a function needs.
type Stores struct {
	Keys       store.Keys
	Usage      store.Usage
	Audit      store.Audit
	Policies   store.Policies
	TenantKeys store.TenantKeys
}

// StoresFromEnv returns the configured stores. Without table configuration it
// falls back to one in-memory store (per process: for sam local and tests).
func StoresFromEnv() (Stores, error) {
	m := memory.New()
	return Stores{Keys: m, Usage: m, Audit: m, Policies: m, TenantKeys: m}, nil
}
