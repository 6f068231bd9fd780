package main

import (
	"bytes"
	"encoding/json"
	"io"
	"reflect"
	"strings"
	"testing"
)

// assemble writes a record with each slot's output set by f.
func assemble(rec *record, f func(string) string) string {
	var b bytes.Buffer
	for _, p := range rec.parts {
		switch {
		case p.slot < 0:
			b.Write(p.lit)
		case rec.slots[p.slot].jsonString:
			b.Write(encodeString(f(rec.slots[p.slot].text)))
		default:
			b.WriteString(f(rec.slots[p.slot].text))
		}
	}
	return b.String()
}

func readAll(t testing.TB, rd reader) []*record {
	var out []*record
	for {
		rec, err := rd.next()
		if err == io.EOF {
			return out
		}
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, rec)
	}
}

func TestTextReaderParagraphs(t *testing.T) {
	tests := []struct {
		in    string
		texts []string
		lines []int
	}{
		{"", nil, nil},
		{"one", []string{"one"}, []int{1}},
		{"a\nb\n\nc\n", []string{"a\nb", "c"}, []int{1, 4}},
		{"\n\n  \na\r\n\r\n\tb", []string{"a", "\tb"}, []int{4, 6}},
		{"\n\n", nil, nil},
	}
	for _, tc := range tests {
		recs := readAll(t, newReader("text", strings.NewReader(tc.in), nil))
		var texts []string
		var lines []int
		var back strings.Builder
		for _, r := range recs {
			for _, s := range r.slots {
				texts = append(texts, s.text)
				lines = append(lines, r.line)
			}
			back.WriteString(assemble(r, func(s string) string { return s }))
		}
		if !reflect.DeepEqual(texts, tc.texts) || !reflect.DeepEqual(lines, tc.lines) || back.String() != tc.in {
			t.Errorf("%q: texts %q lines %v, reassembled %q", tc.in, texts, lines, back.String())
		}
	}
}

func TestTextReaderBoundsParagraphs(t *testing.T) {
	in := strings.Repeat(strings.Repeat("x", 99)+"\n", 2000) // 200 KB, no blank line
	recs := readAll(t, newReader("text", strings.NewReader(in), nil))
	var back strings.Builder
	for _, r := range recs {
		if len(r.slots[0].text) > maxParagraph+100 {
			t.Errorf("paragraph of %d bytes", len(r.slots[0].text))
		}
		back.WriteString(assemble(r, func(s string) string { return s }))
	}
	if len(recs) < 3 || back.String() != in {
		t.Errorf("%d records; reassembly equal: %v", len(recs), back.String() == in)
	}
}

// FuzzTextReader: the records of any input reassemble to it exactly.
func FuzzTextReader(f *testing.F) {
	for _, s := range []string{"", "a", "a\n\nb", "\r\n\r\n", " \n\t\nx\ny\n\n\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, in string) {
		var back strings.Builder
		for _, r := range readAll(t, newReader("text", strings.NewReader(in), nil)) {
			for _, s := range r.slots {
				if s.text == "" {
					t.Fatalf("empty slot in %q", in)
				}
			}
			back.WriteString(assemble(r, func(s string) string { return s }))
		}
		if back.String() != in {
			t.Fatalf("reassembled %q, want %q", back.String(), in)
		}
	})
}

// FuzzJSONLine: a line is either refused or, with its strings unchanged,
// reassembled to the same JSON value; a valid JSON object is never refused.
func FuzzJSONLine(f *testing.F) {
	for _, s := range []string{`{"a":"b"}`, `{"a":1,"b":[true,null,"x"],"c":{"d":"e\u00e9"}}`, `[1]`, `{"a":}`, `{"a":"b"} x`, `{"a":"b","a":"c"}`, `{}`} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, line string) {
		line = strings.TrimRight(line, "\r\n")
		if strings.ContainsAny(line, "\n") {
			return
		}
		rec := &record{}
		err := parseJSONLine(rec, []byte(line), nil, map[string]bool{})
		var want any
		validObject := json.Unmarshal([]byte(line), &want) == nil && strings.HasPrefix(strings.TrimSpace(line), "{")
		if err != nil {
			if validObject {
				t.Fatalf("valid object %q refused: %v", line, err)
			}
			return
		}
		var got any
		back := assemble(rec, func(s string) string { return s })
		if err := json.Unmarshal([]byte(back), &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("%q reassembled as %q (%v)", line, back, err)
		}
		if len(rec.slots) == 0 && back != line {
			t.Fatalf("a line without strings changed: %q -> %q", line, back)
		}
	})
}
