// Command benchhttp measures the throughput of a batch /detect over HTTP on
// the local server (scripts/localserver) of this checkout and of a release
// built from git, in interleaved rounds on the same machine, and prints both
// and their ratios: over wall time (MB/s, what a caller sees) and over the
// server process's CPU time (cpu-MB/s). Each round gives both servers a turn
// of the same length, in alternating order, so load from elsewhere falls on
// both alike; the figures are the medians of the rounds, which one round
// that met a burst of load does not move. The MB/s are those of this machine
// at that moment; the ratios are the figures to compare.
//
//	go run ./scripts/benchhttp -release REF [-rounds 15] [-duration 1s]
//
// The release is exported with `git archive REF` into a temporary directory
// and built there; nothing in the checkout changes.
package main

import (
	"bytes"
	"context"
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"slices"
	"strings"
	"time"

	"github.com/piiguard/piiguard/scripts/internal/measure"
)

// devKey is the development key both servers are started with.
const devKey = "pg_benchBenchBenchBenchBenchBenchBench000"

// Texts is the batch: n texts of about 1 KB with sparse PII (a name, an
// e-mail, a phone, a date), each a little different.
func Texts(n int) []string {
	out := make([]string, n)
	for i := range out {
		out[i] = strings.Repeat("The quarterly report was reviewed by the committee and the results were shared with all teams. ", 4) +
			fmt.Sprintf("Please contact Maria Schneider at office%d@example.com or call +1 415 555 %04d before March %d, 2025. ", i, 1000+i, 1+i%28) +
			strings.Repeat("Further details about the budget, the schedule and the next steps will follow in a separate message. ", 5)
	}
	return out
}

// Server is a running local server.
type Server struct {
	Name string
	URL  string
	cmd  *exec.Cmd
}

// Build compiles scripts/localserver of the tree at dir into bin.
func Build(dir, bin string) error {
	cmd := exec.Command("go", "build", "-o", bin, "./scripts/localserver")
	cmd.Dir = dir
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("go build in %s: %v\n%s", dir, err, out)
	}
	return nil
}

// Export writes the tree of git ref into dir (git archive | tar -x).
func Export(root, ref, dir string) error {
	cmd := exec.Command("sh", "-c", `git -C "$1" archive "$2" | tar -x -C "$3"`, "sh", root, ref, dir)
	if out, err := cmd.CombinedOutput(); err != nil {
		return fmt.Errorf("git archive %s: %v\n%s", ref, err, out)
	}
	return nil
}

func freePort() (string, error) {
	l, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return "", err
	}
	defer l.Close()
	_, port, err := net.SplitHostPort(l.Addr().String())
	return port, err
}

// Start runs bin and waits until /health answers.
func Start(name, bin string) (*Server, error) {
	port, err := freePort()
	if err != nil {
		return nil, err
	}
	cmd := exec.Command(bin)
	cmd.Env = append(os.Environ(), "PORT="+port, "PIIGUARD_DEV_API_KEY="+devKey)
	cmd.Stdout, cmd.Stderr = io.Discard, io.Discard
	if err := cmd.Start(); err != nil {
		return nil, err
	}
	s := &Server{Name: name, URL: "http://127.0.0.1:" + port + "/api/public/v1", cmd: cmd}
	for deadline := time.Now().Add(30 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		if resp, err := http.Get(s.URL + "/health"); err == nil {
			resp.Body.Close()
			if resp.StatusCode == 200 {
				return s, nil
			}
		}
	}
	s.Stop()
	return nil, fmt.Errorf("%s did not answer /health within 30 s", name)
}

// Stop ends the server.
func (s *Server) Stop() {
	s.cmd.Process.Signal(os.Interrupt)
	done := make(chan struct{})
	go func() { s.cmd.Wait(); close(done) }()
	select {
	case <-done:
	case <-time.After(5 * time.Second):
		s.cmd.Process.Kill()
		<-done
	}
}

// CPU is the server process's CPU time so far (user and system, from
// /proc; 0 where there is none).
func (s *Server) CPU() time.Duration { return procCPU(s.cmd.Process.Pid) }

// processCPU is this process's (the client's) CPU time so far.
func processCPU() time.Duration { return procCPU(os.Getpid()) }

// procCPU is process pid's CPU time so far, user and system, from
// /proc/pid/stat (0 where there is none).
func procCPU(pid int) time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", pid))
	if err != nil {
		return 0
	}
	// the fields after the command name, which is in parentheses
	_, rest, ok := strings.Cut(string(b), ") ")
	f := strings.Fields(rest)
	if !ok || len(f) < 13 {
		return 0
	}
	var utime, stime int64
	fmt.Sscan(f[11], &utime)
	fmt.Sscan(f[12], &stime)
	return time.Duration(utime+stime) * time.Second / clockTicks
}

// clockTicks is the unit of /proc's CPU times (USER_HZ), 100 on Linux.
const clockTicks = 100

