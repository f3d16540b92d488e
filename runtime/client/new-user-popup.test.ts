import { describe, expect, it } from 'vitest';
import { countPageView, popupStorageKey } from './new-user-popup.ts';

function memoryStorage(): Storage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return {
    data,
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    key: (i: number) => [...data.keys()][i] ?? null,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => {
      data.set(k, v);
    },
    removeItem: (k: string) => {
      data.delete(k);
    },
  };
}
const visitor = { loggedIn: false, accountPage: false };

describe('countPageView', () => {
  it('opens on the second page view only, once', () => {
    const storage = memoryStorage();
    expect(countPageView(storage, '/us', visitor)).toBe(false);
    expect(countPageView(storage, '/us', visitor)).toBe(true);
    expect(countPageView(storage, '/us', visitor)).toBe(false);
    expect(countPageView(storage, '/us', visitor)).toBe(false);
    expect(storage.data.get('/us/newUserPopup')).toBe('shown');
  });

  it('never opens for a logged-in visitor, nor on an account page, but opens on the next eligible view', () => {
    const storage = memoryStorage();
    expect(countPageView(storage, '/eu', visitor)).toBe(false);
    expect(countPageView(storage, '/eu', { loggedIn: false, accountPage: true })).toBe(false);
    expect(countPageView(storage, '/eu', { loggedIn: true, accountPage: false })).toBe(false);
    expect(countPageView(storage, '/eu', visitor)).toBe(true);
  });

  it('never opens over a form, but counts the view and opens on the next page', () => {
    const storage = memoryStorage();
    expect(countPageView(storage, '/us', visitor)).toBe(false);
    expect(countPageView(storage, '/us', { ...visitor, formPage: true })).toBe(false);
    expect(storage.data.get('/us/newUserPopup')).toBe('2');
    expect(countPageView(storage, '/us', visitor)).toBe(true);
  });

  it('keeps each storage scope apart (the API families)', () => {
    const storage = memoryStorage();
    countPageView(storage, '/us', visitor);
    expect(countPageView(storage, '/cn', visitor)).toBe(false);
    expect(popupStorageKey('/cn')).toBe('/cn/newUserPopup');
  });

  it('does not open when storage is missing, throws, or forgets what it was told', () => {
    expect(countPageView(undefined, '/us', visitor)).toBe(false);
    const throwing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {},
    };
    expect(countPageView(throwing, '/us', visitor)).toBe(false);
    const forgetful = { getItem: () => '5', setItem: () => {} };
    expect(countPageView(forgetful, '/us', visitor)).toBe(false);
  });

  it('reads a garbled value as no views', () => {
    const storage = memoryStorage();
    storage.setItem('/us/newUserPopup', 'garbage');
    expect(countPageView(storage, '/us', visitor)).toBe(false);
    expect(countPageView(storage, '/us', visitor)).toBe(true);
  });
});
