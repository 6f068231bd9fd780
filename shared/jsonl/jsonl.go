// Package jsonl splits one JSON Lines record (an object) into its strings and
// the bytes around them, so a caller can replace the strings and write the
// record back: the bulk jobs one string at a time, the CLI in batches across
// records. It is the one JSONL field rewriter of the repository.
package jsonl

import (
	"bytes"
	"encoding/json"
	"errors"
	"io"
	"strconv"
)

// Options select what Parse processes and how it writes the rest.
type Options struct {
	// Fields are the top-level keys whose strings (at any depth) are
	// returned; none means every key.
	Fields []string
	// Compact re-encodes the whole record compactly (the bulk jobs). Without
	// it every byte outside a selected value that holds a string is kept as
	// written (the CLI); a selected object or array is written compact.
	Compact bool
	// RequireStrings makes a named field holding a number or a boolean an
	// error (null, objects and arrays are not).
	RequireStrings bool
	// MaxDepth, if positive, bounds the nesting of values.
	MaxDepth int
}

// Kind is what is wrong with a record.
type Kind int

const (
	// NotObject: the record does not start a JSON object (it may not be
	// JSON at all; Err is then the decoder's error).
	NotObject Kind = iota + 1
	// Syntax: invalid JSON inside the object.
	Syntax
	// Trailing: data after the object.
	Trailing
	// TooDeep: nested deeper than MaxDepth.
	TooDeep
	// NotString: a named field holds a number or boolean (RequireStrings).
	NotString
)

// Error says why a record cannot be processed. Err is the decoder's error,
// which may quote the record's bytes: a caller whose messages must not carry
// content words its own from Kind.
type Error struct {
	Kind  Kind
	Key   string // NotString: the field
	Value string // NotString: "number" or "boolean"
	Err   error
}

func (e *Error) Error() string {
	switch e.Kind {
	case NotObject:
		if e.Err != nil {
			return "invalid JSON: " + e.Err.Error()
		}
		return "not a JSON object"
	case Syntax:
		return "invalid JSON: " + e.Err.Error()
	case Trailing:
		return "content after the JSON object"
	case TooDeep:
		return "nested too deep"
	}
	return "field " + strconv.Quote(e.Key) + " is a " + e.Value + ", not a string"
}

func (e *Error) Unwrap() error { return e.Err }

// String is one string value of the record and where it is.
type String struct {
	Path Path
	Text string
}

// Part is a literal (Str < 0) or the place of Strings[Str].
type Part struct {
	Lit []byte
	Str int
}

// Record is a parsed record: Parts in order, with the Strings they name.
type Record struct {
	Parts   []Part
	Strings []String
	// Present are the named Fields the record has, in its order.
	Present []string
}

// Render writes the record with outs[i] in place of Strings[i].
func (r *Record) Render(outs []string) []byte {
	var b bytes.Buffer
	for _, p := range r.Parts {
		if p.Str < 0 {
			b.Write(p.Lit)
		} else {
			AppendString(&b, outs[p.Str])
		}
	}
	return b.Bytes()
}