// Turn is one server's turn in a round: the batches answered, the text
// bytes they held, the wall time, and the CPU time of the server process and
// of this client over it.
type Turn struct {
	Requests  int
	Bytes     int
	Wall      time.Duration
	ServerCPU time.Duration
	ClientCPU time.Duration
}

// MBs is text over wall time, MB/s.
func (t Turn) MBs() float64 { return perSecond(t.Bytes, t.Wall) }

// CPUMBs is text over the server's CPU time, MB/s (0 when none was read).
func (t Turn) CPUMBs() float64 { return perSecond(t.Bytes, t.ServerCPU) }

// Cores is the server's CPU time over the wall time: the cores it got.
func (t Turn) Cores() float64 {
	if t.Wall <= 0 {
		return 0
	}
	return t.ServerCPU.Seconds() / t.Wall.Seconds()
}

func perSecond(bytes int, d time.Duration) float64 {
	if d <= 0 {
		return 0
	}
	return float64(bytes) / 1e6 / d.Seconds()
}

// Client sends one pre-encoded batch again and again over one kept-alive
// connection, so that what the client costs per batch is one write of the
// body and one read of the answer.
type Client struct {
	hc   *http.Client
	body []byte
	// textBytes is the text the batch holds (what MB/s counts).
	textBytes int
}

// NewClient is a Client of the batch texts, encoded once.
func NewClient(texts []string) *Client {
	body, _ := json.Marshal(map[string]any{"texts": texts})
	n := 0
	for _, t := range texts {
		n += len(t)
	}
	tr := &http.Transport{MaxIdleConnsPerHost: 1, DisableCompression: true}
	return &Client{hc: &http.Client{Transport: tr, Timeout: time.Minute}, body: body, textBytes: n}
}

// Close closes the idle connections.
func (c *Client) Close() { c.hc.CloseIdleConnections() }

