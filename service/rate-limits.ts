/**
 * Fixed-window rate limits kept in the database, so every service process
 * counts the same hits. One upsert per check: it starts a new window when the
 * old one is over, else adds a hit, and returns the count.
 */
import { sql } from 'kysely';
import type { ServiceDb } from './db.ts';

export interface Limit {
  hits: number;
  windowSeconds: number;
}
export type LimitResult = { allowed: true } | { allowed: false; retryAfter: number };

export async function hitLimit(db: ServiceDb, key: string, limit: Limit, now: Date): Promise<LimitResult> {
  const windowEnded = new Date(now.getTime() - limit.windowSeconds * 1000);
  const row = await db
    .insertInto('rate_limits')
    .values({ key, window_start: now, hits: 1 })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        hits: sql<number>`case when rate_limits.window_start <= ${windowEnded} then 1 else rate_limits.hits + 1 end`,
        window_start: sql<Date>`case when rate_limits.window_start <= ${windowEnded} then ${now}::timestamptz else rate_limits.window_start end`,
      }),
    )
    .returning(['hits', 'window_start'])
    .executeTakeFirstOrThrow();
  if (row.hits <= limit.hits) return { allowed: true };
  const ends = new Date(row.window_start).getTime() + limit.windowSeconds * 1000;
  return { allowed: false, retryAfter: Math.max(1, Math.ceil((ends - now.getTime()) / 1000)) };
}

/** The hits counted in a key's current window (0 when it has none or its window is over); counts nothing. */
export async function limitHits(db: ServiceDb, key: string, limit: Limit, now: Date): Promise<number> {
  const row = await db.selectFrom('rate_limits').select(['hits', 'window_start']).where('key', '=', key).executeTakeFirst();
  if (!row || new Date(row.window_start).getTime() <= now.getTime() - limit.windowSeconds * 1000) return 0;
  return row.hits;
}

/** LIKE's wildcards and its escape character, escaped: a key prefix matches itself only. */
const likePrefix = (prefix: string) => `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A key of one client address under `key` (no key and no digest of an address has a space). */
export const addressKey = (key: string, address: string) => `${key} ${address}`;

/** Forgets the counts of the key and of its per-address keys (addressKey). */
export async function clearLimits(db: ServiceDb, key: string): Promise<void> {
  await db
    .deleteFrom('rate_limits')
    .where((eb) => eb.or([eb('key', '=', key), eb('key', 'like', likePrefix(addressKey(key, '')))]))
    .execute();
}
