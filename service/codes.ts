/**
 * One-time codes (6 digits, 10 minutes, single use, burnt after 5 wrong tries)
 * and password reset tokens (32 random bytes in a link, 30 minutes, single use).
 * Stored as digests only; a new code replaces the earlier ones of its purpose.
 */
import { sql } from 'kysely';
import type { ServiceDb } from './db.ts';
import { randomCode, randomToken, sameDigest, sha256, type Secrets } from './secrets.ts';
import type { Family } from './tables.ts';

export const CODE_MINUTES = 10;
export const CODE_MAX_TRIES = 5;
export const RESET_MINUTES = 30;

export type CodePurposeIn = 'login' | 'register';
interface CodeScope {
  family: Family;
  email: string;
  purpose: CodePurposeIn;
}

const scopeOf = (s: CodeScope): string => `${s.family}\n${s.email}\n${s.purpose}`;

/** Issues a fresh code (the clear code goes only into the e-mail). */
export async function issueCode(db: ServiceDb, secrets: Secrets, scope: CodeScope, now: Date): Promise<string> {
  const code = randomCode();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('codes').set({ used_at: now }).where('family', '=', scope.family).where('email', '=', scope.email).where('purpose', '=', scope.purpose).where('used_at', 'is', null).execute();
    await tx
      .insertInto('codes')
      .values({
        family: scope.family,
        email: scope.email,
        purpose: scope.purpose,
        secret_hash: secrets.codeDigest(code, scopeOf(scope)),
        expires_at: new Date(now.getTime() + CODE_MINUTES * 60_000),
        created_at: now,
      })
      .execute();
  });
  return code;
}

/** True once for the right code; a wrong one counts a try and the fifth burns the code. */
export async function consumeCode(db: ServiceDb, secrets: Secrets, scope: CodeScope, code: string, now: Date): Promise<boolean> {
  const row = await db
    .selectFrom('codes')
    .select(['id', 'secret_hash'])
    .where('family', '=', scope.family)
    .where('email', '=', scope.email)
    .where('purpose', '=', scope.purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return false;
  if (sameDigest(row.secret_hash, secrets.codeDigest(code, scopeOf(scope)))) {
    const used = await db.updateTable('codes').set({ used_at: now }).where('id', '=', row.id).where('used_at', 'is', null).returning('id').executeTakeFirst();
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
    .where('id', '=', row.id)
    .where('used_at', 'is', null)
    .execute();
  return false;
}

/** A reset token for the link; earlier unused links of this e-mail stop working. */
export async function issueResetToken(db: ServiceDb, family: Family, email: string, now: Date): Promise<string> {
  const token = randomToken();
  await db.transaction().execute(async (tx) => {
    await tx.updateTable('codes').set({ used_at: now }).where('family', '=', family).where('email', '=', email).where('purpose', '=', 'reset').where('used_at', 'is', null).execute();
    await tx
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
  });
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
  return row?.email;
}
