import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { servedElsewhere } from '../../dist/generated/routes.ts';
import { isServedElsewhere } from '../../core/routing.ts';
import { createFallbackProxy, passedHeaders, rewriteLocation, upstreamUrl } from './fallback-proxy.ts';

const ORIGIN = 'https://legacy.mechanova.example';

describe('isServedElsewhere', () => {
  const list = [
    { path: '/about-us', regions: ['us', 'cn'] as const },
    { path: '/news', regions: ['uk'] as const },
  ];

  it.each([
    ['us', '/about-us', true],
    ['us', '/about-us/team', true],
    ['cn', '/about-us', true],
    ['uk', '/news', true],
    ['us', '/news', false],
    ['fr', '/about-us', false],
    ['us', '/about-usx', false],
    ['us', '/about', false],
    ['us', '/', false],
  ] as const)('%s %s → %s', (region, path, expected) => {
    expect(isServedElsewhere(list, region, path)).toBe(expected);
  });
});

describe('upstreamUrl', () => {
  it.each([
    ['/us/download-center', '?lang=en', `${ORIGIN}/us/download-center?lang=en`],
    ['/about-us', '', `${ORIGIN}/about-us`],
    // The attacks on `new URL(path, origin)`: each stays on the origin.
    ['//evil.example/x', '', `${ORIGIN}//evil.example/x`],
    ['///evil.example/x', '', `${ORIGIN}///evil.example/x`],
    ['/\\evil.example/x', '', `${ORIGIN}//evil.example/x`],
    ['/%2F%2Fevil.example/x', '', `${ORIGIN}/%2F%2Fevil.example/x`],
    ['/%5Cevil.example', '', `${ORIGIN}/%5Cevil.example`],
    ['/@evil.example', '', `${ORIGIN}/@evil.example`],
    ['/x', '?@evil.example', `${ORIGIN}/x?@evil.example`],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(upstreamUrl(ORIGIN, pathname, search)?.href).toBe(expected);
  });

  it('uses only the origin of FALLBACK_ORIGIN (a path or trailing slash in it is ignored)', () => {
    expect(upstreamUrl(`${ORIGIN}/base/`, '/about-us', '')?.href).toBe(`${ORIGIN}/about-us`);
  });

  it.each(['evil.example/x', '', 'x'])('refuses a path that does not start with a slash: %j', (pathname) => {
    expect(upstreamUrl(ORIGIN, pathname, '')).toBeUndefined();
  });

  // `new URL(path, origin)`, the code this replaces, for the record:
  it('is what new URL(path, origin) is not', () => {
    expect(new URL('//evil.example/x', ORIGIN).host).toBe('evil.example');
    expect(new URL('/\\evil.example/x', ORIGIN).host).toBe('evil.example');
  });
});

describe('rewriteLocation', () => {
  const asked = new URL(`${ORIGIN}/us/download-center`);

  it.each([
    [`${ORIGIN}/us/dl`, '/us/dl'],
    [`${ORIGIN}/us/dl?x=1#top`, '/us/dl?x=1#top'],
    ['/us/dl', '/us/dl'],
    ['dl', '/us/dl'],
    ['?page=2', '/us/download-center?page=2'],
    [`${ORIGIN}//evil.example/x`, '/evil.example/x'],
    [`${ORIGIN}/\\evil.example/x`, '/evil.example/x'],
    [`${ORIGIN}:443/us/dl`, '/us/dl'],
  ])('makes the same-origin %s ours: %s', (location, expected) => {
    expect(rewriteLocation(location, asked)).toBe(expected);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example/x',
    'http://legacy.mechanova.example/us/dl',
    'https://legacy.mechanova.example:8443/us/dl',
    'https://legacy.mechanova.example.evil.example/',
    'https://user@evil.example/',
    'javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'http://[::1',
  ])('refuses %s', (location) => {
    expect(rewriteLocation(location, asked)).toBeUndefined();
  });
});

describe('passedHeaders', () => {
  it('keeps what describes the page, drops cookies, hop-by-hop and encoding headers', () => {
    const headers = new Headers([
      ['content-type', 'text/html'],
      ['etag', '"v1"'],
      ['last-modified', 'Tue, 01 Jul 2025 00:00:00 GMT'],
      ['cache-control', 'public, max-age=60'],
      ['content-disposition', 'attachment; filename="k1.pdf"'],
      ['content-language', 'en'],
      ['expires', '0'],
      ['retry-after', '120'],
      ['set-cookie', 'a=1'],
      ['connection', 'keep-alive, x-hop'],
      ['keep-alive', 'timeout=5'],
      ['x-hop', '1'],
      ['transfer-encoding', 'chunked'],
      ['content-encoding', 'gzip'],
      ['content-length', '10'],
      ['upgrade', 'h2c'],
      ['proxy-authenticate', 'Basic'],
      ['trailer', 'x'],
      ['strict-transport-security', 'max-age=0'],
      ['content-security-policy', 'script-src *'],
      ['access-control-allow-origin', '*'],
      ['location', '/x'],
    ]);
    expect(passedHeaders(headers)).toEqual({
      'content-type': 'text/html',
      etag: '"v1"',
      'last-modified': 'Tue, 01 Jul 2025 00:00:00 GMT',
      'cache-control': 'public, max-age=60',
      'content-disposition': 'attachment; filename="k1.pdf"',
      'content-language': 'en',
      expires: '0',
      'retry-after': '120',
    });
  });
});

