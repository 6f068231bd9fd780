// Package measure holds what the measuring scripts (benchhttp, coldstart)
// share: the median of their rounds and the machine's load average printed
// beside their figures.
package measure

import (
	"cmp"
	"os"
	"slices"
	"strings"
)

// Median is the middle value (the upper middle of an even count; the zero
// value of an empty slice). v is not reordered.
func Median[T cmp.Ordered](v []T) T {
	if len(v) == 0 {
		var zero T
		return zero
	}
	s := slices.Clone(v)
	slices.Sort(s)
	return s[len(s)/2]
}

// LoadAverage is /proc/loadavg's first three fields ("" where there is none).
func LoadAverage() string {
	b, err := os.ReadFile("/proc/loadavg")
	if err != nil {
		return ""
	}
	f := strings.Fields(string(b))
	if len(f) < 3 {
		return ""
	}
	return strings.Join(f[:3], " ")
}
