package dynamo

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"os"
	"reflect"
	"sync"
	"testing"
	"time"

	"github.com/aws/aws-sdk-go-v2/aws"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb"
	"github.com/aws/aws-sdk-go-v2/service/dynamodb/types"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/storetest"
)

// newTestStore returns a store on fresh tables of the moto_server named by
// PIIGUARD_DYNAMO_ENDPOINT. Without it the test fails: these tests need the
// real local service, which `make test` starts (scripts/moto.sh).
func newTestStore(t *testing.T) *Store {
	t.Helper()
	endpoint := os.Getenv(EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server (scripts/moto.sh)", EnvEndpoint)
	}
	suffix := randomHex(t, 4)
	cfg := Config{
		Region: "eu-central-1", Endpoint: endpoint,
		KeysTable: "keys-" + suffix, UsageTable: "usage-" + suffix, AuditTable: "audit-" + suffix,
		PoliciesTable: "policies-" + suffix, TenantKeysTable: "tenant-keys-" + suffix,
	}
	ctx := context.Background()
	st, err := Open(ctx, cfg)
	if err != nil {
		t.Fatal(err)
	}
	if err := st.CreateTables(ctx); err != nil {
		t.Fatal(err)
	}
	if _, err := st.CreateLocalKMSKey(ctx); err != nil {
		t.Fatal(err)
	}
	return st
}

func randomHex(t *testing.T, n int) string {
	b := make([]byte, n)
	if _, err := rand.Read(b); err != nil {
		t.Fatal(err)
	}
	return hex.EncodeToString(b)
}

var t0 = time.Date(2026, 11, 3, 10, 0, 0, 123456789, time.UTC)

func TestKeysPutGetListRevoke(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	a1 := store.APIKey{ID: "k1", TenantID: "acme", Name: "prod", Plan: store.PlanPayAsYouGo, Hash: store.HashKey("pg_a1"), CreatedAt: t0}
	a2 := store.APIKey{ID: "k2", TenantID: "acme", Name: "dev", Plan: store.PlanFree, Hash: store.HashKey("pg_a2"), CreatedAt: t0.Add(time.Hour)}
	b1 := store.APIKey{ID: "k1", TenantID: "globex", Name: "prod", Plan: store.PlanFree, Hash: store.HashKey("pg_b1"), CreatedAt: t0}
	for _, k := range []store.APIKey{a2, a1, b1} {
		if err := st.PutKey(ctx, k); err != nil {
			t.Fatal(err)
		}
	}

	got, err := st.KeyByHash(ctx, a1.Hash)
	if err != nil || !reflect.DeepEqual(got, a1) {
		t.Fatalf("KeyByHash = %+v, %v; want %+v", got, err, a1)
	}
	if _, err := st.KeyByHash(ctx, store.HashKey("pg_unknown")); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("unknown hash: err = %v, want ErrNotFound", err)
	}

	list, err := st.ListKeys(ctx, "acme")
	if err != nil || len(list) != 2 || list[0].ID != "k1" || list[1].ID != "k2" {
		t.Fatalf("ListKeys(acme) = %+v, %v; want k1 then k2", list, err)
	}
	if list, _ := st.ListKeys(ctx, "nobody"); len(list) != 0 {
		t.Fatalf("ListKeys(nobody) = %+v, want none", list)
	}

	revokedAt := t0.Add(2 * time.Hour)
	tests := []struct {
		name, tenant, id string
		want             error
	}{
		{"own key", "acme", "k1", nil},
		{"unknown id", "acme", "k9", store.ErrNotFound},
		{"other tenant's id", "initech", "k1", store.ErrNotFound},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if err := st.RevokeKey(ctx, tc.tenant, tc.id, revokedAt); !errors.Is(err, tc.want) && err != tc.want {
				t.Fatalf("RevokeKey = %v, want %v", err, tc.want)
			}
		})
	}
	// Revocation takes effect on the next lookup, and only for that key.
	got, err = st.KeyByHash(ctx, a1.Hash)
	if err != nil || got.RevokedAt == nil || !got.RevokedAt.Equal(revokedAt) {
		t.Fatalf("after revoke: %+v, %v; want revoked at %v", got, err, revokedAt)
	}
	for _, h := range []string{a2.Hash, b1.Hash} {
		if k, _ := st.KeyByHash(ctx, h); k.RevokedAt != nil {
			t.Fatalf("key %s of %s revoked too", k.ID, k.TenantID)
		}
	}
}

