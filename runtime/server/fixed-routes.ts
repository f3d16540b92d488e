import { Hono } from 'hono';
import { routes } from '../../dist/generated/routes.ts';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { isRegionCode } from '../shared/regions.ts';
import { PLAIN_PAGE_STYLES, PLAIN_PAGE_STYLES_PATH } from './error-page.ts';
import type { SiteEnv } from './request-meta.ts';
import { regionSitemap, robotsTxt, sitemapIndex, sitemapIndexOrigin } from './sitemap.ts';

/**
 * The site's answers that are no page: the stylesheet of its own plain pages, `/ssr/timestamp` (the server
 * clock, seed 000), `/healthz`, robots.txt and the sitemaps. Absolute URLs come from the region table, never
 * from the request's Host header.
 */
export function fixedRoutes({ regionTable, now }: { regionTable: RegionsDocument; now: () => number }) {
  const xmlHeaders = { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
  const app = new Hono<SiteEnv>();
  app.get(PLAIN_PAGE_STYLES_PATH, (c) => c.body(PLAIN_PAGE_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'public, max-age=86400' }));
  app.get('/ssr/timestamp', (c) => c.json({ code: 2000, msg: 'success', data: now() }, 200, { 'Cache-Control': 'no-store' }));
  // Liveness only: nothing about the process (its uptime told a scanner when it last restarted).
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, { 'Cache-Control': 'no-store' }));
  app.get('/robots.txt', (c) => c.body(robotsTxt(regionTable, routes, sitemapIndexOrigin(regionTable)), 200, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' }));
  app.get('/sitemap.xml', (c) => c.body(sitemapIndex(regionTable, routes), 200, xmlHeaders));
  // Hono params span a whole segment, so /sitemap-:region.xml is matched as one segment and cut here.
  app.get('/:file{sitemap-[^/]*\\.xml}', (c) => {
    const region = c.req.param('file').slice('sitemap-'.length, -'.xml'.length);
    if (!isRegionCode(region)) return c.text('Not found', 404, { 'Cache-Control': 'public, max-age=3600' });
    return c.body(regionSitemap(region, regionTable, routes, now()), 200, xmlHeaders);
  });
  return app;
}
