import { describe, expect, it } from 'vitest';
import { bundle } from '../../dist/generated/bundles.ts';
import { regionTable } from '../../dist/generated/regions.ts';
import { BROWSER_STORAGE, storedValueOf } from './storage-keys.ts';

/** Every region's cookie policy that has a browser-storage table: its rows as "storage key (scoped)". */
function policyRows() {
  const found: { region: string; rows: string[] }[] = [];
  for (const code of Object.keys(regionTable.regions) as (keyof typeof regionTable.regions)[]) {
    const page = bundle(code).pages['cookies-policy'];
    const table = page?.sections.find((s) => s.type === 'browser-storage');
    if (table?.type === 'browser-storage') found.push({ region: code, rows: table.items.map((i) => `${i.storage} ${i.key}${i.scoped ? ' (scoped)' : ''}`).sort() });
  }
  return found;
}

describe('the cookie policy lists exactly what the code stores (storage-keys.ts)', () => {
  const expected = BROWSER_STORAGE.map((v) => `${v.storage} ${v.key}${v.scoped ? ' (scoped)' : ''}`).sort();

  it('us has the table', () => {
    expect(policyRows().map((p) => p.region)).toContain('us');
  });

  it.each(policyRows())('$region: the same keys, in the same storage, scoped the same way', ({ rows }) => {
    expect(rows).toEqual(expected);
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
