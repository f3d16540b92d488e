import { describe, expect, it } from 'vitest';
import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { createPageCache, MAX_PAGE_AGE_S, pageMaxAge, type CachedPage } from './page-cache.ts';

const NOW = Date.parse('2025-08-20T12:00:00Z');

function entry(offsetMs: number, regions: RegionCode[], ref = 'x'): ScheduleEntry {
  return { at: new Date(NOW + offsetMs).toISOString(), epochMs: NOW + offsetMs, regions, kind: 'banner-end', ref };
}

describe('pageMaxAge', () => {
  it('is MAX_PAGE_AGE_S (one hour) when nothing is scheduled', () => {
    expect(MAX_PAGE_AGE_S).toBe(3600);
    expect(pageMaxAge([], 'fr', NOW)).toBe(MAX_PAGE_AGE_S);
  });

  it('is the seconds until the region\'s next scheduled change', () => {
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

function page(expires: number, body = 'page'): CachedPage {
  return { status: 200, headers: { 'content-type': 'text/html' }, body: new TextEncoder().encode(body), encoded: new Map(), expires };
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

  it('misses unknown keys; the query is part of the key', () => {
    const cache = createPageCache();
    cache.set('/fr?x=1', page(NOW + 60_000));
    expect(cache.get('/fr', NOW)).toBeUndefined();
    expect(cache.get('/fr?x=2', NOW)).toBeUndefined();
  });

  it('replaces the page stored under a key', () => {
    const cache = createPageCache();
    cache.set('/fr', page(NOW + 60_000, 'old'));
    const fresh = page(NOW + 60_000, 'new');
    cache.set('/fr', fresh);
    expect(cache.get('/fr', NOW)).toBe(fresh);
    expect(cache.size).toBe(1);
  });

  it('evicts the oldest entry when maxEntries is reached', () => {
    const cache = createPageCache(2);
    cache.set('/a', page(NOW + 60_000));
    cache.set('/b', page(NOW + 60_000));
    cache.set('/c', page(NOW + 60_000));
    expect(cache.size).toBe(2);
    expect(cache.get('/a', NOW)).toBeUndefined();
    expect(cache.get('/b', NOW)).toBeDefined();
    expect(cache.get('/c', NOW)).toBeDefined();
  });

  it('never grows past maxEntries', () => {
    const cache = createPageCache(5);
    for (let i = 0; i < 50; i += 1) cache.set(`/p${i}`, page(NOW + 60_000));
    expect(cache.size).toBe(5);
    expect(cache.get('/p49', NOW)).toBeDefined();
    expect(cache.get('/p44', NOW)).toBeUndefined();
  });
});
