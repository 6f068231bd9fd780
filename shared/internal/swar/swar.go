// Package swar tests the eight bytes of a word at once (SIMD within a
// register): the byte-class scans of the document, the tokenizer and the
// health filter.
package swar

// Lo8 and Hi8 are the low and the high bit of every byte of a word.
const (
	Lo8 = 0x0101010101010101
	Hi8 = 0x8080808080808080
)

// Load8 reads the 8 bytes of s from i as a little-endian word on every
// machine (the compiler merges the byte loads into one where it can). It
// panics unless i+8 <= len(s).
func Load8(s string, i int) uint64 {
	s = s[i : i+8]
	return uint64(s[0]) | uint64(s[1])<<8 | uint64(s[2])<<16 | uint64(s[3])<<24 |
		uint64(s[4])<<32 | uint64(s[5])<<40 | uint64(s[6])<<48 | uint64(s[7])<<56
}

// Between marks (with its high bit) each byte b of x with m < b < n
// (0 <= m <= 127, n <= 128); exact per byte, no carries between bytes.
func Between(x uint64, m, n uint64) uint64 {
	return (Lo8*(127+n) - x&(Lo8*127)) & ^x & (x&(Lo8*127) + Lo8*(127-m)) & Hi8
}
