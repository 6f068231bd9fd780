package bulk

import (
	"bufio"
	"bytes"
	"encoding/csv"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/detect"
	"github.com/piiguard/piiguard/shared/jsonl"
)

// MaxLineBytes bounds one line (text, JSONL) or CSV record: longer ones are
// reported as bad lines and skipped, so memory stays bounded whatever the
// object's size.
const MaxLineBytes = 1 << 20

// MaxBadLinesListed bounds the bad lines a summary lists by number; all are
// counted.
const MaxBadLinesListed = 1000

// Process detects and rewrites one text (api.TextProcessor.Process).
type Process func(text string) (out string, ents []detect.Entity, mapping map[string]string, err error)

// BadLine is a line that was skipped: its number (1-based) and why, never
// its content.
type BadLine struct {
	Line   int64  `json:"line"`
	Reason string `json:"reason"`
}

// Stats are what one object's processing counted: no values.
type Stats struct {
	Lines        int64          `json:"lines"`
	Characters   int64          `json:"characters"`
	Entities     map[string]int `json:"entities"`
	BadLines     []BadLine      `json:"bad_lines"`
	BadLineCount int64          `json:"bad_line_count"`
}

func (s *Stats) bad(line int64, reason string) {
	s.BadLineCount++
	if len(s.BadLines) < MaxBadLinesListed {
		s.BadLines = append(s.BadLines, BadLine{Line: line, Reason: reason})
	}
}

// Mapping is one tokenize mapping: of the text at Field (a JSON pointer for
// JSONL, a column for CSV, empty for text) of line Line.
type Mapping struct {
	Line    int64             `json:"line"`
	Field   string            `json:"field,omitempty"`
	Mapping map[string]string `json:"mapping"`
}

// Transformer streams one object through an operation.
type Transformer struct {
	Format  string
	Fields  []string
	Process Process
	// Mapping, if set, receives tokenize's mappings (non-empty ones).
	Mapping func(Mapping) error
	// Account is told the characters of each line before its result is
	// written; an error stops the object (a quota refused).
	Account func(chars int64) error
}

// errSkip marks a line to report and skip; its text is the reason.
type errSkip string

func (e errSkip) Error() string { return string(e) }

// Run reads r and writes the result to w. A returned error fails the object;
// bad lines are in the stats.
func (t *Transformer) Run(r io.Reader, w io.Writer) (*Stats, error) {
	st := &Stats{Entities: map[string]int{}, BadLines: []BadLine{}}
	switch t.Format {
	case "text", "jsonl":
		return st, t.lines(r, w, st)
	case "csv":
		return st, t.csv(r, w, st)
	}
	return st, fmt.Errorf("unknown format %q", t.Format)
}

// one processes a text of line n, counting it.
func (t *Transformer) one(st *Stats, n int64, field, text string, chars *int64) (string, error) {
	out, ents, m, err := t.Process(text)
	if err != nil {
		return "", err
	}
	*chars += int64(utf8.RuneCountInString(text))
	for _, e := range ents {
		st.Entities[e.Type]++
	}
	if t.Mapping != nil && len(m) > 0 {
		if err := t.Mapping(Mapping{Line: n, Field: field, Mapping: m}); err != nil {
			return "", err
		}
	}
	return out, nil
}

func (t *Transformer) account(st *Stats, chars int64) error {
	st.Characters += chars
	if t.Account != nil {
		return t.Account(chars)
	}
	return nil
}

func (t *Transformer) lines(r io.Reader, w io.Writer, st *Stats) error {
	br := bufio.NewReaderSize(r, 64<<10)
	var n int64
	opt := jsonOptions(t.Fields)
	for {
		line, tooLong, err := readLine(br)
		if err == io.EOF && line == nil && !tooLong {
			return nil
		}
		if err != nil && err != io.EOF {
			return err
		}
		n++
		st.Lines++
		body, ending := splitEnding(line)
		var chars int64
		var out []byte
		var perr error
		switch {
		case tooLong:
			perr = errSkip(fmt.Sprintf("longer than %d bytes", MaxLineBytes))
		case !utf8.Valid(body):
			perr = errSkip("not valid UTF-8")
		case len(bytes.TrimSpace(body)) == 0:
			out = body // blank lines pass through
		case t.Format == "text":
			var s string
			s, perr = t.one(st, n, "", string(body), &chars)
			out = []byte(s)
		default:
			out, perr = rewriteJSON(body, opt, func(ptr, s string) (string, error) { return t.one(st, n, ptr, s, &chars) })
		}
		var skip errSkip
		switch {
		case errors.As(perr, &skip):
			st.bad(n, string(skip))
		case perr != nil:
			return perr
		default:
			if err := t.account(st, chars); err != nil {
				return err
			}
			if _, err := w.Write(out); err != nil {
				return err
			}
			if _, err := io.WriteString(w, ending); err != nil {
				return err
			}
		}
		if err == io.EOF {
			return nil
		}
	}
}

// readLine returns the next line with its ending. A line over MaxLineBytes is
// discarded up to its end and reported as tooLong (nil line).
func readLine(br *bufio.Reader) (line []byte, tooLong bool, err error) {
	var buf []byte
	for {
		chunk, err := br.ReadSlice('\n')
		if len(buf)+len(chunk) > MaxLineBytes {
			tooLong = true
			buf = nil
		} else if !tooLong {
			buf = append(buf, chunk...)
		}
		switch {
		case err == bufio.ErrBufferFull:
			continue
		case err == io.EOF && len(buf) == 0 && !tooLong:
			return nil, false, io.EOF
		case tooLong:
			if err == io.EOF {
				return nil, true, io.EOF
			}
			return nil, true, err
		default:
			if buf == nil {
				buf = []byte{}
			}
			return buf, false, err
		}
	}
}

