import type { RegionCode } from '../../core/region-codes.ts';
import { matchRoute } from '../../core/routing.ts';
import { resolveRegion } from '../../core/resolve-region.ts';
import { parseInstantQuery } from './preview.ts';

/**
 * Query parameters a page reads while rendering, by page name (the `page` of
 * routes.yaml). None does today: campaign parameters (utm_*, gclid, fbclid) and
 * anything else a link carries are read in the browser, if at all. A page that
 * starts reading one on the server lists it here, or it will not see it.
 */
export const PAGE_QUERY_PARAMS: Readonly<Record<string, readonly string[]>> = {};

/** A page request as the cache and the renderer see it. */
export interface PageRequest {
  /** Page-cache key: the path and the declared parameters, never the raw query. */
  key: string;
  /** The URL the page is rendered with: the same path and parameters, so what is cached is what was rendered. */
  url: string;
  /** Preview only (`?at=<instant>`): the instant to render as of; such a request is never cached. */
  at?: number;
}

/**
 * The query string of `names` only, in a fixed order (by name, values in their
 * order): '' when none is present.
 *
 * @example
 * keptQuery('?utm_source=x&tab=2&at=1', ['tab']) // => '?tab=2'
 */
export function keptQuery(search: string, names: readonly string[]): string {
  if (search === '' || search === '?' || names.length === 0) return '';
  const kept = [...new URLSearchParams(search)].filter(([name]) => names.includes(name));
  if (kept.length === 0) return '';
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `?${new URLSearchParams(kept).toString()}`;
}

interface PageRequestOptions {
  routes: readonly { path: string; page: string | null; regions: readonly RegionCode[] }[];
  unprefixedRegion: RegionCode;
  /** PREVIEW=1: `at` is read (and such a request bypasses the cache). */
  preview: boolean;
  pageQueryParams?: Readonly<Record<string, readonly string[]>>;
}

/**
 * Maps a request's path and query to its page request. The path is kept as
 * sent (each spelling of a page is its own render: Vike may redirect one and
 * not another); of the query, only what the page declares survives.
 *
 * @example
 * const pageRequest = createPageRequests({ routes, unprefixedRegion: 'cn', preview: false });
 * pageRequest('/us', '?utm_source=mail&gclid=1') // => { key: '/us', url: '/us' }
 */
export function createPageRequests({ routes, unprefixedRegion, preview, pageQueryParams = PAGE_QUERY_PARAMS }: PageRequestOptions) {
  const anyDeclared = Object.values(pageQueryParams).some((names) => names.length > 0);

  function declaredParams(pathname: string): readonly string[] {
    if (!anyDeclared) return [];
    const resolved = resolveRegion(pathname, unprefixedRegion);
    if (resolved.kind !== 'region') return [];
    const page = matchRoute(routes, resolved.region, resolved.logicalPath)?.page;
    return (page && pageQueryParams[page]) || [];
  }

  /** `previewAllowed`: this request may preview (PREVIEW=1 for all, or it carries the preview cookie). */
  return function pageRequest(pathname: string, search: string, previewAllowed = preview): PageRequest {
    // The common case, and the hot path of cached pages: no query, or nothing in it any page reads.
    if (search === '' || (!anyDeclared && !previewAllowed)) return { key: pathname, url: pathname };
    const names = declaredParams(pathname);
    if (previewAllowed) {
      const at = parseInstantQuery(new URLSearchParams(search).get('at'));
      if (at !== undefined) {
        const url = pathname + keptQuery(search, [...names, 'at']);
        return { key: url, url, at };
      }
    }
    const url = pathname + keptQuery(search, names);
    return { key: url, url };
  };
}
