package dashboard

import (
	"context"
	"fmt"
	"net/url"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/store"
)

// countingAudit is the audit store as the dashboard sees it, counting what
// each walk hands out; ListAudit (a slice of every record in the range) is
// refused: no page may hold a range's records.
type countingAudit struct {
	store.Audit
	t     *testing.T
	mu    sync.Mutex
	walks []int // records handed out, per walk
}

func (a *countingAudit) ListAudit(context.Context, string, time.Time, time.Time) ([]store.AuditRecord, error) {
	a.t.Errorf("ListAudit called: a page collected a whole range")
	return nil, store.ErrUnavailable
}

func (a *countingAudit) WalkAudit(ctx context.Context, tenant string, from, to time.Time, newest bool, fn func(store.AuditRecord) bool) error {
	n := 0
	err := a.Audit.WalkAudit(ctx, tenant, from, to, newest, func(r store.AuditRecord) bool {
		n++
		return fn(r)
	})
	a.mu.Lock()
	a.walks = append(a.walks, n)
	a.mu.Unlock()
	return err
}

func (a *countingAudit) reset() []int {
	a.mu.Lock()
	defer a.mu.Unlock()
	w := a.walks
	a.walks = nil
	return w
}

// TestPagesReadBoundedAudit: with more records than every limit, each page
// and download reads at most its limit (+1: the record that tells the walk
// there are more) per walk, and says what it left out.
func TestPagesReadBoundedAudit(t *testing.T) {
	const k = 20
	old := defaultLimits
	defaultLimits = limits{lastUsedScan: k, auditScan: k, usageScan: k, exportBytes: 1500}
	t.Cleanup(func() { defaultLimits = old })
	f := newFixture(t)
	ctx := context.Background()
	busy := f.key(t, "acme", "busy")
	f.key(t, "acme", "idle")
	f.key(t, "globex", "g")
	for i := range 5 * k {
		for _, tenant := range []string{"acme", "globex"} {
			if err := f.st.WriteAudit(ctx, store.AuditRecord{RequestID: fmt.Sprintf("%s-%03d", tenant, i), TenantID: tenant, KeyID: busy.ID,
				Time: f.now.Add(-time.Duration(i) * time.Minute), Region: "eu", Operation: "detect", Status: 200, Characters: 10}); err != nil {
				t.Fatal(err)
			}
		}
	}
	ca := &countingAudit{Audit: f.st, t: t}
	f.svc.Audit = ca
	for _, tc := range []struct {
		name, who, method, target string
		form                      url.Values
		want                      []string // in the body
	}{
		{"keys page", "acme", "GET", "/dashboard/keys", nil, []string{"not in the newest 20 calls of the last 7 days"}},
		{"key creation", "acme", "POST", "/dashboard/keys", withCSRF(url.Values{"name": {"new"}, "plan": {"free"}}), []string{"not in the newest 20 calls"}},
		{"audit page", "acme", "GET", "/dashboard/audit?from=2026-11-01&to=2026-11-15", nil, []string{"20 of the newest 20 records of the range match", "narrow the dates"}},
		{"usage page", "acme", "GET", "/dashboard/usage?month=2026-11", nil, []string{`id="usage-capped"`, `id="total-calls">20<`}},
		{"operator export", "op", "GET", "/dashboard/usage/export.csv?month=2026-11", nil, []string{",eu,20,200,0,", ",true\n"}},
		{"audit export csv", "acme", "GET", "/dashboard/audit/export?format=csv&from=2026-11-01&to=2026-11-15", nil, []string{"narrow the date range"}},
		{"audit export jsonl", "acme", "GET", "/dashboard/audit/export?format=jsonl&from=2026-11-01&to=2026-11-15", nil, []string{`{"incomplete":`, "narrow the date range"}},
	} {
		ca.reset()
		w := f.do(t, tc.who, tc.method, tc.target, tc.form)
		body := w.Body.String()
		if w.Code != 200 {
			t.Errorf("%s: %d\n%s", tc.name, w.Code, body)
			continue
		}
		for _, s := range tc.want {
			if !strings.Contains(body, s) {
				t.Errorf("%s: body lacks %q:\n%s", tc.name, s, body)
			}
		}
		walks := ca.reset()
		if len(walks) == 0 {
			t.Errorf("%s: no walk of the audit store", tc.name)
		}
		for _, n := range walks {
			if n > k+1 {
				t.Errorf("%s: a walk read %d records, want at most %d", tc.name, n, k+1)
			}
		}
		if strings.Contains(tc.target, "/audit/export") && len(body) > 1500 {
			t.Errorf("%s: %d bytes, cap 1500", tc.name, len(body))
		}
	}
}

