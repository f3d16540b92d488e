import { describe, expect, it } from 'vitest';
import { fromAnotherSite, pageHosts } from './request-site.ts';

describe('fromAnotherSite', () => {
  const host = 'www.mechanova.example';
  it.each([
    [{ secFetchSite: 'same-origin', origin: 'https://www.mechanova.example', host }, false],
    [{ secFetchSite: 'none', host }, false],
    [{ host }, false],
    [{ secFetchSite: 'cross-site', host }, true],
    [{ secFetchSite: 'same-site', origin: 'https://hub.mechanova.example', host }, true],
    [{ origin: 'https://evil.example', host }, true],
    [{ origin: 'null', host }, true],
    [{ origin: 'not a url', host }, true],
    // Behind a proxy that rewrites Host, the site's own public host still counts.
    [{ origin: 'https://www.mechanova.example', host: '127.0.0.1:3000' }, false],
    [{ origin: 'https://cn.mechanova.example', host: '127.0.0.1:3000' }, false],
    [{ origin: 'https://files.mechanova.example', host: '127.0.0.1:3000' }, true],
  ])('%j → %s', (request, expected) => {
    expect(fromAnotherSite(request, ['www.mechanova.example', 'cn.mechanova.example'])).toBe(expected);
  });
});

describe('pageHosts', () => {
  it('lists each host a region is served from, once', () => {
    const table = {
      hosts: { international: 'https://www.mechanova.example', cn: 'https://cn.mechanova.example', files: 'https://files.mechanova.example' },
      regions: { us: { host: 'international' }, fr: { host: 'international' }, cn: { host: 'cn' } },
    };
    expect(pageHosts(table)).toEqual(['www.mechanova.example', 'cn.mechanova.example']);
  });
});
