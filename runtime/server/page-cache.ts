import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { nextChange } from '../shared/time.ts';

/** Longest a page is cached when nothing is scheduled to change it (content changes ship with a new build). */
export const MAX_PAGE_AGE_S = 3600;

/** Seconds a page of `region` rendered at `now` stays valid: until the next scheduled change, at most MAX_PAGE_AGE_S. */
export function pageMaxAge(schedule: readonly ScheduleEntry[], region: RegionCode, now: number): number {
  const next = nextChange(schedule, region, now);
  if (next === undefined) return MAX_PAGE_AGE_S;
  return Math.max(0, Math.min(MAX_PAGE_AGE_S, Math.floor((next - now) / 1000)));
}

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  encoded: Map<string, Uint8Array>;
  expires: number;
}

/** The page cache's default memory budget (PAGE_CACHE_MAX_BYTES). */
export const DEFAULT_PAGE_CACHE_MAX_BYTES = 64 * 1024 * 1024;

export interface PageCacheLimits {
  /** Most pages kept. */
  maxEntries?: number;
  /** Most bytes kept: bodies, their compressed copies and headers. A page larger than this is not kept. */
  maxBytes?: number;
}

/** What one page holds in memory, roughly: its bodies and headers, plus the bookkeeping around them. */
function pageBytes(page: CachedPage): number {
  let bytes = 256 + page.body.length;
  for (const encoded of page.encoded.values()) bytes += encoded.length;
  for (const [name, value] of Object.entries(page.headers)) bytes += name.length + value.length;
  return bytes;
}

/**
 * Rendered pages by key, each kept until its schedule expiry, the least
 * recently used dropped first once either limit is reached. The byte limit is
 * what keeps memory flat: a count alone lets a few large pages (or many
 * compressed copies) grow the process.
 *
 * @example
 * const cache = createPageCache({ maxBytes: 64 * 1024 * 1024 });
 * cache.set('/fr', page);
 * cache.get('/fr', Date.now()); // => page, until page.expires
 */
export function createPageCache({ maxEntries = 2000, maxBytes = DEFAULT_PAGE_CACHE_MAX_BYTES }: PageCacheLimits = {}) {
  interface Entry {
    key: string;
    page: CachedPage;
    bytes: number;
  }
  const entries = new Map<string, Entry>();
  let total = 0;

  function drop(key: string) {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    total -= entry.bytes;
  }
  function evict() {
    // A Map iterates in insertion order, and get() re-inserts: the first key is the least recently used.
    while (entries.size > maxEntries || total > maxBytes) drop(entries.keys().next().value!);
  }

  return {
    get(key: string, now: number): CachedPage | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.page.expires <= now) {
        drop(key);
        return undefined;
      }
      entries.delete(key);
      entries.set(key, entry);
      return entry.page;
    },
    /** Stores `page` under `key` (replacing what was there); false when the page alone is over the byte limit. */
    set(key: string, page: CachedPage): boolean {
      drop(key);
      const bytes = pageBytes(page);
      if (bytes > maxBytes) return false;
      entries.set(key, { key, page, bytes });
      total += bytes;
      evict();
      return true;
    },
    /**
     * The body of `page` in `encoding`, made by `make` once and kept with the
     * page; counted against the byte limit when the page is stored under `key`.
     */
    encoded(key: string, page: CachedPage, encoding: string, make: () => Uint8Array): Uint8Array {
      let body = page.encoded.get(encoding);
      if (body) return body;
      body = make();
      page.encoded.set(encoding, body);
      const entry = entries.get(key);
      if (entry?.page === page) {
        entry.bytes += body.length;
        total += body.length;
        evict();
      }
      return body;
    },
    get size() {
      return entries.size;
    },
    /** Bytes held, as counted against maxBytes. */
    get bytes() {
      return total;
    },
  };
}
