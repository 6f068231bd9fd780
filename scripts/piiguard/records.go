package main

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/piiguard/piiguard/shared/client"
	"github.com/piiguard/piiguard/shared/jsonl"
)

// record is one unit of output: a paragraph of text, a JSONL line or a CSV
// row. Its slots are the texts to process; everything else is copied.
type record struct {
	line  int // 1-based line where the record starts
	size  int // input bytes it covers (progress)
	slots []slot
	// parts is the output of text and JSONL records: literals and slots.
	parts []part
	// row is a CSV record; slot i replaces column cols[i].
	row  []string
	cols []int
	// err: the record could not be read; it is reported and not written.
	err string
}

type slot struct {
	field string // JSONL field path or CSV column; "" for text
	text  string
	out   string
	ents  []client.Entity
	err   string
	// jsonString: the output is written as a JSON string literal.
	jsonString bool
}

// part is a literal (slot < 0) or the output of slot.
type part struct {
	lit  []byte
	slot int
}

// inputError: the input cannot be processed from this line on.
type inputError struct {
	line int
	msg  string
}

func (e inputError) Error() string { return e.msg }

// reader yields the records of one input in order; it returns io.EOF at the end.
type reader interface {
	next() (*record, error)
	// finish reports problems seen only at the end (a field no record had).
	finish() []string
}

// formatOf picks the format: the flag, else the file extension, else text.
func formatOf(flagFormat, name string) string {
	if flagFormat != "" {
		return flagFormat
	}
	switch strings.ToLower(filepath.Ext(name)) {
	case ".jsonl", ".ndjson":
		return "jsonl"
	case ".csv":
		return "csv"
	}
	return "text"
}

func newReader(format string, r io.Reader, fields []string) reader {
	br := bufio.NewReaderSize(r, 1<<20)
	switch format {
	case "jsonl":
		return &jsonlReader{r: br, fields: fields, seen: map[string]bool{}}
	case "csv":
		return newCSVReader(br, fields)
	}
	return &textReader{r: br}
}

// textReader yields paragraphs: lines up to a blank line, so an entity that
// spans lines (an address, a signature) is seen whole. A paragraph longer
// than maxParagraph bytes ends at the next line end. Blank lines are copied.
type textReader struct {
	r       *bufio.Reader
	line    int
	pending *string
}

const maxParagraph = 64 << 10

func isBlank(l string) bool { return strings.TrimSpace(l) == "" }

// readLine returns the next line with its line end; ok is false at the end.
func (t *textReader) readLine() (string, bool, error) {
	if t.pending != nil {
		l := *t.pending
		t.pending = nil
		t.line++
		return l, true, nil
	}
	l, err := t.r.ReadString('\n')
	if err != nil && err != io.EOF {
		return "", false, err
	}
	if l == "" {
		return "", false, nil
	}
	t.line++
	return l, true, nil
}

func (t *textReader) unread(l string) { t.pending = &l; t.line-- }

func (t *textReader) next() (*record, error) {
	var lead, text, sep strings.Builder
	// collect appends lines to b while keep(line) holds.
	collect := func(b *strings.Builder, keep func(string) bool) error {
		for {
			l, ok, err := t.readLine()
			if err != nil || !ok {
				return err
			}
			if !keep(l) {
				t.unread(l)
				return nil
			}
			b.WriteString(l)
		}
	}
	if err := collect(&lead, isBlank); err != nil {
		return nil, err
	}
	rec := &record{line: t.line + 1}
	if err := collect(&text, func(l string) bool { return !isBlank(l) && text.Len() < maxParagraph }); err != nil {
		return nil, err
	}
	if err := collect(&sep, isBlank); err != nil {
		return nil, err
	}
	rec.size = lead.Len() + text.Len() + sep.Len()
	if rec.size == 0 {
		return nil, io.EOF
	}
	if lead.Len() > 0 {
		rec.parts = append(rec.parts, part{lit: []byte(lead.String()), slot: -1})
	}
	body := text.String()
	// The line end of a paragraph's last line is a separator, not text.
	trimmed := strings.TrimSuffix(strings.TrimSuffix(body, "\n"), "\r")
	if trimmed != "" {
		rec.slots = []slot{{text: trimmed}}
		rec.parts = append(rec.parts, part{slot: 0})
	}
	if tail := body[len(trimmed):] + sep.String(); tail != "" {
		rec.parts = append(rec.parts, part{lit: []byte(tail), slot: -1})
	}
	return rec, nil
}

func (t *textReader) finish() []string { return nil }

// jsonlReader yields one record per line; the selected top-level fields
// (all when none are named) are processed: a string value is one slot, the
// strings inside an object or array are slots each. Every other byte of the
// line is copied unchanged.
type jsonlReader struct {
	r      *bufio.Reader
	fields []string
	line   int
	seen   map[string]bool // named fields found in some record
}

