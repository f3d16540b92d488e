/**
 * Sessions: a short-lived app token and a rotating refresh token per login,
 * both stored only as SHA-256 digests. Refresh replaces both in one UPDATE that
 * names the old refresh digest, so a refresh token works once even when two
 * requests race; the replaced digest is kept, and a replaced token used again
 * (after a short grace for a second tab's race) says the tokens were copied: the
 * session is revoked. A session lasts at most SESSION_MAX_DAYS from its log-in,
 * however often it is refreshed. Logout revokes one session; logout everywhere,
 * a password change (but the session that made it) and a password reset revoke
 * a user's sessions.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceDb } from './db.ts';
import { randomToken, sameDigest, sha256 } from './secrets.ts';
import type { Family, SessionMethod, User } from './tables.ts';

export const APP_TOKEN_SECONDS = 30 * 60;
export const REFRESH_TOKEN_SECONDS = 30 * 24 * 3600;
/** The longest a session lives from its log-in, refreshed or not. */
export const SESSION_MAX_DAYS = 90;
/** A replaced refresh token used again within this many seconds is a race of two tabs, refused but forgiven. */
export const REUSE_GRACE_SECONDS = 30;

export interface IssuedTokens {
  apptoken: string;
  reftoken: string;
}

const later = (now: Date, seconds: number): Date => new Date(now.getTime() + seconds * 1000);

/** New tokens; the refresh token ends at the session's absolute end at the latest. */
function freshTokens(now: Date, loggedInAt: Date) {
  const apptoken = randomToken();
  const reftoken = randomToken();
  const end = later(loggedInAt, SESSION_MAX_DAYS * 86_400);
  const refreshEnd = later(now, REFRESH_TOKEN_SECONDS);
  return {
    tokens: { apptoken, reftoken },
    row: {
      app_hash: sha256(apptoken),
      app_expires_at: new Date(Math.min(later(now, APP_TOKEN_SECONDS).getTime(), end.getTime())),
      refresh_hash: sha256(reftoken),
      refresh_expires_at: new Date(Math.min(refreshEnd.getTime(), end.getTime())),
    },
  };
}

export async function createSession(db: ServiceDb, userId: string, now: Date, method: SessionMethod): Promise<IssuedTokens> {
  const { tokens, row } = freshTokens(now, now);
  await db
    .insertInto('sessions')
    .values({ id: randomUUID(), user_id: userId, created_at: now, method, ...row })
    .execute();
  return tokens;
}

export interface Authenticated {
  user: User;
  sessionId: string;
  /** How the log-in that began the session proved the account, and when. */
  method: SessionMethod;
  loggedInAt: Date;
}

/** The user and session of a valid app token of this family, or undefined. */
export async function authenticate(db: ServiceDb, family: Family, apptoken: string | undefined, now: Date): Promise<Authenticated | undefined> {
  if (!apptoken || apptoken.length > 100) return undefined;
  const digest = sha256(apptoken);
  const row = await db
    .selectFrom('sessions')
    .innerJoin('users', 'users.id', 'sessions.user_id')
    .selectAll('users')
    .select(['sessions.id as session_id', 'sessions.app_hash', 'sessions.method as session_method', 'sessions.created_at as session_created_at'])
    .where('sessions.app_hash', '=', digest)
    .where('users.family', '=', family)
    .where('sessions.revoked_at', 'is', null)
    .where('sessions.app_expires_at', '>', now)
    .executeTakeFirst();
  if (!row || !sameDigest(row.app_hash, digest)) return undefined;
  const { session_id: sessionId, app_hash: _appHash, session_method: method, session_created_at: loggedInAt, ...user } = row;
  return { user, sessionId, method, loggedInAt: new Date(loggedInAt) };
}

/**
 * New app and refresh tokens for a valid refresh token of this user and family; the old one stops working. A
 * refresh token a rotation already replaced, used again after the grace, revokes its session (whoever copied
 * the tokens, the owner or the thief, would otherwise keep it).
 */
export async function rotateSession(db: ServiceDb, family: Family, userId: string, reftoken: string | undefined, now: Date): Promise<IssuedTokens | undefined> {
  if (!reftoken || reftoken.length > 100) return undefined;
  const digest = sha256(reftoken);
  const session = await db
    .selectFrom('sessions')
    .select(['id', 'created_at'])
    .where('refresh_hash', '=', digest)
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null)
    .where('refresh_expires_at', '>', now)
    .where('user_id', 'in', (qb) => qb.selectFrom('users').select('id').where('family', '=', family))
    .executeTakeFirst();
  if (!session) {
    await revokeOnReuse(db, digest, now);
    return undefined;
  }
  const { tokens, row } = freshTokens(now, new Date(session.created_at));
  const updated = await db.updateTable('sessions').set(row).where('id', '=', session.id).where('refresh_hash', '=', digest).where('revoked_at', 'is', null).returning('id').executeTakeFirst();
  if (!updated) return undefined; // a concurrent refresh won: this token is now a replaced one
  await db
    .insertInto('retired_refresh_tokens')
    .values({ hash: digest, session_id: session.id, retired_at: now })
    .onConflict((oc) => oc.column('hash').doNothing())
    .execute();
  return tokens;
}

async function revokeOnReuse(db: ServiceDb, digest: string, now: Date): Promise<void> {
  const retired = await db.selectFrom('retired_refresh_tokens').select(['session_id', 'retired_at']).where('hash', '=', digest).executeTakeFirst();
  if (retired && new Date(retired.retired_at).getTime() <= now.getTime() - REUSE_GRACE_SECONDS * 1000) await revokeSession(db, retired.session_id, now);
}

export async function revokeSession(db: ServiceDb, sessionId: string, now: Date): Promise<void> {
  await db.updateTable('sessions').set({ revoked_at: now }).where('id', '=', sessionId).where('revoked_at', 'is', null).execute();
}

/** Revokes the user's sessions but `keep` (the session that asked, e.g. to change the password), if given. */
export async function revokeAllSessions(db: ServiceDb, userId: string, now: Date, keep?: string): Promise<number> {
  let query = db.updateTable('sessions').set({ revoked_at: now }).where('user_id', '=', userId).where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