describe('createFallbackProxy().serves', () => {
  const proxy = createFallbackProxy({ origin: ORIGIN, servedElsewhere, unprefixedRegion: 'cn' });

  it.each([
    '/us/apply-wholesale-account',
    '/us/apply-wholesale-account/',
    '/us/apply-wholesale-account/forms/w9.pdf',
    '/uk/news',
    '/news',
    '/uk/news/2025/launch',
    '/after-sale-service',
    '//news',
    '/us//apply-wholesale-account',
  ])('serves %s', (path) => {
    expect(proxy.serves(path)).toBe(true);
  });

  it.each([
    '/us',
    '/',
    '/us/flagship-bumblebee',
    '/us/news',
    '/kr/news',
    '/us/after-sale-service',
    '/cn/news',
    '/UK/news',
    '/us/download-center',
    '/about-us',
    '/jp/warranty-information',
    '//evil.example/x',
    '/%2F%2Fevil.example/x',
    '/%5Cevil.example',
    '/news/..%2F..%2Fadmin',
    '/news%2F..%2Fadmin',
    '/news/%2f%2fevil.example',
    '/news/%5c%5cevil.example',
    '/news/%00',
    '/uk/newsx',
  ])('does not serve %s', (path) => {
    expect(proxy.serves(path)).toBe(false);
  });
});

describe('createFallbackProxy().fetch of a large answer (dropped as it arrives, never held whole)', () => {
  /** An origin that streams `chunks` chunks of 64 KiB (chunked, no length) and counts what it managed to write. */
  async function streamingOrigin(chunks: number, declaredLength?: number) {
    let written = 0;
    let closedEarly = false;
    const server = createServer((_req, res) => {
      res.writeHead(200, { 'content-type': 'text/html', ...(declaredLength ? { 'content-length': String(declaredLength) } : {}) });
      const chunk = Buffer.alloc(64 * 1024, 97);
      let sent = 0;
      res.on('close', () => {
        if (sent < chunks) closedEarly = true;
      });
      const next = () => {
        if (sent === chunks || res.destroyed) return res.end();
        sent += 1;
        written += chunk.length;
        if (res.write(chunk)) setImmediate(next);
        else res.once('drain', next);
      };
      next();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return { origin, written: () => written, closedEarly: () => closedEarly, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
  }

  it('passes on an answer within the cap', async () => {
    const origin = await streamingOrigin(4);
    try {
      const proxy = createFallbackProxy({ origin: origin.origin, servedElsewhere, unprefixedRegion: 'cn', maxBytes: 1024 * 1024 });
      const outcome = await proxy.fetch('/us/apply-wholesale-account', '', 'text/html');
      expect(outcome.kind === 'answer' && outcome.body.length).toBe(4 * 64 * 1024);
    } finally {
      await origin.close();
    }
  });

  it('drops an answer once it passes the cap, without reading the rest', async () => {
    const origin = await streamingOrigin(2000); // 125 MiB on offer
    try {
      const proxy = createFallbackProxy({ origin: origin.origin, servedElsewhere, unprefixedRegion: 'cn', maxBytes: 1024 * 1024 });
      const outcome = await proxy.fetch('/us/apply-wholesale-account', '', 'text/html');
      expect(outcome).toEqual({ kind: 'failed', reason: "the fallback origin's answer to /us/apply-wholesale-account is over 1048576 bytes" });
      await vi.waitFor(() => expect(origin.closedEarly()).toBe(true));
      expect(origin.written()).toBeLessThan(20 * 1024 * 1024);
    } finally {
      await origin.close();
    }
  });

  it('refuses an answer whose declared length is over the cap before reading it', async () => {
    const origin = await streamingOrigin(1, 50 * 1024 * 1024);
    try {
      const proxy = createFallbackProxy({ origin: origin.origin, servedElsewhere, unprefixedRegion: 'cn', maxBytes: 1024 * 1024 });
      expect((await proxy.fetch('/us/apply-wholesale-account', '', 'text/html')).kind).toBe('failed');
    } finally {
      await origin.close();
    }
  });
});
