import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { routes, type RouteEntry } from '../../dist/generated/routes.ts';
import { accountGuard } from './account-guard.ts';
import { sessionFor, type Session } from './session.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

let scopeCount = 0;
function session(apptoken: string | null = null): Session {
  const s = sessionFor(`/guard-${++scopeCount}`, memoryStorage());
  s.apptoken.value = apptoken;
  return s;
}

/** The query parameter fromPath of a location, decoded. */
const fromPath = (location: string | undefined) => new URL(location!, 'https://x.invalid').searchParams.get('fromPath');
const pathOf = (location: string | undefined) => new URL(location!, 'https://x.invalid').pathname;

describe('accountGuard (seed 000 §2.5, routes.yaml `auth`)', () => {
  it('sends a visitor without an app token from an account path to the region login', () => {
    const location = accountGuard('fr', '/fr/account', '/account', session(), regionTable, routes);
    expect(pathOf(location)).toBe('/fr/login');
    expect(fromPath(location)).toBe('/fr/account');
  });

  it('guards the paths below a login-only route too', () => {
    const location = accountGuard('us', '/us/account/orders', '/account/orders', session(), regionTable, routes);
    expect(pathOf(location)).toBe('/us/login');
    expect(fromPath(location)).toBe('/us/account/orders');
  });

  it('carries the query of the intended route in fromPath', () => {
    const location = accountGuard('de', '/de/account?tab=orders&page=2', '/account', session(), regionTable, routes);
    expect(fromPath(location)).toBe('/de/account?tab=orders&page=2');
    // fromPath is one parameter: the intended query does not leak into the login URL's own query.
    expect([...new URL(location!, 'https://x.invalid').searchParams.keys()]).toEqual(['fromPath']);
  });

  it('lets a visitor with an app token stay', () => {
    expect(accountGuard('fr', '/fr/account', '/account', session('token'), regionTable, routes)).toBeUndefined();
  });

  it('lets anyone open routes that do not need login', () => {
    expect(accountGuard('fr', '/fr/manuals', '/manuals', session(), regionTable, routes)).toBeUndefined();
    expect(accountGuard('us', '/us', '/', session(), regionTable, routes)).toBeUndefined();
    expect(accountGuard('us', '/us/login', '/login', session(), regionTable, routes)).toBeUndefined();
  });

  it('reads the logical path, not the query: ?next=/account does not need a login', () => {
    expect(accountGuard('us', '/us/manuals?next=/account', '/manuals', session(), regionTable, routes)).toBeUndefined();
  });

  it('uses no prefix for cn', () => {
    const location = accountGuard('cn', '/account', '/account', session(), regionTable, routes);
    expect(pathOf(location)).toBe('/login');
    expect(fromPath(location)).toBe('/account');
  });

  it('asks again once the token is cleared', () => {
    const s = session('token');
    expect(accountGuard('uk', '/uk/account', '/account', s, regionTable, routes)).toBeUndefined();
    s.apptoken.value = null;
    expect(pathOf(accountGuard('uk', '/uk/account', '/account', s, regionTable, routes))).toBe('/uk/login');
  });

  it('follows the route table, not the word "account"', () => {
    const orders: RouteEntry = { name: 'orders', path: '/orders', page: 'orders', redirect: null, regions: ['us', 'fr'], status: 'planned', meta: { auth: true } };
    const openAccount: RouteEntry = { name: 'account', path: '/account', page: 'account', redirect: null, regions: ['us', 'fr'], status: 'planned', meta: {} };
    const table = [orders, openAccount];
    const location = accountGuard('fr', '/fr/orders?page=2', '/orders', session(), regionTable, table);
    expect(pathOf(location)).toBe('/fr/login');
    expect(fromPath(location)).toBe('/fr/orders?page=2');
    expect(accountGuard('fr', '/fr/account', '/account', session(), regionTable, table)).toBeUndefined();
    // Registered for us and fr only: elsewhere the path is no route of the region, and the server answers it.
    expect(accountGuard('de', '/de/orders', '/orders', session(), regionTable, table)).toBeUndefined();
  });

  it("reads the account route's `auth` from routes.yaml (kr has no account route)", () => {
    expect(routes.find((route) => route.path === '/account')?.meta.auth).toBe(true);
    expect(accountGuard('kr', '/kr/account', '/account', session(), regionTable, routes)).toBeUndefined();
  });

  it('drops a fromPath that would lead off the site', () => {
    const location = accountGuard('us', '//evil.example/account', '/account', session(), regionTable, routes);
    expect(location).toBe('/us/login');
  });
});
