# The two commands of the README: `make start` (set up and run) and `make test`.
SHELL := /bin/bash
.DEFAULT_GOAL := help
NODE_BIN := node_modules/.bin
# Every command below runs on Node 24 LTS, the devDependency `node` (node_modules/.bin/node), and finds the
# project's tools first; only the first `npm ci` runs on the system's Node (20.19+ is enough for that).
SYSTEM_PATH := $(PATH)
export PATH := $(CURDIR)/node_modules/.bin:$(PATH)
NODE_MAJOR := 24
# Fails, saying why, when `node` is not Node $(NODE_MAJOR) (an install without the devDependency `node`).
NODE_CHECK = node -e 'const major = +process.versions.node.split(".")[0]; if (major !== $(NODE_MAJOR)) { console.error(`node is Node $${process.versions.node} ($${process.execPath}), not $(NODE_MAJOR): run npm ci, which installs the devDependency "node" into node_modules/.bin`); process.exit(1); }'
CODEGEN_SRC := $(shell find codegen core -name "*.ts" ! -name "*.test.ts")
CODEGEN_CLI := dist/codegen/cli.mjs

.PHONY: test-prerequisites stage-generate stage-typecheck stage-static stage-depcheck stage-unit stage-build stage-e2e quick-unit lint-run knip-run stage-translations
.PHONY: help start build build-site serve serve-dev db mailbox dev artwork draw-artwork generate launch-check calendar check typecheck lint format format-check knip depcheck test test-stages test-quick test-unit test-e2e e2e unit gates update-baselines bench bench-lighthouse bench-scale clean translations confirm-translation

help:
	@echo "make start     install if needed, generate, build and serve the site on http://localhost:3000 (PORT overrides)"
	@echo "make build     generate and build the site into dist/"
	@echo "make serve     serve an existing build"
	@echo "make dev       Vite dev server with HMR; YAML edits regenerate and reload (PREVIEW=1: ?at=<instant>; PSEUDO_LOCALE=1: /pseudo/…)"
	@echo "make generate  check content-yaml/ and write dist/generated/ (WATCH=1 to keep watching)"
	@echo "make calendar  the campaign calendar: each instant a region's pages change, local and UTC, with preview links (NOW=<instant>)"
	@echo "make launch-check  per region, what still blocks a real launch (sample data, unset deployer values, unsourced quotes); LAUNCH_REGIONS=us,uk fails while one of them is not ready"
	@echo "make translations  per region and page, the stale, untranslated (copied) and confirmed texts, at file:line (SUMMARY=1: the totals only)"
	@echo "make confirm-translation FILE=content-yaml/fr/pages/home.yaml [KEY=/sections/hero/title]  a stale translation that needs no change, confirmed"
	@echo "make draw-artwork  redraw the generated illustrations and render the figures (scripts/draw/, D55, D74) into public/artwork/; commit them"
	@echo "make check     type-check, lint (Biome) and look for unused files, exports and dependencies (knip)"
	@echo "make lint      Biome's lint rules (biome.jsonc)"
	@echo "make format    reformat the sources with Biome (format-check: only say which files differ)"
	@echo "make knip      unused files, exports and dependencies (knip.jsonc)"
	@echo "make depcheck  the layering rules (.dependency-cruiser.mjs): which folder may import which"
	@echo "make test      the whole test suite, its stages side by side, a table of their times at the end"
	@echo "make test-quick  type-check, lint and the unit tests of what changed (SINCE=main: since main); under a minute"
	@echo "make gates     the quality gates alone (GATE=axe|lighthouse|html|links|'structured data' for one)"
	@echo "make update-baselines  rewrite the visual baselines (e2e/baselines/) after a deliberate change of look; commit them with it"
	@echo "make bench     benchmarks (figures printed; BENCH_SECONDS shortens the load runs; BENCH_LIGHTHOUSE=1 adds Lighthouse)"
	@echo "make bench-lighthouse  Lighthouse performance, 3 runs per page (min/median/max); slow"
	@echo "make bench-scale  the scale benchmark alone: 1×, 3×, 10× the content (SCALE_FACTORS=1,3 to shorten); slow"
	@echo "make db        prepare the account service's database (PGlite in var/db, or DATABASE_URL) and secret"
	@echo "make serve-dev serve the build with the development tools (DEV_TOOLS=1: /dev/mailbox, PREVIEW=1; loopback only)"
	@echo "make mailbox   print the latest e-mails of a development server's outbox (TO=address)"

