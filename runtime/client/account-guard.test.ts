import { describe, expect, it } from 'vitest';
import { regionTable } from '../../dist/generated/regions.ts';
import { accountGuard } from './account-guard.ts';
import { sessionFor, type Session } from './session.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => { data.set(key, value); },
    removeItem: (key: string) => { data.delete(key); },
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

describe('accountGuard (seed 000 §2.5)', () => {
  it('sends a visitor without an app token from an account path to the region login', () => {
    const location = accountGuard('fr', '/fr/account', '/account', session(), regionTable);
    expect(pathOf(location)).toBe('/fr/login');
    expect(fromPath(location)).toBe('/fr/account');
  });

  it('guards any path containing /account, deeper ones too', () => {
    const location = accountGuard('us', '/us/account/orders', '/account/orders', session(), regionTable);
    expect(pathOf(location)).toBe('/us/login');
    expect(fromPath(location)).toBe('/us/account/orders');
  });

  it('carries the query of the intended route in fromPath', () => {
    const location = accountGuard('de', '/de/account?tab=orders&page=2', '/account', session(), regionTable);
    expect(fromPath(location)).toBe('/de/account?tab=orders&page=2');
    // fromPath is one parameter: the intended query does not leak into the login URL's own query.
    expect([...new URL(location!, 'https://x.invalid').searchParams.keys()]).toEqual(['fromPath']);
  });

  it('lets a visitor with an app token stay', () => {
    expect(accountGuard('fr', '/fr/account', '/account', session('token'), regionTable)).toBeUndefined();
  });

  it('lets anyone open pages outside /account', () => {
    expect(accountGuard('fr', '/fr/manuals', '/manuals', session(), regionTable)).toBeUndefined();
    expect(accountGuard('us', '/us', '/', session(), regionTable)).toBeUndefined();
    expect(accountGuard('us', '/us/login', '/login', session(), regionTable)).toBeUndefined();
  });

  it('reads the logical path, not the query: ?next=/account does not need a login', () => {
    expect(accountGuard('us', '/us/manuals?next=/account', '/manuals', session(), regionTable)).toBeUndefined();
  });

  it('uses no prefix for cn', () => {
    const location = accountGuard('cn', '/account', '/account', session(), regionTable);
    expect(pathOf(location)).toBe('/login');
    expect(fromPath(location)).toBe('/account');
  });

  it('asks again once the token is cleared', () => {
    const s = session('token');
    expect(accountGuard('uk', '/uk/account', '/account', s, regionTable)).toBeUndefined();
    s.apptoken.value = null;
    expect(pathOf(accountGuard('uk', '/uk/account', '/account', s, regionTable))).toBe('/uk/login');
  });

  it('drops a fromPath that would lead off the site', () => {
    const location = accountGuard('us', '//evil.example/account', '/account', session(), regionTable);
    expect(location).toBe('/us/login');
  });
});
