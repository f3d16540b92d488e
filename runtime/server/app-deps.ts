import type { Context, Hono } from 'hono';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionsDocument } from '../../dist/generated/types.ts';
import type { SiteConfig } from '../shared/site-config.ts';
import type { Log } from './log.ts';
import type { PageCacheLimits } from './page-cache.ts';
import type { Render } from './page-response.ts';

/** What the site's server is made of (createApp, app.ts): its settings (settings.ts) and the parts main.ts gives it. */
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
  /** PSEUDO_LOCALE=1 (never in production): /pseudo/… renders the us page of the rest of the path in the pseudo-locale (runtime/staff/pseudo-locale.ts), never cached. */
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
  /** The client's address of a request (the socket's, or behind TRUST_PROXY proxies X-Forwarded-For's), for the preview's limit of wrong secrets and the form-post limit (default: the socket's). */
  clientAddress?: (c: Context) => string;
  /** The image CDN and chat widget the pages use, which the Content-Security-Policy allows (default: this process's, site-config.ts). */
  siteConfig?: SiteConfig;
}
