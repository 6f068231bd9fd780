package dynamo

import (
	"context"
	"errors"
	"fmt"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/internal/faultproxy"
	"github.com/piiguard/piiguard/shared/store"
)

// newFaultStore returns a store on fresh moto tables reached through a
// fault-injecting proxy, and the proxy. Reads to check results go through
// the proxy too; reset it to Pass first.
func newFaultStore(t *testing.T, requestTimeout time.Duration) (*Store, *faultproxy.Proxy) {
	t.Helper()
	direct := newTestStore(t)
	p := faultproxy.New(direct.cfg.Endpoint)
	t.Cleanup(p.Close)
	cfg := direct.cfg
	cfg.Endpoint, cfg.RequestTimeout = p.URL, requestTimeout
	st, err := Open(context.Background(), cfg)
	if err != nil {
		t.Fatal(err)
	}
	return st, p
}

// The faults a DynamoDB endpoint can show, injected before the request
// reaches it (nothing written) or after (written, answer lost).
var transientFaults = []faultproxy.Fault{
	{Mode: faultproxy.Throughput, Times: 2},
	{Mode: faultproxy.Throttling, Times: 2},
	{Mode: faultproxy.TxThrottled, Times: 2},
	{Mode: faultproxy.Internal, Times: 2},
	{Mode: faultproxy.Down, Times: 1},
	{Mode: faultproxy.Internal, Times: 1, After: true},
	{Mode: faultproxy.Down, Times: 1, After: true},
	{Mode: faultproxy.Throughput, Times: 1, After: true},
}

func faultName(f faultproxy.Fault) string {
	if f.After {
		return f.Mode.String() + "-after-write"
	}
	return f.Mode.String()
}

// TestChargeRetriedCountsOnce: whatever transient fault hits the charge
// transactions (throttled, 500, connection dropped; before or after DynamoDB
// applied it), the retried charge counts exactly once: no quota charged twice
// and none lost. A fresh tenant's first charge goes through a rebalance; a
// primed tenant's through the one-shard fast path.
func TestChargeRetriedCountsOnce(t *testing.T) {
	st, p := newFaultStore(t, 2*time.Second)
	ctx := context.Background()
	for i, f := range transientFaults {
		for _, primed := range []bool{false, true} {
			tenant := fmt.Sprintf("acme-%s-%v", faultName(f), primed)
			t.Run(tenant, func(t *testing.T) {
				var want int64 = 100
				if primed {
					if err := st.Charge(ctx, tenant, "2026-11", "req-0", 50, 1000); err != nil {
						t.Fatal(err)
					}
					want += 50
				}
				f.Ops = []string{"TransactWriteItems"}
				before := p.Injected("TransactWriteItems")
				p.Set(f)
				err := st.Charge(ctx, tenant, "2026-11", "req-1", 100, 1000)
				p.Set(faultproxy.Fault{})
				if p.Injected("TransactWriteItems") == before {
					t.Fatal("no fault injected")
				}
				if err != nil {
					t.Fatalf("charge %d: %v", i, err)
				}
				// the client retries the same request id: still once
				if err = st.Charge(ctx, tenant, "2026-11", "req-1", 100, 1000); err != nil {
					t.Errorf("second charge of req-1: %v", err)
				}
				if got, _ := st.Used(ctx, tenant, "2026-11"); got != want {
					t.Errorf("used = %d, want %d", got, want)
				}
			})
		}
	}
}

// TestChargeWithoutRequestIDRetriesConflicts: without a request id the fast
// path is a plain UpdateItem, which DynamoDB answers with
// TransactionConflictException while a rebalance's transaction holds the
// shard. Nothing was written, so it is retried like a cancelled transaction,
// not turned into 503.
func TestChargeWithoutRequestIDRetriesConflicts(t *testing.T) {
	st, p := newFaultStore(t, 2*time.Second)
	ctx := context.Background()
	// the first charge makes the shards (a rebalance), so the next one's fast path can succeed
	if err := st.Charge(ctx, "acme", "2026-11", "", 50, 1000); err != nil {
		t.Fatal(err)
	}
	p.Set(faultproxy.Fault{Mode: faultproxy.TxConflict, Ops: []string{"UpdateItem"}, Times: 2})
	err := st.Charge(ctx, "acme", "2026-11", "", 100, 1000)
	p.Set(faultproxy.Fault{})
	if p.Injected("UpdateItem") != 2 {
		t.Fatalf("%d conflicts injected, want 2", p.Injected("UpdateItem"))
	}
	if err != nil {
		t.Fatalf("charge after two conflicts: %v", err)
	}
	if got, _ := st.Used(ctx, "acme", "2026-11"); got != 150 {
		t.Errorf("used = %d, want 150", got)
	}
}

