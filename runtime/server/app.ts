import { Hono } from 'hono';
import { contextAddress } from '../../core/client-address.ts';
import { requestId } from 'hono/request-id';
import { siteConfig } from '../shared/site-config.ts';
import { createPreviewAccess } from '../staff/preview-access.ts';
import { staffApp } from '../staff/staff-app.ts';
import type { AppDeps } from './app-deps.ts';
import { serverErrorPage } from './error-page.ts';
import { fixedRoutes } from './fixed-routes.ts';
import { createLog, errorFields } from './log.ts';
import { createPages } from './pages.ts';
import { requestId as safeRequestId } from './request-id.ts';
import { requestMeta, type RequestMeta, type SiteEnv } from './request-meta.ts';
import { securityHeaders, siteSecureHeaders, strictTransportSecurity } from './security-headers.ts';
import { serviceRoutes } from './service-routes.ts';
import { staticFiles } from './static-files.ts';

/**
 * The production HTTP app, composed of parts in the order they answer: the fixed routes (/ssr/timestamp,
 * /healthz, robots.txt, sitemaps), the account service and its no-JavaScript forms, the staff tools where
 * they are allowed, the client build's files, and every other GET rendered by Vike (pages.ts) — with
 * Hono's request ids and security headers on every answer.
 *
 * @example
 * const { fetch, cachedPage } = createApp({ clientDir: 'dist/client', render, schedule, regionTable });
 */
export function createApp(deps: AppDeps) {
  const now = deps.now ?? Date.now;
  const log = deps.log ?? createLog((line) => process.stderr.write(line));
  const config = deps.siteConfig ?? siteConfig();
  const preview = deps.preview ?? false;
  const previewAccess = deps.previewSecret ? createPreviewAccess(deps.previewSecret) : undefined;
  /** Whether `?at=` applies to this request: PREVIEW=1 for everyone, or the signed preview cookie. */
  const previewAllowed = (request: RequestMeta) => preview || (previewAccess?.admits(request.cookie, now()) ?? false);
  const lowerSecurityHeaders = Object.fromEntries(Object.entries(securityHeaders(config)).map(([name, value]) => [name.toLowerCase(), value]));
  const pages = createPages({ ...deps, now, log, preview, previewAllowed, securityHeaders: lowerSecurityHeaders });
  const staff = staffApp({ ...deps, previewAccess, previewAllowed, freshPage: pages.freshPage, now, log });

  const app = new Hono<SiteEnv>();
  // The incoming X-Request-Id when it is a safe token by the site's rule (request-id.ts, which main.ts applied already
  // for its log lines: Hono's own lets '=' in and '.' ':' out), else a new one; requestMeta sends it back.
  app.use(requestId({ headerName: '', generator: (c) => safeRequestId(c.req.header('x-request-id')) }));
  app.use(requestMeta({ trustProxyHttps: deps.trustProxyHttps ?? false }));
  app.use(siteSecureHeaders(config));
  app.use(strictTransportSecurity);
  // A render (or anything else) that throws answers this one request with a 500 page; the server carries on.
  app.onError((error, c) => {
    const id = c.get('requestId');
    log.error({ msg: 'request failed', requestId: id, method: c.req.method, path: new URL(c.req.url).pathname, ...errorFields(error) });
    return c.html(serverErrorPage(id), 500, { 'Cache-Control': 'no-store' });
  });

  app.route('/', fixedRoutes({ regionTable: deps.regionTable, now }));
  const clientAddress = deps.clientAddress ?? ((c) => contextAddress(c, 0));
  if (deps.service) app.route('/', serviceRoutes({ service: deps.service, regionTable: deps.regionTable, now, render: deps.render, clientAddress }));
  if (staff) app.route('/', staff);
  app.route('/', staticFiles(deps.clientDir));
  app.route('/', pages.app);
  return {
    app,
    fetch: app.fetch,
    /** The node:http fast path of cached pages, and the page cache's size (pages.ts). */
    cachedPage: pages.cachedPage,
    cacheStats: pages.cacheStats,
  };
}
