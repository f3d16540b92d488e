import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes, type RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { buildHead, type Alternate } from '../shared/head.ts';
import { REGION_CODES } from '../shared/regions.ts';
import { matchRoute } from '../../core/routing.ts';
import { regionSitemap, robotsTxt, sitemapIndex, sitemapIndexOrigin, sitemapRoutes } from './sitemap.ts';

const WWW = 'https://www.mechanova.example';
const CN = 'https://cn.mechanova.example';
const NOW = Date.parse('2026-01-15T12:00:00Z');

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };
const decode = (text: string): string => text.replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name]!);

/** Reads the <url> entries of a urlset as this module writes them (one element per line). */
function readUrlset(xml: string): { loc: string; alternates: Alternate[] }[] {
  return [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map(([, body]) => ({
    loc: decode(/<loc>([^<]*)<\/loc>/.exec(body!)![1]!),
    alternates: [...body!.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]*)" href="([^"]*)"\/>/g)].map(([, hreflang, href]) => ({ hreflang: decode(hreflang!), href: decode(href!) })),
  }));
}

const readIndex = (xml: string): string[] => [...xml.matchAll(/<sitemap><loc>([^<]*)<\/loc><\/sitemap>/g)].map(([, loc]) => decode(loc!));

/** The head the page itself renders (runtime/ui/head.ts: the matched route, the table's hosts). */
function headAlternates(region: RegionCode, logicalPath: string, routeTable: readonly RouteEntry[] = routes, atMs = NOW): Alternate[] {
  const route = matchRoute(routeTable, region, logicalPath, atMs);
  return buildHead({ region, logicalPath, route, routes: routeTable, atMs, table: regionTable, title: 't', description: 'd' }).alternates;
}

/** The real routes with the named ones made live (and changed by `extra`). */
function withLive(names: string[], extra: Partial<RouteEntry> = {}): RouteEntry[] {
  return routes.map((r) => (names.includes(r.name) ? { ...r, status: 'live', ...extra } : r));
}

/** The route table with these pages set back to planned (registered, not built). */
function withPlanned(names: string[]): RouteEntry[] {
  return routes.map((r) => (names.includes(r.name) ? { ...r, status: 'planned' } : r));
}

describe('sitemapIndex', () => {
  it('lists one sitemap per region, each on its region host', () => {
    const xml = sitemapIndex(regionTable, routes);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(readIndex(xml)).toEqual([
      `${WWW}/sitemap-us.xml`,
      `${WWW}/sitemap-uk.xml`,
      `${WWW}/sitemap-eu.xml`,
      `${WWW}/sitemap-fr.xml`,
      `${WWW}/sitemap-de.xml`,
      `${WWW}/sitemap-kr.xml`,
      `${WWW}/sitemap-jp.xml`,
      `${CN}/sitemap-cn.xml`,
    ]);
  });

  it('puts the given origin on the index host only', () => {
    const locs = readIndex(sitemapIndex(regionTable, routes, 'http://localhost:3000/'));
    expect(locs).toContain('http://localhost:3000/sitemap-jp.xml');
    expect(locs).toContain(`${CN}/sitemap-cn.xml`);
  });

  it('leaves out a region with no live page', () => {
    const onlyUs = shellRoutes.map((r) => (r.page !== null ? { ...r, regions: ['us' as const] } : r));
    expect(readIndex(sitemapIndex(regionTable, onlyUs))).toEqual([`${WWW}/sitemap-us.xml`]);
  });
});

// The first pages of the site: these tests pin exact lists, which must not change with every new product page.
const shellRoutes = routes.filter((r) => r.page === null || ['home', 'choose-your-region', 'flagship-bumblebee'].includes(r.name));

