package jsonl

import (
	"encoding/json"
	"errors"
	"runtime"
	"strings"
	"testing"
)

// nested is {"a":[[...["x"]...]]} with depth arrays.
func nested(depth int) string {
	return `{"a":` + strings.Repeat("[", depth) + `"x"` + strings.Repeat("]", depth) + `}`
}

// TestDeepNestingIsLinear: a string's path is copied only when the string is
// kept, not at every level, so a deeply nested line costs memory in
// proportion to its length (a path copied per level made a 1 MiB line of
// brackets quadratic: minutes and gigabytes in the CLI, which sets no
// MaxDepth).
func TestDeepNestingIsLinear(t *testing.T) {
	line := []byte(nested(4000))
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	for _, compact := range []bool{false, true} {
		r, err := Parse(line, Options{Compact: compact})
		if err != nil || len(r.Strings) != 1 || len(r.Strings[0].Path) != 4001 {
			t.Fatalf("compact %v: %v", compact, err)
		}
	}
	runtime.ReadMemStats(&after)
	if got := after.TotalAlloc - before.TotalAlloc; got > 32<<20 {
		t.Errorf("two parses of a %d-byte line allocated %d MB", len(line), got>>20)
	}
}

// TestDefaultDepthIsJSONs: without MaxDepth, Parse takes what json.Unmarshal
// takes and refuses deeper lines (TooDeep) instead of recursing without bound.
func TestDefaultDepthIsJSONs(t *testing.T) {
	deepest := 0
	for d := 9990; d <= 10010; d++ {
		var v any
		if json.Unmarshal([]byte(nested(d)), &v) == nil {
			deepest = d
		}
	}
	if deepest == 0 {
		t.Fatal("json.Unmarshal took none of the lines")
	}
	if _, err := Parse([]byte(nested(deepest)), Options{}); err != nil {
		t.Errorf("depth %d (json.Unmarshal takes it): %v", deepest, err)
	}
	var je *Error
	if _, err := Parse([]byte(nested(deepest+1)), Options{}); !errors.As(err, &je) || je.Kind != TooDeep {
		t.Errorf("depth %d (json.Unmarshal refuses it): %v, want TooDeep", deepest+1, err)
	}
}
