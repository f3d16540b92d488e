// @ts-check
/**
 * The layers of the project and the direction of their arrows (docs/decisions.md D9, docs/architecture.md "Layers"),
 * checked by `make depcheck` (part of `make test`). Paths are relative to the
 * project root. A violation prints the rule's name and its comment.
 *
 *   core/            imports nothing of the project: codegen, the site and the service share it
 *   codegen/         core/, never the site nor dev/ (it writes dist/generated/ for the site)
 *   dev/             make dev's tooling (the Vite plugin, /dev/translations): may import anything, nothing imports it but vite.config.ts
 *   runtime/shared   core/ and dist/generated: runs on both sides
 *   runtime/client   browser only;  runtime/ui  components (server render + browser)
 *   runtime/server   Node only: never in the browser bundle; mounts runtime/staff and service/
 *   runtime/ui/sections/<type>/check.ts   the type's content rules, codegen's: codegen/ and core/ only, no site import
 *   runtime/ui/sections/<type>/server.ts  its page data, server code (through dist/generated): never in the browser
 *   runtime/staff    staff tools (preview access, calendar, pseudo-locale), Node only, mounted where allowed
 *   pages/           Vike hooks; the browser loads all but the server-only ones
 *   service/         the account service (Node only): core/ and dist/generated, never runtime/ or pages/
 *
 * So the arrows run one way: dev → codegen → core, and runtime/server → service → core; runtime/ and
 * pages/ never reach codegen/ or dev/, and runtime/ never imports pages/.
 *
 * Test files (*.test.ts, test fixtures, e2e/, bench/) are exempt from the
 * layering rules: a test may reach across layers to build its fixtures.
 * They still may not form cycles.
 */

/** Tests and their helpers: they may import across layers (fixtures, harnesses). */
const TESTS = ['\\.test\\.tsx?$', '(^|/)test-[^/]*\\.ts$', '^e2e/', '^bench/'];

/**
 * What the browser loads: pages/ except Vike's server-only hook files, and the
 * runtime folders that run there. Vike (0.4, metaBuiltIn) runs +data and
 * +onRenderHtml on the server only, and a `.server.` file never reaches the
 * client. Under server routing (clientRouting: false) +onBeforeRoute and +route
 * run on the server only, but they are kept to the browser's rules: a page hook
 * may run in the browser again the day client routing returns. +config is read
 * at build time, but its imports may become client imports, so it counts.
 */
const BROWSER = ['^pages/', '^runtime/(client|ui|shared)/'];
const SERVER_ONLY_PAGE_FILES = ['^pages/.*\\+(data|onRenderHtml)\\.[jt]sx?$', '\\.server\\.[jt]sx?$'];
/** A section folder's files the browser never loads: check.ts is codegen's, server.ts the server's (header above). */
const SECTION_CHECK = '^runtime/ui/sections/[^/]+/check\\.ts$';
const SECTION_SERVER = '^runtime/ui/sections/[^/]+/server\\.ts$';
const NOT_BROWSER = [...SERVER_ONLY_PAGE_FILES, SECTION_CHECK, SECTION_SERVER, ...TESTS];

