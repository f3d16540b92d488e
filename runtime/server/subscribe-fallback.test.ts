import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { backLocation, createSubscribeFallback, SUBSCRIBE_FALLBACK_PATH } from './subscribe-fallback.ts';

/** A stand-in for the service: records what it was sent and answers the code it is given. */
function fakeService(code: number | 'throw') {
  const calls: { path: string; region: string | undefined; body: unknown }[] = [];
  const service = new Hono();
  service.post('*', async (c) => {
    calls.push({ path: new URL(c.req.url).pathname, region: c.req.header('region'), body: await c.req.json() });
    if (code === 'throw') return c.text('not json');
    return c.json({ code, msg: '', data: {} });
  });
  const app = new Hono();
  app.post(SUBSCRIBE_FALLBACK_PATH, createSubscribeFallback({ service, regionTable, environment: 'test' }));
  return { app, calls };
}

const post = (app: Hono, form: Record<string, string>, headers: Record<string, string> = {}) =>
  app.request(SUBSCRIBE_FALLBACK_PATH, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() });

describe('the newsletter form without JavaScript', () => {
  it("forwards the e-mail to the region family's subscribe call and redirects back with the outcome", async () => {
    const { app, calls } = fakeService(2000);
    const response = await post(app, { email: 'ana@example.com', region: 'de', back: '/de/flagship-bumblebee' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/de/flagship-bumblebee#newsletter-subscribed');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(calls).toEqual([{ path: '/api/europe/account/user/subscribe/create', region: 'de', body: { email: 'ana@example.com' } }]);
  });

  it.each([
    [4001, 'invalid'],
    [4000, 'invalid'],
    [4030, 'failed'],
    [5000, 'failed'],
    ['throw', 'failed'],
  ] as const)('a service answer %s is #newsletter-%s', async (code, outcome) => {
    const { app } = fakeService(code);
    const response = await post(app, { email: 'x', region: 'us', back: '/us' });
    expect(response.headers.get('location')).toBe(`/us#newsletter-${outcome}`);
  });

  it("never redirects off the site, and falls back to the region's home", async () => {
    const { app } = fakeService(2000);
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '']) {
      const response = await post(app, { email: 'ana@example.com', region: 'fr', back });
      expect(response.headers.get('location')).toBe('/fr#newsletter-subscribed');
    }
    const cn = await post(app, { email: 'ana@example.com', region: 'nowhere' });
    expect(cn.headers.get('location')).toBe('/#newsletter-subscribed');
  });

  it('refuses a form posted from another site, and a body that is no form, without calling the service', async () => {
    const { app, calls } = fakeService(2000);
    const cross = await post(app, { email: 'ana@example.com', region: 'us', back: '/us' }, { 'sec-fetch-site': 'cross-site' });
    expect(cross.headers.get('location')).toBe('/us#newsletter-failed');
    // A sibling subdomain, or an old browser that sends no Sec-Fetch-Site but an Origin of another host (issue 22).
    for (const headers of [{ 'sec-fetch-site': 'same-site' }, { origin: 'https://hub.mechanova.example' }, { origin: 'null' }] as Record<string, string>[]) {
      expect((await post(app, { email: 'ana@example.com', region: 'us', back: '/us' }, headers)).headers.get('location')).toBe('/us#newsletter-failed');
    }
    const json = await app.request(SUBSCRIBE_FALLBACK_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"email":"ana@example.com"}' });
    expect(json.headers.get('location')).toBe('/#newsletter-invalid');
    expect(calls).toEqual([]);
  });

  it('backLocation drops the posted fragment and keeps the query', () => {
    expect(backLocation('/us/x?y=1#top', 'us', regionTable, 'invalid')).toBe('/us/x?y=1#newsletter-invalid');
  });
});
