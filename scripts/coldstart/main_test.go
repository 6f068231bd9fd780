package main

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// Every directory of functions/ is a row, whether or not it is known here:
// with its event, or without one (a failure of make bench-cold), admin and
// bulk too.
func TestFunctionsFromTheDirectory(t *testing.T) {
	root := t.TempDir()
	for _, d := range []string{"functions/detect", "functions/newfn", "functions/admin", "events"} {
		if err := os.MkdirAll(filepath.Join(root, d), 0o755); err != nil {
			t.Fatal(err)
		}
	}
	if err := os.WriteFile(filepath.Join(root, "events", "detect.json"), []byte(`{"x":1}`), 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(root, "functions", "README"), nil, 0o644); err != nil {
		t.Fatal(err)
	}
	rows, events, err := Functions(root)
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != 3 {
		t.Fatalf("%d rows: %+v", len(rows), rows)
	}
	by := map[string]Row{}
	for _, r := range rows {
		by[r.Function] = r
	}
	if r := by["detect"]; r.NoEvent || string(events["detect"]) != `{"x":1}` {
		t.Errorf("detect: %+v %q", r, events["detect"])
	}
	if r := by["newfn"]; !r.NoEvent {
		t.Errorf("a function without an event: %+v", r)
	}
	if r := by["admin"]; !r.NoEvent {
		t.Errorf("admin without an event: %+v", r)
	}
}

func TestPrintMarksOverBudget(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		var out []time.Duration
		for _, x := range v {
			out = append(out, time.Duration(x)*time.Millisecond)
		}
		return out
	}
	rows := []Row{
		{Function: "fast", Bytes: 1e6, Starts: ms(30, 10, 20), Inits: ms(8, 4, 9), CPUs: ms(5, 6, 7)},
		{Function: "slow", Bytes: 1e6, Starts: ms(200, 100, 300), Inits: ms(150, 90, 250), CPUs: ms(50, 60, 70)},
		{Function: "none", NoEvent: true},
	}
	var b strings.Builder
	Print(&b, rows, 150*time.Millisecond)
	out := b.String()
	for _, want := range []string{"| fast | 1.0 MB | 20.0 ms | 10.0 ms | 30.0 ms | 8.0 ms | 6.0 ms |", "| slow | 1.0 MB | 200.0 ms (over budget) | 100.0 ms | 300.0 ms | 150.0 ms | 60.0 ms |", "not measured: no events/none.json"} {
		if !strings.Contains(out, want) {
			t.Errorf("missing %q in\n%s", want, out)
		}
	}
}

func TestPrintWaits(t *testing.T) {
	ms := func(v ...int) []time.Duration {
		var out []time.Duration
		for _, x := range v {
			out = append(out, time.Duration(x)*time.Millisecond)
		}
		return out
	}
	var b strings.Builder
	PrintWaits(&b, []Row{{Function: "detect", Starts: ms(90)}, {Function: "bulk", Starts: ms(150, 140, 145), Waits: ms(30, 20, 40), Calls: []int{8, 6, 6}},
		{Function: "admin", Starts: ms(25), Waits: ms(6), Calls: []int{1}}})
	want := "\nbulk: the first answer waited 30.0 ms (median) on moto_server (requests: 6–8), included above.\n" +
		"admin: the first answer waited 6.0 ms (median) on moto_server (requests: 1), included above.\n"
	if b.String() != want {
		t.Errorf("got\n%q\nwant\n%q", b.String(), want)
	}
	b.Reset()
	PrintWaits(&b, []Row{{Function: "detect", Starts: ms(90)}})
	if b.String() != "" {
		t.Errorf("no function on moto_server: %q", b.String())
	}
}
