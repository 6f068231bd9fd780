# piiguard: `make run` serves the local API, `make test` runs every test that a
# clone can run; `make test-data` adds those that need the labelled corpora.
SHELL := /bin/bash
GO ?= go
PORT ?= 3000
# The labelled corpora are not in the repository (README.md, "Labelled corpora").
DATA ?= ../shared/data
FUNCTIONS := $(notdir $(wildcard functions/*))
# Fuzz targets run briefly in `make test` and longer in `make fuzz`: package:target
FUZZ_TARGETS := ./shared/api:FuzzHandlers ./shared/api:FuzzDecodeRequest ./shared/api:FuzzOperations ./shared/api:FuzzDetokenizeHTTP ./shared/detect:FuzzDetectOffsets ./shared/detect:FuzzGuessLangAndLabelWords ./shared/transform:FuzzTokenizeRoundTrip ./shared/transform:FuzzDetokenize ./shared/transform:FuzzDecrypt ./shared/recognizers/national:FuzzValidate ./shared/recognizers/checksum:FuzzChecksums ./shared/ner:FuzzTokenize ./shared/ner:FuzzTokenizeAsBefore ./shared/ner:FuzzSignatureOrgs ./shared/api:FuzzRoundTripNoLeak ./shared/detect/custom:FuzzCompileDetect ./shared/transform:FuzzTokenizeConsistentRoundTrip ./shared/bulk:FuzzTransformer
FUZZTIME ?= 3s
# The readers of scripts/piiguard, the OpenAPI conformance and the JSONL rewriter (kept on their own line).
FUZZ_TARGETS += ./scripts/piiguard:FuzzJSONLine ./scripts/piiguard:FuzzTextReader ./shared/api:FuzzOpenAPIResponses ./shared/jsonl:FuzzParse ./shared/jsonl:FuzzParsePath
# The handler's own JSON decoder and encoder against encoding/json, and its byte scans.
FUZZ_TARGETS += ./shared/api:FuzzDecodeCommon ./shared/api:FuzzAppendResult ./shared/api:FuzzHasLoneSurrogate ./shared/api:FuzzHasControlAndRuneCount
# The dashboard's form and query handlers.
FUZZ_TARGETS += ./shared/dashboard:FuzzForms ./shared/dashboard:FuzzQueries
# The dashboard's Cognito session and sign-in flow cookies.
FUZZ_TARGETS += ./shared/dashboard/cognito:FuzzSessionAndFlow
# The readers of user names, passwords and vendor keys near their words.
FUZZ_TARGETS += ./shared/recognizers/contextual:FuzzUsernames ./shared/recognizers/secrets:FuzzPasswordsAndKeys
# The name tagger's scans of a text for organisations with their place, invoice rows, units,
# abbreviations' definitions, repeated names and surnames after an office, and the ids typed in groups.
FUZZ_TARGETS += ./shared/ner:FuzzOrgPlace ./shared/ner:FuzzUnit ./shared/ner:FuzzDocStages ./shared/ner:FuzzAcronymDefs ./shared/ner:FuzzRole ./shared/ner:FuzzFrakturText ./shared/recognizers/national:FuzzGrouped

.PHONY: run test test-browser browser-tools moto-tool dashboard-screenshots test-data quality-doc quality-doc-corpora need-data tools vet unit check-weights fuzz-short fuzz load eval eval-rules bench bench-batch bench-http bench-cold bench-cli train train-compare build deploy synth sam-check sam-invoke sam-api clean

## run: the local API on http://localhost:$(PORT)/api/public/v1 (no AWS needed)
# Built, then exec'd (not `go run`, whose child outlives it): the recipe's
# process is the server, so the SIGTERM that make passes on stops it.
run:
	@mkdir -p build/local && $(GO) build -o build/local/localserver ./scripts/localserver && PORT=$(PORT) exec build/local/localserver

## test: every test a clone can run, including those against a local DynamoDB (moto_server) and the dashboard in headless Chromium
test: tools vet unit fuzz-short test-browser

## test-data: the tests that need the labelled corpora in $(DATA) (.ci/run runs it when they are there)
test-data: check-weights quality-doc-corpora

## quality-doc: regenerate the figures of docs/QUALITY.md (the dev set's always, the corpora's when $(DATA) has them)
quality-doc:
	$(GO) run ./scripts/eval -data $(DATA) -half check -quality-doc docs/QUALITY.md -update

# The corpora's figures in docs/QUALITY.md are current (the dev set's: TestQualityDoc in make test).
quality-doc-corpora: need-data
	$(GO) run ./scripts/eval -data $(DATA) -half check -quality-doc docs/QUALITY.md

# Fails with where the corpora come from when $(DATA) lacks them.
need-data:
	@if [[ ! -d "$(DATA)/ner" ]]; then \
		echo "no labelled corpora in $(DATA)/ner: they are not part of this repository." >&2; \
		echo "Put them beside the checkout at ../shared/data or pass DATA=dir; README.md, \"Labelled corpora\", says where they come from." >&2; \
		exit 1; \
	fi

# What the tests need, installed only where missing (CI runs on a clean machine).
tools: moto-tool
	@command -v cfn-lint >/dev/null || python3 -m pip install --quiet cfn-lint

# moto_server (scripts/moto.sh), installed only where missing: the tests
# against DynamoDB and S3, and bench-cold's admin and bulk.
moto-tool:
	@python3 -c 'import moto.moto_server.werkzeug_app' 2>/dev/null || python3 -m pip install --quiet 'moto[server]'

# vet also fails on a Go file gofmt would change (it lists them).
vet:
	$(GO) vet ./...
	@unformatted=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go' -not -path './node_modules/*')); \
	if [[ -n "$$unformatted" ]]; then echo "gofmt would change: $$unformatted" >&2; exit 1; fi

# The browser tests need Debian's chromium and playwright-core (pinned in
# scripts/browser/package-lock.json, with axe-core), each installed only where missing.
CHROMIUM ?= /usr/bin/chromium
BROWSER_DIR := scripts/browser
browser-tools:
	@if [[ ! -x "$(CHROMIUM)" ]]; then \
		if command -v apt-get >/dev/null 2>&1; then \
			echo "installing chromium (apt-get) for the browser tests"; \
			sudo=; if [[ $$(id -u) != 0 ]] && command -v sudo >/dev/null 2>&1; then sudo=sudo; fi; \
			$$sudo apt-get update -qq && $$sudo env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null || { echo "make: apt-get install chromium failed (root or sudo needed); install Debian's chromium package or pass CHROMIUM=/path/to/chromium" >&2; exit 1; }; \
		else \
			echo "make: $(CHROMIUM) is missing and apt-get is unavailable: install Chromium and pass CHROMIUM=/path/to/chromium" >&2; exit 1; \
		fi; \
	fi
	@command -v npm >/dev/null || { echo "make: the browser tests need Node.js and npm" >&2; exit 1; }
	@$(MAKE) --no-print-directory $(BROWSER_DIR)/node_modules/.installed

$(BROWSER_DIR)/node_modules/.installed: $(BROWSER_DIR)/package.json $(BROWSER_DIR)/package-lock.json
	cd $(BROWSER_DIR) && npm ci --no-audit --no-fund --silent
	@touch $@

## test-browser: the dashboard end to end in headless Chromium, against the server `make run` builds
test-browser: browser-tools
	@mkdir -p build/local && $(GO) build -o build/local/localserver ./scripts/localserver
	cd $(BROWSER_DIR) && CHROMIUM=$(CHROMIUM) LOCALSERVER=$(CURDIR)/build/local/localserver node --test dashboard.test.mjs

## dashboard-screenshots: test-browser, rewriting the committed docs/img/dashboard-*.png
dashboard-screenshots:
	$(MAKE) --no-print-directory test-browser UPDATE_SCREENSHOTS=1

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
load:
	$(GO) run ./scripts/load -url http://localhost:$(PORT)/api/public/v1/$(OP) -key "$(KEY)" \
		-rate $(RATE) -duration $(DURATION) -concurrency $(CONCURRENCY)

HALF ?= all
## eval: precision/recall/F1 per type and language on the dev sets (HALF=check: the check halves; corpora in $(DATA) are skipped with a note when absent), then eval-rules
eval:
	$(GO) run ./scripts/eval -data $(DATA) -half $(HALF)
	$(MAKE) eval-rules

## eval-rules: what each post-tagging stage of the NER contributes, on the check half of every dev set
eval-rules:
	$(GO) run ./scripts/eval -data $(DATA) -half check -ablate

## bench: engine and handler throughput and latency, a batch over 1 and 2 cores, HTTP against the release, cold starts
bench:
	$(GO) test -run '^$$' -bench . -benchmem ./shared/detect/... ./shared/recognizers/... ./shared/api/...
	$(MAKE) --no-print-directory bench-batch bench-http bench-cold

# The release the HTTP benchmark compares with (the last one, bc673c7).
RELEASE_REF ?= bc673c7ed3a6f7c379fcef3db7be87263c4882dd
## bench-http: batch /detect (100 x 1 KB) over HTTP on the local server, this checkout and RELEASE_REF in interleaved rounds: MB/s over wall time and over server CPU time, each ratio, medians of the rounds
bench-http:
	$(GO) run ./scripts/benchhttp -release $(RELEASE_REF) -rounds 15 -duration 1s

## bench-batch: /detect of 100 x 1 KB texts over HTTP with GOMAXPROCS 1 and 2, 5 interleaved rounds
# (-count would run the five -cpu 1 runs before the five -cpu 2 ones)
bench-batch:
	@dir=$$(mktemp -d) && trap 'rm -rf "$$dir"' EXIT && \
	$(GO) test -c -o "$$dir/api.test" ./shared/api && cd shared/api && \
	for round in 1 2 3 4 5; do "$$dir/api.test" -test.run '^$$' -test.bench BatchDetectHTTP100x1KB -test.cpu 1,2 | grep '^Benchmark'; done

## bench-cold: each function's bootstrap built for this machine: size, median cold start of 5 (exec to first answer), init, CPU time, peak RSS; fails over the 150 ms budget (admin and bulk against a moto_server it starts, installed where missing)
# COLDSTART_FLAGS passes more flags, e.g. "-gomaxprocs 1" (one thread) or "-only detect,mask".
COLDSTART_FLAGS ?=
bench-cold: moto-tool
	$(GO) run ./scripts/coldstart -runs 5 $(COLDSTART_FLAGS)

## bench-cli: scripts/piiguard redacting a generated JSONL file (BENCH_MB, default 100) locally with 1..cores workers
BENCH_MB ?= 100
bench-cli:
	PIIGUARD_BENCH_MB=$(BENCH_MB) $(GO) test -run '^$$' -bench BenchmarkCLILocalJSONL -benchtime 1x -timeout 60m ./scripts/piiguard

## train: reproduce the shipped NER weights and their form table from the corpora in $(DATA)
train: need-data
	$(GO) run ./scripts/train -data $(DATA)

## train-compare: train the weights of BASE_REF (default HEAD) and of this working tree plus TRAIN_FLAGS at each of SEEDS, score both halves of every set with this tree's eval, and compare the means per set (scripts/evaldiff); about 4 minutes a training on two idle cores
# e.g. after adding training documents: make train-compare; for a training flag: make train-compare TRAIN_FLAGS="-realistic 3".
# The models and reports stay in COMPARE_DIR.
SEEDS ?= 2 3 4
BASE_REF ?= HEAD
TRAIN_FLAGS ?=
COMPARE_DIR ?= /tmp/piiguard-train-compare
train-compare: need-data
	mkdir -p $(COMPARE_DIR)
	rm -rf $(COMPARE_DIR)/base-src && git worktree add --detach $(COMPARE_DIR)/base-src $(BASE_REF)
	(cd $(COMPARE_DIR)/base-src && $(GO) build -o $(COMPARE_DIR)/train-base ./scripts/train); rc=$$?; git worktree remove --force $(COMPARE_DIR)/base-src; exit $$rc
	$(GO) build -o $(COMPARE_DIR)/train-new ./scripts/train
	$(GO) build -o $(COMPARE_DIR)/eval ./scripts/eval
	set -e; for s in $(SEEDS); do \
	  for v in base new; do \
	    flags=""; if [ $$v = new ]; then flags="$(TRAIN_FLAGS)"; fi; \
	    $(COMPARE_DIR)/train-$$v -data $(DATA) -seed $$s $$flags -out $(COMPARE_DIR)/$$v$$s.bin -forms-out $(COMPARE_DIR)/$$v$$s.forms; \
	    for h in check tune; do $(COMPARE_DIR)/eval -data $(DATA) -half $$h -ner-model $(COMPARE_DIR)/$$v$$s.bin > $(COMPARE_DIR)/$$v$$s.$$h.md; done; \
	  done; \
	done
	for h in check tune; do \
	  echo "== $$h halves, mean of seeds $(SEEDS)"; \
	  $(GO) run ./scripts/evaldiff $$(for s in $(SEEDS); do printf '%s,' $(COMPARE_DIR)/base$$s.$$h.md; done | sed 's/,$$//') \
	    $$(for s in $(SEEDS); do printf '%s,' $(COMPARE_DIR)/new$$s.$$h.md; done | sed 's/,$$//'); \
	done

# The NER weights are retrained and compared with the shipped ner.bin, and their form table with forms.bin (3 min on two idle cores, 5 at load 4).
check-weights: need-data
	$(GO) run ./scripts/train -check -data $(DATA)

## build: one arm64 bootstrap per function under build/<name>/bootstrap
build:
	@for f in $(FUNCTIONS); do \
		echo "build $$f"; \
		CGO_ENABLED=0 GOOS=linux GOARCH=arm64 $(GO) build -trimpath -tags lambda.norpc -ldflags "-s -w" \
			-o build/$$f/bootstrap ./functions/$$f || exit 1; \
	done

# The CDK CLI pinned in infra/package.json and installed from its lockfile.
CDK := infra/node_modules/.bin/cdk
# Context for synth and deploy, e.g. make deploy CDK_ARGS="-c prefix=staging -c alarmEmail=ops@example.com"
CDK_ARGS ?=

$(CDK): infra/package.json infra/package-lock.json
	cd infra && npm ci --no-audit --no-fund
	@touch $@

## synth: the CloudFormation template of each regional stack (infra/cdk.out/<Prefix><REGION>.template.json)
synth: build $(CDK)
	cd infra && node_modules/.bin/cdk synth --quiet $(CDK_ARGS)

## deploy: build, then cdk deploy every regional stack (the primary first)
deploy: build $(CDK)
	cd infra && node_modules/.bin/cdk deploy --all --require-approval never $(CDK_ARGS)

# sam local runs the functions in Docker from the synthesized template of the
# $(SAM_REGION) stack, with infra/sam-env.json: in-memory stores and the
# development key given there (see README, "Locally, through SAM").
SAM_REGION ?= eu-central-1
SAM_ENV ?= infra/sam-env.json
SAM_TARGET = $(GO) run ./infra/samlocal/samtarget -assembly infra/cdk.out -region $(SAM_REGION)

# sam-check: the SAM CLI and a running Docker engine, or say which is missing.
sam-check:
	@command -v sam >/dev/null 2>&1 || { echo "make: the AWS SAM CLI (sam) is not installed; see https://docs.aws.amazon.com/serverless-application-model/latest/developerguide/install-sam-cli.html" >&2; exit 1; }
	@command -v docker >/dev/null 2>&1 || { echo "make: sam local needs Docker, and docker is not installed" >&2; exit 1; }
	@docker info >/dev/null 2>&1 || { echo "make: sam local needs a running Docker engine, and 'docker info' cannot reach one" >&2; exit 1; }

## sam-invoke: one function under `sam local invoke` with events/$(FN).json (FN=detect; needs SAM CLI and Docker)
sam-invoke: sam-check
	@test -n "$(FN)" -a -f "events/$(FN).json" || { echo "make sam-invoke FN=<function>: one of $(FUNCTIONS) (its event is events/<function>.json)" >&2; exit 1; }
	@$(MAKE) --no-print-directory synth
	@tpl=$$($(SAM_TARGET)) && id=$$($(SAM_TARGET) -builds build -function $(FN)) && \
	echo "sam local invoke $$id -t $$tpl -e events/$(FN).json --env-vars $(SAM_ENV)" && \
	sam local invoke "$$id" -t "$$tpl" -e "events/$(FN).json" --env-vars $(SAM_ENV) --region $(SAM_REGION)

## sam-api: the whole API under `sam local start-api` on http://127.0.0.1:$(PORT)/api/public/v1 (needs SAM CLI and Docker)
sam-api: sam-check
	@$(MAKE) --no-print-directory synth
	@tpl=$$($(SAM_TARGET)) && \
	echo "sam local start-api -t $$tpl --env-vars $(SAM_ENV) --port $(PORT)" && \
	sam local start-api -t "$$tpl" --env-vars $(SAM_ENV) --port $(PORT) --region $(SAM_REGION)

clean:
	rm -rf build .moto infra/cdk.out infra/node_modules scripts/browser/node_modules
