/**
 * Codegen benchmarks (targets: cold generate ≤ 1.5 s on 2 cores, `make generate`
 * with nothing changed ≤ 300 ms; watch-mode save-to-output ≤ 50 ms). Prints
 * figures; asserts nothing. "Cold" is a new process with an empty output
 * folder: every content file read, parsed, validated, checked and emitted; what
 * codegen compiles from the schemas and its own code (validators, types, module
 * shapes) comes from its compile cache (dist/codegen/.cache, codegen/compile-cache.ts)
 * — measured again with that cache emptied, as after a schema or codegen change.
 *
 *   make bench            (or: node bench/generate.bench.ts)
 */
import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hotEditLatencies } from './hot-edit.ts';
import { median, ms, p90 } from './stats.ts';

const ROOT = join(import.meta.dirname, '..');
const RUNS = Number(process.env.BENCH_RUNS ?? 9);

async function workspace() {
  const root = await mkdtemp(join(tmpdir(), 'codegen-bench-'));
  await cp(join(ROOT, 'content-yaml'), join(root, 'content-yaml'), { recursive: true });
  await cp(join(ROOT, 'schemas'), join(root, 'schemas'), { recursive: true });
  await cp(join(ROOT, 'runtime/ui/sections'), join(root, 'runtime/ui/sections'), { recursive: true });
  // A section folder's check.ts imports codegen/ and core/, which the run loads from there (as make generate does).
  for (const dir of ['codegen', 'core']) await symlink(join(ROOT, dir), join(root, dir));
  await cp(join(ROOT, 'public/artwork'), join(root, 'public/artwork'), { recursive: true });
  return root;
}

const built = spawnSync('make', ['--no-print-directory', '-s', 'dist/codegen/cli.mjs'], { cwd: ROOT, stdio: 'inherit' });
if (built.status !== 0) throw new Error('could not build dist/codegen/cli.mjs');

// 1. Cold generate: a new process each run, empty output folder (everything emitted and written).
const root = await workspace();
const cold: number[] = [];
const warm: number[] = [];
const uncompiled: number[] = [];
const coldCpu: number[] = [];
const uncompiledCpu: number[] = [];
let maxRss = 0;
const statsOf = (stderr: string) => JSON.parse(/codegen-stats (.*)/.exec(stderr)?.[1] ?? '{"maxRssKiB":0,"cpuMs":0}') as { maxRssKiB: number; cpuMs: number };
for (let i = 0; i < RUNS; i++) {
  await rm(join(root, 'dist'), { recursive: true, force: true });
  await rm(join(ROOT, 'dist/codegen/.cache'), { recursive: true, force: true });
  for (const [list, label] of [
    [uncompiled, 'cold, compile cache empty'],
    [warm, 'unchanged'],
  ] as const) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(ROOT, 'dist/codegen/cli.mjs'), `--root=${root}`], { encoding: 'utf8', env: { ...process.env, CODEGEN_STATS: '1' } });
    list.push(performance.now() - started);
    if (run.status !== 0) throw new Error(`${label} generate failed:\n${run.stderr}`);
    if (list === uncompiled) uncompiledCpu.push(statsOf(run.stderr).cpuMs);
  }
  await rm(join(root, 'dist'), { recursive: true, force: true });
  for (const [list, label] of [[cold, 'cold']] as const) {
    const started = performance.now();
    const run = spawnSync(process.execPath, [join(ROOT, 'dist/codegen/cli.mjs'), `--root=${root}`], { encoding: 'utf8', env: { ...process.env, CODEGEN_STATS: '1' } });
    list.push(performance.now() - started);
    if (run.status !== 0) throw new Error(`${label} generate failed:\n${run.stderr}`);
    maxRss = Math.max(maxRss, statsOf(run.stderr).maxRssKiB);
    coldCpu.push(statsOf(run.stderr).cpuMs);
  }
}
const makeRuns: number[] = [];
for (let i = 0; i < Math.min(RUNS, 5); i++) {
  const started = performance.now();
  const run = spawnSync('make', ['--no-print-directory', '-s', 'generate'], { cwd: ROOT, encoding: 'utf8' });
  makeRuns.push(performance.now() - started);
  if (run.status !== 0) throw new Error(run.stderr);
}
console.log(`cold generate, new process, empty dist/ (${RUNS} runs): median ${ms(median(cold))}, p90 ${ms(p90(cold))}   target ≤ 1500 ms   (CPU user+sys median ${ms(median(coldCpu))})`);
console.log(`  the same with the compile cache empty (after a schema or codegen change): median ${ms(median(uncompiled))}, p90 ${ms(p90(uncompiled))}   (CPU median ${ms(median(uncompiledCpu))})`);
console.log(`generate with nothing changed (${RUNS} runs):            median ${ms(median(warm))} (inputs hashed, pipeline skipped)`);
console.log(`\`make generate\` whole command, nothing changed (${makeRuns.length} runs): median ${ms(median(makeRuns))}, max ${ms(Math.max(...makeRuns))}   target ≤ 300 ms`);
console.log(`peak memory of a generate process:                   ${(maxRss / 1024).toFixed(0)} MiB`);

// 2. Watch mode: from saving one edited region file to its regenerated output on disk.
const latencies = await hotEditLatencies(root, Math.max(RUNS * 3, 20), 2);
console.log(`watch: save of fr/site.yaml -> regions/fr.ts written (${latencies.length} edits): median ${ms(median(latencies))}, p90 ${ms(p90(latencies))}   target ≤ 50 ms`);
console.log(`peak memory of the watching process:                 ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MiB`);
await rm(root, { recursive: true, force: true });
