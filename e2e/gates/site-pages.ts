/**
 * The pages the quality gates check, read from the generated route table so a
 * page joins every gate the day its route turns `live`: each live page route
 * whose window is open, in each region it lists, plus each region's 404.
 */
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes, type RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { REGION_CODES } from '../../runtime/shared/regions.ts';
import { normalizePath } from '../../core/resolve-region.ts';
import { regionPath, regionPrefixes } from '../../runtime/shared/regions.ts';
import { windowState } from '../../runtime/shared/time.ts';

export interface SitePage {
  region: RegionCode;
  /** What kind of page this is: 'home', 'product', a nav group's id ('support' …), the page name, or 'not-found'. */
  kind: string;
  /** The route's name, or 'not-found'. */
  name: string;
  /** The page (content file) the route renders, or 'not-found'. */
  page: string;
  /** URL path on the site, with the region prefix. */
  path: string;
  /** The status the server must answer with. */
  status: 200 | 404;
}

/** A path no route will ever register: each region answers it with its localized 404. */
export const NOT_FOUND_PATH = '/quality-gate-not-found';

/**
 * The regions whose pages differ most, for the gate that costs seconds per page (Lighthouse): us is
 * the reference, with every kind of page (the legal pages, quick chat, the shop and account pages);
 * cn is CJK, unprefixed on its own host, with its own footer (ICP filing) and social links.
 */
export const REPRESENTATIVE_REGIONS: readonly RegionCode[] = ['us', 'cn'];

const prefixes = regionPrefixes(regionTable);
const samePath = (link: string | null | undefined, path: string) => typeof link === 'string' && link.startsWith('/') && normalizePath(link) === path;

/**
 * A page's kind, from content rather than from its markup: the home; a product
 * page (a catalogue product of the region links to it); a page of a header menu
 * group (the group's id, e.g. 'support'); otherwise the page itself.
 */
function kindOf(route: RouteEntry, region: RegionCode): string {
  if (normalizePath(route.path) === '/') return 'home';
  const path = regionPath(region, route.path, prefixes);
  const { catalog, site } = bundle(region);
  if (Object.values(catalog.products).some((product) => samePath(product?.link, path))) return 'product';
  const group = site.navs.find((g) => g.children.some((item) => samePath(item.link, path)));
  return group?.identify ?? route.page ?? route.name;
}

/**
 * Every page the site serves now, region by region, plus each region's 404.
 *
 * @example
 * sitePages().filter((p) => p.region === 'kr').map((p) => p.path) // => ['/kr', '/kr/choose-your-region', '/kr/quality-gate-not-found']
 */
export function sitePages(nowMs = Date.now()): SitePage[] {
  const pages: SitePage[] = [];
  for (const region of REGION_CODES) {
    for (const route of routes) {
      if (route.page === null || route.status !== 'live' || !route.regions.includes(region)) continue;
      if (windowState(route.meta, nowMs) !== 'open') continue;
      pages.push({ region, kind: kindOf(route, region), name: route.name, page: route.page, path: regionPath(region, route.path, prefixes), status: 200 });
    }
    pages.push({ region, kind: 'not-found', name: 'not-found', page: 'not-found', path: regionPath(region, NOT_FOUND_PATH, prefixes), status: 404 });
  }
  return pages;
}

/**
 * Kinds of page built from one template, for the slow gate: the account forms (log-in, sign-up, the two
 * password forms, and the account page, which sends a visitor without a session to log-in) and the legal
 * pages (one prose template). The fast gates (axe, HTML, links, structured data) still load every page.
 */
const TEMPLATE_OF: Readonly<Record<string, string>> = {
  login: 'account form',
  register: 'account form',
  'forgot-password': 'account form',
  'reset-password': 'account form',
  account: 'account form',
  'cookies-policy': 'legal',
  'privacy-policy': 'legal',
  'terms-use': 'legal',
};

/**
 * One page of each kind in each representative region (the first in route-table order; one page of
 * each template where kinds share one), for the gates too slow to run on every page; `regions` names others
 * (the visual baselines' us, de, jp and cn).
 */
export function representativePages(pages: readonly SitePage[] = sitePages(), regions: readonly RegionCode[] = REPRESENTATIVE_REGIONS): SitePage[] {
  const seen = new Set<string>();
  return pages.filter((page) => {
    const wanted = regions.includes(page.region);
    const key = `${page.region} ${TEMPLATE_OF[page.kind] ?? page.kind}`;
    if (!wanted || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
