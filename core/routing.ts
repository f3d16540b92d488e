/**
 * Route matching over the route table (seed 000 §2.2) — the generated one at
 * run time, codegen's own while it checks links. Paths are logical (no region
 * prefix); a route applies in the regions it lists.
 */
import { normalizePath, splitPath } from './resolve-region.ts';

/**
 * The route registered for a logical path in a region; a trailing slash, a
 * `?query` and a `#hash` do not matter, and '' is '/'.
 *
 * @example
 * matchRoute(routes, 'fr', '/manuals/')?.page // => 'manuals'
 * matchRoute(routes, 'jp', '/manuals')        // => undefined (not registered for jp)
 */
export function matchRoute<R extends { path: string; regions: readonly string[] }>(routes: readonly R[], region: string, logicalPath: string): R | undefined {
  const path = normalizePath(splitPath(logicalPath).pathname);
  return routes.find((route) => route.regions.includes(region) && normalizePath(route.path) === path);
}

/**
 * A test of whether some route of some region has a logical path (a trailing slash, a query and a hash do not
 * matter): any other path is a 404 in every region, which the server answers with the region's one 404 page
 * instead of rendering each path (runtime/server/app.ts).
 *
 * @example
 * const isRouted = routedPaths([{ path: '/manuals' }]);
 * isRouted('/manuals/') // => true
 * isRouted('/nothing')  // => false
 */
export function routedPaths(routes: readonly { path: string }[]): (logicalPath: string) => boolean {
  const paths = new Set(routes.map((route) => normalizePath(route.path)));
  return (logicalPath) => paths.has(normalizePath(splitPath(logicalPath).pathname));
}

/**
 * Whether routes.yaml's `servedElsewhere` gives `logicalPath` (or a path below
 * it) in `region` to another system. The link check and the fallback proxy
 * both read it, from this one definition.
 *
 * @example
 * isServedElsewhere([{ path: '/about-us', regions: ['us'] }], 'us', '/about-us/team') // => true
 * isServedElsewhere([{ path: '/about-us', regions: ['us'] }], 'us', '/about-usx')     // => false
 */
export function isServedElsewhere(servedElsewhere: readonly { path: string; regions: readonly string[] }[], region: string, logicalPath: string): boolean {
  return servedElsewhere.some((s) => s.regions.includes(region) && (logicalPath === s.path || logicalPath.startsWith(`${s.path}/`)));
}
