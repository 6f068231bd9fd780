package main

import (
	"bytes"
	"os"
	"testing"
)

// TestShippedWeightsReproduce retrains with the default options and compares
// the result with the embedded weights byte for byte. Training takes about a
// minute and needs ../shared/data; `make test` sets PIIGUARD_CHECK_WEIGHTS,
// a plain `go test ./...` leaves it out:
//
//	PIIGUARD_CHECK_WEIGHTS=1 go test ./scripts/train -run TestShippedWeights -timeout 30m
func TestShippedWeightsReproduce(t *testing.T) {
	if os.Getenv("PIIGUARD_CHECK_WEIGHTS") == "" {
		t.Skip("set PIIGUARD_CHECK_WEIGHTS=1 to retrain and compare with shared/ner/model/ner.bin")
	}
	o := defaults()
	o.data = "../../" + o.data
	got, err := build(o)
	if err != nil {
		t.Fatal(err)
	}
	want, err := os.ReadFile("../../shared/ner/model/ner.bin")
	if err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("retrained weights (%d bytes) differ from shared/ner/model/ner.bin (%d bytes): run go run ./scripts/train", len(got), len(want))
	}
}
