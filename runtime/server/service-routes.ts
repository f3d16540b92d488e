import { Hono } from 'hono';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import { apiEnvironment } from '../../core/api-base.ts';
import type { Render } from './page-response.ts';
import { createRequestFormPost } from './request-form-post.ts';
import type { SiteEnv } from './request-meta.ts';
import { createNewsletterLink, createSubscribeFallback, SUBSCRIBE_FALLBACK_PATH } from './subscribe-fallback.ts';

/**
 * The account service's routes (service/from-env.ts) and the forms that reach it without JavaScript, answered
 * before any page: never page-cached.
 */
export function serviceRoutes({ service, regionTable, now, render }: { service: Hono; regionTable: RegionsDocument; now: () => number; render: Render }) {
  const app = new Hono<SiteEnv>();
  const newsletter = { service, regionTable, environment: apiEnvironment(regionTable, process.env.NODE_ENV, undefined) };
  // The footer newsletter's form POST without JavaScript (before the service's own routes, which answer anything they do not know).
  app.post(SUBSCRIBE_FALLBACK_PATH, createSubscribeFallback(newsletter));
  // The mailed newsletter links' pages and their buttons: the confirmation (double opt-in) and the welcome mail's unsubscribe link.
  for (const link of ['confirm', 'unsubscribe'] as const) {
    const handlers = createNewsletterLink(newsletter, link);
    app.get(handlers.path, handlers.page);
    app.post(handlers.path, handlers.post);
  }
  // The product-registration and return forms posted without JavaScript to their own page, answered with it.
  app.post('*', createRequestFormPost({ ...newsletter, now, render: (init) => render({ ...init, preview: false }) }));
  app.route('/', service);
  return app;
}