describe('regionSitemap', () => {
  it('lists the live pages of us with absolute URLs on the region host', () => {
    const xml = regionSitemap('us', regionTable, shellRoutes, NOW);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">');
    expect(readUrlset(xml).map((u) => u.loc)).toEqual([`${WWW}/us`, `${WWW}/us/choose-your-region`, `${WWW}/us/flagship-bumblebee`]);
  });

  it('gives /us/flagship-bumblebee the alternates of its head, x-default on cn', () => {
    const entry = readUrlset(regionSitemap('us', regionTable, routes, NOW)).find((u) => u.loc === `${WWW}/us/flagship-bumblebee`)!;
    expect(entry.alternates).toEqual(headAlternates('us', '/flagship-bumblebee'));
    expect(entry.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'en-GB', 'en-EU', 'fr-FR', 'de-DE', 'ja-JP', 'zh-CN', 'x-default']);
    expect(entry.alternates.at(-1)).toEqual({ hreflang: 'x-default', href: `${CN}/flagship-bumblebee` });
  });

  it('agrees with the head of every page in every region', () => {
    for (const region of REGION_CODES) {
      const entries = readUrlset(regionSitemap(region, regionTable, routes, NOW));
      const paths = sitemapRoutes(region, routes, NOW).map((r) => r.path);
      expect(
        entries.map((u) => u.loc),
        region,
      ).toEqual(paths.map((path) => buildHead({ region, logicalPath: path, route: matchRoute(routes, region, path), routes, table: regionTable, title: '', description: '' }).canonical));
      entries.forEach((entry, i) => expect(entry.alternates, entry.loc).toEqual(headAlternates(region, paths[i]!)));
    }
  });

  it('lists the edition of a path open at the instant (D70): the Christmas sale of 2026 today, once, with the 2026 regions as alternates; none between editions', () => {
    const today = Date.parse('2026-12-08T12:00:00Z');
    expect(
      sitemapRoutes('de', routes, today)
        .filter((r) => r.path === '/christmas-sale')
        .map((r) => r.name),
    ).toEqual(['christmas-sale-europe-2026']);
    expect(
      sitemapRoutes('us', routes, today)
        .filter((r) => r.path === '/christmas-sale')
        .map((r) => r.name),
    ).toEqual(['christmas-sale-us-2026']);
    const de = readUrlset(regionSitemap('de', regionTable, routes, today)).find((u) => u.loc.endsWith('/de/christmas-sale'));
    expect(de?.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'en-GB', 'en-EU', 'fr-FR', 'de-DE', 'x-default']);
    expect(de?.alternates).toEqual(headAlternates('de', '/christmas-sale', routes, today));
    // Black Friday 2026 ran in us and de alone: as of its last day, de's entry names no uk, eu or fr page.
    const bf = readUrlset(regionSitemap('de', regionTable, routes, Date.parse('2026-11-30T12:00:00Z'))).find((u) => u.loc.endsWith('/de/black-friday'));
    expect(bf?.alternates.map((a) => a.hreflang)).toEqual(['en-US', 'de-DE', 'x-default']);
    expect(sitemapRoutes('us', routes, Date.parse('2025-06-01T00:00:00Z')).some((r) => r.path === '/christmas-sale')).toBe(false);
  });

  it('has no flagship-bumblebee in kr', () => {
    const locs = readUrlset(regionSitemap('kr', regionTable, shellRoutes, NOW)).map((u) => u.loc);
    expect(locs).toEqual([`${WWW}/kr`, `${WWW}/kr/choose-your-region`]);
    expect(readUrlset(regionSitemap('kr', regionTable, routes, NOW)).map((u) => u.loc)).not.toContain(`${WWW}/kr/flagship-bumblebee`);
  });

  it('puts the cn pages on the cn host, without a prefix', () => {
    expect(readUrlset(regionSitemap('cn', regionTable, shellRoutes, NOW)).map((u) => u.loc)).toEqual([`${CN}/`, `${CN}/choose-your-region`, `${CN}/flagship-bumblebee`]);
    expect(readUrlset(regionSitemap('cn', regionTable, routes, NOW)).map((u) => u.loc)).toContain(`${CN}/flagship-megatron`);
  });

  it('leaves out planned pages, redirects and account pages', () => {
    const xml = regionSitemap('us', regionTable, withPlanned(['manuals', 'where-to-buy', 'elite-optimus-prime']), NOW);
    for (const path of ['/manuals', '/where-to-buy', '/black-friday', '/elite-optimus-prime', '/new-release', '/account', '/login', '/register', '/forgot-password', '/reset-password']) {
      expect(xml).not.toContain(`${WWW}/us${path}<`);
    }
    const live = withLive(['manuals', 'account']).map((r) => (r.name === 'login' ? { ...r, status: 'live' as const, meta: { auth: true } } : r));
    const locs = readUrlset(regionSitemap('us', regionTable, live, NOW)).map((u) => u.loc);
    expect(locs).toContain(`${WWW}/us/manuals`);
    expect(locs).not.toContain(`${WWW}/us/account`);
    expect(locs).not.toContain(`${WWW}/us/login`);
    expect(locs).not.toContain(`${WWW}/us/new-release`);
  });

  it('lists a timed page only while its window is open at nowMs', () => {
    const timed = withLive(['black-friday-us']);
    const locsAt = (iso: string) => readUrlset(regionSitemap('us', regionTable, timed, Date.parse(iso))).map((u) => u.loc);
    expect(locsAt('2024-11-13T23:59:59-05:00')).not.toContain(`${WWW}/us/black-friday`);
    expect(locsAt('2024-11-20T12:00:00-05:00')).toContain(`${WWW}/us/black-friday`);
    expect(locsAt('2024-12-03T00:00:00-05:00')).not.toContain(`${WWW}/us/black-friday`);
  });

  it('escapes XML special characters in URLs', () => {
    const odd: RouteEntry = { ...routes[0]!, name: 'odd', page: 'odd', path: `/q&a/<x>/"y'`, regions: ['us', 'cn'] };
    const xml = regionSitemap('us', regionTable, [...routes, odd], NOW);
    expect(xml).toContain(`<loc>${WWW}/us/q&amp;a/&lt;x&gt;/&quot;y&#39;</loc>`);
    expect(xml).toContain(`href="${CN}/q&amp;a/&lt;x&gt;/&quot;y&#39;"`);
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|#39;)/);
    expect(xml).not.toContain('<x>');
    const entry = readUrlset(xml).find((u) => u.loc.endsWith("y'"))!;
    expect(entry.loc).toBe(`${WWW}/us/q&a/<x>/"y'`);
    expect(entry.alternates).toEqual(headAlternates('us', odd.path, [...routes, odd]));
    expect(sitemapIndex(regionTable, routes, 'http://a.test/?x=1&y=<2>')).toContain('http://a.test/?x=1&amp;y=&lt;2&gt;/sitemap-us.xml');
  });
});

