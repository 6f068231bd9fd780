package dynamo

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"net"
	"net/http"
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
	return openTestStore(t, 0)
}

// newBusyStore is newTestStore for tests of hundreds of concurrent calls.
// scripts/moto.sh serves one request at a time, to every test package at
// once: at most 8 of this store's requests are sent at a time (the others
// wait for a connection, so the goroutines still race for the shards), and
// each may take a minute, waiting included, instead of DynamoDB's 3 s.
func newBusyStore(t *testing.T) *Store {
	t.Helper()
	st := openTestStore(t, time.Minute)
	st.db = dynamodb.New(st.db.Options(), func(o *dynamodb.Options) {
		o.HTTPClient = &http.Client{Timeout: time.Minute, Transport: &http.Transport{MaxConnsPerHost: 8}}
	})
	return st
}

func openTestStore(t *testing.T, requestTimeout time.Duration) *Store {
	t.Helper()
	endpoint := os.Getenv(EnvEndpoint)
	if endpoint == "" {
		t.Fatalf("%s is not set: run these tests through `make test`, which starts moto_server (scripts/moto.sh)", EnvEndpoint)
	}
	suffix := randomHex(t, 4)
	cfg := Config{
		Region: "eu-central-1", Endpoint: endpoint,
		KeysTable: "keys-" + suffix, UsageTable: "usage-" + suffix, ChargesTable: "charges-" + suffix, AuditTable: "audit-" + suffix,
		PoliciesTable: "policies-" + suffix, TenantKeysTable: "tenant-keys-" + suffix,
		RequestTimeout: requestTimeout,
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

// TestConformance: the contract of every store (shared/store/storetest),
// each part on fresh tables.
func TestConformance(t *testing.T) {
	storetest.Run(t, func(t *testing.T) storetest.Stores {
		st := newTestStore(t)
		return storetest.Stores{Keys: st, KeyUpdater: st, Usage: st, Audit: st, Policies: st, TenantKeys: st}
	})
}

// concurrentCharges runs one charge of chars per worker at once and returns
// how many were accepted and refused; any other error fails the test.
func concurrentCharges(t *testing.T, st *Store, tenant string, workers int, chars, limit int64) (ok, refused int) {
	t.Helper()
	var wg sync.WaitGroup
	var mu sync.Mutex
	var other []error
	for i := range workers {
		wg.Add(1)
		go func() {
			defer wg.Done()
			err := st.Charge(context.Background(), tenant, "2026-11", fmt.Sprintf("req-%03d", i), chars, limit)
			mu.Lock()
			defer mu.Unlock()
			switch {
			case err == nil:
				ok++
			case errors.Is(err, store.ErrQuotaExceeded):
				refused++
			default:
				other = append(other, err)
			}
		}()
	}
	wg.Wait()
	if len(other) > 0 {
		t.Fatalf("%d unexpected errors, first: %v", len(other), other[0])
	}
	return ok, refused
}

// checkShards asserts the allowance invariant on the tenant's shards (one
// epoch; used + slack summed over the shards equal to the room, slack never
// negative) and returns the characters charged on each shard.
func checkShards(t *testing.T, st *Store, tenant string) []int64 {
	t.Helper()
	shards, err := st.readShards(context.Background(), shardPKs(st.ownPrefix(tenant, "2026-11")), true)
	if err != nil {
		t.Fatal(err)
	}
	var sum int64
	var used []int64
	for i, sh := range shards {
		if sh.epoch != shards[0].epoch || sh.room != shards[0].room || sh.slack < 0 {
			t.Fatalf("shard %d = %+v, shard 0 = %+v: want one epoch and room, slack >= 0", i, sh, shards[0])
		}
		sum += sh.used + sh.slack
		used = append(used, sh.used)
	}
	if sum != shards[0].room {
		t.Fatalf("used + slack over the shards = %d, want the room %d", sum, shards[0].room)
	}
	return used
}

func TestChargeConcurrentExact(t *testing.T) {
	tests := []struct {
		name                    string
		workers                 int
		chars, limit, wantTotal int64
	}{
		// 66 of 15 fit in 1,000; the 67th would make 1,005.
		{"100 charges", 100, 15, 1000, 990},
		// 200 at once on one tenant: 142 of 7 fit in 1,000 (994).
		{"200 charges", 200, 7, 1000, 994},
		// A quota larger than the demand: every charge is accepted.
		{"100 charges, all fit", 100, 9, 5000, 900},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			st := newBusyStore(t)
			ok, refused := concurrentCharges(t, st, "acme", tc.workers, tc.chars, tc.limit)
			used, err := st.Used(context.Background(), "acme", "2026-11")
			if err != nil {
				t.Fatal(err)
			}
			wantOK := int(tc.wantTotal / tc.chars)
			if ok != wantOK || refused != tc.workers-wantOK || used != tc.wantTotal {
				t.Fatalf("accepted %d, refused %d, used %d; want %d, %d, %d", ok, refused, used, wantOK, tc.workers-wantOK, tc.wantTotal)
			}
			checkShards(t, st, "acme")
		})
	}
}