// AppendString writes s as a JSON string literal, without HTML escaping.
func AppendString(b *bytes.Buffer, s string) {
	enc := json.NewEncoder(b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(s)
	b.Truncate(b.Len() - 1) // Encode's newline
}

// Parse splits line (without its line end) into parts and strings.
func Parse(line []byte, opt Options) (*Record, error) {
	dec := json.NewDecoder(bytes.NewReader(line))
	dec.UseNumber()
	tok, err := dec.Token()
	if err != nil {
		return nil, &Error{Kind: NotObject, Err: err}
	}
	if tok != json.Delim('{') {
		return nil, &Error{Kind: NotObject}
	}
	named := len(opt.Fields) > 0
	p := &parser{dec: dec, opt: opt}
	rec := &Record{}
	if opt.Compact {
		p.lit.WriteByte('{')
	}
	pos := 0 // Keep: line[pos:] is not yet in rec.Parts
	for i := 0; dec.More(); i++ {
		kt, err := dec.Token()
		if err != nil {
			return nil, &Error{Kind: Syntax, Err: err}
		}
		key := kt.(string)
		selected := !named || contains(opt.Fields, key)
		if named && selected {
			rec.Present = append(rec.Present, key)
		}
		if opt.Compact {
			if i > 0 {
				p.lit.WriteByte(',')
			}
			AppendString(&p.lit, key)
			p.lit.WriteByte(':')
			if err := p.value(Path{Key(key)}, selected, 1); err != nil {
				return nil, err
			}
			continue
		}
		start := valueStart(line, int(dec.InputOffset()))
		mark, strs := len(p.parts), len(p.strs)
		if err := p.value(Path{Key(key)}, selected, 1); err != nil {
			return nil, err
		}
		end := int(dec.InputOffset())
		if !selected || len(p.strs) == strs {
			// Nothing to process: the value stays as written.
			if selected && named && opt.RequireStrings && line[start] != 'n' && line[start] != '{' && line[start] != '[' {
				return nil, &Error{Kind: NotString, Key: key, Value: kindOf(line[start])}
			}
			p.parts, p.strs = p.parts[:mark], p.strs[:strs]
			p.lit.Reset()
			continue
		}
		p.flush()
		rec.Parts = append(rec.Parts, Part{Lit: line[pos:start], Str: -1})
		rec.Parts = append(rec.Parts, p.parts[mark:]...)
		p.parts = p.parts[:mark]
		pos = end
	}
	if _, err := dec.Token(); err != nil { // the closing brace
		return nil, &Error{Kind: Syntax, Err: err}
	}
	if _, err := dec.Token(); err != io.EOF {
		return nil, &Error{Kind: Trailing}
	}
	if opt.Compact {
		p.lit.WriteByte('}')
		p.flush()
		rec.Parts = p.parts
	} else {
		rec.Parts = append(rec.Parts, Part{Lit: line[pos:], Str: -1})
	}
	rec.Strings = p.strs
	return rec, nil
}

// valueStart is the offset of the value after the key that ends at k: past
// the colon and JSON white space.
func valueStart(line []byte, k int) int {
	for k < len(line) && (line[k] == ' ' || line[k] == '\t' || line[k] == '\r' || line[k] == '\n' || line[k] == ':') {
		k++
	}
	return k
}

func kindOf(c byte) string {
	if c == 't' || c == 'f' {
		return "boolean"
	}
	return "number"
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// parser re-encodes values compactly into parts, turning strings into Strings.
type parser struct {
	dec   *json.Decoder
	opt   Options
	lit   bytes.Buffer // the literal being built
	parts []Part
	strs  []String
}

func (p *parser) flush() {
	if p.lit.Len() > 0 {
		p.parts = append(p.parts, Part{Lit: bytes.Clone(p.lit.Bytes()), Str: -1})
		p.lit.Reset()
	}
}

// value re-encodes the next value; apply: its strings become Strings.
func (p *parser) value(path Path, apply bool, depth int) error {
	if p.opt.MaxDepth > 0 && depth > p.opt.MaxDepth {
		return &Error{Kind: TooDeep}
	}
	tok, err := p.dec.Token()
	if err != nil {
		return &Error{Kind: Syntax, Err: err}
	}
	switch v := tok.(type) {
	case json.Delim:
		switch v {
		case '{':
			p.lit.WriteByte('{')
			for i := 0; p.dec.More(); i++ {
				kt, err := p.dec.Token()
				if err != nil {
					return &Error{Kind: Syntax, Err: err}
				}
				if i > 0 {
					p.lit.WriteByte(',')
				}
				AppendString(&p.lit, kt.(string))
				p.lit.WriteByte(':')
				if err := p.value(path.With(Key(kt.(string))), apply, depth+1); err != nil {
					return err
				}
			}
			p.lit.WriteByte('}')
		case '[':
			p.lit.WriteByte('[')
			for i := 0; p.dec.More(); i++ {
				if i > 0 {
					p.lit.WriteByte(',')
				}
				if err := p.value(path.With(Elem(i)), apply, depth+1); err != nil {
					return err
				}
			}
			p.lit.WriteByte(']')
		default:
			return &Error{Kind: Syntax, Err: errors.New("unexpected " + v.String())}
		}
		if _, err := p.dec.Token(); err != nil { // the closing delimiter
			return &Error{Kind: Syntax, Err: err}
		}
	case string:
		if !apply {
			AppendString(&p.lit, v)
			break
		}
		p.flush()
		p.parts = append(p.parts, Part{Str: len(p.strs)})
		p.strs = append(p.strs, String{Path: path, Text: v})
	case json.Number:
		p.lit.WriteString(v.String())
	case bool:
		p.lit.WriteString(strconv.FormatBool(v))
	case nil:
		p.lit.WriteString("null")
	}
	return nil
}
