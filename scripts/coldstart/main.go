// Command coldstart measures the cold start of every function's built
// bootstrap: it builds each functions/<name> for this machine as `make build`
// does for Lambda, starts it against a minimal Lambda Runtime API
// (shared/lambdafn/lambdatest) with events/<name>.json, and times the process
// from exec to its first answer, weights included. It prints one row per
// function: binary size, median, fastest and slowest start, the median time
// to the first poll for an event (Lambda's init phase), the median CPU time
// and the peak memory.
//
//	go run ./scripts/coldstart [-runs 5] [-budget 150ms] [-gomaxprocs n] [-only detect,mask] [-bin dir]
//
// -gomaxprocs runs the functions with GOMAXPROCS=n (the CPUs Lambda gives a
// function's memory size, where this machine has more); -bin measures the
// binaries already built in dir instead of building the checkout's (to
// compare two builds in turn). It exits 1 when a function's median is over
// the budget or it fails to answer or has no event. admin and bulk, which need AWS services to answer,
// are listed as not measured; the dashboard answers its event (no session:
// the redirect to sign in) from its environment alone.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/piiguard/piiguard/scripts/internal/measure"
	"github.com/piiguard/piiguard/shared/lambdafn/lambdatest"
)

// Budget is the median cold start every function must stay under.
const Budget = 150 * time.Millisecond

// env is what the functions run with: the in-memory stores (as under sam
// local), so no network store is on the path, and the development key the
// authorizer accepts.
var env = []string{
	"PIIGUARD_STORE=memory",
	"PIIGUARD_DEV_API_KEY=pg_exampleExampleExampleExampleExample0000",
	"AWS_REGION=eu-central-1",
	"AWS_LAMBDA_FUNCTION_MEMORY_SIZE=1024",
	"_HANDLER=bootstrap",
	"TZ=UTC",
}

// Row is one function's measurement.
type Row struct {
	Function  string
	Bytes     int64           // the bootstrap's size
	Starts    []time.Duration // each start, in run order
	Inits     []time.Duration // each start's time to its first poll for an event
	CPUs      []time.Duration // each start's CPU time (user and system, all threads)
	MaxRSSKB  int64           // the largest peak resident memory of the starts
	NoEvent   bool            // no events/<name>.json: not measured
	Unserved  string          // why the function is not measured this way
	FailedRun string          // the first failed answer, if any
}

// Median is the middle start (the upper middle of an even count).
func (r Row) Median() time.Duration { return measure.Median(r.Starts) }

// MedianInit is the middle time to the first poll.
func (r Row) MedianInit() time.Duration { return measure.Median(r.Inits) }

// MedianCPU is the middle start's CPU time.
func (r Row) MedianCPU() time.Duration { return measure.Median(r.CPUs) }

// unserved lists the functions that cannot start against the minimal
// Runtime API alone, and why.
var unserved = map[string]string{
	"admin": "needs DynamoDB, API Gateway and Step Functions at start (refuses the memory stores)",
	"bulk":  "needs DynamoDB and S3 at start; Step Functions invokes it (no API event)",
}

// envOf overrides env for a function (the last value of a variable wins):
// the dashboard refuses the memory stores and needs its user pool's
// settings; its event has no session, so it answers without reaching
// Cognito, DynamoDB or API Gateway.
var envOf = map[string][]string{
	"dashboard": {"PIIGUARD_STORE=", "PIIGUARD_COGNITO_POOL_ID=eu-central-1_Example00", "PIIGUARD_COGNITO_CLIENT_ID=example",
		"PIIGUARD_COGNITO_DOMAIN=https://example.auth.eu-central-1.amazoncognito.com",
		"PIIGUARD_DASHBOARD_URL=https://abc123.execute-api.eu-central-1.amazonaws.com/prod/dashboard"},
}

