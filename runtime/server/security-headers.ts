import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import type { SiteConfig } from '../shared/site-config.ts';
import type { SiteEnv } from './request-meta.ts';

/** The origins of the outside services the pages use (runtime/shared/site-config.ts). */
export type CspOrigins = Pick<SiteConfig, 'cdnOrigin' | 'chatWidgetOrigin'>;

const NO_ORIGINS: CspOrigins = { cdnOrigin: null, chatWidgetOrigin: null };

/**
 * The Content-Security-Policy's directives for this build's configuration: 'self' for everything, plus the
 * image CDN's origin for pictures, and the chat widget's origin for its script, its calls, its frame and its
 * images. Nothing else, and no inline script: Vike's page-context, JSON-LD and speculation-rules blocks are
 * data (type="application/json" / "application/ld+json"), which browsers do not execute.
 */
function cspDirectives({ cdnOrigin, chatWidgetOrigin }: CspOrigins): Record<string, string[]> {
  const widget = chatWidgetOrigin === null ? [] : [chatWidgetOrigin];
  const sources = (...list: (string | null)[]) => list.filter((source): source is string => source !== null);
  return {
    'default-src': ["'self'"],
    // 'inline-speculation-rules' admits the page's <script type="speculationrules"> (prefetch hints), no script.
    'script-src': sources("'self'", "'inline-speculation-rules'", ...widget),
    'style-src': ["'self'"],
    'img-src': sources("'self'", 'data:', cdnOrigin, ...widget),
    'font-src': ["'self'"],
    'connect-src': sources("'self'", ...widget),
    // Without a widget, frames fall back to default-src 'self'.
    ...(chatWidgetOrigin === null ? {} : { 'frame-src': sources("'self'", chatWidgetOrigin) }),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
}

/**
 * The Content-Security-Policy header's value.
 *
 * @example
 * contentSecurityPolicy({ cdnOrigin: 'https://cdn.example.com', chatWidgetOrigin: null })
 * // => "default-src 'self'; script-src 'self' 'inline-speculation-rules'; …; img-src 'self' data: https://cdn.example.com; …"
 */
export function contentSecurityPolicy(origins: CspOrigins): string {
  return Object.entries(cspDirectives(origins))
    .map(([name, sources]) => [name, ...sources].join(' '))
    .join('; ');
}

/** The fixed security headers beside the CSP, as hono/secure-headers options. */
const FIXED = { xContentTypeOptions: 'nosniff', referrerPolicy: 'strict-origin-when-cross-origin', xFrameOptions: 'DENY', crossOriginOpenerPolicy: 'same-origin' } as const;
/** What hono/secure-headers sends by default, off: the site sends exactly the headers below (and HSTS over HTTPS only). */
const NOTHING_ELSE = {
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
  xContentTypeOptions: false,
  xFrameOptions: false,
  crossOriginOpenerPolicy: false,
  referrerPolicy: false,
} as const;

/**
 * The security headers of every answer of the site's Hono app (hono/secure-headers), the CSP following the
 * site configuration the server was built with; they replace a handler's own, except Referrer-Policy: a route
 * that sets a stricter one (the calendar's no-referrer, the preview's and the mailed links' same-origin, whose URLs carry
 * tokens) keeps it (security review 2026-12-07, N5).
 */
export function siteSecureHeaders(origins: CspOrigins = NO_ORIGINS): MiddlewareHandler {
  const headers = secureHeaders({
    ...NOTHING_ELSE,
    ...FIXED,
    referrerPolicy: false,
    contentSecurityPolicy: cspDirectives(origins),
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  });
  return async (c, next) => {
    await headers(c, next);
    if (!c.res.headers.has('Referrer-Policy')) c.res.headers.set('Referrer-Policy', FIXED.referrerPolicy);
  };
}

/**
 * The same headers as a record, for the answers written before or beside the Hono app: the node:http fast
 * path of cached pages, node's refusals of malformed requests (request-limits.ts), the fallback origin's pages.
 * security-headers.test.ts checks that both say the same.
 */
export function securityHeaders(origins: CspOrigins = NO_ORIGINS): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': FIXED.xContentTypeOptions,
    'Referrer-Policy': FIXED.referrerPolicy,
    'X-Frame-Options': FIXED.xFrameOptions,
    'Cross-Origin-Opener-Policy': FIXED.crossOriginOpenerPolicy,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=()',
  };
}

/**
 * Strict-Transport-Security, for responses to requests that came over HTTPS
 * (browsers ignore it over plain HTTP). One year, for this host only:
 * includeSubDomains and preload would commit hosts this server does not run,
 * which is the domain owner's call at the edge.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

const hsts = secureHeaders({ ...NOTHING_ELSE, strictTransportSecurity: STRICT_TRANSPORT_SECURITY, removePoweredBy: false });

/** Strict-Transport-Security (hono/secure-headers) on the answers to requests that came over HTTPS only. */
export const strictTransportSecurity: MiddlewareHandler<SiteEnv> = async (c, next) => (c.get('request').https ? hsts(c, next) : next());
