import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from './test-workspace.ts';
import { lockFile } from './records/stale-translations.ts';
import { createWatcher, watchedChange, type WatchReport, type Watcher } from './watch.ts';

let ws: Workspace;
let watcher: Watcher;
const reports: WatchReport[] = [];
let waiting: ((r: WatchReport) => void) | undefined;

/** Resolves with the next report after `action` (an edit on disk). */
function nextReport(action: () => Promise<void>): Promise<WatchReport> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('no report within 10 s')), 10_000);
    waiting = (r) => {
      clearTimeout(timer);
      resolve(r);
    };
    action().catch(reject);
  });
}

beforeAll(async () => {
  ws = await createWorkspace();
  watcher = createWatcher({
    root: ws.root,
    outDir: ws.outDir,
    debounceMs: 20,
    onReport: (r) => {
      reports.push(r);
      const w = waiting;
      waiting = undefined;
      w?.(r);
    },
  });
  await watcher.start();
  expect(reports[0]?.ok).toBe(true);
}, 60_000);
afterAll(async () => {
  watcher.close();
  await ws.dispose();
});

describe('watch mode', () => {
  it('notices an artwork file removed and added back', async () => {
    // a rendered figure (D74): a binary master, read and written back as bytes
    const webp = await readFile(join(ws.root, 'public/artwork/t9-interstellar-agent.webp'));
    const removed = await nextReport(() => ws.remove('public/artwork/t9-interstellar-agent.webp'));
    expect(removed.ok).toBe(false);
    expect(removed.report).toMatch(/content-yaml\/cn\/pages\/home\.yaml:\d+:\d+ error \[missing-picture\] There is no picture "t9-interstellar-agent"/);
    const restored = await nextReport(() => ws.write('public/artwork/t9-interstellar-agent.webp', webp));
    expect(restored.ok).toBe(true);
    expect(restored.written).toEqual([]);
  });

  it('notices a clip file removed and added back', async () => {
    const mp4 = await readFile(join(ws.root, 'public/videos/buzz-lightyear-space-ranger-alpha-wings.mp4'));
    const removed = await nextReport(() => ws.remove('public/videos/buzz-lightyear-space-ranger-alpha-wings.mp4'));
    expect(removed.ok).toBe(false);
    expect(removed.report).toMatch(/content-yaml\/us\/pages\/buzz-lightyear-space-ranger-alpha\.yaml:53:\d+ error \[missing-video\] There is no clip "buzz-lightyear-space-ranger-alpha-wings"/);
    const restored = await nextReport(() => ws.write('public/videos/buzz-lightyear-space-ranger-alpha-wings.mp4', mp4));
    expect(restored.ok).toBe(true);
    expect(restored.written).toEqual([]);
  });

  it('notices a section component removed and added back', async () => {
    const file = 'runtime/ui/sections/faq/Faq.tsx';
    const component = await ws.read(file);
    const dropped = await nextReport(() => ws.remove(file));
    expect(dropped.ok).toBe(false);
    expect(dropped.report).toMatch(/error \[section-folder\] .*"faq"/);
    const restored = await nextReport(() => ws.write(file, component));
    expect(restored.ok).toBe(true);
    expect(restored.written).toEqual([]);
  });

  it('re-parses only the edited file and rewrites only its region bundle', async () => {
    const report = await nextReport(() => ws.replace('content-yaml/fr/site.yaml', 'title: Rejoignez', 'title: Rejoignez vite'));
    expect(report.ok).toBe(true);
    expect(report.parsed).toEqual(['content-yaml/fr/site.yaml']);
    // The translator's edit is recorded in the translation record too (fresh against the current reference).
    expect(report.written).toEqual(['regions/fr.ts', lockFile('fr')]);
    expect((await ws.snapshot()).get('regions/fr.ts')?.content).toContain('Rejoignez vite');
  });

  it('starts no run for the translation record it writes itself', async () => {
    // A record (and the temporary file it is written through) is no change to check: no loop on its own output.
    expect(watchedChange('content-yaml', 'translations/fr.lock.json', 'change')).toBe(false);
    expect(watchedChange('content-yaml', `translations/fr.lock.json.${process.pid}.tmp`, 'rename')).toBe(false);
    expect(watchedChange('content-yaml', 'fr/site.yaml', 'change')).toBe(true);
    const edit = await nextReport(() => ws.replace('content-yaml/fr/site.yaml', 'title: Rejoignez vite', 'title: Rejoignez-nous vite'));
    expect(edit.written).toEqual(['regions/fr.ts', lockFile('fr')]);
    // The next report is the next edit's: no run came between for the record written above.
    const next = await nextReport(() => ws.replace('content-yaml/fr/site.yaml', 'title: Rejoignez-nous vite', 'title: Rejoignez vite'));
    expect(next.parsed).toEqual(['content-yaml/fr/site.yaml']);
    expect(next.written).toEqual(['regions/fr.ts', lockFile('fr')]);
  });

  it('regenerates the regions that inherit from an edited reference text', async () => {
    const report = await nextReport(() => ws.replace('content-yaml/us/site.yaml', 'watchVideo: Watch Video', 'watchVideo: Watch the Video'));
    expect(report.ok).toBe(true);
    expect(report.written.sort()).toEqual(['regions/eu.ts', 'regions/uk.ts', 'regions/us.ts']);
  });

  it('keeps running after a bad edit, reports it, keeps the last good output, and recovers', async () => {
    const before = await ws.snapshot();
    const bad = await nextReport(() => ws.replace('content-yaml/de/site.yaml', '  button:', '  buton:'));
    expect(bad.ok).toBe(false);
    expect(bad.report).toMatch(/content-yaml\/de\/site\.yaml:\d+:3 error \[schema\] Unknown key "buton"/);
    expect(await ws.snapshot()).toEqual(before);

    const fixed = await nextReport(() => ws.replace('content-yaml/de/site.yaml', '  buton:', '  button:'));
    expect(fixed.ok).toBe(true);
    expect(fixed.parsed).toEqual(['content-yaml/de/site.yaml']);
    expect(fixed.written).toEqual([]); // the content is back to what was generated last
  });
});
