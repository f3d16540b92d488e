import { describe, expect, it } from 'vitest';
import { anchorLinks, entryAnchors, inPageAnchors, pageAnchors, SHELL_ANCHORS, type AnchorSource, type AnchorsOf } from './broken-anchor.ts';
import { sortDiagnostics } from '../diagnostics.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { resolveExtends, type RegionDocument } from '../merge/resolve-extends.ts';
import { buildRouteTable } from '../merge/routes-table.ts';
import { meaningsOf } from '../validate/test-meanings.ts';
import { REGION_CODES } from '../test-regions.ts';
import { classify, type ContentKind, type RegionCode } from '../read/workspace.ts';
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
      '  - path: /flagship-bumblebee',
      '    page: flagship-bumblebee',
      '    regions: [us, uk, fr, cn]',
      '    meta: { anchor: hero }',
      '  - path: /new-release',
      '    redirect: /flagship-bumblebee',
      '    regions: [us, uk, fr, cn]',
      '  - path: /manuals',
      '    page: manuals',
      '    regions: [us]',
      '    status: planned',
      'servedElsewhere:',
      '  - path: /about-us',
      '    owner: Corporate site',
      '    regions: all',
      '',
    ].join('\n'),
  ),
);
const { table } = buildRouteTable(routes, routes.data as RoutesDocument, REGION_CODES);

const US_PAGE = ['menus:', '  - link: "#hero"', '  - link: "#specs"', 'sections:', '  - id: hero', '    type: hero', '  - id: specs', '    type: specs', '    items:', '      - id: weight', ''].join(
  '\n',
);
const HOME = 'sections:\n  - id: featured\n    items:\n      - product: grimlockG1Flagship\n      - product: aiBase\n';

function source(file: string, text: string): AnchorSource {
  const loaded = loadYaml(file, Buffer.from(text));
  expect(loaded.diagnostics).toEqual([]);
  return { kind: classify(file, REGION_CODES) as ContentKind, loaded, data: loaded.data, meanings: meaningsOf(loaded.data) };
}

/** Runs the check over `files` (path -> YAML), resolving `extends` of page files as generate.ts does. */
function check(files: Record<string, string>) {
  const sources = Object.entries(files).map(([file, text]) => source(file, text));
  const byPage = new Map<string, Map<RegionCode, RegionDocument>>();
  for (const { kind, loaded, data } of sources) {
    if (kind.kind !== 'page') continue;
    if (!byPage.has(kind.page)) byPage.set(kind.page, new Map());
    byPage.get(kind.page)!.set(kind.region, { loaded, data: data as Record<string, unknown> });
  }
  const merged = new Map(
    [...byPage].map(([page, docs]) => [page, new Map([...resolveExtends(docs, (r) => (['us', 'uk'].includes(r) ? 'en' : r)).merged].map(([region, doc]) => [region, meaningsOf(doc)]))]),
  );
  const all = [source('content-yaml/routes.yaml', routes.text), ...sources];
  const anchorsOf: AnchorsOf = (page, region) => {
    const meanings = merged.get(page)?.get(region);
    return meanings && pageAnchors(meanings, new Set(SHELL_ANCHORS));
  };
  // The file, site and route checks of the module (its `checks`), over these files, with 'cn' unprefixed.
  return [
    ...all.flatMap((s) => anchorLinks(table, s, 'cn', anchorsOf)),
    ...[...merged].flatMap(([page, byRegion]) => inPageAnchors(table, page, byRegion, all, anchorsOf)),
    ...entryAnchors(table, all, anchorsOf),
  ];
}
const at = (list: ReturnType<typeof check>) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

describe('pageAnchors', () => {
  it('collects every id and the anchor of each product card', () => {
    const anchors = pageAnchors(meaningsOf({ sections: [{ id: 'hero', items: [{ id: 'a' }, { product: 'grimlockG1Flagship' }] }], other: { id: 'deep' } }));
    expect([...anchors].sort()).toEqual(['a', 'deep', 'grimlock-g1-flagship', 'hero']);
  });

  it('ignores ids and products that are not texts', () => {
    expect([...pageAnchors(meaningsOf({ id: 3, items: [{ product: null }] }))]).toEqual([]);
  });
});

