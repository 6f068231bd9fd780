//go:build !unix

// Package cputime reads the CPU time this process has used, for benchmarks
// and budgets that a loaded machine must not inflate as it does wall time.
package cputime

import "time"

// Process is 0: this system has no getrusage.
func Process() time.Duration { return 0 }
