// Package faultproxy is a test helper: an HTTP reverse proxy in front of a
// DynamoDB (and KMS) endpoint such as moto_server that injects faults: the
// endpoint stopped (connections dropped), slow, throttling
// (ProvisionedThroughputExceededException, ThrottlingException, a
// transaction cancelled for ThrottlingError) or failing with HTTP 500 —
// before the request reaches the backend, or after it (the write happened,
// the answer is lost), which is what exercises idempotent retries.
package faultproxy

import (
	"bytes"
	"io"
	"net/http"
	"net/http/httptest"
	"net/http/httputil"
	"net/url"
	"strings"
	"sync"
	"time"
)

// Mode is one kind of fault.
type Mode int

const (
	Pass        Mode = iota // forward unchanged
	Down                    // drop the connection without an answer (endpoint stopped)
	Slow                    // wait Delay, then forward
	Hang                    // never answer (until the client gives up)
	Throughput              // 400 ProvisionedThroughputExceededException
	Throttling              // 400 ThrottlingException
	TxThrottled             // 400 TransactionCanceledException, every reason ThrottlingError
	Internal                // 500 InternalServerError
	TxConflict              // 400 TransactionConflictException: a single-item write met a transaction in progress on its item
)

func (m Mode) String() string {
	return [...]string{"pass", "down", "slow", "hang", "throughput-exceeded", "throttling", "tx-throttled", "500", "tx-conflict"}[m]
}

// Fault says what to do to matching requests.
type Fault struct {
	Mode Mode
	// Ops limits the fault to requests whose X-Amz-Target ends with one of
	// these ("TransactWriteItems", "GetItem", "GenerateDataKey"); empty: all.
	Ops []string
	// Times is how many matching requests get the fault (then they pass);
	// 0: every one.
	Times int
	// After forwards the request first and injects the fault into the answer:
	// the backend did the work but the client never hears of it.
	After bool
	// Delay is Slow's wait.
	Delay time.Duration
}

// Proxy is a running fault-injecting proxy; URL is its endpoint.
type Proxy struct {
	URL string

	srv     *httptest.Server
	forward *httputil.ReverseProxy
	done    chan struct{}

	mu       sync.Mutex
	fault    Fault
	injected int
	calls    map[string]int // by operation
	faults   map[string]int // injected, by operation
}

// New starts a proxy to target (an http:// endpoint; "" for none: every
// request that would be forwarded gets a 502).
func New(target string) *Proxy {
	p := &Proxy{calls: map[string]int{}, faults: map[string]int{}, done: make(chan struct{})}
	if target != "" {
		u, err := url.Parse(target)
		if err != nil {
			panic(err)
		}
		p.forward = httputil.NewSingleHostReverseProxy(u)
	}
	p.srv = httptest.NewServer(http.HandlerFunc(p.serve))
	p.URL = p.srv.URL
	return p
}

// Close stops the proxy; hung requests are released.
func (p *Proxy) Close() {
	close(p.done)
	p.srv.CloseClientConnections()
	p.srv.Close()
}

// Set replaces the fault (and resets its Times count).
func (p *Proxy) Set(f Fault) {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.fault, p.injected = f, 0
}

// Calls is how many requests of an operation reached the proxy ("" = all).
func (p *Proxy) Calls(op string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return count(p.calls, op)
}

// Injected is how many faults were injected into an operation ("" = all).
func (p *Proxy) Injected(op string) int {
	p.mu.Lock()
	defer p.mu.Unlock()
	return count(p.faults, op)
}

// count is m[op], or the sum over every operation for "".
func count(m map[string]int, op string) int {
	if op != "" {
		return m[op]
	}
	n := 0
	for _, v := range m {
		n += v
	}
	return n
}

// operation is the action named by X-Amz-Target ("DynamoDB_20120810.GetItem").
func operation(r *http.Request) string {
	t := r.Header.Get("X-Amz-Target")
	if i := strings.LastIndexByte(t, '.'); i >= 0 {
		return t[i+1:]
	}
	return t
}

// pick decides this request's fault.
func (p *Proxy) pick(op string) Fault {
	p.mu.Lock()
	defer p.mu.Unlock()
	p.calls[op]++
	f := p.fault
	if f.Mode == Pass {
		return f
	}
	if len(f.Ops) > 0 {
		match := false
		for _, o := range f.Ops {
			match = match || o == op
		}
		if !match {
			return Fault{}
		}
	}
	if f.Times > 0 && p.injected >= f.Times {
		return Fault{}
	}
	p.injected++
	p.faults[op]++
	return f
}

func (p *Proxy) serve(w http.ResponseWriter, r *http.Request) {
	op := operation(r)
	f := p.pick(op)
	switch f.Mode {
	case Pass:
		p.pass(w, r)
		return
	case Down:
		if f.After {
			p.pass(httptest.NewRecorder(), r)
		}
		drop(w)
		return
	case Slow:
		select {
		case <-time.After(f.Delay):
		case <-r.Context().Done():
			return
		case <-p.done:
			return
		}
		p.pass(w, r)
		return
	case Hang:
		select {
		case <-r.Context().Done():
		case <-p.done:
		}
		return
	}
	if f.After {
		p.pass(httptest.NewRecorder(), r)
	} else {
		io.Copy(io.Discard, r.Body)
	}
	switch f.Mode {
	case Throughput:
		awsError(w, 400, "com.amazonaws.dynamodb.v20120810#ProvisionedThroughputExceededException",
			`"message":"The level of configured provisioned throughput for the table was exceeded."`)
	case Throttling:
		awsError(w, 400, "com.amazon.coral.availability#ThrottlingException", `"message":"Rate of requests exceeds the allowed throughput."`)
	case TxThrottled:
		awsError(w, 400, "com.amazonaws.dynamodb.v20120810#TransactionCanceledException",
			`"message":"Transaction cancelled, please refer cancellation reasons for specific reasons [ThrottlingError, ThrottlingError]",`+
				`"CancellationReasons":[{"Code":"ThrottlingError","Message":"Throughput exceeds the current capacity for one or more global secondary indexes."},{"Code":"ThrottlingError"}]`)
	case TxConflict:
		awsError(w, 400, "com.amazonaws.dynamodb.v20120810#TransactionConflictException",
			`"message":"Transaction is ongoing for the item"`)
	case Internal:
		awsError(w, 500, "com.amazonaws.dynamodb.v20120810#InternalServerError", `"message":"Internal server error"`)
	}
}

func (p *Proxy) pass(w http.ResponseWriter, r *http.Request) {
	if p.forward == nil {
		http.Error(w, "no backend", http.StatusBadGateway)
		return
	}
	body, _ := io.ReadAll(r.Body)
	r.Body = io.NopCloser(bytes.NewReader(body))
	p.forward.ServeHTTP(w, r)
}

func awsError(w http.ResponseWriter, status int, typ, fields string) {
	w.Header().Set("Content-Type", "application/x-amz-json-1.0")
	w.Header().Set("X-Amzn-Requestid", "FAULTPROXY")
	w.WriteHeader(status)
	io.WriteString(w, `{"__type":"`+typ+`",`+fields+`}`)
}

// drop closes the connection without a response, like a stopped endpoint.
func drop(w http.ResponseWriter) {
	hj, ok := w.(http.Hijacker)
	if !ok {
		panic("faultproxy: cannot hijack")
	}
	conn, _, err := hj.Hijack()
	if err == nil {
		conn.Close()
	}
}
