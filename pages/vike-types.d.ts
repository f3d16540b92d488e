// https://vike.dev/pageContext#typescript — our additions to pageContext, typed once.
import type React from 'react';
import type { Page, RegionBundle } from '../dist/generated/bundle-type.ts';
import type { RouteMeta } from '../dist/generated/routes.ts';
import type { RegionCode } from '../dist/generated/types.ts';
import type { RequestFormPost } from '../runtime/shared/request-form.ts';
import type { SiteSettings } from '../runtime/shared/site-config.ts';

declare global {
  namespace Vike {
    interface PageContext {
      /** The page component (https://vike.dev/Page). */
      Page: () => React.JSX.Element;
      /** The region of the URL (from +onBeforeRoute). */
      region: RegionCode;
      /** The path without the region prefix ('/' for home). */
      logicalPath: string;
      /** Server time (epoch ms) the page was rendered for: real time, or the ?at= instant in preview. */
      serverNow: number;
      /** Rendered in the pseudo-locale (PSEUDO_LOCALE=1, /pseudo/…: runtime/server/pseudo-locale.ts); server only, its data carries the pseudo texts to the browser. */
      pseudo?: boolean;
      /** True when rendered under PREVIEW=1 with ?at=. */
      preview: boolean;
      /** The image CDN and chat widget the server was started with (runtime/shared/site-config.ts). */
      siteSettings: SiteSettings;
      /** Set by +data: this region's texts only — the client never receives another region's. */
      data: PageData;
      /**
       * Set by +onRenderHtml: parts of the page that only the server renders, inside a ServerOnly, whose code
       * the browser never loads (the footer's company address and facts, runtime/ui/FooterCompany.tsx). Absent in the browser.
       */
      serverParts?: { company?: React.ReactNode };
      /** A request form posted without JavaScript, answered on its page (runtime/server/request-form-post.ts); absent on every other render. */
      formPost?: RequestFormPost;
    }
  }
}

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
  referencePrices?: { sales: Record<string, (number | null)[]>; promotions: Record<string, number | null> };
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
