/**
 * The scale benchmark (docs/decisions.md D52): how each cost grows with the content. For 1×, 3× and 10× today's
 * content (more regions and more pages per region: bench/scale-workspace.ts) in a throw-away copy of the
 * project, it measures
 *   - cold generate: a new process, empty output folder (the compile cache warm, as after any content change);
 *   - no-op generate: a new process, nothing changed (inputs hashed, pipeline skipped);
 *   - hot regenerate: the watcher (codegen/watch.ts) from saving one edited text to its region's module written;
 *   - build: what `make build-site` runs (Vite build, precompression, server bundle) against the copy's
 *     generated output, into the copy's own dist/ (the repo's dist/ is not touched);
 *   - peak memory (max RSS) of each: the generate process, the watching process, the build's processes;
 *   - the built server's requests/s over every live page of every region taken in turn: with a page cache
 *     large enough for every page, with the default cache budget (64 MiB), and with the cache off
 *     (PAGE_CACHE_MAX_BYTES=0: every request a render); and the memory a cache of every page takes;
 * then prints a table with each figure's growth exponent, log(f_N / f_1) / log(c_N / c_1) where c is the
 * content factor measured (the generated region bundles' bytes): 1 is linear, 0 constant, 2 quadratic.
 * Prints figures; asserts nothing (the targets are printed beside them).
 *
 *   make bench-scale      (or: node bench/scale.bench.ts; SCALE_FACTORS=1,3 to shorten,
 *                          SCALE_RUNS=3 cold/no-op runs, SCALE_SECONDS=5 of load per server figure)
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, stat, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { brotliCompressSync, constants } from 'node:zlib';
import { startServer } from '../e2e/harness.ts';
import { load } from './cannon.ts';
import { hotEditLatencies } from './hot-edit.ts';
import { scaleWorkspace } from './scale-workspace.ts';
import { median, ms } from './stats.ts';

const ROOT = join(import.meta.dirname, '..');
const FACTORS = (process.env.SCALE_FACTORS ?? '1,3,10').split(',').map(Number);
const RUNS = Number(process.env.SCALE_RUNS ?? 3);
const SECONDS = Number(process.env.SCALE_SECONDS ?? 5);
const CONNECTIONS = 32;
const CLI = join(ROOT, 'dist/codegen/cli.mjs');

/** What the site's build reads, copied; node_modules linked (never installed). */
const COPIED = ['content-yaml', 'schemas', 'core', 'runtime', 'pages', 'service', 'scripts', 'codegen', 'public', 'vite.config.ts', 'package.json', 'tsconfig.json'];

interface Figures {
  factor: number;
  regions: number;
  pages: number;
  contentBytes: number;
  coldMs: number;
  coldRssMiB: number;
  noopMs: number;
  hotMs: number;
  hotRssMiB: number;
  buildMs: number;
  buildRssMiB: number;
  cachedRps: number;
  defaultCacheRps: number;
  uncachedRps: number;
  /** What a page cache holding every page holds (bodies and brotli copies), in MiB. */
  cacheMiB: number;
  serverRssMiB: number;
}

// --- The hot measurement runs in a child of its own (its peak memory is the watcher's alone).
if (process.argv[2] === '--hot') {
  const latencies = await hotEditLatencies(process.argv[3]!, 14, 4);
  console.log(JSON.stringify({ hotMs: median(latencies), rssMiB: process.resourceUsage().maxRSS / 1024 }));
  process.exit(0);
}

