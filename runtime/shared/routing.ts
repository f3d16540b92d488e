/**
 * Route matching over the generated route table (seed 000 §2.2). Paths are
 * logical (no region prefix); a route applies in the regions it lists.
 */
import type { RouteEntry } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { normalizePath, splitPath } from './regions.ts';

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