// Build compiles every function under root/functions into dir, one binary per
// function named after it, with `make build`'s flags for this machine.
func Build(root, dir string) error {
	cmd := exec.Command("go", "build", "-trimpath", "-tags", "lambda.norpc", "-ldflags", "-s -w", "-o", dir+string(os.PathSeparator), "./functions/...")
	cmd.Dir = root
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build: %v\n%s", err, out)
	}
	return nil
}

// Options are what Measure runs.
type Options struct {
	Runs       int
	GOMAXPROCS int      // > 0: the functions run with GOMAXPROCS set to it
	Only       []string // the functions to measure (all when empty)
	Bin        string   // the directory of binaries built already ("": build them)
}

// Measure builds the functions (unless o.Bin has them) and starts each
// o.Runs times, the functions in turn within each round so that a burst of
// load elsewhere does not land on one function only.
func Measure(ctx context.Context, root string, o Options) ([]Row, error) {
	dir := o.Bin
	if dir == "" {
		tmp, err := os.MkdirTemp("", "coldstart")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		if err := Build(root, tmp); err != nil {
			return nil, err
		}
		dir = tmp
	}
	rows, events, err := Functions(root)
	if err != nil {
		return nil, err
	}
	for _, f := range o.Only {
		if !slices.ContainsFunc(rows, func(r Row) bool { return r.Function == f }) {
			return nil, fmt.Errorf("no function %q under %s", f, filepath.Join(root, "functions"))
		}
	}
	if len(o.Only) > 0 {
		rows = slices.DeleteFunc(rows, func(r Row) bool { return !slices.Contains(o.Only, r.Function) })
	}
	for i := range rows {
		fi, err := os.Stat(filepath.Join(dir, rows[i].Function))
		if err != nil {
			return nil, err
		}
		rows[i].Bytes = fi.Size()
	}
	base := slices.Clone(env)
	if o.GOMAXPROCS > 0 {
		base = append(base, fmt.Sprintf("GOMAXPROCS=%d", o.GOMAXPROCS))
	}
	for range o.Runs {
		for i := range rows {
			r := &rows[i]
			if r.NoEvent || r.Unserved != "" {
				continue
			}
			ictx, cancel := context.WithTimeout(ctx, 30*time.Second)
			res, err := lambdatest.Invoke(ictx, filepath.Join(dir, r.Function), append(slices.Clone(base), envOf[r.Function]...), events[r.Function])
			cancel()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", r.Function, err)
			}
			if why := failure(res); why != "" && r.FailedRun == "" {
				r.FailedRun = why
			}
			r.Starts = append(r.Starts, res.Elapsed)
			r.Inits = append(r.Inits, res.Init)
			r.CPUs = append(r.CPUs, res.CPU)
			r.MaxRSSKB = max(r.MaxRSSKB, res.MaxRSSKB)
		}
	}
	return rows, nil
}

// Functions lists every function of root/functions (a new function is
// measured without being named here) with its event from root/events, or
// why it is not measured.
func Functions(root string) ([]Row, map[string][]byte, error) {
	names, err := os.ReadDir(filepath.Join(root, "functions"))
	if err != nil {
		return nil, nil, err
	}
	var rows []Row
	events := map[string][]byte{}
	for _, n := range names {
		if !n.IsDir() {
			continue
		}
		r := Row{Function: n.Name(), Unserved: unserved[n.Name()]}
		if r.Unserved != "" {
			rows = append(rows, r)
			continue
		}
		ev, err := os.ReadFile(filepath.Join(root, "events", n.Name()+".json"))
		switch {
		case errors.Is(err, os.ErrNotExist):
			r.NoEvent = true
		case err != nil:
			return nil, nil, err
		default:
			events[n.Name()] = ev
		}
		rows = append(rows, r)
	}
	return rows, events, nil
}

