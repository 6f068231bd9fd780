// Command benchhttp measures the throughput of a batch /detect over HTTP on
// the local server (scripts/localserver) of this checkout and of a release
// built from git, in interleaved rounds on the same machine, and prints both
// and their ratio. Load from elsewhere moves both alike, so the ratio is the
// figure to read; the MB/s are those of this machine at that moment.
//
//	go run ./scripts/benchhttp [-release REF] [-rounds 5] [-duration 2s]
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
func (s *Server) CPU() time.Duration {
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/stat", s.cmd.Process.Pid))
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

// Round sends the batch again and again for d and returns the MB/s of text
// detected (requests one after another on one connection) and the bytes.
func Round(ctx context.Context, c *http.Client, url string, body []byte, textBytes int, d time.Duration) (float64, error) {
	mbs, _, err := round(ctx, c, url, body, textBytes, d)
	return mbs, err
}

func round(ctx context.Context, c *http.Client, url string, body []byte, textBytes int, d time.Duration) (float64, int, error) {
	start, n := time.Now(), 0
	for time.Since(start) < d {
		req, err := http.NewRequestWithContext(ctx, "POST", url+"/detect", bytes.NewReader(body))
		if err != nil {
			return 0, 0, err
		}
		req.Header.Set("Content-Type", "application/json")
		req.Header.Set("X-API-Key", devKey)
		resp, err := c.Do(req)
		if err != nil {
			return 0, 0, err
		}
		_, err = io.Copy(io.Discard, resp.Body)
		resp.Body.Close()
		if err != nil {
			return 0, 0, err
		}
		if resp.StatusCode != 200 {
			return 0, 0, fmt.Errorf("%s: status %d", url, resp.StatusCode)
		}
		n++
	}
	return float64(n*textBytes) / 1e6 / time.Since(start).Seconds(), n * textBytes, nil
}

func main() {
	ref := flag.String("release", "", "the git ref of the release to compare with (Makefile RELEASE_REF)")
	rounds := flag.Int("rounds", 5, "interleaved rounds")
	dur := flag.Duration("duration", 2*time.Second, "length of each server's turn in a round")
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
	texts := Texts(nTexts)
	size := 0
	for _, t := range texts {
		size += len(t)
	}
	body, _ := json.Marshal(map[string]any{"texts": texts})
	var servers []*Server
	for _, s := range []struct{ name, bin string }{{"current", cur}, {"release " + ref, rel}} {
		srv, err := Start(s.name, s.bin)
		if err != nil {
			return err
		}
		defer srv.Stop()
		servers = append(servers, srv)
	}
	c := &http.Client{Timeout: time.Minute}
	ctx := context.Background()
	for _, s := range servers { // warm-up: first-use builds, connections
		if _, err := Round(ctx, c, s.URL, body, size, dur/4); err != nil {
			return err
		}
	}
	fmt.Printf("batch /detect of %d texts (%.1f KB each) over HTTP, GOMAXPROCS %s; load average before: %s\n\n",
		nTexts, float64(size)/float64(nTexts)/1e3, gomaxprocs(), loadAverage())
	fmt.Printf("MB/s is over wall time; cpu-MB/s over the server process's CPU time, which other work on the machine leaves in place.\n\n")
	fmt.Printf("| round | current MB/s | release MB/s | current cpu-MB/s | release cpu-MB/s | current / release (cpu) |\n|---|---|---|---|---|---|\n")
	mbs, cpus := make([][]float64, 2), make([][]float64, 2)
	var ratios []float64
	for r := range rounds {
		var got, gotCPU [2]float64
		order := []int{0, 1}
		if r%2 == 1 {
			order = []int{1, 0} // neither always goes first
		}
		for _, i := range order {
			cpu0 := servers[i].CPU()
			v, n, err := round(ctx, c, servers[i].URL, body, size, dur)
			if err != nil {
				return err
			}
			if cpu := servers[i].CPU() - cpu0; cpu > 0 {
				gotCPU[i] = float64(n) / 1e6 / cpu.Seconds()
			}
			got[i] = v
			mbs[i], cpus[i] = append(mbs[i], v), append(cpus[i], gotCPU[i])
		}
		ratio := gotCPU[0] / gotCPU[1]
		ratios = append(ratios, ratio)
		fmt.Printf("| %d | %.2f | %.2f | %.2f | %.2f | %.3f |\n", r+1, got[0], got[1], gotCPU[0], gotCPU[1], ratio)
	}
	fmt.Printf("\nrelease %s\ncurrent %.2f–%.2f MB/s (%.2f–%.2f cpu-MB/s), release %.2f–%.2f MB/s (%.2f–%.2f cpu-MB/s)\n",
		ref, slices.Min(mbs[0]), slices.Max(mbs[0]), slices.Min(cpus[0]), slices.Max(cpus[0]),
		slices.Min(mbs[1]), slices.Max(mbs[1]), slices.Min(cpus[1]), slices.Max(cpus[1]))
	fmt.Printf("current / release in CPU time per MB: %.3f–%.3f per round, median %.3f; load average after: %s\n",
		slices.Min(ratios), slices.Max(ratios), measure.Median(ratios), loadAverage())
	return nil
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