describe('in-page links', () => {
  it("accept section and item ids, product cards, the shell's #main, #top and a bare #", () => {
    expect(
      check({
        'content-yaml/us/pages/flagship-bumblebee.yaml': `${US_PAGE}more:\n  - link: "#weight"\n  - link: "#main"\n  - link: "#top"\n  - link: "#"\n`,
        'content-yaml/us/pages/home.yaml': `${HOME}links:\n  - link: "#grimlock-g1-flagship"\n  - link: "#featured"\n`,
      }),
    ).toEqual([]);
  });

  it('report an anchor the page does not have, at the link, with "did you mean"', () => {
    const found = check({ 'content-yaml/fr/pages/flagship-bumblebee.yaml': US_PAGE.replace('"#specs"', '"#spec"') });
    expect(at(found)).toEqual(['content-yaml/fr/pages/flagship-bumblebee.yaml:3:11 [broken-anchor]']);
    expect(found[0]!.message).toBe('"#spec" names no anchor of this page (flagship-bumblebee) in fr.');
    expect(found[0]!.hint).toBe('Did you mean "#specs"?');
  });

  it("list the page's anchors when nothing is close", () => {
    const [d] = check({ 'content-yaml/us/pages/flagship-bumblebee.yaml': `${US_PAGE}more:\n  - link: "#completely-else"\n` });
    expect(d!.hint).toBe("That page's anchors: #hero, #main, #specs, #weight.");
  });

  it("read an inherited link against each region's page, and report it once in the file that writes it", () => {
    const found = check({
      'content-yaml/us/pages/flagship-bumblebee.yaml': `${US_PAGE}more:\n  - link: "#nowhere"\n`,
      'content-yaml/uk/pages/flagship-bumblebee.yaml': 'extends: us\nsections:\n  - id: hero\n    type: hero\n',
    });
    // uk's sections merge with us's by id, so #specs exists in uk too; #nowhere exists in neither.
    expect(sortDiagnostics(found).map((d) => `${d.file}:${d.line} ${d.message}`)).toEqual([
      'content-yaml/us/pages/flagship-bumblebee.yaml:12 "#nowhere" names no anchor of this page (flagship-bumblebee) in us, uk.',
    ]);
  });

  it('report a link the inheriting region writes itself in its own file', () => {
    const found = check({
      'content-yaml/us/pages/flagship-bumblebee.yaml': US_PAGE,
      'content-yaml/uk/pages/flagship-bumblebee.yaml': 'extends: us\nmenus:\n  - link: "#hero"\n  - link: "#spex"\n',
    });
    expect(at(found)).toEqual(['content-yaml/uk/pages/flagship-bumblebee.yaml:4:11 [broken-anchor]']);
    expect(found[0]!.message).toContain('in uk.');
  });

  it("in a site text, shown on every page, accept only the shell's ids", () => {
    const found = check({ 'content-yaml/us/site.yaml': 'navs:\n  - link: "#main"\n  - link: "#specs"\n' });
    expect(at(found)).toEqual(['content-yaml/us/site.yaml:3:11 [broken-anchor]']);
    expect(found[0]!.hint).toContain('/us/flagship-bumblebee#specs');
  });
});

