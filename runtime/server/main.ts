/**
 * Production server: `make serve` (after `make build`) or `make start`.
 * PORT (default 3000), FALLBACK_ORIGIN (proxy for paths this site does not
 * serve), PREVIEW=1 (?at= time travel; refused when NODE_ENV=production).
 */
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { regionTable } from '../../dist/generated/regions.ts';
import { schedule } from '../../dist/generated/schedule.ts';
import { mountService } from '../../service/from-env.ts';
import { createApp, type Render } from './app.ts';

const root = resolve(process.env.SITE_ROOT ?? '.');
// Vike's production build: importing the server entry registers the pages with renderPage().
await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href);
const { renderPage } = await import('vike/server');

const render: Render = async ({ urlOriginal, headersOriginal, serverNow, preview }) => {
  const pageContext = await renderPage({ urlOriginal, headersOriginal, serverNow, preview });
  const response = pageContext.httpResponse;
  if (!response) return { status: 500, headers: [['Content-Type', 'text/plain; charset=utf-8']], body: 'Internal error' };
  return { status: response.statusCode, headers: response.headers, body: response.body };
};

const preview = process.env.PREVIEW === '1' && process.env.NODE_ENV !== 'production';
const service = mountService(process.env, root);
const { fetch, cachedPage } = createApp({
  clientDir: join(root, 'dist/client'), render, schedule, regionTable, preview, service: service.app,
  ...(process.env.FALLBACK_ORIGIN ? { fallbackOrigin: process.env.FALLBACK_ORIGIN } : {}),
});
const honoListener = getRequestListener(fetch);

// A page already rendered and still valid is written straight from the cache; everything else
// (first renders, static files, timestamp, sitemaps) goes through the Hono app. Same headers either way.
const server = createServer((req, res) => {
  const url = req.url ?? '/';
  if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/')) {
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    if (pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) {
      const hit = cachedPage(pathname, q < 0 ? '' : url.slice(q), req.headers['accept-encoding']);
      if (hit) {
        res.writeHead(hit.status, hit.headers);
        res.end(req.method === 'HEAD' ? undefined : hit.body);
        return;
      }
    }
  }
  void honoListener(req, res);
});
const port = Number(process.env.PORT ?? 3000);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  console.log(`serving on http://localhost:${port}${preview ? ' (PREVIEW: ?at=<instant> enabled)' : ''}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => void service.close().finally(() => process.exit(0))));
