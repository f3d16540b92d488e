import { Hono, type Context } from 'hono';
import { routes, servedElsewhere } from '../../dist/generated/routes.ts';
import { datedCopy, type ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { apiEnvironment } from '../../core/api-base.ts';
import { pageHosts } from '../../core/request-site.ts';
import { isServedElsewhere, matchRoute, routedPaths } from '../../core/routing.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { isRegionCode, normalizePath, regionPath, regionPrefixes, resolveRegion, splitPath } from '../shared/regions.ts';
import { siteConfig, type SiteConfig } from '../shared/site-config.ts';
import { escapeHtml } from '../shared/html.ts';
import { createAttemptLimiter } from '../staff/attempt-limiter.ts';
import { buildCalendar, CALENDAR_PATH, CALENDAR_STYLES, CALENDAR_STYLES_PATH, calendarHtml } from '../staff/calendar.ts';
import { compress, isCompressible, pickEncoding } from './compress.ts';
import { PLAIN_PAGE_STYLES, PLAIN_PAGE_STYLES_PATH, plainPage, serverErrorPage } from './error-page.ts';
import { formFields, postedFromAnotherSite } from './forms.ts';
import { createFallbackProxy, type ProxyOutcome } from './fallback-proxy.ts';
import { isHttpsRequest } from './https.ts';
import { createLog, errorFields, type Log } from './log.ts';
import { cacheTags, createPageCache, etagMatches, pageFreshness, weakETag, type CachedPage, type PageCacheLimits } from './page-cache.ts';
import { createPageRequests } from './page-request.ts';
import { pseudoTarget } from '../staff/pseudo-path.ts';
import { createPreviewAccess, PREVIEW_PATH, previewCookieHeader, previewTarget } from '../staff/preview-access.ts';
import { requestId } from './request-id.ts';
import { securityHeaders, STRICT_TRANSPORT_SECURITY } from './security-headers.ts';
import { regionSitemap, robotsTxt, sitemapIndex, sitemapIndexOrigin } from './sitemap.ts';
import { byteRange, createStaticFiles } from './static-files.ts';
import { createRequestFormPost } from './request-form-post.ts';
import type { RequestFormPost } from '../shared/request-form.ts';
import { createNewsletterLink, createSubscribeFallback, SUBSCRIBE_FALLBACK_PATH } from './subscribe-fallback.ts';

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
  /** Render the page in the pseudo-locale (pseudo-locale.ts). */
  pseudo?: boolean;
}) => Promise<RenderResult>;

export interface AppDeps {
  clientDir: string;
  render: Render;
  schedule: readonly ScheduleEntry[];
  regionTable: RegionsDocument;
  /** Server time in epoch ms. */
  now?: () => number;
  /** PREVIEW=1: `?at=<ISO instant>` renders as of that instant for everyone (never in production). */
  preview?: boolean;
  /** PREVIEW_SECRET: the secret posted to `/preview` sets a signed cookie, and `?at=` works for requests that carry it. */
  previewSecret?: string;
  /** PSEUDO_LOCALE=1 (never in production): /pseudo/… renders the us page of the rest of the path in the pseudo-locale (pseudo-locale.ts), never cached. */
  pseudoLocale?: boolean;
  /** Origin that serves the paths routes.yaml lists under servedElsewhere (FALLBACK_ORIGIN). */
  fallbackOrigin?: string;
  /** Longest wait for the fallback origin, in ms (FALLBACK_TIMEOUT_MS). */
  fallbackTimeoutMs?: number;
  /** TRUST_PROXY_HTTPS=1: behind a TLS-terminating proxy, whose X-Forwarded-Proto is believed. */
  trustProxyHttps?: boolean;
  pageCache?: PageCacheLimits;
  log?: Log;
  /** The account service's routes (service/from-env.ts), answered before any page: never page-cached. */
  service?: Hono;
  /**
   * Whether some route of some region has a logical path (default: the generated route table's, core/routing.ts
   * routedPaths); every other path is answered with its region's one 404 page, never rendered on its own.
   */
  isRoutedPath?: (logicalPath: string) => boolean;
  /** The client's address of a request (the socket's, or behind TRUST_PROXY proxies X-Forwarded-For's), for the preview's limit of wrong secrets. */
  clientAddress?: (c: Context) => string;
  /** The image CDN and chat widget the pages use, which the Content-Security-Policy allows (default: this process's, site-config.ts). */
  siteConfig?: SiteConfig;
}

