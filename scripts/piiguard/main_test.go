package main

import (
	"bytes"
	"context"
	"encoding/json"
	"fmt"
	"log/slog"
	"net/http/httptest"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/piiguard/piiguard/shared/api"
	"github.com/piiguard/piiguard/shared/app"
	"github.com/piiguard/piiguard/shared/auth"
	"github.com/piiguard/piiguard/shared/store"
	"github.com/piiguard/piiguard/shared/store/memory"
)

// cli runs the command as main does and returns its exit code and output.
func cli(t *testing.T, stdin string, args ...string) (int, string, string) {
	t.Helper()
	var out, errb bytes.Buffer
	code := run(context.Background(), args, strings.NewReader(stdin), &out, &errb)
	if strings.Contains(errb.String(), "goroutine ") || strings.Contains(errb.String(), "panic") {
		t.Fatalf("stack trace on stderr:\n%s", errb.String())
	}
	return code, out.String(), errb.String()
}

func writeFile(t *testing.T, dir, name, content string) string {
	t.Helper()
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(content), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

// server is the API over shared/app's wiring on a memory store, as the local
// server runs it; it returns its root and a key of the plan.
func server(t *testing.T, plan store.Plan) (string, string) {
	t.Helper()
	st := memory.New()
	key, _, err := auth.IssueKey(context.Background(), st, "tenant-cli", "cli", plan, time.Now())
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(api.New(app.Memory(st, slog.New(slog.DiscardHandler))))
	t.Cleanup(srv.Close)
	return srv.URL + api.PathPrefix, key
}

const (
	email = "jane.doe@example.com"
	para  = "Dear Jane Doe,\nplease write to " + email + " or call +1 212 555 0134."
)

var piiRe = regexp.MustCompile(`jane\.doe@example\.com|212 555 0134|john@example\.org`)

func TestTextStdinLocal(t *testing.T) {
	in := "\n" + para + "\n\n\nNothing personal here.\n" + para // no final newline
	code, out, errs := cli(t, in, "redact", "--local")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if piiRe.MatchString(out) {
		t.Errorf("PII left in output:\n%s", out)
	}
	// Structure kept: blank lines, paragraph breaks, no final newline added.
	if got, want := strings.Count(out, "\n"), strings.Count(in, "\n"); got != want {
		t.Errorf("%d line ends, want %d:\n%q", got, want, out)
	}
	if !strings.HasPrefix(out, "\nDear ") || !strings.Contains(out, "\n\n\nNothing personal here.\n") || strings.HasSuffix(out, "\n") {
		t.Errorf("layout changed:\n%q", out)
	}
}

func TestJSONLFieldsOnlyAndOrderKept(t *testing.T) {
	dir := t.TempDir()
	lines := []string{
		`{"z_id": 7, "note": "Mail ` + email + ` now",  "keep": "` + email + `", "nested": {"b": ["call +1 212 555 0134", 3, null], "a": true}}`,
		`{"note":"nothing here","keep":"x"}`,
		`{"keep":"only keep"}`,
		`   `,
	}
	f := writeFile(t, dir, "in.jsonl", strings.Join(lines, "\n")+"\n")
	code, out, errs := cli(t, "", "redact", "--local", "--fields", "note,nested", f)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	got := strings.Split(out, "\n")
	want0 := `{"z_id": 7, "note": "Mail  now",  "keep": "` + email + `", "nested": {"b":["call ",3,null],"a":true}}`
	if got[0] != want0 {
		t.Errorf("line 1:\n got %s\nwant %s", got[0], want0)
	}
	for i := 1; i < len(lines); i++ {
		if got[i] != lines[i] {
			t.Errorf("line %d changed: %q, want %q", i+1, got[i], lines[i])
		}
	}
}

func TestJSONLAllStringFieldsByDefault(t *testing.T) {
	code, out, errs := cli(t, `{"a":"`+email+`","n":5,"b":["x","`+email+`"]}`+"\n", "mask", "--local", "--format", "jsonl", "--masking-char", "#", "--chars-to-show", "0")
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	hashes := strings.Repeat("#", len(email))
	if want := `{"a":"` + hashes + `","n":5,"b":["x","` + hashes + `"]}` + "\n"; out != want {
		t.Errorf("got %s want %s", out, want)
	}
}

func TestCSVColumns(t *testing.T) {
	dir := t.TempDir()
	in := "id,name,email,comment\n1,Jane Doe," + email + ",\"multi\nline, " + email + "\"\n2,John,john@example.org,ok\n"
	f := writeFile(t, dir, "people.csv", in)
	code, out, errs := cli(t, "", "hash", "--local", "--fields", "email,comment", "--hash-length", "8", f)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if piiRe.MatchString(out) {
		t.Errorf("PII left:\n%s", out)
	}
	rows := strings.Split(out, "\n")
	if rows[0] != "id,name,email,comment" || !strings.HasPrefix(rows[1], "1,Jane Doe,") || !strings.HasPrefix(rows[3], "2,John,") {
		t.Errorf("untouched columns changed:\n%s", out)
	}
	if !regexp.MustCompile(`\n1,Jane Doe,[0-9a-f]{8},"multi\nline, [0-9a-f]{8}"\n`).MatchString(out) {
		t.Errorf("row 1: %q", out)
	}
}

// TestBadInputIsReportedAndSkipped: unreadable files, invalid JSONL lines,
// CSV rows and unknown fields are named by file and line; the other records
// are processed and the exit code is 1.
func TestBadInputIsReportedAndSkipped(t *testing.T) {
	dir := t.TempDir()
	jl := writeFile(t, dir, "a.jsonl", `{"note":"`+email+`"}`+"\n"+`{"note": "x" "y"}`+"\n"+`[1,2]`+"\n"+`{"note":5}`+"\n"+`{"note":"ok"}`+"\n")
	cs := writeFile(t, dir, "b.csv", "note,x\n"+email+",1\ntoo,many,fields\nfine,2\n")
	missing := filepath.Join(dir, "missing.txt")
	tests := []struct {
		name     string
		args     []string
		wantOut  []string
		wantErrs []string
	}{
		{"jsonl", []string{"redact", "--local", "--fields", "note", jl},
			[]string{`{"note":""}`, `{"note":"ok"}`},
			[]string{jl + `:2: invalid JSON`, jl + `:3: not a JSON object`, jl + `:4: field "note" is a number`}},
		{"csv", []string{"redact", "--local", cs},
			[]string{"note,x\n,1\nfine,2\n"},
			[]string{cs + ":3: the row has 3 fields, the header 2"}},
		{"unknown csv column", []string{"redact", "--local", "--fields", "nope", cs, jl},
			[]string{`{"note":"ok"}`},
			[]string{cs + `:1: no column "nope"`}},
		{"unknown jsonl field", []string{"redact", "--local", "--fields", "nope", jl},
			[]string{`{"note":"` + email + `"}`},
			[]string{jl + `: field "nope" is in none of its 5 lines`}},
		{"unreadable", []string{"redact", "--local", missing, jl},
			[]string{`{"note":""}`},
			[]string{missing + ": cannot read: no such file or directory"}},
		{"directory", []string{"redact", "--local", dir},
			nil,
			[]string{dir + ": cannot read: is a directory"}},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			code, out, errs := cli(t, "", tc.args...)
			if code != exitFailed {
				t.Errorf("exit %d, want 1", code)
			}
			for _, w := range tc.wantOut {
				if !strings.Contains(out, w) {
					t.Errorf("output lacks %q:\n%s", w, out)
				}
			}
			for _, w := range tc.wantErrs {
				if !strings.Contains(errs, "piiguard: "+w) {
					t.Errorf("stderr lacks %q:\n%s", w, errs)
				}
			}
			if strings.Contains(errs, email) {
				t.Errorf("stderr shows submitted text:\n%s", errs)
			}
		})
	}
}

