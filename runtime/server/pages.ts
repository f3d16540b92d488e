import { Hono, type Context } from 'hono';
import { routes, servedElsewhere } from '../../dist/generated/routes.ts';
import { matchRoute, routedPaths } from '../../core/routing.ts';
import { resolveRegion } from '../shared/regions.ts';
import type { AppDeps } from './app-deps.ts';
import { pickEncoding } from './compress.ts';
import { createFallbackProxy } from './fallback-proxy.ts';
import type { Log } from './log.ts';
import { createNotFoundPages } from './not-found-pages.ts';
import { cacheTags, createPageCache, pageFreshness } from './page-cache.ts';
import { createPageRequests } from './page-request.ts';
import { createPageResponses, isRedirect, keptPage, perRequestHeaders, type PageResponse } from './page-response.ts';
import type { RequestMeta, SiteEnv } from './request-meta.ts';

export type PagesDeps = Pick<AppDeps, 'render' | 'schedule' | 'regionTable' | 'fallbackOrigin' | 'fallbackTimeoutMs' | 'pageCache' | 'isRoutedPath'> & {
  now: () => number;
  log: Log;
  preview: boolean;
  /** Whether `?at=` applies to this request: PREVIEW=1 for everyone, or the signed preview cookie. */
  previewAllowed: (request: RequestMeta) => boolean;
  /** The security headers, lower-case names: the node:http fast path answers without the Hono app's middleware. */
  securityHeaders: Readonly<Record<string, string>>;
};

/** A page answer as Hono's Response: no body to HEAD, nor with 304. */
export const pageAnswer = (c: Context, served: PageResponse) =>
  new Response(c.req.method === 'HEAD' || served.status === 304 ? null : (served.body as Uint8Array<ArrayBuffer>), { status: served.status, headers: served.headers });

/**
 * The pages: every GET or HEAD no other route answered, rendered by Vike — cached until the next schedule
 * instant that changes the page (page-cache.ts), compressed with brotli or gzip, a path routes.yaml gives to
 * another system asked for there (fallback-proxy.ts), a path no route has answered with its region's one 404.
 */
