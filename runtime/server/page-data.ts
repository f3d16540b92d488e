import type { PageName, ReferencePrices, RegionBundle } from '../../dist/generated/bundle-type.ts';
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { FORM_SECTION_TYPES } from '../../dist/generated/section-meta.ts';
import { SECTION_SERVERS } from '../../dist/generated/section-server.ts';
import type { RegionCode, Section } from '../../dist/generated/types.ts';
import type { PageData, PageSite } from '../shared/page-data-types.ts';
import type { SectionServer } from '../ui/sections/props.ts';
import { needsLogin } from '../shared/guard.ts';
import { displayNames } from '../shared/format.ts';
import { resolveRegion } from '../shared/regions.ts';
import { matchRoute } from '../../core/routing.ts';

/**
 * Server only: the data a page of `region` at `logicalPath` receives — its region's shell
 * texts, the page's own sections and the catalogue entries they show; never another
 * region's texts, other pages' texts or the rest of the catalogue.
 */
export function pageDataFor(region: RegionCode, logicalPath: string, { nowMs }: { nowMs?: number } = {}): PageData {
  const regionBundle = bundle(region);
  const route = matchRoute(routes, region, logicalPath, nowMs);
  const name = route?.page && route.status === 'live' && isPageName(regionBundle, route.page) ? route.page : undefined;
  const shown = new Set(name ? (regionBundle.pageProducts[name] ?? []) : []);
  const products = Object.fromEntries(Object.entries(regionBundle.catalog.products).filter(([id]) => shown.has(id)));
  const data: PageData = {
    region: regionBundle.region,
    hosts: regionBundle.hosts,
    site: pageSite(regionBundle.site),
    catalog: { ...regionBundle.catalog, products },
    page: name ? regionBundle.pages[name] : undefined,
    ...(regionBundle.referencePrices ? { referencePrices: referencePricesFor(regionBundle.referencePrices, name, shown) } : {}),
    countryNames: countryNames(region),
    // What the browser does on arrival, decided here so the client ships no route table.
    entry: {
      needsLogin: needsLogin(routes, region, logicalPath),
      formPage: Boolean(name && regionBundle.pages[name]?.sections.some((section: Section) => FORM_SECTION_TYPES.has(section.type))),
      ...(name ? { page: name } : {}),
      ...(route?.meta.scrollPosition ? { scrollPosition: route.meta.scrollPosition } : {}),
      ...(route?.meta.anchor ? { anchor: route.meta.anchor } : {}),
    },
  };
  // As of the server's instant, shaped by the server.ts of its sections' types (a sale's prices not reached yet left out).
  return nowMs === undefined ? data : serversOf(data).reduce((out, server) => server.atInstant?.(out, nowMs) ?? out, data);
}

/**
 * The site texts a page needs: the mail templates (api.mail, ~2 KB of every page's data) are the service's to send,
 * and the pages of the mailed newsletter links (subscribe.confirm, subscribe.unsubscribe) the server writes itself
 * (subscribe-fallback.ts); no page shows them, so they stay on the server.
 */
function pageSite(site: RegionBundle['site']): PageSite {
  const { mail: _, ...api } = site.api;
  const { confirm: __, unsubscribe: ___, ...subscribe } = site.subscribe;
  return { ...site, api, subscribe };
}

const namesByRegion = new Map<RegionCode, Record<RegionCode, string>>();
/** Every region's home country, named in `region`'s formatting locale (the region's label where Intl has no name). */
function countryNames(region: RegionCode): Record<RegionCode, string> {
  let names = namesByRegion.get(region);
  if (!names) {
    const named = displayNames(regionTable.regions[region].formatLocale, 'region');
    names = Object.fromEntries(Object.entries(regionTable.regions).map(([code, r]) => [code, named.of(r.country.home) ?? r.label])) as Record<RegionCode, string>;
    namesByRegion.set(region, names);
  }
  return names;
}

/** The catalogue entries' reference prices a page shows (regions.yaml `priceRules`): its sale entries' and its products' promotions. */
export function referencePricesFor(reference: ReferencePrices, name: PageName | undefined, shown: ReadonlySet<string | number>) {
  const promotions: Record<string, number | null> = {};
  for (const [id, value] of Object.entries(reference.promotions)) if (shown.has(id) && value !== undefined) promotions[id] = value;
  const regularFrom: Record<string, number> = {};
  for (const [id, value] of Object.entries(reference.regularFrom ?? {})) if (shown.has(id) && value !== undefined) regularFrom[id] = value;
  return { sales: (name && reference.sales[name]) ?? {}, promotions, regularFrom };
}

/** The section types of the data's page, each once: those whose server.ts shapes it (dist/generated/section-server.ts). */
const serversOf = (data: PageData): SectionServer[] => [...new Set(data.page?.sections.map((s) => s.type))].flatMap((type) => SECTION_SERVERS[type] ?? []);

/**
 * The page data as serialized into the HTML for the browser (+onRenderHtml), shaped by the server.ts of its
 * sections' types (`forBrowser`: a FAQ's questions are fetched, not sent). The server-rendered HTML keeps all.
 */
export function forBrowser(data: PageData): PageData {
  return serversOf(data).reduce((out, server) => server.forBrowser?.(out) ?? out, data);
}

const isPageName = (b: RegionBundle, page: string): page is PageName => page in b.pages;

/**
 * Region, logical path and data of a request from its URL alone — for the error
 * page, which Vike renders without +onBeforeRoute's or +data's output when a
 * hook failed before them.
 */
export function fallbackPageContext(urlOriginal: string): { region: RegionCode; logicalPath: string; data: PageData } {
  const pathname = new URL(urlOriginal, 'http://localhost').pathname;
  const resolved = resolveRegion(pathname, regionTable.unprefixedRegion);
  const region = resolved.kind === 'region' ? resolved.region : regionTable.unprefixedRegion;
  const logicalPath = resolved.kind === 'region' ? resolved.logicalPath : '/';
  return { region, logicalPath, data: { ...pageDataFor(region, logicalPath), page: undefined } };
}
