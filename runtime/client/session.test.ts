import { describe, expect, it } from 'vitest';
import { SESSION_KEYS } from '../shared/storage-keys.ts';
import { clearSession, sessionFor } from './session.ts';

/** An in-memory localStorage; sessions are kept per scope for the module's life, so each test uses its own scope. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, String(value));
    },
    removeItem: (key: string) => {
      data.delete(key);
    },
  };
}

let scopeCount = 0;
const freshScope = (name: string) => `/${name}-${++scopeCount}`;

describe('sessionFor', () => {
  it('has the four session values of seed 000 §3 plus the country', () => {
    expect([...SESSION_KEYS].sort()).toEqual(['apptoken', 'country', 'reftoken', 'userId', 'userInfo']);
  });

  it('persists each key under <scope>/<key>', () => {
    const scope = freshScope('us');
    const storage = memoryStorage();
    const session = sessionFor(scope, storage);
    session.apptoken.value = 'app-1';
    session.reftoken.value = 'ref-1';
    session.userId.value = '42';
    session.userInfo.value = '{"name":"Ada"}';
    session.country.value = 'CA';
    expect(Object.fromEntries(storage.data)).toEqual({
      [`${scope}/apptoken`]: 'app-1',
      [`${scope}/reftoken`]: 'ref-1',
      [`${scope}/userId`]: '42',
      [`${scope}/userInfo`]: '{"name":"Ada"}',
      [`${scope}/country`]: 'CA',
    });
  });

  it('reads the stored values as its initial state', () => {
    const scope = freshScope('eu');
    const storage = memoryStorage({ [`${scope}/apptoken`]: 'stored-token', [`${scope}/country`]: 'FR', 'other/apptoken': 'x' });
    const session = sessionFor(scope, storage);
    expect(session.apptoken.value).toBe('stored-token');
    expect(session.country.value).toBe('FR');
    expect(session.reftoken.value).toBeNull();
  });

  it('removes the stored key when a value is set to null', () => {
    const scope = freshScope('us');
    const storage = memoryStorage({ [`${scope}/apptoken`]: 'stored-token' });
    const session = sessionFor(scope, storage);
    session.apptoken.value = null;
    expect(storage.data.has(`${scope}/apptoken`)).toBe(false);
  });

  it('returns the same session for the same scope', () => {
    const scope = freshScope('cn');
    const storage = memoryStorage();
    expect(sessionFor(scope, storage)).toBe(sessionFor(scope, storage));
  });

  it('never shares a token between scopes on one storage', () => {
    const us = freshScope('us');
    const eu = freshScope('eu');
    const storage = memoryStorage();
    const usSession = sessionFor(us, storage);
    const euSession = sessionFor(eu, storage);
    usSession.apptoken.value = 'us-token';
    expect(euSession.apptoken.value).toBeNull();
    expect(storage.data.get(`${eu}/apptoken`)).toBeUndefined();
    euSession.apptoken.value = 'eu-token';
    expect(usSession.apptoken.value).toBe('us-token');
    expect(storage.data.get(`${us}/apptoken`)).toBe('us-token');
  });

  it('keeps working in memory without a storage (server side)', () => {
    const session = sessionFor(freshScope('server'), undefined);
    session.apptoken.value = 'token';
    expect(session.apptoken.value).toBe('token');
  });

  it('keeps working when the storage throws on every call (privacy mode, quota)', () => {
    const throwing = {
      getItem: (): string | null => {
        throw new Error('SecurityError');
      },
      setItem: (): void => {
        throw new Error('QuotaExceededError');
      },
      removeItem: (): void => {
        throw new Error('SecurityError');
      },
    };
    let session: ReturnType<typeof sessionFor> | undefined;
    expect(() => {
      session = sessionFor(freshScope('blocked'), throwing);
    }).not.toThrow();
    expect(session!.apptoken.value).toBeNull();
    expect(() => {
      session!.apptoken.value = 'token';
    }).not.toThrow();
    expect(session!.apptoken.value).toBe('token');
    expect(() => {
      session!.apptoken.value = null;
    }).not.toThrow();
    expect(session!.apptoken.value).toBeNull();
  });
});

describe('clearSession', () => {
  it('clears the four session values in memory and in storage, and keeps the country', () => {
    const scope = freshScope('us');
    const storage = memoryStorage({
      [`${scope}/apptoken`]: 'a',
      [`${scope}/reftoken`]: 'r',
      [`${scope}/userId`]: '7',
      [`${scope}/userInfo`]: '{}',
      [`${scope}/country`]: 'CA',
    });
    const session = sessionFor(scope, storage);
    clearSession(session);
    for (const key of ['apptoken', 'reftoken', 'userId', 'userInfo'] as const) expect(session[key].value).toBeNull();
    expect(session.country.value).toBe('CA');
    expect(Object.fromEntries(storage.data)).toEqual({ [`${scope}/country`]: 'CA' });
  });
});
