import type { SiteConfig } from '../shared/site-config.ts';

/** The origins of the outside services the pages use (runtime/shared/site-config.ts). */
export type CspOrigins = Pick<SiteConfig, 'cdnOrigin' | 'chatWidgetOrigin'>;

const NO_ORIGINS: CspOrigins = { cdnOrigin: null, chatWidgetOrigin: null };

/**
 * The Content-Security-Policy for this build's configuration: 'self' for
 * everything, plus the image CDN's origin for pictures, and the chat widget's
 * origin for its script, its calls, its frame and its images. Nothing else,
 * and no inline script: Vike's page-context, JSON-LD and speculation-rules blocks are data
 * (type="application/json" / "application/ld+json"), which browsers do not execute.
 *
 * @example
 * contentSecurityPolicy({ cdnOrigin: 'https://cdn.example.com', chatWidgetOrigin: null })
 * // => "default-src 'self'; script-src 'self' 'inline-speculation-rules'; …; img-src 'self' data: https://cdn.example.com; …"
 */
export function contentSecurityPolicy({ cdnOrigin, chatWidgetOrigin }: CspOrigins): string {
  const widget = chatWidgetOrigin === null ? [] : [chatWidgetOrigin];
  const sources = (...list: (string | null)[]) => list.filter((source): source is string => source !== null).join(' ');
  return [
    "default-src 'self'",
    // 'inline-speculation-rules' admits the page's <script type="speculationrules"> (prefetch hints), no script.
    `script-src ${sources("'self'", "'inline-speculation-rules'", ...widget)}`,
    "style-src 'self'",
    `img-src ${sources("'self'", 'data:', cdnOrigin, ...widget)}`,
    "font-src 'self'",
    `connect-src ${sources("'self'", ...widget)}`,
    // Without a widget, frames fall back to default-src 'self'.
    ...(chatWidgetOrigin === null ? [] : [`frame-src ${sources("'self'", chatWidgetOrigin)}`]),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Security headers of every response; the CSP follows the site configuration
 * the server was built with (`siteConfig`).
 */
export function securityHeaders(origins: CspOrigins = NO_ORIGINS): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(origins),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
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
