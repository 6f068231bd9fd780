// Package lambdatest runs a built Lambda bootstrap executable as Lambda runs
// it, against a minimal Lambda Runtime API that hands out one event and
// records the answer: the functions' binaries can be tested without Lambda,
// Docker or SAM.
package lambdatest

import (
	"context"
	"fmt"
	"io"
	"net"
	"net/http"
	"os/exec"
	"strconv"
	"strings"
	"sync"
	"time"
)

// RequestID is the id of the one invocation.
const RequestID = "req-1"

// Result is a function's answer to its event.
type Result struct {
	Payload []byte // the response, or the error document the function posted
	// Failed: the function posted an invocation or init error, or ended
	// without answering (a panic before lambda.Start: Payload is empty).
	Failed bool
	Output string // what the process wrote to stdout and stderr
	// Elapsed is the time from starting the process to its answer (or its
	// exit): a cold start, weights and all, when the answer is the first.
	Elapsed time.Duration
	// Init is the time from starting the process to its first poll for an
	// event (Lambda's init phase: package initialisation and what main does
	// before lambda.Start); 0 if it never polled. Elapsed minus Init is the
	// first invocation's time.
	Init time.Duration
	// MaxRSSKB is the process's peak resident memory in KiB (0 where the
	// platform does not report it). On Linux it is the executable's own
	// (VmHWM, read when it has answered): the rusage figure of a child
	// started with vfork includes the parent's resident memory at the exec.
	MaxRSSKB int64
	// CPU is the process's user and system time until it was killed after
	// its answer, all threads: unlike Elapsed, it does not grow with what
	// else the machine runs.
	CPU time.Duration
}

// runtimeAPI serves the Runtime API routes a Go bootstrap uses.
type runtimeAPI struct {
	event  []byte
	mu     sync.Mutex
	served bool
	polled time.Time // the first poll for an event
	result chan Result
}

func (r *runtimeAPI) ServeHTTP(w http.ResponseWriter, req *http.Request) {
	const base = "/2018-06-01/runtime/"
	switch {
	case req.Method == http.MethodGet && req.URL.Path == base+"invocation/next":
		r.mu.Lock()
		first := !r.served
		if first {
			r.polled = time.Now()
		}
		r.served = true
		r.mu.Unlock()
		if !first { // one invocation: park the next poll until the process is killed
			<-req.Context().Done()
			return
		}
		w.Header().Set("Lambda-Runtime-Aws-Request-Id", RequestID)
		w.Header().Set("Lambda-Runtime-Deadline-Ms", strconv.FormatInt(time.Now().Add(time.Minute).UnixMilli(), 10))
		w.Header().Set("Lambda-Runtime-Invoked-Function-Arn", "arn:aws:lambda:eu-central-1:123456789012:function:piiguard")
		w.Write(r.event)
	case req.Method == http.MethodPost && req.URL.Path == base+"invocation/"+RequestID+"/response":
		b, _ := io.ReadAll(req.Body)
		w.WriteHeader(http.StatusAccepted)
		r.result <- Result{Payload: b}
	case req.Method == http.MethodPost && (req.URL.Path == base+"invocation/"+RequestID+"/error" || req.URL.Path == base+"init/error"):
		b, _ := io.ReadAll(req.Body)
		w.WriteHeader(http.StatusAccepted)
		r.result <- Result{Payload: b, Failed: true}
	default:
		http.NotFound(w, req)
	}
}

// syncBuffer collects the process output; os/exec writes from its own goroutines.
type syncBuffer struct {
	mu sync.Mutex
	b  strings.Builder
}

func (s *syncBuffer) Write(p []byte) (int, error) {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.Write(p)
}

func (s *syncBuffer) String() string {
	s.mu.Lock()
	defer s.mu.Unlock()
	return s.b.String()
}

// Invoke starts the executable at path with env as its whole environment (and
// AWS_LAMBDA_RUNTIME_API pointing at the Runtime API), hands it event, and
// returns its answer. The process is killed afterwards. An error means the
// invocation could not be run (not started, no answer before ctx ended).
func Invoke(ctx context.Context, path string, env []string, event []byte) (res Result, err error) {
	rt := &runtimeAPI{event: event, result: make(chan Result, 2)}
	ln, err := net.Listen("tcp", "127.0.0.1:0")
	if err != nil {
		return Result{}, err
	}
	srv := &http.Server{Handler: rt}
	go srv.Serve(ln)
	defer srv.Close()

	var out syncBuffer
	cmd := exec.Command(path)
	cmd.Env = append(append([]string(nil), env...), "AWS_LAMBDA_RUNTIME_API="+ln.Addr().String())
	cmd.Stdout, cmd.Stderr = &out, &out
	t0 := time.Now()
	if err := cmd.Start(); err != nil {
		return Result{}, err
	}
	exited := make(chan error, 1)
	go func() { exited <- cmd.Wait() }()
	var peakKB int64 // the executable's own peak, read while it waits for a second event
	defer func() {
		cmd.Process.Kill()
		<-exited
		rt.mu.Lock()
		if !rt.polled.IsZero() {
			res.Init = rt.polled.Sub(t0)
		}
		rt.mu.Unlock()
		res.MaxRSSKB = maxRSSKB(cmd.ProcessState)
		if peakKB > 0 {
			res.MaxRSSKB = peakKB
		}
		if ps := cmd.ProcessState; ps != nil {
			res.CPU = ps.UserTime() + ps.SystemTime()
		}
	}()
	select {
	case res := <-rt.result:
		res.Elapsed = time.Since(t0)
		res.Output = out.String()
		peakKB = ownPeakKB(cmd.Process.Pid)
		return res, nil
	case err := <-exited:
		exited <- err // for the deferred wait
		select {      // an answer posted just before the exit still counts
		case res := <-rt.result:
			res.Elapsed = time.Since(t0)
			res.Output = out.String()
			return res, nil
		default:
		}
		return Result{Failed: true, Output: out.String(), Elapsed: time.Since(t0)}, nil
	case <-ctx.Done():
		return Result{Output: out.String()}, fmt.Errorf("lambdatest: no answer from %s: %w", path, ctx.Err())
	}
}
