import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { cacheTags, createPageCache, etagMatches, MAX_PAGE_AGE_S, pageFreshness, pageMaxAge, STALE_WHILE_REVALIDATE_S, weakETag, type CachedPage } from './page-cache.ts';

const NOW = Date.parse('2025-08-20T12:00:00Z');

function entry(offsetMs: number, regions: RegionCode[], ref = 'x'): ScheduleEntry {
  return { at: new Date(NOW + offsetMs).toISOString(), epochMs: NOW + offsetMs, regions, kind: 'banner-end', ref };
}

describe('pageMaxAge', () => {
  it('is MAX_PAGE_AGE_S (one hour) when nothing is scheduled', () => {
    expect(MAX_PAGE_AGE_S).toBe(3600);
    expect(pageMaxAge([], 'fr', NOW)).toBe(MAX_PAGE_AGE_S);
  });

  it("is the seconds until the region's next scheduled change", () => {
    expect(pageMaxAge([entry(600_000, ['fr'])], 'fr', NOW)).toBe(600);
  });

  it('takes the earliest change of the region, whatever the order of the schedule', () => {
    const schedule = [entry(1_200_000, ['fr']), entry(300_000, ['uk', 'fr']), entry(900_000, ['fr'])];
    expect(pageMaxAge(schedule, 'fr', NOW)).toBe(300);
  });

  it('ignores changes of other regions', () => {
    const schedule = [entry(60_000, ['uk']), entry(900_000, ['fr'])];
    expect(pageMaxAge(schedule, 'fr', NOW)).toBe(900);
    expect(pageMaxAge(schedule, 'de', NOW)).toBe(MAX_PAGE_AGE_S);
  });

  it('ignores changes in the past and at this very instant', () => {
    const schedule = [entry(-60_000, ['fr']), entry(0, ['fr']), entry(120_000, ['fr'])];
    expect(pageMaxAge(schedule, 'fr', NOW)).toBe(120);
  });

  it('is capped at MAX_PAGE_AGE_S when the next change is further away', () => {
    expect(pageMaxAge([entry(2 * 3600_000, ['fr'])], 'fr', NOW)).toBe(MAX_PAGE_AGE_S);
  });

  it('rounds down, so a page never outlives the change', () => {
    expect(pageMaxAge([entry(1_999, ['fr'])], 'fr', NOW)).toBe(1);
    expect(pageMaxAge([entry(999, ['fr'])], 'fr', NOW)).toBe(0);
  });
});

describe('pageFreshness', () => {
  it('lets a shared cache serve a page stale for a minute when nothing is scheduled', () => {
    expect(pageFreshness([], 'cn', NOW)).toEqual({ maxAge: MAX_PAGE_AGE_S, stale: STALE_WHILE_REVALIDATE_S });
  });

  it('never past the next scheduled change: none when the page expires at the change, the rest when it comes soon after', () => {
    expect(pageFreshness([entry(600_000, ['fr'])], 'fr', NOW)).toEqual({ maxAge: 600, stale: 0 });
    expect(pageFreshness([entry((MAX_PAGE_AGE_S + 25) * 1000, ['fr'])], 'fr', NOW)).toEqual({ maxAge: MAX_PAGE_AGE_S, stale: 25 });
    expect(pageFreshness([entry((MAX_PAGE_AGE_S + 600) * 1000, ['fr'])], 'fr', NOW)).toEqual({ maxAge: MAX_PAGE_AGE_S, stale: STALE_WHILE_REVALIDATE_S });
    // Another region's change is none of fr's.
    expect(pageFreshness([entry(600_000, ['de'])], 'fr', NOW)).toEqual({ maxAge: MAX_PAGE_AGE_S, stale: STALE_WHILE_REVALIDATE_S });
  });
});

