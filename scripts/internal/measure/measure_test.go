package measure

import (
	"regexp"
	"runtime"
	"testing"
	"time"
)

func TestMedian(t *testing.T) {
	in := []float64{3, 1, 2}
	for _, c := range []struct {
		name string
		v    []float64
		want float64
	}{
		{"odd count", in, 2},
		{"even count takes the upper middle", []float64{4, 1, 3, 2}, 3},
		{"one", []float64{7}, 7},
		{"empty", nil, 0},
	} {
		if got := Median(c.v); got != c.want {
			t.Errorf("%s: Median(%v) = %v, want %v", c.name, c.v, got, c.want)
		}
	}
	if in[0] != 3 || in[1] != 1 || in[2] != 2 {
		t.Errorf("Median reordered its input: %v", in)
	}
	if got := Median([]time.Duration{3 * time.Millisecond, time.Millisecond, 2 * time.Millisecond}); got != 2*time.Millisecond {
		t.Errorf("Median of durations = %v", got)
	}
}

func TestLoadAverage(t *testing.T) {
	got := LoadAverage()
	if runtime.GOOS != "linux" {
		if got != "" {
			t.Errorf("LoadAverage() = %q without /proc/loadavg, want \"\"", got)
		}
		return
	}
	if !regexp.MustCompile(`^\d+\.\d+ \d+\.\d+ \d+\.\d+$`).MatchString(got) {
		t.Errorf("LoadAverage() = %q, want three decimal fields", got)
	}
}