describe('links to an anchor of another page', () => {
  it("accept a product card of the linked region's page and a section id", () => {
    expect(
      check({
        'content-yaml/kr/pages/home.yaml': HOME,
        'content-yaml/us/pages/flagship-bumblebee.yaml': US_PAGE,
        'content-yaml/kr/site.yaml': 'navs:\n  - link: /kr#grimlock-g1-flagship\n  - link: "/kr/#ai-base"\n  - link: /kr?x=1#featured\n',
        'content-yaml/us/site.yaml': 'navs:\n  - link: /us/flagship-bumblebee#weight\n  - link: /us/flagship-bumblebee/#main\n',
      }),
    ).toEqual([]);
  });

  it('report an anchor the linked page lacks, at the link, with the link to write', () => {
    const found = check({ 'content-yaml/kr/pages/home.yaml': HOME, 'content-yaml/kr/site.yaml': 'navs:\n  - label: 그림록\n    link: /kr#grimlock-g1-flagshp\n' });
    expect(at(found)).toEqual(['content-yaml/kr/site.yaml:3:11 [broken-anchor]']);
    expect(found[0]!.message).toBe('"/kr#grimlock-g1-flagshp" names no anchor of the home page in kr.');
    expect(found[0]!.hint).toBe('Did you mean "/kr#grimlock-g1-flagship"?');
  });

  it("read the page of the linked region, not of the file's", () => {
    const found = check({
      'content-yaml/us/pages/home.yaml': 'sections:\n  - id: featured\n',
      'content-yaml/kr/pages/home.yaml': HOME,
      'content-yaml/us/site.yaml': 'navs:\n  - link: /kr#ai-base\n  - link: /us#ai-base\n',
    });
    expect(at(found)).toEqual(['content-yaml/us/site.yaml:3:11 [broken-anchor]']);
  });

  it('read an unprefixed path as cn, and follow a redirect to its page', () => {
    const found = check({
      'content-yaml/cn/pages/flagship-bumblebee.yaml': US_PAGE,
      'content-yaml/cn/site.yaml': 'navs:\n  - link: /flagship-bumblebee#specs\n  - link: /flagship-bumblebee#spec\n  - link: /new-release#nope\n',
    });
    expect(at(found)).toEqual(['content-yaml/cn/site.yaml:3:11 [broken-anchor]', 'content-yaml/cn/site.yaml:4:11 [broken-anchor]']);
    expect(found[0]!.hint).toBe('Did you mean "/flagship-bumblebee#specs"?');
  });

  it('report a link once in the file that writes it, whoever inherits it', () => {
    const found = check({
      'content-yaml/kr/pages/home.yaml': HOME,
      'content-yaml/us/pages/flagship-bumblebee.yaml': `${US_PAGE}more:\n  - link: /kr#nope\n`,
      'content-yaml/uk/pages/flagship-bumblebee.yaml': 'extends: us\n',
    });
    expect(at(found)).toEqual(['content-yaml/us/pages/flagship-bumblebee.yaml:12:11 [broken-anchor]']);
  });

  it('leave to check-links what it reports, and pages without content unchecked', () => {
    expect(
      check({
        'content-yaml/us/site.yaml': 'navs:\n  - link: /us/nothing#x\n  - link: /cn#x\n  - link: /US#x\n  - link: /us/manuals#x\n  - link: /us/about-us#x\n  - link: https://example.com/#x\n',
      }),
    ).toEqual([]);
  });

  it('decode the anchor as a browser does', () => {
    expect(check({ 'content-yaml/us/pages/home.yaml': 'sections:\n  - id: café\n', 'content-yaml/us/site.yaml': 'navs:\n  - link: /us#caf%C3%A9\n' })).toEqual([]);
  });
});

describe('route entry anchors', () => {
  it("must be an anchor of the route's page in each region that has content", () => {
    expect(check({ 'content-yaml/us/pages/flagship-bumblebee.yaml': US_PAGE })).toEqual([]);
    const found = check({ 'content-yaml/us/pages/flagship-bumblebee.yaml': US_PAGE, 'content-yaml/fr/pages/flagship-bumblebee.yaml': 'sections:\n  - id: heros\n' });
    expect(at(found)).toEqual(['content-yaml/routes.yaml:9:21 [broken-anchor]']);
    expect(found[0]!.message).toBe('The entry anchor "hero" of /flagship-bumblebee is not an anchor of the flagship-bumblebee page in fr.');
  });
});
