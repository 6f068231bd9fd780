package memory

import (
	"context"
	"testing"

	"github.com/piiguard/piiguard/shared/store/storetest"
)

func TestConformance(t *testing.T) {
	storetest.Run(t, func(*testing.T) storetest.Stores {
		s := New()
		return storetest.Stores{Keys: s, KeyUpdater: s, Usage: s, Audit: s, Policies: s, TenantKeys: s}
	})
}

// TestUsageKeysAreStructs: usage keys are structs, not tenant+"|"+month, so
// even a month holding the old separator (never a store.Month value) can't
// reach another tenant's counter or charge marker.
func TestUsageKeysAreStructs(t *testing.T) {
	ctx := context.Background()
	s := New()
	// usage: "a|2026-11" + month "x" vs "a" + month "2026-11|x"; charge markers likewise
	if err := s.Charge(ctx, "a", "2026-11|x", "r", 5, 0); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Used(ctx, "a|2026-11", "x"); n != 0 {
		t.Errorf("tenant a|2026-11 sees %d characters of tenant a", n)
	}
	if err := s.Charge(ctx, "a|2026-11", "x", "r", 7, 0); err != nil {
		t.Fatal(err)
	}
	if n, _ := s.Used(ctx, "a|2026-11", "x"); n != 7 {
		t.Errorf("another tenant's charge marker made this charge count as done: %d", n)
	}
}

func TestCustoms(t *testing.T) { storetest.Customs(t, New()) }
