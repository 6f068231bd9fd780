package dynamo

import (
	"bytes"
	"context"
	"errors"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/transform"
)

// TestCustomsAndTokenSecretAcrossRegions: a recognizer stored through one
// region's store is read through the other's, and both regions read the
// same consistent-token secret for a tenant (one item of the global table,
// made once) and different ones for different tenants, so a value gets one
// token everywhere; the secret is not a policy.
func TestCustomsAndTokenSecretAcrossRegions(t *testing.T) {
	eu, us := regionStores(t)
	ctx := context.Background()
	sc := 0.5
	if err := eu.PutRecognizer(ctx, "acme", custom.Spec{Name: "emp", EntityType: "EMPLOYEE_ID",
		Patterns: []custom.Pattern{{Regex: `EMP-\d+`, Score: &sc}}}); err != nil {
		t.Fatal(err)
	}
	if r, err := us.GetRecognizer(ctx, "acme", "emp"); err != nil || r.EntityType != "EMPLOYEE_ID" {
		t.Fatalf("us reads %+v, %v", r, err)
	}
	if _, err := eu.TokenSecret(ctx, "acme"); !errors.Is(err, store.ErrNotFound) {
		t.Fatalf("secret before EnsureTokenSecret: %v", err)
	}
	for _, st := range []*Store{eu, us, eu} { // made once; later calls keep it
		for _, tenant := range []string{"acme", "globex"} {
			if err := st.EnsureTokenSecret(ctx, tenant); err != nil {
				t.Fatal(err)
			}
		}
	}
	secret := func(st *Store, tenant string) []byte {
		sec, err := st.TokenSecret(ctx, tenant)
		if err != nil || len(sec) != 32 {
			t.Fatalf("TokenSecret(%s) = %x, %v", tenant, sec, err)
		}
		return sec
	}
	a1, a2, b := secret(eu, "acme"), secret(us, "acme"), secret(us, "globex")
	if !bytes.Equal(a1, a2) || bytes.Equal(a1, b) {
		t.Fatalf("secrets: eu==us %v, acme==globex %v", bytes.Equal(a1, a2), bytes.Equal(a1, b))
	}
	ents := []detect.Entity{{Type: "EMAIL_ADDRESS", Text: "a@b.org", ByteStart: 0, ByteEnd: 7}}
	t1, _ := transform.TokenizeConsistent("a@b.org", ents, a1)
	t2, _ := transform.TokenizeConsistent("a@b.org", ents, a2)
	t3, _ := transform.TokenizeConsistent("a@b.org", ents, b)
	if t1 != t2 || t1 == t3 {
		t.Errorf("tokens eu %s, us %s, other tenant %s", t1, t2, t3)
	}
	if ps, err := eu.ListPolicies(ctx, "acme"); err != nil || len(ps) != 0 {
		t.Errorf("policies %+v, %v", ps, err)
	}
	if _, err := eu.GetPolicy(ctx, "acme", "tokensecret#"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("secret read as a policy: %v", err)
	}
}
