package api

import (
	"strconv"
	"strings"
	"unicode/utf16"
	"unicode/utf8"
)

// decodeCommon decodes the bodies clients send almost always (an object of
// the known fields of string, string-array, number and boolean type, each
// named once and exactly as documented) without encoding/json's reflection,
// and reports false for anything else: another key (a case variant, an
// unknown or a nested field), null, a duplicate key, any syntax error, or
// content after the object. decodeRequest then decodes the body with
// encoding/json, whose answer (and error message) is the reference:
// whenever decodeCommon reports true, its Request is the one encoding/json
// gives and the body has no duplicate key (FuzzDecodeCommon). body is valid
// UTF-8 without unpaired surrogate escapes (decodeRequest checks first).
//
// The texts (text, texts, samples) without escapes are substrings of one
// copy of the body, so a batch of 100 texts is one allocation rather than
// 100. Every other string owns its bytes: a parameter may outlive the
// request (language stays in the engine's pooled Doc) and must not keep the
// submitted texts alive with it.
func decodeCommon(body []byte) (*Request, bool) {
	d := commonDecoder{s: string(body)}
	req, ok := d.object()
	if !ok {
		return nil, false
	}
	d.space()
	if d.i != len(d.s) {
		return nil, false
	}
	return req, true
}

type commonDecoder struct {
	s string
	i int
}

func (d *commonDecoder) space() {
	for d.i < len(d.s) {
		switch d.s[d.i] {
		case ' ', '\t', '\n', '\r':
			d.i++
		default:
			return
		}
	}
}

// next skips white space and reports whether the next byte is c, consuming it.
func (d *commonDecoder) next(c byte) bool {
	d.space()
	if d.i < len(d.s) && d.s[d.i] == c {
		d.i++
		return true
	}
	return false
}

func (d *commonDecoder) object() (*Request, bool) {
	if !d.next('{') {
		return nil, false
	}
	req := &Request{}
	if d.next('}') {
		return req, true
	}
	// seen guards against a key named twice: encoding/json would keep the
	// last, decodeRequest refuses it, and either is the slow path's to say.
	var seen uint32
	for {
		d.space()
		key, ok := d.string()
		if !ok || !d.next(':') {
			return nil, false
		}
		bit, ok := d.field(req, key)
		if !ok || seen&bit != 0 {
			return nil, false
		}
		seen |= bit
		if d.next(',') {
			continue
		}
		if d.next('}') {
			return req, true
		}
		return nil, false
	}
}

// field decodes key's value into req and returns the key's bit.
func (d *commonDecoder) field(req *Request, key string) (uint32, bool) {
	var ok bool
	switch key {
	case "text":
		req.Text, ok = d.stringPtr(true)
		return 1 << 0, ok
	case "texts":
		req.Texts, ok = d.stringsPtr(true)
		return 1 << 1, ok
	case "policy":
		req.Policy, ok = d.stringPtr(false)
		return 1 << 2, ok
	case "entities":
		req.Entities, ok = d.stringsPtr(false)
		return 1 << 3, ok
	case "score_threshold":
		req.ScoreThreshold, ok = d.numberPtr()
		return 1 << 4, ok
	case "language":
		req.Language, ok = d.stringPtr(false)
		return 1 << 5, ok
	case "masking_char":
		req.MaskingChar, ok = d.stringPtr(false)
		return 1 << 6, ok
	case "chars_to_show":
		req.CharsToShow, ok = d.numberPtr()
		return 1 << 7, ok
	case "from_end":
		req.FromEnd, ok = d.boolPtr()
		return 1 << 8, ok
	case "hash_type":
		req.HashType, ok = d.stringPtr(false)
		return 1 << 9, ok
	case "hash_prefix":
		req.HashPrefix, ok = d.stringPtr(false)
		return 1 << 10, ok
	case "hash_length":
		req.HashLength, ok = d.numberPtr()
		return 1 << 11, ok
	case "hash_key":
		req.HashKey, ok = d.stringPtr(false)
		return 1 << 12, ok
	case "encryption_key":
		req.EncryptionKey, ok = d.stringPtr(false)
		return 1 << 13, ok
	case "allow_list":
		req.AllowList, ok = d.stringsPtr(false)
		return 1 << 14, ok
	case "allow_list_match":
		req.AllowListMatch, ok = d.stringPtr(false)
		return 1 << 15, ok
	case "consistent_tokens":
		req.ConsistentTokens, ok = d.boolPtr()
		return 1 << 16, ok
	case "explain":
		req.Explain, ok = d.boolPtr()
		return 1 << 17, ok
	case "samples":
		req.Samples, ok = d.stringsPtr(true)
		return 1 << 18, ok
	case "threshold":
		req.Threshold, ok = d.numberPtr()
		return 1 << 19, ok
	}
	return 0, false // seed, mapping, custom_recognizers, another key
}