func TestUsageErrors(t *testing.T) {
	t.Setenv("PIIGUARD_BASE_URL", "")
	t.Setenv("PIIGUARD_API_KEY", "")
	for _, args := range [][]string{
		{},
		{"nope"},
		{"redact"}, // neither --local nor a server
		{"redact", "--base-url", "http://127.0.0.1:1"}, // no key
		{"redact", "--local", "--api-key", "k"},
		{"redact", "--local", "--format", "xml"},
		{"redact", "--local", "--format", "text", "--fields", "a"},
		{"redact", "--local", "--fields", "a"},              // stdin is text unless --format says otherwise
		{"redact", "--local", "--fields", "a", "notes.txt"}, // so is a .txt file
		{"redact", "--local", "--bogus"},
		{"redact", "--local", "--workers", "-1"},
		{"tokenize", "--local"}, // no --mapping-out
		{"detokenize", "--local"},
		{"detokenize", "--local", "--mapping", "/nonexistent"},
		{"redact", "--local", "--policy", "no_such_policy"},
		{"mask", "--local", "--masking-char", "ab"},
		{"redact", "--local", "--out-dir", "/tmp"},
		{"mcp", "--local", "extra"},
	} {
		code, _, errs := cli(t, "text", args...)
		if code != exitUsage {
			t.Errorf("%v: exit %d, want 2 (%s)", args, code, errs)
		}
		if !strings.Contains(errs, "piiguard") && !strings.Contains(errs, "usage") {
			t.Errorf("%v: no message: %q", args, errs)
		}
	}
}

