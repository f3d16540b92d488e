/**
 * Sitemaps and robots.txt (https://www.sitemaps.org/protocol.html): one
 * sitemap per region on that region's host, listed by a sitemap index, each
 * URL with the same hreflang alternates as the page's head (seed 000 §2.5) —
 * both come from buildHead, so a search engine reads one story.
 */
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode, RegionsDocument } from '../../dist/generated/types.ts';
import { buildHead } from '../shared/head.ts';
import { escapeHtml } from '../shared/html.ts';
import { REGION_CODES, regionPath, regionPrefixes } from '../shared/regions.ts';
import { matchRoute } from '../../core/routing.ts';
import { windowState } from '../shared/time.ts';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const XHTML_NS = 'http://www.w3.org/1999/xhtml';
const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>';

/** The five XML special characters as entities (escapeHtml's set is exactly XML's). */
const xml = escapeHtml;

const trimOrigin = (origin: string): string => origin.replace(/\/+$/, '');

/** The origin of a region's host in the table. */
function hostOrigin(table: RegionsDocument, region: RegionCode): string {
  return trimOrigin(table.hosts[table.regions[region].host]);
}

/** Pages that need a session (routes.yaml `auth`, inherited by child routes): nothing to index. */
function isAccountRoute(route: RouteEntry): boolean {
  return route.meta.auth === true;
}

/** A live page that anyone may read: not planned, not a redirect, not an account page, not kept out (`sitemap: false`, the log-in and password forms). */
function isIndexable(route: RouteEntry): boolean {
  return route.status === 'live' && route.page !== null && route.redirect === null && !isAccountRoute(route) && route.meta.sitemap !== false;
}

/**
 * The routes a region serves as indexable pages at `nowMs`: indexable, inside
 * their time window, and the record that actually answers the path there.
 */
export function sitemapRoutes(region: RegionCode, routes: readonly RouteEntry[], nowMs: number): RouteEntry[] {
  return routes.filter((route) => isIndexable(route) && route.regions.includes(region) && windowState(route.meta, nowMs) === 'open' && matchRoute(routes, region, route.path, nowMs) === route);
}

/**
 * The sitemap index: one `/sitemap-<region>.xml` per region that has a live
 * page, on the region's host. `origin` is the origin serving the index (a
 * preview or local host); it replaces the table's origin for the regions on
 * the reference region's host, as buildHead's origin does for the current host.
 *
 * @example
 * sitemapIndex(regionTable, routes)
 * // => '<?xml …?><sitemapindex …><sitemap><loc>https://www.mechanova.example/sitemap-us.xml</loc></sitemap>…'
 */
export function sitemapIndex(table: RegionsDocument, routes: readonly RouteEntry[], origin?: string): string {
  const indexHost = table.regions[table.referenceRegion].host;
  const regions = REGION_CODES.filter((code) => routes.some((route) => isIndexable(route) && route.regions.includes(code)));
  const entries = regions.map((code) => {
    const base = origin !== undefined && table.regions[code].host === indexHost ? trimOrigin(origin) : hostOrigin(table, code);
    return `<sitemap><loc>${xml(`${base}/sitemap-${code}.xml`)}</loc></sitemap>`;
  });
  return [XML_DECLARATION, `<sitemapindex xmlns="${SITEMAP_NS}">`, ...entries, '</sitemapindex>', ''].join('\n');
}

/**
 * The sitemap of one region: a <url> per indexable page (see sitemapRoutes),
 * its <loc> the page's canonical URL and one <xhtml:link> per alternate of the
 * page's head.
 *
 * @example
 * regionSitemap('jp', regionTable, routes, Date.now())
 * // => '…<url><loc>https://www.mechanova.example/jp</loc><xhtml:link rel="alternate" hreflang="en-US" href="…/us"/>…'
 */
export function regionSitemap(region: RegionCode, table: RegionsDocument, routes: readonly RouteEntry[], nowMs: number): string {
  const urls = sitemapRoutes(region, routes, nowMs).map((route) => {
    // No origin: the head of a served page uses the table's hosts too, so both list the same URLs.
    const head = buildHead({ region, logicalPath: route.path, route, routes, atMs: nowMs, table, title: '', description: '' });
    const links = head.alternates.map((alt) => `<xhtml:link rel="alternate" hreflang="${xml(alt.hreflang)}" href="${xml(alt.href)}"/>`);
    return ['<url>', `<loc>${xml(head.canonical)}</loc>`, ...links, '</url>'].join('\n');
  });
  return [XML_DECLARATION, `<urlset xmlns="${SITEMAP_NS}" xmlns:xhtml="${XHTML_NS}">`, ...urls, '</urlset>', ''].join('\n');
}

/**
 * robots.txt: everything may be crawled except the pages that need a session
 * (routes.yaml `auth`, inherited by child routes), listed by their path in
 * every region that has them, so the file follows the route table; the
 * sitemap index is announced (on another host this is the sitemaps.org
 * cross-submission).
 *
 * @example
 * robotsTxt(regionTable, routes, sitemapIndexOrigin(regionTable)).split('\n').at(-2)
 * // => 'Sitemap: https://www.mechanova.example/sitemap.xml'
 */
export function robotsTxt(table: RegionsDocument, routes: readonly RouteEntry[], origin: string): string {
  const prefixes = regionPrefixes(table);
  const closed = new Set<string>();
  for (const route of routes) {
    if (!isAccountRoute(route)) continue;
    for (const region of route.regions) closed.add(regionPath(region, route.path, prefixes));
  }
  const disallow = [...closed]
    .sort()
    .map((path) => `Disallow: ${path}\n`)
    .join('');
  return `User-agent: *\nAllow: /\n${disallow}Sitemap: ${trimOrigin(origin)}/sitemap.xml\n`;
}

/** The origin of the host that serves the sitemap index: the reference region's host, from the table (never the request's Host). */
export function sitemapIndexOrigin(table: RegionsDocument): string {
  return hostOrigin(table, table.referenceRegion);
}
