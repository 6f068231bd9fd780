package lambdatest

import (
	"bytes"
	"os"
	"strconv"
)

// ownPeakKB is the peak resident set in KiB of the running process pid's
// own address space (VmHWM of /proc/pid/status), or 0 if it cannot be read.
func ownPeakKB(pid int) int64 {
	b, err := os.ReadFile("/proc/" + strconv.Itoa(pid) + "/status")
	if err != nil {
		return 0
	}
	for line := range bytes.Lines(b) {
		if v, ok := bytes.CutPrefix(line, []byte("VmHWM:")); ok {
			n, err := strconv.ParseInt(string(bytes.TrimSuffix(bytes.TrimSpace(v), []byte(" kB"))), 10, 64)
			if err != nil {
				return 0
			}
			return n
		}
	}
	return 0
}
