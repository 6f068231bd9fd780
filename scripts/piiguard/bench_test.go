package main

import (
	"bufio"
	"context"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"syscall"
	"testing"
	"time"
)

// benchMB is the size of the generated JSONL input (PIIGUARD_BENCH_MB,
// default 100; make bench-cli sets it).
func benchMB() int {
	if n, err := strconv.Atoi(os.Getenv("PIIGUARD_BENCH_MB")); err == nil && n > 0 {
		return n
	}
	return 100
}

// writeBenchJSONL writes about mb MB of support-ticket-like records: an id,
// a timestamp, a status (untouched) and a note and an e-mail field to redact.
func writeBenchJSONL(tb testing.TB, path string, mb int) int64 {
	f, err := os.Create(path)
	if err != nil {
		tb.Fatal(err)
	}
	defer f.Close()
	w := bufio.NewWriterSize(f, 1<<20)
	r := rand.New(rand.NewPCG(1, 2))
	first := []string{"Jane", "John", "Maria", "Jiří", "Anna", "Pierre", "Giulia", "Lukas"}
	last := []string{"Doe", "Smith", "Novák", "Fernández", "Dubois", "Bianchi", "Schmidt", "Kowalska"}
	notes := []string{
		"Customer %s %s called about invoice %d; call back on +1 212 555 %04d.",
		"Please update the address of %s %s to 12 Main Street, Boston, MA 02108 (ticket %d, ext %04d).",
		"%s %s asked why card 4111 1111 1111 1111 was charged twice on order %d, ref %04d.",
		"No personal data in this note from %s%s, just a question about plan %d and quota %04d.",
	}
	var n int64
	for i := 0; n < int64(mb)<<20; i++ {
		fn, ln := first[r.IntN(len(first))], last[r.IntN(len(last))]
		note := fmt.Sprintf(notes[r.IntN(len(notes))], fn, ln, r.IntN(100000), r.IntN(10000))
		line := fmt.Sprintf(`{"id":%d,"created":"2026-11-%02dT10:%02d:00Z","status":"open","note":%q,"email":"%s.%d@example.com"}`+"\n",
			i, 1+r.IntN(28), r.IntN(60), note, fn, i)
		k, err := w.WriteString(line)
		if err != nil {
			tb.Fatal(err)
		}
		n += int64(k)
	}
	if err := w.Flush(); err != nil {
		tb.Fatal(err)
	}
	return n
}

// BenchmarkCLILocalJSONL redacts a generated JSONL file of PIIGUARD_BENCH_MB
// MB in local mode with 1, 2, ... workers up to the machine's cores and
// reports MB/s and MB/s per worker.
//
//	make bench-cli   (PIIGUARD_BENCH_MB=100 by default)
func BenchmarkCLILocalJSONL(b *testing.B) {
	path := filepath.Join(b.TempDir(), "tickets.jsonl")
	size := writeBenchJSONL(b, path, benchMB())
	workers := []int{1}
	for w := 2; w <= runtime.NumCPU(); w *= 2 {
		workers = append(workers, w)
	}
	if n := runtime.NumCPU(); workers[len(workers)-1] != n {
		workers = append(workers, n)
	}
	for _, w := range workers {
		b.Run(fmt.Sprintf("workers=%d", w), func(b *testing.B) {
			b.SetBytes(size)
			cpu0 := cpuSeconds()
			for b.Loop() {
				code := run(context.Background(), []string{"redact", "--local", "--fields", "note,email", "--workers", strconv.Itoa(w), "--progress", "never", path},
					nil, io.Discard, os.Stderr)
				if code != exitOK {
					b.Fatalf("exit %d", code)
				}
			}
			// SetBytes reports MB/s; this is the same per worker. On a
			// loaded machine the workers may not get their cores:
			// cores-used (CPU time / wall time) says how many they got, and
			// MB/cpu-s is the throughput per second of CPU, which load does
			// not change.
			mb, wall, cpu := float64(size)/1e6*float64(b.N), b.Elapsed().Seconds(), cpuSeconds()-cpu0
			b.ReportMetric(mb/wall/float64(w), "MB/s/worker")
			b.ReportMetric(cpu/wall, "cores-used")
			b.ReportMetric(mb/cpu, "MB/cpu-s")
		})
	}
}

// cpuSeconds is the process's user and system CPU time so far.
func cpuSeconds() float64 {
	var ru syscall.Rusage
	if err := syscall.Getrusage(syscall.RUSAGE_SELF, &ru); err != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano()).Seconds()
}
