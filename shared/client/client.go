// Package client is the Go client of the piiguard API.
//
// Base address resolution: an explicit BaseURL wins over Region, which wins
// over the default region (the primary one of shared/regions, EU). Region URLs
// come from Options.RegionURLs or the environment (PIIGUARD_<LABEL>_URL, e.g.
// PIIGUARD_EU_URL): each customer deploys the service into its own account,
// so there is no global hostname to hard-code.
//
// Requests that fail with 429, 500 or 503 (or a network error) are retried with
// exponential backoff, waiting at least the server's retry_after. A 429 with
// retry_after 0 (request over the plan's per-request cap) is not retried.
//
// Options.Handler serves the requests in process instead of over the network;
// shared/client/local supplies the API's own handlers (no key, no network),
// so this package does not import the engine. The bodies are shared/wire's,
// the ones the handlers decode and encode.
package client

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/rand/v2"
	"net/http"
	"net/http/httptest"
	"os"
	"strings"
	"time"

	"github.com/piiguard/piiguard/shared/regions"
	"github.com/piiguard/piiguard/shared/wire"
)

// Labels of the regions of shared/regions, for callers' convenience.
const (
	RegionEU = "eu"
	RegionUS = "us"
)

// Options configure a Client.
type Options struct {
	APIKey string
	// BaseURL is the service root including /api/public/v1.
	BaseURL string
	// Region is a label of shared/regions (eu, us); used when BaseURL is empty.
	Region string
	// RegionURLs maps region labels to roots; defaults from
	// PIIGUARD_<LABEL>_URL.
	RegionURLs map[string]string
	// Handler, when set, serves every request in process (paths under
	// wire.PathPrefix): no key, no network. local.New sets the API's.
	Handler    http.Handler
	HTTPClient *http.Client
	// MaxRetries is how many times a retryable failure is retried (default 4).
	MaxRetries int
	// BaseDelay is the first backoff delay (default 250ms), doubled each retry
	// up to MaxDelay (default 20s).
	BaseDelay, MaxDelay time.Duration
	// sleep is replaced in tests.
	sleep func(context.Context, time.Duration) error
}

// Client calls the API.
type Client struct {
	opts    Options
	baseURL string
	local   http.Handler
}

// New returns a client.
func New(o Options) (*Client, error) {
	if o.MaxRetries == 0 {
		o.MaxRetries = 4
	}
	if o.BaseDelay == 0 {
		o.BaseDelay = 250 * time.Millisecond
	}
	if o.MaxDelay == 0 {
		o.MaxDelay = 20 * time.Second
	}
	if o.HTTPClient == nil {
		o.HTTPClient = &http.Client{Timeout: 60 * time.Second}
	}
	if o.sleep == nil {
		o.sleep = sleepCtx
	}
	c := &Client{opts: o, local: o.Handler}
	if o.Handler != nil {
		return c, nil
	}
	u, err := ResolveBaseURL(o)
	if err != nil {
		return nil, err
	}
	c.baseURL = u
	return c, nil
}

// ResolveBaseURL applies the resolution order: BaseURL, then Region, then the
// primary region.
func ResolveBaseURL(o Options) (string, error) {
	if o.BaseURL != "" {
		return strings.TrimRight(o.BaseURL, "/"), nil
	}
	label := o.Region
	if label == "" {
		label = regions.Primary().Label
	}
	region, ok := regions.ByLabel(label)
	if !ok {
		return "", fmt.Errorf("client: unknown region %q (use one of %s)", o.Region, strings.Join(regions.Labels(), ", "))
	}
	url := os.Getenv(region.URLEnv())
	for k, v := range o.RegionURLs {
		if strings.EqualFold(k, region.Label) {
			url = v
		}
	}
	if url == "" {
		return "", fmt.Errorf("client: no URL for region %s: set BaseURL, RegionURLs or %s", region.Label, region.URLEnv())
	}
	return strings.TrimRight(url, "/"), nil
}

// BaseURL is the resolved root ("" with a Handler).
func (c *Client) BaseURL() string { return c.baseURL }

// Error is an API error response (the spec's error body); Retryable tells
// whether the same request may succeed later.
type Error = wire.Error

// Do sends one request to operation op (e.g. "detect") and decodes the answer
// into out. It retries retryable failures.
func (c *Client) Do(ctx context.Context, op string, body, out any) error {
	payload, err := json.Marshal(body)
	if err != nil {
		return err
	}
	method := http.MethodPost
	if op == "health" {
		method, payload = http.MethodGet, nil
	}
	delay := c.opts.BaseDelay
	for attempt := 0; ; attempt++ {
		status, respBody, err := c.send(ctx, method, op, payload)
		if err == nil && status == http.StatusOK {
			return json.Unmarshal(respBody, out)
		}
		var apiErr *Error
		if err == nil {
			apiErr = &Error{Status: status}
			if json.Unmarshal(respBody, apiErr) != nil || apiErr.Code == "" {
				apiErr.Code, apiErr.Detail = "http_error", http.StatusText(status)
			}
			apiErr.Status = status
			err = apiErr
		}
		retry := apiErr == nil || apiErr.Retryable() // network errors are retried
		if !retry || attempt >= c.opts.MaxRetries || ctx.Err() != nil {
			return err
		}
		wait := delay/2 + rand.N(delay/2+1) // jitter
		if apiErr != nil && apiErr.RetryAfter != nil {
			if ra := time.Duration(*apiErr.RetryAfter) * time.Second; ra > wait {
				wait = ra
			}
		}
		if err := c.opts.sleep(ctx, wait); err != nil {
			return err
		}
		if delay *= 2; delay > c.opts.MaxDelay {
			delay = c.opts.MaxDelay
		}
	}
}

func (c *Client) send(ctx context.Context, method, op string, payload []byte) (int, []byte, error) {
	var rd io.Reader
	if payload != nil {
		rd = bytes.NewReader(payload)
	}
	if c.local != nil {
		req := httptest.NewRequestWithContext(ctx, method, wire.PathPrefix+"/"+op, rd)
		rec := httptest.NewRecorder()
		c.local.ServeHTTP(rec, req)
		return rec.Code, rec.Body.Bytes(), nil
	}
	req, err := http.NewRequestWithContext(ctx, method, c.baseURL+"/"+op, rd)
	if err != nil {
		return 0, nil, err
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-API-Key", c.opts.APIKey)
	resp, err := c.opts.HTTPClient.Do(req)
	if err != nil {
		return 0, nil, err
	}
	defer resp.Body.Close()
	b, err := io.ReadAll(io.LimitReader(resp.Body, 64<<20))
	return resp.StatusCode, b, err
}

func sleepCtx(ctx context.Context, d time.Duration) error {
	t := time.NewTimer(d)
	defer t.Stop()
	select {
	case <-t.C:
		return nil
	case <-ctx.Done():
		return ctx.Err()
	}
}

// IsRateLimited reports a 429.
func IsRateLimited(err error) bool {
	var e *Error
	return errors.As(err, &e) && e.Status == 429
}