# Fails, saying why, when the system has no npm, or a Node.js too old for the first `npm ci` (20.19+; it installs Node 24).
INSTALL_CHECK = command -v npm >/dev/null 2>&1 && command -v node >/dev/null 2>&1 || { echo "npm and Node.js 20.19+ are needed to install the dependencies (npm ci), and npm or node is not on PATH: install them (Debian: apt-get install nodejs npm; or https://nodejs.org/)" >&2; exit 1; }; \
	node -e 'const [major, minor] = process.versions.node.split(".").map(Number); if (major < 20 || (major === 20 && minor < 19)) { console.error(`node is Node $${process.versions.node} ($${process.execPath}): the first npm ci needs Node.js 20.19 or newer (it then installs Node $(NODE_MAJOR) into node_modules/.bin)`); process.exit(1); }'

# Installs dependencies when the lock file is newer than the last install (package.json allowScripts: the
# packages whose install scripts may run; npm 11 lists any other).
node_modules/.package-lock.json: package-lock.json
	@PATH="$(SYSTEM_PATH)"; $(INSTALL_CHECK)
	PATH="$(SYSTEM_PATH)" npm ci --no-audit --no-fund
	@$(NODE_CHECK)
	@touch $@

# The codegen CLI is bundled once (esbuild, ~50 ms) so each run skips TypeScript transpilation;
# split into chunks so a no-op run (inputs unchanged) loads none of the pipeline's modules. Its
# libraries (js-yaml, ajv, micromark, qrcode) are bundled too: a cold run then reads a few files instead
# of some hundreds of small CommonJS modules. The compilers loaded only on a compile-cache miss stay
# outside (ts-morph, json-schema-to-typescript); `require` is given to the bundled CommonJS code.
CODEGEN_EXTERNAL := --external:ts-morph --external:json-schema-to-typescript --external:typescript --external:prettier
$(CODEGEN_CLI): $(CODEGEN_SRC) node_modules/.package-lock.json
	@rm -rf dist/codegen
	@$(NODE_BIN)/esbuild codegen/cli.ts --bundle --splitting --platform=node --format=esm --target=node$(NODE_MAJOR) $(CODEGEN_EXTERNAL) --outdir=dist/codegen --out-extension:.js=.mjs --chunk-names=chunks/[name]-[hash] --log-level=warning "--banner:js=import { createRequire as __codegenCreateRequire } from 'node:module'; const require = __codegenCreateRequire(import.meta.url);"

generate: $(CODEGEN_CLI)
	@node $(CODEGEN_CLI) $(if $(WATCH),--watch)

# The launch report (codegen/checks/launch.ts): writes nothing; exit 1 when a region of LAUNCH_REGIONS has a blocker.
launch-check: $(CODEGEN_CLI)
	@node $(CODEGEN_CLI) --launch $(if $(FRAMES),--frames)

# The campaign calendar (scripts/calendar.ts, docs/operations.md): every instant a region's pages change, on its
# clock and in UTC, with preview links; NOW=<instant> reads it as of another moment. make test prints its summary.
calendar: generate
	@node scripts/calendar.ts $(if $(SUMMARY),--summary)
# Translators' tools (codegen/records/stale-translations.ts, docs/translators.md "Stale translations"). The text path is KEY, not
# PATH (which would replace make's own PATH).
translations: $(CODEGEN_CLI)
	@node $(CODEGEN_CLI) --translations $(if $(SUMMARY),--summary)
confirm-translation: $(CODEGEN_CLI)
	@test -n "$(FILE)$(REGION)" || { echo "make confirm-translation FILE=content-yaml/<region>/… [KEY=/text/path] (or REGION=<region>: every stale text of the region)"; exit 2; }
	@node $(CODEGEN_CLI) --confirm --file=$(or $(FILE),content-yaml/$(REGION)) $(if $(KEY),--key=$(KEY))

check: generate
	@$(MAKE) --no-print-directory -j3 typecheck lint-run knip-run

# TypeScript 7 (the native compiler, installed as typescript-native): ~6 s where 5.9 took ~60 s. The 5.9
# package stays for its compiler API (ts-morph, json-schema-to-typescript, codegen's emit and type tests).
typecheck:
	node_modules/typescript-native/bin/tsc --noEmit -p tsconfig.json