// TestRemoteMatchesLocal: against the server the output is the local one;
// the key comes from the flag or the environment.
func TestRemoteMatchesLocal(t *testing.T) {
	base, key := server(t, store.PlanPayAsYouGo)
	var in strings.Builder
	for i := range 250 { // three batches
		fmt.Fprintf(&in, `{"i":%d,"note":"row %d: Jane Doe, %s"}`+"\n", i, i, email)
	}
	_, local, _ := cli(t, in.String(), "synthesize", "--local", "--format", "jsonl", "--seed", "7")
	code, remote, errs := cli(t, in.String(), "synthesize", "--base-url", base, "--api-key", key, "--format", "jsonl", "--seed", "7")
	if code != exitOK || remote != local {
		t.Fatalf("exit %d (%s); remote output differs from local:\n%.300s\n%.300s", code, errs, remote, local)
	}
	if piiRe.MatchString(remote) || strings.Count(remote, "\n") != 250 {
		t.Errorf("output: %.300s", remote)
	}
	t.Setenv("PIIGUARD_BASE_URL", base)
	t.Setenv("PIIGUARD_API_KEY", key)
	if code, out, errs := cli(t, para, "detect"); code != exitOK || !strings.Contains(out, `"type":"Email Address"`) {
		t.Errorf("environment: exit %d %s %s", code, out, errs)
	}
	if code, _, errs := cli(t, para, "detect", "--api-key", "pg_wrong"); code != exitUsage || !strings.Contains(errs, "API key") {
		t.Errorf("wrong key: exit %d %s", code, errs)
	}
}

