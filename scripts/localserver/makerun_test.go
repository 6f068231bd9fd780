package main

import (
	"bufio"
	"net"
	"os"
	"os/exec"
	"strconv"
	"strings"
	"syscall"
	"testing"
	"time"
)

// TestMakeRunStopsWithItsPID: `make run` builds the server and execs it, so
// the SIGTERM that `kill <pid of make run>` sends (make passes it on to its
// recipe) stops the server and frees the port. With `go run` in the recipe
// the compiled server outlived it and kept the port.
func TestMakeRunStopsWithItsPID(t *testing.T) {
	if _, err := exec.LookPath("make"); err != nil {
		t.Fatal("make is not installed; `make run` needs it")
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	port := strconv.Itoa(ln.Addr().(*net.TCPAddr).Port)
	ln.Close()
	cmd := exec.Command("make", "--no-print-directory", "-C", "../..", "run", "PORT="+port)
	cmd.Env = append(os.Environ(), "PIIGUARD_DEV_API_KEY=pg_testTestTestTestTestTestTestTestTest0000")
	stdout, _ := cmd.StdoutPipe()
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { _ = cmd.Process.Kill() })
	ready := make(chan bool, 1)
	go func() {
		sc := bufio.NewScanner(stdout)
		for sc.Scan() {
			if strings.HasPrefix(sc.Text(), "development API key") {
				ready <- true
			}
		}
		ready <- false
	}()
	select {
	case ok := <-ready:
		if !ok {
			t.Fatal("make run ended before serving")
		}
	case <-time.After(3 * time.Minute): // the first build compiles the engine
		t.Fatal("make run did not serve within 3 minutes")
	}
	if c, err := net.Dial("tcp", "127.0.0.1:"+port); err != nil {
		t.Fatalf("server not listening on %s: %v", port, err)
	} else {
		c.Close()
	}

	if err := cmd.Process.Signal(syscall.SIGTERM); err != nil {
		t.Fatal(err)
	}
	done := make(chan error, 1)
	go func() { done <- cmd.Wait() }()
	select {
	case <-done:
	case <-time.After(15 * time.Second):
		t.Fatal("make run still running 15 s after SIGTERM")
	}
	// The port is free: nothing answers and it can be bound again.
	deadline := time.Now().Add(5 * time.Second)
	for {
		c, err := net.Dial("tcp", "127.0.0.1:"+port)
		if err != nil {
			break
		}
		c.Close()
		if time.Now().After(deadline) {
			t.Fatalf("port %s still served after make run was stopped by its PID", port)
		}
		time.Sleep(100 * time.Millisecond)
	}
	l, err := net.Listen("tcp", ":"+port)
	if err != nil {
		t.Fatalf("port %s not free: %v", port, err)
	}
	l.Close()
}