// stringPtr decodes a string: a substring of the body when shared (a text),
// else one that owns its bytes.
func (d *commonDecoder) stringPtr(shared bool) (*string, bool) {
	d.space()
	s, ok := d.string()
	if !ok {
		return nil, false
	}
	if !shared {
		s = strings.Clone(s)
	}
	return &s, true
}

// stringsPtr decodes an array of strings ([] is an empty array, as
// encoding/json makes it), shared as stringPtr's.
func (d *commonDecoder) stringsPtr(shared bool) (*[]string, bool) {
	if !d.next('[') {
		return nil, false
	}
	out := []string{}
	if d.next(']') {
		return &out, true
	}
	for {
		d.space()
		s, ok := d.string()
		if !ok {
			return nil, false
		}
		if !shared {
			s = strings.Clone(s)
		}
		out = append(out, s)
		if d.next(',') {
			continue
		}
		if d.next(']') {
			return &out, true
		}
		return nil, false
	}
}

func (d *commonDecoder) boolPtr() (*bool, bool) {
	d.space()
	var v bool
	switch {
	case len(d.s)-d.i >= 4 && d.s[d.i:d.i+4] == "true":
		v, d.i = true, d.i+4
	case len(d.s)-d.i >= 5 && d.s[d.i:d.i+5] == "false":
		d.i += 5
	default:
		return nil, false
	}
	return &v, true
}

// numberPtr decodes a JSON number as encoding/json does into a float64:
// strconv.ParseFloat of the literal (one out of range is the slow path's).
func (d *commonDecoder) numberPtr() (*float64, bool) {
	d.space()
	start := d.i
	digits := func() int {
		n := 0
		for d.i < len(d.s) && d.s[d.i] >= '0' && d.s[d.i] <= '9' {
			d.i++
			n++
		}
		return n
	}
	if d.i < len(d.s) && d.s[d.i] == '-' {
		d.i++
	}
	switch {
	case d.i < len(d.s) && d.s[d.i] == '0':
		d.i++
	case digits() == 0:
		return nil, false
	}
	if d.i < len(d.s) && d.s[d.i] == '.' {
		d.i++
		if digits() == 0 {
			return nil, false
		}
	}
	if d.i < len(d.s) && (d.s[d.i] == 'e' || d.s[d.i] == 'E') {
		d.i++
		if d.i < len(d.s) && (d.s[d.i] == '+' || d.s[d.i] == '-') {
			d.i++
		}
		if digits() == 0 {
			return nil, false
		}
	}
	f, err := strconv.ParseFloat(d.s[start:d.i], 64)
	if err != nil {
		return nil, false
	}
	return &f, true
}

