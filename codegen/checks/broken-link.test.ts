import { describe, expect, it } from 'vitest';
import { checkLinks, linksOf } from './broken-link.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { buildRouteTable } from '../merge/routes-table.ts';
import { meaningsOf } from '../validate/test-meanings.ts';
import { REGION_CODES } from '../test-regions.ts';
import type { RoutesDocument } from '../../dist/generated/content-types.ts';

const routes = loadYaml(
  'content-yaml/routes.yaml',
  Buffer.from(
    [
      'routes:',
      '  - path: /',
      '    name: home',
      '    page: home',
      '    regions: all',
      '  - path: /manuals',
      '    page: manuals',
      '    regions: [us, fr, cn]',
      '  - path: /support',
      '    page: support',
      '    regions: [us]',
      'servedElsewhere:',
      '  - path: /download-center',
      '    owner: Support CMS',
      '    regions: [us, cn]',
      '',
    ].join('\n'),
  ),
);
const { table } = buildRouteTable(routes, routes.data as RoutesDocument, REGION_CODES);

function check(text: string, file = 'content-yaml/us/site.yaml') {
  const loaded = loadYaml(file, Buffer.from(text));
  expect(loaded.diagnostics).toEqual([]);
  return checkLinks(table, { loaded, meanings: meaningsOf(loaded.data) }, 'cn');
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.line}:${d.column} [${d.rule}]`);

describe('linksOf', () => {
  it('gives the declared links and the links inside prose that its filter accepts, with their pointers', () => {
    const meanings = meaningsOf({ menus: [{ link: '#specs' }, { link: '/us#hero' }], label: '#not-a-link', 'a/b': { url: '#x' } });
    const textLinks = [{ pointer: '/body', link: '#faq' }];
    expect(linksOf({ meanings, textLinks }, (l) => l.startsWith('#'))).toEqual([
      { pointer: '/menus/0/link', link: '#specs' },
      { pointer: '/a~1b/url', link: '#x' },
      { pointer: '/body', link: '#faq' },
    ]);
  });
});

describe('links are read the way the site routes them', () => {
  it("a prefixed path resolves in its region, a bare prefix is that region's home", () => {
    expect(check('navs:\n  - link: /fr/manuals\n  - link: /fr\n  - link: /fr/\n')).toEqual([]);
  });

  it('an unprefixed path belongs to cn', () => {
    expect(check('navs:\n  - link: /manuals\n  - link: /\n')).toEqual([]);
    expect(at(check('link: /france\n'))).toEqual(['1:7 [broken-link]']);
  });

  it('the query and the anchor do not matter', () => {
    expect(check('navs:\n  - link: /fr/manuals?model=k1#top\n  - link: /fr#top\n  - link: /?q=1\n')).toEqual([]);
  });

  it('a cn prefix or an upper-case prefix is flagged with the address to write', () => {
    const [cn] = check('link: /cn/manuals\n');
    expect(cn).toMatchObject({ rule: 'broken-link', line: 1, column: 7 });
    expect(cn!.hint).toContain('Write "/manuals"');
    const [upper] = check('link: /FR/manuals\n');
    expect(upper!.hint).toContain('Write "/fr/manuals"');
  });
});

describe('checkLinks', () => {
  it('accepts links to registered routes of the linked region', () => {
    expect(check('navs:\n  - link: /us/manuals\n  - link: /fr/manuals\n  - link: /manuals\n  - link: /us\n  - link: /\n')).toEqual([]);
  });

  it('ignores anchors and queries', () => {
    expect(check('a:\n  link: /us/manuals#section-2\nb:\n  link: /us/support?topic=battery\nc:\n  link: "/us?x=1#top"\n')).toEqual([]);
  });

  it('accepts a path served elsewhere and its subpaths, for its regions', () => {
    expect(check('a:\n  link: /us/download-center\nb:\n  link: /download-center/k1/manual.pdf\n')).toEqual([]);
    expect(at(check('a:\n  link: /fr/download-center/k1\n'))).toEqual(['2:9 [broken-link]']);
  });

  it('reports a link to a page of another region only, at the link', () => {
    const found = check('navs:\n  - label: Support\n    link: /fr/support\n', 'content-yaml/fr/site.yaml');
    expect(found.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`)).toEqual(['content-yaml/fr/site.yaml:3:11 [broken-link]']);
    expect(found[0]!.message).toContain('fr');
    expect(found[0]!.message).toContain('only in us');
  });

  it('suggests the closest registered path of the region', () => {
    expect(check('a:\n  link: /us/manual\n')[0]!.hint).toContain('Did you mean "/us/manuals"?');
    expect(check('a:\n  link: /manual\n')[0]!.hint).toContain('Did you mean "/manuals"?');
  });

  it('suggests the home of the unprefixed region as "/"', () => {
    const [d] = check('a:\n  link: /x\n');
    expect(d!.hint).toContain('Did you mean "/"?');
  });

  it('ignores external links', () => {
    expect(check('a:\n  link: https://www.example.com/nothing\n')).toEqual([]);
  });
});
