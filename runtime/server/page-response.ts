import type { RequestFormPost } from '../shared/request-form.ts';
import { compress, isCompressible } from './compress.ts';
import { etagMatches, weakETag, type CachedPage, type createPageCache } from './page-cache.ts';
import type { RequestMeta } from './request-meta.ts';
import { STRICT_TRANSPORT_SECURITY } from './security-headers.ts';

export interface RenderResult {
  status: number;
  headers: [string, string][];
  body: string;
}
export type Render = (init: {
  urlOriginal: string;
  headersOriginal: Record<string, string>;
  serverNow: number;
  preview: boolean;
  formPost?: RequestFormPost;
  /** Render the page in the pseudo-locale (runtime/staff/pseudo-locale.ts). */
  pseudo?: boolean;
}) => Promise<RenderResult>;

/**
 * Vike's renderPage as the server's Render: the built server's (main.ts) and make dev's (dev/vite-dev.ts), so
 * both render with the same page context (server time, preview, form post, pseudo-locale).
 */
export const vikeRender =
  (renderPage: (init: Parameters<Render>[0]) => Promise<{ httpResponse?: { statusCode: number; headers: [string, string][]; body: string } | null }>): Render =>
  async ({ formPost, pseudo, ...init }) => {
    const response = (await renderPage({ ...init, ...(formPost ? { formPost } : {}), ...(pseudo ? { pseudo } : {}) })).httpResponse;
    if (!response) return { status: 500, headers: [['Content-Type', 'text/plain; charset=utf-8']], body: 'Internal error' };
    return { status: response.statusCode, headers: response.headers, body: response.body };
  };

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

export const isRedirect = (status: number) => status >= 300 && status < 400;

/** A render's answer as the cache keeps it, until `expires` (then `stale` seconds more in a shared cache), with its purge tags. */
export function keptPage(result: RenderResult, expires: number, stale: number, tags: readonly string[]): CachedPage {
  const body = new TextEncoder().encode(result.body);
  return {
    status: result.status,
    // Lower-case names, so ours replace Vike's (it sends its own cache-control) instead of doubling them.
    headers: Object.fromEntries(result.headers.filter(([name]) => name.toLowerCase() !== 'cache-control').map(([name, value]) => [name.toLowerCase(), value])),
    body,
    encoded: new Map(),
    expires,
    stale,
    etag: weakETag(body),
    tags,
  };
}

/** The headers that depend on the request: its id, and over HTTPS Strict-Transport-Security. */
export function perRequestHeaders(request: RequestMeta): Record<string, string> {
  return request.https ? { 'x-request-id': request.requestId, 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : { 'x-request-id': request.requestId };
}

/**
 * Headers and (compressed, once per page and encoding, kept in `cache`) body of a rendered page, with the
 * security headers (`securityHeaders`, lower-case names), since the node:http fast path answers without Hono.
 * A page a cache may keep says how long to a browser (max-age) and to a shared cache (s-maxage,
 * stale-while-revalidate), names its purge tags (Cache-Tag, Surrogate-Key) and its entity tag; a request
 * that names that tag gets 304 and no body.
 */
export function createPageResponses(securityHeaders: Readonly<Record<string, string>>, cache: ReturnType<typeof createPageCache>) {
  return function pageResponse(key: string, page: CachedPage, encoding: 'br' | 'gzip' | undefined, serverNow: number, request: RequestMeta, { preview = false, noStore = false }): PageResponse {
    const headers: Record<string, string> = { ...page.headers, ...securityHeaders, ...perRequestHeaders(request), vary: 'Accept-Encoding' };
    const maxAge = Math.max(0, Math.floor((page.expires - serverNow) / 1000));
    const cacheable = !preview && !noStore && page.status < 500 && !isRedirect(page.status);
    headers['cache-control'] = !cacheable
      ? isRedirect(page.status) && !preview && !noStore
        ? 'no-cache'
        : 'no-store'
      : `public, max-age=${maxAge}, s-maxage=${maxAge}${page.stale > 0 ? `, stale-while-revalidate=${page.stale}` : ''}`;
    if (preview) headers['x-robots-tag'] = 'noindex';
    if (cacheable) {
      headers.etag = page.etag;
      headers['cache-tag'] = page.tags.join(',');
      headers['surrogate-key'] = page.tags.join(' ');
      if (page.status === 200 && etagMatches(request.ifNoneMatch, page.etag)) {
        delete headers['content-type'];
        delete headers['content-length'];
        return { status: 304, headers, body: new Uint8Array() };
      }
    }
    let body = page.body;
    if (encoding && isCompressible(page.headers['content-type'], body.length)) {
      body = cache.encoded(key, page, encoding, () => compress(page.body, encoding));
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    return { status: page.status, headers, body };
  };
}