func TestChargeLimits(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	tests := []struct {
		name         string
		chars, limit int64
		want         int64
		wantExceeded bool
	}{
		{"first charge", 400, 1000, 400, false},
		{"up to the limit exactly", 600, 1000, 1000, false},
		{"one over", 1, 1000, 1000, true},
		{"no limit", 5000, 0, 6000, false},
		{"larger than the whole limit", 2000, 1000, 6000, true},
	}
	for i, tc := range tests {
		got, err := st.Charge(ctx, "acme", "2026-11", fmt.Sprintf("req-%d", i), tc.chars, tc.limit)
		if tc.wantExceeded != errors.Is(err, store.ErrQuotaExceeded) || (!tc.wantExceeded && err != nil) {
			t.Fatalf("%s: err = %v, want exceeded=%v", tc.name, err, tc.wantExceeded)
		}
		if got != tc.want {
			t.Fatalf("%s: total = %d, want %d", tc.name, got, tc.want)
		}
	}
	// Months and tenants count apart.
	if used, _ := st.Used(ctx, "acme", "2026-12"); used != 0 {
		t.Fatalf("next month used = %d, want 0", used)
	}
	if got, err := st.Charge(ctx, "globex", "2026-11", "", 7, 10); err != nil || got != 7 {
		t.Fatalf("other tenant without request id = %d, %v; want 7", got, err)
	}
	if got, err := st.Charge(ctx, "globex", "2026-11", "", 7, 10); !errors.Is(err, store.ErrQuotaExceeded) || got != 7 {
		t.Fatalf("over limit without request id = %d, %v; want 7, ErrQuotaExceeded", got, err)
	}
}

func TestChargeConcurrentExact(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	const workers, chars, limit = 100, 15, 1000
	var wg sync.WaitGroup
	var mu sync.Mutex
	ok, exceeded := 0, 0
	var other []error
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			_, err := st.Charge(ctx, "acme", "2026-11", fmt.Sprintf("req-%03d", i), chars, limit)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, store.ErrQuotaExceeded):
				exceeded++
			default:
				other = append(other, err)
			}
		}()
	}
	wg.Wait()
	if len(other) > 0 {
		t.Fatalf("unexpected errors: %v", other[0])
	}
	used, err := st.Used(ctx, "acme", "2026-11")
	if err != nil {
		t.Fatal(err)
	}
	if ok != limit/chars || exceeded != workers-limit/chars || used != int64(ok*chars) {
		t.Fatalf("succeeded %d, refused %d, used %d; want %d, %d, %d", ok, exceeded, used, limit/chars, workers-limit/chars, limit/chars*chars)
	}
}

func TestChargeIdempotentByRequestID(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	// The same request charged 10 times at once and again later counts once.
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if _, err := st.Charge(ctx, "acme", "2026-11", "req-same", 100, 1000); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if got, err := st.Charge(ctx, "acme", "2026-11", "req-same", 100, 1000); err != nil || got != 100 {
		t.Fatalf("retried charge = %d, %v; want 100, nil", got, err)
	}
	// A different request id is a different charge.
	if got, err := st.Charge(ctx, "acme", "2026-11", "req-other", 100, 1000); err != nil || got != 200 {
		t.Fatalf("new request = %d, %v; want 200", got, err)
	}
	// A refused charge leaves no marker: the retry is judged again.
	if _, err := st.Charge(ctx, "acme", "2026-11", "req-big", 900, 1000); !errors.Is(err, store.ErrQuotaExceeded) {
		t.Fatalf("over quota: %v", err)
	}
	if got, err := st.Charge(ctx, "acme", "2026-11", "req-big", 900, 2000); err != nil || got != 1100 {
		t.Fatalf("retry with room = %d, %v; want 1100", got, err)
	}
}

