/**
 * Route matching over the route table (seed 000 §2.2) — the generated one at
 * run time, codegen's own while it checks links. Paths are logical (no region
 * prefix); a route applies in the regions it lists.
 */
import { normalizePath, splitPath } from './resolve-region.ts';

/** A route's window (routes.yaml meta startTime/endTime); a missing bound is open-ended. */
type Windowed = { meta?: { startTime?: string; endTime?: string } };

/**
 * Whether a route's window holds `atMs`: from its startTime (included) to its endTime (excluded).
 *
 * @example
 * windowHolds({ meta: { endTime: '2025-01-01T00:00:00Z' } }, Date.parse('2025-01-01T00:00:00Z')) // => false
 */
export function windowHolds(route: Windowed, atMs: number): boolean {
  const { startTime, endTime } = route.meta ?? {};
  return (startTime === undefined || atMs >= Date.parse(startTime)) && (endTime === undefined || atMs < Date.parse(endTime));
}

/**
 * The route registered for a logical path in a region; a trailing slash, a
 * `?query` and a `#hash` do not matter, and '' is '/'. A path may have several
 * dated editions in a region (docs/decisions.md D70: the
 * Christmas sale of 2024 and of 2026), their windows apart: given `atMs`, the
 * edition whose window holds it answers; when none does, the one that closed
 * last before it (the path is closed then, as that edition says), else the
 * first to open. Without `atMs`, the first registered.
 *
 * @example
 * matchRoute(routes, 'fr', '/manuals/')?.page // => 'manuals'
 * matchRoute(routes, 'jp', '/manuals')        // => undefined (not registered for jp)
 * matchRoute(routes, 'us', '/christmas-sale', Date.parse('2026-12-08T00:00:00Z'))?.page // => 'christmas-sale-2026'
 */
export function matchRoute<R extends { path: string; regions: readonly string[] } & Windowed>(routes: readonly R[], region: string, logicalPath: string, atMs?: number): R | undefined {
  const path = normalizePath(splitPath(logicalPath).pathname);
  const editions = routes.filter((route) => route.regions.includes(region) && normalizePath(route.path) === path);
  if (editions.length < 2 || atMs === undefined) return editions[0];
  const open = editions.find((route) => windowHolds(route, atMs));
  if (open) return open;
  const ended = editions.filter((route) => route.meta?.endTime !== undefined && Date.parse(route.meta.endTime) <= atMs);
  const last = ended.sort((a, b) => Date.parse(b.meta!.endTime!) - Date.parse(a.meta!.endTime!))[0];
  return last ?? editions.sort((a, b) => Date.parse(a.meta?.startTime ?? '') - Date.parse(b.meta?.startTime ?? ''))[0];
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
