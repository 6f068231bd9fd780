package dashboard

import (
	"regexp"
	"strings"
	"testing"
)

// TestDraftScope: drafts are kept per tenant and user, and the page names
// the scope without the user's subject.
func TestDraftScope(t *testing.T) {
	for _, tc := range []struct {
		name string
		a, b [2]string // tenant, subject
		same bool
	}{
		{"same tenant and user", [2]string{"acme", "u1"}, [2]string{"acme", "u1"}, true},
		{"another tenant", [2]string{"acme", "u1"}, [2]string{"globex", "u1"}, false},
		{"another user", [2]string{"acme", "u1"}, [2]string{"acme", "u2"}, false},
		{"separator in the tenant", [2]string{"a:b", "u1"}, [2]string{"a", "b:u1"}, false},
	} {
		sa, sb := draftScope(tc.a[0], tc.a[1]), draftScope(tc.b[0], tc.b[1])
		if (sa == sb) != tc.same || sa == "" {
			t.Errorf("%s: %q vs %q", tc.name, sa, sb)
		}
		if strings.Contains(sa, tc.a[1]) {
			t.Errorf("%s: scope %q holds the subject", tc.name, sa)
		}
	}
	if s := draftScope("acme", ""); s != "" {
		t.Errorf("signed out: scope %q, want none", s)
	}

	f := newFixture(t)
	scope := regexp.MustCompile(`<body data-draft-scope="([^"]+)"`)
	own := scope.FindStringSubmatch(f.do(t, "op", "GET", "/dashboard/policies/new", nil).Body.String())
	other := scope.FindStringSubmatch(f.do(t, "op", "GET", "/dashboard/policies/new?tenant=other", nil).Body.String())
	if own == nil || other == nil || own[1] == other[1] || !strings.HasPrefix(other[1], "other/") {
		t.Errorf("scopes on the page: %q, %q", own, other)
	}
}

// TestDraftKey: a new object's form keeps one draft per kind, an edit one
// per object.
func TestDraftKey(t *testing.T) {
	for _, tc := range []struct {
		kind    string
		editing bool
		name    string
		want    string
	}{
		{"policy", false, "", "policy:new"},
		{"policy", false, "typed-before-saving", "policy:new"},
		{"policy", true, "gdpr", "policy:gdpr"},
		{"allow-list", true, "staff", "allow-list:staff"},
		{"recognizer", false, "x", "recognizer:new"},
	} {
		if got := draftKey(tc.kind, tc.editing, tc.name); got != tc.want {
			t.Errorf("draftKey(%q, %v, %q) = %q, want %q", tc.kind, tc.editing, tc.name, got, tc.want)
		}
	}
}