export function createPages(deps: PagesDeps) {
  const { now, previewAllowed } = deps;
  const cache = createPageCache(deps.pageCache);
  const pageRequest = createPageRequests({ preview: deps.preview });
  const pageResponse = createPageResponses(deps.securityHeaders, cache);
  const notFound = createNotFoundPages({ ...deps, isRoutedPath: deps.isRoutedPath ?? routedPaths(routes) });
  const proxy = deps.fallbackOrigin
    ? createFallbackProxy({
        origin: deps.fallbackOrigin,
        servedElsewhere,
        unprefixedRegion: deps.regionTable.unprefixedRegion,
        ...(deps.fallbackTimeoutMs ? { timeoutMs: deps.fallbackTimeoutMs } : {}),
      })
    : undefined;

  /**
   * The response for a cached page, or undefined (no entry, or a preview
   * request). Keyed by page, never by the raw query: `/us?utm_source=…` is `/us`.
   */
  function cachedPage(pathname: string, search: string, acceptEncoding: string | undefined, request: RequestMeta): PageResponse | undefined {
    const { key, at } = pageRequest(pathname, search, previewAllowed(request));
    if (at !== undefined) return undefined;
    const serverNow = now();
    const page = cache.get(key, serverNow);
    // Never the shared 404 of a path no route has: this fast path runs before the app's own routes (/healthz, the
    // service's calls, /dev/mailbox), which no route of routes.yaml has either.
    return page ? pageResponse(key, page, pickEncoding(acceptEncoding), serverNow, request, {}) : undefined;
  }

  async function servePage(pathname: string, search: string, acceptEncoding: string | undefined, requestHeaders: Record<string, string>, request: RequestMeta): Promise<PageResponse> {
    const hit = cachedPage(pathname, search, acceptEncoding, request);
    if (hit) return hit;
    const { key, url, at } = pageRequest(pathname, search, previewAllowed(request));
    const preview = at !== undefined;
    const serverNow = at ?? now();
    const unrouted = preview ? undefined : notFound.unrouted(pathname);
    if (unrouted) return pageResponse(`404 ${unrouted.path}`, await notFound.page(unrouted, requestHeaders, serverNow), pickEncoding(acceptEncoding), serverNow, request, {});
    const render = (urlOriginal: string) => deps.render({ urlOriginal, headersOriginal: requestHeaders, serverNow, preview });
    let result = await render(url);
    // A redirect is not cached, and keeps the visitor's whole query (campaign parameters survive /cn/… → /…).
    if (isRedirect(result.status) && url !== pathname + search) result = await render(pathname + search);

    // Only a path routes.yaml gives to another system is asked for there, and only once our renderer has no page for it.
    const elsewhere = result.status === 404 && proxy?.serves(pathname) ? proxy : undefined;
    let upstreamFailed = false;
    if (elsewhere) {
      const outcome = await elsewhere.fetch(pathname, search, requestHeaders.accept);
      if (outcome.kind === 'answer') {
        return { status: outcome.status, headers: { ...outcome.headers, ...deps.securityHeaders, ...perRequestHeaders(request), 'content-length': String(outcome.body.length) }, body: outcome.body };
      }
      if (outcome.kind === 'failed') {
        upstreamFailed = true;
        deps.log.warn({ msg: 'fallback origin failed', requestId: request.requestId, path: pathname, reason: outcome.reason });
      }
    }

    const resolved = resolveRegion(pathname, deps.regionTable.unprefixedRegion);
    const region = resolved.kind === 'region' ? resolved.region : deps.regionTable.unprefixedRegion;
    const { maxAge, stale } = preview ? { maxAge: 0, stale: 0 } : pageFreshness(deps.schedule, region, serverNow);
    const name = result.status === 404 ? 'not-found' : (matchRoute(routes, region, resolved.kind === 'region' ? resolved.logicalPath : pathname, serverNow)?.page ?? 'not-found');
    const page = keptPage(result, serverNow + maxAge * 1000, stale, cacheTags(region, name));
    // A 404 of a path served elsewhere is never kept: the origin may publish it, or be back from an outage, any minute.
    if (!preview && !elsewhere && maxAge > 0 && (result.status === 200 || result.status === 404)) cache.set(key, page);
    return pageResponse(key, page, pickEncoding(acceptEncoding), serverNow, request, { preview, noStore: upstreamFailed });
  }

  /**
   * A page (or its region's 404) rendered for this request alone, never cached, never indexed: the pseudo-locale's
   * (runtime/staff/staff-app.ts). Where preview is allowed, `?at=` renders it as of that instant, as for any page.
   */
  async function freshPage(target: string, search: string, requestHeaders: Record<string, string>, request: RequestMeta, init: { pseudo: true }): Promise<PageResponse> {
    const { url, at } = pageRequest(target, search, previewAllowed(request));
    const preview = at !== undefined;
    const serverNow = at ?? now();
    const urlOriginal = preview ? url : (notFound.unrouted(target)?.path ?? target);
    const result = await deps.render({ urlOriginal, headersOriginal: requestHeaders, serverNow, preview, ...init });
    return pageResponse(`pseudo ${url}`, keptPage(result, serverNow, 0, []), undefined, serverNow, request, { preview: true });
  }

  const app = new Hono<SiteEnv>();
  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    return pageAnswer(c, await servePage(url.pathname, url.search, c.req.header('accept-encoding'), c.req.header(), c.get('request')));
  });
  return {
    app,
    /**
     * Fast path for a node:http server: a GET/HEAD of a page already rendered and
     * still valid is answered from the cache without building Request/Response objects.
     */
    cachedPage,
    freshPage,
    /** The page cache's size, for tests and benchmarks. */
    cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }),
  };
}
