package jsonl

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"reflect"
	"strconv"
	"strings"
	"testing"
)

func upper(r *Record) []string {
	outs := make([]string, len(r.Strings))
	for i, s := range r.Strings {
		outs[i] = strings.ToUpper(s.Text)
	}
	return outs
}

func pointers(r *Record) []string {
	var out []string
	for _, s := range r.Strings {
		out = append(out, s.Path.Pointer())
	}
	return out
}

func TestParse(t *testing.T) {
	for _, tc := range []struct {
		name string
		line string
		opt  Options
		want string   // rendered with the strings upper-cased
		ptrs []string // the strings' pointers
	}{
		{"compact: every string, keys kept", ` { "a" : "x", "b":[1, "y", {"c":"z"}], "d":null, "e":true } `, Options{Compact: true},
			`{"a":"X","b":[1,"Y",{"c":"Z"}],"d":null,"e":true}`, []string{"/a", "/b/1", "/b/2/c"}},
		{"compact: fields select top-level keys", `{"a":"x","b":{"a":"y"}}`, Options{Compact: true, Fields: []string{"b"}},
			`{"a":"x","b":{"a":"Y"}}`, []string{"/b/a"}},
		{"compact: escapes and numbers re-encoded as read", `{"a/~":"<\u00e9>","n":1.50}`, Options{Compact: true},
			`{"a/~":"<É>","n":1.50}`, []string{"/a~1~0"}},
		{"keep: bytes outside selected strings as written", ` {"a" : "x",  "n": 1.50 ,"u":"\u00e9"} `, Options{Fields: []string{"a"}},
			` {"a" : "X",  "n": 1.50 ,"u":"\u00e9"} `, []string{"/a"}},
		{"keep: a selected container is written compact", `{"a": [ "x" , 2 ], "b": { "c" : 1 }}`, Options{},
			`{"a": ["X",2], "b": { "c" : 1 }}`, []string{"/a/0"}},
		{"keep: empty strings are strings too", `{"a":""}`, Options{}, `{"a":""}`, []string{"/a"}},
		{"no strings", `{}`, Options{}, `{}`, nil},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r, err := Parse([]byte(tc.line), tc.opt)
			if err != nil {
				t.Fatal(err)
			}
			if got := string(r.Render(upper(r))); got != tc.want {
				t.Errorf("rendered %s, want %s", got, tc.want)
			}
			if got := pointers(r); !reflect.DeepEqual(got, tc.ptrs) {
				t.Errorf("pointers %q, want %q", got, tc.ptrs)
			}
		})
	}
}

func TestParseErrors(t *testing.T) {
	for _, tc := range []struct {
		line string
		opt  Options
		kind Kind
		err  bool // Err carries the decoder's error
	}{
		{`not json`, Options{}, NotObject, true},
		{`[1,2]`, Options{}, NotObject, false},
		{`{"a" "b"}`, Options{}, Syntax, true},
		{`{"a":1,}`, Options{Compact: true}, Syntax, true},
		{`{"a":"b"`, Options{}, Syntax, true},
		{`{"a":"b"} {}`, Options{}, Trailing, false},
		{`{"a":[[[]]]}`, Options{MaxDepth: 2}, TooDeep, false},
		{`{"a":5}`, Options{Fields: []string{"a"}, RequireStrings: true}, NotString, false},
	} {
		_, err := Parse([]byte(tc.line), tc.opt)
		var e *Error
		if !errors.As(err, &e) || e.Kind != tc.kind || (e.Err != nil) != tc.err {
			t.Errorf("%s: %#v, want kind %d", tc.line, err, tc.kind)
		}
	}
	// Without RequireStrings, or unnamed, a number is copied; so is null.
	for _, opt := range []Options{{Fields: []string{"a"}}, {RequireStrings: true}} {
		if r, err := Parse([]byte(`{"a":5,"b":null}`), opt); err != nil || string(r.Render(nil)) != `{"a":5,"b":null}` {
			t.Errorf("%+v: %v", opt, err)
		}
	}
	if _, err := Parse([]byte(`{"a":true}`), Options{Fields: []string{"a"}, RequireStrings: true}); err == nil || err.Error() != `field "a" is a boolean, not a string` {
		t.Errorf("boolean: %v", err)
	}
}

// TestPointersFindTheStrings: each string's pointer, read back, finds it in
// the decoded record.
func TestPointersFindTheStrings(t *testing.T) {
	line := `{"a":"x","b":[1,"y",{"c/d":"z","0":["w"]}],"e~":{"f":"v"}}`
	var doc any
	if err := json.Unmarshal([]byte(line), &doc); err != nil {
		t.Fatal(err)
	}
	r, err := Parse([]byte(line), Options{})
	if err != nil || len(r.Strings) != 5 {
		t.Fatalf("%v: %d strings", err, len(r.Strings))
	}
	for _, s := range r.Strings {
		p, err := ParsePointer(s.Path.Pointer())
		if v, ok := resolve(doc, p); err != nil || !ok || v != s.Text {
			t.Errorf("%s finds %v, want %q (%v)", s.Path.Pointer(), v, s.Text, err)
		}
	}
}

