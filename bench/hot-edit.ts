/**
 * Hot regenerate, as a translator meets it: the watcher (codegen/watch.ts) runs over a copy of the content, and
 * fr/site.yaml is saved again and again with one text changed; each edit is timed from the save to its region's
 * module written. Used by bench/generate.bench.ts (today's content) and bench/scale.bench.ts (1×, 3×, 10×).
 */
import { readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createWatcher, type WatchReport } from '../codegen/watch.ts';

/** The milliseconds of each of `edits` saves after the first `warmup` (which warm the JIT). */
export async function hotEditLatencies(root: string, edits: number, warmup: number): Promise<number[]> {
  const file = join(root, 'content-yaml/fr/site.yaml');
  const original = await readFile(file, 'utf8');
  let onReport: ((r: WatchReport) => void) | undefined;
  const watcher = createWatcher({ root, outDir: join(root, 'dist/generated'), onReport: (r) => onReport?.(r) });
  await watcher.start();
  const latencies: number[] = [];
  try {
    for (let i = 0; i < edits; i++) {
      // A word, not a digit: a number the us text does not state is a [number] warning of its own.
      const edited = original.replace('Rejoignez la communauté Mechanova', `Rejoignez la communauté Mechanova ${'x'.repeat(i + 1)}`);
      const done = new Promise<WatchReport>((resolve) => {
        // The report of this edit: one that parsed the file (a report of the start, with the content's warnings, may come first).
        onReport = (r) => {
          if (r.parsed.some((f) => f.endsWith('fr/site.yaml'))) resolve(r);
        };
      });
      const started = performance.now();
      // Saved as editors do, by rename: a plain write can be read half-done (an empty file) on a busy machine.
      await writeFile(`${file}.tmp`, edited);
      await rename(`${file}.tmp`, file);
      const report = await done;
      const elapsed = performance.now() - started;
      if (!report.ok || !report.written.includes('regions/fr.ts')) throw new Error(`unexpected watch report: ${JSON.stringify(report).slice(0, 2000)}`);
      if (i >= warmup) latencies.push(elapsed);
      await new Promise((r) => setTimeout(r, 30));
    }
  } finally {
    watcher.close();
    await writeFile(file, original);
  }
  return latencies;
}
