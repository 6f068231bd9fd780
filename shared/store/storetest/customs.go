// Package storetest holds behaviour tests every store implementation must
// pass; each store's own tests call them on a fresh store (the memory store
// directly, DynamoDB on moto_server).
package storetest

import (
	"context"
	"errors"
	"reflect"
	"testing"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// CustomsStore is a store with policies and customs, as both stores are.
type CustomsStore interface {
	store.Policies
	store.Customs
}

// Customs checks put, get, list, replace and delete of recognizers and
// allow lists, tenant isolation, and that they never show up as policies.
func Customs(t *testing.T, st CustomsStore) {
	ctx := context.Background()
	sc := 0.7
	v := "luhn"
	emp := custom.Spec{Name: "employee-ids", EntityType: "EMPLOYEE_ID",
		Patterns: []custom.Pattern{{Regex: `EMP-\d{6}`, Score: &sc}}, Context: []string{"badge"}, Validator: &v}
	proj := custom.Spec{Name: "projects", EntityType: "PROJECT_NAME", DenyList: []string{"Blue Falcon", "Night Owl"}}
	staff := custom.AllowList{Name: "staff", Entries: []string{"Jane Doe", "help@acme.example"}}
	domains := custom.AllowList{Name: "domains", Entries: []string{`.*@acme\.example`}, Match: custom.AllowRegex}
	for _, r := range []custom.Spec{emp, proj} {
		if err := st.PutRecognizer(ctx, "acme", r); err != nil {
			t.Fatal(err)
		}
	}
	for _, a := range []custom.AllowList{staff, domains} {
		if err := st.PutAllowList(ctx, "acme", a); err != nil {
			t.Fatal(err)
		}
	}
	if err := st.PutPolicy(ctx, "acme", policy.Policy{Name: "hr", Threshold: 0.5,
		Recognizers: []string{"employee-ids"}, AllowLists: []string{"staff"}}); err != nil {
		t.Fatal(err)
	}
	proj.DenyList = append(proj.DenyList, "Red Fox") // put replaces
	if err := st.PutRecognizer(ctx, "acme", proj); err != nil {
		t.Fatal(err)
	}
	for _, want := range []custom.Spec{emp, proj} {
		got, err := st.GetRecognizer(ctx, "acme", want.Name)
		if err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("GetRecognizer(%s) = %#v, %v; want %#v", want.Name, got, err, want)
		}
	}
	if got, err := st.GetAllowList(ctx, "acme", "domains"); err != nil || !reflect.DeepEqual(got, domains) {
		t.Fatalf("GetAllowList = %#v, %v", got, err)
	}
	recs, err := st.ListRecognizers(ctx, "acme")
	if err != nil || len(recs) != 2 || recs[0].Name != "employee-ids" || recs[1].Name != "projects" {
		t.Fatalf("ListRecognizers = %+v, %v", recs, err)
	}
	lists, err := st.ListAllowLists(ctx, "acme")
	if err != nil || len(lists) != 2 || lists[0].Name != "domains" || lists[1].Name != "staff" {
		t.Fatalf("ListAllowLists = %+v, %v", lists, err)
	}
	// they are not policies, and a policy is not one of them
	ps, err := st.ListPolicies(ctx, "acme")
	if err != nil || len(ps) != 1 || ps[0].Name != "hr" || !reflect.DeepEqual(ps[0].Recognizers, []string{"employee-ids"}) ||
		!reflect.DeepEqual(ps[0].AllowLists, []string{"staff"}) {
		t.Fatalf("ListPolicies = %+v, %v", ps, err)
	}
	for _, n := range []string{"recognizer#employee-ids", "allowlist#staff", "employee-ids"} {
		if _, err := st.GetPolicy(ctx, "acme", n); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("GetPolicy(%q): %v, want ErrNotFound", n, err)
		}
	}
	if _, err := st.GetRecognizer(ctx, "acme", "hr"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("policy read as recognizer: %v", err)
	}
	// another tenant sees nothing
	if _, err := st.GetRecognizer(ctx, "globex", "projects"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("other tenant's recognizer: %v", err)
	}
	if l, err := st.ListAllowLists(ctx, "globex"); err != nil || len(l) != 0 {
		t.Errorf("other tenant's lists: %v, %v", l, err)
	}
	if err := st.DeleteRecognizer(ctx, "globex", "projects"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("other tenant deleted: %v", err)
	}
	// delete
	if err := st.DeleteRecognizer(ctx, "acme", "projects"); err != nil {
		t.Fatal(err)
	}
	if err := st.DeleteRecognizer(ctx, "acme", "projects"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("second delete: %v", err)
	}
	if err := st.DeleteAllowList(ctx, "acme", "domains"); err != nil {
		t.Fatal(err)
	}
	if _, err := st.GetAllowList(ctx, "acme", "domains"); !errors.Is(err, store.ErrNotFound) {
		t.Errorf("deleted list: %v", err)
	}
	if recs, _ := st.ListRecognizers(ctx, "acme"); len(recs) != 1 {
		t.Errorf("after delete: %+v", recs)
	}
}
