import type { Page, PageName, ReferencePrices, RegionBundle } from '../../dist/generated/bundle-type.ts';
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes } from '../../dist/generated/routes.ts';
import { FORM_SECTION_TYPES } from '../../dist/generated/section-meta.ts';
import type { RegionCode, Section } from '../../dist/generated/types.ts';
import type { PageData, PageSite } from '../shared/page-data-types.ts';
import { needsLogin } from '../shared/guard.ts';
import { displayNames } from '../shared/format.ts';
import { resolveRegion } from '../shared/regions.ts';
import { currentStage } from '../shared/sale-stage.ts';
import { matchRoute } from '../../core/routing.ts';

/**
 * Server only: the data a page of `region` at `logicalPath` receives — its region's shell
 * texts, the page's own sections and the catalogue entries they show; never another
 * region's texts, other pages' texts or the rest of the catalogue.
 */
export function pageDataFor(region: RegionCode, logicalPath: string, { nowMs }: { nowMs?: number } = {}): PageData {
  const regionBundle = bundle(region);
  const route = matchRoute(routes, region, logicalPath);
  const name = route?.page && route.status === 'live' && isPageName(regionBundle, route.page) ? route.page : undefined;
  const shown = new Set(name ? (regionBundle.pageProducts[name] ?? []) : []);
  const products = Object.fromEntries(Object.entries(regionBundle.catalog.products).filter(([id]) => shown.has(id)));
  return {
    region: regionBundle.region,
    hosts: regionBundle.hosts,
    site: pageSite(regionBundle.site),
    catalog: { ...regionBundle.catalog, products },
    page: withoutLockedPrices(name ? regionBundle.pages[name] : undefined, nowMs),
    ...(regionBundle.referencePrices ? { referencePrices: referencePricesFor(regionBundle.referencePrices, name, shown, name ? regionBundle.pages[name] : undefined, nowMs) } : {}),
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

/** `map` that keeps a non-empty list (the generated types of `minItems: 1` lists) non-empty. */
const mapNonEmpty = <T, U>(list: readonly [T, ...T[]], f: (item: T) => U): [U, ...U[]] => [f(list[0]), ...list.slice(1).map(f)];

/**
 * A sale page as of `nowMs`: the stage prices of stages not yet reached are
 * left out, so the browser never receives a price the page shows as '??'
 * (the rendered page is cached only until the next stage instant).
 */
export function withoutLockedPrices(page: Page | undefined, nowMs: number | undefined): Page | undefined {
  if (nowMs === undefined || !page?.sections.some((s) => s.type === 'sale-offers')) return page;
  const banner = page.sections.find((s) => s.type === 'sale-banner');
  const index = banner?.type === 'sale-banner' ? (currentStage(banner.stages, nowMs)?.index ?? 0) : 0;
  const strip = (s: Section): Section =>
    s.type !== 'sale-offers'
      ? s
      : {
          ...s,
          tabs: mapNonEmpty(s.tabs, (tab) =>
            !tab.groups
              ? tab
              : {
                  ...tab,
                  groups: mapNonEmpty(tab.groups, (group) => ({
                    ...group,
                    items: mapNonEmpty(group.items, (item) => (item.stagePrices ? { ...item, stagePrices: item.stagePrices.slice(0, index + 1) } : item)),
                  })),
                },
          ),
        };
  const [first, ...rest] = page.sections;
  return { ...page, sections: [strip(first), ...rest.map(strip)] };
}

/**
 * The reference prices a page shows (regions.yaml `priceRules`): its sale entries', up to the stage
 * reached at `nowMs` (like their stage prices), and its products' promotions.
 */
export function referencePricesFor(reference: ReferencePrices, name: PageName | undefined, shown: ReadonlySet<string | number>, page: Page | undefined, nowMs: number | undefined) {
  const banner = page?.sections.find((s) => s.type === 'sale-banner');
  const reached = nowMs === undefined || banner?.type !== 'sale-banner' ? undefined : (currentStage(banner.stages, nowMs)?.index ?? 0);
  const sales = Object.fromEntries(Object.entries((name && reference.sales[name]) ?? {}).map(([id, values]) => [id, reached === undefined ? values : values.slice(0, reached + 1)]));
  const promotions: Record<string, number | null> = {};
  for (const [id, value] of Object.entries(reference.promotions)) if (shown.has(id) && value !== undefined) promotions[id] = value;
  return { sales, promotions };
}

/**
 * The page data as serialized into the HTML for the browser (+onRenderHtml): a FAQ
 * section's questions are left out, because the browser fetches them from the
 * generated JSON (docs/decisions.md D29) — so the loading, error and retry
 * states are real, and the page data stays small. The server-rendered HTML keeps
 * every answer and works without JavaScript; the browser keeps that HTML while
 * it fetches (runtime/ui/sections/Faq.tsx).
 */
export function forBrowser(data: PageData): PageData {
  const page = withoutFetchedContent(data.page);
  return page === data.page ? data : { ...data, page };
}

/** A page without its FAQ sections' questions (other pages as they are). */
export function withoutFetchedContent(page: Page | undefined): Page | undefined {
  if (!page?.sections.some((s) => s.type === 'faq')) return page;
  const strip = (s: Section): Section => (s.type === 'faq' ? { ...s, groups: [] } : s);
  const [first, ...rest] = page.sections;
  return { ...page, sections: [strip(first), ...rest.map(strip)] };
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
