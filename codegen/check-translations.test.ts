import { describe, expect, it } from 'vitest';
import { checkTranslations } from './check-translations.ts';
import { loadYaml } from './load-yaml.ts';
import { resolveExtends, type RegionDocument } from './resolve-extends.ts';
import type { RegionCode } from './workspace.ts';

const LANGUAGE: Partial<Record<RegionCode, string>> = { us: 'en', uk: 'en', fr: 'fr', de: 'de' };

const US = [
  'subscribe:', //              1
  '  title: Join', //           2
  '  button: Subscribe', //     3
  'navs:', //                   4
  '  - label: Products', //     5
  '  - label: Support', //      6
  'api:', //                    7
  '  message:', //              8
  '    default: Error', //      9
  '    "4003": Expired', //     10
  'note: null', //              11
  '',
].join('\n');

/** Loads each region's document, resolves `extends` and checks parity against us. */
function check(files: Partial<Record<RegionCode, string>>) {
  const docs = new Map<RegionCode, RegionDocument>();
  for (const [region, text] of Object.entries({ us: US, ...files }) as [RegionCode, string][]) {
    const loaded = loadYaml(`content-yaml/${region}/site.yaml`, Buffer.from(text));
    expect(loaded.diagnostics).toEqual([]);
    docs.set(region, { loaded, data: loaded.data as Record<string, unknown> });
  }
  const { merged, diagnostics } = resolveExtends(docs, (r) => LANGUAGE[r]!);
  expect(diagnostics).toEqual([]);
  return checkTranslations('us', docs, merged);
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

const FR_COMPLETE = 'subscribe:\n  title: Rejoignez\n  button: S\'abonner\nnavs:\n  - label: Produits\n  - label: Assistance\napi:\n  message:\n    default: Erreur\n    "4003": Expirée\n';

describe('checkTranslations', () => {
  it('accepts a complete translation', () => {
    expect(check({ fr: FR_COMPLETE })).toEqual([]);
  });

  it('reports a missing key at the deepest existing key of the region\'s file', () => {
    const found = check({ fr: FR_COMPLETE.replace('  button: S\'abonner\n', '') });
    expect(at(found)).toEqual(['content-yaml/fr/site.yaml:1:1 [missing-translation]']);
    expect(found[0]!.message).toContain('"subscribe.button"');
    expect(found[0]!.message).toContain('content-yaml/us/site.yaml:3');
    expect(found[0]!.hint).toContain('"button" under "subscribe"');
  });

  it('reports an empty text at the text', () => {
    const found = check({ fr: FR_COMPLETE.replace('title: Rejoignez', 'title: ""') });
    expect(at(found)).toEqual(['content-yaml/fr/site.yaml:2:10 [missing-translation]']);
    expect(found[0]!.message).toContain('"subscribe.title"');
  });

  it('reports a missing map once, at the deepest existing key', () => {
    const found = check({ fr: FR_COMPLETE.replace('api:\n  message:\n    default: Erreur\n    "4003": Expirée\n', 'api: {}\n') });
    expect(at(found)).toEqual(['content-yaml/fr/site.yaml:7:1 [missing-translation]']);
    expect(found[0]!.message).toContain('"api.message"');
  });

  it('reports a map written as a text', () => {
    const found = check({ fr: FR_COMPLETE.replace('api:\n  message:\n    default: Erreur\n    "4003": Expirée\n', 'api:\n  message: Erreur\n') });
    expect(found.map((d) => d.message)).toEqual([expect.stringContaining('"api.message"')]);
  });

  it('reports every region on its own', () => {
    const de = FR_COMPLETE.replace('    "4003": Expirée\n', '');
    const found = check({ fr: FR_COMPLETE.replace('    default: Erreur\n', ''), de });
    expect(found.map((d) => `${d.file} ${d.message.split(' ')[0]}`).sort()).toEqual([
      'content-yaml/de/site.yaml "api.message.4003"',
      'content-yaml/fr/site.yaml "api.message.default"',
    ]);
  });

  it('does not compare lists', () => {
    expect(check({ fr: FR_COMPLETE.replace('  - label: Assistance\n', '') })).toEqual([]);
    expect(check({ fr: FR_COMPLETE.replace('  - label: Produits\n', '  - label: Produits\n    extra: x\n') })).toEqual([]);
  });

  it('does not ask for a key the reference leaves empty', () => {
    expect(check({ fr: `${FR_COMPLETE}note: ""\n` })).toEqual([]);
  });

  it('does not report keys inherited from a region of the same language', () => {
    expect(check({ uk: 'extends: us\nsubscribe:\n  title: Join the crew\n' })).toEqual([]);
  });

  it('reports an own empty text even when the parent has one', () => {
    const found = check({ uk: 'extends: us\nsubscribe:\n  title: ""\n' });
    expect(at(found)).toEqual(['content-yaml/uk/site.yaml:3:10 [missing-translation]']);
  });

  it('checks nothing when the reference region has no document', () => {
    const loaded = loadYaml('content-yaml/fr/site.yaml', Buffer.from('a: 1\n'));
    const docs = new Map<RegionCode, RegionDocument>([['fr', { loaded, data: { a: 1 } }]]);
    expect(checkTranslations('us', docs, new Map([['fr', { a: 1 }]]))).toEqual([]);
  });
});