/** What a response depends on besides the page: who asked, and how. */
export interface RequestMeta {
  /** Sent back as X-Request-Id and written in log lines. */
  requestId: string;
  /** The request came over HTTPS (see isHttpsRequest): the answer carries Strict-Transport-Security. */
  https: boolean;
  /** Its Cookie header: only the preview cookie is read from it. */
  cookie?: string;
  /** Its If-None-Match header: a page or file whose entity tag it names answers 304 Not Modified. */
  ifNoneMatch?: string;
}

export interface PageResponse {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
}

const isRedirect = (status: number) => status >= 300 && status < 400;

/** The path each region's 404 page is rendered for (never a route): the page says nothing of the path asked for. */
export const NOT_FOUND_PATH = '/page-not-found';

/**
 * /preview's pages: staff-only, so plain English and no site chrome. The secret is asked for in a form and
 * posted (issue 22: in a URL it reached proxy logs and browser history).
 */
const previewPage = (title: string, message: string, to: string) =>
  plainPage({
    lang: 'en',
    title,
    styled: true,
    body: `<p>${message}</p>
<form method="post" action="${PREVIEW_PATH}"><input type="hidden" name="to" value="${escapeHtml(to)}"><label for="preview-secret">Preview secret</label> <input id="preview-secret" name="secret" type="password" autocomplete="current-password" required> <button type="submit">Preview</button></form>`,
  });
const PREVIEW_ASK = 'Enter the PREVIEW_SECRET the server was started with; the site then renders as of the instant in <code>?at=</code> for this browser, for 8 hours.';
/** Wrong preview secrets one client address may send in 15 minutes. */
const PREVIEW_TRIES = 5;

