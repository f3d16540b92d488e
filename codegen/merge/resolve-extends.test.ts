import { describe, expect, it } from 'vitest';
import { loadYaml } from '../read/load-yaml.ts';
import { deepMerge, resolveExtends, type RegionDocument } from './resolve-extends.ts';
import type { RegionCode } from '../read/workspace.ts';

const LANGUAGE: Record<RegionCode, string> = { us: 'en', uk: 'en', eu: 'en', fr: 'fr', de: 'de', kr: 'ko', jp: 'ja', cn: 'zh' };
const languageOf = (r: RegionCode) => LANGUAGE[r]!;

function doc(region: RegionCode, text: string): [RegionCode, RegionDocument] {
  const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
  expect(loaded.diagnostics).toEqual([]);
  return [region, { loaded, data: loaded.data as Record<string, unknown> }];
}
const docs = (...entries: [RegionCode, RegionDocument][]) => new Map(entries);
const at = (list: { file: string; line: number; column: number; rule: string }[]) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

const US = 'subscribe:\n  title: Join\n  button: Subscribe\nnavs: [a, b]\ncountdown:\n  days: days\n';

describe('deepMerge', () => {
  it('merges lists of items with ids by id, keeps inherited order and inserts new ids after the item written before them', () => {
    const base = {
      sections: [
        { id: 'hero', title: 'A', body: 'x' },
        { id: 'specs', title: 'S' },
        { id: 'gallery', title: 'G' },
      ],
    };
    const own = {
      sections: [
        { id: 'specs', title: 'Spécs' },
        { id: 'notes', title: 'N' },
        { id: 'hero', title: 'Héros' },
      ],
    };
    expect(deepMerge(base, own)).toEqual({
      sections: [
        { id: 'hero', title: 'Héros', body: 'x' },
        { id: 'specs', title: 'Spécs' },
        { id: 'notes', title: 'N' },
        { id: 'gallery', title: 'G' },
      ],
    });
  });

  it('replaces a list whose items have no ids whole (regional data)', () => {
    expect(deepMerge({ items: [{ product: 'a' }, { product: 'b' }] }, { items: [{ product: 'c' }] })).toEqual({ items: [{ product: 'c' }] });
  });

  it('merges maps key by key', () => {
    expect(deepMerge({ a: { x: 1, y: 2 }, b: 1 }, { a: { y: 3, z: 4 } })).toEqual({ a: { x: 1, y: 3, z: 4 }, b: 1 });
  });

  it('merges nested maps at every depth', () => {
    expect(deepMerge({ a: { b: { c: 1, d: 2 } } }, { a: { b: { d: 3 } } })).toEqual({ a: { b: { c: 1, d: 3 } } });
  });

  it('replaces lists whole', () => {
    expect(deepMerge({ navs: [1, 2, 3] }, { navs: [9] })).toEqual({ navs: [9] });
  });

  it('replaces a map by a text and a text by a map', () => {
    expect(deepMerge({ a: { x: 1 }, b: 'text' }, { a: 'text', b: { y: 2 } })).toEqual({ a: 'text', b: { y: 2 } });
  });

  it('leaves both inputs as they were', () => {
    const base = { a: { x: 1 } };
    const own = { a: { y: 2 } };
    deepMerge(base, own);
    expect(base).toEqual({ a: { x: 1 } });
    expect(own).toEqual({ a: { y: 2 } });
  });
});

