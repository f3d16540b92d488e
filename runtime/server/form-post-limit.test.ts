/**
 * Form posts without JavaScript are limited per client address before anything is rendered or the service called
 * (security review 2026-12-07, N1), and a route's own Referrer-Policy is kept (N5). No clock runs: `now` is fixed,
 * and what a flood costs is counted as calls of the Render function and of the service the app receives.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { createApp } from './app.ts';
import { FORM_POSTS } from './forms.ts';
import type { Render } from './page-response.ts';

const NOW = Date.parse('2025-08-20T12:00:00Z');
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'form-post-limit-'));
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

function setup() {
  const render = vi.fn<Render>(async () => ({ status: 200, headers: [['Content-Type', 'text/html; charset=utf-8']], body: '<p>page</p>' }));
  const serviceCalls: string[] = [];
  const service = new Hono();
  service.all('/api/*', (c) => {
    serviceCalls.push(new URL(c.req.url).pathname);
    return c.json({ code: 2000, msg: 'success', data: { reference: 'PR-1' } });
  });
  const site = createApp({
    clientDir,
    render,
    schedule: [],
    regionTable,
    now: () => NOW,
    service,
    clientAddress: (c) => c.req.header('x-test-address') ?? '203.0.113.1',
    previewSecret: 'preview-secret-0123456789',
  });
  return { app: site.app, render, serviceCalls };
}

const FORM = 'application/x-www-form-urlencoded';
/** The review's flood request: the registration form with an empty serial number (never reaches the service, yet rendered). */
const flood = 'form-section=register&email=flood%40example.com&name=x&product=flagshipBumblebee&serialNumber=&purchaseDate=2024-01-01';
const post = (app: { request: Hono['request'] }, path: string, body: string, headers: Record<string, string> = {}) =>
  app.request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': FORM, ...headers }, body });

describe('form posts without JavaScript: limited per address before any render', () => {
  it(`renders at most ${FORM_POSTS.tries} posts of one address per window; the rest get a small static 429: no render, no service call`, async () => {
    const { app, render, serviceCalls } = setup();
    const statuses: number[] = [];
    for (let i = 0; i < FORM_POSTS.tries + 50; i++) statuses.push((await post(app, '/us/product-registration', flood)).status);
    expect(statuses.slice(0, FORM_POSTS.tries).every((status) => status === 200)).toBe(true);
    expect(new Set(statuses.slice(FORM_POSTS.tries))).toEqual(new Set([429]));
    expect(render).toHaveBeenCalledTimes(FORM_POSTS.tries);
    expect(serviceCalls).toEqual([]);

    const refused = await post(app, '/us/product-registration', flood);
    expect(refused.headers.get('cache-control')).toBe('no-store');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.text()).length).toBeLessThan(100);
    // The newsletter's no-script form and the mailed links' buttons share the count: refused without calling the service.
    expect((await post(app, '/forms/subscribe', 'email=a%40example.com&region=us')).status).toBe(429);
    expect((await post(app, '/forms/newsletter/confirm', 'region=us&token=abcdefghijklmnopqrstuvwxyz')).status).toBe(429);
    expect(serviceCalls).toEqual([]);
    expect(render).toHaveBeenCalledTimes(FORM_POSTS.tries);
    // Another address is not affected, and a valid form reaches the service.
    const valid = flood.replace('serialNumber=', 'serialNumber=SN-12345');
    expect((await post(app, '/us/product-registration', valid, { 'x-test-address': '203.0.113.2' })).status).toBe(200);
    expect(serviceCalls).toHaveLength(1);
    expect(render).toHaveBeenCalledTimes(FORM_POSTS.tries + 1);
  });

  it('answers a malformed post with a static 400: no render, no service call', async () => {
    const { app, render, serviceCalls } = setup();
    for (const [body, type] of [
      [flood.replace('form-section=register', 'form-section=*'), FORM],
      [flood.replace('form-section=register&', ''), FORM],
      [flood.replace('form-section=register', 'form-section=elsewhere'), FORM],
      [flood, 'text/plain'],
    ] as const) {
      const answer = await post(app, '/us/product-registration', body, { 'content-type': type });
      expect(answer.status).toBe(400);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect(render).not.toHaveBeenCalled();
    expect(serviceCalls).toEqual([]);
  });
});

describe("a route's own Referrer-Policy", () => {
  it('is kept (same-origin on the preview form and the mailed links), the site-wide one added elsewhere', async () => {
    const { app } = setup();
    const preview = await app.request('http://localhost/preview');
    expect([preview.status, preview.headers.get('referrer-policy')]).toEqual([200, 'same-origin']);
    const link = await app.request('http://localhost/forms/newsletter/unsubscribe?region=us&token=abcdefghijklmnopqrstuvwxyz');
    expect(link.status).toBe(200);
    expect(link.headers.get('referrer-policy')).toBe('same-origin');
    expect((await app.request('http://localhost/healthz')).headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});
