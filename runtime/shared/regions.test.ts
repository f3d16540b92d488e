import { describe, expect, it } from 'vitest';
import { REGION_CODES, hrefFor, regionPath, regionPrefixes, resolveRegion } from './regions.ts';
import { prefixes, table } from './test-fixtures.ts';

describe('resolveRegion', () => {
  it('lists the eight regions', () => {
    expect([...REGION_CODES]).toEqual(['us', 'uk', 'eu', 'fr', 'de', 'kr', 'jp', 'cn']);
  });

  it.each([
    ['/fr/manuals', 'fr', '/manuals'],
    ['/fr', 'fr', '/'],
    ['/fr/', 'fr', '/'],
    ['/fr/manuals/', 'fr', '/manuals'],
    ['/us/where-to-buy/hongkong-macao', 'us', '/where-to-buy/hongkong-macao'],
    ['/', 'cn', '/'],
    ['', 'cn', '/'],
    ['/manuals', 'cn', '/manuals'],
    ['/manuals/', 'cn', '/manuals'],
    ['/french/manuals', 'cn', '/french/manuals'],
    ['/fr/manuals?x=1#top', 'fr', '/manuals'],
  ] as const)('%s is %s %s', (pathname, region, logicalPath) => {
    expect(resolveRegion(pathname)).toEqual({ kind: 'region', region, logicalPath });
  });

  it.each([
    ['/cn/x', '/x'],
    ['/cn', '/'],
    ['/cn/', '/'],
    ['/CN/x', '/x'],
    ['/FR/x', '/fr/x'],
    ['/Fr', '/fr'],
    ['/FR/x/', '/fr/x'],
  ])('%s redirects to %s', (pathname, location) => {
    expect(resolveRegion(pathname)).toEqual({ kind: 'redirect', location });
  });

  it('never redirects off the site through doubled slashes or backslashes', () => {
    expect(resolveRegion('/cn//evil.com')).toEqual({ kind: 'redirect', location: '/evil.com' });
    expect(resolveRegion('/cn/\\evil.com')).toEqual({ kind: 'redirect', location: '/evil.com' });
    expect(resolveRegion('/FR//evil.com')).toEqual({ kind: 'redirect', location: '/fr/evil.com' });
    expect(resolveRegion('//evil.com')).toEqual({ kind: 'region', region: 'cn', logicalPath: '/evil.com' });
  });

  it('takes another unprefixed region when told', () => {
    expect(resolveRegion('/manuals', 'us')).toEqual({ kind: 'region', region: 'us', logicalPath: '/manuals' });
    expect(resolveRegion('/us/manuals', 'us')).toEqual({ kind: 'redirect', location: '/manuals' });
    expect(resolveRegion('/cn/manuals', 'us')).toEqual({ kind: 'region', region: 'cn', logicalPath: '/manuals' });
  });
});

describe('regionPath', () => {
  it.each([
    ['fr', '/', '/fr'],
    ['fr', '', '/fr'],
    ['fr', '/manuals', '/fr/manuals'],
    ['fr', '/manuals/', '/fr/manuals'],
    ['cn', '/', '/'],
    ['cn', '/manuals', '/manuals'],
    ['fr', '/manuals?x=1#top', '/fr/manuals?x=1#top'],
    ['fr', '/?x=1', '/fr?x=1'],
    ['fr', '/#top', '/fr#top'],
    ['cn', '/#top', '/#top'],
    ['cn', '/login?fromPath=%2Faccount', '/login?fromPath=%2Faccount'],
  ] as const)('%s %s is %s', (region, logicalPath, expected) => {
    expect(regionPath(region, logicalPath, prefixes)).toBe(expected);
  });

  it('round-trips with resolveRegion', () => {
    for (const region of REGION_CODES) {
      for (const logicalPath of ['/', '/manuals', '/where-to-buy/hongkong-macao']) {
        expect(resolveRegion(regionPath(region, logicalPath, prefixes))).toEqual({ kind: 'region', region, logicalPath });
      }
    }
  });

  it('reads the prefixes from the region table', () => {
    expect(regionPrefixes(table)).toEqual(prefixes);
  });
});

describe('hrefFor', () => {
  it('keeps links within the same host as written', () => {
    expect(hrefFor('/us/flagship-bumblebee', 'fr', table)).toBe('/us/flagship-bumblebee');
    expect(hrefFor('/fr/manuals', 'fr', table)).toBe('/fr/manuals');
    expect(hrefFor('/manuals', 'cn', table)).toBe('/manuals');
    expect(hrefFor('/', 'cn', table)).toBe('/');
  });

  it('swaps the host when the target region is served by the other host', () => {
    expect(hrefFor('/us/flagship-bumblebee', 'cn', table)).toBe('https://www.mechanova.example/us/flagship-bumblebee');
    expect(hrefFor('/kr#x', 'cn', table)).toBe('https://www.mechanova.example/kr#x');
    expect(hrefFor('/manuals', 'us', table)).toBe('https://cn.mechanova.example/manuals');
    expect(hrefFor('/', 'fr', table)).toBe('https://cn.mechanova.example/');
    expect(hrefFor('/choose-your-region?from=fr', 'fr', table)).toBe('https://cn.mechanova.example/choose-your-region?from=fr');
  });

  it('returns external and non-path links unchanged', () => {
    for (const target of ['https://us.shop.mechanova.example/x', 'mailto:help@mechanova.example', '//cdn.example/x', '#top', '']) {
      expect(hrefFor(target, 'cn', table)).toBe(target);
    }
  });
});
