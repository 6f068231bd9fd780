package client

import (
	"context"
	"net/http"
	"net/http/httptest"
	"reflect"
	"strings"
	"sync/atomic"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func TestResolveBaseURL(t *testing.T) {
	urls := map[string]string{"eu": "https://eu.example/api/public/v1", "us": "https://us.example/api/public/v1/"}
	cases := []struct {
		o    Options
		want string
	}{
		{Options{BaseURL: "https://explicit/api/public/v1", Region: "us", RegionURLs: urls}, "https://explicit/api/public/v1"},
		{Options{Region: "us", RegionURLs: urls}, "https://us.example/api/public/v1"},
		{Options{Region: "EU", RegionURLs: urls}, "https://eu.example/api/public/v1"},
		{Options{RegionURLs: urls}, "https://eu.example/api/public/v1"}, // default EU
	}
	for _, c := range cases {
		if got, err := ResolveBaseURL(c.o); err != nil || got != c.want {
			t.Errorf("%+v: %q %v, want %q", c.o, got, err, c.want)
		}
	}
	if _, err := ResolveBaseURL(Options{Region: "mars", RegionURLs: urls}); err == nil {
		t.Error("unknown region accepted")
	}
	t.Setenv("PIIGUARD_US_URL", "https://env-us/api/public/v1")
	if got, _ := ResolveBaseURL(Options{Region: "us"}); got != "https://env-us/api/public/v1" {
		t.Errorf("env region URL: %q", got)
	}
	// Every region of shared/regions is accepted, its URL read from its own variable.
	for _, r := range regions.All {
		want := "https://" + r.Label + ".env/api/public/v1"
		t.Setenv(r.URLEnv(), want+"/")
		if got, err := ResolveBaseURL(Options{Region: r.Label}); err != nil || got != want {
			t.Errorf("region %s: %q %v, want %q", r.Label, got, err, want)
		}
		t.Setenv(r.URLEnv(), "")
		if _, err := ResolveBaseURL(Options{Region: r.Label}); err == nil || !strings.Contains(err.Error(), r.URLEnv()) {
			t.Errorf("region %s without a URL: %v, want an error naming %s", r.Label, err, r.URLEnv())
		}
	}
	if _, err := ResolveBaseURL(Options{Region: "mars"}); err == nil || !strings.Contains(err.Error(), strings.Join(regions.Labels(), ", ")) {
		t.Errorf("unknown region: %v, want the known labels listed", err)
	}
}

// flaky answers each request with the next status, then delegates.
func flaky(t *testing.T, next http.Handler, statuses ...string) (*httptest.Server, *int32) {
	var n int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		i := atomic.AddInt32(&n, 1) - 1
		if int(i) < len(statuses) {
			w.Header().Set("Content-Type", "application/json")
			code := map[string]int{"429": 429, "500": 500, "503": 503, "400": 400, "429-0": 429}[statuses[i]]
			w.WriteHeader(code)
			switch statuses[i] {
			case "429":
				w.Write([]byte(`{"detail":"slow down","error":"rate_limit_exceeded","status_code":429,"retry_after":3}`))
			case "429-0":
				w.Write([]byte(`{"detail":"too big","error":"rate_limit_exceeded","status_code":429,"retry_after":0}`))
			case "503":
				w.Write([]byte(`{"detail":"busy","error":"service_unavailable","status_code":503,"retry_after":1}`))
			case "500":
				w.Write([]byte(`{"detail":"oops","error":"internal_server_error","status_code":500,"request_id":"r1"}`))
			case "400":
				w.Write([]byte(`{"detail":"bad","error":"validation_error","status_code":400}`))
			}
			return
		}
		next.ServeHTTP(w, r)
	}))
	t.Cleanup(srv.Close)
	return srv, &n
}

func realAPI(t *testing.T) (http.Handler, string) {
	st := memory.New()
	secret, _, err := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	return api.New(app.Memory(st, nil)), secret
}

func TestRetriesHonourRetryAfter(t *testing.T) {
	h, key := realAPI(t)
	srv, n := flaky(t, h, "429", "503", "500")
	var waits []time.Duration
	c, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: key, BaseDelay: 100 * time.Millisecond})
	c.opts.sleep = func(_ context.Context, d time.Duration) error { waits = append(waits, d); return nil }
	res, err := c.Detect(context.Background(), Request{Text: new("mail jane.doe@example.com")})
	if err != nil {
		t.Fatal(err)
	}
	if *n != 4 || res.EntitiesCount == 0 {
		t.Errorf("requests = %d, result %+v", *n, res)
	}
	if len(waits) != 3 || waits[0] < 3*time.Second || waits[1] < time.Second || waits[2] > 400*time.Millisecond || waits[2] < 200*time.Millisecond {
		t.Errorf("waits = %v (want >=3s, >=1s, then backoff 200-400ms)", waits)
	}
}

