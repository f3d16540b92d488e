import { describe, expect, it } from 'vitest';
import { loadYaml } from '../read/load-yaml.ts';
import { isServedElsewhere, matchRoute } from '../../core/routing.ts';
import { buildRouteTable, deriveRouteName } from './routes-table.ts';
import { REGION_CODES } from '../test-regions.ts';
import type { RoutesDocument } from '../../dist/generated/content-types.ts';

const FILE = 'content-yaml/routes.yaml';

function build(lines: string[], servedElsewhere: string[] = ['servedElsewhere: []']) {
  const loaded = loadYaml(FILE, Buffer.from(['routes:', ...lines, ...servedElsewhere, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return buildRouteTable(loaded, loaded.data as RoutesDocument, REGION_CODES);
}
const at = (result: ReturnType<typeof build>) => result.diagnostics.map((d) => `${d.line}:${d.column} [${d.rule}]`);

describe('deriveRouteName', () => {
  it('joins the path segments with dashes', () => {
    expect(deriveRouteName('/where-to-buy/hongkong-macao')).toBe('where-to-buy-hongkong-macao');
    expect(deriveRouteName('/manuals')).toBe('manuals');
    expect(deriveRouteName('/manuals/')).toBe('manuals');
  });

  it('leaves nothing for the home path', () => {
    expect(deriveRouteName('/')).toBe('');
  });
});

describe('buildRouteTable', () => {
  it('flattens a page record with its name, regions and defaults', () => {
    const { table, diagnostics } = build(['  - path: /manuals', '    page: manuals', '    regions: [cn, us]']);
    expect(diagnostics).toEqual([]);
    expect(table.routes).toEqual([
      {
        name: 'manuals',
        path: '/manuals',
        page: 'manuals',
        redirect: null,
        regions: ['us', 'cn'],
        status: 'live',
        meta: {},
        pointer: '/routes/0',
      },
    ]);
  });

  it('expands `regions: all` and a missing regions to every region', () => {
    const { table } = build(['  - path: /a', '    page: a', '    regions: all', '  - path: /b', '    page: b']);
    expect(table.routes.map((r) => r.regions)).toEqual([[...REGION_CODES], [...REGION_CODES]]);
  });

  it("joins a child's path to its parent's, and the child inherits the parent's regions", () => {
    const { table, diagnostics } = build(['  - path: /where-to-buy', '    page: where-to-buy', '    regions: [us, fr]', '    children:', '      - path: dealers', '        page: dealers']);
    expect(diagnostics).toEqual([]);
    const child = table.routes.find((r) => r.page === 'dealers')!;
    expect(child).toMatchObject({ path: '/where-to-buy/dealers', name: 'where-to-buy-dealers', regions: ['us', 'fr'], pointer: '/routes/0/children/0' });
  });

  it('joins children of the home path without a double slash', () => {
    const { table } = build(['  - path: /', '    name: home', '    page: home', '    children:', '      - path: about', '        page: about']);
    expect(table.routes.map((r) => r.path)).toEqual(['/', '/about']);
  });

  it("gives a `fixed: true` child every region, whatever its parent's", () => {
    const { table } = build([
      '  - path: /where-to-buy',
      '    page: where-to-buy',
      '    regions: [us]',
      '    children:',
      '      - path: hongkong-macao',
      '        page: where-to-buy-hongkong-macao',
      '        fixed: true',
    ]);
    expect(matchRoute(table.routes, 'cn', '/where-to-buy/hongkong-macao')?.regions).toEqual([...REGION_CODES]);
    expect(matchRoute(table.routes, 'cn', '/where-to-buy')).toBeUndefined();
  });

  it('gives the children of a login-only record its `auth`, keeping their own meta', () => {
    const { table } = build([
      '  - path: /account',
      '    page: account',
      '    meta: { auth: true }',
      '    children:',
      '      - path: orders',
      '        page: orders',
      '        meta: { anchor: list }',
      '  - path: /manuals',
      '    page: manuals',
      '    children:',
      '      - path: k1',
      '        page: k1-manual',
    ]);
    expect(table.routes.map((r) => [r.path, r.meta])).toEqual([
      ['/account', { auth: true }],
      ['/account/orders', { anchor: 'list', auth: true }],
      ['/manuals', {}],
      ['/manuals/k1', {}],
    ]);
  });

  it("carries a route's extra alternates into the table", () => {
    const { table, diagnostics } = build(['  - path: /dealers', '    page: dealers', '    meta: { alternates: [{ hreflang: zh-HK, region: cn }] }']);
    expect(diagnostics).toEqual([]);
    expect(table.routes[0]!.meta.alternates).toEqual([{ hreflang: 'zh-HK', region: 'cn' }]);
  });

  it('refuses an alternate on a region that does not serve the route, at its region', () => {
    const result = build(['  - path: /dealers', '    page: dealers', '    regions: [us, uk]', '    meta:', '      alternates:', '        - { hreflang: zh-HK, region: cn }']);
    expect(at(result)).toEqual(['7:38 [route-record]']);
    expect(result.diagnostics[0]!.message).toBe('The zh-HK alternate of "/dealers" points to cn, which does not serve the route.');
  });

  it('registers a parent without page only through its children', () => {
    const { table, diagnostics } = build(['  - path: /support', '    children:', '      - path: faq', '        page: faq']);
    expect(diagnostics).toEqual([]);
    expect(table.routes.map((r) => r.path)).toEqual(['/support/faq']);
  });

  it('keeps a redirect and its meta', () => {
    const { table } = build(['  - path: /new-release', '    redirect: /flagship', '    meta: { auth: true }']);
    expect(table.routes[0]).toMatchObject({ name: 'new-release', page: null, redirect: '/flagship', meta: { auth: true } });
  });

  it('reports two records whose derived names clash, at the second path', () => {
    const result = build(['  - path: /black-friday', '    page: black-friday', '    regions: [us]', '  - path: /black-friday', '    page: black-friday', '    regions: [uk]']);
    expect(at(result)).toEqual(['5:11 [duplicate-route-name]']);
    expect(result.diagnostics[0]!.message).toContain('line 2');
  });

  it('reports an explicit name used twice, at the second name', () => {
    const result = build(['  - path: /a', '    name: sale', '    page: a', '  - path: /b', '    name: sale', '    page: b']);
    expect(at(result)).toEqual(['6:11 [duplicate-route-name]']);
  });

  it('reports the same path registered twice for a region, at the second path', () => {
    const result = build(['  - path: /sale', '    name: sale-us', '    page: sale', '    regions: [us, uk]', '  - path: /sale', '    name: sale-uk', '    page: sale', '    regions: [uk]']);
    expect(at(result)).toEqual(['6:11 [duplicate-route]']);
    expect(result.diagnostics[0]!.message).toContain('uk');
    expect(result.diagnostics[0]!.message).toContain('sale-us');
  });

  it('accepts the same path for disjoint regions under distinct names', () => {
    const result = build(['  - path: /sale', '    name: sale-us', '    page: sale', '    regions: [us]', '  - path: /sale', '    name: sale-uk', '    page: sale', '    regions: [uk]']);
    expect(result.diagnostics).toEqual([]);
    expect(matchRoute(result.table.routes, 'uk', '/sale')?.name).toBe('sale-uk');
  });

  it('reports a record with no page, redirect or children, at the record', () => {
    const result = build(['  - path: /a', '    page: a', '  - path: /nothing', '    regions: [us]']);
    expect(at(result)).toEqual(['4:5 [route-record]']);
    expect(result.table.routes.map((r) => r.path)).toEqual(['/a']);
  });

  it('reports `path: /` without a name', () => {
    const result = build(['  - path: /', '    page: home']);
    expect(at(result)).toEqual(['2:5 [route-record]']);
    expect(result.diagnostics[0]!.hint).toContain('name');
    expect(result.table.routes).toEqual([]);
  });

  it('expands the regions of paths served elsewhere', () => {
    const { table } = build(['  - path: /a', '    page: a'], ['servedElsewhere:', '  - path: /about-us', '    owner: Corporate', '    regions: all']);
    expect(table.servedElsewhere).toEqual([{ path: '/about-us', owner: 'Corporate', regions: [...REGION_CODES] }]);
  });
});

describe("matching codegen's table (matchRoute) and isServedElsewhere", () => {
  const { table } = build(
    ['  - path: /', '    name: home', '    page: home', '    regions: [us, cn]', '  - path: /manuals', '    page: manuals', '    regions: [us]'],
    ['servedElsewhere:', '  - path: /download-center', '    owner: Support CMS', '    regions: [us, cn]'],
  );

  it('finds a route of the region by its logical path', () => {
    expect(matchRoute(table.routes, 'us', '/manuals')?.name).toBe('manuals');
    expect(matchRoute(table.routes, 'us', '/manuals/')?.name).toBe('manuals');
    expect(matchRoute(table.routes, 'cn', '/manuals')).toBeUndefined();
    expect(matchRoute(table.routes, 'us', '/manual')).toBeUndefined();
  });

  it('finds the home route for "/" and for the empty path', () => {
    expect(matchRoute(table.routes, 'cn', '/')?.name).toBe('home');
    expect(matchRoute(table.routes, 'cn', '')?.name).toBe('home');
  });

  it('does not match a route by prefix', () => {
    expect(matchRoute(table.routes, 'us', '/manuals/x')).toBeUndefined();
  });

  it('accepts a path served elsewhere and its subpaths, for its regions only', () => {
    expect(isServedElsewhere(table.servedElsewhere, 'us', '/download-center')).toBe(true);
    expect(isServedElsewhere(table.servedElsewhere, 'cn', '/download-center/robots/manual.pdf')).toBe(true);
    expect(isServedElsewhere(table.servedElsewhere, 'fr', '/download-center')).toBe(false);
  });

  it('does not match a longer segment name', () => {
    expect(isServedElsewhere(table.servedElsewhere, 'us', '/download-centers')).toBe(false);
    expect(isServedElsewhere(table.servedElsewhere, 'us', '/download')).toBe(false);
  });
});

describe('buildRouteTable: a language edition (meta.language and meta.editionOf)', () => {
  const page = ['  - path: /where-to-buy', '    page: where-to-buy', '    regions: [cn, us]'];
  it('accepts an edition of a page its regions serve', () => {
    const result = build([...page, '  - path: /where-to-buy/zh-hk', '    page: where-to-buy-zh-hk', '    regions: [cn]', '    meta: { language: zh-HK, editionOf: /where-to-buy }']);
    expect(result.diagnostics).toEqual([]);
  });
  it('refuses an edition of no page of its regions, and a language without editionOf (or the reverse), at the record', () => {
    const result = build([
      ...page,
      '  - path: /a',
      '    page: a',
      '    regions: [jp]',
      '    meta: { language: zh-HK, editionOf: /where-to-buy }',
      '  - path: /b',
      '    page: b',
      '    regions: [cn]',
      '    meta: { language: zh-HK }',
    ]);
    expect(result.diagnostics.map((d) => `${d.line} [${d.rule}] ${d.message}`)).toEqual([
      '8 [route-record] "/a" is an edition of "/where-to-buy", which is no page of jp.',
      '12 [route-record] "/b" has a language but no editionOf: a language edition needs both.',
    ]);
  });
});
