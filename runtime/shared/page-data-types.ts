/**
 * What a page receives from +data (runtime/server/page-data.ts builds it, pages/ and runtime/ui read it as
 * `pageContext.data`, pages/vike-types.d.ts): below both, so the server's code never imports pages/.
 */
import type { Page, RegionBundle } from '../../dist/generated/bundle-type.ts';
import type { RouteMeta } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';

/** A region's site texts as a page receives them: everything but `api.mail` (service/locale.ts reads the bundle). */
export type PageSite = Omit<RegionBundle['site'], 'api' | 'subscribe'> & {
  api: Omit<RegionBundle['site']['api'], 'mail'>;
  subscribe: Omit<RegionBundle['site']['subscribe'], 'confirm' | 'unsubscribe'>;
};

export interface PageData {
  region: RegionBundle['region'];
  hosts: RegionBundle['hosts'];
  /** The region's shell texts, without the mails the service writes (site.yaml `api.mail`) and the newsletter links' own pages: no page shows them. */
  site: PageSite;
  /** The catalogue entries this page shows (its sections' products), not the whole catalogue. */
  catalog: RegionBundle['catalog'];
  /** The head and sections of the page being rendered (absent on the 404 page). */
  page: Page | undefined;
  /**
   * Where the region's price rules ask for them (regions.yaml `priceRules`): the lowest price of the 30 days
   * before each reduction this page shows (runtime/shared/reference-price.ts) — per sale entry id one value
   * per stage reached, per promoted product one value; null where a price is no reduction. Absent elsewhere.
   */
  referencePrices?: { sales: Record<string, (number | null)[]>; promotions: Record<string, number | null>; regularFrom?: Record<string, number> };
  /**
   * Each region's home country named in this region's language, for the region suggestion: named by
   * the server, since the browser's first Intl.DisplayNames takes tens of milliseconds to build.
   */
  countryNames: Record<RegionCode, string>;
  /**
   * On arrival in the browser (seed 000 §2.5), from the route table: whether the path needs login
   * (routes.yaml `auth`, also below it and on its 404), and the route's entry scroll.
   */
  entry: {
    needsLogin: boolean /** A form visitors fill in is on the page (meta.json "form"): no popup opens over it. */;
    formPage: boolean /** The route's page name (absent on the 404 page). */;
    page?: string;
  } & Pick<RouteMeta, 'scrollPosition' | 'anchor'>;
}
