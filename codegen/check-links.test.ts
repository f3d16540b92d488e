import { describe, expect, it } from 'vitest';
import { checkLinks, collectLinks, collectLinkValues } from './check-links.ts';
import { loadYaml } from './load-yaml.ts';
import { buildRouteTable, type RoutesDocument } from './routes-table.ts';
import { REGION_CODES } from './test-regions.ts';

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
  return checkLinks(table, [{ loaded, data: loaded.data }], 'cn');
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.line}:${d.column} [${d.rule}]`);

describe('collectLinks', () => {
  it('finds in-site links under link-like keys, with their pointers', () => {
    const data = {
      region: { label: 'United States', link: '/us/choose-your-region' },
      navs: [{ children: [{ link: '/us/manuals' }, { link: 'https://shop.example/x' }] }],
      links: { home: '/us', account: '/us/account', chooser: '/us/choose-your-region', shop: '/not-a-link-key' },
      media: [{ href: '/fr/manuals#top' }],
    };
    expect(collectLinks(data)).toEqual([
      { pointer: '/region/link', link: '/us/choose-your-region' },
      { pointer: '/navs/0/children/0/link', link: '/us/manuals' },
      { pointer: '/links/home', link: '/us' },
      { pointer: '/links/account', link: '/us/account' },
      { pointer: '/links/chooser', link: '/us/choose-your-region' },
      { pointer: '/media/0/href', link: '/fr/manuals#top' },
    ]);
  });

  it('ignores texts that only look like paths, external links and non-strings', () => {
    expect(collectLinks({ label: '/us/manuals', link: 'mailto:a@b.example', account: null, home: 5, buy: '' })).toEqual([]);
  });

  it('collectLinkValues keeps what its filter accepts, e.g. in-page anchors', () => {
    const data = { menus: [{ link: '#specs' }, { link: '/us#hero' }], label: '#not-a-link' };
    expect(collectLinkValues(data, (l) => l.startsWith('#'))).toEqual([{ pointer: '/menus/0/link', link: '#specs' }]);
  });

  it('escapes keys in the pointer', () => {
    expect(collectLinks({ 'a/b': { link: '/x' }, 'c~d': { link: '/y' } }).map((l) => l.pointer)).toEqual(['/a~1b/link', '/c~0d/link']);
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
