/**
 * Sessions: a short-lived app token and a rotating refresh token per login,
 * both stored only as SHA-256 digests. Refresh replaces both in one UPDATE that
 * names the old refresh digest, so a refresh token works once even when two
 * requests race. Logout revokes one session; logout everywhere and a password
 * reset revoke all of a user's sessions.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceDb } from './db.ts';
import { randomToken, sameDigest, sha256 } from './secrets.ts';
import type { Family, User } from './tables.ts';

export const APP_TOKEN_SECONDS = 30 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;

export interface IssuedTokens {
  apptoken: string;
  reftoken: string;
}

const later = (now: Date, seconds: number): Date => new Date(now.getTime() + seconds * 1000);

function freshTokens(now: Date) {
  const apptoken = randomToken();
  const reftoken = randomToken();
  return {
    tokens: { apptoken, reftoken },
    row: { app_hash: sha256(apptoken), app_expires_at: later(now, APP_TOKEN_SECONDS), refresh_hash: sha256(reftoken), refresh_expires_at: later(now, REFRESH_TOKEN_SECONDS) },
  };
}

export async function createSession(db: ServiceDb, userId: string, now: Date): Promise<IssuedTokens> {
  const { tokens, row } = freshTokens(now);
  await db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: userId, created_at: now, ...row })
    .execute();
  return tokens;
}

export interface Authenticated {
  user: User;
  sessionId: string;
}

/** The user and session of a valid app token of this family, or undefined. */
export async function authenticate(db: ServiceDb, family: Family, apptoken: string | undefined, now: Date): Promise<Authenticated | undefined> {
  if (!apptoken || apptoken.length > 100) return undefined;
  const digest = sha256(apptoken);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.app_hash'])
    .where('sessions.app_hash', '=', digest)
    .where('users.family', '=', family)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.app_expires_at', '>', now)
    .executeTakeFirst();
  if (!row || !sameDigest(row.app_hash, digest)) return undefined;
  const { session_id: sessionId, app_hash: _appHash, ...user } = row;
  return { user, sessionId };
}

/** New app and refresh tokens for a valid refresh token of this user and family; the old one stops working. */
export async function rotateSession(db: ServiceDb, family: Family, userId: string, reftoken: string | undefined, now: Date): Promise<IssuedTokens | undefined> {
  if (!reftoken || reftoken.length > 100) return undefined;
  const { tokens, row } = freshTokens(now);
  const updated = await db
    .updateTable('sessions')
    .set(row)
    .where('refresh_hash', '=', sha256(reftoken))
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .where('user_id', 'in', (qb) => qb.selectFrom('users').select('id').where('family', '=', family))
    .returning('id')
    .executeTakeFirst();
  return updated ? tokens : undefined;
}

export async function revokeSession(db: ServiceDb, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

export async function revokeAllSessions(db: ServiceDb, userId: string, now: Date): Promise<number> {
  const result = await db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null).executeTakeFirst();
  return Number(result.numUpdatedRows);
}
