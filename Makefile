# piiguard: `make run` serves the local API, `make test` runs every test.
SHELL := /bin/bash
GO ?= go
PORT ?= 3000
export GOFLAGS ?= -mod=mod

.PHONY: run test test-go eval bench train fuzz build deploy synth clean

## run: the local API on http://localhost:$(PORT)/api/public/v1 (no AWS needed)
run:
	$(GO) run ./scripts/localserver

## test: every test, including those against real local services
test: test-go

test-go:
	$(GO) vet ./...
	$(GO) test -count=1 ./...

## eval: precision/recall/F1 per type and language on ../shared/data dev sets
eval:
	$(GO) run ./scripts/eval

## bench: engine and handler throughput and latency
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./shared/detect/... ./shared/api/...

## train: reproduce the shipped NER weights
train:
	@echo "train: see issue 4"; exit 1

## fuzz: longer fuzzing runs
fuzz:
	@echo "fuzz: see issue 7"; exit 1

clean:
	rm -rf build cdk.out
