import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { siteConfigFrom } from '../shared/site-config.ts';
import { contentSecurityPolicy, securityHeaders, siteSecureHeaders } from './security-headers.ts';

/** The policy's directives as name -> sources. */
const directives = (csp: string) =>
  Object.fromEntries(
    csp
      .split('; ')
      .map((part) => part.split(' '))
      .map(([name, ...sources]) => [name!, sources]),
  );

const NONE = siteConfigFrom({ cdnBase: null, chatWidgetUrl: null });
const BOTH = siteConfigFrom({ cdnBase: 'https://cdn.example.com/mechanova', chatWidgetUrl: 'https://chat.example.com/v2/widget.js' });

describe('contentSecurityPolicy', () => {
  it('without a CDN or a widget: this origin only', () => {
    expect(directives(contentSecurityPolicy(NONE))).toEqual({
      'default-src': ["'self'"],
      'script-src': ["'self'", "'inline-speculation-rules'"],
      'style-src': ["'self'"],
      'img-src': ["'self'", 'data:'],
      'font-src': ["'self'"],
      'connect-src': ["'self'"],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  it('with both: the CDN for images, the widget for its script, calls, frame and images — and nothing more', () => {
    const policy = directives(contentSecurityPolicy(BOTH));
    expect(policy['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.com', 'https://chat.example.com']);
    expect(policy['script-src']).toEqual(["'self'", "'inline-speculation-rules'", 'https://chat.example.com']);
    expect(policy['connect-src']).toEqual(["'self'", 'https://chat.example.com']);
    expect(policy['frame-src']).toEqual(["'self'", 'https://chat.example.com']);
    const none = directives(contentSecurityPolicy(NONE));
    expect(Object.keys(policy).sort()).toEqual([...Object.keys(none), 'frame-src'].sort());
    for (const name of Object.keys(none)) if (!['img-src', 'script-src', 'connect-src'].includes(name)) expect(policy[name]).toEqual(none[name]);
  });

  it('with a CDN only: the CDN appears in img-src alone', () => {
    const policy = contentSecurityPolicy(siteConfigFrom({ cdnBase: 'https://cdn.example.com/m', chatWidgetUrl: null }));
    expect(directives(policy)['img-src']).toEqual(["'self'", 'data:', 'https://cdn.example.com']);
    expect(policy.match(/cdn\.example\.com/g)).toHaveLength(1);
    expect(policy).not.toContain('frame-src');
  });

  it('never allows inline script or eval', () => {
    for (const config of [NONE, BOTH]) expect(contentSecurityPolicy(config)).not.toMatch(/unsafe-|nonce-|sha256-/);
  });
});

describe('securityHeaders', () => {
  it('carries the policy of the given configuration beside the fixed headers', () => {
    const headers = securityHeaders(BOTH);
    expect(headers['Content-Security-Policy']).toBe(contentSecurityPolicy(BOTH));
    expect(headers).toMatchObject({ 'X-Content-Type-Options': 'nosniff', 'X-Frame-Options': 'DENY', 'Referrer-Policy': 'strict-origin-when-cross-origin' });
    expect(securityHeaders()['Content-Security-Policy']).toBe(contentSecurityPolicy(NONE));
  });
});

describe('siteSecureHeaders (hono/secure-headers)', () => {
  it('sends exactly the headers securityHeaders lists for the answers outside Hono, and none of its other defaults', async () => {
    for (const config of [NONE, BOTH]) {
      const app = new Hono().use(siteSecureHeaders(config)).get('/', (c) => c.text('ok'));
      const sent = Object.fromEntries([...(await app.request('/')).headers].filter(([name]) => name !== 'content-type'));
      expect(sent).toEqual(Object.fromEntries(Object.entries(securityHeaders(config)).map(([name, value]) => [name.toLowerCase(), value])));
    }
  });
});
