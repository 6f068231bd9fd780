package dynamo

import (
	"context"
	"errors"
	"fmt"
	"reflect"
	"sync"
	"testing"

	"github.com/piiguard/piiguard/shared/store"
)

// regionStores returns one store per region on the same tables, as the EU
// and US functions see the usage global table (moto has no replication, so
// one table stands for both replicas: what replication would deliver is
// there at once).
func regionStores(t *testing.T) (eu, us *Store) {
	t.Helper()
	base := newTestStore(t)
	regions := []string{"eu-central-1", "us-east-1"}
	cfg := base.Config()
	cfg.UsageRegions = regions
	open := func(region string) *Store {
		c := cfg
		c.UsageRegion = region
		st, err := Open(context.Background(), c)
		if err != nil {
			t.Fatal(err)
		}
		return st
	}
	return open(regions[0]), open(regions[1])
}

func TestQuotaIsGlobalAcrossRegions(t *testing.T) {
	eu, us := regionStores(t)
	ctx := context.Background()
	const limit = 1000
	steps := []struct {
		name    string
		st      *Store
		req     string
		chars   int64
		want    int64
		refused bool
	}{
		{"eu charges", eu, "r1", 600, 600, false},
		{"us sees eu's use", us, "r2", 300, 900, false},
		{"us refused: over the global limit", us, "r3", 200, 900, true},
		{"eu refused too", eu, "r4", 101, 900, true},
		{"eu fills it exactly", eu, "r5", 100, 1000, false},
		{"retry of an eu request is not charged again", eu, "r1", 600, 1000, false},
	}
	for _, tc := range steps {
		err := tc.st.Charge(ctx, "acme", "2026-11", tc.req, tc.chars, limit)
		got, uerr := tc.st.Used(ctx, "acme", "2026-11")
		if uerr != nil {
			t.Fatal(uerr)
		}
		if tc.refused != errors.Is(err, store.ErrQuotaExceeded) || (!tc.refused && err != nil) || got != tc.want {
			t.Fatalf("%s: Charge = %d, %v; want %d (refused %v)", tc.name, got, err, tc.want, tc.refused)
		}
	}
	for name, st := range map[string]*Store{"eu": eu, "us": us} {
		if used, err := st.Used(ctx, "acme", "2026-11"); err != nil || used != 1000 {
			t.Errorf("%s: Used = %d, %v; want 1000 in both regions", name, used, err)
		}
	}
	// Each region wrote only its own shards.
	for prefix, want := range map[string]int64{"acme#2026-11#eu-central-1": 700, "acme#2026-11#us-east-1": 300} {
		shards, err := eu.readShards(ctx, shardPKs(prefix), true)
		if err != nil {
			t.Fatal(err)
		}
		if got := sumUsed(shards); got != want {
			t.Errorf("%s = %d, want %d", prefix, got, want)
		}
	}
	// Another tenant and another month are untouched; no limit charges freely.
	if err := us.Charge(ctx, "globex", "2026-11", "g1", 5000, 0); err != nil {
		t.Fatalf("unlimited charge: %v", err)
	}
	if got, err := eu.Used(ctx, "globex", "2026-11"); err != nil || got != 5000 {
		t.Fatalf("unlimited charge seen from eu = %d, %v", got, err)
	}
	if used, _ := eu.Used(ctx, "acme", "2026-12"); used != 0 {
		t.Fatalf("next month used %d", used)
	}
}