/** Runs a command under /usr/bin/time: wall time, and the peak RSS of the largest of its processes. */
function timed(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }): { ms: number; rssMiB: number; stdout: string; stderr: string } {
  const started = performance.now();
  const run = spawnSync('/usr/bin/time', ['-f', 'time-max-rss %M', command, ...args], {
    cwd: options.cwd,
    encoding: 'utf8',
    env: { ...process.env, PATH: `${dirname(process.execPath)}:${process.env.PATH}`, ...options.env },
    maxBuffer: 64 << 20,
  });
  const elapsed = performance.now() - started;
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${run.status}):\n${run.stdout.slice(-3000)}\n${run.stderr.slice(-3000)}`);
  const kib = Number(/time-max-rss (\d+)/.exec(run.stderr)?.[1] ?? NaN);
  return { ms: elapsed, rssMiB: kib / 1024, stdout: run.stdout, stderr: run.stderr };
}

async function bytesIn(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await bytesIn(path) : (await stat(path)).size;
  }
  return total;
}

async function measure(factor: number): Promise<Figures> {
  const root = await mkdtemp(join(tmpdir(), `scale-bench-${factor}x-`));
  try {
    for (const name of COPIED) await cp(join(ROOT, name), join(root, name), { recursive: true, filter: (src) => !src.includes('/node_modules') });
    await symlink(join(ROOT, 'node_modules'), join(root, 'node_modules'));
    const { regions } = await scaleWorkspace(root, factor);

    // The scaled content must generate with no error and no warning before anything is timed.
    const check = timed(process.execPath, [CLI, `--root=${root}`], { cwd: root });
    const summary = /(\d+) errors?, (\d+) warnings?/.exec(check.stdout + check.stderr);
    if (summary && (summary[1] !== '0' || summary[2] !== '0')) throw new Error(`the ${factor}× workspace does not generate cleanly: ${summary[0]}\n${check.stderr.slice(-3000)}`);
    const contentBytes = await bytesIn(join(root, 'dist/generated/regions'));
    const { routes } = (await import(join(root, 'dist/generated/routes.ts'))) as { routes: { status?: string; page?: string; regions: string[]; path: string }[] };
    const { regionTable } = (await import(join(root, 'dist/generated/regions.ts'))) as { regionTable: { regions: Record<string, { prefix: string }> } };
    const paths = routes.flatMap((route) =>
      route.status === 'live' && route.page
        ? route.regions.map((region) => {
            const prefix = regionTable.regions[region]!.prefix;
            return prefix ? `/${prefix}${route.path === '/' ? '' : route.path}` : route.path;
          })
        : [],
    );

    const cold: number[] = [];
    const noop: number[] = [];
    let coldRss = 0;
    for (let i = 0; i < RUNS; i++) {
      await rm(join(root, 'dist/generated'), { recursive: true, force: true });
      const c = timed(process.execPath, [CLI, `--root=${root}`], { cwd: root });
      cold.push(c.ms);
      coldRss = Math.max(coldRss, c.rssMiB);
      noop.push(timed(process.execPath, [CLI, `--root=${root}`], { cwd: root }).ms);
    }

    const hot = JSON.parse(
      timed(process.execPath, [join(ROOT, 'bench/scale.bench.ts'), '--hot', root], { cwd: ROOT })
        .stdout.trim()
        .split('\n')
        .pop()!,
    ) as { hotMs: number; rssMiB: number };

    // `make build-site`, in the copy: the Vite build, precompression, the server bundle.
    const bin = join(root, 'node_modules/.bin');
    const vite = timed(join(bin, 'vite'), ['build', '--logLevel', 'warn'], { cwd: root });
    const gzip = timed(process.execPath, ['scripts/precompress.mjs', 'dist/client'], { cwd: root });
    const server = timed(process.execPath, ['scripts/build-server.ts', 'dist/server-node/main.mjs'], { cwd: root });

    // The built server: every live page of every region in turn, with a page cache that holds them all, with the
    // default cache (PAGE_CACHE_MAX_BYTES unset: 64 MiB), and with the cache off (every request a render).
    const pages: string[] = [];
    let cacheBytes = 0;
    let next = 0;
    const nextPath = () => pages[next++ % pages.length]!;
    const rates: number[] = [];
    let serverRss = 0;
    const settings: Record<string, string>[] = [{ PAGE_CACHE_MAX_BYTES: String(4 * 1024 ** 3) }, {}, { PAGE_CACHE_MAX_BYTES: '0' }];
    for (const env of settings) {
      const running = await startServer({ NODE_ENV: 'production', ...env }, root);
      try {
        const origin = running.origin.replace('localhost', '127.0.0.1');
        // A first pass over every page (fills the cache, warms the renderer); a page that answers other than 200
        // (an account page sends a visitor without a session to log in) is left out of the load. What the cache
        // holds of a page is its body and its brotli copy (runtime/server/page-cache.ts pageBytes).
        if (!pages.length) {
          for (const path of paths) {
            const identity = await fetch(origin + path, { redirect: 'manual', headers: { 'accept-encoding': 'identity' } });
            const body = new Uint8Array(await identity.arrayBuffer());
            if (identity.status !== 200) continue;
            pages.push(path);
            cacheBytes += 256 + body.byteLength + brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }).byteLength; // the server's quality (runtime/server/compress.ts)
          }
        }
        for (const path of pages) await fetch(origin + path, { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
        const figures = await load(origin, running.process.pid!, { seconds: SECONDS, connections: CONNECTIONS, nextPath, headers: { 'accept-encoding': 'br, gzip' } });
        const bad = Object.entries(figures.statuses).filter(([code]) => code !== '200');
        if (figures.errors || bad.length) console.log(`   (${factor}×: ${figures.errors} errors, statuses ${JSON.stringify(figures.statuses)})`);
        rates.push(figures.rps);
        serverRss = Math.max(serverRss, figures.rss.peakMiB);
      } finally {
        await running.stop();
      }
    }
    return {
      factor,
      regions: regions.length,
      pages: pages.length,
      contentBytes,
      coldMs: median(cold),
      coldRssMiB: coldRss,
      noopMs: median(noop),
      hotMs: hot.hotMs,
      hotRssMiB: hot.rssMiB,
      buildMs: vite.ms + gzip.ms + server.ms,
      buildRssMiB: Math.max(vite.rssMiB, gzip.rssMiB, server.rssMiB),
      cachedRps: rates[0]!,
      defaultCacheRps: rates[1]!,
      uncachedRps: rates[2]!,
      cacheMiB: cacheBytes / 1048576,
      serverRssMiB: serverRss,
    };
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

const built = spawnSync('make', ['--no-print-directory', '-s', 'dist/codegen/cli.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) throw new Error('could not build dist/codegen/cli.mjs');
await mkdir(join(ROOT, 'public/generated-artwork'), { recursive: true }).catch(() => undefined);

const results: Figures[] = [];
for (const factor of FACTORS) {
  const started = performance.now();
  results.push(await measure(factor));
  console.log(`scale ${factor}× measured in ${((performance.now() - started) / 1000).toFixed(0)} s: ${JSON.stringify(results.at(-1), (_, v) => (typeof v === 'number' ? Math.round(v) : v))}`);
}

// The table: one row per figure, one column per factor, then the growth exponents against 1×.
const base = results[0]!;
const exponent = (f: Figures, value: (f: Figures) => number) => Math.log(value(f) / value(base)) / Math.log(f.contentBytes / base.contentBytes);
const rows: [string, (f: Figures) => number, (x: number) => string, string][] = [
  ['cold generate', (f) => f.coldMs, ms, '≤ 6000 ms'],
  ['no-op generate', (f) => f.noopMs, ms, '≤ 500 ms'],
  ['hot regenerate (one text)', (f) => f.hotMs, ms, '≤ 60 ms'],
  ['build (make build-site)', (f) => f.buildMs, ms, '≤ 60000 ms'],
  ['peak RSS: cold generate', (f) => f.coldRssMiB, (x) => `${x.toFixed(0)} MiB`, ''],
  ['peak RSS: watcher', (f) => f.hotRssMiB, (x) => `${x.toFixed(0)} MiB`, ''],
  ['peak RSS: build', (f) => f.buildRssMiB, (x) => `${x.toFixed(0)} MiB`, ''],
  ['peak RSS: server under load', (f) => f.serverRssMiB, (x) => `${x.toFixed(0)} MiB`, ''],
  ['page cache for every page', (f) => f.cacheMiB, (x) => `${x.toFixed(0)} MiB`, 'default budget 64 MiB'],
  ['server, every page cached', (f) => f.cachedRps, (x) => `${x.toFixed(0)} req/s`, ''],
  ['server, default cache budget', (f) => f.defaultCacheRps, (x) => `${x.toFixed(0)} req/s`, ''],
  ['server, uncached (renders)', (f) => f.uncachedRps, (x) => `${x.toFixed(0)} req/s`, ''],
];
const width = 16;
const pad = (s: string) => s.padStart(width);
console.log(`\nScale benchmark (docs/decisions.md D52): ${RUNS} cold/no-op runs each (median), ${SECONDS} s of load per server figure over ${CONNECTIONS} connections`);
console.log(`${'content'.padEnd(30)}${results.map((f) => pad(`${f.factor}×`)).join('')}`);
console.log(`${'  regions / live pages'.padEnd(30)}${results.map((f) => pad(`${f.regions} / ${f.pages}`)).join('')}`);
console.log(`${'  generated bundles'.padEnd(30)}${results.map((f) => pad(`${(f.contentBytes / 1048576).toFixed(1)} MiB (${(f.contentBytes / base.contentBytes).toFixed(1)}×)`)).join('')}`);
const others = results.slice(1);
console.log(`${''.padEnd(30)}${results.map(() => pad('')).join('')}${others.map((f) => pad(`exp ${f.factor}×`)).join('')}   target at 10×`);
for (const [label, value, format, target] of rows) {
  console.log(`${label.padEnd(30)}${results.map((f) => pad(format(value(f)))).join('')}${others.map((f) => pad(exponent(f, value).toFixed(2))).join('')}   ${target}`);
}
console.log('exp: growth exponent log(figure_N / figure_1) / log(content_N / content_1) against the measured content factor; ≤ 1 is no worse than linear (for req/s: 0 is flat, negative is slower).');
