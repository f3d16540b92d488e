import { createHash } from 'node:crypto';
import { type Context, Hono } from 'hono';
import { etag } from 'hono/etag';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { apiEnvironment } from '../../core/api-base.ts';
import openapi from '../../dist/generated/openapi.json' with { type: 'json' };
import type { Render } from './page-response.ts';
import { createFormPostLimit } from './forms.ts';
import { createRequestFormPost } from './request-form-post.ts';
import type { SiteEnv } from './request-meta.ts';
import { SUBSCRIBE_FALLBACK_PATH } from '../../core/newsletter.ts';
import { createNewsletterLink, createSubscribeFallback } from './subscribe-fallback.ts';

const OPENAPI_PATH = '/api/openapi.json';
const OPENAPI_TEXT = JSON.stringify(openapi);
// Weak: the same document in any encoding the compression gives it.
const OPENAPI_ETAG = `W/"${createHash('sha256').update(OPENAPI_TEXT).digest('base64url').slice(0, 22)}"`;

/**
 * The account service's routes (service/from-env.ts), its OpenAPI document and the forms that reach it without
 * JavaScript, answered before any page: never page-cached.
 */
export function serviceRoutes({
  service,
  regionTable,
  now,
  render,
  clientAddress,
}: {
  service: Hono;
  regionTable: RegionsDocument;
  now: () => number;
  render: Render;
  clientAddress: (c: Context) => string;
}) {
  const app = new Hono<SiteEnv>();
  // One count per client address for every form posted without JavaScript (forms.ts FORM_POSTS).
  const limit = createFormPostLimit({ clientAddress, now });
  const limited = async (c: Context, next: () => Promise<void>) => limit(c) ?? (await next());
  const newsletter = { service, regionTable, environment: apiEnvironment(regionTable, process.env.NODE_ENV, undefined) };
  // The footer newsletter's form POST without JavaScript (before the service's own routes, which answer anything they do not know).
  app.post(SUBSCRIBE_FALLBACK_PATH, limited, createSubscribeFallback(newsletter));
  // The mailed newsletter links' pages and their buttons: the confirmation (double opt-in) and the welcome mail's unsubscribe link.
  for (const link of ['confirm', 'unsubscribe'] as const) {
    const handlers = createNewsletterLink(newsletter, link);
    app.get(handlers.path, handlers.page);
    app.post(handlers.path, limited, handlers.post);
  }
  // The product-registration and return forms posted without JavaScript to their own page, answered with it.
  // The service's contract as an OpenAPI 3.1 document (codegen/emit/openapi.ts), the same for every request of a build;
  // hono/etag answers 304 to a request that names its entity tag.
  app.get(OPENAPI_PATH, etag(), (c) => c.body(OPENAPI_TEXT, 200, { 'Cache-Control': 'public, max-age=3600', ETag: OPENAPI_ETAG, 'Content-Type': 'application/json; charset=utf-8' }));
  app.post('*', createRequestFormPost({ ...newsletter, now, limit, render: (init) => render({ ...init, preview: false }) }));
  app.route('/', service);
  return app;
}