func TestPresent(t *testing.T) {
	r, err := Parse([]byte(`{"b":1,"a":"x","c":"y"}`), Options{Fields: []string{"a", "b", "z"}})
	if err != nil || !reflect.DeepEqual(r.Present, []string{"b", "a"}) {
		t.Fatalf("%v %q", err, r.Present)
	}
}

func TestPaths(t *testing.T) {
	p := Path{Key("a/b"), Elem(2), Key("c~"), Key("d.e")}
	if got := p.Pointer(); got != "/a~1b/2/c~0/d.e" {
		t.Errorf("pointer %s", got)
	}
	if got := p.Dotted(); got != "a/b[2].c~.d.e" {
		t.Errorf("dotted %s", got)
	}
	for _, tc := range []struct {
		pointer bool
		in      string
		want    Path
		ok      bool
	}{
		{true, "", Path{}, true},
		{true, "/a/0/01", Path{Key("a"), Elem(0), Key("01")}, true},
		{true, "/~0~1/", Path{Key("~/"), Key("")}, true},
		{true, "a", nil, false},
		{true, "/~2", nil, false},
		{false, "a[10].b", Path{Key("a"), Elem(10), Key("b")}, true},
		{false, "a[01]", nil, false},
		{false, "a..b", nil, false},
		{false, ".a", nil, false},
		{false, "a[1", nil, false},
		{false, "a]", nil, false},
	} {
		var got Path
		var err error
		if tc.pointer {
			got, err = ParsePointer(tc.in)
		} else {
			got, err = ParseDotted(tc.in)
		}
		if (err == nil) != tc.ok || (tc.ok && !reflect.DeepEqual(got, tc.want)) {
			t.Errorf("%q: %v %v", tc.in, got, err)
		}
	}
}

// resolve finds p in a decoded JSON value.
func resolve(v any, p Path) (any, bool) {
	for _, s := range p {
		switch x := v.(type) {
		case map[string]any:
			k := s.Key
			if s.Index >= 0 {
				k = strconv.Itoa(s.Index)
			}
			if v = x[k]; v == nil {
				return nil, false
			}
		case []any:
			if s.Index < 0 || s.Index >= len(x) {
				return nil, false
			}
			v = x[s.Index]
		default:
			return nil, false
		}
	}
	return v, true
}

// FuzzParse: in both modes a valid object is never refused and renders back
// to the same JSON value with its strings unchanged; every string's pointer
// reads back.
func FuzzParse(f *testing.F) {
	for _, s := range []string{`{"a":"b"}`, `{"a":1,"b":[true,null,"x"],"c":{"d":"e\u00e9","/~":""}}`, `[1]`, `{"a":}`, `{"a":"b"} x`, `{"a":"b","a":"c"}`, `{}`} {
		f.Add(s, false)
		f.Add(s, true)
	}
	// numbers decode as json.Number: JSON has no range, and a number beyond
	// float64's ("2e400", three hundred digits) is valid and passes through
	decode := func(b []byte, v *any) error {
		d := json.NewDecoder(bytes.NewReader(b))
		d.UseNumber()
		if err := d.Decode(v); err != nil {
			return err
		}
		if _, err := d.Token(); err != io.EOF {
			return fmt.Errorf("data after the value")
		}
		return nil
	}
	f.Fuzz(func(t *testing.T, line string, compact bool) {
		var want any
		valid := decode([]byte(line), &want) == nil && strings.HasPrefix(strings.TrimSpace(line), "{")
		r, err := Parse([]byte(line), Options{Compact: compact})
		if err != nil {
			if valid {
				t.Fatalf("valid object %q refused: %v", line, err)
			}
			return
		}
		outs := make([]string, len(r.Strings))
		for i, s := range r.Strings {
			outs[i] = s.Text
		}
		back := r.Render(outs)
		var got any
		if err := decode(back, &got); err != nil || !reflect.DeepEqual(got, want) {
			t.Fatalf("%q rendered as %q (%v)", line, back, err)
		}
		if !compact && len(r.Strings) == 0 && string(back) != line {
			t.Fatalf("a line without strings changed: %q -> %q", line, back)
		}
		for _, s := range r.Strings {
			if p, err := ParsePointer(s.Path.Pointer()); err != nil || p.Pointer() != s.Path.Pointer() {
				t.Fatalf("%q: pointer %q reads back as %v (%v)", line, s.Path.Pointer(), p, err)
			}
		}
	})
}

// FuzzParsePath: the path parsers never panic, and a path they accept spells
// back to the same text.
func FuzzParsePath(f *testing.F) {
	for _, s := range []string{"", "/a/0/b", "/~0~1", "a[0].b", "a[01]", "/", "a..b", "[3]"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if p, err := ParsePointer(s); err == nil && p.Pointer() != s {
			t.Fatalf("pointer %q spelled back as %q", s, p.Pointer())
		}
		if p, err := ParseDotted(s); err == nil && p.Dotted() != s {
			t.Fatalf("dotted %q spelled back as %q", s, p.Dotted())
		}
	})
}
