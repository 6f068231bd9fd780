package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// shortTimeouts scale DefaultTimeouts down so the test runs in seconds.
var shortTimeouts = Timeouts{ReadHeader: 300 * time.Millisecond, Read: 700 * time.Millisecond, Write: 2 * time.Second, Idle: 500 * time.Millisecond}

func startServer(t *testing.T) (addr, key string) {
	t.Helper()
	st := memory.New()
	key, _, err := auth.IssueKey(context.Background(), st, "t", "k", store.PlanPayAsYouGo, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		t.Fatal(err)
	}
	srv := newServer(ln.Addr().String(), api.New(app.Memory(st, nil)), shortTimeouts)
	go srv.Serve(ln)
	t.Cleanup(func() { srv.Close() })
	return ln.Addr().String(), key
}

// closedWithin reads from conn until the server closes it and returns how
// long that took and what was read.
func closedWithin(t *testing.T, conn net.Conn, limit time.Duration) (time.Duration, string) {
	t.Helper()
	t0 := time.Now()
	conn.SetReadDeadline(t0.Add(limit))
	b, err := io.ReadAll(conn)
	d := time.Since(t0)
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatalf("connection still open after %v (read %q)", limit, b)
	}
	return d, string(b)
}

func TestDefaultTimeoutsSet(t *testing.T) {
	d := DefaultTimeouts
	if d.ReadHeader <= 0 || d.ReadHeader > 10*time.Second || d.Read <= 0 || d.Read > time.Minute ||
		d.Write <= 0 || d.Write > 2*time.Minute || d.Idle <= 0 || d.Idle > 5*time.Minute {
		t.Errorf("DefaultTimeouts = %+v", d)
	}
	srv := newServer(":0", http.NotFoundHandler(), d)
	if srv.ReadHeaderTimeout != d.ReadHeader || srv.ReadTimeout != d.Read || srv.WriteTimeout != d.Write || srv.IdleTimeout != d.Idle || srv.MaxHeaderBytes == 0 {
		t.Errorf("server = %+v", srv)
	}
}

// A client that never finishes its headers (slowloris) is cut off after
// ReadHeader.
func TestSlowHeadersCutOff(t *testing.T) {
	addr, _ := startServer(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST %s/detect HTTP/1.1\r\nHost: x\r\nX-Slow: ", api.PathPrefix)
	go func() { // trickle header bytes: each one arrives in time, the whole never does
		for i := 0; i < 20; i++ {
			time.Sleep(50 * time.Millisecond)
			if _, err := conn.Write([]byte("a")); err != nil {
				return
			}
		}
	}()
	d, _ := closedWithin(t, conn, shortTimeouts.ReadHeader+2*time.Second)
	if d > shortTimeouts.ReadHeader+time.Second {
		t.Errorf("slow headers held the connection %v", d)
	}
}

// A client that sends its body too slowly gets an error body (or the
// connection closed) once Read is over, not a connection held for ever.
func TestSlowBodyCutOff(t *testing.T) {
	addr, key := startServer(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "POST %s/detect HTTP/1.1\r\nHost: x\r\nX-API-Key: %s\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{\"text\":\"", api.PathPrefix, key)
	go func() {
		for i := 0; i < 100; i++ {
			time.Sleep(50 * time.Millisecond)
			if _, err := conn.Write([]byte("aaaa")); err != nil {
				return
			}
		}
	}()
	d, resp := closedWithin(t, conn, shortTimeouts.Read+3*time.Second)
	if d > shortTimeouts.Read+2*time.Second {
		t.Errorf("slow body held the connection %v", d)
	}
	if resp != "" {
		r, err := http.ReadResponse(bufio.NewReader(strings.NewReader(resp)), nil)
		if err != nil || r.StatusCode != 400 {
			t.Fatalf("answer to a slow body: %v %q", err, resp)
		}
		b, _ := io.ReadAll(r.Body)
		if !strings.Contains(string(b), `"validation_error"`) {
			t.Errorf("not the spec's error body: %s", b)
		}
	}
}

// An idle keep-alive connection is closed after Idle.
func TestIdleConnectionClosed(t *testing.T) {
	addr, _ := startServer(t)
	conn, err := net.Dial("tcp", addr)
	if err != nil {
		t.Fatal(err)
	}
	defer conn.Close()
	fmt.Fprintf(conn, "GET %s/health HTTP/1.1\r\nHost: x\r\n\r\n", api.PathPrefix)
	br := bufio.NewReader(conn)
	r, err := http.ReadResponse(br, nil)
	if err != nil || r.StatusCode != 200 {
		t.Fatalf("health: %v", err)
	}
	io.Copy(io.Discard, r.Body)
	t0 := time.Now()
	conn.SetReadDeadline(t0.Add(shortTimeouts.Idle + 3*time.Second))
	_, err = br.ReadByte()
	if ne, ok := err.(net.Error); ok && ne.Timeout() {
		t.Fatal("idle connection never closed")
	}
	if d := time.Since(t0); d > shortTimeouts.Idle+2*time.Second {
		t.Errorf("idle connection closed after %v", d)
	}
}
