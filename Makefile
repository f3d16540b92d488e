# The two commands of the README: `make start` (set up and run) and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_BIN := node_modules/.bin
CODEGEN_SRC := $(filter-out %.test.ts,$(wildcard codegen/*.ts runtime/shared/*.ts))
CODEGEN_CLI := dist/codegen/cli.mjs

.PHONY: help start generate check test bench clean

help:
	@echo "make start     install if needed, generate, and run the site"
	@echo "make generate  check content-yaml/ and write dist/generated/ (WATCH=1 to keep watching)"
	@echo "make check     type-check the project"
	@echo "make test      the whole test suite"
	@echo "make bench     benchmarks (figures printed)"

# Installs dependencies when the lock file is newer than the last install.
node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# The codegen CLI is bundled once (esbuild, ~50 ms) so each run skips TypeScript transpilation.
$(CODEGEN_CLI): $(CODEGEN_SRC) node_modules/.package-lock.json
	@$(NODE_BIN)/esbuild codegen/cli.ts --bundle --platform=node --format=esm --target=node20 --packages=external --outfile=$@ --log-level=warning

generate: $(CODEGEN_CLI)
	@node $(CODEGEN_CLI) $(if $(WATCH),--watch)

check: generate
	$(NODE_BIN)/tsc --noEmit -p tsconfig.json

test: generate
	$(NODE_BIN)/tsc --noEmit -p tsconfig.json
	$(NODE_BIN)/vitest run

bench: $(CODEGEN_CLI)
	node --import tsx bench/generate.bench.ts

# Until the site runtime lands, start stops after a successful generate.
start: generate
	@echo "Content generated into dist/generated/. The site server arrives with the runtime; nothing else to start yet."

clean:
	rm -rf dist
