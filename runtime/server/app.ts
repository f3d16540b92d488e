import { Hono } from 'hono';
import { routes } from '../../dist/generated/routes.ts';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { isRegionCode, resolveRegion } from '../shared/regions.ts';
import { siteConfig } from '../shared/site-config.ts';
import { parseInstantQuery } from './preview.ts';
import { compress, isCompressible, pickEncoding } from './compress.ts';
import { createPageCache, pageMaxAge, type CachedPage } from './page-cache.ts';
import { securityHeaders } from './security-headers.ts';
import { regionSitemap, robotsTxt, sitemapIndex, sitemapIndexOrigin } from './sitemap.ts';
import { createStaticFiles } from './static-files.ts';

export interface RenderResult { status: number; headers: [string, string][]; body: string }
export type Render = (init: { urlOriginal: string; headersOriginal: Record<string, string>; serverNow: number; preview: boolean }) => Promise<RenderResult>;

export interface AppDeps {
  clientDir: string;
  render: Render;
  schedule: readonly ScheduleEntry[];
  regionTable: RegionsDocument;
  /** Server time in epoch ms. */
  now?: () => number;
  /** PREVIEW=1: `?at=<ISO instant>` renders as of that instant (never in production). */
  preview?: boolean;
  /** Origin that serves the in-site paths this site does not (FALLBACK_ORIGIN). */
  fallbackOrigin?: string;
  fetchImpl?: typeof fetch;
  /** The account service's routes (service/from-env.ts), answered before any page: never page-cached. */
  service?: Hono;
}