# Biome's lint rules (biome.jsonc): React hooks, floating promises, unused and type-only imports; and
# the formatting (one style, checked, never argued about: `make format` writes it).
lint: generate
	@$(MAKE) --no-print-directory lint-run
lint-run:
	$(NODE_BIN)/biome lint --error-on-warnings .
	$(NODE_BIN)/biome format .

format:
	$(NODE_BIN)/biome format --write .

format-check:
	$(NODE_BIN)/biome format .

# Unused files, exports and dependencies (knip.jsonc); after generate, as the site imports dist/generated/.
knip: generate
	@$(MAKE) --no-print-directory knip-run
knip-run:
	$(NODE_BIN)/knip --no-progress

SERVER_BUNDLE := dist/server-node/main.mjs

# The site: Vike/Vite build (dist/client, dist/server), static files precompressed, the Node server bundled.
# CDN_BASE and CHAT_WIDGET_URL are read when the server starts, not at build time: one build serves any deployment (runtime/shared/site-config.ts).
build: generate artwork
	@$(MAKE) --no-print-directory build-site

build-site:
	$(NODE_BIN)/vite build --logLevel warn
	node scripts/precompress.mjs dist/client
	@node scripts/build-server.ts $(SERVER_BUNDLE)

serve:
	@test -f $(SERVER_BUNDLE) || { echo "No build: run make build (or make start)."; exit 1; }
	NODE_ENV=production node $(SERVER_BUNDLE)

# The development tools (core/dev-tools.ts): /dev/mailbox, a generated secret, PREVIEW=1, PSEUDO_LOCALE=1; loopback only.
serve-dev:
	@test -f $(SERVER_BUNDLE) || { echo "No build: run make build (or make start)."; exit 1; }
	DEV_TOOLS=1 node $(SERVER_BUNDLE)

# The account service's storage: PGlite's first start (initdb) happens here, not on the first request.
db: generate
	@node service/cli/db.ts

mailbox:
	@node service/cli/mailbox.ts

# WebP 1x/2x and PNG from the shipped SVG artwork (kept when up to date).
artwork: node_modules/.package-lock.json
	@node scripts/artwork.mjs

# The illustrations are composed from parts (scripts/draw/, D55) and committed as SVG, the product figures
# modelled in three.js and rendered in headless Chromium (scripts/draw/figures.mjs, D74; minutes) and
# committed as WebP; run after changing a part, palette or scene (scripts/artwork.test.ts fails while they differ).
draw-artwork: node_modules/.package-lock.json
	@node scripts/draw-artwork.ts
	@node scripts/draw-figures.ts

dev: generate artwork
	DEV_TOOLS=$${DEV_TOOLS-1} PREVIEW=$${PREVIEW-1} PSEUDO_LOCALE=$${PSEUDO_LOCALE-1} $(NODE_BIN)/vite

# The layering rules of .dependency-cruiser.mjs; a wrong-way import fails with the rule's name and why.
# After generate: most of the site imports dist/generated/, and an unresolved import hides its arrow.
DEPCHECK := $(NODE_BIN)/depcruise --config .dependency-cruiser.mjs --output-type err-long core codegen dev runtime pages e2e bench scripts service
depcheck: generate
	$(DEPCHECK)

# The whole suite, its independent stages side by side (TEST_JOBS of them at once), each line of output
# prefixed with its stage; a table of how long each stage took closes the run (scripts/stage-report.sh).
TEST_JOBS ?= 3
STAGE := scripts/stage.sh
# First what the suite needs besides npm (scripts/test-prerequisites.sh: the browsers, CJK fonts, Java, PostgreSQL;
# installed when it can, else one message naming the command), then npm ci. The service
# tests run a second time on a throw-away PostgreSQL (scripts/test-postgres.sh) unless TEST_DATABASE_URL names one.
test: test-prerequisites node_modules/.package-lock.json
	@$(NODE_CHECK)
	@rm -rf dist/test-stages; start=$$(date +%s); \
	url="$${TEST_DATABASE_URL:-$$(scripts/test-postgres.sh)}" || exit 1; export TEST_DATABASE_URL="$$url"; \
	$(MAKE) --no-print-directory -j$(TEST_JOBS) test-stages; status=$$?; \
	scripts/stage-report.sh $$start $(STAGES); exit $$status