/** @type {import('dependency-cruiser').IConfiguration} */
export default {
  forbidden: [
    {
      name: 'core-imports-only-core',
      comment:
        'core/ is shared by codegen and the site, so it must stay dependency-free: import nothing outside core/ (node: built-ins excepted). Move what you need into core/, or move the code out of core/.',
      severity: 'error',
      from: { path: '^core/', pathNot: TESTS },
      to: { pathNot: '^core/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'codegen-not-to-site',
      comment: 'codegen/ runs before the site exists (it writes dist/generated/): it must not import runtime/ or pages/. A module both need belongs in core/.',
      severity: 'error',
      from: { path: '^codegen/', pathNot: TESTS },
      to: { path: '^(runtime|pages)/' },
    },
    {
      name: 'codegen-not-to-dev',
      comment: "dev/ is make dev's tooling, built on codegen (the watcher, the translation report): codegen/ importing it would run the arrow back up. What both need stays in codegen/ or core/.",
      severity: 'error',
      from: { path: '^codegen/', pathNot: TESTS },
      to: { path: '^dev/' },
    },
    {
      name: 'site-not-to-tooling',
      comment:
        "runtime/ and pages/ are the site, which runs from dist/generated/ without the content pipeline or the dev server: they must not import codegen/ or dev/, nor a section folder's check.ts (codegen's, kept beside the section). A rule both need belongs in core/; a type codegen emits, in dist/generated/.",
      severity: 'error',
      from: { path: '^(runtime|pages)/', pathNot: [SECTION_CHECK, ...TESTS] },
      to: { path: ['^(codegen|dev)/', SECTION_CHECK] },
    },
    {
      name: 'section-check-is-tooling',
      comment:
        "A section folder's check.ts is the type's content rules, which codegen loads at generate time: build tooling kept beside the section. It may import codegen/ and core/ (and the content types codegen reads, dist/generated/content-types.ts), nothing of the site or dev/.",
      severity: 'error',
      from: { path: SECTION_CHECK, pathNot: TESTS },
      to: { pathNot: ['^(codegen|core)/', '^dist/generated/content-types\\.ts$'], dependencyTypesNot: ['core'] },
    },
    {
      name: 'runtime-not-to-pages',
      comment: "pages/ is Vike's hooks, which build on runtime/: runtime/ importing pages/ runs the arrow back up. A type both need (PageData) lives in runtime/shared.",
      severity: 'error',
      from: { path: '^runtime/', pathNot: TESTS },
      to: { path: '^pages/' },
    },
    {
      name: 'shared-not-to-sided-runtime',
      comment:
        'runtime/shared runs on the server and in the browser, so it may not import runtime/client (browser only), runtime/server (Node only) or runtime/ui (components). Pass what it needs as a parameter, or move the code to the side that has it.',
      severity: 'error',
      from: { path: '^runtime/shared/', pathNot: TESTS },
      to: { path: '^runtime/(client|server|ui)/' },
    },
    {
      name: 'not-to-server-runtime',
      comment:
        "runtime/server and runtime/staff are Node code (HTTP server, every region's bundle, staff tools): runtime/client, runtime/ui and runtime/shared are loaded by the browser and must not import them.",
      severity: 'error',
      from: { path: '^runtime/(client|ui|shared)/', pathNot: [SECTION_SERVER, ...TESTS] },
      to: { path: '^runtime/(server|staff)/' },
    },
    {
      name: 'browser-not-to-all-bundles',
      comment:
        "dist/generated/bundles.ts holds every region's texts and prices: server only. Nothing the browser loads may reach it, not even through other modules (a page gets its own region's bundle from +data; the client loads one region with load-bundle.ts).",
      severity: 'error',
      from: { path: BROWSER, pathNot: NOT_BROWSER },
      to: { path: '^dist/generated/bundles\\.ts$', reachable: true },
    },
    {
      name: 'browser-not-to-server-code',
      comment:
        "runtime/server, runtime/staff and a section folder's server.ts are Node code: nothing the browser loads may reach them, not even through other modules. Server-only work belongs in +data, +onRenderHtml or a *.server.ts hook.",
      severity: 'error',
      from: { path: BROWSER, pathNot: NOT_BROWSER },
      to: { path: ['^runtime/(server|staff)/', SECTION_SERVER], reachable: true },
    },
    {
      name: 'browser-not-to-service',
      comment:
        'service/ is the account service (database, secrets, Node only): nothing the browser loads may reach it. Shared rules (e-mail, password) live in core/; the API base in core/api-base.ts.',
      severity: 'error',
      from: { path: BROWSER, pathNot: NOT_BROWSER },
      to: { path: '^service/', reachable: true },
    },
    {
      name: 'service-not-to-site',
      comment:
        'service/ is mounted by runtime/server, not the other way round: it may import core/ and dist/generated, never runtime/ (any of it) or pages/. What the site and the service both need (the API bases, the newsletter paths) lives in core/.',
      severity: 'error',
      from: { path: '^service/', pathNot: TESTS },
      to: { path: '^(runtime|pages)/' },
    },
    {
      name: 'no-circular',
      comment:
        'A cycle makes load order matter and the layers meaningless: break it by moving the shared part into a module both import. A cycle of type imports only is none at run time (the rule catalogue, codegen/rules.ts, types the diagnostics its modules report).',
      severity: 'error',
      from: {},
      to: { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    },
    {
      name: 'runtime-not-to-dev-dependencies',
      comment: 'Code that runs in the site (core/, runtime/, pages/) may only import packages from "dependencies": a devDependency is absent where the site is installed with --omit=dev.',
      severity: 'error',
      from: { path: '^(core|runtime|pages|service)/', pathNot: TESTS },
      to: { dependencyTypes: ['npm-dev'] },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that cannot be resolved is an arrow no rule here can see. Fix the path, or run make generate first (dist/generated/ is imported by most of the site).',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a layer that needs another's types is coupled to it.
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist/(client|server|server-node|codegen)|\\.scratch)/' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
