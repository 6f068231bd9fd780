package dashboard

import (
	"context"
	"errors"
	"html"
	"net/url"
	"regexp"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/policy"
	"github.com/piiguard/piiguard/shared/store"
)

// TestPolicyNamesThatNeedEscaping: a policy whose name holds URL syntax is
// edited and deleted through the links the Policies page gives.
func TestPolicyNamesThatNeedEscaping(t *testing.T) {
	for _, name := range []string{"a?b", "100%", "x.y", "a%2Fb", "semi;colon", "plus+sign"} {
		f := newFixture(t)
		ctx := context.Background()
		if err := f.svc.PutPolicy(ctx, "acme", policy.Policy{Name: name, Threshold: 0.5}); err != nil {
			t.Fatalf("%q: %v", name, err)
		}
		list := f.do(t, "acme", "GET", "/dashboard/policies", nil).Body.String()
		edit := regexp.MustCompile(`href="([^"]*/policies/[^"]*/edit)"`).FindStringSubmatch(list)
		del := regexp.MustCompile(`action="([^"]*/policies/[^"]*/delete)"`).FindStringSubmatch(list)
		if edit == nil || del == nil {
			t.Fatalf("%q: no edit or delete link:\n%s", name, list)
		}
		w := f.do(t, "acme", "GET", html.UnescapeString(edit[1]), nil)
		if w.Code != 200 || !strings.Contains(html.UnescapeString(w.Body.String()), `value="`+name+`"`) {
			t.Errorf("%q: edit link %s: %d", name, edit[1], w.Code)
		}
		w = f.do(t, "acme", "POST", html.UnescapeString(del[1]), withCSRF(url.Values{"confirm": {"yes"}}))
		if w.Code != 303 {
			t.Errorf("%q: delete %s: %d\n%s", name, del[1], w.Code, w.Body.String())
		}
		if _, err := f.svc.GetPolicy(ctx, "acme", name); !errors.Is(err, store.ErrNotFound) {
			t.Errorf("%q: after delete: %v", name, err)
		}
	}
}

// TestDotPolicyNamesRefused: "." and ".." are refused beside the name field.
func TestDotPolicyNamesRefused(t *testing.T) {
	f := newFixture(t)
	for _, name := range []string{".", ".."} {
		w := f.do(t, "acme", "POST", "/dashboard/policies", withCSRF(url.Values{"name": {name}, "threshold": {"0.5"}}))
		if w.Code != 400 || !strings.Contains(w.Body.String(), `id="name-err"`) || !strings.Contains(html.UnescapeString(w.Body.String()), "must not be '.' or '..'") {
			t.Errorf("%q: %d\n%s", name, w.Code, w.Body.String())
		}
	}
}
