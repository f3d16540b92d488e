import { describe, expect, it } from 'vitest';
import { diagnostic, type Diagnostic } from '../diagnostics.ts';
import { createMemo } from '../memo.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { emptyMeanings } from '../validate/meaning.ts';
import type { AnyCheck } from './define.ts';
import { readsOf, type CheckSource } from './reads.ts';
import type { RegionsDocument } from '../../dist/generated/content-types.ts';
import { createCheckRunner } from './run.ts';
import type { ContentFile } from './units.ts';

const file = (path: string, text: string, kind: ContentFile['kind']): ContentFile => {
  const loaded = loadYaml(path, Buffer.from(text));
  return { kind, loaded, data: loaded.data as Record<string, unknown>, meanings: emptyMeanings() };
};
const regions = (currency: string) =>
  ({ referenceRegion: 'us', unprefixedRegion: 'us', hosts: {}, regions: { us: { apiFamily: 'global', language: 'en', formatLocale: 'en-US', currency, links: {} } } }) as unknown as RegionsDocument;
const source = (files: ContentFile[], regionsDoc?: RegionsDocument, artwork: ReadonlySet<string> = new Set()): CheckSource => ({
  files,
  pageFiles: new Map(),
  schemasKey: 'schemas',
  regions: regionsDoc,
  sites: new Map(),
  catalogs: new Map(),
  pages: new Map(),
  mergedPages: new Map(),
  mergedSites: new Map(),
  artwork,
  factTableOf: () => new Map(),
  meaningsOf: () => emptyMeanings(),
  prose: () => ({ diagnostics: [], links: [] }),
  remember: createMemo().remember,
  derive: (_owner, _name, compute) => compute(readsOf(source(files, regionsDoc, artwork))),
});

/** A check that counts its runs and reports each file once with what it read. */
function counting() {
  const runs: string[] = [];
  const checks: AnyCheck[] = [
    {
      name: 'per file',
      scope: 'file',
      kinds: ['site'],
      check: (f, read) => {
        runs.push(`file ${f.loaded.file} ${read.artwork().size}`);
        return [diagnostic('markup', { file: f.loaded.file, line: 1, column: 1 }, `artwork ${read.artwork().size}`)];
      },
    },
    {
      name: 'per site',
      scope: 'site',
      needs: ['regions'],
      check: (read): Diagnostic[] => {
        runs.push(`site ${read.regions().regions.us!.currency}`);
        return [];
      },
    },
  ];
  return { runs, runner: createCheckRunner(checks) };
}

describe('createCheckRunner', () => {
  const us = file('content-yaml/us/site.yaml', 'a: 1\n', { kind: 'site', region: 'us' });
  const fr = file('content-yaml/fr/site.yaml', 'a: 2\n', { kind: 'site', region: 'fr' });

  it('runs a check per unit of its scope, only on the kinds it names, and skips a check whose table is missing', () => {
    const { runs, runner } = counting();
    expect(runner.run(source([us, fr, file('content-yaml/routes.yaml', 'routes: []\n', { kind: 'routes' })])).map((d) => d.file)).toEqual(['content-yaml/us/site.yaml', 'content-yaml/fr/site.yaml']);
    expect(runs).toEqual(['file content-yaml/us/site.yaml 0', 'file content-yaml/fr/site.yaml 0']);
  });

  it('keeps a result while the unit and every read answer the same, and runs again when one read changes', () => {
    const { runs, runner } = counting();
    const artwork = new Set(['a']);
    const usd = regions('USD');
    runner.run(source([us, fr], usd, artwork));
    runs.length = 0;
    runner.run(source([us, fr], usd, artwork));
    expect(runs).toEqual([]);
    // A new file object for fr (its bytes changed): only fr's file check runs again.
    const fr2 = file('content-yaml/fr/site.yaml', 'a: 3\n', { kind: 'site', region: 'fr' });
    runner.run(source([us, fr2], usd, artwork));
    expect(runs).toEqual(['file content-yaml/fr/site.yaml 1']);
    runs.length = 0;
    // Another artwork set: every file check read it, so each runs again; the site check did not read it.
    expect(runner.run(source([us, fr2], usd, new Set(['a', 'b']))).map((d) => d.message)).toEqual(['artwork 2', 'artwork 2']);
    expect(runs).toEqual(['file content-yaml/us/site.yaml 2', 'file content-yaml/fr/site.yaml 2']);
    runs.length = 0;
    // regions.yaml changed: the site check, which read it, runs again; nothing else does.
    runner.run(source([us, fr2], regions('EUR'), new Set(['a', 'b'])));
    expect(runs).toEqual(['site EUR']);
  });

  it("runs the launch checks only when asked, with the run's warnings", () => {
    const runner = createCheckRunner([
      {
        name: 'launch: warning',
        scope: 'launch',
        rule: 'warning',
        find: (_read, warnings) => warnings.map((w) => ({ file: w.file, line: w.line, column: w.column, regions: ['us'], message: w.message })),
      },
    ]);
    const warning = diagnostic('markup', { file: 'f.yaml', line: 2, column: 3 }, 'odd', undefined, 'warning');
    expect(runner.run(source([]))).toEqual([]);
    expect(runner.launch(source([]), [warning])).toEqual([{ rule: 'warning', found: [{ file: 'f.yaml', line: 2, column: 3, regions: ['us'], message: 'odd' }] }]);
  });
});
