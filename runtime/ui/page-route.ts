import type { PageContext } from 'vike/types';
import { routes } from '../../dist/generated/routes.ts';
import { matchRoute } from '../../core/routing.ts';

/** Pages with a component of their own (pages/<page>/+Page.tsx); none today — every page is sections. */
const BESPOKE_PAGES: ReadonlySet<string> = new Set();

/**
 * A Vike route function for one bespoke page of the route table: it matches when
 * the region registers a live route rendering `page` at the logical path.
 * Pages are thus registered from content-yaml/routes.yaml, never by hand.
 * Keep a bespoke page only where no section type can express it, and add it to BESPOKE_PAGES.
 *
 * @example
 * // pages/<page>/+route.ts
 * export default routeFor('<page>');
 */
export function routeFor(page: string) {
  return (pageContext: PageContext): boolean => {
    const route = matchRoute(routes, pageContext.region, pageContext.urlPathname);
    return route !== undefined && route.page === page && route.status === 'live';
  };
}

/** The route function of pages/sections: every live page of the route table that has no bespoke component. */
export function routeForSectionPages() {
  return (pageContext: PageContext): boolean => {
    const route = matchRoute(routes, pageContext.region, pageContext.urlPathname);
    return route !== undefined && typeof route.page === 'string' && route.status === 'live' && !BESPOKE_PAGES.has(route.page);
  };
}
