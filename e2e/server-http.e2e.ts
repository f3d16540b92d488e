// The built server's HTTP behaviour that the issue is about: campaign query strings and the page
// cache, request ids, Strict-Transport-Security behind a TLS proxy, and the fallback proxy with a
// real origin (and another host that nothing may reach through us).
import { createServer, request, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { useSite, useTab } from './harness.ts';
import { hydrated } from './wait.ts';

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const evilSeen: string[] = [];
const evil = createServer((req, res) => {
  evilSeen.push(req.url ?? '');
  res.writeHead(200, { 'Set-Cookie': 'stolen=1' });
  res.end('EVIL PAGE');
});
const evilOrigin = await listen(evil);
const evilHost = new URL(evilOrigin).host;

const legacySeen: string[] = [];
const legacy = createServer((req, res) => {
  legacySeen.push(req.url ?? '');
  if (req.url === '/us/apply-wholesale-account/moved') {
    res.writeHead(302, { Location: `http://${req.headers.host}/us/apply-wholesale-account?from=moved` });
    res.end();
    return;
  }
  if (req.url === '/us/apply-wholesale-account/away') {
    res.writeHead(302, { Location: `${evilOrigin}/phish` });
    res.end();
    return;
  }
  res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Set-Cookie': 'legacy_session=abc; Path=/' });
  res.end(`<!doctype html><title>Legacy</title><p>legacy page ${req.url}</p>`);
});
const legacyOrigin = await listen(legacy);

// The refused redirect below is logged as a warning on purpose (and checked there).
const site = useSite({ FALLBACK_ORIGIN: legacyOrigin, TRUST_PROXY_HTTPS: '1' }, { expectLogged: /"level":"warn","msg":"fallback origin failed"/ });
const tab = useTab(site);
afterAll(async () => {
  await Promise.all(
    [evil, legacy].map(
      (server) =>
        new Promise((resolve) => {
          server.closeAllConnections();
          server.close(resolve);
        }),
    ),
  );
});

/** One GET with the path exactly as given (fetch would normalise it), the whole answer read. */
function raw(path: string, headers: Record<string, string> = {}): Promise<{ status: number; headers: IncomingMessage['headers']; body: string }> {
  const { port } = new URL(site.server.origin);
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers }, (res) => {
      let body = '';
      res.on('data', (chunk) => {
        body += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

const serverNowOf = (html: string) => /"serverNow":(\d+)/.exec(html)?.[1];

describe('campaign query strings', () => {
  it('are answered with the page rendered once for /us, whatever the parameters', async () => {
    const plain = await raw('/us');
    expect(plain.status).toBe(200);
    expect(serverNowOf(plain.body)).toBeDefined();
    for (const search of ['?utm_source=newsletter&utm_medium=email&utm_campaign=spring', '?gclid=EAIaIQobChMI8', '?fbclid=IwAR2x', `?utm_source=${Math.random()}`]) {
      const campaign = await raw(`/us${search}`);
      expect(campaign.status, search).toBe(200);
      expect(campaign.body, search).toBe(plain.body);
    }
  });

  it('render nothing of the parameters into the page', async () => {
    const { body } = await raw('/fr?utm_source=TRACEME_SOURCE&gclid=TRACEME_GCLID');
    expect(body).not.toContain('TRACEME');
  });

  it('survive a redirect', async () => {
    const first = await raw('/cn/flagship-bumblebee?utm_source=spring&gclid=abc');
    expect(first.status).toBe(301);
    expect(first.headers.location).toBe('/flagship-bumblebee?utm_source=spring&gclid=abc');
    expect((await raw('/cn/flagship-bumblebee?utm_source=autumn')).headers.location).toBe('/flagship-bumblebee?utm_source=autumn');
  });

  it('leave the page hydrating in the browser without errors, the URL kept', async () => {
    const { page, errors } = await tab();
    const url = `${site.server.origin}/us?utm_source=spring&utm_medium=email&gclid=abc`;
    const response = await page.goto(url);
    expect(response?.status()).toBe(200);
    await hydrated(page);
    expect(page.url()).toBe(url);
    expect(errors).toEqual([]);
  });
});

describe('X-Request-Id', () => {
  it('is on rendered, cached and other answers, a new one each time', async () => {
    const ids = [];
    for (const path of ['/de/choose-your-region', '/de/choose-your-region', '/ssr/timestamp', '/favicon.svg', '/us/nowhere']) {
      const id = (await raw(path)).headers['x-request-id'];
      expect(id, path).toMatch(/^[0-9a-f-]{36}$/);
      ids.push(id);
    }
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('takes over a safe incoming id on both the render and the cached path, and replaces an unsafe one', async () => {
    expect((await raw('/jp/choose-your-region', { 'x-request-id': 'lb-render-1' })).headers['x-request-id']).toBe('lb-render-1');
    expect((await raw('/jp/choose-your-region', { 'x-request-id': 'lb-cached-2' })).headers['x-request-id']).toBe('lb-cached-2');
    expect((await raw('/jp/choose-your-region', { 'x-request-id': '<script>' })).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('Strict-Transport-Security (TRUST_PROXY_HTTPS=1)', () => {
  it('is sent when the proxy says the request came over HTTPS, on rendered and cached pages alike', async () => {
    for (const path of ['/kr', '/kr', '/ssr/timestamp']) {
      expect((await raw(path, { 'x-forwarded-proto': 'https' })).headers['strict-transport-security'], path).toBe('max-age=31536000');
    }
  });

  it('is not sent for a plain HTTP request', async () => {
    expect((await raw('/kr')).headers['strict-transport-security']).toBeUndefined();
    expect((await raw('/kr', { 'x-forwarded-proto': 'http' })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('the fallback origin (FALLBACK_ORIGIN)', () => {
  it('serves the paths routes.yaml gives to other systems, without their cookies', async () => {
    const answer = await raw('/us/apply-wholesale-account?lang=en');
    expect(answer.status).toBe(200);
    expect(answer.body).toContain('legacy page /us/apply-wholesale-account?lang=en');
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it('is not asked for any other path', async () => {
    legacySeen.length = 0;
    for (const path of ['/us/somewhere-unknown', '/us/news', '/kr/download-center']) expect((await raw(path)).status, path).toBe(404);
    expect(legacySeen).toEqual([]);
  });

  it('cannot be turned towards another host by the spelling of a path', async () => {
    for (const path of [`//${evilHost}/x`, `/\\${evilHost}/x`, `/%2F%2F${evilHost}/x`, `/%5C${evilHost}/x`, `//${evilHost}/about-us`, `/about-us/..%2F..%2Fadmin`]) {
      const answer = await raw(path);
      expect(answer.body, path).not.toContain('EVIL PAGE');
      expect(answer.headers['set-cookie'], path).toBeUndefined();
    }
    expect(evilSeen).toEqual([]);
  });

  it('passes a redirect within the origin on as ours, and refuses one to another host', async () => {
    const moved = await raw('/us/apply-wholesale-account/moved');
    expect(moved.status).toBe(302);
    expect(moved.headers.location).toBe('/us/apply-wholesale-account?from=moved');

    const away = await raw('/us/apply-wholesale-account/away');
    expect(away.status).toBe(404);
    expect(away.headers.location).toBeUndefined();
    expect(away.headers['cache-control']).toBe('no-store');
    expect(evilSeen).toEqual([]);
    expect(site.server.output()).toMatch(/"level":"warn","msg":"fallback origin failed".*"path":"\/us\/apply-wholesale-account\/away"/);
  });
});