// TestLastUsedStopsWhenEveryKeyIsFound: a tenant whose keys were all used
// recently costs a walk as long as it takes to find them, and the page
// names each key's newest call.
func TestLastUsedStopsWhenEveryKeyIsFound(t *testing.T) {
	f := newFixture(t)
	ctx := context.Background()
	a, b := f.key(t, "acme", "a"), f.key(t, "acme", "b")
	for i := range 100 {
		key := a.ID
		if i == 2 {
			key = b.ID
		}
		if err := f.st.WriteAudit(ctx, store.AuditRecord{RequestID: fmt.Sprintf("r%03d", i), TenantID: "acme", KeyID: key,
			Time: f.now.Add(-time.Duration(i) * time.Minute), Status: 200}); err != nil {
			t.Fatal(err)
		}
	}
	ca := &countingAudit{Audit: f.st, t: t}
	f.svc.Audit = ca
	body := f.do(t, "acme", "GET", "/dashboard/keys", nil).Body.String()
	if walks := ca.reset(); len(walks) != 1 || walks[0] != 3 {
		t.Errorf("walks %v, want one of 3 records", walks)
	}
	if strings.Contains(body, "not in the") {
		t.Errorf("a key shows no last use:\n%s", body)
	}
}

// TestOperatorExportGuardsTenantCells: a tenant id a spreadsheet would run
// as a formula is exported as text (admin.CSVCell).
func TestOperatorExportGuardsTenantCells(t *testing.T) {
	for _, tc := range []struct{ tenant, cell string }{
		{"=HYPERLINK(1)", "'=HYPERLINK(1)"},
		{"+1", "'+1"},
		{"@sum", "'@sum"},
		{"-2", "'-2"},
		{"acme", "acme"},
	} {
		f := newFixture(t)
		f.key(t, tc.tenant, "k")
		body := f.do(t, "op", "GET", "/dashboard/usage/export.csv?month=2026-11", nil).Body.String()
		lines := strings.Split(strings.TrimSpace(body), "\n")
		if len(lines) != 2 || !strings.HasPrefix(lines[1], "2026-11,"+tc.cell+",") {
			t.Errorf("tenant %q: export\n%s\nwant its cell %q", tc.tenant, body, tc.cell)
		}
	}
}

// failingAudit fails once it has handed out `after` records in all.
type failingAudit struct {
	store.Audit
	after, n int
}

func (a *failingAudit) WalkAudit(ctx context.Context, tenant string, from, to time.Time, newest bool, fn func(store.AuditRecord) bool) error {
	stopped := a.n >= a.after
	if stopped {
		return store.ErrUnavailable
	}
	err := a.Audit.WalkAudit(ctx, tenant, from, to, newest, func(r store.AuditRecord) bool {
		if a.n == a.after {
			stopped = true
			return false
		}
		a.n++
		return fn(r)
	})
	if err == nil && stopped {
		err = store.ErrUnavailable
	}
	return err
}

// TestExportsWhenTheStoreFails: a failure before the first line is an
// error page (503, no attachment); after it, the download ends with a line
// saying it is incomplete, never passing for the whole range.
func TestExportsWhenTheStoreFails(t *testing.T) {
	for _, tc := range []struct {
		name, who, target string
		after             int
		status            int
		last              string // the body's last line contains it
	}{
		{"audit export, at once", "acme", "/dashboard/audit/export?format=csv&from=2026-11-01&to=2026-11-15", 0, 503, ""},
		{"audit export, part way", "acme", "/dashboard/audit/export?format=csv&from=2026-11-01&to=2026-11-15", 3, 200, "# incomplete: the export failed part way"},
		{"audit export jsonl, part way", "acme", "/dashboard/audit/export?format=jsonl&from=2026-11-01&to=2026-11-15", 3, 200, `{"incomplete":"incomplete: the export failed part way`},
		{"operator export, at once", "op", "/dashboard/usage/export.csv?month=2026-11", 0, 503, ""},
		{"operator export, second tenant", "op", "/dashboard/usage/export.csv?month=2026-11", 5, 200, "# incomplete: the export failed after the tenants above"},
	} {
		f := newFixture(t)
		ctx := context.Background()
		f.key(t, "acme", "a")
		f.key(t, "globex", "g")
		for i := range 5 {
			for _, tenant := range []string{"acme", "globex"} {
				if err := f.st.WriteAudit(ctx, store.AuditRecord{RequestID: fmt.Sprintf("%s-%d", tenant, i), TenantID: tenant, KeyID: "k",
					Time: f.now.Add(-time.Duration(i) * time.Hour), Operation: "detect", Status: 200}); err != nil {
					t.Fatal(err)
				}
			}
		}
		f.svc.Audit = &failingAudit{Audit: f.st, after: tc.after}
		w := f.do(t, tc.who, "GET", tc.target, nil)
		body := strings.TrimRight(w.Body.String(), "\n")
		lines := strings.Split(body, "\n")
		disp := w.Header().Get("Content-Disposition")
		if w.Code != tc.status {
			t.Errorf("%s: %d, want %d\n%s", tc.name, w.Code, tc.status, body)
			continue
		}
		if tc.status != 200 {
			if disp != "" {
				t.Errorf("%s: an error page as an attachment (%q)", tc.name, disp)
			}
			continue
		}
		if !strings.Contains(lines[len(lines)-1], tc.last) || len(lines) < 2 {
			t.Errorf("%s: last line %q, want %q", tc.name, lines[len(lines)-1], tc.last)
		}
	}
}
