package swar

import (
	"strings"
	"testing"
)

// TestBetween: every byte value in every lane, against the byte's test,
// for the ranges the callers ask (digits, capitals, lower case) and the
// edges of m and n.
func TestBetween(t *testing.T) {
	ranges := [][2]uint64{{'0' - 1, '9' + 1}, {'A' - 1, 'Z' + 1}, {'a' - 1, 'z' + 1}, {0, 128}, {127, 128}, {0, 1}, {5, 5}}
	for _, r := range ranges {
		m, n := r[0], r[1]
		for b := 0; b < 256; b++ {
			for lane := 0; lane < 8; lane++ {
				// the other lanes hold bytes on either side of the range
				x := uint64(0x7f7f7f7f7f7f7f7f) ^ uint64(lane)*0x0001000100010001
				x = x&^(0xff<<(8*lane)) | uint64(b)<<(8*lane)
				got := Between(x, m, n)
				for k := 0; k < 8; k++ {
					c := uint64(x >> (8 * k) & 0xff)
					want := c > m && c < n
					if mark := got>>(8*k)&0xff == 0x80; mark != want || got>>(8*k)&0x7f != 0 {
						t.Fatalf("Between(%#x, %d, %d) lane %d = %#x, want marked %v", x, m, n, k, got>>(8*k)&0xff, want)
					}
				}
			}
		}
	}
}

func TestLoad8(t *testing.T) {
	s := "\x01\x02\x03\x04\x05\x06\x07\x08\x09"
	if got := Load8(s, 0); got != 0x0807060504030201 {
		t.Errorf("Load8(s, 0) = %#x", got)
	}
	if got := Load8(s, 1); got != 0x0908070605040302 {
		t.Errorf("Load8(s, 1) = %#x", got)
	}
	defer func() {
		if recover() == nil {
			t.Error("Load8 past the end did not panic")
		}
	}()
	Load8(strings.Repeat("a", 7), 0)
}
