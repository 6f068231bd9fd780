package health

import (
	"math/bits"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/internal/swar"
)

// startFilter rejects, with a few loads from small bitsets, the words of a text
// that begin no term, before the trie (whose nodes are spread over a megabyte
// of memory) is walked. Its key is the first six folded bytes of the word, or
// the whole word and an end mark when it is shorter. A stem ("astm*") or an
// inflectable medication name shorter than six bytes is kept by length, as a
// prefix any word may begin with.
type startFilter struct {
	bits bitset
	// stems holds the stems' prefixes of every length (the hash includes
	// the length); stemLens[pairSlot(first two bytes)] has bit n set when a
	// stem of n bytes may begin with them (bit 1: a one-byte stem). Both are
	// small (9.4 KB together) so that they stay in cache.
	stems    bitset
	stemLens [byteSlots * byteSlots]uint8
	// stemLens3[tripleSlot(first three bytes)]: the lengths of the stems that
	// may begin a word of three or more bytes with them (two-byte stems under
	// every third byte). Most words have none, so the stems are rarely read.
	stemLens3 [1 << 12]uint8
	oneByte   uint8 // lengths of one-byte stems (bit 1) — kept apart from pairs
}

// byteSlots is the number of classes pairSlot maps a key byte to: letters,
// digits, and one slot for every other byte (its lengths are the union).
const byteSlots = 37

var byteSlot = func() (t [256]uint8) {
	for c := range t {
		t[c] = 36
		switch {
		case c >= 'a' && c <= 'z':
			t[c] = uint8(c - 'a')
		case c >= '0' && c <= '9':
			t[c] = uint8(26 + c - '0')
		}
	}
	return
}()

func pairSlot(b0, b1 byte) int { return int(byteSlot[b0])*byteSlots + int(byteSlot[b1]) }

func tripleSlot(b0, b1, b2 byte) int {
	return int(uint32(pairSlot(b0, b1)*byteSlots+int(byteSlot[b2])) * 0x9E3779B1 >> 20)
}

type bitset [1 << filterBits / 64]uint64

func (b *bitset) set(h uint32)      { b[h>>6] |= 1 << (h & 63) }
func (b *bitset) has(h uint32) bool { return b[h>>6]&(1<<(h&63)) != 0 }

const (
	filterKeyLen = 6
	filterBits   = 16
	endMark      = '$'
)

func hashKey(k uint64, n int) uint32 {
	return uint32(((k | uint64(n)<<56) * 0x9E3779B97F4A7C15) >> (64 - filterBits))
}

// lowerWord maps ASCII letters and digits to their lower case, other ASCII
// bytes to 0 (a word ends there).
var lowerWord = func() (t [128]byte) {
	for c := 0; c < 128; c++ {
		switch {
		case c >= 'A' && c <= 'Z':
			t[c] = byte(c + 32)
		case c >= 'a' && c <= 'z' || c >= '0' && c <= '9':
			t[c] = byte(c)
		}
	}
	return t
}()

// addTerm registers a folded term (stems marked with '*'); inflect: the term's
// single word may take an ending (see endings).
func (f *startFilter) addTerm(term string, inflect bool) {
	var key []byte
	prefix := false
	for _, r := range term {
		if r == '*' {
			prefix = true
			break
		}
		if !isWordRune(r) {
			inflect = false // the ending belongs to a later word
			break
		}
		key = utf8.AppendRune(key, r)
		if len(key) >= filterKeyLen {
			key = key[:filterKeyLen]
			break
		}
	}
	short := len(key) < filterKeyLen
	if short && (prefix || inflect) && len(key) > 0 {
		f.stems.set(hashKey(pack(key), len(key)))
		if len(key) == 1 {
			f.oneByte |= 1 << 1
		} else {
			f.stemLens[pairSlot(key[0], key[1])] |= 1 << len(key)
			if len(key) == 2 {
				for c := 0; c < 256; c++ {
					f.stemLens3[tripleSlot(key[0], key[1], byte(c))] |= 1 << 2
				}
			} else {
				f.stemLens3[tripleSlot(key[0], key[1], key[2])] |= 1 << len(key)
			}
		}
		if prefix {
			return
		}
	}
	if short {
		key = append(key, endMark)
	}
	f.bits.set(hashKey(pack(key), len(key)))
}

