//go:build unix

// Package cputime reads the CPU time this process has used, for benchmarks
// and budgets that a loaded machine must not inflate as it does wall time.
package cputime

import (
	"syscall"
	"time"
)

// Process is the CPU time this process has used so far (user and system, all
// threads; 0 where it cannot be read).
func Process() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
