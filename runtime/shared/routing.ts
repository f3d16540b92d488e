/**
 * Route matching over the generated route table (seed 000 §2.2). Paths are
 * logical (no region prefix); a route applies in the regions it lists.
 */
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { REGION_CODES, normalizePath, splitPath } from './regions.ts';

/**
 * The route registered for a logical path in a region; a trailing slash, a
 * `?query` and a `#hash` do not matter, and '' is '/'.
 *
 * @example
 * matchRoute(routes, 'fr', '/manuals/')?.page // => 'manuals'
 * matchRoute(routes, 'jp', '/manuals')        // => undefined (not registered for jp)
 */
export function matchRoute(routes: readonly RouteEntry[], region: RegionCode, logicalPath: string): RouteEntry | undefined {
  const path = normalizePath(splitPath(logicalPath).pathname);
  return routes.find((route) => route.regions.includes(region) && normalizePath(route.path) === path);
}

/**
 * The regions where a page is registered, in REGION_CODES order.
 *
 * @example
 * regionsOfPage(routes, 'black-friday') // => ['us', 'uk', 'eu', 'fr', 'de']
 */
export function regionsOfPage(routes: readonly RouteEntry[], page: string): RegionCode[] {
  const found = new Set<RegionCode>();
  for (const route of routes) if (route.page === page) for (const region of route.regions) found.add(region);
  return REGION_CODES.filter((region) => found.has(region));
}

/**
 * The logical target when the path is a redirect route in the region.
 *
 * @example
 * resolveRedirect(routes, 'fr', '/new-release') // => '/flagship-bumblebee'
 * resolveRedirect(routes, 'fr', '/manuals')     // => undefined
 */
export function resolveRedirect(routes: readonly RouteEntry[], region: RegionCode, logicalPath: string): string | undefined {
  return matchRoute(routes, region, logicalPath)?.redirect ?? undefined;
}
