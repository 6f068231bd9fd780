package main

import (
	"bufio"
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/client"
)

// errItemsFailed: some input or item failed; each was reported on stderr.
var errItemsFailed = errors.New("some items failed")

// Batching: the API takes up to api.MaxBatchTexts texts per request, each
// up to api.MaxTextChars; a longer text is sent alone. maxBatchBytes keeps a
// request well under the 10 MiB body limit and typical per-request caps; a
// request refused for its size (429 with retry_after 0, or 413) is split.
const maxBatchBytes = 256 << 10

// chunkBytes is how much input is read before it is processed and written
// in order: enough batches to keep every worker busy.
const chunkBytes = 4 << 20

type processor struct {
	c      *config
	cl     *client.Client
	stderr io.Writer
	failed atomic.Bool
	errMu  sync.Mutex
	fatal  error // stops the run (a key the server refuses)
	// tokenize: tokens numbered over the whole run, so one value has one
	// token in every record and file.
	byValue  map[string]string
	mapping  map[string]string
	counters map[string]int
	// literal: token-shaped text seen in the input so far; no token is
	// issued equal to one, so detokenize cannot turn it into a value.
	literal map[string]bool
	// detokenize: the mapping read from --mapping; detokOther holds its
	// keys that are not shaped like tokenize's tokens, sent with every text
	// that contains them.
	detok      map[string]string
	detokOther map[string]string
	progress   *progress
}

func process(ctx context.Context, c *config, stdin io.Reader, stdout, stderr io.Writer) error {
	cl, err := c.client()
	if err != nil {
		return err
	}
	p := &processor{c: c, cl: cl, stderr: stderr, byValue: map[string]string{}, mapping: map[string]string{}, counters: map[string]int{}, literal: map[string]bool{}}
	if c.op == "health" {
		h, err := cl.Health(ctx)
		if err != nil {
			return err
		}
		return writeJSONLine(stdout, h)
	}
	if c.op == "detokenize" {
		if p.detok, err = readMapping(c.mapping); err != nil {
			return err
		}
		p.detokOther = map[string]string{}
		for k, v := range p.detok {
			if k == "" {
				return usagef("--mapping %s: a token must not be empty", c.mapping)
			}
			if tokenRe.FindString(k) != k {
				p.detokOther[k] = v
			}
		}
	}
	if err := p.preflight(ctx); err != nil {
		return err
	}
	inputs := c.files
	if len(inputs) == 0 {
		inputs = []string{"-"}
	}
	p.progress = newProgress(c.progress, stderr, inputs)
	defer p.progress.stop()
	if c.op == "discover" {
		return p.discover(ctx, inputs, stdin, stdout)
	}
	for _, name := range inputs {
		if err := p.file(ctx, name, stdin, stdout); err != nil {
			p.report(name, 0, "", err.Error())
		}
		if err := p.fatalErr(); err != nil {
			return err
		}
	}
	if c.op == "tokenize" {
		if err := writeMappingFile(c.mapOut, p.mapping); err != nil {
			return fmt.Errorf("writing the mapping: %v", err)
		}
	}
	if p.failed.Load() {
		return errItemsFailed
	}
	return nil
}

// preflight sends the parameters once with a tiny text, so a mistake in them
// (an unknown policy, a bad masking character, a refused key) is one usage
// error rather than one error per record.
func (p *processor) preflight(ctx context.Context) error {
	if !transforming[p.c.op] && p.c.op != "detect" {
		return nil
	}
	req := p.c.req
	req.Text = new("preflight")
	_, err := p.cl.Run(ctx, p.c.op, req)
	var ae *client.Error
	if errors.As(err, &ae) && ae.Status >= 400 && ae.Status < 500 && ae.Status != 429 {
		return usageError{fmt.Sprintf("the server refused the parameters: %s", ae.Detail)}
	}
	return err
}

// report prints one failure naming the input and line; it never prints the text.
func (p *processor) report(name string, line int, field, msg string) {
	p.failed.Store(true)
	where := displayName(name)
	if line > 0 {
		where += ":" + strconv.Itoa(line)
	}
	if field != "" {
		where += ": field " + strconv.Quote(field)
	}
	p.errMu.Lock()
	defer p.errMu.Unlock()
	p.progress.clear()
	fmt.Fprintf(p.stderr, "piiguard: %s: %s\n", where, msg)
}

