import { describe, expect, it } from 'vitest';
import { serverSettings } from './settings.ts';

describe('serverSettings', () => {
  it('has defaults for everything', () => {
    expect(serverSettings({})).toEqual({
      port: 3000,
      host: '127.0.0.1',
      devTools: false,
      ignored: [],
      preview: false,
      pseudoLocale: false,
      fallbackTimeoutMs: 8000,
      trustProxyHttps: false,
      trustedProxies: 0,
      maxHeaderBytes: 16384,
      maxBodyBytes: 65536,
      pageCacheMaxBytes: 64 * 1024 * 1024,
    });
  });

  it('reads each variable', () => {
    expect(
      serverSettings({
        PORT: '8080',
        HOST: '0.0.0.0',
        FALLBACK_ORIGIN: 'https://legacy.example.com/',
        FALLBACK_TIMEOUT_MS: '2000',
        TRUST_PROXY_HTTPS: '1',
        MAX_HEADER_BYTES: '8192',
        MAX_BODY_BYTES: '1024',
        PAGE_CACHE_MAX_BYTES: '0',
      }),
    ).toEqual({
      port: 8080,
      host: '0.0.0.0',
      devTools: false,
      ignored: [],
      preview: false,
      pseudoLocale: false,
      fallbackOrigin: 'https://legacy.example.com',
      fallbackTimeoutMs: 2000,
      trustProxyHttps: true,
      trustedProxies: 0,
      maxHeaderBytes: 8192,
      maxBodyBytes: 1024,
      pageCacheMaxBytes: 0,
    });
  });

  it('is production unless the development tools are asked for by name: PREVIEW=1 and PSEUDO_LOCALE=1 alone are ignored, and named as such', () => {
    for (const env of [{}, { NODE_ENV: 'production' }, { NODE_ENV: 'test' }]) {
      const settings = serverSettings({ ...env, PREVIEW: '1', PSEUDO_LOCALE: '1' });
      expect(settings).toMatchObject({ devTools: false, preview: false, pseudoLocale: false, ignored: ['PREVIEW=1', 'PSEUDO_LOCALE=1'] });
    }
    expect(serverSettings({ DEV_TOOLS: '1', PREVIEW: '1', PSEUDO_LOCALE: '1' })).toMatchObject({ devTools: true, preview: true, pseudoLocale: true, ignored: [] });
    expect(serverSettings({ NODE_ENV: 'development', PSEUDO_LOCALE: '1' })).toMatchObject({ devTools: true, pseudoLocale: true });
  });

  it('stops with the development tools on a non-loopback HOST', () => {
    expect(() => serverSettings({ DEV_TOOLS: '1', HOST: '0.0.0.0' })).toThrow(/refused on HOST=0\.0\.0\.0/);
    expect(serverSettings({ DEV_TOOLS: '1', HOST: 'localhost' }).devTools).toBe(true);
  });

  it('takes PREVIEW_SECRET in production too, and refuses a short or spaced one', () => {
    expect(serverSettings({ PREVIEW_SECRET: '0123456789abcdef', NODE_ENV: 'production' }).previewSecret).toBe('0123456789abcdef');
    expect(serverSettings({}).previewSecret).toBeUndefined();
    expect(() => serverSettings({ PREVIEW_SECRET: 'short' })).toThrow(/PREVIEW_SECRET must be at least 16 characters/);
    expect(() => serverSettings({ PREVIEW_SECRET: 'long enough but spaced' })).toThrow(/PREVIEW_SECRET/);
  });

  it('takes only the origin of FALLBACK_ORIGIN', () => {
    expect(serverSettings({ FALLBACK_ORIGIN: 'http://127.0.0.1:9000/some/path?x=1' }).fallbackOrigin).toBe('http://127.0.0.1:9000');
  });

  it('trusts X-Forwarded-Proto only for TRUST_PROXY_HTTPS=1 exactly', () => {
    for (const value of ['0', 'true', 'yes', '']) expect(serverSettings({ TRUST_PROXY_HTTPS: value }).trustProxyHttps).toBe(false);
  });

  it.each([
    [{ FALLBACK_ORIGIN: 'legacy.example.com' }, /FALLBACK_ORIGIN=legacy\.example\.com is not a URL/],
    [{ FALLBACK_ORIGIN: 'file:///etc/passwd' }, /not an http\(s\) origin/],
    [{ MAX_BODY_BYTES: '1e3x' }, /MAX_BODY_BYTES=1e3x is not a positive whole number/],
    [{ MAX_HEADER_BYTES: '-1' }, /MAX_HEADER_BYTES/],
    [{ PORT: 'http' }, /PORT=http/],
    [{ FALLBACK_TIMEOUT_MS: '0' }, /FALLBACK_TIMEOUT_MS/],
    [{ PAGE_CACHE_MAX_BYTES: '64MiB' }, /PAGE_CACHE_MAX_BYTES=64MiB is not a whole number/],
    [{ MAX_BODY_BYTES: '1.5' }, /MAX_BODY_BYTES/],
  ])('stops at a bad value: %j', (env, message) => {
    expect(() => serverSettings(env)).toThrow(message);
  });
});
