import type { PageContext } from 'vike/types';
import { routes } from '../../dist/generated/routes.ts';
import { matchRoute } from '../../core/routing.ts';

/**
 * Pages with a component of their own (pages/<page>/+Page.tsx, and a +route.ts matching that
 * page's live routes with matchRoute); none today — every page is sections. Keep one only where
 * no section type can express the page, and say why in its +Page.tsx.
 */
const BESPOKE_PAGES: ReadonlySet<string> = new Set();

/** The route function of pages/sections: every live page of the route table that has no bespoke component. */
export function routeForSectionPages() {
  return (pageContext: PageContext): boolean => {
    const route = matchRoute(routes, pageContext.region, pageContext.urlPathname);
    return route !== undefined && typeof route.page === 'string' && route.status === 'live' && !BESPOKE_PAGES.has(route.page);
  };
}
