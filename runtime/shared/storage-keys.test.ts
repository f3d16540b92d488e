import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { BROWSER_STORAGE, SESSION_KEYS, storedValueById, storedValueOf } from './storage-keys.ts';

/** Every region's storage notice (cookies-policy) with a browser-storage table: the ids of its rows. */
function policyRows() {
  const found: { region: string; ids: string[] }[] = [];
  for (const code of Object.keys(regionTable.regions) as (keyof typeof regionTable.regions)[]) {
    const page = bundle(code).pages['cookies-policy'];
    const table = page?.sections.find((s) => s.type === 'browser-storage');
    if (table?.type === 'browser-storage') found.push({ region: code, ids: table.items.map((i) => i.id).sort() });
  }
  return found;
}

describe('the storage notice lists exactly what the code stores (storage-keys.ts)', () => {
  const expected = BROWSER_STORAGE.map((v) => v.id).sort();

  it('every region has the table', () => {
    expect(policyRows().map((p) => p.region)).toEqual(Object.keys(regionTable.regions));
  });

  it.each(policyRows())('$region: one row per stored value, by id', ({ ids }) => {
    expect(ids).toEqual(expected);
  });

  it('each stored value has its own id and key, and every session key is one of them', () => {
    expect(new Set(BROWSER_STORAGE.map((v) => v.id)).size).toBe(BROWSER_STORAGE.length);
    expect(new Set(BROWSER_STORAGE.map((v) => `${v.storage} ${v.key}`)).size).toBe(BROWSER_STORAGE.length);
    for (const key of SESSION_KEYS)
      expect(
        BROWSER_STORAGE.find((v) => v.key === key),
        key,
      ).toMatchObject({ storage: 'localStorage', scoped: true });
  });

  it('storedValueById names the row a table cannot show', () => {
    expect(storedValueById('user-id')).toMatchObject({ key: 'userId', storage: 'localStorage', scoped: true });
    expect(() => storedValueById('tracker')).toThrow(/row "tracker".*BROWSER_STORAGE does not list/);
  });
});

describe('storedValueOf', () => {
  const scopes = ['/us', '/eu', '/cn'];
  it('finds a scoped session value under each scope, and only there', () => {
    expect(storedValueOf('localStorage', '/eu/apptoken', scopes)?.key).toBe('apptoken');
    expect(storedValueOf('localStorage', '/cn/country', scopes)?.key).toBe('country');
    expect(storedValueOf('localStorage', 'apptoken', scopes)).toBeUndefined();
    expect(storedValueOf('localStorage', '/jp/apptoken', scopes)).toBeUndefined();
  });
  it('finds unscoped values in their own storage only', () => {
    expect(storedValueOf('localStorage', 'regionSuggestionDismissed', scopes)?.key).toBe('regionSuggestionDismissed');
    expect(storedValueOf('sessionStorage', 'regionSuggestionDismissed', scopes)).toBeUndefined();
    expect(storedValueOf('window', 'dataLayer', scopes)?.key).toBe('dataLayer');
  });
  it('knows nothing else', () => {
    expect(storedValueOf('localStorage', 'tracking', scopes)).toBeUndefined();
  });
});
