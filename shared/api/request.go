package api

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect/custom"
	"github.com/piiguard/piiguard/shared/wire"
)

// Request is the union of every operation's body (shared/wire, the client's
// too), with custom recognizers decoded as the engine's specs.
type Request = wire.Request[custom.Spec]

// Limits of SPEC.md and DECISIONS.md.
const (
	MaxBatchTexts    = 100
	MaxTextChars     = 100_000 // per text in a batch, per sample in /discover
	MaxDiscoverItems = 100
	MaxMappingSize   = 10_000
	// MaxDetokenizedBytes bounds /detokenize's output: values are repeated
	// once per token found, so a small text can ask for gigabytes. Lambda
	// answers at most 6 MB.
	MaxDetokenizedBytes = 5 << 20
	// MaxDetokenizeWork bounds the bytes /detokenize hashes to look tokens
	// up (a fraction of a second); typical mappings use a tiny part of it.
	MaxDetokenizeWork = 256 << 20
	// MaxBodyBytes is API Gateway's payload limit; the local server applies
	// the same so behaviour matches.
	MaxBodyBytes = 10 << 20
	// MaxResponseBytes bounds every answer: a Lambda proxy response carries
	// at most 6 MB, and the body is escaped once more inside it. /hash with a
	// long prefix or /encrypt can grow a dense text many times over.
	MaxResponseBytes = 5 << 20
	// MaxKeyDerivations bounds the PBKDF2 derivations (one per distinct
	// salt, i.e. per encrypt request whose values the text holds) of one
	// /decrypt with encryption_key: each costs ~0.1-0.2 s of CPU.
	MaxKeyDerivations = 8
	// KeyDerivationChars is what one derivation is charged, in characters,
	// on top of the text: checked against the monthly quota and charged
	// before the first derivation, and kept even when decryption then fails.
	KeyDerivationChars = 1_000
)

// readBodyEager is what a declared Content-Length sizes before any of the
// body has arrived.
const readBodyEager = 256 << 10

var errTooLarge = &Error{Status: 413, Code: CodePayloadTooLarge,
	Detail: fmt.Sprintf("request body exceeds %d bytes", MaxBodyBytes)}

// readBody reads at most MaxBodyBytes and checks the encoding; it never echoes
// body content in errors.
func readBody(r io.Reader, contentLength int64) ([]byte, *Error) {
	// A declared length sizes the buffer once (a batch is 100 KB and more),
	// but only as far as the bytes that have arrived justify: a client that
	// claims 10 MB and sends nothing gets readBodyEager, and the rest once
	// that much has come. The limit stands whatever the header says.
	var buf bytes.Buffer
	lr := &io.LimitedReader{R: r, N: MaxBodyBytes + 1}
	var err error
	if contentLength > 0 && contentLength <= MaxBodyBytes {
		first := min(int(contentLength), readBodyEager)
		buf.Grow(first + bytes.MinRead)
		_, err = buf.ReadFrom(io.LimitReader(lr, int64(first)))
		if err == nil && int64(buf.Len()) == int64(first) && contentLength > int64(first) {
			buf.Grow(int(contentLength) - first + bytes.MinRead)
		}
	}
	if err == nil {
		_, err = buf.ReadFrom(lr)
	}
	body := buf.Bytes()
	if err != nil {
		return nil, badRequest("could not read request body")
	}
	if len(body) > MaxBodyBytes {
		return nil, errTooLarge
	}
	return body, nil
}

func decodeRequest(body []byte) (*Request, *Error) {
	if len(bytes.TrimSpace(body)) == 0 {
		return nil, badRequest("request body is empty; send a JSON object")
	}
	if !utf8.Valid(body) {
		return nil, badRequest("request body is not valid UTF-8")
	}
	if hasLoneSurrogate(body) {
		return nil, badRequest("request body contains an unpaired UTF-16 surrogate escape; text must be valid Unicode")
	}
	if req, ok := decodeCommon(body); ok {
		return req, nil
	}
	return decodeJSON(body)
}

// decodeJSON decodes body with encoding/json, the reference for every body
// (decodeCommon takes the common ones faster), and refuses a duplicate key.
func decodeJSON(body []byte) (*Request, *Error) {
	var req Request
	dec := json.NewDecoder(bytes.NewReader(body))
	if err := dec.Decode(&req); err != nil {
		return nil, jsonError(err)
	}
	if dec.More() {
		return nil, badRequest("request body has content after the JSON object")
	}
	if t, err := dec.Token(); err != io.EOF || t != nil {
		return nil, badRequest("request body has content after the JSON object")
	}
	if e := duplicateKey(body); e != nil {
		return nil, e
	}
	return &req, nil
}

