import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import type { AppDeps } from './app-deps.ts';
import { createApp } from './app.ts';
import { NOT_FOUND_PATH } from './not-found-pages.ts';
import type { Render, RenderResult } from './page-response.ts';
import type { RequestMeta } from './request-meta.ts';
import { createLog } from './log.ts';
import { MAX_PAGE_AGE_S } from './page-cache.ts';

const NOW = Date.parse('2025-08-20T12:00:00Z');
const HTML = 'text/html; charset=utf-8';

function entry(offsetS: number, regions: RegionCode[], ref: string): ScheduleEntry {
  return { at: new Date(NOW + offsetS * 1000).toISOString(), epochMs: NOW + offsetS * 1000, regions, kind: 'banner-end', ref };
}

/** fr changes in 10 minutes then in 40; us in 2 minutes; nothing is scheduled for cn. */
const schedule: ScheduleEntry[] = [entry(600, ['fr', 'de'], 'fr-banner'), entry(2400, ['fr'], 'fr-sale'), entry(120, ['us'], 'us-nav')];

/** A page body well over the compression threshold. */
const pageBody = (label: string) => `<!doctype html><html><head><title>${label}</title></head><body>${'<p>Flagship Bumblebee</p>'.repeat(80)}</body></html>`;

type RenderCall = Parameters<Render>[0];

let clientDir: string;
let clock: number;
let pages: Record<string, RenderResult>;

/** The fake renderer: the page set for the path (query ignored), else the localized 404. */
function fakeRender() {
  return vi.fn(async (init: RenderCall): Promise<RenderResult> => {
    const path = init.urlOriginal.split('?')[0]!;
    return pages[path] ?? { status: 404, headers: [['Content-Type', HTML]], body: pageBody('Page introuvable') };
  });
}

/** The app over the fake renderer; `logged` holds what it logged, one parsed JSON object per line. */
function setup(overrides: Partial<AppDeps> = {}) {
  const render = fakeRender();
  const logged: Record<string, unknown>[] = [];
  const log = createLog((line) => {
    for (const l of line.split('\n').filter(Boolean)) logged.push(JSON.parse(l) as Record<string, unknown>);
  });
  // Every path is a route here, so the fake renderer decides each answer; the one-404-per-region tests take the route table's.
  const server = createApp({ clientDir, render, schedule, regionTable, now: () => clock, log, isRoutedPath: () => true, ...overrides });
  return { app: server.app, server, render, logged };
}

/** What the node:http fast path passes for a plain-HTTP request. */
const plain: RequestMeta = { requestId: 'test-request', https: false };

const get = (app: ReturnType<typeof createApp>['app'], path: string, headers: Record<string, string> = {}) => app.request(`http://localhost${path}`, { headers });

beforeAll(async () => {
  clientDir = await mkdtemp(join(tmpdir(), 'app-client-'));
  await mkdir(join(clientDir, 'assets'), { recursive: true });
  await writeFile(join(clientDir, 'assets', 'entry-1a2b3c.js'), `export const x = "${'a'.repeat(1000)}";`);
  await writeFile(join(clientDir, 'assets', 'entry-1a2b3c.js.br'), 'PRECOMPRESSED-BR');
  await mkdir(join(clientDir, 'videos'), { recursive: true });
  await writeFile(join(clientDir, 'videos', 'clip.mp4'), '0123456789');
});
afterAll(async () => {
  await rm(clientDir, { recursive: true, force: true });
});

beforeEach(() => {
  clock = NOW;
  pages = {
    '/fr/manuals': { status: 200, headers: [['Content-Type', HTML]], body: pageBody('Manuels') },
    '/us/faq': { status: 200, headers: [['Content-Type', HTML]], body: pageBody('FAQ') },
    '/manuals': { status: 200, headers: [['Content-Type', HTML]], body: pageBody('说明书') },
    '/us/tiny': { status: 200, headers: [['Content-Type', HTML]], body: '<p>tiny</p>' },
    '/us/old': { status: 301, headers: [['Location', '/us/new']], body: '' },
  };
});

describe('security headers', () => {
  const paths = ['/fr/manuals', '/nowhere', '/ssr/timestamp', '/healthz', '/robots.txt', '/assets/entry-1a2b3c.js'];

  it.each(paths)('are on %s', async (path) => {
    const { app } = setup();
    const res = await get(app, path);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toMatch(/(^|;\s*)script-src 'self' 'inline-speculation-rules'(;|$)/);
    expect(csp).toMatch(/frame-ancestors 'none'/);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval/);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });
});

