package bulk_test

import (
	"bytes"
	"context"
	"fmt"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/bulk"
	"github.com/piiguard/piiguard/shared/store/memory"
)

func processor(t testing.TB, op string) bulk.Process {
	t.Helper()
	p, e := api.New(app.Memory(memory.New(), nil)).PrepareText(context.Background(), "t1", op, nil)
	if e != nil {
		t.Fatal(e.Detail)
	}
	return p.Process
}

func TestTransformerLines(t *testing.T) {
	redact := processor(t, "redact")
	long := strings.Repeat("a", bulk.MaxLineBytes+10)
	for _, tc := range []struct {
		name, format, in, want string
		bad                    []bulk.BadLine
	}{
		{"no final newline", "text", "a " + email, "a ", nil},
		{"crlf kept", "text", "x\r\ny " + email + "\r\n", "x\r\ny \r\n", nil},
		{"too long line skipped", "text", "ok\n" + long + "\nafter " + email + "\n", "ok\nafter \n",
			[]bulk.BadLine{{Line: 2, Reason: fmt.Sprintf("longer than %d bytes", bulk.MaxLineBytes)}}},
		{"too long last line", "text", "ok\n" + long, "ok\n",
			[]bulk.BadLine{{Line: 2, Reason: fmt.Sprintf("longer than %d bytes", bulk.MaxLineBytes)}}},
		{"empty object", "jsonl", "", "", nil},
		{"jsonl escapes kept valid", "jsonl", `{"a":"<b> & \u00e9 \"q\""}` + "\n", `{"a":"<b> & é \"q\""}` + "\n", nil},
		{"jsonl nested too deep", "jsonl", `{"a":` + strings.Repeat("[", 300) + strings.Repeat("]", 300) + "}\n", "",
			[]bulk.BadLine{{Line: 1, Reason: "nested deeper than 200 levels"}}},
		{"csv quoted newline", "csv", "a,b\n\"x\ny\",2\n", "a,b\n\"x\ny\",2\n", nil},
		{"csv bad quote", "csv", "a,b\n1,\"x\"y\n3,4\n", "a,b\n3,4\n", []bulk.BadLine{{Line: 2, Reason: "not valid CSV"}}},
		{"csv invalid utf-8", "csv", "a\n\xff\nb\n", "a\nb\n", []bulk.BadLine{{Line: 2, Reason: "not valid UTF-8"}}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var out bytes.Buffer
			st, err := (&bulk.Transformer{Format: tc.format, Process: redact}).Run(strings.NewReader(tc.in), &out)
			if err != nil {
				t.Fatal(err)
			}
			if out.String() != tc.want {
				t.Fatalf("got %q, want %q", out.String(), tc.want)
			}
			if fmt.Sprint(st.BadLines) != fmt.Sprint(append([]bulk.BadLine{}, tc.bad...)) {
				t.Fatalf("bad lines %v, want %v", st.BadLines, tc.bad)
			}
		})
	}
}

func TestCSVUnknownFieldFailsTheObject(t *testing.T) {
	_, err := (&bulk.Transformer{Format: "csv", Fields: []string{"mail"}, Process: processor(t, "redact")}).Run(strings.NewReader("a,b\n1,2\n"), &bytes.Buffer{})
	if err == nil || !strings.Contains(err.Error(), `"mail"`) {
		t.Fatal(err)
	}
}

// FuzzTransformer: any input in any format gives valid UTF-8 output, counts
// every line once, and never a panic.
func FuzzTransformer(f *testing.F) {
	for _, s := range []string{"a " + email + "\n", `{"a":["x",{"b":"` + email + `"}]}` + "\n", "h1,h2\n1,\"2\n3\"\n", "\xff\n{\n", ""} {
		f.Add(s, 0)
		f.Add(s, 1)
		f.Add(s, 2)
	}
	p := processor(f, "tokenize")
	f.Fuzz(func(t *testing.T, in string, format int) {
		fm := bulk.Formats[(format%3+3)%3]
		var out bytes.Buffer
		st, err := (&bulk.Transformer{Format: fm, Process: p}).Run(strings.NewReader(in), &out)
		if err != nil {
			return // a CSV header that is not CSV fails the object
		}
		if !utf8.Valid(out.Bytes()) {
			t.Fatalf("%s: invalid UTF-8 out of %q", fm, in)
		}
		if st.BadLineCount > st.Lines {
			t.Fatalf("%d bad lines of %d", st.BadLineCount, st.Lines)
		}
	})
}

// BenchmarkTransformer is the handler's processing speed per format, S3
// aside (docs/SCALE.md): support-ticket-like lines with an e-mail and a phone.
func BenchmarkTransformer(b *testing.B) {
	line := "Customer Jane Doe (jane.doe@example.com, +1 415 555 0134) reports that invoice 4471 was charged twice; please refund to the card on file."
	inputs := map[string]string{
		"text":  strings.Repeat(line+"\n", 2000),
		"jsonl": strings.Repeat(`{"id":4471,"channel":"email","body":"`+line+`"}`+"\n", 2000),
		"csv":   "id,channel,body\n" + strings.Repeat(`4471,email,"`+line+`"`+"\n", 2000),
	}
	p := processor(b, "redact")
	for _, fm := range bulk.Formats {
		b.Run(fm, func(b *testing.B) {
			in := inputs[fm]
			b.SetBytes(int64(len(in)))
			for b.Loop() {
				if _, err := (&bulk.Transformer{Format: fm, Process: p}).Run(strings.NewReader(in), &bytes.Buffer{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