describe('robotsTxt', () => {
  it("keeps crawlers off every region's account page and names the sitemap index", () => {
    const body = robotsTxt(regionTable, routes, sitemapIndexOrigin(regionTable));
    const accountRegions = routes.find((route) => route.path === '/account')!.regions;
    expect(body.startsWith('User-agent: *\nAllow: /\n')).toBe(true);
    expect(body.endsWith(`Sitemap: ${WWW}/sitemap.xml\n`)).toBe(true);
    const disallowed = body
      .split('\n')
      .filter((line) => line.startsWith('Disallow: '))
      .map((line) => line.slice('Disallow: '.length));
    expect(disallowed.sort()).toEqual(accountRegions.map((r) => (r === 'cn' ? '/account' : `/${r}/account`)).sort());
    expect(disallowed).not.toContain('/kr/account');
    expect(robotsTxt(regionTable, routes, 'http://localhost:3000/')).toContain('Sitemap: http://localhost:3000/sitemap.xml\n');
  });

  it('follows the route table: a child of an auth route is closed too, a public page is not', () => {
    const base = routes.find((route) => route.path === '/account')!;
    const orders = { ...base, path: '/account/orders', regions: ['de', 'cn'] as typeof base.regions };
    const open = { ...base, path: '/manuals', meta: {} };
    const body = robotsTxt(regionTable, [orders, open], WWW);
    expect(body).toContain('Disallow: /de/account/orders\n');
    expect(body).toContain('Disallow: /account/orders\n');
    expect(body).not.toContain('manuals');
  });
});
