// Command load is an open-loop HTTP load generator for the piiguard API: it
// sends POST requests at a fixed rate for a duration with at most
// -concurrency in flight, and reports the achieved rate, latency percentiles
// and errors by status.
//
//	go run ./scripts/load -url http://localhost:3000/api/public/v1/detect \
//	    -key $KEY -rate 200 -duration 10s -concurrency 32
//
// A request that can't start on time because every worker is busy is sent as
// soon as one frees up and counted as "late" (the server is slower than the
// offered rate); the achieved rate shows the shortfall.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/http"
	"os"
	"sort"
	"strings"
	"sync"
	"time"
)

// Config is one run.
type Config struct {
	URL         string
	Key         string
	Body        []byte
	Rate        float64 // requests per second
	Duration    time.Duration
	Concurrency int
	Timeout     time.Duration // per request
}

// Report is what a run measured.
type Report struct {
	Sent, OK           int
	Late               int
	Elapsed            time.Duration
	Rate               float64 // completed requests per second
	P50, P90, P99, Max time.Duration
	Errors             map[string]int // "429", "503", "transport" ...
}

func (r Report) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "requests %d in %v: %.1f req/s achieved, %d ok, %d late\n", r.Sent, r.Elapsed.Round(time.Millisecond), r.Rate, r.OK, r.Late)
	fmt.Fprintf(&b, "latency p50 %v  p90 %v  p99 %v  max %v\n", r.P50.Round(10*time.Microsecond), r.P90.Round(10*time.Microsecond), r.P99.Round(10*time.Microsecond), r.Max.Round(10*time.Microsecond))
	if len(r.Errors) == 0 {
		b.WriteString("errors: none\n")
	} else {
		keys := make([]string, 0, len(r.Errors))
		for k := range r.Errors {
			keys = append(keys, k)
		}
		sort.Strings(keys)
		b.WriteString("errors:")
		for _, k := range keys {
			fmt.Fprintf(&b, " %s=%d", k, r.Errors[k])
		}
		b.WriteString("\n")
	}
	return b.String()
}

// Run drives the load and returns the report.
func Run(ctx context.Context, c Config) (Report, error) {
	if c.Rate <= 0 || c.Duration <= 0 || c.Concurrency <= 0 {
		return Report{}, fmt.Errorf("rate, duration and concurrency must be positive")
	}
	if c.Timeout == 0 {
		c.Timeout = 30 * time.Second
	}
	client := &http.Client{
		Timeout:   c.Timeout,
		Transport: &http.Transport{MaxIdleConnsPerHost: c.Concurrency, MaxConnsPerHost: c.Concurrency},
	}
	type result struct {
		d      time.Duration
		status string
	}
	jobs := make(chan struct{})
	results := make(chan result, 1024)
	var wg sync.WaitGroup
	for i := 0; i < c.Concurrency; i++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for range jobs {
				req, err := http.NewRequestWithContext(ctx, http.MethodPost, c.URL, bytes.NewReader(c.Body))
				if err != nil {
					results <- result{status: "transport"}
					continue
				}
				req.Header.Set("Content-Type", "application/json")
				if c.Key != "" {
					req.Header.Set("X-API-Key", c.Key)
				}
				t0 := time.Now()
				resp, err := client.Do(req)
				if err != nil {
					results <- result{d: time.Since(t0), status: "transport"}
					continue
				}
				_, _ = io.Copy(io.Discard, resp.Body)
				resp.Body.Close()
				results <- result{d: time.Since(t0), status: fmt.Sprint(resp.StatusCode)}
			}
		}()
	}
	var lat []time.Duration
	rep := Report{Errors: map[string]int{}}
	collected := make(chan struct{})
	go func() {
		for r := range results {
			lat = append(lat, r.d)
			if r.status == "200" {
				rep.OK++
			} else {
				rep.Errors[r.status]++
			}
		}
		close(collected)
	}()

	start := time.Now()
	interval := time.Duration(float64(time.Second) / c.Rate)
	total := int(c.Rate * c.Duration.Seconds())
	for i := 0; i < total; i++ {
		due := start.Add(time.Duration(i) * interval)
		if w := time.Until(due); w > 0 {
			select {
			case <-time.After(w):
			case <-ctx.Done():
			}
		}
		if ctx.Err() != nil {
			break
		}
		jobs <- struct{}{} // waits while every worker is busy
		if time.Since(due) > max(interval, 5*time.Millisecond) {
			rep.Late++
		}
		rep.Sent++
	}
	close(jobs)
	wg.Wait()
	close(results)
	<-collected
	rep.Elapsed = time.Since(start)
	rep.Rate = float64(len(lat)) / rep.Elapsed.Seconds()
	sort.Slice(lat, func(i, j int) bool { return lat[i] < lat[j] })
	pct := func(p float64) time.Duration {
		if len(lat) == 0 {
			return 0
		}
		return lat[min(len(lat)-1, int(p*float64(len(lat))))]
	}
	rep.P50, rep.P90, rep.P99 = pct(0.50), pct(0.90), pct(0.99)
	if len(lat) > 0 {
		rep.Max = lat[len(lat)-1]
	}
	return rep, nil
}

// DefaultText is ~300 characters of prose with an email, a phone, a card, an
// IBAN and a name: a typical small request.
const DefaultText = "Hello, this is Jane Doe from accounts. Please send the invoice to jane.doe@example.com " +
	"or call me on +44 20 7946 0958. The refund goes to IBAN DE89 3704 0044 0532 0130 00, " +
	"not the card 4111 1111 1111 1111 that expired last month. Thanks, and see you on 3 March 2026."

func main() {
	var c Config
	var text string
	flag.StringVar(&c.URL, "url", "http://localhost:3000/api/public/v1/detect", "operation URL to POST to")
	flag.StringVar(&c.Key, "key", os.Getenv("PIIGUARD_API_KEY"), "API key (X-API-Key); default $PIIGUARD_API_KEY")
	flag.Float64Var(&c.Rate, "rate", 100, "requests per second offered")
	flag.DurationVar(&c.Duration, "duration", 10*time.Second, "how long to offer load")
	flag.IntVar(&c.Concurrency, "concurrency", 16, "most requests in flight")
	flag.DurationVar(&c.Timeout, "timeout", 30*time.Second, "per-request timeout")
	flag.StringVar(&text, "text", DefaultText, "text of each request")
	body := flag.String("body", "", "raw JSON body (overrides -text)")
	flag.Parse()
	if *body != "" {
		c.Body = []byte(*body)
	} else {
		c.Body, _ = json.Marshal(map[string]string{"text": text})
	}
	rep, err := Run(context.Background(), c)
	if err != nil {
		fmt.Fprintln(os.Stderr, "load:", err)
		os.Exit(2)
	}
	fmt.Print(rep)
	if len(rep.Errors) > 0 {
		os.Exit(1)
	}
}
