import { describe, expect, it } from 'vitest';
import { checkRestrictedWords, type RestrictedWord } from './check-restricted-words.ts';
import { loadYaml } from './load-yaml.ts';
import { buildRouteTable, type RoutesDocument } from './routes-table.ts';
import { REGION_CODES } from './test-regions.ts';
import { classify, type ContentKind } from './workspace.ts';

const routes = loadYaml(
  'content-yaml/routes.yaml',
  Buffer.from(
    [
      'routes:',
      '  - path: /',
      '    name: home',
      '    page: home',
      '    regions: all',
      '  - path: /black-friday',
      '    page: black-friday',
      '    regions: [fr]',
      '    meta: { startTime: "2024-11-14T00:00:00+01:00", endTime: "2024-12-03T00:00:00+01:00" }',
      '  - path: /winter-sale',
      '    page: winter-sale',
      '    regions: [fr]',
      '    meta: { startTime: "2025-01-08T08:00:00+01:00", endTime: "2025-02-04T00:00:00+01:00" }',
      'servedElsewhere: []',
      '',
    ].join('\n'),
  ),
);
const { table } = buildRouteTable(routes, routes.data as RoutesDocument, REGION_CODES);
const SOLDES: RestrictedWord[] = [{ word: 'soldes', law: 'Code de commerce L310-3', allowedWithin: [{ start: '2025-01-08T08:00:00+01:00', end: '2025-02-05T00:00:00+01:00' }] }];

function check(file: string, text: string, rules: RestrictedWord[] = SOLDES) {
  const loaded = loadYaml(file, Buffer.from(text));
  return checkRestrictedWords([{ kind: classify(file, REGION_CODES) as ContentKind, loaded, data: loaded.data }], table, (r) => (r === 'fr' ? rules : undefined));
}

describe('checkRestrictedWords', () => {
  it('reports "soldes" on a page shown outside the legal periods, at the word, with the law and what to write instead', () => {
    const [d, ...rest] = check('content-yaml/fr/pages/black-friday.yaml', 'head:\n  title: Soldes du Black Friday\n');
    expect(rest).toEqual([]);
    expect(d).toMatchObject({ rule: 'restricted-word', severity: 'error', line: 2, column: 10 });
    expect(d!.message).toBe('"Soldes" is allowed only within the periods Code de commerce L310-3 sets, and this text is shown from 2024-11-14T00:00:00+01:00 to 2024-12-03T00:00:00+01:00.');
    expect(d!.hint).toContain('"offres", "promotions"');
  });

  it('accepts it on a page whose whole window lies within a period, and only as a whole word', () => {
    expect(check('content-yaml/fr/pages/winter-sale.yaml', 'head:\n  title: Les soldes d’hiver\n')).toEqual([]);
    expect(check('content-yaml/fr/pages/black-friday.yaml', 'head:\n  title: Les soldées et soldeurs\n')).toEqual([]);
  });

  it('reports it in a site text (on every page, all year) and on a page with no window, and in no other region', () => {
    expect(check('content-yaml/fr/site.yaml', 'banner: Nos soldes\n').map((d) => d.message)).toEqual([
      '"soldes" is allowed only within the periods Code de commerce L310-3 sets, and this text is on every page, all year.',
    ]);
    expect(check('content-yaml/fr/pages/home.yaml', 'head:\n  title: Soldes\n')).toHaveLength(1);
    expect(check('content-yaml/de/pages/home.yaml', 'head:\n  title: Soldes\n')).toEqual([]);
  });

  it('warns of a claim that needs evidence on file, wherever it is', () => {
    const [d] = check('content-yaml/fr/pages/home.yaml', 'head:\n  title: Les prix les plus bas de l’année\n', [{ word: 'les plus bas de l’année', law: 'evidence on file', severity: 'warning' }]);
    expect(d).toMatchObject({ rule: 'restricted-word', severity: 'warning' });
    expect(d!.message).toBe('"les plus bas de l’année" is not allowed (evidence on file).');
  });
});
