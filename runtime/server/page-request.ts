import { meantInstant, parseInstantQuery } from './preview.ts';

/**
 * No page reads a query parameter while rendering: campaign parameters (utm_*, gclid, fbclid) and
 * anything else a link carries are read in the browser, if at all. So a page is cached and rendered
 * by its path alone, and a query cannot make a new copy; only a preview's `at` is kept.
 */
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
 * Maps a request's path and query to its page request. The path is kept as
 * sent (each spelling of a page is its own render: Vike may redirect one and
 * not another); of the query, only a preview's `at` survives.
 *
 * @example
 * const pageRequest = createPageRequests({ preview: false });
 * pageRequest('/us', '?utm_source=mail&gclid=1') // => { key: '/us', url: '/us' }
 */
export function createPageRequests({ preview }: { /** PREVIEW=1: `at` is read (and such a request bypasses the cache). */ preview: boolean }) {
  /** `previewAllowed`: this request may preview (PREVIEW=1 for all, or it carries the preview cookie). */
  return function pageRequest(pathname: string, search: string, previewAllowed = preview): PageRequest {
    // The common case, and the hot path of cached pages: no query, or no preview.
    if (search === '' || !previewAllowed) return { key: pathname, url: pathname };
    const value = new URLSearchParams(search).get('at');
    const at = parseInstantQuery(value);
    if (at === undefined || value === null) return { key: pathname, url: pathname };
    // One spelling per instant: a typed `+` (read as a space) and `%2B` are the same preview.
    const url = `${pathname}?${new URLSearchParams({ at: meantInstant(value) }).toString()}`;
    return { key: url, url, at };
  };
}
