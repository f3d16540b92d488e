/**
 * Production server: `make serve` (after `make build`) or `make start`.
 * PORT (default 3000), FALLBACK_ORIGIN (the origin of the paths routes.yaml
 * lists under servedElsewhere), FALLBACK_TIMEOUT_MS (8000), PREVIEW=1 (?at= time travel; refused when NODE_ENV=production),
 * TRUST_PROXY_HTTPS=1 (behind a TLS-terminating proxy: X-Forwarded-Proto is
 * believed), PAGE_CACHE_MAX_BYTES (64 MiB; 0 turns the page cache off, which
 * the benchmarks do to time renders). Every line it writes is one JSON object (log.ts).
 */
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { pathToFileURL } from 'node:url';
import { regionTable } from '../../dist/generated/regions.ts';
import { schedule } from '../../dist/generated/schedule.ts';
import { createApp, type Render } from './app.ts';
import { isHttpsRequest } from './https.ts';
import { createLog, requestContext, routeConsoleToLog } from './log.ts';
import { requestId } from './request-id.ts';

const log = createLog((line) => process.stdout.write(line));
// What libraries print (Vike logs a render that threw, with its stack) becomes a JSON line with the request id.
routeConsoleToLog(log);
const trustProxyHttps = process.env.TRUST_PROXY_HTTPS === '1';
const fallbackTimeoutMs = process.env.FALLBACK_TIMEOUT_MS ? Number(process.env.FALLBACK_TIMEOUT_MS) : undefined;
const pageCacheMaxBytes = process.env.PAGE_CACHE_MAX_BYTES ? Number(process.env.PAGE_CACHE_MAX_BYTES) : undefined;

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
const { fetch, cachedPage } = createApp({
  clientDir: join(root, 'dist/client'), render, schedule, regionTable, preview, log, trustProxyHttps,
  ...(process.env.FALLBACK_ORIGIN ? { fallbackOrigin: process.env.FALLBACK_ORIGIN } : {}),
  ...(fallbackTimeoutMs !== undefined ? { fallbackTimeoutMs } : {}),
  ...(pageCacheMaxBytes !== undefined ? { pageCache: { maxBytes: pageCacheMaxBytes } } : {}),
});
const honoListener = getRequestListener(fetch);

// A page already rendered and still valid is written straight from the cache; everything else
// (first renders, static files, timestamp, sitemaps) goes through the Hono app. Same headers either way.
const server = createServer((req, res) => {
  // The id is settled here, so the app's X-Request-Id and every log line of this request agree.
  const id = requestId(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  const url = req.url ?? '/';
  if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/')) {
    const q = url.indexOf('?');
    const pathname = q < 0 ? url : url.slice(0, q);
    if (pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) {
      const https = isHttpsRequest({ encrypted: (req.socket as TLSSocket).encrypted === true, forwardedProto: req.headers['x-forwarded-proto'], trustProxy: trustProxyHttps });
      const hit = cachedPage(pathname, q < 0 ? '' : url.slice(q), req.headers['accept-encoding'], { requestId: id, https });
      if (hit) {
        res.writeHead(hit.status, hit.headers);
        res.end(req.method === 'HEAD' ? undefined : hit.body);
        return;
      }
    }
  }
  requestContext.run({ requestId: id }, () => void honoListener(req, res));
});
const port = Number(process.env.PORT ?? 3000);
server.listen(port, process.env.HOST ?? '127.0.0.1', () => {
  log.info({ msg: `serving on http://localhost:${port}${preview ? ' (PREVIEW: ?at=<instant> enabled)' : ''}` });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