func TestQuotaConcurrentRegions(t *testing.T) {
	eu, us := regionStores(t)
	ctx := context.Background()
	const limit, chars = 1000, 70
	var wg sync.WaitGroup
	for i := range 30 {
		wg.Add(1)
		go func() {
			defer wg.Done()
			st := eu
			if i%2 == 1 {
				st = us
			}
			if err := st.Charge(ctx, "acme", "2026-11", fmt.Sprintf("c-%02d", i), chars, limit); err != nil && !errors.Is(err, store.ErrQuotaExceeded) {
				t.Error(err)
			}
		}()
	}
	wg.Wait()
	// Within a region the limit is exact; across regions a charge can miss
	// what the other region charged since it read that region's counter (in
	// AWS: within the replication lag), so the total may pass the limit by
	// at most the other region's concurrent charges, never more than limit.
	own := map[string]int64{}
	for _, st := range []*Store{eu, us} {
		shards, err := st.readShards(ctx, shardPKs(st.ownPrefix("acme", "2026-11")), true)
		v := sumUsed(shards)
		if err != nil || v > limit || v%chars != 0 {
			t.Fatalf("%s counter %d, %v", st.cfg.UsageRegion, v, err)
		}
		own[st.cfg.UsageRegion] = v
	}
	used, err := eu.Used(ctx, "acme", "2026-11")
	if err != nil || used != own["eu-central-1"]+own["us-east-1"] || used < limit-chars+1 {
		t.Fatalf("used %d (%v), counters %v: the quota must be filled", used, err, own)
	}
	// Once both regions see each other's counters, nothing more is accepted.
	for _, st := range []*Store{eu, us} {
		if err := st.Charge(ctx, "acme", "2026-11", "after-"+st.cfg.UsageRegion, chars, limit); !errors.Is(err, store.ErrQuotaExceeded) {
			t.Errorf("%s: charge after the burst: %v, want ErrQuotaExceeded", st.cfg.UsageRegion, err)
		}
	}
}

func TestKeyUsageKeyStored(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	k := store.APIKey{ID: "k1", TenantID: "acme", Name: "prod", Plan: store.PlanFree, Hash: store.HashKey("pg_u1"),
		CreatedAt: t0, UsageKey: "pgu_0123456789abcdefghijABCDEFGHIJ"}
	if err := st.PutKey(ctx, k); err != nil {
		t.Fatal(err)
	}
	got, err := st.KeyByHash(ctx, k.Hash)
	if err != nil || !reflect.DeepEqual(got, k) {
		t.Fatalf("KeyByHash = %+v, %v; want %+v", got, err, k)
	}
	list, err := st.ListKeys(ctx, "acme")
	if err != nil || len(list) != 1 || list[0].UsageKey != k.UsageKey {
		t.Fatalf("ListKeys = %+v, %v", list, err)
	}
}

func TestUpdateKey(t *testing.T) {
	st, ctx := newTestStore(t), context.Background()
	k := store.APIKey{ID: "k1", TenantID: "acme", Name: "prod", Plan: store.PlanFree, Hash: store.HashKey("pg_up"), CreatedAt: t0}
	if err := st.PutKey(ctx, k); err != nil {
		t.Fatal(err)
	}
	got, err := st.UpdateKey(ctx, "acme", "k1", store.PlanPayAsYouGo, "pgu_aaaaaaaaaaaaaaaaaaaaaaaa")
	want := k
	want.Plan, want.UsageKey = store.PlanPayAsYouGo, "pgu_aaaaaaaaaaaaaaaaaaaaaaaa"
	if err != nil || !reflect.DeepEqual(got, want) {
		t.Fatalf("UpdateKey = %+v, %v; want %+v", got, err, want)
	}
	if stored, _ := st.KeyByHash(ctx, k.Hash); !reflect.DeepEqual(stored, want) {
		t.Fatalf("stored %+v", stored)
	}
	if _, err := st.UpdateKey(ctx, "globex", "k1", store.PlanFree, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("other tenant: %v", err)
	}
	// A revoked key is never updated (a racing revocation is not undone).
	if err := st.RevokeKey(ctx, "acme", "k1", t0); err != nil {
		t.Fatal(err)
	}
	if _, err := st.UpdateKey(ctx, "acme", "k1", store.PlanFree, "x"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("revoked: %v", err)
	}
	if stored, _ := st.KeyByHash(ctx, k.Hash); stored.Plan != store.PlanPayAsYouGo || stored.RevokedAt == nil {
		t.Fatalf("revoked key changed: %+v", stored)
	}
}
