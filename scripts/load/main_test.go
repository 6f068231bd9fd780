package main

import (
	"context"
	"encoding/json"
	"net/http/httptest"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// TestLoadInProcessServer runs the generator briefly against the local
// server's handler (memory stores, key check, audit, quota) over real HTTP:
// every request succeeds and the offered rate is achieved.
func TestLoadInProcessServer(t *testing.T) {
	st := memory.New()
	key, _, err := auth.IssueKey(context.Background(), st, "load", "load", store.PlanPayAsYouGo, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.New(app.Memory(st, nil)))
	defer srv.Close()
	body, _ := json.Marshal(map[string]string{"text": DefaultText})
	for _, op := range []string{"detect", "tokenize", "mask"} {
		rep, err := Run(context.Background(), Config{
			URL: srv.URL + api.PathPrefix + "/" + op, Key: key, Body: body,
			Rate: 100, Duration: 1500 * time.Millisecond, Concurrency: 8,
		})
		if err != nil {
			t.Fatal(err)
		}
		t.Logf("%s:\n%s", op, rep)
		if len(rep.Errors) > 0 || rep.OK != rep.Sent || rep.Sent != 150 {
			t.Fatalf("%s: %d sent, %d ok, errors %v", op, rep.Sent, rep.OK, rep.Errors)
		}
		if rep.Rate < 80 {
			t.Errorf("%s: achieved %.1f req/s of 100 offered", op, rep.Rate)
		}
	}
	recs, err := st.ListAudit(context.Background(), "load", time.Now().Add(-time.Hour), time.Now().Add(time.Hour))
	if err != nil || len(recs) != 450 {
		t.Errorf("audit records: %d (%v), want one per request (450)", len(recs), err)
	}
}

// TestLoadReportsErrors: errors are counted by status, not hidden.
func TestLoadReportsErrors(t *testing.T) {
	srv := httptest.NewServer(api.New(app.Memory(memory.New(), nil)))
	defer srv.Close()
	rep, err := Run(context.Background(), Config{URL: srv.URL + api.PathPrefix + "/detect", Key: "pg_wrong", Body: []byte(`{"text":"x"}`),
		Rate: 50, Duration: 200 * time.Millisecond, Concurrency: 2})
	if err != nil {
		t.Fatal(err)
	}
	if rep.Errors["401"] != rep.Sent || rep.Sent == 0 {
		t.Fatalf("report %+v", rep)
	}
}
