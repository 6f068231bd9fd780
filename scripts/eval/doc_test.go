package main

import (
	"flag"
	"strings"
	"testing"

	"github.com/piiguard/piiguard/shared/eval"
)

var updateDoc = flag.Bool("update", false, "rewrite the dev set's figures in docs/QUALITY.md")

// TestQualityDoc: the dev set's figures in docs/QUALITY.md (the devset-*
// blocks) are those of the code; `make quality-doc` or
// `go test ./scripts/eval -run TestQualityDoc -update` regenerates them. The
// corpora's blocks are checked by make test-data.
func TestQualityDoc(t *testing.T) {
	sets, err := eval.LoadDevset("")
	if err != nil {
		t.Fatal(err)
	}
	for i, s := range sets {
		if sets[i], err = eval.Half(s, eval.HalfCheck); err != nil {
			t.Fatal(err)
		}
	}
	if err := qualityDoc("../../docs/QUALITY.md", sets, *updateDoc); err != nil {
		t.Fatal(err)
	}
}

func TestReplaceBlocks(t *testing.T) {
	doc := "a\n<!-- eval:x begin -->\nold\n<!-- eval:x end -->\nb\n"
	out, stale, err := replaceBlocks(doc, map[string]string{"x": "new"})
	if err != nil || out != "a\n<!-- eval:x begin -->\nnew\n<!-- eval:x end -->\nb\n" || strings.Join(stale, ",") != "x" {
		t.Fatalf("%q %v %v", out, stale, err)
	}
	if _, stale, _ := replaceBlocks(out, map[string]string{"x": "new\n"}); len(stale) != 0 {
		t.Fatalf("unchanged block reported stale: %v", stale)
	}
	if _, _, err := replaceBlocks("no markers", map[string]string{"x": "new"}); err == nil {
		t.Fatal("a missing block was not an error")
	}
}
