import { describe, expect, it } from 'vitest';
import { fromThisSite, popupOpens, popupStorageKey, rememberClosed } from './new-user-popup.ts';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
  };
}
const later = { loggedIn: false, accountPage: false, fromThisSite: true };

describe('popupOpens: from the second page view, counted by nothing stored (copy review N-EU3)', () => {
  it('not on a first view (no referrer of this site), on a later one; deciding writes nothing', () => {
    const storage = memoryStorage();
    expect(popupOpens(storage, '/us', { ...later, fromThisSite: false })).toBe(false);
    expect(popupOpens(storage, '/us', later)).toBe(true);
    expect(storage.data.size).toBe(0);
  });

  it('not again in the tab once closed, which is the one thing stored, per storage scope', () => {
    const storage = memoryStorage();
    rememberClosed(storage, '/us');
    expect(storage.data).toEqual(new Map([['/us/newUserPopup', 'closed']]));
    expect(popupOpens(storage, '/us', later)).toBe(false);
    expect(popupOpens(storage, '/cn', later)).toBe(true);
    expect(popupStorageKey('/cn')).toBe('/cn/newUserPopup');
  });

  it('never for a logged-in visitor, on an account page or over a form', () => {
    const storage = memoryStorage();
    expect(popupOpens(storage, '/eu', { ...later, loggedIn: true })).toBe(false);
    expect(popupOpens(storage, '/eu', { ...later, accountPage: true })).toBe(false);
    expect(popupOpens(storage, '/eu', { ...later, formPage: true })).toBe(false);
  });

  it('never when storage is missing or throws (its closing could not be remembered)', () => {
    expect(popupOpens(undefined, '/us', later)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(popupOpens(throwing, '/us', later)).toBe(false);
    expect(() => rememberClosed(throwing, '/us')).not.toThrow();
  });
});

describe('fromThisSite', () => {
  it('a referrer of the same origin only', () => {
    expect(fromThisSite('https://www.mechanova.example/us', 'https://www.mechanova.example')).toBe(true);
    expect(fromThisSite('https://www.google.com/', 'https://www.mechanova.example')).toBe(false);
    expect(fromThisSite('', 'https://www.mechanova.example')).toBe(false);
    expect(fromThisSite('not a url', 'https://www.mechanova.example')).toBe(false);
  });
});