// TestRemoteSplitsOverThePlanCap: Free allows 5,000 characters a request, so
// the batches are split until they fit; a single text over it fails alone.
func TestRemoteSplitsOverThePlanCap(t *testing.T) {
	base, key := server(t, store.PlanFree)
	var in strings.Builder
	for range 200 {
		in.WriteString(`{"note":"Mail ` + email + ` today please, we will need your kind answer soon"}` + "\n") // 100 are 6,200 characters
	}
	in.WriteString(`{"note":"` + strings.Repeat("x", 5001) + `"}` + "\n")
	code, out, errs := cli(t, in.String(), "redact", "--base-url", base, "--api-key", key, "--format", "jsonl")
	if code != exitFailed || !strings.Contains(errs, "<stdin>:201: field \"note\": 429 rate_limit_exceeded") {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if n := strings.Count(out, `{"note":"Mail  today please, we will need your kind answer soon"}`); n != 200 {
		t.Errorf("%d of 200 records redacted: %.500s", n, errs)
	}
}

// TestTokenizeRoundTrip: tokens are numbered over the whole run (one value,
// one token in every file) and detokenize with the mapping restores the input.
func TestTokenizeRoundTrip(t *testing.T) {
	dir := t.TempDir()
	a := writeFile(t, dir, "a.txt", para+"\n\nJohn Smith wrote to "+email+".\n")
	b := writeFile(t, dir, "b.txt", "Again "+email+", and john@example.org.\n")
	mapFile := filepath.Join(dir, "mapping.json")
	outDir := t.TempDir()
	code, _, errs := cli(t, "", "tokenize", "--local", "--mapping-out", mapFile, "--out-dir", outDir, a, b)
	if code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	ta, _ := os.ReadFile(filepath.Join(outDir, "a.txt"))
	tb, _ := os.ReadFile(filepath.Join(outDir, "b.txt"))
	var m map[string]string
	raw, _ := os.ReadFile(mapFile)
	if err := json.Unmarshal(raw, &m); err != nil {
		t.Fatal(err)
	}
	tok := ""
	for k, v := range m {
		if v == email {
			tok = k
		}
	}
	if tok == "" || strings.Count(string(ta)+string(tb), tok) != 3 || piiRe.Match(ta) || piiRe.Match(tb) {
		t.Fatalf("token %q for the email; outputs:\n%s\n%s\nmapping %v", tok, ta, tb, m)
	}
	if st, _ := os.Stat(mapFile); st.Mode().Perm() != 0o600 {
		t.Errorf("mapping file mode %v, want 0600", st.Mode().Perm())
	}
	for name, want := range map[string]string{"a.txt": para + "\n\nJohn Smith wrote to " + email + ".\n", "b.txt": "Again " + email + ", and john@example.org.\n"} {
		code, out, errs := cli(t, "", "detokenize", "--local", "--mapping", mapFile, filepath.Join(outDir, name))
		if code != exitOK || out != want {
			t.Errorf("%s: exit %d %s\n got %q\nwant %q", name, code, errs, out, want)
		}
	}
}

func TestEncryptDecryptRoundTrip(t *testing.T) {
	in := `{"a":"` + email + `"}` + "\n"
	key := "a-password-of-sixteen"
	code, enc, errs := cli(t, in, "encrypt", "--local", "--format", "jsonl", "--encryption-key", key)
	if code != exitOK || strings.Contains(enc, email) {
		t.Fatalf("exit %d %s: %s", code, errs, enc)
	}
	code, dec, errs := cli(t, enc, "decrypt", "--local", "--format", "jsonl", "--encryption-key", key)
	if code != exitOK || dec != in {
		t.Errorf("exit %d %s: %q", code, errs, dec)
	}
}

func TestWorkersGiveTheSameOutput(t *testing.T) {
	var in strings.Builder
	for i := range 400 {
		fmt.Fprintf(&in, "Line %d: Jane Doe <%s>, +1 212 555 %04d\n\n", i, email, i)
	}
	_, one, _ := cli(t, in.String(), "mask", "--local", "--workers", "1")
	code, four, errs := cli(t, in.String(), "mask", "--local", "--workers", "4")
	if code != exitOK || one != four || piiRe.MatchString(four) {
		t.Errorf("exit %d %s; 1 and 4 workers differ or PII left", code, errs)
	}
}

func TestDetectFindings(t *testing.T) {
	code, out, errs := cli(t, "first line\n\nHi Jane,\nmail "+email+"\n", "detect", "--local", "--entities", "email address")
	if code != exitOK {
		t.Fatalf("exit %d %s", code, errs)
	}
	var f finding
	if err := json.Unmarshal([]byte(out), &f); err != nil {
		t.Fatalf("%v: %q", err, out)
	}
	if f.File != "<stdin>" || f.Line != 4 || f.Column != 6 || f.Text != email || f.Type != "Email Address" {
		t.Errorf("finding %+v", f)
	}
	code, out, _ = cli(t, "n,e\n1,"+email+"\n", "detect", "--local", "--format", "csv")
	if code != exitOK || !strings.Contains(out, `"line":2,"field":"e"`) {
		t.Errorf("csv finding: %s", out)
	}
}

func TestDiscoverAndHealth(t *testing.T) {
	code, out, errs := cli(t, para+"\n\n"+para+"\n", "discover", "--local")
	if code != exitOK || !strings.Contains(out, `"samples_analyzed":2`) || !strings.Contains(out, "EMAIL_ADDRESS") {
		t.Errorf("discover: exit %d %s %s", code, out, errs)
	}
	code, out, _ = cli(t, "", "health", "--local")
	if code != exitOK || !strings.Contains(out, `"status":"ok"`) {
		t.Errorf("health: exit %d %s", code, out)
	}
}

func TestProgressBar(t *testing.T) {
	dir := t.TempDir()
	f := writeFile(t, dir, "a.txt", strings.Repeat(para+"\n\n", 50))
	code, out, errs := cli(t, "", "redact", "--local", "--progress", "always", f)
	if code != exitOK || piiRe.MatchString(out) {
		t.Fatalf("exit %d: %s", code, errs)
	}
	if !regexp.MustCompile(`\[#{30}\] 100% 0\.\d/0\.\d MB [\d.]+ MB/s`).MatchString(errs) {
		t.Errorf("no finished bar on stderr: %q", errs)
	}
	// auto: stderr is not a terminal here, so nothing is drawn.
	if _, _, errs := cli(t, "", "redact", "--local", f); errs != "" {
		t.Errorf("auto drew on a non-terminal: %q", errs)
	}
}

// TestDetokenizeAnyKeys: keys not shaped like tokenize's tokens are replaced too.
func TestDetokenizeAnyKeys(t *testing.T) {
	dir := t.TempDir()
	m := writeFile(t, dir, "m.json", `{"[[ID-1]]":"Jane Doe","<PERSON_1>":"John"}`)
	code, out, errs := cli(t, "[[ID-1]] met <PERSON_1>; none here\n\nplain", "detokenize", "--local", "--mapping", m)
	if code != exitOK || out != "Jane Doe met John; none here\n\nplain" {
		t.Errorf("exit %d %s: %q", code, errs, out)
	}
}

// TestTokenizeKeepsLiteralTokens: text that already looks like one of the
// run's tokens, in the same text before or after the value or in a later
// file, is restored as it was, not as the value that token stands for.
func TestTokenizeKeepsLiteralTokens(t *testing.T) {
	dir := t.TempDir()
	inputs := map[string]string{
		"a.txt": "first <EMAIL_ADDRESS_2> then " + email + " then <EMAIL_ADDRESS_1>\n",
		"b.txt": "later <EMAIL_ADDRESS_1> and john@example.org and <TOKEN_1>\n",
	}
	var files []string
	for _, n := range []string{"a.txt", "b.txt"} {
		files = append(files, writeFile(t, dir, n, inputs[n]))
	}
	mapFile := filepath.Join(dir, "mapping.json")
	outDir := t.TempDir()
	if code, _, errs := cli(t, "", append([]string{"tokenize", "--local", "--mapping-out", mapFile, "--out-dir", outDir}, files...)...); code != exitOK {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for name, want := range inputs {
		tok, _ := os.ReadFile(filepath.Join(outDir, name))
		if piiRe.Match(tok) {
			t.Errorf("%s: a value left in %q", name, tok)
		}
		code, out, errs := cli(t, "", "detokenize", "--local", "--mapping", mapFile, filepath.Join(outDir, name))
		if code != exitOK || out != want {
			t.Errorf("%s: exit %d %s\n tokenized %q\n got %q\nwant %q", name, code, errs, tok, out, want)
		}
	}
}
