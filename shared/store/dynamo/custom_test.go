package dynamo

import (
	"bytes"
	"context"
	"testing"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/transform"
)

// TestCustomsAndTokenSecretAcrossRegions: a recognizer stored through one
// region's store is read through the other's, and both regions derive the
// same consistent-token secret for a tenant (from its data key in the
// global table) and different ones for different tenants, so a value gets
// one token everywhere.
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
	secret := func(st *Store, tenant string) []byte {
		k, err := st.TenantKey(ctx, tenant)
		if err != nil {
			t.Fatal(err)
		}
		return transform.TokenSecret(k, tenant)
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
}
