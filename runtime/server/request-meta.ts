import type { MiddlewareHandler } from 'hono';
import type { RequestIdVariables } from 'hono/request-id';
import { isHttpsRequest } from './https.ts';

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

/** What every route of the site's Hono app may read: the request id (hono/request-id) and the request's meta. */
export type SiteEnv = { Variables: RequestIdVariables & { request: RequestMeta } };

/** The meta of a request, from its headers and whether it came over TLS: for the Hono app and main.ts's fast path alike. */
export function requestMetaOf(requestId: string, header: (name: string) => string | undefined, encrypted: boolean, trustProxyHttps: boolean): RequestMeta {
  const [cookie, ifNoneMatch] = [header('cookie'), header('if-none-match')];
  return {
    requestId,
    https: isHttpsRequest({ encrypted, forwardedProto: header('x-forwarded-proto'), trustProxy: trustProxyHttps }),
    ...(cookie ? { cookie } : {}),
    ...(ifNoneMatch ? { ifNoneMatch } : {}),
  };
}

/**
 * Sets the request's meta (after hono/request-id) and, on the way out, what every answer carries besides the
 * security headers: its X-Request-Id, set after the handler so that an answer made as a Response of its own
 * (the service's, forwarded) carries it too, and `Vary: Accept-Encoding` unless it varies already.
 */
export function requestMeta({ trustProxyHttps }: { trustProxyHttps: boolean }): MiddlewareHandler<SiteEnv> {
  return async function requestMeta(c, next) {
    const requestId = c.get('requestId');
    c.set(
      'request',
      requestMetaOf(requestId, (name) => c.req.header(name), new URL(c.req.url).protocol === 'https:', trustProxyHttps),
    );
    await next();
    c.res.headers.set('X-Request-Id', requestId);
    if (!c.res.headers.get('Vary')) c.res.headers.set('Vary', 'Accept-Encoding');
  };
}
