package main

import (
	"bufio"
	"context"
	"encoding/json"
	"net"
	"net/http"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// The local server serves the README's calls with the key from
// PIIGUARD_DEV_API_KEY on $PORT and stops cleanly on SIGTERM.
func TestLocalServer(t *testing.T) {
	bin := filepath.Join(t.TempDir(), "localserver")
	if out, err := exec.Command("go", "build", "-o", bin, ".").CombinedOutput(); err != nil {
		t.Fatalf("build: %v\n%s", err, out)
	}
	ln, _ := net.Listen("tcp", "127.0.0.1:0")
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	ln.Close()
	key := "pg_testTestTestTestTestTestTestTestTest0000"
	ctx, cancel := context.WithTimeout(context.Background(), time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, bin)
	cmd.Env = append(os.Environ(), "PORT="+port, "PIIGUARD_DEV_API_KEY="+key)
	stdout, _ := cmd.StdoutPipe()
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	sc := bufio.NewScanner(stdout)
	var banner []string
	for sc.Scan() {
		banner = append(banner, sc.Text())
		if strings.HasPrefix(sc.Text(), "development API key") {
			break
		}
	}
	if len(banner) < 2 || !strings.Contains(banner[0], "http://localhost:"+port+"/api/public/v1") || !strings.Contains(banner[1], key) ||
		!strings.Contains(banner[0], "listening on 127.0.0.1:"+port) {
		t.Fatalf("banner = %q", banner)
	}
	go func() {
		for sc.Scan() {
		}
	}()
	base := "http://127.0.0.1:" + port + "/api/public/v1"
	resp, err := http.Get(base + "/health")
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("health: %v %v", resp, err)
	}
	req, _ := http.NewRequest("POST", base+"/detect", strings.NewReader(`{"text":"Mail jane.doe@example.com"}`))
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("X-API-Key", key)
	resp, err = http.DefaultClient.Do(req)
	if err != nil || resp.StatusCode != 200 {
		t.Fatalf("detect: %v %v", resp, err)
	}
	var out struct {
		Count int `json:"entities_count"`
	}
	json.NewDecoder(resp.Body).Decode(&out)
	if out.Count != 1 {
		t.Errorf("entities_count = %d", out.Count)
	}
	req, _ = http.NewRequest("POST", base+"/detect", strings.NewReader(`{"text":"x"}`))
	req.Header.Set("X-API-Key", "pg_other")
	if resp, _ := http.DefaultClient.Do(req); resp == nil || resp.StatusCode != 401 {
		t.Errorf("wrong key accepted: %v", resp)
	}
	cmd.Process.Signal(syscall.SIGTERM)
	if err := cmd.Wait(); err != nil {
		t.Errorf("exit after SIGTERM: %v", err)
	}
}

// TestListenAddr: loopback unless PIIGUARD_LISTEN_ADDR says otherwise (the
// server listened on every interface).
func TestListenAddr(t *testing.T) {
	for _, c := range []struct{ port, override, want string }{
		{"3000", "", "127.0.0.1:3000"},
		{"3000", "0.0.0.0", "0.0.0.0:3000"},
		{"3000", "::", "[::]:3000"},
		{"3000", "[::1]", "[::1]:3000"},
		{"3000", "0.0.0.0:8080", "0.0.0.0:8080"},
		{"3000", "localhost:9000", "localhost:9000"},
	} {
		if got := listenAddr(c.port, c.override); got != c.want {
			t.Errorf("listenAddr(%q, %q) = %q, want %q", c.port, c.override, got, c.want)
		}
	}
}
