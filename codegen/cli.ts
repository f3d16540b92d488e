/**
 * `make generate` / `npm run generate [-- --watch]`: checks content-yaml/ and
 * writes dist/generated/. Exit status 1 on any error; nothing is written then.
 * `--launch` (`make launch-check`): checks the same way, writes nothing, and reports per region what
 * still blocks a real launch (codegen/checks/launch.ts); exit status 1 on an error, or when a region of
 * LAUNCH_REGIONS (comma-separated; default none) is not ready. `--frames` adds each blocker's code frame.
 * `--translations` (`make translations`): checks the same way, writes nothing, and reports per region and file the
 * stale, copied (untranslated) and confirmed texts (codegen/records/stale-translations.ts); `--summary` prints the totals only.
 * `--confirm --file=<file or folder> [--key=<text path>]` (`make confirm-translation`): generates, recording the stale
 * texts named as confirmed against their current reference (the region's content-yaml/translations/<region>.lock.json).
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import * as nodeModule from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inputsHash, isUpToDate, outputHashes, readStamp, walk } from './read/input-stamp.ts';

const args = process.argv.slice(2);
const root = resolve(args.find((a) => a.startsWith('--root='))?.slice('--root='.length) ?? '.');
const outDir = resolve(root, args.find((a) => a.startsWith('--out='))?.slice('--out='.length) ?? 'dist/generated');
const color = process.stdout.isTTY && !process.env.NO_COLOR;
const paint = (code: number, text: string) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);

// The pipeline's modules (ajv, ts-morph, the type emitter) load only when there is work: a run
// whose inputs equal the last good run's skips them, so a no-op `make generate` costs a hash.
const pipeline = async () => {
  const [{ formatReport }, { createGenerator }, { readWorkspace }, { createWatcher }, { writeOutput, writeKept }, cache] = await Promise.all([
    import('./report.ts'),
    import('./generate.ts'),
    import('./read/read-workspace.ts'),
    import('./watch.ts'),
    import('./emit/write-output.ts'),
    compileCache(),
  ]);
  return { formatReport, createGenerator, readWorkspace, createWatcher, writeOutput, writeKept, cache };
};
const launchRegions = (process.env.LAUNCH_REGIONS ?? '')
  .split(',')
  .map((r) => r.trim())
  .filter(Boolean);
const stampPath = resolve(outDir, '..', '.generate-stamp.json');
// The bundled CLI and its chunks hold codegen/ and core/: a change there is a change of input.
const here = dirname(fileURLToPath(import.meta.url));
const codegenFiles = walk(here, (name) => name.endsWith('.mjs') || name.endsWith('.ts'));
// What codegen compiles from the schemas and its own code (codegen/compile-cache.ts), beside the bundled
// CLI (`make` rebuilds the bundle into a fresh dist/codegen/ whenever codegen/ or core/ changes; the keys
// carry a hash of the bundle too). Run from source (tsx, tests), the cache is the process's memory.
const compileCacheDir = fileURLToPath(import.meta.url).endsWith('.mjs') ? join(here, '.cache') : undefined;
// Node's own cache beside it: the bytecode of the bundle's chunks, and the TypeScript it strips from a section
// folder's check.ts (imported as it is: read/read-workspace.ts), so a new process does neither again.
// (Node 22.1+: the project's Node 24 has it; an older node on the PATH runs without it.)
if (compileCacheDir) nodeModule.enableCompileCache?.(join(compileCacheDir, 'node'));
const compileCache = async () => {
  const { createDiskCache, createMemoryCache } = await import('./compile-cache.ts');
  if (!compileCacheDir) return createMemoryCache();
  const hash = createHash('sha256');
  for (const file of codegenFiles) hash.update(readFileSync(file));
  return createDiskCache(compileCacheDir, hash.digest('hex'));
};

if (args.includes('--watch')) {
  const { createWatcher, cache } = await pipeline();
  const watcher = createWatcher({
    root,
    outDir,
    cache,
    onReport: ({ ok, written, report, ms }) => {
      const time = new Date().toLocaleTimeString();
      if (ok)
        console.log(paint(32, `[${time}] generated in ${ms.toFixed(0)} ms: ${written.length ? written.join(', ') : 'no output changed'}`) + (report.startsWith('0 errors, 0') ? '' : `\n${report}`));
      else console.log(`${report}\n${paint(31, `[${time}] not generated: dist/generated/ keeps the last good output. Watching for the fix…`)}`);
    },
  });
  await watcher.start();
  console.log(`watching ${root}: content-yaml/, schemas/, public/artwork/, public/videos/, the section registry and pages/ (Ctrl-C to stop)`);
} else if (args.includes('--launch')) {
  const { formatReport, createGenerator, readWorkspace, cache } = await pipeline();
  const { formatLaunchReport, notReady } = await import('./launch-report.ts');
  const result = await createGenerator({ cache }).run(await readWorkspace(root), { launch: true });
  if (result.diagnostics.length) console.error(formatReport(result.diagnostics, result.sources));
  if (!result.launch) {
    console.error(paint(31, 'No launch report: make generate has errors (above); fix them first.'));
    process.exitCode = 1;
  } else {
    const { regions: codes, blockers } = result.launch;
    const unknown = launchRegions.filter((r) => !codes.includes(r));
    const blocked = notReady(blockers, launchRegions);
    console.log(formatLaunchReport(blockers, codes, { sources: result.sources, frames: args.includes('--frames') }));
    if (unknown.length) {
      console.error(paint(31, `LAUNCH_REGIONS names no region ${unknown.join(', ')} (regions.yaml has ${codes.join(', ')}).`));
      process.exitCode = 1;
    }
    if (blocked.length) {
      console.error(paint(31, `Not ready to launch: ${blocked.join(', ')} (LAUNCH_REGIONS=${launchRegions.join(',')}).`));
      process.exitCode = 1;
    } else if (launchRegions.length && !unknown.length) console.log(paint(32, `Ready to launch: ${launchRegions.join(', ')}.`));
    else if (!launchRegions.length) console.log('LAUNCH_REGIONS is empty: this is a report only (exit 0). LAUNCH_REGIONS=us,uk make launch-check fails while a region listed is not ready.');
  }
} else if (args.includes('--translations')) {
  const { formatReport, createGenerator, readWorkspace, cache } = await pipeline();
  const { formatTranslationReport } = await import('./records/stale-translations.ts');
  const result = await createGenerator({ cache }).run(await readWorkspace(root));
  if (!result.translations) {
    console.error(formatReport(result.diagnostics, result.sources));
    console.error(paint(31, 'No translation report: make generate has errors (above); fix them first.'));
    process.exitCode = 1;
  } else {
    console.log(formatTranslationReport(result.translations.report, { detail: !args.includes('--summary') }));
    if (result.translations.locks) console.log(`(${[...result.translations.locks.keys()].join(', ')} not current: make generate records the texts written since.)`);
  }
} else if (!args.includes('--force') && !args.includes('--confirm') && isUpToDate(readStamp(stampPath), inputsHash(root, codegenFiles), outDir)) {
  const { warnings } = readStamp(stampPath)!;
  if (warnings) console.error(`${warnings}\n(the warnings of the last run: the inputs have not changed since)`);
  console.log(`${outDir} is up to date (inputs unchanged since the last good run; --force regenerates)`);
} else {
  let inputs = inputsHash(root, codegenFiles);
  const { formatReport, createGenerator, readWorkspace, writeOutput, writeKept, cache } = await pipeline();
  const option = (name: string) => args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) || undefined;
  const confirm = args.includes('--confirm') ? { file: option('file'), key: option('key') } : undefined;
  if (confirm && !confirm.file) {
    console.error(paint(31, '--confirm needs --file=<content-yaml/<region>/… file or folder> (make confirm-translation FILE=… [KEY=/text/path]).'));
    process.exit(2);
  }
  const workspace = await readWorkspace(root);
  const result = await createGenerator({ cache }).run(confirm ? { ...workspace, confirm } : workspace);
  const report = result.diagnostics.length ? formatReport(result.diagnostics, result.sources) : '';
  if (report) console.error(report);
  if (!result.files) {
    console.error(paint(31, 'Nothing was generated: fix the errors above, then run `make generate` again.'));
    process.exitCode = 1;
  } else {
    const { written, removed } = await writeOutput(outDir, result.files);
    const kept = result.docs ? await writeKept(root, result.docs) : [];
    written.push(...kept);
    // The translation records are inputs too: a run that rewrote one is stamped with it as written.
    const { isLockPath } = await import('./records/stale-translations.ts');
    const records = kept.filter((file) => isLockPath(file));
    if (records.length) inputs = inputsHash(root, codegenFiles);
    if (confirm) {
      const stale = result.diagnostics.filter((d) => d.rule === 'stale-translation' && d.file.startsWith(confirm.file!)).length;
      console.log(
        `${records.length ? 'confirmed' : 'nothing to confirm'} under ${confirm.file}${confirm.key ? ` ${confirm.key}` : ''}${stale ? ` (${stale} stale text(s) named there remain: see the warnings)` : ''}`,
      );
    }
    console.log(`generated ${result.files.size} files into ${outDir} (${written.length} written, ${removed.length} removed, ${result.files.size - written.length} unchanged)`);
    // Recorded only after a good run: a failed run is always retried.
    writeFileSync(stampPath, JSON.stringify({ inputs, outputs: outputHashes(outDir), ...(report ? { warnings: report } : {}) }));
  }
}
if (process.env.CODEGEN_STATS) {
  // For bench/: peak resident memory of this process, in KiB, and its CPU time (user + system), which a busy machine disturbs less than wall time.
  process.on('exit', () => {
    const { maxRSS, userCPUTime, systemCPUTime } = process.resourceUsage();
    process.stderr.write(`codegen-stats ${JSON.stringify({ maxRssKiB: maxRSS, cpuMs: (userCPUTime + systemCPUTime) / 1000 })}\n`);
  });
}