// TestChargeFailedChargesNothing: a charge that fails before DynamoDB saw it
// (every attempt throttled) returns ErrUnavailable and charges nothing.
func TestChargeFailedChargesNothing(t *testing.T) {
	st, p := newFaultStore(t, time.Second)
	ctx := context.Background()
	for _, m := range []faultproxy.Mode{faultproxy.Throughput, faultproxy.TxThrottled, faultproxy.Internal, faultproxy.Down} {
		tenant := "acme-" + m.String()
		p.Set(faultproxy.Fault{Mode: m, Ops: []string{"TransactWriteItems"}})
		err := st.Charge(ctx, tenant, "2026-11", "req-1", 100, 1000)
		p.Set(faultproxy.Fault{})
		if !errors.Is(err, store.ErrUnavailable) {
			t.Fatalf("%s: err = %v, want ErrUnavailable", m, err)
		}
		if got, _ := st.Used(ctx, tenant, "2026-11"); got != 0 {
			t.Errorf("%s: used = %d after a failed charge", m, got)
		}
	}
}

// TestAuditRetriedWrittenOnce: a retried audit write (throttled, 500,
// dropped; before or after it was applied) leaves exactly one record.
func TestAuditRetriedWrittenOnce(t *testing.T) {
	st, p := newFaultStore(t, 2*time.Second)
	ctx := context.Background()
	for i, f := range auditFaults {
		t.Run(faultName(f), func(t *testing.T) {
			tenant := "acme-" + faultName(f)
			rec := store.AuditRecord{RequestID: "req-" + faultName(f), TenantID: tenant, KeyID: "k1", Time: t0.Add(time.Duration(i) * time.Second),
				Region: "eu-central-1", Operation: "detect", Method: "POST", Entities: map[string]int{"PERSON": 1}, Characters: 5, Status: 200}
			f.Ops = []string{"PutItem"}
			before := p.Injected("PutItem")
			p.Set(f)
			err := st.WriteAudit(ctx, rec)
			p.Set(faultproxy.Fault{})
			if p.Injected("PutItem") == before {
				t.Fatal("no fault injected")
			}
			if err != nil {
				t.Fatalf("WriteAudit: %v", err)
			}
			// the API retries the same record when an answer is lost
			if err := st.WriteAudit(ctx, rec); err != nil {
				t.Fatal(err)
			}
			got, err := st.ListAudit(ctx, tenant, t0.Add(-time.Hour), t0.Add(time.Hour))
			if err != nil || len(got) != 1 {
				t.Fatalf("records = %d (%v), want exactly 1", len(got), err)
			}
		})
	}
}

// auditFaults are transientFaults without TxThrottled: an audit write is a
// single PutItem, never a transaction.
var auditFaults = func() []faultproxy.Fault {
	var out []faultproxy.Fault
	for _, f := range transientFaults {
		if f.Mode != faultproxy.TxThrottled {
			out = append(out, f)
		}
	}
	return out
}()

// TestSlowEndpointBounded: a hung endpoint costs at most MaxAttempts x
// RequestTimeout (plus backoff) per call, and a caller's deadline cuts it
// shorter: the API's store budget (api.DefaultStoreTimeout) is what bounds a
// request.
func TestSlowEndpointBounded(t *testing.T) {
	st, p := newFaultStore(t, 500*time.Millisecond)
	p.Set(faultproxy.Fault{Mode: faultproxy.Hang})
	t0 := time.Now()
	_, err := st.KeyByHash(context.Background(), "h")
	d := time.Since(t0)
	if !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("err = %v", err)
	}
	if d > 3*500*time.Millisecond+time.Second {
		t.Errorf("hung endpoint took %v with a 500ms attempt timeout", d)
	}
	ctx, cancel := context.WithTimeout(context.Background(), 300*time.Millisecond)
	defer cancel()
	t0 = time.Now()
	if err := st.Charge(ctx, "acme", "2026-11", "r", 1, 0); !errors.Is(err, store.ErrUnavailable) {
		t.Fatalf("err = %v", err)
	}
	if d := time.Since(t0); d > time.Second {
		t.Errorf("deadline of 300ms ignored: %v", d)
	}
}

// TestDefaultRequestTimeout: the production default bounds one attempt.
func TestDefaultRequestTimeout(t *testing.T) {
	st, err := Open(context.Background(), Config{Region: "eu-central-1", Endpoint: "http://127.0.0.1:1"})
	if err != nil {
		t.Fatal(err)
	}
	if st.cfg.RequestTimeout <= 0 || st.cfg.RequestTimeout > 3*time.Second {
		t.Errorf("RequestTimeout = %v", st.cfg.RequestTimeout)
	}
}
