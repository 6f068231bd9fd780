// Package storetest is the contract every shared/store implementation keeps,
// as one suite: the memory and the DynamoDB stores both run it (the DynamoDB
// one against moto_server), so a behaviour tested here holds for both. Tests
// of one implementation's layout (DynamoDB shards, markers, TTL attributes,
// KMS wrapping) stay beside it.
package storetest

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"slices"
	"sync"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// Stores are the implementations under test; each call of the open function
// passed to Run returns fresh, empty ones.
type Stores struct {
	Keys       store.Keys
	KeyUpdater store.KeyUpdater
	Usage      store.Usage
	Audit      store.Audit
	Policies   store.Policies
	TenantKeys store.TenantKeys
}

// T0 is the suite's reference time; its nanoseconds must survive a round trip.
var T0 = time.Date(2026, 11, 3, 10, 0, 0, 123456789, time.UTC)

// Run runs the whole contract, each part on stores of its own.
func Run(t *testing.T, open func(t *testing.T) Stores) {
	for _, tc := range []struct {
		name string
		run  func(t *testing.T, s Stores)
	}{
		{"Keys", testKeys},
		{"ListTenants", testListTenants},
		{"UpdateKey", testUpdateKey},
		{"ChargeLimits", testChargeLimits},
		{"ChargeIdempotentByRequestID", testChargeIdempotent},
		{"Audit", testAudit},
		{"Policies", testPolicies},
		{"TenantKeys", testTenantKeys},
		{"IDsDoNotCollideOnSeparator", testSeparators},
	} {
		t.Run(tc.name, func(t *testing.T) { tc.run(t, open(t)) })
	}
}

func testKeys(t *testing.T, s Stores) {
	st, ctx := s.Keys, context.Background()
	a1 := store.APIKey{ID: "k1", TenantID: "acme", Name: "prod", Plan: store.PlanPayAsYouGo, Hash: store.HashKey("pg_a1"), CreatedAt: T0}
	a2 := store.APIKey{ID: "k2", TenantID: "acme", Name: "dev", Plan: store.PlanFree, Hash: store.HashKey("pg_a2"), CreatedAt: T0.Add(time.Hour)}
	b1 := store.APIKey{ID: "k1", TenantID: "globex", Name: "prod", Plan: store.PlanFree, Hash: store.HashKey("pg_b1"), CreatedAt: T0}
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
		t.Fatalf("ListKeys(acme) = %+v, %v; want k1 then k2 (oldest first)", list, err)
	}
	if list, _ := st.ListKeys(ctx, "nobody"); len(list) != 0 {
		t.Fatalf("ListKeys(nobody) = %+v, want none", list)
	}
	revokedAt := T0.Add(2 * time.Hour)
	for _, tc := range []struct {
		name, tenant, id string
		want             error
	}{
		{"own key", "acme", "k1", nil},
		{"unknown id", "acme", "k9", store.ErrNotFound},
		{"other tenant's id", "initech", "k1", store.ErrNotFound},
	} {
		if err := st.RevokeKey(ctx, tc.tenant, tc.id, revokedAt); !errors.Is(err, tc.want) && err != tc.want {
			t.Fatalf("%s: RevokeKey = %v, want %v", tc.name, err, tc.want)
		}
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

func testUpdateKey(t *testing.T, s Stores) {
	if s.KeyUpdater == nil {
		t.Fatal("the store does not implement store.KeyUpdater, which the admin service needs")
	}
	ctx := context.Background()
	k := store.APIKey{ID: "k1", TenantID: "acme", Name: "prod", Plan: store.PlanFree, Hash: store.HashKey("pg_u1"), CreatedAt: T0}
	if err := s.Keys.PutKey(ctx, k); err != nil {
		t.Fatal(err)
	}
	got, err := s.KeyUpdater.UpdateKey(ctx, "acme", "k1", store.PlanPayAsYouGo, "pgu_aaaaaaaaaaaaaaaaaaaaaaaa")
	want := k
	want.Plan, want.UsageKey = store.PlanPayAsYouGo, "pgu_aaaaaaaaaaaaaaaaaaaaaaaa"
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("UpdateKey = %+v, %v; want %+v", got, err, want)
	}
	if stored, _ := s.Keys.KeyByHash(ctx, k.Hash); !reflect.DeepEqual(stored, want) {
		t.Fatalf("stored after update = %+v, want %+v", stored, want)
	}
	if _, err := s.KeyUpdater.UpdateKey(ctx, "globex", "k1", store.PlanFree, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("another tenant's key: %v, want ErrNotFound", err)
	}
	if err := s.Keys.RevokeKey(ctx, "acme", "k1", T0.Add(time.Hour)); err != nil {
		t.Fatal(err)
	}
	// A revoked key is never updated (a racing revocation is not undone).
	if _, err := s.KeyUpdater.UpdateKey(ctx, "acme", "k1", store.PlanFree, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("a revoked key: %v, want ErrNotFound", err)
	}
	if stored, _ := s.Keys.KeyByHash(ctx, k.Hash); stored.Plan != store.PlanPayAsYouGo || stored.RevokedAt == nil {
		t.Fatalf("revoked key changed: %+v", stored)
	}
}