func displayName(name string) string {
	if name == "-" {
		return "<stdin>"
	}
	return name
}

// file processes one input into stdout or --out-dir.
func (p *processor) file(ctx context.Context, name string, stdin io.Reader, stdout io.Writer) error {
	in := stdin
	if name != "-" {
		f, err := os.Open(name)
		if err != nil {
			return fmt.Errorf("cannot read: %v", pathErr(err))
		}
		defer f.Close()
		if st, err := f.Stat(); err == nil && st.IsDir() {
			return errors.New("cannot read: is a directory")
		}
		in = f
	}
	out := stdout
	if p.c.outDir != "" {
		f, err := os.OpenFile(filepath.Join(p.c.outDir, filepath.Base(name)), os.O_WRONLY|os.O_CREATE|os.O_TRUNC, 0o600)
		if err != nil {
			return fmt.Errorf("cannot write its output: %v", pathErr(err))
		}
		defer f.Close()
		out = f
	}
	format := formatOf(p.c.format, name)
	w := bufio.NewWriterSize(out, 1<<20)
	defer w.Flush()
	var cw *csv.Writer
	if format == "csv" {
		cw = csv.NewWriter(w)
		defer cw.Flush()
	}
	rd := newReader(format, in, p.c.fields)
	// Three stages overlap: reading the next chunk, processing this one on
	// the workers, writing the previous one in order.
	stop := make(chan struct{})
	defer close(stop)
	processed := make(chan chunk, 1)
	go p.pipeline(ctx, rd, processed, stop)
	for ch := range processed {
		if p.fatalErr() != nil {
			return nil
		}
		for _, rec := range ch.recs {
			if err := p.write(name, format, rec, w, cw); err != nil {
				return fmt.Errorf("writing: %v", err)
			}
		}
		p.progress.add(ch.size)
		var ie inputError
		switch {
		case ch.err == io.EOF:
		case errors.As(ch.err, &ie):
			p.report(name, ie.line, "", ie.msg)
			return nil
		case ch.err != nil:
			return fmt.Errorf("cannot read: %v", pathErr(ch.err))
		}
		if ctx.Err() != nil {
			return ctx.Err()
		}
	}
	for _, msg := range rd.finish() {
		p.report(name, 0, "", msg)
	}
	if cw != nil {
		cw.Flush()
		if err := cw.Error(); err != nil {
			return fmt.Errorf("writing: %v", err)
		}
	}
	if err := w.Flush(); err != nil {
		return fmt.Errorf("writing: %v", err)
	}
	return nil
}

