/**
 * One setting, every side (runtime/shared/site-config.ts): the build that is
 * there, started with CDN_BASE and CHAT_WIDGET_URL, renders pictures from the
 * CDN and loads the widget — in the server's HTML and after hydration in the
 * browser — and its Content-Security-Policy allows exactly those origins;
 * started without them, it mentions neither.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage, ROOT, startServer, useSite, type RunningServer } from './harness.ts';
import { hydrated } from './wait.ts';

const CDN_BASE = 'https://cdn.example.test/mechanova';
const WIDGET_URL = 'https://chat.example.test/widget/v2.js';
const CDN_ORIGIN = 'https://cdn.example.test';
const WIDGET_ORIGIN = 'https://chat.example.test';

/** The policy's directives as name -> sources. */
function directives(csp: string | null): Record<string, string[]> {
  expect(csp).toBeTruthy();
  return Object.fromEntries(
    csp!
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

/** Every CSP violation of the page, as "directive blocked-URL", recorded from the first script on. */
function recordCspViolations() {
  const win = window as unknown as { __cspViolations: string[] };
  win.__cspViolations = [];
  document.addEventListener('securitypolicyviolation', (event) => win.__cspViolations.push(`${event.effectiveDirective} ${event.blockedURI}`));
}

/**
 * The third-party widget as served from its origin: defines the global the
 * adapter waits for, then calls home, opens its frame and shows its icon —
 * and tries one origin the configuration never named.
 */
const FAKE_WIDGET = `
window.MechanovaChat = { open() {}, close() {}, on() {}, ready(cb) { cb(); } };
fetch('${WIDGET_ORIGIN}/api/hello').then((r) => r.text()).then((text) => { window.__chatApi = text; });
const frame = document.createElement('iframe');
frame.src = '${WIDGET_ORIGIN}/frame.html';
document.body.appendChild(frame);
const icon = new Image();
icon.src = '${WIDGET_ORIGIN}/icon.png';
fetch('https://elsewhere.example.test/track').catch(() => {});
`;

describe('the server without CDN_BASE or CHAT_WIDGET_URL', () => {
  const site = useSite();
  const configuredFromOutside = Boolean(process.env.CDN_BASE || process.env.CHAT_WIDGET_URL);

  it.skipIf(configuredFromOutside)('serves its own pictures and a policy of its own origin only', async () => {
    const response = await fetch(`${site.server.origin}/us`);
    expect(directives(response.headers.get('content-security-policy'))).toEqual({
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
    const html = await response.text();
    const sources = [...html.matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src).toMatch(/^\/generated-artwork\//);
    expect(html).not.toContain('example.test');
  });
});

describe('the same build started with CDN_BASE and CHAT_WIDGET_URL', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;

  beforeAll(async () => {
    server = await startServer({ CDN_BASE: `${CDN_BASE}/`, CHAT_WIDGET_URL: WIDGET_URL });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('allows exactly the CDN for pictures and the widget for its script, calls, frame and images', async () => {
    const response = await fetch(`${server!.origin}/us`);
    const policy = directives(response.headers.get('content-security-policy'));
    expect(policy['img-src']).toEqual(["'self'", 'data:', CDN_ORIGIN, WIDGET_ORIGIN]);
    expect(policy['script-src']).toEqual(["'self'", "'inline-speculation-rules'", WIDGET_ORIGIN]);
    expect(policy['connect-src']).toEqual(["'self'", WIDGET_ORIGIN]);
    expect(policy['frame-src']).toEqual(["'self'", WIDGET_ORIGIN]);
    expect(policy['style-src']).toEqual(["'self'"]);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(Object.values(policy).flat().join(' ')).not.toContain('unsafe');
    const sources = [...(await response.text()).matchAll(/<img [^>]*src="([^"]+)"/g)].map((match) => match[1]!);
    expect(sources.length).toBeGreaterThan(0);
    for (const src of sources) expect(src.startsWith(`${CDN_BASE}/generated-artwork/`)).toBe(true);
  });

  it('in the browser: pictures come from the CDN and the widget loads and works, nothing else gets through', async () => {
    const { context, page } = await openPage(browser!);
    await context.addInitScript(recordCspViolations);
    const served: string[] = [];
    await context.route(`${CDN_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      served.push(url.href);
      const file = url.pathname.replace('/mechanova/generated-artwork/', '');
      await route.fulfill({ body: await readFile(join(ROOT, 'public/generated-artwork', file)), contentType: 'image/webp' });
    });
    await context.route(`${WIDGET_ORIGIN}/**`, async (route) => {
      const url = new URL(route.request().url());
      served.push(url.href);
      if (url.href === WIDGET_URL) return route.fulfill({ body: FAKE_WIDGET, contentType: 'text/javascript' });
      if (url.pathname === '/api/hello') return route.fulfill({ body: 'hello', contentType: 'text/plain', headers: { 'Access-Control-Allow-Origin': '*' } });
      if (url.pathname === '/frame.html') return route.fulfill({ body: '<!doctype html><title>chat</title>', contentType: 'text/html' });
      return route.fulfill({ body: Buffer.from('R0lGODlhAQABAAAAACw=', 'base64'), contentType: 'image/gif' });
    });
    await context.route('https://elsewhere.example.test/**', (route) => {
      served.push(route.request().url());
      return route.fulfill({ body: '' });
    });

    await page.goto(`${server!.origin}/us`);
    await hydrated(page);
    // Hydrated with the server's settings: the pictures React rendered in the browser still come from the CDN.
    expect(await page.$$eval('main img', (imgs) => imgs.map((img) => img.getAttribute('src') ?? ''))).not.toContainEqual(expect.stringMatching(/^\/generated-artwork\//));
    // The widget loads after hydration, from a chunk of its own: on a machine busy with other test files that takes seconds.
    const loading = { timeout: 20_000 };
    await expect.poll(() => page.evaluate(() => (window as unknown as { __chatApi?: string }).__chatApi), loading).toBe('hello');
    await expect.poll(() => served.filter((url) => url.startsWith(WIDGET_ORIGIN)).length, loading).toBe(4);
    expect(served).toContain(WIDGET_URL);
    expect(served).toContain(`${WIDGET_ORIGIN}/frame.html`);
    expect(served).toContain(`${WIDGET_ORIGIN}/icon.png`);
    await expect.poll(() => page.$eval('main img', (img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    expect(served.some((url) => url.startsWith(`${CDN_BASE}/generated-artwork/`))).toBe(true);
    // The one origin nobody configured is refused by the browser before any request leaves.
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations).toEqual(['connect-src https://elsewhere.example.test/track']);
    expect(served.some((url) => url.startsWith('https://elsewhere.example.test'))).toBe(false);
    await context.close();
  });
});
