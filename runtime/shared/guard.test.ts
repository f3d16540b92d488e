import { describe, expect, it } from 'vitest';
import type { RouteEntry } from '../../dist/generated/routes.ts';
import { loginLocation, needsLogin, safeFromPath } from './guard.ts';
import { prefixes, routes } from './test-fixtures.ts';

describe('needsLogin (routes.yaml `auth`)', () => {
  it.each([
    ['/account', true],
    ['/account/', true],
    ['/account?tab=orders#list', true],
    ['/account/orders', true],
    ['/account/orders/42', true],
    ['/accounting', false],
    ['/manuals', false],
    ['/manuals?next=/account', false],
    ['/', false],
    ['/login', false],
  ])('us %s → %s', (path, expected) => {
    expect(needsLogin(routes, 'us', path)).toBe(expected);
  });

  it('applies in the regions of the route only (kr has no account)', () => {
    expect(needsLogin(routes, 'cn', '/account')).toBe(true);
    expect(needsLogin(routes, 'kr', '/account')).toBe(false);
  });

  it('follows the `auth` meta, not the word "account"', () => {
    const table: RouteEntry[] = [
      { name: 'orders', path: '/orders', page: 'orders', redirect: null, regions: ['us'], status: 'live', meta: { auth: true } },
      { name: 'account', path: '/account', page: 'account', redirect: null, regions: ['us'], status: 'live', meta: {} },
      { name: 'home', path: '/', page: 'home', redirect: null, regions: ['us'], status: 'live', meta: {} },
    ];
    expect(needsLogin(table, 'us', '/orders')).toBe(true);
    expect(needsLogin(table, 'us', '/orders/7')).toBe(true);
    expect(needsLogin(table, 'us', '/account')).toBe(false);
    expect(needsLogin(table, 'us', '/')).toBe(false);
  });

  it('guards everything when the home route needs login', () => {
    const table: RouteEntry[] = [{ name: 'home', path: '/', page: 'home', redirect: null, regions: ['us'], status: 'live', meta: { auth: true } }];
    expect(needsLogin(table, 'us', '/anything/below')).toBe(true);
  });
});

describe('safeFromPath', () => {
  it.each([
    ['/ok?x=1#y', '/ok?x=1#y'],
    ['/fr/account', '/fr/account'],
    ['/account', '/account'],
    ['/', '/'],
    ['/search?q=50%', '/search?q=50%'],
    ['/a b', '/a%20b'],
    ['/fr/./account', '/fr/account'],
    ['/fr/../us/account', '/us/account'],
    ['/x?next=https://evil.com', '/x?next=https://evil.com'],
    ['/produits/été', '/produits/%C3%A9t%C3%A9'],
  ])('accepts %s as %s', (value, expected) => {
    expect(safeFromPath(value)).toBe(expected);
  });

  it.each([
    ['missing', undefined],
    ['null', null],
    ['empty', ''],
    ['protocol-relative', '//evil.com'],
    ['backslash after slash', '/\\evil.com'],
    ['backslash inside', '/fr\\..\\..\\evil'],
    ['absolute URL', 'https://evil.com'],
    ['absolute URL without slashes', 'https:evil.com'],
    ['javascript:', 'javascript:alert(1)'],
    ['JavaScript: mixed case', 'JaVaScRiPt:alert(1)'],
    ['data:', 'data:text/html,<script>alert(1)</script>'],
    ['relative', 'evil.com'],
    ['leading space', ' /account'],
    ['encoded //', '/%2F%2Fevil.com'],
    ['encoded // lower-case', '/%2f%2fevil.com'],
    ['encoded // without leading slash', '%2F%2Fevil.com'],
    ['encoded backslash', '/%5Cevil.com'],
    ['encoded backslash inside', '/fr/%5C'],
    ['double-encoded //', '/%252F%252Fevil.com'],
    ['triple-encoded backslash', '/%25255Cevil.com'],
    ['encoded tab', '/%09/evil.com'],
    ['raw tab', '/\t/evil.com'],
    ['raw newline', '/account\n'],
    ['encoded NUL', '/account%00'],
    ['DEL', '/account\u007f'],
    ['dot segments to //', '/..//evil.com'],
    ['dot segment to //', '/.//evil.com'],
    ['encoded dot segments to //', '/%2e%2e//evil.com'],
    ['encoded scheme after decoding', '%6Aavascript:alert(1)'],
  ])('rejects %s', (_, value) => {
    expect(safeFromPath(value)).toBeUndefined();
  });

  it('rejects encodings nested deeper than any real path', () => {
    let value = '/x';
    for (let i = 0; i < 12; i += 1) value = value.replace('%', '%25').replace('/x', '/%78');
    expect(safeFromPath(value)).toBeUndefined();
  });
});

describe('loginLocation', () => {
  it('sends the visitor to the region login with the intended path', () => {
    expect(loginLocation('fr', '/fr/account', prefixes)).toBe('/fr/login?fromPath=%2Ffr%2Faccount');
    expect(loginLocation('cn', '/account', prefixes)).toBe('/login?fromPath=%2Faccount');
    expect(loginLocation('us', '/us/account?tab=orders#top', prefixes)).toBe('/us/login?fromPath=%2Fus%2Faccount%3Ftab%3Dorders%23top');
  });

  it('round-trips through URLSearchParams and safeFromPath', () => {
    const location = new URL(loginLocation('de', '/de/account?a=1&b=2', prefixes), 'https://x.invalid');
    expect(safeFromPath(location.searchParams.get('fromPath'))).toBe('/de/account?a=1&b=2');
  });

  it('drops a fromPath that is not same-site', () => {
    expect(loginLocation('fr', '//evil.com', prefixes)).toBe('/fr/login');
    expect(loginLocation('cn', 'https://evil.com', prefixes)).toBe('/login');
  });
});