// string decodes a JSON string at d.i. One without escapes is a substring of
// the body; escapes are decoded as encoding/json does (a surrogate escape
// that does not pair is the slow path's).
func (d *commonDecoder) string() (string, bool) {
	if d.i >= len(d.s) || d.s[d.i] != '"' {
		return "", false
	}
	start := d.i + 1
	q := strings.IndexByte(d.s[start:], '"')
	if q < 0 {
		return "", false
	}
	q += start
	end := q // the end of the part without escapes
	e := strings.IndexByte(d.s[start:q], '\\')
	if e >= 0 {
		end = start + e
	}
	if hasControl(d.s[start:end]) {
		return "", false
	}
	if e >= 0 {
		return d.escaped(start, end)
	}
	d.i = q + 1
	return d.s[start:q], true
}

// hasControl reports whether s holds a byte below 0x20 (which a JSON string
// must escape), eight bytes at a time.
func hasControl(s string) bool {
	const highs, spaces = 0x8080808080808080, 0x2020202020202020
	i := 0
	for ; i+8 <= len(s); i += 8 {
		x := uint64(s[i]) | uint64(s[i+1])<<8 | uint64(s[i+2])<<16 | uint64(s[i+3])<<24 |
			uint64(s[i+4])<<32 | uint64(s[i+5])<<40 | uint64(s[i+6])<<48 | uint64(s[i+7])<<56
		// nonzero exactly when a byte is below 0x20 (Bit Twiddling Hacks'
		// hasless; bytes of 0x80 and above are masked by ^x)
		if (x-spaces)&^x&highs != 0 {
			return true
		}
	}
	for ; i < len(s); i++ {
		if s[i] < ' ' {
			return true
		}
	}
	return false
}

// runeCount is utf8.RuneCountInString, eight bytes at a time over ASCII.
func runeCount(s string) int {
	n := 0
	for {
		i := 0
		for ; i+8 <= len(s); i += 8 {
			if (s[i]|s[i+1]|s[i+2]|s[i+3]|s[i+4]|s[i+5]|s[i+6]|s[i+7])&0x80 != 0 {
				break
			}
		}
		n, s = n+i, s[i:]
		if len(s) < 8 {
			return n + utf8.RuneCountInString(s)
		}
		// a non-ASCII byte among the next eight: rune by rune past them
		j := 0
		for j < 8 {
			_, size := utf8.DecodeRuneInString(s[j:])
			j += size
			n++
		}
		s = s[j:]
	}
}

// escaped decodes the rest of a string from its first escape at i.
func (d *commonDecoder) escaped(start, i int) (string, bool) {
	b := make([]byte, 0, i-start+64)
	b = append(b, d.s[start:i]...)
	s := d.s
	for i < len(s) {
		c := s[i]
		switch {
		case c == '"':
			d.i = i + 1
			return string(b), true
		case c < ' ':
			return "", false
		case c != '\\':
			b = append(b, c)
			i++
			continue
		}
		if i+1 >= len(s) {
			return "", false
		}
		switch s[i+1] {
		case '"', '\\', '/':
			b = append(b, s[i+1])
		case 'b':
			b = append(b, '\b')
		case 'f':
			b = append(b, '\f')
		case 'n':
			b = append(b, '\n')
		case 'r':
			b = append(b, '\r')
		case 't':
			b = append(b, '\t')
		case 'u':
			r, ok := hex4String(s, i+2)
			if !ok {
				return "", false
			}
			i += 6
			if utf16.IsSurrogate(r) {
				if i+6 > len(s) || s[i] != '\\' || s[i+1] != 'u' {
					return "", false
				}
				r2, ok := hex4String(s, i+2)
				dec := utf16.DecodeRune(r, r2)
				if !ok || dec == utf8.RuneError {
					return "", false
				}
				r, i = dec, i+6
			}
			b = utf8.AppendRune(b, r)
			continue
		default:
			return "", false
		}
		i += 2
	}
	return "", false
}

// hex4String is the value of the four hex digits of s at i.
func hex4String(s string, i int) (rune, bool) {
	if i+4 > len(s) {
		return 0, false
	}
	v, ok := hex4([]byte(s[i : i+4]))
	return rune(v), ok
}