// duplicateKey refuses an object that names a key twice. encoding/json keeps
// the last value, and matches the request's fields without regard to case,
// so {"text":"a","TEXT":"b"} would be processed as "b" while a gateway or
// WAF in front may have inspected "a": at the top level keys are compared
// case-folded, inside nested objects (mapping) exactly. body is valid JSON
// (it decoded); the scan is linear and names the key only when it looks like
// a name.
func duplicateKey(body []byte) *Error {
	type frame struct {
		keys   map[string]bool // nil for an array
		object bool
	}
	var stack []frame
	expectKey := false
	for i := 0; i < len(body); i++ {
		switch body[i] {
		case '{':
			stack = append(stack, frame{object: true})
			expectKey = true
		case '[':
			stack = append(stack, frame{})
			expectKey = false
		case '}', ']':
			stack = stack[:len(stack)-1]
			expectKey = false
		case ',':
			expectKey = len(stack) > 0 && stack[len(stack)-1].object
		case '"':
			// the closing quote: the next one not escaped, found with
			// IndexByte (a text of 100 KB is one string) rather than byte
			// by byte. q is the next quote at or after j; each search
			// starts where the last one ended, so a string of many
			// escapes ("\u003c" for each '<') stays linear.
			j := i + 1
			escaped := false
			for q := -1; j < len(body); {
				if q < j {
					k := bytes.IndexByte(body[j:], '"')
					if k < 0 {
						j = len(body)
						break
					}
					q = j + k
				}
				b := bytes.IndexByte(body[j:q], '\\')
				if b < 0 {
					j = q
					break
				}
				escaped = true
				j = min(j+b+2, len(body)) // past the escaped byte
			}
			if expectKey {
				raw := body[i+1 : j]
				key := string(raw)
				if escaped {
					if err := json.Unmarshal(body[i:j+1], &key); err != nil {
						return badRequest("invalid JSON")
					}
				}
				top := &stack[len(stack)-1]
				cmp := key
				if len(stack) == 1 {
					cmp = foldKey(key)
				}
				if top.keys == nil {
					top.keys = map[string]bool{}
				}
				if top.keys[cmp] {
					name := "a key"
					if looksLikeName(key) {
						name = fmt.Sprintf("%q", key)
					}
					return badRequest(fmt.Sprintf("the JSON object names %s twice (keys are compared without regard to case at the top level); send each field once", name))
				}
				top.keys[cmp] = true
				expectKey = false
			}
			i = j
		}
	}
	return nil
}

// jsonError turns a decoding error into a message that names the field or the
// byte offset, never the offending value.
func jsonError(err error) *Error {
	var se *json.SyntaxError
	var te *json.UnmarshalTypeError
	switch {
	case errors.As(err, &se):
		return badRequest(fmt.Sprintf("invalid JSON at byte offset %d", se.Offset))
	case errors.As(err, &te):
		if te.Field == "" {
			return badRequest("request body must be a JSON object")
		}
		return badRequest(fmt.Sprintf("field %q must be %s", te.Field, typeName(te.Type.String())))
	case errors.Is(err, io.ErrUnexpectedEOF), errors.Is(err, io.EOF):
		return badRequest("request body is cut short: incomplete JSON")
	}
	return badRequest("invalid JSON")
}

func typeName(goType string) string {
	switch {
	case strings.Contains(goType, "custom.Spec"):
		return "an array of recognizer objects ({name, entity_type, patterns, deny_list, context, validator})"
	case strings.Contains(goType, "custom.Pattern"):
		return "an array of pattern objects ({regex, score})"
	case strings.Contains(goType, "[]string"):
		return "an array of strings"
	case strings.Contains(goType, "map[string]string"):
		return "an object of strings"
	case strings.Contains(goType, "float64"), strings.Contains(goType, "int"):
		return "a number"
	case strings.Contains(goType, "bool"):
		return "a boolean"
	case strings.Contains(goType, "string"):
		return "a string"
	}
	return "of another type"
}

// foldKey maps every rune to the smallest of its case-folding orbit, so two
// keys fold equal exactly when bytes.EqualFold (encoding/json's field match)
// says they are equal: "texſ" is "texs" (U+017F folds to 's').
func foldKey(k string) string {
	var b strings.Builder
	b.Grow(len(k))
	for _, r := range k {
		least := r
		for f := unicode.SimpleFold(r); f != r; f = unicode.SimpleFold(f) {
			least = min(least, f)
		}
		b.WriteRune(least)
	}
	return b.String()
}

// hasLoneSurrogate finds \uD800-\uDFFF escapes that don't form a pair; the JSON
// decoder would silently turn them into U+FFFD.
func hasLoneSurrogate(b []byte) bool {
	for i := 0; i+6 <= len(b); i++ {
		if b[i] != '\\' {
			k := bytes.IndexByte(b[i:], '\\') // the next escape
			if k < 0 {
				return false
			}
			if i += k; i+6 > len(b) {
				return false
			}
		}
		if b[i+1] != 'u' {
			i++ // skip the escaped character (handles "\\\\u")
			continue
		}
		v, ok := hex4(b[i+2 : i+6])
		if !ok {
			continue
		}
		switch {
		case v >= 0xD800 && v < 0xDC00:
			if i+12 <= len(b) && b[i+6] == '\\' && b[i+7] == 'u' {
				if w, ok := hex4(b[i+8 : i+12]); ok && w >= 0xDC00 && w < 0xE000 {
					i += 11
					continue
				}
			}
			return true
		case v >= 0xDC00 && v < 0xE000:
			return true
		}
		i += 5
	}
	return false
}

func hex4(b []byte) (int, bool) {
	v := 0
	for _, c := range b {
		v <<= 4
		switch {
		case c >= '0' && c <= '9':
			v |= int(c - '0')
		case c >= 'a' && c <= 'f':
			v |= int(c-'a') + 10
		case c >= 'A' && c <= 'F':
			v |= int(c-'A') + 10
		default:
			return 0, false
		}
	}
	return v, true
}

// intParam validates an integer-valued number field.
func intParam(name string, v *float64, def, min, max int) (int, *Error) {
	if v == nil {
		return def, nil
	}
	f := *v
	if math.IsNaN(f) || f != math.Trunc(f) {
		return 0, badRequest(fmt.Sprintf("%s must be an integer", name))
	}
	if f < float64(min) || f > float64(max) {
		return 0, badRequest(fmt.Sprintf("%s must be between %d and %d", name, min, max))
	}
	return int(f), nil
}
