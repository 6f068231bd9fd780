package main

import (
	"context"
	"encoding/json"
	"net/http"
	"net/http/httptest"
	"strings"
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

// Round sends the batch with the key, counts the text bytes of each answered
// request, and fails on a status other than 200.
func TestRound(t *testing.T) {
	var got int
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		var req struct{ Texts []string }
		if r.URL.Path != "/api/public/v1/detect" || r.Header.Get("X-API-Key") != devKey || json.NewDecoder(r.Body).Decode(&req) != nil || len(req.Texts) != 3 {
			http.Error(w, "bad request", http.StatusBadRequest)
			return
		}
		got++
		w.Write([]byte(`{"results":[]}`))
	}))
	defer srv.Close()
	body, _ := json.Marshal(map[string]any{"texts": []string{"a", "b", "c"}})
	mbs, err := Round(context.Background(), srv.Client(), srv.URL+"/api/public/v1", body, 3_000_000, 50*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if got == 0 || mbs <= 0 {
		t.Fatalf("%d requests, %.2f MB/s", got, mbs)
	}
	_, err = Round(context.Background(), srv.Client(), srv.URL+"/other", body, 3, time.Millisecond)
	if err == nil || !strings.Contains(err.Error(), "status 404") && !strings.Contains(err.Error(), "status 400") {
		t.Errorf("a refused request: %v", err)
	}
}