// Round sends the batch to url's /detect, one request after another, for d,
// and returns the turn (server CPU left 0: the caller reads it). A status
// other than 200 fails it.
func (c *Client) Round(ctx context.Context, url string, d time.Duration) (Turn, error) {
	var t Turn
	cpu0 := processCPU()
	start := time.Now()
	for time.Since(start) < d {
		req, err := http.NewRequestWithContext(ctx, "POST", url+"/detect", bytes.NewReader(c.body))
		if err != nil {
			return t, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-API-Key", devKey)
		resp, err := c.hc.Do(req)
		if err != nil {
			return t, err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			return t, err
		}
		if resp.StatusCode != 200 {
			return t, fmt.Errorf("%s: status %d", url, resp.StatusCode)
		}
		t.Requests++
	}
	t.Wall = time.Since(start)
	t.ClientCPU = processCPU() - cpu0
	t.Bytes = t.Requests * c.textBytes
	return t, nil
}

// Measure runs s's turn: the client's round with the server's CPU time
// read around it.
func (c *Client) Measure(ctx context.Context, s *Server, d time.Duration) (Turn, error) {
	cpu0 := s.CPU()
	t, err := c.Round(ctx, s.URL, d)
	t.ServerCPU = s.CPU() - cpu0
	return t, err
}

func main() {
	ref := flag.String("release", "", "the git ref of the release to compare with (Makefile RELEASE_REF)")
	rounds := flag.Int("rounds", 15, "interleaved rounds (the figures are their medians)")
	dur := flag.Duration("duration", time.Second, "length of each server's turn in a round")
	nTexts := flag.Int("texts", 100, "texts per batch (the API's maximum is 100)")
	flag.Parse()
	if err := run(*ref, *rounds, *dur, *nTexts); err != nil {
		fmt.Fprintln(os.Stderr, "benchhttp:", err)
		os.Exit(1)
	}
}

func run(ref string, rounds int, dur time.Duration, nTexts int) error {
	if ref == "" {
		return errors.New("-release is required (the Makefile passes RELEASE_REF)")
	}
	if rounds < 1 {
		return errors.New("-rounds must be at least 1")
	}
	tmp, err := os.MkdirTemp("", "benchhttp")
	if err != nil {
		return err
	}
	defer os.RemoveAll(tmp)
	relDir := filepath.Join(tmp, "release")
	if err := os.Mkdir(relDir, 0o755); err != nil {
		return err
	}
	if err := Export(".", ref, relDir); err != nil {
		return err
	}
	cur, rel := filepath.Join(tmp, "current"), filepath.Join(tmp, "release.bin")
	if err := Build(".", cur); err != nil {
		return err
	}
	if err := Build(relDir, rel); err != nil {
		return err
	}
	client := NewClient(Texts(nTexts))
	defer client.Close()
	var servers []*Server
	for _, s := range []struct{ name, bin string }{{"current", cur}, {"release " + ref, rel}} {
		srv, err := Start(s.name, s.bin)
		if err != nil {
			return err
		}
		defer srv.Stop()
		servers = append(servers, srv)
	}
	ctx := context.Background()
	for _, s := range servers { // warm-up: first-use builds, connections
		if _, err := client.Round(ctx, s.URL, dur/4); err != nil {
			return err
		}
	}
	fmt.Printf("batch /detect of %d texts (%.1f KB each) over HTTP, one request after another on a kept-alive connection; %d cores, server GOMAXPROCS %s; load average before: %s\n\n",
		nTexts, float64(client.textBytes)/float64(nTexts)/1e3, runtime.NumCPU(), gomaxprocs(), loadAverage())
	fmt.Printf("MB/s is text over wall time (what a caller sees); cpu-MB/s is text over the server process's CPU time, which other work on the machine moves less; cores is the server's CPU time over the wall time.\n\n")
	fmt.Printf("| round | current MB/s | release MB/s | ratio (wall) | current cpu-MB/s | release cpu-MB/s | ratio (cpu) | current cores | release cores |\n|---|---|---|---|---|---|---|---|---|\n")
	turns := [2][]Turn{}
	var wallRatios, cpuRatios []float64
	for r := range rounds {
		order := []int{0, 1}
		if r%2 == 1 {
			order = []int{1, 0} // neither always goes first
		}
		var got [2]Turn
		for _, i := range order {
			t, err := client.Measure(ctx, servers[i], dur)
			if err != nil {
				return err
			}
			got[i] = t
			turns[i] = append(turns[i], t)
		}
		wr, cr := ratio(got[0].MBs(), got[1].MBs()), ratio(got[0].CPUMBs(), got[1].CPUMBs())
		wallRatios, cpuRatios = append(wallRatios, wr), append(cpuRatios, cr)
		fmt.Printf("| %d | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f | %.2f |\n", r+1,
			got[0].MBs(), got[1].MBs(), wr, got[0].CPUMBs(), got[1].CPUMBs(), cr, got[0].Cores(), got[1].Cores())
	}
	fmt.Printf("\nrelease %s; medians of %d rounds (range):\n", ref, rounds)
	for i, name := range []string{"current", "release"} {
		s := Summarize(turns[i])
		fmt.Printf("%-8s %6.2f MB/s (%.2f–%.2f), %6.2f cpu-MB/s (%.2f–%.2f), %.2f cores; client CPU %.2f ms per batch\n",
			name, s.MBs.Median, s.MBs.Min, s.MBs.Max, s.CPUMBs.Median, s.CPUMBs.Min, s.CPUMBs.Max, s.Cores, s.ClientMsPerBatch)
	}
	fmt.Printf("current / release: %.2f× in wall time (%.2f–%.2f per round), %.2f× in CPU time (%.2f–%.2f); load average after: %s\n",
		measure.Median(wallRatios), slices.Min(wallRatios), slices.Max(wallRatios),
		measure.Median(cpuRatios), slices.Min(cpuRatios), slices.Max(cpuRatios), loadAverage())
	if note := coresNote(Summarize(turns[0]).Cores, runtime.NumCPU()); note != "" {
		fmt.Println(note)
	}
	return nil
}

// coresNote says when the machine lent the current server too little of
// its cores for the wall-time ratio to show the batch's parallelism.
func coresNote(cores float64, cpus int) string {
	if cpus < 2 || cores >= 0.75*float64(cpus) {
		return ""
	}
	return fmt.Sprintf("note: the current server got %.2f of %d cores (median): the wall-time ratio measures the machine's share, not the spread of a batch over the cores; the CPU-time ratio holds", cores, cpus)
}

func ratio(a, b float64) float64 {
	if b == 0 {
		return 0
	}
	return a / b
}

// Spread is a median and the range around it.
type Spread struct{ Median, Min, Max float64 }

func spread(v []float64) Spread {
	if len(v) == 0 {
		return Spread{}
	}
	return Spread{measure.Median(v), slices.Min(v), slices.Max(v)}
}

// Summary is one server's rounds: medians of MB/s, cpu-MB/s and cores, and
// what the client spent per batch.
type Summary struct {
	MBs, CPUMBs      Spread
	Cores            float64
	ClientMsPerBatch float64
}

// Summarize is the medians of turns.
func Summarize(turns []Turn) Summary {
	var mbs, cpu, cores, client []float64
	for _, t := range turns {
		mbs, cpu, cores = append(mbs, t.MBs()), append(cpu, t.CPUMBs()), append(cores, t.Cores())
		if t.Requests > 0 {
			client = append(client, t.ClientCPU.Seconds()*1e3/float64(t.Requests))
		}
	}
	return Summary{MBs: spread(mbs), CPUMBs: spread(cpu), Cores: measure.Median(cores), ClientMsPerBatch: measure.Median(client)}
}

func gomaxprocs() string {
	if v := os.Getenv("GOMAXPROCS"); v != "" {
		return v
	}
	return "default (all cores)"
}

// loadAverage is the machine's load average, "unknown" where there is none.
func loadAverage() string {
	if l := measure.LoadAverage(); l != "" {
		return l
	}
	return "unknown"
}
