# The two commands of the README: `make start` (set up and run) and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_BIN := node_modules/.bin
CODEGEN_SRC := $(filter-out %.test.ts,$(wildcard codegen/*.ts core/*.ts))
CODEGEN_CLI := dist/codegen/cli.mjs

.PHONY: help start build serve serve-dev db mailbox dev artwork generate check lint format format-check knip depcheck test test-unit test-e2e gates bench bench-lighthouse clean

help:
	@echo "make start     install if needed, generate, build and serve the site on http://localhost:3000 (PORT overrides)"
	@echo "make build     generate and build the site into dist/"
	@echo "make serve     serve an existing build"
	@echo "make dev       Vite dev server with HMR; YAML edits regenerate and reload (PREVIEW=1: ?at=<instant>)"
	@echo "make generate  check content-yaml/ and write dist/generated/ (WATCH=1 to keep watching)"
	@echo "make check     type-check, lint (Biome) and look for unused files, exports and dependencies (knip)"
	@echo "make lint      Biome's lint rules (biome.jsonc)"
	@echo "make format    reformat the sources with Biome (format-check: only say which files differ)"
	@echo "make knip      unused files, exports and dependencies (knip.jsonc)"
	@echo "make depcheck  the layering rules (.dependency-cruiser.mjs): which folder may import which"
	@echo "make test      the whole test suite"
	@echo "make gates     the quality gates alone (GATE=axe|lighthouse|html|links|structured-data for one)"
	@echo "make bench     benchmarks (figures printed; BENCH_SECONDS shortens the load runs; BENCH_LIGHTHOUSE=1 adds Lighthouse)"
	@echo "make bench-lighthouse  Lighthouse performance, 3 runs per page (min/median/max); slow"
	@echo "make db        prepare the account service's database (PGlite in var/db, or DATABASE_URL) and secret"
	@echo "make serve-dev serve the build in development mode (the service's /dev/mailbox is on)"
	@echo "make mailbox   print the latest e-mails of a development server's outbox (TO=address)"

# Installs dependencies when the lock file is newer than the last install.
node_modules/.package-lock.json: package-lock.json
	npm ci --no-audit --no-fund
	@touch $@

# The codegen CLI is bundled once (esbuild, ~50 ms) so each run skips TypeScript transpilation;
# split into chunks so a no-op run (inputs unchanged) loads none of the pipeline's modules. Its
# libraries (yaml, ajv, micromark, qrcode) are bundled too: a cold run then reads a few files instead
# of some hundreds of small CommonJS modules. The compilers loaded only on a compile-cache miss stay
# outside (ts-morph, json-schema-to-typescript); `require` is given to the bundled CommonJS code.
CODEGEN_EXTERNAL := --external:ts-morph --external:json-schema-to-typescript --external:typescript --external:prettier
$(CODEGEN_CLI): $(CODEGEN_SRC) node_modules/.package-lock.json
	@rm -rf dist/codegen
	@$(NODE_BIN)/esbuild codegen/cli.ts --bundle --splitting --platform=node --format=esm --target=node20 $(CODEGEN_EXTERNAL) --outdir=dist/codegen --out-extension:.js=.mjs --chunk-names=chunks/[name]-[hash] --log-level=warning "--banner:js=import { createRequire as __codegenCreateRequire } from 'node:module'; const require = __codegenCreateRequire(import.meta.url);"

generate: $(CODEGEN_CLI)
	@node $(CODEGEN_CLI) $(if $(WATCH),--watch)

check: generate lint knip
	$(NODE_BIN)/tsc --noEmit -p tsconfig.json

# Biome's lint rules (biome.jsonc): React hooks, floating promises, unused and type-only imports.
lint: generate
	$(NODE_BIN)/biome lint --error-on-warnings .

format:
	$(NODE_BIN)/biome format --write .

format-check:
	$(NODE_BIN)/biome format .

# Unused files, exports and dependencies (knip.jsonc); after generate, as the site imports dist/generated/.
knip: generate
	$(NODE_BIN)/knip --no-progress

SERVER_BUNDLE := dist/server-node/main.mjs

# The site: Vike/Vite build (dist/client, dist/server), static files precompressed, the Node server bundled.
# CDN_BASE and CHAT_WIDGET_URL are read by both bundles at build time (runtime/shared/site-config.ts).
build: generate artwork
	$(NODE_BIN)/vite build --logLevel warn
	node scripts/precompress.mjs dist/client
	@node --import tsx scripts/build-server.ts $(SERVER_BUNDLE)

serve:
	@test -f $(SERVER_BUNDLE) || { echo "No build: run make build (or make start)."; exit 1; }
	NODE_ENV=production node $(SERVER_BUNDLE)

serve-dev:
	@test -f $(SERVER_BUNDLE) || { echo "No build: run make build (or make start)."; exit 1; }
	node $(SERVER_BUNDLE)

# The account service's storage: PGlite's first start (initdb) happens here, not on the first request.
db: generate
	@node --import tsx service/cli/db.ts

mailbox:
	@node --import tsx service/cli/mailbox.ts

# WebP 1x/2x and PNG from the shipped SVG artwork (kept when up to date).
artwork: node_modules/.package-lock.json
	@node scripts/artwork.mjs

dev: generate artwork
	PREVIEW=$${PREVIEW-1} $(NODE_BIN)/vite

# The layering rules of .dependency-cruiser.mjs; a wrong-way import fails with the rule's name and why.
# After generate: most of the site imports dist/generated/, and an unresolved import hides its arrow.
depcheck: generate
	$(NODE_BIN)/depcruise --config .dependency-cruiser.mjs --output-type err-long core codegen runtime pages e2e bench scripts service

test: depcheck lint test-unit test-e2e

# The service tests run on PGlite, then again on the PostgreSQL of TEST_DATABASE_URL when set (.ci/run sets it).
test-unit: generate
	$(NODE_BIN)/tsc --noEmit -p tsconfig.json
	$(NODE_BIN)/vitest run
	@if [ -n "$$TEST_DATABASE_URL" ]; then echo "service tests on PostgreSQL ($$TEST_DATABASE_URL)"; SERVICE_TEST_DB=postgres $(NODE_BIN)/vitest run service/; fi

# Browser tests: Playwright drives Debian's chromium against the real built server.
test-e2e: build
	$(NODE_BIN)/vitest run --config vitest.e2e.config.ts

# The quality gates alone (they also run in test-e2e); GATE=axe runs e2e/gates/axe.e2e.ts only.
gates: build
	$(NODE_BIN)/vitest run --config vitest.e2e.config.ts e2e/gates/$(GATE)

bench: build
	node --import tsx bench/generate.bench.ts
	node --import tsx bench/site.bench.ts
	node --import tsx bench/first-load-js.bench.ts
	@if [ -n "$$BENCH_LIGHTHOUSE" ]; then node --import tsx bench/lighthouse.bench.ts; fi
	node --import tsx bench/page-data.bench.ts
	node --import tsx bench/first-paint.bench.ts
	node --import tsx bench/query-cache.bench.ts
	node --import tsx bench/load.bench.ts
	node --import tsx bench/service.bench.ts

bench-lighthouse: build
	node --import tsx bench/lighthouse.bench.ts

start: build db serve

clean:
	rm -rf dist