/**
 * The production HTTP app: static assets, /ssr/timestamp, /healthz, and every
 * other GET rendered by Vike — cached until the next schedule instant that
 * changes the page, compressed with brotli or gzip, with security headers.
 */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const staticFiles = createStaticFiles(deps.clientDir);
  const cache = createPageCache();
  const securityHeaderValues = securityHeaders(siteConfig);
  const lowerSecurityHeaders = Object.fromEntries(Object.entries(securityHeaderValues).map(([name, value]) => [name.toLowerCase(), value]));
  const app = new Hono();

  app.use('*', async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(securityHeaderValues)) c.res.headers.set(name, value);
    if (!c.res.headers.get('Vary')) c.res.headers.set('Vary', 'Accept-Encoding');
  });

  app.get('/ssr/timestamp', (c) => c.json({ code: 2000, msg: 'success', data: now() }, 200, { 'Cache-Control': 'no-store' }));
  if (deps.service) app.route('/', deps.service);
  app.get('/healthz', (c) => c.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) }, 200, { 'Cache-Control': 'no-store' }));

  // Absolute URLs come from the region table, never from the request's Host header.
  const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
  app.get('/robots.txt', (c) => c.body(robotsTxt(deps.regionTable, sitemapIndexOrigin(deps.regionTable)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', (c) => c.body(sitemapIndex(deps.regionTable, routes), 200, xmlHeaders));
  // Hono params span a whole segment, so /sitemap-:region.xml is matched as one segment and cut here.
  app.get('/:file{sitemap-[^/]*\\.xml}', (c) => {
    const region = c.req.param('file').slice('sitemap-'.length, -'.xml'.length);
    if (!isRegionCode(region)) return c.text('Not found', 404, { 'Cache-Control': 'public, max-age=3600' });
    return c.body(regionSitemap(region, deps.regionTable, routes, now()), 200, xmlHeaders);
  });

  /** The response for a cached page, or undefined (no entry, or a preview request). Both paths below use it. */
  function cachedPage(pathname: string, search: string, acceptEncoding: string | undefined): PageResponse | undefined {
    if (deps.preview && /[?&]at=/.test(search)) return undefined;
    const serverNow = now();
    const page = cache.get(`${pathname}${search}`, serverNow);
    return page ? pageResponse(page, pickEncoding(acceptEncoding), serverNow, false) : undefined;
  }

  async function servePage(pathname: string, search: string, acceptEncoding: string | undefined, requestHeaders: Record<string, string>): Promise<PageResponse> {
    const hit = cachedPage(pathname, search, acceptEncoding);
    if (hit) return hit;
    const at = deps.preview ? parseInstantQuery(new URLSearchParams(search).get('at')) : undefined;
    const preview = at !== undefined;
    const serverNow = at ?? now();
    const key = `${pathname}${search}`;
    const result = await deps.render({ urlOriginal: key, headersOriginal: requestHeaders, serverNow, preview });
    if (result.status === 404 && deps.fallbackOrigin) {
      const proxied = await (deps.fetchImpl ?? fetch)(new URL(key, deps.fallbackOrigin), { headers: { accept: requestHeaders.accept ?? '*/*' } }).catch(() => undefined);
      if (proxied && proxied.status !== 404) {
        const body = new Uint8Array(await proxied.arrayBuffer());
        const headers: Record<string, string> = {};
        proxied.headers.forEach((value, name) => { if (!/^(content-encoding|content-length|transfer-encoding|connection)$/i.test(name)) headers[name] = value; });
        Object.assign(headers, lowerSecurityHeaders, { 'content-length': String(body.length) });
        return { status: proxied.status, headers, body };
      }
    }
    const resolved = resolveRegion(pathname, deps.regionTable.unprefixedRegion);
    const region = resolved.kind === 'region' ? resolved.region : deps.regionTable.unprefixedRegion;
    const maxAge = preview ? 0 : pageMaxAge(deps.schedule, region, serverNow);
    const page: CachedPage = {
      status: result.status,
      // Lower-case names, so ours replace Vike's (it sends its own cache-control) instead of doubling them.
      headers: Object.fromEntries(result.headers.filter(([name]) => name.toLowerCase() !== 'cache-control').map(([name, value]) => [name.toLowerCase(), value])),
      body: new TextEncoder().encode(result.body),
      encoded: new Map(),
      expires: serverNow + maxAge * 1000,
    };
    if (!preview && maxAge > 0 && (result.status === 200 || result.status === 404)) cache.set(key, page);
    return pageResponse(page, pickEncoding(acceptEncoding), serverNow, preview);
  }

  /** Headers and (compressed, once per page and encoding) body of a rendered page. */
  function pageResponse(page: CachedPage, encoding: 'br' | 'gzip' | undefined, serverNow: number, preview: boolean): PageResponse {
    const headers: Record<string, string> = { ...page.headers, ...lowerSecurityHeaders, vary: 'Accept-Encoding' };
    const maxAge = Math.max(0, Math.floor((page.expires - serverNow) / 1000));
    headers['cache-control'] = preview ? 'no-store' : page.status >= 300 && page.status < 400 ? 'no-cache' : `public, max-age=${maxAge}`;
    if (preview) headers['x-robots-tag'] = 'noindex';
    let body = page.body;
    if (encoding && isCompressible(page.headers['content-type'], body.length)) {
      let encoded = page.encoded.get(encoding);
      if (!encoded) { encoded = compress(body, encoding); page.encoded.set(encoding, encoded); }
      body = encoded;
      headers['content-encoding'] = encoding;
    }
    headers['content-length'] = String(body.length);
    return { status: page.status, headers, body };
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (url.pathname !== '/' && /\.[a-z0-9]+$/i.test(url.pathname)) {
      const file = await staticFiles(url.pathname, encoding);
      if (file) {
        return c.body(file.body as Uint8Array<ArrayBuffer>, 200, {
          'Content-Type': file.contentType, 'Cache-Control': file.cacheControl, ...(file.encoding ? { 'Content-Encoding': file.encoding } : {}),
        });
      }
    }

    const served = await servePage(url.pathname, url.search, c.req.header('accept-encoding'), c.req.header());
    return new Response(c.req.method === 'HEAD' ? null : (served.body as Uint8Array<ArrayBuffer>), { status: served.status, headers: served.headers });
  });
  return {
    /** The Hono app (every route). */
    app,
    fetch: app.fetch,
    /**
     * Fast path for a node:http server: a GET/HEAD of a page already rendered and
     * still valid is answered from the cache without building Request/Response objects.
     */
    cachedPage,
  };
}

export interface PageResponse { status: number; headers: Record<string, string>; body: Uint8Array }