describe('resolveExtends', () => {
  it('merges uk over the us document it extends, without `extends`', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('us', US), doc('uk', 'extends: us\nsubscribe:\n  title: Join the crew\nnavs: [c]\n')), languageOf);
    expect(diagnostics).toEqual([]);
    expect(merged.get('uk')).toEqual({ subscribe: { title: 'Join the crew', button: 'Subscribe' }, navs: ['c'], countdown: { days: 'days' } });
    expect(merged.get('us')).toEqual({ subscribe: { title: 'Join', button: 'Subscribe' }, navs: ['a', 'b'], countdown: { days: 'days' } });
  });

  it('follows a chain of inheritance', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('eu', 'extends: uk\ncountdown:\n  days: Days\n'), doc('uk', 'extends: us\nsubscribe:\n  title: UK\n'), doc('us', US)), languageOf);
    expect(diagnostics).toEqual([]);
    expect(merged.get('eu')).toEqual({ subscribe: { title: 'UK', button: 'Subscribe' }, navs: ['a', 'b'], countdown: { days: 'Days' } });
  });

  it('reports a cycle at an `extends`, and merges neither region', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('uk', 'extends: eu\na: 1\n'), doc('eu', 'extends: uk\nb: 1\n')), languageOf);
    expect(diagnostics.map((d) => d.rule)).toEqual(['extends-cycle']);
    expect(diagnostics[0]!.message).toMatch(/uk -> eu -> uk|eu -> uk -> eu/);
    expect(at(diagnostics)[0]).toMatch(/^content-yaml\/(uk|eu)\/site\.yaml:1:10 /);
    expect([...merged.keys()]).toEqual([]);
  });

  it('reports a document that extends itself', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('us', 'extends: us\na: 1\n')), languageOf);
    expect(at(diagnostics)).toEqual(['content-yaml/us/site.yaml:1:10 [extends-cycle]']);
    expect(merged.has('us')).toBe(false);
  });

  it('reports inheritance across languages', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('us', US), doc('fr', '# French\nextends: us\na: 1\n')), languageOf);
    expect(at(diagnostics)).toEqual(['content-yaml/fr/site.yaml:2:10 [extends-language]']);
    expect(diagnostics[0]!.message).toContain('fr');
    expect(merged.has('fr')).toBe(false);
    expect(merged.has('us')).toBe(true);
  });

  it('reports an override that changes the type of the item it inherits (the merge would mix two types)', () => {
    const page = (region: RegionCode, text: string): RegionDocument => {
      const loaded = loadYaml(`content-yaml/${region}/pages/p.yaml`, Buffer.from(text));
      return { loaded, data: loaded.data as Record<string, unknown> };
    };
    const us = page('us', 'sections:\n- id: a\n  type: guide-grid\n  title: A\n- id: b\n  type: prose\n');
    const uk = page('uk', 'extends: us\nsections:\n- id: b\n  type: prose\n- id: a\n  type: feature-grid\n  title: Aa\n');
    const { merged, diagnostics } = resolveExtends(
      new Map([
        ['us', us],
        ['uk', uk],
      ]),
      languageOf,
    );
    expect(diagnostics.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`)).toEqual(['content-yaml/uk/pages/p.yaml:6:9 [extends-type]']);
    expect(diagnostics[0]!.message).toContain('"feature-grid"');
    expect(merged.has('uk')).toBe(true);
    const same = page('uk', 'extends: us\nsections:\n- id: a\n  type: guide-grid\n  title: Aa\n');
    expect(
      resolveExtends(
        new Map([
          ['us', us],
          ['uk', same],
        ]),
        languageOf,
      ).diagnostics,
    ).toEqual([]);
  });

  it('reports a parent that has no file, naming the file it looked for', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('uk', 'extends: eu\na: 1\n')), languageOf);
    expect(at(diagnostics)).toEqual(['content-yaml/uk/site.yaml:1:10 [extends-target]']);
    expect(diagnostics[0]!.message).toContain('content-yaml/eu/site.yaml');
    expect(merged.has('uk')).toBe(false);
  });

  it('stays silent about a parent whose file exists but is invalid, and does not merge the heir', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('uk', 'extends: us\na: 1\n')), languageOf, new Set<RegionCode>(['us', 'uk']));
    expect(diagnostics).toEqual([]);
    expect(merged.has('uk')).toBe(false);
  });

  it('does not merge a region whose parent failed', () => {
    const { merged, diagnostics } = resolveExtends(docs(doc('eu', 'extends: uk\na: 1\n'), doc('uk', 'extends: fr\nb: 1\n')), languageOf);
    expect(diagnostics.map((d) => `${d.file} [${d.rule}]`)).toEqual(['content-yaml/uk/site.yaml [extends-language]']);
    expect([...merged.keys()]).toEqual([]);
  });
});