func TestAuditWriteListIdempotentTTL(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	rec := func(id string, at time.Time, tenant string) store.AuditRecord {
		return store.AuditRecord{RequestID: id, TenantID: tenant, KeyID: "k1", Time: at, Region: "eu-central-1",
			Operation: "detect", Method: "POST", Policy: "gdpr_eu", Entities: map[string]int{"EMAIL_ADDRESS": 2, "PERSON": 1},
			Characters: 120, Status: 200}
	}
	records := []store.AuditRecord{
		rec("r1", t0, "acme"),
		rec("r2", t0.Add(time.Minute), "acme"),
		rec("r3", t0.Add(time.Hour), "acme"),
		rec("r4", t0.Add(time.Minute), "globex"),
	}
	for _, r := range records {
		if err := st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	// Retries, one with a later time stamp, keep the first record.
	retry := rec("r1", t0.Add(30*time.Second), "acme")
	retry.Status = 500
	for _, r := range []store.AuditRecord{records[0], retry} {
		if err := st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
	}

	tests := []struct {
		name     string
		tenant   string
		from, to time.Time
		want     []string
	}{
		{"everything", "acme", t0.Add(-time.Hour), t0.Add(2 * time.Hour), []string{"r1", "r2", "r3"}},
		{"from is inclusive", "acme", t0, t0.Add(time.Hour), []string{"r1", "r2"}},
		{"to is exclusive", "acme", t0.Add(time.Nanosecond), t0.Add(time.Hour + time.Nanosecond), []string{"r2", "r3"}},
		{"other tenant", "globex", t0.Add(-time.Hour), t0.Add(2 * time.Hour), []string{"r4"}},
		{"empty range", "acme", t0.Add(time.Hour), t0, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := st.ListAudit(ctx, tc.tenant, tc.from, tc.to)
			if err != nil {
				t.Fatal(err)
			}
			var ids []string
			for _, r := range got {
				ids = append(ids, r.RequestID)
			}
			if !reflect.DeepEqual(ids, tc.want) {
				t.Fatalf("ids = %v, want %v", ids, tc.want)
			}
		})
	}

	got, _ := st.ListAudit(ctx, "acme", t0, t0.Add(time.Second))
	want := records[0]
	want.ExpiresAt = time.Unix(t0.Add(90*24*time.Hour).Unix(), 0).UTC()
	if len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		t.Fatalf("round trip = %+v, want %+v", got, want)
	}
	// The raw TTL attribute is epoch seconds of time + 90 days.
	raw, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: &st.cfg.AuditTable, Key: map[string]types.AttributeValue{
		AttrTenantID: s("acme"), AttrAuditSK: s(auditSK(records[0])),
	}})
	if err != nil {
		t.Fatal(err)
	}
	ttl, ok := raw.Item[AttrExpiresAt].(*types.AttributeValueMemberN)
	if !ok || ttl.Value != fmt.Sprint(t0.Add(90*24*time.Hour).Unix()) {
		t.Fatalf("expires_at = %v, want %d", raw.Item[AttrExpiresAt], t0.Add(90*24*time.Hour).Unix())
	}
}

func TestPolicies(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	every := policy.Policy{Name: "everything", Threshold: 0.5} // Types nil: every type
	none := policy.Policy{Name: "nothing", Threshold: 0.5, Types: []string{}}
	cards := policy.Policy{Name: "cards", Description: "cards only", Threshold: 0.6, Types: []string{"CREDIT_CARD", "CVV"}}
	for _, p := range []policy.Policy{every, none, cards} {
		if err := st.PutPolicy(ctx, "acme", p); err != nil {
			t.Fatal(err)
		}
	}
	cards.Threshold = 0.7 // put replaces
	if err := st.PutPolicy(ctx, "acme", cards); err != nil {
		t.Fatal(err)
	}
	for _, want := range []policy.Policy{every, none, cards} {
		got, err := st.GetPolicy(ctx, "acme", want.Name)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("GetPolicy(%s) = %#v, %v; want %#v", want.Name, got, err, want)
		}
	}
	if _, err := st.GetPolicy(ctx, "globex", "cards"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("other tenant's policy: %v, want ErrNotFound", err)
	}
	list, err := st.ListPolicies(ctx, "acme")
	if err != nil || len(list) != 3 || list[0].Name != "cards" || list[1].Name != "everything" || list[2].Name != "nothing" {
		t.Fatalf("ListPolicies = %+v, %v", list, err)
	}
	if err := st.DeletePolicy(ctx, "acme", "cards"); err != nil {
		t.Fatal(err)
	}
	if err := st.DeletePolicy(ctx, "acme", "cards"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("second delete: %v, want ErrNotFound", err)
	}
	if _, err := st.GetPolicy(ctx, "acme", "cards"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("deleted policy still there: %v", err)
	}
}

