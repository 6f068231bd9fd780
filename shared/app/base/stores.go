package base

import (
	"context"
	"fmt"
	"os"
	"strings"

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
	// TokenSecrets: consistent tokens' per-tenant secrets (beside Policies).
	TokenSecrets store.TokenSecrets
}

// TableEnv are the variables that name DynamoDB tables; any of them set
// selects DynamoDB stores.
var TableEnv = []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvChargesTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable}

// DeployedEnv are the variables that name deployed resources (the tables and
// the KMS key): with the memory store selected, none may be set.
var DeployedEnv = append(append([]string(nil), TableEnv...), dynamo.EnvKMSKeyID)

// MemorySelected reports whether PIIGUARD_STORE=memory selects the in-memory
// store explicitly (`sam local` with infra/sam-env.json).
func MemorySelected() bool { return os.Getenv(memory.EnvStore) == memory.Selector }

// StoresFromEnv returns:
//   - with PIIGUARD_STORE=memory, one in-memory store per process, and an
//     error if any DeployedEnv variable is set (a half-local function could
//     charge or audit against deployed tables);
//   - else DynamoDB-backed stores when any table is configured (the stack
//     gives each function only the tables it needs);
//   - else one in-memory store per process (tests, the local server).
func StoresFromEnv() (Stores, error) {
	switch sel := os.Getenv(memory.EnvStore); sel {
	case "":
	case memory.Selector:
		var set []string
		for _, v := range DeployedEnv {
			if os.Getenv(v) != "" {
				set = append(set, v)
			}
		}
		if len(set) > 0 {
			return Stores{}, fmt.Errorf("%s=%s, yet %s name deployed resources: blank them (infra/sam-env.json) or unset %s",
				memory.EnvStore, memory.Selector, strings.Join(set, ", "), memory.EnvStore)
		}
		return memoryStores(), nil
	default:
		return Stores{}, fmt.Errorf("%s=%q: the only value is %q", memory.EnvStore, sel, memory.Selector)
	}
	for _, v := range TableEnv {
		if os.Getenv(v) == "" {
			continue
		}
		st, err := dynamo.FromEnv(context.Background())
		if err != nil {
			return Stores{}, err
		}
		return Stores{Keys: st, Usage: st, Audit: st, Policies: st, TenantKeys: st, TokenSecrets: st}, nil
	}
	return memoryStores(), nil
}

func memoryStores() Stores {
	m := memory.New()
	return Stores{Keys: m, Usage: m, Audit: m, Policies: m, TenantKeys: m, TokenSecrets: m}
}