func (j *jsonlReader) next() (*record, error) {
	l, err := j.r.ReadBytes('\n')
	if err != nil && err != io.EOF {
		return nil, err
	}
	if len(l) == 0 && err == io.EOF {
		return nil, io.EOF
	}
	j.line++
	rec := &record{line: j.line, size: len(l)}
	body := bytes.TrimRight(l, "\r\n")
	eol := l[len(body):]
	if len(bytes.TrimSpace(body)) == 0 {
		rec.parts = []part{{lit: l, slot: -1}}
		return rec, nil
	}
	if e := parseJSONLine(rec, body, j.fields, j.seen); e != nil {
		rec.err = e.Error()
		rec.parts, rec.slots = nil, nil
		return rec, nil
	}
	rec.parts = append(rec.parts, part{lit: eol, slot: -1})
	return rec, nil
}

func (j *jsonlReader) finish() []string {
	var out []string
	for _, f := range j.fields {
		if !j.seen[f] && j.line > 0 {
			out = append(out, fmt.Sprintf("field %q is in none of its %d lines", f, j.line))
		}
	}
	return out
}

// parseJSONLine fills rec's parts and slots from one JSON object: bytes
// outside the processed strings are kept as written (shared/jsonl).
func parseJSONLine(rec *record, body []byte, fields []string, seen map[string]bool) error {
	jr, err := jsonl.Parse(body, jsonl.Options{Fields: fields, RequireStrings: true})
	var je *jsonl.Error
	if errors.As(err, &je) {
		switch {
		case je.Kind == jsonl.NotString:
			return fmt.Errorf("field %q is a %s, not a string: only strings are processed (the record is left out)", je.Key, je.Value)
		case je.Err != nil:
			return fmt.Errorf("invalid JSON: %s", jsonMsg(je.Err))
		}
		return je
	}
	if err != nil {
		return err
	}
	for _, k := range jr.Present {
		seen[k] = true
	}
	for _, p := range jr.Parts {
		if p.Str < 0 {
			rec.parts = append(rec.parts, part{lit: p.Lit, slot: -1})
		} else {
			rec.parts = append(rec.parts, part{slot: p.Str})
		}
	}
	for _, s := range jr.Strings {
		rec.slots = append(rec.slots, slot{field: s.Path.Dotted(), text: s.Text, jsonString: true})
	}
	return nil
}

func jsonMsg(err error) string {
	var se *json.SyntaxError
	if errors.As(err, &se) {
		return fmt.Sprintf("%s (byte %d)", se.Error(), se.Offset)
	}
	if errors.Is(err, io.EOF) || errors.Is(err, io.ErrUnexpectedEOF) {
		return "the line ends inside the object"
	}
	return err.Error()
}

// encodeString is a JSON string literal without HTML escaping.
func encodeString(s string) []byte {
	var b bytes.Buffer
	jsonl.AppendString(&b, s)
	return b.Bytes()
}

// csvReader: the first row is the header; the selected columns (all when
// none are named) of every other row are slots. Rows are re-encoded by
// encoding/csv: values are kept, quoting may be normalised.
type csvReader struct {
	r      *csv.Reader
	cr     *countingReader
	fields []string
	header []string
	cols   []int
	done   bool
	err    error // a header problem: the file is not processed
}

type countingReader struct {
	r io.Reader
	n int
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += n
	return n, err
}

func newCSVReader(r io.Reader, fields []string) *csvReader {
	cr := &countingReader{r: r}
	cs := csv.NewReader(cr)
	return &csvReader{r: cs, cr: cr, fields: fields}
}

func (c *csvReader) next() (*record, error) {
	if c.done {
		return nil, io.EOF
	}
	before := c.cr.n
	row, err := c.r.Read()
	if err == io.EOF {
		c.done = true
		return nil, io.EOF
	}
	var pe *csv.ParseError
	if err != nil && !errors.As(err, &pe) {
		return nil, err
	}
	if c.header == nil {
		if err != nil {
			c.done = true
			return nil, inputError{pe.StartLine, "the header row is not valid CSV: " + pe.Err.Error()}
		}
		c.header = row
		if len(c.fields) == 0 {
			for i := range row {
				c.cols = append(c.cols, i)
			}
		}
		for _, f := range c.fields {
			i := indexOf(row, f)
			if i < 0 {
				c.done = true
				return nil, inputError{1, fmt.Sprintf("no column %q (the header has %s); the file is not processed", f, strings.Join(quoteAll(row), ", "))}
			}
			c.cols = append(c.cols, i)
		}
		return &record{line: 1, size: c.cr.n - before, row: row}, nil
	}
	line, _ := c.r.FieldPos(0)
	rec := &record{size: c.cr.n - before, line: line}
	if err != nil {
		rec.line = pe.StartLine
		if errors.Is(pe.Err, csv.ErrFieldCount) {
			rec.err = fmt.Sprintf("the row has %d fields, the header %d", len(row), len(c.header))
		} else {
			rec.err = "invalid CSV: " + pe.Err.Error()
		}
		return rec, nil
	}
	rec.row = row
	for _, i := range c.cols {
		rec.cols = append(rec.cols, i)
		rec.slots = append(rec.slots, slot{field: c.header[i], text: row[i]})
	}
	return rec, nil
}

func (c *csvReader) finish() []string { return nil }

func indexOf(list []string, s string) int {
	for i, x := range list {
		if x == s {
			return i
		}
	}
	return -1
}

func quoteAll(list []string) []string {
	out := make([]string, len(list))
	for i, s := range list {
		out[i] = strconv.Quote(s)
	}
	return out
}
