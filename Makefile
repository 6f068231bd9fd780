# piiguard: `make run` serves the local API, `make test` runs every test.
SHELL := /bin/bash
GO ?= go
PORT ?= 3000
FUNCTIONS := $(notdir $(wildcard functions/*))
# Fuzz targets run briefly in `make test` and longer in `make fuzz`: package:target
FUZZ_TARGETS := ./shared/api:FuzzHandlers ./shared/api:FuzzDecodeRequest ./shared/api:FuzzOperations ./shared/api:FuzzDetokenizeHTTP ./shared/detect:FuzzDetectOffsets ./shared/transform:FuzzTokenizeRoundTrip ./shared/transform:FuzzDetokenize ./shared/transform:FuzzDecrypt ./shared/recognizers/national:FuzzValidate ./shared/recognizers/checksum:FuzzChecksums ./shared/ner:FuzzTokenize ./shared/ner:FuzzSignatureOrgs
FUZZTIME ?= 3s

.PHONY: run test tools vet unit check-weights fuzz-short fuzz load eval bench train build deploy synth clean

## run: the local API on http://localhost:$(PORT)/api/public/v1 (no AWS needed)
run:
	PORT=$(PORT) $(GO) run ./scripts/localserver

## test: every test, including those against a real local DynamoDB (moto_server)
test: tools vet unit check-weights fuzz-short

# What the tests need, installed only where missing (CI runs on a clean machine).
tools:
	@python3 -c 'import moto.moto_server.werkzeug_app' 2>/dev/null || python3 -m pip install --quiet 'moto[server]'
	@command -v cfn-lint >/dev/null || pip install --quiet cfn-lint

vet:
	$(GO) vet ./...

# moto_server is started for the run and always stopped afterwards.
unit:
	@endpoint=$$(scripts/moto.sh start) || exit 1; \
	trap 'scripts/moto.sh stop' EXIT; \
	PIIGUARD_DYNAMO_ENDPOINT=$$endpoint $(GO) test -count=1 -timeout 30m ./...

fuzz-short:
	@set -e; for t in $(FUZZ_TARGETS); do \
		pkg=$${t%%:*}; name=$${t##*:}; \
		echo "fuzz $$pkg $$name ($(FUZZTIME))"; \
		GO=$(GO) scripts/fuzz.sh $$pkg $$name $(FUZZTIME); \
	done

## fuzz: each target for longer (60s; `make fuzz FUZZTIME=2m` for more)
fuzz: FUZZTIME = 60s
fuzz: fuzz-short

## load: a short load run against a running `make run` (KEY=..., RATE, DURATION, CONCURRENCY, OP)
RATE ?= 200
DURATION ?= 10s
CONCURRENCY ?= 32
OP ?= detect
HALF ?= all
load:
	$(GO) run ./scripts/load -url http://localhost:$(PORT)/api/public/v1/$(OP) -key "$(KEY)" \
		-rate $(RATE) -duration $(DURATION) -concurrency $(CONCURRENCY)

## eval: precision/recall/F1 per type and language on ../shared/data dev sets (HALF=check: the check halves)
eval:
	$(GO) run ./scripts/eval -half $(HALF)

## bench: engine and handler throughput and latency
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./shared/detect/... ./shared/recognizers/... ./shared/api/...

## train: reproduce the shipped NER weights
train:
	$(GO) run ./scripts/train

# The NER weights are retrained and compared with the shipped ner.bin (2-3 min).
check-weights:
	$(GO) run ./scripts/train -check

## build: one arm64 bootstrap per function under build/<name>/bootstrap
build:
	@for f in $(FUNCTIONS); do \
		echo "build $$f"; \
		CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -trimpath -tags lambda.norpc -ldflags "-s -w" \
			-o build/$$f/bootstrap ./functions/$$f || exit 1; \
	done

## synth: the CloudFormation templates of both regional stacks (infra/cdk.out)
synth: build
	cd infra && npx --yes aws-cdk@2.224.0 synth

## deploy: build, then cdk deploy both regional stacks
deploy: build
	cd infra && npx --yes aws-cdk@2.224.0 deploy --all --require-approval never

clean:
	rm -rf build .moto infra/cdk.out