test-prerequisites:
	@scripts/test-prerequisites.sh

# The stages in the order the closing table lists those that never ran (a stage after a failed one).
STAGES := generate typecheck lint depcheck unit translations build e2e
test-stages: stage-typecheck stage-static stage-depcheck stage-unit stage-translations stage-e2e
# A stage of its own, so that a content error is a row of the closing table, not a run that ends without one.
stage-generate:
	@$(STAGE) generate $(MAKE) --no-print-directory generate
stage-typecheck: stage-generate
	@$(STAGE) typecheck $(MAKE) --no-print-directory typecheck
stage-static: stage-generate
	@$(STAGE) lint $(MAKE) --no-print-directory lint-run knip-run calendar SUMMARY=1
stage-depcheck: stage-generate
	@$(STAGE) depcheck $(DEPCHECK)
stage-unit: stage-generate
	@$(STAGE) unit $(MAKE) --no-print-directory unit
# The translation status per region (stale, untranslated and confirmed texts; a report, it fails on nothing but errors).
stage-translations: stage-generate
	@$(STAGE) translations node $(CODEGEN_CLI) --translations --summary
stage-build: stage-generate artwork
	@$(STAGE) build $(MAKE) --no-print-directory build-site
# After the unit tests: both keep the two cores busy, and browser tests starved of CPU time out.
stage-e2e: stage-build stage-unit
	@$(STAGE) e2e $(MAKE) --no-print-directory e2e

# The inner loop: type-check, lint and the unit tests of what changed since HEAD (SINCE=main: since main).
test-quick: generate
	@start=$$(date +%s); \
	$(MAKE) --no-print-directory -j3 typecheck lint-run quick-unit; status=$$?; \
	echo "test-quick: $$(( $$(date +%s) - start )) s"; exit $$status
quick-unit:
	$(NODE_BIN)/vitest run --changed $(SINCE) --passWithNoTests

# Unit and pipeline tests. The service tests run on PGlite, then again on the PostgreSQL of TEST_DATABASE_URL when set (make test sets it).
test-unit: generate
	@$(MAKE) --no-print-directory typecheck unit
unit:
	$(NODE_BIN)/vitest run
	@if [ -n "$$TEST_DATABASE_URL" ]; then echo "service tests on PostgreSQL ($$TEST_DATABASE_URL)"; SERVICE_TEST_DB=postgres $(NODE_BIN)/vitest run service/; fi

# Browser tests: Playwright drives Debian's chromium against the real built server.
test-e2e: build
	@$(MAKE) --no-print-directory e2e
e2e:
	$(NODE_BIN)/vitest run --config vitest.e2e.config.ts

# The visual baselines (e2e/visual.e2e.ts, docs/design.md): rewritten after a deliberate change of look, then reviewed
# and committed with it.
update-baselines: build
	UPDATE_BASELINES=1 $(NODE_BIN)/vitest run --config vitest.e2e.config.ts e2e/visual.e2e.ts

# The quality gates alone (they also run in test-e2e); GATE=axe (links, html, structured data, lighthouse) runs one.
gates: build
	$(NODE_BIN)/vitest run --config vitest.e2e.config.ts e2e/gates/ $(if $(GATE),-t '$(GATE)')

bench: build
	node bench/generate.bench.ts
	node bench/site.bench.ts
	node bench/first-load-js.bench.ts
	@if [ -n "$$BENCH_LIGHTHOUSE" ]; then node bench/lighthouse.bench.ts; fi
	node bench/page-data.bench.ts
	node bench/first-paint.bench.ts
	node bench/query-cache.bench.ts
	node bench/load.bench.ts
	node bench/scale.bench.ts
	node bench/service.bench.ts
	node bench/enumeration.bench.ts
	node bench/floods.bench.ts

bench-lighthouse: build
	node bench/lighthouse.bench.ts

# The scale benchmark alone (issue 27): 1×, 3× and 10× the content in a throw-away copy (SCALE_FACTORS=1,3 to shorten).
bench-scale: artwork
	node bench/scale.bench.ts

# Node and npm first (INSTALL_CHECK before an install, NODE_CHECK after it), each failure saying what to install.
start: node_modules/.package-lock.json
	@$(NODE_CHECK)
	@$(MAKE) --no-print-directory build db serve

clean:
	rm -rf dist
