package api

import (
	"math"
	"slices"
	"strconv"
	"unicode/utf8"
)

// encodedJSON is an answer the work has already encoded, byte for byte as
// encode would (run sends it as it is).
type encodedJSON []byte

// appendResult appends r as encode writes it (encoding/json without HTML
// escaping, no newline) and reports true, or reports false, appending
// nothing, when r holds what it leaves to encoding/json: an explanation, or
// a score that is not finite (FuzzAppendResult compares the two).
func appendResult(b []byte, r *Result) ([]byte, bool) {
	for i := range r.DetectedEntities {
		e := &r.DetectedEntities[i]
		if e.Explanation != nil || math.IsNaN(e.Score) || math.IsInf(e.Score, 0) {
			return b, false
		}
	}
	b = append(b, '{')
	if r.Text != nil {
		b = append(b, `"text":`...)
		b = appendJSONString(b, *r.Text)
		b = append(b, ',')
	}
	b = append(b, `"entities_count":`...)
	b = strconv.AppendInt(b, int64(r.EntitiesCount), 10)
	b = append(b, `,"detected_entities":`...)
	if r.DetectedEntities == nil {
		b = append(b, "null"...)
	} else {
		b = append(b, '[')
		for i := range r.DetectedEntities {
			e := &r.DetectedEntities[i]
			if i > 0 {
				b = append(b, ',')
			}
			b = append(b, `{"type":`...)
			b = appendJSONString(b, e.Type)
			b = append(b, `,"text":`...)
			b = appendJSONString(b, e.Text)
			b = append(b, `,"start":`...)
			b = strconv.AppendInt(b, int64(e.Start), 10)
			b = append(b, `,"end":`...)
			b = strconv.AppendInt(b, int64(e.End), 10)
			b = append(b, `,"score":`...)
			b = appendJSONFloat(b, e.Score)
			b = append(b, '}')
		}
		b = append(b, ']')
	}
	if r.Mapping != nil {
		b = append(b, `,"mapping":`...)
		m := *r.Mapping
		if m == nil {
			b = append(b, "null"...)
		} else {
			keys := make([]string, 0, len(m))
			for k := range m {
				keys = append(keys, k)
			}
			slices.Sort(keys)
			b = append(b, '{')
			for i, k := range keys {
				if i > 0 {
					b = append(b, ',')
				}
				b = appendJSONString(b, k)
				b = append(b, ':')
				b = appendJSONString(b, m[k])
			}
			b = append(b, '}')
		}
	}
	if r.ReplacementsMade != nil {
		b = append(b, `,"replacements_made":`...)
		b = strconv.AppendInt(b, int64(*r.ReplacementsMade), 10)
	}
	return append(b, '}'), true
}

// appendItemError appends a failed batch item as encode writes ItemError.
func appendItemError(b []byte, msg string) []byte {
	b = append(b, `{"error":`...)
	b = appendJSONString(b, msg)
	return append(b, '}')
}

// appendBatch appends the batch answer whose items are already encoded, as
// encode writes the BatchResult that holds them, newline included.
func appendBatch(b []byte, items [][]byte, succeeded, failed int) []byte {
	b = append(b, `{"results":[`...)
	for i, it := range items {
		if i > 0 {
			b = append(b, ',')
		}
		b = append(b, it...)
	}
	b = append(b, `],"total":`...)
	b = strconv.AppendInt(b, int64(len(items)), 10)
	b = append(b, `,"succeeded":`...)
	b = strconv.AppendInt(b, int64(succeeded), 10)
	b = append(b, `,"failed":`...)
	b = strconv.AppendInt(b, int64(failed), 10)
	return append(b, "}\n"...)
}

// encodeResult is r as encode writes it, newline included.
func encodeResult(r *Result) []byte {
	b, ok := appendResult(make([]byte, 0, 256+64*len(r.DetectedEntities)), r)
	if !ok {
		return encode(r)
	}
	return append(b, '\n')
}

const hexDigits = "0123456789abcdef"

// appendJSONString is encoding/json's string encoding without HTML
// escaping: '"', '\\' and controls escaped, invalid UTF-8 as \ufffd, U+2028
// and U+2029 as escapes.
func appendJSONString(b []byte, s string) []byte {
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		if c := s[i]; c < utf8.RuneSelf {
			if c >= ' ' && c != '"' && c != '\\' {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hexDigits[c>>4], hexDigits[c&0xF])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(b, s[start:i]...)
			b = append(b, `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(b, s[start:i]...)
			b = append(b, '\\', 'u', '2', '0', '2', hexDigits[r&0xF])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	b = append(b, s[start:]...)
	return append(b, '"')
}

// appendJSONFloat is encoding/json's float64 encoding (as ES6 formats a
// number); f is finite.
func appendJSONFloat(b []byte, f float64) []byte {
	format := byte('f')
	if abs := math.Abs(f); abs != 0 && (abs < 1e-6 || abs >= 1e21) {
		format = 'e'
	}
	b = strconv.AppendFloat(b, f, format, -1, 64)
	if format == 'e' {
		// e-09 as e-9
		if n := len(b); n >= 4 && b[n-4] == 'e' && b[n-3] == '-' && b[n-2] == '0' {
			b[n-2] = b[n-1]
			b = b[:n-1]
		}
	}
	return b
}
