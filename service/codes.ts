/**
 * One-time codes (6 digits, 10 minutes, single use, burnt after 5 wrong tries)
 * and password reset tokens (32 random bytes in a link, 30 minutes, single use).
 * Stored as digests only. A code stays valid until it expires or is used: a new one replaces only the older
 * codes asked for from the same client address (its `requester`) beyond the last LIVE_CODES_PER_REQUESTER, so
 * nobody else's request ends the code its owner is typing (docs/decisions.md D65); an address has at most
 * LIVE_CODES of a purpose at once (the oldest beyond end), which bounds what one guess can hit.
 */
import { sql } from 'kysely';
import type { ServiceDb } from './db.ts';
import { randomCode, randomToken, sameDigest, sha256, type Secrets } from './secrets.ts';
import type { Family } from './tables.ts';

export const CODE_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const RESET_MINUTES = 30;
/** The live codes of one address and purpose asked for from one client address: a newer one ends the oldest. */
export const LIVE_CODES_PER_REQUESTER = 2;
/** The live codes of one address and purpose at once, whoever asked: a newer one ends the oldest beyond. */
export const LIVE_CODES = 6;

export type CodePurposeIn = 'login' | 'register';
interface CodeScope {
  family: Family;
  email: string;
  purpose: CodePurposeIn;
}

const scopeOf = (s: CodeScope): string => `${s.family}\n${s.email}\n${s.purpose}`;

/** The live codes of a scope (neither used nor expired), by `db` or a transaction of it. */
const liveCodes = (db: Pick<ServiceDb, 'selectFrom'>, scope: CodeScope, now: Date) =>
  db.selectFrom('codes').where('family', '=', scope.family).where('email', '=', scope.email).where('purpose', '=', scope.purpose).where('used_at', 'is', null).where('expires_at', '>', now);

/** Issues a fresh code for `requester` (a keyed digest of the client address that asked; the clear code goes only into the e-mail). */
export async function issueCode(db: ServiceDb, secrets: Secrets, scope: CodeScope, requester: string, now: Date): Promise<string> {
  const code = randomCode();
  await db.transaction().execute(async (tx) => {
    const live = () => liveCodes(tx, scope, now).select('id');
    /** Ends these codes (marks them used): what a new code replaces. */
    const end = async (rows: readonly { id: number }[]) => {
      if (rows.length)
        await tx
          .updateTable('codes')
          .set({ used_at: now })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
    };
    // This requester's own older codes beyond the newest LIVE_CODES_PER_REQUESTER - 1 end; nobody else's do.
    const own = await live()
      .where('requester', '=', requester)
      .orderBy('id', 'desc')
      .offset(LIVE_CODES_PER_REQUESTER - 1)
      .limit(100)
      .execute();
    await end(own);
    await tx
      .insertInto('codes')
      .values({
        family: scope.family,
        email: scope.email,
        purpose: scope.purpose,
        secret_hash: secrets.codeDigest(code, scopeOf(scope)),
        expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000),
        created_at: now,
        requester,
      })
      .execute();
    // At most LIVE_CODES at once, whoever asked: the oldest beyond end (one guess never meets more).
    const beyond = await live().orderBy('id', 'desc').offset(LIVE_CODES).limit(100).execute();
    await end(beyond);
  });
  return code;
}

/**
 * True once for a right code (any live code of the scope); a wrong one counts a try on each live code, and its
 * fifth burns it.
 */
export async function consumeCode(db: ServiceDb, secrets: Secrets, scope: CodeScope, code: string, now: Date): Promise<boolean> {
  const rows = await liveCodes(db, scope, now).select(['id', 'secret_hash']).orderBy('id', 'desc').limit(LIVE_CODES).execute();
  if (rows.length === 0) return false;
  const digest = secrets.codeDigest(code, scopeOf(scope));
  const right = rows.find((row) => sameDigest(row.secret_hash, digest));
  if (right) {
    const used = await db.updateTable('codes').set({ used_at: now }).where('id', '=', right.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
    return used !== undefined;
  }
  await db
    .updateTable('codes')
    .set((eb) => ({
      tries: eb('tries', '+', 1),
      used_at: eb
        .case()
        .when('tries', '>=', CODE_MAX_TRIES - 1)
        .then(sql<Date>`${now}::timestamptz`)
        .else(null)
        .end(),
    }))
    .where(
      'id',
      'in',
      rows.map((r) => r.id),
    )
    .where('used_at', 'is', null)
    .execute();
  return false;
}

/**
 * A reset token for the link. Earlier links of the e-mail keep working until they expire or one of them is used
 * (consumeResetToken): a stranger asking again ends nothing of the owner's.
 */
export async function issueResetToken(db: ServiceDb, family: Family, email: string, now: Date): Promise<string> {
  const token = randomToken();
  await db
    .insertInto('codes')
    .values({
      family,
      email,
      purpose: 'reset',
      secret_hash: sha256(token),
      expires_at: new Date(now.getTime() + RESET_MINUTES * 60_000),
      created_at: now,
    })
    .execute();
  return token;
}

/** The e-mail a valid reset token was issued for (the token is used up), or undefined. */
export async function consumeResetToken(db: ServiceDb, family: Family, token: string, now: Date): Promise<string | undefined> {
  const row = await db
    .updateTable('codes')
    .set({ used_at: now })
    .where('secret_hash', '=', sha256(token))
    .where('purpose', '=', 'reset')
    .where('family', '=', family)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('email')
    .executeTakeFirst();
  // One reset is enough: the other links of the address end with it.
  if (row) await db.updateTable('codes').set({ used_at: now }).where('family', '=', family).where('email', '=', row.email).where('purpose', '=', 'reset').where('used_at', 'is', null).execute();
  return row?.email;
}