describe('entity tags', () => {
  it('one weak tag per body', () => {
    const tag = weakETag(new TextEncoder().encode('a'));
    expect(tag).toMatch(/^W\/"[\w-]{27}"$/);
    expect(weakETag(new TextEncoder().encode('a'))).toBe(tag);
    expect(weakETag(new TextEncoder().encode('b'))).not.toBe(tag);
  });

  it('If-None-Match names a tag by weak comparison, in a list, or as *', () => {
    expect(etagMatches('W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('"x", W/"abc"', 'W/"abc"')).toBe(true);
    expect(etagMatches('*', 'W/"abc"')).toBe(true);
    expect(etagMatches('W/"abd"', 'W/"abc"')).toBe(false);
    expect(etagMatches(undefined, 'W/"abc"')).toBe(false);
    expect(etagMatches('', 'W/"abc"')).toBe(false);
  });

  it('purge tags: the site, the region, the page everywhere, the page in its region', () => {
    expect(cacheTags('fr', 'home')).toEqual(['site', 'region:fr', 'page:home', 'page:fr/home']);
  });
});

function page(expires: number, body = 'page'): CachedPage {
  const bytes = new TextEncoder().encode(body);
  return { status: 200, headers: { 'content-type': 'text/html' }, body: bytes, encoded: new Map(), expires, stale: 0, etag: weakETag(bytes), tags: cacheTags('fr', 'home') };
}

describe('createPageCache', () => {
  it('returns a stored page until it expires', () => {
    const cache = createPageCache();
    const stored = page(NOW + 60_000);
    cache.set('/fr', stored);
    expect(cache.get('/fr', NOW)).toBe(stored);
    expect(cache.get('/fr', NOW + 59_999)).toBe(stored);
  });

  it('forgets a page at its expiry instant', () => {
    const cache = createPageCache();
    cache.set('/fr', page(NOW + 60_000));
    expect(cache.get('/fr', NOW + 60_000)).toBeUndefined();
    expect(cache.size).toBe(0);
    // Expired means gone, also for an earlier clock afterwards.
    expect(cache.get('/fr', NOW)).toBeUndefined();
  });

  it('misses unknown keys', () => {
    const cache = createPageCache();
    cache.set('/fr', page(NOW + 60_000));
    expect(cache.get('/de', NOW)).toBeUndefined();
    expect(cache.get('/fr/', NOW)).toBeUndefined();
  });

  it('replaces the page stored under a key', () => {
    const cache = createPageCache();
    cache.set('/fr', page(NOW + 60_000, 'old'));
    const fresh = page(NOW + 60_000, 'new');
    cache.set('/fr', fresh);
    expect(cache.get('/fr', NOW)).toBe(fresh);
    expect(cache.size).toBe(1);
  });

  it('evicts the least recently used entry when maxEntries is reached', () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set('/a', page(NOW + 60_000));
    cache.set('/b', page(NOW + 60_000));
    cache.get('/a', NOW); // /a is used again: /b is now the least recently used
    cache.set('/c', page(NOW + 60_000));
    expect(cache.size).toBe(2);
    expect(cache.get('/b', NOW)).toBeUndefined();
    expect(cache.get('/a', NOW)).toBeDefined();
    expect(cache.get('/c', NOW)).toBeDefined();
  });

  it('never grows past maxEntries', () => {
    const cache = createPageCache({ maxEntries: 5 });
    for (let i = 0; i < 50; i += 1) cache.set(`/p${i}`, page(NOW + 60_000));
    expect(cache.size).toBe(5);
    expect(cache.get('/p49', NOW)).toBeDefined();
    expect(cache.get('/p44', NOW)).toBeUndefined();
  });

  // Campaign traffic used to make every query string a new entry: what bounds memory is bytes, not entries.
  it('never holds more than maxBytes, whatever the number of pages', () => {
    const cache = createPageCache({ maxEntries: 100_000, maxBytes: 100_000 });
    for (let i = 0; i < 1000; i += 1) cache.set(`/p${i}`, page(NOW + 60_000, 'x'.repeat(5_000)));
    expect(cache.bytes).toBeLessThanOrEqual(100_000);
    expect(cache.size).toBeGreaterThan(0);
    expect(cache.size).toBeLessThan(20);
    expect(cache.get('/p999', NOW)).toBeDefined();
    expect(cache.get('/p0', NOW)).toBeUndefined();
  });

  it('does not keep a page larger than maxBytes (and drops what the key held)', () => {
    const cache = createPageCache({ maxBytes: 10_000 });
    cache.set('/big', page(NOW + 60_000, 'small'));
    expect(cache.set('/big', page(NOW + 60_000, 'x'.repeat(20_000)))).toBe(false);
    expect(cache.get('/big', NOW)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('counts compressed copies against maxBytes, made once per encoding', () => {
    const cache = createPageCache({ maxBytes: 30_000 });
    const stored = page(NOW + 60_000, 'x'.repeat(10_000));
    cache.set('/fr', stored);
    const before = cache.bytes;
    let made = 0;
    const make = () => {
      made += 1;
      return new Uint8Array(4_000);
    };
    expect(cache.encoded('/fr', stored, 'br', make)).toHaveLength(4_000);
    expect(cache.encoded('/fr', stored, 'br', make)).toHaveLength(4_000);
    expect(made).toBe(1);
    expect(cache.bytes).toBe(before + 4_000);
    cache.set('/de', page(NOW + 60_000, 'x'.repeat(10_000)));
    cache.set('/it', page(NOW + 60_000, 'x'.repeat(10_000)));
    expect(cache.bytes).toBeLessThanOrEqual(30_000);
    expect(cache.get('/fr', NOW)).toBeUndefined();
  });

  it('compresses a page it does not hold without counting it', () => {
    const cache = createPageCache();
    const transient = page(NOW + 60_000);
    expect(cache.encoded('/preview', transient, 'gzip', () => new Uint8Array(3))).toHaveLength(3);
    expect(transient.encoded.get('gzip')).toHaveLength(3);
    expect(cache.bytes).toBe(0);
  });
});
