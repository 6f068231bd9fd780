package ner

import "testing"

// maxModelBytes is the budget of the embedded model (weights, lexicon,
// form table and span typer together): every function that detects carries it in its
// binary and in memory.
const maxModelBytes = 40_000_000

func TestModelWithinBudget(t *testing.T) {
	if n := len(modelData) + len(formsData) + len(typerData); n > maxModelBytes {
		t.Errorf("model/ner.bin, model/forms.bin and model/typer.bin hold %d bytes together, budget %d", n, maxModelBytes)
	}
}
