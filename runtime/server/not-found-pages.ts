import { routes, servedElsewhere } from '../../dist/generated/routes.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { isServedElsewhere, routedPaths } from '../../core/routing.ts';
import { normalizePath, regionPath, regionPrefixes, resolveRegion, splitPath } from '../shared/regions.ts';
import type { AppDeps } from './app-deps.ts';
import { cacheTags, pageFreshness, type CachedPage } from './page-cache.ts';
import { keptPage } from './page-response.ts';

/** The path each region's 404 page is rendered for (never a route): the page says nothing of the path asked for. */
export const NOT_FOUND_PATH = '/page-not-found';

/** Where a path no route has is answered: its region, and the path its 404 is rendered for. */
type UnroutedPath = { region: RegionCode; path: string };

/** `isRoutedPath`: whether some route of some region has a logical path (core/routing.ts routedPaths of the route table). */
type NotFoundPagesDeps = Pick<AppDeps, 'render' | 'schedule' | 'regionTable'> & { isRoutedPath: (logicalPath: string) => boolean };

/**
 * Each region's 404 page, answered for every path no route of any region has: it does not depend on the path,
 * so a flood of random paths costs no render each and evicts no page from the page cache.
 */
export function createNotFoundPages({ render, schedule, regionTable, isRoutedPath }: NotFoundPagesDeps) {
  const routed = routedPaths(routes);
  if (routed(NOT_FOUND_PATH)) throw new Error(`routes.yaml has a route at ${NOT_FOUND_PATH}, the path each region's 404 page is rendered for: move it`);
  /** The routes that need a log-in (routes.yaml `auth`): a path below one is guarded even when it has no page. */
  const authRoutes = routes.filter((route) => route.meta.auth === true).map((route) => ({ path: normalizePath(route.path), regions: route.regions }));
  for (const { path } of authRoutes) {
    if (routed(`${path}${NOT_FOUND_PATH}`)) throw new Error(`routes.yaml has a route at ${path}${NOT_FOUND_PATH}, the path the 404 page below ${path} is rendered for: move it`);
  }
  const prefixes = regionPrefixes(regionTable);
  const pages = new Map<string, CachedPage>();
  const renders = new Map<string, Promise<CachedPage>>();

  return {
    /**
     * The shared 404 that answers `pathname` when no route of any region has its path (and no other system
     * serves it): its region, and the path it is rendered for, which says nothing of the visitor's: NOT_FOUND_PATH,
     * or below a route that needs a log-in, NOT_FOUND_PATH under that route, so the page's account guard still
     * sends a visitor without a session to log in (with the path he asked for, read from the browser's URL).
     */
    unrouted(pathname: string): UnroutedPath | undefined {
      const resolved = resolveRegion(pathname, regionTable.unprefixedRegion);
      if (resolved.kind !== 'region' || isRoutedPath(resolved.logicalPath) || isServedElsewhere(servedElsewhere, resolved.region, resolved.logicalPath)) return undefined;
      const { region } = resolved;
      const logicalPath = normalizePath(splitPath(resolved.logicalPath).pathname);
      const guarded = authRoutes.find((route) => route.regions.includes(region) && logicalPath.startsWith(`${route.path}/`));
      return { region, path: regionPath(region, guarded ? `${guarded.path}${NOT_FOUND_PATH}` : NOT_FOUND_PATH, prefixes) };
    },

    /** A shared 404 page, rendered once for its path until its region's next schedule instant, outside the page cache. */
    page({ region, path }: UnroutedPath, headersOriginal: Record<string, string>, serverNow: number): Promise<CachedPage> {
      const kept = pages.get(path);
      if (kept && kept.expires > serverNow) return Promise.resolve(kept);
      let rendering = renders.get(path);
      if (!rendering) {
        rendering = render({ urlOriginal: path, headersOriginal, serverNow, preview: false })
          .then((result) => {
            const { maxAge, stale } = pageFreshness(schedule, region, serverNow);
            const page = keptPage(result, serverNow + maxAge * 1000, stale, cacheTags(region, 'not-found'));
            if (result.status === 404) pages.set(path, page);
            return page;
          })
          .finally(() => renders.delete(path));
        renders.set(path, rendering);
      }
      return rendering;
    },
  };
}