func splitEnding(line []byte) ([]byte, string) {
	switch {
	case bytes.HasSuffix(line, []byte("\r\n")):
		return line[:len(line)-2], "\r\n"
	case bytes.HasSuffix(line, []byte("\n")):
		return line[:len(line)-1], "\n"
	}
	return line, ""
}

// jsonOptions: the bulk jobs re-encode each record compactly and bound its
// nesting.
func jsonOptions(fields []string) jsonl.Options {
	return jsonl.Options{Fields: fields, Compact: true, MaxDepth: maxDepth}
}

// rewriteJSON rewrites the string values of one JSONL line (an object),
// keeping key order and every other value; fn gets each non-empty string and
// its JSON pointer. Reasons name no content (the decoder's errors may).
func rewriteJSON(line []byte, opt jsonl.Options, fn func(ptr, s string) (string, error)) ([]byte, error) {
	rec, err := jsonl.Parse(line, opt)
	var je *jsonl.Error
	if errors.As(err, &je) {
		switch je.Kind {
		case jsonl.NotObject:
			return nil, errSkip("not a JSON object")
		case jsonl.Trailing:
			return nil, errSkip("not valid JSON: data after the object")
		case jsonl.TooDeep:
			return nil, errSkip(fmt.Sprintf("nested deeper than %d levels", maxDepth))
		}
		return nil, errSkip("not valid JSON")
	}
	if err != nil {
		return nil, err
	}
	outs := make([]string, len(rec.Strings))
	for i, s := range rec.Strings {
		if s.Text == "" {
			continue
		}
		if outs[i], err = fn(s.Path.Pointer(), s.Text); err != nil {
			return nil, err
		}
	}
	return rec.Render(outs), nil
}

// maxDepth bounds nesting (the line's size bounds it anyway; this keeps the
// recursion shallow).
const maxDepth = 200

// csv processes a CSV object with a header row: the header passes through,
// and the named columns (all when none are named) of every row are processed.
func (t *Transformer) csv(r io.Reader, w io.Writer, st *Stats) error {
	cr := csv.NewReader(&limitedLines{r: bufio.NewReaderSize(r, 64<<10)})
	cr.ReuseRecord = true
	cw := csv.NewWriter(w)
	header, err := cr.Read()
	if err == io.EOF {
		return nil
	}
	if err != nil {
		return fmt.Errorf("%w: the header row is not valid CSV", errObject)
	}
	header = slices.Clone(header)
	for _, h := range header {
		if !utf8.ValidString(h) {
			return fmt.Errorf("%w: the header row is not valid UTF-8", errObject)
		}
	}
	cols := make([]bool, len(header))
	if len(t.Fields) == 0 {
		for i := range cols {
			cols[i] = true
		}
	}
	var missing []string
	for _, f := range t.Fields {
		i := slices.Index(header, f)
		if i < 0 {
			missing = append(missing, strconv.Quote(f))
			continue
		}
		cols[i] = true
	}
	if len(missing) > 0 {
		return fmt.Errorf("%w: fields not in the header: %s", errObject, strings.Join(missing, ", "))
	}
	st.Lines++
	if err := cw.Write(header); err != nil {
		return err
	}
	for {
		rec, err := cr.Read()
		if err == io.EOF {
			break
		}
		// A ParseError (ErrFieldCount among them) names the record's first
		// line; FieldPos is valid only for a record read without one.
		line := 0
		var pe *csv.ParseError
		if errors.As(err, &pe) {
			line = pe.StartLine
		} else if err == nil {
			line, _ = cr.FieldPos(0)
		}
		st.Lines++
		switch {
		case errors.Is(err, csv.ErrFieldCount):
			st.bad(int64(line), fmt.Sprintf("%d columns where the header has %d", len(rec), len(header)))
			continue
		case errors.Is(err, errLineTooLong):
			return fmt.Errorf("%w: a line longer than %d bytes near line %d", errObject, MaxLineBytes, line)
		case pe != nil:
			st.bad(int64(line), "not valid CSV")
			continue
		case err != nil:
			return err
		}
		valid := true
		for _, f := range rec {
			valid = valid && utf8.ValidString(f)
		}
		if !valid {
			st.bad(int64(line), "not valid UTF-8")
			continue
		}
		var chars int64
		for i, f := range rec {
			if !cols[i] || f == "" {
				continue
			}
			if rec[i], err = t.one(st, int64(line), header[i], f, &chars); err != nil {
				return err
			}
		}
		if err := t.account(st, chars); err != nil {
			return err
		}
		if err := cw.Write(rec); err != nil {
			return err
		}
	}
	cw.Flush()
	return cw.Error()
}

// errObject fails one object for a reason that names no content.
var errObject = errors.New("object not processable")

var errLineTooLong = errors.New("line too long")

// limitedLines passes r through but fails a physical line over MaxLineBytes,
// so a CSV record (an unclosed quote) can't grow without bound. The error is
// final for the object: encoding/csv keeps no position to resume from.
type limitedLines struct {
	r   *bufio.Reader
	run int
}

func (l *limitedLines) Read(p []byte) (int, error) {
	n, err := l.r.Read(p)
	for _, b := range p[:n] {
		if b == '\n' {
			l.run = 0
		} else if l.run++; l.run > MaxLineBytes {
			return 0, errLineTooLong
		}
	}
	return n, err
}
