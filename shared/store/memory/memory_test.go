package memory

import (
	"context"
	"errors"
	"testing"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// TestKeysDoNotCollideOnSeparator: ids holding '|' (the old key separator)
// can't reach another tenant's policies or usage: tenant "acme|x" read
// acme's policy "x|y" when keys were tenant+"|"+name.
func TestKeysDoNotCollideOnSeparator(t *testing.T) {
	ctx := context.Background()
	s := New()
	if err := s.PutPolicy(ctx, "acme", policy.Policy{Name: "x|y", Threshold: 0.5}); err != nil {
		t.Fatal(err)
	}
	if p, err := s.GetPolicy(ctx, "acme|x", "y"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("tenant acme|x read %+v, %v", p, err)
	}
	if ps, _ := s.ListPolicies(ctx, "acme|x"); len(ps) != 0 {
		t.Errorf("tenant acme|x lists %v", ps)
	}
	if err := s.DeletePolicy(ctx, "acme|x", "y"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("tenant acme|x deleted acme's policy: %v", err)
	}
	if p, err := s.GetPolicy(ctx, "acme", "x|y"); err != nil || p.Name != "x|y" {
		t.Errorf("own policy: %+v %v", p, err)
	}
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
