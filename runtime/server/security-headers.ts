/**
 * Security headers of every response. The CSP allows no inline script: Vike's
 * page-context and JSON-LD blocks are data (type="application/json" /
 * "application/ld+json"), which browsers do not execute.
 */
export function securityHeaders(options: { cdnOrigin?: string } = {}): Record<string, string> {
  const img = ["'self'", 'data:', ...(options.cdnOrigin ? [options.cdnOrigin] : [])].join(' ');
  return {
    'Content-Security-Policy': [
      "default-src 'self'",
      "script-src 'self'",
      "style-src 'self'",
      `img-src ${img}`,
      "font-src 'self'",
      "connect-src 'self'",
      "object-src 'none'",
      "base-uri 'self'",
      "form-action 'self'",
      "frame-ancestors 'none'",
    ].join('; '),
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
