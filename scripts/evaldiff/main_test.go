package main

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// report1 is the shape of go run ./scripts/eval's Markdown: per set a row
// per type, the micro row over all types, then rows without some types, and
// the "all" summaries at the end.
const report1 = `## Detection quality (36 recognizers, threshold 0.35)

| set | lang | type | gold | pred | P | R | F1 | P | R | F1 |
|---|---|---|---:|---:|---:|---:|---:|---:|---:|---:|
| devset.de | de | PERSON | 10 | 10 | 0.900 | 0.900 | 0.900 | 0.950 | 0.950 | 0.950 |
| devset.de | de | **micro** | 40 | 41 | 0.900 | 0.880 | 0.890 | 0.930 | 0.910 | 0.920 |
| devset.de | de | **micro w/o PER/LOC/ORG** | 20 | 20 | 0.990 | 0.990 | 0.990 | 0.990 | 0.990 | 0.990 |
| nkjp.pl.dev | pl | **micro** | 100 | 90 | 0.800 | 0.700 | 0.747 | 0.820 | 0.700 | 0.755 |
| all | | **micro** | 140 | 131 | 0.850 | 0.800 | 0.820 | 0.870 | 0.800 | 0.833 |
`

func TestMicroF1(t *testing.T) {
	got, err := microF1(strings.NewReader(report1))
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]float64{"devset.de": 0.920, "nkjp.pl.dev": 0.755}
	if len(got) != len(want) {
		t.Fatalf("got %v, want %v", got, want)
	}
	for k, v := range want {
		if got[k] != v {
			t.Errorf("%s: got %v, want %v", k, got[k], v)
		}
	}
	for _, bad := range []string{"", "no table here\n", "| x | en | **micro** | 1 | 1 | 1 | 1 | 1 | 1 | 1 | n/a |\n"} {
		if _, err := microF1(strings.NewReader(bad)); err == nil {
			t.Errorf("microF1(%q): no error", bad)
		}
	}
}

func write(t *testing.T, dir, name, devset, nkjp string) string {
	t.Helper()
	s := strings.Replace(report1, "0.930 | 0.910 | 0.920 |", "0.930 | 0.910 | "+devset+" |", 1)
	s = strings.Replace(s, "0.820 | 0.700 | 0.755 |", "0.820 | 0.700 | "+nkjp+" |", 1)
	p := filepath.Join(dir, name)
	if err := os.WriteFile(p, []byte(s), 0o644); err != nil {
		t.Fatal(err)
	}
	return p
}

func TestMeanAndReport(t *testing.T) {
	dir := t.TempDir()
	b1 := write(t, dir, "b1", "0.900", "0.700")
	b2 := write(t, dir, "b2", "0.920", "0.720")
	n1 := write(t, dir, "n1", "0.930", "0.680")
	n2 := write(t, dir, "n2", "0.950", "0.700")
	base, err := meanOf([]string{b1, b2})
	if err != nil {
		t.Fatal(err)
	}
	if d := base["devset.de"] - 0.910; d > 1e-9 || d < -1e-9 {
		t.Errorf("mean devset.de = %v, want 0.910", base["devset.de"])
	}
	after, err := meanOf([]string{n1, n2})
	if err != nil {
		t.Fatal(err)
	}
	var out bytes.Buffer
	if err := report(&out, base, after, 0.01); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{
		"nkjp.pl.dev                  0.7100 -> 0.6900 -0.0200\n",
		"devset.de                    0.9100 -> 0.9400 +0.0300\n",
		"sum +0.0100 over 2 sets\n",
		"falling by more than 0.010: nkjp.pl.dev -0.0200\n",
	} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("report lacks %q:\n%s", want, out.String())
		}
	}
	// the sets are sorted by their change, the worst first
	if strings.Index(out.String(), "nkjp") > strings.Index(out.String(), "devset") {
		t.Errorf("worst set not first:\n%s", out.String())
	}
	out.Reset()
	if err := report(&out, base, base, 0.01); err != nil || !strings.Contains(out.String(), "no set falls by more than 0.010") {
		t.Errorf("same reports: %v\n%s", err, out.String())
	}
}

func TestMeanOfMismatch(t *testing.T) {
	dir := t.TempDir()
	a := write(t, dir, "a", "0.900", "0.700")
	other := filepath.Join(dir, "other")
	if err := os.WriteFile(other, []byte(strings.ReplaceAll(report1, "nkjp.pl.dev", "uner-ewt.en.dev")), 0o644); err != nil {
		t.Fatal(err)
	}
	if _, err := meanOf([]string{a, other}); err == nil {
		t.Error("reports of other sets averaged without an error")
	}
	if _, err := meanOf([]string{a, filepath.Join(dir, "missing")}); err == nil {
		t.Error("a missing report gave no error")
	}
	base, _ := meanOf([]string{a})
	fewer := map[string]float64{"devset.de": 0.9}
	if err := report(&bytes.Buffer{}, base, fewer, 0.01); err == nil {
		t.Error("new reports without a set compared without an error")
	}
}
