package admin

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"os"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/dynamo"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// noStore is a policy store that must not be reached.
type noStore struct {
	store.Policies
	store.Customs
	t *testing.T
}

func (n noStore) called() error { n.t.Error("the store was asked"); return store.ErrUnavailable }
func (n noStore) GetPolicy(context.Context, string, string) (policy.Policy, error) {
	return policy.Policy{}, n.called()
}
func (n noStore) DeletePolicy(context.Context, string, string) error     { return n.called() }
func (n noStore) PutPolicy(context.Context, string, policy.Policy) error { return n.called() }
func (n noStore) ListPolicies(context.Context, string) ([]policy.Policy, error) {
	return nil, n.called()
}
func (n noStore) GetRecognizer(context.Context, string, string) (custom.Spec, error) {
	return custom.Spec{}, n.called()
}
func (n noStore) DeleteRecognizer(context.Context, string, string) error { return n.called() }
func (n noStore) GetAllowList(context.Context, string, string) (custom.AllowList, error) {
	return custom.AllowList{}, n.called()
}
func (n noStore) DeleteAllowList(context.Context, string, string) error { return n.called() }

// nameCases are names no Put stores, as a URL may carry them: not found on
// Get and Delete, refused on Put, whatever the store.
func nameCases(t *testing.T, svc *Service) {
	ctx := context.Background()
	long := strings.Repeat("n", 2048) // past DynamoDB's 1 KB partition key
	for _, tc := range []struct {
		name string
		do   func() error
		want error
	}{
		{"get policy, 2 KB name", func() error { _, err := svc.GetPolicy(ctx, "acme", long); return err }, store.ErrNotFound},
		{"get policy, 101 bytes", func() error { _, err := svc.GetPolicy(ctx, "acme", strings.Repeat("p", maxNameLen+1)); return err }, store.ErrNotFound},
		{"delete policy, 2 KB name", func() error { return svc.DeletePolicy(ctx, "acme", long) }, store.ErrNotFound},
		{"put policy, 2 KB name", func() error { return svc.PutPolicy(ctx, "acme", policy.Policy{Name: long, Threshold: 0.5}) }, ErrInvalid},
		{"put policy '.'", func() error { return svc.PutPolicy(ctx, "acme", policy.Policy{Name: ".", Threshold: 0.5}) }, ErrInvalid},
		{"put policy '..'", func() error { return svc.PutPolicy(ctx, "acme", policy.Policy{Name: "..", Threshold: 0.5}) }, ErrInvalid},
		{"get recognizer, 2 KB name", func() error { _, err := svc.GetRecognizer(ctx, "acme", long); return err }, store.ErrNotFound},
		{"delete recognizer, 2 KB name", func() error { return svc.DeleteRecognizer(ctx, "acme", long) }, store.ErrNotFound},
		{"put recognizer, 2 KB name", func() error {
			return svc.PutRecognizer(ctx, "acme", custom.Spec{Name: long, EntityType: "ORDER_ID", Patterns: []custom.Pattern{{Regex: `ORD-\d+`}}})
		}, ErrInvalid},
		{"get allow list, 2 KB name", func() error { _, err := svc.GetAllowList(ctx, "acme", long); return err }, store.ErrNotFound},
		{"delete allow list, 2 KB name", func() error { return svc.DeleteAllowList(ctx, "acme", long) }, store.ErrNotFound},
		{"put allow list, 2 KB name", func() error {
			return svc.PutAllowList(ctx, "acme", custom.AllowList{Name: long, Entries: []string{"Jane"}})
		}, ErrInvalid},
	} {
		if err := tc.do(); !errors.Is(err, tc.want) {
			t.Errorf("%s: %v, want %v", tc.name, err, tc.want)
		}
	}
}

// TestUnstorableNamesNeverReachTheStore: answered before any store call.
func TestUnstorableNamesNeverReachTheStore(t *testing.T) {
	nameCases(t, &Service{Policies: noStore{t: t}, Keys: memory.New(), Audit: memory.New()})
}

// TestUnstorableNamesOnDynamo: on DynamoDB (moto_server) such a name is a
// 404 or a 400, never the store failing (503).
func TestUnstorableNamesOnDynamo(t *testing.T) {
	endpoint := os.Getenv(dynamo.EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server (scripts/moto.sh)", dynamo.EnvEndpoint)
	}
	ctx := context.Background()
	b := make([]byte, 4)
	rand.Read(b)
	sfx := hex.EncodeToString(b)
	st, err := dynamo.Open(ctx, dynamo.Config{Region: regions.Primary().AWS, Endpoint: endpoint,
		KeysTable: "nk-" + sfx, UsageTable: "nu-" + sfx, ChargesTable: "nc-" + sfx, AuditTable: "na-" + sfx, PoliciesTable: "np-" + sfx, TenantKeysTable: "nt-" + sfx})
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateTables(ctx); err != nil {
		t.Fatal(err)
	}
	nameCases(t, &Service{Policies: st, Keys: st, Audit: st})
}
