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

export interface CachedPage { status: number; headers: Record<string, string>; body: Uint8Array; encoded: Map<string, Uint8Array>; expires: number }

/** Rendered pages by URL, each kept until its schedule expiry. */
export function createPageCache(maxEntries = 2000) {
  const entries = new Map<string, CachedPage>();
  return {
    get(key: string, now: number): CachedPage | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (hit.expires <= now) { entries.delete(key); return undefined; }
      return hit;
    },
    set(key: string, page: CachedPage) {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(key, page);
    },
    get size() { return entries.size; },
  };
}
