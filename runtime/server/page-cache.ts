import type { ScheduleEntry } from '../../dist/generated/schedule.ts';
import type { RegionCode } from '../../dist/generated/types.ts';
import { createHash } from 'node:crypto';
import { nextChange } from '../shared/time.ts';

/** Longest a page is cached when nothing is scheduled to change it (content changes ship with a new build). */
export const MAX_PAGE_AGE_S = 3600;

/** Seconds a page of `region` rendered at `now` stays valid: until the next scheduled change, at most MAX_PAGE_AGE_S. */
export const pageMaxAge = (schedule: readonly ScheduleEntry[], region: RegionCode, now: number): number => pageFreshness(schedule, region, now).maxAge;

/**
 * Seconds a shared cache (a CDN) may go on serving a page after it expired while it fetches the new one
 * (`stale-while-revalidate`): never past the region's next scheduled change, so a sale's last price is
 * never served after the sale ended.
 */
export const STALE_WHILE_REVALIDATE_S = 60;

/** How long a page of `region` rendered at `now` is fresh (pageMaxAge), and how long after that it may be served stale. */
export function pageFreshness(schedule: readonly ScheduleEntry[], region: RegionCode, now: number): { maxAge: number; stale: number } {
  const next = nextChange(schedule, region, now);
  if (next === undefined) return { maxAge: MAX_PAGE_AGE_S, stale: STALE_WHILE_REVALIDATE_S };
  const left = Math.floor((next - now) / 1000);
  const maxAge = Math.max(0, Math.min(MAX_PAGE_AGE_S, left));
  return { maxAge, stale: Math.max(0, Math.min(STALE_WHILE_REVALIDATE_S, left - maxAge)) };
}

export interface CachedPage {
  status: number;
  headers: Record<string, string>;
  body: Uint8Array;
  encoded: Map<string, Uint8Array>;
  expires: number;
  /** Seconds after `expires` a shared cache may serve it while it revalidates (pageFreshness). */
  stale: number;
  /** A weak validator of the body (the same for each of its encodings): conditional requests answer 304 on it. */
  etag: string;
  /** The purge tags of the page (cacheTags): the site, its region, its page, the page in its region. */
  tags: readonly string[];
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

/** A weak entity tag of a page body: one per content, whatever the encoding it is sent in. */
export const weakETag = (body: Uint8Array): string => `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;

/**
 * Whether an If-None-Match header names `etag` (weak comparison, RFC 9110 §13.1.2): `*`, or one of its
 * comma-separated tags, W/ or not.
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/**
 * The purge tags of a page, for a CDN's `Cache-Tag` (comma-separated) and `Surrogate-Key` (space-separated):
 * `site` (every page: a content release), `region:<code>` (one region), `page:<name>` (one page in every
 * region: an edit of the reference file its translations inherit from) and `page:<code>/<name>`.
 *
 * @example
 * cacheTags('fr', 'home') // => ['site', 'region:fr', 'page:home', 'page:fr/home']
 */
export const cacheTags = (region: RegionCode, page: string): string[] => ['site', `region:${region}`, `page:${page}`, `page:${region}/${page}`];