// Charge charges in month 2026-11 and returns the tenant's total after it.
func Charge(t *testing.T, st store.Usage, tenant, req string, chars, limit int64) (int64, error) {
	t.Helper()
	err := st.Charge(context.Background(), tenant, "2026-11", req, chars, limit)
	used, uerr := st.Used(context.Background(), tenant, "2026-11")
	if uerr != nil {
		t.Fatal(uerr)
	}
	return used, err
}

func testChargeLimits(t *testing.T, s Stores) {
	st, ctx := s.Usage, context.Background()
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
		{"a limit again, already passed", 1, 1000, 6000, true},
		{"larger than the whole limit", 2000, 1000, 6000, true},
		{"a larger limit", 1000, 7000, 7000, false},
		{"the larger limit, one over", 1, 7000, 7000, true},
	}
	for i, tc := range tests {
		got, err := Charge(t, st, "acme", fmt.Sprintf("req-%d", i), tc.chars, tc.limit)
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
	if got, err := Charge(t, st, "globex", "", 7, 10); err != nil || got != 7 {
		t.Fatalf("other tenant without request id = %d, %v; want 7", got, err)
	}
	if got, err := Charge(t, st, "globex", "", 3, 10); err != nil || got != 10 {
		t.Fatalf("to the limit without request id = %d, %v; want 10", got, err)
	}
	if got, err := Charge(t, st, "globex", "", 1, 10); !errors.Is(err, store.ErrQuotaExceeded) || got != 10 {
		t.Fatalf("over limit without request id = %d, %v; want 10, ErrQuotaExceeded", got, err)
	}
}

