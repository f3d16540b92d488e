import { existsSync, watch, type FSWatcher } from 'node:fs';
import { join } from 'node:path';
import { formatReport } from './report.ts';
import type { CompileCache } from './compile-cache.ts';
import { createGenerator } from './generate.ts';
import { readWorkspace } from './read/read-workspace.ts';
import { SECTIONS_DIR } from './checks/section-folder.ts';
import { isLockPath, type TranslationReport } from './records/stale-translations.ts';
import { createOutputWriter, writeKept } from './emit/write-output.ts';

export interface WatchReport {
  ok: boolean;
  written: string[];
  parsed: string[];
  report: string;
  ms: number;
  /** After a run without errors: the translation status per region (stale-translations.ts; /dev/translations in make dev). */
  translations?: TranslationReport;
}

/**
 * What codegen reads (read-workspace.ts): the content, the schemas, the artwork and clip files, and
 * the section folders (a new folder is a new section type; a component or meta.json added clears the
 * error that waited for it). A component's source is not codegen's input: an edit of it regenerates nothing.
 */
const WATCHED: { dir: string; recursive: boolean; relevant?: (name: string, event: string) => boolean }[] = [
  // Not the translation records: the watcher writes them itself (a run that only rewrote one has nothing new to check).
  { dir: 'content-yaml', recursive: true, relevant: (name) => !isLockPath(name.split('\\').join('/')) },
  { dir: 'schemas', recursive: true },
  { dir: 'service/schemas', recursive: true },
  { dir: 'public/artwork', recursive: true },
  { dir: 'public/videos', recursive: true },
  // A folder or file added, removed or renamed (a 'rename' event), or an edit of a schema.json or meta.json.
  { dir: SECTIONS_DIR, recursive: true, relevant: (name, event) => event === 'rename' || name.endsWith('.json') },
];

/** Whether a change the file system reports under `dir` (a folder of WATCHED) is one to regenerate for. */
export function watchedChange(dir: string, name: string | null, event: string): boolean {
  const relevant = WATCHED.find((w) => w.dir === dir)?.relevant;
  return !relevant || !name || relevant(name, event);
}

/**
 * Regenerates on every change of what WATCHED lists (a picture or clip added or removed
 * decides the missing-picture and missing-video checks). Keeps one
 * generator, so only the edited file is parsed and only outputs whose input
 * changed are emitted and written. A bad edit is reported and the last good
 * output stays in place.
 */
export function createWatcher(deps: { root: string; outDir: string; onReport: (report: WatchReport) => void; debounceMs?: number; cache?: CompileCache }) {
  const generator = createGenerator(deps.cache ? { cache: deps.cache } : {});
  const write = createOutputWriter(deps.outDir);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;
  let again = false;
  const watchers: FSWatcher[] = [];

  const runOnce = async () => {
    const started = performance.now();
    try {
      const input = await readWorkspace(deps.root);
      const result = await generator.run(input);
      const report = formatReport(result.diagnostics, result.sources);
      if (!result.files) {
        deps.onReport({ ok: false, written: [], parsed: result.stats.parsed, report, ms: performance.now() - started });
        return;
      }
      const { written, removed } = await write(result.files);
      const kept = result.docs ? await writeKept(deps.root, result.docs) : [];

      deps.onReport({
        ok: true,
        written: [...written, ...removed, ...kept],
        parsed: result.stats.parsed,
        report,
        ms: performance.now() - started,
        ...(result.translations ? { translations: result.translations.report } : {}),
      });
    } catch (error) {
      deps.onReport({ ok: false, written: [], parsed: [], report: `internal error: ${(error as Error).stack ?? String(error)}`, ms: performance.now() - started });
    }
  };
  const trigger = () => {
    if (running !== undefined) {
      again = true;
      return;
    }
    running = runOnce().finally(() => {
      running = undefined;
      if (again) {
        again = false;
        trigger();
      }
    });
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(trigger, deps.debounceMs ?? 5);
  };

  return {
    /** Runs once, then watches. */
    async start() {
      trigger();
      await running;
      for (const { dir, recursive } of WATCHED) {
        if (!existsSync(join(deps.root, dir))) continue;
        watchers.push(
          watch(join(deps.root, dir), { recursive }, (event, name) => {
            if (watchedChange(dir, name === null ? null : String(name), event)) schedule();
          }),
        );
      }
    },
    close() {
      clearTimeout(timer);
      for (const w of watchers) w.close();
    },
    /** Resolves when no run is pending (for tests and benchmarks). */
    async idle() {
      while (running !== undefined) await running;
    },
  };
}
export type Watcher = ReturnType<typeof createWatcher>;
