package main

import (
	"context"
	"encoding/json"
	"net"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
	"time"
)

func TestTexts(t *testing.T) {
	texts := Texts(100)
	seen := map[string]bool{}
	for _, s := range texts {
		if len(s) < 900 || len(s) > 1200 {
			t.Errorf("a text of %d bytes, want about 1 KB", len(s))
		}
		seen[s] = true
	}
	if len(seen) != 100 {
		t.Errorf("%d distinct texts of 100", len(seen))
	}
}

// Round sends the batch with the key on one kept-alive connection, counts
// the text bytes of each answered request, and fails on a status other than
// 200.
func TestRound(t *testing.T) {
	var got, conns atomic.Int64
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{ Texts []string }
		if r.URL.Path != "/api/public/v1/detect" || r.Header.Get("X-API-Key") != devKey || json.NewDecoder(r.Body).Decode(&req) != nil || len(req.Texts) != 3 {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		got.Add(1)
		w.Write([]byte(`{"results":[]}`))
	}))
	srv.Config.ConnState = func(_ net.Conn, s http.ConnState) {
		if s == http.StateNew {
			conns.Add(1)
		}
	}
	srv.Start()
	defer srv.Close()
	c := NewClient([]string{"abc", "de", "f"})
	defer c.Close()
	turn, err := c.Round(context.Background(), srv.URL+"/api/public/v1", 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if turn.Requests == 0 || int64(turn.Requests) != got.Load() || turn.Bytes != 6*turn.Requests || turn.MBs() <= 0 {
		t.Fatalf("turn %+v after %d requests answered", turn, got.Load())
	}
	if n := conns.Load(); n != 1 {
		t.Errorf("%d requests on %d connections, want one kept alive", turn.Requests, n)
	}
	_, err = c.Round(context.Background(), srv.URL+"/other", time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "status 404") && !strings.Contains(err.Error(), "status 400") {
		t.Errorf("a refused request: %v", err)
	}
}

// A turn's figures: text over wall time, over server CPU time, and the cores
// the server got; the summary is the medians of the rounds, so one round
// slowed by a burst of load does not move it.
func TestTurnAndSummary(t *testing.T) {
	turn := Turn{Requests: 10, Bytes: 4_000_000, Wall: 2 * time.Second, ServerCPU: 4 * time.Second, ClientCPU: 100 * time.Millisecond}
	if turn.MBs() != 2 || turn.CPUMBs() != 1 || turn.Cores() != 2 {
		t.Errorf("MBs %v, CPUMBs %v, cores %v; want 2, 1, 2", turn.MBs(), turn.CPUMBs(), turn.Cores())
	}
	if (Turn{Bytes: 1}).MBs() != 0 || (Turn{Bytes: 1}).CPUMBs() != 0 || (Turn{}).Cores() != 0 {
		t.Error("a turn without time must give 0, not Inf")
	}
	slow := Turn{Requests: 1, Bytes: 400_000, Wall: 2 * time.Second, ServerCPU: 400 * time.Millisecond, ClientCPU: 10 * time.Millisecond}
	s := Summarize([]Turn{turn, slow, turn})
	if s.MBs.Median != 2 || s.MBs.Min != 0.2 || s.MBs.Max != 2 || s.CPUMBs.Median != 1 || s.Cores != 2 || s.ClientMsPerBatch != 10 {
		t.Errorf("summary %+v", s)
	}
}

// The note on a machine that lent the server too little of its cores.
func TestCoresNote(t *testing.T) {
	for _, c := range []struct {
		cores float64
		cpus  int
		note  bool
	}{{0.9, 2, true}, {1.49, 2, true}, {1.5, 2, false}, {1.9, 2, false}, {1, 1, false}, {2.5, 4, true}, {3.2, 4, false}} {
		if got := coresNote(c.cores, c.cpus); (got != "") != c.note {
			t.Errorf("%.2f of %d cores: note %q", c.cores, c.cpus, got)
		}
	}
}
