/**
 * Accounts, one space per API family. The unique index on (family, email)
 * decides who wins when registrations race: an insert that loses is told
 * "in use", never a second account.
 */
import { randomUUID } from 'node:crypto';
import type { ServiceDb } from './db.ts';
import type { Family, User } from './tables.ts';

export async function findUser(db: ServiceDb, family: Family, email: string): Promise<User | undefined> {
  return db.selectFrom('users').selectAll().where('family', '=', family).where('email', '=', email).executeTakeFirst();
}

export interface NewAccount {
  family: Family;
  email: string;
  region: string;
  passwordHash: string | null;
  subscribed: boolean;
  verified: boolean;
}

/** The new user, or undefined when the e-mail already has an account in this family. */
export async function insertUser(db: ServiceDb, account: NewAccount, now: Date): Promise<User | undefined> {
  return db
    .insertInto('users')
    .values({
      id: randomUUID(),
      family: account.family,
      email: account.email,
      region: account.region,
      password_hash: account.passwordHash,
      subscribed: account.subscribed,
      created_at: now,
      updated_at: now,
      email_verified_at: account.verified ? now : null,
    })
    .onConflict((oc) => oc.columns(['family', 'email']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function setPasswordHash(db: ServiceDb, userId: string, passwordHash: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: passwordHash, updated_at: now }).where('id', '=', userId).execute();
}

/**
 * Forgets what was chosen at the registration of an account nobody has confirmed yet: when its owner proves the
 * mailbox by a code log-in, the password and the newsletter choice may be a stranger's (pre-hijacking; docs/decisions.md D65).
 * A confirmed account keeps its own.
 */
export async function forgetUnconfirmedChoices(db: ServiceDb, userId: string, now: Date): Promise<void> {
  await db.updateTable('users').set({ password_hash: null, subscribed: false, updated_at: now }).where('id', '=', userId).where('email_verified_at', 'is', null).execute();
}

/** Confirms an account's address; true only the first time (the welcome mail goes out once). */
export async function markVerified(db: ServiceDb, userId: string, now: Date): Promise<boolean> {
  const row = await db.updateTable('users').set({ email_verified_at: now, updated_at: now }).where('id', '=', userId).where('email_verified_at', 'is', null).returning('id').executeTakeFirst();
  return row !== undefined;
}

/** What GET /account/user/profile answers: no hash, no internal columns. */
export function profileOf(user: User) {
  return {
    user_id: user.id,
    email: user.email,
    region: user.region,
    subscribed: user.subscribed,
    has_password: user.password_hash !== null,
    email_verified: user.email_verified_at !== null,
    created_at: new Date(user.created_at).toISOString(),
  };
}
