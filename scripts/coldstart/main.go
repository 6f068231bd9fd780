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
// the budget or it fails to answer or has no event. admin and bulk start
// only on AWS services: they run against a moto_server that coldstart starts
// (scripts/moto.sh) and provisions before the first start, with the
// environment the stacks give them (services.go); bulk's event is a batch
// as the bulk state machine's Distributed Map hands it over. The time their
// first answer waited on moto_server is printed below the table. The
// dashboard answers its event (no session: the redirect to sign in) from
// its environment alone.
package main

import (
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"maps"
	"os"
	"os/exec"
	"os/signal"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"syscall"
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
	Function string
	Bytes    int64           // the bootstrap's size
	Starts   []time.Duration // each start, in run order
	Inits    []time.Duration // each start's time to its first poll for an event
	CPUs     []time.Duration // each start's CPU time (user and system, all threads)
	MaxRSSKB int64           // the largest peak resident memory of the starts
	// Waits and Calls are, for a function on moto_server (needsAWS), each
	// start's time waiting on it and its requests to it.
	Waits     []time.Duration
	Calls     []int
	NoEvent   bool   // no events/<name>.json: not measured
	FailedRun string // the first failed answer, if any
}

// Median is the middle start (the upper middle of an even count).
func (r Row) Median() time.Duration { return measure.Median(r.Starts) }

// MedianInit is the middle time to the first poll.
func (r Row) MedianInit() time.Duration { return measure.Median(r.Inits) }

// MedianCPU is the middle start's CPU time.
func (r Row) MedianCPU() time.Duration { return measure.Median(r.CPUs) }

// envOf overrides env for a function (the last value of a variable wins):
// the dashboard refuses the memory stores and needs its user pool's
// settings; its event has no session, so it answers without reaching
// Cognito, DynamoDB or API Gateway. (admin's and bulk's come from
// servicesEnv.)
var envOf = map[string][]string{
	"dashboard": {"PIIGUARD_STORE=", "PIIGUARD_COGNITO_POOL_ID=eu-central-1_Example00", "PIIGUARD_COGNITO_CLIENT_ID=example",
		"PIIGUARD_COGNITO_DOMAIN=https://example.auth.eu-central-1.amazoncognito.com",
		"PIIGUARD_DASHBOARD_URL=https://abc123.execute-api.eu-central-1.amazonaws.com/prod/dashboard"},
}

// Build compiles the functions named (every function under root/functions
// when none is) into dir, one binary per function named after it, with
// `make build`'s flags for this machine.
func Build(root, dir string, names ...string) error {
	pkgs := []string{"./functions/..."}
	if len(names) > 0 {
		pkgs = nil
		for _, n := range names {
			pkgs = append(pkgs, "./functions/"+n)
		}
	}
	cmd := exec.Command("go", append([]string{"build", "-trimpath", "-tags", "lambda.norpc", "-ldflags", "-s -w", "-o", dir + string(os.PathSeparator)}, pkgs...)...)
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
	dir := o.Bin
	if dir == "" {
		tmp, err := os.MkdirTemp("", "coldstart")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		if err := Build(root, tmp, o.Only...); err != nil {
			return nil, err
		}
		dir = tmp
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
	fnEnv := envOf
	var svc *services
	if slices.ContainsFunc(rows, func(r Row) bool { return needsAWS[r.Function] && !r.NoEvent }) {
		tmp, err := os.MkdirTemp("", "coldstart-moto")
		if err != nil {
			return nil, err
		}
		defer os.RemoveAll(tmp)
		if svc, err = startServices(ctx, root, tmp, events); err != nil {
			return nil, err
		}
		defer svc.Close()
		fnEnv = maps.Clone(envOf)
		maps.Copy(fnEnv, svc.env)
	}
	for range o.Runs {
		for i := range rows {
			r := &rows[i]
			if r.NoEvent {
				continue
			}
			if svc != nil {
				svc.clock.take()
			}
			ictx, cancel := context.WithTimeout(ctx, 30*time.Second)
			res, err := lambdatest.Invoke(ictx, filepath.Join(dir, r.Function), append(slices.Clone(base), fnEnv[r.Function]...), events[r.Function])
			cancel()
			if err != nil {
				return nil, fmt.Errorf("%s: %w", r.Function, err)
			}
			if needsAWS[r.Function] {
				wait, calls := svc.clock.take()
				r.Waits, r.Calls = append(r.Waits, wait), append(r.Calls, calls)
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
// measured without being named here) with its event from root/events.
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
		r := Row{Function: n.Name()}
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
// error posted, an API Gateway response with a status of 400 or more, or a
// bulk batch result with failed objects or none done.
func failure(res lambdatest.Result) string {
	if res.Failed {
		return fmt.Sprintf("failed: %.300s %.300s", res.Payload, res.Output)
	}
	var answer struct {
		StatusCode int    `json:"statusCode"`
		Body       string `json:"body"`
		Done       *int   `json:"done"`
		Failed     *int   `json:"failed"`
	}
	if json.Unmarshal(res.Payload, &answer) != nil {
		return ""
	}
	switch {
	case answer.StatusCode >= 400:
		return fmt.Sprintf("status %d: %.300s", answer.StatusCode, answer.Body)
	case answer.Failed != nil && (*answer.Failed > 0 || answer.Done == nil || *answer.Done == 0):
		return fmt.Sprintf("batch: %s %.300s", res.Payload, res.Output)
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

// PrintWaits writes, for the functions measured on moto_server, the median
// time their first answer waited on it (part of the cold start above).
func PrintWaits(w io.Writer, rows []Row) {
	first := true
	for _, r := range rows {
		if len(r.Waits) == 0 {
			continue
		}
		if first {
			fmt.Fprintln(w)
			first = false
		}
		fmt.Fprintf(w, "%s: the first answer waited %s (median) on moto_server (requests: %s), included above.\n",
			r.Function, ms(measure.Median(r.Waits)), span(r.Calls))
	}
}

// span is "n" or "lo–hi".
func span(v []int) string {
	lo, hi := slices.Min(v), slices.Max(v)
	if lo == hi {
		return fmt.Sprint(lo)
	}
	return fmt.Sprintf("%d–%d", lo, hi)
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
	// Interrupted, Measure returns and stops its moto_server.
	ctx, stop := signal.NotifyContext(context.Background(), os.Interrupt, syscall.SIGTERM)
	rows, err := Measure(ctx, *root, o)
	stop()
	if err != nil {
		fmt.Fprintln(os.Stderr, "coldstart:", err)
		os.Exit(1)
	}
	Print(os.Stdout, rows, *budget)
	PrintWaits(os.Stdout, rows)
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
