import type { PageContext } from 'vike/types';
import { routes } from '../../dist/generated/routes.ts';
import { matchRoute } from '../../core/routing.ts';

/**
 * A Vike route function for one page of the route table: it matches when the
 * region registers a live route rendering `page` at the logical path.
 * Pages are thus registered from content-yaml/routes.yaml, never by hand.
 *
 * @example
 * // pages/home/+route.ts
 * export default routeFor('home');
 */
export function routeFor(page: string) {
  return (pageContext: PageContext): boolean => {
    const route = matchRoute(routes, pageContext.region, pageContext.urlPathname);
    return route !== undefined && route.page === page && route.status === 'live';
  };
}
