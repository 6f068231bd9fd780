package detect

import (
	"strings"
	"testing"
)

func TestLineBreakBefore(t *testing.T) {
	for _, c := range []struct {
		t      string
		i, w   int
		ls     int
		wantOK bool
	}{
		{"abc\ndef", 7, 10, 3, true},
		{"abc\ndef", 7, 4, 3, true},
		{"abc\ndef", 7, 3, -1, false}, // the break is 4 bytes back
		{"abcdef", 6, 6, -1, true},    // the line starts the text
		{"abcdef", 6, 5, -1, false},
		{"\nx", 2, 100, 0, true},
		{"a\nb\nc", 3, 100, 1, true}, // the last break before i
		{"", 0, 0, -1, true},
	} {
		ls, ok := LineBreakBefore(c.t, c.i, c.w)
		if ls != c.ls || ok != c.wantOK {
			t.Errorf("LineBreakBefore(%q, %d, %d) = %d, %v; want %d, %v", c.t, c.i, c.w, ls, ok, c.ls, c.wantOK)
		}
		// within the limit it is LastIndexByte
		if ok {
			if want := strings.LastIndexByte(c.t[:c.i], '\n'); ls != want {
				t.Errorf("LineBreakBefore(%q, %d, %d) = %d, LastIndexByte %d", c.t, c.i, c.w, ls, want)
			}
		}
	}
}

func TestScreenColumn(t *testing.T) {
	for _, c := range []struct {
		s    string
		want int
	}{{"", 0}, {"abc", 3}, {"Hlavní 5\t", 16}, {"ab\tc", 9}, {"Průmyslová  ", 12}} {
		if got := ScreenColumn(c.s); got != c.want {
			t.Errorf("ScreenColumn(%q) = %d, want %d", c.s, got, c.want)
		}
	}
}