// TestRebalanceRacingFastPaths: charges on a shard between a rebalance's
// read and its write that take more than the shard's new share make the
// rebalance start over (else that shard's allowance would go negative and
// the others' would let the tenant pass the limit); the quota still fills to
// the character.
func TestRebalanceRacingFastPaths(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	const limit = 1000
	// 100 charged, 900 shared out: 112 or 113 of allowance per shard.
	if err := st.Charge(ctx, "acme", "2026-11", "a", 100, limit); err != nil {
		t.Fatal(err)
	}
	pks := shardPKs(st.ownPrefix("acme", "2026-11"))
	raced := 0
	st.beforeRebalanceWrite = func() {
		if raced++; raced == 1 {
			// the rebalance for 200 shares 700 (87 or 88 per shard); take 100 of shard 0's 112 or 113
			if err := st.fastCharge(ctx, "acme", "2026-11", "race", pks[0], 100, limit); err != nil {
				t.Errorf("racing fast path: %v", err)
			}
		}
	}
	// 200 fits no shard's allowance: a rebalance.
	if err := st.Charge(ctx, "acme", "2026-11", "b", 200, limit); err != nil {
		t.Fatal(err)
	}
	st.beforeRebalanceWrite = nil
	if raced < 2 {
		t.Fatalf("the rebalance ran %d times, want a retry after the race", raced)
	}
	checkShards(t, st, "acme")
	// 400 charged; 600 characters more fit, not one more.
	var filled int64
	for i := 0; ; i++ {
		err := st.Charge(ctx, "acme", "2026-11", fmt.Sprintf("fill-%d", i), 50, limit)
		if errors.Is(err, store.ErrQuotaExceeded) {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		filled += 50
	}
	if used, err := st.Used(ctx, "acme", "2026-11"); err != nil || used != limit || filled != 600 {
		t.Fatalf("used %d (%v) after filling %d; want %d after 600", used, err, filled, limit)
	}
	checkShards(t, st, "acme")
}

// TestChargeSpreadsOverShards: without a limit (Pay-as-you-go) a busy
// tenant's charges land on every shard, not on one hot item, and none is lost.
func TestChargeSpreadsOverShards(t *testing.T) {
	st := newBusyStore(t)
	const charges = 100
	ok, refused := concurrentCharges(t, st, "acme", charges, 11, 0)
	if ok != charges || refused != 0 {
		t.Fatalf("accepted %d, refused %d; want %d, 0", ok, refused, charges)
	}
	used := checkShards(t, st, "acme")
	var total int64
	for i, u := range used {
		// 100 charges on 8 shards at random: 12.5 each on average; a shard
		// without any happens with probability 8 x (7/8)^100 < 2e-5.
		if u == 0 {
			t.Errorf("shard %d charged nothing: the charges are not spread (%v)", i, used)
		}
		total += u
	}
	if total != charges*11 {
		t.Fatalf("shards hold %d, want %d", total, charges*11)
	}
}

// TestChargeMarkersLayout: the request-id markers of idempotent charges are
// in the regional charges table, not the replicated usage table, and a
// refused charge leaves none (storetest checks the counting).
func TestChargeMarkersLayout(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	for _, req := range []string{"req-same", "req-same", "req-other"} {
		if _, err := storetest.Charge(t, st, "acme", req, 100, 1000); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := storetest.Charge(t, st, "acme", "req-big", 900, 1000); !errors.Is(err, store.ErrQuotaExceeded) {
		t.Fatalf("over quota: %v", err)
	}
	if got, err := storetest.Charge(t, st, "acme", "req-big", 900, 2000); err != nil || got != 1100 {
		t.Fatalf("retry with room = %d, %v; want 1100", got, err)
	}
	out, err := st.db.Scan(ctx, &dynamodb.ScanInput{TableName: &st.cfg.ChargesTable})
	if err != nil || out.Count != 3 {
		t.Fatalf("charges table holds %d markers (%v), want 3", out.Count, err)
	}
	out, err = st.db.Scan(ctx, &dynamodb.ScanInput{TableName: &st.cfg.UsageTable})
	if err != nil || out.Count != UsageShards {
		t.Fatalf("usage table holds %d items (%v), want the %d shards", out.Count, err, UsageShards)
	}
}

// TestAuditTTL: a record reads back with ExpiresAt = time + 90 days (whole
// seconds), stored as the epoch-seconds TTL attribute DynamoDB expires it by
// (storetest checks writing and listing).
func TestAuditTTL(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	rec := store.AuditRecord{RequestID: "r1", TenantID: "acme", KeyID: "k1", Time: t0, Region: "eu-central-1",
		Operation: "detect", Method: "POST", Entities: map[string]int{"PERSON": 1}, Characters: 120, Status: 200}
	if err := st.WriteAudit(ctx, rec); err != nil {
		t.Fatal(err)
	}
	got, _ := st.ListAudit(ctx, "acme", t0, t0.Add(time.Second))
	want := rec
	want.ExpiresAt = time.Unix(t0.Add(90*24*time.Hour).Unix(), 0).UTC()
	if len(got) != 1 || !reflect.DeepEqual(got[0], want) {
		t.Fatalf("round trip = %+v, want %+v", got, want)
	}
	raw, err := st.db.GetItem(ctx, &dynamodb.GetItemInput{TableName: &st.cfg.AuditTable, Key: map[string]types.AttributeValue{
		AttrTenantID: s(auditPK("acme", "r1")), AttrAuditSK: s(auditSK(rec)),
	}})
	if err != nil {
		t.Fatal(err)
	}
	ttl, ok := raw.Item[AttrExpiresAt].(*types.AttributeValueMemberN)
	if !ok || ttl.Value != fmt.Sprint(t0.Add(90*24*time.Hour).Unix()) {
		t.Fatalf("expires_at = %v, want %d", raw.Item[AttrExpiresAt], t0.Add(90*24*time.Hour).Unix())
	}
}

// TestAuditSpreadOverPartitions: one tenant's records spread over
// AuditShards partition keys (no hot partition), one conditional put each
// and no marker items; ListAudit merges the partitions, and the partition of
// records written before sharding, in time order.
func TestAuditSpreadOverPartitions(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	const records = 40
	for i := range records {
		r := store.AuditRecord{RequestID: fmt.Sprintf("req-%02d", i), TenantID: "acme", KeyID: "k1", Time: t0.Add(time.Duration(records-i) * time.Second),
			Region: "eu-central-1", Operation: "mask", Method: "POST", Entities: map[string]int{}, Characters: 1, Status: 200}
		if err := st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	// A record of the unsharded layout, under the bare tenant id.
	legacy := map[string]types.AttributeValue{
		AttrTenantID: s("acme"), AttrAuditSK: s(fmtTime(t0) + "#old"), "request_id": s("old"), "time": s(fmtTime(t0)),
		"operation": s("detect"), "method": s("POST"), "characters": n(3), "status": n(200), AttrExpiresAt: n(t0.Add(store.AuditRetention).Unix()),
	}
	if _, err := st.db.PutItem(ctx, &dynamodb.PutItemInput{TableName: &st.cfg.AuditTable, Item: legacy}); err != nil {
		t.Fatal(err)
	}
	out, err := st.db.Scan(ctx, &dynamodb.ScanInput{TableName: &st.cfg.AuditTable})
	if err != nil || out.Count != records+1 {
		t.Fatalf("audit table holds %d items (%v), want %d records and no markers", out.Count, err, records+1)
	}
	partitions := map[string]bool{}
	for _, item := range out.Items {
		partitions[getS(item, AttrTenantID)] = true
	}
	// 40 request ids over 8 partitions: fewer than 5 used has probability < 1e-6.
	if len(partitions) < 6 {
		t.Fatalf("records in %d partitions %v, want them spread over up to %d", len(partitions), partitions, AuditShards+1)
	}
	got, err := st.ListAudit(ctx, "acme", t0, t0.Add(time.Hour))
	if err != nil || len(got) != records+1 {
		t.Fatalf("ListAudit = %d records (%v), want %d", len(got), err, records+1)
	}
	for i, r := range got {
		if r.TenantID != "acme" || (i > 0 && got[i-1].Time.After(r.Time)) {
			t.Fatalf("record %d: tenant %q time %v after %v: want acme, oldest first", i, r.TenantID, r.Time, got[max(i-1, 0)].Time)
		}
	}
	if got[0].RequestID != "old" || got[records].RequestID != "req-00" {
		t.Fatalf("first %s, last %s; want old, req-00", got[0].RequestID, got[records].RequestID)
	}
}

// TestTenantKeysKMS: keys are stored wrapped by KMS and survive the cache
// (storetest checks that tenants get distinct, stable 32-byte keys).
func TestTenantKeysKMS(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	a, err := st.TenantKey(ctx, "acme")
	if err != nil || len(a) != 32 {
		t.Fatalf("TenantKey = %d bytes, %v", len(a), err)
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
	cfg := Config{Region: "eu-central-1", Endpoint: "http://" + addr, KeysTable: "k", UsageTable: "u", ChargesTable: "c", AuditTable: "a",
		PoliciesTable: "p", TenantKeysTable: "t", KMSKeyID: "alias/x", RequestTimeout: time.Second}
	st, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	// Cleanup, not defer: the parallel subtests run after this function returns.
	ctx, cancel := context.WithTimeout(context.Background(), 20*time.Second)
	t.Cleanup(cancel)
	calls := map[string]func() error{
		"PutKey":        func() error { return st.PutKey(ctx, store.APIKey{Hash: "h", CreatedAt: t0}) },
		"KeyByHash":     func() error { _, err := st.KeyByHash(ctx, "h"); return err },
		"ListKeys":      func() error { _, err := st.ListKeys(ctx, "acme"); return err },
		"RevokeKey":     func() error { return st.RevokeKey(ctx, "acme", "k1", t0) },
		"Charge":        func() error { return st.Charge(ctx, "acme", "2026-11", "r", 1, 10) },
		"ChargeNoID":    func() error { return st.Charge(ctx, "acme", "2026-11", "", 1, 10) },
		"ChargeNoLimit": func() error { return st.Charge(ctx, "acme", "2026-11", "r", 1, 0) },
		"Used":          func() error { _, err := st.Used(ctx, "acme", "2026-11"); return err },
		"WriteAudit":    func() error { return st.WriteAudit(ctx, store.AuditRecord{RequestID: "r", TenantID: "acme", Time: t0}) },
		"ListAudit":     func() error { _, err := st.ListAudit(ctx, "acme", t0, t0.Add(time.Hour)); return err },
		"PutPolicy":     func() error { return st.PutPolicy(ctx, "acme", policy.Policy{Name: "p"}) },
		"GetPolicy":     func() error { _, err := st.GetPolicy(ctx, "acme", "p"); return err },
		"ListPolicies":  func() error { _, err := st.ListPolicies(ctx, "acme"); return err },
		"DeletePolicy":  func() error { return st.DeletePolicy(ctx, "acme", "p") },
		"TenantKey":     func() error { _, err := st.TenantKey(ctx, "acme"); return err },
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