/**
 * The production HTTP app: static assets, /ssr/timestamp, /healthz, and every
 * other GET rendered by Vike — cached until the next schedule instant that
 * changes the page, compressed with brotli or gzip, with security headers.
 */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? createLog((line) => process.stderr.write(line));
  const staticFiles = createStaticFiles(deps.clientDir);
  const cache = createPageCache(deps.pageCache);
  const pageRequest = createPageRequests({ preview: deps.preview ?? false });
  const proxy = deps.fallbackOrigin
    ? createFallbackProxy({
        origin: deps.fallbackOrigin,
        servedElsewhere,
        unprefixedRegion: deps.regionTable.unprefixedRegion,
        ...(deps.fallbackTimeoutMs ? { timeoutMs: deps.fallbackTimeoutMs } : {}),
      })
    : undefined;
  const isRoutedPath = deps.isRoutedPath ?? routedPaths(routes);
  if (routedPaths(routes)(NOT_FOUND_PATH)) throw new Error(`routes.yaml has a route at ${NOT_FOUND_PATH}, the path each region's 404 page is rendered for: move it`);
  const prefixes = regionPrefixes(deps.regionTable);
  /**
   * Each region's 404 page, answered for every path no route of any region has: it does not depend on the path,
   * so a flood of random paths costs no render each and evicts no page from the page cache (issue 22).
   */
  const notFoundPages = new Map<string, CachedPage>();
  const notFoundRenders = new Map<string, Promise<CachedPage>>();
  /** The routes that need a log-in (routes.yaml `auth`): a path below one is guarded even when it has no page. */
  const authRoutes = routes.filter((route) => route.meta.auth === true).map((route) => ({ path: normalizePath(route.path), regions: route.regions }));
  for (const { path } of authRoutes) {
    if (routedPaths(routes)(`${path}${NOT_FOUND_PATH}`)) throw new Error(`routes.yaml has a route at ${path}${NOT_FOUND_PATH}, the path the 404 page below ${path} is rendered for: move it`);
  }
  const previewAccess = deps.previewSecret ? createPreviewAccess(deps.previewSecret) : undefined;
  /** Whether `?at=` applies to this request: PREVIEW=1 for everyone, or the signed preview cookie. */
  const previewAllowed = (request: RequestMeta) => (deps.preview ?? false) || (previewAccess?.admits(request.cookie, now()) ?? false);
  const securityHeaderValues = securityHeaders(deps.siteConfig ?? siteConfig());
  const lowerSecurityHeaders = Object.fromEntries(Object.entries(securityHeaderValues).map(([name, value]) => [name.toLowerCase(), value]));
  const app = new Hono<{ Variables: { request: RequestMeta } }>();

  app.use('*', async (c, next) => {
    const request: RequestMeta = {
      requestId: requestId(c.req.header('x-request-id')),
      https: isHttpsRequest({ encrypted: new URL(c.req.url).protocol === 'https:', forwardedProto: c.req.header('x-forwarded-proto'), trustProxy: deps.trustProxyHttps ?? false }),
      ...(c.req.header('cookie') ? { cookie: c.req.header('cookie') } : {}),
      ...(c.req.header('if-none-match') ? { ifNoneMatch: c.req.header('if-none-match') } : {}),
    };
    c.set('request', request);
    await next();
    for (const [name, value] of Object.entries(securityHeaderValues)) c.res.headers.set(name, value);
    if (!c.res.headers.get('Vary')) c.res.headers.set('Vary', 'Accept-Encoding');
    for (const [name, value] of Object.entries(perRequestHeaders(request))) c.res.headers.set(name, value);
  });

  // A render (or anything else) that throws answers this one request with a 500 page; the server carries on.
  app.onError((error, c) => {
    const id = c.get('request').requestId;
    log.error({ msg: 'request failed', requestId: id, method: c.req.method, path: new URL(c.req.url).pathname, ...errorFields(error) });
    return c.html(serverErrorPage(id), 500, { 'Cache-Control': 'no-store' });
  });

  app.get(PLAIN_PAGE_STYLES_PATH, (c) => c.body(PLAIN_PAGE_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }));
  app.get('/ssr/timestamp', (c) => c.json({ code: 2000, msg: 'success', data: now() }, 200, { 'Cache-Control': 'no-store' }));
  if (deps.service) {
    // The footer newsletter's form POST without JavaScript (before the service's own routes, which answer anything they do not know).
    const newsletter = { service: deps.service, regionTable: deps.regionTable, environment: apiEnvironment(deps.regionTable, process.env.NODE_ENV, undefined) };
    app.post(SUBSCRIBE_FALLBACK_PATH, createSubscribeFallback(newsletter));
    // The mailed newsletter links' pages and their buttons: the confirmation (double opt-in) and the welcome mail's unsubscribe link.
    for (const link of ['confirm', 'unsubscribe'] as const) {
      const handlers = createNewsletterLink(newsletter, link);
      app.get(handlers.path, handlers.page);
      app.post(handlers.path, handlers.post);
    }
    // The product-registration and return forms posted without JavaScript to their own page, answered with it.
    app.post('*', createRequestFormPost({ ...newsletter, now, render: (init) => deps.render({ ...init, preview: false }) }));
    app.route('/', deps.service);
  }
  if (previewAccess) {
    // Staff open /preview?to=/us/black-friday%3Fat%3D… and post the secret in its form; /preview?exit=1 ends it.
    // Never cached, never indexed. A secret in the URL is not read.
    const noStore = { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' };
    const wrongSecrets = createAttemptLimiter({ tries: PREVIEW_TRIES, windowSeconds: 15 * 60 });
    app.get(PREVIEW_PATH, (c) => {
      const query = new URL(c.req.url).searchParams;
      const to = previewTarget(query.get('to'));
      if (query.has('exit')) {
        return c.body(null, 303, { ...noStore, Location: to, 'Set-Cookie': previewCookieHeader('', c.get('request').https, 0) });
      }
      return c.html(previewPage('Preview', PREVIEW_ASK, to), 200, noStore);
    });
    app.post(PREVIEW_PATH, async (c) => {
      const request = c.get('request');
      const form = await formFields(c);
      const to = previewTarget(form.get('to'));
      if (postedFromAnotherSite(c, pageHosts(deps.regionTable))) {
        return c.html(previewPage('Preview refused', 'The form was sent from another site.', to), 403, noStore);
      }
      const address = deps.clientAddress?.(c) ?? 'unknown';
      const wait = wrongSecrets.blocked(address, now());
      if (wait) return c.html(previewPage('Preview refused', `Too many wrong secrets from this address: try again in ${wait} seconds.`, to), 429, { ...noStore, 'Retry-After': String(wait) });
      if (!previewAccess.isSecret(form.get('secret'))) {
        wrongSecrets.failed(address, now());
        log.warn({ msg: 'preview refused: wrong secret', requestId: request.requestId });
        return c.html(previewPage('Preview refused', `The preview secret is missing or wrong. ${PREVIEW_ASK}`, to), 403, noStore);
      }
      return c.body(null, 303, { ...noStore, Location: to, 'Set-Cookie': previewCookieHeader(previewAccess.issue(now()), request.https) });
    });
  }
  // The campaign calendar (calendar.ts): only for whoever may preview (PREVIEW=1 outside production, or the
  // preview cookie); to anyone else it is a path like any other, answered by the site's 404 below.
  app.get(CALENDAR_PATH, (c, next) => {
    if (!previewAllowed(c.get('request'))) return next();
    const calendar = buildCalendar({ schedule: deps.schedule, datedCopy, regionTable: deps.regionTable, routes, now: now() });
    return c.html(calendarHtml(calendar, PLAIN_PAGE_STYLES_PATH), 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
  });
  app.get(CALENDAR_STYLES_PATH, (c, next) => (previewAllowed(c.get('request')) ? c.body(CALENDAR_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }) : next()));
  // Liveness only: nothing about the process (its uptime told a scanner when it last restarted).
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));

  // Absolute URLs come from the region table, never from the request's Host header.
  const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
  app.get('/robots.txt', (c) =>
    c.body(robotsTxt(deps.regionTable, routes, sitemapIndexOrigin(deps.regionTable)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }),
  );
  app.get('/sitemap.xml', (c) => c.body(sitemapIndex(deps.regionTable, routes), 200, xmlHeaders));
  // Hono params span a whole segment, so /sitemap-:region.xml is matched as one segment and cut here.
  app.get('/:file{sitemap-[^/]*\\.xml}', (c) => {
    const region = c.req.param('file').slice('sitemap-'.length, -'.xml'.length);
    if (!isRegionCode(region)) return c.text('Not found', 404, { 'Cache-Control': 'public, max-age=3600' });
    return c.body(regionSitemap(region, deps.regionTable, routes, now()), 200, xmlHeaders);
  });

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

  /** A render's answer as the cache keeps it, until `expires` (then `stale` seconds more in a shared cache), with its purge tags. */
  function keptPage(result: RenderResult, expires: number, stale: number, tags: readonly string[]): CachedPage {
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

  /**
   * The shared 404 that answers `pathname` when no route of any region has its path (and no other system
   * serves it): its region, and the path it is rendered for, which says nothing of the visitor's: NOT_FOUND_PATH,
   * or below a route that needs a log-in, NOT_FOUND_PATH under that route, so the page's account guard still
   * sends a visitor without a session to log in (with the path he asked for, read from the browser's URL).
   */
  function unroutedNotFound(pathname: string): { region: RegionCode; path: string } | undefined {
    const resolved = resolveRegion(pathname, deps.regionTable.unprefixedRegion);
    if (resolved.kind !== 'region' || isRoutedPath(resolved.logicalPath) || isServedElsewhere(servedElsewhere, resolved.region, resolved.logicalPath)) return undefined;
    const { region } = resolved;
    const logicalPath = normalizePath(splitPath(resolved.logicalPath).pathname);
    const guarded = authRoutes.find((route) => route.regions.includes(region) && logicalPath.startsWith(`${route.path}/`));
    return { region, path: regionPath(region, guarded ? `${guarded.path}${NOT_FOUND_PATH}` : NOT_FOUND_PATH, prefixes) };
  }

  /** A shared 404 page, rendered once for its path until its region's next schedule instant, outside the page cache. */
  function sharedNotFound({ region, path }: { region: RegionCode; path: string }, requestHeaders: Record<string, string>, serverNow: number): Promise<CachedPage> {
    const kept = notFoundPages.get(path);
    if (kept && kept.expires > serverNow) return Promise.resolve(kept);
    let rendering = notFoundRenders.get(path);
    if (!rendering) {
      rendering = deps
        .render({ urlOriginal: path, headersOriginal: requestHeaders, serverNow, preview: false })
        .then((result) => {
          const { maxAge, stale } = pageFreshness(deps.schedule, region, serverNow);
          const page = keptPage(result, serverNow + maxAge * 1000, stale, cacheTags(region, 'not-found'));
          if (result.status === 404) notFoundPages.set(path, page);
          return page;
        })
        .finally(() => notFoundRenders.delete(path));
      notFoundRenders.set(path, rendering);
    }
    return rendering;
  }

  async function servePage(pathname: string, search: string, acceptEncoding: string | undefined, requestHeaders: Record<string, string>, request: RequestMeta): Promise<PageResponse> {
    const pseudo = deps.pseudoLocale ? pseudoTarget(pathname, prefixes) : undefined;
    if (pseudo !== undefined) return servePseudoPage(pseudo, search, requestHeaders, request);
    const hit = cachedPage(pathname, search, acceptEncoding, request);
    if (hit) return hit;
    const { key, url, at } = pageRequest(pathname, search, previewAllowed(request));
    const preview = at !== undefined;
    const serverNow = at ?? now();
    const unrouted = preview ? undefined : unroutedNotFound(pathname);
    if (unrouted) return pageResponse(`404 ${unrouted.path}`, await sharedNotFound(unrouted, requestHeaders, serverNow), pickEncoding(acceptEncoding), serverNow, request, {});
    const render = (urlOriginal: string) => deps.render({ urlOriginal, headersOriginal: requestHeaders, serverNow, preview });
    let result = await render(url);
    // A redirect is not cached, and keeps the visitor's whole query (campaign parameters survive /cn/… → /…).
    if (isRedirect(result.status) && url !== pathname + search) result = await render(pathname + search);

    // Only a path routes.yaml gives to another system is asked for there, and only once our renderer has no page for it.
    const elsewhere = result.status === 404 && proxy?.serves(pathname) ? proxy : undefined;
    let upstreamFailed = false;
    if (elsewhere) {
      const outcome: ProxyOutcome = await elsewhere.fetch(pathname, search, requestHeaders.accept);
      if (outcome.kind === 'answer') {
        return { status: outcome.status, headers: { ...outcome.headers, ...lowerSecurityHeaders, ...perRequestHeaders(request), 'content-length': String(outcome.body.length) }, body: outcome.body };
      }
      if (outcome.kind === 'failed') {
        upstreamFailed = true;
        log.warn({ msg: 'fallback origin failed', requestId: request.requestId, path: pathname, reason: outcome.reason });
      }
    }

    const resolved = resolveRegion(pathname, deps.regionTable.unprefixedRegion);
    const region = resolved.kind === 'region' ? resolved.region : deps.regionTable.unprefixedRegion;
    const { maxAge, stale } = preview ? { maxAge: 0, stale: 0 } : pageFreshness(deps.schedule, region, serverNow);
    const name = result.status === 404 ? 'not-found' : (matchRoute(routes, region, resolved.kind === 'region' ? resolved.logicalPath : pathname)?.page ?? 'not-found');
    const page = keptPage(result, serverNow + maxAge * 1000, stale, cacheTags(region, name));
    // A 404 of a path served elsewhere is never kept: the origin may publish it, or be back from an outage, any minute.
    if (!preview && !elsewhere && maxAge > 0 && (result.status === 200 || result.status === 404)) cache.set(key, page);
    return pageResponse(key, page, pickEncoding(acceptEncoding), serverNow, request, { preview, noStore: upstreamFailed });
  }

  /**
   * A page (or its region's 404) in the pseudo-locale, for the layout tests (docs/testing.md): rendered for each
   * request, never cached, never indexed. Where preview is allowed, `?at=` renders it as of that instant, as for
   * any page (a sale page out of season). Without PSEUDO_LOCALE=1 a /pseudo/… path is a path like any other (a 404).
   */
  async function servePseudoPage(target: string, search: string, requestHeaders: Record<string, string>, request: RequestMeta): Promise<PageResponse> {
    const { url, at } = pageRequest(target, search, previewAllowed(request));
    const preview = at !== undefined;
    const serverNow = at ?? now();
    const urlOriginal = preview ? url : (unroutedNotFound(target)?.path ?? target);
    const result = await deps.render({ urlOriginal, headersOriginal: requestHeaders, serverNow, preview, pseudo: true });
    return pageResponse(`pseudo ${url}`, keptPage(result, serverNow, 0, []), undefined, serverNow, request, { preview: true });
  }

  function perRequestHeaders(request: RequestMeta): Record<string, string> {
    return request.https ? { 'x-request-id': request.requestId, 'strict-transport-security': STRICT_TRANSPORT_SECURITY } : { 'x-request-id': request.requestId };
  }

  /**
   * Headers and (compressed, once per page and encoding) body of a rendered page. A page a cache may keep says
   * how long to a browser (max-age) and to a shared cache (s-maxage, stale-while-revalidate), names its purge
   * tags (Cache-Tag, Surrogate-Key) and its entity tag; a request that names that tag gets 304 and no body.
   */
  function pageResponse(key: string, page: CachedPage, encoding: 'br' | 'gzip' | undefined, serverNow: number, request: RequestMeta, { preview = false, noStore = false }): PageResponse {
    const headers: Record<string, string> = { ...page.headers, ...lowerSecurityHeaders, ...perRequestHeaders(request), vary: 'Accept-Encoding' };
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
  }

  app.on(['GET', 'HEAD'], '*', async (c) => {
    const url = new URL(c.req.url);
    const encoding = pickEncoding(c.req.header('accept-encoding'));
    if (url.pathname !== '/' && /\.[a-z0-9]+$/i.test(url.pathname)) {
      const file = await staticFiles(url.pathname, encoding);
      if (file) {
        const headers = { 'Content-Type': file.contentType, 'Cache-Control': file.cacheControl, ETag: file.etag };
        if (etagMatches(c.get('request').ifNoneMatch, file.etag)) return c.body(null, 304, { 'Cache-Control': file.cacheControl, ETag: file.etag });
        if (file.encoding) return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Content-Encoding': file.encoding });
        // Uncompressed files answer byte ranges (video players seek with them; Safari needs them to play MP4).
        const range = byteRange(c.req.header('range'), file.body.length);
        if (range === 'unsatisfiable') return c.body(null, 416, { ...headers, 'Accept-Ranges': 'bytes', 'Content-Range': `bytes */${file.body.length}` });
        if (range) {
          return c.body(file.body.subarray(range.start, range.end + 1) as Uint8Array<ArrayBuffer>, 206, {
            ...headers,
            'Accept-Ranges': 'bytes',
            'Content-Range': `bytes ${range.start}-${range.end}/${file.body.length}`,
          });
        }
        return c.body(file.body as Uint8Array<ArrayBuffer>, 200, { ...headers, 'Accept-Ranges': 'bytes' });
      }
    }

    const served = await servePage(url.pathname, url.search, c.req.header('accept-encoding'), c.req.header(), c.get('request'));
    return new Response(c.req.method === 'HEAD' || served.status === 304 ? null : (served.body as Uint8Array<ArrayBuffer>), { status: served.status, headers: served.headers });
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
    /** The page cache's size, for tests and benchmarks. */
    cacheStats: () => ({ entries: cache.size, bytes: cache.bytes }),
  };
}