func TestNoRetryOnClientErrors(t *testing.T) {
	for _, st := range []string{"400", "429-0"} {
		h, key := realAPI(t)
		srv, n := flaky(t, h, st)
		c, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: key})
		c.opts.sleep = func(context.Context, time.Duration) error { t.Fatal("slept"); return nil }
		_, err := c.Detect(context.Background(), Request{Text: new("x")})
		var e *Error
		if err == nil || !errorsAs(err, &e) || e.Status == 0 || *n != 1 {
			t.Errorf("%s: err %v after %d requests", st, err, *n)
		}
	}
}

func TestGivesUpAfterMaxRetries(t *testing.T) {
	h, key := realAPI(t)
	srv, n := flaky(t, h, "503", "503", "503")
	c, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: key, MaxRetries: 2})
	c.opts.sleep = func(context.Context, time.Duration) error { return nil }
	_, err := c.Detect(context.Background(), Request{Text: new("x")})
	var e *Error
	if !errorsAs(err, &e) || e.Code != "service_unavailable" || *n != 3 {
		t.Errorf("err %v after %d", err, *n)
	}
}

func TestTypedErrorsFromServer(t *testing.T) {
	h, _ := realAPI(t)
	srv := httptest.NewServer(h)
	defer srv.Close()
	c, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: "pg_wrong"})
	_, err := c.Detect(context.Background(), Request{Text: new("x")})
	var e *Error
	if !errorsAs(err, &e) || e.Status != 401 || e.Code != "unauthorized" {
		t.Errorf("err = %v", err)
	}
}

// A Handler gives the service's results, with no key and no network.
func TestHandlerMatchesService(t *testing.T) {
	h, key := realAPI(t)
	srv := httptest.NewServer(h)
	defer srv.Close()
	remote, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: key})
	local, _ := New(Options{Handler: api.New(app.InProcess()), HTTPClient: &http.Client{Transport: failTransport{t}}})
	text := "Jane Doe, jane.doe@example.com, +420 602 123 456, IBAN DE89 3704 0044 0532 0130 00, 2024-03-01"
	for _, op := range []string{"detect", "tokenize", "mask", "redact", "hash"} {
		a, err1 := remote.Run(context.Background(), op, Request{Text: new(text)})
		b, err2 := local.Run(context.Background(), op, Request{Text: new(text)})
		if err1 != nil || err2 != nil || !reflect.DeepEqual(a, b) {
			t.Errorf("%s: remote %+v (%v) != local %+v (%v)", op, a, err1, b, err2)
		}
	}
	tok, _ := local.Tokenize(context.Background(), Request{Text: new(text)})
	back, _ := local.Detokenize(context.Background(), tok.Output(), *tok.Mapping)
	if back.Output() != text {
		t.Errorf("local round trip: %q", back.Output())
	}
}

type failTransport struct{ t *testing.T }

func (f failTransport) RoundTrip(*http.Request) (*http.Response, error) {
	f.t.Fatal("a client with a Handler used the network")
	return nil, nil
}

func TestBatchSplitsIntoRequestsOf100(t *testing.T) {
	h, key := realAPI(t)
	var requests int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		atomic.AddInt32(&requests, 1)
		h.ServeHTTP(w, r)
	}))
	defer srv.Close()
	c, _ := New(Options{BaseURL: srv.URL + api.PathPrefix, APIKey: key})
	texts := make([]string, 250)
	for i := range texts {
		texts[i] = "write to user" + strings.Repeat("x", i%5) + "@example.com"
	}
	br, err := c.Batch(context.Background(), "redact", texts, Request{})
	if err != nil {
		t.Fatal(err)
	}
	if requests != 3 || br.Total != 250 || br.Succeeded != 250 || len(br.Results) != 250 || br.Results[249].Output() != "write to " {
		t.Errorf("requests %d, batch %+v", requests, br.Results[249])
	}
}

func errorsAs(err error, e **Error) bool {
	x, ok := err.(*Error)
	if ok {
		*e = x
	}
	return ok
}
