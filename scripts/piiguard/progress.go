package main

import (
	"fmt"
	"io"
	"os"
	"strings"
	"sync"
	"sync/atomic"
	"time"
)

// progress draws a bar on stderr while a large input is processed, when
// stderr is a terminal (or --progress always). Input of unknown size (stdin)
// shows the bytes done and the rate.
type progress struct {
	w       io.Writer
	total   int64 // 0: unknown
	done    atomic.Int64
	start   time.Time
	mu      sync.Mutex
	drawn   bool
	quit    chan struct{}
	stopped sync.WaitGroup
}

// progressMin is the input size below which no bar is drawn in auto mode.
const progressMin = 8 << 20

func newProgress(mode string, w io.Writer, inputs []string) *progress {
	p := &progress{w: w, start: time.Now(), quit: make(chan struct{})}
	unknown := false
	for _, name := range inputs {
		st, err := os.Stat(name)
		if name == "-" || err != nil || !st.Mode().IsRegular() {
			unknown = true
			continue
		}
		p.total += st.Size()
	}
	if unknown {
		p.total = 0
	}
	on := mode == "always" || mode == "auto" && isTerminal(w) && (unknown || p.total >= progressMin)
	if !on {
		return &progress{} // a no-op bar
	}
	p.stopped.Add(1)
	go func() {
		defer p.stopped.Done()
		t := time.NewTicker(200 * time.Millisecond)
		defer t.Stop()
		for {
			select {
			case <-p.quit:
				return
			case <-t.C:
				p.draw()
			}
		}
	}()
	return p
}

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

func (p *progress) add(n int) { p.done.Add(int64(n)) }

func (p *progress) draw() {
	p.mu.Lock()
	defer p.mu.Unlock()
	done := p.done.Load()
	rate := float64(done) / 1e6 / max(time.Since(p.start).Seconds(), 1e-3)
	if p.total > 0 {
		frac := min(float64(done)/float64(p.total), 1)
		n := int(frac * 30)
		fmt.Fprintf(p.w, "\r[%s%s] %3.0f%% %.1f/%.1f MB %.2f MB/s ", strings.Repeat("#", n), strings.Repeat(".", 30-n),
			frac*100, float64(done)/1e6, float64(p.total)/1e6, rate)
	} else {
		fmt.Fprintf(p.w, "\r%.1f MB %.2f MB/s ", float64(done)/1e6, rate)
	}
	p.drawn = true
}

// clear removes the bar before a message is printed.
func (p *progress) clear() {
	if p.w == nil {
		return
	}
	p.mu.Lock()
	defer p.mu.Unlock()
	if p.drawn {
		fmt.Fprint(p.w, "\r\033[K")
		p.drawn = false
	}
}

func (p *progress) stop() {
	if p.quit == nil {
		return
	}
	close(p.quit)
	p.stopped.Wait()
	p.draw()
	fmt.Fprintln(p.w)
}
