import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { SUBSCRIBE_CONFIRM_PATH, SUBSCRIBE_FALLBACK_PATH, UNSUBSCRIBE_PATH } from '../../core/newsletter.ts';
import { backLocation, createNewsletterLink, createSubscribeFallback } from './subscribe-fallback.ts';

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
  for (const link of ['confirm', 'unsubscribe'] as const) {
    const handlers = createNewsletterLink({ service, regionTable, environment: 'test' }, link);
    app.get(handlers.path, handlers.page);
    app.post(handlers.path, handlers.post);
  }
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
    expect(calls).toEqual([{ path: '/api/europe/account/user/subscribe/create', region: 'de', body: { email: 'ana@example.com', source: 'footer' } }]);
  });

  it('records where the form was (its hidden source), and the footer for a value no form writes', async () => {
    const { app, calls } = fakeService(2000);
    await post(app, { email: 'ana@example.com', region: 'jp', back: '/jp/flagship-bumblebee', source: 'product-page' });
    await post(app, { email: 'ana@example.com', region: 'jp', back: '/jp', source: 'admin' });
    expect(calls.map((call) => (call.body as { source: string }).source)).toEqual(['product-page', 'footer']);
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
    // A sibling subdomain, or an old browser that sends no Sec-Fetch-Site but an Origin of another host (docs/decisions.md D65: a form of another site must not act for the visitor).
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

/** The two mailed links, each with a region, its page's texts and what each answer of the service means. */
const LINKS = [
  {
    name: 'the confirmation link (double opt-in)',
    path: SUBSCRIBE_CONFIRM_PATH,
    call: 'subscribe/confirm',
    page: { region: 'jp', lang: 'ja-JP', title: 'ニュースレター登録の確認', button: '登録を確定する' },
    region: 'de',
    family: 'europe',
    outcomes: [
      [2000, '/de#newsletter-confirmed'],
      [4009, '/de#newsletter-expired'],
      [5000, '/de#newsletter-failed'],
    ],
  },
  {
    name: "the welcome mail's unsubscribe link (no account needed)",
    path: UNSUBSCRIBE_PATH,
    call: 'subscribe/withdraw',
    page: { region: 'de', lang: 'de-DE', title: 'Vom Mechanova-Newsletter abmelden', button: 'Abmelden' },
    // cn is unprefixed: its home is /. A link already used says unsubscribed too: the address gets no news either way.
    region: 'cn',
    family: 'china',
    outcomes: [
      [2000, '/#newsletter-unsubscribed'],
      [4009, '/#newsletter-unsubscribed'],
      [5000, '/#newsletter-failed'],
    ],
  },
] as const;

describe.each(LINKS)('$name', ({ path, call, page: texts, region, family, outcomes }) => {
  const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcde';
  const press = (app: Hono, form: Record<string, string>, headers: Record<string, string> = {}) =>
    app.request(path, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() });

  it("opens a page in the region's language whose one button posts the token; opening it calls nothing", async () => {
    const { app, calls } = fakeService(2000);
    const page = await app.request(`${path}?region=${texts.region}&token=${TOKEN}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('no-store');
    expect(page.headers.get('referrer-policy')).toBe('same-origin');
    const html = await page.text();
    expect(html).toContain(`<html lang="${texts.lang}">`);
    expect(html).toContain(`<h1>${texts.title}</h1>`);
    expect(html).toContain(`<form method="post" action="${path}">`);
    expect(html).toContain(`<input type="hidden" name="token" value="${TOKEN}">`);
    expect(html).toContain(`<button type="submit">${texts.button}</button>`);
    expect(calls).toEqual([]);
  });

  it('sends a link that is no token of ours to the "expired" message without a page', async () => {
    const { app } = fakeService(2000);
    for (const token of ['', 'short', '"><script>alert(1)</script>', 'x'.repeat(200)]) {
      const page = await app.request(`${path}?region=fr&token=${encodeURIComponent(token)}`);
      expect(page.status).toBe(303);
      expect(page.headers.get('location')).toBe('/fr#newsletter-expired');
    }
  });

  it.each(outcomes.map(([code, location]): [number, string] => [code, location]))(`the button posts the token to ${call}; %i sends the visitor to %s`, async (code, location) => {
    const { app, calls } = fakeService(code);
    const answer = await press(app, { region, token: TOKEN });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe(location);
    expect(calls).toEqual([{ path: `/api/${family}/account/user/${call}`, region, body: { token: TOKEN } }]);
  });

  it('refuses a press posted from another site without calling the service', async () => {
    const { app, calls } = fakeService(2000);
    expect((await press(app, { region: 'us', token: TOKEN }, { origin: 'https://evil.example' })).headers.get('location')).toBe('/us#newsletter-failed');
    expect(calls).toEqual([]);
  });
});
