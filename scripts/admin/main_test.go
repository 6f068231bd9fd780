package main

import (
	"bytes"
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
)

// TestCommandsOnDynamo runs the commands against moto_server tables; without
// PIIGUARD_DYNAMO_ENDPOINT it fails, as `make test` must provide the server.
func TestCommandsOnDynamo(t *testing.T) {
	if os.Getenv(dynamo.EnvEndpoint) == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server", dynamo.EnvEndpoint)
	}
	b := make([]byte, 4)
	_, _ = rand.Read(b)
	suffix := hex.EncodeToString(b)
	for _, env := range []string{dynamo.EnvKeysTable, dynamo.EnvUsageTable, dynamo.EnvAuditTable, dynamo.EnvPoliciesTable, dynamo.EnvTenantKeysTable} {
		t.Setenv(env, strings.ToLower(env[len("PIIGUARD_TABLE_"):])+"-"+suffix)
	}
	ctx := context.Background()
	do := func(args ...string) string {
		t.Helper()
		var out, errOut bytes.Buffer
		if err := run(ctx, args, &out, &errOut); err != nil {
			t.Fatalf("%v: %v (%s)", args, err, errOut.String())
		}
		return out.String()
	}
	out := do("create-key", "-create-tables", "-tenant", "acme", "-name", "prod", "-plan", "payg")
	m := regexp.MustCompile(`key id: (\S+)\nsecret: (pg_[0-9A-Za-z]{40})\n`).FindStringSubmatch(out)
	if m == nil {
		t.Fatalf("create-key output %q", out)
	}
	var keys []store.APIKey
	list := do("list-keys", "-tenant", "acme")
	if err := json.Unmarshal([]byte(list), &keys); err != nil || len(keys) != 1 || keys[0].ID != m[1] || strings.Contains(list, m[2]) {
		t.Fatalf("list-keys %q: %v", list, err)
	}
	do("revoke-key", "-tenant", "acme", "-id", m[1])
	st, err := dynamo.FromEnv(ctx)
	if err != nil {
		t.Fatal(err)
	}
	k, err := st.KeyByHash(ctx, store.HashKey(m[2]))
	if err != nil || k.RevokedAt == nil {
		t.Fatalf("after revoke-key: %+v, %v", k, err)
	}
	do("put-policy", "-tenant", "acme", "-name", "cards", "-threshold", "0.6", "-types", "CREDIT_CARD,CVV")
	if got := do("list-policies", "-tenant", "acme"); !strings.Contains(got, `"name": "cards"`) {
		t.Fatalf("list-policies %q", got)
	}
	do("delete-policy", "-tenant", "acme", "-name", "cards")
	if got := do("list-policies", "-tenant", "acme"); strings.TrimSpace(got) != "null" {
		t.Fatalf("after delete %q", got)
	}
	if got := do("export-audit", "-tenant", "acme", "-from", "2026-11-01T00:00:00Z", "-to", "2026-12-01T00:00:00Z", "-format", "csv"); !strings.HasPrefix(got, "request_id,time,") {
		t.Fatalf("export %q", got)
	}
	var errOut bytes.Buffer
	for _, bad := range [][]string{{"frobnicate"}, {"revoke-key", "-tenant", "acme", "-id", "key_nope"}, {"export-audit", "-tenant", "acme", "-from", "x"}} {
		if err := run(ctx, bad, &bytes.Buffer{}, &errOut); err == nil {
			t.Errorf("%v succeeded", bad)
		}
	}
}