func testChargeIdempotent(t *testing.T, s Stores) {
	st, ctx := s.Usage, context.Background()
	// The same request charged 10 times at once and again later counts once.
	var wg sync.WaitGroup
	for range 10 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			if err := st.Charge(ctx, "acme", "2026-11", "req-same", 100, 1000); err != nil {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	if got, err := Charge(t, st, "acme", "req-same", 100, 1000); err != nil || got != 100 {
		t.Fatalf("retried charge = %d, %v; want 100, nil", got, err)
	}
	// A different request id is a different charge.
	if got, err := Charge(t, st, "acme", "req-other", 100, 1000); err != nil || got != 200 {
		t.Fatalf("new request = %d, %v; want 200", got, err)
	}
	// A refused charge leaves no marker: the retry is judged again.
	if _, err := Charge(t, st, "acme", "req-big", 900, 1000); !errors.Is(err, store.ErrQuotaExceeded) {
		t.Fatalf("over quota: %v", err)
	}
	if got, err := Charge(t, st, "acme", "req-big", 900, 2000); err != nil || got != 1100 {
		t.Fatalf("retry with room = %d, %v; want 1100", got, err)
	}
	// The same request id of another tenant or month is another charge.
	if got, err := Charge(t, st, "globex", "req-same", 5, 0); err != nil || got != 5 {
		t.Fatalf("another tenant's req-same = %d, %v; want 5", got, err)
	}
	if err := st.Charge(ctx, "acme", "2026-12", "req-same", 5, 0); err != nil {
		t.Fatal(err)
	}
	if used, _ := st.Used(ctx, "acme", "2026-12"); used != 5 {
		t.Fatalf("next month's req-same = %d, want 5", used)
	}
}

func testAudit(t *testing.T, s Stores) {
	st, ctx := s.Audit, context.Background()
	rec := func(id string, at time.Time, tenant string) store.AuditRecord {
		return store.AuditRecord{RequestID: id, TenantID: tenant, KeyID: "k1", Time: at, Region: "eu-central-1",
			Operation: "detect", Method: "POST", Policy: "gdpr_eu", Entities: map[string]int{"EMAIL_ADDRESS": 2, "PERSON": 1},
			Characters: 120, Status: 200}
	}
	records := []store.AuditRecord{
		rec("r1", T0, "acme"),
		rec("r2", T0.Add(time.Minute), "acme"),
		rec("r3", T0.Add(time.Hour), "acme"),
		rec("r4", T0.Add(time.Minute), "globex"),
	}
	for _, r := range records {
		if err := st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	// A repeated write of a record (the API retries the record it made
	// once) keeps one, the first.
	again := records[0]
	again.Status = 500
	for _, r := range []store.AuditRecord{records[0], again} {
		if err := st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
	}
	for _, tc := range []struct {
		name     string
		tenant   string
		from, to time.Time
		want     []string
	}{
		{"everything", "acme", T0.Add(-time.Hour), T0.Add(2 * time.Hour), []string{"r1", "r2", "r3"}},
		{"from is inclusive", "acme", T0, T0.Add(time.Hour), []string{"r1", "r2"}},
		{"to is exclusive", "acme", T0.Add(time.Nanosecond), T0.Add(time.Hour + time.Nanosecond), []string{"r2", "r3"}},
		{"other tenant", "globex", T0.Add(-time.Hour), T0.Add(2 * time.Hour), []string{"r4"}},
		{"empty range", "acme", T0.Add(time.Hour), T0, nil},
		{"unknown tenant", "nobody", T0.Add(-time.Hour), T0.Add(2 * time.Hour), nil},
	} {
		got, err := st.ListAudit(ctx, tc.tenant, tc.from, tc.to)
		if err != nil {
			t.Fatal(err)
		}
		var ids []string
		for _, r := range got {
			ids = append(ids, r.RequestID)
		}
		if !reflect.DeepEqual(ids, tc.want) {
			t.Fatalf("%s: ids = %v, want %v", tc.name, ids, tc.want)
		}
	}
	// Every field survives the round trip (ExpiresAt is the store's: the
	// implementations' own tests check it).
	got, _ := st.ListAudit(ctx, "acme", T0, T0.Add(time.Second))
	if len(got) != 1 {
		t.Fatalf("round trip: %d records, want 1", len(got))
	}
	got[0].ExpiresAt = records[0].ExpiresAt
	if !reflect.DeepEqual(got[0], records[0]) {
		t.Fatalf("round trip = %+v, want %+v", got[0], records[0])
	}
	testWalkAudit(t, s)
}

// testWalkAudit: more records than one store page (the DynamoDB store reads
// 200 a query, over 9 partitions), with ties in time, come back in
// ListAudit's order or its reverse, and the walk stops when told.
func testWalkAudit(t *testing.T, s Stores) {
	st, ctx := s.Audit, context.Background()
	const n = 450
	var want []string
	for i := range n {
		r := store.AuditRecord{RequestID: fmt.Sprintf("w%03d", i), TenantID: "walker", KeyID: "k1",
			Time: T0.Add(time.Duration(i/3) * time.Second), Operation: "detect", Status: 200, Entities: map[string]int{}}
		if err := st.WriteAudit(ctx, r); err != nil {
			t.Fatal(err)
		}
		want = append(want, r.RequestID)
	}
	from, to := T0, T0.Add(time.Hour)
	for _, tc := range []struct {
		name   string
		newest bool
		stop   int // 0: never
	}{
		{"oldest first", false, 0},
		{"newest first", true, 0},
		{"newest first, stopped", true, 7},
		{"oldest first, stopped", false, 1},
	} {
		var got []string
		err := st.WalkAudit(ctx, "walker", from, to, tc.newest, func(r store.AuditRecord) bool {
			got = append(got, r.RequestID)
			return tc.stop == 0 || len(got) < tc.stop
		})
		if err != nil {
			t.Fatal(err)
		}
		exp := append([]string(nil), want...)
		if tc.newest {
			slices.Reverse(exp)
		}
		if tc.stop > 0 {
			exp = exp[:tc.stop]
		}
		if !reflect.DeepEqual(got, exp) {
			t.Fatalf("%s: %d ids %v..., want %d %v...", tc.name, len(got), got[:min(5, len(got))], len(exp), exp[:min(5, len(exp))])
		}
	}
	list, err := st.ListAudit(ctx, "walker", from, to)
	if err != nil || len(list) != n {
		t.Fatalf("ListAudit: %d records, %v; want %d", len(list), err, n)
	}
}

func testPolicies(t *testing.T, s Stores) {
	st, ctx := s.Policies, context.Background()
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
		t.Fatalf("ListPolicies = %+v, %v; want cards, everything, nothing", list, err)
	}
	if list, err := st.ListPolicies(ctx, "globex"); err != nil || len(list) != 0 {
		t.Fatalf("ListPolicies(globex) = %+v, %v; want none", list, err)
	}
	if err := st.DeletePolicy(ctx, "globex", "cards"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("delete of another tenant's policy: %v, want ErrNotFound", err)
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

func testTenantKeys(t *testing.T, s Stores) {
	st, ctx := s.TenantKeys, context.Background()
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
	if again, err := st.TenantKey(ctx, "acme"); err != nil || string(again) != string(a) {
		t.Fatalf("second call: equal=%v, %v; want the same key", string(again) == string(a), err)
	}
}

// testSeparators: ids holding '|' or '#' (separators a store might join keys
// with) can't reach another tenant's or another name's entry: tenant "acme|x"
// read acme's policy "x|y" when keys were tenant+"|"+name. Tenant ids never
// hold '#' (shared/admin refuses them) and months are store.Month values, so
// '#' is tried in policy names and request ids only.
func testSeparators(t *testing.T, s Stores) {
	ctx := context.Background()
	acme := "acme|x"
	if err := s.Policies.PutPolicy(ctx, "acme", policy.Policy{Name: "x|y", Threshold: 0.5}); err != nil {
		t.Fatal(err)
	}
	if p, err := s.Policies.GetPolicy(ctx, acme, "y"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("tenant %s read %+v, %v", acme, p, err)
	}
	if ps, _ := s.Policies.ListPolicies(ctx, acme); len(ps) != 0 {
		t.Errorf("tenant %s lists %v", acme, ps)
	}
	if err := s.Policies.DeletePolicy(ctx, acme, "y"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("tenant %s deleted acme's policy: %v", acme, err)
	}
	if p, err := s.Policies.GetPolicy(ctx, "acme", "x|y"); err != nil || p.Name != "x|y" {
		t.Errorf("own policy: %+v %v", p, err)
	}
	// policy names "x#y" and "x" are two policies
	for _, p := range []policy.Policy{{Name: "x#y", Threshold: 0.1}, {Name: "x", Threshold: 0.2}} {
		if err := s.Policies.PutPolicy(ctx, "acme", p); err != nil {
			t.Fatal(err)
		}
	}
	if p, err := s.Policies.GetPolicy(ctx, "acme", "x#y"); err != nil || p.Threshold != 0.1 {
		t.Errorf("policy x#y: %+v %v", p, err)
	}
	// usage and charge markers: tenant "a" request "2026-11|r" against
	// tenant "a|2026-11" request "r"
	other := "a|2026-11"
	if err := s.Usage.Charge(ctx, "a", "2026-11", "2026-11|r", 5, 0); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Usage.Used(ctx, other, "2026-11"); n != 0 {
		t.Errorf("tenant %s sees %d characters of tenant a", other, n)
	}
	if err := s.Usage.Charge(ctx, other, "2026-11", "r", 7, 0); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Usage.Used(ctx, other, "2026-11"); n != 7 {
		t.Errorf("another tenant's charge marker made this charge count as done: %d", n)
	}
	// request ids "r#1" and "r" are two charges
	for _, req := range []string{"r#1", "r"} {
		if err := s.Usage.Charge(ctx, "b", "2026-11", req, 3, 0); err != nil {
			t.Fatal(err)
		}
	}
	if n, _ := s.Usage.Used(ctx, "b", "2026-11"); n != 6 {
		t.Errorf("request ids r#1 and r: %d characters, want 6", n)
	}
}

// testListTenants: every tenant with a key, revoked or not, once, sorted.
func testListTenants(t *testing.T, s Stores) {
	tl, ok := s.Keys.(store.TenantLister)
	if !ok {
		t.Fatalf("%T does not implement store.TenantLister", s.Keys)
	}
	ctx := context.Background()
	if got, err := tl.ListTenants(ctx); err != nil || len(got) != 0 {
		t.Fatalf("ListTenants on an empty store = %q, %v; want none", got, err)
	}
	for i, k := range []store.APIKey{
		{ID: "k1", TenantID: "globex", Name: "a", Plan: store.PlanFree, Hash: store.HashKey("pg_t1"), CreatedAt: T0},
		{ID: "k2", TenantID: "acme", Name: "b", Plan: store.PlanFree, Hash: store.HashKey("pg_t2"), CreatedAt: T0},
		{ID: "k3", TenantID: "acme", Name: "c", Plan: store.PlanPayAsYouGo, Hash: store.HashKey("pg_t3"), CreatedAt: T0},
		{ID: "k4", TenantID: "initech", Name: "d", Plan: store.PlanFree, Hash: store.HashKey("pg_t4"), CreatedAt: T0},
	} {
		if err := s.Keys.PutKey(ctx, k); err != nil {
			t.Fatalf("PutKey %d: %v", i, err)
		}
	}
	if err := s.Keys.RevokeKey(ctx, "initech", "k4", T0); err != nil {
		t.Fatal(err)
	}
	got, err := tl.ListTenants(ctx)
	if want := []string{"acme", "globex", "initech"}; err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("ListTenants = %q, %v; want %q", got, err, want)
	}
}