func pack(b []byte) uint64 {
	var k uint64
	for _, c := range b {
		k = k<<8 | uint64(c)
	}
	return k
}

// mayStart reports whether some term may start at the word start i of s, and
// how many ASCII letters and digits from i it read (all part of the word).
func (f *startFilter) mayStart(s string, i int) (bool, int) {
	may, read, _ := f.mayStartEnd(s, i)
	return may, read
}

// mayStartEnd is mayStart that also returns where the word ends when the
// eight bytes it loaded show it (an ASCII byte that is not a letter, digit or
// '_' ends a word, see wordEnd), and -1 otherwise.
func (f *startFilter) mayStartEnd(s string, i int) (bool, int, int) {
	if i+8 <= len(s) {
		// eight bytes at once: the same key as the loop below
		w8 := s[i : i+8] // one bounds check, so the loads merge into one
		x := uint64(w8[0]) | uint64(w8[1])<<8 | uint64(w8[2])<<16 | uint64(w8[3])<<24 |
			uint64(w8[4])<<32 | uint64(w8[5])<<40 | uint64(w8[6])<<48 | uint64(w8[7])<<56
		upper := swar.Between(x, 'A'-1, 'Z'+1)
		word := upper | swar.Between(x, 'a'-1, 'z'+1) | swar.Between(x, '0'-1, '9'+1)
		stop := bits.TrailingZeros64(^word&swar.Hi8) >> 3 // first byte that ends the key (8: none)
		n := min(stop, filterKeyLen)
		if stop < filterKeyLen && s[i+stop] >= utf8.RuneSelf {
			return f.mayStartFolded(s, i), 0, -1
		}
		end := -1
		if stop < 8 && s[i+stop] < utf8.RuneSelf && s[i+stop] != '_' {
			end = i + stop
		}
		if n == 0 {
			return false, 0, end
		}
		low := bits.ReverseBytes64(x|upper>>2) >> (8 * (8 - n)) // first byte highest, as k<<8|c builds it
		return f.test(low, n), n, end
	}
	var k uint64
	n := 0
	for p := i; p < len(s) && n < filterKeyLen; p++ {
		c := s[p]
		if c >= utf8.RuneSelf {
			return f.mayStartFolded(s, i), 0, -1
		}
		if c = lowerWord[c]; c == 0 {
			break
		}
		k = k<<8 | uint64(c)
		n++
	}
	return f.test(k, n), n, -1
}

// test checks the n (<= filterKeyLen) packed bytes k that begin a word.
func (f *startFilter) test(k uint64, n int) bool {
	if n == 0 {
		return false
	}
	lens := f.oneByte
	if n >= 3 {
		lens |= f.stemLens3[tripleSlot(byte(k>>(8*(n-1))), byte(k>>(8*(n-2))), byte(k>>(8*(n-3))))]
	} else if n == 2 {
		lens |= f.stemLens[pairSlot(byte(k>>8), byte(k))]
	}
	for ; lens != 0; lens &= lens - 1 {
		l := bits.TrailingZeros8(lens)
		if l <= n && f.stems.has(hashKey(k>>(8*(n-l)), l)) {
			return true
		}
	}
	if n < filterKeyLen {
		k = k<<8 | endMark
		n++
	}
	return f.bits.has(hashKey(k, n))
}

// mayStartFolded is mayStart for words with non-ASCII letters in their first
// bytes.
func (f *startFilter) mayStartFolded(s string, i int) bool {
	var buf [filterKeyLen + 8]byte
	n := 0
	for p := i; p < len(s) && n < filterKeyLen; {
		r, sz := utf8.DecodeRuneInString(s[p:])
		if !isWordRune(r) {
			break
		}
		n += len(foldRune(buf[n:n], r))
		p += sz
	}
	n = min(n, filterKeyLen)
	return f.test(pack(buf[:n]), n)
}