describe('fixed endpoints', () => {
  it('/ssr/timestamp answers the envelope {code: 2000, data: server time}, never cached', async () => {
    const { app } = setup();
    const res = await get(app, '/ssr/timestamp');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const json = (await res.json()) as { code: number; data: unknown };
    expect(json.code).toBe(2000);
    expect(json.data).toBe(NOW);
    clock = NOW + 5000;
    expect(((await (await get(app, '/ssr/timestamp')).json()) as { data: number }).data).toBe(NOW + 5000);
  });

  it("serves the stylesheet of the server's own pages (CSP allows no inline style)", async () => {
    const { app, render } = setup();
    const res = await get(app, '/forms/plain.css');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/css; charset=utf-8');
    expect(await res.text()).toContain('min-height: 44px');
    expect(render).not.toHaveBeenCalled();
  });

  it('/healthz answers ok, never cached', async () => {
    const { app, render } = setup();
    const res = await get(app, '/healthz');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({ status: 'ok' });
    expect(render).not.toHaveBeenCalled();
  });

  it('robots.txt keeps crawlers off the account pages and names the sitemap index', async () => {
    const { app } = setup();
    const res = await get(app, '/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const body = await res.text();
    expect(body).toMatch(/^Disallow: \/us\/account$/m);
    expect(body).toMatch(/^Disallow: \/account$/m);
    expect(body).toMatch(/^Sitemap: https:\/\/www\.mechanova\.example\/sitemap\.xml$/m);
  });

  it('/sitemap.xml is a sitemap index', async () => {
    const { app, render } = setup();
    const res = await get(app, '/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(await res.text()).toContain('<sitemapindex');
    expect(render).not.toHaveBeenCalled();
  });

  it("/sitemap-<region>.xml is the region's url set; an unknown region is 404", async () => {
    const { app, render } = setup();
    const fr = await get(app, '/sitemap-fr.xml');
    expect(fr.status).toBe(200);
    expect(await fr.text()).toContain('<urlset');
    expect((await get(app, '/sitemap-xx.xml')).status).toBe(404);
    expect(render).not.toHaveBeenCalled();
  });
});

describe('static files', () => {
  it('are served from the client build, with the precompressed sibling when accepted', async () => {
    const { app, render } = setup();
    const res = await get(app, '/assets/entry-1a2b3c.js', { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe('PRECOMPRESSED-BR');
    expect(render).not.toHaveBeenCalled();
  });

  it('a video answers with its type and byte ranges (players seek; Safari plays MP4 only so)', async () => {
    const { app } = setup();
    const whole = await get(app, '/videos/clip.mp4');
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('video/mp4');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await get(app, '/videos/clip.mp4', { range: 'bytes=2-5' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-5/10');
    expect(await part.text()).toBe('2345');
    expect(await (await get(app, '/videos/clip.mp4', { range: 'bytes=-3' })).text()).toBe('789');
    const beyond = await get(app, '/videos/clip.mp4', { range: 'bytes=10-' });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe('bytes */10');
  });

  it('a missing file with an extension goes to the renderer (its 404)', async () => {
    const { app, render } = setup();
    const res = await get(app, '/assets/gone-000000.js');
    expect(res.status).toBe(404);
    expect(render).toHaveBeenCalledTimes(1);
  });
});

describe('one 404 page per region (a flood of random paths costs no render each)', () => {
  const routed = { isRoutedPath: undefined };

  it('answers every path no route has with the 404 of its region, rendered once for NOT_FOUND_PATH and kept out of the page cache', async () => {
    const { app, server, render } = setup(routed);
    const answers = await Promise.all(['/us/random-1', '/us/random-2?x=1', '/us/a/b/c', '/us/random-1'].map((path) => get(app, path)));
    expect(answers.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    const bodies = await Promise.all(answers.map((res) => res.text()));
    expect(new Set(bodies).size).toBe(1);
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]![0].urlOriginal).toBe(`/us${NOT_FOUND_PATH}`);
    expect(answers[0]!.headers.get('cache-control')).toBe(`public, max-age=120, s-maxage=120`);
    expect(server.cacheStats().entries).toBe(0);
    // Each region its own, once: fr and cn (unprefixed).
    await get(app, '/fr/nothing-here');
    await get(app, '/fr/still-nothing');
    await get(app, '/nothing-here');
    expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual([`/us${NOT_FOUND_PATH}`, `/fr${NOT_FOUND_PATH}`, NOT_FOUND_PATH]);
    // The node:http fast path, which runs before the app's own routes, never answers with it: those paths (the
    // service's calls, /dev/mailbox, /healthz) have no route of routes.yaml either.
    for (const path of ['/us/random-3', '/dev/mailbox', '/api/global/account/user/profile', '/healthz', '/readyz']) expect(server.cachedPage(path, '', 'br', plain), path).toBeUndefined();
    expect((await get(app, '/healthz')).status).toBe(200);
  });

  it('renders as before what only a render can tell: a route of this or another region, a redirect, a preview', async () => {
    const { app, render } = setup({ ...routed, preview: true });
    // /black-friday is a route of other regions only in jp (the renderer answers its 404, and may send the visitor on).
    const at = encodeURIComponent('2025-08-28T00:00:00Z');
    for (const path of ['/us/faq', '/jp/black-friday', '/US/faq', `/us/random-1?at=${at}`]) await get(app, path);
    expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual(['/us/faq', '/jp/black-friday', '/US/faq', `/us/random-1?at=${at}`]);
  });

  it('renders one 404 below a route that needs a log-in, so its account guard still sends the visitor to log in', async () => {
    const { app, render } = setup(routed);
    for (const path of ['/de/account/orders', '/de/account/addresses/2', '/de/accounting']) expect((await get(app, path)).status).toBe(404);
    expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual([`/de/account${NOT_FOUND_PATH}`, `/de${NOT_FOUND_PATH}`]);
  });

  it('answers the paths of a Vite dev server with the 404, never a render that fails (a 500)', async () => {
    const { app, render, logged } = setup(routed);
    for (const path of ['/__vite_ping', '/@vite/client', '/@fs/etc/passwd', '/us/@id/x', '/node_modules/.vite/deps/react.js']) {
      expect((await get(app, path)).status, path).toBe(404);
    }
    expect(render.mock.calls.map(([init]) => init.urlOriginal)).toEqual([NOT_FOUND_PATH, `/us${NOT_FOUND_PATH}`]);
    expect(logged.filter((line) => line.level === 'error')).toEqual([]);
  });

  it('renders the 404 again at the next schedule instant of its region', async () => {
    const { app, render } = setup(routed);
    await get(app, '/us/random-1');
    clock += 121_000;
    await get(app, '/us/random-2');
    expect(render).toHaveBeenCalledTimes(2);
  });
});

describe('rendered pages', () => {
  it('passes the URL without its query, the headers, the server time and preview=false to the renderer', async () => {
    const { app, render } = setup();
    const res = await get(app, '/fr/manuals?tab=2', { 'accept-language': 'fr-FR' });
    expect(res.status).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
    const call = render.mock.calls[0]![0];
    expect(call.urlOriginal).toBe('/fr/manuals');
    expect(call.headersOriginal['accept-language']).toBe('fr-FR');
    expect(call.serverNow).toBe(NOW);
    expect(call.preview).toBe(false);
  });

  it("answers the renderer's status, headers and body", async () => {
    const { app } = setup();
    const res = await get(app, '/fr/manuals');
    expect(res.headers.get('content-type')).toBe(HTML);
    expect(await res.text()).toBe(pageBody('Manuels'));
  });

  it('compresses with brotli when accepted', async () => {
    const { app } = setup();
    const res = await get(app, '/fr/manuals', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
    expect(brotliDecompressSync(bytes).toString('utf8')).toBe(pageBody('Manuels'));
  });

  it('compresses with gzip when brotli is not accepted', async () => {
    const { app } = setup();
    const res = await get(app, '/fr/manuals', { 'accept-encoding': 'gzip, br;q=0' });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8')).toBe(pageBody('Manuels'));
  });

  it('answers identity without Accept-Encoding, and for small bodies', async () => {
    const { app } = setup();
    const plain = await get(app, '/fr/manuals');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe(pageBody('Manuels'));
    const tiny = await get(app, '/us/tiny', { 'accept-encoding': 'br' });
    expect(tiny.headers.get('content-encoding')).toBeNull();
    expect(await tiny.text()).toBe('<p>tiny</p>');
  });

  it('serves each encoding of one cached page from the same render', async () => {
    const { app, render } = setup();
    const br = await get(app, '/fr/manuals', { 'accept-encoding': 'br' });
    const gzip = await get(app, '/fr/manuals', { 'accept-encoding': 'gzip' });
    expect(brotliDecompressSync(new Uint8Array(await br.arrayBuffer())).toString('utf8')).toBe(pageBody('Manuels'));
    expect(gunzipSync(new Uint8Array(await gzip.arrayBuffer())).toString('utf8')).toBe(pageBody('Manuels'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('answers HEAD with the headers and no body', async () => {
    const { app } = setup();
    const res = await app.request('http://localhost/fr/manuals', { method: 'HEAD' });
    expect(res.status).toBe(200);
    expect(Number(res.headers.get('content-length'))).toBe(new TextEncoder().encode(pageBody('Manuels')).length);
    expect(await res.text()).toBe('');
  });
});

describe('Cache-Control and the page cache', () => {
  const maxAge = (res: Response) => Number(/max-age=(\d+)/.exec(res.headers.get('cache-control') ?? '')?.[1]);

  it("max-age is the time to the next schedule entry of the page's region", async () => {
    const { app } = setup();
    expect((await get(app, '/fr/manuals')).headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
    expect(maxAge(await get(app, '/us/faq'))).toBe(120);
  });

  it('max-age is capped at an hour for a region with nothing scheduled (cn, unprefixed)', async () => {
    const { app } = setup();
    expect(maxAge(await get(app, '/manuals'))).toBe(MAX_PAGE_AGE_S);
  });

  it('renders a page once for two requests', async () => {
    const { app, render } = setup();
    const first = await get(app, '/fr/manuals');
    const second = await get(app, '/fr/manuals');
    expect(await second.text()).toBe(await first.text());
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("a cached page's max-age counts down to the same change", async () => {
    const { app, render } = setup();
    await get(app, '/fr/manuals');
    clock = NOW + 100_000;
    expect(maxAge(await get(app, '/fr/manuals'))).toBe(500);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders again once the scheduled change has passed, cached until the next one', async () => {
    const { app, render } = setup();
    await get(app, '/fr/manuals');
    clock = NOW + 600_000;
    const after = await get(app, '/fr/manuals');
    expect(render).toHaveBeenCalledTimes(2);
    expect(render.mock.calls[1]![0].serverNow).toBe(NOW + 600_000);
    expect(maxAge(after)).toBe(1800);
  });

  it('keeps pages of different paths apart', async () => {
    const { app, render } = setup();
    await get(app, '/fr/manuals');
    await get(app, '/us/faq');
    await get(app, '/us/faq');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not cache redirects, and marks them no-cache', async () => {
    const { app, render } = setup();
    const res = await get(app, '/us/old');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/us/new');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    await get(app, '/us/old');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('does not cache a server error, and tells caches not to store it', async () => {
    pages['/us/broken'] = { status: 500, headers: [['Content-Type', HTML]], body: 'error' };
    const { app, render } = setup();
    expect((await get(app, '/us/broken')).headers.get('cache-control')).toBe('no-store');
    await get(app, '/us/broken');
    expect(render).toHaveBeenCalledTimes(2);
  });
});

// Finding: every distinct query string rendered the page afresh and stored another copy, so
// campaign traffic (utm_*, gclid, fbclid) rendered on every request and grew the server.
describe('query strings and the page cache', () => {
  const campaigns = ['?utm_source=newsletter&utm_medium=email', '?gclid=EAIaIQobChMI8', '?fbclid=IwAR2x', '?utm_source=a1b2c3', '?x=1&y=2'];

  it('renders a page once, whatever parameters campaign links add', async () => {
    const { app, render } = setup();
    await get(app, '/fr/manuals');
    for (const search of campaigns) expect(await (await get(app, `/fr/manuals${search}`)).text()).toBe(pageBody('Manuels'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('renders with the URL stripped of parameters no page declares, so the page cannot depend on them', async () => {
    const { app, render } = setup();
    await get(app, '/fr/manuals?utm_source=x&gclid=y');
    expect(render.mock.calls[0]![0].urlOriginal).toBe('/fr/manuals');
  });

  it('answers a campaign URL from the cache on the node:http fast path', async () => {
    const { app, server, render } = setup();
    await get(app, '/fr/manuals');
    expect(server.cachedPage('/fr/manuals', '?utm_source=abc', undefined, plain)?.status).toBe(200);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it("gives a redirect the visitor's whole query (redirects are not cached)", async () => {
    const render = vi.fn(async (init: RenderCall): Promise<RenderResult> => {
      const search = init.urlOriginal.includes('?') ? init.urlOriginal.slice(init.urlOriginal.indexOf('?')) : '';
      return { status: 301, headers: [['Location', `/flagship-bumblebee${search}`]], body: '' };
    });
    const { app } = setup({ render });
    const res = await get(app, '/cn/flagship-bumblebee?utm_source=x');
    expect(res.status).toBe(301);
    expect(res.headers.get('location')).toBe('/flagship-bumblebee?utm_source=x');
  });

  it('holds no more bytes than its limit, however many pages are asked for', async () => {
    const maxBytes = 40_000;
    const { app, server } = setup({ pageCache: { maxBytes } });
    for (let i = 0; i < 200; i += 1) await get(app, `/us/nowhere-${i}`, { 'accept-encoding': i % 2 ? 'br' : 'gzip' });
    expect(server.cacheStats().bytes).toBeLessThanOrEqual(maxBytes);
    expect(server.cacheStats().entries).toBeGreaterThan(0);
  });
});

describe('a render that throws', () => {
  function throwing() {
    return vi.fn(async (init: RenderCall): Promise<RenderResult> => {
      if (init.urlOriginal.startsWith('/us/boom')) throw new Error('kaboom in the page');
      return pages[init.urlOriginal] ?? { status: 404, headers: [['Content-Type', HTML]], body: pageBody('Page introuvable') };
    });
  }

  it('answers that request with a 500 page naming its request id, never stored', async () => {
    const { app } = setup({ render: throwing() });
    const res = await get(app, '/us/boom');
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    const html = await res.text();
    expect(html).toContain('Something went wrong');
    expect(html).toContain(id);
    expect(html).not.toContain('kaboom');
  });

  it('logs one JSON line with the request id, the path and the error', async () => {
    const { app, logged } = setup({ render: throwing() });
    const res = await get(app, '/us/boom?utm_source=x', { 'x-request-id': 'lb-7f3a' });
    expect(res.headers.get('x-request-id')).toBe('lb-7f3a');
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ level: 'error', requestId: 'lb-7f3a', method: 'GET', path: '/us/boom', error: 'kaboom in the page' });
    expect(String(logged[0]!.stack)).toContain('kaboom in the page');
  });

  it('leaves the server answering the next requests', async () => {
    const { app } = setup({ render: throwing() });
    expect((await get(app, '/us/boom')).status).toBe(500);
    expect((await get(app, '/fr/manuals')).status).toBe(200);
    expect((await get(app, '/us/boom')).status).toBe(500);
    expect((await get(app, '/healthz')).status).toBe(200);
  });
});

describe('request ids (X-Request-Id)', () => {
  it.each(['/fr/manuals', '/nowhere', '/ssr/timestamp', '/robots.txt', '/assets/entry-1a2b3c.js'])('are sent back on %s, a new one each time', async (path) => {
    const { app } = setup();
    const first = (await get(app, path)).headers.get('x-request-id');
    const second = (await get(app, path)).headers.get('x-request-id');
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(second).not.toBe(first);
  });

  it.each(['lb-7f3a', 'trace.42:a_b-c', '0af7651916cd43dd8448eb211c80319c'])('take over the safe incoming id %s', async (incoming) => {
    const { app } = setup();
    expect((await get(app, '/fr/manuals', { 'x-request-id': incoming })).headers.get('x-request-id')).toBe(incoming);
  });

  it.each([
    ['a space', 'a b'],
    ['markup', '<script>alert(1)</script>'],
    ['too long', 'x'.repeat(65)],
    ['a quote', 'id"; drop'],
    ['empty', ''],
  ])('replace an incoming id with %s', async (_label, incoming) => {
    const { app } = setup();
    const id = (await get(app, '/fr/manuals', { 'x-request-id': incoming })).headers.get('x-request-id');
    expect(id).not.toBe(incoming);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('are sent on the node:http fast path too', async () => {
    const { app, server } = setup();
    await get(app, '/fr/manuals');
    expect(server.cachedPage('/fr/manuals', '', undefined, { requestId: 'fast-1', https: false })?.headers['x-request-id']).toBe('fast-1');
  });
});

describe('Strict-Transport-Security', () => {
  const hsts = (res: Response) => res.headers.get('strict-transport-security');

  it('is sent behind a trusted TLS proxy (TRUST_PROXY_HTTPS=1) when X-Forwarded-Proto is https', async () => {
    const { app } = setup({ trustProxyHttps: true });
    for (const path of ['/fr/manuals', '/fr/manuals', '/ssr/timestamp', '/nowhere']) {
      expect(hsts(await get(app, path, { 'x-forwarded-proto': 'https' }))).toBe('max-age=31536000');
    }
  });

  it('is not sent behind a trusted proxy for a plain HTTP request', async () => {
    const { app } = setup({ trustProxyHttps: true });
    expect(hsts(await get(app, '/fr/manuals'))).toBeNull();
    expect(hsts(await get(app, '/fr/manuals', { 'x-forwarded-proto': 'http' }))).toBeNull();
  });

  it("is not sent on the client's word: X-Forwarded-Proto without TRUST_PROXY_HTTPS", async () => {
    const { app } = setup();
    expect(hsts(await get(app, '/fr/manuals', { 'x-forwarded-proto': 'https' }))).toBeNull();
  });

  it('is sent for a request that came over TLS', async () => {
    const { app } = setup();
    expect(hsts(await app.request('https://localhost/fr/manuals'))).toBe('max-age=31536000');
  });

  it('is sent on the node:http fast path for an HTTPS request only', async () => {
    const { app, server } = setup();
    await get(app, '/fr/manuals');
    expect(server.cachedPage('/fr/manuals', '', undefined, { requestId: 'r', https: true })?.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(server.cachedPage('/fr/manuals', '', undefined, plain)?.headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the pseudo-locale (/pseudo/…, PSEUDO_LOCALE=1)', () => {
  const routed = { isRoutedPath: undefined };

  it('is a path like any other on a server started without it: the 404 of its region, never a pseudo render', async () => {
    const { app, render } = setup(routed);
    for (const path of ['/pseudo', '/pseudo/support', '/pseudo/flagship-bumblebee']) expect((await get(app, path)).status, path).toBe(404);
    expect(render.mock.calls.every(([init]) => !init.pseudo && init.urlOriginal === NOT_FOUND_PATH)).toBe(true);
  });

  it('renders the us page of the rest of the path in the pseudo-locale, afresh each time, never cached or indexed', async () => {
    pages['/us/support'] = { status: 200, headers: [['Content-Type', HTML]], body: pageBody('Support') };
    const { app, server, render } = setup({ ...routed, pseudoLocale: true });
    const res = await get(app, '/pseudo/support');
    await get(app, '/pseudo/support');
    expect(res.status).toBe(200);
    expect(render.mock.calls.map(([init]) => [init.urlOriginal, init.pseudo])).toEqual([
      ['/us/support', true],
      ['/us/support', true],
    ]);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
    expect(server.cacheStats().entries).toBe(0);
    // A path no route has is the us 404, in the pseudo-locale too; the us pages themselves are not pseudo.
    await get(app, '/pseudo/no-such-page');
    expect(render.mock.calls[2]![0]).toMatchObject({ urlOriginal: `/us${NOT_FOUND_PATH}`, pseudo: true });
    await get(app, '/us/support');
    expect(render.mock.calls[3]![0].pseudo).toBeUndefined();
  });

  it("renders another region's page under /pseudo/<code>/…, and as of ?at= only where preview is allowed", async () => {
    pages['/de/impressum'] = { status: 200, headers: [['Content-Type', HTML]], body: pageBody('Impressum') };
    pages['/us/black-friday'] = { status: 200, headers: [['Content-Type', HTML]], body: pageBody('Black Friday') };
    const AT = '2024-11-20T12:00:00Z';
    const calls = async (options: { preview?: boolean }) => {
      const { app, render } = setup({ ...routed, pseudoLocale: true, ...options });
      expect((await get(app, '/pseudo/de/impressum')).status).toBe(200);
      await get(app, `/pseudo/black-friday?at=${AT}`);
      return render.mock.calls.map(([init]) => [init.urlOriginal, init.pseudo, init.preview, init.serverNow === Date.parse(AT)]);
    };
    expect(await calls({ preview: true })).toEqual([
      ['/de/impressum', true, false, false],
      [`/us/black-friday?at=${encodeURIComponent(AT)}`, true, true, true],
    ]);
    // Without preview the instant is ignored, as on any page.
    expect((await calls({}))[1]).toEqual(['/us/black-friday', true, false, false]);
  });
});

describe('preview (?at=<instant>)', () => {
  const AT = '2025-08-28T00:00:00+08:00';

  it('renders as of the instant, with preview=true', async () => {
    const { app, render } = setup({ preview: true });
    await get(app, `/fr/manuals?at=${encodeURIComponent(AT)}`);
    const call = render.mock.calls[0]![0];
    expect(call.serverNow).toBe(Date.parse(AT));
    expect(call.preview).toBe(true);
  });

  it('is never stored by caches or indexed', async () => {
    const { app } = setup({ preview: true });
    const res = await get(app, `/fr/manuals?at=${encodeURIComponent(AT)}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('renders every preview request afresh, and leaves the page cache alone', async () => {
    const { app, render } = setup({ preview: true });
    await get(app, `/fr/manuals?at=${encodeURIComponent(AT)}`);
    await get(app, `/fr/manuals?at=${encodeURIComponent(AT)}`);
    expect(render).toHaveBeenCalledTimes(2);
    const normal = await get(app, '/fr/manuals');
    expect(render).toHaveBeenCalledTimes(3);
    expect(render.mock.calls[2]![0]).toMatchObject({ serverNow: NOW, preview: false });
    expect(normal.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
  });

  it('ignores an at that is not an instant with an offset', async () => {
    const { app, render } = setup({ preview: true });
    const res = await get(app, '/fr/manuals?at=2025-08-28');
    expect(render.mock.calls[0]![0]).toMatchObject({ serverNow: NOW, preview: false });
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });

  it('without preview enabled, the query is ignored', async () => {
    const { app, render } = setup();
    const res = await get(app, `/fr/manuals?at=${encodeURIComponent(AT)}`);
    expect(render.mock.calls[0]![0]).toMatchObject({ serverNow: NOW, preview: false });
    expect(res.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
    expect(res.headers.get('x-robots-tag')).toBeNull();
  });
});

describe('preview behind PREVIEW_SECRET (any build)', () => {
  const SECRET = 'a-long-enough-preview-secret';
  const AT = '2025-08-28T00:00:00+08:00';
  const atQuery = `?at=${encodeURIComponent(AT)}`;

  /** Posts /preview's form, as its page does. */
  const postPreview = (app: ReturnType<typeof createApp>['app'], form: Record<string, string>, headers: Record<string, string> = {}, origin = 'http://localhost') =>
    app.request(`${origin}/preview`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers }, body: new URLSearchParams(form).toString() });

  /** Posts the secret to /preview and returns the cookie pair the browser would send back. */
  async function previewCookie(app: ReturnType<typeof createApp>['app']) {
    const res = await postPreview(app, { secret: SECRET, to: `/fr/manuals${atQuery}` });
    expect(res.status).toBe(303);
    return res.headers.get('set-cookie')!.split(';')[0]!;
  }

  it('shows /dev/calendar only with the preview cookie (PREVIEW_SECRET) or PREVIEW=1; to anyone else it is a path the site answers', async () => {
    const { app, render } = setup({ previewSecret: SECRET });
    const anonymous = await get(app, '/dev/calendar');
    expect(anonymous.status).toBe(404);
    expect(await anonymous.text()).not.toContain('Campaign calendar');
    expect(render).toHaveBeenCalledTimes(1);
    const cookie = await previewCookie(app);
    const staff = await get(app, '/dev/calendar', { cookie });
    expect(staff.status).toBe(200);
    expect(staff.headers.get('cache-control')).toBe('no-store');
    expect(staff.headers.get('x-robots-tag')).toBe('noindex');
    expect(await staff.text()).toContain('<h1>Campaign calendar</h1>');
    expect((await get(setup({ preview: true }).app, '/dev/calendar')).status).toBe(200);
  });

  it('asks for the secret in a form that posts it (never in a URL, which reaches logs), and reads none from the URL', async () => {
    const { app } = setup({ previewSecret: SECRET });
    const page = await get(app, `/preview?secret=${SECRET}&to=${encodeURIComponent('/fr/manuals')}`);
    expect(page.status).toBe(200);
    expect(page.headers.get('set-cookie')).toBeNull();
    expect(page.headers.get('cache-control')).toBe('no-store');
    const html = await page.text();
    expect(html).toContain('<form method="post" action="/preview">');
    expect(html).toContain('<input type="hidden" name="to" value="/fr/manuals">');
    expect(html).toContain('type="password"');
  });

  it('sets an HTTP-only, same-site cookie and sends the visitor on to a same-site path', async () => {
    const { app } = setup({ previewSecret: SECRET });
    const res = await postPreview(app, { secret: SECRET, to: `/fr/manuals${atQuery}` });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`/fr/manuals${atQuery}`);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^mechanovaPreview=\d{13}\.[\w-]{43}; Path=\/; Max-Age=28800; HttpOnly; SameSite=Lax$/);
  });

  it('marks the cookie Secure over HTTPS', async () => {
    const { app } = setup({ previewSecret: SECRET });
    const res = await postPreview(app, { secret: SECRET }, {}, 'https://localhost');
    expect(res.headers.get('set-cookie')).toContain('; Secure');
  });

  it.each(['//evil.example/x', 'https://evil.example/', '/%2F%2Fevil.example', '/\\evil.example'])('never redirects off the site (to=%s)', async (to) => {
    const { app } = setup({ previewSecret: SECRET });
    const res = await postPreview(app, { secret: SECRET, to });
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/');
  });

  it.each([{}, { secret: '' }, { secret: 'wrong-secret-of-some-length' }, { secret: `${SECRET}x` }] as Record<string, string>[])(
    'refuses a wrong or missing secret (%j) without a cookie, and logs it',
    async (form) => {
      const { app, logged } = setup({ previewSecret: SECRET });
      const res = await postPreview(app, form);
      expect(res.status).toBe(403);
      expect(res.headers.get('set-cookie')).toBeNull();
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).toContain('Preview refused');
      expect(logged.some((l) => l.msg === 'preview refused: wrong secret')).toBe(true);
    },
  );

  it('with the cookie, ?at= renders as of the instant, uncached and noindex', async () => {
    const { app, render } = setup({ previewSecret: SECRET });
    const cookie = await previewCookie(app);
    const res = await get(app, `/fr/manuals${atQuery}`, { cookie: `other=1; ${cookie}` });
    expect(render.mock.calls[0]![0]).toMatchObject({ serverNow: Date.parse(AT), preview: true, urlOriginal: `/fr/manuals${atQuery}` });
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-robots-tag')).toBe('noindex');
  });

  it('without the cookie (or with a forged or expired one) ?at= is ignored and the public page is served from the cache', async () => {
    const { app, server, render } = setup({ previewSecret: SECRET });
    const cookie = await previewCookie(app);
    await get(app, '/fr/manuals');
    expect(render).toHaveBeenCalledTimes(1);
    const forged = cookie.replace(/\.[\w-]{43}$/, `.${'A'.repeat(43)}`);
    const later = cookie.replace(/=\d{13}\./, `=${Date.now() + 10 * 365 * 86_400_000}.`);
    for (const headers of [{} as Record<string, string>, { cookie: forged }, { cookie: later }, { cookie: 'mechanovaPreview=1' }]) {
      const res = await get(app, `/fr/manuals${atQuery}`, headers);
      expect(res.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
      expect(res.headers.get('x-robots-tag')).toBeNull();
    }
    expect(render).toHaveBeenCalledTimes(1);
    expect(server.cachedPage('/fr/manuals', atQuery, undefined, { ...plain, cookie: forged })?.status).toBe(200);
    // The real cookie expires after 8 hours.
    clock = NOW + 8 * 3600_000;
    const expired = await get(app, `/fr/manuals${atQuery}`, { cookie });
    expect(expired.headers.get('x-robots-tag')).toBeNull();
    expect(render.mock.calls.at(-1)![0]).toMatchObject({ serverNow: clock, preview: false, urlOriginal: '/fr/manuals' });
  });

  it('the fast path leaves a preview request with the cookie to the renderer', async () => {
    const { app, server } = setup({ previewSecret: SECRET });
    const cookie = await previewCookie(app);
    await get(app, '/fr/manuals');
    expect(server.cachedPage('/fr/manuals', atQuery, undefined, { ...plain, cookie })).toBeUndefined();
    expect(server.cachedPage('/fr/manuals', '', undefined, { ...plain, cookie })?.status).toBe(200);
  });

  it('a cookie signed with another secret does not work', async () => {
    const other = setup({ previewSecret: 'another-long-preview-secret' });
    const cookie = await previewCookie(setup({ previewSecret: SECRET }).app);
    await get(other.app, `/fr/manuals${atQuery}`, { cookie });
    expect(other.render.mock.calls[0]![0]).toMatchObject({ serverNow: NOW, preview: false });
  });

  it('/preview?exit=1 clears the cookie', async () => {
    const { app } = setup({ previewSecret: SECRET });
    const res = await get(app, '/preview?exit=1&to=/fr/manuals');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/fr/manuals');
    expect(res.headers.get('set-cookie')).toMatch(/^mechanovaPreview=; Path=\/; Max-Age=0; HttpOnly/);
  });

  it('refuses a sixth wrong secret from one address for 15 minutes, the right one too, and not another address', async () => {
    let address = '203.0.113.9';
    const { app } = setup({ previewSecret: SECRET, clientAddress: () => address });
    for (let i = 0; i < 5; i++) expect((await postPreview(app, { secret: `wrong-secret-number-${i}` })).status).toBe(403);
    const blocked = await postPreview(app, { secret: SECRET });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBe('900');
    expect(blocked.headers.get('set-cookie')).toBeNull();
    address = '198.51.100.7';
    expect((await postPreview(app, { secret: SECRET })).status).toBe(303);
    address = '203.0.113.9';
    clock += 901_000;
    expect((await postPreview(app, { secret: SECRET })).status).toBe(303);
  });

  it('refuses the form posted from another site', async () => {
    const { app } = setup({ previewSecret: SECRET });
    expect((await postPreview(app, { secret: SECRET }, { 'sec-fetch-site': 'cross-site' })).status).toBe(403);
  });

  it('without a secret configured, /preview is an ordinary path (no cookie is ever given)', async () => {
    const { app } = setup();
    const res = await get(app, `/preview?secret=${SECRET}`);
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(res.status).not.toBe(303);
  });
});

describe('behind a CDN: validators, shared-cache lifetimes and purge tags', () => {
  it('a page carries a weak ETag, the same for each encoding; naming it answers 304 without a body, through Hono and the fast path', async () => {
    const { app, server, render } = setup();
    const plainAnswer = await get(app, '/fr/manuals');
    const etag = plainAnswer.headers.get('etag')!;
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    expect((await get(app, '/fr/manuals', { 'accept-encoding': 'br' })).headers.get('etag')).toBe(etag);
    expect((await get(app, '/us/faq')).headers.get('etag')).not.toBe(etag);

    const revalidated = await get(app, '/fr/manuals', { 'if-none-match': etag, 'accept-encoding': 'gzip' });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('etag')).toBe(etag);
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
    expect(revalidated.headers.get('content-encoding')).toBeNull();
    expect((await get(app, '/fr/manuals', { 'if-none-match': 'W/"other", "also-other"' })).status).toBe(200);
    expect((await get(app, '/fr/manuals', { 'if-none-match': '*' })).status).toBe(304);

    const fast = server.cachedPage('/fr/manuals', '', 'br', { ...plain, ifNoneMatch: etag });
    expect(fast?.status).toBe(304);
    expect(fast?.body.length).toBe(0);
    expect(fast?.headers.etag).toBe(etag);
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("a shared cache may serve a page a minute stale, but never past its region's next change", async () => {
    const { app } = setup();
    // cn has nothing scheduled; fr and us change when their pages expire.
    expect((await get(app, '/manuals')).headers.get('cache-control')).toBe(`public, max-age=${MAX_PAGE_AGE_S}, s-maxage=${MAX_PAGE_AGE_S}, stale-while-revalidate=60`);
    expect((await get(app, '/fr/manuals')).headers.get('cache-control')).toBe('public, max-age=600, s-maxage=600');
  });

  it('names the purge tags of the page: the site, its region, its page everywhere and in its region; the 404 as not-found', async () => {
    const { app } = setup();
    const page = await get(app, '/fr/manuals');
    expect(page.headers.get('cache-tag')).toBe('site,region:fr,page:manuals,page:fr/manuals');
    expect(page.headers.get('surrogate-key')).toBe('site region:fr page:manuals page:fr/manuals');
    expect((await get(app, '/manuals')).headers.get('cache-tag')).toBe('site,region:cn,page:manuals,page:cn/manuals');
    const missing = await get(app, '/fr/nowhere');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-tag')).toBe('site,region:fr,page:not-found,page:fr/not-found');
    // A 404 is never "not modified": it has no representation to keep.
    expect((await get(app, '/fr/nowhere', { 'if-none-match': missing.headers.get('etag')! })).status).toBe(404);
  });

  it('a preview, a redirect and the API carry no validator and no tags, and are never stored by a shared cache', async () => {
    const { app } = setup({ preview: true });
    const preview = await get(app, `/fr/manuals?at=${encodeURIComponent('2025-08-28T00:00:00+08:00')}`);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('etag')).toBeNull();
    expect(preview.headers.get('cache-tag')).toBeNull();
    const redirect = await get(app, '/us/old');
    expect(redirect.headers.get('cache-control')).toBe('no-cache');
    expect(redirect.headers.get('etag')).toBeNull();
    expect((await get(app, '/ssr/timestamp')).headers.get('cache-control')).toBe('no-store');
  });

  it('a static file carries a strong ETag per encoding, and answers 304 to it', async () => {
    const { app } = setup();
    const plainFile = await get(app, '/assets/entry-1a2b3c.js');
    const br = await get(app, '/assets/entry-1a2b3c.js', { 'accept-encoding': 'br' });
    const etag = plainFile.headers.get('etag')!;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(br.headers.get('etag')).not.toBe(etag);
    const revalidated = await get(app, '/assets/entry-1a2b3c.js', { 'if-none-match': etag });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe('');
    expect(revalidated.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await get(app, '/assets/entry-1a2b3c.js', { 'if-none-match': '"stale"' })).status).toBe(200);
  });
});

describe('the cached-page fast path (node:http)', () => {
  const text = (body: Uint8Array | undefined) => new TextDecoder().decode(body);

  it('answers nothing for a page not rendered yet', () => {
    const { server } = setup();
    expect(server.cachedPage('/fr/manuals', '', undefined, plain)).toBeUndefined();
  });

  it('answers a rendered page like the Hono path, without rendering again', async () => {
    const { app, server, render } = setup();
    const viaHono = await get(app, '/fr/manuals', { 'accept-encoding': 'br' });
    clock = NOW + 60_000;
    const fast = server.cachedPage('/fr/manuals', '', 'br', plain);
    expect(fast?.status).toBe(200);
    expect(fast?.headers['content-encoding']).toBe('br');
    expect(fast?.headers['cache-control']).toBe('public, max-age=540, s-maxage=540');
    expect(fast?.headers['content-security-policy']).toBe(viaHono.headers.get('content-security-policy'));
    expect(fast?.headers['x-content-type-options']).toBe('nosniff');
    expect(brotliDecompressSync(fast!.body).toString('utf8')).toBe(pageBody('Manuels'));
    expect(text(server.cachedPage('/fr/manuals', '', undefined, plain)?.body)).toBe(pageBody('Manuels'));
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('answers nothing once the page has expired', async () => {
    const { app, server } = setup();
    await get(app, '/fr/manuals');
    clock = NOW + 600_000;
    expect(server.cachedPage('/fr/manuals', '', undefined, plain)).toBeUndefined();
  });

  it('never answers a preview request', async () => {
    const { app, server } = setup({ preview: true });
    await get(app, '/fr/manuals');
    expect(server.cachedPage('/fr/manuals', `?at=${encodeURIComponent('2025-08-28T00:00:00+08:00')}`, undefined, plain)).toBeUndefined();
  });
});

/** A real origin on a free loopback port: records what it was asked, answers with `handler`. */
async function startOrigin(handler: (req: IncomingMessage, res: ServerResponse) => void, port = 0) {
  const seen: { url: string; headers: IncomingMessage['headers'] }[] = [];
  const server: Server = createServer((req, res) => {
    seen.push({ url: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const bound = (server.address() as AddressInfo).port;
  return {
    origin: `http://127.0.0.1:${bound}`,
    port: bound,
    seen,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
type Origin = Awaited<ReturnType<typeof startOrigin>>;

// Findings: the upstream URL was `new URL(path, origin)` (a `//host` path changes the host), every
// 404 was proxied, fetch followed the origin's redirects to any host, Set-Cookie was passed on,
// and a fetch failure cached the localized 404 for up to an hour. All against real origins here.
describe('fallback origin', () => {
  const origins: Origin[] = [];
  const origin = async (handler: (req: IncomingMessage, res: ServerResponse) => void, port?: number) => {
    const started = await startOrigin(handler, port);
    origins.push(started);
    return started;
  };
  /** Another host: nothing may ever reach it through us. */
  let evil: Origin;
  beforeEach(async () => {
    evil = await origin((_req, res) => {
      res.writeHead(200, { 'Set-Cookie': 'stolen=1' });
      res.end('EVIL PAGE');
    });
  });
  afterEach(async () => {
    await Promise.all(origins.splice(0).map((o) => o.close()));
  });
  const page =
    (body: string, headers: Record<string, string> = {}) =>
    (_req: IncomingMessage, res: ServerResponse) => {
      res.writeHead(200, { 'Content-Type': HTML, ...headers });
      res.end(body);
    };

  it("answers a path routes.yaml serves elsewhere with the origin's page, query and Accept passed on", async () => {
    const legacy = await origin(page('legacy download center'));
    const { app } = setup({ fallbackOrigin: legacy.origin });
    const res = await get(app, '/us/apply-wholesale-account?lang=en', { accept: 'text/html', cookie: 'session=ours' });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('legacy download center');
    expect(legacy.seen.map((r) => r.url)).toEqual(['/us/apply-wholesale-account?lang=en']);
    expect(legacy.seen[0]!.headers.accept).toBe('text/html');
    expect(legacy.seen[0]!.headers.cookie).toBeUndefined();
  });

  it.each([
    ['/us/apply-wholesale-account/manuals/k1.pdf', 'below a served path'],
    ['/uk/news', 'a path served elsewhere in that region'],
    ['/news', 'the unprefixed region (cn)'],
    ['/uk/news/2025/megatron-launch', "below a path another region's entry serves"],
  ])('asks the origin for %s (%s)', async (path) => {
    const legacy = await origin(page('legacy'));
    const { app } = setup({ fallbackOrigin: legacy.origin });
    expect((await get(app, path)).status).toBe(200);
    expect(legacy.seen.map((r) => r.url)).toEqual([path]);
  });

  it.each([
    ['/us/somewhere-unknown', 'a path nobody serves'],
    ['/us/news', 'news is served elsewhere for uk and cn, not us'],
    ['/uk/newsx', 'a longer name is another path'],
    ['/cn/news', 'a path the site redirects'],
    ['/fr/manuals', 'a page the site renders'],
  ])('does not ask the origin for %s (%s)', async (path) => {
    const legacy = await origin(page('legacy'));
    const { app } = setup({ fallbackOrigin: legacy.origin });
    await get(app, path);
    expect(legacy.seen).toEqual([]);
  });

  // The attacks: each must reach neither the other host nor (for paths not served elsewhere) the origin.
  const hostile = (evilHost: string) => [
    `//${evilHost}/x`,
    `//${evilHost}/news`,
    `/\\${evilHost}/x`,
    `/\\\\${evilHost}/news`,
    `/%2F%2F${evilHost}/x`,
    `/%2f%2f${evilHost}/news`,
    `/%5C${evilHost}/x`,
    `/%5c%5c${evilHost}/news`,
    `/news/..%2F..%2Fadmin`,
    `/news%2F..%2F..%2Fadmin`,
    `/news/%2F%2F${evilHost}/x`,
    `/news/%5C%5C${evilHost}/x`,
    `/news/%00`,
    `/us/apply-wholesale-account/../../admin`,
  ];

  it('never lets a path change the host, or escape the served path, whatever its spelling', async () => {
    const legacy = await origin(page('legacy'));
    const { app } = setup({ fallbackOrigin: legacy.origin });
    const evilHost = new URL(evil.origin).host;
    for (const path of hostile(evilHost)) {
      const res = await get(app, path);
      expect(await res.text(), path).not.toContain('EVIL PAGE');
      expect(res.headers.get('set-cookie'), path).toBeNull();
    }
    expect(evil.seen).toEqual([]);
    // What the origin did get stayed under a path it serves (a `//`-spelling of /news is still /news).
    for (const { url } of legacy.seen) expect(url).toMatch(/^\/+news(\/|$)/);
  });

  it('passes an origin redirect to its own origin on, the Location made ours', async () => {
    const legacy = await origin((req, res) => {
      const to: Record<string, string> = {
        '/us/apply-wholesale-account': `http://${req.headers.host}/us/apply-wholesale-account/?from=old#top`,
        '/us/apply-wholesale-account/relative': '/us/apply-wholesale-account/new',
        '/us/apply-wholesale-account/double-slash': `http://${req.headers.host}//${new URL(evil.origin).host}/x`,
      };
      res.writeHead(302, { Location: to[req.url ?? ''] ?? '/' });
      res.end();
    });
    const { app } = setup({ fallbackOrigin: legacy.origin });
    const cases = [
      ['/us/apply-wholesale-account', '/us/apply-wholesale-account/?from=old#top'],
      ['/us/apply-wholesale-account/relative', '/us/apply-wholesale-account/new'],
      ['/us/apply-wholesale-account/double-slash', `/${new URL(evil.origin).host}/x`],
    ] as const;
    for (const [path, location] of cases) {
      const res = await get(app, path);
      expect(res.status, path).toBe(302);
      expect(res.headers.get('location'), path).toBe(location);
    }
    expect(evil.seen).toEqual([]);
  });

  it('refuses an origin redirect to another host: our 404, not stored, logged', async () => {
    const legacy = await origin((_req, res) => {
      res.writeHead(302, { Location: `${evil.origin}/phish` });
      res.end();
    });
    const { app, render, logged } = setup({ fallbackOrigin: legacy.origin });
    const res = await get(app, '/us/apply-wholesale-account');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(pageBody('Page introuvable'));
    expect(res.headers.get('location')).toBeNull();
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(evil.seen).toEqual([]);
    expect(logged).toMatchObject([{ level: 'warn', msg: 'fallback origin failed', path: '/us/apply-wholesale-account' }]);
    await get(app, '/us/apply-wholesale-account');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it("drops the origin's cookies and hop-by-hop headers, keeps what describes the page", async () => {
    const legacy = await origin((_req, res) => {
      res.setHeader('Set-Cookie', ['legacy_session=abc; Path=/; HttpOnly', 'tracker=1; Domain=.mechanova.example']);
      res.setHeader('Connection', 'keep-alive, X-Internal-Hop');
      res.setHeader('Keep-Alive', 'timeout=5');
      res.setHeader('X-Internal-Hop', 'secret');
      res.setHeader('X-Powered-By', 'LegacyCMS 1.2');
      res.setHeader('Content-Type', HTML);
      res.setHeader('ETag', '"v1"');
      res.setHeader('Content-Disposition', 'inline; filename="k1.pdf"');
      res.end('legacy page');
    });
    const { app } = setup({ fallbackOrigin: legacy.origin });
    const res = await get(app, '/us/apply-wholesale-account');
    expect(res.status).toBe(200);
    for (const name of ['set-cookie', 'keep-alive', 'x-internal-hop', 'x-powered-by', 'transfer-encoding']) expect(res.headers.get(name), name).toBeNull();
    expect(res.headers.get('content-type')).toBe(HTML);
    expect(res.headers.get('etag')).toBe('"v1"');
    expect(res.headers.get('content-disposition')).toBe('inline; filename="k1.pdf"');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('does not cache the 404 it answered while the origin was down, and proxies again once it is back', async () => {
    const legacy = await origin(page('back again'));
    const { port } = legacy;
    await legacy.close();
    origins.splice(origins.indexOf(legacy), 1);
    const { app, render, logged } = setup({ fallbackOrigin: `http://127.0.0.1:${port}` });

    const during = await get(app, '/us/apply-wholesale-account');
    expect(during.status).toBe(404);
    expect(await during.text()).toBe(pageBody('Page introuvable'));
    expect(during.headers.get('cache-control')).toBe('no-store');
    expect(logged).toMatchObject([{ level: 'warn', msg: 'fallback origin failed', path: '/us/apply-wholesale-account' }]);

    await origin(page('back again'), port);
    const after = await get(app, '/us/apply-wholesale-account');
    expect(after.status).toBe(200);
    expect(await after.text()).toBe('back again');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('gives up on an origin that does not answer in time: our 404, not stored', async () => {
    const legacy = await origin(() => {
      /* never answers */
    });
    const { app } = setup({ fallbackOrigin: legacy.origin, fallbackTimeoutMs: 200 });
    const res = await get(app, '/us/apply-wholesale-account');
    expect(res.status).toBe(404);
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('keeps the localized 404 when the origin answers 404, asking again next time', async () => {
    const legacy = await origin((_req, res) => {
      res.writeHead(404);
      res.end('origin 404');
    });
    const { app } = setup({ fallbackOrigin: legacy.origin });
    const res = await get(app, '/us/apply-wholesale-account');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(pageBody('Page introuvable'));
    await get(app, '/us/apply-wholesale-account');
    expect(legacy.seen).toHaveLength(2);
  });

  // The real fetch decodes a gzip answer but keeps its Content-Encoding and
  // Content-Length headers: passed on as they are, the browser would try to
  // decode plain bytes.
  it('passes on a compressed answer of a real origin readable', async () => {
    const legacyPage = pageBody('legacy download center');
    const legacy = await origin((req, res) => {
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
      const body = gzip ? gzipSync(legacyPage) : Buffer.from(legacyPage);
      res.writeHead(200, { 'Content-Type': HTML, 'Content-Length': body.length, ...(gzip ? { 'Content-Encoding': 'gzip' } : {}) });
      res.end(body);
    });
    const { app } = setup({ fallbackOrigin: legacy.origin });
    const res = await get(app, '/us/apply-wholesale-account');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect(new TextDecoder().decode(bytes)).toBe(legacyPage);
    expect(Number(res.headers.get('content-length'))).toBe(bytes.length);
  });

  it('without a fallback origin, a path served elsewhere is the localized 404', async () => {
    const { app } = setup();
    const res = await get(app, '/us/apply-wholesale-account');
    expect(res.status).toBe(404);
    expect(await res.text()).toBe(pageBody('Page introuvable'));
  });
});
