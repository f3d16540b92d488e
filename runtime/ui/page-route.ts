import type { PageContext } from 'vike/types';
import { routes } from '../../dist/generated/routes.ts';
import { matchRoute } from '../../core/routing.ts';

/**
 * The route function of pages/sections: every live page of the route table. Every page is made of
 * sections; a page no section type can express is a new section type (one folder under
 * runtime/ui/sections/), not a page component of its own.
 */
export function routeForSectionPages() {
  return (pageContext: PageContext): boolean => {
    const route = matchRoute(routes, pageContext.region, pageContext.urlPathname, pageContext.serverNow);
    return route !== undefined && typeof route.page === 'string' && route.status === 'live';
  };
}
