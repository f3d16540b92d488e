/**
 * Production server: `make serve` (after `make build`) or `make start`.
 * Settings come from the environment (settings.ts; docs/operations.md "Server settings").
 * Every line it writes is one JSON object (log.ts).
 */
import { getRequestListener } from '@hono/node-server';
import { createServer } from 'node:http';
import { contextAddress } from '../../core/client-address.ts';
import { join, resolve } from 'node:path';
import type { TLSSocket } from 'node:tls';
import { pathToFileURL } from 'node:url';
import { regionTable } from '../../dist/generated/regions.ts';
import { schedule } from '../../dist/generated/schedule.ts';
import { mountService } from '../../service/from-env.ts';
import { createApp } from './app.ts';
import { vikeRender } from './page-response.ts';
import { createLog, requestContext, routeConsoleToLog } from './log.ts';
import { requestId } from './request-id.ts';
import { refuseMalformed, withinBodyLimit } from './request-limits.ts';
import { requestMetaOf } from './request-meta.ts';
import { securityHeaders } from './security-headers.ts';
import { serverSettings } from './settings.ts';
import { createShutdown, type Closer } from './shutdown.ts';
import { adoptSiteSettings, siteConfig } from '../shared/site-config.ts';
import { serverSiteSettings } from './site-settings.ts';

// The environment as the operator set it: importing Vike's server entry below sets NODE_ENV=production when it is
// unset, which would contradict DEV_TOOLS=1 (`make serve-dev`: /dev/mailbox, a generated secret) for the service.
const startEnvironment = { ...process.env };
const log = createLog((line) => process.stdout.write(line));
// What libraries print (Vike logs a render that threw, with its stack) becomes a JSON line with the request id.
routeConsoleToLog(log);
const settings = (() => {
  // The site settings (CDN_BASE, CHAT_WIDGET_URL) are read here too, so a bad one stops the server at start.
  try {
    adoptSiteSettings(serverSiteSettings());
    return serverSettings(process.env);
  } catch (error) {
    log.error({ msg: `not started: ${error instanceof Error ? error.message : String(error)}` });
    return process.exit(1);
  }
})();

const root = resolve(process.env.SITE_ROOT ?? '.');
// Vike's production build: importing the server entry registers the pages with renderPage().
await import(pathToFileURL(join(root, 'dist/server/entry.mjs')).href);
const { renderPage } = await import('vike/server');

const render = vikeRender(renderPage);

const service = mountService(startEnvironment, root, { outsideRequest: (start) => requestContext.exit(start) });
const { fetch, cachedPage } = createApp({
  clientDir: join(root, 'dist/client'),
  render,
  schedule,
  regionTable,
  log,
  service: service.app,
  preview: settings.preview,
  pseudoLocale: settings.pseudoLocale,
  ...(settings.previewSecret ? { previewSecret: settings.previewSecret } : {}),
  trustProxyHttps: settings.trustProxyHttps,
  clientAddress: (c) => contextAddress(c, settings.trustedProxies),
  fallbackTimeoutMs: settings.fallbackTimeoutMs,
  pageCache: { maxBytes: settings.pageCacheMaxBytes },
  ...(settings.fallbackOrigin ? { fallbackOrigin: settings.fallbackOrigin } : {}),
});
const honoListener = getRequestListener(fetch);

/** How long an idle keep-alive connection stays open (advertised as Keep-Alive: timeout=65). */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Closed after the last request on shutdown; a database pool registers here: closers.push({ name: 'db', close: () => pool.end() }). */
const closers: Closer[] = [{ name: 'account service', close: () => service.close() }];

// The answers node's parser and the body limit give before the app runs carry the site's security headers too.
const refusalHeaders = securityHeaders(siteConfig());
// Past maxHeaderSize (request line plus headers) node's parser stops: refuseMalformed answers 431.
const server = createServer({ maxHeaderSize: settings.maxHeaderBytes }, (req, res) => {
  shutdown.track(res);
  // The id is settled here, so the app's X-Request-Id and every log line of this request agree.
  const id = requestId(req.headers['x-request-id']);
  req.headers['x-request-id'] = id;
  withinBodyLimit(
    req,
    res,
    settings.maxBodyBytes,
    () => {
      // A page already rendered and still valid is written straight from the cache; everything else
      // (first renders, static files, timestamp, sitemaps) goes through the Hono app. Same headers either way.
      const url = req.url ?? '/';
      if ((req.method === 'GET' || req.method === 'HEAD') && url.startsWith('/')) {
        const q = url.indexOf('?');
        const pathname = q < 0 ? url : url.slice(0, q);
        if (pathname === '/' || !/\.[a-z0-9]+$/i.test(pathname)) {
          const header = (name: string) => (typeof req.headers[name] === 'string' ? req.headers[name] : undefined);
          const request = requestMetaOf(id, header, (req.socket as TLSSocket).encrypted === true, settings.trustProxyHttps);
          const hit = cachedPage(pathname, q < 0 ? '' : url.slice(q), req.headers['accept-encoding'], request);
          if (hit) {
            res.writeHead(hit.status, hit.headers);
            res.end(req.method === 'HEAD' ? undefined : hit.body);
            return;
          }
        }
      }
      requestContext.run({ requestId: id }, () => void honoListener(req, res));
    },
    refusalHeaders,
  );
});
// An idle keep-alive connection stays open longer than the proxies and clients in front of it keep theirs
// (a load balancer's idle timeout is commonly 60 s): the side that closes first must be the client, or a
// request it sends on a connection the server has just closed is lost with ECONNRESET. Node's default
// (5 s) lost requests from busy clients whose own idle timer had not run yet. Headers may take as long.
server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
server.on('clientError', (error: NodeJS.ErrnoException, socket) => refuseMalformed(error, socket, refusalHeaders));
const shutdown = createShutdown({ server, closers, log });

server.listen(settings.port, settings.host, () => {
  const preview = settings.preview ? '' : settings.previewSecret ? ' (preview: open /preview and enter PREVIEW_SECRET, then ?at=<instant>)' : '';
  const tools = ['/dev/mailbox', ...(settings.preview ? ['preview (?at=<instant> for everyone)'] : []), ...(settings.pseudoLocale ? ['/pseudo/…'] : [])];
  const mode = settings.devTools ? `development tools on: ${tools.join(', ')}` : 'production';
  log.info({ msg: `serving on http://${settings.host}:${settings.port} (${mode})${preview}` });
  // Switches that only work with the development tools are not dropped silently (security review 2026-12-07, N6).
  if (settings.ignored.length)
    log.warn({ msg: `${settings.ignored.join(' and ')} ignored: production behaviour (development tools need DEV_TOOLS=1 on a loopback HOST; staff preview: PREVIEW_SECRET)` });
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => shutdown.begin(signal));
