import { Hono } from 'hono';
import { routes } from '../../dist/generated/routes.ts';
import { datedCopy } from '../../dist/generated/schedule.ts';
import { regionPrefixes } from '../shared/regions.ts';
import { PLAIN_PAGE_STYLES_PATH } from '../server/error-page.ts';
import type { Log } from '../server/log.ts';
import type { AppDeps } from '../server/app-deps.ts';
import { pageAnswer, type createPages } from '../server/pages.ts';
import type { RequestMeta, SiteEnv } from '../server/request-meta.ts';
import { buildCalendar, CALENDAR_PATH, CALENDAR_STYLES, CALENDAR_STYLES_PATH, calendarHtml } from './calendar.ts';
import type { PreviewAccess } from './preview-access.ts';
import { previewRoutes } from './preview-routes.ts';
import { pseudoTarget } from './pseudo-path.ts';

export type StaffDeps = Pick<AppDeps, 'schedule' | 'regionTable' | 'clientAddress' | 'preview' | 'pseudoLocale'> & {
  /** PREVIEW_SECRET's: /preview sets the signed cookie that lets its holder preview. */
  previewAccess?: PreviewAccess | undefined;
  /** Whether this request may preview: PREVIEW=1, or the preview cookie. */
  previewAllowed: (request: RequestMeta) => boolean;
  /** Renders a page for this request alone, never cached (runtime/server/pages.ts). */
  freshPage: ReturnType<typeof createPages>['freshPage'];
  now: () => number;
  log: Log;
};

/**
 * The staff tools, mounted only on a server started to allow them (undefined on any other): /preview with
 * PREVIEW_SECRET, the campaign calendar for whoever may preview, the pseudo-locale with PSEUDO_LOCALE=1.
 * Without them these paths are paths like any other, answered by the site's 404.
 */
export function staffApp(deps: StaffDeps): Hono<SiteEnv> | undefined {
  if (!deps.preview && !deps.previewAccess && !deps.pseudoLocale) return undefined;
  const app = new Hono<SiteEnv>();
  if (deps.previewAccess) app.route('/', previewRoutes({ ...deps, access: deps.previewAccess }));
  if (deps.preview || deps.previewAccess) {
    // The campaign calendar (calendar.ts): to a request that may not preview, a path like any other.
    app.get(CALENDAR_PATH, (c, next) => {
      if (!deps.previewAllowed(c.get('request'))) return next();
      const calendar = buildCalendar({ schedule: deps.schedule, datedCopy, regionTable: deps.regionTable, routes, now: deps.now() });
      return c.html(calendarHtml(calendar, PLAIN_PAGE_STYLES_PATH), 200, { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex', 'Referrer-Policy': 'no-referrer' });
    });
    app.get(CALENDAR_STYLES_PATH, (c, next) =>
      deps.previewAllowed(c.get('request')) ? c.body(CALENDAR_STYLES, 200, { 'Content-Type': 'text/css; charset=utf-8', 'Cache-Control': 'no-store' }) : next(),
    );
  }
  if (deps.pseudoLocale) {
    // A page (or its region's 404) in the pseudo-locale, for the layout tests (docs/testing.md): rendered for each request.
    const prefixes = regionPrefixes(deps.regionTable);
    app.on(['GET', 'HEAD'], '*', async (c, next) => {
      const url = new URL(c.req.url);
      const target = pseudoTarget(url.pathname, prefixes);
      if (target === undefined) return next();
      return pageAnswer(c, await deps.freshPage(target, url.search, c.req.header(), c.get('request'), { pseudo: true }));
    });
  }
  return app;
}
