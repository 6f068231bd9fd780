//go:build linux

package main

import (
	"os/exec"
	"testing"
	"time"
)

// CPU reads a running process's CPU time from /proc: a busy process's grows.
func TestServerCPU(t *testing.T) {
	cmd := exec.Command("sh", "-c", "i=0; while [ $i -lt 200000 ]; do i=$((i+1)); done; sleep 5")
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	s := &Server{cmd: cmd}
	defer func() { cmd.Process.Kill(); cmd.Wait() }()
	deadline := time.Now().Add(10 * time.Second)
	for s.CPU() < 50*time.Millisecond {
		if time.Now().After(deadline) {
			t.Fatalf("CPU %v after 10 s of a busy loop", s.CPU())
		}
		time.Sleep(20 * time.Millisecond)
	}
}