func TestTenantKeys(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	a, err := st.TenantKey(ctx, "acme")
	if err != nil {
		t.Fatal(err)
	}
	b, err := st.TenantKey(ctx, "globex")
	if err != nil {
		t.Fatal(err)
	}
	if len(a) != 32 || len(b) != 32 || string(a) == string(b) {
		t.Fatalf("keys: %d and %d bytes, equal=%v; want two different 32-byte keys", len(a), len(b), string(a) == string(b))
	}
	// A second store on the same tables (another Lambda instance, empty cache)
	// unwraps the same key via KMS.
	other := New(aws.Config{Region: "eu-central-1", Credentials: st.db.Options().Credentials}, st.cfg)
	again, err := other.TenantKey(ctx, "acme")
	if err != nil || string(again) != string(a) {
		t.Fatalf("fresh store: equal=%v, %v; want the stored key", string(again) == string(a), err)
	}
	// The stored form is wrapped, not the key itself.
	raw, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: &st.cfg.TenantKeysTable, Key: map[string]types.AttributeValue{AttrTenantID: s("acme")}})
	if err != nil {
		t.Fatal(err)
	}
	if w, ok := raw.Item[AttrEncryptedKey].(*types.AttributeValueMemberB); !ok || len(w.Value) == 0 || string(w.Value) == string(a) {
		t.Fatal("tenant key stored unwrapped or missing")
	}
	// Concurrent first calls for a new tenant agree on one key.
	keys := make([][]byte, 8)
	var wg sync.WaitGroup
	for i := range keys {
		wg.Add(1)
		go func() {
			defer wg.Done()
			fresh := New(aws.Config{Region: "eu-central-1", Credentials: st.db.Options().Credentials}, st.cfg)
			keys[i], _ = fresh.TenantKey(ctx, "initech")
		}()
	}
	wg.Wait()
	for i := range keys {
		if len(keys[i]) != 32 || string(keys[i]) != string(keys[0]) {
			t.Fatalf("concurrent first calls disagree (call %d)", i)
		}
	}
}

func TestUnavailableWhenEndpointDown(t *testing.T) {
	// A port that was just free and is now closed: connections are refused.
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	addr := l.Addr().String()
	l.Close()
	cfg := Config{Region: "eu-central-1", Endpoint: "http://" + addr, KeysTable: "k", UsageTable: "u", AuditTable: "a",
		PoliciesTable: "p", TenantKeysTable: "t", KMSKeyID: "alias/x", RequestTimeout: time.Second}
	st, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Cleanup, not defer: the parallel subtests run after this function returns.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	calls := map[string]func() error{
		"PutKey":       func() error { return st.PutKey(ctx, store.APIKey{Hash: "h", CreatedAt: t0}) },
		"KeyByHash":    func() error { _, err := st.KeyByHash(ctx, "h"); return err },
		"ListKeys":     func() error { _, err := st.ListKeys(ctx, "acme"); return err },
		"RevokeKey":    func() error { return st.RevokeKey(ctx, "acme", "k1", t0) },
		"Charge":       func() error { _, err := st.Charge(ctx, "acme", "2026-11", "r", 1, 10); return err },
		"ChargeNoID":   func() error { _, err := st.Charge(ctx, "acme", "2026-11", "", 1, 10); return err },
		"Used":         func() error { _, err := st.Used(ctx, "acme", "2026-11"); return err },
		"WriteAudit":   func() error { return st.WriteAudit(ctx, store.AuditRecord{RequestID: "r", TenantID: "acme", Time: t0}) },
		"ListAudit":    func() error { _, err := st.ListAudit(ctx, "acme", t0, t0.Add(time.Hour)); return err },
		"PutPolicy":    func() error { return st.PutPolicy(ctx, "acme", policy.Policy{Name: "p"}) },
		"GetPolicy":    func() error { _, err := st.GetPolicy(ctx, "acme", "p"); return err },
		"ListPolicies": func() error { _, err := st.ListPolicies(ctx, "acme"); return err },
		"DeletePolicy": func() error { return st.DeletePolicy(ctx, "acme", "p") },
		"TenantKey":    func() error { _, err := st.TenantKey(ctx, "acme"); return err },
	}
	for name, call := range calls {
		t.Run(name, func(t *testing.T) {
			t.Parallel()
			if err := call(); !errors.Is(err, store.ErrUnavailable) {
				t.Fatalf("err = %v, want ErrUnavailable", err)
			}
		})
	}
}

func TestCustoms(t *testing.T) { storetest.Customs(t, newTestStore(t)) }