func pathErr(err error) error {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// chunk is a run of records read together; err ends the input (io.EOF at its end).
type chunk struct {
	recs []*record
	size int
	err  error
}

// pipeline reads chunks and processes them, one ahead of the writer; it
// stops after the chunk that ends the input, or when stop is closed.
func (p *processor) pipeline(ctx context.Context, rd reader, out chan<- chunk, stop <-chan struct{}) {
	defer close(out)
	reads := make(chan chunk, 1)
	go func() {
		defer close(reads)
		for {
			recs, size, err := readChunk(rd)
			select {
			case reads <- chunk{recs, size, err}:
			case <-stop:
				return
			}
			if err != nil {
				return
			}
		}
	}()
	for ch := range reads {
		p.run(ctx, ch.recs)
		select {
		case out <- ch:
		case <-stop:
			return
		}
	}
}

func (p *processor) fatalErr() error {
	p.errMu.Lock()
	defer p.errMu.Unlock()
	return p.fatal
}

func readChunk(rd reader) ([]*record, int, error) {
	var chunk []*record
	size := 0
	for size < chunkBytes {
		rec, err := rd.next()
		if err != nil {
			return chunk, size, err
		}
		chunk = append(chunk, rec)
		size += rec.size
	}
	return chunk, size, nil
}

// item is one text to send.
type item struct{ s *slot }

// run processes every slot of the chunk with the workers.
func (p *processor) run(ctx context.Context, chunk []*record) {
	if p.c.op == "detokenize" || p.c.op == "decrypt" {
		var all []item
		for _, rec := range chunk {
			for i := range rec.slots {
				if rec.slots[i].text != "" {
					all = append(all, item{&rec.slots[i]})
				}
			}
		}
		p.parallel(ctx, len(all), func(i int) { p.single(ctx, all[i].s) })
		return
	}
	var batches [][]item
	var cur []item
	curBytes := 0
	flush := func() {
		if len(cur) > 0 {
			batches = append(batches, cur)
			cur, curBytes = nil, 0
		}
	}
	for _, rec := range chunk {
		for i := range rec.slots {
			s := &rec.slots[i]
			if s.text == "" {
				continue // nothing to find; the API refuses empty texts
			}
			if len(s.text) > api.MaxTextChars && utf8.RuneCountInString(s.text) > api.MaxTextChars {
				batches = append(batches, []item{{s}}) // alone: no per-item bound
				continue
			}
			if len(cur) == api.MaxBatchTexts || curBytes+len(s.text) > maxBatchBytes {
				flush()
			}
			cur = append(cur, item{s})
			curBytes += len(s.text)
		}
	}
	flush()
	p.parallel(ctx, len(batches), func(i int) { p.batch(ctx, batches[i]) })
}

// parallel runs f(0..n-1) on the workers.
func (p *processor) parallel(ctx context.Context, n int, f func(int)) {
	var next atomic.Int64
	var wg sync.WaitGroup
	for range min(p.c.workers, n) {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for {
				i := int(next.Add(1)) - 1
				if i >= n || ctx.Err() != nil {
					return
				}
				f(i)
			}
		}()
	}
	wg.Wait()
}

func (p *processor) batch(ctx context.Context, items []item) {
	if len(items) == 1 {
		p.single(ctx, items[0].s)
		return
	}
	req := p.c.req
	texts := make([]string, len(items))
	for i, it := range items {
		texts[i] = it.s.text
	}
	req.Texts = &texts
	var br client.BatchResult
	err := p.cl.Do(ctx, p.c.op, req, &br)
	if err == nil && len(br.Results) != len(items) {
		err = fmt.Errorf("the server answered %d results for %d texts", len(br.Results), len(items))
	}
	if err != nil {
		if tooBig(err) {
			h := len(items) / 2
			p.batch(ctx, items[:h])
			p.batch(ctx, items[h:])
			return
		}
		p.fail(items, err)
		return
	}
	for i, r := range br.Results {
		s := items[i].s
		if r.Error != "" {
			s.err = r.Error
			continue
		}
		s.out, s.ents = r.Output(), r.DetectedEntities
	}
}

// tooBig: the request was refused for its size; halves may pass.
func tooBig(err error) bool {
	var ae *client.Error
	return errors.As(err, &ae) && (ae.Status == 413 || ae.Status == 429 && ae.RetryAfter != nil && *ae.RetryAfter == 0)
}

func (p *processor) single(ctx context.Context, s *slot) {
	req := p.c.req
	req.Text = &s.text
	if p.c.op == "detokenize" {
		mapping := tokensIn(s.text, p.detok)
		req = client.Request{Text: &s.text, Mapping: &mapping}
		for k, v := range p.detokOther {
			if strings.Contains(s.text, k) {
				mapping[k] = v
			}
		}
		if len(mapping) == 0 {
			s.out = s.text // no token of the mapping: nothing to replace
			return
		}
	}
	r, err := p.cl.Run(ctx, p.c.op, req)
	if err != nil {
		p.fail([]item{{s}}, err)
		return
	}
	s.out, s.ents = r.Output(), r.DetectedEntities
}

// fail marks items failed; a refused key stops the run.
func (p *processor) fail(items []item, err error) {
	msg := err.Error()
	var ae *client.Error
	if errors.As(err, &ae) {
		msg = fmt.Sprintf("%d %s: %s", ae.Status, ae.Code, ae.Detail)
		if ae.Status == 401 {
			p.errMu.Lock()
			p.fatal = usageError{"the server refused the API key: " + ae.Detail}
			p.errMu.Unlock()
		}
	}
	for _, it := range items {
		it.s.err = msg
	}
}

var tokenRe = regexp.MustCompile(`<[^<>\s]{1,80}>`)

