import { describe, expect, it } from 'vitest';
import { checkSchedule, type TimedSource } from './schedule.ts';
import { loadYaml } from '../read/load-yaml.ts';
import { buildRouteTable } from '../merge/routes-table.ts';
import { REGION_CODES } from '../test-regions.ts';
import type { RegionCode } from '../read/workspace.ts';
import type { RoutesDocument } from '../../dist/generated/content-types.ts';

function load(file: string, lines: string[]) {
  const loaded = loadYaml(file, Buffer.from([...lines, ''].join('\n')));
  expect(loaded.diagnostics).toEqual([]);
  return loaded;
}
function routes(lines: string[]) {
  const loaded = load('content-yaml/routes.yaml', ['routes:', ...lines, 'servedElsewhere: []']);
  return { loaded, table: buildRouteTable(loaded, loaded.data as RoutesDocument, REGION_CODES).table };
}
const source = (region: RegionCode | null, file: string, lines: string[]): TimedSource => {
  const loaded = load(file, lines);
  return { region, loaded, data: loaded.data };
};
const at = (list: { file: string; line: number; column: number; rule: string }[]) => list.map((d) => `${d.file}:${d.line}:${d.column} [${d.rule}]`);

describe('checkSchedule', () => {
  const { loaded: routesFile, table } = routes([
    '  - path: /black-friday',
    '    page: black-friday',
    '    regions: [us]',
    '    meta: { startTime: "2024-11-14T00:00:00-05:00", endTime: "2024-12-03T00:00:00-05:00" }',
    '  - path: /manuals',
    '    page: manuals',
  ]);
  const site = source('fr', 'content-yaml/fr/site.yaml', [
    'navs:',
    '  - identify: products',
    '    children:',
    '      - identify: flagship-megatron',
    '        startTime: "2024-11-14T00:00:00+01:00"',
    'footerNavs:',
    '  - identify: sale',
    '    startTime: "2024-12-01T00:00:00+01:00"',
    'textBanner:',
    '  endTime: "2024-12-31T00:00:00+01:00"',
  ]);
  const catalog = source('uk', 'content-yaml/uk/catalog.yaml', [
    'products:',
    '  flagshipMegatron:',
    '    price: 1299',
    '    activityPrice: 999',
    '    activityTime: { startTime: "2024-11-20T00:00:00+00:00", endTime: "2024-11-27T00:00:00+00:00" }',
  ]);

  it('collects every change, sorted by instant', () => {
    const { entries, diagnostics } = checkSchedule(table, routesFile, [site, catalog]);
    expect(diagnostics).toEqual([]);
    expect(entries.map((e) => `${e.at} ${e.kind} ${e.ref} ${e.regions.join(',')}`)).toEqual([
      '2024-11-14T00:00:00+01:00 nav-start flagship-megatron fr',
      '2024-11-14T00:00:00-05:00 route-start black-friday us',
      '2024-11-20T00:00:00+00:00 price-start flagshipMegatron uk',
      '2024-11-27T00:00:00+00:00 price-end flagshipMegatron uk',
      '2024-12-01T00:00:00+01:00 nav-start sale fr',
      '2024-12-03T00:00:00-05:00 route-end black-friday us',
      '2024-12-31T00:00:00+01:00 banner-end textBanner fr',
    ]);
    const epochs = entries.map((e) => e.epochMs);
    expect(epochs).toEqual([...epochs].sort((a, b) => a - b));
    expect(entries[1]!.epochMs).toBe(Date.UTC(2024, 10, 14, 5));
  });

  it("schedules each sale stage's start and end, and locates a stage that ends before it starts", () => {
    const page = source('uk', 'content-yaml/uk/pages/black-friday.yaml', [
      'sections:',
      '  - id: banner',
      '    type: sale-banner',
      '    stages:',
      '      - key: black-friday',
      '        startTime: "2024-11-22T00:00:00+00:00"',
      '        endTime: "2024-11-30T00:00:00+00:00"',
      '      - key: cyber-monday',
      '        startTime: "2024-11-30T00:00:00+00:00"',
      '        endTime: "2024-11-29T00:00:00+00:00"',
    ]);
    const { entries, diagnostics } = checkSchedule(table, routesFile, [page]);
    expect(entries.filter((e) => e.kind.startsWith('stage-')).map((e) => `${e.at} ${e.kind} ${e.ref} ${e.regions.join(',')}`)).toEqual([
      '2024-11-22T00:00:00+00:00 stage-start content-yaml/uk/pages/black-friday.yaml#banner/black-friday uk',
      '2024-11-29T00:00:00+00:00 stage-end content-yaml/uk/pages/black-friday.yaml#banner/cyber-monday uk',
      '2024-11-30T00:00:00+00:00 stage-end content-yaml/uk/pages/black-friday.yaml#banner/black-friday uk',
      '2024-11-30T00:00:00+00:00 stage-start content-yaml/uk/pages/black-friday.yaml#banner/cyber-monday uk',
    ]);
    expect(at(diagnostics)).toEqual(['content-yaml/uk/pages/black-friday.yaml:10:18 [schedule]']);
  });

  it('schedules the end of a pre-sale (the button turns to Buy Now), and locates a bad date', () => {
    const preSale = source('fr', 'content-yaml/fr/catalog.yaml', [
      'products:',
      '  flagshipMegatron:',
      '    isPreSale: true',
      '    preSaleUntil: "2025-11-30T00:00:00+01:00"',
      '  t9:',
      '    isPreSale: true',
      '    preSaleUntil: "30 Nov 2025"',
    ]);
    const { entries, diagnostics } = checkSchedule(table, routesFile, [preSale]);
    expect(entries.filter((e) => e.kind === 'presale-end').map((e) => `${e.at} ${e.ref} ${e.regions.join(',')}`)).toEqual(['2025-11-30T00:00:00+01:00 flagshipMegatron fr']);
    expect(at(diagnostics)).toEqual(['content-yaml/fr/catalog.yaml:7:19 [schedule]']);
  });

  it('orders simultaneous changes the same way every time', () => {
    const a = source('de', 'content-yaml/de/site.yaml', ['textBanner:', '  endTime: "2025-01-01T00:00:00+01:00"']);
    const b = source('fr', 'content-yaml/fr/site.yaml', ['navs:', '  - identify: x', '    startTime: "2025-01-01T00:00:00+01:00"', 'textBanner:', '  endTime: "2024-12-31T23:00:00Z"']);
    const once = checkSchedule(table, routesFile, [a, b]).entries.map((e) => `${e.kind} ${e.regions}`);
    const reversed = checkSchedule(table, routesFile, [b, a]).entries.map((e) => `${e.kind} ${e.regions}`);
    expect(once).toEqual(reversed);
    expect(once.slice(-3)).toEqual(['banner-end de', 'banner-end fr', 'nav-start fr']);
  });

  it('skips documents that belong to no region', () => {
    const regions = source(null, 'content-yaml/regions.yaml', ['textBanner:', '  endTime: "2025-01-01T00:00:00Z"']);
    const { entries } = checkSchedule(table, routesFile, [regions]);
    expect(entries.map((e) => e.kind)).toEqual(['route-start', 'route-end']);
  });

  it('reports a route that ends when it starts, at its endTime', () => {
    const r = routes(['  - path: /sale', '    page: sale', '    meta:', '      startTime: "2024-12-01T00:00:00+01:00"', '      endTime: "2024-11-30T23:00:00Z"']);
    const { diagnostics } = checkSchedule(r.table, r.loaded, []);
    expect(at(diagnostics)).toEqual(['content-yaml/routes.yaml:6:16 [schedule]']);
    expect(diagnostics[0]!.message).toContain('"sale"');
  });

  it('reports a promotion that ends before it starts, at its endTime', () => {
    const bad = source('uk', 'content-yaml/uk/catalog.yaml', ['products:', '  t9:', '    activityTime:', '      startTime: "2024-11-27T00:00:00+00:00"', '      endTime: "2024-11-20T00:00:00+00:00"']);
    const { diagnostics } = checkSchedule(table, routesFile, [bad]);
    expect(at(diagnostics)).toEqual(['content-yaml/uk/catalog.yaml:5:16 [schedule]']);
    expect(diagnostics[0]!.message).toContain('t9');
  });

  it('reports an instant that does not parse, at the instant', () => {
    const bad = source('fr', 'content-yaml/fr/site.yaml', ['textBanner:', '  endTime: "31/12/2024"']);
    const { diagnostics, entries } = checkSchedule(table, routesFile, [bad]);
    expect(at(diagnostics)).toEqual(['content-yaml/fr/site.yaml:2:12 [schedule]']);
    expect(entries.some((e) => e.kind === 'banner-end')).toBe(false);
  });

  it('collects time-bound copy: the end of a pre-sale, section windows and availability changes (jp reservations)', () => {
    const catalog = source('jp', 'content-yaml/jp/catalog.yaml', ['products:', '  flagshipBumblebee:', '    isPreSale: true', '    preSaleUntil: "2025-08-01T00:00:00+09:00"']);
    const page = source('jp', 'content-yaml/jp/pages/flagship-bumblebee.yaml', [
      'sections:',
      '  - id: hero',
      '    availabilityChanges:',
      '      - at: "2025-08-01T00:00:00+09:00"',
      '        text: 好評発売中',
      '  - id: reservation',
      '    endTime: "2025-08-01T00:00:00+09:00"',
    ]);
    const { entries, diagnostics } = checkSchedule(table, routesFile, [catalog, page]);
    expect(diagnostics).toEqual([]);
    expect(entries.filter((e) => e.regions.includes('jp')).map((e) => `${e.kind} ${e.ref}`)).toEqual([
      'copy-change content-yaml/jp/pages/flagship-bumblebee.yaml#hero',
      'presale-end flagshipBumblebee',
      'section-end content-yaml/jp/pages/flagship-bumblebee.yaml#reservation',
    ]);
  });

  it('gives an inherited window to the regions that extend the file, down the chain, and to no other', () => {
    const us = source('us', 'content-yaml/us/pages/flagship-megatron.yaml', ['sections:', '  - id: limited', '    endTime: "2024-05-26T06:00:00+02:00"']);
    const uk = source('uk', 'content-yaml/uk/pages/flagship-megatron.yaml', ['extends: us']);
    const eu = source('eu', 'content-yaml/eu/pages/flagship-megatron.yaml', ['extends: uk']);
    // Same region extended, another file: not an heir of this page.
    const ukSite = source('uk', 'content-yaml/uk/site.yaml', ['extends: us']);
    const fr = source('fr', 'content-yaml/fr/pages/flagship-megatron.yaml', ['sections:', '  - id: limited']);
    const { entries } = checkSchedule(table, routesFile, [us, uk, eu, ukSite, fr]);
    const limited = entries.filter((e) => e.kind === 'section-end');
    expect(limited.map((e) => [...e.regions].sort())).toEqual([['eu', 'uk', 'us']]);
  });

  it("schedules an item's own window within a section (a product card's startTime), named by its id or its product, but not a sale's stages twice", () => {
    const home = source('de', 'content-yaml/de/pages/home.yaml', [
      'sections:',
      '  - id: featured',
      '    items:',
      '      - product: flagshipBumblebee',
      '      - product: flagshipMegatron',
      '        startTime: 2025-09-22T07:00:00+08:00',
      '      - id: later',
      '        endTime: "2026-01-01T00:00:00+01:00"',
      '  - id: banner',
      '    stages:',
      '      - key: early',
      '        startTime: "2024-11-14T00:00:00+01:00"',
      '        endTime: "2024-11-22T00:00:00+01:00"',
    ]);
    const { entries, diagnostics } = checkSchedule(table, routesFile, [home]);
    expect(diagnostics).toEqual([]);
    expect(entries.filter((e) => !e.kind.startsWith('route-')).map((e) => `${e.kind} ${e.ref} ${e.at}`)).toEqual([
      'stage-start content-yaml/de/pages/home.yaml#banner/early 2024-11-14T00:00:00+01:00',
      'stage-end content-yaml/de/pages/home.yaml#banner/early 2024-11-22T00:00:00+01:00',
      'item-start content-yaml/de/pages/home.yaml#featured/flagshipMegatron 2025-09-22T07:00:00+08:00',
      'item-end content-yaml/de/pages/home.yaml#featured/later 2026-01-01T00:00:00+01:00',
    ]);
    const bad = source('de', 'content-yaml/de/pages/home.yaml', ['sections:', '  - id: featured', '    items:', '      - product: x', '        startTime: "soon"']);
    expect(at(checkSchedule(table, routesFile, [bad]).diagnostics)).toEqual(['content-yaml/de/pages/home.yaml:5:20 [schedule]']);
  });

  it('reports a section window that ends before it starts, at its endTime', () => {
    const bad = source('jp', 'content-yaml/jp/pages/home.yaml', ['sections:', '  - id: notes', '    startTime: "2025-08-01T00:00:00+09:00"', '    endTime: "2025-07-01T00:00:00+09:00"']);
    const { diagnostics } = checkSchedule(table, routesFile, [bad]);
    expect(at(diagnostics)).toEqual(['content-yaml/jp/pages/home.yaml:4:14 [schedule]']);
    expect(diagnostics[0]!.message).toContain('"notes"');
  });
});
