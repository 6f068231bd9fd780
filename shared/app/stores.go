package app

import (
	"context"
	"os"

	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
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

// StoresFromEnv returns DynamoDB-backed stores when any table is configured (the
// stack gives each function only the tables it needs), else one in-memory store
// per process (sam local invoke, tests).
func StoresFromEnv() (Stores, error) {
	for _, v := range []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvChargesTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable} {
		if os.Getenv(v) == "" {
			continue
		}
		st, err := dynamo.FromEnv(context.Background())
		if err != nil {
			return Stores{}, err
		}
		return Stores{Keys: st, Usage: st, Audit: st, Policies: st, TenantKeys: st}, nil
	}
	m := memory.New()
	return Stores{Keys: m, Usage: m, Audit: m, Policies: m, TenantKeys: m}, nil
}