// tokensIn is the part of the mapping whose tokens occur in text: the API
// takes at most api.MaxMappingSize tokens per request, a run's mapping may
// hold more.
func tokensIn(text string, m map[string]string) map[string]string {
	out := map[string]string{}
	for _, t := range tokenRe.FindAllString(text, -1) {
		if v, ok := m[t]; ok {
			out[t] = v
		}
	}
	return out
}

// write outputs one record, or reports why it cannot: a record with a failed
// text is left out rather than written with that text unprocessed.
func (p *processor) write(name, format string, rec *record, w *bufio.Writer, cw *csv.Writer) error {
	if rec.err != "" {
		p.report(name, rec.line, "", rec.err)
		return nil
	}
	bad := false
	for _, s := range rec.slots {
		if s.err != "" {
			bad = true
			p.report(name, rec.line, s.field, s.err)
		}
	}
	if p.c.op == "detect" {
		return p.writeFindings(name, format, rec, w)
	}
	if bad {
		return nil
	}
	for i := range rec.slots {
		s := &rec.slots[i]
		switch {
		case s.text == "":
			s.out = ""
		case p.c.op == "tokenize":
			s.out = p.retokenize(s)
		}
	}
	if format == "csv" {
		row := append([]string(nil), rec.row...)
		for i, col := range rec.cols {
			row[col] = rec.slots[i].out
		}
		return cw.Write(row)
	}
	for _, pt := range rec.parts {
		var err error
		switch {
		case pt.slot < 0:
			_, err = w.Write(pt.lit)
		case rec.slots[pt.slot].jsonString:
			_, err = w.Write(encodeString(rec.slots[pt.slot].out))
		default:
			_, err = w.WriteString(rec.slots[pt.slot].out)
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// retokenize replaces each entity of the slot's original text with the run's
// token for its value (the API numbers tokens per text). Token-shaped text
// already in the input must come back unchanged from detokenize: tokens
// issued from here on skip it, and where it equals a token issued for an
// earlier text it is itself replaced by a token that stands for it.
func (p *processor) retokenize(s *slot) string {
	for _, l := range tokenRe.FindAllString(s.text, -1) {
		p.literal[l] = true
	}
	// keep copies the text between entities, escaping the run's tokens.
	var b strings.Builder
	keep := func(gap string) {
		last := 0
		for _, loc := range tokenRe.FindAllStringIndex(gap, -1) {
			if _, issued := p.mapping[gap[loc[0]:loc[1]]]; issued {
				b.WriteString(gap[last:loc[0]])
				b.WriteString(p.token("TOKEN", gap[loc[0]:loc[1]]))
				last = loc[1]
			}
		}
		b.WriteString(gap[last:])
	}
	ents := append([]client.Entity(nil), s.ents...)
	sort.Slice(ents, func(i, j int) bool { return ents[i].Start < ents[j].Start })
	cp, pos := 0, 0 // code point index and byte offset in s.text
	advance := func(to int) int {
		for cp < to && pos < len(s.text) {
			_, n := utf8.DecodeRuneInString(s.text[pos:])
			pos += n
			cp++
		}
		return pos
	}
	last := 0
	for _, e := range ents {
		if e.Start < cp {
			continue // overlapping: the API never sends these
		}
		start := advance(e.Start)
		keep(s.text[last:start])
		end := advance(e.End)
		b.WriteString(p.token(e.Type, e.Text))
		last = end
	}
	keep(s.text[last:])
	return b.String()
}

// token is the run's token for value: the one it already has, or the next
// <typ_N> that is not text of the input.
func (p *processor) token(typ, value string) string {
	if tok, ok := p.byValue[value]; ok {
		return tok
	}
	var tok string
	for {
		p.counters[typ]++
		tok = "<" + typ + "_" + strconv.Itoa(p.counters[typ]) + ">"
		if !p.literal[tok] {
			break
		}
	}
	p.byValue[value] = tok
	p.mapping[tok] = value
	return tok
}

// finding is one line of detect's output.
type finding struct {
	File   string  `json:"file"`
	Line   int     `json:"line"`
	Column int     `json:"column,omitempty"`
	Field  string  `json:"field,omitempty"`
	Type   string  `json:"type"`
	Text   string  `json:"text"`
	Start  int     `json:"start"`
	End    int     `json:"end"`
	Score  float64 `json:"score"`
}

// writeFindings: detect writes one JSON line per entity. In text, line and
// column (code points, from 1) locate it in the file; in JSONL and CSV, line
// is the record's, and start and end are offsets in the field's value.
func (p *processor) writeFindings(name, format string, rec *record, w *bufio.Writer) error {
	for _, s := range rec.slots {
		for _, e := range s.ents {
			f := finding{File: displayName(name), Line: rec.line, Field: s.field, Type: e.Type, Text: e.Text, Start: e.Start, End: e.End, Score: e.Score}
			if format == "text" {
				f.Line, f.Column = lineColumn(s.text, e.Start, rec.line)
			}
			if err := writeJSONLine(w, f); err != nil {
				return err
			}
		}
	}
	return nil
}

// lineColumn turns a code-point offset in a paragraph starting at line first
// into a line and a 1-based column.
func lineColumn(text string, offset, first int) (int, int) {
	line, col, i := first, 1, 0
	for _, r := range text {
		if i == offset {
			break
		}
		i++
		if r == '\n' {
			line, col = line+1, 1
		} else {
			col++
		}
	}
	return line, col
}

// discover profiles the first api.MaxDiscoverItems texts of the input.
func (p *processor) discover(ctx context.Context, inputs []string, stdin io.Reader, stdout io.Writer) error {
	var samples []string
	for _, name := range inputs {
		in := stdin
		if name != "-" {
			f, err := os.Open(name)
			if err != nil {
				p.report(name, 0, "", "cannot read: "+pathErr(err).Error())
				continue
			}
			defer f.Close()
			in = f
		}
		rd := newReader(formatOf(p.c.format, name), in, p.c.fields)
		for len(samples) < api.MaxDiscoverItems {
			rec, err := rd.next()
			if err != nil {
				if err != io.EOF {
					p.report(name, 0, "", "cannot read: "+pathErr(err).Error())
				}
				break
			}
			if rec.err != "" {
				p.report(name, rec.line, "", rec.err)
			}
			for _, s := range rec.slots {
				if s.text != "" && utf8.RuneCountInString(s.text) <= api.MaxTextChars && len(samples) < api.MaxDiscoverItems {
					samples = append(samples, s.text)
				}
			}
		}
	}
	if len(samples) == 0 {
		return usagef("discover: the input holds no text")
	}
	body := map[string]any{"samples": samples}
	if p.c.threshold != nil {
		body["threshold"] = *p.c.threshold
	}
	if p.c.req.Language != nil {
		body["language"] = *p.c.req.Language
	}
	var out map[string]any
	if err := p.cl.Do(ctx, "discover", body, &out); err != nil {
		var ae *client.Error
		if errors.As(err, &ae) && ae.Status == 400 {
			return usageError{ae.Detail}
		}
		return err
	}
	if err := writeJSONLine(stdout, out); err != nil {
		return err
	}
	if p.failed.Load() {
		return errItemsFailed
	}
	return nil
}

func writeJSONLine(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

func readMapping(path string) (map[string]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, usagef("--mapping %s: %v", path, pathErr(err))
	}
	var m map[string]string
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, usagef("--mapping %s: not a JSON object of token to value: %s", path, jsonMsg(err))
	}
	return m, nil
}

// writeMappingFile writes the mapping readable by its owner only: it holds
// the original values. It is written to a temporary file first so a failed
// run never leaves half a mapping.
func writeMappingFile(path string, m map[string]string) error {
	var buf bytes.Buffer
	enc := json.NewEncoder(&buf)
	enc.SetEscapeHTML(false) // tokens are <TYPE_N>
	enc.SetIndent("", "  ")
	if err := enc.Encode(m); err != nil {
		return err
	}
	b := bytes.TrimSuffix(buf.Bytes(), []byte("\n"))
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() {
		return os.WriteFile(path, append(b, '\n'), 0o600) // /dev/null, a pipe
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, append(b, '\n'), 0o600); err != nil {
		return pathErr(err)
	}
	return os.Rename(tmp, path)
}