// failure says why an answer is not a successful one ("" if it is): an
// error posted, or an API Gateway response with a status of 400 or more.
func failure(res lambdatest.Result) string {
	if res.Failed {
		return fmt.Sprintf("failed: %.300s %.300s", res.Payload, res.Output)
	}
	var proxy struct {
		StatusCode int    `json:"statusCode"`
		Body       string `json:"body"`
	}
	if json.Unmarshal(res.Payload, &proxy) == nil && proxy.StatusCode >= 400 {
		return fmt.Sprintf("status %d: %.300s", proxy.StatusCode, proxy.Body)
	}
	return ""
}

// Print writes the table in Markdown.
func Print(w io.Writer, rows []Row, budget time.Duration) {
	fmt.Fprintf(w, "| function | binary | median cold start | fastest | slowest | median init | median CPU time | peak RSS |\n|---|---|---|---|---|---|---|---|\n")
	for _, r := range rows {
		size := fmt.Sprintf("%.1f MB", float64(r.Bytes)/1e6)
		switch {
		case r.NoEvent:
			fmt.Fprintf(w, "| %s | %s | not measured: no events/%s.json | | | | | |\n", r.Function, size, r.Function)
		case r.Unserved != "":
			fmt.Fprintf(w, "| %s | %s | not measured: %s | | | | | |\n", r.Function, size, r.Unserved)
		default:
			s := slices.Clone(r.Starts)
			slices.Sort(s)
			mark := ""
			if r.Median() >= budget {
				mark = " (over budget)"
			}
			fmt.Fprintf(w, "| %s | %s | %s%s | %s | %s | %s | %s | %.0f MB |\n", r.Function, size, ms(r.Median()), mark,
				ms(s[0]), ms(s[len(s)-1]), ms(r.MedianInit()), ms(r.MedianCPU()), float64(r.MaxRSSKB)/1024)
		}
	}
}

func ms(d time.Duration) string { return fmt.Sprintf("%.1f ms", float64(d.Microseconds())/1000) }

func main() {
	runs := flag.Int("runs", 5, "starts per function")
	budget := flag.Duration("budget", Budget, "the median cold start (wall time) each function must stay under")
	root := flag.String("root", ".", "the repository root")
	procs := flag.Int("gomaxprocs", 0, "run the functions with GOMAXPROCS set to this (0: the machine's CPUs)")
	only := flag.String("only", "", "comma-separated functions to measure (default all)")
	bin := flag.String("bin", "", "measure the binaries in this directory instead of building the checkout's")
	flag.Parse()
	if *runs < 1 {
		fmt.Fprintln(os.Stderr, "coldstart: -runs must be at least 1")
		os.Exit(2)
	}
	o := Options{Runs: *runs, GOMAXPROCS: *procs, Bin: *bin}
	if *only != "" {
		o.Only = strings.Split(*only, ",")
	}
	procsNote := "GOMAXPROCS unset"
	if *procs > 0 {
		procsNote = fmt.Sprintf("GOMAXPROCS=%d", *procs)
	}
	fmt.Printf("load average before: %s; %d starts per function; %d CPUs, %s\n\n", measure.LoadAverage(), *runs, runtime.NumCPU(), procsNote)
	rows, err := Measure(context.Background(), *root, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "coldstart:", err)
		os.Exit(1)
	}
	Print(os.Stdout, rows, *budget)
	fmt.Printf("\nload average after: %s\n", measure.LoadAverage())
	bad := false
	for _, r := range rows {
		if r.NoEvent {
			fmt.Fprintf(os.Stderr, "coldstart: %s has no events/%s.json\n", r.Function, r.Function)
			bad = true
		}
		if r.FailedRun != "" {
			fmt.Fprintf(os.Stderr, "coldstart: %s did not answer its event: %s\n", r.Function, r.FailedRun)
			bad = true
		}
		if len(r.Starts) > 0 && r.Median() >= *budget {
			fmt.Fprintf(os.Stderr, "coldstart: %s's median cold start %s is over the %s budget\n", r.Function, ms(r.Median()), *budget)
			bad = true
		}
	}
	if bad {
		os.Exit(1)
	}
}
